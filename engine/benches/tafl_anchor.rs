//! Random Copenhagen playouts per ply, ours against the `hnefatafl` crate (hnefatafl-rs
//! 0.0.2), interleaved in one process game by game, so that a change of the machine's
//! speed touches both alike (the two measured one after the other by criterion moved by
//! up to 70% between runs). Prints each round's ratio, and the median and lowest.
//!
//! `cargo bench -p engine --bench tafl_anchor`; `ROUNDS=9` for more rounds. Run without
//! `--bench` (as `cargo test --all-targets` does), it plays one set of games of each.

use std::time::{Duration, Instant};

use engine::playout::random_game;
use engine::tafl::{Ruleset, Tafl, TaflOptions};

/// A seeded random game of ours, its plies: every move of the side to play listed, one
/// picked, checked and applied, with the record kept, as `Match::play` does.
fn ours(seed: u64) -> usize {
    let options = TaflOptions { ruleset: Ruleset::Copenhagen, ..TaflOptions::default() };
    random_game::<Tafl>(&options, 2, seed, 10_000).plies()
}

/// The same with the crate: every move of the side to play listed, one picked, checked
/// and applied with its captures and outcome.
fn crate_game(seed: u64) -> usize {
    use hnefatafl::aliases::MediumBasicGame;
    use hnefatafl::board::state::BoardState;
    use hnefatafl::game::{Game as CrateGame, GameStatus};
    use hnefatafl::preset::{boards, rules};
    use rand_chacha::rand_core::{RngCore, SeedableRng};

    let playout = |seed: u64| -> usize {
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(seed);
        let mut game: MediumBasicGame = CrateGame::new(rules::COPENHAGEN, boards::COPENHAGEN).unwrap();
        let mut plies = 0;
        while plies < 10_000 && game.state.status == GameStatus::Ongoing {
            let tiles = game.state.board.occupied_by_side(game.state.side_to_play);
            let plays: Vec<_> =
                tiles.into_iter().flat_map(|tile| game.iter_plays(tile).unwrap().map(|valid| valid.play)).collect();
            if plays.is_empty() {
                break;
            }
            game.do_play(plays[(rng.next_u64() % plays.len() as u64) as usize]).unwrap();
            plies += 1;
        }
        plies
    };
    playout(seed)
}

/// Ours and the crate's plies a second over about two seconds, game by game in turn
/// (the same seeds, 1 to 20 and again), so that both meet the same moments.
fn interleaved() -> (f64, f64) {
    let (mut mine, mut theirs) = ((0, Duration::ZERO), (0, Duration::ZERO));
    let start = Instant::now();
    for seed in (1..=20).cycle() {
        for (side, game) in [(&mut mine, ours as fn(u64) -> usize), (&mut theirs, crate_game)] {
            let begun = Instant::now();
            side.0 += std::hint::black_box(game(seed));
            side.1 += begun.elapsed();
        }
        if start.elapsed() > Duration::from_secs(2) {
            break;
        }
    }
    let rate = |(plies, time): (usize, Duration)| plies as f64 / time.as_secs_f64();
    (rate(mine), rate(theirs))
}

fn main() {
    // `cargo test --all-targets` runs benches without `--bench`: one playout each, then.
    if !std::env::args().any(|arg| arg == "--bench") {
        assert!(ours(1) > 0 && crate_game(1) > 0);
        return;
    }
    let rounds: usize = std::env::var("ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(5);
    let mut ratios = Vec::with_capacity(rounds);
    for round in 1..=rounds {
        let (mine, theirs) = interleaved();
        println!(
            "round {round}: ours {:.0} K plies/s, the crate's {:.1} K: {:.1}×",
            mine / 1e3,
            theirs / 1e3,
            mine / theirs
        );
        ratios.push(mine / theirs);
    }
    ratios.sort_by(f64::total_cmp);
    println!(
        "tafl Copenhagen random playout per ply against the hnefatafl crate: median {:.1}×, lowest {:.1}×",
        ratios[rounds / 2],
        ratios[0]
    );
}
