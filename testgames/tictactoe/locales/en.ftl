title-tictactoe = Tic-tac-toe
rules-tictactoe = Tic-tac-toe, for 2 players: crosses and noughts take turns marking an empty square of the 3×3 board, crosses first. Three of your marks in a row, a column or a diagonal win; a full board without one is a draw. Moves: a square, a1 to c3 (b2 is the centre).
tictactoe-placed = { $side ->
    [crosses] Crosses mark
   *[noughts] Noughts mark
} { $square }.
tictactoe-taken = { $square } is already marked.
tictactoe-move = A move is a square, a1 to c3.
tictactoe-players = Tic-tac-toe is for 2 players.
tictactoe-no-options = Tic-tac-toe has no options.
seat-crosses = crosses
seat-noughts = noughts
