//! External tafl engines: the operator names them (`ENGINES`, [`Spec`]), and a
//! [`Player`] runs one in a process of its own and asks it for moves in its protocol
//! ([`Protocol`]): TaflZero's UCI-like protocol, OpenTafl's engine protocol (OTEP), or
//! hnefatafl.org's text protocol (after GTP). The bot seats them as opponents
//! (`challenge engine:<name>`), and the `arena` binary measures our levels against
//! them. The other end of the same protocols, our AI as an engine, is `bot engine`.
//!
//! An engine is never trusted: its move is checked legal, its time is capped, its
//! process killed on any failure, and nothing it writes but a move is kept.

mod contender;
mod detect;
mod dialect;
pub mod fen;
mod game;
mod player;
mod process;
mod protocol;
mod spec;

pub use contender::Contender;
pub use detect::detect;
pub use game::{Told, seat, side_of};
pub use player::{Failure, GRACE, Player};
pub use protocol::{Protocol, Unsaid};
pub use spec::Spec;
