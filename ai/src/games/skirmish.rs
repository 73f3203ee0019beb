//! The skirmish game for the tree search: a rollout of a few orders is cut off by each
//! warband's models still standing and the Resistance they have left.

use engine::skirmish::{Side, Skirmish};

use crate::Estimate;
use crate::mcts::shares;

impl Estimate for Skirmish {
    const ROLLOUT_PLIES: usize = 0;
    const ITERATIONS: [u32; 5] = [60, 180, 600, 1_800, 4_500];

    fn estimate(&self) -> Vec<f64> {
        let strength =
            |side: Side| -> f64 { self.models(side).iter().filter(|m| m.r > 0).map(|m| 2.0 + f64::from(m.r)).sum() };
        // Seat 0 commands Amber.
        shares(&[strength(Side::Amber), strength(Side::Blue)], 4.0)
    }
}
