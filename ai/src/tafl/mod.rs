//! Alpha-beta for the tafl family: negamax with iterative deepening, a transposition
//! table keyed by Zobrist hashes, and moves ordered by the table's move, captures, two
//! killer moves per ply and the history heuristic; leaves are scored by `eval`.
//! Lower levels search shallower and add a seeded noise to the evaluation; levels 4 and
//! 5 add a few hundredths of a piece, enough to choose among moves of nearly equal value
//! by the match's secret seed, so that two games against them differ.

mod eval;
#[cfg(test)]
mod tests;

pub(crate) use engine::tafl::mix;

use std::collections::HashSet;

use engine::tafl::{Board, Direction, MAX_SIZE, Repetition, Side, Tafl, TaflMove, bit, corners, shift};
use engine::{Game, Outcome, Seat};

use crate::{Choice, Think};
use eval::Eval;

/// Squares of the largest board's numbering, which every board uses.
const CELLS: usize = MAX_SIZE as usize * MAX_SIZE as usize;

/// A win, less the plies to reach it (a nearer win scores higher).
const WIN: i32 = 1_000_000;

/// What a repeated position costs the searching side (and gains its opponent), in
/// hundredths of a piece: it plays on rather than repeat unless it is worse off.
const CONTEMPT: i32 = 30;

/// Late-move reductions: quiet moves after this many, at this depth or more, are first
/// searched a ply shallower; after the second count, deeper than that depth, two.
const REDUCE_AFTER: usize = 4;
const REDUCE_MORE_AFTER: usize = 16;
const REDUCE_FROM_DEPTH: i32 = 3;

/// How each level searches.
struct Plan {
    /// Plies searched at most on boards of 9 squares a side or more, and on smaller ones
    /// (Brandubh's 7×7, where a deeper search is cheap and levels 3 and 4 played alike).
    depth: (i32, i32),
    /// Positions searched at most (the caller's stop may end it sooner).
    nodes: u64,
    /// The evaluation's noise, from 0 up to this, in hundredths of a piece.
    noise: i32,
    /// Transposition table slots, a power of two.
    table: usize,
    /// Plies of captures searched past the depth before a leaf is scored (0: none).
    quiescence: u32,
    /// Whether the attackers (seat 0) searching count the king's room in the evaluation:
    /// the ring they close round him ([`eval`]). The defenders' search never does.
    room: bool,
}

const PLANS: [Plan; 5] = [
    Plan { depth: (1, 1), nodes: 20_000, noise: 120, table: 1 << 12, quiescence: 0, room: false },
    Plan { depth: (2, 2), nodes: 100_000, noise: 40, table: 1 << 14, quiescence: 2, room: false },
    Plan { depth: (4, 4), nodes: 200_000, noise: 10, table: 1 << 16, quiescence: 4, room: false },
    Plan { depth: (5, 6), nodes: 600_000, noise: 6, table: 1 << 18, quiescence: 4, room: false },
    Plan { depth: (7, 9), nodes: 4_000_000, noise: 4, table: 1 << 20, quiescence: 6, room: true },
];

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Slot {
    key: u64,
    depth: i32,
    score: i32,
    bound: Bound,
    best: Option<TaflMove>,
}

struct Search<'a> {
    think: &'a Think<'a>,
    /// The seat searching.
    me: Seat,
    /// Where a repeated position is scored as a draw (every ruleset but those where
    /// the defenders lose by repeating): the keys of the game's positions since the last
    /// capture, and those on the path searched.
    repeats_draw: bool,
    seen: HashSet<u64>,
    path: Vec<u64>,
    plan: &'static Plan,
    /// Positions searched at most: the plan's, or none for a review's second look.
    node_limit: u64,
    eval: Eval,
    /// The throne and the corners, for [`capture_landings`].
    restricted: u128,
    table: Vec<Option<Slot>>,
    killers: Vec<[Option<TaflMove>; 2]>,
    history: Vec<i32>,
    nodes: u64,
    stopped: bool,
}

/// Searches the best move of `me`, who must be to move in `root`.
pub fn search(root: &Tafl, me: Seat, think: &Think) -> Option<Choice<TaflMove>> {
    let mut legal = root.legal_actions(me);
    if legal.len() <= 1 {
        return legal.pop().map(|action| Choice { action, iterations: 0, nodes: 0 });
    }
    let (search, best, _, depth) = deepen(root, me, legal, think);
    Some(Choice { action: best, iterations: depth as u32, nodes: search.nodes })
}

/// How many hundredths of a piece make the odds e (about 2.7) times better: scores
/// become chances to win for reviews.
const SCORE_SCALE: f64 = 250.0;

