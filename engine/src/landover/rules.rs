//! Movement, castling and the arithmetic of combat.

use super::board::{Board, KING_STEPS, Kind, Side, Square, StatTable, Stats, Unit, base_stats};

const ROOK_RAYS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const BISHOP_RAYS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
const KNIGHT_JUMPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

/// Whether `unit` may end its move on `to`: empty, or an enemy it may attack (a king never
/// attacks a warrior).
fn enterable(board: &Board, unit: &Unit, to: Square) -> bool {
    match board.get(to) {
        None => true,
        Some(other) => other.side() != unit.side() && !(unit.kind() == Kind::King && other.kind().is_pawn()),
    }
}

/// Offers `found` the squares along `rays` from `from` that `unit` may end on, each ray
/// until a piece stops it; true as soon as `found` is.
fn rays(board: &Board, unit: &Unit, from: Square, rays: &[(i8, i8)], found: &mut impl FnMut(Square) -> bool) -> bool {
    for &(df, dr) in rays {
        let mut at = from;
        while let Some(next) = at.offset(df, dr) {
            if enterable(board, unit, next) && found(next) {
                return true;
            }
            if board.get(next).is_some() {
                break;
            }
            at = next;
        }
    }
    false
}

/// The squares a pawn of `side` may step to: its first move exactly two squares forward
/// or diagonally forward, later one square in any direction but sideways.
fn pawn_steps(side: Side, moved: bool) -> &'static [(i8, i8)] {
    const FIRST: [[(i8, i8); 3]; 2] = [[(0, -2), (-2, -2), (2, -2)], [(0, 2), (-2, 2), (2, 2)]];
    const LATER: [[(i8, i8); 6]; 2] =
        [[(0, -1), (-1, -1), (1, -1), (0, 1), (-1, 1), (1, 1)], [(0, 1), (-1, 1), (1, 1), (0, -1), (-1, -1), (1, -1)]];
    if moved { &LATER[side.index()] } else { &FIRST[side.index()] }
}

/// Offers `found` every square the piece on `from` may move to by its own movement
/// (castling aside), whether or not its owner may move now, in [`targets`]' order; true
/// as soon as `found` is (so a question stops at its answer, and nothing is collected).
pub fn any_target(board: &Board, from: Square, mut found: impl FnMut(Square) -> bool) -> bool {
    let Some(unit) = board.get(from) else { return false };
    let mut jumps = |steps: &[(i8, i8)]| {
        steps.iter().filter_map(|&(df, dr)| from.offset(df, dr)).any(|to| enterable(board, unit, to) && found(to))
    };
    match unit.kind() {
        Kind::Rook => rays(board, unit, from, &ROOK_RAYS, &mut found),
        Kind::Bishop => rays(board, unit, from, &BISHOP_RAYS, &mut found),
        Kind::Queen => {
            rays(board, unit, from, &ROOK_RAYS, &mut found) || rays(board, unit, from, &BISHOP_RAYS, &mut found)
        }
        Kind::Knight => jumps(&KNIGHT_JUMPS),
        Kind::King => jumps(&KING_STEPS),
        _ if unit.moved => jumps(pawn_steps(unit.side(), true)),
        _ => pawn_steps(unit.side(), false).iter().any(|&(df, dr)| {
            let over = from.offset(df / 2, dr / 2);
            let to = from.offset(df, dr);
            match (over, to) {
                (Some(over), Some(to)) => board.get(over).is_none() && board.get(to).is_none() && found(to),
                _ => false,
            }
        }),
    }
}

/// Every square the piece on `from` may move to by its own movement (castling aside),
/// whether or not its owner may move now.
pub fn targets(board: &Board, from: Square) -> Vec<Square> {
    let mut out = Vec::new();
    any_target(board, from, |to| {
        out.push(to);
        false
    });
    out
}

/// Whether the piece on `from` has a square to move to by its own movement.
pub fn can_move(board: &Board, from: Square) -> bool {
    any_target(board, from, |_| true)
}

/// Whether the piece on `from` may move to `to` by its own movement.
pub fn reaches(board: &Board, from: Square, to: Square) -> bool {
    any_target(board, from, |at| at == to)
}

