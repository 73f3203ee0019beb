//! The load generator: channels with running matches, and concurrent senders playing
//! legal moves across them through the chat core, every move committed and drawn.
//!
//! `cargo run --release -p bot --bin load -- --channels 1000 --senders 8 --seconds 30`

use clap::Parser;
use engine::GameKind;

use bot::load::{LoadOptions, run};

/// Drives the chat core as the adapters do and reports moves per second, latencies,
/// refusals, peak memory and the database's size.
#[derive(Parser)]
#[command(name = "load")]
struct Args {
    /// Channels, each with a running match.
    #[arg(long, default_value_t = 1000)]
    channels: usize,
    /// Concurrent senders, each playing its share of the channels round-robin.
    #[arg(long, default_value_t = 8)]
    senders: usize,
    /// How long to send moves.
    #[arg(long, default_value_t = 30.0)]
    seconds: f64,
    /// The database (`sqlite://…` or `postgres://…`); a fresh SQLite file by default.
    #[arg(long)]
    database: Option<String>,
    /// The game every channel plays.
    #[arg(long, default_value = "hnefatafl")]
    game: GameKind,
    /// Plies played in every channel before the measured run.
    #[arg(long, default_value_t = 0)]
    plies: usize,
    /// The seed of the generator's choice of moves.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// One more user floods their private chat with `board`, 100 commands a second.
    #[arg(long)]
    flood: bool,
    /// Live web connections held open to one match's page through the run, each from a
    /// client address of its own behind a trusted proxy.
    #[arg(long, default_value_t = 0)]
    live: usize,
    /// A prober plays against the AI, timing its replies, alone for the first half of the
    /// run and then beside a user asking for 4 analyses and 20 level-5 games.
    #[arg(long)]
    ai_crowd: bool,
    /// Threads the AI thinks on (as `AI_THREADS`).
    #[arg(long, default_value_t = bot::thinking::DEFAULT_THREADS)]
    ai_threads: usize,
    /// Starts as the bot does on the platforms: re-arms the stored matches' clocks (see
    /// `scripts/restart-bench.sh`) while the first command is answered and the senders play.
    #[arg(long)]
    rearm: bool,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    bot::allocator::tune();
    let args = Args::parse();
    let options = LoadOptions {
        channels: args.channels,
        senders: args.senders,
        seconds: args.seconds,
        database: args.database,
        game: args.game,
        plies: args.plies,
        seed: args.seed,
        flood: args.flood,
        live: args.live,
        ai_crowd: args.ai_crowd,
        ai_threads: args.ai_threads,
        rearm: args.rearm,
    };
    println!(
        "{} channels of {}, {} senders, {} s, {} plies in first",
        options.channels,
        options.game.name(),
        options.senders,
        options.seconds,
        options.plies
    );
    let report = run(&options).await?;
    println!("{report}");
    Ok(())
}
