//! Reviewing a finished game: the AI's view of each of one player's moves next to what
//! it would have played, as chances to win, so that the mistakes stand out. Reviews are
//! for two-player games where nothing is hidden ([`reviewable`]): there the position
//! before a move is what the player saw.

use engine::{AnyMatch, Entry, Game, GameKind, Match, Seat};

use crate::{Level, Think, seed_from};

/// One reviewed move.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The move's number as players count them (full moves in a game of two).
    pub number: usize,
    pub played: String,
    /// What the AI would have played.
    pub best: String,
    /// The player's chance to win after the best move, and after the one played (0 to 1).
    pub best_value: f64,
    pub played_value: f64,
}

impl Review {
    /// The chance to win the move gave away.
    pub fn loss(&self) -> f64 {
        (self.best_value - self.played_value).max(0.0)
    }
}

/// Whether `kind`'s games can be reviewed: two players, and nothing hidden or chosen in
/// secret.
pub fn reviewable(kind: GameKind) -> bool {
    let info = kind.info();
    info.max_players == 2 && !info.hidden_information && !info.simultaneous
}

/// Reviews `seat`'s moves in `m` with the AI at `level`, from the first move; stops
/// early (with the moves reviewed so far) once `stop` says so. Forced moves (the only
/// legal one) are left out. Empty for games that cannot be reviewed.
pub fn review(m: &AnyMatch, seat: Seat, level: Level, stop: &dyn Fn() -> bool) -> Vec<Review> {
    if !reviewable(m.kind()) {
        return Vec::new();
    }
    crate::review_moves(m, seat, level, stop)
}

pub(crate) type Assess<G> = fn(&G, Seat, &<G as Game>::Action, &Think) -> Option<(String, f64, f64)>;