/// Whether a piece of `by` that is not resting could move onto `sq` on its next turn.
pub fn attacked(board: &Board, sq: Square, by: Side) -> bool {
    board.units().any(|(from, u)| u.side() == by && !u.is_resting() && reaches(board, from, sq))
}

/// A castling: the king's and the rook's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Castling {
    pub king_from: Square,
    pub king_to: Square,
    pub rook_from: Square,
    pub rook_to: Square,
}

/// The castling that a king's two-square move along its back rank would be, whether or
/// not it is allowed now.
pub fn castling_shape(side: Side, from: Square, to: Square) -> Option<Castling> {
    let rank = side.back_rank();
    if from != Square::new(4, rank)? || to.rank() != rank || from.file().abs_diff(to.file()) != 2 {
        return None;
    }
    let (rook_file, rook_to_file) = if to.file() > from.file() { (7, 5) } else { (0, 3) };
    Some(Castling {
        king_from: from,
        king_to: to,
        rook_from: Square::new(rook_file, rank)?,
        rook_to: Square::new(rook_to_file, rank)?,
    })
}

/// Why a castling is not allowed, as a catalog key; `None` when it is.
pub fn castling_refusal(board: &Board, side: Side, c: Castling) -> Option<&'static str> {
    let unmoved =
        |sq: Square, kind: Kind| board.get(sq).is_some_and(|u| u.side() == side && u.kind() == kind && !u.moved);
    if !unmoved(c.king_from, Kind::King) || !unmoved(c.rook_from, Kind::Rook) {
        return Some("lo-castle-moved");
    }
    let (low, high) = (c.king_from.file().min(c.rook_from.file()), c.king_from.file().max(c.rook_from.file()));
    if (low + 1..high).any(|f| board.get(Square::new(f, c.king_from.rank()).expect("on the board")).is_some()) {
        return Some("lo-castle-blocked");
    }
    let crossing = Square::new((c.king_from.file() + c.king_to.file()) / 2, c.king_from.rank()).expect("on the board");
    if [c.king_from, crossing, c.king_to].into_iter().any(|sq| attacked(board, sq, side.other())) {
        return Some("lo-castle-attacked");
    }
    None
}

/// The squares a king on `from` may flee to: one or two squares along a line, like a
/// king's step taken once or twice the same way, onto an empty square and never over a
/// piece.
pub fn king_flights(board: &Board, from: Square) -> Vec<Square> {
    let mut out = Vec::new();
    for (df, dr) in KING_STEPS {
        let Some(one) = from.offset(df, dr) else { continue };
        if board.get(one).is_some() {
            continue;
        }
        out.push(one);
        if let Some(two) = one.offset(df, dr).filter(|&sq| board.get(sq).is_none()) {
            out.push(two);
        }
    }
    out.sort_by_key(|sq| sq.index());
    out
}

/// Combat values of a piece standing on `sq` at the start of a combat.
pub fn fighting_stats(board: &Board, table: &StatTable, sq: Square, unit: &Unit, demoralised: bool) -> Stats {
    let base = base_stats(table, unit.kind());
    let friends_around = |kind: Kind| {
        sq.neighbours().filter(|&n| board.get(n).is_some_and(|u| u.side() == unit.side() && u.kind() == kind)).count()
    };
    let mut c = i16::from(base.c) + 2 * friends_around(Kind::Herald) as i16;
    let mut r = unit.r;
    if unit.kind() == Kind::Squire && friends_around(Kind::Knight) > 0 {
        c += 2;
        r += 2;
    }
    if demoralised {
        c -= 2;
    }
    if unit.is_resting() {
        c -= 2;
        r = RESTING_R;
    }
    Stats { c: c.clamp(0, i16::from(u8::MAX)) as u8, r }
}

/// The Resistance a resting piece fights with.
pub const RESTING_R: u8 = 18;

/// One round: with `ratio` (attacker's C minus defender's C) and the d10 `roll`, who
/// loses how much: `(true, loss)` when the defender loses.
pub fn round_loss(ratio: i16, roll: u8) -> (bool, u8) {
    let s = i16::from(roll) + ratio;
    if s >= 6 { (true, (s - 5).min(255) as u8) } else { (false, (6 - s).min(255) as u8) }
}
