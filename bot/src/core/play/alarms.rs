//! Match clocks ringing: reminders at half and 90% of a player's time, and the time
//! running out. A pending decision with a documented default (a secret set-up, a flight
//! or a fight) gets its default; otherwise the player loses on time, or in a game of
//! three or more leaves it and the game goes on where its rules allow. Alarms live in
//! the database and are timed by its clock: a deadline that passed is final, so a start
//! resolves every match that ran out while the bot was down, and a move that arrives
//! after its deadline is refused with the time-out ([`Core::commit_move`]).

use engine::{Message, Seat};
use futures::StreamExt;

use crate::clock::{self, Alarm, MatchClock};
use crate::core::play::{RETRIES, Told};
use crate::core::{Core, Outgoing, Reply, contained};
use crate::model::{StoredMatch, User, awaited_people};

/// The most alarms one sweep handles; the rest wait for the next sweep.
/// Due matches read at a time.
const ALARM_BATCH: i64 = 100;
/// Matches read at a time when re-arming, and re-armed side by side.
const REARM_PAGE: i64 = 500;
const REARM_AT_ONCE: usize = 64;
/// The lease of re-arming at start-up, and how long it lasts unless given up.
const REARM_LEASE: &str = "rearm";
const REARM_LEASE_MS: i64 = 120_000;
/// What one sweep may spend on alarms (it runs every 5 s).
const ALARM_BUDGET: std::time::Duration = std::time::Duration::from_secs(3);

impl Core {
    /// Re-arms the clocks of running matches after a start and resolves, before anything
    /// else is handled, every match whose deadline passed while the bot was down: a
    /// deadline that passed is final. Of the reminders missed meanwhile, the latest is
    /// still sent. What the resolutions say waits for each platform's first sweep
    /// ([`Core::sweep`]). It runs under a lease: of processes starting together one
    /// re-arms, and the others leave it the work (their sweeps ring whatever is due).
    /// Returns how many overdue matches were resolved.
    pub async fn rearm(&self) -> anyhow::Result<usize> {
        let now = self.clock.now_ms();
        if !self.storage.hold_lease(REARM_LEASE, &self.instance, now, now + REARM_LEASE_MS).await? {
            tracing::info!("another process is re-arming the clocks");
            return Ok(0);
        }
        let rearmed = self.rearm_held(now).await;
        if let Err(e) = self.storage.release_lease(REARM_LEASE, &self.instance).await {
            tracing::warn!(error = %e, "cannot give up the re-arming lease; it lapses by itself");
        }
        rearmed
    }

    /// [`Core::rearm`] under its lease: page after page of the matches to re-arm, so that
    /// memory stays bounded however many are stored, each page's writes made side by side
    /// (on SQLite they share group commits).
    async fn rearm_held(&self, now: i64) -> anyhow::Result<usize> {
        let (mut after, mut resolved) = (0, 0);
        loop {
            let page = self.storage.matches_to_rearm(now, after, REARM_PAGE).await?;
            let rearmed = futures::stream::iter(page.matches).map(|stored| self.rearm_and_ring(stored, now));
            let rearmed: Vec<_> = rearmed.buffer_unordered(REARM_AT_ONCE).collect().await;
            let mut news = Vec::new();
            for overdue in rearmed {
                if let Some(mut said) = overdue? {
                    resolved += 1;
                    news.append(&mut said);
                }
            }
            self.notices.hold(news);
            match page.last {
                Some(last) if page.full => after = last,
                _ => return Ok(resolved),
            }
        }
    }

    /// Re-arms one match and resolves its deadline if it passed: what that said.
    async fn rearm_and_ring(&self, stored: StoredMatch, now: i64) -> anyhow::Result<Option<Vec<Outgoing>>> {
        let Some(overdue) = self.rearm_one(stored, now).await? else { return Ok(None) };
        match contained(self.ring_due(&overdue)).await {
            Ok((said, _)) => Ok(Some(said)),
            Err(e) => {
                tracing::error!(id = overdue.id, error = format!("{e:#}"), "a missed deadline failed");
                Ok(Some(Vec::new()))
            }
        }
    }

    /// Re-arms one match's clock (a match stored before clocks existed starts on the
    /// default one); the match when its deadline passed.
    async fn rearm_one(&self, mut stored: StoredMatch, now: i64) -> anyhow::Result<Option<StoredMatch>> {
        let before = (stored.clock.clone(), stored.deadline_at);
        let clock = stored.clock.get_or_insert_with(|| {
            MatchClock::start(
                self.settings.default_clock,
                stored.players.len(),
                awaited_people(&stored.game, &stored.players),
                now,
            )
        });
        clock.skip_missed_reminders(now);
        stored.deadline_at = clock.next_alarm();
        if (stored.clock.clone(), stored.deadline_at) != before {
            self.storage.update_match(&mut stored, now).await?;
        }
        Ok(stored.deadline_at.is_some_and(|deadline| deadline <= now).then_some(stored))
    }

