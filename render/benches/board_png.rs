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
    c.bench_function("quest public map png (draw + encode, 978x728, 5 players)", |b| {
        b.iter(|| renderer.png(std::hint::black_box(&view)))
    });
    let view = quest.view(Viewer::Player(Seat(0)));
    c.bench_function("quest private map png (draw + encode, 978x728)", |b| {
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
    lila_gif_anchor(c, &renderer);
}

/// The anchor of the board PNG figures, measured in the same run: lila-gif's way of
/// making a board image (lichess's GIF service). Its art is kept as 8-bit palette
/// indices; a frame is 8×8 squares of 90 px (720×720) copied from sprites, then LZW-coded
/// as one GIF frame against a global palette (the `gif` crate's encoder here, `gift`
/// there: both LZW-code every pixel). The sprites are cut from our own opening tafl
/// board, whose 190 colours fit one palette exactly, so the content is board art of the
/// same kind as ours.
fn lila_gif_anchor(c: &mut Criterion, renderer: &Renderer) {
    const SQUARE: usize = 90;
    const SIDE: usize = 8 * SQUARE;
    let board = AnyMatch::new(GameKind::Hnefatafl, &[], 2, Seed::from_bytes([3; 32])).unwrap();
    let art = image::load_from_memory(&renderer.png(&board.view(Viewer::Spectator))).unwrap().to_rgb8();
    let (width, height) = (art.width() as usize, art.height() as usize);
    let mut palette: Vec<[u8; 3]> = Vec::new();
    let indexed: Vec<u8> = art
        .pixels()
        .map(|p| match palette.iter().position(|c| *c == p.0) {
            Some(i) => i as u8,
            None if palette.len() < 256 => {
                palette.push(p.0);
                (palette.len() - 1) as u8
            }
            None => 0,
        })
        .collect();
    let global: Vec<u8> = palette.iter().flatten().copied().chain(std::iter::repeat(0)).take(256 * 3).collect();
    // Sixty-four sprites, each a different 90-px square of the art.
    let sprites: Vec<Vec<u8>> = (0..64)
        .map(|i| {
            let (x, y) = ((i * 53) % (width - SQUARE), (i * 37) % (height - SQUARE));
            (0..SQUARE).flat_map(|r| indexed[(y + r) * width + x..][..SQUARE].to_vec()).collect()
        })
        .collect();
    let mut frame = vec![0u8; SIDE * SIDE];
    c.bench_function("anchor: lila-gif's method, one 720x720 GIF frame (sprite copy + LZW)", |b| {
        b.iter(|| {
            for (i, sprite) in sprites.iter().enumerate() {
                let (x, y) = ((i % 8) * SQUARE, (i / 8) * SQUARE);
                for r in 0..SQUARE {
                    frame[(y + r) * SIDE + x..][..SQUARE].copy_from_slice(&sprite[r * SQUARE..][..SQUARE]);
                }
            }
            let mut out = Vec::with_capacity(SIDE * SIDE / 4);
            let mut encoder = gif::Encoder::new(&mut out, SIDE as u16, SIDE as u16, &global).unwrap();
            let gif_frame = gif::Frame {
                width: SIDE as u16,
                height: SIDE as u16,
                buffer: std::borrow::Cow::Borrowed(&frame[..]),
                ..gif::Frame::default()
            };
            encoder.write_frame(&gif_frame).unwrap();
            drop(encoder);
            out
        })
    });
}

criterion_group!(benches, board_png);
criterion_main!(benches);
