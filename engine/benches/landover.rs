//! LandOver: legal moves per position, one full combat, and random playouts.

use criterion::{Criterion, criterion_group, criterion_main};
use engine::landover::{Landover, LandoverOptions};
use engine::playout::random_game;
use engine::{Game, Seat, Turn};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};

fn landover(c: &mut Criterion) {
    let state = random_game::<Landover>(&LandoverOptions::default(), 2, 11, 40).state().clone();
    let Turn::Player(seat) = state.turn() else { panic!("the benchmark position awaits a player") };
    c.bench_function("landover legal moves (midgame)", |b| b.iter(|| std::hint::black_box(&state).legal_actions(seat)));

    // A rook attacks a queen at ratio −1: R 24 against 26, a long combat.
    let duel = Landover::from_position("3DE3/8/8/8/8/8/8/3ae3 l - - -", LandoverOptions::default()).unwrap();
    let attack = duel.parse_action("d1 d8").unwrap();
    let mut rng = ChaCha20Rng::seed_from_u64(1);
    c.bench_function("landover one full combat (rook against queen)", |b| {
        b.iter(|| {
            let mut g = duel.clone();
            let mut events = g.play(Seat(1), &attack).unwrap();
            while g.turn() == Turn::Chance {
                events.extend(g.apply_chance(&((rng.next_u32() % 10 + 1) as u8)));
            }
            events
        })
    });

    let mut seed = 0;
    c.bench_function("landover random playout (up to 2,000 plies)", |b| {
        b.iter(|| {
            seed += 1;
            random_game::<Landover>(&LandoverOptions::default(), 2, seed, 2_000)
        })
    });
}

criterion_group!(benches, landover);
criterion_main!(benches);
