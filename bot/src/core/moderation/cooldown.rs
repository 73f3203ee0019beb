//! The per-user cooldown of expensive commands: those that draw an image or write a file
//! (`board`, `export`, `replay`, `analyse`, tournament `standings`), and those that list
//! (`status`, `moves`, `hint`, `combat`, `leaderboard`, `profile`, `mygames`, `seeks`),
//! wherever they come from: a channel, a bare word, a private chat, a Discord slash
//! command. Each user has a bucket of [`BURST`] drawings that refills one every
//! [`REFILL_MS`]; a list costs a third of a drawing, and each move a user plays gives
//! one list back, so a player asking `hint` before every move is never held up. A
//! command that
//! finds the bucket empty gets one "slow down" reply, saying when to ask again; those that
//! follow get silence until the bucket refills, so that a flood costs the bot a map lookup
//! per message and never slows other channels' moves. Moves are never cooled down: a
//! player's turn is theirs to take.
//!
//! The buckets live in the process's memory: a restart forgives everyone, and processes
//! sharing a database each keep their own, which at worst doubles a user's allowance.

use std::collections::HashMap;
use std::sync::Mutex;

/// Expensive commands a user may send in a row.
pub const BURST: u32 = 4;
/// How long the bucket takes to regain one command.
pub const REFILL_MS: i64 = 3_000;
/// Buckets kept before the full ones (users who stopped) are dropped.
const BUCKETS_BEFORE_PRUNING: usize = 4096;

/// What an expensive command costs of a user's bucket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cost {
    /// An image drawn or a file written.
    Drawing,
    /// A list of text.
    Listing,
}

impl Cost {
    fn ms(self) -> i64 {
        match self {
            Cost::Drawing => REFILL_MS,
            Cost::Listing => REFILL_MS / 3,
        }
    }
}

/// What the cooldown says to an expensive command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Run it.
    Go,
    /// Refuse it once with "slow down": the next command is allowed in this many seconds.
    SlowDown { seconds: i64 },
    /// Refuse it without a word: the user was told already.
    Silent,
}

#[derive(Clone, Copy, Debug)]
struct Bucket {
    /// Time credited, in milliseconds: each command costs [`REFILL_MS`] of it, so that
    /// refilling is exact whatever the gaps between commands.
    credit_ms: i64,
    /// When `credit_ms` was last brought up to date.
    at_ms: i64,
    /// Whether the user was told to slow down since the bucket last had a command in it.
    warned: bool,
}

/// The credit of a full bucket.
const FULL_MS: i64 = BURST as i64 * REFILL_MS;

/// The buckets of every user of this process, keyed by platform and user id.
#[derive(Default)]
pub struct Cooldown {
    buckets: Mutex<HashMap<(String, String), Bucket>>,
}

impl Bucket {
    fn refilled(mut self, now_ms: i64) -> Bucket {
        self.credit_ms = (self.credit_ms + (now_ms - self.at_ms).max(0)).min(FULL_MS);
        self.at_ms = self.at_ms.max(now_ms);
        self
    }
}

impl Cooldown {
    /// Takes one expensive command of `cost` from `user`'s bucket on `platform` at `now_ms`.
    pub fn take(&self, platform: &str, user: &str, now_ms: i64, cost: Cost) -> Verdict {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() >= BUCKETS_BEFORE_PRUNING {
            buckets.retain(|_, bucket| bucket.refilled(now_ms).credit_ms < FULL_MS);
        }
        let bucket = buckets.entry((platform.to_owned(), user.to_owned())).or_insert(Bucket {
            credit_ms: FULL_MS,
            at_ms: now_ms,
            warned: false,
        });
        *bucket = bucket.refilled(now_ms);
        let cost = cost.ms();
        if bucket.credit_ms >= cost {
            bucket.credit_ms -= cost;
            bucket.warned = false;
            return Verdict::Go;
        }
        if bucket.warned {
            return Verdict::Silent;
        }
        bucket.warned = true;
        let wait_ms = cost - bucket.credit_ms;
        Verdict::SlowDown { seconds: (wait_ms + 999) / 1000 }
    }
}

