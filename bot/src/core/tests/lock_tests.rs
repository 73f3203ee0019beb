//! Chat in a match's channel is read without the channel's lock; a move waits for it.

use crate::core::tests::test_support::core;
use crate::model::ChannelKey;

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
