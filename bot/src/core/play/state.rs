//! What play keeps in memory: a lock per channel, where new matches' seeds come from,
//! and the players already told to send a move without other words.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, PoisonError};

use rand::{Rng, SeedableRng, rngs::StdRng};

use crate::model::ChannelKey;

/// How many channel locks are kept before those nobody holds are dropped.
pub(in crate::core) const LOCKS_BEFORE_PRUNING: usize = 1024;

/// Players hinted about a move sent with other words, by match: once each is enough.
const HINTS_KEPT: usize = 10_000;

#[derive(Default)]
pub(in crate::core) struct Play {
    /// One lock per channel: a channel's commands run one at a time in this process.
    locks: Mutex<HashMap<ChannelKey, Arc<tokio::sync::Mutex<()>>>>,
    /// Where new matches' seeds come from: the operating system, unless a test asked for
    /// a repeatable sequence.
    seeds: Mutex<Option<StdRng>>,
    /// Players told, once per match, to send a move without other words.
    hinted: Mutex<HashSet<(i64, String)>>,
}

impl Play {
    /// The lock of a channel. Entries nobody holds are dropped as the map grows, so a
    /// bot that has seen a million channels keeps only those in use.
    pub(in crate::core) fn lock(&self, key: &ChannelKey) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(PoisonError::into_inner);
        if locks.len() >= LOCKS_BEFORE_PRUNING && !locks.contains_key(key) {
            locks.retain(|_, lock| Arc::strong_count(lock) > 1);
        }
        locks.entry(key.clone()).or_default().clone()
    }

    /// New matches' seeds follow from `seed` from now on.
    pub(in crate::core) fn seed_from(&self, seed: u64) {
        *self.seeds.lock().unwrap_or_else(PoisonError::into_inner) = Some(StdRng::seed_from_u64(seed));
    }

    /// The seed of a new match.
    pub(in crate::core) fn new_seed(&self) -> engine::Seed {
        let mut seeds = self.seeds.lock().unwrap_or_else(PoisonError::into_inner);
        engine::Seed::from_bytes(seeds.as_mut().map_or_else(rand::random, |rng| rng.random()))
    }

    /// Whether `user` is yet to be told, in match `id`, to send a move alone; from now
    /// on they have been.
    pub(in crate::core) fn first_hint(&self, id: i64, user: &str) -> bool {
        let mut hinted = self.hinted.lock().unwrap_or_else(PoisonError::into_inner);
        if hinted.len() >= HINTS_KEPT {
            hinted.clear();
        }
        hinted.insert((id, user.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn locks_nobody_holds_are_dropped_as_the_map_grows() {
        let play = Play::default();
        let held_key = ChannelKey::new("test", "busy", None);
        let held = play.lock(&held_key);
        let _guard = held.lock().await;
        for i in 0..5000 {
            drop(play.lock(&ChannelKey::new("test", &format!("quiet-{i}"), None)));
        }
        let size = play.locks.lock().unwrap().len();
        assert!(size <= LOCKS_BEFORE_PRUNING, "{size} locks kept");
        assert!(play.locks.lock().unwrap().contains_key(&held_key), "a held lock is never dropped");
        assert!(Arc::ptr_eq(&held, &play.lock(&held_key)), "and the same lock is handed out again");
    }

    #[test]
    fn seeds_repeat_from_a_seed_and_differ_from_each_other() {
        let (one, two) = (Play::default(), Play::default());
        one.seed_from(7);
        two.seed_from(7);
        let first = one.new_seed();
        assert!(first == two.new_seed(), "the same sequence from the same seed");
        assert!(first != one.new_seed(), "each match its own seed");
        assert!(Play::default().new_seed() != Play::default().new_seed(), "the system's otherwise");
    }

    #[test]
    fn a_player_is_hinted_once_per_match() {
        let play = Play::default();
        assert!(play.first_hint(1, "alice"));
        assert!(!play.first_hint(1, "alice"));
        assert!(play.first_hint(2, "alice"), "another match");
        assert!(play.first_hint(1, "bob"), "another player");
    }
}
