//! The chat core's data: where a message came from, who sent it, and what is stored.

use engine::AnyMatch;
use serde::{Deserialize, Serialize};

/// A conversation place: a platform's channel or chat, and a thread or topic within it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChannelKey {
    pub platform: String,
    pub channel: String,
    /// Empty when the message is not in a thread.
    pub thread: String,
}

impl ChannelKey {
    pub fn new(platform: &str, channel: &str, thread: Option<&str>) -> ChannelKey {
        ChannelKey {
            platform: platform.to_owned(),
            channel: channel.to_owned(),
            thread: thread.unwrap_or("").to_owned(),
        }
    }
}

/// A platform user.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct User {
    pub id: String,
    pub name: String,
}

impl User {
    pub fn new(id: &str, name: &str) -> User {
        User { id: id.to_owned(), name: name.to_owned() }
    }
}

/// A pending challenge; at most one per channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    pub channel: ChannelKey,
    pub challenger: User,
    /// `None` for an open challenge that anyone may accept.
    pub challenged: Option<User>,
    pub game: String,
    pub options: Vec<String>,
    pub created_at: i64,
    pub expires_at: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Active,
    Finished,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Active => "active",
            Status::Finished => "finished",
        }
    }
}

/// How a finished match ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchEnd {
    /// The winner's seat name, or `draw`.
    pub result: String,
    /// `rules`, `resignation` or `agreement`.
    pub reason: String,
}

/// A match as stored: the engine's match plus who plays it and where.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredMatch {
    pub id: i64,
    pub channel: ChannelKey,
    /// In seat order.
    pub players: Vec<User>,
    pub game: AnyMatch,
    pub status: Status,
    pub end: Option<MatchEnd>,
    /// The seat that offered a draw, until the next move.
    pub draw_offer: Option<u8>,
    /// Incremented by every update; a stale version loses the race.
    pub version: i64,
    pub started_at: i64,
}
