//! A complete four-player round-robin of Hnefatafl, run by the bot and played through
//! the console adapter and the chat core, to its final standings.

mod common;

use std::collections::HashMap;
use std::sync::Arc;

use bot::console::Console;
use common::{ManualClock, core};

/// The two players of the game the bot announced as next, from its line
/// "Tournament #1, round 2: alice – carol is next."
fn next_game(printed: &str) -> Option<(String, String)> {
    let line = printed.lines().find(|l| l.ends_with(" is next."))?;
    let pair = line.split(": ").nth(1)?.trim_end_matches(" is next.");
    let (first, second) = pair.split_once(" – ")?;
    Some((first.to_owned(), second.to_owned()))
}

fn points(score: f64) -> String {
    match (score.floor() as i64, score.fract() >= 0.5) {
        (0, true) => "½".into(),
        (w, true) => format!("{w}½"),
        (w, false) => w.to_string(),
    }
}

#[tokio::test]
async fn a_four_player_round_robin_of_hnefatafl_is_played_to_its_final_standings() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let core = core(&format!("sqlite://{}/t.db", dir.path().display()), clock).await;
    let boards = dir.path().join("boards");
    let mut console = Console::new(core, boards.clone(), "club");
    let mut say = async |line: &str| console.line(line).await.unwrap();

    let created = say("alice: !tournament create hnefatafl round-robin").await;
    assert!(created.contains("alice opens tournament #1: Hnefatafl, round-robin."), "{created}");
    assert!(say("bob: !tournament start").await.contains("Only alice, who opened it, or a moderator"));
    for name in ["alice", "bob", "carol", "dave"] {
        assert!(say(&format!("{name}: !tournament join")).await.contains(&format!("{name} joins tournament #1")));
    }
    assert!(say("dave: !tournament join").await.contains("already"));
    let mut printed = say("alice: !tournament start").await;
    assert!(printed.contains("Tournament #1 starts with 4 entrants."), "{printed}");
    assert!(
        printed.contains("Tournament #1, round 1:\n[#club] 1. dave – alice\n[#club] 2. carol – bob\n"),
        "{printed}"
    );

    let mut score: HashMap<String, f64> = HashMap::new();
    let mut met: Vec<(String, String)> = Vec::new();
    let mut games = 0;
    while let Some((first, second)) = next_game(&printed) {
        assert!(printed.contains(&format!("attackers: {first}, defenders: {second}")), "{printed}");
        for (who, step) in [(&first, "a4-a3"), (&second, "f4-f3"), (&first, "a3-a4")] {
            let out = say(&format!("{who}: {step}")).await;
            assert!(out.contains("board image:"), "every move posts the board: {out}");
        }
        // The first player wins one game in three, the second the next, then a draw.
        printed = match games % 3 {
            0 => {
                *score.entry(first.clone()).or_default() += 1.0;
                say(&format!("{second}: !resign")).await
            }
            1 => {
                *score.entry(second.clone()).or_default() += 1.0;
                say(&format!("{first}: !resign")).await
            }
            _ => {
                *score.entry(first.clone()).or_default() += 0.5;
                *score.entry(second.clone()).or_default() += 0.5;
                say(&format!("{first}: !draw")).await;
                say(&format!("{second}: !draw")).await
            }
        };
        met.push((first.clone().min(second.clone()), first.max(second)));
        games += 1;
        assert!(games <= 6, "a round-robin of four has six games");
    }
    assert_eq!(games, 6, "{printed}");
    met.sort();
    met.dedup();
    assert_eq!(met.len(), 6, "everyone met everyone once");
    assert!(printed.contains("Tournament #1 is over."), "{printed}");
    assert!(printed.contains("standings over rounds 1–3:"), "{printed}");
    for (name, points_won) in &score {
        assert!(printed.contains(&format!(" {name} {} (", points(*points_won))), "{name}: {printed}");
    }
    let image_line = printed.lines().find(|l| l.contains("board image:")).expect("the standings as an image");
    let path = image_line.split("board image: ").nth(1).unwrap().trim_end_matches(')');
    let png = std::fs::read(path).unwrap();
    assert!(png.starts_with(b"\x89PNG"), "a PNG table");

    // Afterwards the standings can still be asked for; nothing more starts.
    let again = say("carol: !tournament standings").await;
    assert!(again.contains("standings over rounds 1–3:"), "{again}");
    assert!(say("carol: !tournament join").await.contains("no tournament in this channel"));
}