impl Cooldown {
    /// Gives `user` back one command of `cost` at `now_ms` (they played a move), up to a
    /// full bucket.
    pub fn give_back(&self, platform: &str, user: &str, now_ms: i64, cost: Cost) {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(bucket) = buckets.get_mut(&(platform.to_owned(), user.to_owned())) {
            let refilled = bucket.refilled(now_ms);
            *bucket = Bucket { credit_ms: (refilled.credit_ms + cost.ms()).min(FULL_MS), ..refilled };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_goes_then_one_slow_down_then_silence_until_the_bucket_refills() {
        let cooldown = Cooldown::default();
        for _ in 0..BURST {
            assert_eq!(cooldown.take("t", "ann", 0, Cost::Drawing), Verdict::Go);
        }
        assert_eq!(cooldown.take("t", "ann", 10, Cost::Drawing), Verdict::SlowDown { seconds: 3 });
        for ms in [20, 1_000, 2_999] {
            assert_eq!(cooldown.take("t", "ann", ms, Cost::Drawing), Verdict::Silent, "at {ms} ms");
        }
        assert_eq!(cooldown.take("t", "ann", REFILL_MS, Cost::Drawing), Verdict::Go, "one command came back");
        assert_eq!(
            cooldown.take("t", "ann", REFILL_MS + 1, Cost::Drawing),
            Verdict::SlowDown { seconds: 3 },
            "told again, once"
        );
        assert_eq!(cooldown.take("t", "ann", REFILL_MS + 2, Cost::Drawing), Verdict::Silent);
    }

    #[test]
    fn users_and_platforms_have_buckets_of_their_own() {
        let cooldown = Cooldown::default();
        for _ in 0..=BURST {
            cooldown.take("t", "ann", 0, Cost::Drawing);
        }
        assert_eq!(cooldown.take("t", "ann", 0, Cost::Drawing), Verdict::Silent);
        assert_eq!(cooldown.take("t", "bob", 0, Cost::Drawing), Verdict::Go);
        assert_eq!(cooldown.take("d", "ann", 0, Cost::Drawing), Verdict::Go);
    }

    #[test]
    fn a_long_pause_refills_only_up_to_the_burst() {
        let cooldown = Cooldown::default();
        cooldown.take("t", "ann", 0, Cost::Drawing);
        let day = 24 * 60 * 60 * 1000;
        for _ in 0..BURST {
            assert_eq!(cooldown.take("t", "ann", day, Cost::Drawing), Verdict::Go);
        }
        assert_eq!(cooldown.take("t", "ann", day, Cost::Drawing), Verdict::SlowDown { seconds: 3 });
    }

    #[test]
    fn a_list_costs_a_third_of_a_drawing() {
        let cooldown = Cooldown::default();
        for _ in 0..3 * BURST {
            assert_eq!(cooldown.take("t", "ann", 0, Cost::Listing), Verdict::Go);
        }
        assert_eq!(cooldown.take("t", "ann", 0, Cost::Listing), Verdict::SlowDown { seconds: 1 });
        assert_eq!(cooldown.take("t", "ann", REFILL_MS / 3, Cost::Listing), Verdict::Go, "a list came back");
        assert_eq!(cooldown.take("t", "ann", REFILL_MS / 3, Cost::Drawing), Verdict::SlowDown { seconds: 3 });
    }

    #[test]
    fn a_move_gives_one_list_back() {
        let cooldown = Cooldown::default();
        for _ in 0..3 * BURST {
            cooldown.take("t", "ann", 0, Cost::Listing);
        }
        for _ in 0..10 {
            cooldown.give_back("t", "ann", 0, Cost::Listing);
            assert_eq!(cooldown.take("t", "ann", 0, Cost::Listing), Verdict::Go, "a hint before each move");
        }
        assert_eq!(cooldown.take("t", "ann", 0, Cost::Listing), Verdict::SlowDown { seconds: 1 });
    }

    #[test]
    fn a_clock_that_steps_back_takes_nothing_away() {
        let cooldown = Cooldown::default();
        cooldown.take("t", "ann", 10_000, Cost::Drawing);
        assert_eq!(cooldown.take("t", "ann", 0, Cost::Drawing), Verdict::Go);
    }
}
