//! A tafl match as an engine is told it: its options (the ruleset, the king's arms, a
//! start of its own), the moves played, and the board now.

use engine::tafl::{Board, Side, TaflMove, TaflOptions, otn};
use engine::{AnyMatch, Seat};

/// What every protocol tells of a match.
#[derive(Clone, Debug)]
pub struct Told {
    pub options: TaflOptions,
    pub moves: Vec<TaflMove>,
    pub board: Board,
}

impl Told {
    /// `m` as told to an engine; `None` for a game other than tafl.
    pub fn of(m: &AnyMatch) -> Option<Told> {
        let AnyMatch::Hnefatafl(m) = m else { return None };
        let record = m.record();
        let moves = record
            .log
            .iter()
            .filter_map(|entry| match entry {
                engine::Entry::Act { action, .. } => Some(*action),
                _ => None,
            })
            .collect();
        Some(Told { options: record.options, moves, board: m.state().board().clone() })
    }

    /// Who moves first: the attackers, unless a start of the game's own says otherwise.
    pub fn first(&self) -> Side {
        self.options.start.map_or(Side::Attackers, |start| start.to_move)
    }

    /// Who moves after `plies` moves.
    pub fn to_move_after(&self, plies: usize) -> Side {
        if plies.is_multiple_of(2) { self.first() } else { self.first().other() }
    }

    /// The OTN records of the moves, captures and end marks included.
    pub fn records(&self) -> Vec<String> {
        otn::move_records(self.options, &self.moves).unwrap_or_default()
    }
}

/// A side's seat in a game of two: the attackers sit first.
pub fn seat(side: Side) -> Seat {
    match side {
        Side::Attackers => Seat(0),
        Side::Defenders => Seat(1),
    }
}

/// The side of a seat in a game of two.
pub fn side_of(seat: Seat) -> Side {
    if seat == Seat(0) { Side::Attackers } else { Side::Defenders }
}

/// OpenTafl's and hnefatafl.org's name of a side.
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attackers",
        Side::Defenders => "defenders",
    }
}
