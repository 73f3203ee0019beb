//! A game's own start: `position=<OTN position record>[:a|:d]`, the pieces as OpenTafl's
//! notation lists them (rank 1 first) and the side to move (the attackers unless `:d`).
//! It is read here; whether it is a position of a ruleset's game is [`Start::check`]ed
//! when the game starts: the board's size, one king, no more pieces of a side than the
//! start has, nothing but the king on a restricted square, and not over already.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::board::{Board, Piece, Side, Square};
use super::{Escape, Rules, otn};

/// A position to start from, kept as bitboards so that options stay `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Start {
    size: u8,
    attackers: u128,
    /// The defenders, the king among them.
    defenders: u128,
    king: Option<Square>,
    pub to_move: Side,
}

impl Start {
    /// `/3t3/…/3t3/` with an optional `:a` or `:d` (also `:attackers`, `:defenders`);
    /// `None` unless it reads as a board of ours.
    pub fn parse(text: &str) -> Option<Start> {
        let (record, side) = match text.rsplit_once(':') {
            Some((record, side)) => (record, side),
            None => (text, "a"),
        };
        let to_move = match side {
            "a" | "attackers" => Side::Attackers,
            "d" | "defenders" => Side::Defenders,
            _ => return None,
        };
        let board = otn::read_position(record)?;
        Some(Start::of(&board, to_move))
    }

    pub fn of(board: &Board, to_move: Side) -> Start {
        Start {
            size: board.size(),
            attackers: board.side_bits(Side::Attackers),
            defenders: board.side_bits(Side::Defenders),
            king: board.king(),
            to_move,
        }
    }

    pub fn board(&self) -> Board {
        let empty = vec![self.size.to_string(); usize::from(self.size)].join("/");
        let mut board = Board::from_position(&empty).expect("a size of ours");
        for sq in super::bits::squares(self.attackers) {
            board.set(sq, Some(Piece::Attacker));
        }
        for sq in super::bits::squares(self.defenders) {
            let piece = if Some(sq) == self.king { Piece::King } else { Piece::Defender };
            board.set(sq, Some(piece));
        }
        board
    }

    /// Why this is no position to start a game of `rules` from, if it is not.
    pub fn check(&self, rules: &Rules) -> Result<(), String> {
        let start = rules.start_board();
        let board = self.board();
        if board.size() != start.size() {
            return Err(format!("a board of {} squares a side, as the ruleset's", start.size()));
        }
        let Some(king) = board.king() else { return Err("a king on the board".into()) };
        let count = |b: &Board, side: Side| b.side_pieces(side).filter(|(_, p)| *p != Piece::King).count();
        for (side, name) in [(Side::Attackers, "attackers"), (Side::Defenders, "defenders")] {
            if count(&board, side) > count(&start, side) {
                return Err(format!("at most {} {name}, as the ruleset starts with", count(&start, side)));
            }
        }
        if let Some((sq, _)) = board.pieces().find(|&(sq, p)| p != Piece::King && rules.restricts(&board, sq)) {
            return Err(format!("nothing but the king on {sq}, a restricted square"));
        }
        let escaped = match rules.escape {
            Escape::Corner => board.is_corner(king),
            Escape::Edge => board.is_edge(king),
        };
        if escaped {
            return Err(format!("a game not over already: the king on {king} has escaped"));
        }
        Ok(())
    }
}

impl fmt::Display for Start {
    /// `/3t3/…/3t3/:d`, as [`Start::parse`] reads it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = match self.to_move {
            Side::Attackers => "a",
            Side::Defenders => "d",
        };
        write!(f, "{}:{side}", otn::position_record(&self.board()))
    }
}

impl Serialize for Start {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Start {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Start, D::Error> {
        let text = String::deserialize(deserializer)?;
        Start::parse(&text).ok_or_else(|| serde::de::Error::custom("not a tafl start"))
    }
}

#[cfg(test)]
mod tests {
    use crate::game::{Seat, Turn};
    use crate::{AnyMatch, GameKind, Seed};

    fn started(words: &[&str]) -> Result<AnyMatch, String> {
        AnyMatch::new(GameKind::Hnefatafl, words, 2, Seed::from_bytes([3; 32])).map_err(|e| format!("{e:?}"))
    }

    #[test]
    fn a_game_starts_from_its_own_position_with_its_side_to_move_and_keeps_it_in_its_options() {
        // Brandubh, the defenders to move: the king on d4, one attacker each side of him gone.
        let position = "position=/3t3/3t3/3T3/t1TKT1t/3T3/3t3/3t3/:d";
        let game = started(&["rules=brandubh", position]).unwrap();
        assert_eq!(game.turn(), Turn::Player(Seat(1)), "the defenders to move");
        assert!(game.options().contains(&position.to_owned()), "{:?}", game.options());
        let again = started(&game.options().iter().map(String::as_str).collect::<Vec<_>>()).unwrap();
        assert_eq!(again.turn(), game.turn(), "the options rebuild the same start");
        assert!(
            started(&["rules=brandubh", "position=/3t3/3t3/3T3/t1TKT1t/3T3/3t3/3t3/"]).is_ok(),
            "attackers by default"
        );
    }

    #[test]
    fn a_position_that_is_no_game_of_the_ruleset_is_refused_with_the_reason() {
        let refused = |position: &str| started(&["rules=brandubh", position]).unwrap_err();
        assert!(refused("position=/3t3/3t3/3T3/ttT1Ttt/3T3/3t3/3t3/").contains("a king on the board"));
        assert!(refused("position=/3t3/3t3/3T3/ttTKTtt/3T3/3t3/tt1t3/").contains("at most 8 attackers"));
        assert!(refused("position=/3t3/3t3/7/ttTTTtt/3T3/3K3/3t3/").contains("nothing but the king on d4"));
        assert!(refused("position=K2t3/3t3/3T3/tt3tt/3T3/3t3/3t3").contains("position"), "not a record: no slashes");
        let escaped = refused("position=/K2t3/3t3/3T3/tt3tt/3T3/3t3/3t3/");
        assert!(escaped.contains("has escaped"), "{escaped}");
        assert!(refused("position=/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/:x").contains("the side to move"));
        let eleven = "position=/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
        assert!(refused(eleven).contains("a board of 7 squares a side"));
        // The defenders' king alone on c1, hemmed in by attackers on b1, d1 and c2: no move.
        let stuck = "position=/1tKt3/2t4/7/7/7/7/7/:d";
        assert!(started(&["rules=brandubh", stuck]).unwrap_err().contains("no move"));
    }
}
