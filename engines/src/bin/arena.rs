//! `arena <game> <level|random> <level|random> <games> [players=N] [opening=PLIES]
//! [from=GAME] [threads=N] [options…]`: seeded games between two players, alternating
//! seats, with the first player's wins, draws and losses and a 95% interval, in all and
//! in each seat. The table is the game's designed one unless `players=N` says otherwise
//! (Quest's is 4; the others' 2). In games of three or more the first player takes one
//! seat against the second in all the others, and its win rate is set against its fair
//! share.
//! Each game opens with seeded random plies, the same in every seating of a deal
//! (`opening=PLIES`: 4 for the tafl family, whose levels 4 and 5 never vary, 0 for the
//! games of chance). `from=GAME` starts at that game's number, so a long series can be
//! played in parts whose counts add up; `threads=N` plays N games at once (1 by default;
//! the results are the same). Each game's end is printed to standard error as it comes:
//! its number, the first player's seat and result, and its plies.

use std::process::ExitCode;

use ai::arena::{Finish, Player, Series, Tally};
use engine::{AnyMatch, GameKind, Seat, Seed};

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
            eprintln!(
                "{error}\nusage: arena <game> <level|random> <level|random> <games> [players=N] [opening=PLIES] [from=GAME] [threads=N] [options…]"
            );
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
    let (mut seats, mut threads, mut from) = (kind.info().designed_players, 1, 0);
    // Tafl has no chance and the top levels no noise: without an opening they would
    // replay one game per seat.
    let mut opening = if kind == GameKind::Hnefatafl { 4 } else { 0 };
    let mut options = Vec::new();
    for word in rest {
        if let Some(n) = word.strip_prefix("players=") {
            seats = n.parse().map_err(|_| format!("{word}: players=N"))?;
        } else if let Some(n) = word.strip_prefix("opening=") {
            opening = n.parse().map_err(|_| format!("{word}: opening=PLIES"))?;
        } else if let Some(n) = word.strip_prefix("from=") {
            from = n.parse().map_err(|_| format!("{word}: from=GAME"))?;
        } else if let Some(n) = word.strip_prefix("threads=") {
            threads = n.parse().ok().filter(|&n| (1..=64).contains(&n)).ok_or(format!("{word}: threads=1..64"))?;
        } else {
            options.push(word.as_str());
        }
    }
    kind.info().check_players(seats).map_err(|e| format!("{e:?}"))?;
    let names = AnyMatch::new(kind, &options, seats, Seed::from_bytes([0; 32])).map_err(|e| format!("{e:?}"))?;
    let series = Series {
        kind,
        options: &options,
        seats,
        contender: first,
        field: second,
        from,
        games,
        opening,
        max_plies: MAX_PLIES,
        threads,
        each: &|game| {
            let seat = names.seat_name(game.seat);
            let result = match game.result {
                Finish::Won => "won",
                Finish::Drew => "drew",
                Finish::Lost => "lost",
            };
            eprintln!("game {}: {first} as {seat} {result} in {} plies", game.number, game.plies);
        },
    };
    let by_seat = series.run();
    let tally: Tally = by_seat.iter().copied().sum();
    let mut report = format!("{game} {}: {first} against {second}: {}", options.join(" "), line(&tally));
    for (seat, tally) in by_seat.iter().enumerate() {
        report += &format!("\n  as {}: {}", names.seat_name(Seat(seat as u8)), line(tally));
    }
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

/// Wins, draws and losses, the score and its 95% interval.
fn line(tally: &Tally) -> String {
    let (low, high) = tally.interval();
    format!(
        "{} wins, {} draws, {} losses in {} games; score {:.1}% (95% {:.1}–{:.1}%)",
        tally.wins,
        tally.draws,
        tally.losses,
        tally.games(),
        100.0 * tally.score(),
        100.0 * low,
        100.0 * high,
    )
}
