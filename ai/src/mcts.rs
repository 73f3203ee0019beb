//! Information-set Monte Carlo tree search, single observer (Cowling, Powley and
//! Whitehouse, 2012; OpenSpiel's `ISMCTSBot`): one tree over the actions of every seat,
//! as the searching seat sees them. Each iteration deals the unseen again
//! ([`Game::redeal_unseen`] for the searching seat), samples chance by its weights, walks
//! the tree choosing among the actions open in that deal ([`Estimate::candidates`]: the
//! legal ones, less any the game knows to be pointless; UCB1 over how often each was
//! available), adds one node, plays a random rollout that [`Estimate::estimate`] may cut
//! off, and credits every seat on the path with its own share of the result.

use engine::{Game, Outcome, Seat, Turn, Viewer, sample_index};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};

use crate::plan::Plan;
use crate::{Choice, Think};

/// What the tree search asks of a game beyond its rules.
pub trait Estimate: Game {
    /// Random plies a rollout plays before [`Estimate::estimate`] cuts it off.
    const ROLLOUT_PLIES: usize = 200;
    /// Search iterations at levels 1 to 5.
    const ITERATIONS: [u32; 5] = [40, 160, 640, 2_560, 10_240];
    /// Whether the root's actions are ranked by a one-ply look and opened best first, a
    /// few more as the root is visited (progressive widening), rather than all at once
    /// in random order: for games whose turns offer hundreds of actions, more than the
    /// lower levels' iterations.
    const WIDEN: bool = false;
    /// UCB1's exploration constant, for rewards between 0 and 1: lower for a game whose
    /// actions differ by little in its estimate, so that the visits, which choose the
    /// action, follow the better ones.
    const EXPLORATION: f64 = 0.7;
    /// The levels that plan whole turns instead ([`crate::plan`]), with how.
    const PLANS: [Option<Plan>; 5] = [None; 5];

    /// The actions the search weighs for the awaited `seat`: every legal one, unless the
    /// game knows some to be pointless.
    fn candidates(&self, seat: Seat) -> Vec<Self::Action> {
        self.legal_actions(seat)
    }

    /// Whose turn it is, for [`crate::plan`]'s count of turns: the awaited seat unless
    /// the game asks decisions of other seats within a turn.
    fn turn_of(&self) -> Option<Seat> {
        awaited(self)
    }

    /// Each seat's expected share of the win, from 0 to 1, in a state cut off before its
    /// end: equal shares unless the game knows better.
    fn estimate(&self) -> Vec<f64> {
        vec![1.0 / self.seats() as f64; self.seats()]
    }
}

/// Searches the awaited `me`'s best action; `None` when `me` has no legal action.
pub fn search<G: Estimate>(root: &G, me: Seat, think: &Think) -> Option<Choice<G::Action>> {
    if let Some(plan) = &G::PLANS[think.level.index()] {
        return crate::plan::search(root, me, think, plan);
    }
    let legal = root.candidates(me);
    if legal.len() <= 1 {
        return legal.into_iter().next().map(|action| Choice { action, iterations: 0, nodes: 0 });
    }
    let (by_visits, iterations, nodes) = most_visited(root, me, legal, think, G::ITERATIONS[think.level.index()]);
    by_visits.into_iter().next().map(|action| Choice { action, iterations, nodes })
}

/// `legal`, `me`'s candidates in the real state, most visited first by a search of
/// `budget` iterations (the seat's own options are the same in every deal, but the real
/// state has the last word); of equally visited ones, the higher mean reward, then the
/// first listed. With the iterations and plies played.
pub(crate) fn most_visited<G: Estimate>(
    root: &G,
    me: Seat,
    legal: Vec<G::Action>,
    think: &Think,
    budget: u32,
) -> (Vec<G::Action>, u32, u64) {
    let (tree, iterations, nodes) = grow(root, me, think, budget, None);
    let rank = |i: usize| tree.find(0, me, &legal[i]).map_or((0, 0.0), |child| tree.nodes[child].mean());
    let mut order: Vec<usize> = (0..legal.len()).collect();
    order.sort_by(|&a, &b| {
        let ((visits_a, mean_a), (visits_b, mean_b)) = (rank(a), rank(b));
        visits_b.cmp(&visits_a).then(mean_b.total_cmp(&mean_a)).then(a.cmp(&b))
    });
    (order.into_iter().map(|i| legal[i].clone()).collect(), iterations, nodes)
}

