//! Turn planning, for games whose turns are many orders by one side (the skirmish game):
//! the upper levels' search where the tree's plies below the root, one order each,
//! opened at random, add nothing measurable (docs/ai.md).
//!
//! The awaited seat's candidates are ranked by a one-order look, or by the visits of a
//! tree search ([`Plan::tree`]), and the best few are weighed by playouts shared among
//! them by sequential halving (Karnin, Koren and Somekh, 2013): each round plays every
//! remaining order the same number of times and keeps the better half. A playout deals
//! the unseen again, plays the order, then plays on with every side choosing greedily
//! from a short menu by the same one-order look, with fresh dice, until [`Plan::turns`]
//! turns have changed hands, and scores the end with [`Estimate::estimate`]. So an order
//! is judged by the rest of its own turn and by the enemy's answer, dice and all, rather
//! than by the estimate's guess at them.

use std::collections::HashSet;

use engine::{Seat, Viewer};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};

use crate::mcts::{Estimate, key_of, look, most_visited, rank, rewards, settle_chance, tree_actor};
use crate::{Choice, Think};

/// How a level that plans spends its think.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    /// The awaited seat's orders weighed by playouts: the best by a one-order look.
    pub orders: usize,
    /// The playouts shared among them.
    pub playouts: u32,
    /// How many of its best orders a side chooses among in a playout, when it has more.
    pub menu: usize,
    /// How many of its orders, taken at random, a side's menu is ranked from when its
    /// turn comes in a playout (the awaited seat's menu is the root's ranking).
    pub sample: usize,
    /// Changes of turn ([`Estimate::turn_of`]) that end a playout: 1 after the rest of
    /// one's own turn, 2 after the next side's turn as well.
    pub turns: usize,
    /// Iterations of a tree search ([`crate::mcts`]) whose most visited orders are the
    /// ones weighed; 0 weighs the best by the one-order look instead.
    pub tree: u32,
}

/// A playout's cap on orders, whatever the turns.
const MAX_PLIES: u64 = 400;

/// The awaited `me`'s best order in `root` by `plan`; `None` when `me` has no candidate.
pub fn search<G: Estimate>(root: &G, me: Seat, think: &Think, plan: &Plan) -> Option<Choice<G::Action>> {
    let mut rng = ChaCha20Rng::seed_from_u64(think.seed);
    let state = root.redeal_unseen(Viewer::Player(me), rng.next_u64());
    let ranked = rank(&state, me, usize::MAX, &mut rng);
    if ranked.len() <= 1 {
        return ranked.into_iter().next().map(|action| Choice { action, iterations: 0, nodes: 0 });
    }
    let menu: HashSet<u64> = ranked.iter().take(plan.menu).map(key_of).collect();
    // The orders to weigh: the tree's most visited, unless it was stopped before its end
    // (then the look's best, as a plan without a tree).
    let (weighed, mut plies) = match plan.tree {
        0 => (ranked, 0),
        budget => {
            let tree = Think { level: think.level, seed: rng.next_u64(), stop: think.stop };
            let (by_visits, iterations, plies) = most_visited(root, me, root.candidates(me), &tree, budget);
            (if iterations == budget { by_visits } else { ranked }, plies)
        }
    };
    let mut arms: Vec<Arm<G::Action>> =
        weighed.into_iter().take(plan.orders).map(|action| Arm { action, total: 0.0, playouts: 0 }).collect();
    let mut rounds = arms.len().next_power_of_two().trailing_zeros();
    let mut playouts = 0;
    'halving: while arms.len() > 1 {
        // The playouts left, shared evenly among the rounds left.
        let each = (plan.playouts.saturating_sub(playouts) / (rounds * arms.len() as u32)).max(1);
        rounds -= 1;
        // Common random numbers: the k-th playout of every order in a round gets the same
        // dice and deals, so orders are compared on the same luck.
        let seeds: Vec<u64> = (0..each).map(|_| rng.next_u64()).collect();
        for arm in &mut arms {
            for &seed in &seeds {
                if playouts % 4 == 0 && (think.stop)() {
                    break 'halving;
                }
                let mut luck = ChaCha20Rng::seed_from_u64(seed);
                let (reward, played) = playout(root, me, &arm.action, &menu, plan, &mut luck);
                arm.total += reward;
                arm.playouts += 1;
                playouts += 1;
                plies += played;
            }
        }
        arms.sort_by(|a, b| b.mean().total_cmp(&a.mean()));
        arms.truncate(arms.len().div_ceil(2));
    }
    // Stopped early, the best mean of those played (the first ranked if none was).
    let best = arms.iter().filter(|a| a.playouts > 0).max_by(|a, b| a.mean().total_cmp(&b.mean())).unwrap_or(&arms[0]);
    Some(Choice { action: best.action.clone(), iterations: playouts, nodes: plies })
}

/// A root order and the rewards of its playouts.
struct Arm<A> {
    action: A,
    total: f64,
    playouts: u32,
}

impl<A> Arm<A> {
    fn mean(&self) -> f64 {
        if self.playouts == 0 { 0.0 } else { self.total / f64::from(self.playouts) }
    }
}

