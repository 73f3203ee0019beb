//! A scripted two-player game through the console path, and the chat core's refusals.

mod common;

use std::sync::Arc;

use bot::console::Console;
use bot::core::Incoming;
use common::{ManualClock, core, database_urls, images, say, texts, unique_channel, unique_platform_channel};

/// Runs script lines through the console and returns everything printed, per line.
async fn run_script(console: &mut Console, lines: &[&str]) -> Vec<String> {
    let mut printed = Vec::new();
    for line in lines {
        printed.push(console.line(line).await.unwrap());
    }
    printed
}

#[tokio::test]
async fn a_name_of_a_hundred_thousand_characters_is_cut_to_sixty_four() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/games.db", dir.path().display());
    let core = core(&url, Arc::new(ManualClock::default())).await;
    let mut console = Console::new(core, dir.path().join("boards"), "hall");
    let long = "x".repeat(100_000);
    let challenged = console.line(&format!("{long}: !challenge @bob hnefatafl")).await.unwrap();
    let shown = format!("{}…", "x".repeat(63));
    assert!(challenged.contains(&format!("{shown} challenges")), "{}", &challenged[..200.min(challenged.len())]);
    assert!(challenged.len() < 1_000, "a reply of {} bytes", challenged.len());
    // The same speaker again: the cut name is their id, so the match is theirs.
    let started = console.line("bob: !accept").await.unwrap();
    assert!(started.contains(&format!("attackers: {shown}")) && started.len() < 2_000, "{started}");
    let moved = console.line(&format!("{long}: d1-d4")).await.unwrap();
    assert!(moved.contains("Attackers: d1–d4"), "{moved}");
}

#[tokio::test]
async fn a_scripted_game_through_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/games.db", dir.path().display());
    let core = core(&url, Arc::new(ManualClock::default())).await;
    let mut console = Console::new(core, dir.path().join("boards"), "hall");
    let out = run_script(
        &mut console,
        &[
            "alice: !challenge @bob hnefatafl",
            "bob: !accept",
            "bob: d1-d4",
            "alice: hello everyone",
            "alice: d1-d4",
            "carol: !move e1-e3",
            "bob: !move z9 z10",
            "bob: f4 f9",
            "bob: f4-f6",
            "bob: f4f3",
            "alice: !status",
            "alice: !moves",
            "alice: !draw",
            "alice: a4-a3",
            "bob: !draw",
            "alice: !draw",
            "alice: !export",
        ],
    )
    .await;
    assert!(out[0].contains("alice challenges bob to Hnefatafl"), "{}", out[0]);
    assert!(out[1].contains("Match #1: Hnefatafl") && out[1].contains("Seed commitment"), "{}", out[1]);
    assert!(out[1].contains("board image:"));
    assert_eq!(out[2], "[#hall] It is alice's turn (attackers).\n", "wrong turn");
    assert_eq!(out[3], "", "chat is not a move");
    assert!(out[4].contains("Attackers: d1–d4") && out[4].contains("bob (defenders) to play"), "{}", out[4]);
    assert_eq!(out[5], "[#hall] You are not playing in this match.\n");
    assert_eq!(out[6], "[#hall] z9 is not a square; files run a–k and ranks 1–11.\n");
    assert_eq!(out[7], "[#hall] A piece stands on f5; pieces never jump.\n");
    assert_eq!(out[8], "[#hall] A piece stands on f5; pieces never jump.\n");
    assert!(out[9].contains("Defenders: f4–f3"), "{}", out[9]);
    assert!(out[10].contains("Match #1, Hnefatafl") && out[10].contains("Move 2: alice (attackers)"), "{}", out[10]);
    assert_eq!(out[11], "[#hall] Moves: 1. d1-d4 f4-f3\n");
    assert!(out[12].contains("alice offers a draw"), "{}", out[12]);
    assert!(out[13].contains("Attackers: a4–a3"), "{}", out[13]);
    assert!(out[14].contains("bob offers a draw"), "alice's move withdrew her offer: {}", out[14]);
    assert!(out[15].contains("Draw agreed") && out[15].contains("Seed: "), "{}", out[15]);
    let export: String = out[16].lines().map(|l| l.trim_start_matches("[#hall] ").to_owned() + "\n").collect();
    assert!(export.contains("[Result \"draw\"]") && export.contains("[Termination \"agreement\"]"), "{export}");
    assert!(export.contains("[Seed \""));
    let replayed = bot::replay::replay_text(&export, None, None, false).unwrap();
    assert!(replayed.contains("1. attackers d1-d4") && replayed.contains("Seed verified"), "{replayed}");
    let pngs = std::fs::read_dir(dir.path().join("boards")).unwrap().count();
    assert_eq!(pngs, 4, "one board at the start and one per accepted move");
}