/// The search's tree for `me` in `root` after `budget` iterations, with the iterations
/// and plies played. A widened root opens `first` before the others (a review's played
/// move).
fn grow<G: Estimate>(root: &G, me: Seat, think: &Think, budget: u32, first: Option<&G::Action>) -> (Tree<G>, u32, u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(think.seed);
    let ranked = G::WIDEN.then(|| {
        let state = root.redeal_unseen(Viewer::Player(me), rng.next_u64());
        let mut ranked = rank(&state, me, 2 * budget as usize, &mut rng);
        if let Some(first) = first {
            ranked.retain(|action| action != first);
            ranked.insert(0, first.clone());
        }
        ranked
    });
    let (mut iterations, mut nodes) = (0, ranked.as_ref().map_or(0, |r| r.len() as u64));
    let mut tree = Tree::<G>::new(ranked);
    for i in 0..budget {
        if i % 16 == 0 && (think.stop)() {
            break;
        }
        nodes += tree.iterate(root, me, &mut rng);
        iterations += 1;
    }
    (tree, iterations, nodes)
}

/// `me`'s candidates in `state`, best first by the reward one action later (chance
/// sampled once; equal ones in a seeded random order). Of more than `most` candidates, a
/// random `most` are looked at (the lower levels glance; each look plays the action).
pub(crate) fn rank<G: Estimate>(state: &G, me: Seat, most: usize, rng: &mut ChaCha20Rng) -> Vec<G::Action> {
    let mut actions = state.candidates(me);
    for i in 0..most.min(actions.len()) {
        let j = i + pick(rng, actions.len() - i);
        actions.swap(i, j);
    }
    actions.truncate(most);
    let mut scored: Vec<(f64, G::Action)> =
        actions.into_iter().map(|action| (look(state, me, &action, rng), action)).collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.into_iter().map(|(_, action)| action).collect()
}

/// `seat`'s reward one action later: `action` played in a copy of `state`, chance sampled
/// once.
pub(crate) fn look<G: Estimate>(state: &G, seat: Seat, action: &G::Action, rng: &mut ChaCha20Rng) -> f64 {
    let mut next = state.clone();
    next.apply_unchecked(seat, action);
    settle_chance(&mut next, rng);
    rewards(&next)[seat.index()]
}

/// The search's best action for `me` in `root` and how `played` compares: the best's
/// text, its value and `played`'s, each `me`'s mean reward through that action (0 to 1).
/// `None` when `played` was never tried (the search was stopped early).
pub(crate) fn assess<G: Estimate>(root: &G, me: Seat, played: &G::Action, think: &Think) -> Option<(String, f64, f64)> {
    let (tree, ..) = grow(root, me, think, G::ITERATIONS[think.level.index()], Some(played));
    let value = |action: &G::Action| {
        let (visits, mean) = tree.nodes[tree.find(0, me, action).ok()?].mean();
        (visits > 0).then_some((visits, mean))
    };
    let legal = root.legal_actions(me);
    let best = legal.iter().filter_map(|a| Some((value(a)?, a))).max_by_key(|((visits, _), _)| *visits)?;
    let played = value(played)?.1;
    Some((G::format_action(best.1), best.0.1, played))
}

/// FNV-1a, a fixed hash: the tree's order of children never depends on the build.
#[derive(Default)]
struct Fnv(u64);

impl std::hash::Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// An action's key in the tree.
pub(crate) fn key_of<A: std::hash::Hash>(action: &A) -> u64 {
    let mut hasher = Fnv(0xcbf2_9ce4_8422_2325);
    action.hash(&mut hasher);
    std::hash::Hasher::finish(&hasher)
}

