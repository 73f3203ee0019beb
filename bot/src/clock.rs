//! Time controls and match clocks, pure: the core passes the time in. A correspondence
//! control gives each move a limit; a live one gives each player a total time plus an
//! increment per move. The clock also schedules the two reminders of a turn, at half
//! and at 90% of the time the player had when it started.

use std::fmt;
use std::str::FromStr;

use engine::Seat;
use serde::{Deserialize, Serialize};

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;

/// The shortest and longest correspondence limits.
pub const PER_MOVE_RANGE: (i64, i64) = (5 * MINUTE, 7 * DAY);
/// Live controls: 1 to 180 minutes each, plus 0 to 60 seconds a move.
const LIVE_MINUTES: (i64, i64) = (1, 180);
const LIVE_INCREMENT_SECONDS: (i64, i64) = (0, 60);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum TimeControl {
    /// Correspondence: every move within `limit_ms`.
    PerMove { limit_ms: i64 },
    /// Live: `base_ms` for the whole game, plus `increment_ms` after each move.
    Live { base_ms: i64, increment_ms: i64 },
}

impl Default for TimeControl {
    /// Correspondence, a day per move.
    fn default() -> TimeControl {
        TimeControl::PerMove { limit_ms: DAY }
    }
}

/// What the clock option's value should look like.
pub const EXPECTED: &str = "5m to 7d per move (30m, 24h, 3d) or minutes+seconds (10+5)";

impl FromStr for TimeControl {
    type Err = ();

    /// `30m`, `24h`, `3d` per move; `10+5` live (minutes + seconds of increment).
    fn from_str(s: &str) -> Result<TimeControl, ()> {
        let s = s.trim().to_lowercase();
        if let Some((base, increment)) = s.split_once('+') {
            let base: i64 = base.parse().map_err(|_| ())?;
            let increment: i64 = increment.parse().map_err(|_| ())?;
            let in_range = (LIVE_MINUTES.0..=LIVE_MINUTES.1).contains(&base)
                && (LIVE_INCREMENT_SECONDS.0..=LIVE_INCREMENT_SECONDS.1).contains(&increment);
            return in_range
                .then(|| TimeControl::Live { base_ms: base * MINUTE, increment_ms: increment * 1000 })
                .ok_or(());
        }
        let unit = match s.chars().last() {
            Some('m') => MINUTE,
            Some('h') => HOUR,
            Some('d') => DAY,
            _ => return Err(()),
        };
        let amount: i64 = s[..s.len() - 1].parse().map_err(|_| ())?;
        let limit_ms = amount.checked_mul(unit).ok_or(())?;
        (PER_MOVE_RANGE.0..=PER_MOVE_RANGE.1).contains(&limit_ms).then_some(TimeControl::PerMove { limit_ms }).ok_or(())
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::Live { base_ms, increment_ms } => write!(f, "{}+{}", base_ms / MINUTE, increment_ms / 1000),
            TimeControl::PerMove { limit_ms } if limit_ms % DAY == 0 => write!(f, "{}d", limit_ms / DAY),
            TimeControl::PerMove { limit_ms } if limit_ms % HOUR == 0 => write!(f, "{}h", limit_ms / HOUR),
            TimeControl::PerMove { limit_ms } => write!(f, "{}m", limit_ms / MINUTE),
        }
    }
}

/// A duration for people: `2d 3h`, `5h 10m`, `12m`, `40s`.
pub fn human(ms: i64) -> String {
    let ms = ms.max(0);
    let (d, h, m, s) = (ms / DAY, ms % DAY / HOUR, ms % HOUR / MINUTE, ms % MINUTE / 1000);
    match (d, h, m) {
        (0, 0, 0) => format!("{s}s"),
        (0, 0, m) => format!("{m}m"),
        (0, h, m) => format!("{h}h {m}m"),
        (d, h, _) => format!("{d}d {h}h"),
    }
}

/// What the clock asks for when its alarm rings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alarm {
    /// Remind the awaited players (the first or the second reminder).
    Reminder,
    /// Their time is up.
    TimeUp,
}

/// A match's clock, stored with the match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchClock {
    pub control: TimeControl,
    /// Live: each seat's time left, as of `since` for the awaited seats.
    pub remaining: Vec<i64>,
    /// The seats the clock runs for, and since when.
    pub awaited: Vec<Seat>,
    pub since: i64,
    /// The time they had at `since`; the deadline is `since + budget`.
    pub budget: i64,
    /// Reminders sent this turn: 0, 1 or 2.
    pub reminders: u8,
}

