//! OpenTafl's engine protocol, the host's side, as its document orders it: the engine
//! says `hello`; we send `rules <OTN rules string>`, `side <its side>` and `start`; each
//! turn `opponent-move <move record> <position record>` (or, for an engine started in
//! the middle of a game with no opponent's move to give, `position <record>`), `play
//! <side>` and `clock <ms>* <ms>* <s> 1 1` (the move's budget as an overtime period), and
//! the engine answers `move a4-a1`, confirmed by `move <position record>` or refused by
//! `error 2`. `finish <code>` and `goodbye` end it. `error -1` from the engine is a
//! critical error: it loses.

use std::time::Duration;

use engine::tafl::{Side, otn};

use super::{Heard, Step};
use crate::game::{Told, side_name};

/// What the host says of an illegal move.
pub const ILLEGAL: &str = "error 2";

pub fn greet(told: &Told, side: Side) -> Vec<Step> {
    vec![
        Step::Await("hello"),
        Step::Say(format!("rules {}", otn::rules_string(told.options))),
        Step::Say(format!("side {}", side_name(side))),
        Step::Say("start".into()),
    ]
}

pub fn ask(told: &Told, known: usize, side: Side, budget: Duration) -> Vec<String> {
    let mut lines = Vec::new();
    let position = otn::position_record(&told.board);
    let plies = told.moves.len();
    if plies > 0 && told.to_move_after(plies - 1) != side {
        let records = told.records();
        let last = records.last().cloned().unwrap_or_else(|| told.moves[plies - 1].to_string());
        lines.push(format!("opponent-move {last} {position}"));
    } else if known != plies || told.options.start.is_some() {
        lines.push(format!("position {position}"));
    }
    let ms = budget.as_millis();
    let seconds = budget.as_secs().max(1);
    lines.push(format!("play {}", side_name(side)));
    lines.push(format!("clock {ms}* {ms}* {seconds} 1 1"));
    lines
}

pub fn heard(line: &str) -> Heard {
    let (command, rest) = line.split_once(' ').unwrap_or((line, ""));
    match command {
        "move" => otn::read_move(rest).map_or(Heard::Failed, Heard::Move),
        "error" if rest.trim_start().starts_with("-1") => Heard::Failed,
        _ => Heard::Nothing,
    }
}

pub fn accepted(after: &Told) -> Vec<String> {
    vec![format!("move {}", otn::position_record(&after.board))]
}

pub fn goodbye(winner: Option<Side>) -> Vec<String> {
    let code = match winner {
        None => 1,
        Some(Side::Attackers) => 2,
        Some(Side::Defenders) => 3,
    };
    vec![format!("finish {code}"), "goodbye".into()]
}
