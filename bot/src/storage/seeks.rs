//! Seeks and lobbies. A seek waits in its community's queue until another pairs with it,
//! someone joins it, the AI takes it, or it expires. Whoever deletes a seek's row owns
//! it: of two processes racing for one seek, only one deletes it.

use sqlx::Row;
use sqlx::any::AnyRow;

use super::Storage;
use crate::model::{ChannelKey, User};

/// A player's seek for an opponent.
#[derive(Clone, Debug, PartialEq)]
pub struct Seek {
    /// 0 until stored.
    pub id: i64,
    /// Where it was made: a match it finds starts there.
    pub channel: ChannelKey,
    pub community: String,
    pub user: User,
    /// The game's name.
    pub game: String,
    /// The words as given (the game's options, clock, casual).
    pub options: Vec<String>,
    /// What two seeks must share to pair: the rating key, the game's options, rated or not.
    pub terms: String,
    /// The time control asked for; empty when any will do.
    pub clock: String,
    /// The seeker's rating in the game when the seek was made.
    pub rating: f64,
    pub created_at: i64,
    pub expires_at: i64,
    /// When the AI may take the seek, if the seeker allowed it.
    pub ai_after: Option<i64>,
}

/// How far apart two ratings may be when the older seek has waited `waited` ms: ±100,
/// ±200 after a minute, any after two.
pub fn rating_window(waited: i64) -> Option<f64> {
    match waited {
        ..60_000 => Some(100.0),
        60_000..120_000 => Some(200.0),
        _ => None,
    }
}

impl Seek {
    /// Whether `self` and `other` may pair at `now`: two people, the same terms, clocks that
    /// agree (or one seek that takes any), and ratings within the older seek's window.
    pub fn pairs_with(&self, other: &Seek, now: i64) -> bool {
        let clocks = self.clock == other.clock || self.clock.is_empty() || other.clock.is_empty();
        let waited = now - self.created_at.min(other.created_at);
        let close = rating_window(waited).is_none_or(|w| (self.rating - other.rating).abs() <= w);
        self.user.id != other.user.id
            && self.terms == other.terms
            && self.channel.platform == other.channel.platform
            && self.community == other.community
            && other.expires_at > now
            && clocks
            && close
    }
}

const SEEK_COLUMNS: &str = "id, platform, channel, thread, community, user_id, user_name, game, options, terms, clock, \
     rating, created_at, expires_at, ai_after";

/// Candidates read on each side of a rating (and among the oldest): a few may be the
/// seeker's own or expired.
const CANDIDATES: i64 = 8;

fn seek_from_row(r: &AnyRow) -> sqlx::Result<Seek> {
    let options: String = r.try_get(8)?;
    Ok(Seek {
        id: r.try_get(0)?,
        channel: super::channel_key(r)?,
        community: r.try_get(4)?,
        user: User { id: r.try_get(5)?, name: r.try_get(6)? },
        game: r.try_get(7)?,
        options: options.split_whitespace().map(str::to_owned).collect(),
        terms: r.try_get(9)?,
        clock: r.try_get(10)?,
        rating: r.try_get(11)?,
        created_at: r.try_get(12)?,
        expires_at: r.try_get(13)?,
        ai_after: r.try_get(14)?,
    })
}

