//! Storage behind sqlx's `Any` driver: SQLite by default (a file, WAL), PostgreSQL for
//! scale. Migrations in `migrations/<backend>/` run at start-up. Matches carry a version
//! column: an update with a stale version changes nothing and the caller retries.

use std::collections::HashMap;
use std::path::Path;
use std::str::FromStr;
use std::sync::{Arc, Mutex};

use anyhow::Context;
use engine::AnyMatch;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Executor, Row};

use crate::i18n::Lang;
use crate::model::{Challenge, ChannelKey, MatchEnd, NewMatch, Status, StoredMatch, User};
use writer::{MatchWrite, Write, Writer};

mod changes;
mod deliveries;
mod people;
mod ratings;
mod seeks;
mod tournaments;
mod web;
mod writer;

pub use changes::MatchState;
pub use deliveries::{Claiming, Unsent, alive_lease};
pub use ratings::{Leaderboard, Profile, ProfileGame, Ranked, RecentResult};
pub use seeks::{Seek, rating_window};
pub use tournaments::StoredTournament;
pub use web::{PageKind, WebPage};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Clone)]
pub struct Storage {
    pool: AnyPool,
    backend: Backend,
    /// The database's address, for a second pool ([`Storage::web_pool`]) and PostgreSQL's
    /// notifications.
    url: Arc<str>,
    /// Running matches as last read or written, by channel: a read checks the stored
    /// version (a small indexed query) and replays the record only when it changed.
    decoded: Arc<Mutex<HashMap<ChannelKey, StoredMatch>>>,
    /// SQLite's group commit of running matches' writes; `None` on PostgreSQL.
    writer: Option<Writer>,
    /// The id of every match this process wrote, as it is written: live web pages follow
    /// it.
    changes: tokio::sync::broadcast::Sender<i64>,
    /// Matches of a newer version already logged as left alone.
    newer_told: Arc<Mutex<std::collections::HashSet<i64>>>,
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

/// Channels whose running match is kept decoded before the memory starts again.
const DECODED_KEPT: usize = 4096;

/// A match last written by a newer version of the bot (a newer rules' version or record
/// format, during a rolling deploy): this process leaves it alone, neither playing nor
/// quarantining it, and its channel is asked to wait.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("match {id} was written by a newer version of the bot")]
pub struct Newer {
    pub id: i64,
}

/// A running match whose record no longer replays (a rules change made a recorded move
/// illegal, or the row was damaged): it is set aside, out of every sweep, and its channel
/// answers that it is suspended until a moderator aborts it.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("match {id} is suspended: its record does not replay")]
pub struct Suspended {
    pub id: i64,
    pub channel: ChannelKey,
}

/// A finished match whose stored record cannot be read (the row was damaged, or a rules
/// change made a recorded move illegal): every read of it answers this, naming the
/// match, until a moderator deletes it ([`Storage::delete_damaged`]).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("match {id}'s record is damaged")]
pub struct Damaged {
    pub id: i64,
}

/// The insert lost to another active match in the same channel.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error("a match is already active in this channel")]
    ChannelBusy,
    #[error(transparent)]
    Db(#[from] sqlx::Error),
}

const CHALLENGE_COLUMNS: &str = "platform, channel, thread, challenger_id, challenger_name, seats, invited, joined, \
     game, options, created_at, expires_at";

const MATCH_COLUMNS: &str = "id, platform, channel, thread, players, record, status, result, end_reason, draw_offer, \
     version, started_at, deadline_at, community, ranked, clock, takeback_offer, tournament_id, rules_version, \
     record_format";

/// The version of how a match's record is stored: raised by every change to it that an
/// older process could not read. Each write notes it, with the rules' version.
pub const RECORD_FORMAT: i64 = 1;

/// The batches appended to a match's record (the `match_log` table), comma-joined in order.
const SQLITE_BATCHES: &str =
    "(SELECT group_concat(entries, ',' ORDER BY version) FROM match_log WHERE match_id = matches.id)";
const POSTGRES_BATCHES: &str =
    "(SELECT string_agg(entries, ',' ORDER BY version) FROM match_log WHERE match_id = matches.id)";

impl Storage {
    /// Connects, creating a SQLite file (and its folder) if missing, and migrates.
    pub async fn connect(url: &str) -> anyhow::Result<Storage> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Backend::Postgres
        } else if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else {
            anyhow::bail!("DATABASE_URL must start with sqlite: or postgres:");
        };
        let url = match backend {
            Backend::Sqlite => prepare_sqlite(url)?,
            Backend::Postgres => url.to_owned(),
        };
        let pool = open_pool(&url, backend, if backend == Backend::Sqlite { 4 } else { 8 }).await?;
        if backend == Backend::Sqlite {
            pool.execute("PRAGMA journal_mode = WAL").await?;
        }
        let migrator = match backend {
            Backend::Sqlite => sqlx::migrate!("../migrations/sqlite"),
            Backend::Postgres => sqlx::migrate!("../migrations/postgres"),
        };
        migrator.run(&pool).await.context("database migrations failed")?;
        let writer = (backend == Backend::Sqlite).then(|| Writer::start(pool.clone()));
        let (changes, _) = tokio::sync::broadcast::channel(1024);
        Ok(Storage {
            pool,
            backend,
            url: url.into(),
            decoded: Arc::default(),
            writer,
            changes,
            newer_told: Arc::default(),
        })
    }

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

    pub async fn challenge(&self, key: &ChannelKey) -> anyhow::Result<Option<Challenge>> {
        let row = self.channel_row(CHALLENGE_COLUMNS, "challenges", key, "").await?;
        row.map(|r| challenge_from_row(&r)).transpose()
    }

    /// One row of `table` for a channel; `tail` completes the query after the channel
    /// condition.
    async fn channel_row(
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

    /// Whether `table` has the row of (platform, `column` = key).
    pub(super) async fn exists(&self, table: &str, column: &str, platform: &str, key: &str) -> sqlx::Result<bool> {
        let sql = format!("SELECT 1 FROM {table} WHERE platform = $1 AND {column} = $2");
        let row = sqlx::query(&sql).bind(platform).bind(key).fetch_optional(&self.pool).await?;
        Ok(row.is_some())
    }

    /// Inserts (platform, key, time) into `table_columns` unless the (platform, key) primary
    /// key is there already; returns whether it was new.
    pub(super) async fn insert_new(
        &self,
        table_columns: &str,
        platform: &str,
        key: &str,
        now: i64,
    ) -> sqlx::Result<bool> {
        let sql = format!("INSERT INTO {table_columns} VALUES ($1, $2, $3) ON CONFLICT DO NOTHING");
        let done = sqlx::query(&sql).bind(platform).bind(key).bind(now).execute(&self.pool).await?;
        Ok(done.rows_affected() > 0)
    }

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
        .bind(tournament.as_ref().map(|(t, _)| t.id))
        .bind(engine::RULES_VERSION)
        .bind(RECORD_FORMAT)
        .fetch_one(&mut *tx)
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
                .execute(&mut *tx)
                .await?;
        }
        if let Some((tournament, game)) = tournament {
            tournament.state.games[game].match_id = Some(id);
            // The tournament's page links its games: their pages are made with them, so
            // that reading the tournament's page writes nothing.
            let page = WebPage {
                kind: PageKind::Match,
                platform: key.platform.clone(),
                community: new.community.to_owned(),
                subject: id.to_string(),
            };
            web::make_token_in(&mut *tx, &page, now).await?;
            if !tournaments::update_in(&mut tx, tournament).await? {
                return Err(StartError::ChannelBusy);
            }
        }
        tx.commit().await?;
        Ok(id)
    }

    pub async fn active_match(&self, key: &ChannelKey) -> anyhow::Result<Option<StoredMatch>> {
        let Some((id, version, quarantined)) = self.active_match_version(key).await? else {
            self.decoded.lock().unwrap_or_else(|p| p.into_inner()).remove(key);
            return Ok(None);
        };
        let known = self.decoded.lock().unwrap_or_else(|p| p.into_inner()).get(key).cloned();
        if let Some(known) = known.filter(|m| quarantined == 0 && m.id == id && m.version == version) {
            return Ok(Some(known));
        }
        let found = self.channel_match(key, "AND status = 'active'").await?;
        if let Some(found) = &found {
            self.remember(found);
        }
        Ok(found)
    }

    /// The id, version and quarantine mark of the channel's running match.
    async fn active_match_version(&self, key: &ChannelKey) -> sqlx::Result<Option<(i64, i64, i64)>> {
        let row = self.channel_row("id, version, quarantined", "matches", key, "AND status = 'active'").await?;
        row.map(|r| Ok((r.try_get(0)?, r.try_get(1)?, r.try_get(2)?))).transpose()
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
        decoded.insert(m.channel.clone(), m.clone());
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

    /// The channels of a platform's running matches with a seat for the AI, last changed
    /// at `changed_by` or before, oldest first: those that may wait for the AI's move.
    pub async fn ai_channels(&self, platform: &str, changed_by: i64) -> sqlx::Result<Vec<ChannelKey>> {
        let levels: Vec<String> = ai::Level::ALL.iter().map(|l| User::ai(*l).id).collect();
        let rows = sqlx::query(
            "SELECT id, platform, channel, thread FROM matches WHERE status = 'active' AND quarantined = 0 \
             AND platform = $1 AND updated_at <= $2 AND id IN (SELECT match_id FROM match_players \
             WHERE platform = $1 AND user_id IN ($3, $4, $5, $6, $7)) ORDER BY updated_at",
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
            // Nobody listening is no error.
            let _ = self.changes.send(m.id);
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

    /// The database's size in bytes (the load generator reports it).
    pub async fn size_bytes(&self) -> sqlx::Result<i64> {
        let query = match self.backend {
            Backend::Sqlite => "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()",
            Backend::Postgres => "SELECT pg_database_size(current_database())",
        };
        sqlx::query_scalar::<_, i64>(query).fetch_one(&self.pool).await
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

async fn delete_challenge_in(tx: &mut sqlx::Transaction<'_, sqlx::Any>, key: &ChannelKey) -> sqlx::Result<()> {
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

/// The channel of a row whose columns 1 to 3 are platform, channel and thread.
pub(super) fn channel_key(r: &AnyRow) -> sqlx::Result<ChannelKey> {
    Ok(ChannelKey { platform: r.try_get(1)?, channel: r.try_get(2)?, thread: r.try_get(3)? })
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

/// A pool of at most `connections` to the database at `url`.
async fn open_pool(url: &str, backend: Backend, connections: u32) -> anyhow::Result<AnyPool> {
    AnyPoolOptions::new()
        .max_connections(connections)
        .after_connect(move |conn, _| {
            Box::pin(async move {
                if backend == Backend::Sqlite {
                    conn.execute("PRAGMA busy_timeout = 5000; PRAGMA synchronous = FULL;").await?;
                }
                Ok(())
            })
        })
        .connect(url)
        .await
        .with_context(|| format!("cannot open the database ({})", redact(url)))
}

/// `sqlite://data/games.db` → creates `data/` and asks SQLite to create the file.
fn prepare_sqlite(url: &str) -> anyhow::Result<String> {
    let path = url.trim_start_matches("sqlite://").trim_start_matches("sqlite:");
    let file = path.split('?').next().unwrap_or_default();
    if file != ":memory:"
        && let Some(dir) = Path::new(file).parent().filter(|d| !d.as_os_str().is_empty())
    {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    Ok(if url.contains("mode=") {
        url.to_owned()
    } else if url.contains('?') {
        format!("{url}&mode=rwc")
    } else {
        format!("{url}?mode=rwc")
    })
}

/// A database URL without its passwords, for messages and logs: the one before the host
/// (`postgres://user:secret@host`) and any query parameter naming one (`?password=…`,
/// `sslpassword=…`).
pub fn redact(url: &str) -> String {
    let (address, query) = match url.split_once('?') {
        Some((address, query)) => (address, Some(query)),
        None => (url, None),
    };
    let address = match (address.find("://"), address.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => match address[scheme + 3..at].split_once(':') {
            Some((user, _)) => format!("{}{user}:***{}", &address[..scheme + 3], &address[at..]),
            None => address.to_owned(),
        },
        _ => address.to_owned(),
    };
    let Some(query) = query else { return address };
    let parameters = query.split('&').map(|p| match p.split_once('=') {
        Some((key, _)) if key.to_ascii_lowercase().contains("password") => format!("{key}=***"),
        _ => p.to_owned(),
    });
    format!("{address}?{}", parameters.collect::<Vec<_>>().join("&"))
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn a_database_urls_passwords_never_reach_a_log() {
        assert_eq!(redact("postgres://bot:s3cret@db:5432/games"), "postgres://bot:***@db:5432/games");
        assert_eq!(
            redact("postgres://db/games?user=bot&password=s3cret&sslmode=require"),
            "postgres://db/games?user=bot&password=***&sslmode=require"
        );
        assert_eq!(redact("postgres://db/games?sslpassword=k3y"), "postgres://db/games?sslpassword=***");
        assert_eq!(
            redact("postgres://bot:a@b@db/games?application_name=x@y"),
            "postgres://bot:***@db/games?application_name=x@y",
            "an @ in the query is not the host's"
        );
        assert_eq!(redact("sqlite://games.db?mode=rwc"), "sqlite://games.db?mode=rwc");
        assert_eq!(redact("postgres://bot@db/games"), "postgres://bot@db/games");
    }
}
