//! Table Gype through the chat core: a three-player challenge, secret set-ups by private
//! message, the set-up timeout, rerolls announced in the channel, and a restart.

mod common;

use std::sync::Arc;

use bot::core::{Core, Outgoing};
use common::{ManualClock, core, database_urls, images, say, texts, unique_platform_channel, whisper};

fn privates(out: &[Outgoing]) -> Vec<(&str, &str, bool)> {
    out.iter()
        .filter_map(|o| match o {
            Outgoing::Private { user, text, image, .. } => Some((user.name.as_str(), text.as_str(), image.is_some())),
            Outgoing::Channel { .. } | Outgoing::File { .. } | Outgoing::Summary { .. } => None,
        })
        .collect()
}

/// Replies to the channel `name` (a match's channel, or a private chat `dm-<user>`).
fn to_channel<'a>(out: &'a [Outgoing], name: &str) -> Vec<&'a Outgoing> {
    out.iter().filter(|o| matches!(o, Outgoing::Channel { channel, .. } if channel.channel == name)).collect()
}

async fn three_player_match(core: &Core, hall: &bot::model::ChannelKey) -> Vec<Outgoing> {
    let out = core.handle(&say(hall, "alice", "!challenge @bob @carol gype clock=10m")).await;
    assert!(texts(&out).contains("alice starts a match of Uncle Chestnut's Table Gype"), "{}", texts(&out));
    assert!(texts(&out).contains("for 3 players"), "{}", texts(&out));
    let out = core.handle(&say(hall, "bob", "!accept")).await;
    assert!(texts(&out).contains("bob joins (2 of 3). Waiting for carol."), "{}", texts(&out));
    let out = core.handle(&say(hall, "dave", "!accept")).await;
    assert!(texts(&out).contains("This challenge is for carol"), "{}", texts(&out));
    core.handle(&say(hall, "carol", "!accept")).await
}

