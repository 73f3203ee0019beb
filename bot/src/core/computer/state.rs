//! What the computer's turns keep in memory: the thinking threads, the reviews thought
//! once, the channels woken for each platform's driver, and the channels where a
//! message is being answered (see [`super::exchange`]).

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, PoisonError};

use super::analysis::Reviews;
use crate::model::ChannelKey;
use crate::storage::Storage;
use crate::thinking::Thinkers;

/// A platform's channels waiting for the AI, and the signal to its driver.
#[derive(Default)]
struct Woken {
    channels: Vec<ChannelKey>,
    signal: Arc<tokio::sync::Notify>,
}

pub(in crate::core) struct Computer {
    /// Where the matches a review reads are.
    pub(super) storage: Storage,
    /// Where the AI thinks.
    pub(in crate::core) thinkers: Thinkers,
    /// Reviews of finished matches, by match and seat.
    pub(in crate::core) reviews: Reviews,
    /// The external engines' processes between their moves.
    pub(in crate::core) engines: super::engines::Seats,
    woken: Mutex<HashMap<String, Woken>>,
    exchanging: Mutex<HashSet<ChannelKey>>,
}

impl Computer {
    /// The AI thinks on `threads` threads, `think_ms` at most (level 5's think), and
    /// reviews the matches of `storage`.
    pub(in crate::core) fn new(storage: Storage, threads: usize, think_ms: u64) -> Computer {
        Computer {
            storage,
            thinkers: Thinkers::new(threads, think_ms),
            reviews: Reviews::default(),
            engines: super::engines::Seats::default(),
            woken: Mutex::default(),
            exchanging: Mutex::default(),
        }
    }

    /// `channel` waits for the AI: its platform's driver is signalled.
    pub(in crate::core) fn wake(&self, channel: &ChannelKey) {
        let mut woken = self.woken.lock().unwrap_or_else(PoisonError::into_inner);
        let woken = woken.entry(channel.platform.clone()).or_default();
        if !woken.channels.contains(channel) {
            woken.channels.push(channel.clone());
        }
        woken.signal.notify_one();
    }

    /// The channels of `platform` woken since the last call, and the signal of the next.
    pub(in crate::core) fn take_woken(&self, platform: &str) -> (Vec<ChannelKey>, Arc<tokio::sync::Notify>) {
        let mut woken = self.woken.lock().unwrap_or_else(PoisonError::into_inner);
        let woken = woken.entry(platform.to_owned()).or_default();
        (std::mem::take(&mut woken.channels), woken.signal.clone())
    }

    /// Claims `channel` while a message there is answered; false when it already is.
    pub(in crate::core) fn start_exchange(&self, channel: &ChannelKey) -> bool {
        self.exchanging.lock().unwrap_or_else(PoisonError::into_inner).insert(channel.clone())
    }

    pub(in crate::core) fn end_exchange(&self, channel: &ChannelKey) {
        self.exchanging.lock().unwrap_or_else(PoisonError::into_inner).remove(channel);
    }

    pub(in crate::core) fn is_exchanging(&self, channel: &ChannelKey) -> bool {
        self.exchanging.lock().unwrap_or_else(PoisonError::into_inner).contains(channel)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tests::test_support::storage;

    #[tokio::test]
    async fn a_woken_channel_signals_its_platforms_driver_once() {
        let dir = tempfile::tempdir().unwrap();
        let computer = Computer::new(storage(&dir).await, 1, 100);
        let (here, there) = (ChannelKey::new("test", "a", None), ChannelKey::new("other", "b", None));
        let (_, signal) = computer.take_woken("test");
        computer.wake(&here);
        computer.wake(&here);
        computer.wake(&there);
        tokio::time::timeout(std::time::Duration::from_secs(1), signal.notified()).await.expect("signalled");
        assert_eq!(computer.take_woken("test").0, vec![here], "each channel once, its platform's only");
        assert!(computer.take_woken("test").0.is_empty(), "taken");
        assert_eq!(computer.take_woken("other").0, vec![there]);
    }

    #[tokio::test]
    async fn a_channel_is_claimed_by_one_exchange_at_a_time() {
        let dir = tempfile::tempdir().unwrap();
        let computer = Computer::new(storage(&dir).await, 1, 100);
        let channel = ChannelKey::new("test", "a", None);
        assert!(computer.start_exchange(&channel));
        assert!(!computer.start_exchange(&channel) && computer.is_exchanging(&channel));
        computer.end_exchange(&channel);
        assert!(!computer.is_exchanging(&channel) && computer.start_exchange(&channel));
    }
}