    /// Applies every due alarm, batch after batch, until none is due or the sweep's time
    /// budget is spent (the next sweep takes the rest). A failure is logged with its match
    /// and never costs the others their time-ups and reminders.
    pub(in crate::core) async fn apply_alarms(&self, platform: &str) -> anyhow::Result<Vec<Outgoing>> {
        let mut out = Vec::new();
        let started = std::time::Instant::now();
        loop {
            let batch = self.storage.due_matches(platform, self.clock.now_ms(), ALARM_BATCH).await?;
            let mut rang = false;
            for due in &batch {
                match contained(self.ring_due(due)).await {
                    Ok((mut said, changed)) => {
                        out.append(&mut said);
                        rang |= changed;
                    }
                    Err(e) => tracing::error!(id = due.id, error = format!("{e:#}"), "a clock alarm failed"),
                }
                if started.elapsed() > ALARM_BUDGET {
                    return Ok(out);
                }
            }
            // A batch that changed nothing (every alarm failed) is left to the next sweep.
            if batch.len() < ALARM_BATCH as usize || !rang {
                return Ok(out);
            }
        }
    }

    /// One due match's alarm under its channel's lock: what is said, and whether the
    /// match changed.
    async fn ring_due(&self, due: &StoredMatch) -> anyhow::Result<(Vec<Outgoing>, bool)> {
        fail::fail_point!("sweep-ring", due.channel.channel.contains("failpoint"), |_| Ok((Vec::new(), false)));
        let lock = self.lock(&due.channel);
        let guard = lock.lock().await;
        let mut reply = self.reply_for(&due.channel).await?;
        let mut changed = false;
        for _ in 0..RETRIES {
            let now = self.clock.now_ms();
            let Some(stored) = self.storage.active_match(&due.channel).await? else { break };
            if stored.id != due.id || stored.deadline_at.is_none_or(|d| d > now) {
                break;
            }
            if self.ring(stored, now, &mut reply).await? {
                changed = true;
                break;
            }
        }
        drop(guard);
        self.after_matches(std::mem::take(&mut reply.ended), &mut reply.out).await;
        Ok((reply.out, changed))
    }

    /// Handles a match's due alarm; `false` when another writer changed it first.
    async fn ring(&self, mut stored: StoredMatch, now: i64, reply: &mut Reply) -> anyhow::Result<bool> {
        let Some(clock) = stored.clock.as_mut() else {
            stored.deadline_at = None;
            return Ok(self.storage.update_match(&mut stored, now).await?);
        };
        match clock.due(now) {
            None => {
                stored.deadline_at = clock.next_alarm();
                Ok(self.storage.update_match(&mut stored, now).await?)
            }
            Some(Alarm::Reminder) => {
                clock.reminders += 1;
                let left = crate::core::play::lines::time_left(clock, now, reply);
                let names: Vec<&str> = clock.awaited.iter().map(|s| stored.players[s.index()].name.as_str()).collect();
                let message = Message::new("clock-reminder")
                    .with("names", names.join(", "))
                    .num("id", stored.id)
                    .term("game", stored.game.title())
                    .with("left", left);
                let notify: Vec<User> = clock.awaited.iter().map(|s| stored.players[s.index()].clone()).collect();
                stored.deadline_at = clock.next_alarm();
                let saved = self.storage.update_match(&mut stored, now).await?;
                if saved {
                    let text = reply.text(message);
                    reply.post_notifying(text, None, notify);
                }
                Ok(saved)
            }
            Some(Alarm::TimeUp) => self.time_up(&mut stored, reply).await,
        }
    }

    /// Plays the defaults of pending decisions, or else takes the awaited players out;
    /// `false` when another writer changed the match first.
    pub(in crate::core) async fn time_up(&self, stored: &mut StoredMatch, reply: &mut Reply) -> anyhow::Result<bool> {
        let mut lines = Vec::new();
        let mut events = Vec::new();
        let deciding = stored.game.deciding();
        let phase = stored.game.phase_number();
        let (late, reason): (Vec<Seat>, &str) = if deciding.is_empty() {
            (stored.clock.as_ref().map(|c| c.awaited.clone()).unwrap_or_default(), "time")
        } else {
            (deciding, "rules")
        };
        for &seat in &late {
            let name = &stored.players[seat.index()].name;
            if reason == "rules" {
                let Some(text) = stored.game.timeout_move(seat) else { continue };
                if let Ok(mut more) = stored.game.play_text(seat, &text) {
                    lines.push(Message::new("decision-timed-out").with("name", name));
                    events.append(&mut more);
                }
            } else if stored.game.outcome().is_none()
                && let Ok(mut more) = stored.game.retire(seat)
            {
                lines.push(Message::new("lost-on-time").with("name", name));
                events.append(&mut more);
            }
        }
        if let Some(clock) = stored.clock.as_mut()
            && !matches!(clock.control, clock::TimeControl::PerMove { .. })
        {
            for seat in &late {
                clock.remaining[seat.index()] = 0;
            }
        }
        // The passed deadline is spent: the clock starts again for whoever is awaited now.
        let mover = late.first().copied();
        if !self.save_play(stored, reason, mover, &mut None).await? {
            return Ok(false);
        }
        for line in lines {
            reply.say(line);
        }
        let outcome = Core::outcome_of(stored);
        self.announce(stored, &events, outcome.as_ref(), Told { mover, before: &late, phase, start: false }, reply);
        Ok(true)
    }
}
