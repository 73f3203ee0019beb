//! Storage behind sqlx's `Any` driver: SQLite by default (a file, WAL), PostgreSQL for
//! scale. Migrations in `migrations/<backend>/` run at start-up. Matches carry a version
//! column: an update with a stale version changes nothing and the caller retries.

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};

use anyhow::Context;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Executor, Row};

use crate::model::ChannelKey;
use writer::Writer;

mod challenges;
mod changes;
mod channels;
mod deliveries;
mod digests;
mod leases;
mod matches;
mod network;
mod people;
mod player_pages;
mod ratings;
mod seeks;
mod tournaments;
mod vacations;
mod web;
mod writer;

pub use changes::MatchState;
pub use deliveries::{Claiming, Unsent, alive_lease};
pub use matches::{RearmBatch, one_command};
pub use network::{Member, Place};
pub use player_pages::{PlayedGame, PlayerRecord, RatingLine, Record};
pub use ratings::{Leaderboard, Profile, ProfileGame, Ranked, RecentResult};
pub use seeks::{Seek, rating_window};
pub use tournaments::StoredTournament;
pub use web::{PageKind, WebPage};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Clone)]
pub struct Storage {
    pool: AnyPool,
    backend: Backend,
    /// The database's address, for a second pool ([`Storage::web_pool`]) and PostgreSQL's
    /// notifications.
    url: Arc<str>,
    /// Running matches as last read or written, by channel: a read checks the stored
    /// version (a small indexed query) and replays the record only when it changed. An
    /// entry nobody looked up for a while leaves (`forget_idle`).
    decoded: Arc<Mutex<HashMap<ChannelKey, matches::Kept>>>,
    /// SQLite's group commit of running matches' writes; `None` on PostgreSQL.
    writer: Option<Writer>,
    /// The id of every match this process wrote, as it is written: live web pages follow
    /// it.
    changes: tokio::sync::broadcast::Sender<i64>,
    /// Matches of a newer version already logged as left alone.
    newer_told: Arc<Mutex<std::collections::HashSet<i64>>>,
}

/// Channels whose running match is kept decoded before the memory starts again (matches
/// nobody touched for a while leave before: see `Storage::forget_idle`). A decoded match
/// is about 3 KB; with 100,000 channels played the bot's own memory was 77.6 MiB keeping
/// 4,096 and 69.2 MiB keeping 1,024, and 1,000 busy channels still fit.
const DECODED_KEPT: usize = 1024;

/// A match last written by a newer version of the bot (a newer rules' version or record
/// format, during a rolling deploy): this process leaves it alone, neither playing nor
/// quarantining it, and its channel is asked to wait.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("match {id} was written by a newer version of the bot")]
pub struct Newer {
    pub id: i64,
}

/// A running match whose record no longer replays (a rules change made a recorded move
/// illegal, or the row was damaged): it is set aside, out of every sweep, and its channel
/// answers that it is suspended until a moderator aborts it.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("match {id} is suspended: its record does not replay")]
pub struct Suspended {
    pub id: i64,
    pub channel: ChannelKey,
}

/// A finished match whose stored record cannot be read (the row was damaged, or a rules
/// change made a recorded move illegal): every read of it answers this, naming the
/// match, until a moderator deletes it ([`Storage::delete_damaged`]).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("match {id}'s record is damaged")]
pub struct Damaged {
    pub id: i64,
}

/// The insert lost to another active match in the same channel.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error("a match is already active in this channel")]
    ChannelBusy,
    #[error(transparent)]
    Db(#[from] sqlx::Error),
}

const CHALLENGE_COLUMNS: &str = "platform, channel, thread, challenger_id, challenger_name, seats, invited, joined, \
     game, options, created_at, expires_at";

const MATCH_COLUMNS: &str = "id, platform, channel, thread, players, record, status, result, end_reason, draw_offer, \
     version, started_at, deadline_at, community, ranked, clock, takeback_offer, tournament_id, rules_version, \
     record_format";

/// The version of how a match's record is stored: raised by every change to it that an
/// older process could not read. Each write notes it, with the rules' version.
pub const RECORD_FORMAT: i64 = 1;

/// The batches appended to a match's record (the `match_log` table), comma-joined in order.
const SQLITE_BATCHES: &str =
    "(SELECT group_concat(entries, ',' ORDER BY version) FROM match_log WHERE match_id = matches.id)";
const POSTGRES_BATCHES: &str =
    "(SELECT string_agg(entries, ',' ORDER BY version) FROM match_log WHERE match_id = matches.id)";

