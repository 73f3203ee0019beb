//! A restart with many running matches stored: the clocks are re-armed page by page
//! (more matches than a page here), each missed deadline resolved once, and none left
//! behind. The release figures for 100,000 matches are in docs/benchmarks.md.

mod common;

use std::sync::Arc;

use bot::clock::{MatchClock, TimeControl};
use bot::core::{Clock, Outgoing};
use bot::model::{ChannelKey, NewMatch, User};
use bot::storage::Storage;
use common::{ManualClock, core, database_urls, unique_platform_channel};

/// More than two pages of re-arming.
const MATCHES: usize = 1_100;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_with_many_running_matches_rearms_every_clock_page_by_page() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let storage = Storage::connect(&url).await.unwrap();
        let platform = unique_platform_channel("many").platform;
        let players = [User::new("alice", "alice"), User::new("bob", "bob")];
        let game =
            engine::AnyMatch::new(engine::GameKind::Hnefatafl, &[], 2, engine::Seed::from_bytes([7; 32])).unwrap();
        let day = TimeControl::PerMove { limit_ms: 86_400_000 };
        let match_clock = MatchClock::start(day, 2, bot::model::awaited(&game), clock.now_ms());
        for i in 0..MATCHES {
            let channel = ChannelKey::new(&platform, &format!("c{i}"), None);
            let new = NewMatch {
                channel: &channel,
                community: "many",
                players: &players,
                game: &game,
                ranked: false,
                clock: &match_clock,
            };
            storage.start_match(&new, None, None, clock.now_ms()).await.unwrap();
        }
        // Down for 13 hours: every match's half-time reminder passed.
        clock.advance_minutes(13 * 60);
        let core = core(&url, clock.clone()).await;
        assert_eq!(core.rearm().await.unwrap(), MATCHES, "{url}: each missed reminder is resolved");
        let reminded: usize = core
            .sweep(&platform)
            .await
            .iter()
            .filter(|o| matches!(o, Outgoing::Channel { text, .. } if text.contains("your turn in")))
            .count();
        assert_eq!(reminded, MATCHES, "{url}: one reminder per match, sent with the first sweep");
        let due = storage.due_matches(&platform, clock.now_ms(), 10).await.unwrap();
        assert!(due.is_empty(), "{url}: no clock left behind: {:?}", due.iter().map(|m| m.id).collect::<Vec<_>>());
    }
}