/// The search's best move for `me` in `root` and how `played` compares: the best's
/// text, and the chances to win after each (0 to 1) by the searched scores. `None` when
/// the search was stopped before its first depth.
pub(crate) fn assess(root: &Tafl, me: Seat, played: &TaflMove, think: &Think) -> Option<(String, f64, f64)> {
    let legal = root.legal_actions(me);
    let (mut search, best, score, depth) = deepen(root, me, legal, think);
    if depth == 0 {
        return None;
    }
    let played_score = if *played == best {
        score
    } else {
        let mut child = root.clone();
        child.apply_unchecked(me, played);
        search.node_limit = u64::MAX;
        let score = -search.negamax(&child, other(me), depth - 1, -WIN - 1, WIN + 1, 1);
        if search.stopped {
            return None;
        }
        score
    };
    let chance = |score: i32| 1.0 / (1.0 + (-f64::from(score) / SCORE_SCALE).exp());
    Some((Tafl::format_action(&best), chance(score), chance(played_score.min(score))))
}

/// Iterative deepening over `legal` (at least one move): the search, its best move, that
/// move's score and the depth completed (0 if stopped before the first).
fn deepen<'a>(
    root: &Tafl,
    me: Seat,
    mut legal: Vec<TaflMove>,
    think: &'a Think<'a>,
) -> (Search<'a>, TaflMove, i32, i32) {
    let plan = &PLANS[think.level.index()];
    let mut search = Search::new(root, me, think);
    let (mut best, mut best_score, mut completed) = (legal[0], 0, 0);
    let most = if root.board().size() >= 9 { plan.depth.0 } else { plan.depth.1 };
    for depth in 1..=most {
        let (score, found) = search.root(root, me, &mut legal, depth);
        if search.stopped {
            break;
        }
        (best, best_score, completed) = (found, score, depth);
        if score.abs() > WIN / 2 {
            break;
        }
    }
    (search, best, best_score, completed)
}

