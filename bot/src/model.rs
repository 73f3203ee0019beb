//! The chat core's data: where a message came from, who sent it, and what is stored.

use engine::AnyMatch;
use serde::{Deserialize, Serialize};

use crate::clock::MatchClock;

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

    /// The place as one string (`platform/channel/thread`), to key work by.
    pub fn tag(&self) -> String {
        format!("{}/{}/{}", self.platform, self.channel, self.thread)
    }
}

/// How computer opponents' ids begin; no platform gives a user such an id.
pub const AI_PREFIX: &str = "ai:";
/// How external engines' ids begin (`engine:taflzero`).
pub const ENGINE_PREFIX: &str = "engine:";

/// A seat that plays by itself: a level of our AI, or an engine the operator named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Computer {
    Level(ai::Level),
    Engine(String),
}

/// The players' names, in seat order (as pictures with a legend name the seats).
pub fn names(players: &[User]) -> Vec<&str> {
    players.iter().map(|p| p.name.as_str()).collect()
}

/// A platform user, or a computer opponent ([`User::ai`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct User {
    pub id: String,
    pub name: String,
}

/// The most characters of a user's name that are kept, whatever the platform allows: a
/// longer name is cut, ending with "…", so that no name makes replies long.
pub const NAME_MAX: usize = 64;

/// `name` within [`NAME_MAX`] characters.
pub fn capped_name(name: &str) -> String {
    if name.chars().count() <= NAME_MAX {
        return name.to_owned();
    }
    let mut cut: String = name.chars().take(NAME_MAX - 1).collect();
    cut.push('…');
    cut
}

impl User {
    /// A user of a platform; the name is kept within [`NAME_MAX`] characters.
    pub fn new(id: &str, name: &str) -> User {
        User { id: id.to_owned(), name: capped_name(name) }
    }

    /// A user known only by an @-name (`bob`): a mention on a platform whose mentions carry
    /// no id. The user who has that handle claims the place (see [`Challenge::claim`]).
    pub fn unresolved(handle: &str) -> User {
        let name = capped_name(&format!("@{handle}"));
        User { id: name.to_lowercase(), name }
    }

    pub fn is_unresolved(&self) -> bool {
        self.id.starts_with('@')
    }

    /// The computer opponent at `level`: one identity per level (`ai:3`, "AI 3"), so each
    /// level has its own rating in every game.
    pub fn ai(level: ai::Level) -> User {
        User { id: format!("{AI_PREFIX}{level}"), name: format!("AI {level}") }
    }

    /// The level of a computer opponent; `None` for a person.
    pub fn ai_level(&self) -> Option<ai::Level> {
        self.id.strip_prefix(AI_PREFIX)?.parse().ok()
    }

    /// An engine the operator named (`ENGINES`): its own identity (`engine:taflzero`),
    /// rated as such, and named after it.
    pub fn engine(name: &str) -> User {
        User { id: format!("{ENGINE_PREFIX}{name}"), name: name.to_owned() }
    }

    /// Who plays this seat by itself, if it is not a person.
    pub fn computer(&self) -> Option<Computer> {
        match self.id.strip_prefix(ENGINE_PREFIX) {
            Some(name) => Some(Computer::Engine(name.to_owned())),
            None => self.ai_level().map(Computer::Level),
        }
    }

    /// Whether the seat plays by itself: our AI, or an external engine.
    pub fn is_ai(&self) -> bool {
        self.id.starts_with(ENGINE_PREFIX) || self.ai_level().is_some()
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
    /// The clock's next alarm: a reminder, or the deadline.
    pub deadline_at: Option<i64>,
    /// The server or group the channel belongs to: the leaderboard's community.
    pub community: String,
    /// Whether the result changes ratings.
    pub ranked: bool,
    /// `None` only for matches stored before clocks existed.
    pub clock: Option<MatchClock>,
    /// The seat that asked to take its last move back, until the next move.
    pub takeback_offer: Option<u8>,
    pub tournament_id: Option<i64>,
    /// How many log entries the stored record holds: a write appends those after them.
    pub stored_log: usize,
}

impl StoredMatch {
    /// The outcome a finished match ended with (an aborted one has none).
    pub fn end_outcome(&self) -> Option<engine::Outcome> {
        let result = &self.end.as_ref()?.result;
        if result == "draw" {
            return Some(engine::Outcome::Draw);
        }
        let seats = (0..self.players.len() as u8).map(engine::Seat);
        seats.into_iter().find(|&s| self.game.seat_name(s) == result).map(engine::Outcome::Winner)
    }
}

/// The seats a game waits for.
pub fn awaited(game: &AnyMatch) -> Vec<engine::Seat> {
    match game.turn() {
        engine::Turn::Player(seat) => vec![seat],
        engine::Turn::Simultaneous(seats) => seats,
        engine::Turn::Chance | engine::Turn::Over(_) => Vec::new(),
    }
}

/// The seats a game waits for that people hold: the seats a clock runs for (the AI is
/// never timed out) and the players a turn line notifies.
pub fn awaited_people(game: &AnyMatch, players: &[User]) -> Vec<engine::Seat> {
    awaited(game).into_iter().filter(|s| players.get(s.index()).is_some_and(|p| !p.is_ai())).collect()
}

/// The first seat a game waits for that plays by itself, and who plays it.
pub fn awaited_ai(game: &AnyMatch, players: &[User]) -> Option<(engine::Seat, Computer)> {
    awaited(game).into_iter().find_map(|s| Some((s, players.get(s.index())?.computer()?)))
}

/// What starting a match needs besides its game.
#[derive(Clone, Debug)]
pub struct NewMatch<'a> {
    pub channel: &'a ChannelKey,
    pub community: &'a str,
    pub players: &'a [User],
    pub game: &'a AnyMatch,
    pub ranked: bool,
    pub clock: &'a MatchClock,
}
