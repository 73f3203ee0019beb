//! The boards the image benchmarks draw: each game some way into a seeded game. Shared
//! with the lila-gif anchor (`anchors/lila-gif`), which draws the same boards.

use engine::{AnyMatch, AnyView, GameKind, Seat, Seed, Viewer};

pub fn midgame(options: &[&str]) -> AnyMatch {
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
pub fn gype_midgame() -> AnyMatch {
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
pub fn landover_midgame() -> AnyMatch {
    let mut m = AnyMatch::new(GameKind::Landover, &[], 2, Seed::from_bytes([5; 32])).unwrap();
    for ply in 0..30 {
        let engine::Turn::Player(seat) = m.turn() else { break };
        let moves = m.legal_moves(seat);
        m.play_text(seat, &moves[(ply * 13) % moves.len()]).unwrap();
    }
    m
}

/// Five players 150 plies into a Quest game (seeded random play).
pub fn quest_midgame() -> AnyMatch {
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

/// A 26×26 Skirmish battlefield (a generated map) 120 plies into a seeded random game.
pub fn skirmish_battle() -> AnyView {
    let options = engine::skirmish::SkirmishOptions {
        size: 26,
        map: engine::skirmish::MapChoice::Random(None),
        ..Default::default()
    };
    let battle = engine::playout::random_game::<engine::skirmish::Skirmish>(&options, 2, 8, 120);
    AnyView::Skirmish(engine::Game::view(battle.state(), Viewer::Spectator))
}