impl<'a> Search<'a> {
    fn new(root: &Tafl, me: Seat, think: &'a Think<'a>) -> Search<'a> {
        let plan = &PLANS[think.level.index()];
        Search {
            think,
            me,
            repeats_draw: root.rules().repetition != Repetition::DefendersLose,
            seen: root.history().iter().copied().collect(),
            path: Vec::new(),
            plan,
            node_limit: plan.nodes,
            eval: Eval::new(root, plan.room && me == Seat(0)),
            restricted: restricted(root.board()),
            table: vec![None; plan.table],
            killers: vec![[None; 2]; 64],
            history: vec![0; CELLS * CELLS],
            nodes: 0,
            stopped: false,
        }
    }

    /// One full-width search of the root to `depth`; the best move goes first in `moves`
    /// for the next, deeper search.
    fn root(&mut self, state: &Tafl, me: Seat, moves: &mut Vec<TaflMove>, depth: i32) -> (i32, TaflMove) {
        let (mut alpha, beta) = (-WIN - 1, WIN + 1);
        let mut best = 0;
        self.path.clear();
        for (i, mv) in moves.iter().enumerate() {
            let mut child = state.clone();
            child.apply_unchecked(me, mv);
            let score = self.principal_variation(&child, me, depth, (alpha, beta), 0, (i, false));
            if self.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                best = i;
            }
        }
        let mv = moves.remove(best);
        moves.insert(0, mv);
        (alpha, mv)
    }

    /// The score of `state` for `seat`, who is to move there.
    fn negamax(&mut self, state: &Tafl, seat: Seat, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(1024) && (self.nodes >= self.node_limit || (self.think.stop)()) {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        match state.outcome() {
            Some(Outcome::Winner(winner)) if winner == seat => return WIN - ply as i32,
            Some(Outcome::Winner(_)) => return -WIN + ply as i32,
            Some(Outcome::Draw) => return 0,
            None => {}
        }
        let key = state.key();
        if self.repeats_draw && (self.path.contains(&key) || self.seen.contains(&key)) {
            return if seat == self.me { -CONTEMPT } else { CONTEMPT };
        }
        if depth <= 0 {
            return self.quiesce(state, seat, alpha, beta, self.plan.quiescence);
        }
        let slot = key as usize & (self.table.len() - 1);
        let mut table_move = None;
        if let Some(entry) = self.table[slot].filter(|e| e.key == key) {
            table_move = entry.best;
            if entry.depth >= depth {
                match entry.bound {
                    Bound::Exact => return entry.score,
                    Bound::Lower if entry.score >= beta => return entry.score,
                    Bound::Upper if entry.score <= alpha => return entry.score,
                    _ => {}
                }
            }
        }
        let landings = self.landings(state);
        let captures = |mv: &TaflMove| landings & bit(mv.to) != 0;
        let killers = self.killers.get(ply).copied().unwrap_or([None; 2]);
        // Each move's rank as the search found it: the table's move, captures, killers,
        // then by history. The table's move is tried before the others are sorted (it
        // often cuts); equal ranks keep the list's order.
        let mut moves: Vec<(i32, TaflMove)> = state
            .legal_actions(seat)
            .into_iter()
            .map(|mv| {
                let rank = if Some(mv) == table_move {
                    i32::MAX
                } else if captures(&mv) {
                    1 << 30
                } else if killers.contains(&Some(mv)) {
                    1 << 29
                } else {
                    self.history[history_index(mv)]
                };
                (rank, mv)
            })
            .collect();
        let mut sorted = 0;
        if let Some(at) = moves.iter().position(|&(rank, _)| rank == i32::MAX) {
            moves[..=at].rotate_right(1);
            sorted = 1;
        }
        let original = alpha;
        let mut best = (-WIN - 1, None);
        self.path.push(key);
        for i in 0..moves.len() {
            if i == sorted {
                moves[i..].sort_by_key(|&(rank, _)| std::cmp::Reverse(rank));
            }
            let mv = moves[i].1;
            let mut child = state.clone();
            child.apply_unchecked(seat, &mv);
            let quiet = Some(mv) != table_move && !killers.contains(&Some(mv)) && !captures(&mv);
            let score = self.principal_variation(&child, seat, depth, (alpha, beta), ply, (i, quiet));
            if self.stopped {
                return 0;
            }
            if score > best.0 {
                best = (score, Some(mv));
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !captures(&mv) {
                    if let Some(k) = self.killers.get_mut(ply)
                        && k[0] != Some(mv)
                    {
                        *k = [Some(mv), k[0]];
                    }
                    self.history[history_index(mv)] += depth * depth;
                }
                break;
            }
        }
        self.path.pop();
        let bound = if best.0 <= original {
            Bound::Upper
        } else if best.0 >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table[slot] = Some(Slot { key, depth, score: best.0, bound, best: best.1 });
        best.0
    }

    /// The score for `seat` of the move that led to `child`, the `i`th tried at `depth`:
    /// the first in the full window, the others in a null window that only asks whether
    /// they beat `alpha` (searched again in full when they do), and late quiet moves
    /// first a ply shallower (late-move reductions).
    fn principal_variation(
        &mut self,
        child: &Tafl,
        seat: Seat,
        depth: i32,
        (alpha, beta): (i32, i32),
        ply: usize,
        (i, quiet): (usize, bool),
    ) -> i32 {
        let them = other(seat);
        if i == 0 {
            return -self.negamax(child, them, depth - 1, -beta, -alpha, ply + 1);
        }
        let reduction = match (quiet && depth >= REDUCE_FROM_DEPTH, i) {
            (true, i) if i >= REDUCE_MORE_AFTER && depth > REDUCE_FROM_DEPTH => 2,
            (true, i) if i >= REDUCE_AFTER => 1,
            _ => 0,
        };
        let mut score = -self.negamax(child, them, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
        if score > alpha && reduction > 0 {
            score = -self.negamax(child, them, depth - 1, -alpha - 1, -alpha, ply + 1);
        }
        if score > alpha && score < beta {
            score = -self.negamax(child, them, depth - 1, -beta, -alpha, ply + 1);
        }
        score
    }

    /// A leaf searched on through captures only, `left` plies at most, until quiet: the
    /// side to move may stand on the evaluation or take (so a leaf is never scored in
    /// the middle of an exchange).
    fn quiesce(&mut self, state: &Tafl, seat: Seat, mut alpha: i32, beta: i32, left: u32) -> i32 {
        let stand = self.evaluate(state, seat, state.key());
        if left == 0 || stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        for mv in state.moves_onto(self.landings(state)) {
            self.nodes += 1;
            let mut child = state.clone();
            child.apply_unchecked(seat, &mv);
            let score = match child.outcome() {
                Some(Outcome::Winner(winner)) if winner == seat => WIN,
                Some(Outcome::Winner(_)) => -WIN,
                Some(Outcome::Draw) => 0,
                None => -self.quiesce(&child, other(seat), -beta, -alpha, left - 1),
            };
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        alpha
    }

    /// Where the side to move in `state` lands its likely captures (see
    /// [`capture_landings`]).
    fn landings(&self, state: &Tafl) -> u128 {
        capture_landings(state.board(), state.to_move(), self.restricted)
    }

    fn evaluate(&self, state: &Tafl, seat: Seat, key: u64) -> i32 {
        let defenders = self.eval.defenders(state.board(), state.to_move());
        let noise = if self.plan.noise > 0 { (mix(key ^ self.think.seed) % self.plan.noise as u64) as i32 } else { 0 };
        (if seat == Seat(1) { defenders } else { -defenders }) + noise
    }
}

fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0)
}

fn history_index(mv: TaflMove) -> usize {
    mv.from.index() * CELLS + mv.to.index()
}

/// The squares where a move of `side`'s lands beside an enemy piece (not the king) with
/// a friend or an empty throne or corner (`restricted`) behind it: a likely capture,
/// searched first. Worked out once a position. (The friend behind is never the moving
/// piece: its slide to the landing would have crossed the enemy.)
fn capture_landings(board: &Board, side: Side, restricted: u128) -> u128 {
    let enemies = board.side_bits(side.other()) & !board.king().map_or(0, bit);
    let anvils = board.side_bits(side) | (restricted & !board.occupied());
    Direction::ALL.iter().fold(0, |landings, &dir| {
        let back = dir.opposite();
        landings | shift(enemies & shift(anvils, back), back)
    })
}

/// The throne and the corners of `board`.
fn restricted(board: &Board) -> u128 {
    corners(board.size()) | bit(board.throne())
}
