//! What we say to an engine and what its answers mean, in each protocol: the greeting
//! that opens a game, the lines that bring the engine to the position and ask it for a
//! move, and the reading of its answer. Only a move, a resignation or a failure is
//! taken from what an engine writes; everything else it says is skipped, so none of it
//! can reach a chat.

mod gtp;
mod otep;
mod uci;

use std::time::Duration;

use engine::tafl::{Side, TaflMove};

use crate::Protocol;
use crate::game::Told;

/// One step of a greeting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Say(String),
    /// Wait for a line that starts with this.
    Await(&'static str),
}

/// What a line of the engine's says, while a move is awaited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// Nothing we wait for: its thinking, a status, an answer to a step on the way.
    Nothing,
    Move(TaflMove),
    /// It resigns.
    Resigned,
    /// It says it has no move, or reports an error of its own, or refuses the position.
    Failed,
}

/// A conversation in one protocol.
#[derive(Clone, Debug)]
pub struct Dialect {
    protocol: Protocol,
    /// hnefatafl.org's protocol answers every command: how many answers come before the
    /// move's.
    pending: usize,
}

impl Dialect {
    pub fn new(protocol: Protocol) -> Dialect {
        Dialect { protocol, pending: 0 }
    }

    /// The steps that open a game of `told`'s rules, the engine playing `side`.
    pub fn greet(&self, told: &Told, side: Side) -> Vec<Step> {
        match self.protocol {
            Protocol::Uci => uci::greet(told),
            Protocol::Otep => otep::greet(told, side),
            Protocol::Gtp => gtp::greet(),
        }
    }

    /// The lines that bring an engine that knows the first `known` moves to `told` and
    /// ask it for `side`'s move within `budget`.
    pub fn ask(&mut self, told: &Told, known: usize, side: Side, budget: Duration) -> Vec<String> {
        match self.protocol {
            Protocol::Uci => uci::ask(told, budget),
            Protocol::Otep => otep::ask(told, known, side, budget),
            Protocol::Gtp => {
                let lines = gtp::ask(told, known);
                self.pending = lines.len() - 1;
                lines
            }
        }
    }

    /// What `line` says while a move is awaited.
    pub fn heard(&mut self, line: &str) -> Heard {
        match self.protocol {
            Protocol::Uci => uci::heard(line),
            Protocol::Otep => otep::heard(line),
            Protocol::Gtp => {
                let answer = gtp::answer(line);
                match answer {
                    Some(_) if self.pending > 0 => {
                        self.pending -= 1;
                        // A refused move of ours puts us out of step: nothing can follow.
                        if answer == Some(false) { Heard::Failed } else { Heard::Nothing }
                    }
                    Some(_) => gtp::heard(line),
                    None => Heard::Nothing,
                }
            }
        }
    }

    /// What follows a move of the engine's that was played: `after` is the game with it.
    pub fn accepted(&self, after: &Told) -> Vec<String> {
        match self.protocol {
            Protocol::Otep => otep::accepted(after),
            Protocol::Uci | Protocol::Gtp => Vec::new(),
        }
    }

    /// What tells the engine its move was refused.
    pub fn refused(&self) -> Vec<String> {
        match self.protocol {
            Protocol::Otep => vec![otep::ILLEGAL.to_owned()],
            Protocol::Uci | Protocol::Gtp => Vec::new(),
        }
    }

    /// The lines that end a game won by `winner` (`None`: drawn or stopped) and the
    /// session.
    pub fn goodbye(&self, winner: Option<Side>) -> Vec<String> {
        match self.protocol {
            Protocol::Uci => vec!["quit".into()],
            Protocol::Otep => otep::goodbye(winner),
            Protocol::Gtp => vec!["quit".into()],
        }
    }
}

/// The moves of `told` from ply `from` on, as `e5-e8`.
fn moves_from(told: &Told, from: usize) -> impl Iterator<Item = (usize, &TaflMove)> {
    told.moves.iter().enumerate().skip(from)
}

#[cfg(test)]
mod tests;
