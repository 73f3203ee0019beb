//! Time controls and match clocks, pure: the core passes the time in. A correspondence
//! control gives each move a limit, or each player a bank of days with hours added after
//! each move (the World Tafl Federation's `6d12h+10h`, at most so long on one move and
//! never less than a protected minimum left); a live one gives each player a total time
//! plus an increment per move. The clock also schedules the two reminders of a turn: at
//! half and at 90% of the time the player had when it started, or, on a bank, when it
//! falls below a day and a half and below a day. A player's vacation pauses their
//! correspondence clocks: the time it covers is never charged.

use std::fmt;
use std::str::FromStr;

use engine::Seat;
use serde::{Deserialize, Serialize};

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;

/// The shortest and longest correspondence limits.
pub const PER_MOVE_RANGE: (i64, i64) = (5 * MINUTE, 7 * DAY);
/// Time banks: 1 hour to 60 days to start with, 0 to 7 days added a move.
const BANK_RANGE: (i64, i64) = (HOUR, 60 * DAY);
const BANK_INCREMENT_RANGE: (i64, i64) = (0, 7 * DAY);
/// A bank's warnings: when it falls below a day and a half, and below a day.
pub const BANK_WARNINGS: [i64; 2] = [36 * HOUR, 24 * HOUR];
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
    /// Correspondence with a time bank: `bank_ms` to start with, `increment_ms` added
    /// after each move, at most `max_ms` on one move, and never less than `min_ms` left in
    /// the bank after a move.
    Bank {
        bank_ms: i64,
        increment_ms: i64,
        #[serde(default)]
        max_ms: Option<i64>,
        #[serde(default)]
        min_ms: i64,
    },
}

/// A duration written with units, largest first (`6d12h`, `10h`, `90m`, `0`); `None`
/// for anything else, or past a year.
pub fn duration(text: &str) -> Option<i64> {
    if text == "0" {
        return Some(0);
    }
    let (mut total, mut number, mut last_unit) = (0i64, String::new(), i64::MAX);
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            'd' => DAY,
            'h' => HOUR,
            'm' => MINUTE,
            _ => return None,
        };
        if number.is_empty() || number.len() > 4 || unit >= last_unit {
            return None;
        }
        total += number.parse::<i64>().ok()? * unit;
        (number, last_unit) = (String::new(), unit);
    }
    (number.is_empty() && last_unit != i64::MAX && total <= 366 * DAY).then_some(total)
}

/// A duration as [`duration`] reads it: `6d12h`, `10h`, `45m`, `0`.
fn spelled(ms: i64) -> String {
    if ms == 0 {
        return "0".into();
    }
    let (d, h, m) = (ms / DAY, ms % DAY / HOUR, ms % HOUR / MINUTE);
    [(d, 'd'), (h, 'h'), (m, 'm')].iter().filter(|(n, _)| *n > 0).map(|(n, u)| format!("{n}{u}")).collect()
}

impl TimeControl {
    /// A time bank's `max=` (the most one move may take) and `min=` (the least always
    /// left); `None` when this is not a bank or a value does not fit it.
    pub fn with_limits(self, max: Option<&str>, min: Option<&str>) -> Option<TimeControl> {
        let TimeControl::Bank { bank_ms, increment_ms, max_ms, min_ms } = self else { return None };
        let max_ms = match max {
            Some(text) => Some(duration(text).filter(|&ms| (HOUR..=bank_ms.max(HOUR)).contains(&ms))?),
            None => max_ms,
        };
        let min_ms = match min {
            Some(text) => duration(text).filter(|&ms| ms < bank_ms && max_ms.is_none_or(|max| ms < max))?,
            None => min_ms,
        };
        Some(TimeControl::Bank { bank_ms, increment_ms, max_ms, min_ms })
    }

    /// Whether the control plays by correspondence (a limit per move or a bank).
    pub fn is_correspondence(&self) -> bool {
        !matches!(self, TimeControl::Live { .. })
    }
}

impl Default for TimeControl {
    /// Correspondence, a day per move.
    fn default() -> TimeControl {
        TimeControl::PerMove { limit_ms: DAY }
    }
}

