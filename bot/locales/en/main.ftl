## Sides and seats
side = { $side ->
    [attackers] attackers
    [defenders] defenders
    [south] south
    [west] west
    [north] north
    [east] east
    [chaotic] Chaotic
    [lawful] Lawful
    [highlands] Terre Alte
    [lowlands] Terre Piane
    [amber] amber
    [blue] blue
   *[other] { $seat }
}
face = { $face ->
    [flame] flame
    [book] book
    [swords] swords
    [tree] tree
    [hat] hat
   *[ear] ear
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
tafl-off-board = { $square } is not on this { $size }×{ $size } board.
tafl-throne-closed = Nobody may stop on or cross the throne ({ $square }) once the king has left it.
tafl-shieldwall = Shieldwall: { $squares } captured.
tafl-exit-fort = The king escapes through an exit fort on { $square }!
tafl-encircled = The attackers have encircled the defenders!
tafl-repetition = { $draw ->
    [1] The position comes back a third time: the game is drawn.
   *[0] Perpetual repetition: the position comes back a third time, and the defenders lose.
}
tafl-moved = { $side ->
    [attackers] Attackers
   *[defenders] Defenders
}: { $from }–{ $to }
tafl-captured = Captured on { $square }.
tafl-king-captured = The king is captured on { $square }!
tafl-king-escaped = The king escapes to { $square }!
tafl-no-moves = The { side } have no legal move{ $draw ->
    [1] : the game is drawn.
   *[0] .
}

## Engine: Uncle Chestnut's Table Gype
gype-expected = “{ $text }” is not a move; write a step (c1 c2), a jump chain (c1 e3 g5), a hat's leap (c1 d3 via c3), roll d4, or setup random.
gype-bad-square = { $square } is not a square; files run a–j, ranks 1–10, and the four corners do not exist.
gype-setup-expected = A set-up lists eight faces along your home row, two each of flame, book, swords and tree (for example setup FFBBSSTT), or says setup random or setup default.
gype-roll-expected = Name the die to reroll, like roll d4.
gype-occupied = { $square } is not empty.
gype-reenter-home = The die on { $square } cannot re-enter its home row.
gype-foreign-home = { $square } is in another player's home row; a die enters only its goal row.
gype-chaos = Chaos rule: no die of { side } crosses the middle of the board until all of them have left the home row.
gype-direction-flame = A flame moves one square in any direction.
gype-direction-book = A book moves only orthogonally (the die on { $square }).
gype-direction-swords = Swords move only diagonally (the die on { $square }).
gype-direction-tree = A tree moves forward, diagonally forward, or straight back (the die on { $square }).
gype-direction-hat = A hat leaps like a chess knight, two squares then one (the die on { $square }).
gype-ear-still = An ear cannot move (the die on { $square }); reroll it instead.
gype-step-in-chain = { $from } to { $to } is a step; a chain is made of jumps only.
gype-not-a-jump = { $from } to { $to } is neither a step nor a jump over an adjacent die.
gype-nothing-to-jump = There is no die between { $from } and { $to } to jump over.
gype-revisit = The chain lands on { $square } twice.
gype-via-not-corner = { $via } is not a corner of the L from { $from } to { $to }.
gype-hat-ambiguous = The two paths of this leap reroll different dice: add via { $first } or via { $second }.
gype-hat-off-frame = No path of this leap to { $to } stays on the board.
gype-hat-no-chain = A hat leaps once and never chains jumps.
gype-via-hat-only = Only a hat's leap names its path with via.
gype-no-die = There is no die on { $square }.
gype-not-yours = The die on { $square } belongs to { $owner ->
    [south] south
    [west] west
    [north] north
   *[east] east
}.
gype-finished-die = The die on { $square } has finished in its goal row and no longer moves or rerolls.
gype-setup-over = The set-up is over; move or reroll a die.
gype-setup-first = First choose your set-up in a private message to me.
gype-chose = { side } has chosen a set-up.
gype-revealed = { side } sets up: { $order }
gype-moved = { side }: { $face } { $path }{ $count ->
    [0] {""}
   *[other] , jumping { $jumped }
}
gype-leaped = { side }: { $face } { $from } → { $to } via { $via }{ $count ->
    [0] {""}
   *[other] , passing over { $passed }
}
gype-rolled = { $square } rerolled: { $emoji } { face }
gype-finished = { $square }: { side } has { $count } of 8 dice home.
gype-setup-prompt = You play { side }. Arrange your dice along { $first }–{ $last }: reply setup and eight faces, two each of F(lame), B(ook), S(words), T(ree), e.g. setup FFBBSSTT; or setup random, or setup default. If you do not answer in time, the default order is used.
gype-turn-roll = none of your dice can move: reroll one, like roll { $square }.

## Engine: LandOver
lo-expected = “{ $text }” is not a LandOver move; write two squares (e7 e5, e7e5 or e7-e5), O-O or O-O-O to castle, or, when asked, flee <square>, fight or place <square>.
lo-bad-square = { $square } is not a square; files run a–h and ranks 1–8.
lo-no-piece = There is no piece on { $square }.
lo-not-yours = The piece on { $square } is not yours.
lo-resting = { $piece } on { $square } is resting this turn and cannot move.
lo-castle-moved = Castling needs the king and that rook unmoved.
lo-castle-blocked = Castling needs every square between the king and the rook empty.
lo-castle-attacked = The king cannot castle: an enemy piece could move onto its square, the square it crosses or the one it reaches.
lo-own-piece = Your own piece stands on { $square }.
lo-same-square = { $square } { $square } does not move: name the square the piece goes to.
lo-king-pawn = A king fights only characters: { $piece } cannot move onto a warrior.
lo-pawn-first = { $piece } makes its first move exactly two squares forward or diagonally forward, over an empty square onto an empty one.
lo-pawn-step = { $piece } moves one square forward, diagonally or backward, never sideways.
lo-cannot-reach = { $piece } cannot move from { $from } to { $to }.
lo-no-decision = Nothing is waiting for flee, fight or place now; move a piece.
lo-flee-square = The resting piece cannot flee to { $square }: name an empty square it reaches by its own move.
lo-king-flight-square = The king cannot flee to { $square }: name an empty square one or two squares away in a straight line, with nothing in between.
lo-place-square = The king cannot be set down on { $square }: choose an empty square within { $reach } steps of { $from }.
lo-moved = { $piece }: { $from } → { $to }.
lo-castled = { $king } castles to { $king_to }; { $rook } goes to { $rook_to }.
lo-attacked = ⚔ { $attacker } attacks { $defender } on { $square }: ratio { $ratio } (C { $ac } against { $dc }, R { $ar } against { $dr }).
lo-cornered = ⚔ { $attacker } attacks the resting { $defender } on { $square }.
lo-fled = 🎲 { $roll }: { $piece } escapes to { $to }.
lo-flee-failed = 🎲 { $roll }: { $piece } fails to escape and fights with −2 C and R 18.
lo-round = 🎲 { $roll }: { $loser } loses { $loss } R ({ $left } left).
lo-round-short = 🎲 { $roll } { $loser } −{ $loss }
events-joined = { $events }.
lo-won = { $winner } defeats { $loser } on { $square } with R { $r }/{ $max }{ $rests ->
    [yes] {" "}and rests next turn.
   *[no] .
}
lo-king-fled = { $king } flees to { $to }, keeping R { $r }{ $rests ->
    [yes] ; { $foe } rests next turn.
   *[no] .
}
lo-kidnapped = { $pawn } kidnaps { $king } on { $square }! 🎲 { $roll }: the king may be carried up to { $roll ->
    [one] { $roll } square
   *[other] { $roll } squares
} away.
lo-placed = { $king } is set down on { $square }; its army fights with −2 C during its next turn.
lo-recovered = { $piece } on { $square } has rested and recovers R { $r }.
lo-victory = { $side ->
    [chaotic] The Demon seizes the Sorcerer's magic item: Chaotic wins!
    [lawful] The Demon is destroyed: Lawful wins!
    [highlands] The Industrialist falls: Terre Alte win!
   *[lowlands] The High king falls: Terre Piane win!
}
lo-no-moves = { side } cannot move: the game is drawn.
lo-prompt-flee = your resting { $piece } on { $square } is attacked: answer flee <square> (it escapes on 6–10 of a d10) or fight (at −2 C with R 18).
lo-prompt-king = { $king } on { $square } is wounded (R { $r }): before the next round, flee <square> one or two squares in a line for 3 R, or fight.
lo-prompt-place = set { $king } down on an empty square within { $reach } steps of { $square }: place <square>.
lo-landover-chaotic-a1 = Siege tower
lo-landover-chaotic-a2 = Orc ram squad
lo-landover-chaotic-b1 = Goblin wolf rider
lo-landover-chaotic-b2 = Orc boar rider
lo-landover-chaotic-c1 = Troll
lo-landover-chaotic-c2 = Skeleton
lo-landover-chaotic-d = Witch
lo-landover-chaotic-e = Demon
lo-landover-chaotic-f1 = Orc soldier
lo-landover-chaotic-f2 = Orc soldier
lo-landover-chaotic-l = Duergar
lo-landover-chaotic-g1 = Goblin squire
lo-landover-chaotic-g2 = Goblin squire
lo-landover-chaotic-h1 = Goblin musician
lo-landover-chaotic-h2 = Orc standard-bearer
lo-landover-chaotic-i = Barbarian spy
lo-landover-lawful-a1 = Human crossbowmen
lo-landover-lawful-a2 = Castle tower
lo-landover-lawful-b1 = Human knight
lo-landover-lawful-b2 = Elf knight
lo-landover-lawful-c1 = Human monk
lo-landover-lawful-c2 = Dwarf cleric
lo-landover-lawful-d = Fairy
lo-landover-lawful-e = Sorcerer
lo-landover-lawful-f1 = Elf soldier
lo-landover-lawful-f2 = Elf soldier
lo-landover-lawful-l = Dwarf
lo-landover-lawful-g1 = Gnome squire
lo-landover-lawful-g2 = Gnome squire
lo-landover-lawful-h1 = Human standard-bearer
lo-landover-lawful-h2 = Elf musician
lo-landover-lawful-i = Thief spy
lo-metalegno-chaotic-a1 = Hill fort
lo-metalegno-chaotic-a2 = Clan ram band
lo-metalegno-chaotic-b1 = Chariot rider
lo-metalegno-chaotic-b2 = Boar rider
lo-metalegno-chaotic-c1 = Druid
lo-metalegno-chaotic-c2 = Bard-seer
lo-metalegno-chaotic-d = High priestess
lo-metalegno-chaotic-e = High king
lo-metalegno-chaotic-f1 = Clan warrior
lo-metalegno-chaotic-f2 = Clan warrior
lo-metalegno-chaotic-l = Berserker
lo-metalegno-chaotic-g1 = Shield-bearer
lo-metalegno-chaotic-g2 = Shield-bearer
lo-metalegno-chaotic-h1 = Piper
lo-metalegno-chaotic-h2 = Clan banner-bearer
lo-metalegno-chaotic-i = Raider spy
lo-metalegno-lawful-a1 = Steam cannon
lo-metalegno-lawful-a2 = Iron tower
lo-metalegno-lawful-b1 = Velocipede hussar
lo-metalegno-lawful-b2 = Automaton rider
lo-metalegno-lawful-c1 = Alchemist
lo-metalegno-lawful-c2 = Engineer
lo-metalegno-lawful-d = Aeronaut
lo-metalegno-lawful-e = Industrialist
lo-metalegno-lawful-f1 = Fusilier
lo-metalegno-lawful-f2 = Fusilier
lo-metalegno-lawful-l = Stoker
lo-metalegno-lawful-g1 = Mechanic
lo-metalegno-lawful-g2 = Mechanic
lo-metalegno-lawful-h1 = Flag-bearer
lo-metalegno-lawful-h2 = Brass bandsman
lo-metalegno-lawful-i = Saboteur spy

## Engine: Quest
quest-expected = That is not a Quest action. On your turn: move (then go B4 C4 or go s e, or stay), act (act sword at a smith; send it to me privately), look <player> with the crystal ball, or attack the player holding your room. At any time: give <player> 2 gold / give <player> rope, allow all / allow none / allow <player>, potion <player>.
quest-bad-player = “{ $word }” is not a player of this match; name a seat (lion, eagle, stag, boar, wolf, bear) or mention the player.
quest-bad-card = “{ $word }” is not an object; objects are sword, lance, mace, shield, armour, damsel, head, rope, bible, grail.
quest-off-map = The step “{ $word }” leaves the map; rows run A–E from the top and columns 1–8 from the left.
quest-bad-room = “{ $word }” is neither a room (A1 to E8) nor a direction (n, e, s, w).
quest-bad-gift = “{ $word }” cannot be given; give a number of gold, an object, a treasure (ball, potion, bag, black-key) or a key (gold key, silver key).
quest-bad-spoil = Take gold, treasure, head or damsel (not “{ $word }”).
quest-room-castle = castle
    .a = a castle
quest-room-desert = desert
    .a = a desert
quest-room-forest = enchanted forest
    .a = an enchanted forest
quest-room-city = city
    .a = a city
quest-room-tower = tower
    .a = a tower
quest-room-field = field of Mars
    .a = a field of Mars
quest-room-church = church
    .a = a church
quest-room-countryside = countryside
    .a = open countryside
quest-room-port = sea port
    .a = a sea port
quest-room-cave = dragon's cave
    .a = a dragon's cave
quest-key-gold = gold key
    .a = the gold key
quest-key-silver = silver key
    .a = the silver key
quest-key-black = black key
    .a = the black key
quest-card-sword = sword
    .a = a sword
quest-card-lance = lance
    .a = a lance
quest-card-mace = mace
    .a = a mace
quest-card-shield = shield
    .a = a shield
quest-card-armour = armour
    .a = a suit of armour
quest-card-damsel = damsel
    .a = a damsel
quest-card-head = dragon head
    .a = a dragon head
quest-card-rope = rope
    .a = a rope
quest-card-bible = bible
    .a = a bible
quest-card-grail = Grail
    .a = the Grail
quest-treasure-ball = crystal ball
    .a = a crystal ball
quest-treasure-potion = health potion
    .a = a health potion
quest-treasure-bag = bag of money
    .a = a bag of money
quest-treasure-black-key = black key
    .a = the black key
quest-rps-rock = rock
quest-rps-paper = paper
quest-rps-scissors = scissors
quest-decider-rps = by rock-paper-scissors
quest-decider-armed = armed against unarmed
quest-decider-hands = on hands
quest-decider-lighter = as the lighter player
quest-decider-defender = as the defender, at equal hands and weight
quest-give-whom = You cannot give to { $player }.
quest-give-in-duel = Nothing changes hands during your duel.
quest-give-lacking = You do not have { $gift } to give.
quest-allow-self = You are always allowed into your own room.
quest-no-potion = You have no health potion.
quest-not-wounded = { $player } is not mortally wounded.
quest-start-expected = Your turn starts with move, act, look <player> or attack.
quest-no-ball = You have no crystal ball.
quest-look-whom = You cannot look at { $player }.
quest-nobody-to-attack = Nobody holds your room against you.
quest-out = You are out of this game.
quest-path-expected = Send your path of up to { $steps ->
    [one] one room
   *[other] { $steps } rooms
}: go B4 C4, go s e, or stay.
quest-confront-expected = Answer attack or stop.
quest-relock-expected = Answer open (the door stays open) or close (it is locked again).
quest-path-too-long = Your die allows { $steps ->
    [one] one room
   *[other] { $steps } rooms
}, not { $given }.
quest-path-not-adjacent = { $to } is not next to { $from }; a path goes from room to neighbouring room.
quest-deck-empty = No { $card } is left in the deck: this action cannot succeed any more.
quest-room-held = { $holder } holds this room: act only with their consent, or win it with attack.
quest-weapon-only-at-smith = Only a smith (on a field of Mars) sells weapons.
quest-advanced-only = The { $kind }'s action belongs to the advanced game.
quest-knights-only = Only knights may act in the { $kind }.
quest-already-wizard = You are a wizard already.
quest-castle-wizard = The king crowns only wizards.
quest-castle-needs = The king receives a vassal who brings a dragon head or a damsel.
quest-chests-empty = Every treasure chest has been found.
quest-tower-needs = Freeing the damsel needs a rope.
quest-smith-choose = Name the weapon you want: act sword, act lance, act mace, act shield or act armour.
quest-smith-price = A weapon costs a vassal one gold.
quest-cave-needs = Facing the dragon needs a sword.
quest-path-prompt = the die allows up to { $steps ->
    [one] one room
   *[other] { $steps } rooms
}: go B4 C4, go s e, or stay.
quest-confront-prompt = { $holder } holds { $room }: attack, or stop before the door.
quest-relock-prompt = the locked door you opened: open (leave it open) or close (lock it again)?
quest-turn-options = move, act, look <player> (with the crystal ball) or attack.
quest-shut-in = Every door of { $room } is closed to you for now. You can still act here, move and stay to wait for someone to open a way, use a potion on a wounded player, or deal with the others (give, allow).
quest-rps-prompt = Duel! Answer rock, paper or scissors.
quest-armour-prompt = you lost this hand: armour (break your armour and count it as won) or keep?
quest-hand-prompt = hand { $hand } of { $total }: { $options }.
quest-spoils-prompt = your spoils: { $options }.
quest-your-hand = You stand on { $room }: { $kind } ({ $difficulty }). You hold: { $hand }.
quest-dealt = The map is dealt face down, the gold and silver keys lie on it, and everyone has their starting room and one gold coin.
quest-start-room = You start on { $room }: { $kind }, difficulty { $difficulty }.
quest-rolled = 🎲 { $player } rolls { $die } to move.
quest-white-door = The white door { $from }–{ $to } is turned: { $open ->
    [1] open.
   *[0] closed.
}
quest-red-door = The red door { $from }–{ $to } is { $open ->
    [1] open.
   *[0] closed.
}
quest-locked-door = The door { $from }–{ $to } is locked: it needs the { $key }.
quest-unlocked = { $player } shows the { $key } and opens the door { $from }–{ $to }.
quest-relocked = { $player } { $open ->
    [1] leaves the door open.
   *[0] locks the door again.
}
quest-key-taken = { $player } picks up the { $key } on { $room }.
quest-blocked = { $player } reaches { $room }, held by { $holder } without consent.
quest-walked = { $player } walks { $path }{ $halt ->
    [door] {" "}and stops at a closed door.
    [occupied] {" "}and stops before an occupied room.
   *[done] .
}
quest-stayed = { $player } stays in the same room.
quest-peeked = You peek at { $count } new { $count ->
    [one] door
   *[other] doors
} around your path.
quest-room-seen = { $room } is { $a_kind }, difficulty { $difficulty }.
quest-acted = { $player } acts, and { $success ->
    [1] succeeds.
   *[0] fails.
}
quest-act-result = { $room } ({ $kind }, difficulty { $difficulty }): you rolled { $roll } — { $gain ->
    [failed] not enough; try again on a later turn.
    [nothing] nothing happens.
    [coin] you earn one gold coin.
    [card] you take { $a_card }.
    [weapon] the smith gives you { $a_card }{ $paid ->
        [1] {" "}for one gold.
       *[0] {" "}for free.
    }
    [chest] you find a treasure chest.
    [knighted] the king takes your { $card } and knights you.
    [wizard] you become a wizard.
   *[crowned] you are crowned!
}
quest-found = The chest holds the { $treasure }.
quest-knighted = ⚔️ { $player } is knighted!
quest-wizard = ✨ { $player } becomes a wizard!
quest-crowned = 👑 { $player } is crowned!
quest-gazed = { $player } gazes into a crystal ball at { $target }.
quest-vision = { $target } stands on { $room } ({ $kind }, difficulty { $difficulty }) and holds: { $hand }.
quest-attacked = ⚔️ { $attacker } attacks { $defender } on { $room }!
quest-rps-chosen = { $player } has chosen.
quest-rps-shown = Rock, paper, scissors: the attacker shows { $attacker }, the defender { $defender }.
quest-rps-again = A tie at equal weight: choose again.
quest-hand-played = { $player } plays the { $card }.
quest-hand-result = Hand { $hand }: { $winner ->
    [none] drawn.
   *[other] won by { $winner }.
}
quest-armour-worn = { $player } breaks their armour and takes the hand.
quest-duel-won = { $winner } beats { $loser }{ $scored ->
    [1] {" "}{ $won }–{ $lost }
   *[0] {""}
} { $decider } and holds the room.
quest-stole = { $winner } takes a weapon from { $loser }.
quest-took-prize = { $winner } takes a dragon head or a damsel from { $loser }.
quest-stole-card = The card taken: { $card }.
quest-took-gold = { $winner } takes a gold coin from { $loser }.
quest-took-treasure = { $winner } takes a treasure from { $loser }.
quest-took-treasure-card = The treasure taken: { $treasure }.
quest-wounded = 🩸 { $player } is mortally wounded: a health potion before their next turn saves them.
quest-died = ☠️ { $player } dies.
quest-healed = 🧪 { $by } heals { $player } with the health potion.
quest-gave = { $from } gives { $to } { $gift ->
    [gold] { $count ->
        [one] one gold coin
       *[other] { $count } gold coins
    }.
   *[item] { $item }.
}
quest-deal-made = 🤝 { $from } and { $to } make a deal in private.
quest-deal-told = Your deal: { $from } gives { $to } { $gift ->
    [gold] { $count ->
        [one] one gold coin
       *[other] { $count } gold coins
    }.
   *[item] { $item }.
}
quest-allowed = { $player } lets { $whom ->
    [all] everyone
    [none] nobody
   *[other] { $whom }
} into their room.
quest-ledger = The ledger ({ $count } { $count ->
    [one] action
   *[other] actions
}, player room=roll, ✓ for success): { $lines }{ $deals ->
    [0] {""}
   *[other] . Secret deals: { $deal_lines }
}
quest-final-hand = { $player } held: { $hand }.
quest-ledger-deal = { $from }→{ $to } { $gift ->
    [gold] { $count ->
        [one] one gold coin
       *[other] { $count } gold coins
    }
   *[item] { $item }
}
quest-hand-gold = { $count ->
    [one] one gold coin
   *[other] { $count } gold coins
}
quest-hand-item = { $item }
quest-hand-empty = nothing

## Chat core: general
slow-down = Slow down: boards, lists, exports and analyses can be asked for again in { $seconds } s.
too-long = That message is too long ({ $length } characters); commands are at most { $max }.
newcomer-welcome = Hello! I host board games in this chat. { $prefix }help lists the commands, { $prefix }games the games, and { $prefix }rules <game> teaches one (try { $prefix }rules hnefatafl). To play: { $prefix }challenge @someone hnefatafl, or { $prefix }challenge ai hnefatafl against the computer.
challenge-waits = The match starts when { $names } { $count ->
    [one] accepts
   *[other] accept
} the challenge ({ $prefix }accept); then play your move.
challenge-waits-open = The match starts when someone accepts the challenge ({ $prefix }accept); then play your move.
unknown-command = “{ $command }” is not a command; say { $prefix }help for the list.
internal-error-after-move = Your move was played, but something went wrong on our side afterwards; { $prefix }board shows the position.
internal-error = Sorry, something went wrong on our side; the match is safe. Please try again.
busy-retry = The match changed while your command ran; please send it again.

## Help
help-list = Commands (prefix { $prefix }): help [command], games, rules <game> [topic], challenge @user <game> [options], challenge open <game>, challenge ai <game> [level=1..5], challenge engine:<name> hnefatafl, engines, network [on <name>|off|communities|block <name>], accept, decline, rematch, cancel, move <move> (or just the move), board, status, moves, hint, resign, draw, export [#id], replay [#id], abort, delete #id, takeback, profile [@user], leaderboard <game>, clock, tournament …, analyse [@user], mygames, seek <game>, seeks, unseek, join, lobby, notify, vacation [7d|off], buttons on|off, lang en|it.
help-help = { $prefix }help [command]: the command list, or how one command works.
help-games = { $prefix }games: the games you can play here.
help-engines = { $prefix }engines: the tafl engines this bot runs, with their rulesets. Play one with { $prefix }challenge engine:<name> hnefatafl rules=<ruleset>; an engine that crashes, runs out of time or answers an illegal move loses the game.
help-rules = { $prefix }rules <game>: a short summary of a game's rules.
help-challenge = { $prefix }challenge @user <game> [name=value …] challenges someone; mention several (@bob @carol) for a game of more players, add players=N to leave seats open, or say { $prefix }challenge open <game> so anyone may accept. { $prefix }challenge ai <game> [level=1..5] plays the computer at once (level 3 unless you say; mentioning me works too); in games of more players each ai takes a seat: { $prefix }challenge @bob ai ai gype. Challenges expire after { $minutes } minutes.
help-accept = { $prefix }accept: accept the challenge made to you in this channel.
help-rematch = { $prefix }rematch: after a game, offers its players the same game, options and clock again, with the sides swapped (in games of more players, each player moves one seat on). The others accept by saying { $prefix }rematch or { $prefix }accept, or with the Rematch button under the final board.
help-decline = { $prefix }decline: decline the challenge made to you.
help-cancel = { $prefix }cancel: withdraw your own challenge.
help-move = { $prefix }move <move>, or just the move (d1-d4, d1 d4, d1d4) while a match runs here. Secret choices go to me in a private message; start with #id if several of your matches wait.
help-board = { $prefix }board: post the board again. { $prefix }board link: a personal link, sent privately, to play your match by touching the board on the web.
help-status = { $prefix }status: whose turn it is and the move number.
help-combat = { $prefix }combat: the last dice of this channel's match told in full, round by round (a LandOver combat, whose announcement gives its rolls in one line).
command-combat = The last combat, round by round
combat-head = Match #{ $id }, { side } { $move }, die by die:
announce-again = Match #{ $id }, announced again after a restart: { side } { $move }.
combat-none = No dice have been rolled in match #{ $id } yet.
help-moves = { $prefix }moves: the moves played so far (the moves you may play now: { $prefix }hint).
help-hint = { $prefix }hint: the legal moves of the player to move, grouped by piece; a choice made in secret is hinted to its player alone, in private.
help-resign = { $prefix }resign: give up the match.
help-draw = { $prefix }draw: offer a draw; the opponent accepts by also saying draw.
help-export = { $prefix }export [#id]: the record of this channel's last match, or of match #id of this server or group, which the bot's replay tool (bot replay) can check. For tafl games, { $prefix }export otn [#id] writes OpenTafl's game file, and { $prefix }export pgn [#id] hnefatafl.org's (Copenhagen only).
help-replay = { $prefix }replay [#id]: this channel's last match, or match #id of this server or group, as an animation: one frame per move as onlookers saw it (secrets stay hidden until the end reveals them), with the dice and combats under the board.
help-lang = { $prefix }lang en|it: the language of this channel.
help-unknown = There is no command “{ $command }”; say { $prefix }help for the list.

## Games and rules
games-list = Games: { $games }. Challenge with { $prefix }challenge @user <game>.
## Games' names for people, by rating key
title-hnefatafl = Hnefatafl
title-hnefatafl-copenhagen = Hnefatafl (Copenhagen)
title-hnefatafl-brandubh = Hnefatafl (Brandubh)
title-hnefatafl-tablut = Hnefatafl (Tablut)
title-gype = Uncle Chestnut's Table Gype
title-landover = LandOver
title-quest = Quest
title-skirmish = Skirmish
game-line = { $name } ({ $players } players)
game-line-rulesets = { $name } ({ $players } players; rules={ $rulesets })
unknown-game = There is no game “{ $game }”; games: { $games }.
rules-topics = More: { $prefix }rules { $game } <topic>, with topics { $topics }.
rules-topic-unknown = { $game } has no rules topic "{ $topic }"; topics: { $topics }.
rules-no-topics = The rules of { $game } come whole: { $prefix }rules { $game }.
rules-missing = The rules of { $game } are not in this bot's catalog.
rules-hnefatafl = Hnefatafl 11×11. The attackers (24 dark pieces) move first against 12 defenders and their king on the central throne. Every piece moves like a chess rook and never jumps. Only the king may stop on the throne or the four corners; anyone may pass over the empty throne. A piece is captured when your move closes a sandwich around it with another of your pieces, a corner, or the throne (the throne is always hostile to attackers, to defenders only when empty); moving between two enemies is safe, and the king helps capture. The king is captured when an attacker moves beside him and so closes his four sides with attackers, corners, the empty throne or the board's edge. The defenders win when the king reaches a corner, the attackers when they capture him, and a player who cannot move loses. Draws only by agreement. These are the seed's rules (rules=classic, the default); the family's other rulesets are rules=copenhagen, rules=brandubh (7×7) and rules=tablut (9×9). Option: king=unarmed (the king takes no part in captures). Moves: d1-d4 or d1 d4 (from, to).
rules-hnefatafl-copenhagen = Copenhagen Hnefatafl (rules=copenhagen), the World Tafl Federation's rules: the classic board and start. Corners are hostile to everyone; the throne always to attackers, to defenders when empty; the edge never. The king is taken only by four attackers, or three with the throne as the fourth, never at the edge. Shieldwall: two or more pieces side by side on an edge, each with an enemy in front, are all captured when a move brackets the row at both ends (with pieces or a corner); a king in the row is spared. The defenders also win with an exit fort: the king on the edge, able to move, inside defenders the attackers can never capture. The attackers also win by encircling every defender so none can reach the edge. A position (board and side to move) seen a third time: the defenders lose. No legal move: you lose.
rules-hnefatafl-brandubh = Brandubh (rules=brandubh), 7×7: a cross of four defenders round the king, four attackers on each arm. Only the king may stop on the throne or the corners; anyone may cross the empty throne. Corners and the empty throne are hostile. The king is taken by two enemies on opposite sides (an attacker, or a corner: an attacker on a3 takes him on a2 against a1), by three attackers when he stands beside the throne (the throne the fourth), by four on it. He wins in a corner. A position seen a third time: the defenders lose. No legal move: you lose.
rules-hnefatafl-tablut = Tablut (rules=tablut), 9×9, Linnaeus's game as reconstructed: the king wins on any edge square. Once he leaves the throne nobody may stop on it or cross it; it is hostile to everyone. He is taken by two attackers on opposite sides, three beside the throne, four on it. There are no corner squares. A position seen a third time, or a player without a move, is a draw.
rules-gype = Uncle Chestnut's Table Gype, for 2 to 4 players (south, west, north, east, in that order). Each player's eight dice start on their home row outside the 8×8 board, arranged in secret and revealed together, and race to the opposite home row. On your turn, reroll one of your dice in place or move one. The top face says how: flame one square any way, book orthogonally, swords diagonally, tree forward, diagonally forward or straight back, hat a knight's leap (say which L with via; the dice it passes over are rerolled), ear not at all. Instead of stepping, a die may jump an adjacent die onto the empty square beyond, and keep jumping in any of its directions; every jumped die is rerolled once when the move ends. A die never enters another player's home row, and once out never re-enters its own. A die that ends its move in its goal row is finished. The first with all eight dice home wins. Options: start=random (dice rolled in place instead of arranged), chaos=on (no die crosses the middle until all its owner's dice have left the home row). House decisions: a chain never lands twice on the same square; a hat's path must stay on the frame. Moves: c1 c2 (a step), c1 e3 g5 (a jump chain), c1 d3 via c3 (a hat's leap), roll d4 (a reroll); the set-up, in private: setup FFBBSSTT, setup random or setup default.
rules-landover = LandOver: chess with dice combat, for 2 players. Chaotic (dark, ranks 7–8) moves first; Lawful (light, ranks 1–2). Characters move as in chess: rooks A, knights B, bishops C, queen D, king E; castling as in chess, never through, from or onto a square an enemy piece could move to. Warriors are pawns: soldiers F, squires G, musician and standard-bearer H, the dwarf L and the spy I, which starts among the enemy. A warrior's first move is exactly two squares forward or diagonally forward onto an empty square over an empty one; afterwards one square forward, diagonally or backward; no promotion, no en passant. There is no check. Every piece has a combat value C and a stock of R that wounds use up. Moving onto an enemy starts a combat fought with a d10 each round until one piece falls; a winning attacker takes the square (a warrior moving onto the enemy king kidnaps it instead). Killing the enemy king wins; a side that cannot move draws. Moves: e2-e4 or g1 f3 (from, to; onto an enemy to attack); answers: flee d6, fight, place d4.
rules-landover-combat = Moving onto an enemy starts a combat: the ratio is the attacker's C minus the defender's; each round a d10 plus the ratio of 6 or more costs the defender (total − 5) R, less costs the attacker (6 − total) R (ours), until one piece falls; a winning attacker takes the square. A winner that lost R rests through its owner's next turn, then recovers; if attacked meanwhile its owner answers flee <square> (escapes on 6–10) or fight (−2 C, R 18). Kings fight only characters, in the usual way (ours), never rest nor recover, and when wounded may flee one or two squares in a line, never over a piece, for 3 R: when attacked before any round, when attacking only after a round.
rules-landover-kidnap = A warrior moving onto the enemy king kidnaps it: roll a d10 and place <square> the king within that many steps; its army has −2 C during its next turn. Army bonuses: squires next to a friendly knight have +2 C +2 R; musicians and standard-bearers have −2 C and give +2 C to friends around them; the dwarf has +2 C −2 R.
rules-landover-options = Options: theme=landover or theme=metalegno (Terre Alte against Terre Piane); kind=C/R replaces a table value, e.g. queen=9/26. House values (the original table is lost): king 8/30, queen 9/26, rook 8/24, knight and bishop 7/22, soldier, squire, herald and dwarf 5/20, spy 6/18. House decisions: the spies start as having moved; a wounded king flees only with more than 3 R; a fight's default after the timeout is fight, and a kidnapped king goes to the nearest empty square.
rules-quest = Quest, the "manual MUD", for 2 to 6 players (4 to 6 recommended), seated lion, eagle, stag, boar, wolf, bear. The map is 40 face-down room cards in rows A–E and columns 1–8, joined by face-down doors, and you discover it as you walk. Everyone starts on a random room, seen only by them, with one gold coin. On your turn do one thing: move (roll a die and walk from room to room through open doors), act (try your room's action, sent privately: a die at least the room's difficulty succeeds) or look <player> (with the crystal ball). Rooms yield coins, treasures, weapons and objects such as ropes, damsels and dragon heads; a vassal bringing a dragon head or a damsel to a castle is knighted. Entering a room someone holds needs their consent or a duel. Basic game: the first knight wins; with game=advanced the first wizard crowned wins. Moves: move then go B4 C4 (rooms) or go s e (directions) or stay; act; look lion.
rules-quest-map = The map is 40 face-down room cards in rows A–E and columns 1–8, ten kinds of four difficulties (1–4, drawn as the suits ♥ ♦ ♣ ♠): castle, desert, enchanted forest, city, tower, field of Mars, church, countryside, sea port, dragon's cave. Between neighbours lie 67 face-down doors from 80 tiles: the gold, silver and black locked doors, green doors (always open), white and red doors (open or closed). Everyone starts on a random room, seen only by them, with one gold coin; the gold and silver keys lie on two rooms, taken by whoever enters.
rules-quest-move = On your turn do one thing. move: roll a die, then go B4 C4 or go s e (up to the die's rooms, or stay). Green doors let you through; a white door is turned for all; a red door only you see; a locked door opens with its key, which is shown, and then you say open or close. A closed door ends the walk. Afterwards you peek at every door around the rooms you stood on (white ones for all), and see the room you reached. Entering a room someone holds needs their consent (allow all, allow none, allow <player>; none by default) or an attack, which starts a duel.
rules-quest-act = Instead of moving you may act or look. act: send it privately; a die at least the room's difficulty succeeds, and the channel hears only that you acted and whether it worked. Castle: a vassal bringing a dragon head or a damsel is knighted. Forest: a random treasure. City: one gold. Tower: with a rope, a damsel. Field of Mars: act <weapon> buys a sword, lance, mace, shield or armour for one gold (free for knights). Church: a bible. Port: a rope. Cave: with a sword, a dragon head. Desert and countryside (with the Grail): a knight becomes a wizard, advanced game only. look <player>: with the crystal ball, see their hand, room and doors. Any time: give <player> 2 gold or give <player> <object> (public in the channel; sent to the bot privately it is a secret deal: the channel hears only who dealt), potion <player> saves a mortally wounded player before their next turn.
rules-quest-duel = Duels: both unarmed play rock, paper, scissors in private (a tie goes to the lighter, else again); armed beats unarmed; both armed play hands, the attacker leading: shield beats sword, mace beats shield, sword beats mace and lance, lance beats shield and mace; armour cancels one lost hand and breaks; out of weapons loses the rest; most hands wins, then the lighter (treasures + coins + weapons), then the defender. The winner holds the room and takes, in private, a weapon or the loser's dragon head or damsel (take head, take damsel), else a coin or a random treasure; a loser with nothing at all is mortally wounded and dies at their next turn unless healed (potion <player>).
rules-quest-end = Basic game: the first knight wins. Option game=advanced: play goes on; knights arm for free; the first wizard crowned (a castle action) wins; a knight who beats a knight in a castle becomes a wizard. At the end the ledger of every action (room and roll), the map and all hands are shown. Our decisions where the seed is silent: red doors are half open with the odd tile open; the card handed to the king leaves the game; the holder of a room is whoever came first or won a duel there; a locked door's question comes when the walk ends; armour cancels only a hand lost in play; spells and the bible's powers were never published and are not played; a time-out stays, stops, closes the door, plays rock, keeps the armour and loses the hand or takes the first spoil.

## Challenges
challenge-needs-game = Name a game: { $prefix }challenge @user <game>. Games: { $games }.
challenge-needs-opponent = Mention who you challenge (@user), or say { $prefix }challenge open <game>.
challenge-self = You cannot challenge yourself.
challenge-channel-busy = A { $game } match (#{ $id }) between { $players } is running in this channel; finish it first, or play in another channel or thread.
challenge-tournament-here = A tournament game (match #{ $id }) is being played here, so { $challenger }'s challenge is cancelled: challenge again in another channel or thread, or once the tournament is over.
challenge-match-here = A match (#{ $id }) is being played here, so { $challenger }'s challenge is cancelled: challenge again in another channel or thread, or once it ends.
challenge-pending = { $challenger } already has a { $game } challenge open here; it must be accepted, declined or cancelled first.
rematch-offered = 🔁 { $challenger } offers { $challenged } a rematch of { $game } with the sides swapped{ $options }. { $challenged }: say { $prefix }rematch or { $prefix }decline (expires in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}).
rematch-none = No game has been played in this channel yet: start one with { $prefix }challenge.
rematch-running = Match #{ $id } is still being played here: a rematch can be asked for once it ends.
rematch-tournament = Match #{ $id } was a tournament game: the tournament pairs its players' next games.
rematch-not-player = Only the players of match #{ $id } can ask for a rematch.
challenge-made = { $challenger } challenges { $challenged } to { $game }{ $options }. { $challenged }: say { $prefix }accept or { $prefix }decline (expires in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}).
challenge-open-made = { $challenger } offers an open game of { $game }{ $options }: anyone may say { $prefix }accept (expires in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}).
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
waiting-for-choice = Nobody has a turn yet: the game waits for { $names } to choose in private (a set-up or a secret choice).
to-move = Move { $ply }: { $name } ({ side }) to play.
to-move-options = Move { $ply }: { $name } ({ side }) to play: { $options }
to-decide = { $name } ({ side }): { $prompt }
game-won = { $name } ({ side }) wins!
game-drawn = The game is drawn.
game-left-to-the-ai = Only the AI is left in play: the match ends here, drawn among its seats.
resigned = { $name } resigns.
engine-not-started = ⚠ The engine { $name } could not be started, so it loses the game.
engine-crashed = ⚠ The engine { $name } stopped running, so it loses the game.
engine-hung = ⚠ The engine { $name } gave no move within { $time }, so it loses the game.
engine-illegal = ⚠ The engine { $name } answered an illegal move ({ $move }), so it loses the game.
engine-no-move = ⚠ The engine { $name } answered no move it could play, so it loses the game.
engines-none = No engines run here: an operator names them in ENGINES.
engines-list = Engines you can challenge (challenge engine:<name> hnefatafl rules=<ruleset>):
    { $engines }
engines-line = • { $name } ({ $protocol }): { $rulesets }
challenge-engine-unknown = There is no engine named { $name } here; engines lists those you can challenge.
challenge-engine-tafl-only = The engine { $name } plays Hnefatafl only.
challenge-engine-ruleset = The engine { $name } does not play { $ruleset }: it plays { $rulesets }.
challenge-engine-unarmed = The engine { $name } cannot play with king=unarmed: its protocol ({ $protocol }) cannot say it.
challenge-engine-position = The engine { $name } cannot start from a position: its protocol ({ $protocol }) cannot set one.
draw-offered = { $name } offers a draw; { $opponent } accepts by saying draw.
draw-two-players = Draws by agreement are for two-player games; with more players, resign to leave the game.
draw-agreed = Draw agreed.
draw-already-offered = You have already offered a draw.
seed-revealed = Seed: { $seed } (check: its SHA-256 is the commitment { $commitment }).
status-line = Match #{ $id }, { $game }: { $players }. { $state }
status-clock = ⏱ Clock: { $clock }. { $times }.
status-finished = Finished: { $result }.
moves-none = No moves yet.
moves-secret = The move list holds secrets right now (a hidden deal or choices not yet revealed): it is shown once they are out.
hint-list = { $name } ({ side }) can play { $count ->
    [one] one move
   *[other] { $count } moves
}:
hint-more = … and { $left ->
    [one] one more piece
   *[other] { $left } more pieces
}: { $prefix }hint <square> lists one ({ $prefix }hint { $example }).
hint-walk = { $name } may walk to { $count ->
    [one] one room
   *[other] { $count } rooms
}: { $rooms }. First steps: { $firsts }. Name the rooms on the way (go B4 C4) or the directions (go s e), or stay.
hint-piece = { $name } can play { $count ->
    [one] one move
   *[other] { $count } moves
} from { $piece }{ $kind ->
    [alone] {""}
   *[list] : { $moves }
}.
hint-piece-none = No move of { $name } starts from { $piece }; { $prefix }hint alone lists them all.
hint-piece-hidden = Only { $name } knows their exact options now; they get them in private with { $prefix }hint.
hint-none = { $name } has no legal move right now.
hint-forms = { $name } ({ side }) has these actions: { $forms }. Which of them are open now depends on what only they know: their exact options go to them in private (send `hint` in the private chat).
hint-in-match = Match #{ $id }, { $game }:
hint-secret = { $name } chooses in secret: the hint goes to them in private.
move-incomplete = “{ $word }” needs more; for example: { $examples }.
move-extra-words = To play { $move }, send it alone, without other words.
moves-list = Moves: { $moves }
moves-attached = The moves of match #{ $id } are in the attached file.
record-attached = The record of match #{ $id } is in the attached file.
replay-attached = Replay of match #{ $id } ({ $players }): { $positions } { $positions ->
    [one] position
   *[other] positions
}, as an animation.
replay-attached-last = Replay of match #{ $id } ({ $players }): the last { $positions } of its { $total ->
    [one] { $total } position
   *[other] { $total } positions
}, as an animation.
replay-not-found = No match #{ $id } was played in this community; { $prefix }replay alone shows this channel's last match.
replay-usage = Write { $prefix }replay for this channel's last match, or { $prefix }replay #12 for match #12.
export-usage = Write { $prefix }export for the record of this channel's last match, or { $prefix }export #12 for match #12 (in a tafl format: { $prefix }export otn #12, { $prefix }export pgn #12).
position-unrated = A game from a position of its own is never rated: ratings compare games from the ruleset's start. Leave out rated, or the position.
export-pgn-start-only = hnefatafl.org's PGN files hold games from the start only: { $prefix }export otn writes this one.
export-format-tafl-only = The { $format } format holds tafl games only: { $prefix }export gives this match's record.
export-pgn-copenhagen-only = hnefatafl.org's PGN files hold Copenhagen 11×11 games only: { $prefix }export otn writes OpenTafl's, which has every ruleset.
export-not-found = No match #{ $id } was played in this community; { $prefix }export alone gives this channel's last match.
lang-set = This channel now speaks English.
lang-unknown = Unknown language “{ $lang }”; choose en or it.

## Multi-player challenges and private play
challenge-group-made = { $challenger } starts a match of { $game }{ $options } for { $seats } players.{ $count ->
    [0] {""}
   *[other] { " " }{ $invited }: say { $prefix }accept or { $prefix }decline.
}{ $open ->
    [0] {""}
    [one] { " " }One open seat: anyone may say { $prefix }accept.
   *[other] { " " }{ $open } open seats: anyone may say { $prefix }accept.
} (expires in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
})
challenge-too-many = That names { $invited ->
    [one] { $invited } opponent
   *[other] { $invited } opponents
} for { $seats } seats; raise players= or mention fewer.
challenge-already-joined = You have already accepted this challenge.
challenge-joined = { $name } joins ({ $joined } of { $seats }).{ $count ->
    [0] {""}
   *[other] { " " }Waiting for { $waiting }.
}{ $open ->
    [0] {""}
   *[other] { " " }Open seats: { $open }.
}
challenge-left = { $name } leaves the challenge.
challenge-ai-seated = { $name } takes { $count ->
    [one] a seat
   *[other] { $count } seats
} and is ready.
challenge-ai-cap = { $name }, you already play { $count ->
    [one] a game
   *[other] { $count } games
} against the AI, the most at once: finish or resign one first.
to-choose = Waiting for a private choice from { $names }.
secret-move-private = That choice is secret: send it to me in a private message.
refused-in-private = { $name }, I answered you in a private message: the reason depends on what only you hold or know.
prompt-time-left = Time left to answer: { $left }.
private-prompt-header = Match #{ $id } ({ $game }): your secret choice.
private-note-header = Match #{ $id } ({ $game }), for your eyes only:
private-group-only = That command works in the match's channel; here you can send moves, board, hint, mygames, notify, help, games, rules and lang.
private-no-such-match = You play no running match with that number.
private-nothing-awaits = None of your matches is waiting for you; say board for your matches.
private-already-chosen = Your choice in match #{ $id } is already made, and it is final; the others are still choosing.
private-which-match = Several of your matches wait for you ({ $ids }); start with the number, like { $example }.
private-move-done = Done (match #{ $id }); this is your view.
decision-timed-out = Time is up for { $name }: the default is played.

## Buttons, private chats and platform menus
button-accept = Accept
button-decline = Decline
button-rematch = Rematch
button-stale = This is already settled: the button does nothing now.
private-chat-needed = { $names } { $count ->
    [one] must
   *[other] must each
} open a private chat with me first: { $why ->
    [list] the list of your matches is private, so it comes by private message
    [link] your link to play from the board is personal, so it comes by private message
    [notices] notifications by private message need it
   *[secrets] this game sends secrets by private message
}. Open it here: { $link } then try again.
private-welcome = Hello! Your private chat with me is open: I will send your secret choices and views here. Go back to your group to challenge or accept; say help for the commands.
command-help = The commands, or how one works
command-games = The games you can play
command-engines = The tafl engines you can challenge
command-rules = A game's rules in short
command-challenge = Challenge someone: @user <game>
command-accept = Accept the challenge here
command-decline = Decline the challenge
command-rematch = Play the last game again, sides swapped
command-cancel = Withdraw your challenge
command-move = Play a move
command-board = Post the board again
command-status = Players, turn and match number
command-moves = The moves played so far
command-hint = The legal moves of the player to move
command-resign = Resign the match
command-draw = Offer or accept a draw
command-export = The match record
command-replay = Watch a match again as an animation
command-lang = Language: en or it
command-view = Your own view of your matches, shown to you alone
command-secret = Send a secret choice (a set-up), seen by you alone
discord-option-user = Who you challenge
discord-option-user2 = A second player (Table Gype)
discord-option-user3 = A third player (Table Gype)
discord-option-game = The game
discord-option-options = Game options, like king=unarmed
discord-option-thread = Play the match in a new thread
discord-option-text = The move, like a4-b4
discord-option-choice = Your secret choice
discord-option-player = Whose profile (yourself if empty)
discord-option-control = 24h, 30m or 10+5 (moderators set it)
discord-option-action = What to do
discord-option-details = For create: game, format and options, like hnefatafl swiss:5 clock=1d
discord-option-part = A part of the rules, like combat or duel
discord-option-topic = A command to explain
discord-option-language = The language of this channel
discord-option-rules = A ruleset of the game's family, like copenhagen
discord-option-all = Show the AI's levels too
discord-not-for-you = This button is not for you: it answers a challenge addressed to someone else.
discord-thread-opened = The match is played in { $thread }.
discord-thread-cooldown = You opened a thread for a challenge a moment ago: wait { $seconds } s, or challenge here without a thread.
discord-dms-closed = { $name }, I cannot send you direct messages. Allow them (server menu, Privacy settings, Direct messages) and I will write to you; meanwhile /view shows your board and /secret sends a secret choice, both seen by you alone.

## Community play: clocks, takebacks, ratings, tournaments
match-terms = Clock: { $clock }; { $ranked ->
    [ranked] rated
   *[casual] casual (no rating change)
}.
clock-reminder = ⏰ { $names }: your turn in { $game } #{ $id }; { $left }.
time-left = { $left } left
control-per-move = { $limit } a move
control-live = { $base } each, +{ $increment } a move
control-bank = a bank of { $bank }, +{ $increment } a move
control-bank-max = , at most { $max } on one move
control-bank-min = , { $min } always kept
time-left-bank = { $left } left, +{ $increment } a move
lost-on-time = { $name } ran out of time.
move-after-deadline = Too late, { $name }: your time ran out before this move arrived, so it is not played.
clock-default = This channel's default clock: { $clock }. Moderators set it with { $prefix }clock 24h (5m to 7d a move) or { $prefix }clock 10+5 (minutes each plus seconds a move).
clock-set = The default clock here is now { $clock }.
clock-not-moderator = Only a moderator of this channel can change its default clock.
abort-not-moderator = Only a moderator of this channel can abort a match.
match-suspended = Match #{ $id } is suspended: its record no longer replays under the current rules. A moderator can end it with { $prefix }abort, and then a new match can start here.
match-newer = Match #{ $id } is being played by a newer version of the bot, which is starting up: ask again in a minute.
match-damaged = The record of match #{ $id } is damaged and cannot be read. A moderator can delete it with { $prefix }delete #{ $id }.
match-deleted = The damaged record of match #{ $id } was deleted by { $name }.
delete-refused = Match #{ $id } has no damaged record in this community: only a finished match whose record cannot be read is deleted.
delete-usage = Write { $prefix }delete #12 to delete the damaged record of match #12.
delete-not-moderator = Only a moderator can delete a match record.
match-aborted = Match #{ $id } was aborted by { $name }; no rating changes.
takeback-two-players = Takebacks are for two-player matches.
takeback-asked = { $name } asks to take back their last move. { $opponent }: say { $prefix }takeback to agree, or just play on.
takeback-already-asked = You have asked already; { $opponent } must answer.
takeback-ai-rated = { $opponent } takes no takebacks in a rated game; in a casual game (the default against the computer) it agrees at once.
takeback-done = { $name }'s last move is taken back.
takeback-refused-over = The game is over; nothing can be taken back.
takeback-refused-no-move = There is no move of yours to take back.
takeback-refused-opponent-moved = Too late: { $opponent } has moved since your last move.
takeback-refused-chance = Not possible: a die was rolled after that move, and the seed's randomness is already known.
button-takeback = Agree to take back
profile-unrated = unrated
profile-none = { $name } has no finished games yet.
profile-head = { $name }:
profile-game = { $game }: { $rating }, { $games ->
    [one] { $games } game
   *[other] { $games } games
}: { $wins } won, { $losses } lost, { $draws } drawn.
profile-result = { $verdict ->
    [win] won
    [draw] drew
   *[loss] lost
} against { $opponents } ({ $game })
profile-recent = Last results: { $results }.
leaderboard-needs-game = Name a game: { $prefix }leaderboard <game>. Games: { $games }.
leaderboard-empty = No rated { $game } games in this community yet.
leaderboard-head = { $game }: the top players here
leaderboard-line = { $rank }. { $name } { $rating } ±{ $deviation }
leaderboard-line-ai = { $rank }. { $name } (computer) { $rating } ±{ $deviation }
leaderboard-own = You are #{ $rank } with { $rating }.
leaderboard-own-none = You have no rated { $game } game here yet.
tournament-add-usage = Enter the AI with { $prefix }tournament add ai [level=1..5] (level 3 unless you say).
tournament-usage = Tournaments: { $prefix }tournament create <game> <format> [options], then join, leave, start, standings, pairings, cancel; the organiser or a moderator may enter the AI with add ai level=1..5. Formats: { $formats }.
tournament-none = There is no tournament in this channel; open one with { $prefix }tournament create <game> <format>.
tournament-exists = Tournament #{ $id } ({ $game }) is already open or running here.
tournament-bad-format = “{ $format }” is not a format; use one of: { $formats }.
tournament-two-players = Tournaments are for two-player games, and { $game } is not one.
tournament-created = { $name } opens tournament #{ $id }: { $game }, { $format }{ $options }. Say { $prefix }tournament join to enter; { $name } starts it with { $prefix }tournament start.
tournament-joined = { $name } joins tournament #{ $id } ({ $count ->
    [one] 1 entrant
   *[other] { $count } entrants
}).
tournament-left = { $name } leaves tournament #{ $id }.
tournament-withdrawn = { $name } withdraws from tournament #{ $id }: their games not yet started are lost by forfeit.
tournament-already-joined = You are in this tournament already.
tournament-not-entrant = You are not in this tournament.
tournament-started-already = The tournament has started already.
tournament-not-running = The tournament is over.
tournament-full = The tournament is full ({ $max } entrants).
tournament-too-few = At least two entrants are needed to start.
tournament-not-creator = Only { $name }, who opened it, or a moderator can do that.
tournament-started = Tournament #{ $id } starts with { $count } entrants. { $mode ->
    [side-by-side] Each round's games start at once, each in its own thread or topic; results are announced here.
   *[one-by-one] Games are played here one after another.
}
tournament-side-by-side = Each round's games will be played side by side, each in its own thread or topic under this channel.
tournament-one-by-one = Games will be played here one after another: this chat cannot open a thread or topic for each game (on Telegram, that takes a supergroup with topics).
tournament-needs-topics-right = Games will be played here one after another: to play each game in its own topic, give me the right to manage topics, then create the tournament again.
tournament-venue-failed = Tournament #{ $id }: I could not open a thread or topic for a game, so the rest of the games are played here one after another.
tournament-result = Tournament #{ $id }, round { $round }: { $first } – { $second } { $score }.
tournament-round-word = round
tournament-round = Tournament #{ $id }, round { $round }:
tournament-pair = { $board }. { $first } – { $second }{ $result }
tournament-bye = { $board }. { $name }: bye (1 point)
tournament-playing = (playing)
tournament-playing-due = (playing; { $names } to move by { $due })
tournament-next-game = Tournament #{ $id }, round { $round }: { $first } – { $second } is next.
tournament-waiting = Tournament #{ $id }: the next game starts when the match running here ends.
tournament-finished = Tournament #{ $id } is over.
tournament-cancelled = Tournament #{ $id } is cancelled.
tournament-pairings-none = No pairings yet: the tournament has not started.
tournament-standings-head = Tournament #{ $id }, standings over { $round ->
    [1] round 1
   *[other] rounds 1–{ $round }
}{ $open ->
    [0] {""}
    [one] {" "}(1 game of round { $round } still being played)
   *[other] {" "}({ $open } games of round { $round } still being played)
}:
tournament-standing = { $rank }. { $name } { $score } ({ $wins } won, { $draws } drawn, { $losses } lost; Buchholz { $buchholz }, Sonneborn-Berger { $sb })
tournament-table-title = Tournament #{ $id } – { $game } – final standings
table-rank = #
table-player = Player
table-score = Score
table-record = W-D-L
table-buchholz = Buchholz
table-sb = S-B
command-abort = Abort this channel's match (moderators)
command-delete = Delete a damaged match record (moderators)
command-takeback = Ask to take back your last move, or agree
command-profile = Ratings and results of you or @user
command-leaderboard = The community's best players of a game
command-clock = The channel's default clock (moderators set it)
command-tournament = Tournaments: create, join, leave, start, standings, pairings, cancel
help-abort = { $prefix }abort: a moderator ends the match here; nobody's rating changes.
help-delete = { $prefix }delete #id: a moderator deletes the record of match #id when it is damaged and can no longer be read; records that read stay.
help-takeback = { $prefix }takeback: ask to take back your last move; the opponent agrees by saying takeback too. Only before the opponent moves, and never after a die roll.
help-profile = { $prefix }profile [@user]: rating and deviation per game, wins, losses, draws and the last five results.
help-leaderboard = { $prefix }leaderboard <game> [all]: this server's or group's top ten, and your rank; people only, unless all adds the AI's levels (marked computer). Games against the computer count only when the challenge says rated.
help-clock = { $prefix }clock [24h | 10+5]: the channel's default clock; a challenge may set its own with clock=… and casual for no rating change.
help-tournament = { $prefix }tournament create <game> <round-robin | double-round-robin | swiss:N | elimination> [options]; then join, leave, start, standings, pairings, cancel; add ai level=3 enters the AI (organiser or moderator).

## Skirmish
sk-expected = Not a Skirmish order; expected { $expected }.
sk-bad-model = “{ $word }” is not a model: write #3 for your own, or its side letter and number (B7).
sk-bad-square = “{ $word }” is not a square: write a file letter and a rank, such as f7.
sk-bad-target = “{ $word }” is not a target: name a model (B7) or the square it stands on (b7).
sk-bad-value = “{ $word }” is out of range: characteristics go from 1 to 7, armour from 0 to 5.
sk-bad-preset = There is no warband “{ $word }”; presets: militia, mercenaries, elves, gunners, raiders.
sk-bad-role = There is no troop type “{ $word }”; try recruit, sergeant, spearman, pikeman, crossbowman, captain, swordsman, axeman, hammerer, pistoleer, warden, archer, blade, gunmaster, musketeer, blunderbusser, guard, chief, brute, flailer, slinger.
sk-bad-weapon = There is no weapon “{ $word }”; the weapons are { $weapons }.
sk-warband-expected = Warband orders: warband <preset>, warband add <type>, warband remove #3, warband set #3 V F R M C T armour, warband equip #3 sword shield.
sk-warband-deployed = Your warband is already deploying; it can no longer change.
sk-warband-full = A warband has at most { $max } models.
sk-warband-last = A warband keeps at least one model.
sk-profile-range = Each characteristic goes from 1 to 7 and armour from 0 to 5.
sk-kit-hands = That kit needs more than two hands: a two-handed weapon takes both, a one-handed weapon or a shield one (so a shield goes with at most one one-handed weapon).
sk-warband-set = { $side }'s warband now has { $models ->
    [one] { $models } model
   *[other] { $models } models
}.
sk-prompt-setup = deploy in your three edge rows (deploy #3 c2, deploy auto), or first change your warband (warband …).
sk-prompt-movement = round { $round } of { $rounds }, movement: move, march or run your models (move #3 f7, via, climb), then next.
sk-prompt-assault = round { $round } of { $rounds }, assault: charge #{ $model } { $target } (#{ $model } may charge { $reach } inches) or break #{ $model }, then next to fight.
sk-prompt-shooting = round { $round } of { $rounds }, shooting: shoot #{ $model } { $target }, then next to end your turn.
sk-ask-parry = { $model } is hit by { $attacker }: parry (spend one of its attacks on C against C) or strike (keep the attack and take the blow)? On time-out it parries.
sk-ask-target = { $model } attacks: target one of { $foes } (target B7)? On time-out, the one with the least R left.
sk-ask-flight = { $model } flees: flee <square> to { $count ->
    [one] the only square
   *[other] one of the { $count } squares
} in reach touching no enemy? On time-out, { $default }, the farthest from the enemy.
sk-ask-advance = { $model } has no enemy left in contact: advance <square> up to V/2 away, or stay? On time-out it stays.
sk-nothing-asked = Nothing is being decided now: give an order, or next.
sk-no-parry = { $who } keeps its attack and takes the blow.
sk-sure-blow = { $who } catches the fugitive off guard: the blow lands without a hit roll.
sk-advances = { $who } advances to { $to }.
sk-deploy-first = Deploy first: deploy #3 c2, or deploy auto.
sk-battle-begun = The battle has begun: warbands and deployment are fixed.
sk-already-deployed = { $model } is already deployed.
sk-deploy-zone = { $square } is outside your three deployment rows.
sk-square-taken = { $square } is taken or impassable.
sk-all-deployed = Every model of yours is deployed.
sk-zone-full = There is not enough room left in your deployment rows.
sk-deployed = { $who } deploys on { $to }.
sk-no-model = There is no model { $model }.
sk-no-target = No model to target at { $target }.
sk-own-model = { $target } is on your own side.
sk-wrong-phase = It is the { $phase } phase; that order belongs to the { $wanted } phase (say next to move on).
sk-phase-movement = movement
sk-phase-assault = assault
sk-phase-shooting = shooting
sk-model-down = { $model } is no longer on the field.
sk-routed = { $model } is routed and acts on its own until it rallies.
sk-rallied-still = { $model } rallied this phase and stays put; it acts again from the assault phase.
sk-already-moved = { $model } already moved this turn.
sk-engaged-no-move = { $model } is locked in a fight: it may only break off in the assault phase.
sk-off-field = { $square } is off the field.
sk-impassable = { $square } is impassable.
sk-already-there = { $model } is already there.
sk-no-path = There is no path to { $square }.
sk-too-far = No path within { $allowance } inches: { $model }'s shortest way to { $square } is { $inches } inches ({ $pace }).
sk-pace-move = simple move
sk-pace-march = march
sk-pace-run = run
sk-already-assaulted = { $model } already charged or broke off this turn.
sk-ran = { $model } ran this turn: no assault and no shooting.
sk-engaged-charge = { $model } is already fighting.
sk-no-path-to = There is no way into contact with { $target }.
sk-not-fighting = { $model } is not in a fight.
sk-already-shot = { $model } already shot this turn.
sk-marched-assaulted = { $model } marched and then assaulted: it gave up shooting.
sk-engaged-no-shoot = { $model } is engaged in melee and cannot shoot.
sk-no-ranged = { $model } has no ranged weapon.
sk-weapon-spent = { $model }'s { $weapon } has fired its one shot.
sk-weapon-jammed = { $model }'s { $weapon } is jammed until the next shooting phase.
sk-not-loaded = { $model }'s { $weapon } is not loaded: it reloads by giving up moving or assaulting (both for slow reload 2), out of melee.
sk-too-many-targets = { $model } has { $shots ->
    [one] { $shots } shot
   *[other] { $shots } shots
} this turn.
sk-out-of-range = Out of range: { $target } is { $inches }″ away; the { $weapon } reaches { $reach }″, and a cone must be aimed within it.
sk-no-sight = { $target } is out of sight: something impassable is in the way.
sk-map-numbered = The battlefield is generated map { $number } (map=random-{ $number } plays it again).
sk-roll-off = Roll-off: amber { $amber }, blue { $blue }.
sk-first-turn = { $side } plays first.
sk-phase-begins = Round { $round }, { $side }: { $phase } phase (next ends it).
sk-roll = { $who } { $result }: { $stat } { $value } vs { $against }: target { $target }, rolled { $roll }.
sk-roll-critical = { $who } { $result }: { $stat } { $value } vs { $against }: target { $target }, rolled { $roll }, critical!
sk-roll-fumble = { $who } { $result }: { $stat } { $value } vs { $against }: target { $target }, rolled { $roll }, fumble!
sk-test = { $who } { $result }: test { $stat } { $value }, rolled { $roll }.
sk-test-critical = { $who } { $result }: test { $stat } { $value }, rolled { $roll }, critical!
sk-test-fumble = { $who } { $result }: test { $stat } { $value }, rolled { $roll }, fumble!
sk-stat-v = V
sk-stat-f = F
sk-stat-r = R
sk-stat-m = M
sk-stat-c = C
sk-stat-t = T
sk-stat-armour = armour
sk-hit-yes = hits
sk-hit-no = misses
sk-shot-yes = hits
sk-shot-no = misses
sk-parry-yes = parries
sk-parry-no = fails to parry
sk-save-yes = is saved by armour
sk-save-no = is not saved
sk-wound-yes = wounds
sk-wound-no = fails to wound
sk-jump-yes = jumps up
sk-jump-no = fails the jump
sk-climb-yes = climbs up
sk-climb-no = fails the climb
sk-drop-yes = gets down safely
sk-drop-no = falls
sk-fall-yes = is hurt by the fall
sk-fall-no = is unhurt by the fall
sk-morale-yes = holds
sk-morale-no = breaks
sk-rally-yes = rallies
sk-rally-no = keeps running
sk-catch-yes = catches the fugitive
sk-catch-no = lets the fugitive go
sk-break-yes = breaks off
sk-break-no = cannot break off
sk-stun-yes = shrugs off the stun
sk-stun-no = is stunned
sk-initiative = { $who } (V { $value }) rolls { $roll } for the order of attacks.
sk-moved = { $who } ({ $pace }) reaches { $to }, { $inches } inches.
sk-stopped = { $who } stops at { $at }.
sk-free-attack = { $by } gets a free attack on { $on }.
sk-free-shot = { $by } gets a free shot at the running { $on }.
sk-charge-declared = { $who } charges { $target }: { $inches } inches by its path, within the { $reach } it may charge.
sk-charged = { $who } reaches { $to } and fights { $target }.
sk-charge-failed = { $who }'s charge at { $target } fails: { $inches } inches, it charges { $reach }.
sk-parried = { $who } parries the blow.
sk-strikes-back = { $who } strikes back!
sk-armour-ignored = The blow finds a gap: { $who }'s armour does not count.
sk-extra-attack = { $who } gets an extra attack.
sk-loses-attack = { $who } loses its next attack.
sk-clumsy = { $who } fumbles: −1 C on its next attack.
sk-wounded = { $who } takes { $damage ->
    [one] 1 wound
   *[other] { $damage } wounds
}: R { $r }.
sk-removed = { $who } is removed from the field.
sk-jammed = { $who }'s { $weapon } jams.
sk-shot-wasted = { $target } is { $inches }″ from { $who }; the { $weapon } reaches { $reach }″: the shot is wasted.
sk-reloaded = { $who } reloads the { $weapon }.
sk-thrown = { $who }'s { $weapon } is thrown and gone.
sk-spent = { $who }'s { $weapon } has fired its one shot.
sk-in-cover = { $who } finds cover: +1 V against shots this turn.
sk-blast = { $who }'s blunderbuss sweeps the cone: { $caught ->
    [one] { $caught } model caught
   *[other] { $caught } models caught
}.
sk-caught = { $by } catches the fleeing { $who }.
sk-fled = { $who } flees to { $to }.
sk-broke-off = { $who } breaks off to { $to }.
sk-routs = { $who } routs: it will run from the enemy.
sk-runs-away = { $who } runs away.
sk-rallied = { $who } rallies and acts again from the assault phase.
sk-wiped = { $side } has no model left on the field.
sk-round-limit = The round limit is reached. Models removed: amber { $amber }, blue { $blue }.
sk-side-amber = amber
sk-side-blue = blue
sk-info-usage = Say info #3 for your own model, or info B7 for any.
sk-info = { $model }, { $role }: { $profile }, armour { $armour }{ $shield ->
    [0] {""}
   *[other] {" "}+ shield
}; { $square }; { $state }.
sk-info-weapon =   { $weapon }: strength { $strength }, penetration { $penetration }{ $reach ->
    [0] {""}
   *[other] , reach { $reach } inches
}.
sk-state-ready = ready
sk-state-engaged = engaged
sk-state-routed = routed
sk-state-removed = removed
sk-state-undeployed = not deployed yet
sk-weapon-dagger = dagger
sk-weapon-shortsword = short sword
sk-weapon-sword = war sword
sk-weapon-rapier = rapier
sk-weapon-longsword = long sword
sk-weapon-greatsword = greatsword
sk-weapon-axe = axe
sk-weapon-greataxe = great axe
sk-weapon-mace = mace
sk-weapon-warhammer = war hammer
sk-weapon-greathammer = great hammer
sk-weapon-spear = spear
sk-weapon-pike = pike
sk-weapon-flail = flail
sk-weapon-greatflail = great flail
sk-weapon-shortbow = short bow
sk-weapon-compositebow = composite bow
sk-weapon-longbow = longbow
sk-weapon-crossbow = crossbow
sk-weapon-heavycrossbow = heavy crossbow
sk-weapon-sling = sling
sk-weapon-pistol = pistol
sk-weapon-musket = musket
sk-weapon-blunderbuss = blunderbuss
sk-role-recruit = recruit
sk-role-sergeant = sergeant
sk-role-spearman = spearman
sk-role-pikeman = pikeman
sk-role-crossbowman = crossbowman
sk-role-captain = captain
sk-role-swordsman = swordsman
sk-role-axeman = axeman
sk-role-hammerer = hammerer
sk-role-pistoleer = pistoleer
sk-role-warden = warden
sk-role-archer = archer
sk-role-blade = blade
sk-role-gunmaster = gunmaster
sk-role-musketeer = musketeer
sk-role-blunderbusser = blunderbusser
sk-role-guard = guard
sk-role-chief = chief
sk-role-brute = brute
sk-role-flailer = flailer
sk-role-slinger = slinger
rules-skirmish = Skirmish, a miniatures battle for 2 on a square grid where one square is one inch (24×24 by default). Amber and blue each lead a warband of models with V F R M C T from 1 to 7, armour and weapons, deployed in their three edge rows. A roll-off decides who plays first; turns alternate, each of three phases closed by next: movement (move, march or run), assault (charge into contact, then every engaged model fights) and shooting (shoot). Rolls compare X against Y: roll 2d6 ≤ 7 + X − Y, and a single value is tested with 1d6 ≤ the value. A side with no models loses; after rounds=8 the side that removed more models wins. Orders: deploy #3 c2, move #3 f7, charge #3 B7, shoot #2 B7, next.
rules-skirmish-warbands = The grid: one square is one inch, files a–z, ranks 1–26 (24×24 by default, size=16…26). Terrain is open, impassable (walls, rocks: they block moving and sight) or raised 1–6 inches; maps: map=open|ruins|hill|random (generated, mirrored for fairness; random-N replays map N). Models have V F R M C T from 1 to 7, armour 0–5, a kit for two hands: a two-handed weapon takes both, a one-handed weapon or a shield (+1 armour) one. Warbands: amber=… blue=… with militia, mercenaries, elves, gunners, raiders; before deploying, warband <preset>, warband add <type>, warband remove #3, warband set #3 V F R M C T armour, warband equip #3 sword shield. Amber then blue deploy in their three edge rows (deploy #3 c2, deploy auto). Your models are #3, any model is its side letter and number (A3, B7), squares are lower case.
rules-skirmish-dice = Comparison of X against Y: roll 2d6 ≤ 7 + X − Y (between 2 and 12); 12 always fails, 2 is critical unless the target is 2, 12 is a fumble unless the target is 12. Test: 1d6 ≤ the value, 1 critical, 6 fumble.
    Comparison table: X across, Y down; each cell is the 2d6 target and its chance of success.
    { $table }
rules-skirmish-move = A roll-off decides who plays first; turns alternate, each of three phases closed by next: movement, assault and shooting. Movement: move #3 f7 (V), march (2V: then give up assault or shooting), run (3V: neither); paths cost 1 a straight step, 1.5 a diagonal, the hypotenuse across levels; via e5 forces a square; going up is a jump (F vs height) or with climb half speed against half the height; going down is V vs height; a failure stops the move and may wound with F = height. Enemies you pass within an inch strike once for free; running within half an enemy's range draws a free shot.
rules-skirmish-assault = Assault: charge #3 B7 up to V/2 into contact, else the charge fails; the charger has +1 F and +1 V in its first round. Then every engaged model fights: C/2 attacks, highest V first (ties rolled), one at a time. Hit C vs C (critical: no armour; fumble: the enemy gets an extra attack); parry weapons spend one of their attacks on C vs C to cancel a hit (critical: strike back); armour 1d6 ≤ armour − penetration (critical: the attacker loses its next attack; fumble: automatic wound); wound F vs R: 1 R plus 1 for every 2 points of F over R (critical +1; fumble: −1 C next attack); stun: test R or lose the next attack. The side that took more wounds tests M (−1 per model lost, −1 at R 1); a failure flees V, unless an engaged enemy passes a V test and strikes it. break #3: V against the fastest enemy's V (critical: 1.5 V away).
rules-skirmish-shoot = Shooting: shoot #2 B7 [B8 …] if not engaged; targets are declared before the range is measured, so a shot beyond the weapon's reach is wasted; beyond half range −1 T, F and penetration; hit T vs V (+1 if it ran, +2 if engaged); a critical passes armour, a fumble jams the weapon; quick shot: +1 shot if it did not fight, +1 if it did not move; slow reload 1/2: give up the movement or the assault phase (both for 2) to reload; thrown daggers and spears are gone; the blunderbuss hits every model in a 90° cone 8 inches long, once. A model halved by shots tests M at the end of the phase or runs in its next movement phase, and tests M to rally after that.
rules-skirmish-end = A side with no models loses; after rounds=8 the side that removed more models wins. info #3 or info B7 shows a model. Our decisions where the seed is silent: the table, turns, phases and roll-off; squares for inches; decisions asked in the middle of a fight (parry or strike, which touching enemy to target, where to flee, an advance of V/2 after a won fight) default on time-out to parry, the enemy with the least R, the farthest square and staying; blunderbuss hits are automatic; cover from a critical save lasts the turn; a reload counts within one turn; a failed charge spends the model's assault; at a time-out in deployment the rest deploys automatically.

## Reviews by the AI (analyse)
command-analyse = The AI reviews your moves in the last game here
help-analyse = { $prefix }analyse [@user]: once a two-player game without hidden information is over, the AI reviews your moves (or the mentioned player's) and marks inaccuracies ?!, mistakes ? and blunders ?? with the chance to win before and after. Never during a game.
analysis-running = Match #{ $id } is still running: the AI reviews a game only once it is over.
analysis-busy = The AI is busy reviewing other games: ask again in a minute.
analysis-unsupported = The AI reviews two-player games without hidden information (hnefatafl, landover, skirmish); { $game } is not one of them.
analysis-not-a-player = { $name } did not play in match #{ $id } ({ $players }): mention one of its players.
analysis-head = The AI (level { $level }) on { $name }'s { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} in match #{ $id }, { $game }: { $inaccuracies } { $inaccuracies ->
    [one] inaccuracy
   *[other] inaccuracies
}, { $mistakes } { $mistakes ->
    [one] mistake
   *[other] mistakes
}, { $blunders } { $blunders ->
    [one] blunder
   *[other] blunders
}.
analysis-line = Move { $number }: { $played } ({ $kind }: chance to win { $before }% → { $after }%; better { $best })
analysis-inaccuracy = inaccuracy
analysis-mistake = mistake
analysis-blunder = blunder
analysis-clean = No mistakes found: well played.
analysis-cut-short = The review stopped after the first { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, to keep the bot quick for everyone.
analysis-attached = The AI's review of match #{ $id } is attached.

# mygames
command-mygames = Your running matches, wherever they are
help-mygames = { $prefix }mygames: your running matches on this platform, in every channel and server, sent to you privately; those waiting for your move come first, each with its link.
mygames-none = You play no running match here.
mygames-header = Your running matches ({ $count }):
mygames-more = … and { $count } more.
mygames-your-move = your move
mygames-their-move = { $names } to play
mygames-line = #{ $id } { $game } against { $opponents }: move { $move }, { $turn }, { $left }. { $place }

# seeks
command-seek = Look for an opponent in this server's or group's queue
command-seeks = The open seeks here
command-unseek = Withdraw your seek
command-join = Play someone's seek
command-lobby = Name the lobby for seeks, and a role to ping (moderators)
help-seek = { $prefix }seek <game> [options] [clock=…] [rated|casual] [ai=after:10m]: wait in this server's or group's queue; a seek with the same game and options pairs at once (ratings within 100, 200 after a minute, any after two), or anyone may join it. With ai=after the AI takes it if nobody has by then. Seeks wait { $minutes } minutes.
help-seeks = { $prefix }seeks: the open seeks here, oldest first.
help-unseek = { $prefix }unseek: withdraw your seeks.
help-join = { $prefix }join [number]: play a seek (the only one open, or the one numbered); the match starts where it was made.
help-lobby = { $prefix }lobby here: new seeks are announced in this channel; { $prefix }lobby role @Role: they ping that role (Discord). Moderators only.
button-join = Join
seek-needs-game = Say which game: { $prefix }seek <game> [options]. Games: { $games }.
seek-two-players = Seeks pair two players, and { $game } needs more: try { $prefix }challenge open { $game } players={ $players }.
seek-channel-busy = A match is running in this channel; seek from another channel or a thread.
seek-announced = 🔎 { $name } ({ $rating }) seeks a game of { $game }{ $options }: press Join or say { $prefix }join { $id }. Seek #{ $id } waits { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
seek-queued = Your seek #{ $id } is in the queue, announced in the lobby { $lobby }.
seek-found = { $name }: your seek for { $game } found { $opponent }; the match is in { $place }.
seek-expired = { $name }'s seek for { $game } expired: nobody took it in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
seek-ai-takes = Nobody took { $name }'s seek in time: { $ai } takes it.
seeks-none = Nobody is seeking a game here; { $prefix }seek <game> starts one.
seeks-header = Open seeks ({ $count }):
seeks-line = #{ $id } { $name } ({ $rating }) { $game }{ $options }, waiting { $waited }
unseek-none = You have no seek here.
unseek-done = { $count ->
    [one] { $name }'s seek is withdrawn.
   *[other] { $name }'s { $count } seeks are withdrawn.
}
join-none = There is no seek to join here; { $prefix }seek <game> starts one.
join-no-such = There is no open seek #{ $id } here; { $prefix }seeks lists them.
join-which = Several seeks are open ({ $ids }); say which, like { $prefix }join { $first }.
join-own = That is your own seek; { $prefix }unseek withdraws it.
lobby-not-moderator = Only a moderator can name the lobby.
lobby-set = This channel is now the lobby: new seeks are announced here.
lobby-role-set = New seeks will ping { $role } in the lobby.
lobby-role-usage = Mention the role to ping, like { $prefix }lobby role @Players (Discord has roles; elsewhere seeks are posted in the lobby without a ping).
lobby-usage = Say { $prefix }lobby here to announce seeks in this channel, or { $prefix }lobby role @Players to ping a role.
discord-option-number = The seek's number (the only open one if left out)
discord-option-role = The role that new seeks ping (leave out to make this channel the lobby)

# notifications
command-notify = Where your turn pings go: channel, dm, both or off
help-notify = { $prefix }notify channel|dm|both|off: where your pings go (your turn, clock reminders, challenges, seeks found): mentioned in the channel (the default), a private message with the board and the link, both, or nowhere. { $prefix }notify digest 08:00 Europe/Rome: instead of a ping per turn, one private message a day at that local time listing the games waiting for you, kept up to date. { $prefix }notify alone shows your choice.
notify-now = Your notifications go { $where }.
notify-set = { $name }: your notifications now go { $where }.
notify-channel = to the channel, with a mention
notify-dm = by private message, with the board and the link
notify-both = to the channel and by private message
notify-off = nowhere (no mention, no private message)
notify-digest = in one private message a day, your "your games" summary, kept up to date; clock warnings and challenges come at once
notify-digest-set = 📋 { $name }: no more pings for your turns. Every day at { $at } you get one private message listing the games waiting for you, and I keep it up to date as they move on; clock warnings and challenges still come at once. The first comes { $next }.
summary-header = 📋 Your games waiting for you ({ $count }):
summary-none = 📋 No game is waiting for your move.
notify-dms-closed = ({ $name }: private messages to you failed, so your notifications come here again.)
notify-ping = 🔔 { $text }
    { $place }
discord-option-at = With digest: the local time of the daily message, like 08:00
discord-option-zone = With digest: your time zone, like Europe/Rome (UTC if not given)
discord-option-format = A tafl game's record as OpenTafl's file (otn) or hnefatafl.org's (pgn, Copenhagen)
discord-option-length = 7d, 36h or 3d12h to start a vacation; off to end it
discord-option-mode = channel (a mention, the default), dm (a private message with the board), both, off, or digest
seek-match-opened = The seeks of { $players } are paired: their match is in { $place }.

## Tap to move: pickers under boards
command-buttons = Tap-to-move buttons under boards here: show, or turn on or off (moderators)
help-buttons = { $prefix }buttons: whether boards here carry tap-to-move buttons; { $prefix }buttons on|off switches them (moderators; on unless turned off). Typing moves always works.
buttons-are-on = Boards here carry tap-to-move buttons. A moderator can turn them off with { $prefix }buttons off.
buttons-are-off = Boards here carry no tap-to-move buttons. A moderator can turn them on with { $prefix }buttons on.
buttons-on = Tap-to-move buttons are on: the next board carries them.
buttons-off = Tap-to-move buttons are off here; type moves as usual.
buttons-usage = Say { $prefix }buttons on or { $prefix }buttons off.
buttons-not-moderator = Only a moderator can switch the tap-to-move buttons.
picker-open = Move
picker-back = « Back
picker-first = { $match }: choose your move
picker-chosen = { $match }: { $chosen } → …
picker-played = Played { $move }.
picker-stale = This board is out of date: the match has moved on. Here is a fresh picker.
picker-stale-elsewhere = This board is out of date: the match has moved on. The latest board carries the current buttons.
picker-over = That match is over.
picker-not-your-match = This is not your match.
picker-not-your-turn = It is not your turn.
picker-nothing-now = You have nothing to play right now.
picker-sent-private = Your exact options are in our private chat.
picker-private-turn = Your choices are below, for you alone; tap to play one.
tap-roll = Roll
tap-flee = Flee
tap-fight = Fight
tap-next = Next
tap-move = Move
tap-act = Act
tap-look = Look
tap-attack = Attack
tap-go = Go
tap-stay = Stay
tap-stop = Stop
tap-place = Place
tap-setup = Set up
tap-random = Random
tap-march = March
tap-run = Run
tap-charge = Charge
tap-break = Break off
tap-shoot = Shoot
tap-deploy = Deploy
tap-auto = Automatic
tap-parry = Parry
tap-strike = Strike
tap-target = Target
tap-advance = Advance
tap-climb = Climb
tap-give = Give
tap-allow = Allow
tap-open = Leave open
tap-close = Lock again
tap-combat = { $label } ⚔
tap-distance = { $label } ({ $inches }″)
tap-via = via { $label }
tap-play = ▶ { $move }
discord-option-switch = on or off (moderators); without it, whether the buttons are on

## The website
web-match-title = Match #{ $id }: { $game }
web-result = Result: { $result } ({ $reason })
web-ended = Ended without a result.
web-running = Running.
web-options = Options: { $options }
web-board-at = The board after ply { $ply }
web-moves = Moves
web-start = Start
web-secret-move = (secret)
web-record-later = The record can be downloaded once the match is over: its moves hold secrets until then.
web-record = Download the record
web-record-as = as { $format }
web-seed-commitment = Seed commitment (SHA-256): { $commitment }
web-seed = Seed: { $seed }
web-check = To check every die: download the record and run bot replay match-{ $id }.txt.
web-live = This page follows the match as it is played.
web-to-move = To move: { $name } ({ $side })
web-to-move-together = To move, each in secret: { $names }
web-clock-live = { $name }: { $left }
web-clock-move = { $left } left for this move ({ $clock } a move)
web-clock-bank = { $name }: { $left }, +{ $increment } a move
web-watching = { $count ->
    [one] 1 person is watching live.
   *[other] { $count } people are watching live.
}
web-first = First
web-previous = Previous
web-next = Next
web-last = Last
web-navigate = Move through the game with the buttons or the arrow keys.
web-tournament-title = Tournament #{ $id }: { $game }, { $format }
web-standings = Standings
web-standings-title = Tournament #{ $id } – { $game } – after round { $round }
web-as-image = As an image
web-round = Round { $round }
web-bye = bye
web-watch = the match
web-crosstable = Crosstable
web-leaderboard-title = { $game }: leaderboard
web-rating = Rating
web-games = Games
web-computer = computer
web-with-ai = Show the computer’s rows too
web-humans-only = People only
web-not-found = There is no such page here: its address is wrong, or its community has turned its pages off.
web-damaged-title = Match #{ $id }: record damaged
web-damaged = The stored record of match #{ $id } is damaged and cannot be shown. A moderator of its community can delete it with the bot's delete command.
web-match-link = Watch it on the web: { $url }
web-tournament-link = Standings and pairings on the web: { $url }
web-leaderboard-link = The top hundred on the web: { $url }
web-turned-on = This community's web pages are on: matches, tournaments and leaderboards get links.
web-turned-off = This community's web pages are off: their links now answer “not found”, and no new ones are given.
web-state-on = This community's web pages are on; a moderator turns them off with { $prefix }web off.
web-state-off = This community's web pages are off; a moderator turns them on with { $prefix }web on.
web-not-served = This bot serves no web pages (WEB_LISTEN is not set).
web-usage = Write { $prefix }web on or { $prefix }web off (moderators), or { $prefix }web to see which.
command-web = This community's web pages: on or off
help-web = { $prefix }web [on|off]: whether this server's or group's matches, tournaments and leaderboards have web pages (on unless a moderator turns them off; their links then answer “not found”).
web-not-moderator = Only a moderator can turn this community's web pages on or off.
board-link = Your personal link to play match #{ $id } ({ $game }) from the board, good for { $days } days; keep it to yourself: { $url }
board-link-sent = { $name }, I sent you a personal link to play from the board, by private message.
board-link-not-player = Only the players of this match get a link to play it from the board.
board-link-no-pages = This community has no web pages, so there is no board to play on.
picker-board = Play on the board
web-flip = Flip the board
web-nothing-to-play = Nothing to play for you now: the page follows the match and shows your next choice when it comes.
web-key-refused = This link does not play
web-key-forged = This personal link is not one this bot gave, or it was altered. Ask for a new one with the board link command in your match's channel.
web-key-expired = This personal link has expired. Ask for a new one with the board link command in your match's channel.
web-app-title = Play on the board
web-app-opening = Signing you in through Telegram…
web-app-watch = Watch the match instead
web-app-refused = Telegram's signature could not be checked, so this page cannot play for you. Open it again from the bot's private chat.
web-press-failed = That did not reach the bot (too many taps at once, or the connection dropped). Tap again in a moment.
web-chart-title = { $game } rating over the last { $count ->
    [one] rated game
   *[other] { $count } rated games
}
web-player-title = { $name }
web-ratings = Ratings
web-no-ratings = No rated games yet.
web-running-matches = Playing now
web-recent-games = Recent games
web-no-games = No finished games in this community yet.
web-opponents = Against each opponent
web-won = Won
web-drawn = Drawn
web-lost = Lost
web-player-link = Their page on the web, with rating charts: { $url }

## Durations in words
unit-days = { $count ->
    [one] 1 day
   *[other] { $count } days
}
unit-hours = { $count ->
    [one] 1 hour
   *[other] { $count } hours
}
unit-minutes = { $count ->
    [one] 1 minute
   *[other] { $count } minutes
}
unit-seconds = { $count ->
    [one] 1 second
   *[other] { $count } seconds
}

## Vacations
help-vacation = { $prefix }vacation 7d pauses the clocks of all your correspondence games from now, for up to the days left of your yearly allowance; your opponents are told. { $prefix }vacation off ends it early; { $prefix }vacation alone shows where you stand. Live games, and tournaments with vacation=no, run on.
command-vacation = Pause your correspondence clocks
vacation-on = 🏖 { $name } is on vacation until { $until }; { $left } of this year's allowance is left after it.
vacation-none = { $name } is not on vacation; { $left } of vacation left this year. { $prefix }vacation 7d pauses your correspondence games.
vacation-not-on = { $name } is not on vacation.
vacation-ended = 🏖 Welcome back, { $name }: the clocks of your correspondence games run again. { $left } of vacation left this year.
vacation-already = You are on vacation until { $until } already; { $prefix }vacation off ends it.
vacation-too-long = A vacation of { $asked } is more than the { $left } left of your { $allowance } days a year.
vacation-started = 🏖 { $name } is on vacation until { $until }: { $paused ->
    [0] no game is paused
    [one] the clock of 1 game is paused
   *[other] the clocks of { $paused } games are paused
}{ $running ->
    [0] {""}
    [one] ; 1 game (live, or in a tournament without vacations) runs on
   *[other] ; { $running } games (live, or in tournaments without vacations) run on
}. { $left } of vacation left this year; { $prefix }vacation off ends it early.
vacation-told = 🏖 { $name } is on vacation until { $until }: their clock in match #{ $id } is paused until then.
command-network = This community's place in the network of communities
help-network = { $prefix }network: whether this server or group is in the network of communities, on Discord and Telegram alike. Moderators: { $prefix }network on <name> joins under that name (or renames), { $prefix }network off leaves (nothing running ends), { $prefix }network block|unblock <name> stops or allows matches with a community. { $prefix }network communities lists the members.
network-usage = Write { $prefix }network, { $prefix }network communities, or (moderators) { $prefix }network on <name>, off, block <name> or unblock <name>.
network-not-moderator = Only a moderator can change this community's place in the network.
network-state-out = This community is not in the network of communities. A moderator can join it with { $prefix }network on <name>, the name the other communities will see.
network-state-in = This community is in the network as { $name }; { $prefix }network communities lists the members.
network-outside = This community is not in the network, so there is nothing of it to see or change here. A moderator can join it with { $prefix }network on <name>.
network-needs-name = Give the name the other communities will see: { $prefix }network on <name>.
network-name-taken = Another community on this platform is already in the network as { $name }: choose another name.
network-joined = This community joins the network as { $name }. Nothing is shared with the other communities but moves and the games' own words.
network-renamed = This community is now { $name } in the network.
network-left = This community leaves the network. Matches already running go on.
network-directory = { $count ->
    [one] One community is in the network:
   *[other] { $count } communities are in the network:
    }
    { $communities }
network-directory-line = • { $name }
network-directory-here = • { $name } (this community)
network-directory-blocked = • { $name } (blocked here)
network-unknown = No other community in the network is named { $name }; { $prefix }network communities lists them.
network-ambiguous = Several communities are named { $name }: { $communities }. Write the name with its platform, as the list shows it.
network-blocked = { $name } is blocked: no network match starts between it and this community. Matches already running go on.
network-unblocked = { $name } is no longer blocked.
