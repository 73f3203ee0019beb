//! Group commit on SQLite. A running match's write (a move, a clock alarm, an offer) is a
//! [`MatchWrite`]; on SQLite they queue for one writer task, which commits whatever is
//! queued in one transaction, each write in a savepoint of its own, so that a stale
//! version or a delivery claimed already undoes only that write. Each caller waits for the
//! commit that holds its write, so a reply is still sent only once its move is durable.
//! SQLite syncs its log once per group instead of once per move, and concurrent moves no
//! longer wait on its single write lock one after another. The claim of a delivery that
//! no match write carried (a command answered) joins the group the same way ([`Claim`]).
//!
//! PostgreSQL commits concurrent transactions side by side and groups their log flushes
//! itself, so its writes go straight to the pool. A finished match's write (which records
//! ratings) goes straight too: it is one per match.

use std::cmp::Ordering;

use sqlx::{Acquire, AnyPool, Transaction};
use tokio::sync::{mpsc, oneshot};

use crate::model::{Status, StoredMatch};

/// The most writes one commit holds.
const GROUP_MAX: usize = 64;
/// Writes waiting for the writer before callers wait to queue.
const QUEUE: usize = 1024;

/// The row values of one match write, owned so that it can wait in the queue.
pub(super) struct MatchWrite {
    log: LogWrite,
    status: &'static str,
    result: Option<String>,
    reason: Option<String>,
    draw_offer: Option<i64>,
    deadline_at: Option<i64>,
    clock: Option<String>,
    takeback_offer: Option<i64>,
    now: i64,
    id: i64,
    version: i64,
    platform: String,
    /// The delivery claimed with the write, and the process that will announce it.
    delivery: Option<(String, String)>,
}

impl MatchWrite {
    /// The write of `m` as it stands, at `now`, claiming `delivery` with it.
    pub(super) fn of(m: &StoredMatch, now: i64, delivery: Option<super::Claiming<'_>>) -> MatchWrite {
        MatchWrite {
            log: LogWrite::of(m),
            status: m.status.as_str(),
            result: m.end.as_ref().map(|e| e.result.clone()),
            reason: m.end.as_ref().map(|e| e.reason.clone()),
            draw_offer: m.draw_offer.map(i64::from),
            deadline_at: m.deadline_at,
            clock: m.clock.as_ref().map(|c| serde_json::to_string(c).expect("clocks serialise")),
            takeback_offer: m.takeback_offer.map(i64::from),
            now,
            id: m.id,
            version: m.version,
            platform: m.channel.platform.clone(),
            delivery: delivery.map(|c| (c.delivery.to_owned(), c.holder.to_owned())),
        }
    }

    /// Writes the match if its stored version is still the one read, and claims the
    /// delivery; `false` (and the caller undoes what was written) when either fails.
    pub(super) async fn apply(&self, tx: &mut Transaction<'_, sqlx::Any>) -> sqlx::Result<bool> {
        let done = sqlx::query(
            "UPDATE matches SET record = COALESCE($1, record), status = $2, result = $3, end_reason = $4, draw_offer = $5, \
             deadline_at = $6, clock = $7, takeback_offer = $8, version = version + 1, updated_at = $9, \
             rules_version = $12, record_format = $13 WHERE id = $10 AND version = $11",
        )
        .bind(match &self.log {
            LogWrite::Whole(record) => Some(record),
            LogWrite::Batch(_) | LogWrite::Unchanged => None,
        })
        .bind(self.status)
        .bind(&self.result)
        .bind(&self.reason)
        .bind(self.draw_offer)
        .bind(self.deadline_at)
        .bind(&self.clock)
        .bind(self.takeback_offer)
        .bind(self.now)
        .bind(self.id)
        .bind(self.version)
        .bind(engine::RULES_VERSION)
        .bind(super::RECORD_FORMAT)
        .execute(&mut **tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        self.log.apply(tx, self.id, self.version + 1).await?;
        let Some((delivery, holder)) = &self.delivery else { return Ok(true) };
        let unsent = Unsent { holder, id: self.id, version: self.version + 1 };
        claim_in(tx, &self.platform, delivery, self.now, Some(unsent)).await
    }
}

/// A platform delivery answered without a match write (a command that changed no
/// match): claimed in the group too, so that answering it costs no sync of its own.
pub(super) struct Claim {
    pub platform: String,
    pub delivery: String,
    pub now: i64,
}

/// The announcement a move's claim waits for: the process that will send it, and the
/// match and version the move made.
struct Unsent<'a> {
    holder: &'a str,
    id: i64,
    version: i64,
}

/// Claims `delivery` of `platform` in `tx`, noting the announcement it waits for, if
/// any; `false` when it was claimed already.
async fn claim_in(
    tx: &mut Transaction<'_, sqlx::Any>,
    platform: &str,
    delivery: &str,
    now: i64,
    unsent: Option<Unsent<'_>>,
) -> sqlx::Result<bool> {
    let claimed = sqlx::query(
        "INSERT INTO deliveries (platform, delivery, handled_at, holder, announce_match, announce_version) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
    )
    .bind(platform)
    .bind(delivery)
    .bind(now)
    .bind(unsent.as_ref().map(|u| u.holder))
    .bind(unsent.as_ref().map(|u| u.id))
    .bind(unsent.as_ref().map(|u| u.version))
    .execute(&mut **tx)
    .await?;
    Ok(claimed.rows_affected() == 1)
}

/// What the writer commits: a match's write, or a delivery's claim alone.
pub(super) enum Write {
    Match(Box<MatchWrite>),
    Claim(Claim),
}

