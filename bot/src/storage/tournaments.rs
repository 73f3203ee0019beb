//! Tournaments, each stored as one document with a version: an update with a stale
//! version changes nothing and the caller retries.

use anyhow::Context;
use sqlx::Row;
use sqlx::any::AnyRow;

use super::Storage;
use crate::model::{ChannelKey, User};
use crate::tournament::{Phase, Tournament};

#[derive(Clone, Debug, PartialEq)]
pub struct StoredTournament {
    pub id: i64,
    pub channel: ChannelKey,
    pub community: String,
    /// Who opened it: they (or a moderator) start or cancel it.
    pub creator: User,
    pub game: String,
    /// Match options for every game.
    pub options: Vec<String>,
    pub state: Tournament,
    pub version: i64,
}

impl StoredTournament {
    /// The catalog term of its game's name, with the ruleset its options choose
    /// ("Hnefatafl (Brandubh)"); the game's own name where the options do not read.
    pub fn title(&self) -> String {
        crate::core::terms::title(&self.game, &self.options)
    }
}

const COLUMNS: &str =
    "id, platform, channel, thread, community, creator_id, creator_name, game, options, state, version";

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Open => "open",
        Phase::Running => "running",
        Phase::Finished => "finished",
        Phase::Cancelled => "cancelled",
    }
}

fn from_row(r: &AnyRow) -> anyhow::Result<StoredTournament> {
    let id: i64 = r.try_get(0)?;
    let options: String = r.try_get(8)?;
    let state: String = r.try_get(9)?;
    Ok(StoredTournament {
        id,
        channel: super::channel_key(r)?,
        community: r.try_get(4)?,
        creator: User { id: r.try_get(5)?, name: r.try_get(6)? },
        game: r.try_get(7)?,
        options: options.split_whitespace().map(str::to_owned).collect(),
        state: serde_json::from_str(&state).with_context(|| format!("tournament {id}: bad state"))?,
        version: r.try_get(10)?,
    })
}

/// Writes a tournament if nobody changed it since it was read; advances its version.
pub(super) async fn update_in(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    t: &mut StoredTournament,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE tournaments SET state = $1, phase = $2, version = version + 1 WHERE id = $3 AND version = $4",
    )
    .bind(serde_json::to_string(&t.state).expect("tournaments serialise"))
    .bind(phase_name(t.state.phase))
    .bind(t.id)
    .bind(t.version)
    .execute(&mut **tx)
    .await?;
    let won = done.rows_affected() == 1;
    if won {
        t.version += 1;
    }
    Ok(won)
}

impl Storage {
    /// Creates a tournament; `None` when the channel already has an open or running one.
    pub async fn create_tournament(&self, t: &StoredTournament, now: i64) -> anyhow::Result<Option<i64>> {
        let inserted = sqlx::query(
            "INSERT INTO tournaments (platform, channel, thread, community, creator_id, creator_name, game, options, \
             phase, state, version, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11) RETURNING id",
        )
        .bind(&t.channel.platform)
        .bind(&t.channel.channel)
        .bind(&t.channel.thread)
        .bind(&t.community)
        .bind(&t.creator.id)
        .bind(&t.creator.name)
        .bind(&t.game)
        .bind(t.options.join(" "))
        .bind(phase_name(t.state.phase))
        .bind(serde_json::to_string(&t.state).expect("tournaments serialise"))
        .bind(now)
        .fetch_one(&self.pool)
        .await;
        match inserted {
            Ok(row) => Ok(Some(row.get(0))),
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// The channel's open or running tournament.
    pub async fn channel_tournament(&self, key: &ChannelKey) -> anyhow::Result<Option<StoredTournament>> {
        let row = self.channel_row(COLUMNS, "tournaments", key, "AND phase IN ('open', 'running')").await?;
        row.map(|r| from_row(&r)).transpose()
    }

    /// The channel's most recent tournament, whatever its phase.
    pub async fn latest_tournament(&self, key: &ChannelKey) -> anyhow::Result<Option<StoredTournament>> {
        let row = self.channel_row(COLUMNS, "tournaments", key, "ORDER BY id DESC LIMIT 1").await?;
        row.map(|r| from_row(&r)).transpose()
    }

    /// A tournament by id, whatever its phase.
    pub async fn tournament_by_id(&self, id: i64) -> anyhow::Result<Option<StoredTournament>> {
        let row = sqlx::query(&format!("SELECT {COLUMNS} FROM tournaments WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| from_row(&r)).transpose()
    }

    /// The running tournament whose latest game was played in `key`: a thread or topic
    /// opened for one of its games.
    pub async fn venue_tournament(&self, key: &ChannelKey) -> anyhow::Result<Option<StoredTournament>> {
        let row = self
            .channel_row("tournament_id", "matches", key, "AND tournament_id IS NOT NULL ORDER BY id DESC LIMIT 1")
            .await?;
        let Some(row) = row else { return Ok(None) };
        let id: i64 = row.try_get(0)?;
        let row = sqlx::query(&format!("SELECT {COLUMNS} FROM tournaments WHERE id = $1 AND phase = 'running'"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| from_row(&r)).transpose()
    }

    /// Every running tournament of a platform.
    pub async fn running_tournaments(&self, platform: &str) -> anyhow::Result<Vec<StoredTournament>> {
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM tournaments WHERE phase = 'running' AND platform = $1 ORDER BY id"
        ))
        .bind(platform)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(from_row).collect()
    }

    pub async fn update_tournament(&self, t: &mut StoredTournament) -> sqlx::Result<bool> {
        let mut tx = self.pool.begin().await?;
        let won = update_in(&mut tx, t).await?;
        tx.commit().await?;
        Ok(won)
    }
}
