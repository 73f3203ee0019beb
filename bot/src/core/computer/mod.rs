//! The computer's turns. A match with a seat for the AI (`challenge ai hnefatafl`) waits
//! for it like for a person; the AI's move is thought on the thinking threads (see
//! [`crate::thinking`]) without any lock, then played through the same path as a
//! person's: the version it thought about is checked, the move committed, and only then
//! announced, with its dice and its board. Live adapters run [`Core::drive_ai`], which
//! plays as soon as a channel waits for the AI and, every few seconds, looks for matches
//! that waited too long (after a restart, or when another process sharing the database
//! stopped); the console and tests call [`Core::play_ai`] after each message.
//!
//! Also here: one post per exchange with the computer, and its reviews of finished
//! matches (`analyse`).

pub(super) mod analysis;
pub(super) mod engines;
pub(super) mod exchange;
pub(super) mod state;

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use engine::AnyMatch;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use crate::core::play::{Origin, Who};
use crate::core::{Core, Outgoing};
use crate::model::{ChannelKey, Computer, StoredMatch, User, awaited_ai};

/// How often a driver looks for matches waiting for the AI that nobody woke it for.
const SCAN_EVERY: Duration = Duration::from_secs(5);
/// A match changed this long ago that still waits for the AI was dropped by whoever
/// should have played it (a restart, a stopped process): any driver takes it.
const ORPHANED_AFTER_MS: i64 = 10_000;
/// The most moves the AI plays in one channel in a row before others get their turn
/// (a game where only AI seats are left plays on at the next scan).
const MOVES_IN_A_ROW: usize = 50;
/// How many rounds of [`MOVES_IN_A_ROW`] a channel of AI seats plays in one call of
/// [`Core::play_ai`], so that a console line always gets its answer.
const ROUNDS_PER_CALL: usize = 40;

/// How long a claim on the AI's turn outlasts the longest think: a process that stopped
/// while thinking leaves the turn to the others after this.
const AI_LEASE_MARGIN_MS: i64 = 30_000;

/// Where replies go as each move is committed; the next move waits for the delivery.
pub type Deliver = Arc<dyn Fn(Vec<Outgoing>) -> futures::future::BoxFuture<'static, ()> + Send + Sync>;

impl Core {
    /// How many moves and reviews this process's AI thought so far.
    pub fn thinks(&self) -> crate::thinking::Thinks {
        self.computer.thinkers.thinks()
    }

    /// Notes that `stored`'s channel waits for the AI, if it does.
    pub(in crate::core) fn wake_ai(&self, stored: &StoredMatch) {
        if stored.status == crate::model::Status::Active {
            self.wake_ai_in(&stored.channel, &stored.game, &stored.players);
        }
    }

    /// Notes that `channel`, playing `game`, waits for the AI, if it does.
    pub(in crate::core) fn wake_ai_in(&self, channel: &ChannelKey, game: &AnyMatch, players: &[User]) {
        if awaited_ai(game, players).is_none() {
            return;
        }
        self.computer.wake(channel);
    }

    /// Plays the AI's turns in every match of `platform` that waits for it, until each
    /// waits for a person or ends, and returns what is said, in order. The console calls
    /// this after each line, and tests after each message. A match where only AI seats
    /// are left plays on, 50 moves a channel at a time, for up to `ROUNDS_PER_CALL`
    /// rounds; whatever is left waits for the next call.
    pub async fn play_ai(&self, platform: &str) -> Vec<Outgoing> {
        let (mut channels, _) = self.computer.take_woken(platform);
        match self.storage.ai_channels(platform, i64::MAX).await {
            Ok(waiting) => {
                for channel in waiting {
                    if !channels.contains(&channel) {
                        channels.push(channel);
                    }
                }
            }
            Err(e) => tracing::error!(error = %e, "cannot list the matches waiting for the AI"),
        }
        let mut out = Vec::new();
        let never = CancellationToken::new();
        for _ in 0..ROUNDS_PER_CALL {
            if channels.is_empty() {
                break;
            }
            for channel in channels {
                let mut said = Vec::new();
                self.ai_turns(&channel, &never, |more| {
                    said.extend(more);
                    std::future::ready(())
                })
                .await;
                out.append(&mut said);
            }
            channels = self.computer.take_woken(platform).0;
        }
        out
    }

    /// Plays the AI's turns on `platform` until `stop`: a channel is played as soon as it
    /// waits for the AI, and every few seconds the driver looks for those that waited
    /// too long. Each move's replies go to `deliver` once committed. At `stop`, thinks in
    /// progress are cut short and answer nothing: their matches wait for the AI's move
    /// after the restart.
    pub async fn drive_ai(self: Arc<Self>, platform: &'static str, stop: CancellationToken, deliver: Deliver) {
        let tracker = TaskTracker::new();
        let in_flight = Arc::new(std::sync::Mutex::new(HashSet::<ChannelKey>::new()));
        // At start every match waiting for the AI is taken, however recent.
        let mut orphans_since = i64::MAX;
        loop {
            let (mut channels, signal) = self.computer.take_woken(platform);
            match self.storage.ai_channels(platform, orphans_since).await {
                Ok(orphans) => channels.extend(orphans),
                Err(e) => tracing::error!(error = %e, "cannot list the matches waiting for the AI"),
            }
            for channel in channels {
                if !in_flight.lock().unwrap_or_else(std::sync::PoisonError::into_inner).insert(channel.clone()) {
                    continue;
                }
                let (core, stop, deliver, in_flight) = (self.clone(), stop.clone(), deliver.clone(), in_flight.clone());
                tracker.spawn(async move {
                    let played = crate::core::contained(async {
                        core.ai_turns(&channel, &stop, |said| deliver(said)).await;
                        Ok(())
                    });
                    if let Err(e) = played.await {
                        tracing::error!(?channel, error = format!("{e:#}"), "the AI's turn failed");
                    }
                    in_flight.lock().unwrap_or_else(std::sync::PoisonError::into_inner).remove(&channel);
                });
            }
            tokio::select! {
                () = stop.cancelled() => break,
                () = signal.notified() => orphans_since = i64::MIN,
                () = tokio::time::sleep(SCAN_EVERY) => orphans_since = self.clock.now_ms() - ORPHANED_AFTER_MS,
            }
        }
        tracker.close();
        tracker.wait().await;
    }

