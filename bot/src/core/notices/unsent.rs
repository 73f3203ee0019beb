//! Announcements lost when a process stops between a move's commit and its reply. The
//! move's delivery claim waits for the reply ([`crate::storage::Claiming`]); the adapter
//! says when the platform took it ([`Core::replied`]), and the marks are written in
//! batches a moment later. Each process keeps a liveness lease while it sweeps: once a
//! process's lease lapsed, the sweeper of the platform announces again every move it
//! left unsent, unless the match has moved on since (its later move was announced).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use engine::{Message, Turn};

use crate::core::play::{Table, awaited_users};
use crate::core::{Core, Incoming, Outgoing};
use crate::storage::{Storage, alive_lease};

/// How long a process's liveness lasts unless renewed; every process sweeps each of its
/// platforms every 5 s, renewing it.
const ALIVE_MS: i64 = 30_000;
/// How long sent marks gather before they are written in one statement.
const MARK_AFTER: Duration = Duration::from_millis(100);
/// Unsent announcements sent again per sweep.
const AT_ONCE: i64 = 100;

/// The deliveries whose replies were sent, by platform, until they are written.
#[derive(Clone, Default)]
pub(in crate::core) struct SentMarks(Arc<Mutex<HashMap<String, Vec<String>>>>);

impl SentMarks {
    /// Notes a sent reply; the first of a batch schedules the batch's write.
    fn note(&self, storage: &Storage, platform: &str, delivery: &str) {
        let mut marks = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let first = marks.is_empty();
        marks.entry(platform.to_owned()).or_default().push(delivery.to_owned());
        drop(marks);
        if first && let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let (marks, storage) = (self.clone(), storage.clone());
            runtime.spawn(async move {
                tokio::time::sleep(MARK_AFTER).await;
                marks.write(&storage).await;
            });
        }
    }

    /// Writes the marks gathered so far.
    async fn write(&self, storage: &Storage) {
        let marks = std::mem::take(&mut *self.0.lock().unwrap_or_else(PoisonError::into_inner));
        for (platform, deliveries) in marks {
            if let Err(e) = storage.mark_sent(&platform, &deliveries).await {
                tracing::error!(error = %e, "cannot mark replies sent: they may be announced again after a restart");
            }
        }
    }
}

impl Core {
    /// The adapter delivered the answer to `msg`: a move it committed is announced.
    pub fn replied(&self, msg: &Incoming) {
        if let Some(delivery) = &msg.delivery {
            self.notices.sent_marks.note(&self.storage, &msg.channel.platform, delivery);
        }
    }

    /// Writes the sent marks gathered so far (before a clean exit gives up the leases).
    pub(in crate::core) async fn write_sent_marks(&self) {
        self.notices.sent_marks.write(&self.storage).await;
    }

    /// Renews this process's liveness lease.
    pub(in crate::core) async fn stay_alive(&self, now: i64) {
        let lease = alive_lease(&self.instance);
        if let Err(e) = self.storage.hold_lease(&lease, &self.instance, now, now + ALIVE_MS).await {
            tracing::error!(error = %e, "cannot renew this process's liveness");
        }
    }

    /// Announces again, on `platform`, the moves whose process stopped before announcing
    /// them, when their match has not moved on since.
    pub(in crate::core) async fn announce_unsent(&self, platform: &str) -> anyhow::Result<Vec<Outgoing>> {
        let mut out = Vec::new();
        for unsent in self.storage.unsent(platform, self.clock.now_ms(), AT_ONCE).await? {
            if !self.storage.take_unsent(platform, &unsent.delivery).await? {
                continue;
            }
            let Some(stored) = self.storage.match_by_id(unsent.match_id).await? else { continue };
            if stored.version != unsent.version {
                continue;
            }
            let mut reply = self.reply_for(&stored.channel).await?;
            let steps = stored.game.replay_steps()?;
            let Some(step) = steps.last() else { continue };
            let head = Message::new("announce-again")
                .num("id", stored.id)
                .with("side", step.player.unwrap_or_default())
                .with("move", step.notation.as_deref().unwrap_or("…"));
            let mut lines = vec![reply.text(head)];
            lines.extend(step.told.iter().map(|event| reply.text(event.clone())));
            let outcome = Core::outcome_of(&stored);
            match &outcome {
                Some(outcome) => lines.push(crate::core::play::lines::result_lines(&stored, outcome, &reply)),
                None => lines.push(crate::core::play::lines::turn_line(&stored.game, &stored.players, &reply)),
            }
            let secret = matches!(stored.game.turn(), Turn::Simultaneous(_));
            let png = (!secret).then(|| self.view_png(&step.view, &stored.players));
            let notify = if outcome.is_some() { Vec::new() } else { awaited_users(&stored.game, &stored.players) };
            let picker = self.channel_picker(Table::of(&stored), &reply);
            reply.post_picking(lines.join("\n"), png, notify, picker);
            tracing::info!(id = stored.id, delivery = unsent.delivery, "a move left unsent is announced again");
            out.append(&mut reply.out);
        }
        Ok(out)
    }
}