#[tokio::test]
async fn resigning_ends_the_match_and_reveals_the_seed() {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&format!("sqlite://{}/g.db", dir.path().display()), Arc::new(ManualClock::default())).await;
    let ch = unique_channel("resign");
    core.handle(&say(&ch, "alice", "!challenge @bob tafl")).await;
    core.handle(&say(&ch, "bob", "!accept")).await;
    let out = core.handle(&say(&ch, "bob", "!resign")).await;
    let text = texts(&out);
    assert!(
        text.contains("bob resigns.") && text.contains("alice (attackers) wins!") && text.contains("Seed: "),
        "{text}"
    );
    let out = core.handle(&say(&ch, "alice", "d1-d4")).await;
    assert!(out.is_empty(), "no match runs any more: a bare move is chat");
    let text = texts(&core.handle(&say(&ch, "alice", "!move d1-d4")).await);
    assert!(text.contains("No match is running"), "{text}");
    let export = texts(&core.handle(&say(&ch, "alice", "!export")).await);
    assert!(export.contains("[Result \"attackers\"]") && export.contains("[Termination \"resignation\"]"), "{export}");
}

#[tokio::test]
async fn challenges_are_refused_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let core = core(&format!("sqlite://{}/g.db", dir.path().display()), clock.clone()).await;
    let ch = unique_channel("refusals");
    let ask = |who: &'static str, text: &'static str| {
        let core = &core;
        let ch = ch.clone();
        async move { texts(&core.handle(&say(&ch, who, text)).await) }
    };
    assert!(ask("alice", "!challenge @bob chess").await.contains("There is no game “chess”"));
    assert!(ask("alice", "!challenge hnefatafl").await.contains("Mention who you challenge"));
    assert!(ask("alice", "!challenge @alice hnefatafl").await.contains("cannot challenge yourself"));
    assert!(ask("alice", "!challenge @bob hnefatafl king=weak").await.contains("“weak” is not a value of king"));
    assert!(ask("alice", "!challenge @bob").await.contains("Name a game"));
    assert!(ask("alice", "!challenge @bob hnefatafl king=unarmed").await.contains("(king=unarmed)"));
    assert!(ask("carol", "!challenge @dan hnefatafl").await.contains("alice already has a Hnefatafl challenge"));
    assert!(ask("carol", "!accept").await.contains("This challenge is for bob"));
    assert!(ask("alice", "!accept").await.contains("cannot accept your own"));
    assert!(ask("carol", "!cancel").await.contains("Only alice may cancel"));
    clock.advance_minutes(11);
    assert!(ask("bob", "!accept").await.contains("alice's Hnefatafl challenge has expired"));
    assert!(ask("bob", "!accept").await.contains("no pending challenge"));
    assert!(ask("alice", "!challenge open hnefatafl").await.contains("anyone may say !accept"));
    let started = ask("carol", "!accept").await;
    assert!(started.contains("attackers: alice, defenders: carol"), "{started}");
    let busy = ask("dan", "!challenge @erin hnefatafl").await;
    assert!(busy.contains("A Hnefatafl match (#") && busy.contains("alice – carol"), "{busy}");
    assert!(ask("alice", "!fly").await.contains("“fly” is not a command"));
    let long = format!("!move {}", "a".repeat(600));
    assert!(texts(&core.handle(&say(&ch, "alice", &long)).await).contains("too long"));
}

