//! External engines as opponents (`challenge engine:<name>`), played through the console
//! against the fake engines of bot/tests/engines: one script per protocol that plays a
//! recorded Copenhagen game's moves, writes chatter no chat may show, and crashes, hangs
//! or answers an illegal move when asked to.

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use bot::console::Console;
use bot::core::Settings;
use common::{ManualClock, core_with};
use engine::{AnyMatch, GameKind, Seat, Seed};

/// The first recorded Copenhagen game that our rules end within 20 to 60 plies: its moves.
fn short_decided_game() -> Vec<String> {
    let path = format!("{}/tests/data/copenhagen-games.csv", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    for line in text.lines() {
        let moves: Vec<String> = line
            .split(',')
            .next()
            .unwrap_or_default()
            .split_whitespace()
            .map(|token| token.split('x').next().unwrap().to_owned())
            .collect();
        if !(20..=60).contains(&moves.len()) || moves.iter().any(|m| m == "timeout") {
            continue;
        }
        let mut game = AnyMatch::new(GameKind::Hnefatafl, &["rules=copenhagen"], 2, Seed::from_bytes([0; 32])).unwrap();
        let played = moves.iter().enumerate().all(|(ply, mv)| game.play_text(Seat(ply as u8 % 2), mv).is_ok());
        if played && game.outcome().is_some() {
            return moves;
        }
    }
    panic!("no short decided game among the records");
}

/// A console whose operator named the fake engine of `protocol` as `fake`, run with
/// `extra` arguments, each move within `think_ms`.
async fn console(
    dir: &tempfile::TempDir,
    protocol: &str,
    extra: &str,
    think_ms: u64,
) -> (Console, Arc<bot::core::Core>) {
    let moves = dir.path().join("moves.txt");
    std::fs::write(&moves, short_decided_game().join(" ")).unwrap();
    let script = format!("{}/tests/engines/fake_{protocol}.py", env!("CARGO_MANIFEST_DIR"));
    let command = format!("fake:{protocol}:python3 -B {script} --moves {} {extra}", moves.display());
    let settings = Settings {
        engines: vec![engines::Spec::parse(&command).unwrap()],
        engine_think_ms: think_ms,
        ..Settings::default()
    };
    let url = format!("sqlite://{}/t.db", dir.path().display());
    let core = Arc::new(core_with(&url, Arc::new(ManualClock::default()), settings).await);
    (Console::new(core.clone(), dir.path().join("boards"), "club"), core)
}

/// No line of the engine's own reaches the chat.
fn assert_clean(said: &str) {
    assert!(!said.contains("@everyone") && !said.contains("nitro") && !said.contains("<b>"), "{said}");
}

#[tokio::test]
async fn a_fake_engine_of_each_protocol_plays_a_whole_game_through_the_console() {
    let moves = short_decided_game();
    for protocol in ["uci", "otep", "gtp"] {
        let dir = tempfile::tempdir().unwrap();
        let (mut console, core) = console(&dir, protocol, "", 5_000).await;
        let listed = console.line("alice: !engines").await.unwrap();
        assert!(listed.contains(&format!("fake ({protocol}): ")) && listed.contains("copenhagen"), "{listed}");
        let mut said =
            console.line("alice: !challenge engine:fake hnefatafl rules=copenhagen side=attackers").await.unwrap();
        assert!(said.contains("fake"), "{protocol}: {said}");
        for (ply, mv) in moves.iter().enumerate().step_by(2) {
            assert_clean(&said);
            if ply + 1 < moves.len() {
                let answer = moves[ply + 1].replace('-', "–");
                said = console.line(&format!("alice: {mv}")).await.unwrap();
                assert!(said.contains(&answer), "{protocol}: ply {ply}, the engine's {answer} in: {said}");
            } else {
                said = console.line(&format!("alice: {mv}")).await.unwrap();
            }
        }
        assert_clean(&said);
        assert!(said.contains("wins") || said.contains("draw"), "{protocol}: the game's end: {said}");
        let status = console.line("alice: !status").await.unwrap();
        assert!(!status.contains("to move"), "{protocol}: over: {status}");
        assert_eq!(core.engines_running(), 0, "{protocol}: the engine's process is gone with its game");
    }
}

/// Plays alice's first move against the fake `protocol` engine started with `extra`, and
/// what the channel said, and how long the engine's turn took.
async fn first_exchange(protocol: &str, extra: &str, think_ms: u64) -> (String, Duration, Arc<bot::core::Core>) {
    let dir = tempfile::tempdir().unwrap();
    let (mut console, core) = console(&dir, protocol, extra, think_ms).await;
    console.line("alice: !challenge engine:fake hnefatafl rules=copenhagen side=attackers").await.unwrap();
    let first = short_decided_game()[0].clone();
    let started = Instant::now();
    let said = console.line(&format!("alice: {first}")).await.unwrap();
    let took = started.elapsed();
    std::mem::forget(dir);
    (said, took, core)
}

#[tokio::test]
async fn a_crashing_engine_loses_cleanly_and_its_process_is_gone() {
    for protocol in ["uci", "otep", "gtp"] {
        let (said, _, core) = first_exchange(protocol, "--crash-at 1", 3_000).await;
        assert!(said.contains("The engine fake stopped running, so it loses the game."), "{protocol}: {said}");
        assert!(said.contains("alice (attackers) wins"), "{protocol}: {said}");
        assert_clean(&said);
        assert_eq!(core.engines_running(), 0);
    }
}

#[tokio::test]
async fn a_hanging_engine_loses_within_its_budget() {
    for protocol in ["uci", "otep", "gtp"] {
        let (said, took, core) = first_exchange(protocol, "--hang-at 1", 400).await;
        assert!(said.contains("The engine fake gave no move within"), "{protocol}: {said}");
        assert!(said.contains("alice (attackers) wins"), "{protocol}: {said}");
        // The budget, the grace for reading and writing, and the start of a Python.
        assert!(took < Duration::from_millis(400) + engines::GRACE + Duration::from_secs(4), "{protocol}: {took:?}");
        assert_eq!(core.engines_running(), 0, "{protocol}: the hanging process was killed");
    }
}

#[tokio::test]
async fn an_illegal_answer_is_refused_and_loses() {
    for protocol in ["uci", "otep", "gtp"] {
        let (said, _, _) = first_exchange(protocol, "--illegal-at 1", 3_000).await;
        assert!(
            said.contains("The engine fake answered an illegal move (a1-b1), so it loses the game."),
            "{protocol}: {said}"
        );
        assert!(!said.contains("a1-b1\n") && said.contains("alice (attackers) wins"), "{protocol}: {said}");
    }
}

#[tokio::test]
async fn a_challenge_names_a_configured_engine_and_a_game_its_protocol_can_tell() {
    let dir = tempfile::tempdir().unwrap();
    let (mut console, _) = console(&dir, "gtp", "", 3_000).await;
    let unknown = console.line("alice: !challenge engine:nobody hnefatafl").await.unwrap();
    assert!(unknown.contains("There is no engine named nobody here"), "{unknown}");
    let gype = console.line("alice: !challenge engine:fake gype").await.unwrap();
    assert!(gype.contains("The engine fake plays Hnefatafl only."), "{gype}");
    let brandubh = console.line("alice: !challenge engine:fake hnefatafl rules=brandubh").await.unwrap();
    assert!(brandubh.contains("The engine fake does not play brandubh: it plays copenhagen."), "{brandubh}");
    let position = "position=/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
    let from =
        console.line(&format!("alice: !challenge engine:fake hnefatafl rules=brandubh {position}")).await.unwrap();
    assert!(from.contains("does not play brandubh"), "{from}");
}

#[test]
fn our_engine_passes_its_own_protocols_driven_by_the_same_client_in_reverse() {
    // `bot engine` on each side of a game, each asked by the client that asks external
    // engines: every move it gives is checked legal by the client before it is played.
    let program = env!("CARGO_BIN_EXE_bot");
    for (protocol, rules, plies) in [("uci", "brandubh", 400), ("otep", "brandubh", 400), ("gtp", "copenhagen", 60)] {
        let spec = |side: &str| {
            engines::Spec::parse(&format!("ours-{side}:{protocol}:{program} engine --protocol {protocol} --level 1"))
                .unwrap()
        };
        let mut players = [
            engines::Player::new(spec("a"), engine::tafl::Side::Attackers),
            engines::Player::new(spec("d"), engine::tafl::Side::Defenders),
        ];
        let options = format!("rules={rules}");
        let mut game = AnyMatch::new(GameKind::Hnefatafl, &[options.as_str()], 2, Seed::from_bytes([0; 32])).unwrap();
        while game.outcome().is_none() && game.plies() < plies {
            let seat = Seat(game.plies() as u8 % 2);
            let player = &mut players[seat.index()];
            let mv = player.choose(&game, Duration::from_millis(300)).unwrap_or_else(|e| panic!("{protocol}: {e:?}"));
            game.play_text(seat, &mv.to_string()).unwrap();
            assert!(player.is_running(), "{protocol}: the process is kept between moves");
        }
        assert!(game.plies() >= 10, "{protocol}: {} plies", game.plies());
        for player in &mut players {
            player.finish(game.outcome().as_ref());
            assert!(!player.is_running());
        }
    }
}

#[test]
fn each_fake_engines_protocol_is_found_by_starting_it_once() {
    let dir = tempfile::tempdir().unwrap();
    let moves = dir.path().join("moves.txt");
    std::fs::write(&moves, "d1-d3").unwrap();
    for (protocol, expected) in
        [("uci", engines::Protocol::Uci), ("otep", engines::Protocol::Otep), ("gtp", engines::Protocol::Gtp)]
    {
        let script = format!("{}/tests/engines/fake_{protocol}.py", env!("CARGO_MANIFEST_DIR"));
        let args = ["-B".to_owned(), script, "--moves".to_owned(), moves.display().to_string()];
        assert_eq!(engines::detect("python3", &args), Ok(expected), "{protocol}");
    }
}

#[test]
fn the_arena_plays_our_levels_against_an_engine_and_an_engine_that_fails_loses() {
    // `arena brandubh 1 engine:…` as the arena binary plays it: our level 1 against
    // `bot engine` in OpenTafl's protocol, two games, one in each seat.
    use ai::arena::{Outside, Player, Series, Tally};
    let program = env!("CARGO_BIN_EXE_bot");
    let ours = engines::Spec::parse(&format!("ours:otep:{program} engine --protocol otep --level 1")).unwrap();
    let games = std::sync::Mutex::new(Vec::new());
    let make = |_: u8, seat: Seat| -> Box<dyn Outside> {
        let side = engines::side_of(seat);
        Box::new(engines::Contender::new(engines::Player::new(ours.clone(), side), Duration::from_millis(300)))
    };
    let series = Series {
        kind: GameKind::Hnefatafl,
        options: &["rules=brandubh"],
        seats: 2,
        contender: Player::Ai(ai::Level::MIN),
        field: Player::Outside(0),
        from: 0,
        games: 2,
        opening: 4,
        max_plies: 300,
        threads: 1,
        each: &|game| games.lock().unwrap().push(game),
        outside: Some(&make),
    };
    let tally: Tally = series.run().into_iter().sum();
    assert_eq!(tally.games(), 2);
    let games = games.lock().unwrap().clone();
    assert!(games.iter().all(|g| g.failed.is_none() && g.plies > 4), "{games:?}");

    // An engine that cannot start loses every game, with the reason.
    let missing = engines::Spec::parse("gone:uci:/nonexistent/engine").unwrap();
    let make = |_: u8, seat: Seat| -> Box<dyn Outside> {
        let side = engines::side_of(seat);
        Box::new(engines::Contender::new(engines::Player::new(missing.clone(), side), Duration::from_millis(300)))
    };
    let failed = std::sync::Mutex::new(Vec::new());
    let series = Series { outside: Some(&make), each: &|game| failed.lock().unwrap().push(game), ..series };
    let tally: Tally = series.run().into_iter().sum();
    assert_eq!((tally.wins, tally.games()), (2, 2), "our level wins both");
    assert!(failed.into_inner().unwrap().iter().all(|g| g.failed.as_ref().is_some_and(|(_, why)| why == "NotStarted")));
}

#[tokio::test]
async fn an_engines_turn_left_waiting_is_found_and_played_after_a_restart() {
    // The challenge starts with the engine to move, and the process that took it stops
    // before the engine moved: the next process finds the match (SQLite and PostgreSQL)
    // and asks a fresh engine.
    let dir = tempfile::tempdir().unwrap();
    let moves = dir.path().join("moves.txt");
    let game = short_decided_game();
    std::fs::write(&moves, game.join(" ")).unwrap();
    let script = format!("{}/tests/engines/fake_uci.py", env!("CARGO_MANIFEST_DIR"));
    let spec = engines::Spec::parse(&format!("fake:uci:python3 -B {script} --moves {}", moves.display())).unwrap();
    let settings = || Settings { engines: vec![spec.clone()], ..Settings::default() };
    for url in common::database_urls(&dir).await {
        let channel = common::unique_channel("engine-restart");
        // Posted at once, without waiting for the engine's answer.
        let at_once = Settings { exchange_wait_ms: 0, ..settings() };
        let first = core_with(&url, Arc::new(ManualClock::default()), at_once).await;
        let start = "!challenge engine:fake hnefatafl rules=copenhagen side=defenders";
        let started = common::texts(&first.handle(&common::say(&channel, "alice", start)).await);
        assert!(started.contains("attackers: fake") && !started.contains("Attackers: "), "{url}: {started}");
        drop(first);
        let next = core_with(&url, Arc::new(ManualClock::default()), settings()).await;
        let played = common::texts(&next.play_ai(&channel.platform).await);
        assert!(played.contains(&format!("Attackers: {}", game[0].replace('-', "–"))), "{url}: {played}");
    }
}
