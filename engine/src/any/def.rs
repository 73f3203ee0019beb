//! A game as the bot knows it without its type: its facts and the functions that start,
//! rate and replay its matches, built once per game from its [`Game`] implementation by
//! [`GameDef::of`].

use crate::chance::Seed;
use crate::game::{GameInfo, OptionError};
use crate::record::{Match, ReplayError};

use super::hosted::Hosted;
use super::{AnyMatch, PlyReport, replay_text};

/// Options as `key=value` pairs (see [`crate::parse_option_pairs`]).
type Pairs = [(String, String)];

/// Replays a move list with options, seats and (if known) the seed.
type Replay = fn(&Pairs, usize, Option<Seed>, &str) -> Result<Vec<PlyReport>, ReplayError>;

/// What the bot needs of one game.
pub struct GameDef {
    pub info: GameInfo,
    /// Other names users may type.
    pub aliases: &'static [&'static str],
    new: fn(&Pairs, usize, Seed) -> Result<AnyMatch, OptionError>,
    ruleset: fn(&Pairs) -> Result<Option<&'static str>, OptionError>,
    rulesets: fn() -> Vec<&'static str>,
    replay: Replay,
    decode: fn(serde_json::Value) -> serde_json::Result<AnyMatch>,
}

impl PartialEq for GameDef {
    fn eq(&self, other: &GameDef) -> bool {
        self.info.name == other.info.name
    }
}

impl Eq for GameDef {}

impl std::hash::Hash for GameDef {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.info.name.hash(state);
    }
}

impl std::fmt::Debug for GameDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.info.name)
    }
}

impl GameDef {
    /// The definition of the game `G`, known also as `aliases`.
    pub const fn of<G: Hosted>(aliases: &'static [&'static str]) -> GameDef {
        GameDef {
            info: G::INFO,
            aliases,
            new: |pairs, seats, seed| Ok(G::any_match(Match::<G>::new(G::parse_options(pairs)?, seats, seed)?)),
            ruleset: |pairs| Ok(G::ruleset(&G::parse_options(pairs)?)),
            rulesets: G::rulesets,
            replay: |pairs, seats, seed, text| {
                replay_text::<G>(&G::parse_options(pairs).map_err(ReplayError::Options)?, seats, seed, text)
            },
            decode: |record| Ok(G::any_match(serde_json::from_value::<Match<G>>(record)?)),
        }
    }

    /// Starts a match with validated options.
    pub(super) fn start(&self, pairs: &Pairs, seats: usize, seed: Seed) -> Result<AnyMatch, OptionError> {
        (self.new)(pairs, seats, seed)
    }

    /// The ruleset `pairs` choose, in a game that hosts several.
    pub(super) fn ruleset(&self, pairs: &Pairs) -> Result<Option<&'static str>, OptionError> {
        (self.ruleset)(pairs)
    }

    /// Reads a stored record of the game.
    pub(super) fn decode(&self, record: serde_json::Value) -> serde_json::Result<AnyMatch> {
        (self.decode)(record)
    }

    pub(super) fn rulesets(&self) -> Vec<&'static str> {
        (self.rulesets)()
    }

    pub(super) fn replay(
        &self,
        pairs: &Pairs,
        seats: usize,
        seed: Option<Seed>,
        text: &str,
    ) -> Result<Vec<PlyReport>, ReplayError> {
        (self.replay)(pairs, seats, seed, text)
    }
}
