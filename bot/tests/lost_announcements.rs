//! A move committed by a process that stopped before its reply was sent is announced
//! again by another process (or the same bot restarted) once the stopped one's liveness
//! lapsed; a reply that was sent, or a match that moved on since, is not announced again.

mod common;

use std::sync::Arc;
use std::time::Duration;

use bot::core::{Core, Incoming, Outgoing};
use bot::model::ChannelKey;
use common::{ManualClock, core, database_urls, say, texts, unique_platform_channel};

/// Past a liveness lease: a process silent this long has stopped.
const PAST_LIVENESS_S: i64 = 31;
/// Longer than sent marks wait to be written together.
const MARKS_WRITTEN: Duration = Duration::from_millis(400);

/// `text` from `author` in `channel`, as a platform delivers it, with an update id.
fn delivered(channel: &ChannelKey, author: &str, text: &str, id: &str) -> Incoming {
    Incoming { delivery: Some(id.to_owned()), ..say(channel, author, text) }
}

/// Two processes on one database, both alive (each swept once), and a match of alice
/// (attackers) against bob in a channel of their platform.
async fn match_between_two_processes(url: &str, clock: &Arc<ManualClock>, name: &str) -> (Core, Core, ChannelKey) {
    let (first, second) = (core(url, clock.clone()).await, core(url, clock.clone()).await);
    let channel = unique_platform_channel(name);
    first.handle(&say(&channel, "alice", "!challenge @bob hnefatafl")).await;
    assert!(texts(&first.handle(&say(&channel, "bob", "!accept")).await).contains("Match #"));
    first.sweep(&channel.platform).await;
    second.sweep(&channel.platform).await;
    (first, second, channel)
}

fn announced_again(out: &[Outgoing]) -> Vec<&Outgoing> {
    out.iter().filter(|o| texts(std::slice::from_ref(o)).contains("announced again after a restart")).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_reply_was_never_sent_is_announced_again_once_its_process_is_gone() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let (first, second, channel) = match_between_two_processes(&url, &clock, "lost").await;
        // The first process commits alice's move, then dies before sending the reply.
        let moved = first.handle(&delivered(&channel, "alice", "!move d1-d4", "update-1")).await;
        assert!(texts(&moved).contains("bob"), "{url}: {}", texts(&moved));
        drop(first);
        // While its liveness lasts, nobody speaks in its place.
        assert!(announced_again(&second.sweep(&channel.platform).await).is_empty(), "{url}: too early");
        clock.advance_seconds(PAST_LIVENESS_S);
        let out = second.sweep(&channel.platform).await;
        let again = announced_again(&out);
        assert_eq!(again.len(), 1, "{url}: the move is announced again: {}", texts(&out));
        let Outgoing::Channel { channel: to, text, image, notify, .. } = again[0] else { panic!("a channel post") };
        assert_eq!(to, &channel, "{url}");
        assert!(text.contains("attackers d1-d4") && text.contains("bob"), "{url}: {text}");
        assert!(image.is_some(), "{url}: with the board");
        assert_eq!(notify.iter().map(|u| u.id.as_str()).collect::<Vec<_>>(), ["bob"], "{url}: bob is pinged");
        // Once.
        clock.advance_seconds(5);
        assert!(announced_again(&second.sweep(&channel.platform).await).is_empty(), "{url}: said once");
        // The update delivered again is still handled once.
        let again = second.handle(&delivered(&channel, "alice", "!move d1-d4", "update-1")).await;
        assert!(again.is_empty(), "{url}: {}", texts(&again));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_that_was_sent_or_a_match_that_moved_on_is_not_announced_again() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        // Sent: the adapter said so before the process stopped.
        let (first, second, sent) = match_between_two_processes(&url, &clock, "sent").await;
        let msg = delivered(&sent, "alice", "!move d1-d4", "update-2");
        first.handle(&msg).await;
        first.replied(&msg);
        tokio::time::sleep(MARKS_WRITTEN).await;
        // Moved on: alice's reply was lost, but bob answered her move since.
        let moved_on = unique_platform_channel("moved-on");
        let moved_on = ChannelKey::new(&sent.platform, &moved_on.channel, None);
        first.handle(&say(&moved_on, "alice", "!challenge @bob hnefatafl")).await;
        first.handle(&say(&moved_on, "bob", "!accept")).await;
        first.handle(&delivered(&moved_on, "alice", "!move d1-d4", "update-3")).await;
        let answered = second.handle(&delivered(&moved_on, "bob", "!move f4-f3", "update-4")).await;
        assert!(texts(&answered).contains("alice"), "{url}: {}", texts(&answered));
        drop(first);
        clock.advance_seconds(PAST_LIVENESS_S);
        let out = second.sweep(&sent.platform).await;
        assert!(announced_again(&out).is_empty(), "{url}: nothing to say again: {}", texts(&out));
    }
}
