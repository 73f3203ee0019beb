//! Skirmish through the chat core: the comparison table of `rules skirmish` checked cell
//! by cell against an enumeration of two dice, a warband edit, deployment, the roll-off,
//! `info` for players and spectators, refusals with their reasons, a restart, and a
//! one-round battle to its result.

mod common;

use std::sync::Arc;

use common::{ManualClock, core, database_urls, images, say, texts, unique_channel};

/// The chance, in percent, that 2d6 succeeds against X vs Y by our table's rules,
/// enumerated here independently of the engine.
fn enumerated(x: i32, y: i32) -> (i32, f64) {
    let target = (7 + x - y).clamp(2, 12);
    let mut wins = 0;
    for a in 1..=6 {
        for b in 1..=6 {
            let sum = a + b;
            if sum != 12 && sum <= target {
                wins += 1;
            }
        }
    }
    (target, f64::from(wins) * 100.0 / 36.0)
}

#[tokio::test]
async fn the_rules_table_prints_every_cell_with_its_exact_chance() {
    let dir = tempfile::tempdir().unwrap();
    let url = database_urls(&dir).await.remove(0);
    let core = core(&url, Arc::new(ManualClock::default())).await;
    let hall = unique_channel("skirmish-rules");
    let summary = texts(&core.handle(&say(&hall, "alice", "!rules skirmish")).await);
    assert!(summary.chars().count() < 1_500, "{summary}");
    assert!(
        summary.contains("!rules skirmish <topic>, with topics warbands, dice, move, assault, shoot, end"),
        "{summary}"
    );
    let text = texts(&core.handle(&say(&hall, "alice", "!rules skirmish dice")).await);
    let rows: Vec<&str> = text.lines().skip_while(|l| !l.starts_with("Y\\X")).skip(1).take(7).collect();
    assert_eq!(rows.len(), 7, "{text}");
    for (y, row) in (1..=7).zip(rows) {
        let cells: Vec<&str> = row.split_whitespace().skip(1).collect();
        assert_eq!(cells.len(), 7, "{row}");
        for (x, cell) in (1..=7).zip(cells) {
            let (target, chance) = enumerated(x, y);
            assert_eq!(cell, format!("{target}:{chance:.1}%"), "X {x}, Y {y}");
        }
    }
}

#[tokio::test]
async fn a_skirmish_is_set_up_fought_and_ended_in_the_channel() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let hall = unique_channel("skirmish");
        let challenge = "!challenge @bob skirmish map=open size=16 amber=elves blue=raiders rounds=1";
        core.handle(&say(&hall, "alice", challenge)).await;
        let text = texts(&core.handle(&say(&hall, "bob", "!accept")).await);
        assert!(text.contains("amber: alice, blue: bob"), "{text}");
        assert!(text.contains("alice (amber): deploy in your three edge rows"), "{text}");

        let text = texts(&core.handle(&say(&hall, "alice", "warband add archer")).await);
        assert!(text.contains("amber's warband now has 7 models."), "{text}");
        let text = texts(&core.handle(&say(&hall, "alice", "deploy #2 c5")).await);
        assert!(text.contains("c5 is outside your three deployment rows."), "{text}");
        let text = texts(&core.handle(&say(&hall, "bob", "deploy auto")).await);
        assert!(text.contains("It is alice's turn"), "{text}");
        core.handle(&say(&hall, "alice", "deploy #1 c3")).await;
        core.handle(&say(&hall, "alice", "deploy auto")).await;
        let out = core.handle(&say(&hall, "bob", "deploy auto")).await;
        let text = texts(&out);
        assert!(text.contains("Roll-off: amber"), "{text}");
        assert_eq!(images(&out), 1, "the board follows every move");
        let (first, second) = if text.contains("amber plays first") { ("alice", "bob") } else { ("bob", "alice") };
        assert!(text.contains("Round 1,") && text.contains("movement phase"), "{text}");
        assert!(text.contains("round 1 of 1, movement: move, march or run your models"), "{text}");

        let text = texts(&core.handle(&say(&hall, "carol", "info A1")).await);
        assert!(text.contains("A1, warden: V5 F4 R3/3 M5 C5 T5, armour 1; c3; ready."), "{text}");
        assert!(text.contains("long sword: strength F+1, penetration 1."), "{text}");
        let text = texts(&core.handle(&say(&hall, first, "!info #3")).await);
        let letter = if first == "alice" { 'A' } else { 'B' };
        assert!(text.starts_with(&format!("{letter}3, ")), "{text}");
        let far = if first == "alice" { "move #1 h14" } else { "move #1 h3" };
        let text = texts(&core.handle(&say(&hall, first, far)).await);
        assert!(text.contains("No path within"), "{text}");
        let text = texts(&core.handle(&say(&hall, first, "shoot #2 B1")).await);
        assert!(text.contains("It is the movement phase; that order belongs to the shooting phase"), "{text}");

        // An order within the phase is told in text; the board comes when the phase
        // closes, or when someone asks for it.
        let info = texts(&core.handle(&say(&hall, first, "info #1")).await);
        let square = info.split("; ").nth(1).unwrap_or_else(|| panic!("a square in {info}"));
        let (file, rank) = square.split_at(1);
        let rank: u8 = rank.parse().unwrap();
        let step = if first == "alice" { rank + 1 } else { rank - 1 };
        let out = core.handle(&say(&hall, first, &format!("move #1 {file}{step}"))).await;
        assert!(texts(&out).contains(&format!("{file}{step}")), "{}", texts(&out));
        assert_eq!(images(&out), 0, "an order within a phase: {}", texts(&out));
        assert_eq!(images(&core.handle(&say(&hall, "carol", "!board")).await), 1);

        // A restart loses nothing.
        let core = common::core(&url, clock.clone()).await;
        let mut last = String::new();
        for player in [first, first, first, second, second, second] {
            let out = core.handle(&say(&hall, player, "next")).await;
            assert_eq!(images(&out), 1, "{}", texts(&out));
            last = texts(&out);
        }
        assert!(last.contains("The round limit is reached. Models removed: amber 0, blue 0."), "{last}");
        assert!(last.contains("The game is drawn."), "{last}");
    }
}