/// What a time bank's `max=` and `min=` should look like.
pub const BANK_LIMITS: &str =
    "max= and min= with a time bank (clock=6d12h+10h max=3d min=2h): max from 1h to the bank, min under both";

/// What the clock option's value should look like.
pub const EXPECTED: &str =
    "5m to 7d per move (30m, 24h, 3d), a bank plus an increment (6d12h+10h, 3d+6h), or minutes+seconds (10+5)";

impl FromStr for TimeControl {
    type Err = ();

    /// `30m`, `24h`, `3d` per move; `10+5` live (minutes + seconds of increment).
    fn from_str(s: &str) -> Result<TimeControl, ()> {
        let s = s.trim().to_lowercase();
        // A bank written with units: `6d12h+10h`.
        if let Some((bank, increment)) = s.split_once('+')
            && bank.ends_with(['d', 'h', 'm'])
        {
            let (bank_ms, increment_ms) = (duration(bank).ok_or(())?, duration(increment).ok_or(())?);
            let fits = (BANK_RANGE.0..=BANK_RANGE.1).contains(&bank_ms)
                && (BANK_INCREMENT_RANGE.0..=BANK_INCREMENT_RANGE.1).contains(&increment_ms);
            return fits.then_some(TimeControl::Bank { bank_ms, increment_ms, max_ms: None, min_ms: 0 }).ok_or(());
        }
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
            TimeControl::Bank { bank_ms, increment_ms, max_ms, min_ms } => {
                write!(f, "{}+{}", spelled(bank_ms), spelled(increment_ms))?;
                if let Some(max) = max_ms {
                    write!(f, " max={}", spelled(max))?;
                }
                if min_ms > 0 {
                    write!(f, " min={}", spelled(min_ms))?;
                }
                Ok(())
            }
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
    /// Players' vacations, while they may matter: the time they cover is not charged.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub away: Vec<Away>,
    /// Vacations do not pause this clock (a tournament's `vacation=no`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_vacations: bool,
}

/// A seat's vacation: from when, until when.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Away {
    pub seat: Seat,
    pub from: i64,
    pub until: i64,
}

impl MatchClock {
    pub fn start(control: TimeControl, seats: usize, awaited: Vec<Seat>, now: i64) -> MatchClock {
        let base = match control {
            TimeControl::Live { base_ms, .. } => base_ms,
            TimeControl::Bank { bank_ms, .. } => bank_ms,
            TimeControl::PerMove { limit_ms } => limit_ms,
        };
        let mut clock = MatchClock {
            control,
            remaining: vec![base; seats],
            awaited: Vec::new(),
            since: now,
            budget: 0,
            reminders: 0,
            away: Vec::new(),
            no_vacations: false,
        };
        clock.restart(awaited, now);
        clock
    }

    /// The clock starts for `awaited`, from `now`.
    fn restart(&mut self, awaited: Vec<Seat>, now: i64) {
        // Several players deciding together share the shortest time among them.
        let shortest = awaited.iter().map(|s| self.remaining[s.index()]).min().unwrap_or(0);
        self.budget = match self.control {
            TimeControl::PerMove { limit_ms } => limit_ms,
            TimeControl::Live { .. } => shortest,
            TimeControl::Bank { max_ms, .. } => max_ms.map_or(shortest, |max| shortest.min(max)),
        };
        // A move that starts with less than a warning's line left is not warned of it.
        self.reminders = match self.control {
            TimeControl::Bank { .. } => BANK_WARNINGS.iter().filter(|&&line| self.budget <= line).count() as u8,
            _ => 0,
        };
        self.awaited = awaited;
        self.since = now;
        self.away.retain(|away| away.until > now);
    }

    /// Whether a vacation may pause this clock: a correspondence one that allows them.
    pub fn pauses(&self) -> bool {
        self.control.is_correspondence() && !self.no_vacations
    }

    /// `seat`'s vacation from `from` until `until` pauses the clock for them; a vacation
    /// ended early (`until` sooner than it was) is cut short.
    pub fn go_away(&mut self, seat: Seat, from: i64, until: i64) {
        if !self.pauses() {
            return;
        }
        self.away.retain(|away| away.seat != seat || away.until <= from);
        if until > from {
            self.away.push(Away { seat, from, until });
        }
    }