impl MatchClock {
    pub fn start(control: TimeControl, seats: usize, awaited: Vec<Seat>, now: i64) -> MatchClock {
        let base = match control {
            TimeControl::Live { base_ms, .. } => base_ms,
            TimeControl::PerMove { limit_ms } => limit_ms,
        };
        let mut clock = MatchClock {
            control,
            remaining: vec![base; seats],
            awaited: Vec::new(),
            since: now,
            budget: 0,
            reminders: 0,
        };
        clock.restart(awaited, now);
        clock
    }

    /// The clock starts for `awaited`, from `now`.
    fn restart(&mut self, awaited: Vec<Seat>, now: i64) {
        self.budget = match self.control {
            TimeControl::PerMove { limit_ms } => limit_ms,
            // Several players deciding together share the shortest time among them.
            TimeControl::Live { .. } => awaited.iter().map(|s| self.remaining[s.index()]).min().unwrap_or(0),
        };
        self.awaited = awaited;
        self.since = now;
        self.reminders = 0;
    }

    /// After `mover` acted (or nobody, for a change no player made) the game awaits
    /// `awaited`. Live time is charged to the mover, with the increment once their turn is
    /// over. A turn goes on, with its deadline, while the same players are awaited, and
    /// while the rest of a group deciding together still decides.
    pub fn after_play(&mut self, mover: Option<Seat>, awaited: Vec<Seat>, now: i64) {
        let moved = mover.filter(|m| self.awaited.contains(m));
        if let (Some(seat), TimeControl::Live { increment_ms, .. }) = (moved, self.control) {
            let left = &mut self.remaining[seat.index()];
            *left = (*left - (now - self.since)).max(0);
            if !awaited.contains(&seat) {
                *left += increment_ms;
            }
        }
        let group_goes_on = self.awaited.len() > 1
            && !awaited.is_empty()
            && awaited.iter().all(|s| self.awaited.contains(s))
            && moved.is_some_and(|m| !awaited.contains(&m));
        let unchanged = awaited == self.awaited && moved.is_none();
        if group_goes_on {
            self.awaited = awaited;
        } else if !unchanged {
            self.restart(awaited, now);
        }
    }

    /// When the awaited players' time runs out; `None` when nobody is awaited.
    pub fn deadline(&self) -> Option<i64> {
        (!self.awaited.is_empty()).then_some(self.since + self.budget)
    }

    /// When the next reminder is due, or else the deadline.
    pub fn next_alarm(&self) -> Option<i64> {
        let deadline = self.deadline()?;
        Some(match self.reminders {
            0 => self.since + self.budget / 2,
            1 => self.since + self.budget * 9 / 10,
            _ => deadline,
        })
    }

    /// What is due at `now`, if anything.
    pub fn due(&self, now: i64) -> Option<Alarm> {
        match self.deadline() {
            Some(deadline) if now >= deadline => Some(Alarm::TimeUp),
            Some(_) if self.next_alarm().is_some_and(|at| now >= at) => Some(Alarm::Reminder),
            _ => None,
        }
    }

    /// The time the awaited players have left at `now`.
    pub fn left(&self, now: i64) -> i64 {
        self.deadline().map_or(0, |d| (d - now).max(0))
    }

    /// After a restart: of the reminders whose time passed while the bot was down, only
    /// the latest is still due (one reminder says it all), and none once the deadline
    /// itself passed (the time-up says more); the deadline is never skipped.
    pub fn skip_missed_reminders(&mut self, now: i64) {
        while self.reminders < 2 && self.due(now) == Some(Alarm::Reminder) {
            let later = MatchClock { reminders: self.reminders + 1, ..self.clone() };
            if later.due(now).is_none() {
                return;
            }
            self.reminders += 1;
        }
    }

