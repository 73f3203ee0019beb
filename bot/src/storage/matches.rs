//! Matches: started with what they come from, read (kept decoded per channel, replayed
//! only when their version changed), written under their version, set aside when their
//! record no longer replays, and re-armed page by page at start-up.
//!
//! Within one command ([`one_command`]) a channel's running match is looked up in the
//! database once: a move read it, committed it and announced it through five lookups,
//! each an indexed read of its version on the database's thread. Later lookups take the
//! decoded copy while it is the version found or written. What another process writes
//! meanwhile is caught as before, by the version every write checks: a write refused
//! for it forgets what was found, and the retry reads the database again.

use std::cell::RefCell;
use std::collections::HashMap;
use std::future::Future;
use std::time::{Duration, Instant};

use anyhow::Context;
use engine::AnyMatch;
use sqlx::Row;
use sqlx::any::AnyRow;

use super::challenges::delete_challenge_in;
use super::writer::{self, MatchWrite, Write};
use super::{
    Backend, Claiming, DECODED_KEPT, Damaged, MATCH_COLUMNS, Newer, POSTGRES_BATCHES, RECORD_FORMAT, SQLITE_BATCHES,
    StartError, Storage, Suspended, channel_key, tournaments, web,
};
use super::{PageKind, StoredTournament, WebPage};
use crate::model::{Challenge, ChannelKey, MatchEnd, NewMatch, Status, StoredMatch, User};

tokio::task_local! {
    /// The running match of each channel as this command found or wrote it: its number
    /// and version.
    static FOUND: RefCell<HashMap<ChannelKey, (i64, i64)>>;
}

/// Runs `command` as one command: each channel's running match is looked up in the
/// database once within it (see the module's notes).
pub async fn one_command<F: Future>(command: F) -> F::Output {
    FOUND.scope(RefCell::default(), command).await
}

/// What this command found of `key`'s running match (none outside a command).
fn found(key: &ChannelKey) -> Option<(i64, i64)> {
    FOUND.try_with(|found| found.borrow().get(key).copied()).ok().flatten()
}

/// Notes (or, with `None`, forgets) what this command found of `key`'s running match.
fn note_found(key: &ChannelKey, match_version: Option<(i64, i64)>) {
    let _ = FOUND.try_with(|found| match match_version {
        Some(noted) => found.borrow_mut().insert(key.clone(), noted),
        None => found.borrow_mut().remove(key),
    });
}

/// A running match kept decoded, and when it was last looked up.
pub(super) struct Kept {
    stored: StoredMatch,
    used: Instant,
}

/// One page of the running matches to re-arm at start-up, in id order.
pub struct RearmBatch {
    /// Those that still replay (a suspended one is left out).
    pub matches: Vec<StoredMatch>,
    /// The last id read: the next page starts after it.
    pub last: Option<i64>,
    /// The page was full: more may follow.
    pub full: bool,
}

impl Storage {
    /// Starts a match, in one transaction with what it comes from: an accepted challenge
    /// (deleted) or a tournament's game (given by index; the tournament is written with
    /// the game's match if still at its version).
    /// Fails with `ChannelBusy` if another match won the channel.
    pub async fn start_match(
        &self,
        new: &NewMatch<'_>,
        challenge: Option<&Challenge>,
        tournament: Option<(&mut StoredTournament, usize)>,
        now: i64,
    ) -> Result<i64, StartError> {
        let mut tx = self.pool.begin().await?;
        let key = new.channel;
        if challenge.is_some() {
            delete_challenge_in(&mut tx, key).await?;
        }
        let id = insert_match(&mut tx, new, tournament.as_ref().map(|(t, _)| t.id), now).await?;
        Storage::make_player_pages_in(&mut tx, &key.platform, new.community, new.players, now).await?;
        // A match's page is made with it, so that reading a page that links it (a
        // tournament's, a player's own) writes nothing.
        let page = WebPage {
            kind: PageKind::Match,
            platform: key.platform.clone(),
            community: new.community.to_owned(),
            subject: id.to_string(),
        };
        web::make_token_in(&mut *tx, &page, now).await?;
        if let Some((tournament, game)) = tournament {
            tournament.state.games[game].match_id = Some(id);
            if !tournaments::update_in(&mut tx, tournament).await? {
                return Err(StartError::ChannelBusy);
            }
        }
        tx.commit().await?;
        Ok(id)
    }