/// One playout of `first` for `me`: its reward, and the orders it played. `mine` is the
/// menu of `me`'s orders (keys) for the rest of its turn.
fn playout<G: Estimate>(
    root: &G,
    me: Seat,
    first: &G::Action,
    mine: &HashSet<u64>,
    plan: &Plan,
    rng: &mut ChaCha20Rng,
) -> (f64, u64) {
    let mut state = root.redeal_unseen(Viewer::Player(me), rng.next_u64());
    let mut owner = state.turn_of();
    state.apply_unchecked(me, first);
    let (mut changes, mut plies) = (0, 1);
    let mut menus: Vec<Option<HashSet<u64>>> = vec![None; root.seats()];
    menus[me.index()] = Some(mine.clone());
    while plies < MAX_PLIES {
        settle_chance(&mut state, rng);
        let Some(seat) = tree_actor(&state.turn(), me) else { break };
        let now = state.turn_of();
        if now != owner {
            changes += 1;
            if changes == plan.turns {
                break;
            }
            owner = now;
            if let Some(next) = now {
                menus[next.index()] = None;
            }
        }
        let Some(action) = greedy(&state, seat, &mut menus[seat.index()], plan, rng) else { break };
        state.apply_unchecked(seat, &action);
        plies += 1;
    }
    settle_chance(&mut state, rng);
    (rewards(&state)[me.index()], plies)
}

/// `seat`'s order in a playout: the best by a one-order look of those on its `menu` that
/// are open now, or of all its candidates when they are few. A menu is ranked when the
/// side's turn comes, and again when none of it is open any more; then its first is
/// played.
fn greedy<G: Estimate>(
    state: &G,
    seat: Seat,
    menu: &mut Option<HashSet<u64>>,
    plan: &Plan,
    rng: &mut ChaCha20Rng,
) -> Option<G::Action> {
    let candidates = state.candidates(seat);
    if candidates.len() <= plan.menu {
        return best_look(state, seat, candidates, rng);
    }
    let on_menu = |menu: &HashSet<u64>| -> Vec<G::Action> {
        candidates.iter().filter(|a| menu.contains(&key_of(*a))).cloned().collect()
    };
    let open = menu.as_ref().map(&on_menu).unwrap_or_default();
    if !open.is_empty() {
        return best_look(state, seat, open, rng);
    }
    // A fresh ranking: its first is the best by the look just taken.
    let ranked = rank(state, seat, plan.sample, rng);
    *menu = Some(ranked.iter().take(plan.menu).map(key_of).collect());
    ranked.into_iter().next()
}

/// Of `actions`, the one whose one-order look (chance sampled once) scores best for
/// `seat`; the first of equals.
fn best_look<G: Estimate>(state: &G, seat: Seat, actions: Vec<G::Action>, rng: &mut ChaCha20Rng) -> Option<G::Action> {
    let mut best: Option<(f64, G::Action)> = None;
    for action in actions {
        let reward = look(state, seat, &action, rng);
        if best.as_ref().is_none_or(|(top, _)| reward > *top) {
            best = Some((reward, action));
        }
    }
    best.map(|(_, action)| action)
}

#[cfg(test)]
mod tests {
    use engine::skirmish::Skirmish;
    use engine::{AnyMatch, Game, GameKind};

    use super::*;
    use crate::Level;
    use crate::arena::midgame;

    /// A small plan, quick in a debug build.
    const SMALL: Plan = Plan { orders: 4, playouts: 12, menu: 4, sample: 16, turns: 2, tree: 0 };

    fn battle() -> (Skirmish, Seat) {
        let (m, seat) = midgame(GameKind::Skirmish, &[], 2, 40);
        let AnyMatch::Skirmish(m) = m else { unreachable!("a skirmish") };
        (m.state().clone(), seat)
    }

    #[test]
    fn a_plan_weighs_the_best_looking_orders_and_replays_with_its_seed() {
        let (state, me) = battle();
        let think = |seed| Think { level: Level::MAX, seed, stop: &|| false };
        let chosen = search(&state, me, &think(9), &SMALL).expect("the awaited seat has orders");
        assert_eq!(search(&state, me, &think(9), &SMALL).map(|c| c.action), Some(chosen.action.clone()));
        assert_eq!(chosen.iterations, SMALL.playouts, "every playout is played");
        let mut rng = ChaCha20Rng::seed_from_u64(9);
        let deal = state.redeal_unseen(Viewer::Player(me), rng.next_u64());
        let ranked = rank(&deal, me, usize::MAX, &mut rng);
        assert!(ranked[..SMALL.orders].contains(&chosen.action), "{}", Skirmish::format_action(&chosen.action));
    }

    #[test]
    fn a_plan_with_a_tree_weighs_the_most_visited_orders() {
        let (state, me) = battle();
        let plan = Plan { orders: 2, tree: 60, ..SMALL };
        let chosen = search(&state, me, &Think { level: Level::MAX, seed: 5, stop: &|| false }, &plan)
            .expect("the awaited seat has orders");
        let mut rng = ChaCha20Rng::seed_from_u64(5);
        let deal = state.redeal_unseen(Viewer::Player(me), rng.next_u64());
        rank(&deal, me, usize::MAX, &mut rng);
        let tree = Think { level: Level::MAX, seed: rng.next_u64(), stop: &|| false };
        let (by_visits, iterations, _) = most_visited(&state, me, state.candidates(me), &tree, plan.tree);
        assert_eq!(iterations, plan.tree);
        assert!(by_visits[..plan.orders].contains(&chosen.action), "{}", Skirmish::format_action(&chosen.action));
    }

    #[test]
    fn a_plan_stopped_at_once_plays_the_best_looking_order() {
        let (state, me) = battle();
        let stopped = Think { level: Level::MAX, seed: 4, stop: &|| true };
        for plan in [SMALL, Plan { tree: 60, ..SMALL }] {
            let chosen = search(&state, me, &stopped, &plan).expect("the awaited seat has orders");
            assert_eq!(chosen.iterations, 0);
            let mut rng = ChaCha20Rng::seed_from_u64(4);
            let deal = state.redeal_unseen(Viewer::Player(me), rng.next_u64());
            assert_eq!(chosen.action, rank(&deal, me, usize::MAX, &mut rng)[0]);
        }
    }
}
