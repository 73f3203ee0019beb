//! The fast tile path against the whole-SVG oracle, and what a board image must show.

mod common;

use common::{assert_matches_oracle, decode};
use engine::{AnyMatch, GameKind, Seat, Seed, Viewer};
use render::Renderer;

fn played(moves: &[&str]) -> AnyMatch {
    let mut m = AnyMatch::new(GameKind::Hnefatafl, &[], 2, Seed::from_bytes([1; 32])).unwrap();
    for (i, text) in moves.iter().enumerate() {
        m.play_text(Seat((i % 2) as u8), text).unwrap();
    }
    m
}

/// Pixel centre of a square on the 536×536 board (44-pixel squares, 26-pixel margin).
fn centre(file: u32, rank: u32) -> (u32, u32) {
    (26 + file * 44 + 22, 26 + (10 - rank) * 44 + 22)
}

#[test]
fn the_fast_path_matches_the_whole_svg_render() {
    let renderer = Renderer::new().unwrap();
    let (m, _) = first_capture();
    for view in [m.view(Viewer::Spectator), played(&[]).view(Viewer::Spectator)] {
        assert_matches_oracle(&renderer, &view);
    }
}

#[test]
fn the_board_shows_pieces_highlights_and_captures() {
    let renderer = Renderer::new().unwrap();
    let start = decode(&renderer.png(&played(&[]).view(Viewer::Spectator)));
    assert_eq!(start.dimensions(), (536, 536));
    let luma = |img: &image::RgbImage, (x, y): (u32, u32)| {
        let p = img.get_pixel(x, y);
        (u32::from(p[0]) + u32::from(p[1]) + u32::from(p[2])) / 3
    };
    assert!(luma(&start, centre(3, 0)) < 60, "an attacker on d1 is dark");
    assert!(luma(&start, centre(5, 3)) > 200, "a defender on f4 is light");
    // After d1-d4 the from and to squares are highlighted yellow.
    let moved = decode(&renderer.png(&played(&["d1-d4"]).view(Viewer::Spectator)));
    let from = moved.get_pixel(centre(3, 0).0, centre(3, 0).1);
    assert!(from[0] > 200 && from[2] < 150, "d1 is highlighted: {from:?}");
    let plain = start.get_pixel(centre(3, 0).0 - 18, centre(3, 0).1 - 18);
    let lit = moved.get_pixel(centre(3, 3).0 - 18, centre(3, 3).1 - 18);
    assert_ne!(plain, lit, "d4's corner is tinted");
}

#[test]
fn coordinates_are_drawn_with_the_embedded_font() {
    let renderer = Renderer::new().unwrap();
    let img = decode(&renderer.png(&played(&[]).view(Viewer::Spectator)));
    // The top margin holds the file letters: some pixels there are light ink.
    let inked =
        (0..536).flat_map(|x| (0..26).map(move |y| (x, y))).filter(|&(x, y)| img.get_pixel(x, y)[0] > 200).count();
    assert!(inked > 200, "only {inked} light pixels in the top margin");
}

/// Plays deterministic moves until one captures; returns the match and the square.
fn first_capture() -> (AnyMatch, String) {
    let mut m = played(&[]);
    for ply in 0..200 {
        let seat = Seat((ply % 2) as u8);
        let moves = m.legal_moves(seat);
        for mv in &moves {
            let mut trial = m.clone();
            let events = trial.play_text(seat, mv).unwrap();
            if let Some(square) = events.iter().find_map(|e| e.captured.first().cloned()) {
                return (trial, square);
            }
        }
        m.play_text(seat, &moves[(ply * 13) % moves.len()]).unwrap();
    }
    panic!("no capture within 200 plies");
}

#[test]
fn a_captured_square_is_marked_red() {
    let renderer = Renderer::new().unwrap();
    let (m, square) = first_capture();
    let file = u32::from(square.as_bytes()[0] - b'a');
    let rank: u32 = square[1..].parse::<u32>().unwrap() - 1;
    let img = decode(&renderer.png(&m.view(Viewer::Spectator)));
    let (cx, cy) = centre(file, rank);
    let reds = (cx - 15..cx + 15)
        .flat_map(|x| (cy - 15..cy + 15).map(move |y| (x, y)))
        .filter(|&(x, y)| {
            let p = img.get_pixel(x, y);
            p[0] > 150 && p[1] < 80 && p[2] < 80
        })
        .count();
    assert!(reds > 30, "the capture on {square} is marked ({reds} red pixels)");
}

#[test]
fn brandubh_and_tablut_draw_their_own_boards_with_the_same_art() {
    let renderer = Renderer::new().unwrap();
    for (rules, size, corner_marked) in [("rules=brandubh", 7, true), ("rules=tablut", 9, false)] {
        let mut m = AnyMatch::new(GameKind::Hnefatafl, &[rules], 2, Seed::from_bytes([1; 32])).unwrap();
        let view = m.view(Viewer::Spectator);
        assert_matches_oracle(&renderer, &view);
        let img = decode(&renderer.png(&view));
        let side = 2 * 26 + 44 * size;
        assert_eq!(img.dimensions(), (side, side), "{rules}");
        // The king on the central throne, crowned in gold; a corner restricted or not.
        let middle = 26 + (size / 2) * 44 + 22;
        let rim = img.get_pixel(middle, middle - 17);
        assert!(rim[0] > 150 && rim[2] < 80, "{rules}: the king's golden rim at the centre: {rim:?}");
        let corner = img.get_pixel(26 + 4, 26 + 4);
        assert_eq!(corner[0] < 200, corner_marked, "{rules}: a1's corner colour {corner:?}");
        let first = m.legal_moves(Seat(0))[0].clone();
        m.play_text(Seat(0), &first).unwrap();
        assert_matches_oracle(&renderer, &m.view(Viewer::Spectator));
    }
}
