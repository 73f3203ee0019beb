//! Skirmish: shortest paths on the largest field, and one whole assault phase with eight
//! engaged models.

use criterion::{Criterion, criterion_group, criterion_main};
use engine::skirmish::path::{self, Reach};
use engine::skirmish::{Field, Skirmish, Square};
use engine::{Game, Match, Seat, Seed, Turn};

fn pathfinding(c: &mut Criterion) {
    let field = Field::generate(26, 7);
    let from = Square::parse("a1").unwrap();
    let to = Square::parse("z26").unwrap();
    c.bench_function("skirmish shortest path across a generated 26x26 map", |b| {
        b.iter(|| Reach::search(std::hint::black_box(&field), from, u32::MAX / 4, |_| false).path(to))
    });
    c.bench_function("skirmish route (A*) across a generated 26x26 map", |b| {
        b.iter(|| path::route(std::hint::black_box(&field), from, to, |_| false))
    });
    // A walk of some 15 inches (a1 to j12), as the rules find it when a move is played.
    let near = Square::parse("j12").unwrap();
    c.bench_function("skirmish walk a1-j12 on a generated 26x26 map: Dijkstra", |b| {
        b.iter(|| {
            Reach::search_until(std::hint::black_box(&field), from, u32::MAX / 4, |_| false, |sq, _| sq == near)
                .path(near)
        })
    });
    c.bench_function("skirmish walk a1-j12 on a generated 26x26 map: route (A*)", |b| {
        b.iter(|| path::route(std::hint::black_box(&field), from, near, |_| false))
    });
}

/// Four elves a side, face to face: the side to play is in its assault phase with all
/// eight models engaged.
fn engaged() -> (Match<Skirmish>, Seat) {
    let options = ["map=open", "size=16", "amber=elves", "blue=elves"].map(String::from);
    let pairs: Vec<(String, String)> =
        options.iter().map(|o| o.split_once('=').map(|(k, v)| (k.into(), v.into())).unwrap()).collect();
    let options = Skirmish::parse_options(&pairs).unwrap();
    let mut m = Match::<Skirmish>::new(options, 2, Seed::from_bytes([11; 32])).unwrap();
    for (seat, rank) in [(Seat(0), 3), (Seat(1), 14)] {
        for order in ["warband remove #6".to_string(), "warband remove #5".to_string()]
            .into_iter()
            .chain((1..=4).map(|n| format!("deploy #{n} {}{rank}", char::from(b'd' + n))))
        {
            m.play_text(seat, &order).unwrap();
        }
    }
    let Turn::Player(first) = m.state().turn() else { panic!("the roll-off decides") };
    let second = Seat(1 - first.0);
    for _ in 0..3 {
        m.play_text(first, "next").unwrap();
    }
    let rank = if second == Seat(0) { 13 } else { 4 };
    for n in 1..=4u8 {
        m.play_text(second, &format!("march #{n} {}{rank}", char::from(b'd' + n))).unwrap();
    }
    m.play_text(second, "next").unwrap();
    (m, second)
}

fn assault_phase(c: &mut Criterion) {
    let (m, seat) = engaged();
    c.bench_function("skirmish assault phase, 8 engaged models (clone + next)", |b| {
        b.iter(|| {
            let mut fight = m.clone();
            fight.play_text(seat, "next").unwrap()
        })
    });
}

criterion_group!(benches, pathfinding, assault_phase);
criterion_main!(benches);