struct Node<A> {
    /// The seat whose action led here, and that action (its parent finds it by its
    /// hash, [`key_of`]; actions of equal hashes are told apart by the actions themselves).
    seat: Seat,
    action: Option<A>,
    visits: u32,
    /// Iterations in which this action was legal when its parent was reached.
    available: u32,
    /// The sum of `seat`'s rewards through this node.
    reward: f64,
    /// Each child's seat, action key and index, sorted by seat, then key (kept beside
    /// the index so that a search through them reads one array).
    children: Vec<(Seat, u64, usize)>,
}

impl<A> Node<A> {
    /// Visits, and the mean reward over them (0 when never visited).
    fn mean(&self) -> (u32, f64) {
        (self.visits, if self.visits == 0 { 0.0 } else { self.reward / f64::from(self.visits) })
    }
}

struct Tree<G: Game> {
    nodes: Vec<Node<G::Action>>,
    /// The root's actions best first, when the game widens the root ([`Estimate::WIDEN`]).
    ranked: Option<Vec<G::Action>>,
    iterations: u32,
}

impl<G: Estimate> Tree<G> {
    fn new(ranked: Option<Vec<G::Action>>) -> Tree<G> {
        let root = Node { seat: Seat(0), action: None, visits: 0, available: 0, reward: 0.0, children: Vec::new() };
        Tree { nodes: vec![root], ranked, iterations: 0 }
    }

    /// The actions open to the search at `node` in `state`: all legal ones, or at a
    /// widened root the best few, two plus the square root of the iterations so far.
    /// The root was ranked in one deal: where a deal can change what the seat may do
    /// (in Quest an `act` needs the card in the deck), those this deal refuses are not
    /// open in it.
    fn open_actions(&self, node: usize, state: &G, seat: Seat) -> Vec<G::Action> {
        match &self.ranked {
            Some(ranked) if node == 0 => {
                let open = 2 + f64::from(self.iterations).sqrt() as usize;
                let best = ranked[..open.min(ranked.len())].iter();
                let allowed = |action: &&G::Action| !G::INFO.hidden_information || state.check(seat, action).is_ok();
                best.filter(allowed).cloned().collect()
            }
            _ => state.candidates(seat),
        }
    }

    /// The child of `node` for `seat`'s `action`, or where it would go among the children.
    fn find(&self, node: usize, seat: Seat, action: &G::Action) -> Result<usize, usize> {
        let key = key_of(action);
        let children = &self.nodes[node].children;
        let first = children.partition_point(|&(s, k, _)| (s, k) < (seat, key));
        let mut same = children[first..].iter().take_while(|&&(s, k, _)| (s, k) == (seat, key));
        same.find(|&&(.., c)| self.nodes[c].action.as_ref() == Some(action)).map_or(Err(first), |&(.., c)| Ok(c))
    }

    fn add(&mut self, parent: usize, seat: Seat, action: G::Action) -> usize {
        let child = self.nodes.len();
        let at = match self.find(parent, seat, &action) {
            Ok(_) => unreachable!("an action is added once"),
            Err(at) => at,
        };
        let key = key_of(&action);
        self.nodes.push(Node {
            seat,
            action: Some(action),
            visits: 0,
            available: 1,
            reward: 0.0,
            children: Vec::new(),
        });
        self.nodes[parent].children.insert(at, (seat, key, child));
        child
    }

    fn ucb(&self, child: usize) -> f64 {
        let node = &self.nodes[child];
        let visits = f64::from(node.visits.max(1));
        node.reward / visits + G::EXPLORATION * (f64::from(node.available.max(1)).ln() / visits).sqrt()
    }

