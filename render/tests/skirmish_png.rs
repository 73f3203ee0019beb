//! The skirmish battlefield: the fast path against the whole-SVG oracle, and what the
//! image shows where.

mod common;

use common::{assert_matches_oracle, decode};
use engine::playout::random_game;
use engine::skirmish::{Ground, MapChoice, Order, Side, Skirmish, SkirmishOptions, SkirmishView, Square};
use engine::{AnyMatch, AnyView, Game, GameKind, Seat, Seed, Turn, Viewer};
use render::Renderer;

fn view_after(map: MapChoice, size: u8, seed: u64, plies: usize, viewer: Viewer) -> SkirmishView {
    let options = SkirmishOptions { map, size, ..Default::default() };
    random_game::<Skirmish>(&options, 2, seed, plies).state().view(viewer)
}

const CELL: u32 = 36;
const MARGIN: u32 = 24;

/// The pixel at the centre of a square's cell (36 px cells inside a 24 px margin).
fn cell_centre(view: &SkirmishView, x: u8, y: u8) -> (u32, u32) {
    let last = u32::from(view.size) - 1;
    let (col, row) = match view.bottom {
        Side::Amber => (u32::from(x), last - u32::from(y)),
        Side::Blue => (last - u32::from(x), u32::from(y)),
    };
    (MARGIN + col * CELL + CELL / 2, MARGIN + row * CELL + CELL / 2)
}

/// The centre of the token on a square: 2 px above the cell's centre.
fn token_centre(view: &SkirmishView, sq: Square) -> (u32, u32) {
    let (x, y) = cell_centre(view, sq.file(), sq.rank());
    (x, y - 2)
}

fn near(pixel: &[u8], rgb: [u8; 3], by: u8) -> bool {
    pixel.iter().zip(rgb).all(|(&a, b)| a.abs_diff(b) <= by)
}

#[test]
fn the_fast_path_matches_the_whole_svg_render() {
    let renderer = Renderer::new().unwrap();
    let mut kinds = std::collections::HashSet::new();
    for (i, map) in
        [MapChoice::Ruins, MapChoice::Hill, MapChoice::Random(None), MapChoice::Open].into_iter().enumerate()
    {
        for plies in [40, 90, 140] {
            let viewer = if plies == 90 { Viewer::Player(Seat(1)) } else { Viewer::Spectator };
            let view = view_after(map, 16 + 3 * i as u8, i as u64, plies, viewer);
            for order in &view.orders {
                kinds.insert(std::mem::discriminant(order));
            }
            assert_matches_oracle(&renderer, &AnyView::Skirmish(view));
        }
    }
    assert!(kinds.len() >= 2, "the views drew orders of several kinds");
}

#[test]
fn tokens_walls_and_heights_are_where_the_view_says() {
    let renderer = Renderer::new().unwrap();
    let view = view_after(MapChoice::Ruins, 24, 5, 30, Viewer::Player(Seat(0)));
    let img = decode(&renderer.png(&AnyView::Skirmish(view.clone())));
    assert_eq!(img.dimensions(), (MARGIN * 2 + 24 * CELL, MARGIN * 2 + 24 * CELL));
    let model = view.models.iter().find(|m| m.side == Side::Blue).unwrap();
    let (x, y) = token_centre(&view, model.square);
    // Above the label: the token's blue.
    let pixel = img.get_pixel(x - 8, y - 7).0;
    assert!(near(&pixel, [0x2f, 0x6f, 0xd1], 2), "{pixel:?}");
    let wall = view.ground.iter().position(|g| *g == Ground::Impassable).unwrap();
    let (wx, wy) = cell_centre(&view, (wall % 24) as u8, (wall / 24) as u8);
    let stone = img.get_pixel(wx + 9, wy - 1).0;
    assert!(stone[0] < 0x80 && stone[2] < 0x80, "a wall is dark stone: {stone:?}");
}

#[test]
fn each_side_sees_its_own_edge_at_the_bottom() {
    let renderer = Renderer::new().unwrap();
    for (seat, side) in [(Seat(0), Side::Amber), (Seat(1), Side::Blue)] {
        let view = view_after(MapChoice::Open, 16, 2, 20, Viewer::Player(seat));
        assert_eq!(view.bottom, side);
        let img = decode(&renderer.png(&AnyView::Skirmish(view.clone())));
        let own = view
            .models
            .iter()
            .filter(|m| m.side == side)
            .map(|m| cell_centre(&view, m.square.file(), m.square.rank()).1);
        assert!(own.into_iter().all(|y| y > img.height() / 2), "{side:?}'s models are in the lower half");
    }
}

