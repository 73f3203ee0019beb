//! The recorded games of bot/tests/data written as OpenTafl game files (every ruleset)
//! and hnefatafl.org PGN files (Copenhagen), then read back as `bot replay` reads files:
//! the same moves, the same rules, and in OpenTafl's files the captures the record says.

mod common;

use std::sync::Arc;

use bot::replay::replay_text;
use bot::tafl_formats::{Header, otn_file, pgn_file, read};
use engine::tafl::{Ruleset, TaflMove, TaflOptions, otn};

/// A recorded game: its moves as played under our rules (a game our rules end early, by a
/// repetition the recording server let pass, stops there), each with the captures the
/// record writes.
fn games(file: &str, options: TaflOptions) -> Vec<Vec<(TaflMove, Vec<String>)>> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut games = Vec::new();
    for line in text.lines().filter(|l| !l.ends_with(',')) {
        let record = line.split(',').next().unwrap_or_default();
        let mut game: Vec<(TaflMove, Vec<String>)> = record
            .split_whitespace()
            .filter(|t| *t != "timeout")
            .map(|token| {
                let mut parts = token.split('x');
                let mv = parts.next().unwrap().parse().unwrap_or_else(|_| panic!("{token}"));
                (mv, parts.map(str::to_owned).collect())
            })
            .collect();
        let moves: Vec<TaflMove> = game.iter().map(|(mv, _)| *mv).collect();
        if let Err(ply) = otn::move_records(options, &moves) {
            game.truncate(ply - 1);
        }
        games.push(game);
    }
    games
}

fn header() -> Header {
    Header {
        event: "Recorded".into(),
        date: "2025.01.01".into(),
        attackers: "a".into(),
        defenders: "d".into(),
        ..Header::default()
    }
}

/// The squares an OTN move record captures, a captured king left out (the records leave
/// him out too), sorted.
fn captures(record: &str) -> Vec<String> {
    let taken = record.trim_end_matches(['+', '-']).split_once('x').map_or("", |(_, taken)| taken);
    let mut squares: Vec<String> =
        taken.split('/').filter(|s| !s.is_empty() && !s.starts_with('K')).map(str::to_owned).collect();
    squares.sort();
    squares.dedup();
    squares
}

fn round_trip(file: &str, ruleset: Ruleset) -> usize {
    let options = TaflOptions { ruleset, ..TaflOptions::default() };
    let mut checked = 0;
    for (n, game) in games(file, options).into_iter().enumerate() {
        let moves: Vec<TaflMove> = game.iter().map(|(mv, _)| *mv).collect();
        let played = moves.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
        let records = otn::move_records(options, &moves).unwrap();
        for ((_, recorded), record) in game.iter().zip(&records) {
            let mut recorded = recorded.clone();
            recorded.sort();
            recorded.dedup();
            assert_eq!(captures(record), recorded, "game {}: {record}", n + 1);
        }
        let otg = otn_file(&header(), options, &moves);
        let back = read(&otg).expect("an OpenTafl file").unwrap_or_else(|e| panic!("game {}: {e}\n{otg}", n + 1));
        assert_eq!(back.movetext, played, "game {}", n + 1);
        assert_eq!(back.tags["Options"], format!("rules={}", ruleset.name()));
        if ruleset == Ruleset::Copenhagen {
            let pgn = pgn_file(&header(), &moves);
            let back = read(&pgn).expect("a PGN file").unwrap();
            assert_eq!(back.movetext, played, "game {}: {pgn}", n + 1);
        }
        checked += 1;
    }
    checked
}

#[test]
fn recorded_copenhagen_games_round_trip_through_opentafl_and_hnefatafl_org_files() {
    assert_eq!(round_trip("copenhagen-games.csv", Ruleset::Copenhagen), 1_752);
}

#[test]
fn recorded_brandubh_games_round_trip_through_opentafl_files() {
    assert_eq!(round_trip("brandubh-games.csv", Ruleset::Brandubh), 523);
}

#[test]
fn bot_replay_reads_both_formats_by_their_content_and_refuses_rules_not_ours() {
    let copenhagen = TaflOptions { ruleset: Ruleset::Copenhagen, ..TaflOptions::default() };
    let moves: Vec<TaflMove> =
        ["d1-d3", "e5-e2", "g1-g3", "f4-c4", "g3-e3"].iter().map(|m| m.parse().unwrap()).collect();
    let otg = otn_file(&header(), copenhagen, &moves);
    assert!(otg.contains("\n3. g3-e3xe2\n"), "the capture is written: {otg}");
    let replayed = replay_text(&otg, None, None, false).unwrap();
    assert!(replayed.contains("5. attackers g3-e3"), "{replayed}");
    let pgn = pgn_file(&header(), &moves);
    assert!(pgn.ends_with("\n\n1. d1d3 e5e2 2. g1g3 f4c4 3. g3e3\n"), "{pgn}");
    assert_eq!(replay_text(&pgn, None, None, false).unwrap(), replayed);
    // OpenTafl's Fetlar with the defenders first, and a 13×13 board: refused, with why.
    let fetlar = "[rules:dim:11 atkf:n start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/]\n\n1. h6-h3\n";
    let refused = replay_text(fetlar, None, None, false).unwrap_err().to_string();
    assert!(refused.contains("atkf:n (the defenders moving first) is in none of our rulesets"), "{refused}");
    let big = "[rules:dim:13 start:/13/13/13/13/13/13/13/13/13/13/13/13/13/]\n";
    assert!(replay_text(big, None, None, false).unwrap_err().to_string().contains("dim:13"));
}

