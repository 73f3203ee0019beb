//! The bot's entry point: `bot` runs the configured platform adapters (Telegram, Discord), `bot console`
//! plays in the terminal, `bot replay` checks a match record.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::Context;
use bot::config::Config;
use bot::console::Console;
use bot::core::{Core, DatabaseClock};
use bot::storage::Storage;
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "bot", about = "A chat bot that hosts board games", version)]
struct Cli {
    #[command(subcommand)]
    command: Option<Mode>,
}

#[derive(Subcommand)]
enum Mode {
    /// Play in the terminal with the same chat core and storage.
    Console {
        /// The channel name to start in.
        #[arg(long, default_value = "general")]
        channel: String,
    },
    /// Replay a match record (or a bare move list with --game) and print every ply.
    Replay {
        file: PathBuf,
        /// The game of a bare move list (or a check on the record's Game tag).
        #[arg(long)]
        game: Option<String>,
        /// The ruleset of a game family (hnefatafl: classic, copenhagen, brandubh, tablut).
        #[arg(long)]
        rules: Option<String>,
        /// One JSON object per ply on standard output, and nothing else.
        #[arg(long)]
        json: bool,
    },
    /// Our AI as a tafl engine on standard input and output, for other programs.
    Engine {
        /// `uci` (TaflZero's UCI-like protocol), `otep` (OpenTafl's engine protocol) or
        /// `gtp` (hnefatafl.org's text protocol).
        #[arg(long)]
        protocol: bot::engine_server::Protocol,
        /// The ruleset until the protocol names one (classic, copenhagen, brandubh, tablut).
        #[arg(long, default_value = "copenhagen")]
        rules: String,
        /// The AI's level, 1 to 5; a move takes the protocol's time, else the level's.
        #[arg(long, default_value_t = 3)]
        level: u8,
    },
}

async fn core(config: &Config) -> anyhow::Result<Arc<Core>> {
    let storage = Storage::connect(&config.database_url).await?;
    let renderer = Arc::new(render::Renderer::new()?);
    // Every process sharing the database times matches by the database's clock.
    let clock = Arc::new(DatabaseClock::new(&storage).await?);
    clock.clone().keep_in_step(storage.clone());
    let core = Arc::new(Core::new(storage.clone(), renderer.clone(), config.settings.clone(), clock.clone()));
    if let Some(listen) = config.web_listen {
        let limits = bot::web::Limits { trusted_proxy: config.web_trusted_proxy, ..bot::web::Limits::default() }
            .with_max_live(config.web_max_live);
        let web = bot::web::Web::open(&storage, renderer, limits, clock).await?;
        web.plays_through(core.clone(), config.telegram.as_ref().map(|t| t.token.clone()));
        bot::web::start(listen, web).await?;
    }
    Ok(core)
}

/// Re-arms the clocks of running matches, resolving those that ran out while the bot
/// was down.
async fn rearm(core: &Core) -> anyhow::Result<()> {
    let due = core.rearm().await?;
    if due > 0 {
        tracing::warn!(due, "match clocks that ran out while the bot was down are applied now");
    }
    Ok(())
}

async fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Some(Mode::Engine { protocol, rules, level }) => {
            let ruleset = engine::tafl::Ruleset::parse(&rules)
                .with_context(|| format!("--rules {rules}: classic, copenhagen, brandubh or tablut"))?;
            let level = ai::Level::new(level).with_context(|| format!("--level {level}: 1 to 5"))?;
            let session = bot::engine_server::Session::new(ruleset, level);
            bot::engine_server::serve(protocol, session, std::io::stdin().lock(), std::io::stdout().lock())?;
            Ok(ExitCode::SUCCESS)
        }
        Some(Mode::Replay { file, game, rules, json }) => {
            print!("{}", bot::replay::run(&file, game.as_deref(), rules.as_deref(), json)?);
            Ok(ExitCode::SUCCESS)
        }
        Some(Mode::Console { channel }) => {
            let config = Config::from_env()?;
            let board_dir = config.board_dir.clone();
            // The console shows what the re-arming resolved before its first line.
            let core = core(&config).await?;
            rearm(&core).await?;
            Console::new(core, board_dir, &channel).run().await?;
            Ok(ExitCode::SUCCESS)
        }
        None => {
            let config = Config::from_env()?;
            if config.telegram.is_none() && config.discord.is_none() {
                eprintln!(
                    "No chat platform is configured. Copy .env.example to .env and set a platform token, \
                     or play locally with: cargo run --release -p bot -- console"
                );
                return Ok(ExitCode::from(2));
            }
            let core = core(&config).await?;
            // The platforms answer at once while the clocks are re-armed page by page (a
            // move after its deadline is refused with the time-out all the same); what the
            // re-arming resolved goes out with each platform's next sweep.
            let rearming = core.clone();
            tokio::spawn(async move {
                if let Err(e) = rearm(&rearming).await {
                    tracing::error!(
                        error = format!("{e:#}"),
                        "re-arming the clocks failed; the sweeps ring what is due"
                    );
                }
            });
            let mut telegram = match &config.telegram {
                Some(telegram) => {
                    let running = bot::telegram::start(core.clone(), telegram).await?;
                    tracing::warn!(bot = %running.username, "Telegram bot running; Ctrl-C stops it");
                    Some(running)
                }
                None => None,
            };
            let mut discord = match &config.discord {
                Some(discord) => {
                    let running = bot::discord::start(core.clone(), discord).await?;
                    tracing::warn!("Discord bot running; Ctrl-C stops it");
                    Some(running)
                }
                None => None,
            };
            // An adapter that ends by itself stops the process, non-zero, for its supervisor
            // to restart: the sweep must not run clocks while moves cannot arrive.
            let failed = tokio::select! {
                signal = shutdown_signal() => {
                    tracing::warn!(signal, "stopping: no new updates; finishing those in hand");
                    None
                }
                () = ended(telegram.as_mut().map(|t| t.ended())) => Some("Telegram"),
                () = ended(discord.as_mut().map(|d| d.ended())) => Some("Discord"),
            };
            if let Some(running) = telegram {
                running.stop().await;
            }
            if let Some(running) = discord {
                running.stop().await;
            }
            core.release_leases().await;
            if let Some(adapter) = failed {
                eprintln!("error: the {adapter} adapter stopped; exiting so that a supervisor restarts the bot");
                return Ok(ExitCode::FAILURE);
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Waits for SIGTERM or SIGINT (Ctrl-C); returns its name.
async fn shutdown_signal() -> &'static str {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => tokio::select! {
                _ = term.recv() => "SIGTERM",
                _ = tokio::signal::ctrl_c() => "SIGINT",
            },
            Err(_) => tokio::signal::ctrl_c().await.map_or("SIGINT", |()| "SIGINT"),
        }
    }
    #[cfg(not(unix))]
    tokio::signal::ctrl_c().await.map_or("SIGINT", |()| "SIGINT")
}

/// Waits for an adapter's end; never, for an adapter that is not configured.
async fn ended(adapter: Option<impl Future<Output = ()>>) {
    match adapter {
        Some(ended) => ended.await,
        None => std::future::pending().await,
    }
}

#[tokio::main]
async fn main() -> ExitCode {
    bot::allocator::tune();
    let _ = dotenvy::dotenv();
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into()))
        .with_writer(std::io::stderr)
        .init();
    match run(Cli::parse()).await {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
