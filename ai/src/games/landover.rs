//! LandOver for the tree search: a rollout of a few moves is cut off by each army's
//! strength, the sum of C × R left over its pieces, the kings counted three times since
//! losing one loses the game.

use engine::landover::{Kind, Landover, Side};

use crate::Estimate;
use crate::mcts::shares;

const KING: f64 = 3.0;

impl Estimate for Landover {
    const ROLLOUT_PLIES: usize = 20;
    const ITERATIONS: [u32; 5] = [300, 1_000, 3_000, 9_000, 24_000];

    fn estimate(&self) -> Vec<f64> {
        let strength = |side: Side| -> f64 {
            let units = self.board().units().filter(|(_, u)| u.side() == side);
            units
                .map(|(_, u)| {
                    let worth = f64::from(self.stats(u.piece).c) * f64::from(u.r);
                    if u.kind() == Kind::King { KING * worth } else { worth }
                })
                .sum()
        };
        // Seat 0 plays Chaotic.
        shares(&[strength(Side::Chaotic), strength(Side::Lawful)], 100.0)
    }
}
