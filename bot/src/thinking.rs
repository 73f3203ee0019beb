//! The AI's thinking, off the async runtime: a fixed number of threads (`AI_THREADS`)
//! think the AI's moves, taking channels in turn ([`crate::fair_pool`]), so a long
//! think never holds up the runtime that answers other channels, a channel thinks one
//! move at a time, and a channel's wait never grows with another's queue. Reviews
//! (`analyse`) think on a thread of their own, one at a time, so they never delay a
//! move. Both queues are bounded: a think past them is refused ([`Full`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use engine::{AnyMatch, Seat};
use tokio_util::sync::CancellationToken;

pub use crate::fair_pool::Full;
use crate::fair_pool::{FairPool, Job};

/// The most a level may think, in milliseconds, before `AI_THINK_MS` caps it: level 1
/// answers within 50 ms, level 5 takes all it is given.
const LEVEL_BUDGET_MS: [u64; 5] = [50, 150, 300, 1_000, u64::MAX];

/// The most a set-up decision thinks at any level: one Skirmish model's deployment, or
/// a Table Gype arrangement. Level 5's whole default Skirmish deployment (ten decisions)
/// took 2.8 s on 2026-12-02, where it took about 21 s at the game's budget.
const SETUP_BUDGET_MS: u64 = 250;

/// How long `level` may think when the operator allows `think_ms` (`AI_THINK_MS`), for
/// a decision of the set-up (`setup`) or of the game.
pub fn budget(level: ai::Level, think_ms: u64, setup: bool) -> Duration {
    let most = if setup { SETUP_BUDGET_MS } else { u64::MAX };
    Duration::from_millis(LEVEL_BUDGET_MS[level.index()].min(think_ms).min(most))
}

/// The level that reviews a game: alpha-beta at depth 3 for the tafl family (a few
/// hundredths of a second a move); the tree search at level 2 for the others.
pub fn review_level(kind: engine::GameKind) -> ai::Level {
    let level = if kind == engine::GameKind::Hnefatafl { 3 } else { 2 };
    ai::Level::new(level).expect("a level from 1 to 5")
}

/// Threads that think moves unless `AI_THREADS` says otherwise: one channel thinks one
/// move at a time, so a channel that keeps the AI busy (a level-5 game played on) holds
/// one thread, and the second keeps every other channel's AI answering (`load
/// --ai-crowd`: a level-2 reply's median 8.5 ms alone, 10.7 ms beside such a channel
/// with two threads, 1,298 ms with one; docs/benchmarks.md).
pub const DEFAULT_THREADS: usize = 2;

/// Moves waiting to be thought, in all, and per channel (a channel thinks one at a
/// time, and its driver asks for the next only after the last).
const MOVES_WAITING: usize = 1_024;
const MOVES_PER_CHANNEL: usize = 2;
/// Reviews waiting, in all, and per channel.
const REVIEWS_WAITING: usize = 8;
const REVIEWS_PER_CHANNEL: usize = 1;

/// The threads that think.
pub struct Thinkers {
    moves: FairPool,
    reviews: FairPool,
    think_ms: u64,
    thought: Arc<Counts>,
}

/// How many thinks were run (the harness and tests count them).
#[derive(Default)]
struct Counts {
    moves: AtomicU64,
    reviews: AtomicU64,
}

/// How many moves and reviews this process's AI thought.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thinks {
    pub moves: u64,
    pub reviews: u64,
}

impl Thinkers {
    /// Starts `threads` threads (at least one) for moves, and one for reviews; level 5
    /// thinks for `think_ms` at most.
    pub fn new(threads: usize, think_ms: u64) -> Thinkers {
        Thinkers {
            moves: FairPool::new("ai", threads, MOVES_WAITING, MOVES_PER_CHANNEL),
            reviews: FairPool::new("review", 1, REVIEWS_WAITING, REVIEWS_PER_CHANNEL),
            think_ms,
            thought: Arc::default(),
        }
    }

    /// How many moves and reviews were thought so far.
    pub fn thinks(&self) -> Thinks {
        Thinks {
            moves: self.thought.moves.load(Ordering::Relaxed),
            reviews: self.thought.reviews.load(Ordering::Relaxed),
        }
    }

