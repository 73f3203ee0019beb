//! Leases among processes sharing a database (the sweepers, the re-arming, each AI
//! turn, each process's liveness), and the database's clock that times them.

use super::{Backend, Storage};

impl Storage {
    /// Takes or renews the lease `name` for `holder` until `until`, unless another holder's
    /// lease runs past `now`; returns whether `holder` holds it.
    pub async fn hold_lease(&self, name: &str, holder: &str, now: i64, until: i64) -> sqlx::Result<bool> {
        let done = sqlx::query(
            "INSERT INTO leases (name, holder, until_ms) VALUES ($1, $2, $3) ON CONFLICT (name) DO UPDATE \
             SET holder = excluded.holder, until_ms = excluded.until_ms \
             WHERE leases.holder = excluded.holder OR leases.until_ms < $4",
        )
        .bind(name)
        .bind(holder)
        .bind(until)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Gives up the lease `name` if `holder` holds it.
    pub async fn release_lease(&self, name: &str, holder: &str) -> sqlx::Result<()> {
        sqlx::query("DELETE FROM leases WHERE name = $1 AND holder = $2")
            .bind(name)
            .bind(holder)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Gives up every lease `holder` holds, for another process to take at once.
    pub async fn release_leases(&self, holder: &str) -> sqlx::Result<()> {
        sqlx::query("DELETE FROM leases WHERE holder = $1").bind(holder).execute(&self.pool).await?;
        Ok(())
    }

    /// The database server's clock, in milliseconds since the Unix epoch, read between two
    /// readings of `local` on a connection already in hand (waiting for one is not timed):
    /// `(local before, database, local after)`. `None` for SQLite, whose clock is this
    /// machine's.
    pub async fn database_clock(&self, local: impl Fn() -> i64) -> sqlx::Result<Option<(i64, i64, i64)>> {
        if self.backend == Backend::Sqlite {
            return Ok(None);
        }
        let mut conn = self.pool.acquire().await?;
        let before = local();
        let now: i64 = sqlx::query_scalar("SELECT CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)")
            .fetch_one(&mut *conn)
            .await?;
        Ok(Some((before, now, local())))
    }
}