    /// `seat`'s vacation ends at `now`.
    pub fn come_back(&mut self, seat: Seat, now: i64) {
        for away in self.away.iter_mut().filter(|away| away.seat == seat && away.until > now) {
            away.until = now.max(away.from);
        }
        self.away.retain(|away| away.until > away.from);
    }

    /// The awaited players' vacations from `since` on, merged and in order.
    fn pauses_ahead(&self) -> Vec<(i64, i64)> {
        let mut spans: Vec<(i64, i64)> = self
            .away
            .iter()
            .filter(|away| self.awaited.contains(&away.seat) && away.until > self.since)
            .map(|away| (away.from.max(self.since), away.until))
            .collect();
        spans.sort_unstable();
        let mut merged: Vec<(i64, i64)> = Vec::with_capacity(spans.len());
        for (from, until) in spans {
            match merged.last_mut() {
                Some(last) if from <= last.1 => last.1 = last.1.max(until),
                _ => merged.push((from, until)),
            }
        }
        merged
    }

    /// The time charged to the awaited players from `since` to `now`: vacations are not.
    fn charged(&self, now: i64) -> i64 {
        let paused: i64 = self.pauses_ahead().iter().map(|&(from, until)| (until.min(now) - from).max(0)).sum();
        now - self.since - paused
    }

    /// When the awaited players will have been charged `spent`, vacations passed over (a
    /// vacation starting at that very moment puts it off to its end).
    fn moment(&self, spent: i64) -> i64 {
        let mut at = self.since + spent;
        for (from, until) in self.pauses_ahead() {
            if from <= at {
                at += until - from;
            }
        }
        at
    }

