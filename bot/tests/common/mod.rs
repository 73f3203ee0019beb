//! Shared test set-up: a clock the tests move, and the databases to run against
//! (a fresh SQLite file always; PostgreSQL when TEST_DATABASE_URL is set).

#![allow(dead_code)]

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use bot::core::{Clock, Core, Incoming, Outgoing, Settings};
use bot::model::{ChannelKey, User};
use bot::storage::Storage;

#[derive(Default)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    pub fn advance_minutes(&self, minutes: i64) {
        self.0.fetch_add(minutes * 60_000, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> i64 {
        1_790_000_000_000 + self.0.load(Ordering::SeqCst)
    }
}

/// A database URL per backend; the SQLite file lives in `dir`.
pub fn database_urls(dir: &tempfile::TempDir) -> Vec<String> {
    let mut urls = vec![format!("sqlite://{}/games.db", dir.path().display())];
    if let Ok(url) = std::env::var("TEST_DATABASE_URL") {
        urls.push(url);
    }
    urls
}

pub async fn core(url: &str, clock: Arc<ManualClock>) -> Core {
    let storage = Storage::connect(url).await.expect("the test database opens");
    let renderer = Arc::new(render::Renderer::new().unwrap());
    Core::new(storage, renderer, Settings::default(), clock)
}

/// A channel name no other test run uses (PostgreSQL is shared between runs).
pub fn unique_channel(name: &str) -> ChannelKey {
    let tag: u64 = rand::random();
    ChannelKey::new("test", &format!("{name}-{tag:016x}"), None)
}

pub fn say(channel: &ChannelKey, author: &str, text: &str) -> Incoming {
    let mentions = text.split_whitespace().filter_map(|w| w.strip_prefix('@')).map(|n| User::new(n, n)).collect();
    Incoming {
        channel: channel.clone(),
        author: User::new(author, author),
        text: text.to_owned(),
        mentions,
        private: false,
        handle: None,
    }
}

/// A channel on a platform no other test run uses, so that a user's matches (found by
/// platform and user id for private messages) are this run's only.
pub fn unique_platform_channel(name: &str) -> ChannelKey {
    let tag: u64 = rand::random();
    ChannelKey::new(&format!("test-{tag:016x}"), name, None)
}

/// A private message from `author` to the bot, on the platform of `near`.
pub fn whisper(near: &ChannelKey, author: &str, text: &str) -> Incoming {
    let channel = ChannelKey::new(&near.platform, &format!("dm-{author}"), None);
    Incoming { private: true, ..say(&channel, author, text) }
}

/// The text of all channel replies, joined by newlines.
pub fn texts(out: &[Outgoing]) -> String {
    out.iter()
        .map(|o| match o {
            Outgoing::Channel { text, .. } | Outgoing::Private { text, .. } => text.as_str(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

pub fn images(out: &[Outgoing]) -> usize {
    out.iter().filter(|o| matches!(o, Outgoing::Channel { image: Some(_), .. })).count()
}