impl Write {
    async fn apply(&self, tx: &mut Transaction<'_, sqlx::Any>) -> sqlx::Result<bool> {
        match self {
            Write::Match(write) => write.apply(tx).await,
            Write::Claim(claim) => claim_in(tx, &claim.platform, &claim.delivery, claim.now, None).await,
        }
    }
}

/// What a write does to the stored log.
enum LogWrite {
    /// The whole record, replacing the stored one and its batches.
    Whole(String),
    /// The entries added since the stored version, appended as one batch.
    Batch(String),
    /// The log is as stored (an offer, a clock alarm).
    Unchanged,
}

impl LogWrite {
    /// A running match appends what it added; a finished one, or one whose log was
    /// shortened (a take-back), is written whole, in one row again.
    fn of(m: &StoredMatch) -> LogWrite {
        let whole = || LogWrite::Whole(serde_json::to_string(&m.game).expect("matches serialise"));
        if m.status != Status::Active {
            return whole();
        }
        match m.game.log_len().cmp(&m.stored_log) {
            Ordering::Equal => LogWrite::Unchanged,
            Ordering::Greater => m.game.log_batch_from(m.stored_log).map_or_else(whole, LogWrite::Batch),
            Ordering::Less => whole(),
        }
    }

    /// Writes the batch, keyed by the match's `version` after this write, or deletes the
    /// batches a whole record replaces.
    async fn apply(&self, tx: &mut Transaction<'_, sqlx::Any>, id: i64, version: i64) -> sqlx::Result<()> {
        let query = match self {
            LogWrite::Unchanged => return Ok(()),
            LogWrite::Whole(_) => sqlx::query("DELETE FROM match_log WHERE match_id = $1").bind(id),
            LogWrite::Batch(entries) => {
                sqlx::query("INSERT INTO match_log (match_id, version, entries) VALUES ($1, $2, $3)")
                    .bind(id)
                    .bind(version)
                    .bind(entries)
            }
        };
        query.execute(&mut **tx).await.map(drop)
    }
}

type Job = (Write, oneshot::Sender<sqlx::Result<bool>>);

/// The queue of the writer task.
#[derive(Clone)]
pub(super) struct Writer(mpsc::Sender<Job>);

impl Writer {
    /// Starts the writer task on the current runtime.
    pub(super) fn start(pool: AnyPool) -> Writer {
        let (queue, jobs) = mpsc::channel(QUEUE);
        tokio::spawn(run(pool, jobs));
        Writer(queue)
    }

    /// Queues `write` and waits for the commit that holds it. `None` when the writer is
    /// gone (its runtime ended: a test's, or the process is stopping): the caller then
    /// writes by itself.
    pub(super) async fn write(&self, write: Write) -> Option<sqlx::Result<bool>> {
        let (done, result) = oneshot::channel();
        self.0.send((write, done)).await.ok()?;
        result.await.ok()
    }
}

async fn run(pool: AnyPool, mut jobs: mpsc::Receiver<Job>) {
    let mut group = Vec::with_capacity(GROUP_MAX);
    while jobs.recv_many(&mut group, GROUP_MAX).await > 0 {
        commit(&pool, std::mem::take(&mut group)).await;
    }
}

/// Commits `group` and answers each write: a write alone in its own transaction, more in
/// one transaction with a savepoint each. A write that fails alone (a stale version, a
/// claimed delivery, an error of its own) is undone alone; when the commit itself fails,
/// every write of the group is answered with the failure.
async fn commit(pool: &AnyPool, group: Vec<Job>) {
    let answers = match &group[..] {
        [(Write::Match(write), _)] => alone(pool, write, None, false).await.map(|done| vec![Ok(done)]),
        _ => together(pool, &group).await,
    };
    match answers {
        Ok(results) => {
            for ((_, done), result) in group.into_iter().zip(results) {
                let _ = done.send(result);
            }
        }
        Err(e) => {
            tracing::error!(error = %e, writes = group.len(), "a group commit failed");
            let failure = e.to_string();
            for (_, done) in group {
                let _ = done.send(Err(sqlx::Error::Protocol(format!("the group commit failed: {failure}"))));
            }
        }
    }
}

/// One write in a transaction of its own (no savepoint: two statements fewer), rolled
/// back whole when it fails its checks. A `finished` match's results go in with it.
/// With `notify` (PostgreSQL), the write is announced to every process listening
/// ([`super::changes`]) when it commits.
pub(super) async fn alone(
    pool: &AnyPool,
    write: &MatchWrite,
    finished: Option<&StoredMatch>,
    notify: bool,
) -> sqlx::Result<bool> {
    let mut tx = pool.begin().await?;
    if !write.apply(&mut tx).await? {
        return Ok(false);
    }
    if let Some(m) = finished {
        super::ratings::record_results_in(&mut tx, m, write.now).await?;
    }
    if notify {
        super::changes::notify_in(&mut tx, write.id).await?;
    }
    tx.commit().await?;
    Ok(true)
}

/// Several writes in one transaction, each in a savepoint of its own.
async fn together(pool: &AnyPool, group: &[Job]) -> sqlx::Result<Vec<sqlx::Result<bool>>> {
    let mut results = Vec::with_capacity(group.len());
    let mut tx = pool.begin().await?;
    for (write, _) in group {
        let mut point = (&mut tx).begin().await?;
        let result = write.apply(&mut point).await;
        if matches!(result, Ok(true)) {
            point.commit().await?;
        } else {
            point.rollback().await?;
        }
        results.push(result);
    }
    tx.commit().await?;
    Ok(results)
}
