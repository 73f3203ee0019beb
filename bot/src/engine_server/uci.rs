//! TaflZero's UCI-like protocol, as its README gives it: `uci` (`id …`, `uciok`),
//! `isready` (`readyok`), `setoption name Variant value copenhagen11x11`, `position
//! startpos|fen <rows> <a|d> [moves e1e2 …]`, `go movetime <ms>|nodes <n>|infinite`
//! (`info …`, then `bestmove e5e8`, or `bestmove (none)`), `quit`. Positions are
//! TaflZero's FEN: the top row first, `a` attackers, `d` defenders, `k` the king.

use std::time::Duration;

use engine::tafl::{Ruleset, Side, Start, TaflOptions};

use super::{Said, Session};

pub fn answer(session: &mut Session, line: &str) -> Said {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        ["uci"] => Said {
            lines: vec![
                format!("id name games-bot {}", env!("CARGO_PKG_VERSION")),
                "id author the games bot's team".into(),
                "option name Variant type combo default copenhagen11x11 var copenhagen11x11 var historical11x11 \
                 var tablut9x9 var brandubh7x7"
                    .into(),
                "uciok".into(),
            ],
            quit: false,
        },
        ["isready"] => Said::line("readyok"),
        ["ucinewgame"] => {
            session.reset(session.options);
            Said::nothing()
        }
        ["setoption", "name", "Variant", "value", variant] => match variant_ruleset(variant) {
            Some(ruleset) => {
                session.reset(TaflOptions { ruleset, ..TaflOptions::default() });
                Said::line(format!("info string variant set to {variant}"))
            }
            None => Said::line(format!("info string unknown variant {variant}")),
        },
        ["setoption", ..] => Said::nothing(),
        ["position", rest @ ..] => position(session, rest),
        ["go", rest @ ..] => go(session, rest),
        ["stop"] => Said::nothing(),
        ["quit"] => Said { lines: Vec::new(), quit: true },
        [] => Said::nothing(),
        [other, ..] => Said::line(format!("info string unknown command {other}")),
    }
}

/// TaflZero's variant names, and ours.
fn variant_ruleset(variant: &str) -> Option<Ruleset> {
    match variant {
        "copenhagen11x11" | "copenhagen" => Some(Ruleset::Copenhagen),
        "historical11x11" | "classic" => Some(Ruleset::Classic),
        "tablut9x9" | "tablut" => Some(Ruleset::Tablut),
        "brandubh7x7" | "brandubh" => Some(Ruleset::Brandubh),
        _ => None,
    }
}

/// `startpos [moves …]` or `fen <rows> [last-to] <a|d> [clocks] [moves …]`.
fn position(session: &mut Session, words: &[&str]) -> Said {
    let (setup, moves) = match words.iter().position(|w| *w == "moves") {
        Some(at) => (&words[..at], &words[at + 1..]),
        None => (words, &[][..]),
    };
    match setup {
        ["startpos"] => session.reset(session.options),
        ["fen", rows, rest @ ..] => {
            let side = rest.iter().find(|w| matches!(**w, "a" | "d"));
            let to_move = if side == Some(&"d") { Side::Defenders } else { Side::Attackers };
            let Some(board) = engines::fen::read(rows) else {
                return Said::line(format!("info string bad fen {rows}"));
            };
            if let Err(why) = session.set_position(Start::of(&board, to_move)) {
                return Said::line(format!("info string position refused: {why}"));
            }
        }
        _ => return Said::line("info string position startpos|fen … [moves …]"),
    }
    for mv in moves {
        if let Err(why) = session.play(mv) {
            return Said::line(format!("info string invalid move '{mv}': {why}"));
        }
    }
    Said::nothing()
}

/// `go movetime <ms>`, or the level's budget: `info …` and `bestmove`.
fn go(session: &mut Session, words: &[&str]) -> Said {
    let within = match words {
        ["movetime", ms, ..] => ms.parse().ok().map(Duration::from_millis),
        _ => None,
    };
    let started = std::time::Instant::now();
    let Some((mv, choice)) = session.think(within) else { return Said::line("bestmove (none)") };
    let spent = started.elapsed().as_millis();
    let best = format!("{}{}", mv.from, mv.to);
    Said {
        lines: vec![
            format!("info depth {} nodes {} time {spent} pv {best}", choice.iterations, choice.nodes),
            format!("bestmove {best}"),
        ],
        quit: false,
    }
}
