//! The AI of games added at start-up (see [`engine::host`]): a game that implements
//! [`Estimate`] is played by the tree search once [`host`] is told of it.

use std::sync::{PoisonError, RwLock};

use engine::{AddedMatch, Hosted, Match, Seat};

use crate::review::{Review, walk};
use crate::{Choice, Estimate, Level, Think, mcts};

/// How the AI plays and reviews one added game.
struct Added {
    game: &'static str,
    choose: fn(&AddedMatch, Seat, &Think) -> Option<Choice<String>>,
    review: fn(&AddedMatch, Seat, Level, &dyn Fn() -> bool) -> Vec<Review>,
}

static ADDED: RwLock<Vec<Added>> = RwLock::new(Vec::new());

/// The AI plays the added game `G` with the tree search (once; a second call is ignored).
pub fn host<G: Hosted + Estimate>()
where
    Match<G>: Send + Sync,
{
    let mut added = ADDED.write().unwrap_or_else(PoisonError::into_inner);
    if added.iter().any(|known| known.game == G::INFO.name) {
        return;
    }
    added.push(Added {
        game: G::INFO.name,
        choose: |m, seat, think| {
            let m = m.downcast::<G>()?;
            mcts::search(m.state(), seat, think).map(|choice| choice.map(|action| G::format_action(&action)))
        },
        review: |m, seat, level, stop| {
            m.downcast::<G>().map_or_else(Vec::new, |m| walk(m, seat, level, stop, mcts::assess))
        },
    });
}

/// What the AI plays in an added game's match; `None` for a game it was not told of.
pub(crate) fn choose(m: &AddedMatch, seat: Seat, think: &Think) -> Option<Choice<String>> {
    let added = ADDED.read().unwrap_or_else(PoisonError::into_inner);
    let game = added.iter().find(|known| known.game == m.name())?;
    (game.choose)(m, seat, think)
}

/// The AI's review of `seat`'s moves in an added game's match.
pub(crate) fn review(m: &AddedMatch, seat: Seat, level: Level, stop: &dyn Fn() -> bool) -> Vec<Review> {
    let added = ADDED.read().unwrap_or_else(PoisonError::into_inner);
    added.iter().find(|known| known.game == m.name()).map_or_else(Vec::new, |game| (game.review)(m, seat, level, stop))
}
