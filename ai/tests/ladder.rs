//! Short versions of the arena's ladder (the full runs are `arena` figures in
//! docs/ai-arena.md): on Brandubh, the quickest game, level 1 beats random play and level 2 beats
//! level 1; at Skirmish, whose turns offer hundreds of orders, level 1 beats random play.

use ai::Level;
use ai::arena::{Player, Series, Tally};
use engine::GameKind;

const BRANDUBH: &[&str] = &["rules=brandubh"];

/// The contender's results over both seats.
fn two_seats(kind: GameKind, options: &[&str], contender: Player, field: Player, games: u64) -> Tally {
    let opening = if kind == GameKind::Hnefatafl { 4 } else { 0 };
    let series = Series {
        kind,
        options,
        seats: 2,
        contender,
        field,
        from: 0,
        games,
        opening,
        max_plies: 1_000,
        threads: 2,
        each: &|_| (),
        outside: None,
    };
    series.run().into_iter().sum()
}

#[test]
fn level_one_beats_random_play_at_brandubh() {
    let tally = two_seats(GameKind::Hnefatafl, BRANDUBH, Player::Ai(Level::MIN), Player::Random, 20);
    assert!(tally.wins >= 18, "{tally:?}");
}

#[test]
fn level_two_beats_level_one_at_brandubh() {
    let (one, two) = (Player::Ai(Level::MIN), Player::Ai(Level::new(2).unwrap()));
    let tally = two_seats(GameKind::Hnefatafl, BRANDUBH, two, one, 40);
    assert!(tally.score() >= 0.6, "{tally:?}");
}

#[test]
fn level_one_beats_random_play_at_skirmish() {
    let tally = two_seats(GameKind::Skirmish, &[], Player::Ai(Level::MIN), Player::Random, 8);
    assert!(tally.wins >= 7, "{tally:?}");
}

#[test]
fn an_arena_tally_reports_a_95_percent_interval_around_its_score() {
    let tally = ai::arena::Tally { wins: 30, draws: 0, losses: 10 };
    let (low, high) = tally.interval();
    assert!((tally.score() - 0.75).abs() < 1e-9);
    assert!((0.59..0.61).contains(&low) && (0.85..0.87).contains(&high), "{low} {high}");
}
