//! Table Gype for the tree search: a race, so a rollout of a few turns is cut off by how
//! far each player's dice have come.

use engine::gype::Gype;
use engine::{Game, Seat};

use crate::Estimate;
use crate::mcts::shares;

/// A die in its goal row counts this much more than one just short of it.
const FINISHED: f64 = 3.0;

impl Estimate for Gype {
    const ROLLOUT_PLIES: usize = 8;
    const ITERATIONS: [u32; 5] = [200, 600, 1_600, 15_000, 45_000];

    fn estimate(&self) -> Vec<f64> {
        let progress: Vec<f64> = (0..self.seats())
            .map(|i| {
                let side = self.side(Seat(i as u8));
                let dice = self.board().dice().filter(|(_, die)| die.owner == side);
                dice.map(|(sq, _)| f64::from(side.progress(sq)) + if side.is_goal(sq) { FINISHED } else { 0.0 }).sum()
            })
            .collect();
        shares(&progress, 6.0)
    }
}
