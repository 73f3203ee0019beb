//! Movement and captures under a ruleset: custodial captures, Copenhagen's shieldwalls,
//! the king's capture in its three forms, exit forts and encirclement.

use super::bits;
use super::board::{Board, Direction, Piece, Side, Square};
use super::notation::TaflMove;
use super::ruleset::{KingCapture, Rules};
use crate::message::Message;

/// What stops a slide, and where only the king may stop, as bitboards. Pieces block;
/// where the throne is closed (Tablut) it blocks too, once the king has left it.
struct Slides {
    rays: &'static bits::Rays,
    blockers: u128,
    restricted: u128,
}

impl Slides {
    fn new(rules: &Rules, board: &Board) -> Slides {
        let throne = bits::bit(board.throne());
        let blockers = board.occupied() | if rules.pass_throne { 0 } else { throne };
        let restricted = throne | if rules.corners { bits::corners(board.size()) } else { 0 };
        Slides { rays: bits::rays(board.size()), blockers, restricted }
    }

    /// Where the piece on `from` may go in `dir`.
    #[inline]
    fn reach(&self, from: Square, piece: Piece, dir: Direction) -> u128 {
        bits::slide(self.rays, from, dir, self.blockers) & self.allowed(piece == Piece::King)
    }

    /// Where a piece may stop: the king anywhere, the others off restricted squares.
    #[inline]
    fn allowed(&self, king: bool) -> u128 {
        if king { u128::MAX } else { !self.restricted }
    }

    /// Every square the piece on `from` may go to, in any direction.
    #[inline]
    fn targets(&self, from: Square, king: bool) -> u128 {
        let reach =
            Direction::ALL.iter().fold(0, |reach, &dir| reach | bits::slide(self.rays, from, dir, self.blockers));
        reach & self.allowed(king)
    }
}

impl Rules {
    /// For any square, every square a king there could move to on `board` along free
    /// lines, as a bitboard (bit [`Square::index`]), whether or not he stands there: what
    /// the AI's evaluation calls his reach. The board's slides are worked out once.
    pub fn king_reach(&self, board: &Board) -> impl Fn(Square) -> u128 + use<> {
        let slides = Slides::new(self, board);
        move |from| slides.targets(from, true)
    }
}

/// Every move of `side`: piece by piece in the board's order (the king last), each
/// piece's targets lowest square first.
pub fn legal_moves(rules: &Rules, board: &Board, side: Side) -> Vec<TaflMove> {
    moves_onto(rules, board, side, u128::MAX)
}

/// The moves of `side` that end on a square of `onto` (bit [`Square::index`]), in the
/// order of [`legal_moves`].
pub fn moves_onto(rules: &Rules, board: &Board, side: Side, onto: u128) -> Vec<TaflMove> {
    let slides = Slides::new(rules, board);
    let king = board.king().filter(|_| side == Side::Defenders);
    let mut moves = Vec::with_capacity(192);
    // `for_each` runs the squares' own `fold`: a plain loop over each half.
    let mut add = |from: Square, targets: u128| bits::squares(targets).for_each(|to| moves.push(TaflMove { from, to }));
    let men = board.side_bits(side) & !king.map_or(0, bits::bit);
    for from in bits::squares(men) {
        add(from, slides.targets(from, false) & onto);
    }
    if let Some(king) = king {
        add(king, slides.targets(king, true) & onto);
    }
    moves
}

pub fn has_move(rules: &Rules, board: &Board, side: Side) -> bool {
    let slides = Slides::new(rules, board);
    // Direction by direction, not all four slides at once (`Slides::targets`): most
    // pieces can go the first way tried.
    board.side_pieces(side).any(|(from, piece)| Direction::ALL.iter().any(|&dir| slides.reach(from, piece, dir) != 0))
}

/// Whether the piece on `from` has a move.
pub fn can_move(rules: &Rules, board: &Board, from: Square) -> bool {
    let slides = Slides::new(rules, board);
    board.get(from).is_some_and(|piece| Direction::ALL.iter().any(|&dir| slides.reach(from, piece, dir) != 0))
}

