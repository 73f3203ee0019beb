//! Players' vacations: when each started and ends, per platform identity.

use sqlx::Row;

use super::Storage;

impl Storage {
    /// The vacation `user_id` is on at `now`: its start and end.
    pub async fn vacation_at(&self, platform: &str, user_id: &str, now: i64) -> sqlx::Result<Option<(i64, i64)>> {
        let row = sqlx::query(
            "SELECT starts_at, ends_at FROM vacations WHERE platform = $1 AND user_id = $2 \
             AND starts_at <= $3 AND ends_at > $3 ORDER BY starts_at DESC LIMIT 1",
        )
        .bind(platform)
        .bind(user_id)
        .bind(now)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| (r.get(0), r.get(1))))
    }

    /// The vacation time `user_id` has had, or has booked, from `since` on: every vacation
    /// that started then, whole.
    pub async fn vacation_taken(&self, platform: &str, user_id: &str, since: i64) -> sqlx::Result<i64> {
        let spans: Vec<(i64, i64)> = sqlx::query_as(
            "SELECT starts_at, ends_at FROM vacations WHERE platform = $1 AND user_id = $2 AND starts_at >= $3",
        )
        .bind(platform)
        .bind(user_id)
        .bind(since)
        .fetch_all(&self.pool)
        .await?;
        Ok(spans.iter().map(|(from, until)| until - from).sum())
    }

    pub async fn start_vacation(&self, platform: &str, user_id: &str, from: i64, until: i64) -> sqlx::Result<()> {
        sqlx::query("INSERT INTO vacations (platform, user_id, starts_at, ends_at) VALUES ($1, $2, $3, $4)")
            .bind(platform)
            .bind(user_id)
            .bind(from)
            .bind(until)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Ends at `now` the vacation `user_id` is on.
    pub async fn end_vacation(&self, platform: &str, user_id: &str, now: i64) -> sqlx::Result<()> {
        sqlx::query(
            "UPDATE vacations SET ends_at = $3 WHERE platform = $1 AND user_id = $2 \
             AND starts_at <= $3 AND ends_at > $3",
        )
        .bind(platform)
        .bind(user_id)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
