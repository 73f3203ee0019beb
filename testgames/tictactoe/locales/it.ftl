title-tictactoe = Tris
rules-tictactoe = Tris, per 2 giocatori: croci e cerchi segnano a turno una casella vuota della scacchiera 3×3, per prime le croci. Tre segni in fila, in colonna o in diagonale vincono; la scacchiera piena senza un tris è patta. Mosse: una casella, da a1 a c3 (b2 è il centro).
tictactoe-placed = { $side ->
    [crosses] Le croci segnano
   *[noughts] I cerchi segnano
} { $square }.
tictactoe-taken = { $square } è già segnata.
tictactoe-move = Una mossa è una casella, da a1 a c3.
tictactoe-players = Il tris è per 2 giocatori.
tictactoe-no-options = Il tris non ha opzioni.
seat-crosses = croci
seat-noughts = cerchi
