//! The boards the image benchmarks draw, shared with the lila-gif anchor
//! (`anchors/lila-gif`), which draws the same boards.

use engine::{AnyMatch, AnyView, GameKind, Seed, Viewer};

/// `count` boards as `viewer` sees them, in the order a channel sees them: the position
/// after each move of seeded random games of `kind` with `options` (a new game when one
/// ends), from the opening to the end. A board is never drawn twice in a row (a secret
/// choice that shows nothing is left out, as the chat posts no board for it), so the
/// figures are of the boards a channel gets, not of one chosen position.
pub fn walk(kind: GameKind, options: &[&str], seats: usize, viewer: Viewer, count: usize) -> Vec<AnyView> {
    let mut views = Vec::with_capacity(count);
    for seed in 1..=u8::MAX {
        let mut m = AnyMatch::new(kind, options, seats, Seed::from_bytes([seed; 32])).unwrap();
        for ply in 0.. {
            let seat = match m.turn() {
                engine::Turn::Player(seat) => seat,
                engine::Turn::Simultaneous(seats) => seats[0],
                _ => break,
            };
            let moves = m.legal_moves(seat);
            if views.len() == count || moves.is_empty() {
                break;
            }
            m.play_text(seat, &moves[(ply * 31 + usize::from(seed)) % moves.len()]).unwrap();
            let view = m.view(viewer);
            if views.last() != Some(&view) {
                views.push(view);
            }
        }
    }
    views
}
