//! Board PNG: draw (background copy + sprites) and encode, per image.

use criterion::{Criterion, criterion_group, criterion_main};
use engine::{AnyMatch, GameKind, Seat, Seed, Viewer};
use render::Renderer;

fn midgame() -> AnyMatch {
    let mut m = AnyMatch::new(GameKind::Hnefatafl, &[], 2, Seed::from_bytes([3; 32])).unwrap();
    for ply in 0..20 {
        let seat = Seat((ply % 2) as u8);
        let moves = m.legal_moves(seat);
        m.play_text(seat, &moves[(ply * 17) % moves.len()]).unwrap();
    }
    m
}

fn board_png(c: &mut Criterion) {
    let renderer = Renderer::new().unwrap();
    let view = midgame().view(Viewer::Spectator);
    c.bench_function("tafl board png (draw + encode, 536x536)", |b| {
        b.iter(|| renderer.png(std::hint::black_box(&view)))
    });
    c.bench_function("renderer start-up (rasterise all art)", |b| b.iter(|| Renderer::new().unwrap()));
}

criterion_group!(benches, board_png);
criterion_main!(benches);
