//! Building a tap-to-move picker and rendering it for both platforms, for the largest
//! case of every game (target: at most 0.2 ms): the first step from the legal actions,
//! Telegram's inline keyboard, and Discord's buttons and select menu; then the same for
//! the case's slowest step among those of its first three taps.

use std::time::{Duration, Instant};

use bot::core::{Address, Opened, Scope, Source, first_step, largest_cases, open};
use bot::i18n::Lang;
use criterion::{Criterion, criterion_group, criterion_main};
use engine::AnyMatch;

/// The case of each game whose first step has the most legal actions behind it.
fn largest_per_game() -> Vec<(AnyMatch, engine::Seat, Scope)> {
    let mut best: Vec<(AnyMatch, engine::Seat, Scope)> = Vec::new();
    for (game, seat, scope) in largest_cases() {
        let size = game.legal_moves(seat).len();
        match best.iter_mut().find(|(g, ..)| g.kind() == game.kind()) {
            Some(kept) if kept.0.legal_moves(kept.1).len() >= size => {}
            Some(kept) => *kept = (game, seat, scope),
            None => best.push((game, seat, scope)),
        }
    }
    best
}

fn address(scope: Scope, path: Vec<usize>) -> Address {
    Address { id: 123_456, version: 789, scope, path }
}

/// The path of the step of `source` slowest to open, among the steps of its first three
/// taps (each timed the best of three, before the measurement).
fn slowest_path(source: &Source) -> Vec<usize> {
    let mut paths = vec![Vec::new()];
    let mut slowest = (Duration::ZERO, Vec::new());
    while let Some(path) = paths.pop() {
        let address = address(source.scope, path);
        let mut best = Duration::MAX;
        let mut opened = None;
        for _ in 0..3 {
            let start = Instant::now();
            opened = open(Lang::En, source, &address, "#1");
            best = best.min(start.elapsed());
        }
        let Some(Opened::Step(step)) = opened else { continue };
        if best > slowest.0 {
            slowest = (best, address.path.clone());
        }
        if address.path.len() < 3 {
            paths.extend((0..step.choices.len()).map(|i| [address.path.clone(), vec![i]].concat()));
        }
    }
    slowest.1
}

fn picker(c: &mut Criterion) {
    for (game, seat, scope) in largest_per_game() {
        let name = format!("picker/{} ({} actions)", game.kind().name(), game.legal_moves(seat).len());
        c.bench_function(&name, |b| {
            b.iter(|| {
                let step = first_step(Lang::En, 123_456, 789, &game, seat, scope).expect("a first step");
                let keyboard = bot::telegram::picking::keyboard(&step, None);
                let discord = (bot::discord::picking::board_rows(&step), bot::discord::picking::step_rows(&step));
                (keyboard, discord)
            })
        });
        let source = Source::new(&game, seat, scope);
        let slowest = address(scope, slowest_path(&source));
        let name = format!("picker/{} slowest step (path {:?})", game.kind().name(), slowest.path);
        c.bench_function(&name, |b| {
            b.iter(|| {
                let Some(Opened::Step(step)) = open(Lang::En, &source, &slowest, "#1") else { panic!("a step") };
                (bot::telegram::picking::keyboard(&step, None), bot::discord::picking::step_rows(&step))
            })
        });
    }
}

criterion_group!(benches, picker);
criterion_main!(benches);
