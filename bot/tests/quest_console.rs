//! A scripted four-player game of Quest through the console adapter and the chat core,
//! to a knighting: secret actions go by private message, and the test checks what each
//! player was told privately and what the channel saw.
//!
//! The script is found by looking ahead on a copy of the stored match (which holds the
//! seed, so its future dice are known): a simple policy (act when the room allows it,
//! else walk a varying path) is tried with several variations, and the shortest that
//! reaches a knighting is played through the console, line by line.

mod common;

use std::sync::Arc;

use bot::console::Console;
use bot::model::ChannelKey;
use bot::storage::Storage;
use common::{ManualClock, core};
use engine::{AnyMatch, Seat, Turn};

const PLAYERS: [&str; 4] = ["alice", "bob", "carol", "dave"];

/// Whether an action's text must be sent privately.
fn secret(action: &str) -> bool {
    ["act", "rock", "paper", "scissors", "steal", "take"].iter().any(|w| action.starts_with(w))
}

/// The actions, with their seats, that take `game` to its end under policy `variant`;
/// `None` if it does not end within `limit` actions.
fn plan(game: &AnyMatch, variant: usize, limit: usize) -> Option<Vec<(Seat, String)>> {
    let mut game = game.clone();
    let mut script = Vec::new();
    for i in 0..limit {
        if game.outcome().is_some() {
            return Some(script);
        }
        let seat = match game.turn() {
            Turn::Player(seat) => seat,
            Turn::Simultaneous(seats) => seats[0],
            Turn::Chance | Turn::Over(_) => return None,
        };
        let moves: Vec<String> = game
            .legal_moves(seat)
            .into_iter()
            .filter(|m| !m.starts_with("give") && !m.starts_with("allow") && !m.starts_with("look"))
            .collect();
        let action = moves
            .iter()
            .find(|m| m.starts_with("act"))
            .cloned()
            .unwrap_or_else(|| moves[(i * (7 + 2 * variant) + variant) % moves.len()].clone());
        game.play_text(seat, &action).ok()?;
        script.push((seat, action));
    }
    game.outcome().is_some().then_some(script)
}

#[tokio::test]
async fn a_scripted_four_player_quest_reaches_a_knighting_and_keeps_every_secret() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/q.db", dir.path().display());
    let core = core(&url, Arc::new(ManualClock::default())).await;
    let mut console = Console::new(core, dir.path().join("boards"), "hall");

    let storage = Storage::connect(&url).await.unwrap();
    let hall = ChannelKey::new("console", "hall", None);
    let mut script = None;
    // Each match has a fresh random seed; in the rare deal where no variation of the
    // policy finds a knighting soon, the players resign and deal again.
    for _ in 0..5 {
        let challenged = console.line("alice: !challenge @bob @carol @dave quest").await.unwrap();
        assert!(challenged.contains("starts a match of Quest"), "{challenged}");
        for name in ["bob", "carol"] {
            console.line(&format!("{name}: !accept")).await.unwrap();
        }
        let started = console.line("dave: !accept").await.unwrap();
        assert!(started.contains("lion: alice, eagle: bob, stag: carol, boar: dave"), "{started}");
        for name in PLAYERS {
            let private = format!("[dm @{name}] ");
            let told: Vec<&str> = started.lines().filter(|l| l.starts_with(&private)).collect();
            assert!(told.iter().any(|l| l.contains("You stand on")), "{name} is told their room and hand: {started}");
        }
        assert!(!started.lines().any(|l| l.starts_with("[#hall]") && l.contains("difficulty")), "{started}");
        let stored = storage.active_match(&hall).await.unwrap().unwrap();
        script = (0..24).filter_map(|variant| plan(&stored.game, variant, 1500)).min_by_key(Vec::len);
        if script.is_some() {
            break;
        }
        for name in ["bob", "carol", "dave"] {
            console.line(&format!("{name}: !resign")).await.unwrap();
        }
    }
    let script = script.expect("some variation of the policy reaches the end");

    let (mut channel, mut private) = (String::new(), vec![String::new(); 4]);
    let mut acts = 0;
    for (seat, action) in &script {
        let name = PLAYERS[seat.index()];
        let words = action.replace([':', ','], " ");
        let line = if secret(action) { format!("{name}: /dm {words}") } else { format!("{name}: {words}") };
        acts += usize::from(action.starts_with("act"));
        let printed = console.line(&line).await.unwrap();
        assert!(!printed.contains("is not") && !printed.contains("cannot"), "{line} was refused: {printed}");
        for l in printed.lines() {
            if l.starts_with("[#hall]") {
                channel.push_str(l);
                channel.push('\n');
            }
            for (i, who) in PLAYERS.iter().enumerate() {
                if l.starts_with(&format!("[dm @{who}]")) {
                    private[i].push_str(l);
                    private[i].push('\n');
                }
            }
        }
        if action == "move" {
            assert!(
                printed.contains(&format!("🎲 {} rolls", ["lion", "eagle", "stag", "boar"][seat.index()])),
                "{printed}"
            );
        }
    }
    // The channel saw the knighting, the winner, the ledger and the seed, and every action
    // only as "acts, and succeeds/fails".
    assert!(channel.contains("is knighted!"), "{channel}");
    assert!(channel.contains("wins!"), "{channel}");
    assert!(channel.contains("The ledger ("), "{channel}");
    assert!(channel.contains("Seed: "), "the seed is revealed: {channel}");
    assert_eq!(channel.matches(" acts, and ").count(), acts, "every action is announced once");
    let before_end = channel.split("is knighted!").next().unwrap();
    for secret in ["you rolled", "You stand on", "difficulty", "The chest holds", "The weapon taken"] {
        assert!(!before_end.contains(secret), "the channel never hears “{secret}”");
    }
    // Each player heard their own results, and only theirs.
    for (i, told) in private.iter().enumerate() {
        let own_acts = script.iter().filter(|(s, a)| s.index() == i && a.starts_with("act")).count();
        assert_eq!(told.matches("you rolled").count(), own_acts, "{} was told each own action", PLAYERS[i]);
        assert!(told.lines().all(|l| l.starts_with(&format!("[dm @{}]", PLAYERS[i]))));
    }
    assert!(acts > 0);
}
