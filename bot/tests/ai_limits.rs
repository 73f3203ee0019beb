//! The AI against one greedy user: a cap on the games a user plays against the AI at
//! once, told when reached and lifted when one ends.

mod common;

use std::sync::Arc;

use bot::model::ChannelKey;

use common::{ManualClock, core, database_urls, say, texts, unique_platform_channel};

#[tokio::test]
async fn a_user_plays_three_games_against_the_ai_at_once_and_is_told_the_cap_at_the_fourth() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        // Halls of one platform of its own: the cap counts that platform's games.
        let platform = unique_platform_channel("hall").platform;
        let halls: Vec<_> = (0..5).map(|n| ChannelKey::new(&platform, &format!("hall-{n}"), None)).collect();
        for hall in &halls[..3] {
            let started = texts(&core.handle(&say(hall, "alice", "!challenge ai hnefatafl level=1")).await);
            assert!(started.contains("Match #"), "{url}: {started}");
        }
        let refused = texts(&core.handle(&say(&halls[3], "alice", "!challenge ai hnefatafl level=1")).await);
        assert_eq!(
            refused, "alice, you already play 3 games against the AI, the most at once: finish or resign one first.",
            "{url}"
        );
        let other = texts(&core.handle(&say(&halls[3], "bob", "!challenge ai hnefatafl level=1")).await);
        assert!(other.contains("Match #"), "{url}: the cap is each user's: {other}");
        core.handle(&say(&halls[0], "alice", "!resign")).await;
        let started = texts(&core.handle(&say(&halls[4], "alice", "!challenge ai hnefatafl level=1")).await);
        assert!(started.contains("Match #"), "{url}: one ended, one may start: {started}");
    }
}
