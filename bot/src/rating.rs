//! Glicko-2 ratings (the `skillratings` crate) and how a finished match becomes results.
//! A match with three or more players counts as every pair of players having played
//! each other, won by the one placed higher: the winner first, the players still in
//! the game next (tied), then those who left, the last to leave placed highest.

use engine::{AnyMatch, Outcome, Seat};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

pub use skillratings::glicko2::Glicko2Rating as Rating;

/// Each seat's place in a finished match, 0 the best; equal places are ties.
pub fn places(game: &AnyMatch, outcome: &Outcome) -> Vec<usize> {
    let seats = game.seats();
    let retired = game.retired();
    let mut places = vec![1; seats];
    if let Outcome::Winner(winner) = outcome {
        places[winner.index()] = 0;
    } else {
        places.iter_mut().for_each(|p| *p = 0);
    }
    // Those who left rank below everyone still in, the earliest to leave lowest.
    for (order, seat) in retired.iter().enumerate() {
        places[seat.index()] = seats + retired.len() - order;
    }
    places
}

/// What a place is worth to its player: a win when nobody is above, a draw when every
/// player shares it, a loss otherwise.
pub fn verdict(places: &[usize], seat: Seat) -> &'static str {
    let mine = places[seat.index()];
    if places.iter().all(|&p| p == mine) {
        "draw"
    } else if places.iter().all(|&p| p >= mine) {
        "win"
    } else {
        "loss"
    }
}

/// The new ratings after one match, from the ratings before and the places: each
/// player's pairwise results form one Glicko-2 rating period.
pub fn update(before: &[Rating], places: &[usize]) -> Vec<Rating> {
    let config = Glicko2Config::new();
    (0..before.len())
        .map(|me| {
            let results: Vec<(Glicko2Rating, Outcomes)> = (0..before.len())
                .filter(|&other| other != me)
                .map(|other| {
                    let outcome = match places[me].cmp(&places[other]) {
                        std::cmp::Ordering::Less => Outcomes::WIN,
                        std::cmp::Ordering::Greater => Outcomes::LOSS,
                        std::cmp::Ordering::Equal => Outcomes::DRAW,
                    };
                    (before[other], outcome)
                })
                .collect();
            glicko2_rating_period(&before[me], &results, &config)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use engine::{GameKind, Seed};

    use super::*;

    fn rating(rating: f64, deviation: f64) -> Rating {
        Rating { rating, deviation, volatility: 0.06 }
    }

    /// Glickman's worked example ("Example of the Glicko-2 system", 2013): a 1500/200
    /// player beats 1400/30 and loses to 1550/100 and 1700/300 in one period.
    #[test]
    fn glickmans_published_example() {
        let player = rating(1500.0, 200.0);
        let results = [
            (rating(1400.0, 30.0), Outcomes::WIN),
            (rating(1550.0, 100.0), Outcomes::LOSS),
            (rating(1700.0, 300.0), Outcomes::LOSS),
        ];
        let after = glicko2_rating_period(&player, &results, &Glicko2Config::new());
        assert!((after.rating - 1464.06).abs() < 0.01, "{}", after.rating);
        assert!((after.deviation - 151.52).abs() < 0.01, "{}", after.deviation);
        assert!((after.volatility - 0.05999).abs() < 0.0001, "{}", after.volatility);
    }

    #[test]
    fn a_win_moves_two_new_players_apart_symmetrically() {
        let after = update(&[Rating::new(), Rating::new()], &[0, 1]);
        assert!(after[0].rating > 1500.0 && after[1].rating < 1500.0);
        assert!((after[0].rating - 1500.0 - (1500.0 - after[1].rating)).abs() < 1e-9);
        let drawn = update(&[Rating::new(), Rating::new()], &[0, 0]);
        assert!((drawn[0].rating - 1500.0).abs() < 1e-9 && drawn[0].deviation < 350.0);
    }

    #[test]
    fn multi_player_places_rank_the_winner_then_survivors_then_leavers() {
        let mut game = AnyMatch::new(GameKind::Gype, &[], 4, Seed::from_bytes([1; 32])).unwrap();
        game.retire(Seat(3)).unwrap();
        game.retire(Seat(1)).unwrap();
        let places = places(&game, &Outcome::Winner(Seat(2)));
        assert_eq!(places, vec![1, 5, 0, 6]);
        assert_eq!(verdict(&places, Seat(2)), "win");
        assert_eq!(verdict(&places, Seat(0)), "loss");
        let after = update(&[Rating::new(); 4], &places);
        assert!(after[2].rating > after[0].rating && after[0].rating > after[1].rating);
        assert!(after[1].rating > after[3].rating, "the later leaver ranks above the earlier");
    }

    #[test]
    fn a_draw_is_a_draw_for_everyone() {
        let game = AnyMatch::new(GameKind::Hnefatafl, &[], 2, Seed::from_bytes([1; 32])).unwrap();
        let places = places(&game, &Outcome::Draw);
        assert_eq!((verdict(&places, Seat(0)), verdict(&places, Seat(1))), ("draw", "draw"));
    }
}
