//! Vacations: `vacation 7d` pauses every one of the author's correspondence clocks on
//! this platform from now on, within a yearly allowance (`VACATION_DAYS`); the opponents
//! of each paused game are told once, in its channel. `vacation off` ends it early, and
//! `vacation` alone says where the author stands. Live games run on, and so do games
//! whose terms bar vacations (a tournament's `vacation=no`). Games that start during a
//! vacation start paused for the player on it.

use engine::Message;

use crate::clock::{self, MatchClock, TimeControl};
use crate::core::play::{RETRIES, seat_of};
use crate::core::{Core, Incoming, Reply};
use crate::model::{Status, StoredMatch, User};

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;
/// The allowance is counted over the last 365 days.
const YEAR: i64 = 365 * DAY;

/// A vacation's length as typed: days (`7`, `7d`) or with hours (`3d12h`, `36h`), at
/// least an hour.
fn length(word: &str) -> Option<i64> {
    match word.parse::<i64>() {
        Ok(days) => (1..=366).contains(&days).then_some(days * DAY),
        Err(_) => clock::duration(word).filter(|&ms| ms >= HOUR),
    }
}

/// What a change of vacation did to the author's running games.
#[derive(Default)]
struct Reach {
    /// Games whose clock it changed.
    paused: Vec<StoredMatch>,
    /// Games it leaves running: live ones, and those that bar vacations.
    running: usize,
}

impl Core {
    /// `vacation`, `vacation 7d`, `vacation off`.
    pub(in crate::core) async fn vacation(
        &self,
        msg: &Incoming,
        word: Option<&str>,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let (platform, user) = (msg.channel.platform.as_str(), &msg.author);
        let now = self.clock.now_ms();
        let allowance = self.settings.vacation_days * DAY;
        let taken = self.storage.vacation_taken(platform, &user.id, now - YEAR).await?;
        let current = self.storage.vacation_at(platform, &user.id, now).await?;
        let left = (allowance - taken).max(0);
        let days = |ms: i64| reply.lang.duration(ms);
        let word = word.map(str::to_lowercase);
        let message = match (word.as_deref(), current) {
            (None, Some((_, until))) => Message::new("vacation-on")
                .with("name", &user.name)
                .with("until", crate::local_time::minute(until))
                .with("left", days(left)),
            (None, None) => Message::new("vacation-none").with("name", &user.name).with("left", days(left)),
            (Some("off" | "no" | "fine"), None) => Message::new("vacation-not-on").with("name", &user.name),
            (Some("off" | "no" | "fine"), Some((_, until))) => {
                self.storage.end_vacation(platform, &user.id, now).await?;
                self.reach(msg, |clock, seat| clock.come_back(seat, now)).await?;
                Message::new("vacation-ended").with("name", &user.name).with("left", days(left + until - now))
            }
            (Some(_), Some((_, until))) => {
                Message::new("vacation-already").with("until", crate::local_time::minute(until))
            }
            (Some(word), None) => match length(word) {
                None => Message::new("option-bad-value")
                    .with("option", "vacation")
                    .with("value", word)
                    .with("expected", "7d, 36h, off"),
                Some(ms) if ms > left => Message::new("vacation-too-long")
                    .with("asked", days(ms))
                    .with("left", days(left))
                    .num("allowance", self.settings.vacation_days),
                Some(ms) => {
                    let until = now + ms;
                    self.storage.start_vacation(platform, &user.id, now, until).await?;
                    let reach = self.reach(msg, |clock, seat| clock.go_away(seat, now, until)).await?;
                    let until = crate::local_time::minute(until);
                    for stored in &reach.paused {
                        let mut told = self.reply_for(&stored.channel).await?;
                        told.say(
                            Message::new("vacation-told")
                                .with("name", &user.name)
                                .num("id", stored.id)
                                .with("until", &until),
                        );
                        reply.out.append(&mut told.out);
                    }
                    Message::new("vacation-started")
                        .with("name", &user.name)
                        .with("until", until)
                        .num("paused", reach.paused.len() as i64)
                        .num("running", reach.running as i64)
                        .with("left", days(left - ms))
                }
            },
        };
        reply.say(message);
        Ok(())
    }

    /// Applies `change` to the clock of each of the author's running games that
    /// vacations pause, and stores it.
    async fn reach(&self, msg: &Incoming, change: impl Fn(&mut MatchClock, engine::Seat)) -> anyhow::Result<Reach> {
        let mut reach = Reach::default();
        for found in self.storage.player_matches(&msg.channel.platform, &msg.author.id).await? {
            if !found.clock.as_ref().is_some_and(MatchClock::pauses) {
                reach.running += 1;
                continue;
            }
            for _ in 0..RETRIES {
                let Some(mut stored) = self.storage.active_match(&found.channel).await? else { break };
                let (Some(seat), Some(clock)) = (seat_of(&stored, &msg.author), stored.clock.as_mut()) else {
                    break;
                };
                if stored.id != found.id {
                    break;
                }
                change(clock, seat);
                stored.deadline_at =
                    stored.clock.as_ref().filter(|_| stored.status == Status::Active).and_then(MatchClock::next_alarm);
                if self.storage.update_match(&mut stored, self.clock.now_ms()).await? {
                    reach.paused.push(stored);
                    break;
                }
            }
        }
        Ok(reach)
    }

    /// The clock a new match of `players` starts with: paused for those on vacation,
    /// unless its terms bar vacations.
    pub(in crate::core) async fn starting_clock(
        &self,
        control: TimeControl,
        platform: &str,
        players: &[User],
        awaited: Vec<engine::Seat>,
        vacations: bool,
    ) -> anyhow::Result<MatchClock> {
        let now = self.clock.now_ms();
        let mut clock = MatchClock::start(control, players.len(), awaited, now);
        clock.no_vacations = !vacations;
        if clock.pauses() {
            for (i, player) in players.iter().enumerate().filter(|(_, p)| !p.is_ai()) {
                if let Some((_, until)) = self.storage.vacation_at(platform, &player.id, now).await? {
                    clock.go_away(engine::Seat(i as u8), now, until);
                }
            }
        }
        Ok(clock)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_vacation_is_days_or_a_duration_of_an_hour_or_more() {
        assert_eq!(length("7"), Some(7 * DAY));
        assert_eq!(length("7d"), Some(7 * DAY));
        assert_eq!(length("3d12h"), Some(3 * DAY + 12 * HOUR));
        assert_eq!(length("36h"), Some(36 * HOUR));
        for bad in ["0", "30m", "367", "-2", "soon", ""] {
            assert_eq!(length(bad), None, "{bad}");
        }
    }
}
