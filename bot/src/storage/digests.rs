//! Daily digests: who asked for one, at what local time, when the next is due, and the
//! platform's id of their "your games" message, to edit it in place.

use sqlx::Row;

use super::Storage;
use crate::i18n::Lang;
use crate::local_time::DailyAt;

/// A player's digest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digest {
    pub user_id: String,
    pub at: DailyAt,
    pub next_at: i64,
    /// The "your games" message last sent, while it may be edited.
    pub message: Option<String>,
    /// The language it is written in.
    pub lang: Lang,
}

impl Storage {
    /// Sets `user_id`'s digest for `at` in `lang`, the next due at `next_at`; a message
    /// already sent stays theirs to edit.
    pub async fn set_digest(
        &self,
        platform: &str,
        user_id: &str,
        at: &DailyAt,
        lang: Lang,
        next_at: i64,
    ) -> sqlx::Result<()> {
        sqlx::query(
            "INSERT INTO digests (platform, user_id, minute_of_day, zone, next_at, lang) \
             VALUES ($1, $2, $3, $4, $5, $6) \
             ON CONFLICT (platform, user_id) DO UPDATE SET minute_of_day = excluded.minute_of_day, \
             zone = excluded.zone, next_at = excluded.next_at, lang = excluded.lang",
        )
        .bind(platform)
        .bind(user_id)
        .bind(i64::from(at.minute_of_day))
        .bind(&at.zone)
        .bind(next_at)
        .bind(lang.code())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn clear_digest(&self, platform: &str, user_id: &str) -> sqlx::Result<()> {
        sqlx::query("DELETE FROM digests WHERE platform = $1 AND user_id = $2")
            .bind(platform)
            .bind(user_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The digests of those of `user_ids` who take one, in one query.
    pub async fn digests_of(&self, platform: &str, user_ids: &[&str]) -> sqlx::Result<Vec<Digest>> {
        if user_ids.is_empty() {
            return Ok(Vec::new());
        }
        let places: Vec<String> = (0..user_ids.len()).map(|i| format!("${}", i + 2)).collect();
        let sql = format!(
            "SELECT user_id, minute_of_day, zone, next_at, message, lang FROM digests \
             WHERE platform = $1 AND user_id IN ({})",
            places.join(", ")
        );
        let mut query = sqlx::query(&sql).bind(platform);
        for id in user_ids {
            query = query.bind(*id);
        }
        Ok(query.fetch_all(&self.pool).await?.iter().map(digest).collect())
    }

    /// The platform's digests due at `now`, oldest first, at most `limit`.
    pub async fn due_digests(&self, platform: &str, now: i64, limit: i64) -> sqlx::Result<Vec<Digest>> {
        let rows = sqlx::query(
            "SELECT user_id, minute_of_day, zone, next_at, message, lang FROM digests \
             WHERE platform = $1 AND next_at <= $2 ORDER BY next_at LIMIT $3",
        )
        .bind(platform)
        .bind(now)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(digest).collect())
    }

    /// Moves `user_id`'s digest from `was` to `next_at`; `false` when another process
    /// moved it first (that process sends it).
    pub async fn claim_digest(&self, platform: &str, user_id: &str, was: i64, next_at: i64) -> sqlx::Result<bool> {
        let done = sqlx::query("UPDATE digests SET next_at = $4 WHERE platform = $1 AND user_id = $2 AND next_at = $3")
            .bind(platform)
            .bind(user_id)
            .bind(was)
            .bind(next_at)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Notes the platform's id of `user_id`'s "your games" message.
    pub async fn set_digest_message(&self, platform: &str, user_id: &str, message: &str) -> sqlx::Result<()> {
        sqlx::query("UPDATE digests SET message = $3 WHERE platform = $1 AND user_id = $2")
            .bind(platform)
            .bind(user_id)
            .bind(message)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

fn digest(row: &sqlx::any::AnyRow) -> Digest {
    Digest {
        user_id: row.get(0),
        at: DailyAt { minute_of_day: row.get::<i64, _>(1) as i32, zone: row.get(2) },
        next_at: row.get(3),
        message: row.get(4),
        lang: row.get::<String, _>(5).parse().unwrap_or_default(),
    }
}
