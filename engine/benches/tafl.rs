//! Hnefatafl: legal-move generation, apply, and random playouts.

use criterion::{Criterion, criterion_group, criterion_main};
use engine::Game;
use engine::playout::random_game;
use engine::tafl::{Tafl, TaflOptions};

fn midgame() -> Tafl {
    random_game::<Tafl>(&TaflOptions::default(), 2, 11, 30).state().clone()
}

fn tafl(c: &mut Criterion) {
    let state = midgame();
    let seat = match state.turn() {
        engine::Turn::Player(seat) => seat,
        other => panic!("the benchmark position is not over: {other:?}"),
    };
    c.bench_function("tafl legal moves (midgame)", |b| b.iter(|| std::hint::black_box(&state).legal_actions(seat)));
    let moves = state.legal_actions(seat);
    c.bench_function("tafl check + apply one move", |b| {
        b.iter(|| {
            let mut s = state.clone();
            s.play(seat, std::hint::black_box(&moves[0])).unwrap()
        })
    });
    let mut seed = 0;
    c.bench_function("tafl random playout (whole game)", |b| {
        b.iter(|| {
            seed += 1;
            random_game::<Tafl>(&TaflOptions::default(), 2, seed, 10_000)
        })
    });
}

criterion_group!(benches, tafl);
criterion_main!(benches);
