//! The AI under a greedy user (`load --ai-crowd`): a prober plays a person's moves
//! against the AI (level 2, Brandubh) in a channel of its own and times each reply, the
//! AI's move included. For the first half of the run it plays alone; for the second, one
//! user in another channel asks for 4 `analyse` of a finished game and 20 `challenge ai`
//! at level 5, and answers every move of the one match that starts, so that the AI thinks
//! for them all the time. The AI's reply time in the prober's channel, without and with
//! them, is the figure.

use std::sync::Arc;
use std::time::{Duration, Instant};

use engine::{Seat, Turn};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use tokio_util::sync::CancellationToken;

use super::{PLATFORM, message};
use crate::core::{Core, Deliver};
use crate::model::{ChannelKey, User};
use crate::storage::Storage;

/// Plies the greedy user plays against the AI before resigning, so that `analyse` has a
/// game to review.
const REVIEWED_PLIES: usize = 30;
/// `analyse` and `challenge ai` the greedy user asks for at once.
const ANALYSES: usize = 4;
const CHALLENGES: usize = 20;

/// The prober's reply times, sorted, without the greedy user and with them; the thinks
/// the AI ran for each side.
#[derive(Clone, Debug, Default)]
pub struct AiCrowd {
    pub alone: Vec<Duration>,
    pub crowded: Vec<Duration>,
    /// Moves the AI thought in all, and reviews.
    pub thinks: u64,
    pub reviews: u64,
}

/// Runs the prober for `seconds`, the greedy user joining halfway.
pub async fn run(core: Arc<Core>, storage: &Storage, tag: &str, seconds: f64, seed: u64) -> anyhow::Result<AiCrowd> {
    let stop = CancellationToken::new();
    let deliver: Deliver = Arc::new(|_| Box::pin(async {}));
    let driver = tokio::spawn(core.clone().drive_ai(PLATFORM, stop.clone(), deliver));
    let mut rng = StdRng::seed_from_u64(seed);
    let greedy = Player::new(&format!("{tag}-greedy"));
    let greedy_channel = ChannelKey::new(PLATFORM, &format!("{tag}-greedy"), None);
    // A finished game for the reviews.
    core.handle(&message(&greedy_channel, &greedy.user, "!challenge ai hnefatafl rules=brandubh level=1")).await;
    for _ in 0..REVIEWED_PLIES {
        greedy.play(&core, storage, &greedy_channel, &mut rng).await?;
    }
    core.handle(&message(&greedy_channel, &greedy.user, "!resign")).await;
    let prober = Player::new(&format!("{tag}-prober"));
    let probe_channel = ChannelKey::new(PLATFORM, &format!("{tag}-probe"), None);
    let half = Duration::from_secs_f64(seconds / 2.0);
    let mut report = AiCrowd::default();
    let (before_thinks, before_reviews) = (core.thinks().moves, core.thinks().reviews);
    report.alone = prober.probe(&core, storage, &probe_channel, Instant::now() + half, &mut rng).await?;
    let deadline = Instant::now() + half;
    let crowd = {
        let (core, storage, channel) = (core.clone(), storage.clone(), greedy_channel.clone());
        let mut rng = StdRng::seed_from_u64(seed ^ 0x5eed);
        tokio::spawn(async move { greedy.crowd(&core, &storage, &channel, deadline, &mut rng).await })
    };
    report.crowded = prober.probe(&core, storage, &probe_channel, deadline, &mut rng).await?;
    crowd.await??;
    stop.cancel();
    driver.await?;
    report.thinks = core.thinks().moves - before_thinks;
    report.reviews = core.thinks().reviews - before_reviews;
    Ok(report)
}

/// A person playing against the AI.
struct Player {
    user: User,
}

impl Player {
    fn new(name: &str) -> Player {
        Player { user: User::new(name, name) }
    }

    /// Plays a random legal move in `channel`'s match when it awaits this player: the
    /// time the answer took, `None` when it did not await them (or no match runs).
    async fn play(
        &self,
        core: &Core,
        storage: &Storage,
        channel: &ChannelKey,
        rng: &mut StdRng,
    ) -> anyhow::Result<Option<Duration>> {
        let Some(stored) = storage.active_match(channel).await? else { return Ok(None) };
        let Some(seat) = stored.players.iter().position(|p| p.id == self.user.id).map(|i| Seat(i as u8)) else {
            return Ok(None);
        };
        if stored.game.turn() != Turn::Player(seat) {
            return Ok(None);
        }
        let moves = stored.game.legal_moves(seat);
        let Some(text) = moves.get(rng.random_range(0..moves.len().max(1))) else { return Ok(None) };
        let start = Instant::now();
        core.handle(&message(channel, &self.user, &format!("!move {text}"))).await;
        Ok(Some(start.elapsed()))
    }

    /// Plays against the AI (level 2) in `channel` until `deadline`, a new match after
    /// each end; the time of each answer, the AI's move included, sorted.
    async fn probe(
        &self,
        core: &Core,
        storage: &Storage,
        channel: &ChannelKey,
        deadline: Instant,
        rng: &mut StdRng,
    ) -> anyhow::Result<Vec<Duration>> {
        let mut times = Vec::new();
        while Instant::now() < deadline {
            if storage.active_match(channel).await?.is_none() {
                let challenge = "!challenge ai hnefatafl rules=brandubh level=2 side=attackers";
                core.handle(&message(channel, &self.user, challenge)).await;
            }
            match self.play(core, storage, channel, rng).await? {
                Some(time) => times.push(time),
                // The AI is still thinking (its answer took longer than the exchange waits).
                None => tokio::time::sleep(Duration::from_millis(20)).await,
            }
        }
        times.sort_unstable();
        Ok(times)
    }

    /// The greedy user: 4 `analyse` and 20 `challenge ai` at level 5 at once, then every
    /// move of the match that started, until `deadline`.
    async fn crowd(
        &self,
        core: &Core,
        storage: &Storage,
        channel: &ChannelKey,
        deadline: Instant,
        rng: &mut StdRng,
    ) -> anyhow::Result<()> {
        let analyse = message(channel, &self.user, "!analyse");
        let challenge = message(channel, &self.user, "!challenge ai hnefatafl level=5 side=defenders");
        let asked = std::iter::repeat_n(&analyse, ANALYSES).chain(std::iter::repeat_n(&challenge, CHALLENGES));
        futures::future::join_all(asked.map(|msg| core.handle(msg))).await;
        while Instant::now() < deadline {
            if self.play(core, storage, channel, rng).await?.is_none() {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        Ok(())
    }
}
