//! The rulesets of the tafl family as data: the board and start, which squares are
//! restricted and hostile, how the king is taken and how he wins, and what repetition and
//! a player without moves mean. One engine plays them all (docs/hnefatafl.md).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::board::{Board, START as ELEVEN, Square};

/// A member of the tafl family. `Classic` is the seed's Hnefatafl 11×11 and the default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ruleset {
    #[default]
    Classic,
    Copenhagen,
    Brandubh,
    Tablut,
}

/// How the king is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KingCapture {
    /// All four neighbours attackers, the empty throne, a corner or the board's edge.
    Surrounded,
    /// Four attackers, or three beside the throne with the throne as the fourth; never at
    /// the edge.
    FourOrThrone,
    /// Four attackers on the throne, three beside it (the throne the fourth), and
    /// elsewhere two enemies on opposite sides, like any piece: an attacker, or a
    /// hostile corner.
    ByPlace,
}

/// Where the king wins by reaching.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Escape {
    Corner,
    Edge,
}

/// What a position seen for the third time means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repetition {
    /// Nothing: the game goes on.
    Allowed,
    /// Perpetual repetition: the defenders lose.
    DefendersLose,
    Draw,
}

/// Everything a ruleset decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The king takes part in captures, as hammer and anvil (`king=armed`, the default
    /// in every ruleset).
    pub king_armed: bool,
    /// The start, OpenTafl-style, the top rank first; its rank count is the board's size.
    pub start: &'static str,
    /// The four corners are restricted to the king and hostile to everyone.
    pub corners: bool,
    /// Pieces may pass over the empty throne (never stop on it, unless the king).
    pub pass_throne: bool,
    pub king_capture: KingCapture,
    pub escape: Escape,
    pub repetition: Repetition,
    /// A player without a legal move loses (else the game is drawn).
    pub no_move_loses: bool,
    /// Copenhagen's edge captures of whole rows, exit forts and encirclement.
    pub shieldwall: bool,
    pub exit_fort: bool,
    pub encirclement: bool,
}

impl Ruleset {
    pub const ALL: [Ruleset; 4] = [Ruleset::Classic, Ruleset::Copenhagen, Ruleset::Brandubh, Ruleset::Tablut];

    pub fn name(self) -> &'static str {
        match self {
            Ruleset::Classic => "classic",
            Ruleset::Copenhagen => "copenhagen",
            Ruleset::Brandubh => "brandubh",
            Ruleset::Tablut => "tablut",
        }
    }

    pub fn parse(text: &str) -> Option<Ruleset> {
        Ruleset::ALL.into_iter().find(|r| r.name() == text)
    }

    pub fn rules(self) -> Rules {
        let classic = Rules {
            king_armed: true,
            start: ELEVEN,
            corners: true,
            pass_throne: true,
            king_capture: KingCapture::Surrounded,
            escape: Escape::Corner,
            repetition: Repetition::Allowed,
            no_move_loses: true,
            shieldwall: false,
            exit_fort: false,
            encirclement: false,
        };
        match self {
            Ruleset::Classic => classic,
            Ruleset::Copenhagen => Rules {
                king_capture: KingCapture::FourOrThrone,
                repetition: Repetition::DefendersLose,
                shieldwall: true,
                exit_fort: true,
                encirclement: true,
                ..classic
            },
            Ruleset::Brandubh => Rules {
                start: "3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3",
                king_capture: KingCapture::ByPlace,
                repetition: Repetition::DefendersLose,
                ..classic
            },
            Ruleset::Tablut => Rules {
                start: "3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3",
                corners: false,
                pass_throne: false,
                king_capture: KingCapture::ByPlace,
                escape: Escape::Edge,
                repetition: Repetition::Draw,
                no_move_loses: false,
                ..classic
            },
        }
    }
}

impl Rules {
    /// The throne, and the corners where the ruleset has them: only the king may stop
    /// there, and empty they are hostile.
    pub fn restricts(&self, board: &Board, sq: Square) -> bool {
        board.is_throne(sq) || (self.corners && board.is_corner(sq))
    }

    /// The board at the start.
    pub fn start_board(&self) -> Board {
        Board::from_position(self.start).expect("every ruleset's start is valid")
    }
}

impl fmt::Display for Ruleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
