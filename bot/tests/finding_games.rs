//! Finding an opponent and keeping track: `mygames` through the chat core.

mod common;

use std::sync::Arc;

use bot::core::{Core, Outgoing};
use bot::model::ChannelKey;
use common::{ManualClock, core, database_urls, say, texts, unique_platform_channel, whisper};

async fn ask(core: &Core, channel: &ChannelKey, who: &str, text: &str) -> Vec<Outgoing> {
    core.handle(&say(channel, who, text)).await
}

/// The private messages to `user` among `out`.
fn private_to(out: &[Outgoing], user: &str) -> String {
    let mine: Vec<Outgoing> =
        out.iter().filter(|o| matches!(o, Outgoing::Private { user: u, .. } if u.id == user)).cloned().collect();
    texts(&mine)
}

#[tokio::test]
async fn mygames_lists_every_running_match_privately_with_the_players_move_first() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let first = unique_platform_channel("north");
        let second = ChannelKey::new(&first.platform, "south", None);
        // North: alice has moved; bob is to play. South, started later: alice is to play.
        ask(&core, &first, "alice", "!challenge @bob hnefatafl clock=1d").await;
        ask(&core, &first, "bob", "!accept").await;
        ask(&core, &first, "alice", "a4-a3").await;
        ask(&core, &second, "alice", "!challenge @dave hnefatafl clock=1d").await;
        ask(&core, &second, "dave", "!accept").await;
        core.link_places(
            &first.platform,
            Arc::new(|c: &ChannelKey, _: &str, _: Option<&str>| {
                (c.channel == "south").then(|| "https://example.test/south".to_owned())
            }),
        );

        let out = ask(&core, &first, "alice", "!mygames").await;
        assert!(out.iter().all(|o| matches!(o, Outgoing::Private { .. })), "only privately: {out:?}");
        let listed = private_to(&out, "alice");
        let lines: Vec<&str> = listed.lines().collect();
        assert_eq!(lines[0], "Your running matches (2):", "{listed}");
        assert!(
            lines[1].contains("against dave: move 1, your move, 1d 0h left. https://example.test/south"),
            "{listed}"
        );
        assert!(lines[2].contains("against bob: move 2, bob to play, 1d 0h left. #north"), "{listed}");

        // By its Italian name, from a private chat, and for someone with no match.
        let italian = texts(&core.handle(&whisper(&first, "bob", "partite")).await);
        assert!(italian.contains("Your running matches (1):") && italian.contains("your move"), "{italian}");
        let none = texts(&core.handle(&whisper(&first, "erin", "mygames")).await);
        assert_eq!(none, "You play no running match here.");
    }
}
