//! What comes in from a platform.

use crate::command::{self, Command, Parsed};
use crate::model::{ChannelKey, User};

/// Longest message the core reads, in characters.
pub const MAX_INPUT: usize = 500;

/// A message from a platform.
#[derive(Clone, Debug)]
pub struct Incoming {
    pub channel: ChannelKey,
    pub author: User,
    pub text: String,
    /// Users mentioned in the message, in order.
    pub mentions: Vec<User>,
    /// A private chat between the author and the bot: game commands go to the author's
    /// match, wherever it is played.
    pub private: bool,
    /// The author's @-name where a platform mentions users by name (a Telegram username),
    /// without the `@`: it claims a challenge addressed to [`User::unresolved`].
    pub handle: Option<String>,
    /// The server or group of the channel (a Discord server, a Telegram group): the
    /// community of leaderboards.
    pub community: String,
    /// The author moderates the channel (the platform's manage-messages right).
    pub moderator: bool,
    /// The platform's id of this delivery (an update, a message, an interaction): the
    /// message is handled once even if delivered twice or to two processes. A move claims
    /// it in the transaction that commits the move; anything else, before its answer is
    /// given.
    pub delivery: Option<String>,
    /// The command a platform's own interface built (a slash command with its options):
    /// run as it is, and `text` is not read.
    pub command: Option<Command>,
}

impl Incoming {
    /// What the message is: the command it carries, else its text read with `prefix`.
    pub fn parsed(&self, prefix: &str) -> Parsed {
        match &self.command {
            Some(command) => Parsed::Command(command.clone()),
            None => command::parse(&self.text, prefix),
        }
    }
}