    /// The action the AI at `level` plays for `seat` in `channel`'s `game`, as move text;
    /// `None` when the seat has nothing to play, or `cancel` was raised (at shutdown: the
    /// match waits for the AI's move after the restart). A panic in the search is logged
    /// and answered as nothing. [`Full`] when the queue refuses the think.
    pub async fn choose(
        &self,
        channel: &str,
        game: AnyMatch,
        seat: Seat,
        level: ai::Level,
        cancel: &CancellationToken,
    ) -> Result<Option<String>, Full> {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let budget = budget(level, self.think_ms, game.in_setup(seat));
        let (cancel, thought) = (cancel.clone(), self.thought.clone());
        let job: Job = Box::new(move || {
            if cancel.is_cancelled() {
                return;
            }
            thought.moves.fetch_add(1, Ordering::Relaxed);
            let deadline = Instant::now() + budget;
            let stop = || cancel.is_cancelled() || Instant::now() >= deadline;
            let think = ai::Think { level, seed: ai::seed_for(&game, seat), stop: &stop };
            let chosen = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| ai::choose(&game, seat, &think)));
            let chosen = chosen.unwrap_or_else(|_| {
                tracing::error!(game = game.rating_key(), "the AI's search panicked");
                None
            });
            let _ = answer.send(chosen.filter(|_| !cancel.is_cancelled()).map(|c| c.action));
        });
        self.moves.submit(channel, job)?;
        Ok(answered.await.ok().flatten())
    }

    /// An external engine's move in `channel`'s `game`, asked on the thinking threads
    /// (its process is written and read there, never on the runtime) within `budget`.
    /// The player comes back with its answer, its process still running unless it
    /// failed; `None` if the think was lost (the thread panicked). [`Full`] when the
    /// queue refuses it.
    pub async fn ask_engine(
        &self,
        channel: &str,
        mut player: engines::Player,
        game: AnyMatch,
        budget: Duration,
    ) -> Result<Option<(engines::Player, Result<engine::tafl::TaflMove, engines::Failure>)>, Full> {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let thought = self.thought.clone();
        let job: Job = Box::new(move || {
            thought.moves.fetch_add(1, Ordering::Relaxed);
            let chosen = player.choose(&game, budget);
            let _ = answer.send((player, chosen));
        });
        self.moves.submit(channel, job)?;
        Ok(answered.await.ok())
    }

    /// The AI's review of `seat`'s moves in `channel`'s finished `game` (see
    /// [`ai::review`]), within `budget`: the moves reviewed, and whether the budget cut it
    /// short. [`Full`] when the queue refuses it.
    pub async fn review(
        &self,
        channel: &str,
        game: AnyMatch,
        seat: Seat,
        budget: Duration,
    ) -> Result<Option<(Vec<ai::Review>, bool)>, Full> {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let thought = self.thought.clone();
        let job: Job = Box::new(move || {
            thought.reviews.fetch_add(1, Ordering::Relaxed);
            let deadline = Instant::now() + budget;
            let stop = || Instant::now() >= deadline;
            let reviewed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                ai::review(&game, seat, review_level(game.kind()), &stop)
            }));
            let _ = answer.send(reviewed.ok().map(|r| (r, stop())));
        });
        self.reviews.submit(channel, job)?;
        Ok(answered.await.ok().flatten())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_one_answers_within_50_ms_and_level_five_within_the_operators_budget() {
        let level = |n| ai::Level::new(n).unwrap();
        assert_eq!(budget(level(1), 2_000, false), Duration::from_millis(50));
        assert_eq!(budget(level(3), 2_000, false), Duration::from_millis(300));
        assert_eq!(budget(level(5), 2_000, false), Duration::from_millis(2_000));
        assert_eq!(budget(level(4), 200, false), Duration::from_millis(200));
    }

    #[test]
    fn a_set_up_decision_thinks_a_quarter_second_at_most_so_a_deployment_takes_three() {
        let level = |n| ai::Level::new(n).unwrap();
        assert_eq!(budget(level(5), 2_000, true), Duration::from_millis(250));
        assert_eq!(budget(level(1), 2_000, true), Duration::from_millis(50));
        let seed = engine::Seed::from_bytes([3; 32]);
        let skirmish = AnyMatch::new(engine::GameKind::Skirmish, &[], 2, seed).unwrap();
        assert!(skirmish.in_setup(Seat(0)), "deploying is the set-up");
        let mut deployed = skirmish.clone();
        deployed.play_text(Seat(0), "deploy auto").unwrap();
        deployed.play_text(Seat(1), "deploy auto").unwrap();
        assert!(!deployed.in_setup(Seat(0)), "the battle is not");
        let gype = AnyMatch::new(engine::GameKind::Gype, &[], 2, seed).unwrap();
        assert!(gype.in_setup(crate::model::awaited(&gype)[0]), "an arrangement is the set-up");
        let tafl = AnyMatch::new(engine::GameKind::Hnefatafl, &[], 2, seed).unwrap();
        assert!(!tafl.in_setup(Seat(0)));
    }

    #[tokio::test]
    async fn a_think_runs_on_the_pool_and_answers_a_legal_move() {
        let thinkers = Thinkers::new(1, 2_000);
        let seed = engine::Seed::from_bytes([3; 32]);
        let game = AnyMatch::new(engine::GameKind::Hnefatafl, &["rules=brandubh"], 2, seed).unwrap();
        let level = ai::Level::new(2).unwrap();
        let action =
            thinkers.choose("c", game.clone(), Seat(0), level, &CancellationToken::new()).await.unwrap().unwrap();
        assert!(game.legal_moves(Seat(0)).contains(&action), "{action}");
    }

    #[tokio::test]
    async fn a_cancelled_think_answers_nothing() {
        let thinkers = Thinkers::new(1, 2_000);
        let cancel = CancellationToken::new();
        cancel.cancel();
        let game = AnyMatch::new(engine::GameKind::Gype, &[], 2, engine::Seed::from_bytes([3; 32])).unwrap();
        let seat = crate::model::awaited(&game)[0];
        assert_eq!(thinkers.choose("c", game, seat, ai::Level::new(1).unwrap(), &cancel).await, Ok(None));
    }
}
