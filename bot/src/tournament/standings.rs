//! Standings: score (win 1, draw ½, loss 0, a bye 1), then Buchholz (the opponents'
//! scores added up) and Sonneborn-Berger (the scores of the opponents beaten, plus half
//! those of the opponents drawn with). A forfeit is a loss.

use super::Game;

#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub player: usize,
    pub score: f64,
    pub buchholz: f64,
    pub sonneborn_berger: f64,
    pub wins: usize,
    pub draws: usize,
    pub losses: usize,
}

/// A score as people write it: 2, 2½, ½.
pub fn score_text(score: f64) -> String {
    let whole = score.floor() as i64;
    match (whole, score - score.floor() >= 0.5) {
        (0, true) => "½".into(),
        (w, true) => format!("{w}½"),
        (w, false) => w.to_string(),
    }
}

/// Each player's points from one game, `None` while it is unplayed.
fn points(game: &Game) -> Option<(f64, Option<f64>)> {
    match (game.second, game.first_points) {
        (None, _) => Some((1.0, None)),
        (Some(_), Some(p)) => Some((p, Some(1.0 - p))),
        (Some(_), None) => None,
    }
}

/// The standings of `players` players after `games`, best first; ties keep the order
/// of `order` (for example the rating order).
pub fn standings(players: usize, games: &[Game], order: &[usize]) -> Vec<Standing> {
    let mut score = vec![0.0; players];
    for game in games {
        if let Some((first, second)) = points(game) {
            score[game.first] += first;
            if let (Some(s), Some(p)) = (game.second, second) {
                score[s] += p;
            }
        }
    }
    let mut table: Vec<Standing> = (0..players)
        .map(|player| Standing {
            player,
            score: score[player],
            buchholz: 0.0,
            sonneborn_berger: 0.0,
            wins: 0,
            draws: 0,
            losses: 0,
        })
        .collect();
    for game in games {
        let (Some(second), Some((first_points, _))) = (game.second, points(game)) else { continue };
        for (me, other, mine) in [(game.first, second, first_points), (second, game.first, 1.0 - first_points)] {
            let row = &mut table[me];
            row.buchholz += score[other];
            row.sonneborn_berger += mine * score[other];
            match mine {
                p if p > 0.5 => row.wins += 1,
                p if p < 0.5 => row.losses += 1,
                _ => row.draws += 1,
            }
        }
    }
    let rank = |p: usize| order.iter().position(|&o| o == p).unwrap_or(p);
    table.sort_by(|a, b| {
        b.score
            .total_cmp(&a.score)
            .then(b.buchholz.total_cmp(&a.buchholz))
            .then(b.sonneborn_berger.total_cmp(&a.sonneborn_berger))
            .then(rank(a.player).cmp(&rank(b.player)))
    });
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(first: usize, second: usize, first_points: f64) -> Game {
        Game { round: 0, first, second: Some(second), first_points: Some(first_points), match_id: None, venue: None }
    }

    /// Worked by hand: A beats B, draws C, loses to D; B beats C and D; C beats D.
    /// Scores A 1.5, B 2, C 1.5, D 1. Buchholz: A 2+1.5+1 = 4.5, B 1.5+1.5+1 = 4,
    /// C 1.5+2+1 = 4.5, D 1.5+2+1.5 = 5. Sonneborn-Berger: A 2 + 0.75 = 2.75, B 1.5 + 1 =
    /// 2.5, C 1 + 0.75 = 1.75, D 1.5.
    #[test]
    fn tie_breaks_on_a_hand_worked_example() {
        let (a, b, c, d) = (0, 1, 2, 3);
        let games =
            vec![game(a, b, 1.0), game(c, a, 0.5), game(d, a, 1.0), game(b, c, 1.0), game(d, b, 0.0), game(c, d, 1.0)];
        let table = standings(4, &games, &[0, 1, 2, 3]);
        let row = |p: usize| table.iter().find(|s| s.player == p).unwrap().clone();
        assert_eq!((row(a).score, row(a).buchholz, row(a).sonneborn_berger), (1.5, 4.5, 2.75));
        assert_eq!((row(b).score, row(b).buchholz, row(b).sonneborn_berger), (2.0, 4.0, 2.5));
        assert_eq!((row(c).score, row(c).buchholz, row(c).sonneborn_berger), (1.5, 4.5, 1.75));
        assert_eq!((row(d).score, row(d).buchholz, row(d).sonneborn_berger), (1.0, 5.0, 1.5));
        // B first on score; A and C tie on score and Buchholz, A ahead on Sonneborn-Berger.
        assert_eq!(table.iter().map(|s| s.player).collect::<Vec<_>>(), vec![b, a, c, d]);
        assert_eq!((row(a).wins, row(a).draws, row(a).losses), (1, 1, 1));
    }

    #[test]
    fn a_bye_scores_a_point_without_an_opponent() {
        let games = vec![
            Game { round: 0, first: 2, second: None, first_points: None, match_id: None, venue: None },
            game(0, 1, 0.0),
        ];
        let table = standings(3, &games, &[0, 1, 2]);
        assert_eq!(
            table.iter().map(|s| (s.player, s.score, s.buchholz)).collect::<Vec<_>>(),
            vec![(1, 1.0, 0.0), (2, 1.0, 0.0), (0, 0.0, 1.0)]
        );
    }
}
