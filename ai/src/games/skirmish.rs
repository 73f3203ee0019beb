//! The skirmish game for the tree search: the position after the tree's orders is scored
//! by each warband's models still standing, the Resistance they have left, and how close
//! they stand to the enemy (models are removed in fights and by shots, which need the
//! enemy near: a warband that closes in is the one that scores).

use engine::skirmish::{Model, Side, Skirmish};

use crate::Estimate;
use crate::mcts::shares;

/// Inches within which a model counts as bearing on the enemy, fading with distance.
const REACH: f64 = 12.0;
/// What bearing on the enemy with every model is worth, in the units of a model's
/// standing (2 plus its Resistance).
const PRESSURE: f64 = 1.0;

impl Estimate for Skirmish {
    const ROLLOUT_PLIES: usize = 0;
    const ITERATIONS: [u32; 5] = [60, 180, 500, 1_500, 2_000];
    const WIDEN: bool = true;

    fn estimate(&self) -> Vec<f64> {
        let field = self.field();
        let standing = |side: Side| self.models(side).iter().filter(|m| m.alive());
        let score = |side: Side| -> f64 {
            let enemies: Vec<&Model> = standing(side.other()).collect();
            let strength: f64 = self.models(side).iter().filter(|m| m.r > 0).map(|m| 2.0 + f64::from(m.r)).sum();
            let pressure: f64 = standing(side)
                .filter_map(|m| {
                    let at = m.square?;
                    let nearest = enemies
                        .iter()
                        .filter_map(|e| e.square)
                        .map(|e| f64::from(field.distance(at, e)))
                        .fold(f64::INFINITY, f64::min);
                    Some((1.0 - nearest / REACH).max(0.0))
                })
                .sum();
            strength + PRESSURE * pressure
        };
        // Seat 0 commands Amber.
        shares(&[score(Side::Amber), score(Side::Blue)], 4.0)
    }
}
