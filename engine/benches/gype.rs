//! Uncle Chestnut's Table Gype: legal actions (jump chains included) and random playouts.

use criterion::{Criterion, criterion_group, criterion_main};
use engine::gype::{Gype, GypeOptions};
use engine::playout::random_game;
use engine::{Game, Turn};

/// A crowded four-player position some way into a random game.
fn midgame() -> Gype {
    random_game::<Gype>(&GypeOptions::default(), 4, 5, 120).state().clone()
}

fn gype(c: &mut Criterion) {
    let state = midgame();
    let Turn::Player(seat) = state.turn() else { panic!("the benchmark position awaits a player") };
    println!("benchmark position: {} legal actions", state.legal_actions(seat).len());
    c.bench_function("gype legal actions (4 players, midgame)", |b| {
        b.iter(|| std::hint::black_box(&state).legal_actions(seat))
    });
    for players in [2, 4] {
        let mut seed = 0;
        c.bench_function(&format!("gype random playout ({players} players, whole game)"), |b| {
            b.iter(|| {
                seed += 1;
                random_game::<Gype>(&GypeOptions::default(), players, seed, 100_000)
            })
        });
    }
}

criterion_group!(benches, gype);
criterion_main!(benches);
