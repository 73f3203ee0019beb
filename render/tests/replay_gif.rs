//! Animated replays: every frame's board is the per-move PNG pixel for pixel, the last
//! position is held, captions show under the board, and long games stay small.

mod common;

use common::decode;
use engine::{AnyMatch, AnyView, GameKind, ReplayStep, Seed, Turn};
use render::{FINAL_HOLD, PLY_DELAY, Renderer};

/// A match of seeded random play: `plies` actions, or fewer if it ends.
fn played(kind: GameKind, options: &[&str], seats: usize, plies: usize) -> AnyMatch {
    let mut m = AnyMatch::new(kind, options, seats, Seed::from_bytes([9; 32])).unwrap();
    let mut pick: u64 = 0x2545_f491;
    for _ in 0..plies {
        let seat = match m.turn() {
            Turn::Player(seat) => seat,
            Turn::Simultaneous(seats) => seats[0],
            Turn::Chance | Turn::Over(_) => break,
        };
        let moves = m.legal_moves(seat);
        pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        m.play_text(seat, &moves[(pick >> 33) as usize % moves.len()]).unwrap();
    }
    m
}

fn caption(step: &ReplayStep) -> String {
    format!("{}. {}", step.ply, step.notation.clone().unwrap_or_default())
}

fn gif_of(renderer: &Renderer, steps: &[ReplayStep]) -> Vec<u8> {
    let captions: Vec<String> = steps.iter().map(caption).collect();
    let frames: Vec<(&AnyView, &str)> =
        steps.iter().map(|s| &s.view).zip(captions.iter().map(String::as_str)).collect();
    renderer.replay_gif(&frames, &[])
}

/// The pictures a viewer sees, each with how long it stays: the canvas after every frame
/// that has a delay (frames without one are parts of the next picture).
fn shown(gif: &[u8]) -> Vec<(image::RgbImage, u16)> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(gif).expect("a valid GIF");
    let (width, height) = (u32::from(decoder.width()), u32::from(decoder.height()));
    let mut canvas = image::RgbImage::new(width, height);
    let mut pictures = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a valid frame") {
        for (i, px) in frame.buffer.chunks_exact(4).enumerate() {
            if px[3] != 0 {
                let (x, y) = (
                    u32::from(frame.left) + i as u32 % u32::from(frame.width),
                    u32::from(frame.top) + i as u32 / u32::from(frame.width),
                );
                canvas.put_pixel(x, y, image::Rgb([px[0], px[1], px[2]]));
            }
        }
        if frame.delay > 0 {
            pictures.push((canvas.clone(), frame.delay));
        }
    }
    pictures
}

/// The board part (everything above the caption strip) of a picture.
fn board(picture: &image::RgbImage, height: u32) -> image::RgbImage {
    image::imageops::crop_imm(picture, 0, 0, picture.width(), height).to_image()
}

fn assert_frames_are_the_pngs(kind: GameKind, options: &[&str], seats: usize, plies: usize) {
    let renderer = Renderer::new().unwrap();
    let steps = played(kind, options, seats, plies).replay_steps().unwrap();
    let pngs: Vec<image::RgbImage> = steps.iter().map(|s| decode(&renderer.png(&s.view))).collect();
    let pictures = shown(&gif_of(&renderer, &steps));
    let height = pngs[0].height();
    // A position equal to the one before (a roll that moved nothing) lengthens the
    // picture before it instead of repeating it.
    let mut expanded = Vec::new();
    for (i, (picture, delay)) in pictures.iter().enumerate() {
        let hold = if i + 1 == pictures.len() { delay - FINAL_HOLD + PLY_DELAY } else { *delay };
        assert_eq!(hold % PLY_DELAY, 0, "{kind:?}: picture {i} stays {delay}");
        expanded.extend(std::iter::repeat_n(board(picture, height), usize::from(hold / PLY_DELAY)));
    }
    assert_eq!(expanded.len(), pngs.len(), "{kind:?}: one picture per position");
    for (ply, (shown, png)) in expanded.iter().zip(&pngs).enumerate() {
        assert!(shown == png, "{kind:?}: the replay's ply {ply} differs from its PNG");
    }
}

