//! Tournament rules: Swiss rounds, elimination brackets and a round-robin, played out.

use super::*;

fn user(i: usize) -> User {
    User::new(&format!("u{i}"), &format!("player{i}"))
}

fn tournament(format: Format, n: usize) -> Tournament {
    let mut t = Tournament::new(format);
    for i in 0..n {
        t.join(user(i), 1500.0 + (n - i) as f64 * 10.0).unwrap();
    }
    t.start().unwrap();
    t
}

/// Plays every game of the current round: the better-rated player wins, and every
/// third game is drawn.
fn play_round(t: &mut Tournament) -> Advance {
    let mut advance = Advance::Same;
    let open: Vec<usize> = t.round_games(t.round).filter(|(_, g)| !g.is_decided()).map(|(i, _)| i).collect();
    for (k, game) in open.into_iter().enumerate() {
        let g = &t.games[game];
        let first_better = t.entrants[g.first].rating >= t.entrants[g.second.unwrap()].rating;
        let points = if k % 3 == 2 {
            0.5
        } else if first_better {
            1.0
        } else {
            0.0
        };
        advance = t.record(game, points);
    }
    advance
}

fn pairs_of(t: &Tournament) -> Vec<(usize, usize)> {
    t.games.iter().filter_map(|g| g.second.map(|s| (g.first.min(s), g.first.max(s)))).collect()
}

#[test]
fn swiss_never_repeats_a_pairing_over_five_rounds_of_eight() {
    let mut t = tournament(Format::Swiss { rounds: 5 }, 8);
    let mut rounds = 0;
    loop {
        rounds += 1;
        assert_eq!(t.round_games(t.round).count(), 4, "four boards, no bye");
        if play_round(&mut t) == Advance::Finished {
            break;
        }
    }
    assert_eq!(rounds, 5);
    let mut pairs = pairs_of(&t);
    let all = pairs.len();
    pairs.sort();
    pairs.dedup();
    assert_eq!(pairs.len(), all, "no two players met twice");
    assert_eq!(t.phase, Phase::Finished);
}

#[test]
fn swiss_byes_go_to_the_lowest_ranked_without_one() {
    let mut t = tournament(Format::Swiss { rounds: 4 }, 7);
    let mut byes = Vec::new();
    loop {
        let bye: Vec<usize> =
            t.round_games(t.round).filter(|(_, g)| g.second.is_none()).map(|(_, g)| g.first).collect();
        assert_eq!(bye.len(), 1, "one bye a round with seven players");
        // The bye holder is the lowest ranked of those without a bye yet.
        let scores = t.score_table();
        let before_round: Vec<f64> = {
            let mut s = scores.clone();
            s[bye[0]] -= 1.0;
            s
        };
        let eligible: Vec<usize> = (0..7).filter(|p| !byes.contains(p)).collect();
        let lowest = eligible
            .iter()
            .copied()
            .min_by(|&a, &b| {
                before_round[a]
                    .total_cmp(&before_round[b])
                    .then(t.entrants[a].rating.total_cmp(&t.entrants[b].rating))
                    .then(b.cmp(&a))
            })
            .unwrap();
        assert_eq!(bye[0], lowest, "round {}", t.round);
        byes.push(bye[0]);
        if play_round(&mut t) == Advance::Finished {
            break;
        }
    }
    let mut unique = byes.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), 4, "nobody had two byes: {byes:?}");
}

#[test]
fn swiss_alternates_seats() {
    let mut t = tournament(Format::Swiss { rounds: 4 }, 8);
    while play_round(&mut t) != Advance::Finished {}
    for p in 0..8 {
        let firsts = t.games.iter().filter(|g| g.first == p).count();
        assert!((1..=3).contains(&firsts), "player {p} had the first seat {firsts} times in 4");
    }
}

fn elimination(n: usize) -> (Tournament, usize) {
    let mut t = tournament(Format::Elimination, n);
    let first_round_byes = t.round_games(1).filter(|(_, g)| g.second.is_none()).count();
    let mut rounds = 1;
    while play_round(&mut t) != Advance::Finished {
        rounds += 1;
    }
    assert_eq!(first_round_byes, n.next_power_of_two() - n, "byes fill the bracket");
    (t, rounds)
}

#[test]
fn single_elimination_with_five_eight_and_thirteen_players() {
    for (n, rounds) in [(5, 3), (8, 3), (13, 4)] {
        let (t, played) = elimination(n);
        assert_eq!(played, rounds, "{n} players");
        // The best seed wins every game it plays here, draws included.
        assert_eq!(t.standings()[0].player, t.seeds[0], "{n} players");
        // Everyone but the champion lost exactly once (byes are not games).
        let losers = t.games.iter().filter(|g| g.second.is_some()).count();
        assert_eq!(losers, n - 1, "{n} players");
    }
    // With five, the top three seeds have byes.
    let t = tournament(Format::Elimination, 5);
    let byes: Vec<usize> = t.round_games(1).filter(|(_, g)| g.second.is_none()).map(|(_, g)| g.first).collect();
    assert_eq!(byes, vec![t.seeds[0], t.seeds[1], t.seeds[2]]);
}

