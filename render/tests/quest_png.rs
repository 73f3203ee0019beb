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
    assert_eq!(img.dimensions(), (772, 496));
    let start = state.player(Seat(1)).room.unwrap();
    let unseen = Room::all().find(|r| mine.rooms[r.index()].is_none()).unwrap();
    // A pixel inside the card, away from the icon and tokens: parchment, or the back's blue.
    let pixel = |room: Room| *img.get_pixel(26 + u32::from(room.col()) * 92 + 40, 26 + u32::from(room.row()) * 92 + 6);
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
