//! Board PNG: draw (background copy + sprites) and encode, per image, each image the
//! board after the next move of a game (see `shared/positions.rs`). Their anchor,
//! lila-gif's own renderer drawing the same boards in the same process, is
//! `anchors/lila-gif` (outside the workspace: lila-gif is AGPL).

#[path = "shared/positions.rs"]
mod positions;

use criterion::{Criterion, criterion_group, criterion_main};
use engine::{GameKind, Seat, Viewer};
use render::Renderer;

fn board_png(c: &mut Criterion) {
    let renderer = Renderer::new().unwrap();
    let boards = [
        ("tafl board png (draw + encode, 536x536)", GameKind::Hnefatafl, &[][..], 2, Viewer::Spectator),
        (
            "tafl brandubh board png (draw + encode, 360x360)",
            GameKind::Hnefatafl,
            &["rules=brandubh"],
            2,
            Viewer::Spectator,
        ),
        (
            "tafl tablut board png (draw + encode, 448x448)",
            GameKind::Hnefatafl,
            &["rules=tablut"],
            2,
            Viewer::Spectator,
        ),
        ("gype board png (draw + encode, 492x492, 4 players)", GameKind::Gype, &["start=random"], 4, Viewer::Spectator),
        ("landover board png (draw + encode, 528x528)", GameKind::Landover, &[], 2, Viewer::Spectator),
        ("quest public map png (draw + encode, 978x728, 5 players)", GameKind::Quest, &[], 5, Viewer::Spectator),
        ("quest private map png (draw + encode, 978x728)", GameKind::Quest, &[], 5, Viewer::Player(Seat(0))),
        (
            "skirmish battlefield png (draw + encode, 984x984, 26x26)",
            GameKind::Skirmish,
            &["size=26", "map=random"],
            2,
            Viewer::Spectator,
        ),
    ];
    for (name, kind, options, seats, viewer) in boards {
        let views = positions::walk(kind, options, seats, viewer, 2_000);
        let mut next = 0;
        c.bench_function(name, |b| {
            b.iter(|| {
                next = (next + 1) % views.len();
                renderer.png(std::hint::black_box(&views[next]))
            })
        });
    }
    c.bench_function("renderer start-up (rasterise all art)", |b| b.iter(|| Renderer::new().unwrap()));
}

criterion_group!(benches, board_png);
criterion_main!(benches);
