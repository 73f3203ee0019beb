//! Platform deliveries (an update, a message, an interaction id): each is claimed once,
//! so that a message delivered twice, or to two processes, is answered once. A move's
//! claim also waits for its announcement: the process answering it marks it sent once
//! the platform took the reply ([`Storage::mark_sent`]); a claim still waiting when its
//! process's liveness lease lapsed (it stopped, or crashed, between the commit and the
//! reply) is announced again by another ([`Storage::unsent`]).

use sqlx::Row;

use super::Storage;
use super::writer::{Claim, Write};

/// The platform delivery a match write claims, and the process that answers it.
#[derive(Clone, Copy, Debug)]
pub struct Claiming<'a> {
    pub delivery: &'a str,
    pub holder: &'a str,
}

/// A committed move whose announcement its process never sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsent {
    pub delivery: String,
    pub match_id: i64,
    /// The match's version the move made: a later version was announced by its own move.
    pub version: i64,
}

/// What a process's liveness lease is named by, before the process's id.
const ALIVE: &str = "alive:";

/// The liveness lease of the process `holder`.
pub fn alive_lease(holder: &str) -> String {
    format!("{ALIVE}{holder}")
}

/// Deliveries marked sent in one statement.
const MARKED_AT_ONCE: usize = 200;

impl Storage {
    /// Whether a platform delivery (an update, message or interaction id) was claimed.
    pub async fn delivered(&self, platform: &str, delivery: &str) -> sqlx::Result<bool> {
        self.exists("deliveries", "delivery", platform, delivery).await
    }

    /// Claims a platform delivery (an update id): true the first time, false when it was
    /// already handled.
    pub async fn first_delivery(&self, platform: &str, delivery: &str, now: i64) -> sqlx::Result<bool> {
        // On SQLite the claim joins the group commit of the writes queued with it.
        if let Some(writer) = &self.writer {
            let claim = Claim { platform: platform.to_owned(), delivery: delivery.to_owned(), now };
            if let Some(claimed) = writer.write(Write::Claim(claim)).await {
                return claimed;
            }
        }
        self.insert_new("deliveries (platform, delivery, handled_at)", platform, delivery, now).await
    }

    /// Drops delivery claims older than `before`: platforms stop redelivering long before.
    pub async fn forget_deliveries(&self, before: i64) -> sqlx::Result<()> {
        sqlx::query("DELETE FROM deliveries WHERE handled_at < $1").bind(before).execute(&self.pool).await?;
        Ok(())
    }

    /// The announcements of `deliveries` on `platform` were sent: their claims wait no more.
    pub async fn mark_sent(&self, platform: &str, deliveries: &[String]) -> sqlx::Result<()> {
        for chunk in deliveries.chunks(MARKED_AT_ONCE) {
            let places: Vec<String> = (0..chunk.len()).map(|i| format!("${}", i + 2)).collect();
            let sql = format!(
                "UPDATE deliveries SET announce_match = NULL, announce_version = NULL \
                 WHERE announce_match IS NOT NULL AND platform = $1 AND delivery IN ({})",
                places.join(", ")
            );
            let query = chunk.iter().fold(sqlx::query(&sql).bind(platform), |query, d| query.bind(d));
            query.execute(&self.pool).await?;
        }
        Ok(())
    }

    /// Up to `limit` moves on `platform` whose announcement is still unsent while the
    /// process that claimed them holds no liveness lease at `now`.
    pub async fn unsent(&self, platform: &str, now: i64, limit: i64) -> sqlx::Result<Vec<Unsent>> {
        let rows = sqlx::query(
            "SELECT delivery, announce_match, announce_version FROM deliveries d \
             WHERE platform = $1 AND announce_match IS NOT NULL AND NOT EXISTS \
             (SELECT 1 FROM leases l WHERE l.name = $4 || d.holder AND l.until_ms >= $2) \
             ORDER BY handled_at LIMIT $3",
        )
        .bind(platform)
        .bind(now)
        .bind(limit)
        .bind(ALIVE)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| Ok(Unsent { delivery: row.try_get(0)?, match_id: row.try_get(1)?, version: row.try_get(2)? }))
            .collect()
    }

    /// Takes the unsent announcement of `delivery` to send it: `false` when another
    /// process took it first.
    pub async fn take_unsent(&self, platform: &str, delivery: &str) -> sqlx::Result<bool> {
        let done = sqlx::query(
            "UPDATE deliveries SET announce_match = NULL, announce_version = NULL \
             WHERE platform = $1 AND delivery = $2 AND announce_match IS NOT NULL",
        )
        .bind(platform)
        .bind(delivery)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }
}
