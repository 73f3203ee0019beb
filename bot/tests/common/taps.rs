//! Playing by taps in tests: plans of moves that end a game, found by seeded random play
//! on a clone of the stored match (which holds the same seeded dice), and the labels a
//! picker shows for each tap of a move.

// Each test binary that includes this file uses part of it.
#![allow(dead_code)]

use engine::{AnyMatch, Seat, Turn};
use rand::rngs::StdRng;
use rand::{RngCore, SeedableRng};

/// The moves (seat, text) of the shortest random game from `game`, among `tries` seeded
/// attempts, that ends within `max_plies` and that `wanted` accepts.
pub fn plan(
    game: &AnyMatch,
    max_plies: usize,
    tries: u64,
    wanted: impl Fn(&[(Seat, String)]) -> bool,
) -> Vec<(Seat, String)> {
    shortest(game, max_plies, tries, |path, ended| ended && wanted(path))
}

/// The shortest opening of a random game from `game`, among `tries` seeded attempts of up
/// to `max_plies` moves, that `wanted` accepts (ended or not).
pub fn opening(
    game: &AnyMatch,
    max_plies: usize,
    tries: u64,
    wanted: impl Fn(&[(Seat, String)]) -> bool,
) -> Vec<(Seat, String)> {
    shortest(game, max_plies, tries, |path, _| wanted(path))
}

/// The shortest path of moves, among `tries` seeded random games, after which `wanted`
/// (given whether the game ended) holds.
fn shortest(
    game: &AnyMatch,
    max_plies: usize,
    tries: u64,
    wanted: impl Fn(&[(Seat, String)], bool) -> bool,
) -> Vec<(Seat, String)> {
    let mut best: Option<Vec<(Seat, String)>> = None;
    for attempt in 0..tries {
        let mut rng = StdRng::seed_from_u64(attempt);
        let mut trial = game.clone();
        let mut path = Vec::new();
        let limit = best.as_ref().map_or(max_plies, |b| b.len().saturating_sub(1));
        while path.len() < limit {
            let Turn::Player(seat) = trial.turn() else { break };
            let moves = trial.legal_moves(seat);
            let mv = moves[rng.next_u32() as usize % moves.len()].clone();
            trial.play_text(seat, &mv).expect("a legal move plays");
            path.push((seat, mv));
            if wanted(&path, trial.outcome().is_some()) {
                best = Some(path);
                break;
            }
        }
    }
    best.unwrap_or_else(|| panic!("no random game of {max_plies} plies went as wanted"))
}

/// The labels of the taps that spell `text` (`f4-f3`: `f4`, `f3`), as a picker names
/// them before its marks (`c3 ⚔`) and in any case (`Roll`).
pub fn tap_labels(text: &str) -> Vec<String> {
    engine::tap::split(text).iter().map(|t| t.label().to_owned()).collect()
}

/// Whether a button's text stands for the tap `label`: the same word in any case, or the
/// square with a mark after it, or `via` before it.
pub fn names(button: &str, label: &str) -> bool {
    let bare = button.trim_start_matches("via ");
    let word = bare.split(' ').next().unwrap_or_default();
    word.eq_ignore_ascii_case(label)
}

/// Whether a button opens a group of choices (`a1–a11`).
pub fn is_group(button: &str) -> bool {
    button.contains('–')
}
