//! The channel lock map keeps only the locks in use once it grows.

use crate::core::tests::test_support::core;
use crate::model::ChannelKey;

#[tokio::test]
async fn locks_nobody_holds_are_dropped_as_the_map_grows() {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&dir).await;
    let held_key = ChannelKey::new("test", "busy", None);
    let held = core.lock(&held_key);
    let _guard = held.lock().await;
    for i in 0..5000 {
        drop(core.lock(&ChannelKey::new("test", &format!("quiet-{i}"), None)));
    }
    let size = core.locks.lock().unwrap().len();
    assert!(size <= crate::core::LOCKS_BEFORE_PRUNING, "{size} locks kept");
    assert!(core.locks.lock().unwrap().contains_key(&held_key), "a held lock is never dropped");
    assert!(std::sync::Arc::ptr_eq(&held, &core.lock(&held_key)), "and the same lock is handed out again");
}

fn said(channel: &ChannelKey, author: &str, text: &str) -> crate::core::Incoming {
    crate::core::Incoming {
        channel: channel.clone(),
        author: crate::model::User::new(author, author),
        text: text.to_owned(),
        mentions: vec![crate::model::User::new("bob", "bob")],
        private: false,
        handle: None,
        community: "test".into(),
        moderator: false,
        delivery: None,
        command: None,
    }
}

#[tokio::test]
async fn chat_in_a_match_channel_is_read_without_the_channels_lock() {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&dir).await;
    let hall = ChannelKey::new("test", "hall", None);
    core.handle(&said(&hall, "alice", "!challenge @bob hnefatafl")).await;
    core.handle(&said(&hall, "bob", "!accept")).await;
    // Another command holds the channel's lock: chat is dropped all the same, at once.
    let held = core.lock(&hall);
    let guard = held.lock().await;
    let within = std::time::Duration::from_secs(2);
    for line in ["good luck!", "I like d1 for you", "who plays next week?"] {
        let answer = tokio::time::timeout(within, core.handle(&said(&hall, "alice", line))).await;
        assert!(answer.is_ok_and(|out| out.is_empty()), "{line}");
    }
    // A move waits for the lock, as it must.
    let mv = said(&hall, "alice", "d1-d3");
    let waiting = tokio::time::timeout(std::time::Duration::from_millis(200), core.handle(&mv));
    assert!(waiting.await.is_err(), "a move runs under the channel's lock");
    drop(guard);
    assert!(!core.handle(&said(&hall, "alice", "d1-d3")).await.is_empty());
}
