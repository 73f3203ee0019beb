//! Animated replays: a whole game's GIF (steps replayed, boards drawn, frames encoded),
//! and the same per frame, beside lila-gif's published figure of about 3 ms per
//! 720×720 frame and the anchor of `board_png` (lila-gif's method in this run).

use criterion::{Criterion, criterion_group, criterion_main};
use engine::{AnyMatch, GameKind, Seed, Turn};
use render::Renderer;

/// `plies` actions of seeded random play (fewer if the game ends).
fn played(kind: GameKind, seats: usize, plies: usize) -> AnyMatch {
    let mut m = AnyMatch::new(kind, &[], seats, Seed::from_bytes([9; 32])).unwrap();
    for ply in 0..plies {
        let seat = match m.turn() {
            Turn::Player(seat) => seat,
            Turn::Simultaneous(seats) => seats[0],
            Turn::Chance | Turn::Over(_) => break,
        };
        let moves = m.legal_moves(seat);
        m.play_text(seat, &moves[(ply * 7919) % moves.len()]).unwrap();
    }
    m
}

fn replay_gif(c: &mut Criterion) {
    let renderer = Renderer::new().unwrap();
    let games = [
        ("hnefatafl, 100 plies", GameKind::Hnefatafl, 2, 100),
        ("landover, 150 plies", GameKind::Landover, 2, 150),
        ("gype, 150 plies, 4 players", GameKind::Gype, 4, 150),
        ("quest, 150 plies, 6 players", GameKind::Quest, 6, 150),
        ("skirmish, 150 plies", GameKind::Skirmish, 2, 150),
    ];
    for (name, kind, seats, plies) in games {
        let m = played(kind, seats, plies);
        let steps = m.replay_steps().unwrap();
        // Like the chat's captions, which are what the channel heard: the move ("attackers:
        // d1–d4"), the dice, the combats (here their catalog keys stand for their text).
        let captions: Vec<String> = steps
            .iter()
            .map(|s| {
                let moved = format!("{}: {}", s.player.unwrap_or_default(), s.notation.clone().unwrap_or_default());
                std::iter::once(moved).chain(s.events.iter().map(|m| m.key.to_owned())).collect::<Vec<_>>().join(" · ")
            })
            .collect();
        let gif = |steps: &[engine::ReplayStep]| {
            let frames: Vec<_> = steps.iter().map(|s| &s.view).zip(captions.iter().map(String::as_str)).collect();
            renderer.replay_gif(&frames, &[])
        };
        eprintln!("{name}: {} frames, {} bytes", steps.len(), gif(&steps).len());
        c.bench_function(&format!("replay gif: {name} (replay + draw + encode)"), |b| {
            b.iter(|| gif(&m.replay_steps().unwrap()))
        });
    }
}

criterion_group!(benches, replay_gif);
criterion_main!(benches);
