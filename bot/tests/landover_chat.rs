//! LandOver through the chat core: a challenge, announced combats with every roll, a
//! refused move, and a flee-or-fight decision asked in the channel that defaults to
//! fighting when its time runs out.

mod common;

use std::sync::Arc;

use bot::core::Outgoing;
use bot::storage::Storage;
use common::{ManualClock, core, database_urls, images, say, texts, unique_channel};
use engine::{AnyMatch, Seat, Turn};
use rand::rngs::StdRng;
use rand::{RngCore, SeedableRng};

const NAMES: [&str; 2] = ["alice", "bob"];

/// Moves that lead the match (whose future rolls a clone predicts exactly, as it holds the
/// same seeded generator) to a resting piece being attacked: the last move asks the
/// other player to flee or fight.
fn path_to_flee_or_fight(game: &AnyMatch) -> Vec<(Seat, String)> {
    for attempt in 0..200 {
        let mut rng = StdRng::seed_from_u64(attempt);
        let mut trial = game.clone();
        let mut path = Vec::new();
        for _ in 0..400 {
            let Turn::Player(seat) = trial.turn() else { break };
            let moves = trial.legal_moves(seat);
            let asks = moves.iter().find(|mv| {
                let mut next = trial.clone();
                next.play_text(seat, mv).is_ok()
                    && next.deciding().iter().any(|&s| s != seat)
                    && next.decision_prompt(Seat(1 - seat.0)).is_some_and(|m| m.key == "lo-prompt-flee")
            });
            if let Some(mv) = asks {
                path.push((seat, mv.clone()));
                return path;
            }
            let mv = moves[rng.next_u32() as usize % moves.len()].clone();
            trial.play_text(seat, &mv).expect("a legal move plays");
            path.push((seat, mv));
        }
    }
    panic!("no random game reached a flee-or-fight decision");
}

#[tokio::test]
async fn a_landover_match_announces_combats_and_defaults_a_decision_to_fight() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let hall = unique_channel("landover");
        core.handle(&say(&hall, "alice", "!challenge @bob landover clock=10m")).await;
        let out = core.handle(&say(&hall, "bob", "!accept")).await;
        let text = texts(&out);
        assert!(text.contains("Chaotic: alice, Lawful: bob"), "{text}");
        assert!(text.contains("Move 1: alice (Chaotic) to play."), "{text}");
        let hint = texts(&core.handle(&say(&hall, "bob", "!hint")).await);
        assert!(hint.starts_with("alice (Chaotic) can play"), "sides are capitalised as everywhere: {hint}");

        // The h8 rook attacks the Lawful spy on h7 at once: every round is announced.
        let out = core.handle(&say(&hall, "alice", "h8 h7")).await;
        let text = texts(&out);
        assert!(
            text.contains("⚔ Orc ram squad attacks Thief spy on h7: ratio +2 (C 8 against 6, R 24 against 18)."),
            "{text}"
        );
        assert!(text.contains("🎲"), "{text}");
        assert!(text.contains(" defeats "), "{text}");
        assert!(text.contains("Move 1: bob (Lawful) to play."), "{text}");
        assert_eq!(images(&out), 1, "the board follows every move");
        // The dice come first, on their own; the result and the turn go with the board.
        match out.as_slice() {
            [
                Outgoing::Channel { text: dice, image: None, .. },
                Outgoing::Channel { text: board, image: Some(_), .. },
            ] => {
                assert!(dice.contains("attacks") && dice.contains("🎲") && !dice.contains(" defeats "), "{dice}");
                assert!(board.contains(" defeats ") && !board.contains("🎲"), "{board}");
                // The combat in three lines: the attack, the rounds' rolls in one, the result.
                assert_eq!(dice.lines().count(), 2, "the attack and one line of rolls: {dice}");
                assert!(dice.lines().nth(1).unwrap().matches("🎲").count() >= 1, "{dice}");
            }
            other => panic!("dice, then the board: {other:?}"),
        }
        // `combat` tells the same combat round by round.
        let told = texts(&core.handle(&say(&hall, "carol", "!combat")).await);
        assert!(told.contains(", die by die:") && told.contains("⚔ Orc ram squad attacks"), "{told}");
        assert!(told.contains(" loses ") && told.contains(" left)"), "each round in full: {told}");

        let out = core.handle(&say(&hall, "bob", "a2 a3")).await;
        assert_eq!(
            texts(&out),
            "Elf soldier makes its first move exactly two squares forward or diagonally forward, over an empty square onto an empty one."
        );

        let storage = Storage::connect(&url).await.unwrap();
        let game = storage.active_match(&hall).await.unwrap().expect("the match runs").game;
        let path = path_to_flee_or_fight(&game);
        let mut out = Vec::new();
        let mut shadow = game.clone();
        for (seat, mv) in &path {
            out = core.handle(&say(&hall, NAMES[seat.index()], mv)).await;
            shadow.play_text(*seat, mv).expect("the path replays");
            // One board per turn: a kidnapper still to set the king down is mid-move.
            let boards = usize::from(!shadow.continues_move(*seat));
            assert_eq!(images(&out), boards, "{mv} by {} is played: {}", NAMES[seat.index()], texts(&out));
        }
        let (mover, _) = path.last().unwrap();
        let defender = NAMES[1 - mover.index()];
        let text = texts(&out);
        assert!(text.contains("attacks the resting"), "{text}");
        assert!(text.contains(&format!("{defender} (")), "{text}");
        assert!(text.contains("answer flee <square> (it escapes on 6–10 of a d10) or fight"), "{text}");

        // Only the defender answers.
        let out = core.handle(&say(&hall, NAMES[mover.index()], "fight")).await;
        assert!(texts(&out).starts_with(&format!("It is {defender}'s turn")), "{}", texts(&out));

        // The decision's time runs out: the sweep plays the default, a fight.
        let here = |out: Vec<Outgoing>| -> String {
            texts(
                &out.into_iter()
                    .filter(|o| matches!(o, Outgoing::Channel { channel, .. } if *channel == hall))
                    .collect::<Vec<_>>(),
            )
        };
        assert_eq!(here(core.sweep(&hall.platform).await), "", "not yet due");
        clock.advance_minutes(11);
        let text = here(core.sweep(&hall.platform).await);
        assert!(text.contains(&format!("Time is up for {defender}: the default is played.")), "{text}");
        assert!(text.contains(" against 18)."), "the resting defender fights with R 18: {text}");
        assert!(text.contains("🎲"), "{text}");
    }
}
