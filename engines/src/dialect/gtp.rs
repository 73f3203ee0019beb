//! hnefatafl.org's text protocol, the host's side: every command is answered, `= …` on
//! success and `? …` on failure. A new engine is asked its `protocol_version`; each
//! turn the moves it does not know yet are played (`play attacker e5 e8`), then
//! `generate_move` is answered `= play attacker e5 e8` (or `= attacker e5 e8`, as its
//! README gives it), which the engine has played on its own board.

use engine::tafl::TaflMove;

use super::{Heard, Step, moves_from};
use crate::game::Told;

pub fn greet() -> Vec<Step> {
    vec![Step::Say("protocol_version".into()), Step::Await("=")]
}

fn role(side: engine::tafl::Side) -> &'static str {
    match side {
        engine::tafl::Side::Attackers => "attacker",
        engine::tafl::Side::Defenders => "defender",
    }
}

pub fn ask(told: &Told, known: usize) -> Vec<String> {
    let mut lines: Vec<String> = moves_from(told, known)
        .map(|(ply, mv)| format!("play {} {} {}", role(told.to_move_after(ply)), mv.from, mv.to))
        .collect();
    lines.push("generate_move".into());
    lines
}

/// Whether `line` is an answer, and a success.
pub fn answer(line: &str) -> Option<bool> {
    match line.trim_start().chars().next() {
        Some('=') => Some(true),
        Some('?') => Some(false),
        _ => None,
    }
}

/// The answer to `generate_move`.
pub fn heard(line: &str) -> Heard {
    let Some(said) = line.trim_start().strip_prefix('=') else { return Heard::Failed };
    // `play attacker e5 e8, score: …`: the move is before the first comma.
    let said = said.split(',').next().unwrap_or_default();
    let mut words = said.split_whitespace().peekable();
    words.next_if_eq(&"play");
    let (Some(_role), Some(from), Some(to)) = (words.next(), words.next(), words.next()) else { return Heard::Failed };
    if from == "resigns" {
        return Heard::Resigned;
    }
    format!("{from}-{to}").parse::<TaflMove>().map_or(Heard::Failed, Heard::Move)
}
