//! Think time per game at each level, in a midgame position reached by seeded random
//! play (targets: level 1 at most 50 ms, level 3 at most 300 ms, level 5 within its
//! budget of 2 s), on one core.

use ai::arena::{MIDGAMES, midgame};
use ai::{Level, Think, choose};
use criterion::{Criterion, criterion_group, criterion_main};

fn think(c: &mut Criterion) {
    let mut group = c.benchmark_group("think");
    group.sample_size(10);
    for (name, kind, options, seats, plies) in MIDGAMES {
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