#[tokio::test]
async fn a_challenge_pending_when_a_tournament_game_starts_is_refused_and_cancelled() {
    let dir = tempfile::tempdir().unwrap();
    for url in common::database_urls(&dir).await {
        let core = common::core(&url, std::sync::Arc::new(common::ManualClock::default())).await;
        let hall = common::unique_channel("tournament-challenge");
        let say = |who: &str, text: &str| common::say(&hall, who, text);
        core.handle(&say("carol", "!challenge @dave landover")).await;
        core.handle(&say("alice", "!tournament create hnefatafl round-robin")).await;
        core.handle(&say("alice", "!tournament join")).await;
        core.handle(&say("bob", "!tournament join")).await;
        let text = common::texts(&core.handle(&say("alice", "!tournament start")).await);
        assert!(text.contains("Match #"), "{text}");
        let text = common::texts(&core.handle(&say("dave", "!accept")).await);
        assert!(
            text.contains("A tournament game (match #") && text.contains("carol's challenge is cancelled"),
            "{text}"
        );
        let text = common::texts(&core.handle(&say("dave", "!accept")).await);
        assert!(text.contains("There is no pending challenge"), "{text}");
    }
}

#[tokio::test]
async fn a_group_upgraded_to_a_supergroup_keeps_its_tournament() {
    let dir = tempfile::tempdir().unwrap();
    for url in common::database_urls(&dir).await {
        let core = common::core(&url, std::sync::Arc::new(common::ManualClock::default())).await;
        let group = common::unique_platform_channel("-100");
        let say = |channel: &bot::model::ChannelKey, who: &str, text: &str| common::say(channel, who, text);
        core.handle(&say(&group, "alice", "!tournament create hnefatafl round-robin")).await;
        core.handle(&say(&group, "bob", "!tournament join")).await;
        core.channel_moved(&group.platform, &group.channel, "-1009").await;
        let supergroup = bot::model::ChannelKey::new(&group.platform, "-1009", None);
        let text = common::texts(&core.handle(&say(&supergroup, "carol", "!tournament join")).await);
        assert!(text.contains("carol joins tournament #") && text.contains("2 entrants"), "{text}");
        let text = common::texts(&core.handle(&say(&group, "dave", "!tournament join")).await);
        assert!(text.contains("There is no tournament in this channel"), "{text}");
    }
}

#[tokio::test]
async fn a_tournament_of_a_tafl_ruleset_plays_its_games_under_it() {
    let dir = tempfile::tempdir().unwrap();
    let url = common::database_urls(&dir).await.remove(0);
    let core = common::core(&url, std::sync::Arc::new(common::ManualClock::default())).await;
    let hall = common::unique_channel("tournament-brandubh");
    let say = |who: &str, text: &str| common::say(&hall, who, text);
    let created =
        common::texts(&core.handle(&say("alice", "!tournament create hnefatafl round-robin rules=brandubh")).await);
    assert!(created.contains("rules=brandubh"), "{created}");
    core.handle(&say("alice", "!tournament join")).await;
    core.handle(&say("bob", "!tournament join")).await;
    let text = common::texts(&core.handle(&say("alice", "!tournament start")).await);
    assert!(text.contains(": Hnefatafl (Brandubh)."), "{text}");
    let mover = if text.contains("attackers: alice") { "alice" } else { "bob" };
    let refused = common::texts(&core.handle(&say(mover, "h1-h2")).await);
    assert_eq!(refused, "h1 is not on this 7×7 board.");
}

#[tokio::test]
async fn a_correspondence_tournament_shows_each_games_deadline_and_may_bar_vacations() {
    let dir = tempfile::tempdir().unwrap();
    for url in common::database_urls(&dir).await {
        let core = common::core(&url, std::sync::Arc::new(common::ManualClock::default())).await;
        let hall = common::unique_channel("tournament-bank");
        let say = |who: &str, text: &str| common::say(&hall, who, text);
        let created = common::texts(
            &core.handle(&say("alice", "!tournament create hnefatafl round-robin clock=3d+6h vacation=no")).await,
        );
        assert!(created.contains("clock=3d+6h") && created.contains("vacation=no"), "{created}");
        core.handle(&say("alice", "!tournament join")).await;
        core.handle(&say("bob", "!tournament join")).await;
        let started = common::texts(&core.handle(&say("alice", "!tournament start")).await);
        assert!(started.contains("Clock: 3d+6h (a bank of 3 days, +6 hours a move)"), "{started}");
        let mover = if started.contains("attackers: alice") { "alice" } else { "bob" };
        let pairings = common::texts(&core.handle(&say("carol", "!tournament pairings")).await);
        let due = format!("(playing; {mover} to move by ");
        assert!(pairings.contains(&due) && pairings.contains(" UTC)"), "the pairing carries its deadline: {pairings}");
        let refused = common::texts(&core.handle(&say(mover, "!vacation 7d")).await);
        assert!(refused.contains("no game is paused; 1 game (live, or in a tournament without vacations) runs on"));
        assert!(!refused.contains("their clock in match"), "nobody is told of a pause that is not: {refused}");
    }
}