#[tokio::test]
async fn expired_challenges_are_announced_by_the_sweep() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let core = core(&format!("sqlite://{}/g.db", dir.path().display()), clock.clone()).await;
    let ch = unique_channel("sweep");
    core.handle(&say(&ch, "alice", "!challenge @bob hnefatafl")).await;
    assert!(core.sweep(&ch.platform).await.is_empty());
    clock.advance_minutes(10);
    let text = texts(&core.sweep(&ch.platform).await);
    assert!(text.contains("alice's Hnefatafl challenge has expired"), "{text}");
    assert!(core.sweep(&ch.platform).await.is_empty(), "announced once");
}

#[tokio::test]
async fn help_games_rules_and_language() {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&format!("sqlite://{}/g.db", dir.path().display()), Arc::new(ManualClock::default())).await;
    let ch = unique_channel("help");
    let ask = |text: &'static str| {
        let core = &core;
        let ch = ch.clone();
        async move { texts(&core.handle(&say(&ch, "ann", text)).await) }
    };
    assert!(ask("!help").await.contains("challenge @user <game>"));
    assert!(ask("!help challenge").await.contains("expire after 10 minutes"));
    assert!(ask("!help fly").await.contains("There is no command “fly”"));
    assert!(ask("!games").await.contains("hnefatafl (2 players; rules=classic, copenhagen, brandubh, tablut)"));
    assert!(ask("!rules hnefatafl").await.contains("king reaches a corner"));
    assert!(ask("!lang xx").await.contains("choose en or it"));
    assert!(ask("!lingua it").await.contains("parla italiano"));
    assert!(ask("!aiuto").await.contains("Comandi"));
    assert!(ask("!regole tafl").await.contains("il re raggiunge un angolo"));
    assert_eq!(images(&core.handle(&say(&ch, "ann", "!board")).await), 0);
}

#[tokio::test]
async fn a_private_move_sent_from_a_key_equal_to_the_matchs_channel_never_waits_on_itself() {
    let dir = tempfile::tempdir().unwrap();
    let url = database_urls(&dir).await.remove(0);
    let core = core(&url, Arc::new(ManualClock::default())).await;
    // A public channel keyed exactly like alice's private chat on the same platform.
    let hall = unique_platform_channel("dm-alice");
    core.handle(&say(&hall, "alice", "!challenge @bob hnefatafl")).await;
    core.handle(&say(&hall, "bob", "!accept")).await;
    let private = Incoming { private: true, ..say(&hall, "alice", "d1-d4") };
    let out = tokio::time::timeout(std::time::Duration::from_secs(10), core.handle(&private))
        .await
        .expect("the private move is handled, not deadlocked");
    assert!(texts(&out).contains("Attackers: d1–d4"), "{}", texts(&out));
    // A challenge cannot be made in a private chat at all.
    let out = core.handle(&Incoming { private: true, ..say(&hall, "alice", "!challenge @bob hnefatafl") }).await;
    assert!(texts(&out).contains("works in the match's channel"), "{}", texts(&out));
}

#[tokio::test]
async fn a_command_that_panics_gets_the_apology_and_the_channel_goes_on() {
    fail::cfg("chat-handle", "panic").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let core = core(&format!("sqlite://{}/g.db", dir.path().display()), Arc::new(ManualClock::default())).await;
    let ch = unique_channel("panic");
    core.handle(&say(&ch, "alice", "!challenge @bob hnefatafl")).await;
    let text = texts(&core.handle(&say(&ch, "bob", bot::core::PANIC_ON)).await);
    assert!(text.starts_with("Sorry, something went wrong on our side"), "{text}");
    // The channel's lock was released: the challenge is accepted as usual.
    assert_eq!(images(&core.handle(&say(&ch, "bob", "!accept")).await), 1);
    // A press on a picker that panics is answered with the apology too.
    let bot::core::Pressed::Note { text, .. } = core.press(&say(&ch, "bob", bot::core::PANIC_ON)).await else {
        panic!("the apology, privately")
    };
    assert!(text.starts_with("Sorry, something went wrong on our side"), "{text}");
}

