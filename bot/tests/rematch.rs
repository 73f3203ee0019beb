//! Rematches through the chat core: asked for by text or by the button under the final
//! board, accepted by text or by pressing, with the sides swapped and the same terms.

mod common;

use std::sync::Arc;

use bot::core::{Core, Outgoing};
use bot::model::ChannelKey;
use common::{ManualClock, core, database_urls, in_channel, say, texts, unique_platform_channel};

async fn ask(core: &Core, channel: &ChannelKey, who: &str, text: &str) -> Vec<Outgoing> {
    core.handle(&say(channel, who, text)).await
}

/// The commands of the buttons under the channel's posts among `out`.
fn buttons(out: &[Outgoing]) -> Vec<String> {
    let pressable = out.iter().filter_map(|o| match o {
        Outgoing::Channel { buttons, .. } => Some(buttons.iter().map(|b| b.command.clone())),
        _ => None,
    });
    pressable.flatten().collect()
}

#[tokio::test]
async fn a_rematch_by_text_swaps_the_sides_and_keeps_the_options_clock_and_rating() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let ch = unique_platform_channel("rematch");
        let refused = texts(&ask(&core, &ch, "alice", "!rematch").await);
        assert!(refused.contains("No game has been played in this channel yet"), "{refused}");
        ask(&core, &ch, "alice", "!challenge @bob hnefatafl rules=brandubh clock=3d+6h").await;
        let started = texts(&ask(&core, &ch, "bob", "!accept").await);
        assert!(started.contains("attackers: alice, defenders: bob"), "{started}");
        let running = texts(&ask(&core, &ch, "bob", "!rematch").await);
        assert!(running.contains("is still being played here"), "{running}");
        let over = ask(&core, &ch, "bob", "!resign").await;
        assert_eq!(buttons(&over), ["rematch"], "the final post offers a rematch");
        let stranger = texts(&ask(&core, &ch, "carol", "!rematch").await);
        assert!(stranger.contains("Only the players of match #"), "{stranger}");
        let offered = texts(&ask(&core, &ch, "bob", "!rivincita").await);
        assert!(
            offered.contains("🔁 bob offers alice a rematch of Hnefatafl (Brandubh) with the sides swapped")
                && offered.contains("(clock=3d+6h rated)"),
            "{offered}"
        );
        let again = texts(&ask(&core, &ch, "alice", "!rematch").await);
        assert!(again.contains("attackers: bob, defenders: alice"), "{again}");
        assert!(again.contains("Clock: 3d+6h (a bank of 3 days, +6 hours a move); rated."), "{again}");
        let storage = bot::storage::Storage::connect(&url).await.unwrap();
        let rematch = storage.latest_match(&ch).await.unwrap().unwrap();
        assert_eq!(rematch.game.options(), storage.match_by_id(rematch.id - 1).await.unwrap().unwrap().game.options());
    }
}

#[tokio::test]
async fn the_rematch_button_offers_and_accepts_as_its_presser() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/g.db", dir.path().display());
    let core = core(&url, Arc::new(ManualClock::default())).await;
    let ch = unique_platform_channel("button");
    ask(&core, &ch, "alice", "!challenge @bob hnefatafl rules=brandubh casual").await;
    ask(&core, &ch, "bob", "!accept").await;
    ask(&core, &ch, "alice", "!draw").await;
    let drawn = ask(&core, &ch, "bob", "!draw").await;
    assert_eq!(buttons(&drawn), ["rematch"]);
    assert!(core.button_is_live(&ch, "rematch").await);
    // A press sends the button's command as its presser: alice offers, bob accepts.
    let offered = ask(&core, &ch, "alice", "!rematch").await;
    assert_eq!(buttons(&offered), ["accept", "decline"]);
    assert!(texts(&offered).contains("(clock=1d casual)"), "the channel's clock is kept: {}", texts(&offered));
    let own = texts(&ask(&core, &ch, "alice", "!rematch").await);
    assert!(own.contains("already has a Hnefatafl (Brandubh) challenge open here"), "{own}");
    let started = in_channel(&ask(&core, &ch, "bob", "!rematch").await, &ch);
    assert!(started.contains("attackers: bob, defenders: alice") && started.contains("casual"), "{started}");
    assert!(!core.button_is_live(&ch, "rematch").await, "a game is running again");
}

#[tokio::test]
async fn a_rematch_against_the_computer_starts_at_once_with_the_sides_swapped() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/g.db", dir.path().display());
    let core = core(&url, Arc::new(ManualClock::default())).await;
    let ch = unique_platform_channel("computer");
    ask(&core, &ch, "alice", "!challenge ai hnefatafl rules=brandubh level=1 side=attackers").await;
    ask(&core, &ch, "alice", "!resign").await;
    let again = texts(&ask(&core, &ch, "alice", "!rematch").await);
    assert!(again.contains("attackers: AI 1, defenders: alice"), "{again}");
}