#[tokio::test]
async fn three_players_choose_their_set_up_in_private_and_play() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let hall = unique_platform_channel("gype");
        let out = three_player_match(&core, &hall).await;
        let text = texts(&out);
        assert!(text.contains("south: alice, west: bob, north: carol"), "{text}");
        assert!(text.contains("Waiting for a private choice from alice, bob, carol"), "{text}");
        let prompts = privates(&out);
        assert_eq!(prompts.len(), 3, "each player is asked privately");
        assert!(prompts.iter().all(|(_, text, image)| text.contains("setup FFBBSSTT") && *image));
        assert!(prompts[1].1.contains("You play west") && prompts[1].1.contains("a2–a9"), "{}", prompts[1].1);

        // A secret choice typed in the channel is refused, not played.
        let out = core.handle(&say(&hall, "alice", "setup ffbbsstt")).await;
        assert_eq!(texts(&out), "That choice is secret: send it to me in a private message.");

        let out = core.handle(&whisper(&hall, "alice", "setup ffbbsstt")).await;
        let channel = to_channel(&out, &hall.channel);
        assert_eq!(channel.len(), 1);
        assert!(texts(&out).contains("south has chosen a set-up."), "{}", texts(&out));
        assert_eq!(images(&channel.into_iter().cloned().collect::<Vec<_>>()), 0, "no board while choices are secret");
        let dm = to_channel(&out, "dm-alice");
        assert!(matches!(dm[..], [Outgoing::Channel { image: Some(_), .. }]), "alice gets her own view");
        assert!(texts(&out).contains("Done (match #"));
        // The move list would show alice's order before it is revealed: it waits.
        let out = core.handle(&say(&hall, "bob", "!moves")).await;
        assert!(texts(&out).starts_with("The move list holds secrets"), "{}", texts(&out));

        let out = core.handle(&whisper(&hall, "alice", "setup random")).await;
        assert!(texts(&out).contains("is already made, and it is final"), "{}", texts(&out));
        let out = core.handle(&whisper(&hall, "bob", "!setup FFBBSSTX")).await;
        assert!(texts(&out).starts_with("A set-up lists eight faces"), "{}", texts(&out));
        let out = core.handle(&whisper(&hall, "bob", "!setup random")).await;
        assert!(texts(&out).contains("west has chosen a set-up."), "{}", texts(&out));
        // Nobody has a turn while carol still sets up.
        let out = core.handle(&say(&hall, "alice", "!move a1 a2")).await;
        assert_eq!(
            texts(&out),
            "Nobody has a turn yet: the game waits for carol to choose in private (a set-up or a secret choice)."
        );
        let out = core.handle(&whisper(&hall, "dave", "setup random")).await;
        assert!(texts(&out).starts_with("None of your matches"), "{}", texts(&out));

        // Carol lets the time run out: the sweep plays the default order for her.
        // The sweep covers the whole database, which PostgreSQL shares between runs: only
        // this channel's part is looked at.
        let here = |out: Vec<Outgoing>| -> Vec<Outgoing> {
            out.into_iter().filter(|o| matches!(o, Outgoing::Channel { channel, .. } if *channel == hall)).collect()
        };
        assert!(here(core.sweep(&hall.platform).await).is_empty(), "not yet due");
        clock.advance_minutes(11);
        let out = here(core.sweep(&hall.platform).await);
        let text = texts(&out);
        assert!(text.contains("Time is up for carol: the default is played."), "{text}");
        assert!(text.contains("south sets up: 🔥 🔥 📖 📖 ⚔️ ⚔️ 🌳 🌳"), "{text}");
        assert!(text.contains("north sets up: ⚔️ 🌳 📖 🔥 🔥 📖 🌳 ⚔️"), "{text}");
        assert!(text.contains("Move 1: alice (south) to play."), "the first move after the set-ups: {text}");
        assert_eq!(images(&out), 1, "the revealed board");
        assert!(here(core.sweep(&hall.platform).await).is_empty(), "the deadline is applied once");

        // Play: a reroll is announced with its result; the turn passes clockwise.
        let out = core.handle(&say(&hall, "alice", "!roll b1")).await;
        let text = texts(&out);
        assert!(text.contains("b1 rerolled: "), "{text}");
        assert!(text.contains("bob (west) to play"), "{text}");
        let out = core.handle(&say(&hall, "bob", "a2 a1")).await;
        assert_eq!(texts(&out), "a1 is not a square; files run a–j, ranks 1–10, and the four corners do not exist.");
        let out = core.handle(&say(&hall, "bob", "c5 c6")).await;
        assert_eq!(texts(&out), "There is no die on c5.");
        let out = core.handle(&say(&hall, "carol", "roll b10")).await;
        assert!(texts(&out).starts_with("It is bob's turn (west)"), "{}", texts(&out));

        // A restart resumes the match where it was.
        drop(core);
        let core = common::core(&url, clock.clone()).await;
        let out = core.handle(&say(&hall, "bob", "!roll a2")).await;
        assert!(
            texts(&out).contains("a2 rerolled: ") && texts(&out).contains("carol (north) to play"),
            "{}",
            texts(&out)
        );
        let out = core.handle(&say(&hall, "carol", "!moves")).await;
        assert!(
            texts(&out).contains("south:setup:FFBBSSTT") && texts(&out).contains("west:roll:a2"),
            "{}",
            texts(&out)
        );
        let out = core.handle(&whisper(&hall, "carol", "board")).await;
        assert_eq!(images(&out), 1, "carol sees her match privately");

        // With three players a draw cannot be agreed; a resignation removes one player.
        let out = core.handle(&say(&hall, "carol", "!draw")).await;
        assert!(texts(&out).starts_with("Draws by agreement are for two-player games"), "{}", texts(&out));
        let out = core.handle(&say(&hall, "bob", "!resign")).await;
        let text = texts(&out);
        assert!(text.starts_with("bob resigns.") && text.contains("carol (north) to play"), "{text}");
        let out = core.handle(&say(&hall, "carol", "!resign")).await;
        assert!(texts(&out).contains("alice (south) wins!"), "{}", texts(&out));
        let out = core.handle(&say(&hall, "alice", "!export")).await;
        let export = texts(&out);
        assert!(export.contains("west:resigns") && export.contains("north:resigns"), "{export}");
        assert!(export.contains("[Termination \"resignation\"]"), "{export}");
    }
}

