//! Dates and local times, pure: the caller passes the time in (milliseconds since the
//! Unix epoch). A daily digest falls at a local hour in a named time zone
//! (`08:00 Europe/Rome`), which moves against UTC when daylight saving starts or ends.

use jiff::tz::TimeZone;
use jiff::{Timestamp, Zoned};

/// The longest time zone name read (the IANA names are at most 32 characters).
const ZONE_MAX: usize = 40;

fn in_utc(ms: i64) -> Option<Zoned> {
    Some(Timestamp::from_millisecond(ms).ok()?.to_zoned(TimeZone::UTC))
}

/// The day of `ms`, in UTC, with `separator` between its parts: `2026-12-05`.
pub fn day(ms: i64, separator: char) -> String {
    let format = format!("%Y{separator}%m{separator}%d");
    in_utc(ms).map_or_else(|| format!("????{separator}??{separator}??"), |t| t.strftime(&format).to_string())
}

/// The minute of `ms`, in UTC, for people: `2026-12-12 18:00 UTC`.
pub fn minute(ms: i64) -> String {
    in_utc(ms).map_or_else(String::new, |t| t.strftime("%Y-%m-%d %H:%M UTC").to_string())
}

/// A time of day in a time zone, as a daily digest is asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyAt {
    /// Minutes after local midnight.
    pub minute_of_day: i32,
    /// The IANA name of the zone: `Europe/Rome`, `UTC`.
    pub zone: String,
}

impl DailyAt {
    /// `08:00` (or `8:00`, `8`) and a zone name; `None` when either does not read.
    pub fn parse(time: &str, zone: &str) -> Option<DailyAt> {
        let (hours, minutes) = time.split_once(':').unwrap_or((time, "0"));
        let (hours, minutes): (i32, i32) = (hours.parse().ok()?, minutes.parse().ok()?);
        if !(0..24).contains(&hours) || !(0..60).contains(&minutes) || zone.len() > ZONE_MAX {
            return None;
        }
        let found = jiff::tz::db().get(zone).ok()?;
        let zone = found.iana_name().unwrap_or(zone).to_owned();
        Some(DailyAt { minute_of_day: hours * 60 + minutes, zone })
    }

    /// `08:00 Europe/Rome`.
    pub fn spelled(&self) -> String {
        format!("{:02}:{:02} {}", self.minute_of_day / 60, self.minute_of_day % 60, self.zone)
    }

    /// The first moment after `after` when the local clock in the zone shows this time. On
    /// a day when daylight saving skips it, the moment the clock jumps to is taken.
    pub fn next_after(&self, after: i64) -> Option<i64> {
        let zone = jiff::tz::db().get(&self.zone).ok()?;
        let now = Timestamp::from_millisecond(after).ok()?.to_zoned(zone.clone());
        let (hour, minute) = ((self.minute_of_day / 60) as i8, (self.minute_of_day % 60) as i8);
        let mut date = now.date();
        for _ in 0..3 {
            let local = date.at(hour, minute, 0, 0);
            let at = local.to_zoned(zone.clone()).ok()?.timestamp().as_millisecond();
            if at > after {
                return Some(at);
            }
            date = date.tomorrow().ok()?;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: i64 = 3_600_000;

    fn at(text: &str) -> i64 {
        text.parse::<Timestamp>().unwrap().as_millisecond()
    }

    #[test]
    fn days_and_minutes_read_in_utc() {
        let ms = at("2026-12-05T15:04:59Z");
        assert_eq!(day(ms, '-'), "2026-12-05");
        assert_eq!(day(ms, '.'), "2026.12.05");
        assert_eq!(minute(ms), "2026-12-05 15:04 UTC");
    }

    #[test]
    fn a_daily_time_reads_its_hour_and_zone() {
        assert_eq!(DailyAt::parse("08:00", "Europe/Rome").unwrap().spelled(), "08:00 Europe/Rome");
        assert_eq!(DailyAt::parse("8", "europe/rome").unwrap().spelled(), "08:00 Europe/Rome", "any case");
        for (time, zone) in [("24:00", "UTC"), ("8:60", "UTC"), ("eight", "UTC"), ("08:00", "Mars/Olympus")] {
            assert_eq!(DailyAt::parse(time, zone), None, "{time} {zone}");
        }
    }

    #[test]
    fn eight_in_rome_is_seven_utc_in_winter_and_six_in_summer_across_the_change() {
        let rome = DailyAt::parse("08:00", "Europe/Rome").unwrap();
        // Daylight saving starts in Rome on 29 March 2026, at 02:00.
        let saturday = rome.next_after(at("2026-03-27T12:00:00Z")).unwrap();
        assert_eq!(saturday, at("2026-03-28T07:00:00Z"));
        let sunday = rome.next_after(saturday).unwrap();
        assert_eq!(sunday, at("2026-03-29T06:00:00Z"), "the same local hour, an hour earlier in UTC");
        assert_eq!(sunday - saturday, 23 * HOUR, "the day of the change is 23 hours long");
        // It ends on 25 October: that day is 25 hours long.
        let before = rome.next_after(at("2026-10-23T12:00:00Z")).unwrap();
        assert_eq!(before, at("2026-10-24T06:00:00Z"));
        assert_eq!(rome.next_after(before).unwrap() - before, 25 * HOUR);
    }

    #[test]
    fn a_time_that_daylight_saving_skips_is_taken_as_the_clock_jumps() {
        let skipped = DailyAt::parse("02:30", "Europe/Rome").unwrap();
        let next = skipped.next_after(at("2026-03-28T12:00:00Z")).unwrap();
        assert_eq!(next, at("2026-03-29T01:30:00Z"), "02:30 does not exist that night: 03:30 local");
    }
}
