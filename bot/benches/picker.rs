//! Building a tap-to-move picker and rendering it for both platforms, for the largest
//! case of every game (target: at most 0.2 ms): the first step from the legal actions,
//! Telegram's inline keyboard, and Discord's buttons and select menu.

use bot::core::{Scope, first_step, largest_cases};
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

fn picker(c: &mut Criterion) {
    for (game, seat, scope) in largest_per_game() {
        let name = format!("picker/{} ({} actions)", game.kind().name(), game.legal_moves(seat).len());
        c.bench_function(&name, |b| {
            b.iter(|| {
                let step = first_step(Lang::En, 123_456, 789, &game, seat, scope).expect("a first step");
                let keyboard = bot::telegram::picking::keyboard(&step);
                let discord = (bot::discord::picking::board_rows(&step), bot::discord::picking::step_rows(&step));
                (keyboard, discord)
            })
        });
    }
}

criterion_group!(benches, picker);
criterion_main!(benches);
