//! A channel's open challenge: at most one a channel, until it is accepted, declined,
//! withdrawn or expires.

use anyhow::Context;
use sqlx::Row;
use sqlx::any::AnyRow;

use super::{CHALLENGE_COLUMNS, Storage};
use crate::model::{Challenge, ChannelKey, User};

impl Storage {
    pub async fn challenge(&self, key: &ChannelKey) -> anyhow::Result<Option<Challenge>> {
        let row = self.channel_row(CHALLENGE_COLUMNS, "challenges", key, "").await?;
        row.map(|r| challenge_from_row(&r)).transpose()
    }

    /// A platform's challenges whose expiry has passed, oldest first.
    pub async fn expired_challenges(&self, platform: &str, now: i64) -> anyhow::Result<Vec<Challenge>> {
        let rows = sqlx::query(&format!(
            "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE platform = $1 AND expires_at <= $2 ORDER BY expires_at"
        ))
        .bind(platform)
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(challenge_from_row).collect()
    }

    /// Stores a challenge, replacing an expired one in the same channel.
    pub async fn put_challenge(&self, c: &Challenge) -> sqlx::Result<()> {
        let mut tx = self.pool.begin().await?;
        delete_challenge_in(&mut tx, &c.channel).await?;
        sqlx::query(&format!(
            "INSERT INTO challenges ({CHALLENGE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)"
        ))
        .bind(&c.channel.platform)
        .bind(&c.channel.channel)
        .bind(&c.channel.thread)
        .bind(&c.challenger.id)
        .bind(&c.challenger.name)
        .bind(c.seats as i64)
        .bind(serde_json::to_string(&c.invited).expect("users serialise"))
        .bind(serde_json::to_string(&c.joined).expect("users serialise"))
        .bind(&c.game)
        .bind(c.options.join(" "))
        .bind(c.created_at)
        .bind(c.expires_at)
        .execute(&mut *tx)
        .await?;
        tx.commit().await
    }

    /// Deletes the channel's challenge if it is still the one created at `created_at`;
    /// returns whether it was.
    pub async fn delete_challenge(&self, c: &Challenge) -> sqlx::Result<bool> {
        let done = sqlx::query(
            "DELETE FROM challenges WHERE platform = $1 AND channel = $2 AND thread = $3 AND created_at = $4",
        )
        .bind(&c.channel.platform)
        .bind(&c.channel.channel)
        .bind(&c.channel.thread)
        .bind(c.created_at)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Records who is invited and who has joined the channel's challenge, if it is still the
    /// one created at `created_at`; returns whether it was.
    pub async fn save_challenge_seats(&self, c: &Challenge) -> sqlx::Result<bool> {
        let done = sqlx::query(
            "UPDATE challenges SET invited = $1, joined = $2 \
             WHERE platform = $3 AND channel = $4 AND thread = $5 AND created_at = $6",
        )
        .bind(serde_json::to_string(&c.invited).expect("users serialise"))
        .bind(serde_json::to_string(&c.joined).expect("users serialise"))
        .bind(&c.channel.platform)
        .bind(&c.channel.channel)
        .bind(&c.channel.thread)
        .bind(c.created_at)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }
}

pub(super) async fn delete_challenge_in(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    key: &ChannelKey,
) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM challenges WHERE platform = $1 AND channel = $2 AND thread = $3")
        .bind(&key.platform)
        .bind(&key.channel)
        .bind(&key.thread)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

fn challenge_from_row(r: &AnyRow) -> anyhow::Result<Challenge> {
    let users = |i: usize| -> anyhow::Result<Vec<User>> {
        serde_json::from_str(&r.try_get::<String, _>(i)?).context("bad users in a challenge")
    };
    let options: String = r.try_get(9)?;
    Ok(Challenge {
        channel: ChannelKey { platform: r.try_get(0)?, channel: r.try_get(1)?, thread: r.try_get(2)? },
        challenger: User { id: r.try_get(3)?, name: r.try_get(4)? },
        seats: usize::try_from(r.try_get::<i64, _>(5)?).context("bad seat count")?,
        invited: users(6)?,
        joined: users(7)?,
        game: r.try_get(8)?,
        options: options.split_whitespace().map(str::to_owned).collect(),
        created_at: r.try_get(10)?,
        expires_at: r.try_get(11)?,
    })
}
