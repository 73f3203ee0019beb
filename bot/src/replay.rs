//! `bot replay FILE [--game G] [--rules R] [--json]`: replays a record (or, with `--game`,
//! a bare move list; with `--rules`, under a ruleset of the game's family), verifying the
//! seed against its commitment, and prints every ply.

use std::fmt::Write;

use anyhow::{Context, bail};
use engine::{AnyMatch, GameKind, Seed};
use serde_json::json;

use crate::i18n::Lang;
use crate::record_text;

/// Largest file `replay` reads.
const MAX_RECORD_BYTES: u64 = 4 * 1024 * 1024;

pub fn run(path: &std::path::Path, game: Option<&str>, rules: Option<&str>, as_json: bool) -> anyhow::Result<String> {
    let size = std::fs::metadata(path).with_context(|| format!("cannot read {}", path.display()))?.len();
    if size > MAX_RECORD_BYTES {
        bail!("{} is {size} bytes; records are at most {MAX_RECORD_BYTES}", path.display());
    }
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {} as text", path.display()))?;
    replay_text(&text, game, rules, as_json)
}

pub fn replay_text(text: &str, game: Option<&str>, rules: Option<&str>, as_json: bool) -> anyhow::Result<String> {
    // OpenTafl's and hnefatafl.org's files are told apart by their content.
    let record = match crate::tafl_formats::read(text) {
        Some(read) => read.map_err(anyhow::Error::msg)?,
        None => record_text::parse(text).map_err(anyhow::Error::msg)?,
    };
    let kind: GameKind = match (game, record.game()) {
        (Some(given), Some(tagged)) => {
            let (given, tagged) = (given.parse::<GameKind>()?, tagged?);
            anyhow::ensure!(given == tagged, "--game {given} but the record is a {tagged} game");
            given
        }
        (Some(given), None) => given.parse()?,
        (None, Some(tagged)) => tagged?,
        (None, None) => bail!("the file has no [Game \"…\"] tag: name the game with --game"),
    };
    let seed = record.tags.get("Seed").map(|s| s.parse::<Seed>()).transpose().context("the Seed tag")?;
    if let (Some(seed), Some(commitment)) = (seed, record.tags.get("SeedCommitment")) {
        anyhow::ensure!(
            seed.commitment() == commitment.to_ascii_lowercase(),
            "the seed does not match its commitment: the record was altered"
        );
    }
    let mut options: Vec<String> =
        record.tags.get("Options").map(|o| o.split_whitespace().map(str::to_owned).collect()).unwrap_or_default();
    if let Some(rules) = rules {
        let given = format!("rules={rules}");
        let tagged = options.iter().find(|o| o.starts_with("rules="));
        anyhow::ensure!(tagged.is_none_or(|t| *t == given), "--rules {rules} but the record has {}", tagged.unwrap());
        options.retain(|o| !o.starts_with("rules="));
        options.push(given);
    }
    let options: Vec<&str> = options.iter().map(String::as_str).collect();
    let seats = match record.tags.get("Seats") {
        Some(s) => s.parse().context("the Seats tag")?,
        None => kind.info().min_players,
    };
    let plies = AnyMatch::replay_movetext(kind, &options, seats, seed, &record.movetext)?;
    let mut out = String::new();
    for ply in &plies {
        if as_json {
            let line = json!({
                "ply": ply.ply,
                "player": ply.player,
                "move": ply.notation,
                "events": ply.events.iter().map(|e| e.data.clone()).collect::<Vec<_>>(),
                "captured": ply.events.iter().flat_map(|e| e.captured.clone()).collect::<Vec<_>>(),
                "legal_moves": ply.legal_moves,
                "outcome": ply.outcome,
            });
            writeln!(out, "{line}")?;
        } else {
            let events: Vec<String> = ply.events.iter().map(|e| Lang::En.text(&e.message)).collect();
            writeln!(out, "{}. {} {}: {}", ply.ply, ply.player, ply.notation, events.join(" "))?;
            if let Some(outcome) = ply.outcome {
                writeln!(out, "Result: {outcome}")?;
            }
        }
    }
    if !as_json && seed.is_some() {
        writeln!(out, "Seed verified against its commitment.")?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bare_move_list_replays_with_json_per_ply() {
        let out = replay_text("d1-d4 f4-f3\na4-a3", Some("hnefatafl"), None, true).unwrap();
        let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0]["ply"], 1);
        assert_eq!(lines[0]["player"], "attackers");
        assert_eq!(lines[1]["player"], "defenders");
        assert_eq!(lines[0]["move"], "d1-d4");
        assert_eq!(lines[0]["outcome"], serde_json::Value::Null);
        assert!(lines[2]["legal_moves"].as_u64().unwrap() > 0);
    }

    #[test]
    fn an_illegal_move_in_a_list_is_reported_with_its_ply() {
        let err = replay_text("d1-d4 d4-d5", Some("hnefatafl"), None, false).unwrap_err();
        assert!(err.to_string().contains("ply 2"), "{err}");
    }

    #[test]
    fn a_seed_that_does_not_match_its_commitment_is_refused() {
        let seed = Seed::from_bytes([1; 32]);
        let other = Seed::from_bytes([2; 32]);
        let text =
            format!("[Game \"hnefatafl\"]\n[Seed \"{seed}\"]\n[SeedCommitment \"{}\"]\n\n1. d1-d4", other.commitment());
        assert!(replay_text(&text, None, None, false).unwrap_err().to_string().contains("commitment"));
        let text =
            format!("[Game \"hnefatafl\"]\n[Seed \"{seed}\"]\n[SeedCommitment \"{}\"]\n\n1. d1-d4", seed.commitment());
        assert!(replay_text(&text, None, None, false).unwrap().contains("verified"));
    }

    #[test]
    fn a_landover_record_replays_with_its_seed_and_every_roll_is_checked() {
        let seed = Seed::from_bytes([9; 32]);
        let mut m = AnyMatch::new(GameKind::Landover, &["theme=metalegno"], 2, seed).unwrap();
        // The h8 rook attacks the spy at once, then plies follow a fixed pattern.
        m.play_text(engine::Seat(0), "h8 h7").unwrap();
        for ply in 0..60 {
            let engine::Turn::Player(seat) = m.turn() else { break };
            let moves = m.legal_moves(seat);
            m.play_text(seat, &moves[(ply * 7) % moves.len()]).unwrap();
        }
        let movetext = m.numbered_movetext();
        assert!(movetext.contains("1. h8-h7 {"), "{movetext}");
        let header = format!(
            "[Game \"landover\"]\n[Options \"theme=metalegno\"]\n[Seed \"{seed}\"]\n[SeedCommitment \"{}\"]\n\n",
            seed.commitment()
        );
        let out = replay_text(&format!("{header}{movetext}"), None, None, false).unwrap();
        assert!(out.starts_with("1. highlands h8-h7: ⚔ Clan ram band attacks Saboteur spy on h7"), "{out}");
        assert!(out.contains("Seed verified"), "{out}");
        // Change the first roll: the seed gives another.
        let first = movetext.split_whitespace().find(|t| t.starts_with('{')).unwrap();
        let other = if first == "{1}" { "{2}" } else { "{1}" };
        let tampered = format!("{header}{}", movetext.replacen(first, other, 1));
        assert!(replay_text(&tampered, None, None, false).unwrap_err().to_string().contains("chance outcome"));
    }

    #[test]
    fn the_game_must_be_known() {
        assert!(replay_text("d1-d4", None, None, false).is_err());
        assert!(replay_text("[Game \"hnefatafl\"]\nd1-d4", Some("chess"), None, false).is_err());
    }

    #[test]
    fn a_move_list_replays_under_a_ruleset_named_with_rules() {
        // A recorded Copenhagen game (bot/tests/data): the defenders' d3-d1 brackets
        // the attackers' b1 and c1 against the a1 corner, a shieldwall.
        let moves = "h1-h3 d6-d3 f2-c2 f4-i4 g1-i1 e5-b5 b6-c6 f5-c5 a7-c7 f6-f2 j6-j2 f2-d2 d1-b1 b5-b2 \
                     e1-c1 d2-c2 a5-b5 d3-d1";
        let out = replay_text(moves, Some("hnefatafl"), Some("copenhagen"), true).unwrap();
        let last: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
        assert_eq!((&last["move"], &last["captured"]), (&json!("d3-d1"), &json!(["b1", "c1"])));
        let classic = replay_text(moves, Some("hnefatafl"), None, true).unwrap();
        let last: serde_json::Value = serde_json::from_str(classic.lines().last().unwrap()).unwrap();
        assert_eq!(last["captured"], json!([]), "the seed's rules have no shieldwall");
        let tagged = format!("[Game \"hnefatafl\"]\n[Options \"rules=tablut\"]\n\n{moves}");
        let err = replay_text(&tagged, None, Some("copenhagen"), false).unwrap_err();
        assert!(err.to_string().contains("--rules copenhagen but the record has rules=tablut"), "{err}");
    }
}
