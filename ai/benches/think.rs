//! Think time per game at each level, in a midgame position reached by seeded random
//! play (targets: level 1 at most 50 ms, level 3 at most 300 ms, level 5 within its
//! budget of 2 s), on one core.

use ai::{Level, Think, choose};
use criterion::{Criterion, criterion_group, criterion_main};
use engine::{AnyMatch, GameKind, Seat, Turn};

fn midgame(kind: GameKind, options: &[&str], seats: usize, plies: usize) -> (AnyMatch, Seat) {
    let m = ai::arena::random_match(kind, options, seats, 11, plies);
    let seat = match m.turn() {
        Turn::Player(seat) => seat,
        Turn::Simultaneous(seats) => seats[0],
        turn => panic!("a midgame position awaits a player, not {turn:?}"),
    };
    (m, seat)
}

fn think(c: &mut Criterion) {
    let games: [(&str, GameKind, &[&str], usize, usize); 6] = [
        ("hnefatafl", GameKind::Hnefatafl, &[], 2, 30),
        ("brandubh", GameKind::Hnefatafl, &["rules=brandubh"], 2, 16),
        ("gype", GameKind::Gype, &[], 2, 20),
        ("landover", GameKind::Landover, &[], 2, 30),
        ("quest", GameKind::Quest, &[], 4, 40),
        ("skirmish", GameKind::Skirmish, &[], 2, 40),
    ];
    let mut group = c.benchmark_group("think");
    group.sample_size(10);
    for (name, kind, options, seats, plies) in games {
        let (m, seat) = midgame(kind, options, seats, plies);
        for level in Level::ALL {
            group.bench_function(format!("{name} level {level}"), |b| {
                b.iter(|| choose(&m, seat, &Think { level, seed: 1, stop: &|| false }).expect("an awaited seat acts"))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, think);
criterion_main!(benches);
