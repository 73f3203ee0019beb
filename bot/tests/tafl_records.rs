//! Recorded human games of Copenhagen Hnefatafl and Brandubh (bot/tests/data) replayed
//! with `bot replay --game hnefatafl --rules R --json`: every move is legal and captures
//! the pieces the record says, and a game our rules end has the recorded winner.

use bot::replay::replay_text;
use serde_json::Value;

/// What replaying a file found.
#[derive(Debug, Default)]
struct Replayed {
    games: usize,
    /// Games our rules ended, each with the recorded winner.
    ended: usize,
    /// Games our rules ended by a third repetition while the record goes on: the server
    /// that recorded them counted repeated moves, not positions (docs/hnefatafl.md).
    repeated: usize,
}

/// The plies of `moves` replayed as JSON, one object per ply.
fn replayed(moves: &[&str], rules: &str) -> anyhow::Result<Vec<Value>> {
    let out = replay_text(&moves.join(" "), Some("hnefatafl"), Some(rules), true)?;
    Ok(out.lines().map(|l| serde_json::from_str(l).expect("one JSON object per line")).collect())
}

fn replay(file: &str, rules: &str) -> Replayed {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut found = Replayed::default();
    for (n, line) in text.lines().enumerate() {
        let fields: Vec<&str> = line.split(',').collect();
        let (Some(record), Some(&result)) = (fields.first(), fields.last()) else { continue };
        if result.is_empty() {
            continue;
        }
        found.games += 1;
        let tokens: Vec<&str> = record.split_whitespace().filter(|t| *t != "timeout").collect();
        let moves: Vec<&str> = tokens.iter().map(|t| t.split('x').next().unwrap_or_default()).collect();
        let plies = match replayed(&moves, rules) {
            Ok(plies) => plies,
            // A move after our rules ended the game: only a third repetition may do that.
            Err(e) if e.to_string().contains("play-game-over") => {
                let ply: usize =
                    e.to_string().split("ply ").nth(1).and_then(|t| t.split(':').next()?.parse().ok()).unwrap();
                let plies = replayed(&moves[..ply - 1], rules).unwrap();
                let last = plies.last().unwrap();
                let events = last["events"].as_array().unwrap();
                assert!(events.iter().any(|e| e["type"] == "repetition"), "line {}: {last}", n + 1);
                found.repeated += 1;
                plies
            }
            Err(e) => panic!("line {}: {e}", n + 1),
        };
        for (ply, token) in plies.iter().zip(&tokens) {
            let mut recorded: Vec<&str> = token.split('x').skip(1).collect();
            recorded.sort();
            recorded.dedup();
            // The records leave out a captured king.
            let king_taken = |s: &str| {
                ply["events"].as_array().unwrap().iter().any(|e| e["type"] == "king_captured" && e["square"] == s)
            };
            let mut ours: Vec<&str> = ply["captured"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(Value::as_str)
                .filter(|s| !king_taken(s))
                .collect();
            ours.sort();
            ours.dedup();
            assert_eq!(ours, recorded, "line {}: captures of {token}", n + 1);
        }
        let outcome = plies.last().and_then(|p| p["outcome"].as_str());
        if let Some(outcome) = outcome.filter(|_| plies.len() == tokens.len()) {
            found.ended += 1;
            let winner = match outcome {
                "attackers" => "Black",
                "defenders" => "White",
                _ => "Draw",
            };
            assert_eq!(winner, result, "line {}: our result", n + 1);
        }
    }
    found
}

#[test]
fn recorded_copenhagen_games_replay_move_by_move_to_their_results() {
    let found = replay("copenhagen-games.csv", "copenhagen");
    eprintln!("copenhagen: {found:?}");
    assert_eq!(found.games, 1_752);
    // The others were resigned, timed out or left unfinished.
    assert!(found.ended >= 370, "{found:?}");
    // Third repetitions the recording server let pass.
    assert!(found.repeated <= 11, "{found:?}");
}

#[test]
fn recorded_brandubh_games_replay_move_by_move_to_their_results() {
    let found = replay("brandubh-games.csv", "brandubh");
    eprintln!("brandubh: {found:?}");
    assert_eq!(found.games, 523);
    // 14 of them end with the king taken against a corner (docs/hnefatafl.md).
    assert!(found.ended >= 105, "{found:?}");
    assert!(found.repeated <= 5, "{found:?}");
}
