//! Following matches as they are written, for the website's live pages: this process's
//! writes are broadcast as they commit; on PostgreSQL every process's writes are also
//! announced with `NOTIFY`, and [`Storage::follow_other_processes`] listens for them. The
//! pages read through a pool of their own ([`Storage::web_pool`]), so a crowd of readers
//! never takes a connection a move needs.

use std::sync::Arc;

use sqlx::Row;

use super::{Backend, Storage};

/// The channel PostgreSQL's notifications of match writes go on; the payload is the id.
const CHANNEL: &str = "match_changes";

/// How long the listener waits before connecting again after losing its connection.
const RECONNECT: std::time::Duration = std::time::Duration::from_secs(5);

/// What a live page needs to know of a match: its version (it advances with every
/// write), whether it still runs, and its community (a page shows only its own).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchState {
    pub version: i64,
    pub running: bool,
    pub community: String,
}

/// Announces, when `tx` commits, that match `id` was written.
pub(super) async fn notify_in(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: i64) -> sqlx::Result<()> {
    sqlx::query("SELECT pg_notify($1, $2)").bind(CHANNEL).bind(id.to_string()).execute(&mut **tx).await?;
    Ok(())
}

impl Storage {
    /// The same database through a pool of its own of `connections`, sharing this
    /// storage's announcements of writes; it reads, and writes nothing that needs the
    /// group commit.
    pub async fn web_pool(&self, connections: u32) -> anyhow::Result<Storage> {
        let pool = super::open_pool(&self.url, self.backend, connections).await?;
        Ok(Storage {
            pool,
            backend: self.backend,
            url: self.url.clone(),
            decoded: Arc::default(),
            writer: None,
            changes: self.changes.clone(),
            newer_told: self.newer_told.clone(),
        })
    }

    /// On PostgreSQL, starts listening for the writes of every process sharing the
    /// database and broadcasts them with this process's own ([`Storage::match_changes`]);
    /// returns whether it did (on SQLite nothing carries another process's writes).
    pub fn follow_other_processes(&self) -> bool {
        if self.backend != Backend::Postgres {
            return false;
        }
        let (url, changes) = (self.url.clone(), self.changes.clone());
        tokio::spawn(async move {
            loop {
                if let Err(e) = listen(&url, &changes).await {
                    tracing::warn!(error = %e, "the database's notifications stopped; listening again shortly");
                }
                tokio::time::sleep(RECONNECT).await;
            }
        });
        true
    }

    /// The ids of the matches written from now on, as they are written: by this process,
    /// and by the others once [`Storage::follow_other_processes`] listens.
    pub fn match_changes(&self) -> tokio::sync::broadcast::Receiver<i64> {
        self.changes.subscribe()
    }

    /// A match's version, whether it runs, and its community; `None` when no such match.
    pub async fn match_state(&self, id: i64) -> sqlx::Result<Option<MatchState>> {
        let row = sqlx::query("SELECT version, status, community FROM matches WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| {
            Ok(MatchState {
                version: r.try_get(0)?,
                running: r.try_get::<String, _>(1)? == "active",
                community: r.try_get(2)?,
            })
        })
        .transpose()
    }
}

/// Forwards PostgreSQL's notifications of match writes to `changes` until the
/// connection fails.
async fn listen(url: &str, changes: &tokio::sync::broadcast::Sender<i64>) -> sqlx::Result<()> {
    let mut listener = sqlx::postgres::PgListener::connect(url).await?;
    listener.listen(CHANNEL).await?;
    loop {
        let notification = listener.recv().await?;
        if let Ok(id) = notification.payload().parse() {
            // Nobody listening is no error.
            let _ = changes.send(id);
        }
    }
}
