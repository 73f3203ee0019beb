//! The LandOver board: the fast path against the whole-SVG oracle, orientation, themes,
//! badges and highlights.

mod common;

use common::{assert_matches_oracle, decode, differing};
use engine::landover::{Landover, LandoverOptions, Theme};
use engine::{AnyMatch, AnyView, Game, GameKind, Seat, Seed, Viewer};
use render::Renderer;

/// Pixel centre of a square on the 528×528 board (60-pixel squares, 24-pixel margin),
/// seen from Lawful's side.
fn centre(file: u32, rank: u32) -> (u32, u32) {
    (24 + file * 60 + 30, 24 + (7 - rank) * 60 + 30)
}

fn start(options: &[&str]) -> AnyMatch {
    AnyMatch::new(GameKind::Landover, options, 2, Seed::from_bytes([3; 32])).unwrap()
}

/// A position with a combat just fought: the Lawful knight won on d5 and rests.
fn after_combat(theme: Theme) -> AnyView {
    let options = LandoverOptions { theme, ..LandoverOptions::default() };
    let mut g = Landover::from_position("4E3/8/8/3F'4/8/2b5/8/4e3 l - - -", options).unwrap();
    g.play(Seat(1), &g.parse_action("c3 d5").unwrap()).unwrap();
    for roll in [1, 10, 10, 10] {
        g.apply_chance(&roll);
    }
    AnyView::Landover(g.view(Viewer::Spectator))
}

#[test]
fn the_fast_path_matches_the_whole_svg_render() {
    let renderer = Renderer::new().unwrap();
    let views = [
        start(&[]).view(Viewer::Spectator),
        start(&["theme=metalegno"]).view(Viewer::Player(Seat(0))),
        after_combat(Theme::Landover),
        after_combat(Theme::Metalegno),
    ];
    for view in views {
        assert_matches_oracle(&renderer, &view);
    }
}

#[test]
fn chaotic_players_see_rank_eight_at_the_bottom() {
    let renderer = Renderer::new().unwrap();
    let m = start(&[]);
    let lawful = decode(&renderer.png(&m.view(Viewer::Spectator)));
    let chaotic = decode(&renderer.png(&m.view(Viewer::Player(Seat(0)))));
    assert_eq!(lawful.dimensions(), (528, 528));
    let luma = |img: &image::RgbImage, (x, y): (u32, u32)| {
        let p = img.get_pixel(x, y);
        (u32::from(p[0]) + u32::from(p[1]) + u32::from(p[2])) / 3
    };
    // The bottom-left square holds a Lawful (ivory) rook for Lawful, a Chaotic (dark) one
    // for Chaotic; the token's edge just inside the rim shows its colour.
    let probe = |(x, y): (u32, u32)| (x - 17, y);
    assert!(luma(&lawful, probe(centre(0, 0))) > 180, "a1 holds an ivory token");
    assert!(luma(&chaotic, probe(centre(0, 0))) < 90, "h8 holds a dark token at the bottom left");
}

#[test]
fn a_combat_square_is_red_and_a_resting_winner_shows_its_r_and_mark() {
    let renderer = Renderer::new().unwrap();
    let img = decode(&renderer.png(&after_combat(Theme::Landover)));
    let plain = decode(&renderer.png(&start(&[]).view(Viewer::Spectator)));
    let (x, y) = centre(3, 4);
    // The square's corner is tinted red.
    let corner = img.get_pixel(x - 28, y - 28);
    assert!(corner[0] > corner[1] + 40, "d5 is tinted red: {corner:?}");
    // The resting mark (blue) in the top-right corner of d5.
    let mark = img.get_pixel(x + 16, y - 21);
    assert!(mark[2] > 150 && mark[0] < 120, "resting mark: {mark:?}");
    // The R badge in the bottom-right corner is red (wounded): the knight has 19/22.
    let badge = img.get_pixel(x + 7, y + 21);
    assert!(badge[0] > 140 && badge[1] < 80, "wounded badge: {badge:?}");
    assert_ne!(plain.get_pixel(x + 7, y + 21), badge);
}

#[test]
fn the_two_themes_look_different() {
    let renderer = Renderer::new().unwrap();
    let landover = decode(&renderer.png(&start(&[]).view(Viewer::Spectator)));
    let metalegno = decode(&renderer.png(&start(&["theme=metalegno"]).view(Viewer::Spectator)));
    let reference = renderer.reference_rgba(&start(&[]).view(Viewer::Spectator)).unwrap().2;
    assert!(differing(&metalegno, &reference) > 528 * 528 / 4);
    assert!(differing(&landover, &reference) < 528 * 528 / 200);
}

#[test]
fn the_musician_and_the_standard_bearer_have_their_own_symbols_in_both_themes() {
    let renderer = Renderer::new().unwrap();
    for options in [&[][..], &["theme=metalegno"][..]] {
        let img = decode(&renderer.png(&start(options).view(Viewer::Spectator)));
        // Lawful's standard-bearer (d2) and musician (e2): the glyph areas inside the
        // tokens, whose fill does not depend on the square's colour.
        let glyph = |(x, y): (u32, u32)| {
            let mut dark = Vec::new();
            for dy in 0..24 {
                for dx in 0..24 {
                    let p = img.get_pixel(x - 12 + dx, y - 12 + dy);
                    dark.push(u32::from(p[0]) + u32::from(p[1]) + u32::from(p[2]) < 250);
                }
            }
            dark
        };
        let (standard, musician) = (glyph(centre(3, 1)), glyph(centre(4, 1)));
        let differ = standard.iter().zip(&musician).filter(|(a, b)| a != b).count();
        assert!(differ > 40, "{options:?}: the two heralds' glyphs differ in {differ} pixels only");
    }
}

#[test]
fn a_kidnapped_king_rides_on_its_kidnappers_square_with_green_places() {
    let renderer = Renderer::new().unwrap();
    let mut g = Landover::from_position("4E3/8/8/3F'4/4e3/8/8/8 c - - -", LandoverOptions::default()).unwrap();
    g.play(Seat(0), &g.parse_action("d5 e4").unwrap()).unwrap();
    g.apply_chance(&1);
    let view = AnyView::Landover(g.view(Viewer::Spectator));
    assert_matches_oracle(&renderer, &view);
    let img = decode(&renderer.png(&view));
    let (x, y) = centre(4, 3);
    // The orange ring of the carried king in e4's top-left corner.
    let ring = img.get_pixel(x - 30 + 15, y - 30 + 2);
    assert!(ring[0] > 200 && ring[1] > 100 && ring[2] < 80, "orange ring: {ring:?}");
    // A green dot in the middle of e3, a square the king may be set down on.
    let dot = img.get_pixel(centre(4, 2).0, centre(4, 2).1);
    assert!(dot[1] > dot[0] + 40 && dot[1] > dot[2] + 30, "green dot: {dot:?}");
}
