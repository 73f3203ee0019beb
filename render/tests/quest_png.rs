//! The Quest map: the fast path against the whole-SVG oracle, what the image shows, and
//! that re-dealing what a viewer has not seen leaves that viewer's image byte-identical.

mod common;

use common::{assert_matches_oracle, decode};
use engine::playout::random_game;
use engine::quest::{Quest, QuestOptions, QuestView, Room};
use engine::{AnyView, Game, Seat, Viewer};
use render::Renderer;

/// Seeded random games stopped at various points, with 2 to 6 players.
fn states() -> Vec<Quest> {
    (0..12u64)
        .map(|seed| {
            let players = 2 + (seed % 5) as usize;
            random_game::<Quest>(&QuestOptions::default(), players, seed, 30 + seed as usize * 15).state().clone()
        })
        .collect()
}

fn png(renderer: &Renderer, view: QuestView) -> Vec<u8> {
    renderer.png(&AnyView::Quest(view))
}

#[test]
fn the_fast_path_matches_the_whole_svg_render() {
    let renderer = Renderer::new().unwrap();
    let state = &states()[7];
    let over = random_game::<Quest>(&QuestOptions::default(), 2, 3, 5_000);
    let views =
        [state.view(Viewer::Spectator), state.view(Viewer::Player(Seat(0))), over.state().view(Viewer::Spectator)];
    for view in views {
        assert_matches_oracle(&renderer, &AnyView::Quest(view));
    }
}

#[test]
fn seen_rooms_show_their_face_and_unseen_ones_their_back() {
    let renderer = Renderer::new().unwrap();
    let state = &states()[3];
    let mine = state.view(Viewer::Player(Seat(1)));
    let img = decode(&png(&renderer, mine.clone()));
    assert_eq!(img.dimensions(), (978, 728));
    let start = state.player(Seat(1)).room.unwrap();
    let unseen = Room::all().find(|r| mine.rooms[r.index()].is_none()).unwrap();
    // A pixel inside the card, away from the icon and tokens: parchment, or the back's blue.
    let pixel =
        |room: Room| *img.get_pixel(28 + u32::from(room.col()) * 118 + 47, 28 + u32::from(room.row()) * 118 + 6);
    assert_eq!(pixel(start).0, [0xf4, 0xea, 0xd2], "the starting room shows its face");
    assert_eq!(pixel(unseen).0, [0x34, 0x49, 0x5e], "an unseen room shows its back");
}

#[test]
fn redealing_what_the_channel_has_not_seen_leaves_its_image_byte_identical() {
    let renderer = Renderer::new().unwrap();
    for state in states() {
        let before = png(&renderer, state.view(Viewer::Spectator));
        for seed in 0..3 {
            let other = state.redeal_unseen(Viewer::Spectator, seed);
            assert_eq!(png(&renderer, other.view(Viewer::Spectator)), before);
        }
    }
}

#[test]
fn redealing_what_a_player_has_not_seen_leaves_their_image_byte_identical() {
    let renderer = Renderer::new().unwrap();
    for state in states() {
        for seat in (0..state.seats() as u8).map(Seat) {
            let before = png(&renderer, state.view(Viewer::Player(seat)));
            let other = state.redeal_unseen(Viewer::Player(seat), u64::from(seat.0));
            assert_eq!(png(&renderer, other.view(Viewer::Player(seat))), before);
        }
    }
}

/// The rows of the picture where two images differ.
fn rows_differing(a: &image::RgbImage, b: &image::RgbImage) -> Vec<u32> {
    (0..a.height()).filter(|&y| (0..a.width()).any(|x| a.get_pixel(x, y) != b.get_pixel(x, y))).collect()
}

#[test]
fn the_legend_under_the_map_names_each_seats_player_within_its_column() {
    let renderer = Renderer::new().unwrap();
    let state = &states()[4];
    let view = AnyView::Quest(state.view(Viewer::Spectator));
    let unnamed = decode(&renderer.png(&view));
    let names = ["alice", "bob", "Carol the Bold", "dave", "Ève Müller", "a name far too long for its column"];
    let players = state.view(Viewer::Spectator).players.len();
    let named = decode(&renderer.png_named(&view, &names[..players]));
    let rows = rows_differing(&unnamed, &named);
    let map_height = 28 * 2 + 5 * 118 - 22;
    assert!(!rows.is_empty() && rows.iter().all(|&y| y > map_height), "names go in the legend only: {rows:?}");
    // Each name stays in its own third of the width: a long one is cut before the next.
    let renamed: Vec<&str> = (0..players).map(|i| if i == 0 { names[5] } else { names[i] }).collect();
    let long = decode(&renderer.png_named(&view, &renamed));
    let column = (978 - 2 * 28) / 3;
    let changed = (0..978).filter(|&x| (map_height..728).any(|y| long.get_pixel(x, y) != named.get_pixel(x, y)));
    assert!(changed.max().is_some_and(|x| x < 28 + column), "the first seat's name stays in its column");
}

#[test]
fn a_crowded_room_draws_smaller_tokens_than_one_with_two_players() {
    let renderer = Renderer::new().unwrap();
    let start = random_game::<Quest>(&QuestOptions::default(), 6, 1, 0).state().clone();
    let lion = image::Rgb([0xc0, 0x39, 0x2b]);
    for (sharing, small) in [(2, false), (3, true), (6, true)] {
        let mut view = start.view(Viewer::Spectator);
        let room = view.players[0].room.expect("a room");
        for p in view.players.iter_mut().take(sharing) {
            p.room = Some(room);
        }
        let img = decode(&png(&renderer, view));
        let (x, y) = (28 + u32::from(room.col()) * 118, 28 + u32::from(room.row()) * 118);
        // The first small slot's centre, and a point of the large slot's below it.
        let (small_slot, large_slot) = (*img.get_pixel(x + 17, y + 47), *img.get_pixel(x + 26, y + 80));
        if small {
            assert!(small_slot == lion && large_slot != lion, "{sharing} in a room: small tokens");
        } else {
            assert_eq!(large_slot, lion, "{sharing} in a room: large tokens");
        }
    }
}
