//! The three protocols tafl engines speak, and what each can tell an engine.

use std::fmt;
use std::str::FromStr;

use engine::tafl::{Ruleset, TaflOptions};

/// A tafl engine protocol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Protocol {
    /// TaflZero's UCI-like protocol (`position … moves …`, `go movetime`, `bestmove`).
    Uci,
    /// OpenTafl's engine protocol (`rules`, `opponent-move`, `play`, `move`).
    Otep,
    /// hnefatafl.org's text protocol, after GTP (`play`, `generate_move`, `= …`).
    Gtp,
}

impl Protocol {
    pub const ALL: [Protocol; 3] = [Protocol::Uci, Protocol::Otep, Protocol::Gtp];

    pub fn name(self) -> &'static str {
        match self {
            Protocol::Uci => "uci",
            Protocol::Otep => "otep",
            Protocol::Gtp => "gtp",
        }
    }

    /// The rulesets the protocol can name: TaflZero's four variants, every ruleset for
    /// OpenTafl's rules strings, and Copenhagen alone for hnefatafl.org's.
    pub fn rulesets(self) -> &'static [Ruleset] {
        match self {
            Protocol::Uci => &[Ruleset::Copenhagen, Ruleset::Classic, Ruleset::Tablut, Ruleset::Brandubh],
            Protocol::Otep => &Ruleset::ALL,
            Protocol::Gtp => &[Ruleset::Copenhagen],
        }
    }

    /// Whether a game under `options` can be told in this protocol: its ruleset, an
    /// unarmed king (a rules string's `ka:n` only), a start of its own (a FEN, or an
    /// OpenTafl position record; hnefatafl.org's protocol has no way to set one).
    pub fn tells(self, options: &TaflOptions) -> Result<(), Unsaid> {
        if !self.rulesets().contains(&options.ruleset) {
            return Err(Unsaid::Ruleset);
        }
        if !options.king_armed && self != Protocol::Otep {
            return Err(Unsaid::UnarmedKing);
        }
        if options.start.is_some() && self == Protocol::Gtp {
            return Err(Unsaid::Position);
        }
        Ok(())
    }
}

/// What a protocol cannot tell an engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsaid {
    Ruleset,
    UnarmedKing,
    Position,
}

impl fmt::Display for Protocol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Protocol {
    type Err = String;

    fn from_str(text: &str) -> Result<Protocol, String> {
        Protocol::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| format!("{text:?} is no protocol: uci, otep or gtp"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_protocol_tells_what_it_can_name_and_no_more() {
        let copenhagen = TaflOptions { ruleset: Ruleset::Copenhagen, ..TaflOptions::default() };
        let brandubh = TaflOptions { ruleset: Ruleset::Brandubh, ..TaflOptions::default() };
        assert_eq!(Protocol::Gtp.tells(&copenhagen), Ok(()));
        assert_eq!(Protocol::Gtp.tells(&brandubh), Err(Unsaid::Ruleset));
        assert_eq!(Protocol::Uci.tells(&brandubh), Ok(()));
        let unarmed = TaflOptions { king_armed: false, ..brandubh };
        assert_eq!(Protocol::Uci.tells(&unarmed), Err(Unsaid::UnarmedKing));
        assert_eq!(Protocol::Otep.tells(&unarmed), Ok(()));
        let board = Ruleset::Copenhagen.rules().start_board();
        let from =
            TaflOptions { start: Some(engine::tafl::Start::of(&board, engine::tafl::Side::Defenders)), ..copenhagen };
        assert_eq!(Protocol::Gtp.tells(&from), Err(Unsaid::Position));
        assert_eq!(Protocol::Uci.tells(&from), Ok(()));
        assert_eq!("OTEP".parse(), Ok(Protocol::Otep));
        assert!("xboard".parse::<Protocol>().is_err());
    }
}
