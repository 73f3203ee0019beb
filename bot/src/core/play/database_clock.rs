//! The database's clock. Processes sharing a database may run on machines whose clocks
//! disagree; a player's time runs out by one clock only, the database server's. Reading it
//! on every check would cost a round trip, so the system clock is used with the offset
//! measured against the database, measured again every minute.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use crate::core::{Clock, SystemClock};
use crate::storage::Storage;

/// How often the offset to the database's clock is measured again.
const MEASURE_EVERY: Duration = Duration::from_secs(60);
/// A reading whose round trip took longer is not trusted: the last offset stays.
const LONGEST_ROUND_TRIP_MS: i64 = 1_000;

pub struct DatabaseClock {
    offset_ms: AtomicI64,
}

impl DatabaseClock {
    /// A clock in step with `storage`'s database, measured now.
    pub async fn new(storage: &Storage) -> sqlx::Result<DatabaseClock> {
        let clock = DatabaseClock { offset_ms: AtomicI64::new(0) };
        clock.measure(storage).await?;
        Ok(clock)
    }

    /// Measures the offset, the database's time against the middle of the round trip,
    /// and returns the offset in use (the last one when the round trip was too slow to
    /// trust; none on SQLite, which runs on this machine).
    pub async fn measure(&self, storage: &Storage) -> sqlx::Result<i64> {
        if let Some((before, database, after)) = storage.database_clock(|| SystemClock.now_ms()).await?
            && after - before <= LONGEST_ROUND_TRIP_MS
        {
            self.offset_ms.store(database - (before + after) / 2, Ordering::Relaxed);
        }
        Ok(self.offset_ms.load(Ordering::Relaxed))
    }

    /// Measures again every minute, for as long as the process runs; a failed measure
    /// keeps the last offset.
    pub fn keep_in_step(self: Arc<Self>, storage: Storage) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            let mut every = tokio::time::interval(MEASURE_EVERY);
            loop {
                every.tick().await;
                if let Err(e) = self.measure(&storage).await {
                    tracing::warn!(error = %e, "cannot read the database's clock; keeping the last offset");
                }
            }
        })
    }
}

impl Clock for DatabaseClock {
    fn now_ms(&self) -> i64 {
        SystemClock.now_ms() + self.offset_ms.load(Ordering::Relaxed)
    }
}
