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

    /// A user known only by an @-name (`bob`): a mention on a platform whose mentions carry
    /// no id. The user who has that handle claims the place (see [`Challenge::claim`]).
    pub fn unresolved(handle: &str) -> User {
        let name = format!("@{handle}");
        User { id: name.to_lowercase(), name }
    }

    pub fn is_unresolved(&self) -> bool {
        self.id.starts_with('@')
    }

    /// Whether this is `handle`'s unresolved place.
    pub fn is_handle(&self, handle: &str) -> bool {
        self.id.strip_prefix('@').is_some_and(|h| h.eq_ignore_ascii_case(handle))
    }
}

/// A pending challenge; at most one per channel. The match starts once every seat is
/// taken: the challenger's, the invited users' (who must accept), and any open seats
/// (anyone may take them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    pub channel: ChannelKey,
    pub challenger: User,
    /// The users challenged by name, in the order they were mentioned.
    pub invited: Vec<User>,
    /// Those who accepted so far, in order.
    pub joined: Vec<User>,
    /// Players in the match, the challenger included.
    pub seats: usize,
    pub game: String,
    pub options: Vec<String>,
    pub created_at: i64,
    pub expires_at: i64,
}

impl Challenge {
    /// Seats anyone may take: not the challenger's and not reserved for an invited user.
    pub fn open_seats(&self) -> usize {
        let open_joined = self.joined.iter().filter(|u| !self.is_invited(u)).count();
        self.seats.saturating_sub(1 + self.invited.len() + open_joined)
    }

    /// The invited users who have not accepted yet.
    pub fn awaited(&self) -> Vec<&User> {
        self.invited.iter().filter(|u| !self.has_joined(u)).collect()
    }

    /// The players in seat order: the challenger, the invited in mention order, then the
    /// others in the order they joined.
    pub fn players(&self) -> Vec<User> {
        let mut players = vec![self.challenger.clone()];
        players.extend(self.invited.iter().cloned());
        players.extend(self.joined.iter().filter(|u| !self.is_invited(u)).cloned());
        players
    }

    /// `user`, whose @-name is `handle`, takes the invitation addressed to that name;
    /// returns whether one was claimed.
    pub fn claim(&mut self, user: &User, handle: Option<&str>) -> bool {
        let Some(handle) = handle else { return false };
        if self.is_invited(user) {
            return false;
        }
        match self.invited.iter_mut().find(|u| u.is_handle(handle)) {
            Some(place) => {
                *place = user.clone();
                true
            }
            None => false,
        }
    }

    pub fn is_invited(&self, user: &User) -> bool {
        self.invited.iter().any(|u| u.id == user.id)
    }

    pub fn has_joined(&self, user: &User) -> bool {
        self.joined.iter().any(|u| u.id == user.id)
    }

    /// Whether the challenge waits for `user`'s answer: an invited user who has not joined
    /// yet, or anyone but the challenger and those who joined while seats are open.
    pub fn awaits(&self, user: &User) -> bool {
        user.id != self.challenger.id && !self.has_joined(user) && (self.is_invited(user) || self.open_seats() > 0)
    }
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
    /// When a pending secret decision times out and its default is played.
    pub deadline_at: Option<i64>,
}
