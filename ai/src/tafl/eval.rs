//! The tafl evaluation, in hundredths of a piece, from the defenders' side: material,
//! the king's free lines and distance to where he escapes, the attackers beside him, and
//! the attackers' blockade of the corners.

use engine::tafl::{Board, Direction, Escape, KingCapture, Piece, Rules, Side, Square, Tafl};

/// What the evaluation needs of a ruleset, worked out once per search.
pub(super) struct Eval {
    rules: Rules,
    /// An attacker's worth; a defender is worth the attackers' count over the
    /// defenders' (twice as much in classic 24 against 12).
    attacker: i32,
    defender: i32,
    /// Squares where the king escapes.
    escapes: Vec<Square>,
    /// Squares that seal a corner (diagonally next to it, and its two neighbours).
    guards: Vec<Square>,
}

/// The king sees an escape square along a free line: he wins next move unless stopped.
const OPEN_LINE: i32 = 500;
/// Two free lines at once cannot both be stopped.
const TWO_LINES: i32 = 3_000;
/// Per escape square the king reaches in two moves.
const SECOND_MOVE: i32 = 40;
/// Per square between the king and the nearest escape.
const DISTANCE: i32 = 12;
/// Per attacker beside the king.
const BESIDE_KING: i32 = 45;
/// Per attacker on a corner's guard square.
const GUARD: i32 = 25;

impl Eval {
    pub(super) fn new(state: &Tafl) -> Eval {
        let rules = state.rules();
        let start = rules.start_board();
        let count = |side: Side| start.pieces().filter(|(_, p)| p.side() == side).count() as i32;
        let (attackers, defenders) = (count(Side::Attackers), count(Side::Defenders) - 1);
        let board = state.board();
        let escapes: Vec<Square> = board
            .squares()
            .filter(|&sq| match rules.escape {
                Escape::Corner => board.is_corner(sq),
                Escape::Edge => board.is_edge(sq),
            })
            .collect();
        let last = board.size() - 1;
        let guards = if rules.escape == Escape::Corner {
            [(0, 0, 1, 1), (last, 0, -1, 1), (0, last, 1, -1), (last, last, -1, -1)]
                .into_iter()
                .flat_map(|(f, r, df, dr)| {
                    let at = |x: i16, y: i16| Square::new((i16::from(f) + x * df) as u8, (i16::from(r) + y * dr) as u8);
                    [at(1, 1), at(1, 0), at(0, 1)]
                })
                .flatten()
                .collect()
        } else {
            Vec::new()
        };
        Eval { rules, attacker: 100, defender: 100 * attackers / defenders.max(1), escapes, guards }
    }

    /// The position's worth for the defenders.
    pub(super) fn defenders(&self, board: &Board, to_move: Side) -> i32 {
        let mut score = 0;
        for (_, piece) in board.pieces() {
            score += match piece {
                Piece::Attacker => -self.attacker,
                Piece::Defender => self.defender,
                Piece::King => 0,
            };
        }
        let Some(king) = board.king() else { return score - 10 * TWO_LINES };
        let reach = self.reach(board, king);
        let open = reach.iter().filter(|sq| self.escapes.contains(sq)).count();
        score += match (open, to_move) {
            (0, _) => 0,
            (_, Side::Defenders) => 2 * TWO_LINES,
            (1, Side::Attackers) => OPEN_LINE,
            (_, Side::Attackers) => TWO_LINES,
        };
        let mut second = 0;
        for &sq in &reach {
            second += self.reach(board, sq).iter().filter(|sq| self.escapes.contains(sq)).count() as i32;
        }
        score += SECOND_MOVE * second.min(8);
        let distance = self.escapes.iter().map(|&e| manhattan(king, e)).min().unwrap_or(0);
        score -= DISTANCE * distance;
        let beside = Direction::ALL
            .iter()
            .filter(|&&dir| board.step(king, dir).and_then(|sq| board.get(sq)) == Some(Piece::Attacker))
            .count() as i32;
        let danger = if self.rules.king_capture == KingCapture::ByPlace { 2 } else { 1 };
        score -= BESIDE_KING * danger * beside * beside;
        score -= GUARD * self.guards.iter().filter(|&&sq| board.get(sq) == Some(Piece::Attacker)).count() as i32;
        score
    }

    /// The empty squares the king on `from` reaches in one move along free lines (he
    /// may stop on restricted squares; a throne that may not be crossed ends a line).
    fn reach(&self, board: &Board, from: Square) -> Vec<Square> {
        let mut squares = Vec::new();
        for dir in Direction::ALL {
            let mut at = from;
            while let Some(next) = board.step(at, dir) {
                if board.get(next).is_some() {
                    break;
                }
                if board.is_throne(next) && !self.rules.pass_throne {
                    break;
                }
                squares.push(next);
                at = next;
            }
        }
        squares
    }
}

fn manhattan(a: Square, b: Square) -> i32 {
    (i32::from(a.file()) - i32::from(b.file())).abs() + (i32::from(a.rank()) - i32::from(b.rank())).abs()
}
