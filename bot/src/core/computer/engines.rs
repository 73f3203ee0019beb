//! External engines at the table (`challenge engine:taflzero hnefatafl`): each engine
//! seat of a running match keeps its process between moves ([`Seats`]), asked on the
//! thinking threads within `ENGINE_THINK_MS`. An engine that cannot start, crashes,
//! hangs past its time, answers an illegal move or none, loses the game: its seat is
//! retired, the channel told why, and the process killed; a new game starts a new one.
//! What an engine writes never reaches the chat: only the squares of a move it made.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use engine::{Message, Seat};
use engines::{Failure, Player};

use crate::core::Core;
use crate::core::Outgoing;
use crate::model::{ChannelKey, Status, StoredMatch};

/// The most engine processes kept between moves; past it one is stopped, and starts
/// again (told the whole game) at its next move.
const KEPT: usize = 32;

/// An engine kept between its moves: the match (its id) and seat it plays.
type Kept = (i64, Seat, Player);

/// The engine seats' processes, by channel.
#[derive(Default)]
pub(in crate::core) struct Seats {
    kept: Mutex<HashMap<ChannelKey, Vec<Kept>>>,
}

impl Seats {
    /// The player of `seat` in match `id`, if one is kept.
    fn take(&self, channel: &ChannelKey, id: i64, seat: Seat) -> Option<Player> {
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        let seats = kept.get_mut(channel)?;
        let at = seats.iter().position(|(i, s, _)| *i == id && *s == seat)?;
        let (_, _, player) = seats.swap_remove(at);
        if seats.is_empty() {
            kept.remove(channel);
        }
        Some(player)
    }

    fn keep(&self, channel: &ChannelKey, id: i64, seat: Seat, player: Player) {
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        if kept.len() >= KEPT && !kept.contains_key(channel) {
            let other = kept.keys().next().cloned();
            if let Some(other) = other {
                kept.remove(&other);
            }
        }
        let seats = kept.entry(channel.clone()).or_default();
        // Another match's engines in this channel are over.
        seats.retain(|(i, ..)| *i == id);
        seats.push((id, seat, player));
    }

    /// The players kept for `channel`, taken out.
    fn take_all(&self, channel: &ChannelKey) -> Vec<Player> {
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        kept.remove(channel).into_iter().flatten().map(|(.., player)| player).collect()
    }

    /// How many engine processes are kept.
    pub(in crate::core) fn running(&self) -> usize {
        let kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        kept.values().flatten().filter(|(.., player)| player.is_running()).count()
    }
}

impl Core {
    /// `engines`: those the operator named, each with its protocol and rulesets.
    pub(in crate::core) fn list_engines(&self, reply: &mut crate::core::Reply) {
        let engines = &self.settings.engines;
        if engines.is_empty() {
            return reply.say(Message::new("engines-none"));
        }
        let lines: Vec<String> = engines
            .iter()
            .map(|spec| {
                let rulesets: Vec<&str> = spec.protocol.rulesets().iter().map(|r| r.name()).collect();
                reply.text(
                    Message::new("engines-line")
                        .with("name", &spec.name)
                        .with("protocol", spec.protocol.name())
                        .with("rulesets", rulesets.join(", ")),
                )
            })
            .collect();
        reply.say(Message::new("engines-list").with("engines", lines.join("\n")));
    }

    /// How many engine processes run between their moves.
    pub fn engines_running(&self) -> usize {
        self.computer.engines.running()
    }

    /// The engine `name`'s move for `seat` in `stored`, as move text, or how it failed;
    /// `None` when the thinking threads could not take it (the match waits).
    pub(super) async fn engine_move(
        &self,
        stored: &StoredMatch,
        seat: Seat,
        name: &str,
    ) -> Option<Result<String, Failure>> {
        let channel = &stored.channel;
        let player = match self.computer.engines.take(channel, stored.id, seat) {
            Some(player) => player,
            None => {
                let Some(spec) = self.settings.engines.iter().find(|spec| spec.name == name) else {
                    return Some(Err(Failure::NotStarted));
                };
                Player::new(spec.clone(), engines::side_of(seat))
            }
        };
        let budget = Duration::from_millis(self.settings.engine_think_ms);
        let asked = self.computer.thinkers.ask_engine(&channel.tag(), player, stored.game.clone(), budget).await;
        let (player, chosen) = match asked {
            Ok(Some(answer)) => answer,
            Ok(None) => return None,
            Err(crate::thinking::Full) => {
                tracing::warn!(id = stored.id, "the AI's queue is full; the engine's move waits");
                return None;
            }
        };
        if chosen.is_ok() {
            self.computer.engines.keep(channel, stored.id, seat, player);
        }
        Some(chosen.map(|mv| mv.to_string()))
    }

    /// The engine `name` failed at version `version` of `stored`: it loses (its seat
    /// retired), and the channel hears why. What is said, or `None` when the match
    /// changed meanwhile.
    pub(super) async fn engine_failed(
        &self,
        stored: &StoredMatch,
        seat: Seat,
        name: &str,
        failure: Failure,
    ) -> anyhow::Result<Option<Vec<Outgoing>>> {
        let channel = &stored.channel;
        tracing::warn!(id = stored.id, engine = name, ?failure, "an engine failed and loses");
        let lock = self.lock(channel);
        let guard = lock.lock().await;
        let mut reply = self.reply_for(channel).await?;
        let Some(mut now) = self.storage.active_match(channel).await? else { return Ok(None) };
        if now.id != stored.id || now.version != stored.version {
            return Ok(None);
        }
        let said = failure_message(failure, name, self.settings.engine_think_ms, &reply);
        let reason = if failure == Failure::Resigned { "resignation" } else { "engine-failure" };
        if !self.retire_seat(&mut now, seat, reason, said, &mut reply).await? {
            return Ok(None);
        }
        drop(guard);
        self.after_matches(std::mem::take(&mut reply.ended), &mut reply.out).await;
        Ok(Some(reply.out))
    }

    /// Ends the engines of `channel`'s match once it is over: each is told the result,
    /// and its process stopped.
    pub(in crate::core) async fn finish_engines(&self, channel: &ChannelKey) {
        let players = self.computer.engines.take_all(channel);
        if players.is_empty() {
            return;
        }
        let stored = self.storage.latest_match(channel).await.ok().flatten();
        let outcome = stored.filter(|s| s.status != Status::Active).and_then(|s| s.game.outcome());
        // Saying goodbye writes to the processes: off the runtime.
        let _ = tokio::task::spawn_blocking(move || {
            for mut player in players {
                player.finish(outcome.as_ref());
            }
        })
        .await;
    }
}

/// What the channel hears of an engine's failure.
fn failure_message(failure: Failure, name: &str, think_ms: u64, reply: &crate::core::Reply) -> Message {
    let message = match failure {
        Failure::NotStarted => Message::new("engine-not-started"),
        Failure::Crashed => Message::new("engine-crashed"),
        Failure::Hung => {
            // A budget under a second is said in milliseconds, which both languages write alike.
            let time = if think_ms < 1_000 { format!("{think_ms} ms") } else { reply.lang.duration(think_ms as i64) };
            Message::new("engine-hung").with("time", time)
        }
        Failure::Illegal(Some(mv)) => Message::new("engine-illegal").with("move", mv.to_string()),
        Failure::Illegal(None) | Failure::NoMove | Failure::Unplayable => Message::new("engine-no-move"),
        Failure::Resigned => Message::new("resigned"),
    };
    message.with("name", name)
}
