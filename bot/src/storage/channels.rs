//! What is kept per channel (its language, buttons and default clock) and per user (an
//! open private chat, where their pings go), and a channel that moved.

use std::str::FromStr;

use sqlx::Row;
use sqlx::any::AnyRow;

use super::Storage;
use crate::i18n::Lang;
use crate::model::ChannelKey;

impl Storage {
    /// A channel's language, if one was set, and whether boards carry pickers (`buttons`;
    /// on unless turned off).
    pub async fn channel_settings(&self, key: &ChannelKey) -> sqlx::Result<(Option<Lang>, bool)> {
        let row = self.channel_row("lang, buttons", "channels", key, "").await?;
        let lang = row.as_ref().and_then(|r| Lang::from_str(&r.get::<String, _>(0)).ok());
        let buttons = row.and_then(|r| r.get::<Option<i64>, _>(1)).is_none_or(|on| on != 0);
        Ok((lang, buttons))
    }

    /// Turns a channel's pickers on or off (the language row is created with `lang` if new).
    pub async fn set_channel_buttons(&self, key: &ChannelKey, lang: Lang, on: bool) -> sqlx::Result<()> {
        self.set_channel_setting(key, lang, "buttons", i64::from(on)).await
    }

    /// Sets one setting of a channel (`column` of its row, created with `lang` if new).
    async fn set_channel_setting<T>(&self, key: &ChannelKey, lang: Lang, column: &str, value: T) -> sqlx::Result<()>
    where
        T: for<'q> sqlx::Encode<'q, sqlx::Any> + sqlx::Type<sqlx::Any> + Send,
    {
        sqlx::query(&format!(
            "INSERT INTO channels (platform, channel, thread, lang, {column}) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (platform, channel, thread) DO UPDATE SET {column} = excluded.{column}"
        ))
        .bind(&key.platform)
        .bind(&key.channel)
        .bind(&key.thread)
        .bind(lang.code())
        .bind(value)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn set_channel_lang(&self, key: &ChannelKey, lang: Lang) -> sqlx::Result<()> {
        sqlx::query(
            "INSERT INTO channels (platform, channel, thread, lang) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (platform, channel, thread) DO UPDATE SET lang = excluded.lang",
        )
        .bind(&key.platform)
        .bind(&key.channel)
        .bind(&key.thread)
        .bind(lang.code())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// One row of `table` for a channel; `tail` completes the query after the channel
    /// condition.
    pub(super) async fn channel_row(
        &self,
        columns: &str,
        table: &str,
        key: &ChannelKey,
        tail: &str,
    ) -> sqlx::Result<Option<AnyRow>> {
        sqlx::query(&format!(
            "SELECT {columns} FROM {table} WHERE platform = $1 AND channel = $2 AND thread = $3 {tail}"
        ))
        .bind(&key.platform)
        .bind(&key.channel)
        .bind(&key.thread)
        .fetch_optional(&self.pool)
        .await
    }

    /// Moves everything kept for a platform's channel (its language, challenge, matches and
    /// tournaments, in every thread) to a new channel id, in one transaction: a Telegram
    /// group upgraded to a supergroup changes id.
    pub async fn move_channel(&self, platform: &str, from: &str, to: &str) -> sqlx::Result<()> {
        let mut tx = self.pool.begin().await?;
        for table in ["channels", "challenges", "matches", "tournaments"] {
            sqlx::query(&format!("UPDATE {table} SET channel = $1 WHERE platform = $2 AND channel = $3"))
                .bind(to)
                .bind(platform)
                .bind(from)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await
    }

    /// Remembers that `user_id` has a private chat open with the bot.
    pub async fn open_private_chat(&self, platform: &str, user_id: &str, now: i64) -> sqlx::Result<()> {
        self.insert_new("private_chats (platform, user_id, opened_at)", platform, user_id, now).await?;
        Ok(())
    }

    /// Forgets a private chat the user closed (the platform refused a message); their
    /// notifications go to the channel again (`closed` until the channel is told).
    pub async fn close_private_chat(&self, platform: &str, user_id: &str) -> sqlx::Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM private_chats WHERE platform = $1 AND user_id = $2")
            .bind(platform)
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "UPDATE notify_settings SET mode = 'closed' WHERE platform = $1 AND user_id = $2 AND mode IN ('dm', 'both')",
        )
        .bind(platform)
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await
    }

    /// Where a user's notifications go, if they chose.
    pub async fn notify_mode(&self, platform: &str, user_id: &str) -> sqlx::Result<Option<String>> {
        sqlx::query_scalar("SELECT mode FROM notify_settings WHERE platform = $1 AND user_id = $2")
            .bind(platform)
            .bind(user_id)
            .fetch_optional(&self.pool)
            .await
    }

    pub async fn set_notify_mode(&self, platform: &str, user_id: &str, mode: &str) -> sqlx::Result<()> {
        sqlx::query(
            "INSERT INTO notify_settings (platform, user_id, mode) VALUES ($1, $2, $3) \
             ON CONFLICT (platform, user_id) DO UPDATE SET mode = excluded.mode",
        )
        .bind(platform)
        .bind(user_id)
        .bind(mode)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn has_private_chat(&self, platform: &str, user_id: &str) -> sqlx::Result<bool> {
        self.exists("private_chats", "user_id", platform, user_id).await
    }

    /// A channel's default clock, if one was set.
    pub async fn channel_clock(&self, key: &ChannelKey) -> anyhow::Result<Option<String>> {
        let row = self.channel_row("clock", "channels", key, "").await?;
        Ok(row.and_then(|r| r.get::<Option<String>, _>(0)))
    }

    /// Sets a channel's default clock (the language row is created with `lang` if new).
    pub async fn set_channel_clock(&self, key: &ChannelKey, lang: Lang, clock: &str) -> sqlx::Result<()> {
        self.set_channel_setting(key, lang, "clock", clock.to_owned()).await
    }
}
