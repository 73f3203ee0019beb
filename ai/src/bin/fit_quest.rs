//! Fits Quest's estimate to self-play (docs/ai.md), in two steps:
//!
//! - `fit_quest play <level> <games> [players=N] [from=GAME] [options…]` plays seeded
//!   games with every seat at `level` and prints, for each position where a seat is
//!   awaited in a game someone won, a line: the game's number, the winner among the seats
//!   in play, the winner's share by the estimate the games were played with, and each
//!   seat's [`features`] (seats by `;`, features by `,`).
//! - `fit_quest fit <file>…` reads such lines, fits the weights on the even-numbered
//!   games, scores them on the odd ones against equal shares and against the estimate of
//!   the play, and prints the weights fitted on all the games: for `BASIC` from games of
//!   the basic game, for `ADVANCED` from games of the advanced one.

use std::process::ExitCode;

use ai::arena::{Hooks, Player, play};
use ai::fit::{Sample, fit, log_loss, shares};
use ai::games::quest::{FEATURES, features};
use ai::{Estimate, Level};
use engine::{AnyMatch, GameKind, Outcome, Seat};

/// Plies after which a game is left out: a few self-play games stall for thousands of
/// plies (the arena's cap), and would cost more than all the rest.
const MAX_PLIES: usize = 600;
/// The fit's penalty on the weights' squared length, per position.
const RIDGE: f64 = 1e-3;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.split_first() {
        Some((mode, rest)) if mode == "play" => play_games(rest),
        Some((mode, files)) if mode == "fit" && !files.is_empty() => fit_files(files),
        _ => Err("play or fit is needed".into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!(
                "{error}\nusage: fit_quest play <level> <games> [players=N] [from=GAME] [options…]\n       fit_quest fit <file>…"
            );
            ExitCode::from(2)
        }
    }
}

fn play_games(args: &[String]) -> Result<(), String> {
    let [level, games, rest @ ..] = args else { return Err("a level and a number of games are needed".into()) };
    let level: Level = level.parse().map_err(|e| format!("{level}: {e}"))?;
    let games: u64 = games.parse().map_err(|_| format!("{games} is not a number of games"))?;
    let (mut seats, mut from, mut options) = (4, 0, Vec::new());
    for word in rest {
        if let Some(n) = word.strip_prefix("players=") {
            seats = n.parse().map_err(|_| format!("{word}: players=N"))?;
        } else if let Some(n) = word.strip_prefix("from=") {
            from = n.parse().map_err(|_| format!("{word}: from=GAME"))?;
        } else {
            options.push(word.as_str());
        }
    }
    GameKind::Quest.info().check_players(seats).map_err(|e| format!("{e:?}"))?;
    let players = vec![Player::Ai(level); seats];
    for game in from..from + games {
        let mut seen = Vec::new();
        let mut watch = |m: &AnyMatch| {
            let AnyMatch::Quest(m) = m else { unreachable!("a quest") };
            let state = m.state();
            let in_play: Vec<Seat> = state.alive().collect();
            let open = state.openable();
            let features: Vec<String> =
                in_play.iter().map(|&s| features(state, open, s).map(|f| f.to_string()).join(",")).collect();
            seen.push((in_play, state.estimate(), features));
        };
        let hooks = Hooks { watch: &mut watch, outside: &mut |_, _| Err("no outside players here".into()) };
        let played = play(GameKind::Quest, &options, &players, game, 0, MAX_PLIES, hooks);
        let Some(Outcome::Winner(winner)) = played.outcome else { continue };
        for (in_play, estimate, features) in seen {
            let Some(at) = in_play.iter().position(|&s| s == winner) else { continue };
            println!("{game} {at} {} {}", estimate[winner.index()], features.join(";"));
        }
    }
    Ok(())
}

/// A line of `play`: its game, its sample, and the winner's share by the play's estimate.
fn parse(line: &str) -> Option<(u64, Sample, f64)> {
    let mut words = line.split(' ');
    let game = words.next()?.parse().ok()?;
    let winner = words.next()?.parse().ok()?;
    let current = words.next()?.parse().ok()?;
    let seats = words
        .next()?
        .split(';')
        .map(|seat| seat.split(',').map(|f| f.parse().ok()).collect::<Option<Vec<f64>>>())
        .collect::<Option<Vec<_>>>()?;
    let fits = seats.iter().all(|f| f.len() == FEATURES.len()) && winner < seats.len();
    fits.then_some((game, Sample { seats, winner }, current))
}

fn fit_files(files: &[String]) -> Result<(), String> {
    let mut rows = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        for (n, line) in text.lines().enumerate() {
            rows.push(parse(line).ok_or(format!("{file}:{}: not a line of fit_quest play", n + 1))?);
        }
    }
    let (train, test): (Vec<_>, Vec<_>) = rows.iter().partition(|(game, ..)| game % 2 == 0);
    let samples = |rows: &[&(u64, Sample, f64)]| rows.iter().map(|(_, s, _)| s.clone()).collect::<Vec<_>>();
    let (train_samples, test_samples) = (samples(&train), samples(&test));
    let weights = fit(&train_samples, FEATURES.len(), RIDGE * train_samples.len() as f64);
    let equal = log_loss(&test_samples, |s| vec![1.0 / s.seats.len() as f64; s.seats.len()]);
    let played: f64 = test.iter().map(|(.., share)| -share.max(1e-12).ln()).sum::<f64>() / test.len().max(1) as f64;
    let fitted = log_loss(&test_samples, |s| shares(s, &weights));
    println!(
        "{} positions ({} to fit, {} to score); log-loss on the odd games: equal shares {equal:.4}, the play's estimate {played:.4}, fitted {fitted:.4}",
        rows.len(),
        train.len(),
        test.len()
    );
    let all = samples(&rows.iter().collect::<Vec<_>>());
    let weights = fit(&all, FEATURES.len(), RIDGE * all.len() as f64);
    for (name, w) in FEATURES.iter().zip(weights) {
        println!("{w:7.3}  {name}");
    }
    Ok(())
}
