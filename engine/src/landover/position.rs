//! The text position format, for tests and analysis: five fields separated by spaces.
//!
//! 1. Placement, as in [`Board::from_text`]: `ABCDECBA/FGFHHLGi'/8/8/8/8/fgfhhlgI'/abcdecba`.
//! 2. The side to move: `c` (Chaotic) or `l` (Lawful).
//! 3. Castling rights: `K` and `Q` for Chaotic towards the h- and a-file, `k` and `q` for
//!    Lawful, or `-`.
//! 4. Current R where it is below full: `d5=14,e1=27`, or `-`.
//! 5. Resting pieces: `d5,c3`, or `-`. They rest through their owner's next turn (the
//!    side to move's resting pieces through this one).
//!
//! A position is always between turns: no combat or decision is pending.

use super::board::{Board, Kind, Side, Square, Unit};
use super::{Landover, LandoverOptions, Phase};
use crate::game::Game;

fn list(field: &str) -> impl Iterator<Item = &str> {
    field.split(',').filter(|w| !w.is_empty() && *w != "-")
}

impl Landover {
    /// Reads a position; `None` if any field is malformed.
    pub fn from_position(text: &str, options: LandoverOptions) -> Option<Landover> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [placement, side, castling, wounds, resting] = fields[..] else { return None };
        let mut board = Board::from_text(placement, &options.stats)?;
        let to_move = match side {
            "c" => Side::Chaotic,
            "l" => Side::Lawful,
            _ => return None,
        };
        // Kings and rooks are unmoved exactly where a castling right says so.
        for (_, unit) in board.units_mut() {
            if matches!(unit.kind(), Kind::King | Kind::Rook) {
                unit.moved = true;
            }
        }
        for right in castling.chars().filter(|&c| c != '-') {
            let side = if right.is_ascii_uppercase() { Side::Chaotic } else { Side::Lawful };
            let rook_file = match right.to_ascii_lowercase() {
                'k' => 7,
                'q' => 0,
                _ => return None,
            };
            for (file, kind) in [(4, Kind::King), (rook_file, Kind::Rook)] {
                let unit = board.get_mut(Square::new(file, side.back_rank())?)?;
                if unit.side() != side || unit.kind() != kind {
                    return None;
                }
                unit.moved = false;
            }
        }
        for wound in list(wounds) {
            let (sq, r) = wound.split_once('=')?;
            let r: u8 = r.parse().ok().filter(|&r| r > 0)?;
            board.get_mut(Square::parse(sq)?)?.r = r;
        }
        for sq in list(resting) {
            let unit = board.get_mut(Square::parse(sq)?)?;
            if unit.kind() == Kind::King {
                return None;
            }
            unit.resting_since = Some(0);
        }
        let mut state = Landover::new(&options, 2).ok()?;
        state.board = board;
        state.to_move = to_move;
        state.phase = Phase::Move;
        Some(state)
    }

    /// The position in the text format; only between turns.
    pub fn to_position(&self) -> String {
        let side = match self.to_move {
            Side::Chaotic => "c",
            Side::Lawful => "l",
        };
        let unmoved = |file: u8, side: Side, kind: Kind| {
            self.board
                .get(Square::new(file, side.back_rank()).expect("on the board"))
                .is_some_and(|u: &Unit| u.side() == side && u.kind() == kind && !u.moved)
        };
        let mut castling = String::new();
        for (side, k, q) in [(Side::Chaotic, 'K', 'Q'), (Side::Lawful, 'k', 'q')] {
            if unmoved(4, side, Kind::King) {
                if unmoved(7, side, Kind::Rook) {
                    castling.push(k);
                }
                if unmoved(0, side, Kind::Rook) {
                    castling.push(q);
                }
            }
        }
        let field = |items: Vec<String>| if items.is_empty() { "-".to_owned() } else { items.join(",") };
        let wounds = field(
            self.board
                .units()
                .filter(|(_, u)| u.r != self.max_r(u.piece))
                .map(|(sq, u)| format!("{sq}={}", u.r))
                .collect(),
        );
        let resting = field(self.board.units().filter(|(_, u)| u.is_resting()).map(|(sq, _)| sq.to_string()).collect());
        let castling = if castling.is_empty() { "-".to_owned() } else { castling };
        format!("{} {side} {castling} {wounds} {resting}", self.board.to_text())
    }
}