#[tokio::test]
async fn open_seats_fill_in_join_order_and_a_joined_player_may_leave() {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&database_urls(&dir).await[0], Arc::new(ManualClock::default())).await;
    let hall = unique_platform_channel("open");
    let out = core.handle(&say(&hall, "alice", "!challenge open gype players=4 chaos=on")).await;
    assert!(texts(&out).contains("for 4 players. 3 open seats"), "{}", texts(&out));
    core.handle(&say(&hall, "bob", "!accept")).await;
    let out = core.handle(&say(&hall, "bob", "!accept")).await;
    assert_eq!(texts(&out), "You have already accepted this challenge.");
    let out = core.handle(&say(&hall, "bob", "!decline")).await;
    assert_eq!(texts(&out), "bob leaves the challenge.");
    core.handle(&say(&hall, "dave", "!accept")).await;
    core.handle(&say(&hall, "carol", "!accept")).await;
    let out = core.handle(&say(&hall, "bob", "!accept")).await;
    let text = texts(&out);
    assert!(text.contains("south: alice, west: dave, north: carol, east: bob"), "{text}");
    assert_eq!(privates(&out).len(), 4);
    let out = core.handle(&say(&hall, "erin", "!accept")).await;
    assert_eq!(texts(&out), "There is no pending challenge in this channel.");
}

#[tokio::test]
async fn bad_multi_player_challenges_are_refused_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&database_urls(&dir).await[0], Arc::new(ManualClock::default())).await;
    let hall = unique_platform_channel("refusals");
    let cases = [
        ("!challenge @bob @carol hnefatafl", "This game is for 2 to 2 players, not 3."),
        ("!challenge @bob gype players=5", "This game is for 2 to 4 players, not 5."),
        (
            "!challenge @bob @carol gype players=2",
            "That names 2 opponents for 2 seats; raise players= or mention fewer.",
        ),
        ("!challenge @bob gype players=many", "“many” is not a value of players; expected one of: 2–4."),
        ("!challenge @bob gype start=never", "“never” is not a value of start; expected one of: chosen, random."),
    ];
    for (text, expected) in cases {
        let out = core.handle(&say(&hall, "alice", text)).await;
        assert_eq!(texts(&out), expected, "{text}");
    }
}

#[tokio::test]
async fn two_player_random_start_needs_no_set_up_and_reports_illegal_moves() {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&database_urls(&dir).await[0], Arc::new(ManualClock::default())).await;
    let hall = unique_platform_channel("duel");
    core.handle(&say(&hall, "alice", "!challenge @bob gype start=random")).await;
    let out = core.handle(&say(&hall, "bob", "!accept")).await;
    assert!(texts(&out).contains("Move 1: alice (south) to play."), "{}", texts(&out));
    assert!(privates(&out).is_empty(), "no secret decision");
    let out = core.handle(&say(&hall, "alice", "j5 i5")).await;
    assert_eq!(texts(&out), "There is no die on j5.");
    let out = core.handle(&say(&hall, "alice", "!move roll b10")).await;
    assert_eq!(texts(&out), "The die on b10 belongs to north.");
    let out = core.handle(&say(&hall, "alice", "!rules gype")).await;
    assert!(texts(&out).starts_with("Uncle Chestnut's Table Gype, for 2 to 4 players"));
}

#[tokio::test]
async fn a_secret_choice_fitting_two_matches_is_answered_with_an_example_of_its_own_text() {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&database_urls(&dir).await[0], Arc::new(ManualClock::default())).await;
    let first = unique_platform_channel("one");
    let second = bot::model::ChannelKey::new(&first.platform, "two", None);
    let mut ids = Vec::new();
    for hall in [&first, &second] {
        core.handle(&say(hall, "alice", "!challenge @bob gype")).await;
        let text = texts(&core.handle(&say(hall, "bob", "!accept")).await);
        let id = text.split("Match #").nth(1).and_then(|t| t.split(':').next()).unwrap().to_owned();
        ids.push(id);
    }
    let out = core.handle(&whisper(&first, "alice", "setup FFBBSSTT")).await;
    let expected = format!(
        "Several of your matches wait for you (#{}, #{}); start with the number, like #{} setup FFBBSSTT.",
        ids[0], ids[1], ids[0]
    );
    assert_eq!(texts(&out), expected);
}
