//! Pure rules of the board games hosted by the bot.
//!
//! Nothing here does IO, awaits, reads a clock or touches a global RNG. A game is a
//! [`Game`]: a state that says who must act ([`Turn`]), lists and checks actions, applies
//! them and returns [`GameEvent`]s, lists the outcomes of chance nodes, and shows each
//! viewer only what that viewer may see. A [`Match`] is (game, options, seats, seed, log):
//! it samples chance with a ChaCha RNG seeded per match, records every action and chance
//! outcome, and replaying its log rebuilds the exact state. [`AnyMatch`] is the one enum
//! over all games that the bot handles uniformly.
//!
//! ```
//! use engine::{Match, Seat, Seed, tafl::Tafl};
//!
//! let mut m = Match::<Tafl>::new(Default::default(), 2, Seed::from_bytes([7; 32])).unwrap();
//! let events = m.play_text(Seat(0), "d1-d4").unwrap();
//! assert_eq!(events.len(), 1);
//! assert!(m.play_text(Seat(0), "e1-e3").is_err()); // not the attackers' turn any more
//! ```

mod any;
mod chance;
mod coords;
mod game;
pub mod gype;
pub mod landover;
mod message;
pub mod options;
pub mod playout;
pub mod quest;
mod record;
pub mod registry;
pub mod skirmish;
pub mod tafl;
pub mod tap;

/// The version of the rules: raised by every change that can make a recorded move
/// illegal (2: the Hnefatafl king is captured only by the move that closes his ring;
/// LandOver's wounded king's flight; Skirmish's decisions in a resolution). Storage notes
/// which version last wrote each match.
pub const RULES_VERSION: i64 = 2;

pub use any::{
    AddedMatch, AddedView, AnyMatch, AnyView, EventReport, GameDef, GameKind, Hosted, PlyReport, ReplayStep,
    UnknownGame, host, title_term,
};
pub use chance::{Seed, SeedError, sample_index};
pub use game::{
    Game, GameEvent, GameInfo, Known, OptionError, Outcome, PlayError, Seat, Turn, Viewer, parse_option_pairs,
};
pub use message::{Arg, Message, join_runs};
pub use record::{Entry, Match, Record, ReplayError, Replayer, TakebackError};
