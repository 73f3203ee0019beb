## Sides and seats
side = { $side ->
    [attackers] attaccanti
    [defenders] difensori
   *[other] { $side }
}

## Engine: options and play
option-malformed = “{ $option }” non è un'opzione; scrivi le opzioni come nome=valore, per esempio king=unarmed.
option-unknown = Non esiste l'opzione “{ $option }”; opzioni note: { $known }.
option-bad-value = “{ $value }” non è un valore di { $option }; valori ammessi: { $expected }.
option-players = Questo gioco è per { $min }–{ $max } giocatori, non { $given }.
play-game-over = La partita è finita.
play-not-your-turn = Non è il tuo turno.

## Engine: Hnefatafl
tafl-expected-move = “{ $text }” non è una mossa; scrivi due case, come d1-d4 o d1 d4.
tafl-bad-square = { $square } non è una casa; le colonne vanno da a a k e le traverse da 1 a 11.
tafl-empty-square = Non c'è nessun pezzo in { $square }.
tafl-not-your-piece = Il pezzo in { $square } non è tuo.
tafl-same-square = Una mossa deve lasciare la sua casa.
tafl-not-straight = Da { $from } a { $to } non è una linea retta; i pezzi muovono come torri.
tafl-blocked = C'è un pezzo in { $square }; i pezzi non saltano mai.
tafl-throne-only-king = Solo il re può fermarsi sul trono ({ $square }).
tafl-corner-only-king = Solo il re può fermarsi in un angolo ({ $square }).
tafl-moved = { $side ->
    [attackers] Attaccanti
   *[defenders] Difensori
}: { $from }–{ $to }
tafl-captured = Catturato in { $square }.
tafl-king-captured = Il re è catturato in { $square }!
tafl-king-escaped = Il re fugge in { $square }!
tafl-no-moves = Gli { side } non hanno mosse legali.

## Chat core: general
too-long = Messaggio troppo lungo ({ $length } caratteri); i comandi sono lunghi al massimo { $max }.
unknown-command = “{ $command }” non è un comando; scrivi { $prefix }aiuto per l'elenco.
internal-error = Scusate, qualcosa è andato storto da parte nostra; la partita è al sicuro. Riprova.
busy-retry = La partita è cambiata mentre il comando veniva eseguito; invialo di nuovo.

## Help
help-list = Comandi (prefisso { $prefix }): aiuto [comando], giochi, regole <gioco>, sfida @utente <gioco> [opzioni], sfida aperta <gioco>, accetta, rifiuta, annulla, mossa <mossa> (o solo la mossa), scacchiera, stato, mosse, abbandona, patta, esporta, lingua en|it.
help-help = { $prefix }aiuto [comando]: l'elenco dei comandi, o come funziona un comando.
help-games = { $prefix }giochi: i giochi disponibili.
help-rules = { $prefix }regole <gioco>: un breve riassunto delle regole.
help-challenge = { $prefix }sfida @utente <gioco> [nome=valore …] sfida qualcuno; { $prefix }sfida aperta <gioco> permette a chiunque di accettare. Le sfide scadono dopo { $minutes } minuti.
help-accept = { $prefix }accetta: accetta la sfida che ti è stata fatta in questo canale.
help-decline = { $prefix }rifiuta: rifiuta la sfida che ti è stata fatta.
help-cancel = { $prefix }annulla: ritira la tua sfida.
help-move = { $prefix }mossa <mossa>, o solo la mossa (d1-d4, d1 d4, d1d4) mentre qui si gioca una partita.
help-board = { $prefix }scacchiera: mostra di nuovo la scacchiera.
help-status = { $prefix }stato: di chi è il turno e il numero della mossa.
help-moves = { $prefix }mosse: le mosse giocate finora.
help-resign = { $prefix }abbandona: abbandona la partita.
help-draw = { $prefix }patta: proponi la patta; l'avversario accetta scrivendo anch'egli patta.
help-export = { $prefix }esporta: il verbale della partita, verificabile con replay.
help-lang = { $prefix }lingua en|it: la lingua di questo canale.
help-unknown = Non esiste il comando “{ $command }”; scrivi { $prefix }aiuto per l'elenco.

