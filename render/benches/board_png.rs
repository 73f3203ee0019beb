//! Board PNG: draw (background copy + sprites) and encode, per image. Their anchor,
//! lila-gif's own renderer drawing the same boards in the same process, is
//! `anchors/lila-gif` (outside the workspace: lila-gif is AGPL).

#[path = "shared/positions.rs"]
mod positions;

use criterion::{Criterion, criterion_group, criterion_main};
use engine::{Seat, Viewer};
use positions::{gype_midgame, landover_midgame, midgame, quest_midgame, skirmish_battle};
use render::Renderer;

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
    c.bench_function("quest public map png (draw + encode, 978x728, 5 players)", |b| {
        b.iter(|| renderer.png(std::hint::black_box(&view)))
    });
    let view = quest.view(Viewer::Player(Seat(0)));
    c.bench_function("quest private map png (draw + encode, 978x728)", |b| {
        b.iter(|| renderer.png(std::hint::black_box(&view)))
    });
    let view = skirmish_battle();
    c.bench_function("skirmish battlefield png (draw + encode, 984x984, 26x26)", |b| {
        b.iter(|| renderer.png(std::hint::black_box(&view)))
    });
    c.bench_function("renderer start-up (rasterise all art)", |b| b.iter(|| Renderer::new().unwrap()));
}

criterion_group!(benches, board_png);
criterion_main!(benches);