    /// One iteration; returns the plies it played.
    fn iterate(&mut self, root: &G, me: Seat, rng: &mut ChaCha20Rng) -> u64 {
        self.iterations += 1;
        let mut state = root.redeal_unseen(Viewer::Player(me), rng.next_u64());
        let mut path = Vec::new();
        let mut node = 0;
        let mut plies = 0;
        loop {
            settle_chance(&mut state, rng);
            let Some(seat) = tree_actor(&state.turn(), me) else { break };
            let mut untried = Vec::new();
            let mut tried = Vec::new();
            for action in self.open_actions(node, &state, seat) {
                match self.find(node, seat, &action) {
                    Ok(child) => tried.push(child),
                    Err(_) => untried.push(action),
                }
            }
            if tried.is_empty() && untried.is_empty() {
                break;
            }
            for &child in &tried {
                self.nodes[child].available += 1;
            }
            plies += 1;
            if !untried.is_empty() {
                // A widened root opens its best untried action; elsewhere one at random.
                let at = if node == 0 && self.ranked.is_some() { 0 } else { pick(rng, untried.len()) };
                let action = untried.swap_remove(at);
                state.apply_unchecked(seat, &action);
                path.push(self.add(node, seat, action));
                break;
            }
            let child =
                tried.iter().copied().max_by(|&a, &b| self.ucb(a).total_cmp(&self.ucb(b))).expect("tried is not empty");
            state.apply_unchecked(seat, self.nodes[child].action.as_ref().expect("only the root has no action"));
            path.push(child);
            node = child;
        }
        plies += rollout(&mut state, rng);
        let rewards = rewards(&state);
        for child in path {
            let node = &mut self.nodes[child];
            node.visits += 1;
            node.reward += rewards[node.seat.index()];
        }
        plies
    }
}

/// Who acts next in the tree: the awaited player, or of several secret choices the
/// searching seat's first, then the others in seat order.
pub(crate) fn tree_actor(turn: &Turn, me: Seat) -> Option<Seat> {
    match turn {
        Turn::Player(seat) => Some(*seat),
        Turn::Simultaneous(seats) if seats.contains(&me) => Some(me),
        Turn::Simultaneous(seats) => seats.first().copied(),
        Turn::Chance | Turn::Over(_) => None,
    }
}

/// The one seat `state` awaits, if it awaits one.
pub(crate) fn awaited<G: Game>(state: &G) -> Option<Seat> {
    match state.turn() {
        Turn::Player(seat) => Some(seat),
        _ => None,
    }
}

/// Plays random actions until the game ends or the rollout's plies run out.
fn rollout<G: Estimate>(state: &mut G, rng: &mut ChaCha20Rng) -> u64 {
    let mut plies = 0;
    while plies < G::ROLLOUT_PLIES as u64 {
        settle_chance(state, rng);
        let seat = match state.turn() {
            Turn::Player(seat) => seat,
            Turn::Simultaneous(seats) => seats[pick(rng, seats.len())],
            Turn::Chance | Turn::Over(_) => break,
        };
        let mut actions = state.candidates(seat);
        if actions.is_empty() {
            break;
        }
        let action = actions.swap_remove(pick(rng, actions.len()));
        state.apply_unchecked(seat, &action);
        plies += 1;
    }
    plies
}

/// Samples chance nodes by their weights, the way a match does, until a player acts or
/// the game ends.
pub(crate) fn settle_chance<G: Game>(state: &mut G, rng: &mut ChaCha20Rng) {
    while state.turn() == Turn::Chance {
        let mut outcomes = state.chance_outcomes();
        let weights: Vec<u32> = outcomes.iter().map(|(_, w)| *w).collect();
        let index = sample_index(rng, &weights).expect("a chance node has an outcome");
        state.apply_chance(&outcomes.swap_remove(index).0);
    }
}

/// Each seat's reward: 1 to the winner, shares of a draw, or the game's estimate.
pub(crate) fn rewards<G: Estimate>(state: &G) -> Vec<f64> {
    let seats = state.seats();
    match state.outcome() {
        Some(Outcome::Winner(winner)) => (0..seats).map(|i| if i == winner.index() { 1.0 } else { 0.0 }).collect(),
        Some(Outcome::Draw) => vec![1.0 / seats as f64; seats],
        None => state.estimate(),
    }
}

pub(crate) fn pick(rng: &mut ChaCha20Rng, len: usize) -> usize {
    (rng.next_u64() % len as u64) as usize
}

/// Each seat's share of the win from scores on one scale: a softmax, where a lead of
/// `scale` is worth e (about 2.7) times the odds.
pub fn shares(scores: &[f64], scale: f64) -> Vec<f64> {
    let top = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let weights: Vec<f64> = scores.iter().map(|s| ((s - top) / scale).exp()).collect();
    let total: f64 = weights.iter().sum();
    weights.iter().map(|w| w / total).collect()
}
