//! The largest pickers of every game, for the tests of the platforms' limits and for the
//! benchmark of building a picker.

use engine::{AnyMatch, GameKind, Seat, Seed, Turn};
use rand::{Rng, SeedableRng};

use crate::core::notices::picker::Scope;

/// The largest pickers of every game, for the platform limits' tests: the 11×11 opening,
/// Skirmish with every model (at its set-up and its first movement), Quest with six
/// players over a long random game (every door met), LandOver's and Gype's openings, and
/// Gype's secret set-up. Each is a game, the seat to pick for, and the scope.
pub fn largest_cases() -> Vec<(AnyMatch, Seat, Scope)> {
    let new = |kind, options: &[&str], seats| AnyMatch::new(kind, options, seats, Seed::from_bytes([5; 32])).unwrap();
    let mut cases = vec![
        (new(GameKind::Hnefatafl, &[], 2), Seat(0), Scope::Channel),
        (new(GameKind::Landover, &[], 2), Seat(0), Scope::Channel),
        (new(GameKind::Gype, &["start=random"], 4), Seat(0), Scope::Channel),
        (new(GameKind::Gype, &[], 4), Seat(0), Scope::Private),
    ];
    // Skirmish: every side fills its warband, then deploys.
    let mut skirmish = new(GameKind::Skirmish, &[], 2);
    while let Turn::Player(seat) = skirmish.turn() {
        let moves = skirmish.legal_moves(seat);
        let Some(next) = ["warband:add:recruit", "deploy:auto"].into_iter().find(|m| moves.iter().any(|l| l == m))
        else {
            break;
        };
        if next == "deploy:auto" {
            cases.push((skirmish.clone(), seat, Scope::Channel));
        }
        skirmish.play_text(seat, next).unwrap();
    }
    let Turn::Player(seat) = skirmish.turn() else { panic!("the battle begins") };
    cases.push((skirmish, seat, Scope::Channel));
    // Quest: six players, every state of a long seeded game, in both scopes.
    let mut quest = new(GameKind::Quest, &[], 6);
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    for _ in 0..300 {
        let Turn::Player(seat) = quest.turn() else { break };
        cases.push((quest.clone(), seat, Scope::Channel));
        cases.push((quest.clone(), seat, Scope::Private));
        let moves = quest.legal_moves(seat);
        quest.play_text(seat, &moves[rng.random_range(0..moves.len())]).unwrap();
    }
    cases
}
