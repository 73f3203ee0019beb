//! The skirmish battlefield: the fast path against the whole-SVG oracle, and what the
//! image shows where.

mod common;

use common::{assert_matches_oracle, decode};
use engine::playout::random_game;
use engine::skirmish::{Ground, MapChoice, Order, Side, Skirmish, SkirmishOptions, SkirmishView};
use engine::{AnyMatch, AnyView, Game, GameKind, Seat, Seed, Turn, Viewer};
use render::Renderer;

fn view_after(map: MapChoice, size: u8, seed: u64, plies: usize, viewer: Viewer) -> SkirmishView {
    let options = SkirmishOptions { map, size, ..Default::default() };
    random_game::<Skirmish>(&options, 2, seed, plies).state().view(viewer)
}

/// The pixel at the centre of a square's cell (20 px cells inside a 20 px margin).
fn cell_centre(view: &SkirmishView, x: u8, y: u8) -> (u32, u32) {
    let last = u32::from(view.size) - 1;
    let (col, row) = match view.bottom {
        Side::Amber => (u32::from(x), last - u32::from(y)),
        Side::Blue => (last - u32::from(x), u32::from(y)),
    };
    (20 + col * 20 + 10, 20 + row * 20 + 10)
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
    assert_eq!(img.dimensions(), (20 * 2 + 24 * 20, 20 * 2 + 24 * 20));
    let model = view.models.iter().find(|m| m.side == Side::Blue).unwrap();
    let (x, y) = cell_centre(&view, model.square.file(), model.square.rank());
    // Just above the label: the token's blue.
    let pixel = img.get_pixel(x - 5, y - 5).0;
    assert!(pixel.iter().zip([0x2f, 0x6f, 0xd1]).all(|(&a, b)| a.abs_diff(b) <= 2), "{pixel:?}");
    let wall = view.ground.iter().position(|g| *g == Ground::Impassable).unwrap();
    let (wx, wy) = cell_centre(&view, (wall % 24) as u8, (wall / 24) as u8);
    let stone = img.get_pixel(wx + 5, wy - 1).0;
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
    let pixel = if *hit { img.get_pixel(x - 4, y - 4).0 } else { img.get_pixel(x + 5, y).0 };
    if *hit {
        assert!(pixel[0] > 0xc0 && pixel[1] < 0x40, "a red cross: {pixel:?}");
    } else {
        assert!(pixel.iter().all(|&c| c > 0xc0), "a white ring: {pixel:?}");
    }
}