#[tokio::test]
async fn a_failure_after_a_committed_move_reports_the_move_as_played() {
    // The failpoint fails the command right after the move is committed, in channels
    // named "failpoint…".
    fail::cfg("after-commit", "return").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let core = core(&format!("sqlite://{}/g.db", dir.path().display()), Arc::new(ManualClock::default())).await;
    let ch = bot::model::ChannelKey::new("test", &format!("failpoint-{:x}", rand::random::<u64>()), None);
    core.handle(&say(&ch, "alice", "!challenge @bob hnefatafl")).await;
    core.handle(&say(&ch, "bob", "!accept")).await;
    let text = texts(&core.handle(&say(&ch, "alice", "d1-d3")).await);
    assert!(text.starts_with("Your move was played"), "{text}");
    fail::remove("after-commit");
    assert_eq!(texts(&core.handle(&say(&ch, "bob", "!moves")).await), "Moves: 1. d1-d3");
}

#[tokio::test]
async fn every_rules_summary_and_topic_fits_one_message_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&format!("sqlite://{}/g.db", dir.path().display()), Arc::new(ManualClock::default())).await;
    let ch = unique_channel("rules");
    let topics = [
        ("hnefatafl", &["copenhagen", "brandubh", "tablut"][..]),
        ("gype", &[][..]),
        ("landover", &["combat", "kidnap", "options"][..]),
        ("quest", &["map", "move", "act", "duel", "end"][..]),
        ("skirmish", &["warbands", "dice", "move", "assault", "shoot", "end"][..]),
    ];
    for lang in ["en", "it"] {
        core.handle(&say(&ch, "alice", &format!("!lang {lang}"))).await;
        for (game, topics) in topics {
            let summary = texts(&core.handle(&say(&ch, "alice", &format!("!rules {game}"))).await);
            assert!(summary.chars().count() < 1_500, "{lang} {game}: {} characters", summary.chars().count());
            assert_eq!(topics.is_empty(), !summary.contains(&format!(" {game} <")), "{lang} {game}: {summary}");
            for topic in topics {
                let text = texts(&core.handle(&say(&ch, "alice", &format!("!rules {game} {topic}"))).await);
                // The dice topic carries the comparison table on top of its text.
                let limit = if *topic == "dice" { 3_000 } else { 1_500 };
                assert!(text.chars().count() < limit && !text.contains("rules-"), "{lang} {game} {topic}: {text}");
            }
        }
    }
    core.handle(&say(&ch, "alice", "!lingua en")).await;
    let text = texts(&core.handle(&say(&ch, "alice", "!rules quest duello")).await);
    assert!(text.contains("rock"), "Italian topic names work in English too: {text}");
    let text = texts(&core.handle(&say(&ch, "alice", "!rules gype combat")).await);
    assert_eq!(text, "The rules of gype come whole: !rules gype.");
    let text = texts(&core.handle(&say(&ch, "alice", "!rules hnefatafl combat")).await);
    assert_eq!(text, "hnefatafl has no rules topic \"combat\"; topics: copenhagen, brandubh, tablut.");
    let text = texts(&core.handle(&say(&ch, "alice", "!rules quest dragons")).await);
    assert_eq!(text, "quest has no rules topic \"dragons\"; topics: map, move, act, duel, end.");
}