/// Replays `m`'s record from its start, assessing each of `seat`'s moves before it is
/// played.
pub(crate) fn walk<G: Game>(
    m: &Match<G>,
    seat: Seat,
    level: Level,
    stop: &dyn Fn() -> bool,
    assess: Assess<G>,
) -> Vec<Review> {
    let record = m.record();
    let Ok(mut replay) = Match::<G>::new(record.options.clone(), record.seats, record.seed) else { return Vec::new() };
    let mut reviews = Vec::new();
    for entry in &record.log {
        match entry {
            Entry::Act { seat: actor, action } => {
                if *actor == seat && replay.state().legal_actions(seat).len() > 1 {
                    if stop() {
                        break;
                    }
                    let seed = seed_from(&record.seed, replay.plies(), seat);
                    let think = Think { level, seed, stop };
                    if let Some((best, best_value, played_value)) = assess(replay.state(), seat, action, &think) {
                        let played = G::format_action(action);
                        reviews.push(Review { number: replay.move_number(), played, best, best_value, played_value });
                    }
                }
                if replay.play(*actor, action).is_err() {
                    break;
                }
            }
            Entry::Retire { seat: actor } => {
                if replay.retire(*actor).is_err() {
                    break;
                }
            }
            // The replay draws the same chance from the same seed.
            Entry::Chance(_) => {}
        }
    }
    reviews
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brandubh(seed: u8) -> AnyMatch {
        AnyMatch::new(GameKind::Hnefatafl, &["rules=brandubh"], 2, engine::Seed::from_bytes([seed; 32])).unwrap()
    }

    /// Random play from `seed` until the attackers have moves that let the king win next
    /// turn and moves that do not; they play the first that lets him win. The match, the
    /// blunder's move number and text, and the safe moves; `None` if the game ended first.
    fn blunder(seed: u8) -> Option<(AnyMatch, usize, String, Vec<String>)> {
        let mut m = brandubh(seed);
        let mut pick = u64::from(seed);
        while m.outcome().is_none() && m.plies() < 400 {
            let seat = Seat((m.plies() % 2) as u8);
            if seat == Seat(0) {
                let (losing, safe) = losing_and_safe(&m);
                if !losing.is_empty() && !safe.is_empty() {
                    let number = m.move_number();
                    m.play_text(seat, &losing[0]).unwrap();
                    return Some((m, number, losing[0].clone(), safe));
                }
            }
            let moves = m.legal_moves(seat);
            pick = crate::tafl::mix(pick);
            m.play_text(seat, &moves[(pick % moves.len() as u64) as usize]).unwrap();
        }
        None
    }

    #[test]
    fn only_two_player_games_with_nothing_hidden_are_reviewed() {
        assert!(reviewable(GameKind::Hnefatafl));
        assert!(reviewable(GameKind::Landover));
        assert!(!reviewable(GameKind::Quest));
        assert!(!reviewable(GameKind::Gype));
    }

    /// Whether the defenders (seat 1), to move, can win at once.
    fn defenders_win_at_once(m: &AnyMatch) -> bool {
        m.legal_moves(Seat(1)).iter().any(|text| {
            let mut next = m.clone();
            next.play_text(Seat(1), text).is_ok() && next.outcome() == Some(engine::Outcome::Winner(Seat(1)))
        })
    }

    fn after(m: &AnyMatch, seat: Seat, text: &str) -> AnyMatch {
        let mut next = m.clone();
        next.play_text(seat, text).unwrap();
        next
    }

    /// Whether the attackers, having moved to `m`, hold the king for two more moves: he
    /// cannot win at once, and whatever the defenders reply the attackers can stop him.
    fn holds(m: &AnyMatch) -> bool {
        m.outcome().is_none()
            && !defenders_win_at_once(m)
            && m.legal_moves(Seat(1)).iter().all(|reply| {
                let next = after(m, Seat(1), reply);
                next.outcome().is_some()
                    || next.legal_moves(Seat(0)).iter().any(|answer| {
                        let held = after(&next, Seat(0), answer);
                        held.outcome().is_none() && !defenders_win_at_once(&held)
                    })
            })
    }

    /// The attackers' moves in `m` that let the king win at once, and those that hold him.
    fn losing_and_safe(m: &AnyMatch) -> (Vec<String>, Vec<String>) {
        let moves = m.legal_moves(Seat(0));
        let losing: Vec<String> = moves
            .iter()
            .filter(|text| {
                let next = after(m, Seat(0), text);
                next.outcome().is_none() && defenders_win_at_once(&next)
            })
            .cloned()
            .collect();
        if losing.is_empty() {
            return (losing, Vec::new());
        }
        let safe = moves.into_iter().filter(|text| holds(&after(m, Seat(0), text))).collect();
        (losing, safe)
    }

    #[test]
    fn a_move_that_lets_the_king_escape_is_marked_as_a_big_loss_and_the_best_move_is_safe() {
        let (m, number, played, safe) = (1..50).find_map(blunder).expect("some random game holds a blunder");
        let level = Level::new(3).unwrap();
        let reviews = review(&m, Seat(0), level, &|| false);
        let last = reviews.last().expect("the attackers' moves are reviewed");
        assert_eq!((last.number, &last.played), (number, &played));
        assert!(last.played_value < 0.01 && last.loss() >= 0.2, "a mistake at least: {last:?}");
        assert!(safe.contains(&last.best), "{last:?}");
        for r in &reviews {
            assert!((0.0..=1.0).contains(&r.played_value) && r.played_value <= r.best_value, "{r:?}");
        }
        // The same review twice is the same: seeds come from the record.
        assert_eq!(review(&m, Seat(0), level, &|| false), reviews);
        // A stop at once reviews nothing.
        assert!(review(&m, Seat(0), level, &|| true).is_empty());
    }

    #[test]
    fn landover_moves_are_reviewed_by_the_tree_search() {
        let seed = engine::Seed::from_bytes([6; 32]);
        let mut m = AnyMatch::new(GameKind::Landover, &[], 2, seed).unwrap();
        for n in 0..6u64 {
            let seat = match m.turn() {
                engine::Turn::Player(seat) => seat,
                other => panic!("{other:?}"),
            };
            let moves = m.legal_moves(seat);
            m.play_text(seat, &moves[(crate::tafl::mix(n) % moves.len() as u64) as usize]).unwrap();
        }
        let reviews = review(&m, Seat(0), Level::new(1).unwrap(), &|| false);
        assert!(!reviews.is_empty());
        assert!(reviews.iter().all(|r| (0.0..=1.0).contains(&r.best_value) && (0.0..=1.0).contains(&r.played_value)));
    }

    #[test]
    fn every_skirmish_move_is_reviewed_though_the_search_opens_only_its_best_orders() {
        let m = crate::arena::random_match(GameKind::Skirmish, &["size=16", "map=open"], 2, 4, 40);
        let record = match &m {
            AnyMatch::Skirmish(m) => m.record().clone(),
            _ => unreachable!("a skirmish"),
        };
        let mut replay = Match::<engine::skirmish::Skirmish>::new(record.options.clone(), 2, record.seed).unwrap();
        let mut choices = 0;
        for entry in &record.log {
            // The replay draws the same chance from the same seed.
            if let Entry::Act { seat, action } = entry {
                choices += usize::from(*seat == Seat(0) && replay.state().legal_actions(Seat(0)).len() > 1);
                replay.play(*seat, action).unwrap();
            }
        }
        let reviews = review(&m, Seat(0), Level::MIN, &|| false);
        assert!(choices > 5, "{choices}");
        assert_eq!(reviews.len(), choices);
    }
}
