//! Quest for the tree search: a rollout is cut off by each player's way to a knighthood
//! (and a crown in the advanced game): titles first, then gold, treasures and cards. The
//! others' hands are those of the search's own deal, never the real ones.

use engine::quest::Quest;
use engine::{Game, Seat};

use crate::Estimate;
use crate::mcts::shares;

impl Estimate for Quest {
    const ROLLOUT_PLIES: usize = 40;
    const ITERATIONS: [u32; 5] = [40, 110, 300, 1_000, 1_500];

    fn estimate(&self) -> Vec<f64> {
        let worth: Vec<f64> = (0..self.seats())
            .map(|i| {
                let p = self.player(Seat(i as u8));
                if p.out {
                    return -100.0;
                }
                let hand = &p.hand;
                let cards: u8 = hand.cards.iter().sum();
                f64::from(hand.gold) * 0.5
                    + hand.treasures.len() as f64
                    + f64::from(cards) * 0.5
                    + if p.knight { 6.0 } else { 0.0 }
                    + if p.wizard { 6.0 } else { 0.0 }
                    - if p.wounded { 2.0 } else { 0.0 }
            })
            .collect();
        shares(&worth, 2.0)
    }
}
