//! Shared test set-up: a clock the tests move, and the databases to run against
//! (a fresh SQLite file always; PostgreSQL when TEST_DATABASE_URL is set).

#![allow(dead_code)]

pub mod devtools;
pub mod site;

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use bot::core::{Clock, Core, FileBody, Incoming, Outgoing, Settings};
use bot::model::{ChannelKey, User};
use bot::storage::Storage;

pub mod taps;

#[derive(Default)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    pub fn advance_minutes(&self, minutes: i64) {
        self.advance_seconds(minutes * 60);
    }

    pub fn advance_seconds(&self, seconds: i64) {
        self.0.fetch_add(seconds * 1000, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> i64 {
        1_790_000_000_000 + self.0.load(Ordering::SeqCst)
    }
}

/// A database URL per backend; the SQLite file lives in `dir`. On PostgreSQL each call
/// gets a schema of its own: the sweep reads every due match of its database, and the
/// tests run in parallel, each with its own clock.
pub async fn database_urls(dir: &tempfile::TempDir) -> Vec<String> {
    let mut urls = vec![format!("sqlite://{}/games.db", dir.path().display())];
    if let Ok(url) = std::env::var("TEST_DATABASE_URL") {
        urls.push(fresh_schema(&url).await);
    }
    urls
}

/// Creates a schema named after the hour it was made, drops those older than a day
/// (earlier runs'), and returns `url` with that schema as its search path.
async fn fresh_schema(url: &str) -> String {
    use sqlx::Connection;
    let hour = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() / 3600;
    let schema = format!("test_{hour}_{:016x}", rand::random::<u64>());
    let mut conn = sqlx::PgConnection::connect(url).await.expect("TEST_DATABASE_URL opens");
    let stale: Vec<(String,)> = sqlx::query_as("SELECT nspname::text FROM pg_namespace WHERE nspname LIKE 'test\\_%'")
        .fetch_all(&mut conn)
        .await
        .unwrap();
    for (name,) in stale {
        let made: Option<u64> = name.split('_').nth(1).and_then(|h| h.parse().ok());
        if made.is_some_and(|made| made + 24 < hour) {
            // Parallel tests may race to drop the same schema; whoever loses has nothing to do.
            sqlx::query(&format!("DROP SCHEMA IF EXISTS {name} CASCADE")).execute(&mut conn).await.ok();
        }
    }
    sqlx::query(&format!("CREATE SCHEMA {schema}")).execute(&mut conn).await.unwrap();
    let joiner = if url.contains('?') { '&' } else { '?' };
    format!("{url}{joiner}options[search_path]={schema}")
}

pub async fn core(url: &str, clock: Arc<ManualClock>) -> Core {
    core_with(url, clock, Settings::default()).await
}

pub async fn core_with(url: &str, clock: Arc<ManualClock>, settings: Settings) -> Core {
    let storage = Storage::connect(url).await.expect("the test database opens");
    let renderer = Arc::new(render::Renderer::new().unwrap());
    Core::new(storage, renderer, settings, clock)
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
        community: channel.channel.clone(),
        moderator: false,
        delivery: None,
        command: None,
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
            Outgoing::Channel { text, .. } | Outgoing::Private { text, .. } | Outgoing::Summary { text, .. } => {
                text.as_str()
            }
            Outgoing::File { body: FileBody::Text(text), .. } => text.as_str(),
            Outgoing::File { caption, .. } => caption.as_str(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The text of the channel messages posted in `channel` (the sweep covers the whole
/// database, which PostgreSQL shares between runs).
pub fn in_channel(out: &[Outgoing], channel: &ChannelKey) -> String {
    let mine: Vec<Outgoing> =
        out.iter().filter(|o| matches!(o, Outgoing::Channel { channel: c, .. } if c == channel)).cloned().collect();
    texts(&mine)
}

pub fn images(out: &[Outgoing]) -> usize {
    out.iter().filter(|o| matches!(o, Outgoing::Channel { image: Some(_), .. })).count()
}

/// The real `bot` binary in console mode on the database at `url`, writing boards to
/// `boards`, with its input and output piped, its log off and default settings.
pub fn spawn_console(url: &str, boards: &std::path::Path) -> std::process::Child {
    use std::process::Stdio;
    std::process::Command::new(env!("CARGO_BIN_EXE_bot"))
        .arg("console")
        .env("DATABASE_URL", url)
        .env("BOARD_DIR", boards)
        .env("RUST_LOG", "off")
        .env_remove("BOT_PREFIX")
        .env_remove("BOT_LANG")
        .env_remove("DEFAULT_CLOCK")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the bot starts")
}
