//! Computer opponents for every game the bot hosts, pure like `engine`: no IO, async,
//! clock or global RNG.
//!
//! [`choose`] takes a match, the seat to play for, and a [`Think`]: a [`Level`], a seed,
//! and a stop the caller may raise from its own clock. It looks at the state only through
//! what that seat may know: the tree search deals everything the seat has not seen again
//! ([`engine::Game::redeal_unseen`]) before every iteration, so the real hidden cards,
//! doors and secret choices never reach it. The search is information-set Monte Carlo
//! tree search ([`mcts`]) for every game; the tafl family gets alpha-beta ([`tafl`]).
//!
//! ```
//! use ai::{Level, Think, choose};
//! use engine::{AnyMatch, GameKind, Seat, Seed};
//!
//! let m = AnyMatch::new(GameKind::Hnefatafl, &["rules=brandubh"], 2, Seed::from_bytes([1; 32])).unwrap();
//! let think = Think { level: Level::new(1).unwrap(), seed: 7, stop: &|| false };
//! let choice = choose(&m, Seat(0), &think).unwrap();
//! assert!(m.legal_moves(Seat(0)).contains(&choice.action));
//! ```

pub mod arena;
pub mod fit;
pub mod games;
mod hosted;
mod level;
pub mod mcts;
pub mod plan;
mod review;
pub mod tafl;

use engine::{AnyMatch, Game, Seat};

pub use hosted::host;
pub use level::{Level, LevelError};
pub use mcts::Estimate;
pub use review::{Review, review, reviewable};

/// How to think: the level, the seed of the search's randomness (see [`seed_for`]), and a
/// stop that ends the search early when it returns `true` (the caller's clock; the
/// search asks it every few iterations).
pub struct Think<'a> {
    pub level: Level,
    pub seed: u64,
    pub stop: &'a dyn Fn() -> bool,
}

/// A chosen action and what the search did to find it.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice<A> {
    pub action: A,
    /// Tree-search iterations, or alpha-beta's completed depth.
    pub iterations: u32,
    /// Positions visited: plies simulated, or alpha-beta's nodes.
    pub nodes: u64,
}

impl<A> Choice<A> {
    fn map<B>(self, f: impl FnOnce(A) -> B) -> Choice<B> {
        Choice { action: f(self.action), iterations: self.iterations, nodes: self.nodes }
    }
}

/// The AI's column of the registry ([`engine::registry`]): the module whose `search` plays
/// each game and whose `assess` reviews its moves ([`review`]).
macro_rules! searches {
    ($($variant:ident {
        rules: $module:ident::$game:ident, view: $_view:path, art: $_art:path, ai: $search:ident,
        catalog: $_catalog:literal, aliases: [$($_alias:literal),* $(,)?], topics: [$($_topics:tt)*] $(,)?
    })*) => {
        /// The action `seat` plays in `m`, as the move text the game reads; `None` when
        /// the seat has no legal action now.
        pub fn choose(m: &AnyMatch, seat: Seat, think: &Think) -> Option<Choice<String>> {
            fn text<G: Game>(choice: Choice<G::Action>) -> Choice<String> {
                choice.map(|action| G::format_action(&action))
            }
            match m {
                $(AnyMatch::$variant(m) => $search::search(m.state(), seat, think).map(text::<engine::$module::$game>),)*
                AnyMatch::Added(m) => hosted::choose(m, seat, think),
            }
        }

        /// Reviews `seat`'s moves in `m` (see [`review::walk`]).
        fn review_moves(m: &AnyMatch, seat: Seat, level: Level, stop: &dyn Fn() -> bool) -> Vec<Review> {
            match m {
                $(AnyMatch::$variant(m) => review::walk(m, seat, level, stop, $search::assess),)*
                AnyMatch::Added(m) => hosted::review(m, seat, level, stop),
            }
        }
    };
}

engine::for_each_game!(searches);

/// The seed of the search for `seat`'s next action in `m`: a keyed hash
/// ([`engine::Seed::keyed`], HMAC-SHA-256) of the match's secret seed, the plies played and
/// the seat. Nothing public (the commitment, the open code) predicts what a level decides
/// in secret, a set-up or a duel's hand; once the match ends and its seed is revealed,
/// the hash explains every choice after the fact, as it does the dice, and a game against
/// the AI replays exactly for a bug report.
pub fn seed_for(m: &AnyMatch, seat: Seat) -> u64 {
    seed_from(&m.seed(), m.plies(), seat)
}

/// [`seed_for`] a match with `seed` after `plies`.
fn seed_from(seed: &engine::Seed, plies: usize, seat: Seat) -> u64 {
    let mut context = b"ai-think".to_vec();
    context.extend_from_slice(&(plies as u64).to_le_bytes());
    context.push(seat.0);
    seed.keyed(&context)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Seed;

    #[test]
    fn the_ai_seed_comes_from_the_secret_seed_alone() {
        let (one, two) = (Seed::from_bytes([1; 32]), Seed::from_bytes([2; 32]));
        assert_ne!(seed_from(&one, 7, Seat(1)), seed_from(&two, 7, Seat(1)), "two secret seeds, one ply and seat");
        assert_ne!(seed_from(&one, 7, Seat(1)), seed_from(&one, 8, Seat(1)), "each ply its own");
        assert_ne!(seed_from(&one, 7, Seat(1)), seed_from(&one, 7, Seat(2)), "each seat its own");
        assert_eq!(seed_from(&one, 7, Seat(1)), seed_from(&Seed::from_bytes([1; 32]), 7, Seat(1)), "reproducible");
        // The public commitment read as a seed gives another number: only the secret keys it.
        let public: Seed = one.commitment().parse().expect("a commitment is 64 hex digits");
        assert_ne!(seed_from(&public, 7, Seat(1)), seed_from(&one, 7, Seat(1)));
        let m = AnyMatch::new(engine::GameKind::Quest, &[], 4, one).expect("a Quest");
        assert_eq!(seed_for(&m, Seat(0)), seed_from(&one, m.plies(), Seat(0)));
    }
}
