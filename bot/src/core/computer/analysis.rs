//! `analyse` (Italian `analizza`): after a two-player game where nothing is hidden, the
//! AI reviews one player's moves from the record and marks the mistakes. Refused while
//! the game runs: the AI never advises a player during a game (`hint` only lists moves).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use engine::{Message, Seat};

use super::state::Computer;
use crate::core::play::seat_of;
use crate::core::{Incoming, Reply};
use crate::model::Status;

/// The longest a review may think; a longer game is reviewed from its start up to there.
const REVIEW_BUDGET: Duration = Duration::from_secs(15);

/// Reviews kept before the cache starts again.
const REVIEWS_KEPT: usize = 256;

/// A review: the moves reviewed, and whether the budget cut it short.
type Review = Arc<(Vec<ai::Review>, bool)>;

/// A review, once thought.
type Cell = Arc<tokio::sync::OnceCell<Review>>;

/// Reviews by match and seat. A finished match never changes, so its review is thought
/// once: asked again, or by several at once, it is the same review, and the ones asking
/// while it is thought wait for it.
#[derive(Default)]
pub(in crate::core) struct Reviews {
    cells: Mutex<HashMap<(i64, Seat), Cell>>,
}

impl Reviews {
    fn cell(&self, id: i64, seat: Seat) -> Cell {
        let mut cells = self.cells.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if cells.len() >= REVIEWS_KEPT && !cells.contains_key(&(id, seat)) {
            cells.retain(|_, cell| !cell.initialized());
        }
        cells.entry((id, seat)).or_default().clone()
    }
}

/// Why a review could not be given.
enum NoReview {
    Busy,
    Failed,
}

/// A move that gives away this much of the chance to win is an inaccuracy, a mistake,
/// or a blunder.
const INACCURACY: f64 = 0.10;
const MISTAKE: f64 = 0.20;
const BLUNDER: f64 = 0.35;

/// The mark of a move that gave away `loss`, chess-style, and its catalog key; `None`
/// for a good move.
fn mark(loss: f64) -> Option<(&'static str, &'static str)> {
    if loss >= BLUNDER {
        Some(("??", "analysis-blunder"))
    } else if loss >= MISTAKE {
        Some(("?", "analysis-mistake"))
    } else if loss >= INACCURACY {
        Some(("?!", "analysis-inaccuracy"))
    } else {
        None
    }
}

fn percent(chance: f64) -> i64 {
    (chance * 100.0).round() as i64
}

impl Computer {
    /// `analyse`: the AI's review of one player's moves in the channel's last match.
    pub(in crate::core) async fn analyse(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let Some(stored) = self.storage.latest_match(&msg.channel).await? else {
            reply.say(Message::new("no-match"));
            return Ok(());
        };
        if stored.status == Status::Active {
            reply.say(Message::new("analysis-running").num("id", stored.id));
            return Ok(());
        }
        if !ai::reviewable(stored.game.kind()) {
            reply.say(Message::new("analysis-unsupported").with("game", stored.game.kind().name()));
            return Ok(());
        }
        let player = msg.mentions.first().unwrap_or(&msg.author);
        let Some(seat) = seat_of(&stored, player) else {
            let players = crate::model::names(&stored.players);
            reply.say(
                Message::new("analysis-not-a-player")
                    .with("name", &player.name)
                    .num("id", stored.id)
                    .with("players", players.join(", ")),
            );
            return Ok(());
        };
        let cell = self.reviews.cell(stored.id, seat);
        let reviewed = cell
            .get_or_try_init(|| async {
                match self.thinkers.review(&msg.channel.tag(), stored.game.clone(), seat, REVIEW_BUDGET).await {
                    Ok(Some(review)) => Ok(Arc::new(review)),
                    Ok(None) => Err(NoReview::Failed),
                    Err(crate::thinking::Full) => Err(NoReview::Busy),
                }
            })
            .await;
        let (reviews, cut_short) = match reviewed {
            Ok(review) => &**review,
            Err(NoReview::Busy) => {
                reply.say(Message::new("analysis-busy"));
                return Ok(());
            }
            Err(NoReview::Failed) => anyhow::bail!("the review of match {} failed", stored.id),
        };
        let cut_short = *cut_short;
        let marked: Vec<(&ai::Review, &str, &str)> =
            reviews.iter().filter_map(|r| mark(r.loss()).map(|(sign, key)| (r, sign, key))).collect();
        let count = |key: &str| marked.iter().filter(|(_, _, k)| *k == key).count() as i64;
        let name = &stored.players[seat.index()].name;
        let level = crate::thinking::review_level(stored.game.kind());
        let mut lines = vec![
            reply.text(
                Message::new("analysis-head")
                    .with("name", name)
                    .num("id", stored.id)
                    .term("game", stored.game.title())
                    .num("level", i64::from(level.get()))
                    .num("moves", reviews.len() as i64)
                    .num("inaccuracies", count("analysis-inaccuracy"))
                    .num("mistakes", count("analysis-mistake"))
                    .num("blunders", count("analysis-blunder")),
            ),
        ];
        for (review, sign, key) in &marked {
            lines.push(
                reply.text(
                    Message::new("analysis-line")
                        .num("number", review.number as i64)
                        .with("played", format!("{}{sign}", review.played))
                        .with("kind", reply.lang.key(key))
                        .num("before", percent(review.best_value))
                        .num("after", percent(review.played_value))
                        .with("best", &review.best),
                ),
            );
        }
        if marked.is_empty() {
            lines.push(reply.text(Message::new("analysis-clean")));
        }
        if cut_short {
            lines.push(reply.text(Message::new("analysis-cut-short").num("moves", reviews.len() as i64)));
        }
        let caption = Message::new("analysis-attached").num("id", stored.id);
        reply.post_record(lines.join("\n"), format!("match-{}-analysis.txt", stored.id), caption);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tests::test_support::{asked_by, reply, said, started, storage};

    #[tokio::test]
    async fn a_review_is_refused_from_the_storage_alone_while_there_is_no_game_over() {
        let dir = tempfile::tempdir().unwrap();
        let storage = storage(&dir).await;
        let computer = Computer::new(storage.clone(), 1, 100);
        let ann = asked_by("ann");
        let mut answer = reply();
        computer.analyse(&ann, &mut answer).await.unwrap();
        assert!(said(&answer).starts_with("No match is running in this channel"), "{}", said(&answer));

        let id = started(&storage, &ann, engine::GameKind::Hnefatafl).await;
        let mut answer = reply();
        computer.analyse(&ann, &mut answer).await.unwrap();
        assert_eq!(said(&answer), format!("Match #{id} is still running: the AI reviews a game only once it is over."));
    }

    #[test]
    fn moves_are_marked_by_the_chance_they_give_away() {
        assert_eq!(mark(0.05), None);
        assert_eq!(mark(0.12).map(|m| m.0), Some("?!"));
        assert_eq!(mark(0.25).map(|m| m.0), Some("?"));
        assert_eq!(mark(0.9).map(|m| m.0), Some("??"));
    }
}