    /// Starts many matches at once, each in a channel of its own, in one transaction:
    /// the load generator's set-up of thousands of channels. Their numbers, in order.
    pub async fn start_matches(&self, news: &[NewMatch<'_>], now: i64) -> Result<Vec<i64>, StartError> {
        let mut tx = self.pool.begin().await?;
        let mut ids = Vec::with_capacity(news.len());
        for new in news {
            ids.push(insert_match(&mut tx, new, None, now).await?);
        }
        tx.commit().await?;
        Ok(ids)
    }

    pub async fn active_match(&self, key: &ChannelKey) -> anyhow::Result<Option<StoredMatch>> {
        if let Some((id, version)) = found(key)
            && let Some(known) = self.kept(key, id, version)
        {
            return Ok(Some(known));
        }
        let Some((id, version, quarantined)) = self.active_match_version(key).await? else {
            self.decoded.lock().unwrap_or_else(|p| p.into_inner()).remove(key);
            return Ok(None);
        };
        if let Some(known) = self.kept(key, id, version).filter(|_| quarantined == 0) {
            note_found(key, Some((id, version)));
            return Ok(Some(known));
        }
        let found = self.channel_match(key, "AND status = 'active'").await?;
        if let Some(found) = &found {
            self.remember(found);
            note_found(key, Some((found.id, found.version)));
        }
        Ok(found)
    }

    /// The id, version and quarantine mark of the channel's running match.
    async fn active_match_version(&self, key: &ChannelKey) -> sqlx::Result<Option<(i64, i64, i64)>> {
        let row = self.channel_row("id, version, quarantined", "matches", key, "AND status = 'active'").await?;
        row.map(|r| Ok((r.try_get(0)?, r.try_get(1)?, r.try_get(2)?))).transpose()
    }

    /// The decoded copy of `key`'s running match if one is kept at match `id`'s `version`
    /// (copied only then); it counts as used now.
    fn kept(&self, key: &ChannelKey, id: i64, version: i64) -> Option<StoredMatch> {
        let mut decoded = self.decoded.lock().unwrap_or_else(|p| p.into_inner());
        let kept = decoded.get_mut(key).filter(|k| k.stored.id == id && k.stored.version == version)?;
        kept.used = Instant::now();
        Some(kept.stored.clone())
    }

    /// Lets go of the decoded matches nobody looked up for `idle`: an idle channel's
    /// match is read from the database again when it is next needed. Returns how many.
    pub fn forget_idle(&self, idle: Duration) -> usize {
        let mut decoded = self.decoded.lock().unwrap_or_else(|p| p.into_inner());
        let before = decoded.len();
        decoded.retain(|_, kept| kept.used.elapsed() < idle);
        before - decoded.len()
    }

    /// Keeps a running match as decoded (or forgets a finished one).
    fn remember(&self, m: &StoredMatch) {
        let mut decoded = self.decoded.lock().unwrap_or_else(|p| p.into_inner());
        if m.status != Status::Active {
            decoded.remove(&m.channel);
            return;
        }
        if decoded.len() >= DECODED_KEPT && !decoded.contains_key(&m.channel) {
            decoded.clear();
        }
        decoded.insert(m.channel.clone(), Kept { stored: m.clone(), used: Instant::now() });
    }

    /// The channel's most recent match, running or finished.
    pub async fn latest_match(&self, key: &ChannelKey) -> anyhow::Result<Option<StoredMatch>> {
        self.channel_match(key, "ORDER BY id DESC LIMIT 1").await
    }

    /// The running matches a user plays on a platform, oldest first.
    pub async fn player_matches(&self, platform: &str, user_id: &str) -> anyhow::Result<Vec<StoredMatch>> {
        let columns = self.match_columns();
        let rows = sqlx::query(&format!(
            "SELECT {columns} FROM matches WHERE status = 'active' AND quarantined = 0 AND id IN \
             (SELECT match_id FROM match_players WHERE platform = $1 AND user_id = $2) ORDER BY id"
        ))
        .bind(platform)
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        self.decode_all(&rows).await
    }

    /// The channels of a platform's running matches with a seat for the AI or an engine
    /// (`LIKE`, which no collation reorders), last changed at `changed_by` or before,
    /// oldest first: those that may wait for the AI's move.
    pub async fn ai_channels(&self, platform: &str, changed_by: i64) -> sqlx::Result<Vec<ChannelKey>> {
        let levels: Vec<String> = ai::Level::ALL.iter().map(|l| User::ai(*l).id).collect();
        let rows = sqlx::query(
            "SELECT id, platform, channel, thread FROM matches WHERE status = 'active' AND quarantined = 0 \
             AND platform = $1 AND updated_at <= $2 AND id IN (SELECT match_id FROM match_players \
             WHERE platform = $1 AND (user_id IN ($3, $4, $5, $6, $7) \
             OR user_id LIKE 'engine:%')) ORDER BY updated_at",
        )
        .bind(platform)
        .bind(changed_by)
        .bind(&levels[0])
        .bind(&levels[1])
        .bind(&levels[2])
        .bind(&levels[3])
        .bind(&levels[4])
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(channel_key).collect()
    }

    /// Up to `limit` running matches of a platform whose clock alarm is due, earliest first.
    pub async fn due_matches(&self, platform: &str, now: i64, limit: i64) -> anyhow::Result<Vec<StoredMatch>> {
        let columns = self.match_columns();
        let rows = sqlx::query(&format!(
            "SELECT {columns} FROM matches WHERE status = 'active' AND quarantined = 0 AND deadline_at <= $2 \
             AND platform = $1 ORDER BY deadline_at LIMIT $3"
        ))
        .bind(platform)
        .bind(now)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        self.decode_all(&rows).await
    }

    /// One match of a channel; `tail` completes the query after the channel condition. A
    /// running match that does not replay is quarantined and answered as [`Suspended`].
    async fn channel_match(&self, key: &ChannelKey, tail: &str) -> anyhow::Result<Option<StoredMatch>> {
        let Some(row) = self.channel_row(&self.match_columns(), "matches", key, tail).await? else { return Ok(None) };
        Ok(Some(self.decode(&row).await??))
    }

    /// A match row's columns: [`MATCH_COLUMNS`] and the batches appended to its record.
    fn match_columns(&self) -> String {
        let batches = match self.backend {
            Backend::Sqlite => SQLITE_BATCHES,
            Backend::Postgres => POSTGRES_BATCHES,
        };
        format!("{MATCH_COLUMNS}, {batches}")
    }

    /// Decodes one match row; a running match whose record does not replay is quarantined
    /// (logged with its id, left out of sweeps) and returned as [`Suspended`].
    async fn decode(&self, row: &AnyRow) -> anyhow::Result<Result<StoredMatch, Suspended>> {
        let (rules, format): (i64, i64) = (row.try_get(18)?, row.try_get(19)?);
        if rules > engine::RULES_VERSION || format > RECORD_FORMAT {
            // A newer version of the bot wrote it (a rolling deploy): it is theirs to play.
            let id: i64 = row.try_get(0)?;
            if self.newer_told.lock().unwrap_or_else(|p| p.into_inner()).insert(id) {
                tracing::warn!(id, rules, format, "a match written by a newer version of the bot is left to it");
            }
            return Err(Newer { id }.into());
        }
        let error = match match_from_row(row) {
            Ok(stored) => return Ok(Ok(stored)),
            Err(e) => e,
        };
        let id: i64 = row.try_get(0)?;
        let channel = channel_key(row)?;
        let status: String = row.try_get(6)?;
        if status != "active" {
            tracing::error!(id, error = format!("{error:#}"), "a finished match's record is damaged");
            return Err(Damaged { id }.into());
        }
        let newly = sqlx::query("UPDATE matches SET quarantined = 1 WHERE id = $1 AND quarantined = 0")
            .bind(id)
            .execute(&self.pool)
            .await?;
        if newly.rows_affected() == 1 {
            tracing::error!(id, error = format!("{error:#}"), "a running match does not replay: it is quarantined");
        }
        Ok(Err(Suspended { id, channel }))
    }

    /// Decodes rows one at a time, leaving out (and quarantining) those that do not replay.
    async fn decode_all(&self, rows: &[AnyRow]) -> anyhow::Result<Vec<StoredMatch>> {
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            match self.decode(row).await {
                Ok(Ok(stored)) => out.push(stored),
                Ok(Err(Suspended { .. })) => {}
                Err(e) if e.is::<Newer>() => {}
                Err(e) => return Err(e),
            }
        }
        Ok(out)
    }