/// Why `mv` is illegal for `side`, if it is.
pub fn check(rules: &Rules, board: &Board, side: Side, mv: TaflMove) -> Result<(), Message> {
    for sq in [mv.from, mv.to] {
        if !board.contains(sq) {
            let size = i64::from(board.size());
            return Err(Message::new("tafl-off-board").with("square", sq).num("size", size));
        }
    }
    let piece = board.get(mv.from).ok_or_else(|| Message::new("tafl-empty-square").with("square", mv.from))?;
    if piece.side() != side {
        return Err(Message::new("tafl-not-your-piece").with("square", mv.from));
    }
    if mv.from == mv.to {
        return Err(Message::new("tafl-same-square"));
    }
    let dir = match (mv.to.file().cmp(&mv.from.file()), mv.to.rank().cmp(&mv.from.rank())) {
        (std::cmp::Ordering::Equal, std::cmp::Ordering::Greater) => Direction::North,
        (std::cmp::Ordering::Equal, _) => Direction::South,
        (std::cmp::Ordering::Greater, std::cmp::Ordering::Equal) => Direction::East,
        (std::cmp::Ordering::Less, std::cmp::Ordering::Equal) => Direction::West,
        _ => return Err(Message::new("tafl-not-straight").with("from", mv.from).with("to", mv.to)),
    };
    if Slides::new(rules, board).reach(mv.from, piece, dir) & bits::bit(mv.to) != 0 {
        return Ok(());
    }
    // Refused: walk the line for the reason.
    let mut sq = mv.from;
    while sq != mv.to {
        sq = board.step(sq, dir).expect("the destination lies on this line");
        if board.get(sq).is_some() {
            return Err(Message::new("tafl-blocked").with("square", sq));
        }
        if board.is_throne(sq) && !rules.pass_throne {
            return Err(Message::new("tafl-throne-closed").with("square", sq));
        }
    }
    // Only the king stops on a restricted square (a closed throne was refused above).
    if piece != Piece::King && rules.restricts(board, mv.to) {
        let key = if board.is_throne(mv.to) { "tafl-throne-only-king" } else { "tafl-corner-only-king" };
        return Err(Message::new(key).with("square", mv.to));
    }
    Ok(())
}

/// Whether a piece standing on `sq` counts for `side` in a capture (as hammer, anvil,
/// bracket or front): any of its pieces, the king only when armed.
fn fights_for(rules: &Rules, board: &Board, sq: Square, side: Side) -> bool {
    match board.get(sq) {
        Some(Piece::King) => side == Side::Defenders && rules.king_armed,
        Some(piece) => piece.side() == side,
        None => false,
    }
}

/// Whether `sq` works against a `victim` piece, as an enemy piece or a hostile square:
/// the empty throne and corners are hostile to everyone, and the throne is always
/// hostile to attackers, even with the king on it.
fn hostile(rules: &Rules, board: &Board, sq: Square, victim: Side) -> bool {
    fights_for(rules, board, sq, victim.other())
        || (board.get(sq).is_none() && rules.restricts(board, sq))
        || (board.is_throne(sq) && victim == Side::Attackers)
}

/// Moves the piece and removes every piece (not the king) the move sandwiches, and, where
/// the ruleset has them, the shieldwalls it closes. Returns the squares captured one by
/// one, and those of the shieldwalls.
pub fn apply(rules: &Rules, board: &mut Board, mv: TaflMove) -> (Vec<Square>, Vec<Square>) {
    let piece = board.get(mv.from).expect("a checked move starts on a piece");
    board.set(mv.from, None);
    board.set(mv.to, Some(piece));
    if !fights_for(rules, board, mv.to, piece.side()) {
        return (Vec::new(), Vec::new());
    }
    let victim_side = piece.side().other();
    let mut captured = Vec::new();
    for dir in Direction::ALL {
        let Some(victim) = board.step(mv.to, dir) else { continue };
        let is_victim = matches!(board.get(victim), Some(p) if p != Piece::King && p.side() == victim_side);
        if is_victim && board.step(victim, dir).is_some_and(|anvil| hostile(rules, board, anvil, victim_side)) {
            captured.push(victim);
        }
    }
    for &sq in &captured {
        board.set(sq, None);
    }
    let walls = if rules.shieldwall { shieldwalls(rules, board, piece.side(), mv.to) } else { Vec::new() };
    for &sq in &walls {
        board.set(sq, None);
    }
    (captured, walls)
}

/// The edges `to` lies on (two at a corner), each as its squares in order and the
/// direction pointing inwards.
fn edges_through(board: &Board, to: Square) -> impl Iterator<Item = (Vec<Square>, Direction)> {
    let last = board.size() - 1;
    let on = [(to.rank() == 0, Direction::North), (to.rank() == last, Direction::South)];
    let on = on.into_iter().chain([(to.file() == 0, Direction::East), (to.file() == last, Direction::West)]);
    on.filter(|&(on, _)| on).map(move |(_, inwards)| {
        let at = |i: u8| match inwards {
            Direction::North => (i, 0),
            Direction::South => (i, last),
            Direction::East => (0, i),
            Direction::West => (last, i),
        };
        ((0..=last).filter_map(|i| Square::new(at(i).0, at(i).1)).collect(), inwards)
    })
}

/// The pieces of rows along an edge that a move of `side` ending on `to` captures: two or
/// more enemy pieces side by side on the edge, bracketed at both ends by `side`'s pieces
/// or corners, each with a piece of `side` in front of it, where the move placed a
/// bracket (a move closing the last front square captures nothing: recorded tournament
/// games, docs/hnefatafl.md). A king in the row is spared but counts in it.
fn shieldwalls(rules: &Rules, board: &Board, side: Side, to: Square) -> Vec<Square> {
    let victim = side.other();
    let mut captured = Vec::new();
    // The move must close a row's end, which lies on the row's edge.
    if !board.is_edge(to) {
        return captured;
    }
    for (line, inwards) in edges_through(board, to) {
        let mut i = 0;
        while i < line.len() {
            if board.get(line[i]).is_none_or(|p| p.side() != victim) {
                i += 1;
                continue;
            }
            let start = i;
            while i < line.len() && board.get(line[i]).is_some_and(|p| p.side() == victim) {
                i += 1;
            }
            let row = &line[start..i];
            let bracket = |at: Option<&Square>| {
                at.is_some_and(|&sq| fights_for(rules, board, sq, side) || (rules.corners && board.is_corner(sq)))
            };
            let ends = [start.checked_sub(1).and_then(|j| line.get(j)), line.get(i)];
            let fronts: Vec<Square> = row.iter().filter_map(|&sq| board.step(sq, inwards)).collect();
            let closed = ends.iter().flatten().any(|&&sq| sq == to);
            if row.len() >= 2
                && ends.iter().all(|&end| bracket(end))
                && fronts.len() == row.len()
                && fronts.iter().all(|&sq| fights_for(rules, board, sq, side))
                && closed
            {
                captured.extend(row.iter().filter(|&&sq| board.get(sq) != Some(Piece::King)));
            }
        }
    }
    captured
}

