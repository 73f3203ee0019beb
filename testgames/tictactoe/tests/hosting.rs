//! Tic-tac-toe, added from outside the engine, is started by name, played, stored and
//! read, drawn and played by the AI like the engine's own games.

use engine::{AnyMatch, GameKind, Seat, Seed, Viewer};
use render::Renderer;

fn tictactoe(moves: &[&str]) -> AnyMatch {
    tictactoe::host().expect("its catalog reads");
    let kind: GameKind = "ttt".parse().expect("hosted under its other name");
    let mut m = AnyMatch::new(kind, &[], 2, Seed::from_bytes([2; 32])).unwrap();
    for (ply, text) in moves.iter().enumerate() {
        m.play_text(Seat((ply % 2) as u8), text).unwrap();
    }
    m
}

#[test]
fn a_hosted_game_is_started_by_name_played_stored_and_read() {
    let m = tictactoe(&["b2", "a1"]);
    assert_eq!((m.kind().name(), m.seat_name(Seat(1))), ("tictactoe", "noughts"));
    assert!(GameKind::all().contains(&m.kind()));
    assert_eq!(m.legal_moves(Seat(0)).len(), 7);
    let stored = serde_json::to_string(&m).unwrap();
    assert_eq!(serde_json::from_str::<AnyMatch>(&stored).unwrap(), m);
    assert_eq!(m.numbered_movetext(), "1. b2 a1");
}

#[test]
fn a_hosted_game_is_drawn_from_its_view() {
    let renderer = Renderer::new().unwrap().hosting(Box::new(tictactoe::Art));
    let view = tictactoe(&["b2", "a1"]).view(Viewer::Spectator);
    let png = image::load_from_memory(&renderer.png(&view)).unwrap().to_rgba8();
    let (width, height, reference) = renderer.reference_rgba(&view).unwrap();
    assert_eq!((png.width(), png.height()), (width, height));
    assert_eq!((width, height), (336, 336));
    assert_eq!(png.as_raw(), &reference, "drawn from its one SVG");
    let empty = image::load_from_memory(&renderer.png(&tictactoe(&[]).view(Viewer::Spectator))).unwrap().to_rgba8();
    assert_ne!(png.as_raw(), empty.as_raw(), "the marks show");
}

#[test]
fn a_hosted_game_without_art_is_drawn_blank_and_never_fails() {
    let renderer = Renderer::new().unwrap();
    let png = renderer.png(&tictactoe(&[]).view(Viewer::Spectator));
    assert_eq!(image::load_from_memory(&png).unwrap().width(), 256);
    assert!(renderer.reference_rgba(&tictactoe(&[]).view(Viewer::Spectator)).is_err());
}

#[test]
fn the_ai_plays_a_hosted_game_and_takes_a_win() {
    // Crosses hold a1 and b1; c1 wins at once.
    let m = tictactoe(&["a1", "a2", "b1", "b2"]);
    let think = ai::Think { level: ai::Level::new(3).unwrap(), seed: 11, stop: &|| false };
    let choice = ai::choose(&m, Seat(0), &think).expect("a move");
    assert_eq!(choice.action, "c1");
}
