//! Skirmish's decisions in the middle of a fight reach the chat as LandOver's do: the turn
//! line names who decides and what, and the clock's default answers when time runs out.

use engine::{GameKind, Turn};

use crate::core::tests::test_support::{reply, states};

#[test]
fn a_decision_in_a_fight_is_named_in_the_turn_line_and_defaults_on_time_out() {
    let players: Vec<crate::model::User> = ["alice", "bob"].iter().map(|n| crate::model::User::new(n, n)).collect();
    let mut asked = Vec::new();
    for game in states(GameKind::Skirmish, 2, 6, 600) {
        let Turn::Player(seat) = game.turn() else { continue };
        let Some(prompt) = game.decision_prompt(seat).filter(|m| m.key.starts_with("sk-ask-")) else { continue };
        asked.push(prompt.key);
        let line = crate::core::play::lines::turn_line(&game, &players, &reply());
        let name = &players[seat.index()].name;
        assert!(line.starts_with(&format!("{name} ({}): ", game.seat_name(seat))), "{line}");
        assert!(!line.contains("sk-ask") && line.contains("On time-out"), "translated: {line}");
        let default = game.timeout_move(seat).expect("every decision has a default");
        let mut after = game.clone();
        after.play_text(seat, &default).unwrap_or_else(|e| panic!("{default}: {e:?}"));
        assert_ne!(after.plies(), game.plies(), "the default is played");
    }
    asked.sort();
    asked.dedup();
    assert!(asked.contains(&"sk-ask-parry") && asked.contains(&"sk-ask-flight"), "decisions met: {asked:?}");
}
