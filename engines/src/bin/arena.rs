//! `arena <game> <player> <player> <games> [players=N] [opening=PLIES] [from=GAME]
//! [threads=N] [movetime=MS] [options…]`: seeded games between two players, alternating
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
//!
//! A player is a level (`1` to `5`), `random`, or an external engine:
//! `engine:<command>` (its protocol found by starting it once) or
//! `engine:<uci|otep|gtp>:<command>`, the command split into words and run without a
//! shell, a fresh process each game, each move within `movetime=MS` (5000 by default).
//! An engine that fails (exits, hangs, answers an illegal move) loses that game, and the
//! failure is printed with it.

use std::process::ExitCode;

use std::time::Duration;

use ai::arena::{Finish, Outside, Player, Series, Tally};
use engine::{AnyMatch, GameKind, Seat, Seed};
use engines::{Protocol, Spec};

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
                "{error}\nusage: arena <game> <level|random|engine:[protocol:]command> <…the same> <games> [players=N] [opening=PLIES] [from=GAME] [threads=N] [movetime=MS] [options…]"
            );
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<String, String> {
    let [game, first, second, games, rest @ ..] = args else { return Err("four arguments are needed".into()) };
    let kind: GameKind = game.parse().map_err(|_| format!("unknown game {game}"))?;
    let mut engines = Vec::new();
    let (first_player, second_player) = (player(first, &mut engines)?, player(second, &mut engines)?);
    let label = |word: &String, player: Player| match player {
        Player::Outside(_) => word.clone(),
        _ => player.to_string(),
    };
    let (first, second) = (label(first, first_player), label(second, second_player));
    let games: u64 = games.parse().map_err(|_| format!("{games} is not a number of games"))?;
    let (mut seats, mut threads, mut from) = (kind.info().designed_players, 1, 0);
    let mut movetime = Duration::from_secs(5);
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
        } else if let Some(n) = word.strip_prefix("movetime=") {
            movetime = n
                .parse()
                .ok()
                .filter(|&ms| ms >= 10)
                .map(Duration::from_millis)
                .ok_or(format!("{word}: movetime=MS"))?;
        } else if let Some(n) = word.strip_prefix("threads=") {
            threads = n.parse().ok().filter(|&n| (1..=64).contains(&n)).ok_or(format!("{word}: threads=1..64"))?;
        } else {
            options.push(word.as_str());
        }
    }
    kind.info().check_players(seats).map_err(|e| format!("{e:?}"))?;
    if !engines.is_empty() && (kind != GameKind::Hnefatafl || seats != 2) {
        return Err("engines play tafl, two players".into());
    }
    let names = AnyMatch::new(kind, &options, seats, Seed::from_bytes([0; 32])).map_err(|e| format!("{e:?}"))?;
    let series = Series {
        kind,
        options: &options,
        seats,
        contender: first_player,
        field: second_player,
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
            let failed = match &game.failed {
                Some((seat, why)) => format!(" ({} failed: {why})", names.seat_name(*seat)),
                None => String::new(),
            };
            eprintln!("game {}: {first} as {seat} {result} in {} plies{failed}", game.number, game.plies);
        },
        outside: Some(&|n, seat| -> Box<dyn Outside> {
            let player = engines::Player::new(engines[usize::from(n)].clone(), engines::side_of(seat));
            Box::new(engines::Contender::new(player, movetime))
        }),
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

/// A player named on the command line: a level, `random`, or an engine (added to
/// `engines`).
fn player(word: &str, engines: &mut Vec<Spec>) -> Result<Player, String> {
    let Some(command) = word.strip_prefix("engine:") else {
        return word.parse().map_err(|e| format!("{word}: {e}, random or engine:<command>"));
    };
    let (protocol, command) = match command.split_once(':') {
        Some((protocol, rest)) if protocol.parse::<Protocol>().is_ok() => (protocol.parse().ok(), rest),
        _ => (None, command),
    };
    let words = shell_words::split(command).map_err(|e| format!("{word}: {e}"))?;
    let Some((program, args)) = words.split_first() else { return Err(format!("{word}: no command")) };
    let protocol = match protocol {
        Some(protocol) => protocol,
        None => engines::detect(program, args)?,
    };
    let name = format!("engine{}", engines.len() + 1);
    engines.push(Spec { name, protocol, program: program.clone(), args: args.to_vec() });
    Ok(Player::Outside((engines.len() - 1) as u8))
}
