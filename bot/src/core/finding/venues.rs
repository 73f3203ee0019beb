//! Places of their own for tournament games: a platform that can open one per game (a
//! Discord thread, a Telegram forum topic) lets a round's games run side by side, each in
//! its own place under the tournament's channel. Adapters provide them; elsewhere (plain
//! Telegram groups, the console) a round's games are played one after another.

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, PoisonError, RwLock};

use crate::model::ChannelKey;

/// What a platform's places need, as a boxed future (the trait is used as an object).
pub type VenueFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// Whether games under a channel can get places of their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VenueCheck {
    Ready,
    /// The channel cannot hold them (a plain group, a DM, a thread itself).
    Unsupported,
    /// It could, but the bot lacks the right (Telegram's "manage topics").
    MissingRight,
}

/// A place opened for one game: its channel, and a link to it for the pairings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Venue {
    pub channel: ChannelKey,
    pub link: String,
}

/// A platform's way of opening places for games.
pub trait Venues: Send + Sync {
    fn check<'a>(&'a self, parent: &'a ChannelKey) -> VenueFuture<'a, VenueCheck>;
    /// Opens a place named `title` under `parent`; `None` when the platform refuses.
    fn open<'a>(&'a self, parent: &'a ChannelKey, title: &'a str) -> VenueFuture<'a, Option<Venue>>;
}

/// Each platform's way of opening places, where it has one.
#[derive(Default)]
pub(in crate::core) struct Providers(RwLock<HashMap<String, Arc<dyn Venues>>>);

impl Providers {
    pub(in crate::core) fn provide(&self, platform: &str, venues: Arc<dyn Venues>) {
        self.0.write().unwrap_or_else(PoisonError::into_inner).insert(platform.to_owned(), venues);
    }

    pub(in crate::core) fn of(&self, platform: &str) -> Option<Arc<dyn Venues>> {
        self.0.read().unwrap_or_else(PoisonError::into_inner).get(platform).cloned()
    }
}
