//! A rolling deploy: while a newer version of the bot starts beside this one, a match it
//! wrote (a newer rules' version or record format) is left alone here, neither played
//! nor quarantined, and its channel is asked to wait; once this process runs the newer
//! version too, the match goes on.

mod common;

use std::sync::Arc;

use common::{ManualClock, core, database_urls, say, texts, unique_channel};
use sqlx::Row;

#[tokio::test]
async fn a_match_written_by_a_newer_version_is_left_alone_and_never_quarantined() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let channel = unique_channel("rolling");
        core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl clock=10m")).await;
        core.handle(&say(&channel, "bob", "!accept")).await;
        sqlx::any::install_default_drivers();
        let pool = sqlx::AnyPool::connect(&url).await.unwrap();
        let newer = format!("UPDATE matches SET version = version + 1, {{}} WHERE channel = '{}'", channel.channel);
        for column in ["rules_version = rules_version + 1", "record_format = record_format + 1"] {
            sqlx::query(&newer.replace("{}", column)).execute(&pool).await.unwrap();
            let answer = texts(&core.handle(&say(&channel, "alice", "d1-d3")).await);
            assert!(answer.contains("is being played by a newer version of the bot"), "{url}: {answer}");
            // Past its deadline the sweep leaves it alone too, rather than suspending it.
            clock.advance_minutes(11);
            core.sweep(&channel.platform).await;
            let row =
                sqlx::query(&format!("SELECT quarantined, status FROM matches WHERE channel = '{}'", channel.channel))
                    .fetch_one(&pool)
                    .await
                    .unwrap();
            assert_eq!(row.get::<i64, _>(0), 0, "{url}: not quarantined ({column})");
            assert_eq!(row.get::<String, _>(1), "active", "{url}: not timed out here ({column})");
            // The newer version takes over: here that is this process's own again.
            let older = column.replace('+', "-");
            sqlx::query(&newer.replace("{}", &older)).execute(&pool).await.unwrap();
            clock.advance_minutes(-11);
        }
        let played = texts(&core.handle(&say(&channel, "alice", "d1-d3")).await);
        assert!(played.contains("bob (defenders) to play"), "{url}: the match goes on: {played}");
    }
}