    /// A live player's time left, charged up to `now` if their clock runs.
    pub fn remaining_at(&self, seat: Seat, now: i64) -> i64 {
        let left = self.remaining[seat.index()];
        if self.awaited.contains(&seat) { (left - (now - self.since)).max(0) } else { left }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_parse_within_their_ranges() {
        assert_eq!("24h".parse(), Ok(TimeControl::PerMove { limit_ms: DAY }));
        assert_eq!("5m".parse(), Ok(TimeControl::PerMove { limit_ms: 5 * MINUTE }));
        assert_eq!("7d".parse(), Ok(TimeControl::PerMove { limit_ms: 7 * DAY }));
        assert_eq!("10+5".parse(), Ok(TimeControl::Live { base_ms: 10 * MINUTE, increment_ms: 5000 }));
        // A live clock's minutes far past the range once overflowed before the range check
        // (found by the fuzzing property of the command parsers).
        for bad in ["4m", "8d", "0+0", "10+61", "h", "ten", "", "99999999999999999d", "99999999999999999+5"] {
            assert_eq!(bad.parse::<TimeControl>(), Err(()), "{bad}");
        }
        for text in ["30m", "36h", "3d", "10+5", "3+0"] {
            assert_eq!(text.parse::<TimeControl>().unwrap().to_string(), text);
        }
    }

    #[test]
    fn reminders_fall_at_half_and_ninety_percent_then_time_is_up() {
        let mut clock = MatchClock::start(TimeControl::PerMove { limit_ms: 100 * MINUTE }, 2, vec![Seat(0)], 0);
        assert_eq!(clock.next_alarm(), Some(50 * MINUTE));
        assert_eq!(clock.due(49 * MINUTE), None);
        assert_eq!(clock.due(50 * MINUTE), Some(Alarm::Reminder));
        clock.reminders = 1;
        assert_eq!(clock.next_alarm(), Some(90 * MINUTE));
        clock.reminders = 2;
        assert_eq!(clock.next_alarm(), Some(100 * MINUTE));
        assert_eq!(clock.due(99 * MINUTE), None);
        assert_eq!(clock.due(100 * MINUTE), Some(Alarm::TimeUp));
    }

    #[test]
    fn a_move_starts_the_next_players_limit() {
        let mut clock = MatchClock::start(TimeControl::PerMove { limit_ms: 10 * MINUTE }, 2, vec![Seat(0)], 0);
        clock.reminders = 1;
        clock.after_play(Some(Seat(0)), vec![Seat(1)], 3 * MINUTE);
        assert_eq!((clock.awaited.clone(), clock.deadline(), clock.reminders), (vec![Seat(1)], Some(13 * MINUTE), 0));
    }

    #[test]
    fn live_time_is_charged_with_the_increment() {
        let control = TimeControl::Live { base_ms: 10 * MINUTE, increment_ms: 5000 };
        let mut clock = MatchClock::start(control, 2, vec![Seat(0)], 0);
        clock.after_play(Some(Seat(0)), vec![Seat(1)], MINUTE);
        assert_eq!(clock.remaining[0], 9 * MINUTE + 5000);
        assert_eq!(clock.deadline(), Some(MINUTE + 10 * MINUTE));
        assert_eq!(clock.remaining_at(Seat(1), 2 * MINUTE), 9 * MINUTE);
    }

    #[test]
    fn a_group_deciding_together_keeps_its_deadline() {
        let mut clock = MatchClock::start(TimeControl::PerMove { limit_ms: 10 * MINUTE }, 2, vec![Seat(0), Seat(1)], 0);
        clock.after_play(Some(Seat(0)), vec![Seat(1)], 4 * MINUTE);
        assert_eq!(clock.deadline(), Some(10 * MINUTE));
        clock.after_play(Some(Seat(1)), vec![Seat(0)], 5 * MINUTE);
        assert_eq!(clock.deadline(), Some(15 * MINUTE), "the next turn starts afresh");
    }

    #[test]
    fn someone_else_leaving_does_not_reset_the_turn() {
        let mut clock = MatchClock::start(TimeControl::PerMove { limit_ms: 10 * MINUTE }, 3, vec![Seat(0)], 0);
        clock.reminders = 1;
        clock.after_play(None, vec![Seat(0)], 4 * MINUTE);
        assert_eq!((clock.deadline(), clock.reminders), (Some(10 * MINUTE), 1));
    }

    #[test]
    fn of_reminders_missed_while_down_the_latest_is_kept_but_none_past_the_deadline() {
        let start = || MatchClock::start(TimeControl::PerMove { limit_ms: 100 * MINUTE }, 2, vec![Seat(0)], 0);
        let mut clock = start();
        clock.skip_missed_reminders(95 * MINUTE);
        assert_eq!((clock.reminders, clock.due(95 * MINUTE)), (1, Some(Alarm::Reminder)), "the second is still due");
        let mut clock = start();
        clock.skip_missed_reminders(60 * MINUTE);
        assert_eq!((clock.reminders, clock.due(60 * MINUTE)), (0, Some(Alarm::Reminder)), "the first is still due");
        let mut clock = start();
        clock.skip_missed_reminders(120 * MINUTE);
        assert_eq!(clock.due(120 * MINUTE), Some(Alarm::TimeUp), "the time-up, and no reminder");
    }

    #[test]
    fn durations_read_like_people_write_them() {
        assert_eq!(human(40_000), "40s");
        assert_eq!(human(12 * MINUTE), "12m");
        assert_eq!(human(5 * HOUR + 10 * MINUTE), "5h 10m");
        assert_eq!(human(2 * DAY + 3 * HOUR), "2d 3h");
    }
}
