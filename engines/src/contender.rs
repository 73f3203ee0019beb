//! An external engine as an outside player of the arena ([`ai::arena::Outside`]).

use std::time::Duration;

use ai::arena::Outside;
use engine::{AnyMatch, Outcome, Seat};

use crate::Player;

/// An engine in the arena: each move within `movetime`; a failure loses the game.
pub struct Contender {
    player: Player,
    movetime: Duration,
}

impl Contender {
    pub fn new(player: Player, movetime: Duration) -> Contender {
        Contender { player, movetime }
    }
}

impl Outside for Contender {
    fn choose(&mut self, m: &AnyMatch, _seat: Seat) -> Result<String, String> {
        self.player.choose(m, self.movetime).map(|mv| mv.to_string()).map_err(|failure| format!("{failure:?}"))
    }

    fn finish(&mut self, outcome: Option<&Outcome>) {
        self.player.finish(outcome);
    }
}
