//! `speed [game]`: for each game's midgame position (the think benchmark's), at each
//! level, one think without a time limit: its time, the tree-search iterations or
//! alpha-beta depth, the positions visited and how many a second, and the process's
//! peak memory so far (the search's tables are bounded; see docs/ai.md).

use std::time::Instant;

use ai::arena::{MIDGAMES, midgame};
use ai::{Level, Think, choose};

/// The process's peak resident memory in MiB, from Linux's `/proc/self/status`.
fn peak_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

fn main() {
    let only = std::env::args().nth(1);
    println!("| game | level | think | iterations or depth | positions | positions/s | peak memory |");
    println!("|---|---|---|---|---|---|---|");
    for (name, kind, options, seats, plies) in MIDGAMES {
        if only.as_deref().is_some_and(|g| g != name) {
            continue;
        }
        let (m, seat) = midgame(kind, options, seats, plies);
        for level in Level::ALL {
            let started = Instant::now();
            let choice = choose(&m, seat, &Think { level, seed: 1, stop: &|| false }).expect("an awaited seat acts");
            let seconds = started.elapsed().as_secs_f64();
            let rate = choice.nodes as f64 / seconds.max(1e-9);
            let peak = peak_mib().map_or_else(|| "?".to_owned(), |m| format!("{m:.0} MiB"));
            println!(
                "| {name} | {level} | {:.1} ms | {} | {} | {:.2} M | {peak} |",
                seconds * 1e3,
                choice.iterations,
                choice.nodes,
                rate / 1e6
            );
        }
    }
}