#[test]
fn a_withdrawal_forfeits_the_remaining_games() {
    let mut t = tournament(Format::RoundRobin { double: false }, 4);
    t.leave("u3").unwrap();
    let games: Vec<&Game> = t.games.iter().filter(|g| g.first == 3 || g.second == Some(3)).collect();
    assert!(games.iter().all(|g| g.winner().is_some_and(|w| w != 3)), "every game of the leaver is lost");
    while play_round(&mut t) != Advance::Finished {}
    let last = t.standings().last().unwrap().clone();
    assert_eq!((last.player, last.score, last.losses), (3, 0.0, 3));
}

fn score(t: &Tournament, player: usize) -> f64 {
    t.standings().iter().find(|s| s.player == player).unwrap().score
}

/// Each player's points from the decided games of the started rounds, counted directly.
fn points_so_far(t: &Tournament, player: usize) -> f64 {
    t.games
        .iter()
        .filter(|g| g.round <= t.round)
        .map(|g| match (g.second, g.first_points) {
            (None, _) if g.first == player => 1.0,
            (Some(_), Some(p)) if g.first == player => p,
            (Some(s), Some(p)) if s == player => 1.0 - p,
            _ => 0.0,
        })
        .sum()
}

#[test]
fn standings_count_byes_only_from_their_round() {
    // The acceptance scenario: three players round-robin, a game of round 1 still being
    // played and the bye holder on one point; nobody else has points yet.
    let mut t = tournament(Format::RoundRobin { double: false }, 3);
    let bye = t.round_games(1).find(|(_, g)| g.second.is_none()).map(|(_, g)| g.first).unwrap();
    let scores: Vec<f64> = (0..3).map(|p| score(&t, p)).collect();
    assert_eq!(scores.iter().sum::<f64>(), 1.0, "only round 1's bye counts: {scores:?}");
    assert_eq!(score(&t, bye), 1.0);
    // The player whose bye comes in round 3 loses round 1's game: while round 2 is
    // played, they have no points, although the schedule already holds that bye.
    let late_bye = t.round_games(3).find(|(_, g)| g.second.is_none()).map(|(_, g)| g.first).unwrap();
    let (game, g) = t.round_games(1).find(|(_, g)| g.second.is_some()).map(|(i, g)| (i, g.clone())).unwrap();
    let winner = if g.first == late_bye { g.second.unwrap() } else { g.first };
    t.record(game, if g.first == late_bye { 0.0 } else { 1.0 });
    assert_eq!(t.round, 2);
    assert_eq!(score(&t, late_bye), 0.0, "the loser's bye of round 3 does not count yet");
    assert_eq!(score(&t, winner), 2.0, "the win, and the bye of round 2, which has started");
    assert_eq!(t.undecided_in_round(), 1, "round 2's game is being played");
}

#[test]
fn standings_count_only_started_rounds_in_every_format_with_odd_entrants() {
    let formats = [
        Format::RoundRobin { double: false },
        Format::RoundRobin { double: true },
        Format::Swiss { rounds: 3 },
        Format::Elimination,
    ];
    for format in formats {
        for n in [3, 5, 7] {
            let mut t = tournament(format, n);
            loop {
                // A game of the round is still being played: decide all but one.
                let open: Vec<usize> =
                    t.round_games(t.round).filter(|(_, g)| !g.is_decided()).map(|(i, _)| i).collect();
                for &game in open.iter().skip(1) {
                    t.games[game].first_points = Some(1.0);
                }
                for p in 0..n {
                    assert_eq!(score(&t, p), points_so_far(&t, p), "{format} with {n}, round {}, player {p}", t.round);
                }
                let total: f64 = (0..n).map(|p| score(&t, p)).sum();
                let decided = t.games.iter().filter(|g| g.round <= t.round && g.is_decided()).count();
                assert_eq!(total, decided as f64, "{format} with {n}: one point per decided game or bye");
                if t.record(open[0], 0.0) == Advance::Finished {
                    break;
                }
            }
        }
    }
}

#[test]
fn joining_twice_or_late_is_refused() {
    let mut t = Tournament::new(Format::Elimination);
    t.join(user(0), 1500.0).unwrap();
    assert_eq!(t.join(user(0), 1500.0), Err(TournamentError::AlreadyJoined));
    assert_eq!(t.start(), Err(TournamentError::TooFew));
    t.join(user(1), 1500.0).unwrap();
    t.start().unwrap();
    assert_eq!(t.join(user(2), 1500.0), Err(TournamentError::Started));
}

#[test]
fn formats_parse_and_print() {
    for text in ["round-robin", "double-round-robin", "swiss:5", "elimination"] {
        assert_eq!(text.parse::<Format>().unwrap().to_string(), text);
    }
    assert!("swiss:0".parse::<Format>().is_err());
    assert!("ladder".parse::<Format>().is_err());
}

#[test]
fn scores_print_with_halves() {
    assert_eq!(
        (score_text(0.0), score_text(0.5), score_text(2.0), score_text(2.5)),
        ("0".into(), "½".into(), "2".into(), "2½".into())
    );
}
