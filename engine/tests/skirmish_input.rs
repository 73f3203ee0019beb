//! Any text at any point of a Skirmish match is either played or refused with a reason;
//! it never panics, and a refused text leaves the match exactly as it was.

use engine::playout::random_game;
use engine::skirmish::{MapChoice, Skirmish, SkirmishOptions};
use engine::{Game, Seat};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};

const WORDS: [&str; 41] = [
    "move", "march", "run", "charge", "break", "shoot", "next", "deploy", "warband", "add", "remove", "set", "equip",
    "via", "climb", "auto", "#1", "#9", "#0", "A1", "B3", "B99", "a1", "z26", "p16", "zz9", "7", "0", "8", "-1",
    "sword", "shield", "longbow", "dagger", "none", "archer", "elves", "MOVE", "#3", "e12", "info",
];

#[test]
fn random_texts_are_played_or_refused_without_harm() {
    let mut rng = ChaCha20Rng::seed_from_u64(17);
    for (game, map) in [MapChoice::Open, MapChoice::Ruins, MapChoice::Random(None)].into_iter().enumerate() {
        let options = SkirmishOptions { map, size: 16, ..Default::default() };
        for plies in [0, 5, 30, 80, 160] {
            let m = random_game::<Skirmish>(&options, 2, game as u64, plies);
            for _ in 0..300 {
                let length = 1 + rng.next_u32() as usize % 6;
                let text: Vec<&str> = (0..length).map(|_| WORDS[rng.next_u32() as usize % WORDS.len()]).collect();
                let text = text.join(if rng.next_u32() % 4 == 0 { ":" } else { " " });
                for seat in [Seat(0), Seat(1)] {
                    let mut trial = m.clone();
                    if let Err(refusal) = trial.play_text(seat, &text) {
                        assert!(!refusal.message().key.is_empty());
                        assert_eq!(trial, m, "{text:?} was refused but changed the match");
                    }
                    let _ = m.state().answer(Some(seat), &text);
                }
            }
        }
    }
}