#[test]
fn a_hnefatafl_replays_frames_are_its_per_move_pngs_pixel_for_pixel() {
    assert_frames_are_the_pngs(GameKind::Hnefatafl, &[], 2, 60);
}

#[test]
fn a_landover_replays_frames_are_its_per_move_pngs_with_its_combats() {
    assert_frames_are_the_pngs(GameKind::Landover, &[], 2, 60);
    assert_frames_are_the_pngs(GameKind::Landover, &["theme=metalegno"], 2, 30);
}

#[test]
fn a_gype_replays_frames_are_its_per_move_pngs_for_four_players() {
    assert_frames_are_the_pngs(GameKind::Gype, &[], 4, 60);
}

#[test]
fn a_quest_replays_frames_are_its_spectators_per_move_pngs() {
    assert_frames_are_the_pngs(GameKind::Quest, &[], 5, 80);
}

#[test]
fn a_skirmish_replays_frames_are_its_per_move_pngs_paths_and_all() {
    assert_frames_are_the_pngs(GameKind::Skirmish, &[], 2, 60);
}

#[test]
fn the_caption_strip_under_the_board_shows_each_plys_caption() {
    let renderer = Renderer::new().unwrap();
    let steps = played(GameKind::Hnefatafl, &[], 2, 2).replay_steps().unwrap();
    let view = &steps[0].view;
    let two = |a: &str, b: &str| shown(&renderer.replay_gif(&[(view, a), (view, b)], &[]));
    let height = decode(&renderer.png(view)).height();
    let same = two("1. d1-d3", "1. d1-d3");
    assert_eq!(same.len(), 1, "an unchanged picture is held, not repeated");
    let differ = two("1. d1-d3", "2. f4-f3");
    assert_eq!(differ.len(), 2);
    assert!(board(&differ[0].0, height) == board(&differ[1].0, height));
    assert!(differ[0].0 != differ[1].0, "only the caption changed, and it shows");
    assert!(differ[0].0.height() > height, "the strip is under the board");
}

#[test]
fn a_hundred_and_fifty_plies_of_any_game_fit_well_under_the_upload_limits() {
    let renderer = Renderer::new().unwrap();
    let games: [(GameKind, &[&str], usize); 5] = [
        (GameKind::Hnefatafl, &[], 2),
        (GameKind::Landover, &[], 2),
        (GameKind::Gype, &[], 4),
        (GameKind::Quest, &[], 6),
        (GameKind::Skirmish, &[], 2),
    ];
    for (kind, options, seats) in games {
        let steps = played(kind, options, seats, 150).replay_steps().unwrap();
        let size = gif_of(&renderer, &steps).len();
        eprintln!("{kind:?}: {} positions, {size} bytes", steps.len());
        assert!(size <= 3 << 20, "{kind:?}: {size} bytes");
    }
}

#[test]
fn a_running_replay_is_the_same_whatever_secret_set_up_was_chosen() {
    // Table Gype's set-up orders are chosen in secret: until both are made and revealed,
    // the replay must not depend on the first one.
    let renderer = Renderer::new().unwrap();
    let replay_after = |choice: usize| {
        let mut m = AnyMatch::new(GameKind::Gype, &[], 2, Seed::from_bytes([9; 32])).unwrap();
        let Turn::Simultaneous(seats) = m.turn() else { panic!("the set-up is simultaneous") };
        let moves = m.legal_moves(seats[0]);
        m.play_text(seats[0], &moves[choice % moves.len()]).unwrap();
        gif_of(&renderer, &m.replay_steps().unwrap())
    };
    assert_eq!(replay_after(0), replay_after(5));
}
