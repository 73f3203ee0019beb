//! Movement, captures and the king's capture.

use super::TaflOptions;
use super::board::{Board, Direction, Piece, Side, Square};
use super::notation::TaflMove;
use crate::message::Message;

/// Whether `piece` may stop on `sq` (only the king may stop on the throne or a corner).
fn may_stop(piece: Piece, sq: Square) -> bool {
    piece == Piece::King || !sq.is_restricted()
}

/// Calls `visit` for every destination of the piece on `from`, stopping early when it
/// returns `true`; returns whether it did.
fn for_each_destination(board: &Board, from: Square, piece: Piece, mut visit: impl FnMut(Square) -> bool) -> bool {
    for dir in Direction::ALL {
        let mut sq = from;
        while let Some(next) = sq.step(dir) {
            if board.get(next).is_some() {
                break;
            }
            // Anyone may pass over the empty throne; only the king may stop on it.
            if may_stop(piece, next) && visit(next) {
                return true;
            }
            sq = next;
        }
    }
    false
}

pub fn legal_moves(board: &Board, side: Side) -> Vec<TaflMove> {
    let mut moves = Vec::with_capacity(128);
    for (from, piece) in board.pieces().filter(|&(_, p)| p.side() == side) {
        for_each_destination(board, from, piece, |to| {
            moves.push(TaflMove { from, to });
            false
        });
    }
    moves
}

pub fn has_move(board: &Board, side: Side) -> bool {
    board
        .pieces()
        .filter(|&(_, p)| p.side() == side)
        .any(|(from, piece)| for_each_destination(board, from, piece, |_| true))
}

/// Why `mv` is illegal for `side`, if it is.
pub fn check(board: &Board, side: Side, mv: TaflMove) -> Result<(), Message> {
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
    let mut sq = mv.from;
    while sq != mv.to {
        sq = sq.step(dir).expect("the destination lies on this line");
        if board.get(sq).is_some() {
            return Err(Message::new("tafl-blocked").with("square", sq));
        }
    }
    if !may_stop(piece, mv.to) {
        let key = if mv.to.is_throne() { "tafl-throne-only-king" } else { "tafl-corner-only-king" };
        return Err(Message::new(key).with("square", mv.to));
    }
    Ok(())
}

/// Whether `sq` works against a `victim` piece, as an enemy piece or a hostile square.
fn hostile(board: &Board, sq: Square, victim: Side, options: TaflOptions) -> bool {
    let by_occupant = match board.get(sq) {
        Some(Piece::King) => victim == Side::Attackers && options.king_armed,
        Some(piece) => piece.side() != victim,
        // Corners are hostile to everyone; the empty throne too.
        None => sq.is_restricted(),
    };
    // The throne is always hostile to attackers, even with the king on it.
    by_occupant || (sq.is_throne() && victim == Side::Attackers)
}

/// Moves the piece and removes every piece (not the king) the move sandwiches.
/// Returns the captured squares.
pub fn apply(board: &mut Board, mv: TaflMove, options: TaflOptions) -> Vec<Square> {
    let piece = board.get(mv.from).expect("a checked move starts on a piece");
    board.set(mv.from, None);
    board.set(mv.to, Some(piece));
    if piece == Piece::King && !options.king_armed {
        return Vec::new();
    }
    let victim_side = piece.side().other();
    let mut captured = Vec::new();
    for dir in Direction::ALL {
        let Some(victim) = mv.to.step(dir) else { continue };
        let is_victim = matches!(board.get(victim), Some(p) if p != Piece::King && p.side() == victim_side);
        if is_victim && victim.step(dir).is_some_and(|anvil| hostile(board, anvil, victim_side, options)) {
            captured.push(victim);
        }
    }
    for &sq in &captured {
        board.set(sq, None);
    }
    captured
}

/// The king's square when the attacker that just moved to `closing` stands beside him and
/// every neighbour is an attacker, the empty throne, a corner or off the board: like every
/// capture, the king's is made by the move that closes the ring.
pub fn captured_king(board: &Board, closing: Square) -> Option<Square> {
    let king = board.king()?;
    if !Direction::ALL.iter().any(|&dir| king.step(dir) == Some(closing)) {
        return None;
    }
    let surrounded = Direction::ALL.iter().all(|&dir| match king.step(dir) {
        None => true,
        Some(sq) => match board.get(sq) {
            Some(piece) => piece == Piece::Attacker,
            None => sq.is_restricted(),
        },
    });
    surrounded.then_some(king)
}