#[test]
fn shots_are_marked_hit_or_miss() {
    let renderer = Renderer::new().unwrap();
    let options = ["map=open", "size=16", "amber=elves", "blue=elves"];
    let mut m = AnyMatch::new(GameKind::Skirmish, &options, 2, Seed::from_bytes([9; 32])).unwrap();
    m.play_text(Seat(0), "deploy auto").unwrap();
    m.play_text(Seat(1), "deploy auto").unwrap();
    let Turn::Player(first) = m.turn() else { panic!("a side plays first") };
    let enemy = if first == Seat(0) { "B3" } else { "A3" };
    for text in ["next", "next", &format!("shoot #2 {enemy}")] {
        m.play_text(first, text).unwrap();
    }
    let AnyView::Skirmish(view) = m.view(Viewer::Spectator) else { unreachable!() };
    let Some(Order::Shot { to, hit, .. }) = view.orders.iter().find(|o| matches!(o, Order::Shot { .. })) else {
        unreachable!()
    };
    let img = decode(&renderer.png(&AnyView::Skirmish(view.clone())));
    let (x, y) = cell_centre(&view, to.file(), to.rank());
    let (x, y) = (x, y - 2);
    let pixel = if *hit { img.get_pixel(x - 5, y - 5).0 } else { img.get_pixel(x + 7, y).0 };
    if *hit {
        assert!(pixel[0] > 0xc0 && pixel[1] < 0x40, "a red cross: {pixel:?}");
    } else {
        assert!(pixel.iter().all(|&c| c > 0xc0), "a white ring: {pixel:?}");
    }
}

#[test]
fn tokens_are_28_pixels_across_and_their_pips_show_the_r_left() {
    let renderer = Renderer::new().unwrap();
    let mut m = AnyMatch::new(GameKind::Skirmish, &["map=open"], 2, Seed::from_bytes([4; 32])).unwrap();
    m.play_text(Seat(0), "deploy auto").unwrap();
    m.play_text(Seat(1), "deploy auto").unwrap();
    let AnyView::Skirmish(view) = m.view(Viewer::Spectator) else { unreachable!() };
    let img = decode(&renderer.png(&AnyView::Skirmish(view.clone())));
    let open_ground = [0xc6, 0xd6, 0xa0];
    for model in &view.models {
        let (x, y) = token_centre(&view, model.square);
        let across = (x - 17..=x + 17).filter(|&px| !near(&img.get_pixel(px, y).0, open_ground, 12)).count();
        assert!(across >= 28, "{}{} is {across} px across", model.side.letter(), model.number);
        // The pips' row under the token: one white pip per R, counted along the row.
        let row = y + 14 + 3;
        let white: Vec<bool> =
            (x - 17..=x + 17).map(|px| img.get_pixel(px, row).0[..3].iter().all(|&c| c > 0xe0)).collect();
        let pips = white.windows(2).filter(|w| !w[0] && w[1]).count();
        assert_eq!(pips, model.r.max(0) as usize, "{}{}", model.side.letter(), model.number);
    }
}

#[test]
fn models_in_base_contact_are_joined_by_a_red_bar() {
    let renderer = Renderer::new().unwrap();
    let options = ["map=open", "size=16"];
    let mut m = AnyMatch::new(GameKind::Skirmish, &options, 2, Seed::from_bytes([5; 32])).unwrap();
    m.play_text(Seat(0), "deploy auto").unwrap();
    m.play_text(Seat(1), "deploy auto").unwrap();
    // Walk models until two foes stand side by side, then look at the image.
    let mut plies = 0;
    let view = loop {
        let AnyView::Skirmish(view) = m.view(Viewer::Spectator) else { unreachable!() };
        if !view.engagements.is_empty() {
            break view;
        }
        let Turn::Player(seat) = m.turn() else { panic!("the battle goes on") };
        let moves = m.legal_moves(seat);
        let pick = moves.iter().find(|t| t.starts_with("charge")).unwrap_or(&moves[plies * 31 % moves.len()]);
        m.play_text(seat, pick).unwrap();
        plies += 1;
        assert!(plies < 400, "no engagement in 400 orders");
    };
    let img = decode(&renderer.png(&AnyView::Skirmish(view.clone())));
    let (a, b) = view.engagements[0];
    let ((ax, ay), (bx, by)) = (token_centre(&view, a), token_centre(&view, b));
    let (mx, my) = ((ax + bx) / 2, (ay + by) / 2);
    let pixel = img.get_pixel(mx, my).0;
    assert!(near(&pixel, [214, 40, 40], 12), "between the two tokens: {pixel:?}");
    assert!(view.models.iter().all(|m| m.square != a || m.side == Side::Amber));
}
