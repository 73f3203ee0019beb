## Sides and seats
side = { $side ->
    [attackers] attaccanti
    [defenders] difensori
    [south] sud
    [west] ovest
    [north] nord
    [east] est
    [chaotic] Caotici
    [lawful] Legali
    [highlands] Terre Alte
    [lowlands] Terre Piane
    [amber] ambra
    [blue] blu
   *[other] { $seat }
}
face = { $face ->
    [flame] fiamma
    [book] libro
    [swords] spade
    [tree] albero
    [hat] cappello
   *[ear] orecchio
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
tafl-same-square = Il pezzo deve spostarsi dalla sua casa.
tafl-not-straight = Da { $from } a { $to } non si va in linea retta; i pezzi muovono come la torre.
tafl-blocked = C'è un pezzo in { $square }; i pezzi non saltano mai.
tafl-throne-only-king = Solo il re può fermarsi sul trono ({ $square }).
tafl-corner-only-king = Solo il re può fermarsi in un angolo ({ $square }).
tafl-off-board = { $square } non è su questa scacchiera { $size }×{ $size }.
tafl-throne-closed = Nessuno può fermarsi sul trono ({ $square }) o attraversarlo dopo che il re lo ha lasciato.
tafl-shieldwall = Muro di scudi: pezzi catturati in { $squares }.
tafl-exit-fort = Il re fugge grazie a un forte sul bordo in { $square }!
tafl-encircled = Gli attaccanti hanno accerchiato i difensori!
tafl-repetition = { $draw ->
    [1] La posizione si ripete per la terza volta: la partita è patta.
   *[0] Ripetizione perpetua: la posizione si ripete per la terza volta e i difensori perdono.
}
tafl-moved = { $side ->
    [attackers] Attaccanti
   *[defenders] Difensori
}: { $from }–{ $to }
tafl-captured = Catturato in { $square }.
tafl-king-captured = Il re viene catturato in { $square }!
tafl-king-escaped = Il re fugge in { $square }!
tafl-no-moves = { side } senza mosse legali{ $draw ->
    [1] : la partita è patta.
   *[0] .
}

## Engine: Uncle Chestnut's Table Gype
gype-expected = “{ $text }” non è una mossa; scrivi un passo (c1 c2), una catena di salti (c1 e3 g5), un balzo del cappello (c1 d3 via c3), tira d4, oppure schiera casuale.
gype-bad-square = { $square } non è una casa; le colonne vanno da a a j, le traverse da 1 a 10, e i quattro angoli non esistono.
gype-setup-expected = Uno schieramento elenca otto facce lungo la tua fila di partenza, due ciascuna di fiamma, libro, spade e albero (per esempio schiera FFLLSSAA), oppure schiera casuale o schiera standard.
gype-roll-expected = Indica il dado da rilanciare, per esempio tira d4.
gype-occupied = { $square } non è libera.
gype-reenter-home = Il dado in { $square } non può rientrare nella sua fila di partenza.
gype-foreign-home = { $square } è nella fila di partenza di un altro giocatore; un dado entra solo nella sua fila d'arrivo.
gype-chaos = Regola del caos: nessun dado di { side } supera la metà della scacchiera finché non hanno lasciato tutti la fila di partenza.
gype-direction-flame = La fiamma si muove di una casa in qualunque direzione.
gype-direction-book = Il libro si muove solo in orizzontale o in verticale (il dado in { $square }).
gype-direction-swords = Le spade si muovono solo in diagonale (il dado in { $square }).
gype-direction-tree = L'albero si muove in avanti, in diagonale in avanti o dritto indietro (il dado in { $square }).
gype-direction-hat = Il cappello balza come il cavallo degli scacchi, due case e poi una (il dado in { $square }).
gype-ear-still = L'orecchio non si muove (il dado in { $square }); puoi solo rilanciarlo.
gype-step-in-chain = Da { $from } a { $to } è un passo; una catena è fatta solo di salti.
gype-not-a-jump = Da { $from } a { $to } non è né un passo né un salto sopra un dado adiacente.
gype-nothing-to-jump = Non c'è nessun dado da saltare tra { $from } e { $to }.
gype-revisit = La catena passa due volte da { $square }.
gype-via-not-corner = { $via } non è un angolo della L da { $from } a { $to }.
gype-hat-ambiguous = I due percorsi di questo balzo fanno rilanciare dadi diversi: aggiungi via { $first } o via { $second }.
gype-hat-off-frame = Nessun percorso di questo balzo verso { $to } resta sulla scacchiera.
gype-hat-no-chain = Il cappello balza una volta sola e non concatena salti.
gype-via-hat-only = Solo il balzo del cappello indica il percorso con via.
gype-no-die = Non c'è nessun dado in { $square }.
gype-not-yours = Il dado in { $square } appartiene a { $owner ->
    [south] sud
    [west] ovest
    [north] nord
   *[east] est
}.
gype-finished-die = Il dado in { $square } è arrivato nella fila d'arrivo e non si muove né si rilancia più.
gype-setup-over = Lo schieramento è finito; muovi o rilancia un dado.
gype-setup-first = Prima scegli il tuo schieramento: mandamelo in un messaggio privato.
gype-chose = { side } ha scelto lo schieramento.
gype-revealed = Schieramento di { side }: { $order }
gype-moved = { side }: { $face } { $path }{ $count ->
    [0] {""}
   *[other] , saltando { $jumped }
}
gype-leaped = { side }: { $face } { $from } → { $to } via { $via }{ $count ->
    [0] {""}
   *[other] , passando sopra { $passed }
}
gype-rolled = Rilanciato il dado in { $square }: { $emoji } { face }
gype-finished = { $square }: { side } ha { $count ->
    [one] un dado su 8 nella fila d'arrivo
   *[other] { $count } dadi su 8 nella fila d'arrivo
}.
gype-setup-prompt = Il tuo posto è { side }. Disponi i tuoi dadi lungo { $first }–{ $last }: rispondi con schiera e otto facce, due ciascuna di F(iamma), L(ibro), S(pade), A(lbero), per esempio schiera FFLLSSAA; oppure schiera casuale o schiera standard. Se non rispondi in tempo, si usa l'ordine standard.
gype-turn-roll = nessuno dei tuoi dadi può muoversi: rilanciane uno, per esempio tira { $square }.

## Engine: LandOver
lo-expected = “{ $text }” non è una mossa di LandOver; scrivi due case (e7 e5, e7e5 o e7-e5), O-O o O-O-O per arroccare o, quando richiesto, flee <casa>, fight o place <casa>.
lo-bad-square = { $square } non è una casa; le colonne vanno da a a h e le traverse da 1 a 8.
lo-no-piece = Non c'è nessun pezzo in { $square }.
lo-not-yours = Il pezzo in { $square } non è tuo.
lo-resting = { $piece } in { $square } riposa in questo turno e non può muovere.
lo-castle-moved = L'arrocco richiede che il re e quella torre non si siano mai mossi.
lo-castle-blocked = L'arrocco richiede che tutte le case tra il re e la torre siano libere.
lo-castle-attacked = Il re non può arroccare: un pezzo nemico potrebbe muovere sulla sua casa, su quella che attraversa o su quella d'arrivo.
lo-same-square = { $square } { $square } non è una mossa: indica la casa in cui va il pezzo.
lo-own-piece = In { $square } c'è un tuo pezzo.
lo-king-pawn = Il re affronta solo i personaggi: { $piece } non può muovere su un guerriero.
lo-pawn-first = { $piece } alla prima mossa avanza di due case esatte, dritto o in diagonale, scavalcando una casa libera per finire su un'altra casa libera.
lo-pawn-step = { $piece } muove di una casa in avanti, in diagonale o all'indietro, mai di lato.
lo-cannot-reach = { $piece } non può muovere da { $from } a { $to }.
lo-no-decision = Ora non c'è nulla da decidere con flee, fight o place; muovi un pezzo.
lo-flee-square = Il pezzo a riposo non può fuggire in { $square }: indica una casa libera raggiungibile con la sua mossa.
lo-king-flight-square = Il re non può fuggire in { $square }: indica una casa libera a una o due case in linea retta, senza nulla in mezzo.
lo-place-square = Non puoi posare il re in { $square }: scegli una casa libera entro { $reach } passi da { $from }.
lo-moved = { $piece }: { $from } → { $to }.
lo-castled = { $king } arrocca in { $king_to }; { $rook } va in { $rook_to }.
lo-attacked = ⚔ { $attacker } attacca { $defender } in { $square }: rapporto di forza { $ratio } (C { $ac } contro { $dc }, R { $ar } contro { $dr }).
lo-cornered = ⚔ { $attacker } attacca { $defender } a riposo in { $square }.
lo-fled = 🎲 { $roll }: { $piece } fugge in { $to }.
lo-flee-failed = 🎲 { $roll }: { $piece } non riesce a fuggire e combatte con −2 C e R 18.
lo-round = 🎲 { $roll }: { $loser } perde { $loss } R (ne restano { $left }).
lo-round-short = 🎲 { $roll } { $loser } −{ $loss }
events-joined = { $events }.
lo-won = { $winner } sconfigge { $loser } in { $square } con R { $r }/{ $max }{ $rests ->
    [yes] {" "}e nel prossimo turno riposa.
   *[no] .
}
lo-king-fled = { $king } fugge in { $to } e resta con R { $r }{ $rests ->
    [yes] ; { $foe } nel prossimo turno riposa.
   *[no] .
}
lo-kidnapped = { $pawn } rapisce { $king } in { $square }! 🎲 { $roll }: il re può essere portato fino a { $roll ->
    [one] { $roll } casa
   *[other] { $roll } case
} di distanza.
lo-placed = { $king } viene posato in { $square }; il suo esercito combatte con −2 C nel suo prossimo turno.
lo-recovered = { $piece } in { $square } ha riposato e torna a R { $r }.
lo-victory = { $side ->
    [chaotic] Il Demone si impossessa dell'oggetto magico dello Stregone: vincono i Caotici!
    [lawful] Il Demone è annientato: vincono i Legali!
    [highlands] L'Industriale cade: vincono le Terre Alte!
   *[lowlands] Il Re supremo cade: vincono le Terre Piane!
}
lo-no-moves = { side } non possono muovere: la partita è patta.
lo-prompt-flee = { $piece } (a riposo in { $square }) è sotto attacco: rispondi flee <casa> (fugge con 6–10 su un d10) o fight (con −2 C e R 18).
lo-prompt-king = { $king } in { $square } è ferito (R { $r }): prima del prossimo round, flee <casa> di una o due case in linea al costo di 3 R, oppure fight.
lo-prompt-place = posa { $king } in una casa libera entro { $reach } passi da { $square }: place <casa>.
lo-landover-chaotic-a1 = Torre d'assedio
lo-landover-chaotic-a2 = Drappello di orchi con ariete
lo-landover-chaotic-b1 = Goblin su lupo
lo-landover-chaotic-b2 = Orco su cinghiale
lo-landover-chaotic-c1 = Troll
lo-landover-chaotic-c2 = Scheletro
lo-landover-chaotic-d = Strega
lo-landover-chaotic-e = Demone
lo-landover-chaotic-f1 = Fante orco
lo-landover-chaotic-f2 = Fante orco
lo-landover-chaotic-l = Duergar
lo-landover-chaotic-g1 = Scudiero goblin
lo-landover-chaotic-g2 = Scudiero goblin
lo-landover-chaotic-h1 = Musico goblin
lo-landover-chaotic-h2 = Portastendardo orco
lo-landover-chaotic-i = Barbaro (spia)
lo-landover-lawful-a1 = Balestrieri umani
lo-landover-lawful-a2 = Torre del castello
lo-landover-lawful-b1 = Cavaliere umano
lo-landover-lawful-b2 = Cavaliere elfo
lo-landover-lawful-c1 = Monaco umano
lo-landover-lawful-c2 = Chierico nano
lo-landover-lawful-d = Fata
lo-landover-lawful-e = Stregone
lo-landover-lawful-f1 = Fante elfo
lo-landover-lawful-f2 = Fante elfo
lo-landover-lawful-l = Nano
lo-landover-lawful-g1 = Scudiero gnomo
lo-landover-lawful-g2 = Scudiero gnomo
lo-landover-lawful-h1 = Portastendardo umano
lo-landover-lawful-h2 = Musico elfo
lo-landover-lawful-i = Ladro (spia)
lo-metalegno-chaotic-a1 = Forte di collina
lo-metalegno-chaotic-a2 = Banda del clan con ariete
lo-metalegno-chaotic-b1 = Auriga celtico
lo-metalegno-chaotic-b2 = Cavaliere su cinghiale
lo-metalegno-chaotic-c1 = Druido
lo-metalegno-chaotic-c2 = Bardo veggente
lo-metalegno-chaotic-d = Grande sacerdotessa
lo-metalegno-chaotic-e = Re supremo
lo-metalegno-chaotic-f1 = Guerriero del clan
lo-metalegno-chaotic-f2 = Guerriero del clan
lo-metalegno-chaotic-l = Berserker
lo-metalegno-chaotic-g1 = Portascudo
lo-metalegno-chaotic-g2 = Portascudo
lo-metalegno-chaotic-h1 = Suonatore di cornamusa
lo-metalegno-chaotic-h2 = Portainsegna del clan
lo-metalegno-chaotic-i = Predone (spia)
lo-metalegno-lawful-a1 = Cannone a vapore
lo-metalegno-lawful-a2 = Torre di ferro
lo-metalegno-lawful-b1 = Ussaro su velocipede
lo-metalegno-lawful-b2 = Cavaliere su automa
lo-metalegno-lawful-c1 = Alchimista
lo-metalegno-lawful-c2 = Ingegnere
lo-metalegno-lawful-d = Aeronauta
lo-metalegno-lawful-e = Industriale
lo-metalegno-lawful-f1 = Fuciliere
lo-metalegno-lawful-f2 = Fuciliere
lo-metalegno-lawful-l = Fuochista
lo-metalegno-lawful-g1 = Meccanico
lo-metalegno-lawful-g2 = Meccanico
lo-metalegno-lawful-h1 = Portabandiera
lo-metalegno-lawful-h2 = Suonatore di ottoni
lo-metalegno-lawful-i = Sabotatore (spia)

## Engine: Quest
quest-expected = Non è un'azione di Quest. Nel tuo turno: move (poi go B4 C4 o go s e, oppure stay), act (act sword da un fabbro; mandamelo in privato), look <giocatore> con la sfera di cristallo, o attack contro chi occupa la tua stanza. In ogni momento: give <giocatore> 2 gold / give <giocatore> rope, allow all / allow none / allow <giocatore>, potion <giocatore>.
quest-bad-player = “{ $word }” non è un giocatore di questa partita; indica un posto (lion, eagle, stag, boar, wolf, bear) o menziona il giocatore.
quest-bad-card = “{ $word }” non è un oggetto; gli oggetti sono sword, lance, mace, shield, armour, damsel, head, rope, bible, grail.
quest-off-map = Il passo “{ $word }” esce dalla mappa; le righe vanno da A a E dall'alto, le colonne da 1 a 8 da sinistra.
quest-bad-room = “{ $word }” non è né una stanza (da A1 a E8) né una direzione (n, e, s, w).
quest-bad-gift = “{ $word }” non si può dare; dai un numero di monete (gold), un oggetto, un tesoro (ball, potion, bag, black-key) o una chiave (gold key, silver key).
quest-bad-spoil = Scrivi prendi oro, tesoro, testa o donzella (non “{ $word }”).
quest-room-castle = castello
    .a = un castello
quest-room-desert = deserto
    .a = un deserto
quest-room-forest = foresta incantata
    .a = una foresta incantata
quest-room-city = città
    .a = una città
quest-room-tower = torre
    .a = una torre
quest-room-field = campo di Marte
    .a = un campo di Marte
quest-room-church = chiesa
    .a = una chiesa
quest-room-countryside = campagna
    .a = aperta campagna
quest-room-port = porto di mare
    .a = un porto di mare
quest-room-cave = grotta del drago
    .a = una grotta del drago
quest-key-gold = chiave d'oro
    .a = la chiave d'oro
quest-key-silver = chiave d'argento
    .a = la chiave d'argento
quest-key-black = chiave nera
    .a = la chiave nera
quest-card-sword = spada
    .a = una spada
quest-card-lance = lancia
    .a = una lancia
quest-card-mace = mazza
    .a = una mazza
quest-card-shield = scudo
    .a = uno scudo
quest-card-armour = armatura
    .a = un'armatura
quest-card-damsel = donzella
    .a = una donzella
quest-card-head = testa di drago
    .a = una testa di drago
quest-card-rope = corda
    .a = una corda
quest-card-bible = bibbia
    .a = una bibbia
quest-card-grail = Graal
    .a = il Graal
quest-treasure-ball = sfera di cristallo
    .a = una sfera di cristallo
quest-treasure-potion = pozione della salute
    .a = una pozione della salute
quest-treasure-bag = sacco di soldi
    .a = un sacco di soldi
quest-treasure-black-key = chiave nera
    .a = la chiave nera
quest-rps-rock = sasso
quest-rps-paper = carta
quest-rps-scissors = forbici
quest-decider-rps = a sasso-carta-forbici
quest-decider-armed = armato contro disarmato
quest-decider-hands = per mani vinte
quest-decider-lighter = perché più leggero
quest-decider-defender = in quanto difensore, a parità di mani e di peso
quest-give-whom = Non puoi dare { A($player) } { $player }.
quest-give-in-duel = Durante il tuo duello nulla passa di mano.
quest-give-lacking = Non hai { $gift } da dare.
quest-allow-self = Nella tua stanza entri sempre.
quest-no-potion = Non hai nessuna pozione della salute.
quest-not-wounded = { $player } non è ferito a morte.
quest-start-expected = Il tuo turno comincia con move, act, look <giocatore> o attack.
quest-no-ball = Non hai la sfera di cristallo.
quest-look-whom = Non puoi guardare { $player }.
quest-nobody-to-attack = Nessuno ti contende la stanza.
quest-out = Sei fuori da questa partita.
quest-path-expected = Manda il tuo percorso, fino a { $steps ->
    [one] una stanza
   *[other] { $steps } stanze
}: go B4 C4, go s e, oppure stay.
quest-confront-expected = Rispondi attack o stop.
quest-relock-expected = Rispondi open (la porta resta aperta) o close (viene richiusa).
quest-path-too-long = Il dado permette { $steps ->
    [one] una stanza
   *[other] { $steps } stanze
}, non { $given }.
quest-path-not-adjacent = { $to } non confina con { $from }; il percorso passa da una stanza a una confinante.
quest-deck-empty = Nel mazzo non restano carte “{ $card }”: quest'azione non può più riuscire.
quest-room-held = { $holder } occupa questa stanza: agisci solo col suo consenso, o conquistala con attack.
quest-weapon-only-at-smith = Solo un fabbro (in un campo di Marte) vende armi.
quest-advanced-only = L'azione di questo luogo ({ $kind }) esiste solo nel gioco avanzato.
quest-knights-only = In questo luogo ({ $kind }) agiscono solo i cavalieri.
quest-already-wizard = Sei già un mago.
quest-castle-wizard = Il re incorona solo i maghi.
quest-castle-needs = Il re riceve solo un vassallo che gli porti una testa di drago o una donzella.
quest-chests-empty = Tutti gli scrigni sono stati trovati.
quest-tower-needs = Per liberare la donzella serve una corda.
quest-smith-choose = Indica l'arma: act sword, act lance, act mace, act shield o act armour.
quest-smith-price = Per un vassallo, un'arma costa una moneta d'oro.
quest-cave-needs = Per affrontare il drago serve una spada.
quest-path-prompt = il dado permette fino a { $steps ->
    [one] una stanza
   *[other] { $steps } stanze
}: go B4 C4, go s e, oppure stay.
quest-confront-prompt = { $holder } occupa { $room }: attack, o stop davanti alla porta.
quest-relock-prompt = hai aperto una porta chiusa a chiave: open (la lasci aperta) o close (la richiudi a chiave)?
quest-turn-options = move, act, look <giocatore> (con la sfera di cristallo) o attack.
quest-shut-in = Tutte le porte di { $room } per ora ti sono chiuse. Puoi ancora agire qui (act), usare move e poi stay per aspettare che qualcuno ti apra un passaggio, usare una pozione su un giocatore ferito o trattare con gli altri (give, allow).
quest-rps-prompt = Duello! Rispondi rock, paper o scissors.
quest-armour-prompt = hai perso questa mano: armour (rompi l'armatura e la mano è tua) o keep?
quest-hand-prompt = mano { $hand } di { $total }: { $options }.
quest-spoils-prompt = il tuo bottino: { $options }.
quest-your-hand = Sei in { $room }: { $kind } ({ $difficulty }). Possiedi: { $hand }.
quest-dealt = La mappa viene distribuita coperta, con sopra le chiavi d'oro e d'argento; ognuno ha la sua stanza di partenza e una moneta d'oro.
quest-start-room = Parti da { $room }: { $kind }, difficoltà { $difficulty }.
quest-rolled = 🎲 { $player } tira { $die } per muoversi.
quest-white-door = La porta bianca { $from }–{ $to } viene girata: { $open ->
    [1] aperta.
   *[0] chiusa.
}
quest-red-door = La porta rossa { $from }–{ $to } è { $open ->
    [1] aperta.
   *[0] chiusa.
}
quest-locked-door = La porta { $from }–{ $to } è chiusa a chiave: serve la { $key }.
quest-unlocked = { $player } mostra la { $key } e apre la porta { $from }–{ $to }.
quest-relocked = { $player } { $open ->
    [1] lascia la porta aperta.
   *[0] richiude la porta a chiave.
}
quest-key-taken = { $player } raccoglie la { $key } in { $room }.
quest-blocked = { $player } arriva davanti a { $room }, occupata da { $holder }, e non ha il permesso di entrare.
quest-walked = { $player } cammina { $path }{ $halt ->
    [door] {" "}e si ferma davanti a una porta chiusa.
    [occupied] {" "}e si ferma davanti a una stanza occupata.
   *[done] .
}
quest-stayed = { $player } resta nella stessa stanza.
quest-peeked = Sbirci { $count } { $count ->
    [one] porta nuova
   *[other] porte nuove
} lungo il percorso.
quest-room-seen = { $room } è { $a_kind }, difficoltà { $difficulty }.
quest-acted = { $player } compie un'azione e { $success ->
    [1] riesce.
   *[0] fallisce.
}
quest-act-result = { $room } ({ $kind }, difficoltà { $difficulty }): hai tirato { $roll } — { $gain ->
    [failed] non basta; riprova in un turno successivo.
    [nothing] non succede nulla.
    [coin] guadagni una moneta d'oro.
    [card] prendi { $a_card }.
    [weapon] il fabbro ti dà { $a_card }{ $paid ->
        [1] {" "}per una moneta d'oro.
       *[0] {" "}gratis.
    }
    [chest] trovi uno scrigno.
    [knighted] il re prende la tua { $card } e ti nomina cavaliere.
    [wizard] diventi un mago.
   *[crowned] sei incoronato!
}
quest-found = Lo scrigno contiene: { $treasure }.
quest-knighted = ⚔️ { $player } è nominato cavaliere!
quest-wizard = ✨ { $player } diventa mago!
quest-crowned = 👑 { $player } è incoronato!
quest-gazed = { $player } scruta { $target } nella sfera di cristallo.
quest-vision = { $target } è in { $room } ({ $kind }, difficoltà { $difficulty }) e possiede: { $hand }.
quest-attacked = ⚔️ { $attacker } attacca { $defender } in { $room }!
quest-rps-chosen = { $player } ha scelto.
quest-rps-shown = Sasso, carta, forbici: l'attaccante mostra { $attacker }, il difensore { $defender }.
quest-rps-again = Pareggio a parità di peso: si sceglie di nuovo.
quest-hand-played = { $player } gioca: { $card }.
quest-hand-result = Mano { $hand }: { $winner ->
    [none] pari.
   *[other] vinta da { $winner }.
}
quest-armour-worn = { $player } rompe l'armatura e si aggiudica la mano.
quest-duel-won = { $winner } batte { $loser }{ $scored ->
    [1] {" "}{ $won }–{ $lost }
   *[0] {""}
} { $decider } e tiene la stanza.
quest-stole = { $winner } prende un'arma { A($loser) } { $loser }.
quest-took-prize = { $winner } prende { A($loser) } { $loser } una testa di drago o una donzella.
quest-stole-card = La carta presa: { $card }.
quest-took-gold = { $winner } prende una moneta d'oro { A($loser) } { $loser }.
quest-took-treasure = { $winner } prende un tesoro { A($loser) } { $loser }.
quest-took-treasure-card = Il tesoro preso: { $treasure }.
quest-wounded = 🩸 { $player } è ferito a morte: una pozione della salute prima del suo prossimo turno lo salva.
quest-died = ☠️ { $player } muore.
quest-healed = 🧪 { $by } guarisce { $player } con la pozione della salute.
quest-gave = { $from } dà { A($to) } { $to } { $gift ->
    [gold] { $count ->
        [one] una moneta d'oro
       *[other] { $count } monete d'oro
    }.
   *[item] { $item }.
}
quest-deal-made = 🤝 { $from } e { $to } fanno un patto in privato.
quest-deal-told = Il vostro patto: { $from } dà { A($to) } { $to } { $gift ->
    [gold] { $count ->
        [one] una moneta d'oro
       *[other] { $count } monete d'oro
    }.
   *[item] { $item }.
}
quest-allowed = { $player } lascia entrare nella sua stanza { $whom ->
    [all] tutti
    [none] nessuno
   *[other] { $whom }
}.
quest-ledger = Il registro ({ $count } { $count ->
    [one] azione
   *[other] azioni
}, giocatore stanza=dado, ✓ se riuscita): { $lines }{ $deals ->
    [0] {""}
   *[other] . Patti segreti: { $deal_lines }
}
quest-final-hand = { $player } possedeva: { $hand }.
quest-ledger-deal = { $from }→{ $to } { $gift ->
    [gold] { $count ->
        [one] una moneta d'oro
       *[other] { $count } monete d'oro
    }
   *[item] { $item }
}
quest-hand-gold = { $count ->
    [one] una moneta d'oro
   *[other] { $count } monete d'oro
}
quest-hand-item = { $item }
quest-hand-empty = niente

## Chat core: general
slow-down = Un attimo: scacchiere, elenchi, esportazioni e analisi si possono richiedere tra { $seconds } s.
too-long = Messaggio troppo lungo ({ $length } caratteri); un comando può averne al massimo { $max }.
newcomer-welcome = Ciao! Ospito giochi da tavolo in questa chat. { $prefix }aiuto elenca i comandi, { $prefix }giochi i giochi e { $prefix }regole <gioco> ne insegna uno (prova { $prefix }regole hnefatafl). Per giocare: { $prefix }sfida @qualcuno hnefatafl, oppure { $prefix }sfida ia hnefatafl contro il computer.
challenge-waits = La partita inizia quando { $names } { $count ->
    [one] accetta
   *[other] accettano
} la sfida ({ $prefix }accetta); poi gioca la tua mossa.
challenge-waits-open = La partita inizia quando qualcuno accetta la sfida ({ $prefix }accetta); poi gioca la tua mossa.
unknown-command = “{ $command }” non è un comando; scrivi { $prefix }aiuto per l'elenco.
internal-error-after-move = La tua mossa è stata giocata, ma poi qualcosa è andato storto da parte nostra; { $prefix }scacchiera mostra la posizione.
internal-error = Scusa, qualcosa è andato storto da parte nostra; la partita è al sicuro. Riprova.
busy-retry = La partita è cambiata mentre il tuo comando veniva eseguito; mandalo di nuovo.

## Help
help-list = Comandi (prefisso { $prefix }): aiuto [comando], giochi, regole <gioco> [argomento], sfida @utente <gioco> [opzioni], sfida aperta <gioco>, sfida ia <gioco> [livello=1..5], sfida engine:<nome> hnefatafl, motori, rete [sì <nome>|no|comunità|blocca <nome>], accetta, rifiuta, rivincita, annulla, mossa <mossa> (o solo la mossa), scacchiera, stato, mosse, suggerisci, abbandona, patta, esporta [#id], rivedi [#id], lingua en|it, interrompi, elimina #id, indietro, profilo [@utente], classifica <gioco>, orologio, torneo …, analizza [@utente], partite, cerca <gioco>, ricerche, ritira, unisciti, sala, avvisi, vacanza [7d|no], pulsanti sì|no.
help-help = { $prefix }aiuto [comando]: l'elenco dei comandi, o come funziona un comando.
help-games = { $prefix }giochi: i giochi disponibili.
help-engines = { $prefix }motori: i motori di tafl che questo bot fa girare, con i loro regolamenti. Sfidane uno con { $prefix }sfida engine:<nome> hnefatafl rules=<regolamento>; un motore che si blocca, finisce il tempo o risponde con una mossa illegale perde la partita.
help-rules = { $prefix }regole <gioco>: un breve riassunto delle regole.
help-challenge = { $prefix }sfida @utente <gioco> [nome=valore …] sfida qualcuno; menzionane più d'uno (@bob @carol) per una partita a più giocatori, aggiungi players=N per lasciare posti liberi, oppure { $prefix }sfida aperta <gioco> permette a chiunque di accettare. { $prefix }sfida ia <gioco> [livello=1..5] fa giocare subito contro il computer (livello 3 se non lo dici; funziona anche menzionarmi); nei giochi a più giocatori ogni ia prende un posto: { $prefix }sfida @bob ia ia gype. Le sfide scadono dopo { $minutes } minuti.
help-accept = { $prefix }accetta: accetta la sfida che ti è stata fatta in questo canale.
help-rematch = { $prefix }rivincita: dopo una partita, propone ai suoi giocatori lo stesso gioco, con le stesse opzioni e lo stesso orologio, a lati invertiti (nei giochi a più giocatori ognuno passa al posto successivo). Gli altri accettano scrivendo { $prefix }rivincita o { $prefix }accetta, o con il pulsante Rivincita sotto la scacchiera finale.
help-decline = { $prefix }rifiuta: rifiuta la sfida che ti è stata fatta.
help-cancel = { $prefix }annulla: ritira la tua sfida.
help-move = { $prefix }mossa <mossa>, o solo la mossa (d1-d4, d1 d4, d1d4) mentre qui si gioca una partita. Le scelte segrete mandamele in privato; se più partite aspettano una tua mossa, comincia con #numero.
help-board = { $prefix }scacchiera: mostra di nuovo la scacchiera. { $prefix }scacchiera collegamento: un collegamento personale, mandato in privato, per giocare la tua partita toccando la scacchiera sul web.
help-status = { $prefix }stato: di chi è il turno e il numero della mossa.
help-combat = { $prefix }combattimento: gli ultimi dadi della partita di questo canale, per esteso e round per round (un combattimento di LandOver, il cui annuncio riassume i tiri in una riga).
command-combat = L'ultimo combattimento, round per round
combat-head = Partita #{ $id }, { side } { $move }, dado per dado:
announce-again = Partita #{ $id }, mossa annunciata di nuovo dopo un riavvio: { side } { $move }.
combat-none = Nella partita #{ $id } non si è ancora tirato nessun dado.
help-moves = { $prefix }mosse: le mosse giocate finora (le mosse che puoi giocare ora: { $prefix }suggerisci).
help-hint = { $prefix }suggerisci: le mosse legali di chi deve muovere, raggruppate per pezzo; una scelta segreta viene suggerita solo a chi deve farla, in privato.
help-resign = { $prefix }abbandona: abbandona la partita.
help-draw = { $prefix }patta: proponi la patta; l'avversario accetta scrivendo anche lui patta.
help-export = { $prefix }esporta [#id]: la registrazione dell'ultima partita di questo canale, o della partita #id di questo server o gruppo, che lo strumento di verifica del bot (bot replay) può controllare. Per i giochi tafl, { $prefix }esporta otn [#id] scrive il file di partita di OpenTafl, e { $prefix }esporta pgn [#id] quello di hnefatafl.org (solo Copenhagen).
help-replay = { $prefix }rivedi [#id]: l'ultima partita di questo canale, o la partita #id di questo server o gruppo, in animazione: un fotogramma per mossa, come l'hanno vista gli spettatori (i segreti restano nascosti finché la fine non li svela), con i dadi e i combattimenti sotto la scacchiera.
help-lang = { $prefix }lingua en|it: la lingua di questo canale.
help-unknown = Non esiste il comando “{ $command }”; scrivi { $prefix }aiuto per l'elenco.

## Games and rules
games-list = Giochi: { $games }. Per sfidare qualcuno: { $prefix }sfida @utente <gioco>.
## Games' names for people, by rating key
title-hnefatafl = Hnefatafl
title-hnefatafl-copenhagen = Hnefatafl (Copenaghen)
title-hnefatafl-brandubh = Hnefatafl (Brandubh)
title-hnefatafl-tablut = Hnefatafl (Tablut)
title-gype = Uncle Chestnut's Table Gype
title-landover = LandOver
title-quest = Quest
title-skirmish = Schermaglia
game-line = { $name } ({ $players } giocatori)
game-line-rulesets = { $name } ({ $players } giocatori; rules={ $rulesets })
unknown-game = Non esiste il gioco “{ $game }”; giochi: { $games }.
rules-topics = Per saperne di più: { $prefix }regole { $game } <argomento>; argomenti: { $topics }.
rules-topic-unknown = { $game } non ha l'argomento “{ $topic }” nelle regole; argomenti: { $topics }.
rules-no-topics = Le regole di { $game } non hanno argomenti: sono tutte in { $prefix }regole { $game }.
rules-missing = Le regole di { $game } non sono nel catalogo di questo bot.
rules-hnefatafl = Hnefatafl 11×11. Gli attaccanti (24 pezzi scuri) muovono per primi contro 12 difensori e il loro re sul trono centrale. Ogni pezzo muove come la torre degli scacchi e non salta mai. Solo il re può fermarsi sul trono o nei quattro angoli; chiunque può attraversare il trono vuoto. Un pezzo è catturato quando la tua mossa lo chiude in mezzo tra un altro tuo pezzo, un angolo o il trono (contro un attaccante il trono fa da nemico anche con il re seduto sopra; contro un difensore solo quando è libero); entrare tra due nemici non è pericoloso, e il re partecipa alle catture. Il re è catturato quando un attaccante gli si mette accanto e chiude così i suoi quattro lati con attaccanti, angoli, il trono vuoto o il bordo. I difensori vincono se il re raggiunge un angolo, gli attaccanti se lo catturano, e chi non può muovere perde. Patta solo per accordo. Sono le regole della fonte (rules=classic, predefinite); le altre regole della famiglia sono rules=copenhagen, rules=brandubh (7×7) e rules=tablut (9×9). Opzione: king=unarmed (il re non partecipa alle catture). Mosse: d1-d4 o d1 d4 (da, a).
rules-hnefatafl-copenhagen = Hnefatafl di Copenaghen (rules=copenhagen), le regole della World Tafl Federation: scacchiera e schieramento classici. Gli angoli sono ostili a tutti; il trono sempre agli attaccanti, ai difensori quando è vuoto; il bordo mai. Il re si cattura solo con quattro attaccanti, o tre con il trono come quarto, mai sul bordo. Muro di scudi: due o più pezzi affiancati su un bordo, ciascuno con un nemico davanti, sono catturati insieme quando una mossa chiude la fila ai due capi (con pezzi o un angolo); un re nella fila si salva. I difensori vincono anche con un forte sul bordo: il re sul bordo, libero di muovere, protetto da difensori che gli attaccanti non possono mai catturare. Gli attaccanti vincono anche accerchiando tutti i difensori, così che nessuno possa raggiungere il bordo. Una posizione (scacchiera e chi muove) vista per la terza volta: i difensori perdono. Nessuna mossa legale: perdi.
rules-hnefatafl-brandubh = Brandubh (rules=brandubh), 7×7: una croce di quattro difensori attorno al re, quattro attaccanti su ogni braccio. Solo il re può fermarsi sul trono o negli angoli; chiunque può attraversare il trono vuoto. Angoli e trono vuoto sono ostili. Il re si cattura con due nemici ai lati opposti (un attaccante, o un angolo: un attaccante in a3 lo prende in a2 contro a1), con tre attaccanti quando sta accanto al trono (il trono è il quarto), con quattro sul trono. Il re vince raggiungendo un angolo. Una posizione vista per la terza volta: i difensori perdono. Nessuna mossa legale: perdi.
rules-hnefatafl-tablut = Tablut (rules=tablut), 9×9, il gioco di Linneo nella versione ricostruita: il re vince su qualsiasi casa del bordo. Quando lascia il trono nessuno può fermarvisi o attraversarlo; è ostile a tutti. Il re si cattura con due attaccanti ai lati opposti, tre accanto al trono, quattro sul trono. Non ci sono angoli speciali. Una posizione vista per la terza volta, o un giocatore senza mosse, è patta.
rules-gype = Uncle Chestnut's Table Gype, da 2 a 4 giocatori (sud, ovest, nord, est, in quest'ordine). Gli otto dadi di ciascuno partono dalla sua fila di partenza, fuori dalla scacchiera 8×8, disposti in segreto e rivelati insieme, e corrono verso la fila opposta. Al tuo turno rilanci un tuo dado sul posto o ne muovi uno. La faccia superiore dice come: fiamma di una casa in ogni direzione, libro in orizzontale o verticale, spade in diagonale, albero in avanti, in diagonale in avanti o dritto indietro, cappello come il cavallo (indica la L con via; i dadi scavalcati vengono rilanciati), orecchio resta fermo. Invece di un passo, un dado può saltare un dado adiacente sulla casa libera subito oltre, e continuare a saltare in una delle sue direzioni; ogni dado saltato si rilancia una volta a fine mossa. Un dado non entra mai nella fila di partenza di un altro, e una volta uscito non rientra nella propria. Un dado che finisce la mossa nella fila d'arrivo è arrivato. Vince il primo con tutti e otto i dadi arrivati. Opzioni: start=random (dadi tirati sul posto invece che disposti), chaos=on (nessun dado supera la metà finché tutti i dadi del suo giocatore non hanno lasciato la fila di partenza). Scelte nostre: una catena non atterra due volte sulla stessa casa; il percorso del cappello deve restare sulla scacchiera. Mosse: c1 c2 (un passo), c1 e3 g5 (salti a catena), c1 d3 via c3 (salto del cappello), roll d4 (rilancio); in privato: setup FFBBSSTT, setup random o setup default.
rules-landover = LandOver: scacchi con combattimenti ai dadi, per 2 giocatori. I Caotici (scuri, traverse 7–8) muovono per primi; i Legali (chiari, traverse 1–2). I personaggi muovono come negli scacchi: torri A, cavalieri B, alfieri C, regina D, re E; arrocco come negli scacchi, mai da, attraverso o verso una casa su cui un pezzo nemico potrebbe muovere. I guerrieri sono pedoni: fanti F, scudieri G, musico e portastendardo H, il nano L e la spia I, che parte tra i nemici. La prima mossa di un guerriero è di esattamente due case in avanti, dritto o in diagonale, scavalcando una casa libera fino a un'altra libera; poi una casa in avanti, in diagonale o all'indietro; niente promozione né presa en passant. Lo scacco non esiste. Ogni pezzo ha un valore di combattimento C e una riserva di R che le ferite consumano. Muovere su un nemico apre un combattimento, con un d10 a ogni round, finché un pezzo cade; l'attaccante vincitore prende la casa (un guerriero che muove sul re nemico invece lo rapisce). Vince chi uccide il re nemico; se un giocatore non può muovere, è patta. Mosse: e2-e4 o g1 f3 (da, a; su un nemico per attaccare); risposte: flee d6, fight, place d4.
rules-landover-combat = Muovere su un nemico apre un combattimento: il rapporto di forza è la C dell'attaccante meno quella del difensore; a ogni round un d10 più il rapporto, se fa 6 o più, toglie (totale − 5) R al difensore, altrimenti (6 − totale) R all'attaccante (regola nostra), finché un pezzo cade; l'attaccante vincitore prende la casa. Un vincitore che ha perso R riposa per il turno successivo del suo giocatore e poi recupera; se attaccato nel frattempo il suo giocatore risponde flee <casa> (fugge con 6–10) o fight (−2 C, R 18). I re affrontano solo i personaggi, nel modo consueto (regola nostra), non riposano né recuperano e, se feriti, possono fuggire di una o due case in linea, mai sopra un pezzo, al costo di 3 R: se attaccati, prima di qualsiasi round; se attaccano, solo dopo un round.
rules-landover-kidnap = Un guerriero che muove sul re nemico lo rapisce: si tira un d10 e con place <casa> si posa il re entro quel numero di passi; il suo esercito ha −2 C nel suo turno successivo. Bonus dell'esercito: gli scudieri accanto a un cavaliere amico hanno +2 C +2 R; musici e portastendardi hanno −2 C e danno +2 C ai pezzi amici vicini; il nano ha +2 C −2 R.
rules-landover-options = Opzioni: theme=landover o theme=metalegno (Terre Alte contro Terre Piane); tipo=C/R sostituisce un valore della tabella, per esempio queen=9/26. Valori nostri (la tabella originale è perduta): re 8/30, regina 9/26, torre 8/24, cavaliere e alfiere 7/22, fante, scudiero, musico e nano 5/20, spia 6/18. Scelte nostre: le spie partono come se avessero già mosso; un re ferito fugge solo con più di 3 R; allo scadere del tempo si combatte, e un re rapito va sulla casa libera più vicina.
rules-quest = Quest, il “MUD manuale”, da 2 a 6 giocatori (consigliati da 4 a 6), ai posti lion, eagle, stag, boar, wolf, bear. La mappa è fatta di 40 carte stanza coperte, righe A–E e colonne 1–8, unite da porte coperte, e la scopri camminando. Ognuno parte da una stanza a caso, vista solo da lui, con una moneta d'oro. Nel tuo turno fai una cosa: move (tiri un dado e passi di stanza in stanza attraverso le porte aperte), act (tenti l'azione della tua stanza, in privato: riesce con un dado pari o superiore alla difficoltà della stanza) o look <giocatore> (con la sfera di cristallo). Le stanze danno monete, tesori, armi e oggetti come corde, donzelle e teste di drago; il vassallo che porta una testa di drago o una donzella al castello diventa cavaliere. Entrare in una stanza occupata richiede il consenso di chi la tiene o un duello. Gioco base: vince il primo cavaliere; con game=advanced vince il primo mago incoronato. Mosse: move poi go B4 C4 (stanze) o go s e (direzioni) o stay; act; look lion.
rules-quest-map = La mappa è fatta di 40 carte stanza coperte, righe A–E e colonne 1–8, dieci tipi con quattro difficoltà (1–4, indicate dai semi ♥ ♦ ♣ ♠): castello, deserto, foresta incantata, città, torre, campo di Marte, chiesa, campagna, porto di mare, grotta del drago. Tra stanze vicine ci sono 67 porte coperte prese da 80 tessere: le porte chiuse a chiave d'oro, d'argento e nera, porte verdi (sempre aperte), bianche e rosse (aperte o chiuse). Ognuno parte da una stanza a caso, vista solo da lui, con una moneta d'oro; le chiavi d'oro e d'argento si trovano in due stanze e le raccoglie chi vi entra.
rules-quest-move = Nel tuo turno fai una cosa. move: tira un dado, poi go B4 C4 o go s e (fino a tante stanze quante ne indica il dado, oppure stay). Le porte verdi si attraversano; una bianca viene girata per tutti; una rossa la vedi solo tu; una porta a chiave si apre con la sua chiave, che viene mostrata, e poi scegli open o close. Una porta chiusa ferma il cammino. Dopo sbirci tutte le porte attorno alle stanze in cui sei passato (le bianche per tutti) e vedi la stanza raggiunta. Entrare in una stanza occupata richiede il consenso di chi la tiene (allow all, allow none, allow <giocatore>; di base nessuno) o un attacco, che apre un duello.
rules-quest-act = Invece di muoverti puoi agire o guardare. act: mandalo in privato; riesce con un dado pari o superiore alla difficoltà della stanza, e il canale sa solo che hai agito e se è riuscito. Castello: il vassallo che porta una testa di drago o una donzella diventa cavaliere. Foresta: un tesoro a caso. Città: una moneta. Torre: con una corda, una donzella. Campo di Marte: act <arma> compra spada, lancia, mazza, scudo o armatura per una moneta (gratis per i cavalieri). Chiesa: una bibbia. Porto: una corda. Grotta: con una spada, una testa di drago. Deserto e campagna (col Graal): un cavaliere diventa mago, solo nel gioco avanzato. look <giocatore>: con la sfera di cristallo vedi le sue carte, la sua stanza e le porte attorno. In ogni momento: give <giocatore> 2 gold o give <giocatore> <oggetto> (in pubblico nel canale; mandato al bot in privato è un patto segreto: il canale sa solo chi l'ha fatto), potion <giocatore> salva un ferito a morte prima del suo prossimo turno.
rules-quest-duel = Duelli: due disarmati giocano a sasso, carta, forbici in privato (in caso di pareggio vince il più leggero; a parità di peso si ripete); l'armato batte il disarmato; due armati giocano a mani, apre l'attaccante: lo scudo batte la spada, la mazza lo scudo, la spada mazza e lancia, la lancia scudo e mazza; l'armatura annulla una mano persa e si rompe; chi resta senz'armi perde le mani restanti; vince chi ha più mani, poi il più leggero (tesori + monete + armi), poi il difensore. Il vincitore tiene la stanza e prende, in privato, un'arma o la testa di drago o la donzella di chi ha perso (take head, take damsel), altrimenti una moneta o un tesoro a caso; chi perde senza possedere nulla è ferito a morte e muore al suo prossimo turno se non viene curato (potion <giocatore>).
rules-quest-end = Gioco base: vince il primo cavaliere. Opzione game=advanced: si continua; i cavalieri si armano gratis; vince il primo mago incoronato (un'azione al castello); un cavaliere che batte un cavaliere in un castello diventa mago. Alla fine si mostrano il registro di ogni azione (stanza e dado), la mappa e tutte le carte. Scelte nostre dove la fonte tace: metà delle porte rosse sono aperte, e la tessera dispari è aperta; la carta consegnata al re esce dal gioco; tiene la stanza chi vi è arrivato prima o vi ha vinto un duello; la domanda sulla porta a chiave arriva a fine cammino; l'armatura annulla solo una mano persa giocando; incantesimi e poteri della bibbia non sono mai stati pubblicati e non si giocano; allo scadere del tempo si resta fermi, ci si ferma, si richiude la porta, si gioca sasso, si accetta la mano persa o si prende il primo bottino.

## Challenges
challenge-needs-game = Indica un gioco: { $prefix }sfida @utente <gioco>. Giochi: { $games }.
challenge-needs-opponent = Menziona chi sfidi (@utente), oppure scrivi { $prefix }sfida aperta <gioco>.
challenge-self = Non puoi sfidare te stesso.
challenge-channel-busy = In questo canale è in corso una partita di { $game } (#{ $id }) tra { $players }; aspetta che finisca, o gioca in un altro canale o thread.
challenge-tournament-here = Qui si gioca una partita del torneo (partita #{ $id }), quindi la sfida di { $challenger } è annullata: sfida di nuovo in un altro canale o thread, o a torneo finito.
challenge-match-here = Qui si gioca una partita (#{ $id }), quindi la sfida di { $challenger } è annullata: sfida di nuovo in un altro canale o thread, o quando finisce.
challenge-pending = { $challenger } ha già una sfida a { $game } aperta qui; prima va accettata, rifiutata o annullata.
rematch-offered = 🔁 { $challenger } propone a { $challenged } la rivincita a { $game } a lati invertiti{ $options }. { $challenged }: scrivi { $prefix }rivincita o { $prefix }rifiuta (scade tra { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
}).
rematch-none = In questo canale non si è ancora giocata nessuna partita: iniziane una con { $prefix }sfida.
rematch-running = La partita #{ $id } è ancora in corso qui: la rivincita si può chiedere quando finisce.
rematch-tournament = La partita #{ $id } era di un torneo: è il torneo ad abbinare le prossime partite dei suoi giocatori.
rematch-not-player = Solo chi ha giocato la partita #{ $id } può chiedere la rivincita.
challenge-made = { $challenger } sfida { $challenged } a { $game }{ $options }. { $challenged }: scrivi { $prefix }accetta o { $prefix }rifiuta (scade tra { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
}).
challenge-open-made = { $challenger } propone una partita aperta a { $game }{ $options }: chiunque può scrivere { $prefix }accetta (scade tra { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
}).
challenge-none = Non c'è nessuna sfida in attesa in questo canale.
challenge-not-for-you = Questa sfida è per { $challenged }.
challenge-own = Non puoi accettare la tua stessa sfida.
challenge-declined = { $challenged } rifiuta la sfida di { $challenger }.
challenge-cancelled = { $challenger } ritira la sfida.
challenge-cancel-not-yours = Solo { $challenger } può annullare questa sfida.
challenge-expired = La sfida a { $game } di { $challenger } è scaduta.
match-started = Partita #{ $id }: { $game }. { $seats }. Impronta del seme (SHA-256): { $commitment }
seat-line = { side }: { $name }

## Playing
no-match = In questo canale non c'è nessuna partita; iniziane una con { $prefix }sfida.
not-a-player = Non stai giocando in questa partita.
not-your-turn = È il turno di { $name } ({ side }).
waiting-for-choice = Non è ancora il turno di nessuno: la partita aspetta che { $names } { $count ->
    [one] scelga
   *[other] scelgano
} in privato (una disposizione o una scelta segreta).
to-move = Mossa { $ply }: tocca { A($name) } { $name } ({ side }).
to-move-options = Mossa { $ply }: tocca { A($name) } { $name } ({ side }): { $options }
to-decide = { $name } ({ side }): { $prompt }
game-won = Vince { $name } ({ side })!
game-drawn = La partita è patta.
game-left-to-the-ai = In gioco è rimasta solo l'IA: la partita finisce qui, patta tra i suoi posti.
resigned = { $name } abbandona.
engine-not-started = ⚠ Non è stato possibile avviare il motore { $name }, quindi perde la partita.
engine-crashed = ⚠ Il motore { $name } si è fermato, quindi perde la partita.
engine-hung = ⚠ Il motore { $name } non ha dato una mossa entro { $time }, quindi perde la partita.
engine-illegal = ⚠ Il motore { $name } ha risposto con una mossa illegale ({ $move }), quindi perde la partita.
engine-no-move = ⚠ Il motore { $name } non ha risposto con una mossa giocabile, quindi perde la partita.
engines-none = Qui non gira nessun motore: li indica chi gestisce il bot, in ENGINES.
engines-list = Motori che puoi sfidare (sfida engine:<nome> hnefatafl rules=<regolamento>):
    { $engines }
engines-line = • { $name } ({ $protocol }): { $rulesets }
challenge-engine-unknown = Qui non c'è nessun motore di nome { $name }; motori elenca quelli che puoi sfidare.
challenge-engine-tafl-only = Il motore { $name } gioca solo a Hnefatafl.
challenge-engine-ruleset = Il motore { $name } non gioca a { $ruleset }: gioca a { $rulesets }.
challenge-engine-unarmed = Il motore { $name } non può giocare con king=unarmed: il suo protocollo ({ $protocol }) non sa dirlo.
challenge-engine-position = Il motore { $name } non può partire da una posizione: il suo protocollo ({ $protocol }) non sa impostarla.
draw-offered = { $name } propone la patta; { $opponent } accetta scrivendo patta.
draw-two-players = La patta concordata è possibile solo nelle partite a due; con più giocatori, abbandona per uscire dalla partita.
draw-agreed = Patta concordata.
draw-already-offered = Hai già proposto la patta.
seed-revealed = Seme: { $seed } (verifica: il suo SHA-256 è l'impronta annunciata, { $commitment }).
status-line = Partita #{ $id }, { $game }: { $players }. { $state }
status-clock = ⏱ Orologio: { $clock }. { $times }.
status-finished = Finita: { $result }.
moves-none = Ancora nessuna mossa.
moves-secret = L'elenco delle mosse ora contiene segreti (una distribuzione nascosta o scelte non ancora rivelate): lo vedrai quando saranno svelati.
hint-list = { $name } ({ side }) può giocare { $count ->
    [one] una mossa
   *[other] { $count } mosse
}:
hint-more = … e { $left ->
    [one] un altro pezzo
   *[other] altri { $left } pezzi
}: { $prefix }suggerisci <casa> ne elenca uno ({ $prefix }suggerisci { $example }).
hint-walk = { $name } può arrivare { $count ->
    [one] in una stanza
   *[other] in { $count } stanze
}: { $rooms }. Primi passi: { $firsts }. Indica le stanze lungo la strada (go B4 C4) o le direzioni (go s e), oppure stay.
hint-piece = { $name } può giocare { $count ->
    [one] una mossa
   *[other] { $count } mosse
} da { $piece }{ $kind ->
    [alone] {""}
   *[list] : { $moves }
}.
hint-piece-none = Nessuna mossa di { $name } parte da { $piece }; { $prefix }suggerisci da solo le elenca tutte.
hint-piece-hidden = Per ora solo { $name } conosce le proprie opzioni esatte; le riceve in privato con { $prefix }suggerisci.
hint-none = { $name } ora non ha mosse legali.
hint-forms = { $name } ({ side }) ha queste azioni: { $forms }. Quali siano disponibili ora dipende da ciò che sa solo chi gioca: le opzioni esatte gli arrivano in privato (`hint` nella chat privata).
hint-in-match = Partita #{ $id }, { $game }:
hint-secret = { $name } sceglie in segreto: il suggerimento gli arriva in privato.
move-incomplete = “{ $word }” non basta; per esempio: { $examples }.
move-extra-words = Per giocare { $move }, mandala da sola, senza altre parole.
moves-list = Mosse: { $moves }
moves-attached = Le mosse della partita #{ $id } sono nel file allegato.
record-attached = La registrazione della partita #{ $id } è nel file allegato.
replay-attached = Replica della partita #{ $id } ({ $players }): { $positions } { $positions ->
    [one] posizione
   *[other] posizioni
}, in animazione.
replay-attached-last = Replica della partita #{ $id } ({ $players }): le ultime { $positions } delle sue { $total ->
    [one] { $total } posizione
   *[other] { $total } posizioni
}, in animazione.
replay-not-found = In questa comunità non si è giocata nessuna partita #{ $id }; { $prefix }rivedi da solo mostra l'ultima partita di questo canale.
replay-usage = Scrivi { $prefix }rivedi per l'ultima partita di questo canale, o { $prefix }rivedi #12 per la partita #12.
export-usage = Scrivi { $prefix }esporta per la registrazione dell'ultima partita di questo canale, o { $prefix }esporta #12 per la partita #12 (in un formato tafl: { $prefix }esporta otn #12, { $prefix }esporta pgn #12).
position-unrated = Una partita da una posizione propria non è mai classificata: le classifiche confrontano partite dalla posizione iniziale della variante. Togli classificata, o la posizione.
export-pgn-start-only = I file PGN di hnefatafl.org contengono solo partite dalla posizione iniziale: { $prefix }esporta otn scrive questa.
export-format-tafl-only = Il formato { $format } contiene solo partite tafl: { $prefix }esporta dà la registrazione di questa partita.
export-pgn-copenhagen-only = I file PGN di hnefatafl.org contengono solo partite Copenhagen 11×11: { $prefix }esporta otn scrive quello di OpenTafl, che ha ogni variante.
export-not-found = In questa comunità non si è giocata nessuna partita #{ $id }; { $prefix }esporta da solo dà l'ultima partita di questo canale.
lang-set = Da ora questo canale parla italiano.
lang-unknown = Lingua sconosciuta “{ $lang }”; scegli en o it.

## Multi-player challenges and private play
challenge-group-made = { $challenger } propone una partita a { $game }{ $options } per { $seats } giocatori.{ $count ->
    [0] {""}
   *[other] { " " }{ $invited }: scrivi { $prefix }accetta o { $prefix }rifiuta.
}{ $open ->
    [0] {""}
    [one] { " " }Un posto libero: chiunque può scrivere { $prefix }accetta.
   *[other] { " " }{ $open } posti liberi: chiunque può scrivere { $prefix }accetta.
} (scade tra { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
})
challenge-too-many = Hai indicato { $invited ->
    [one] { $invited } avversario
   *[other] { $invited } avversari
} per { $seats } posti; aumenta players= o menzionane meno.
challenge-already-joined = Hai già accettato questa sfida.
challenge-joined = { $name } si unisce ({ $joined } di { $seats }).{ $count ->
    [0] {""}
   *[other] { " " }In attesa di { $waiting }.
}{ $open ->
    [0] {""}
   *[other] { " " }Posti liberi: { $open }.
}
challenge-ai-seated = { $name } prende { $count ->
    [one] un posto
   *[other] { $count } posti
} ed è pronta.
challenge-ai-cap = { $name }, giochi già { $count ->
    [one] una partita
   *[other] { $count } partite
} contro l'IA, il massimo contemporaneamente: prima finiscine o abbandonane una.
challenge-left = { $name } lascia la sfida.
to-choose = In attesa della scelta privata di { $names }.
secret-move-private = Quella scelta è segreta: mandamela in un messaggio privato.
refused-in-private = { $name }, ti ho risposto in privato: il motivo dipende da ciò che hai o sai solo tu.
prompt-time-left = Tempo rimasto per rispondere: { $left }.
private-prompt-header = Partita #{ $id } ({ $game }): la tua scelta segreta.
private-note-header = Partita #{ $id } ({ $game }), solo per te:
private-group-only = Quel comando si usa nel canale della partita; qui puoi mandare mosse, scacchiera, suggerisci, partite, avvisi, aiuto, giochi, regole e lingua.
private-no-such-match = Non giochi nessuna partita in corso con quel numero.
private-nothing-awaits = Nessuna delle tue partite aspetta una tua mossa; scrivi scacchiera per vedere le tue partite.
private-already-chosen = La tua scelta nella partita #{ $id } è già fatta, ed è definitiva; gli altri stanno ancora scegliendo.
private-which-match = Più partite aspettano una tua mossa ({ $ids }); comincia con il numero, per esempio { $example }.
private-move-done = Fatto (partita #{ $id }); ecco la partita dal tuo punto di vista.
decision-timed-out = Tempo scaduto per { $name }: si gioca la scelta predefinita.

## Pulsanti, chat private e menu delle piattaforme
button-accept = Accetta
button-decline = Rifiuta
button-rematch = Rivincita
button-stale = È già deciso: il pulsante ora non fa nulla.
private-chat-needed = { $names } { $count ->
    [one] deve
   *[other] devono
} prima aprire una chat privata con me: { $why ->
    [list] l'elenco delle tue partite è privato, quindi arriva in privato
    [link] il collegamento per giocare sulla scacchiera è personale, quindi arriva in privato
    [notices] serve per ricevere gli avvisi in privato
   *[secrets] questo gioco manda segreti in privato
}. Aprila qui: { $link } e poi riprova.
private-welcome = Ciao! La tua chat privata con me è aperta: qui ti manderò le scelte segrete e le partite dal tuo punto di vista. Torna nel gruppo per sfidare o accettare; scrivi aiuto per i comandi.
command-help = I comandi, o come se ne usa uno
command-games = I giochi disponibili
command-engines = I motori di tafl che puoi sfidare
command-rules = Le regole di un gioco in breve
command-challenge = Sfida qualcuno: @utente <gioco>
command-accept = Accetta la sfida qui
command-decline = Rifiuta la sfida
command-rematch = Rigioca l'ultima partita a lati invertiti
command-cancel = Ritira la tua sfida
command-move = Gioca una mossa
command-board = Mostra di nuovo la scacchiera
command-status = Giocatori, turno e numero della partita
command-moves = Le mosse giocate finora
command-hint = Le mosse legali di chi deve muovere
command-resign = Abbandona la partita
command-draw = Offri o accetta la patta
command-export = La registrazione della partita
command-replay = Rivedi una partita in animazione
command-lang = Lingua: en o it
command-view = Le tue partite dal tuo punto di vista, visibili solo a te
command-secret = Invia una scelta segreta (uno schieramento), visibile solo a te
discord-option-user = Chi sfidi
discord-option-user2 = Un secondo giocatore (Table Gype)
discord-option-user3 = Un terzo giocatore (Table Gype)
discord-option-game = Il gioco
discord-option-options = Opzioni del gioco, come king=unarmed
discord-option-thread = Gioca la partita in un nuovo thread
discord-option-text = La mossa, come a4-b4
discord-option-choice = La tua scelta segreta
discord-option-player = Di chi è il profilo (il tuo, se vuoto)
discord-option-control = 24h, 30m o 10+5 (lo cambiano i moderatori)
discord-option-action = Che cosa fare
discord-option-details = Per crea: gioco, formula e opzioni, come hnefatafl swiss:5 tempo=1d
discord-option-part = Una parte delle regole, come combattimento o duello
discord-option-topic = Un comando da spiegare
discord-option-language = La lingua di questo canale
discord-option-rules = Una variante del gioco, come copenhagen
discord-option-all = Mostra anche i livelli dell'IA
discord-not-for-you = Questo pulsante non è per te: risponde a una sfida rivolta a qualcun altro.
discord-thread-opened = La partita si gioca in { $thread }.
discord-thread-cooldown = Hai appena aperto un thread per una sfida: aspetta { $seconds } s, oppure sfida qui senza thread.
discord-dms-closed = { $name }, non posso mandarti messaggi diretti. Consentili (menu del server, Impostazioni privacy, Messaggi diretti) e ti scriverò; intanto /view mostra la tua scacchiera e /secret invia una scelta segreta, entrambi visibili solo a te.

## Gioco in comunità: orologi, ripensamenti, punteggi, tornei
match-terms = Tempo: { $clock }; { $ranked ->
    [ranked] partita valida per il punteggio
   *[casual] amichevole (il punteggio non cambia)
}.
clock-reminder = ⏰ { $names }: tocca a te in { $game } #{ $id }; { $left }.
time-left = ancora { $left }
control-per-move = { $limit } a mossa
control-live = { $base } a testa, +{ $increment } a mossa
control-bank = una riserva di { $bank }, +{ $increment } a mossa
control-bank-max = , al massimo { $max } per una mossa
control-bank-min = , { $min } sempre garantiti
time-left-bank = ancora { $left }, +{ $increment } a mossa
lost-on-time = { $name } ha esaurito il tempo.
move-after-deadline = Troppo tardi, { $name }: il tuo tempo è scaduto prima che arrivasse questa mossa, che quindi non vale.
clock-default = Il tempo predefinito di questo canale: { $clock }. I moderatori lo cambiano con { $prefix }orologio 24h (da 5m a 7d a mossa) o { $prefix }orologio 10+5 (minuti a testa più secondi a mossa).
clock-set = Il tempo predefinito qui ora è { $clock }.
clock-not-moderator = Solo un moderatore di questo canale può cambiarne il tempo predefinito.
abort-not-moderator = Solo un moderatore di questo canale può interrompere una partita.
match-suspended = La partita #{ $id } è sospesa: la sua registrazione non è più riproducibile con le regole attuali. Un moderatore può chiuderla con { $prefix }interrompi, e poi qui può iniziare una nuova partita.
match-newer = La partita #{ $id } è giocata da una versione più recente del bot, che si sta avviando: riprova tra un minuto.
match-damaged = La registrazione della partita #{ $id } è danneggiata e non si può leggere. Un moderatore può eliminarla con { $prefix }elimina #{ $id }.
match-deleted = { $name } ha eliminato la registrazione danneggiata della partita #{ $id }.
delete-refused = In questa comunità la partita #{ $id } non ha una registrazione danneggiata: si elimina solo una partita finita la cui registrazione non si può leggere.
delete-usage = Scrivi { $prefix }elimina #12 per eliminare la registrazione danneggiata della partita #12.
delete-not-moderator = Solo un moderatore può eliminare la registrazione di una partita.
match-aborted = La partita #{ $id } è stata interrotta da { $name }; i punteggi non cambiano.
takeback-two-players = Si può tornare indietro solo nelle partite a due.
takeback-asked = { $name } chiede di ritirare l'ultima mossa. { $opponent }: scrivi { $prefix }indietro per accettare, o continua a giocare.
takeback-already-asked = L'hai già chiesto; deve rispondere { $opponent }.
takeback-ai-rated = { $opponent } non concede di ritirare mosse in una partita valida per il punteggio; in un'amichevole (come sono di norma quelle contro il computer) accetta subito.
takeback-done = L'ultima mossa di { $name } è stata ritirata.
takeback-refused-over = La partita è finita; non si può ritirare nulla.
takeback-refused-no-move = Non hai mosse da ritirare.
takeback-refused-opponent-moved = Troppo tardi: { $opponent } ha mosso dopo la tua ultima mossa.
takeback-refused-chance = Non si può: dopo quella mossa è stato tirato un dado, e l'esito del caso è ormai noto.
button-takeback = Accetta di tornare indietro
profile-unrated = senza punteggio
profile-none = { $name } non ha ancora partite concluse.
profile-head = { $name }:
profile-game = { $game }: { $rating }, { $games ->
    [one] { $games } partita
   *[other] { $games } partite
}: { $wins ->
    [one] { $wins } vinta
   *[other] { $wins } vinte
}, { $losses ->
    [one] { $losses } persa
   *[other] { $losses } perse
}, { $draws ->
    [one] { $draws } patta
   *[other] { $draws } patte
}.
profile-result = { $verdict ->
    [win] vittoria
    [draw] patta
   *[loss] sconfitta
} contro { $opponents } ({ $game })
profile-recent = Ultimi risultati: { $results }.
leaderboard-needs-game = Indica un gioco: { $prefix }classifica <gioco>. Giochi: { $games }.
leaderboard-empty = Qui non ci sono ancora partite di { $game } valide per il punteggio.
leaderboard-head = { $game }: i migliori giocatori qui
leaderboard-line = { $rank }. { $name } { $rating } ±{ $deviation }
leaderboard-line-ai = { $rank }. { $name } (computer) { $rating } ±{ $deviation }
leaderboard-own = Sei al posto n. { $rank } con { $rating }.
leaderboard-own-none = Qui non hai ancora partite di { $game } valide per il punteggio.
tournament-add-usage = Iscrivi l'IA con { $prefix }torneo aggiungi ia [livello=1..5] (livello 3 se non lo dici).
tournament-usage = Tornei: { $prefix }torneo crea <gioco> <formula> [opzioni], poi entra, esci, inizia, classifica, abbinamenti, annulla; chi organizza o un moderatore può iscrivere l'IA con aggiungi ia livello=1..5. Formule: { $formats }.
tournament-none = In questo canale non c'è un torneo; aprine uno con { $prefix }torneo crea <gioco> <formula>.
tournament-exists = Il torneo #{ $id } ({ $game }) è già aperto o in corso qui.
tournament-bad-format = “{ $format }” non è una formula; usa una di: { $formats }.
tournament-two-players = I tornei sono per giochi a due, e { $game } non lo è.
tournament-created = { $name } apre il torneo #{ $id }: { $game }, { $format }{ $options }. Scrivi { $prefix }torneo entra per partecipare; { $name } lo avvia con { $prefix }torneo inizia.
tournament-joined = { $name } entra nel torneo #{ $id } ({ $count ->
    [one] 1 iscritto
   *[other] { $count } iscritti
}).
tournament-left = { $name } esce dal torneo #{ $id }.
tournament-withdrawn = { $name } si ritira dal torneo #{ $id }: le sue partite non ancora iniziate sono perse a tavolino.
tournament-already-joined = Sei già in questo torneo.
tournament-not-entrant = Non sei in questo torneo.
tournament-started-already = Il torneo è già iniziato.
tournament-not-running = Il torneo è finito.
tournament-full = Il torneo è al completo ({ $max } iscritti).
tournament-too-few = Servono almeno due iscritti per iniziare.
tournament-not-creator = Solo { $name }, che l'ha aperto, o un moderatore può farlo.
tournament-started = Il torneo #{ $id } inizia con { $count } iscritti. { $mode ->
    [side-by-side] Le partite di ogni turno iniziano insieme, ognuna nel suo thread o argomento; i risultati si annunciano qui.
   *[one-by-one] Le partite si giocano qui una dopo l'altra.
}
tournament-side-by-side = Le partite di ogni turno si giocheranno in parallelo, ognuna nel suo thread o argomento sotto questo canale.
tournament-one-by-one = Le partite si giocheranno qui una dopo l'altra: questa chat non può aprire un thread o un argomento per ogni partita (su Telegram serve un supergruppo con gli argomenti).
tournament-needs-topics-right = Le partite si giocheranno qui una dopo l'altra: per giocare ogni partita nel suo argomento, dammi il permesso di gestire gli argomenti e crea di nuovo il torneo.
tournament-venue-failed = Torneo #{ $id }: non sono riuscito ad aprire un thread o un argomento per una partita, quindi le altre si giocano qui una dopo l'altra.
tournament-result = Torneo #{ $id }, turno { $round }: { $first } – { $second } { $score }.
tournament-round-word = turno
tournament-round = Torneo #{ $id }, turno { $round }:
tournament-pair = { $board }. { $first } – { $second }{ $result }
tournament-bye = { $board }. { $name }: riposo (1 punto)
tournament-playing = (in corso)
tournament-playing-due = (in corso; { $names } deve muovere entro il { $due })
tournament-next-game = Torneo #{ $id }, turno { $round }: ora { $first } – { $second }.
tournament-waiting = Torneo #{ $id }: la prossima partita inizia quando finisce quella in corso qui.
tournament-finished = Il torneo #{ $id } è concluso.
tournament-cancelled = Il torneo #{ $id } è annullato.
tournament-pairings-none = Nessun abbinamento: il torneo non è ancora iniziato.
tournament-standings-head = Torneo #{ $id }, classifica { $round ->
    [1] del turno 1
   *[other] dei turni 1–{ $round }
}{ $open ->
    [0] {""}
    [one] {" "}(1 partita del turno { $round } ancora in corso)
   *[other] {" "}({ $open } partite del turno { $round } ancora in corso)
}:
tournament-standing = { $rank }. { $name } { $score } ({ $wins ->
    [one] { $wins } vinta
   *[other] { $wins } vinte
}, { $draws ->
    [one] { $draws } patta
   *[other] { $draws } patte
}, { $losses ->
    [one] { $losses } persa
   *[other] { $losses } perse
}; Buchholz { $buchholz }, Sonneborn-Berger { $sb })
tournament-table-title = Torneo #{ $id } – { $game } – classifica finale
table-rank = #
table-player = Giocatore
table-score = Punti
table-record = V-P-S
table-buchholz = Buchholz
table-sb = S-B
command-abort = Interrompi la partita del canale (moderatori)
command-delete = Elimina la registrazione danneggiata di una partita (moderatori)
command-takeback = Chiedi di ritirare l'ultima mossa, o accetta
command-profile = Punteggi e risultati tuoi o di @utente
command-leaderboard = I migliori della comunità in un gioco
command-clock = Il tempo predefinito del canale (lo cambiano i moderatori)
command-tournament = Tornei: crea, entra, esci, inizia, classifica, abbinamenti, annulla
help-abort = { $prefix }interrompi: un moderatore chiude la partita qui; i punteggi non cambiano.
help-delete = { $prefix }elimina #id: un moderatore elimina la registrazione della partita #id quando è danneggiata e non si può più leggere; le registrazioni leggibili restano.
help-takeback = { $prefix }indietro: chiedi di ritirare la tua ultima mossa; l'avversario accetta scrivendo anche lui indietro. Solo prima che l'avversario muova, e mai dopo un tiro di dado.
help-profile = { $prefix }profilo [@utente]: punteggio e deviazione per gioco, vittorie, sconfitte, patte e gli ultimi cinque risultati.
help-leaderboard = { $prefix }classifica <gioco> [tutti]: i primi dieci di questo server o gruppo, e la tua posizione; solo persone, a meno che tutti aggiunga i livelli dell'IA (segnati computer). Le partite contro il computer contano solo se la sfida è classificata.
help-clock = { $prefix }orologio [24h | 10+5]: il tempo predefinito del canale; una sfida può fissare il suo con tempo=… e amichevole per non cambiare il punteggio.
help-tournament = { $prefix }torneo crea <gioco> <girone | girone-doppio | svizzero:N | eliminazione> [opzioni]; poi entra, esci, inizia, classifica, abbinamenti, annulla; aggiungi ia livello=3 iscrive l'IA (chi organizza o un moderatore).

## Skirmish
sk-expected = Non è un ordine di Schermaglia; ordini validi: { $expected }.
sk-bad-model = “{ $word }” non è un modello: scrivi #3 per un tuo modello, o la lettera del colore e il numero (B7).
sk-bad-square = “{ $word }” non è una casa: scrivi la lettera della colonna e il numero della traversa, come f7.
sk-bad-target = “{ $word }” non è un bersaglio: indica un modello (B7) o la casa in cui si trova (b7).
sk-bad-value = “{ $word }” è fuori intervallo: le caratteristiche vanno da 1 a 7, l'armatura da 0 a 5.
sk-bad-preset = Non esiste la banda “{ $word }”; bande predefinite: militia, mercenaries, elves, gunners, raiders.
sk-bad-role = Non esiste il tipo di truppa “{ $word }”; prova recruit, sergeant, spearman, pikeman, crossbowman, captain, swordsman, axeman, hammerer, pistoleer, warden, archer, blade, gunmaster, musketeer, blunderbusser, guard, chief, brute, flailer, slinger.
sk-bad-weapon = Non esiste l'arma “{ $word }”; le armi sono { $weapons }.
sk-warband-expected = Ordini per la banda: warband <banda>, warband add <tipo>, warband remove #3, warband set #3 V F R M C T armatura, warband equip #3 spada scudo.
sk-warband-deployed = La tua banda si sta già schierando; non può più cambiare.
sk-warband-full = Una banda ha al massimo { $max } modelli.
sk-warband-last = Una banda deve avere almeno un modello.
sk-profile-range = Ogni caratteristica va da 1 a 7 e l'armatura da 0 a 5.
sk-kit-hands = Quell'equipaggiamento richiede più di due mani: un'arma a due mani le occupa entrambe, un'arma a una mano o uno scudo una sola (quindi lo scudo va al massimo con un'arma a una mano).
sk-warband-set = La banda { $side } ora ha { $models ->
    [one] { $models } modello
   *[other] { $models } modelli
}.
sk-prompt-setup = schiera i modelli nelle tre file del tuo bordo (deploy #3 c2, deploy auto), o prima modifica la banda (warband …).
sk-prompt-movement = round { $round } di { $rounds }, movimento: muovi, fai marciare o correre i tuoi modelli (move #3 f7, via, climb), poi next.
sk-prompt-assault = round { $round } di { $rounds }, assalto: charge #{ $model } { $target } (#{ $model } può caricare fino a { $reach } pollici) o break #{ $model }, poi next per combattere.
sk-prompt-shooting = round { $round } di { $rounds }, tiro: shoot #{ $model } { $target }, poi next per chiudere il turno.
sk-ask-parry = { $model } è colpito da { $attacker }: parry (spende un attacco in un confronto di C) o strike (tiene l'attacco e subisce il colpo)? Allo scadere del tempo para.
sk-ask-target = { $model } attacca: quale bersaglio fra { $foes } (target B7)? Allo scadere del tempo, quello con meno R rimasti.
sk-ask-flight = { $model } fugge: flee <casa> verso { $count ->
    [one] l'unica casa a portata che non tocca nemici
   *[other] una delle { $count } case a portata che non toccano nemici
}? Allo scadere del tempo, { $default }, la più lontana dal nemico.
sk-ask-advance = { $model } non ha più nemici a contatto: advance <casa> fino a V/2, o stay? Allo scadere del tempo resta.
sk-nothing-asked = Ora non c'è nulla da decidere: dai un ordine, o next.
sk-no-parry = { $who } tiene il suo attacco e subisce il colpo.
sk-sure-blow = { $who } coglie il fuggitivo alla sprovvista: il colpo va a segno senza tiro per colpire.
sk-advances = { $who } avanza in { $to }.
sk-deploy-first = Prima schierati: deploy #3 c2, oppure deploy auto.
sk-battle-begun = La battaglia è iniziata: bande e schieramento sono fissati.
sk-already-deployed = { $model } è già schierato.
sk-deploy-zone = { $square } è fuori dalle tue tre file di schieramento.
sk-square-taken = { $square } è occupata o invalicabile.
sk-all-deployed = Tutti i tuoi modelli sono schierati.
sk-zone-full = Non c'è abbastanza spazio nelle tue file di schieramento.
sk-deployed = { $who } si schiera in { $to }.
sk-no-model = Non esiste il modello { $model }.
sk-no-target = Nessun modello da colpire in { $target }.
sk-own-model = { $target } è dalla tua parte.
sk-wrong-phase = Siamo nella fase di { $phase }; quell'ordine è della fase di { $wanted } (scrivi next per proseguire).
sk-phase-movement = movimento
sk-phase-assault = assalto
sk-phase-shooting = tiro
sk-model-down = { $model } non è più in campo.
sk-routed = { $model } è in rotta e agisce da solo finché non si riprende.
sk-rallied-still = { $model } si è ripreso in questa fase e resta fermo; torna ad agire dalla fase d'assalto.
sk-already-moved = { $model } si è già mosso in questo turno.
sk-engaged-no-move = { $model } è bloccato in mischia: può solo sganciarsi nella fase d'assalto.
sk-off-field = { $square } è fuori dal campo.
sk-impassable = { $square } è invalicabile.
sk-already-there = { $model } è già lì.
sk-no-path = Non c'è un percorso fino a { $square }.
sk-too-far = Nessun percorso entro { $allowance } pollici: la via più breve di { $model } fino a { $square } è di { $inches } pollici ({ $pace }).
sk-pace-move = movimento semplice
sk-pace-march = marcia
sk-pace-run = corsa
sk-already-assaulted = { $model } ha già caricato o tentato di sganciarsi in questo turno.
sk-ran = { $model } ha corso in questo turno: niente assalto né tiro.
sk-engaged-charge = { $model } è già in mischia.
sk-no-path-to = Non c'è modo di arrivare a contatto con { $target }.
sk-not-fighting = { $model } non è in mischia.
sk-already-shot = { $model } ha già tirato in questo turno.
sk-marched-assaulted = { $model } ha marciato e poi assaltato: ha rinunciato al tiro.
sk-engaged-no-shoot = { $model } è ingaggiato in mischia e non può tirare.
sk-no-ranged = { $model } non ha armi da tiro.
sk-weapon-spent = L'arma di { $model } ({ $weapon }) ha già sparato il suo unico colpo.
sk-weapon-jammed = L'arma di { $model } ({ $weapon }) è inceppata fino alla prossima fase di tiro.
sk-not-loaded = L'arma di { $model } ({ $weapon }) è scarica: si ricarica rinunciando al movimento o all'assalto (a entrambi per ricarica lenta 2), fuori dalla mischia.
sk-too-many-targets = { $model } ha { $shots ->
    [one] { $shots } tiro
   *[other] { $shots } tiri
} in questo turno.
sk-out-of-range = Fuori gittata: { $target } è a { $inches }″, ma l'arma ({ $weapon }) arriva a { $reach }″, e un cono va puntato entro la gittata.
sk-no-sight = { $target } non è in vista: c'è qualcosa di invalicabile in mezzo.
sk-map-numbered = Il campo è la mappa generata { $number } (map=random-{ $number } la rigioca).
sk-roll-off = Tiro per l'iniziativa: ambra { $amber }, blu { $blue }.
sk-first-turn = Gioca per primo: { $side }.
sk-phase-begins = Round { $round }, { $side }: fase di { $phase } (next la chiude).
sk-roll = { $who } { $result }: { $stat } { $value } contro { $against }: serve { $target }, uscito { $roll }.
sk-roll-critical = { $who } { $result }: { $stat } { $value } contro { $against }: serve { $target }, uscito { $roll }, critico!
sk-roll-fumble = { $who } { $result }: { $stat } { $value } contro { $against }: serve { $target }, uscito { $roll }, fallimento critico!
sk-test = { $who } { $result }: prova di { $stat } { $value }, uscito { $roll }.
sk-test-critical = { $who } { $result }: prova di { $stat } { $value }, uscito { $roll }, critico!
sk-test-fumble = { $who } { $result }: prova di { $stat } { $value }, uscito { $roll }, fallimento critico!
sk-stat-v = V
sk-stat-f = F
sk-stat-r = R
sk-stat-m = M
sk-stat-c = C
sk-stat-t = T
sk-stat-armour = armatura
sk-hit-yes = colpisce
sk-hit-no = manca
sk-shot-yes = colpisce
sk-shot-no = manca
sk-parry-yes = para
sk-parry-no = non para
sk-save-yes = è salvato dall'armatura
sk-save-no = non è salvato
sk-wound-yes = ferisce
sk-wound-no = non ferisce
sk-jump-yes = salta su
sk-jump-no = fallisce il salto
sk-climb-yes = si arrampica
sk-climb-no = fallisce la scalata
sk-drop-yes = scende incolume
sk-drop-no = cade
sk-fall-yes = si ferisce cadendo
sk-fall-no = cade senza ferirsi
sk-morale-yes = tiene il morale
sk-morale-no = cede
sk-rally-yes = si riprende
sk-rally-no = continua a fuggire
sk-catch-yes = raggiunge il fuggitivo
sk-catch-no = lascia andare il fuggitivo
sk-break-yes = si sgancia
sk-break-no = non riesce a sganciarsi
sk-stun-yes = resiste allo stordimento
sk-stun-no = è stordito
sk-initiative = { $who } (V { $value }) tira { $roll } per l'ordine degli attacchi.
sk-moved = { $who } ({ $pace }) arriva in { $to } dopo { $inches } pollici.
sk-stopped = { $who } si ferma in { $at }.
sk-free-attack = { $by } ha un attacco gratuito contro { $on }.
sk-free-shot = { $by } ha un tiro gratuito contro { $on } in corsa.
sk-charge-declared = { $who } carica { $target }: { $inches } pollici di percorso, entro i { $reach } della sua carica.
sk-charged = { $who } arriva in { $to } e ingaggia { $target }.
sk-charge-failed = La carica di { $who } contro { $target } fallisce: servono { $inches } pollici, ma carica fino a { $reach }.
sk-parried = { $who } para il colpo.
sk-strikes-back = { $who } contrattacca!
sk-armour-ignored = Il colpo trova un varco: l'armatura di { $who } non conta.
sk-extra-attack = { $who } ottiene un attacco in più.
sk-loses-attack = { $who } perde il prossimo attacco.
sk-clumsy = { $who } sbaglia: −1 C al prossimo attacco.
sk-wounded = { $who } subisce { $damage ->
    [one] 1 ferita
   *[other] { $damage } ferite
}: R { $r }.
sk-removed = { $who } è rimosso dal campo.
sk-jammed = L'arma di { $who } ({ $weapon }) si inceppa.
sk-shot-wasted = { $target } è a { $inches }″ da { $who }, ma l'arma ({ $weapon }) arriva a { $reach }″: il tiro è sprecato.
sk-reloaded = { $who } ricarica l'arma ({ $weapon }).
sk-thrown = { $who } lancia l'arma ({ $weapon }): è perduta.
sk-spent = L'arma di { $who } ({ $weapon }) ha sparato il suo unico colpo.
sk-in-cover = { $who } trova riparo: +1 V contro i tiri in questo turno.
sk-blast = Il trombone di { $who } spazza il cono: { $caught ->
    [one] { $caught } modello colpito
   *[other] { $caught } modelli colpiti
}.
sk-caught = { $by } raggiunge { $who } in fuga.
sk-fled = { $who } fugge in { $to }.
sk-broke-off = { $who } si sgancia in { $to }.
sk-routs = { $who } è in rotta: fuggirà dal nemico.
sk-runs-away = { $who } scappa.
sk-rallied = { $who } si riprende e torna ad agire dalla fase d'assalto.
sk-wiped = { $side } non ha più modelli in campo.
sk-round-limit = Limite di round raggiunto. Modelli rimossi: ambra { $amber }, blu { $blue }.
sk-side-amber = ambra
sk-side-blue = blu
sk-info-usage = Scrivi info #3 per un tuo modello, o info B7 per qualsiasi.
sk-info = { $model }, { $role }: { $profile }, armatura { $armour }{ $shield ->
    [0] {""}
   *[other] {" "}+ scudo
}; { $square }; { $state }.
sk-info-weapon =   { $weapon }: forza { $strength }, penetrazione { $penetration }{ $reach ->
    [0] {""}
   *[other] , gittata { $reach } pollici
}.
sk-state-ready = pronto
sk-state-engaged = in mischia
sk-state-routed = in rotta
sk-state-removed = rimosso
sk-state-undeployed = non ancora schierato
sk-weapon-dagger = pugnale
sk-weapon-shortsword = daga
sk-weapon-sword = spada da guerra
sk-weapon-rapier = stocco
sk-weapon-longsword = spada lunga
sk-weapon-greatsword = spadone
sk-weapon-axe = ascia
sk-weapon-greataxe = ascia pesante
sk-weapon-mace = mazza
sk-weapon-warhammer = martello da guerra
sk-weapon-greathammer = martello pesante
sk-weapon-spear = lancia
sk-weapon-pike = picca
sk-weapon-flail = mazzafrusto
sk-weapon-greatflail = mazzafrusto pesante
sk-weapon-shortbow = arco corto
sk-weapon-compositebow = arco composito
sk-weapon-longbow = arco lungo
sk-weapon-crossbow = balestra
sk-weapon-heavycrossbow = balestra pesante
sk-weapon-sling = frombola
sk-weapon-pistol = pistola
sk-weapon-musket = moschetto
sk-weapon-blunderbuss = trombone
sk-role-recruit = recluta
sk-role-sergeant = sergente
sk-role-spearman = lanciere
sk-role-pikeman = picchiere
sk-role-crossbowman = balestriere
sk-role-captain = capitano
sk-role-swordsman = spadaccino
sk-role-axeman = asciaiolo
sk-role-hammerer = martellatore
sk-role-pistoleer = pistolero
sk-role-warden = custode
sk-role-archer = arciere
sk-role-blade = lama
sk-role-gunmaster = maestro archibugiere
sk-role-musketeer = moschettiere
sk-role-blunderbusser = tromboniere
sk-role-guard = guardia
sk-role-chief = capo
sk-role-brute = bruto
sk-role-flailer = mazzafrustiere
sk-role-slinger = frombolatore
rules-skirmish = Schermaglia, battaglia di miniature per 2 su una griglia in cui una casa è un pollice (24×24 di base). Ambra e blu guidano ciascuno una banda di modelli con V F R M C T da 1 a 7, armatura e armi, schierati nelle tre file del proprio bordo. Un tiro per l'iniziativa decide chi inizia; i turni si alternano, ognuno in tre fasi, ciascuna chiusa da next: movimento (move, march o run), assalto (charge per andare a contatto, poi ogni modello ingaggiato combatte) e tiro (shoot). I tiri confrontano X contro Y: 2d6 ≤ 7 + X − Y, e un valore da solo si prova con 1d6 ≤ il valore. Chi resta senza modelli perde; dopo rounds=8 vince chi ha rimosso più modelli. Ordini: deploy #3 c2, move #3 f7, charge #3 B7, shoot #2 B7, next.
rules-skirmish-warbands = La griglia: una casa è un pollice, colonne a–z, traverse 1–26 (24×24 di base, size=16…26). Il terreno è aperto, invalicabile (muri, rocce: bloccano movimento e vista) o rialzato di 1–6 pollici; mappe: map=open|ruins|hill|random (generata, speculare per equità; random-N rigioca la mappa N). I modelli hanno V F R M C T da 1 a 7, armatura 0–5, un equipaggiamento per due mani: un'arma a due mani le occupa entrambe, un'arma a una mano o uno scudo (+1 armatura) una. Bande: amber=… blue=… con militia, mercenaries, elves, gunners, raiders; prima dello schieramento, warband <banda>, warband add <tipo>, warband remove #3, warband set #3 V F R M C T armatura, warband equip #3 spada scudo. Prima ambra poi blu si schierano nelle tre file del proprio bordo (deploy #3 c2, deploy auto). I tuoi modelli sono #3, ogni modello è la lettera del colore e il numero (A3, B7), le case si scrivono in minuscolo.
rules-skirmish-dice = Confronto di X contro Y: 2d6 ≤ 7 + X − Y (tra 2 e 12); 12 fallisce sempre, 2 è critico salvo con bersaglio 2, 12 è un fallimento critico salvo con bersaglio 12. Prova: 1d6 ≤ il valore, 1 critico, 6 fallimento critico.
    Tabella dei confronti: X in orizzontale, Y in verticale; ogni cella è il bersaglio su 2d6 e la sua probabilità di successo.
    { $table }
rules-skirmish-move = Un tiro per l'iniziativa decide chi inizia; i turni si alternano, ognuno in tre fasi, ciascuna chiusa da next: movimento, assalto e tiro. Movimento: move #3 f7 (V), march (2V: poi rinuncia ad assalto o tiro), run (3V: a entrambi); un passo dritto costa 1, in diagonale 1,5, tra livelli l'ipotenusa; via e5 impone una casa; salire è un salto (F contro l'altezza) o con climb a metà velocità contro metà altezza; scendere è V contro l'altezza; un fallimento ferma il movimento e può ferire con F = altezza. I nemici a un pollice dal percorso colpiscono una volta gratis; correre entro metà gittata di un nemico concede un tiro gratuito.
rules-skirmish-assault = Assalto: charge #3 B7 fino a V/2 a contatto, altrimenti la carica fallisce; chi carica ha +1 F e +1 V nel primo round. Poi ogni modello ingaggiato combatte: C/2 attacchi, prima la V più alta (pari: si tira), uno alla volta. Colpire C contro C (critico: niente armatura; fallimento critico: il nemico ha un attacco in più); le armi da parata spendono un attacco per un C contro C che annulla il colpo (critico: contrattacco); armatura 1d6 ≤ armatura − penetrazione (critico: l'attaccante perde il prossimo attacco; fallimento critico: ferita automatica); ferita F contro R: 1 R più 1 ogni 2 punti di F oltre R (critico +1; fallimento critico: −1 C al prossimo attacco); stordire: prova di R o perde il prossimo attacco. La parte che ha subito più ferite prova M (−1 per modello perso, −1 a R 1); chi fallisce fugge di V, salvo che un nemico ingaggiato superi una prova di V e lo colpisca. break #3: V contro la V del nemico più veloce (critico: via di 1,5 V).
rules-skirmish-shoot = Tiro: shoot #2 B7 [B8 …] se non ingaggiato; i bersagli si dichiarano prima di misurare la gittata, quindi un tiro oltre la portata dell'arma è sprecato; oltre metà gittata −1 a T, F e penetrazione; colpire T contro V (+1 se ha corso, +2 se ingaggiato); un critico supera l'armatura, un fallimento critico inceppa l'arma; tiro rapido: +1 tiro se non ha combattuto, +1 se non si è mosso; ricarica lenta 1/2: rinuncia alla fase di movimento o d'assalto (a entrambe per 2); pugnali e lance lanciati sono perduti; il trombone colpisce una volta ogni modello in un cono di 90° lungo 8 pollici. Un modello dimezzato dai tiri prova M a fine fase o fugge nel suo prossimo movimento, e poi prova M per riprendersi.
rules-skirmish-end = Chi resta senza modelli perde; dopo rounds=8 vince chi ha rimosso più modelli. info #3 o info B7 mostra un modello. Scelte nostre dove la fonte tace: tabella, turni, fasi e tiro per l'iniziativa; case al posto dei pollici; le decisioni chieste durante la mischia (parare o colpire, quale nemico a contatto attaccare, dove fuggire, l'avanzata di V/2 dopo una mischia vinta) allo scadere del tempo diventano: para, il nemico con meno R, la casa più lontana, resta; i colpi del trombone sono automatici; il riparo da un salvataggio critico dura il turno; la ricarica si conta entro un turno; una carica fallita consuma l'assalto; allo scadere del tempo nello schieramento il resto si schiera da solo.

## Revisioni dell'IA (analizza)
command-analyse = L'IA rivede le tue mosse nell'ultima partita qui
help-analyse = { $prefix }analizza [@utente]: finita una partita a due senza informazioni nascoste, l'IA rivede le tue mosse (o quelle del giocatore menzionato) e segna imprecisioni ?!, errori ? e sviste gravi ?? con la probabilità di vincere prima e dopo. Mai durante una partita.
analysis-running = La partita #{ $id } è ancora in corso: l'IA rivede una partita solo quando è finita.
analysis-busy = L'IA è occupata a rivedere altre partite: chiedi di nuovo tra un minuto.
analysis-unsupported = L'IA rivede partite a due senza informazioni nascoste (hnefatafl, landover, skirmish); { $game } non è tra queste.
analysis-not-a-player = { $name } non ha giocato la partita #{ $id } ({ $players }): menziona uno dei suoi giocatori.
analysis-head = L'IA (livello { $level }) sulle { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
} di { $name } nella partita #{ $id }, { $game }: { $inaccuracies } { $inaccuracies ->
    [one] imprecisione
   *[other] imprecisioni
}, { $mistakes } { $mistakes ->
    [one] errore
   *[other] errori
}, { $blunders } { $blunders ->
    [one] svista grave
   *[other] sviste gravi
}.
analysis-line = Mossa { $number }: { $played } ({ $kind }: probabilità di vincere { $before }% → { $after }%; migliore: { $best })
analysis-inaccuracy = imprecisione
analysis-mistake = errore
analysis-blunder = svista grave
analysis-clean = Nessun errore trovato: ben giocato.
analysis-cut-short = La revisione si è fermata dopo le prime { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
}, perché il bot resti veloce per tutti.
analysis-attached = In allegato la revisione dell'IA della partita #{ $id }.

# mygames
command-mygames = Le tue partite in corso, ovunque siano
help-mygames = { $prefix }partite: le tue partite in corso su questa piattaforma, in ogni canale e server, in privato; prima quelle che aspettano la tua mossa, ognuna con il suo link.
mygames-none = Non giochi nessuna partita in corso qui.
mygames-header = Le tue partite in corso ({ $count }):
mygames-more = … e altre { $count }.
mygames-your-move = tocca a te
mygames-their-move = tocca { A($names) } { $names }
mygames-line = #{ $id } { $game } contro { $opponents }: mossa { $move }, { $turn }, { $left }. { $place }

# seeks
command-seek = Cerca un avversario nella coda di questo server o gruppo
command-seeks = Le ricerche aperte qui
command-unseek = Ritira la tua ricerca
command-join = Accetta la ricerca di qualcuno
command-lobby = Scegli la sala delle ricerche e un ruolo da avvisare (moderatori)
help-seek = { $prefix }cerca <gioco> [opzioni] [tempo=…] [classificata|amichevole] [ia=dopo:10m]: aspetta nella coda di questo server o gruppo; una ricerca con lo stesso gioco e le stesse opzioni si abbina subito (punteggi entro 100, 200 dopo un minuto, qualsiasi dopo due), oppure chiunque può unirsi. Con ia=dopo l'IA la prende se nessuno l'ha presa prima. Le ricerche aspettano { $minutes } minuti.
help-seeks = { $prefix }ricerche: le ricerche aperte qui, dalla più vecchia.
help-unseek = { $prefix }ritira: ritira le tue ricerche.
help-join = { $prefix }unisciti [numero]: accetta una ricerca (l'unica aperta, o quella con quel numero); la partita inizia dove è stata aperta la ricerca.
help-lobby = { $prefix }sala qui: le nuove ricerche sono annunciate in questo canale; { $prefix }sala ruolo @Ruolo: avvisano quel ruolo (Discord). Solo moderatori.
button-join = Unisciti
seek-needs-game = Indica un gioco: { $prefix }cerca <gioco> [opzioni]. Giochi: { $games }.
seek-two-players = Le ricerche abbinano due giocatori, e { $game } ne richiede di più: prova { $prefix }sfida aperta { $game } giocatori={ $players }.
seek-channel-busy = In questo canale c'è una partita in corso; cerca da un altro canale o da un thread.
seek-announced = 🔎 { $name } ({ $rating }) cerca una partita di { $game }{ $options }: premi Unisciti o scrivi { $prefix }unisciti { $id }. La ricerca #{ $id } aspetta { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
}.
seek-queued = La tua ricerca #{ $id } è in coda, annunciata nella sala { $lobby }.
seek-found = { $name }: la tua ricerca per { $game } ha trovato { $opponent }; la partita è in { $place }.
seek-expired = La ricerca di { $name } per { $game } è scaduta: nessuno l'ha presa in { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
}.
seek-ai-takes = Nessuno ha preso in tempo la ricerca di { $name }: la prende { $ai }.
seeks-none = Nessuno cerca una partita qui; { $prefix }cerca <gioco> ne apre una.
seeks-header = Ricerche aperte ({ $count }):
seeks-line = #{ $id } { $name } ({ $rating }) { $game }{ $options }, in attesa da { $waited }
unseek-none = Non hai ricerche aperte qui.
unseek-done = { $count ->
    [one] La ricerca di { $name } è ritirata.
   *[other] Le { $count } ricerche di { $name } sono ritirate.
}
join-none = Non c'è nessuna ricerca a cui unirsi qui; { $prefix }cerca <gioco> ne apre una.
join-no-such = Non c'è una ricerca aperta #{ $id } qui; { $prefix }ricerche le elenca.
join-which = Ci sono più ricerche aperte ({ $ids }); indica quale, per esempio { $prefix }unisciti { $first }.
join-own = È la tua ricerca; puoi ritirarla con { $prefix }ritira.
lobby-not-moderator = Solo un moderatore può scegliere la sala.
lobby-set = Questo canale ora è la sala: le nuove ricerche sono annunciate qui.
lobby-role-set = Le nuove ricerche avviseranno { $role } nella sala.
lobby-role-usage = Menziona il ruolo da avvisare, come { $prefix }sala ruolo @Giocatori (i ruoli ci sono su Discord; altrove le ricerche sono annunciate nella sala senza avviso).
lobby-usage = Scrivi { $prefix }sala qui per annunciare le ricerche in questo canale, o { $prefix }sala ruolo @Giocatori per avvisare un ruolo.
discord-option-number = Il numero della ricerca (se manca, l'unica aperta)
discord-option-role = Il ruolo che le nuove ricerche avvisano (se manca, questo canale diventa la sala)

# notifications
command-notify = Dove arrivano i tuoi avvisi: canale, privato, entrambi o no
help-notify = { $prefix }avvisi canale|privato|entrambi|no: dove arrivano i tuoi avvisi (il tuo turno, i promemoria dell'orologio, le sfide, le ricerche abbinate): una menzione nel canale (predefinito), un messaggio privato con la scacchiera e il link, entrambi, o da nessuna parte. { $prefix }avvisi riepilogo 08:00 Europe/Rome: invece di una menzione per turno, un messaggio privato al giorno a quell'ora locale con le partite che aspettano te, tenuto aggiornato. { $prefix }avvisi da solo mostra la tua scelta.
notify-now = I tuoi avvisi arrivano { $where }.
notify-set = { $name }: i tuoi avvisi ora arrivano { $where }.
notify-channel = nel canale, con una menzione
notify-dm = in privato, con la scacchiera e il link
notify-both = nel canale e in privato
notify-off = da nessuna parte (né menzioni né messaggi privati)
notify-digest = in un messaggio privato al giorno, il riepilogo "le tue partite", tenuto aggiornato; avvisi dell'orologio e sfide arrivano subito
notify-digest-set = 📋 { $name }: niente più menzioni per i tuoi turni. Ogni giorno alle { $at } ricevi un messaggio privato con le partite che aspettano te, e lo tengo aggiornato man mano che procedono; avvisi dell'orologio e sfide arrivano comunque subito. Il primo arriva il { $next }.
summary-header = 📋 Le partite che aspettano te ({ $count }):
summary-none = 📋 Nessuna partita aspetta una tua mossa.
notify-dms-closed = ({ $name }: non riesco a mandarti messaggi privati, quindi i tuoi avvisi tornano qui.)
notify-ping = 🔔 { $text }
    { $place }
discord-option-at = Con digest: l'ora locale del messaggio quotidiano, come 08:00
discord-option-zone = Con digest: il tuo fuso orario, come Europe/Rome (UTC se non indicato)
discord-option-format = La registrazione di una partita tafl come file di OpenTafl (otn) o di hnefatafl.org (pgn, Copenhagen)
discord-option-length = 7d, 36h o 3d12h per iniziare una vacanza; off per terminarla
discord-option-mode = channel (una menzione, predefinito), dm (un messaggio privato con la scacchiera), both, off, o digest
seek-match-opened = Le ricerche di { $players } sono abbinate: la partita è in { $place }.

## Tocca per muovere: i selettori sotto le scacchiere
command-buttons = Pulsanti per muovere sotto le scacchiere: vedi, attiva o disattiva (moderatori)
help-buttons = { $prefix }pulsanti: se le scacchiere qui hanno i pulsanti per muovere con un tocco; { $prefix }pulsanti sì|no li attiva o disattiva (moderatori; attivi finché nessuno li disattiva). Scrivere le mosse funziona sempre.
buttons-are-on = Le scacchiere qui hanno i pulsanti per muovere con un tocco. Un moderatore può disattivarli con { $prefix }pulsanti no.
buttons-are-off = Le scacchiere qui non hanno pulsanti per muovere con un tocco. Un moderatore può attivarli con { $prefix }pulsanti sì.
buttons-on = Pulsanti per muovere attivati: la prossima scacchiera li avrà.
buttons-off = Pulsanti per muovere disattivati qui; scrivi le mosse come sempre.
buttons-usage = Scrivi { $prefix }pulsanti sì oppure { $prefix }pulsanti no.
buttons-not-moderator = Solo un moderatore può attivare o disattivare i pulsanti per muovere.
picker-open = Muovi
picker-back = « Indietro
picker-first = { $match }: scegli la tua mossa
picker-chosen = { $match }: { $chosen } → …
picker-played = Giocata { $move }.
picker-stale = Questa scacchiera non è più attuale: la partita è andata avanti. Ecco un selettore nuovo.
picker-stale-elsewhere = Questa scacchiera non è più attuale: la partita è andata avanti. I pulsanti attuali sono sotto l'ultima scacchiera.
picker-over = Quella partita è finita.
picker-not-your-match = Questa non è la tua partita.
picker-not-your-turn = Non è il tuo turno.
picker-nothing-now = Adesso non hai niente da giocare.
picker-sent-private = Le tue opzioni esatte sono nella nostra chat privata.
picker-private-turn = Qui sotto le tue scelte, solo per te; tocca per giocarne una.
tap-roll = Rilancia
tap-flee = Fuggi
tap-fight = Combatti
tap-next = Avanti
tap-move = Muovi
tap-act = Agisci
tap-look = Guarda
tap-attack = Attacca
tap-go = Vai
tap-stay = Resta
tap-stop = Fermati
tap-place = Posa
tap-setup = Schiera
tap-random = A caso
tap-march = Marcia
tap-run = Corri
tap-charge = Carica
tap-break = Sganciati
tap-shoot = Tira
tap-deploy = Schiera
tap-auto = Automatico
tap-parry = Para
tap-strike = Colpisci
tap-target = Bersaglio
tap-advance = Avanza
tap-climb = Arrampicati
tap-give = Dai
tap-allow = Lascia entrare
tap-open = Lascia aperta
tap-close = Richiudi
tap-combat = { $label } ⚔
tap-distance = { $label } ({ $inches }″)
tap-via = passando per { $label }
tap-play = ▶ { $move }
discord-option-switch = on oppure off (moderatori); se manca, mostra se i pulsanti sono attivi

## Il sito
web-match-title = Partita #{ $id }: { $game }
web-result = Risultato: { $result } ({ $reason })
web-ended = Finita senza risultato.
web-running = In corso.
web-options = Opzioni: { $options }
web-board-at = La scacchiera dopo la mossa { $ply }
web-moves = Mosse
web-start = Inizio
web-secret-move = (segreta)
web-record-later = La registrazione si scarica a partita finita: fino ad allora le sue mosse contengono segreti.
web-record = Scarica la registrazione
web-record-as = in formato { $format }
web-seed-commitment = Impronta del seme (SHA-256): { $commitment }
web-seed = Seme: { $seed }
web-check = Per verificare ogni dado: scarica la registrazione ed esegui bot replay match-{ $id }.txt.
web-live = Questa pagina segue la partita mentre si gioca.
web-to-move = Tocca a: { $name } ({ $side })
web-to-move-together = Tocca, a ciascuno in segreto: { $names }
web-clock-live = { $name }: { $left }
web-clock-move = { $left } rimasti per questa mossa ({ $clock } a mossa)
web-clock-bank = { $name }: { $left }, +{ $increment } a mossa
web-watching = { $count ->
    [one] 1 persona sta guardando dal vivo.
   *[other] { $count } persone stanno guardando dal vivo.
}
web-first = Inizio
web-previous = Indietro
web-next = Avanti
web-last = Fine
web-navigate = Scorri la partita con i pulsanti o con le frecce della tastiera.
web-tournament-title = Torneo #{ $id }: { $game }, { $format }
web-standings = Classifica
web-standings-title = Torneo #{ $id } – { $game } – dopo il turno { $round }
web-as-image = Come immagine
web-round = Turno { $round }
web-bye = riposo
web-watch = la partita
web-crosstable = Tabellone
web-leaderboard-title = { $game }: classifica
web-rating = Punteggio
web-games = Partite
web-computer = computer
web-with-ai = Mostra anche le righe del computer
web-humans-only = Solo persone
web-not-found = Qui non c'è questa pagina: l'indirizzo è sbagliato, o la sua comunità ha disattivato le pagine.
web-damaged-title = Partita #{ $id }: registrazione danneggiata
web-damaged = La registrazione della partita #{ $id } è danneggiata e non si può mostrare. Un moderatore della sua comunità può eliminarla con il comando elimina del bot.
web-match-link = Guardala sul web: { $url }
web-tournament-link = Classifica e abbinamenti sul web: { $url }
web-leaderboard-link = I primi cento sul web: { $url }
web-turned-on = Le pagine web di questa comunità sono attive: partite, tornei e classifiche hanno i loro link.
web-turned-off = Le pagine web di questa comunità sono disattivate: i loro link ora rispondono “non trovato” e non se ne danno di nuovi.
web-state-on = Le pagine web di questa comunità sono attive; un moderatore le disattiva con { $prefix }web off.
web-state-off = Le pagine web di questa comunità sono disattivate; un moderatore le attiva con { $prefix }web on.
web-not-served = Questo bot non serve pagine web (WEB_LISTEN non è impostato).
web-usage = Scrivi { $prefix }web on o { $prefix }web off (moderatori), o { $prefix }web per vedere se sono attive.
command-web = Le pagine web di questa comunità: attive o disattivate
help-web = { $prefix }web [on|off]: se le partite, i tornei e le classifiche di questo server o gruppo hanno pagine web (attive finché un moderatore non le disattiva; a quel punto i loro link rispondono “non trovato”).
web-not-moderator = Solo un moderatore può attivare o disattivare le pagine web di questa comunità.
board-link = Il tuo collegamento personale per giocare la partita #{ $id } ({ $game }) sulla scacchiera, valido { $days } giorni; non darlo ad altri: { $url }
board-link-sent = { $name }, ti ho mandato in privato un collegamento personale per giocare sulla scacchiera.
board-link-not-player = Solo chi gioca questa partita riceve un collegamento per giocarla sulla scacchiera.
board-link-no-pages = Questa comunità non ha pagine web, quindi non c'è una scacchiera su cui giocare.
picker-board = Gioca sulla scacchiera
web-flip = Gira la scacchiera
web-nothing-to-play = Ora non hai nulla da giocare: la pagina segue la partita e mostra la tua prossima scelta quando arriva.
web-key-refused = Questo collegamento non gioca
web-key-forged = Questo collegamento personale non è uno di quelli dati dal bot, oppure è stato alterato. Chiedine uno nuovo con il comando scacchiera collegamento nel canale della partita.
web-key-expired = Questo collegamento personale è scaduto. Chiedine uno nuovo con il comando scacchiera collegamento nel canale della partita.
web-app-title = Gioca sulla scacchiera
web-app-opening = Accesso tramite Telegram in corso…
web-app-watch = Guarda la partita invece
web-app-refused = Non è stato possibile verificare la firma di Telegram, quindi questa pagina non può giocare per te. Riaprila dalla chat privata del bot.
web-press-failed = Il tocco non è arrivato al bot (troppi tocchi insieme, o la connessione è caduta). Riprova tra un attimo.
web-chart-title = Punteggio a { $game } { $count ->
    [one] nell'ultima partita valutata
   *[other] nelle ultime { $count } partite valutate
}
web-player-title = { $name }
web-ratings = Punteggi
web-no-ratings = Ancora nessuna partita valutata.
web-running-matches = In gioco ora
web-recent-games = Partite recenti
web-no-games = Ancora nessuna partita finita in questa comunità.
web-opponents = Contro ogni avversario
web-won = Vinte
web-drawn = Patte
web-lost = Perse
web-player-link = La sua pagina sul web, con i grafici dei punteggi: { $url }

## Durate a parole
unit-days = { $count ->
    [one] 1 giorno
   *[other] { $count } giorni
}
unit-hours = { $count ->
    [one] 1 ora
   *[other] { $count } ore
}
unit-minutes = { $count ->
    [one] 1 minuto
   *[other] { $count } minuti
}
unit-seconds = { $count ->
    [one] 1 secondo
   *[other] { $count } secondi
}

## Vacanze
help-vacation = { $prefix }vacanza 7d ferma da ora gli orologi di tutte le tue partite per corrispondenza, fino ai giorni che restano del tuo permesso annuale; i tuoi avversari vengono avvisati. { $prefix }vacanza no la termina prima; { $prefix }vacanza da sola mostra la tua situazione. Le partite dal vivo, e i tornei con vacanza=no, continuano.
command-vacation = Ferma gli orologi delle tue partite per corrispondenza
vacation-on = 🏖 { $name } è in vacanza fino al { $until }; dopo restano { $left } del permesso di quest'anno.
vacation-none = { $name } non è in vacanza; restano { $left } di vacanza quest'anno. { $prefix }vacanza 7d ferma le tue partite per corrispondenza.
vacation-not-on = { $name } non è in vacanza.
vacation-ended = 🏖 Bentornato, { $name }: gli orologi delle tue partite per corrispondenza ripartono. Restano { $left } di vacanza quest'anno.
vacation-already = Sei già in vacanza fino al { $until }; { $prefix }vacanza no la termina.
vacation-too-long = Una vacanza di { $asked } supera i { $left } che restano dei tuoi { $allowance } giorni all'anno.
vacation-started = 🏖 { $name } è in vacanza fino al { $until }: { $paused ->
    [0] nessuna partita è ferma
    [one] l'orologio di 1 partita è fermo
   *[other] gli orologi di { $paused } partite sono fermi
}{ $running ->
    [0] {""}
    [one] ; 1 partita (dal vivo, o in un torneo senza vacanze) continua
   *[other] ; { $running } partite (dal vivo, o in tornei senza vacanze) continuano
}. Restano { $left } di vacanza quest'anno; { $prefix }vacanza no la termina prima.
vacation-told = 🏖 { $name } è in vacanza fino al { $until }: il suo orologio nella partita #{ $id } è fermo fino ad allora.
command-network = Il posto di questa comunità nella rete delle comunità
help-network = { $prefix }rete: se questo server o gruppo fa parte della rete delle comunità, su Discord come su Telegram. Moderatori: { $prefix }rete sì <nome> entra con quel nome (o cambia nome), { $prefix }rete no esce (nulla di ciò che è in corso finisce), { $prefix }rete blocca|sblocca <nome> impedisce o permette le partite con una comunità. { $prefix }rete comunità elenca chi ne fa parte.
network-usage = Scrivi { $prefix }rete, { $prefix }rete comunità, oppure (moderatori) { $prefix }rete sì <nome>, no, blocca <nome> o sblocca <nome>.
network-not-moderator = Solo un moderatore può cambiare il posto di questa comunità nella rete.
network-state-out = Questa comunità non fa parte della rete delle comunità. Un moderatore può farla entrare con { $prefix }rete sì <nome>, il nome che vedranno le altre comunità.
network-state-in = Questa comunità fa parte della rete come { $name }; { $prefix }rete comunità elenca chi ne fa parte.
network-outside = Questa comunità non fa parte della rete, quindi qui non c'è nulla da vedere o da cambiare. Un moderatore può farla entrare con { $prefix }rete sì <nome>.
network-needs-name = Indica il nome che vedranno le altre comunità: { $prefix }rete sì <nome>.
network-name-taken = Un'altra comunità di questa piattaforma fa già parte della rete come { $name }: scegli un altro nome.
network-joined = Questa comunità entra nella rete come { $name }. Con le altre comunità si condividono solo le mosse e le parole dei giochi.
network-renamed = Nella rete questa comunità ora si chiama { $name }.
network-left = Questa comunità esce dalla rete. Le partite già in corso continuano.
network-directory = { $count ->
    [one] Una comunità fa parte della rete:
   *[other] { $count } comunità fanno parte della rete:
    }
    { $communities }
network-directory-line = • { $name }
network-directory-here = • { $name } (questa comunità)
network-directory-blocked = • { $name } (bloccata qui)
network-unknown = Nessun'altra comunità della rete si chiama { $name }; { $prefix }rete comunità le elenca.
network-ambiguous = Più comunità si chiamano { $name }: { $communities }. Scrivi il nome con la piattaforma, come lo mostra l'elenco.
network-blocked = { $name } è bloccata: nessuna partita della rete può iniziare tra lei e questa comunità. Le partite già in corso continuano.
network-unblocked = { $name } non è più bloccata.