impl Storage {
    /// Connects, creating a SQLite file (and its folder) if missing, and migrates.
    pub async fn connect(url: &str) -> anyhow::Result<Storage> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Backend::Postgres
        } else if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else {
            anyhow::bail!("DATABASE_URL must start with sqlite: or postgres:");
        };
        let url = match backend {
            Backend::Sqlite => prepare_sqlite(url)?,
            Backend::Postgres => url.to_owned(),
        };
        let pool = open_pool(&url, backend, if backend == Backend::Sqlite { 4 } else { 8 }).await?;
        if backend == Backend::Sqlite {
            pool.execute("PRAGMA journal_mode = WAL").await?;
        }
        let migrator = match backend {
            Backend::Sqlite => sqlx::migrate!("../migrations/sqlite"),
            Backend::Postgres => sqlx::migrate!("../migrations/postgres"),
        };
        migrator.run(&pool).await.context("database migrations failed")?;
        let writer = (backend == Backend::Sqlite).then(|| Writer::start(pool.clone()));
        let (changes, _) = tokio::sync::broadcast::channel(1024);
        Ok(Storage {
            pool,
            backend,
            url: url.into(),
            decoded: Arc::default(),
            writer,
            changes,
            newer_told: Arc::default(),
        })
    }

    /// Whether `table` has the row of (platform, `column` = key).
    pub(super) async fn exists(&self, table: &str, column: &str, platform: &str, key: &str) -> sqlx::Result<bool> {
        let sql = format!("SELECT 1 FROM {table} WHERE platform = $1 AND {column} = $2");
        let row = sqlx::query(&sql).bind(platform).bind(key).fetch_optional(&self.pool).await?;
        Ok(row.is_some())
    }

    /// Inserts (platform, key, time) into `table_columns` unless the (platform, key) primary
    /// key is there already; returns whether it was new.
    pub(super) async fn insert_new(
        &self,
        table_columns: &str,
        platform: &str,
        key: &str,
        now: i64,
    ) -> sqlx::Result<bool> {
        let sql = format!("INSERT INTO {table_columns} VALUES ($1, $2, $3) ON CONFLICT DO NOTHING");
        let done = sqlx::query(&sql).bind(platform).bind(key).bind(now).execute(&self.pool).await?;
        Ok(done.rows_affected() > 0)
    }

    /// The database's size in bytes (the load generator reports it).
    pub async fn size_bytes(&self) -> sqlx::Result<i64> {
        let query = match self.backend {
            Backend::Sqlite => "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()",
            Backend::Postgres => "SELECT pg_database_size(current_database())",
        };
        sqlx::query_scalar::<_, i64>(query).fetch_one(&self.pool).await
    }
}

/// The channel of a row whose columns 1 to 3 are platform, channel and thread.
pub(super) fn channel_key(r: &AnyRow) -> sqlx::Result<ChannelKey> {
    Ok(ChannelKey { platform: r.try_get(1)?, channel: r.try_get(2)?, thread: r.try_get(3)? })
}

/// A pool of at most `connections` to the database at `url`.
async fn open_pool(url: &str, backend: Backend, connections: u32) -> anyhow::Result<AnyPool> {
    AnyPoolOptions::new()
        .max_connections(connections)
        .after_connect(move |conn, _| {
            Box::pin(async move {
                if backend == Backend::Sqlite {
                    conn.execute("PRAGMA busy_timeout = 5000; PRAGMA synchronous = FULL;").await?;
                }
                Ok(())
            })
        })
        .connect(url)
        .await
        .with_context(|| format!("cannot open the database ({})", redact(url)))
}

/// `sqlite://data/games.db` → creates `data/` and asks SQLite to create the file.
fn prepare_sqlite(url: &str) -> anyhow::Result<String> {
    let path = url.trim_start_matches("sqlite://").trim_start_matches("sqlite:");
    let file = path.split('?').next().unwrap_or_default();
    if file != ":memory:"
        && let Some(dir) = Path::new(file).parent().filter(|d| !d.as_os_str().is_empty())
    {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    Ok(if url.contains("mode=") {
        url.to_owned()
    } else if url.contains('?') {
        format!("{url}&mode=rwc")
    } else {
        format!("{url}?mode=rwc")
    })
}

/// A database URL without its passwords, for messages and logs: the one before the host
/// (`postgres://user:secret@host`) and any query parameter naming one (`?password=…`,
/// `sslpassword=…`).
pub fn redact(url: &str) -> String {
    let (address, query) = match url.split_once('?') {
        Some((address, query)) => (address, Some(query)),
        None => (url, None),
    };
    let address = match (address.find("://"), address.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => match address[scheme + 3..at].split_once(':') {
            Some((user, _)) => format!("{}{user}:***{}", &address[..scheme + 3], &address[at..]),
            None => address.to_owned(),
        },
        _ => address.to_owned(),
    };
    let Some(query) = query else { return address };
    let parameters = query.split('&').map(|p| match p.split_once('=') {
        Some((key, _)) if key.to_ascii_lowercase().contains("password") => format!("{key}=***"),
        _ => p.to_owned(),
    });
    format!("{address}?{}", parameters.collect::<Vec<_>>().join("&"))
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn a_database_urls_passwords_never_reach_a_log() {
        assert_eq!(redact("postgres://bot:s3cret@db:5432/games"), "postgres://bot:***@db:5432/games");
        assert_eq!(
            redact("postgres://db/games?user=bot&password=s3cret&sslmode=require"),
            "postgres://db/games?user=bot&password=***&sslmode=require"
        );
        assert_eq!(redact("postgres://db/games?sslpassword=k3y"), "postgres://db/games?sslpassword=***");
        assert_eq!(
            redact("postgres://bot:a@b@db/games?application_name=x@y"),
            "postgres://bot:***@db/games?application_name=x@y",
            "an @ in the query is not the host's"
        );
        assert_eq!(redact("sqlite://games.db?mode=rwc"), "sqlite://games.db?mode=rwc");
        assert_eq!(redact("postgres://bot@db/games"), "postgres://bot@db/games");
    }
}
