//! The AI's thinking, off the async runtime: a fixed number of threads (`AI_THREADS`)
//! take thinks in the order they are asked, so a long think never holds up the runtime
//! that answers other channels, and many matches waiting for the AI queue instead of
//! using every core.

use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use engine::{AnyMatch, Seat};
use tokio_util::sync::CancellationToken;

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

type Job = Box<dyn FnOnce() + Send>;

/// The threads that think.
pub struct Thinkers {
    jobs: Mutex<mpsc::Sender<Job>>,
    think_ms: u64,
}

impl Thinkers {
    /// Starts `threads` threads (at least one); level 5 thinks for `think_ms` at most.
    pub fn new(threads: usize, think_ms: u64) -> Thinkers {
        let (jobs, queue) = mpsc::channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        for n in 0..threads.max(1) {
            let queue = queue.clone();
            let spawned = std::thread::Builder::new().name(format!("ai-{n}")).spawn(move || {
                loop {
                    // The lock is held only to take the next job, not to run it.
                    let job = queue.lock().unwrap_or_else(std::sync::PoisonError::into_inner).recv();
                    match job {
                        Ok(job) => job(),
                        Err(mpsc::RecvError) => return,
                    }
                }
            });
            if let Err(e) = spawned {
                tracing::error!(error = %e, "cannot start an AI thread");
            }
        }
        Thinkers { jobs: Mutex::new(jobs), think_ms }
    }

    /// The action the AI at `level` plays for `seat`, as move text; `None` when the seat
    /// has nothing to play, or `cancel` was raised (at shutdown: the match waits for the
    /// AI's move after the restart). A panic in the search is logged and answered as
    /// nothing.
    pub async fn choose(
        &self,
        game: AnyMatch,
        seat: Seat,
        level: ai::Level,
        cancel: &CancellationToken,
    ) -> Option<String> {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let budget = budget(level, self.think_ms, game.in_setup(seat));
        let cancel = cancel.clone();
        let job: Job = Box::new(move || {
            if cancel.is_cancelled() {
                return;
            }
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
        self.run(job)?;
        answered.await.ok().flatten()
    }

    /// The AI's review of `seat`'s moves in the finished `game` (see [`ai::review`]),
    /// within `budget`: the moves reviewed, and whether the budget cut it short.
    pub async fn review(&self, game: AnyMatch, seat: Seat, budget: Duration) -> Option<(Vec<ai::Review>, bool)> {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let deadline = Instant::now() + budget;
            let stop = || Instant::now() >= deadline;
            let reviewed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                ai::review(&game, seat, review_level(game.kind()), &stop)
            }));
            let _ = answer.send(reviewed.ok().map(|r| (r, stop())));
        });
        self.run(job)?;
        answered.await.ok().flatten()
    }

    fn run(&self, job: Job) -> Option<()> {
        self.jobs.lock().unwrap_or_else(std::sync::PoisonError::into_inner).send(job).ok()
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
        let action = thinkers.choose(game.clone(), Seat(0), level, &CancellationToken::new()).await.unwrap();
        assert!(game.legal_moves(Seat(0)).contains(&action), "{action}");
    }

    #[tokio::test]
    async fn a_cancelled_think_answers_nothing() {
        let thinkers = Thinkers::new(1, 2_000);
        let cancel = CancellationToken::new();
        cancel.cancel();
        let game = AnyMatch::new(engine::GameKind::Gype, &[], 2, engine::Seed::from_bytes([3; 32])).unwrap();
        let seat = crate::model::awaited(&game)[0];
        assert_eq!(thinkers.choose(game, seat, ai::Level::new(1).unwrap(), &cancel).await, None);
    }
}
