//! The tafl evaluation, in hundredths of a piece, from the defenders' side: material,
//! the king's free lines, mobility and distance to where he escapes, the attackers beside
//! him, the attackers' blockade of the corners and, for level 5's attackers, the room
//! their ring leaves him.

use engine::tafl::{
    Board, Direction, Escape, KingCapture, Piece, Rules, Side, Square, Tafl, area_and_edge, bit, flood, squares,
};

/// What the evaluation needs of a ruleset, worked out once per search.
pub(super) struct Eval {
    rules: Rules,
    /// An attacker's worth; a defender is worth the attackers' count over the
    /// defenders' (twice as much in classic 24 against 12).
    attacker: i32,
    defender: i32,
    /// Squares where the king escapes, each corner with its seal: the three squares of
    /// the diagonal two steps from it. Attackers on all three shut the corner for good,
    /// as nothing can reach the squares behind them to take them. Only where the
    /// attackers can seal all four and still have as many pieces as the defenders to hunt
    /// the king (Hnefatafl 11×11, not Brandubh's eight, who must hunt).
    escapes: Vec<(Square, Option<[Square; 3]>)>,
    /// The escape squares as a bitboard (bit [`Square::index`]), tested once per square
    /// the king reaches.
    escape_bits: u128,
    /// The board's squares, where the king's room is counted; none where it is not: the
    /// defenders' search, the attackers' below level 5, and rulesets without the seals.
    area: u128,
}

/// The king sees an escape square along a free line: he wins next move unless stopped.
const OPEN_LINE: i32 = 500;
/// Two free lines at once cannot both be stopped.
const TWO_LINES: i32 = 3_000;
/// Per escape square the king reaches in two moves.
const SECOND_MOVE: i32 = 40;
/// Per square between the king and the nearest escape still open.
const DISTANCE: i32 = 12;
/// Per square the king reaches in one move.
const KING_MOBILITY: i32 = 4;
/// Per square of the king's room: the squares he could walk to through squares free of
/// attackers. The attackers gain by closing their ring round him, and by tightening it
/// once closed, where the other terms stop pulling (a king sealed off from every corner
/// is at no distance from an open one).
pub(super) const ROOM: i32 = 2;
/// Per attacker beside the king.
const BESIDE_KING: i32 = 45;
/// Per attacker on a corner's seal, and per corner sealed whole.
pub(super) const SEAL_PIECE: i32 = 30;
pub(super) const SEALED: i32 = 120;

impl Eval {
    pub(super) fn new(state: &Tafl, room: bool) -> Eval {
        let rules = state.rules();
        let start = rules.start_board();
        let count = |side: Side| start.pieces().filter(|(_, p)| p.side() == side).count() as i32;
        let (attackers, defenders) = (count(Side::Attackers), count(Side::Defenders) - 1);
        let board = state.board();
        let sealing = attackers >= 4 * 3 + defenders;
        let seal = |corner: Square| {
            if !sealing {
                return None;
            }
            let (f, r) = (i16::from(corner.file()), i16::from(corner.rank()));
            let (df, dr) = (if f == 0 { 1 } else { -1 }, if r == 0 { 1 } else { -1 });
            let at = |x: i16, y: i16| Square::new((f + x * df) as u8, (r + y * dr) as u8);
            Some([at(2, 0)?, at(1, 1)?, at(0, 2)?])
        };
        let escapes = board
            .squares()
            .filter_map(|sq| match rules.escape {
                Escape::Corner => board.is_corner(sq).then(|| (sq, seal(sq))),
                Escape::Edge => board.is_edge(sq).then_some((sq, None)),
            })
            .collect::<Vec<_>>();
        let escape_bits = escapes.iter().fold(0, |bits, (sq, _)| bits | bit(*sq));
        let area = if room && sealing { area_and_edge(board.size()).0 } else { 0 };
        Eval { rules, attacker: 100, defender: 100 * attackers / defenders.max(1), escapes, escape_bits, area }
    }

    /// The position's worth for the defenders.
    pub(super) fn defenders(&self, board: &Board, to_move: Side) -> i32 {
        let count = |side: Side| board.side_bits(side).count_ones() as i32;
        let defenders = count(Side::Defenders) - i32::from(board.king().is_some());
        let mut score = self.defender * defenders - self.attacker * count(Side::Attackers);
        let Some(king) = board.king() else { return score - 10 * TWO_LINES };
        // The empty squares he reaches in a move (restricted ones too), and from each of them.
        let king_reach = self.rules.king_reach(board);
        let reach = king_reach(king);
        let open = self.escapes_in(reach);
        score += match (open, to_move) {
            (0, _) => 0,
            (_, Side::Defenders) => 2 * TWO_LINES,
            (1, Side::Attackers) => OPEN_LINE,
            (_, Side::Attackers) => TWO_LINES,
        };
        let second: i32 = squares(reach).map(|sq| self.escapes_in(king_reach(sq))).sum();
        score += SECOND_MOVE * second.min(8);
        score += KING_MOBILITY * reach.count_ones() as i32;
        let mut nearest = None;
        for &(escape, seal) in &self.escapes {
            let sealing =
                seal.map_or(0, |seal| seal.iter().filter(|&&sq| board.get(sq) == Some(Piece::Attacker)).count());
            score -= SEAL_PIECE * sealing as i32 + if sealing == 3 { SEALED } else { 0 };
            if sealing < 3 {
                nearest = Some(nearest.unwrap_or(i32::MAX).min(manhattan(king, escape)));
            }
        }
        score -= DISTANCE * nearest.unwrap_or(0);
        if self.area != 0 {
            score += ROOM * flood(bit(king), self.area & !board.side_bits(Side::Attackers)).count_ones() as i32;
        }
        let beside = Direction::ALL
            .iter()
            .filter(|&&dir| board.step(king, dir).and_then(|sq| board.get(sq)) == Some(Piece::Attacker))
            .count() as i32;
        let danger = if self.rules.king_capture == KingCapture::ByPlace { 2 } else { 1 };
        score -= BESIDE_KING * danger * beside * beside;
        score
    }

    /// How many escape squares are among `squares`.
    fn escapes_in(&self, squares: u128) -> i32 {
        (self.escape_bits & squares).count_ones() as i32
    }
}

fn manhattan(a: Square, b: Square) -> i32 {
    (i32::from(a.file()) - i32::from(b.file())).abs() + (i32::from(a.rank()) - i32::from(b.rank())).abs()
}