    /// The matches quarantined since the last call, now marked as told: each channel is told
    /// once that its match is suspended.
    pub async fn newly_suspended(&self, platform: &str) -> anyhow::Result<Vec<Suspended>> {
        let rows = sqlx::query(
            "SELECT id, platform, channel, thread FROM matches WHERE quarantined = 1 AND status = 'active' \
             AND platform = $1 ORDER BY id",
        )
        .bind(platform)
        .fetch_all(&self.pool)
        .await?;
        let mut out = Vec::new();
        for row in rows {
            let id: i64 = row.try_get(0)?;
            let told = sqlx::query("UPDATE matches SET quarantined = 2 WHERE id = $1 AND quarantined = 1")
                .bind(id)
                .execute(&self.pool)
                .await?;
            if told.rows_affected() == 1 {
                let channel = channel_key(&row)?;
                out.push(Suspended { id, channel });
            }
        }
        Ok(out)
    }

    /// Ends a suspended match as aborted without replaying it.
    pub async fn void_suspended(&self, id: i64, now: i64) -> anyhow::Result<bool> {
        let done = sqlx::query(
            "UPDATE matches SET status = 'finished', result = 'aborted', end_reason = 'aborted', deadline_at = NULL, \
             version = version + 1, updated_at = $2 WHERE id = $1 AND status = 'active' AND quarantined > 0",
        )
        .bind(id)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Writes a match if nobody changed it since it was read. Returns `false` (and
    /// changes nothing) when the version is stale; on success the version advances. A
    /// match that ends here has its results and ratings recorded in the same transaction.
    pub async fn update_match(&self, m: &mut StoredMatch, now: i64) -> sqlx::Result<bool> {
        self.update_match_claiming(m, now, None).await
    }

    /// [`Storage::update_match`], claiming in the same transaction the platform delivery
    /// that made the change: `false` (nothing written) when it was claimed already. On
    /// SQLite a running match's write joins the group commit (`writer`).
    pub async fn update_match_claiming(
        &self,
        m: &mut StoredMatch,
        now: i64,
        delivery: Option<Claiming<'_>>,
    ) -> sqlx::Result<bool> {
        let grouped = match &self.writer {
            Some(writer) if m.status == Status::Active => {
                writer.write(Write::Match(Box::new(MatchWrite::of(m, now, delivery)))).await
            }
            _ => None,
        };
        let written = match grouped {
            Some(result) => result?,
            None => {
                let finished = (m.status == Status::Finished).then_some(&*m);
                let notify = self.backend == Backend::Postgres;
                writer::alone(&self.pool, &MatchWrite::of(m, now, delivery), finished, notify).await?
            }
        };
        if written {
            m.version += 1;
            m.stored_log = m.game.log_len();
            self.remember(m);
            note_found(&m.channel, (m.status == Status::Active).then_some((m.id, m.version)));
            // Nobody listening is no error.
            let _ = self.changes.send(m.id);
        } else {
            // Someone else wrote it: the next lookup reads the database.
            note_found(&m.channel, None);
        }
        Ok(written)
    }

    /// How many running matches `user` plays against the AI.
    pub async fn ai_games_of(&self, platform: &str, user: &str) -> sqlx::Result<i64> {
        let row = sqlx::query(
            "SELECT COUNT(*) FROM matches m WHERE m.status = 'active' AND m.platform = $1 \
             AND EXISTS (SELECT 1 FROM match_players p WHERE p.match_id = m.id AND p.platform = $1 AND p.user_id = $2) \
             AND EXISTS (SELECT 1 FROM match_players a WHERE a.match_id = m.id AND a.user_id LIKE $3)",
        )
        .bind(platform)
        .bind(user)
        .bind(format!("{}%", crate::model::AI_PREFIX))
        .fetch_one(&self.pool)
        .await?;
        row.try_get(0)
    }

    /// A match by id, running or finished.
    pub async fn match_by_id(&self, id: i64) -> anyhow::Result<Option<StoredMatch>> {
        let columns = self.match_columns();
        let row = sqlx::query(&format!("SELECT {columns} FROM matches WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        let Some(row) = row else { return Ok(None) };
        Ok(Some(self.decode(&row).await??))
    }

    /// Deletes match `id` of `community` if its record is damaged (a finished match that
    /// does not read): the row, its players and its log. Its results stay, as the ratings
    /// they made do. Whether it was deleted.
    pub async fn delete_damaged(&self, id: i64, community: &str) -> anyhow::Result<bool> {
        let found = sqlx::query("SELECT community FROM matches WHERE id = $1 AND status = 'finished'")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        let ours = found.map(|row| row.try_get::<String, _>(0)).transpose()?.is_some_and(|c| c == community);
        if !ours || !matches!(self.match_by_id(id).await, Err(e) if e.is::<Damaged>()) {
            return Ok(false);
        }
        let mut tx = self.pool.begin().await?;
        for table in ["match_log", "match_players"] {
            sqlx::query(&format!("DELETE FROM {table} WHERE match_id = $1")).bind(id).execute(&mut *tx).await?;
        }
        let done =
            sqlx::query("DELETE FROM matches WHERE id = $1 AND status = 'finished'").bind(id).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }

    /// The running matches a restart must re-arm: those whose alarm is due by `now`, and
    /// those stored before clocks existed; oldest first, `limit` of them after the id
    /// `after`.
    pub async fn matches_to_rearm(&self, now: i64, after: i64, limit: i64) -> anyhow::Result<RearmBatch> {
        let columns = self.match_columns();
        let rows = sqlx::query(&format!(
            "SELECT {columns} FROM matches WHERE status = 'active' AND quarantined = 0 \
             AND (clock IS NULL OR deadline_at <= $1) AND id > $2 ORDER BY id LIMIT $3"
        ))
        .bind(now)
        .bind(after)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        let last = match rows.last() {
            Some(row) => Some(row.try_get::<i64, _>(0)?),
            None => None,
        };
        Ok(RearmBatch { matches: self.decode_all(&rows).await?, last, full: rows.len() as i64 == limit })
    }
}

fn match_from_row(r: &AnyRow) -> anyhow::Result<StoredMatch> {
    let id: i64 = r.try_get(0)?;
    let players: String = r.try_get(4)?;
    let record: String = r.try_get(5)?;
    let batches: Option<String> = r.try_get(20)?;
    let game = AnyMatch::from_record_and_batches(&record, batches.as_deref().unwrap_or_default())
        .with_context(|| format!("match {id}: record does not replay"))?;
    let status: String = r.try_get(6)?;
    let end = match (r.try_get::<Option<String>, _>(7)?, r.try_get::<Option<String>, _>(8)?) {
        (Some(result), Some(reason)) => Some(MatchEnd { result, reason }),
        _ => None,
    };
    Ok(StoredMatch {
        id,
        channel: channel_key(r)?,
        players: serde_json::from_str(&players).with_context(|| format!("match {id}: bad players"))?,
        stored_log: game.log_len(),
        game,
        status: if status == "active" { Status::Active } else { Status::Finished },
        end,
        draw_offer: r.try_get::<Option<i64>, _>(9)?.and_then(|s| u8::try_from(s).ok()),
        version: r.try_get(10)?,
        started_at: r.try_get(11)?,
        deadline_at: r.try_get(12)?,
        community: r.try_get(13)?,
        ranked: r.try_get::<i64, _>(14)? != 0,
        clock: match r.try_get::<Option<String>, _>(15)? {
            Some(text) => Some(serde_json::from_str(&text).with_context(|| format!("match {id}: bad clock"))?),
            None => None,
        },
        takeback_offer: r.try_get::<Option<i64>, _>(16)?.and_then(|s| u8::try_from(s).ok()),
        tournament_id: r.try_get(17)?,
    })
}

/// Writes a new match and its players in `tx`; `ChannelBusy` if the channel has one.
async fn insert_match(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    new: &NewMatch<'_>,
    tournament_id: Option<i64>,
    now: i64,
) -> Result<i64, StartError> {
    let key = new.channel;
    let inserted = sqlx::query(
        "INSERT INTO matches (platform, channel, thread, game, players, record, status, version, started_at, \
         updated_at, deadline_at, community, ranked, clock, tournament_id, rules_version, record_format) \
         VALUES ($1, $2, $3, $4, $5, $6, 'active', 0, $7, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id",
    )
    .bind(&key.platform)
    .bind(&key.channel)
    .bind(&key.thread)
    .bind(new.game.kind().name())
    .bind(serde_json::to_string(new.players).expect("users serialise"))
    .bind(serde_json::to_string(new.game).expect("matches serialise"))
    .bind(now)
    .bind(new.clock.next_alarm())
    .bind(new.community)
    .bind(i64::from(new.ranked))
    .bind(serde_json::to_string(new.clock).expect("clocks serialise"))
    .bind(tournament_id)
    .bind(engine::RULES_VERSION)
    .bind(RECORD_FORMAT)
    .fetch_one(&mut **tx)
    .await;
    let id = match inserted {
        Ok(row) => row.get::<i64, _>(0),
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => return Err(StartError::ChannelBusy),
        Err(e) => return Err(e.into()),
    };
    for (seat, player) in new.players.iter().enumerate() {
        sqlx::query("INSERT INTO match_players (match_id, platform, user_id, seat) VALUES ($1, $2, $3, $4)")
            .bind(id)
            .bind(&key.platform)
            .bind(&player.id)
            .bind(seat as i64)
            .execute(&mut **tx)
            .await?;
    }
    Ok(id)
}
