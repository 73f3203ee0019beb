//! Daily digests through the chat core on a test clock: no ping for a turn, one "your
//! games" message a day at the player's local hour (across the end of daylight saving),
//! edited as the games move on, and clock warnings still at once.

mod common;

use std::sync::Arc;

use bot::core::{Clock, Core, Outgoing};
use bot::model::ChannelKey;
use common::{ManualClock, core, database_urls, in_channel, say, texts, unique_platform_channel};

/// `ManualClock` starts at 2026-09-21 14:13:20 UTC.
const START_S: i64 = 1_790_000_000;

fn at_utc(clock: &ManualClock, text: &str) {
    let wanted = text.parse::<jiff::Timestamp>().unwrap().as_second();
    let now = clock.now_ms() / 1000;
    assert!(wanted >= now, "the test clock only goes forward");
    clock.advance_seconds(wanted - now);
}

/// The summaries among `out`: the user, whether it edits a message, and the text.
fn summaries(out: &[Outgoing]) -> Vec<(String, Option<String>, String)> {
    let summaries = out.iter().filter_map(|o| match o {
        Outgoing::Summary { user, message, text, .. } => Some((user.id.clone(), message.clone(), text.clone())),
        _ => None,
    });
    summaries.collect()
}

/// Whether `out` pings `user`: named in a channel post's pings, or privately.
fn pings(out: &[Outgoing], user: &str) -> bool {
    out.iter().any(|o| match o {
        Outgoing::Channel { notify, .. } => notify.iter().any(|u| u.id == user),
        Outgoing::Private { user: u, .. } => u.id == user,
        _ => false,
    })
}

async fn ask(core: &Core, channel: &ChannelKey, who: &str, text: &str) -> Vec<Outgoing> {
    core.handle(&say(channel, who, text)).await
}

#[tokio::test]
async fn a_digest_comes_once_a_day_at_the_local_hour_and_its_message_follows_the_games() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        assert_eq!(clock.now_ms() / 1000, START_S);
        let core = core(&url, clock.clone()).await;
        let ch = unique_platform_channel("digest");
        let platform = ch.platform.clone();
        let set = texts(&ask(&core, &ch, "alice", "!avvisi riepilogo 08:00 europe/rome").await);
        assert!(set.contains("Every day at 08:00 Europe/Rome") && set.contains("2026-09-22 06:00 UTC"), "{set}");
        let shown = texts(&ask(&core, &ch, "alice", "!notify").await);
        assert!(shown.contains("in one private message a day"), "{shown}");
        ask(&core, &ch, "alice", "!challenge @bob hnefatafl clock=60d+0").await;
        let started = ask(&core, &ch, "bob", "!accept").await;
        assert!(in_channel(&started, &ch).contains("alice (attackers) to play"));
        assert!(!pings(&started, "alice"), "a turn pings nobody who takes a digest");

        at_utc(&clock, "2026-09-22T05:59:59Z");
        assert!(summaries(&core.sweep(&platform).await).is_empty(), "not before 08:00 in Rome");
        clock.advance_seconds(1);
        let digest = summaries(&core.sweep(&platform).await);
        let [(user, message, text)] = &digest[..] else { panic!("one digest: {digest:?}") };
        assert_eq!((user.as_str(), message), ("alice", &None), "a new message");
        assert!(text.contains("Your games waiting for you (1)") && text.contains("against bob"), "{text}");
        assert!(text.contains("your move, 59 days 8 hours left"), "{text}");
        assert!(summaries(&core.sweep(&platform).await).is_empty(), "once a day");

        // The adapter sent it as message 77: from now on the games edit it.
        core.summary_sent(&platform, "alice", "77").await;
        let moved = summaries(&ask(&core, &ch, "alice", "a4-a3").await);
        assert_eq!(moved.len(), 1, "{moved:?}");
        assert_eq!(moved[0].1.as_deref(), Some("77"));
        assert!(moved[0].2.contains("No game is waiting for your move"), "{moved:?}");
        let answered = ask(&core, &ch, "bob", "f4-f3").await;
        assert!(!pings(&answered, "alice"));
        let back = summaries(&answered);
        assert!(back[0].1.as_deref() == Some("77") && back[0].2.contains("waiting for you (1)"), "{back:?}");

        // Daylight saving ends in Rome on 25 October: 08:00 is 06:00 UTC before, 07:00 after.
        at_utc(&clock, "2026-10-24T05:00:00Z");
        assert_eq!(summaries(&core.sweep(&platform).await).len(), 1, "the missed days make one digest");
        at_utc(&clock, "2026-10-24T06:00:00Z");
        assert_eq!(summaries(&core.sweep(&platform).await).len(), 1, "08:00 summer time");
        at_utc(&clock, "2026-10-25T06:59:59Z");
        assert!(summaries(&core.sweep(&platform).await).is_empty(), "07:59 winter time");
        clock.advance_seconds(1);
        assert_eq!(summaries(&core.sweep(&platform).await).len(), 1, "08:00 winter time");
        // The game ends: the summary drops it.
        let ended = summaries(&ask(&core, &ch, "alice", "!resign").await);
        assert!(ended.len() == 1 && ended[0].2.contains("No game is waiting for your move"), "{ended:?}");
    }
}

#[tokio::test]
async fn a_clock_warning_still_reaches_a_player_who_takes_a_digest_at_once_and_privately() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/g.db", dir.path().display());
    let clock = Arc::new(ManualClock::default());
    let core = core(&url, clock.clone()).await;
    let ch = unique_platform_channel("digest-warning");
    ask(&core, &ch, "alice", "!notify digest 21:30").await;
    ask(&core, &ch, "alice", "!challenge @bob hnefatafl clock=10m").await;
    ask(&core, &ch, "bob", "!accept").await;
    clock.advance_minutes(5);
    let swept = core.sweep(&ch.platform).await;
    let private: Vec<&Outgoing> =
        swept.iter().filter(|o| matches!(o, Outgoing::Private { user, .. } if user.id == "alice")).collect();
    assert_eq!(private.len(), 1, "the warning, privately: {swept:?}");
    assert!(texts(&swept).contains("5 minutes left"), "{}", texts(&swept));
    let refused = texts(&ask(&core, &ch, "alice", "!notify digest 25:00 Mars/Olympus").await);
    assert!(refused.contains("08:00 Europe/Rome"), "what is expected: {refused}");
}