#[tokio::test]
async fn export_writes_the_tafl_formats_in_the_chat_and_says_when_one_does_not_fit() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/g.db", dir.path().display());
    let core = common::core(&url, Arc::new(common::ManualClock::default())).await;
    let ch = common::unique_platform_channel("formats");
    let ask = |who: &'static str, text: &'static str| {
        let core = &core;
        let ch = ch.clone();
        async move { common::texts(&core.handle(&common::say(&ch, who, text)).await) }
    };
    ask("alice", "!challenge @bob hnefatafl rules=copenhagen").await;
    ask("bob", "!accept").await;
    ask("alice", "d1-d3").await;
    let otg = ask("carol", "!export otn").await;
    assert!(otg.contains("[attackers:alice]") && otg.contains("1. d1-d3"), "{otg}");
    assert!(otg.contains("[rules:dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y start:/"), "{otg}");
    let pgn = ask("carol", "!esporta pgn #1").await;
    assert!(pgn.contains("[Site \"Games bot\"]") && pgn.contains("\n\n1. d1d3"), "{pgn}");
    ask("alice", "!resign").await;
    ask("alice", "!challenge @bob hnefatafl rules=brandubh").await;
    ask("bob", "!accept").await;
    let refused = ask("carol", "!export pgn").await;
    assert!(refused.contains("hold Copenhagen 11×11 games only"), "{refused}");
    ask("alice", "!resign").await;
    ask("alice", "!challenge @bob landover").await;
    ask("bob", "!accept").await;
    let refused = ask("carol", "!export otn").await;
    assert!(refused.contains("The otn format holds tafl games only"), "{refused}");
}

#[tokio::test]
async fn a_challenge_from_a_position_starts_there_unrated_and_its_record_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    for url in common::database_urls(&dir).await {
        let core = common::core(&url, Arc::new(common::ManualClock::default())).await;
        let ch = common::unique_platform_channel("position");
        let say = |who: &str, text: &str| common::say(&ch, who, text);
        let position = "position=/3t3/3t3/3T3/t1TKT1t/3T3/3t3/3t3/:d";
        let rated = common::texts(
            &core.handle(&say("alice", &format!("!challenge @bob hnefatafl rules=brandubh {position} rated"))).await,
        );
        assert!(rated.contains("never rated"), "{rated}");
        let bad = common::texts(
            &core.handle(&say("alice", "!challenge @bob hnefatafl rules=brandubh position=/7/7/7/7/7/7/7/")).await,
        );
        assert!(bad.contains("a king on the board"), "{bad}");
        core.handle(&say("alice", &format!("!challenge @bob hnefatafl rules=brandubh {position} side=defenders")))
            .await;
        let started = common::texts(&core.handle(&say("bob", "!accept")).await);
        assert!(started.contains("casual") && started.contains("alice (defenders) to play"), "{started}");
        common::texts(&core.handle(&say("alice", "d5-g5")).await);
        let otg = common::texts(&core.handle(&say("carol", "!export otn")).await);
        assert!(otg.contains("[position:/3t3/3t3/3T3/t1TKT1t/3T3/3t3/3t3/]") && otg.contains("1. d5-g5"), "{otg}");
        // Read back, the first move's piece says the defenders moved first.
        let from_otn = replay_text(&otg, None, None, false).unwrap();
        assert!(from_otn.contains("1. defenders d5-g5"), "{from_otn}");
        let record = common::texts(&core.handle(&say("carol", "!export")).await);
        assert!(record.contains(position), "the record keeps the start: {record}");
        let replayed = replay_text(&record, None, None, false).unwrap();
        assert!(replayed.contains("1. defenders d5-g5"), "{replayed}");
    }
}

/// OpenTafl's own game files (bot/tests/data/opentafl, their commentary left out): read
/// by `bot replay` to our rulesets, every move legal, every capture the file's.
#[test]
fn opentafls_recorded_game_files_replay_with_the_captures_they_write() {
    for (file, options, plies) in [
        ("grandmasters-2015-copenhagen.otg", "rules=copenhagen", 68),
        ("triathlon-2015-brandub.otg", "rules=brandubh", 20),
    ] {
        let path = format!("{}/tests/data/opentafl/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let record = read(&text).expect("an OpenTafl file").unwrap();
        assert!(record.tags["Options"].starts_with(options), "{file}: {:?}", record.tags);
        let replayed = replay_text(&text, None, None, true).unwrap_or_else(|e| panic!("{file}: {e}"));
        let replayed: Vec<serde_json::Value> = replayed.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        let written: Vec<&str> = text
            .lines()
            .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
            .flat_map(|l| l.split_whitespace().skip(1))
            .collect();
        assert_eq!((replayed.len(), written.len()), (plies, plies), "{file}");
        for (ply, record) in replayed.iter().zip(&written) {
            let ours: Vec<String> =
                ply["captured"].as_array().unwrap().iter().map(|s| s.as_str().unwrap().to_owned()).collect();
            assert_eq!(ours, captures(record), "{file}: {record}");
        }
    }
}

/// Two of OpenTafl's puzzle files (bot/tests/data/opentafl): small boards with corners
/// and a throne of their own, which none of our rulesets has; `bot replay` refuses each
/// with the reason.
#[test]
fn opentafls_puzzle_files_on_boards_of_their_own_are_refused_with_the_reason() {
    for (file, reason) in [("copenhagen-escape-puzzle.otg", "corner"), ("corner-endgame-puzzle.otg", "5")] {
        let path = format!("{}/tests/data/opentafl/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let refused = read(&text).expect("an OpenTafl file").expect_err("not one of our rulesets");
        assert!(refused.contains(reason), "{file}: {refused}");
        let replayed = replay_text(&text, None, None, true).expect_err("refused");
        assert!(replayed.to_string().contains(reason), "{file}: {replayed}");
    }
}