/// The king's square when the attacker that just moved to `closing` captured him, by the
/// ruleset's rule; like every capture, the king's is made by the move that closes it.
pub fn captured_king(rules: &Rules, board: &Board, closing: Square) -> Option<Square> {
    let king = board.king()?;
    let beside = |dir: Direction| board.step(king, dir);
    let closing_dir = Direction::ALL.into_iter().find(|&dir| beside(dir) == Some(closing))?;
    let attacker = |sq: Option<Square>| sq.is_some_and(|sq| board.get(sq) == Some(Piece::Attacker));
    let attacker_or_throne = |sq: Option<Square>| sq.is_some_and(|sq| attacker(Some(sq)) || board.is_throne(sq));
    let taken = match rules.king_capture {
        KingCapture::Surrounded => Direction::ALL.iter().all(|&dir| match beside(dir) {
            None => true,
            Some(sq) => match board.get(sq) {
                Some(piece) => piece == Piece::Attacker,
                None => rules.restricts(board, sq),
            },
        }),
        KingCapture::FourOrThrone => Direction::ALL.iter().all(|&dir| attacker_or_throne(beside(dir))),
        KingCapture::ByPlace => {
            let by_throne = Direction::ALL.iter().any(|&dir| beside(dir).is_some_and(|sq| board.is_throne(sq)));
            if board.is_throne(king) || by_throne {
                Direction::ALL.iter().all(|&dir| attacker_or_throne(beside(dir)))
            } else {
                // Away from the throne, a hostile corner is the second enemy.
                let anvil = beside(closing_dir.opposite());
                attacker(anvil) || anvil.is_some_and(|sq| rules.corners && board.is_corner(sq))
            }
        }
    };
    taken.then_some(king)
}

/// Copenhagen's exit fort: the king stands on the edge and can move, inside a room of
/// empty squares closed by defenders and the edge, and no defender of its wall can ever be
/// captured. A defender is safe when, on each line through it, one neighbour is off the
/// board, inside the room (where no attacker can come) or another safe defender; the safe
/// defenders are found by striking out the unsafe ones until none is left to strike.
pub fn exit_fort(rules: &Rules, board: &Board) -> bool {
    let Some(king) = board.king() else { return false };
    if !board.is_edge(king) || !can_move(rules, board, king) {
        return false;
    }
    let (area, _) = bits::area_and_edge(board.size());
    let room = bits::flood(bits::bit(king), area & (!board.occupied() | bits::bit(king)));
    let in_room = |sq: Square| room & bits::bit(sq) != 0;
    // A hostile square inside would let the wall be captured against it.
    let inside = |sq: Square| in_room(sq) && (sq == king || !rules.restricts(board, sq));
    let mut wall = Vec::new();
    for sq in bits::squares(room) {
        for next in Direction::ALL.into_iter().filter_map(|dir| board.step(sq, dir)) {
            match board.get(next) {
                _ if in_room(next) => {}
                Some(Piece::Defender) => wall.push(next),
                _ => return false,
            }
        }
    }
    let mut safe: Vec<Square> = board.pieces().filter(|&(_, p)| p == Piece::Defender).map(|(sq, _)| sq).collect();
    loop {
        let holds = |sq: Option<Square>, safe: &[Square]| sq.is_none_or(|sq| inside(sq) || safe.contains(&sq));
        let unsafe_one = safe.iter().position(|&sq| {
            [Direction::North, Direction::East]
                .iter()
                .any(|&dir| !holds(board.step(sq, dir), &safe) && !holds(board.step(sq, dir.opposite()), &safe))
        });
        match unsafe_one {
            Some(i) => {
                safe.swap_remove(i);
            }
            None => break,
        }
    }
    wall.iter().all(|sq| safe.contains(sq))
}

/// Copenhagen's encirclement: no defender, the king included, can reach the edge through
/// squares free of attackers.
pub fn encircled(board: &Board) -> bool {
    let (area, edge) = super::bits::area_and_edge(board.size());
    let defenders = board.side_bits(Side::Defenders);
    // Grown from the edge, the flood stops at the first defender it meets.
    let reach = super::bits::flood_until(edge, area & !board.side_bits(Side::Attackers), defenders);
    reach & defenders == 0
}
