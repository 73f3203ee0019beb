//! The Table Gype board: the fast path against the whole-SVG oracle, and what the image
//! must show (home-row colours, dice, finished badges, rerolled rings, the path, secrecy).

mod common;

use common::{assert_matches_oracle, decode};
use engine::gype::{DieView, Face, GypeView, LastMove, Side, Square};
use engine::{AnyMatch, AnyView, GameKind, Seat, Seed, Viewer};
use render::Renderer;

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap()
}

fn die(square: &str, owner: Side, face: Face) -> DieView {
    let square = sq(square);
    DieView { square, owner, face, finished: owner.is_goal(square) }
}

/// Four players, a jump chain c3 → e5 → g7 over d4 and f6, a finished south die on d10.
fn midgame() -> GypeView {
    GypeView {
        sides: Side::ALL.to_vec(),
        dice: vec![
            die("g7", Side::South, Face::Flame),
            die("d4", Side::North, Face::Hat),
            die("f6", Side::West, Face::Ear),
            die("d10", Side::South, Face::Book),
            die("b5", Side::West, Face::Tree),
            die("i4", Side::East, Face::Swords),
        ],
        choosing: Vec::new(),
        to_move: Some(Side::West),
        last: Some(LastMove { path: vec![sq("c3"), sq("e5"), sq("g7")], rerolled: vec![sq("d4"), sq("f6")] }),
    }
}

fn render(view: GypeView) -> image::RgbImage {
    decode(&Renderer::new().unwrap().png(&AnyView::Gype(view)))
}

/// Top-left pixel of a square on the 492×492 image (44-pixel squares, 26-pixel margin).
fn corner(square: &str) -> (u32, u32) {
    let s = sq(square);
    (26 + u32::from(s.file()) * 44, 26 + (9 - u32::from(s.rank())) * 44)
}

fn count(img: &image::RgbImage, square: &str, wanted: impl Fn(&image::Rgb<u8>) -> bool) -> usize {
    let (x0, y0) = corner(square);
    (x0..x0 + 44).flat_map(|x| (y0..y0 + 44).map(move |y| (x, y))).filter(|&(x, y)| wanted(img.get_pixel(x, y))).count()
}

fn near(p: &image::Rgb<u8>, hex: u32) -> bool {
    let rgb = [(hex >> 16) as u8, (hex >> 8) as u8, hex as u8];
    (0..3).all(|i| (i32::from(p[i]) - i32::from(rgb[i])).abs() < 12)
}

#[test]
fn the_fast_path_matches_the_whole_svg_render() {
    let renderer = Renderer::new().unwrap();
    let setup = AnyMatch::new(GameKind::Gype, &[], 3, Seed::from_bytes([1; 32])).unwrap();
    for view in [AnyView::Gype(midgame()), setup.view(Viewer::Spectator)] {
        assert_matches_oracle(&renderer, &view);
    }
}

#[test]
fn home_rows_take_their_players_colours() {
    let two = render(GypeView { sides: vec![Side::South, Side::North], ..midgame() });
    let four = render(midgame());
    assert_eq!(four.dimensions(), (492, 492));
    let (x, y) = corner("a6");
    assert!(near(four.get_pixel(x + 3, y + 3), 0xbfe3cc), "west's row is green with four players");
    assert!(near(two.get_pixel(x + 3, y + 3), 0xa08a68), "and unused with two");
    let (x, y) = corner("e1");
    assert!(near(two.get_pixel(x + 3, y + 3), 0xf2c4bd), "south's row is red");
}

#[test]
fn dice_show_their_owner_colour_a_finished_badge_and_a_reroll_ring() {
    let img = render(midgame());
    assert!(count(&img, "g7", |p| near(p, 0xc0392b)) > 300, "south's die is red");
    assert!(count(&img, "d4", |p| near(p, 0x1f618d)) > 300, "north's die is blue");
    assert!(count(&img, "d10", |p| near(p, 0xf4c430)) > 20, "the finished die carries a gold badge");
    assert_eq!(count(&img, "g7", |p| near(p, 0xf4c430)), 0, "an unfinished die does not");
    assert!(count(&img, "f6", |p| near(p, 0xff2d95)) > 60, "a rerolled die is ringed");
    assert_eq!(count(&img, "b5", |p| near(p, 0xff2d95)), 0, "other dice are not");
}

#[test]
fn the_last_path_is_drawn_through_the_landing_squares() {
    let with_path = render(midgame());
    let without = render(GypeView { last: None, ..midgame() });
    // The centre of c3 (the start) and of e5 (a landing) are dark only with the path.
    for square in ["c3", "e5"] {
        let (x, y) = corner(square);
        let (a, b) = (with_path.get_pixel(x + 22, y + 22), without.get_pixel(x + 22, y + 22));
        assert!(a[0] < b[0] / 2, "{square}: {a:?} is darker than {b:?}");
    }
}

#[test]
fn a_secret_setup_shows_only_who_is_still_choosing() {
    let mut m = AnyMatch::new(GameKind::Gype, &[], 2, Seed::from_bytes([2; 32])).unwrap();
    m.play_text(Seat(0), "setup ffbbsstt").unwrap();
    let spectator = decode(&Renderer::new().unwrap().png(&m.view(Viewer::Spectator)));
    let own = decode(&Renderer::new().unwrap().png(&m.view(Viewer::Player(Seat(0)))));
    // b1 holds south's flame: south sees it, nobody else does (only a die back).
    assert!(count(&own, "b1", |p| near(p, 0xfffaf0)) > 40, "south sees its flame icon");
    assert_eq!(count(&spectator, "b1", |p| near(p, 0xfffaf0)), count(&spectator, "c1", |p| near(p, 0xfffaf0)));
    assert_eq!(
        count(&spectator, "b1", |p| near(p, 0xfffaf0)),
        count(&spectator, "h1", |p| near(p, 0xfffaf0)),
        "every hidden die looks the same"
    );
    assert!(count(&spectator, "e10", |p| near(p, 0x6b5a45)) > 20, "north is still choosing");
}
