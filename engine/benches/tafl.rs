//! The tafl family: legal-move generation, apply, and random playouts, per ruleset (the
//! seed's classic rules keep their old names). The playouts' anchor, the `hnefatafl`
//! crate, is timed interleaved with ours in `tafl_anchor.rs`.

use criterion::{Criterion, criterion_group, criterion_main};
use engine::Game;
use engine::playout::random_game;
use engine::tafl::{Ruleset, Tafl, TaflOptions};

fn tafl(c: &mut Criterion) {
    for ruleset in Ruleset::ALL {
        let options = TaflOptions { ruleset, ..TaflOptions::default() };
        let name = |what: &str| match ruleset {
            Ruleset::Classic => format!("tafl {what}"),
            other => format!("tafl {other} {what}"),
        };
        // The 30th position of the first seeded random game still running there.
        let (state, seat) = (11..)
            .map(|seed| random_game::<Tafl>(&options, 2, seed, 30).state().clone())
            .find_map(|state| match state.turn() {
                engine::Turn::Player(seat) => Some((state, seat)),
                _ => None,
            })
            .expect("some random game lasts 30 plies");
        c.bench_function(&name("legal moves (midgame)"), |b| {
            b.iter(|| std::hint::black_box(&state).legal_actions(seat))
        });
        let moves = state.legal_actions(seat);
        c.bench_function(&name("check + apply one move"), |b| {
            b.iter(|| {
                let mut s = state.clone();
                s.play(seat, std::hint::black_box(&moves[0])).unwrap()
            })
        });
        let mut seed = 0;
        c.bench_function(&name("random playout (whole game)"), |b| {
            b.iter(|| {
                seed += 1;
                random_game::<Tafl>(&options, 2, seed, 10_000)
            })
        });
        // The same, per ply: twenty seeded games, move generation, check and apply (with
        // the Zobrist key kept up to date) and the record, as `Match::play` does.
        let plies: usize = (1..=20).map(|seed| random_game::<Tafl>(&options, 2, seed, 10_000).plies()).sum();
        let mut group = c.benchmark_group(name("random playout"));
        group.throughput(criterion::Throughput::Elements(plies as u64));
        group.bench_function("per ply (20 games)", |b| {
            b.iter(|| (1..=20).map(|seed| random_game::<Tafl>(&options, 2, seed, 10_000).plies()).sum::<usize>())
        });
        group.finish();
    }
}

criterion_group!(benches, tafl);
criterion_main!(benches);