#[tokio::test]
async fn a_newcomers_bare_words_are_read_as_meant_and_chat_stays_silent() {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&format!("sqlite://{}/g.db", dir.path().display()), Arc::new(ManualClock::default())).await;
    let ch = unique_channel("newcomer");
    core.handle(&say(&ch, "alice", "!challenge @bob hnefatafl")).await;
    core.handle(&say(&ch, "bob", "!accept")).await;
    let ask = |who: &'static str, text: &'static str| {
        let (core, ch) = (&core, &ch);
        async move { core.handle(&say(ch, who, text)).await }
    };
    // Moves typed on a phone, and the design card's `move b1 c3` shape.
    assert_eq!(images(&ask("alice", "d1–d3").await), 1);
    assert_eq!(images(&ask("bob", "move f4 f3").await), 1);
    assert_eq!(images(&ask("alice", "A4 to B4").await), 1);
    // Chat, from players or anyone else, stays silent.
    for line in ["good move!", "I like d1 for you", "move faster please", "let's draw next time", "e4 was nice"] {
        assert!(ask("alice", line).await.is_empty(), "{line}");
    }
    assert!(ask("carol", "draw").await.is_empty(), "a spectator's bare word is chat");
    // A move with words around it: a hint, once.
    assert!(texts(&ask("bob", "f3 f2 please").await).contains("To play f3 f2, send it alone"));
    assert!(ask("bob", "f3 f2 please").await.is_empty(), "once is enough");
    // hint lists bob's moves, grouped by piece; moves stays the history and points to it.
    let hint = texts(&ask("carol", "!hint").await);
    assert!(hint.starts_with("bob (defenders) can play") && hint.contains("f3: "), "{hint}");
    assert!(hint.lines().count() <= 12, "a hint fits a phone's screen: {hint}");
    assert!(hint.contains("more pieces: !hint <square> lists one") || hint.lines().count() < 12, "{hint}");
    let one = texts(&ask("carol", "!hint f3").await);
    assert!(one.starts_with("bob can play") && one.contains("from f3: "), "{one}");
    assert!(texts(&ask("carol", "!hint k11").await).contains("No move of bob starts from k11"));
    assert_eq!(
        texts(&ask("bob", "!help moves").await),
        "!moves: the moves played so far (the moves you may play now: !hint)."
    );
    // A bare draw offer, accepted with a bare draw.
    assert!(texts(&ask("bob", "draw").await).contains("bob offers a draw"));
    assert!(texts(&ask("alice", "draw").await).contains("Draw agreed."));
}

#[tokio::test]
async fn a_user_asking_for_boards_too_fast_is_told_once_to_slow_down_then_ignored_until_the_cooldown_ends() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let core = core(&format!("sqlite://{}/games.db", dir.path().display()), clock.clone()).await;
    let channel = unique_channel("flood");
    core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl")).await;
    core.handle(&say(&channel, "bob", "!accept")).await;
    let ask = |who: &'static str, text: &'static str| {
        let (core, channel) = (&core, &channel);
        async move { core.handle(&say(channel, who, text)).await }
    };
    for _ in 0..bot::core::COOLDOWN_BURST {
        assert_eq!(images(&ask("alice", "!board").await), 1);
    }
    let told = texts(&ask("alice", "!board").await);
    assert_eq!(told, "Slow down: boards, lists, exports and analyses can be asked for again in 3 s.");
    for _ in 0..20 {
        assert!(ask("alice", "!board").await.is_empty(), "once is enough");
        assert!(ask("alice", "!export").await.is_empty(), "exports share the allowance");
    }
    assert_eq!(images(&ask("bob", "!board").await), 1, "another user has an allowance of their own");
    // Whatever draws or lists shares the allowance, wherever it is asked.
    for listing in ["!status", "!moves", "!hint", "status", "moves", "hint", "board"] {
        assert!(ask("alice", listing).await.is_empty(), "{listing} is cooled too");
    }
    for private in ["board", "hint"] {
        assert!(core.handle(&common::whisper(&channel, "alice", private)).await.is_empty(), "a private {private} too");
    }
    assert_eq!(images(&ask("alice", "d1-d3").await), 1, "a move is never cooled down");
    assert!(!ask("alice", "!status").await.is_empty(), "and it gives a list back");
    assert!(texts(&ask("alice", "!status").await).starts_with("Slow down"), "one list only");
    assert!(!texts(&ask("alice", "!help").await).is_empty(), "a cheap command is not cooled");
    clock.advance_seconds(bot::core::COOLDOWN_REFILL_MS / 1000);
    assert_eq!(images(&ask("alice", "!board").await), 1, "the allowance comes back");
}

