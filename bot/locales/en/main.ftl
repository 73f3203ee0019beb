## Sides and seats
side = { $side ->
    [attackers] attackers
    [defenders] defenders
   *[other] { $side }
}

## Engine: options and play
option-malformed = “{ $option }” is not an option; write options as name=value, e.g. king=unarmed.
option-unknown = There is no option “{ $option }”; known options: { $known }.
option-bad-value = “{ $value }” is not a value of { $option }; expected one of: { $expected }.
option-players = This game is for { $min } to { $max } players, not { $given }.
play-game-over = The game is over.
play-not-your-turn = It is not your turn.

## Engine: Hnefatafl
tafl-expected-move = “{ $text }” is not a move; write two squares, like d1-d4 or d1 d4.
tafl-bad-square = { $square } is not a square; files run a–k and ranks 1–11.
tafl-empty-square = There is no piece on { $square }.
tafl-not-your-piece = The piece on { $square } is not yours.
tafl-same-square = A move must leave its square.
tafl-not-straight = { $from } to { $to } is not a straight line; pieces move like rooks.
tafl-blocked = A piece stands on { $square }; pieces never jump.
tafl-throne-only-king = Only the king may stop on the throne ({ $square }).
tafl-corner-only-king = Only the king may stop on a corner ({ $square }).
tafl-moved = { $side ->
    [attackers] Attackers
   *[defenders] Defenders
}: { $from }–{ $to }
tafl-captured = Captured on { $square }.
tafl-king-captured = The king is captured on { $square }!
tafl-king-escaped = The king escapes to { $square }!
tafl-no-moves = The { side } have no legal move.

## Chat core: general
too-long = That message is too long ({ $length } characters); commands are at most { $max }.
unknown-command = “{ $command }” is not a command; say { $prefix }help for the list.
internal-error = Sorry, something went wrong on our side; the match is safe. Please try again.
busy-retry = The match changed while your command ran; please send it again.

## Help
help-list = Commands (prefix { $prefix }): help [command], games, rules <game>, challenge @user <game> [options], challenge open <game>, accept, decline, cancel, move <move> (or just the move), board, status, moves, resign, draw, export, lang en|it.
help-help = { $prefix }help [command]: the command list, or how one command works.
help-games = { $prefix }games: the games you can play here.
help-rules = { $prefix }rules <game>: a short summary of a game's rules.
help-challenge = { $prefix }challenge @user <game> [name=value …] challenges someone; { $prefix }challenge open <game> lets anyone accept. Challenges expire after { $minutes } minutes.
help-accept = { $prefix }accept: accept the challenge made to you in this channel.
help-decline = { $prefix }decline: decline the challenge made to you.
help-cancel = { $prefix }cancel: withdraw your own challenge.
help-move = { $prefix }move <move>, or just the move (d1-d4, d1 d4, d1d4) while a match runs here.
help-board = { $prefix }board: post the board again.
help-status = { $prefix }status: whose turn it is and the move number.
help-moves = { $prefix }moves: the moves played so far.
help-resign = { $prefix }resign: give up the match.
help-draw = { $prefix }draw: offer a draw; the opponent accepts by also saying draw.
help-export = { $prefix }export: the match record, which { $prefix }replay tools can check.
help-lang = { $prefix }lang en|it: the language of this channel.
help-unknown = There is no command “{ $command }”; say { $prefix }help for the list.

## Games and rules
games-list = Games: { $games }. Challenge with { $prefix }challenge @user <game>.
game-line = { $name } ({ $players } players)
unknown-game = There is no game “{ $game }”; games: { $games }.
rules-hnefatafl = Hnefatafl 11×11. The attackers (24 dark pieces) move first against 12 defenders and their king on the central throne. Every piece moves like a chess rook and never jumps. Only the king may stop on the throne or the four corners; anyone may pass over the empty throne. A piece is captured when your move closes a sandwich around it with another of your pieces, a corner, or the throne (the throne is always hostile to attackers, to defenders only when empty); moving between two enemies is safe, and the king helps capture. The king is captured when all four of its sides are attackers, corners, the empty throne or the board's edge after an attacker's move. The defenders win when the king reaches a corner, the attackers when they capture him, and a player who cannot move loses. Draws only by agreement. Option: king=unarmed (the king takes no part in captures).

## Challenges
challenge-needs-game = Name a game: { $prefix }challenge @user <game>. Games: { $games }.
challenge-needs-opponent = Mention who you challenge (@user), or say { $prefix }challenge open <game>.
challenge-self = You cannot challenge yourself.
challenge-channel-busy = A { $game } match (#{ $id }) between { $players } is running in this channel; finish it first, or play in another channel or thread.
challenge-pending = { $challenger } already has a { $game } challenge open here; it must be accepted, declined or cancelled first.
challenge-made = { $challenger } challenges { $challenged } to { $game }{ $options }. { $challenged }: say { $prefix }accept or { $prefix }decline (expires in { $minutes } minutes).
challenge-open-made = { $challenger } offers an open game of { $game }{ $options }: anyone may say { $prefix }accept (expires in { $minutes } minutes).
challenge-none = There is no pending challenge in this channel.
challenge-not-for-you = This challenge is for { $challenged }.
challenge-own = You cannot accept your own challenge.
challenge-declined = { $challenged } declines { $challenger }'s challenge.
challenge-cancelled = { $challenger } withdraws the challenge.
challenge-cancel-not-yours = Only { $challenger } may cancel this challenge.
challenge-expired = { $challenger }'s { $game } challenge has expired.
match-started = Match #{ $id }: { $game }. { $seats }. Seed commitment (SHA-256): { $commitment }
seat-line = { side }: { $name }

## Playing
no-match = No match is running in this channel; start one with { $prefix }challenge.
not-a-player = You are not playing in this match.
not-your-turn = It is { $name }'s turn ({ side }).
to-move = Move { $ply }: { $name } ({ side }) to play.
game-won = { $name } ({ side }) wins!
game-drawn = The game is drawn.
resigned = { $name } resigns.
draw-offered = { $name } offers a draw; { $opponent } accepts by saying draw.
draw-agreed = Draw agreed.
draw-already-offered = You have already offered a draw.
seed-revealed = Seed: { $seed } (check: its SHA-256 is the commitment { $commitment }).
status-line = Match #{ $id }, { $game }: { $players }. { $state }
status-finished = Finished: { $result }.
moves-none = No moves yet.
moves-list = Moves: { $moves }
lang-set = This channel now speaks English.
lang-unknown = Unknown language “{ $lang }”; choose en or it.
