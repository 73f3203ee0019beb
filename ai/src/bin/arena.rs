//! `arena <game> <level|random> <level|random> <games> [options…]`: seeded games between
//! two players, alternating seats, with the first player's wins, draws and losses and a
//! 95% interval. In games of three or more (`players=N` among the options) the first
//! player takes one seat against the second in all the others, and its win rate is set
//! against its fair share.

use std::process::ExitCode;

use ai::arena::{Player, series};
use engine::GameKind;

/// Plies after which a game is called a draw.
const MAX_PLIES: usize = 3_000;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(report) => {
            println!("{report}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}\nusage: arena <game> <level|random> <level|random> <games> [players=N] [options…]");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<String, String> {
    let [game, first, second, games, rest @ ..] = args else { return Err("four arguments are needed".into()) };
    let kind: GameKind = game.parse().map_err(|_| format!("unknown game {game}"))?;
    let first: Player = first.parse().map_err(|e| format!("{first}: {e} or random"))?;
    let second: Player = second.parse().map_err(|e| format!("{second}: {e} or random"))?;
    let games: u64 = games.parse().map_err(|_| format!("{games} is not a number of games"))?;
    let mut seats = kind.info().min_players;
    let mut options = Vec::new();
    for word in rest {
        match word.strip_prefix("players=") {
            Some(n) => seats = n.parse().map_err(|_| format!("{word}: players=N"))?,
            None => options.push(word.as_str()),
        }
    }
    kind.info().check_players(seats).map_err(|e| format!("{e:?}"))?;
    let tally = series(kind, &options, seats, first, second, games, MAX_PLIES);
    let (low, high) = tally.interval();
    let mut report = format!(
        "{game} {}: {first} against {second}: {} wins, {} draws, {} losses in {} games; score {:.1}% (95% {:.1}–{:.1}%)",
        options.join(" "),
        tally.wins,
        tally.draws,
        tally.losses,
        tally.games(),
        100.0 * tally.score(),
        100.0 * low,
        100.0 * high,
    );
    if seats > 2 {
        let fair = 1.0 / seats as f64;
        let wins = f64::from(tally.wins) / f64::from(tally.games().max(1));
        report += &format!(
            "; win rate {:.1}% against a fair share of {:.1}% ({:.2}×)",
            100.0 * wins,
            100.0 * fair,
            wins / fair
        );
    }
    Ok(report)
}