    /// The AI's moves in `channel` until a person is awaited, the match ends, or `stop`.
    async fn ai_turns<F: Future<Output = ()>>(
        &self,
        channel: &ChannelKey,
        stop: &CancellationToken,
        mut deliver: impl FnMut(Vec<Outgoing>) -> F,
    ) {
        for _ in 0..MOVES_IN_A_ROW {
            if self.is_exchanging(channel) {
                // A person's message is being answered there: that answer plays the AI's
                // move, or wakes the channel again when it is done.
                return;
            }
            match self.ai_move(channel, stop).await {
                Ok(Some(mut said)) => {
                    self.route_pings(&mut said).await;
                    deliver(said).await
                }
                Ok(None) => return,
                Err(e) => {
                    tracing::error!(?channel, error = format!("{e:#}"), "the AI's move failed");
                    return;
                }
            }
        }
        // Only AI seats are left to play: the channel goes back in the queue.
        if let Ok(Some(stored)) = self.storage.active_match(channel).await {
            self.wake_ai(&stored);
        }
    }

    /// One move of the AI in `channel`, if its match waits for the AI and no other
    /// process sharing the database claimed its turn: the turn is claimed in the database
    /// (a lease on the match), thought without a lock, then committed under the channel's
    /// lock if the match is unchanged (else thought again), and the claim given up. What
    /// is said (its pings not yet routed), or `None` when nothing was played.
    pub(in crate::core) async fn ai_move(
        &self,
        channel: &ChannelKey,
        stop: &CancellationToken,
    ) -> anyhow::Result<Option<Vec<Outgoing>>> {
        let Some(stored) = self.storage.active_match(channel).await? else { return Ok(None) };
        if awaited_ai(&stored.game, &stored.players).is_none() {
            return Ok(None);
        }
        let lease = format!("ai:{}", stored.id);
        let now = self.clock.now_ms();
        let think_ms = self.settings.ai_think_ms.max(self.settings.engine_think_ms) as i64;
        let until = now + think_ms + AI_LEASE_MARGIN_MS;
        if !self.storage.hold_lease(&lease, &self.instance, now, until).await? {
            // Another process thinks this turn; it commits it too.
            return Ok(None);
        }
        let played = self.claimed_ai_move(channel, stop).await;
        if let Err(e) = self.storage.release_lease(&lease, &self.instance).await {
            tracing::warn!(lease, error = %e, "cannot give up the AI's turn; it lapses by itself");
        }
        played
    }

    /// The move our AI at `level` thinks for `seat` in `stored`; `None` when it found none,
    /// was stopped, or its queue is full (the match waits: the next scan asks again).
    async fn level_move(
        &self,
        stored: &StoredMatch,
        seat: engine::Seat,
        level: ai::Level,
        stop: &CancellationToken,
    ) -> Option<String> {
        let tag = stored.channel.tag();
        match self.computer.thinkers.choose(&tag, stored.game.clone(), seat, level, stop).await {
            Ok(Some(text)) => Some(text),
            Ok(None) => {
                if !stop.is_cancelled() {
                    tracing::error!(id = stored.id, "the AI found no move");
                }
                None
            }
            Err(crate::thinking::Full) => {
                tracing::warn!(id = stored.id, "the AI's queue is full; its move waits");
                None
            }
        }
    }

    /// [`Core::ai_move`] once its turn is claimed: the match is read again (the claim may
    /// have come after another process's move).
    async fn claimed_ai_move(
        &self,
        channel: &ChannelKey,
        stop: &CancellationToken,
    ) -> anyhow::Result<Option<Vec<Outgoing>>> {
        for _ in 0..crate::core::play::RETRIES {
            let Some(stored) = self.storage.active_match(channel).await? else { return Ok(None) };
            let Some((seat, computer)) = awaited_ai(&stored.game, &stored.players) else { return Ok(None) };
            let text = match computer {
                Computer::Level(level) => match self.level_move(&stored, seat, level, stop).await {
                    Some(text) => text,
                    None => return Ok(None),
                },
                Computer::Engine(name) => match self.engine_move(&stored, seat, &name).await {
                    Some(Ok(text)) => text,
                    Some(Err(failure)) => return self.engine_failed(&stored, seat, &name, failure).await,
                    None => return Ok(None),
                },
            };
            let lock = self.lock(channel);
            let guard = lock.lock().await;
            let mut reply = self.reply_for(channel).await?;
            let who = Who::Ai { seat, id: stored.id, version: stored.version };
            let Some(played) = self.commit_move(channel, who, &text, &[], Origin::Private, &mut reply).await? else {
                continue;
            };
            self.announce(&played.stored, &played.events, played.outcome.as_ref(), played.told(), &mut reply);
            drop(guard);
            self.after_matches(std::mem::take(&mut reply.ended), &mut reply.out).await;
            return Ok(Some(reply.out));
        }
        Ok(None)
    }
}
