//! A whole game against the AI through the console, for each of the five games, with
//! several AI seats in the games of more players: the AI accepts at once, its moves are
//! announced and drawn like a person's, its secret choices stay secret, its private
//! messages go nowhere, and every game reaches a result.
//!
//! The people in these games play uniformly random legal moves (the test's own choice,
//! seeded), typed through the console: in the channel, or with `/dm` when the move is
//! secret.

mod common;

use std::sync::Arc;

use bot::console::Console;
use bot::model::{ChannelKey, awaited};
use bot::storage::Storage;
use common::{ManualClock, core};
use engine::{AnyMatch, Turn};

/// The most moves the people may make before the test calls the game stuck.
const LIMIT: usize = 3_000;

struct Table {
    console: Console,
    storage: Storage,
    hall: ChannelKey,
    choice: u64,
    /// Everything the console printed.
    transcript: String,
    _dir: tempfile::TempDir,
}

impl Table {
    async fn new(seed: u64) -> Table {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/ai.db", dir.path().display());
        let core = core(&url, Arc::new(ManualClock::default())).await;
        core.seed_matches_from(seed);
        let console = Console::new(core, dir.path().join("boards"), "hall");
        let storage = Storage::connect(&url).await.unwrap();
        let hall = ChannelKey::new("console", "hall", None);
        Table { console, storage, hall, choice: seed, transcript: String::new(), _dir: dir }
    }

    async fn line(&mut self, line: &str) -> String {
        let printed = self.console.line(line).await.unwrap();
        self.transcript.push_str(&format!("> {line}\n{printed}"));
        printed
    }

    fn pick(&mut self, n: usize) -> usize {
        self.choice = self.choice.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (self.choice >> 33) as usize % n
    }

    /// The people play random legal moves until the match ends; the console plays the
    /// AI's turns after each line.
    async fn play_out(&mut self) {
        for _ in 0..LIMIT {
            let Some(stored) = self.storage.active_match(&self.hall).await.unwrap() else { return };
            let game: &AnyMatch = &stored.game;
            let person = awaited(game).into_iter().find(|s| !stored.players[s.index()].is_ai());
            let Some(seat) = person else {
                panic!("the match waits for the AI alone after the console's turn:\n{}", self.tail());
            };
            let moves = game.legal_moves(seat);
            assert!(!moves.is_empty(), "{} has no move:\n{}", stored.players[seat.index()].name, self.tail());
            let text = moves[self.pick(moves.len())].clone();
            let secret = matches!(game.turn(), Turn::Simultaneous(_)) || game.is_secret_text(&text);
            let name = stored.players[seat.index()].name.clone();
            let line = if secret { format!("{name}: /dm {text}") } else { format!("{name}: {text}") };
            self.line(&line).await;
        }
        panic!("the game did not end within {LIMIT} moves of the people:\n{}", self.tail());
    }

    fn tail(&self) -> String {
        let lines: Vec<&str> = self.transcript.lines().collect();
        lines[lines.len().saturating_sub(40)..].join("\n")
    }

    /// Checks what every game against the AI must show, and returns the result line.
    fn assert_played_fairly(&self, ai: &str) -> String {
        let t = &self.transcript;
        assert!(!t.contains("[dm @AI"), "the AI's private messages go nowhere");
        assert!(!t.contains("(console:"), "the console failed:\n{}", self.tail());
        assert!(!t.contains("Sorry"), "no apology:\n{}", self.tail());
        // The AI is seated by name ("defenders: AI 2"); its moves come in the same post as
        // the move they answer, with one board after both.
        assert!(t.contains(&format!(": {ai}")), "{ai} is seated by name:\n{}", self.tail());
        let result = t.lines().rev().find(|l| l.ends_with(" wins!") || l.ends_with("The game is drawn."));
        result.unwrap_or_else(|| panic!("the game ends with a result:\n{}", self.tail())).to_owned()
    }
}

#[tokio::test]
async fn a_whole_hnefatafl_game_against_the_ai_at_level_2() {
    let mut table = Table::new(11).await;
    let started = table.line("alice: !challenge ai hnefatafl level=2").await;
    assert!(started.contains("Match #1: Hnefatafl"), "the AI accepts at once: {started}");
    assert!(started.contains("attackers: alice, defenders: AI 2"), "{started}");
    table.play_out().await;
    let result = table.assert_played_fairly("AI 2");
    eprintln!("{result}");
    // Each exchange (alice's move and the AI's answer) is followed by one board.
    let exchanges = table.transcript.lines().filter(|l| l.contains("alice (attackers) to play")).count();
    let boards = table.transcript.lines().filter(|l| l.contains("(board image:")).count();
    assert!(boards + 2 >= exchanges && boards <= exchanges + 2, "{boards} boards for {exchanges} exchanges");
}

#[tokio::test]
async fn a_whole_landover_game_against_the_ai_with_its_dice_announced() {
    let mut table = Table::new(12).await;
    let started = table.line("alice: !sfida ia landover livello=1").await;
    assert!(started.contains("AI 1"), "{started}");
    table.play_out().await;
    table.assert_played_fairly("AI 1");
    assert!(table.transcript.contains("🎲"), "combats' dice are announced:\n{}", table.tail());
}

#[tokio::test]
async fn a_whole_table_gype_game_against_two_ai_seats() {
    let mut table = Table::new(13).await;
    let started = table.line("alice: !challenge ai ai gype level=1").await;
    assert!(started.contains("AI 1") && started.contains("alice"), "{started}");
    // The set-ups are secret: the AI's arrangement is never shown before the reveal.
    table.play_out().await;
    table.assert_played_fairly("AI 1");
}

#[tokio::test]
async fn a_whole_quest_game_with_two_people_and_two_ai_seats() {
    let mut table = Table::new(14).await;
    let challenged = table.line("alice: !challenge @bob ai ai quest level=1").await;
    assert!(challenged.contains("AI 1 takes 2 seats and is ready."), "{challenged}");
    let started = table.line("bob: !accept").await;
    assert!(started.contains("alice") && started.contains("bob") && started.contains("AI 1"), "{started}");
    table.play_out().await;
    table.assert_played_fairly("AI 1");
}

#[tokio::test]
async fn a_whole_skirmish_against_the_ai() {
    let mut table = Table::new(15).await;
    table.line("alice: !challenge ai skirmish rounds=1 size=16 map=open level=1").await;
    table.play_out().await;
    table.assert_played_fairly("AI 1");
}

#[tokio::test]
async fn the_ai_playing_on_through_its_turn_is_not_prompted_between_its_actions() {
    let mut table = Table::new(15).await;
    table.line("alice: !challenge ai skirmish rounds=1 size=16 map=open level=1").await;
    let printed = table.line("alice: deploy auto").await;
    // Both warbands deploy (the AI's one order at a time), and the AI is never prompted:
    // its first order answers alice's deployment in the same post.
    assert!(printed.matches("deploys on").count() >= 12, "{printed}");
    assert_eq!(printed.matches("AI 1 (blue): deploy").count(), 0, "{printed}");
    assert!(printed.contains("alice (amber): round 1 of 1, movement"), "{printed}");
}
