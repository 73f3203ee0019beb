//! TaflZero's UCI-like protocol, the host's side: `uci` … `uciok`, the variant, `isready`
//! … `readyok`; each move `position startpos|fen <rows> <a|d> moves e1e2 …` and `go
//! movetime <ms>`, answered by `bestmove e5e8` (or `bestmove (none)`).

use std::time::Duration;

use engine::tafl::{Ruleset, Side};

use super::{Heard, Step};
use crate::game::Told;

/// TaflZero's name of a ruleset (see [`crate::Protocol::rulesets`]).
pub fn variant(ruleset: Ruleset) -> &'static str {
    match ruleset {
        Ruleset::Copenhagen => "copenhagen11x11",
        Ruleset::Classic => "historical11x11",
        Ruleset::Tablut => "tablut9x9",
        Ruleset::Brandubh => "brandubh7x7",
    }
}

pub fn greet(told: &Told) -> Vec<Step> {
    vec![
        Step::Say("uci".into()),
        Step::Await("uciok"),
        Step::Say(format!("setoption name Variant value {}", variant(told.options.ruleset))),
        Step::Say("ucinewgame".into()),
        Step::Say("isready".into()),
        Step::Await("readyok"),
    ]
}

/// The whole game each time: the protocol keeps no state between positions.
pub fn ask(told: &Told, budget: Duration) -> Vec<String> {
    let mut position = match told.options.start {
        None => "position startpos".to_owned(),
        Some(start) => {
            let side = if start.to_move == Side::Attackers { "a" } else { "d" };
            format!("position fen {} {side}", crate::fen::write(&start.board()))
        }
    };
    if !told.moves.is_empty() {
        position.push_str(" moves");
        for mv in &told.moves {
            position.push_str(&format!(" {}{}", mv.from, mv.to));
        }
    }
    vec![position, format!("go movetime {}", budget.as_millis())]
}

pub fn heard(line: &str) -> Heard {
    let mut words = line.split_whitespace();
    match (words.next(), words.next()) {
        (Some("bestmove"), Some("(none)") | None) => Heard::Failed,
        (Some("bestmove"), Some(mv)) => mv.parse().map_or(Heard::Failed, Heard::Move),
        _ => Heard::Nothing,
    }
}
