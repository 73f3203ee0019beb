//! The AI's choice depends only on what its seat may know: dealing everything the seat
//! has not seen again (other hands, the hidden map, secret choices) and asking again with
//! the same seed gives the same action, in Quest and Table Gype, at every level.

use std::cell::Cell;

use ai::arena::random_match;
use ai::{Level, Think, choose, seed_for};
use engine::{AnyMatch, GameKind, Seat, Turn, Viewer};

/// Levels 4 and 5 think long; past this many of the search's stop checks (16 iterations
/// each) they are stopped, the same way for both deals, so the comparison stays exact.
const CHECKS: u32 = 24;

fn awaited(m: &AnyMatch) -> Vec<Seat> {
    match m.turn() {
        Turn::Player(seat) => vec![seat],
        Turn::Simultaneous(seats) => seats,
        Turn::Chance | Turn::Over(_) => Vec::new(),
    }
}

fn same_choice_for_every_deal(kind: GameKind, seats: usize, states: u64, plies: impl Fn(u64) -> usize) {
    let mut compared = 0;
    for game in 0..states {
        let m = random_match(kind, &[], seats, game, plies(game));
        for seat in awaited(&m) {
            let level = Level::ALL[(game % 5) as usize];
            let ask = |m: &AnyMatch| {
                let checks = Cell::new(0);
                let stop = || {
                    checks.set(checks.get() + 1);
                    checks.get() > CHECKS
                };
                choose(m, seat, &Think { level, seed: seed_for(m, seat), stop: &stop }).map(|c| c.action)
            };
            let real = ask(&m);
            for deal in 0..2 {
                let twin = m.redeal_unseen(Viewer::Player(seat), 1_000 + deal);
                assert_eq!(ask(&twin), real, "game {game}, seat {seat:?}, level {level}, deal {deal}");
                compared += 1;
            }
        }
    }
    assert!(compared >= states, "{compared} comparisons");
}

#[test]
fn quest_choices_do_not_depend_on_what_the_seat_has_not_seen() {
    same_choice_for_every_deal(GameKind::Quest, 4, 15, |game| 10 + (game as usize * 13) % 90);
}

#[test]
fn table_gype_choices_do_not_depend_on_the_secret_set_ups() {
    // Set-ups are secret until all are made: the first plies are where they matter.
    same_choice_for_every_deal(GameKind::Gype, 3, 15, |game| (game as usize) % 4);
}

/// The guard is real: a search that looked at the real hidden state would differ.
#[test]
fn the_deals_compared_do_differ_in_what_the_seat_has_not_seen() {
    let m = random_match(GameKind::Quest, &[], 4, 3, 30);
    let seat = awaited(&m)[0];
    let twin = m.redeal_unseen(Viewer::Player(seat), 1_000);
    assert_eq!(twin.view(Viewer::Player(seat)), m.view(Viewer::Player(seat)));
    assert_ne!(twin, m, "the re-deal changes what the seat cannot see");
}
