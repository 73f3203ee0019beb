//! `bot engine --protocol uci|otep|gtp [--rules R] [--level N]`: our AI as an engine for
//! others, on standard input and output. Each protocol is a small module that answers a
//! line with lines; they share a [`Session`]: the tafl game being played, the level, and
//! the search within the time the protocol gives (`go movetime`, a clock) or the level's
//! own budget. The protocols, as their documents give them (docs/hnefatafl.md):
//! - `uci`: TaflZero's UCI-like protocol (`position fen … moves …`, `go movetime`,
//!   `bestmove e5e8`);
//! - `otep`: OpenTafl's engine protocol (`rules`, `opponent-move`, `play`, `move a4-a1`);
//! - `gtp`: hnefatafl.org's text protocol (`play attacker e5 e8`, `generate_move`,
//!   `= …` or `? …`).

mod gtp;
mod otep;
mod uci;

use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

use engine::tafl::{Ruleset, Side, Start, TaflOptions};
use engine::{AnyMatch, AnyView, GameKind, Seat, Seed, Turn, Viewer};
use engines::seat;

/// The longest line read; a longer one is answered as an error and skipped.
const LINE_MAX: usize = 8 * 1024;

pub use engines::Protocol;

/// What a protocol answers a line with.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Said {
    pub lines: Vec<String>,
    /// The other side said goodbye: the engine exits.
    pub quit: bool,
}

impl Said {
    fn line(text: impl Into<String>) -> Said {
        Said { lines: vec![text.into()], quit: false }
    }

    fn nothing() -> Said {
        Said::default()
    }
}

/// The game an engine plays, and how it thinks.
pub struct Session {
    options: TaflOptions,
    game: AnyMatch,
    level: ai::Level,
    /// How long a move may take when the protocol gives no time.
    budget: Duration,
    /// The time a move may take that the protocol's clock gave last (OpenTafl's `clock`).
    clock: Option<Duration>,
}

impl Session {
    pub fn new(ruleset: Ruleset, level: ai::Level) -> Session {
        let options = TaflOptions { ruleset, ..TaflOptions::default() };
        let budget = crate::thinking::budget(level, 60_000, false);
        Session { options, game: new_game(options), level, budget, clock: None }
    }

    /// A new game under `options`, from their start.
    fn reset(&mut self, options: TaflOptions) {
        self.options = TaflOptions { start: None, ..options };
        self.game = new_game(options);
    }

    /// A new game from `board` with `side` to move; `Err` says why it is no position of
    /// the ruleset.
    fn set_position(&mut self, start: Start) -> Result<(), String> {
        let options = TaflOptions { start: Some(start), ..self.options };
        let game = game_of(options).map_err(|e| crate::i18n::Lang::En.text(&e.0))?;
        (self.options, self.game) = (options, game);
        Ok(())
    }

    /// The side to move, while the game goes on.
    fn to_move(&self) -> Option<Side> {
        match self.game.turn() {
            Turn::Player(Seat(0)) => Some(Side::Attackers),
            Turn::Player(_) => Some(Side::Defenders),
            _ => None,
        }
    }

    /// Plays `text` (`e5-e8`, `e5e8`) for whoever is to move: the squares it captured.
    fn play(&mut self, text: &str) -> Result<Vec<String>, String> {
        let seat = match self.to_move() {
            Some(side) => seat(side),
            None => return Err("the game is over".into()),
        };
        let events = self.game.play_text(seat, text).map_err(|e| crate::i18n::Lang::En.text(&e.message()))?;
        Ok(events.into_iter().flat_map(|e| e.captured).collect())
    }

    /// The AI's move for the side to move, within `within` (else the level's budget):
    /// `(from, to)`, and the search's depth and nodes.
    fn think(&self, within: Option<Duration>) -> Option<(engine::tafl::TaflMove, ai::Choice<String>)> {
        let seat = seat(self.to_move()?);
        // Never longer than the level's own budget.
        let deadline = Instant::now() + within.map_or(self.budget, |given| given.min(self.budget));
        let stop = || Instant::now() >= deadline;
        let think = ai::Think { level: self.level, seed: ai::seed_for(&self.game, seat), stop: &stop };
        let choice = ai::choose(&self.game, seat, &think)?;
        Some((choice.action.parse().ok()?, choice))
    }

    /// The board now.
    fn board(&self) -> engine::tafl::Board {
        match self.game.view(Viewer::Spectator) {
            AnyView::Hnefatafl(view) => view.board,
            _ => unreachable!("an engine plays tafl"),
        }
    }
}

/// A game under `options`; `Err` when their start is no position of the ruleset.
fn game_of(options: TaflOptions) -> Result<AnyMatch, engine::OptionError> {
    let words = <engine::tafl::Tafl as engine::Game>::format_options(&options);
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    AnyMatch::new(GameKind::Hnefatafl, &words, 2, Seed::from_bytes([0; 32]))
}

fn new_game(options: TaflOptions) -> AnyMatch {
    game_of(TaflOptions { start: None, ..options }).expect("a ruleset's start")
}

/// Answers one line in `protocol`.
pub fn answer(protocol: Protocol, session: &mut Session, line: &str) -> Said {
    match protocol {
        Protocol::Uci => uci::answer(session, line),
        Protocol::Otep => otep::answer(session, line),
        Protocol::Gtp => gtp::answer(session, line),
    }
}

/// What an engine says before anything is asked of it.
pub fn greeting(protocol: Protocol) -> Option<&'static str> {
    (protocol == Protocol::Otep).then_some("hello")
}

/// Speaks `protocol` on `input` and `output` until the other side says goodbye or closes.
pub fn serve(
    protocol: Protocol,
    mut session: Session,
    input: impl BufRead,
    mut output: impl Write,
) -> anyhow::Result<()> {
    if let Some(hello) = greeting(protocol) {
        writeln!(output, "{hello}")?;
        output.flush()?;
    }
    for line in input.lines() {
        let line = line?;
        let said = if line.len() > LINE_MAX {
            answer(protocol, &mut session, "")
        } else {
            answer(protocol, &mut session, line.trim())
        };
        for out in &said.lines {
            writeln!(output, "{out}")?;
        }
        output.flush()?;
        if said.quit {
            break;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