impl Storage {
    /// Stores a seek, replacing the seeker's earlier one of the same terms in the
    /// community; returns its id.
    pub async fn put_seek(&self, s: &Seek) -> sqlx::Result<i64> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM seeks WHERE platform = $1 AND community = $2 AND user_id = $3 AND terms = $4")
            .bind(&s.channel.platform)
            .bind(&s.community)
            .bind(&s.user.id)
            .bind(&s.terms)
            .execute(&mut *tx)
            .await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO seeks (platform, channel, thread, community, user_id, user_name, game, options, terms, \
             clock, rating, created_at, expires_at, ai_after) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id",
        )
        .bind(&s.channel.platform)
        .bind(&s.channel.channel)
        .bind(&s.channel.thread)
        .bind(&s.community)
        .bind(&s.user.id)
        .bind(&s.user.name)
        .bind(&s.game)
        .bind(s.options.join(" "))
        .bind(&s.terms)
        .bind(&s.clock)
        .bind(s.rating)
        .bind(s.created_at)
        .bind(s.expires_at)
        .bind(s.ai_after)
        .fetch_one(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(id)
    }

    /// The stored seek that `seek` pairs with at `now`, if any: the nearest rating, the
    /// older on a tie. Three indexed reads (just above, just below, the longest waiting),
    /// never a scan of the queue.
    pub async fn seek_partner(&self, seek: &Seek, now: i64) -> sqlx::Result<Option<Seek>> {
        let filter = format!(
            "SELECT {SEEK_COLUMNS} FROM seeks WHERE platform = $1 AND community = $2 AND terms = $3 AND id <> $4"
        );
        let reads = [
            format!("{filter} AND rating >= $5 ORDER BY rating LIMIT {CANDIDATES}"),
            format!("{filter} AND rating < $5 ORDER BY rating DESC LIMIT {CANDIDATES}"),
            format!("{filter} AND created_at <= $5 ORDER BY created_at LIMIT {CANDIDATES}"),
        ];
        let any_rating_since = now - 120_000;
        let mut best: Option<Seek> = None;
        for (i, sql) in reads.iter().enumerate() {
            let query =
                sqlx::query(sql).bind(&seek.channel.platform).bind(&seek.community).bind(&seek.terms).bind(seek.id);
            let query = if i < 2 { query.bind(seek.rating) } else { query.bind(any_rating_since) };
            let rows = query.fetch_all(&self.pool).await?;
            for row in &rows {
                let other = seek_from_row(row)?;
                if !seek.pairs_with(&other, now) {
                    continue;
                }
                let gap = |s: &Seek| (s.rating - seek.rating).abs();
                let better = best
                    .as_ref()
                    .is_none_or(|b| (gap(&other), other.created_at, other.id) < (gap(b), b.created_at, b.id));
                if better {
                    best = Some(other);
                }
            }
        }
        Ok(best)
    }

    /// Takes a seek out of the queue; returns whether this call took it (and no other).
    pub async fn claim_seek(&self, id: i64) -> sqlx::Result<bool> {
        let done = sqlx::query("DELETE FROM seeks WHERE id = $1").bind(id).execute(&self.pool).await?;
        Ok(done.rows_affected() == 1)
    }

    pub async fn seek_by_id(&self, id: i64) -> sqlx::Result<Option<Seek>> {
        let row = sqlx::query(&format!("SELECT {SEEK_COLUMNS} FROM seeks WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(seek_from_row).transpose()
    }

    /// A community's open seeks at `now`, oldest first, at most `limit`.
    pub async fn community_seeks(
        &self,
        platform: &str,
        community: &str,
        now: i64,
        limit: i64,
    ) -> sqlx::Result<Vec<Seek>> {
        let rows = sqlx::query(&format!(
            "SELECT {SEEK_COLUMNS} FROM seeks WHERE platform = $1 AND community = $2 AND expires_at > $3 \
             ORDER BY created_at, id LIMIT $4"
        ))
        .bind(platform)
        .bind(community)
        .bind(now)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(seek_from_row).collect()
    }

    /// A user's seeks in a community.
    pub async fn user_seeks(&self, platform: &str, community: &str, user_id: &str) -> sqlx::Result<Vec<Seek>> {
        let rows = sqlx::query(&format!(
            "SELECT {SEEK_COLUMNS} FROM seeks WHERE platform = $1 AND community = $2 AND user_id = $3 ORDER BY id"
        ))
        .bind(platform)
        .bind(community)
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(seek_from_row).collect()
    }

    /// A platform's seeks the sweep has to look at, at most `limit`, oldest first: expired,
    /// handed to the AI, or waiting (their rating window widens).
    pub async fn swept_seeks(&self, platform: &str, limit: i64) -> sqlx::Result<Vec<Seek>> {
        let rows = sqlx::query(&format!(
            "SELECT {SEEK_COLUMNS} FROM seeks WHERE platform = $1 ORDER BY created_at, id LIMIT $2"
        ))
        .bind(platform)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(seek_from_row).collect()
    }

    /// Names `channel` the lobby of its community, with a role to ping (or none).
    pub async fn set_lobby(&self, community: &str, channel: &ChannelKey, role: Option<&str>) -> sqlx::Result<()> {
        let keep_role = role.is_none();
        sqlx::query(
            "INSERT INTO lobbies (platform, community, channel, thread, role) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (platform, community) DO UPDATE SET channel = excluded.channel, thread = excluded.thread, \
             role = CASE WHEN $6 = 1 THEN lobbies.role ELSE excluded.role END",
        )
        .bind(&channel.platform)
        .bind(community)
        .bind(&channel.channel)
        .bind(&channel.thread)
        .bind(role.unwrap_or(""))
        .bind(i64::from(keep_role))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// A community's lobby and the role its announcements ping (empty: none).
    pub async fn lobby(&self, platform: &str, community: &str) -> sqlx::Result<Option<(ChannelKey, String)>> {
        let row =
            sqlx::query("SELECT platform, channel, thread, role FROM lobbies WHERE platform = $1 AND community = $2")
                .bind(platform)
                .bind(community)
                .fetch_optional(&self.pool)
                .await?;
        row.map(|r| {
            let channel = ChannelKey { platform: r.try_get(0)?, channel: r.try_get(1)?, thread: r.try_get(2)? };
            Ok((channel, r.try_get(3)?))
        })
        .transpose()
    }
}
