//! The name each user was last seen with, next to their id.

use sqlx::Row;

use super::Storage;
use crate::model::User;

impl Storage {
    /// Notes that `user` was seen on `platform` under their name at `now`.
    pub async fn saw_name(&self, platform: &str, user: &User, now: i64) -> sqlx::Result<()> {
        sqlx::query(
            "INSERT INTO people (platform, user_id, name, seen_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (platform, user_id) DO UPDATE SET name = excluded.name, seen_at = excluded.seen_at",
        )
        .bind(platform)
        .bind(&user.id)
        .bind(&user.name)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Gives each of `users` the name they were last seen with on `platform`; a user never
    /// seen keeps the name they have.
    pub async fn name_as_last_seen(&self, platform: &str, users: &mut [User]) -> sqlx::Result<()> {
        for user in users {
            let row = sqlx::query("SELECT name FROM people WHERE platform = $1 AND user_id = $2")
                .bind(platform)
                .bind(&user.id)
                .fetch_optional(&self.pool)
                .await?;
            if let Some(row) = row {
                user.name = row.get(0);
            }
        }
        Ok(())
    }
}
