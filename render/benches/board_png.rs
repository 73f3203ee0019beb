//! Board PNG: draw (background copy + sprites) and encode, per image.

use criterion::{Criterion, criterion_group, criterion_main};
use engine::{AnyMatch, GameKind, Seat, Seed, Viewer};
use render::Renderer;

fn midgame(options: &[&str]) -> AnyMatch {
    let mut m = AnyMatch::new(GameKind::Hnefatafl, options, 2, Seed::from_bytes([3; 32])).unwrap();
    for ply in 0..20 {
        if m.outcome().is_some() {
            break;
        }
        let seat = Seat((ply % 2) as u8);
        let moves = m.legal_moves(seat);
        m.play_text(seat, &moves[(ply * 17) % moves.len()]).unwrap();
    }
    m
}

/// Four players some way into a game, the last move a jump chain when one came up.
fn gype_midgame() -> AnyMatch {
    let mut m = AnyMatch::new(GameKind::Gype, &["start=random"], 4, Seed::from_bytes([4; 32])).unwrap();
    for ply in 0..80 {
        let engine::Turn::Player(seat) = m.turn() else { break };
        let moves = m.legal_moves(seat);
        let chain = moves.iter().find(|mv| mv.matches('-').count() >= 2);
        let pick = chain.cloned().unwrap_or_else(|| moves[(ply * 7) % moves.len()].clone());
        m.play_text(seat, &pick).unwrap();
    }
    m
}

/// Thirty plies into a LandOver game, with a combat fought on the way when one came up.
fn landover_midgame() -> AnyMatch {
    let mut m = AnyMatch::new(GameKind::Landover, &[], 2, Seed::from_bytes([5; 32])).unwrap();
    for ply in 0..30 {
        let engine::Turn::Player(seat) = m.turn() else { break };
        let moves = m.legal_moves(seat);
        m.play_text(seat, &moves[(ply * 13) % moves.len()]).unwrap();
    }
    m
}

/// Five players 150 plies into a Quest game (seeded random play).
fn quest_midgame() -> AnyMatch {
    let mut m = AnyMatch::new(GameKind::Quest, &[], 5, Seed::from_bytes([6; 32])).unwrap();
    for ply in 0..150 {
        let seat = match m.turn() {
            engine::Turn::Player(seat) => seat,
            engine::Turn::Simultaneous(seats) => seats[0],
            _ => break,
        };
        let moves = m.legal_moves(seat);
        m.play_text(seat, &moves[(ply * 31) % moves.len()]).unwrap();
    }
    m
}

fn board_png(c: &mut Criterion) {
    let renderer = Renderer::new().unwrap();
    let view = midgame(&[]).view(Viewer::Spectator);
    c.bench_function("tafl board png (draw + encode, 536x536)", |b| {
        b.iter(|| renderer.png(std::hint::black_box(&view)))
    });
    for (rules, side) in [("brandubh", 360), ("tablut", 448)] {
        let view = midgame(&[&format!("rules={rules}")]).view(Viewer::Spectator);
        c.bench_function(&format!("tafl {rules} board png (draw + encode, {side}x{side})"), |b| {
            b.iter(|| renderer.png(std::hint::black_box(&view)))
        });
    }
    let view = gype_midgame().view(Viewer::Spectator);
    c.bench_function("gype board png (draw + encode, 492x492, 4 players)", |b| {
        b.iter(|| renderer.png(std::hint::black_box(&view)))
    });
    let view = landover_midgame().view(Viewer::Spectator);
    c.bench_function("landover board png (draw + encode, 528x528)", |b| {
        b.iter(|| renderer.png(std::hint::black_box(&view)))
    });
    let quest = quest_midgame();
    let view = quest.view(Viewer::Spectator);
    c.bench_function("quest public map png (draw + encode, 772x496, 5 players)", |b| {
        b.iter(|| renderer.png(std::hint::black_box(&view)))
    });
    let view = quest.view(Viewer::Player(Seat(0)));
    c.bench_function("quest private map png (draw + encode, 772x496)", |b| {
        b.iter(|| renderer.png(std::hint::black_box(&view)))
    });
    let options = engine::skirmish::SkirmishOptions {
        size: 26,
        map: engine::skirmish::MapChoice::Random(None),
        ..Default::default()
    };
    let battle = engine::playout::random_game::<engine::skirmish::Skirmish>(&options, 2, 8, 120);
    let view = engine::AnyView::Skirmish(engine::Game::view(battle.state(), Viewer::Spectator));
    c.bench_function("skirmish battlefield png (draw + encode, 984x984, 26x26)", |b| {
        b.iter(|| renderer.png(std::hint::black_box(&view)))
    });
    c.bench_function("renderer start-up (rasterise all art)", |b| b.iter(|| Renderer::new().unwrap()));
}

criterion_group!(benches, board_png);
criterion_main!(benches);