## Games and rules
games-list = Giochi: { $games }. Sfida con { $prefix }sfida @utente <gioco>.
game-line = { $name } ({ $players } giocatori)
unknown-game = Non esiste il gioco “{ $game }”; giochi: { $games }.
rules-hnefatafl = Hnefatafl 11×11. Gli attaccanti (24 pezzi scuri) muovono per primi contro 12 difensori e il loro re sul trono centrale. Ogni pezzo muove come la torre degli scacchi e non salta mai. Solo il re può fermarsi sul trono o nei quattro angoli; chiunque può attraversare il trono vuoto. Un pezzo è catturato quando la tua mossa lo chiude in mezzo tra un altro tuo pezzo, un angolo o il trono (il trono è sempre ostile agli attaccanti, ai difensori solo se vuoto); entrare tra due nemici non è pericoloso, e il re partecipa alle catture. Il re è catturato quando, dopo una mossa degli attaccanti, i suoi quattro lati sono attaccanti, angoli, il trono vuoto o il bordo. I difensori vincono se il re raggiunge un angolo, gli attaccanti se lo catturano, e chi non può muovere perde. Patta solo per accordo. Opzione: king=unarmed (il re non partecipa alle catture).

## Challenges
challenge-needs-game = Indica un gioco: { $prefix }sfida @utente <gioco>. Giochi: { $games }.
challenge-needs-opponent = Menziona chi sfidi (@utente), oppure scrivi { $prefix }sfida aperta <gioco>.
challenge-self = Non puoi sfidare te stesso.
challenge-channel-busy = In questo canale è in corso una partita di { $game } (#{ $id }) tra { $players }; finitela prima, o giocate in un altro canale o thread.
challenge-pending = { $challenger } ha già una sfida a { $game } aperta qui; va accettata, rifiutata o annullata prima.
challenge-made = { $challenger } sfida { $challenged } a { $game }{ $options }. { $challenged }: scrivi { $prefix }accetta o { $prefix }rifiuta (scade tra { $minutes } minuti).
challenge-open-made = { $challenger } propone una partita aperta a { $game }{ $options }: chiunque può scrivere { $prefix }accetta (scade tra { $minutes } minuti).
challenge-none = Non c'è nessuna sfida in attesa in questo canale.
challenge-not-for-you = Questa sfida è per { $challenged }.
challenge-own = Non puoi accettare la tua stessa sfida.
challenge-declined = { $challenged } rifiuta la sfida di { $challenger }.
challenge-cancelled = { $challenger } ritira la sfida.
challenge-cancel-not-yours = Solo { $challenger } può annullare questa sfida.
challenge-expired = La sfida a { $game } di { $challenger } è scaduta.
match-started = Partita #{ $id }: { $game }. { $seats }. Impegno del seme (SHA-256): { $commitment }
seat-line = { side }: { $name }

## Playing
no-match = In questo canale non c'è nessuna partita; iniziane una con { $prefix }sfida.
not-a-player = Non stai giocando in questa partita.
not-your-turn = È il turno di { $name } ({ side }).
to-move = Mossa { $ply }: tocca a { $name } ({ side }).
game-won = Vince { $name } ({ side })!
game-drawn = La partita è patta.
resigned = { $name } abbandona.
draw-offered = { $name } propone la patta; { $opponent } accetta scrivendo patta.
draw-agreed = Patta concordata.
draw-already-offered = Hai già proposto la patta.
seed-revealed = Seme: { $seed } (verifica: il suo SHA-256 è l'impegno { $commitment }).
status-line = Partita #{ $id }, { $game }: { $players }. { $state }
status-finished = Finita: { $result }.
moves-none = Ancora nessuna mossa.
moves-list = Mosse: { $moves }
lang-set = Da ora questo canale parla italiano.
lang-unknown = Lingua sconosciuta “{ $lang }”; scegli en o it.