    /// After `mover` acted (or nobody, for a change no player made) the game awaits
    /// `awaited`. Live time is charged to the mover, with the increment once their turn is
    /// over. A turn goes on, with its deadline, while the same players are awaited, and
    /// while the rest of a group deciding together still decides.
    pub fn after_play(&mut self, mover: Option<Seat>, awaited: Vec<Seat>, now: i64) {
        let moved = mover.filter(|m| self.awaited.contains(m));
        let charged = match self.control {
            TimeControl::Live { increment_ms, .. } => Some((increment_ms, 0)),
            TimeControl::Bank { increment_ms, min_ms, .. } => Some((increment_ms, min_ms)),
            TimeControl::PerMove { .. } => None,
        };
        if let (Some(seat), Some((increment_ms, floor))) = (moved, charged) {
            let charged = self.charged(now);
            let left = &mut self.remaining[seat.index()];
            *left = (*left - charged).max(floor);
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
        (!self.awaited.is_empty()).then(|| self.moment(self.budget))
    }

    /// When the next reminder is due, or else the deadline. A bank's warnings fall when
    /// the time left for the move (the bank, or less under `max=`) crosses their lines, so
    /// the last comes a day before the move's end, whatever ends it.
    pub fn next_alarm(&self) -> Option<i64> {
        let deadline = self.deadline()?;
        if let TimeControl::Bank { .. } = self.control {
            let warning = BANK_WARNINGS.get(usize::from(self.reminders)).map(|line| self.moment(self.budget - line));
            return Some(warning.map_or(deadline, |at| at.min(deadline)));
        }
        Some(match self.reminders {
            0 => self.moment(self.budget / 2),
            1 => self.moment(self.budget * 9 / 10),
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

    /// The time the awaited players have left at `now` (a vacation's days not counted).
    pub fn left(&self, now: i64) -> i64 {
        if self.awaited.is_empty() { 0 } else { (self.budget - self.charged(now)).max(0) }
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

    /// A live player's time left (or their bank), charged up to `now` if their clock runs.
    pub fn remaining_at(&self, seat: Seat, now: i64) -> i64 {
        let left = self.remaining[seat.index()];
        if self.awaited.contains(&seat) { (left - self.charged(now)).max(0) } else { left }
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

    fn bank(text: &str) -> TimeControl {
        text.parse().unwrap_or_else(|()| panic!("{text}"))
    }

    #[test]
    fn time_banks_parse_with_units_and_read_back() {
        let wtf = TimeControl::Bank { bank_ms: 6 * DAY + 12 * HOUR, increment_ms: 10 * HOUR, max_ms: None, min_ms: 0 };
        assert_eq!(bank("6d12h+10h"), wtf);
        assert_eq!(
            bank("3d+6h"),
            TimeControl::Bank { bank_ms: 3 * DAY, increment_ms: 6 * HOUR, max_ms: None, min_ms: 0 }
        );
        assert_eq!(bank("2h+0"), TimeControl::Bank { bank_ms: 2 * HOUR, increment_ms: 0, max_ms: None, min_ms: 0 });
        for text in ["6d12h+10h", "3d+6h", "1h30m+5m"] {
            assert_eq!(bank(text).to_string(), text);
        }
        let limited = wtf.with_limits(Some("3d"), Some("2h")).unwrap();
        assert_eq!(limited.to_string(), "6d12h+10h max=3d min=2h");
        for bad in ["6x+1h", "30m+1h", "61d+0", "1d+8d", "12h6d+1h", "d+1h", "6d+", "6dd+1h"] {
            assert_eq!(bad.parse::<TimeControl>(), Err(()), "{bad}");
        }
        assert_eq!(wtf.with_limits(Some("7d"), None), None, "a move's cap within the bank");
        assert_eq!(wtf.with_limits(Some("3d"), Some("3d")), None, "the floor under the cap");
        assert_eq!(bank("10h+1h").with_limits(None, Some("10h")), None, "the floor under the bank");
        assert_eq!(TimeControl::default().with_limits(Some("3d"), None), None, "limits go with a bank");
    }

    #[test]
    fn a_bank_pays_each_move_from_itself_and_gains_the_increment_over_ten_moves() {
        let control = bank("6d12h+10h");
        let mut clock = MatchClock::start(control, 2, vec![Seat(0)], 0);
        let mut now = 0;
        // Each takes 20 hours a move: 10 hours more than the increment gives back.
        for ply in 0..10u8 {
            let (mover, next) = (Seat(ply % 2), Seat(1 - ply % 2));
            assert_eq!(clock.deadline(), Some(now + clock.remaining[mover.index()]), "the whole bank, uncapped");
            now += 20 * HOUR;
            clock.after_play(Some(mover), vec![next], now);
        }
        let expected = 6 * DAY + 12 * HOUR - 5 * 10 * HOUR;
        assert_eq!(clock.remaining, vec![expected, expected], "five moves each, 10 hours lost on each");
        assert_eq!(clock.remaining_at(Seat(0), now + HOUR), expected - HOUR, "the mover's bank runs");
        assert_eq!(clock.remaining_at(Seat(1), now + HOUR), expected, "the other's stands");
    }

    #[test]
    fn a_bank_caps_one_move_at_max_and_never_falls_below_min() {
        let control = bank("6d12h+10h").with_limits(Some("3d"), Some("2h")).unwrap();
        let mut clock = MatchClock::start(control, 2, vec![Seat(0)], 0);
        assert_eq!(clock.deadline(), Some(3 * DAY), "at most three days on one move");
        clock.remaining[1] = 5 * HOUR;
        clock.after_play(Some(Seat(0)), vec![Seat(1)], HOUR);
        assert_eq!(clock.deadline(), Some(HOUR + 5 * HOUR), "a bank under the cap is all there is");
        // Seat 1 spends 4h59m of its 5 hours: 2 hours stay protected, then the increment.
        clock.after_play(Some(Seat(1)), vec![Seat(0)], HOUR + 5 * HOUR - MINUTE);
        assert_eq!(clock.remaining[1], 2 * HOUR + 10 * HOUR);
    }

    #[test]
    fn a_vacation_pauses_the_awaited_players_clock_and_coming_back_early_resumes_it() {
        let mut clock = MatchClock::start(bank("2d+0"), 2, vec![Seat(0)], 0);
        clock.go_away(Seat(0), 6 * HOUR, 3 * DAY + 6 * HOUR);
        assert_eq!(clock.deadline(), Some(5 * DAY), "three days on vacation are not charged");
        assert_eq!(clock.left(2 * DAY), 42 * HOUR, "the clock stands during the vacation");
        assert_eq!(clock.left(4 * DAY), DAY, "and runs again after it");
        assert_eq!(clock.next_alarm(), Some(3 * DAY + 12 * HOUR), "the warning below 36 hours moves on too");
        clock.come_back(Seat(0), DAY);
        assert_eq!(clock.deadline(), Some(2 * DAY + 18 * HOUR), "back after 18 hours of it");
        clock.after_play(Some(Seat(0)), vec![Seat(1)], 2 * DAY);
        assert_eq!(clock.remaining[0], 18 * HOUR, "charged 30 hours of the 48 that passed");
    }

    #[test]
    fn a_vacation_of_the_player_not_to_move_starts_their_clock_when_it_ends() {
        let mut clock = MatchClock::start(TimeControl::PerMove { limit_ms: DAY }, 2, vec![Seat(0)], 0);
        clock.go_away(Seat(1), HOUR, 7 * DAY);
        assert_eq!(clock.deadline(), Some(DAY), "the opponent's vacation does not pause the mover");
        clock.after_play(Some(Seat(0)), vec![Seat(1)], 2 * HOUR);
        assert_eq!(clock.deadline(), Some(8 * DAY), "a day from the vacation's end");
        clock.after_play(Some(Seat(1)), vec![Seat(0)], 7 * DAY + HOUR);
        assert!(clock.away.is_empty(), "a vacation over is forgotten at the next turn");
    }

    #[test]
    fn live_clocks_and_clocks_that_bar_vacations_run_on() {
        let mut live = MatchClock::start("10+5".parse().unwrap(), 2, vec![Seat(0)], 0);
        live.go_away(Seat(0), 0, DAY);
        assert_eq!(live.deadline(), Some(10 * MINUTE));
        let mut barred = MatchClock::start(bank("2d+0"), 2, vec![Seat(0)], 0);
        barred.no_vacations = true;
        barred.go_away(Seat(0), 0, DAY);
        assert_eq!(barred.deadline(), Some(2 * DAY));
    }

    #[test]
    fn a_bank_warns_below_a_day_and_a_half_and_below_a_day_each_once() {
        let mut clock = MatchClock::start(bank("2d+0"), 2, vec![Seat(0)], 0);
        assert_eq!(clock.next_alarm(), Some(12 * HOUR), "36 hours left after 12");
        assert_eq!(clock.due(12 * HOUR - 1), None);
        assert_eq!(clock.due(12 * HOUR), Some(Alarm::Reminder));
        clock.reminders += 1;
        assert_eq!(clock.next_alarm(), Some(DAY), "24 hours left after a day");
        assert_eq!(clock.due(DAY + HOUR), Some(Alarm::Reminder));
        clock.reminders += 1;
        assert_eq!(clock.next_alarm(), Some(2 * DAY), "then the deadline");
        assert_eq!(clock.due(2 * DAY - 1), None, "no third warning");
        assert_eq!(clock.due(2 * DAY), Some(Alarm::TimeUp));
        // A turn that starts below a line is not warned of it again.
        let mut low = MatchClock::start(bank("2d+0"), 2, vec![Seat(0)], 0);
        low.remaining[1] = 30 * HOUR;
        low.after_play(Some(Seat(0)), vec![Seat(1)], HOUR);
        assert_eq!((low.reminders, low.next_alarm()), (1, Some(HOUR + 6 * HOUR)), "only the day's warning left");
        // Under a cap, the warnings count down to the cap: the last a day before the end.
        let capped = MatchClock::start(bank("6d12h+10h").with_limits(Some("3d"), None).unwrap(), 2, vec![Seat(0)], 0);
        assert_eq!(capped.next_alarm(), Some(36 * HOUR), "36 hours before the third day ends");
        let warned = MatchClock { reminders: 1, ..capped.clone() };
        assert_eq!(warned.next_alarm(), Some(2 * DAY), "and a day before it");
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