#[tokio::test]
async fn a_give_sent_in_private_is_a_secret_deal_and_the_channel_hears_only_who() {
    use bot::core::Outgoing;
    let dir = tempfile::tempdir().unwrap();
    let url = &database_urls(&dir).await[0];
    let core = core(url, Arc::new(ManualClock::default())).await;
    let hall = unique_platform_channel("deal");
    core.handle(&say(&hall, "alice", "!challenge @bob @carol @dave quest")).await;
    for name in ["bob", "carol", "dave"] {
        core.handle(&say(&hall, name, "!accept")).await;
    }
    // Every player starts with a coin; carol gives hers to bob, on alice's turn.
    let out = core.handle(&common::whisper(&hall, "carol", "give @bob 1 gold")).await;
    let channel: Vec<&str> = out
        .iter()
        .filter_map(|o| match o {
            Outgoing::Channel { channel, text, .. } if *channel == hall => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert!(channel.iter().any(|t| t.contains("make a deal in private")), "{}", texts(&out));
    assert!(channel.iter().all(|t| !t.contains("gold")), "what was given stays private: {channel:?}");
    let told = |who: &str| -> String {
        let lines = out.iter().filter_map(|o| match o {
            Outgoing::Private { user, text, .. } if user.name == who => Some(text.as_str()),
            Outgoing::Channel { channel, text, .. } if channel.channel == format!("dm-{who}") => Some(text.as_str()),
            _ => None,
        });
        lines.collect::<Vec<_>>().join("\n")
    };
    for who in ["carol", "bob"] {
        assert!(told(who).contains("Your deal:") && told(who).contains("one gold coin"), "{who}: {}", texts(&out));
    }
    assert!(!told("dave").contains("Your deal"), "{}", texts(&out));
    // Typed in the channel, a give stays public.
    let public = texts(&core.handle(&say(&hall, "dave", "give @alice 1 gold")).await);
    assert!(public.contains("gives") && public.contains("one gold coin"), "{public}");
}

#[tokio::test]
async fn a_quest_turn_posts_one_image_at_its_end_not_one_after_the_roll() {
    use bot::core::Outgoing;
    let dir = tempfile::tempdir().unwrap();
    let url = &database_urls(&dir).await[0];
    let core = core(url, Arc::new(ManualClock::default())).await;
    let hall = unique_platform_channel("walk");
    core.handle(&say(&hall, "alice", "!challenge @bob @carol @dave quest")).await;
    for name in ["bob", "carol", "dave"] {
        core.handle(&say(&hall, name, "!accept")).await;
    }
    let in_hall = |out: &[Outgoing]| -> Vec<Outgoing> {
        out.iter().filter(|o| matches!(o, Outgoing::Channel { channel, .. } if *channel == hall)).cloned().collect()
    };
    let rolled = core.handle(&say(&hall, "alice", "move")).await;
    assert!(texts(&rolled).contains("🎲"), "the roll is announced: {}", texts(&rolled));
    assert_eq!(images(&in_hall(&rolled)), 0, "no board after the roll: {}", texts(&rolled));
    let walked = core.handle(&say(&hall, "alice", "stay")).await;
    assert_eq!(images(&in_hall(&walked)), 1, "the board once, at the turn's end: {}", texts(&walked));
}

#[tokio::test]
async fn answers_are_classed_by_what_they_are_so_only_changes_are_kept_when_a_chat_backs_up() {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&format!("sqlite://{}/games.db", dir.path().display()), Arc::new(ManualClock::default())).await;
    let channel = unique_channel("classes");
    let changes = async |who: &str, text: &str| core.handle_classed(&say(&channel, who, text)).await.1;
    assert!(changes("alice", "!challenge @bob hnefatafl").await, "a challenge");
    assert!(changes("bob", "!accept").await, "an acceptance");
    for shown in ["!board", "!status", "status", "moves", "hint", "!help", "!rules hnefatafl"] {
        assert!(!changes("alice", shown).await, "{shown} only shows");
    }
    assert!(changes("alice", "d1-d9").await, "a refused move's answer is a move's");
    assert!(changes("alice", "d1-d3").await, "a move");
    let private = |text: &str| common::whisper(&channel, "bob", text);
    assert!(!core.handle_classed(&private("board")).await.1, "a private board only shows");
    assert!(changes("bob", "!resign").await, "a resignation");
}
