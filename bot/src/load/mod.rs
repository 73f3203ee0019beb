//! The load generator (`bot --bin load`): `channels` channels, each with a running match,
//! and `senders` concurrent senders playing legal moves round-robin across them through
//! the chat core, as the adapters do: every move is parsed, checked, committed and drawn.
//!
//! Each channel keeps a mirror of its match (a clone of the stored one, whose seeded dice
//! it shares), so a sender knows the legal moves without reading the database. Channels
//! are split among the senders, so one channel's moves stay in order. A finished match is
//! followed by a new one in its channel. At the end every channel's stored record is
//! compared with its mirror: a move the generator took for played must be in the record.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use engine::{AnyMatch, GameKind, Seat, Turn};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::clock::MatchClock;
use crate::core::{Clock, Core, Incoming, Outgoing, Settings, SystemClock};

mod ai_crowd;
mod live;
use crate::model::{ChannelKey, NewMatch, User, awaited_people};
use crate::storage::Storage;
pub use ai_crowd::AiCrowd;
pub use live::Crowd;

/// The platform name the generator's channels and users live on.
pub(crate) const PLATFORM: &str = "load";

/// What to run.
#[derive(Clone, Debug)]
pub struct LoadOptions {
    pub channels: usize,
    pub senders: usize,
    pub seconds: f64,
    /// The database; `None`: a fresh SQLite file in a temporary folder.
    pub database: Option<String>,
    pub game: GameKind,
    /// Plies played in every channel before the measured run.
    pub plies: usize,
    pub seed: u64,
    /// One more user, who plays in a channel of their own, floods their private chat
    /// with `board` commands, 100 a second, while the senders play.
    pub flood: bool,
    /// Live web connections opened to the first channel's match page before the run and
    /// held through it (`live`).
    pub live: usize,
    /// A prober plays against the AI, joined halfway by a greedy user's analyses and
    /// level-5 games (`ai_crowd`).
    pub ai_crowd: bool,
    /// Threads the AI thinks on (`AI_THREADS`).
    pub ai_threads: usize,
    /// The run starts as the bot does on the platforms: the stored matches' clocks are
    /// re-armed while the first command is answered and the senders play.
    pub rearm: bool,
}

/// What a run measured.
#[derive(Clone, Debug, Default)]
pub struct LoadReport {
    /// How long the channels took to set up (their matches written, `--plies` played).
    pub setup: Duration,
    pub moves: usize,
    pub elapsed: Duration,
    /// The latencies of the moves, sorted.
    pub latencies: Vec<Duration>,
    /// Moves the bot refused (expected: none).
    pub refusals: usize,
    /// Channels whose stored record differs from the generator's mirror (expected: none).
    pub mismatched: usize,
    /// Commands the flooding user sent.
    pub flooded: usize,
    /// Of those, the ones the bot answered (the cooldown silences the rest).
    pub flood_answered: usize,
    /// Matches finished and started again during the run.
    pub restarts: usize,
    /// How many actions (set-ups included) the channels' matches held when the run ended,
    /// on average.
    pub mean_plies: f64,
    /// The highest resident set while the moves were sent (the set-up's own peak, its
    /// building and handing out of the generator's tables, left out).
    pub peak_rss_kib: Option<u64>,
    /// What setting up added to the resident set: the generator's own tables and mirrors
    /// of the matches, which the bot would not hold.
    pub setup_rss_kib: Option<u64>,
    pub database_bytes: i64,
    /// What the live connections met, with `--live`.
    pub crowd: Option<Crowd>,
    /// What the prober met, with `--ai-crowd`.
    pub ai_crowd: Option<AiCrowd>,
    /// With `--rearm`: when the first command was answered and when every clock was
    /// re-armed, from the start, and how many missed deadlines were resolved.
    pub rearm: Option<Rearmed>,
}

/// The time below which a share `q` (0–1) of the sorted `times` fell; zero for none.
pub fn quantile(times: &[Duration], q: f64) -> Duration {
    let Some(last) = times.len().checked_sub(1) else { return Duration::ZERO };
    times[((last as f64) * q).round() as usize]
}

/// A start's re-arming, beside the first answer.
#[derive(Clone, Copy, Debug)]
pub struct Rearmed {
    pub first_answer: Duration,
    pub rearmed: Duration,
    pub resolved: usize,
}

impl LoadReport {
    pub fn per_second(&self) -> f64 {
        self.moves as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// The latency below which a share `q` (0–1) of the moves were answered.
    pub fn quantile(&self, q: f64) -> Duration {
        quantile(&self.latencies, q)
    }
}

impl std::fmt::Display for LoadReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        writeln!(f, "set-up: {:.1} s", self.setup.as_secs_f64())?;
        writeln!(f, "moves: {} in {:.1} s, {:.0} moves/s", self.moves, self.elapsed.as_secs_f64(), self.per_second())?;
        writeln!(
            f,
            "latency: median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            ms(self.quantile(0.5)),
            ms(self.quantile(0.99)),
            ms(self.quantile(1.0))
        )?;
        writeln!(f, "refusals: {}, records differing from the moves sent: {}", self.refusals, self.mismatched)?;
        writeln!(f, "matches finished and started again: {}", self.restarts)?;
        if self.flooded > 0 {
            writeln!(
                f,
                "flood: {} private `board` commands from one user, {} answered",
                self.flooded, self.flood_answered
            )?;
        }
        if let Some(crowd) = &self.crowd {
            writeln!(
                f,
                "live: {} connections asked for, {} admitted, {} refused, {} failed; {} open; resident memory {:+.1} MiB",
                crowd.asked,
                crowd.admitted,
                crowd.refused,
                crowd.failed,
                crowd.live_open,
                (crowd.rss_after_kib as f64 - crowd.rss_before_kib as f64) / 1024.0
            )?;
        }
        if let Some(rearm) = &self.rearm {
            writeln!(
                f,
                "start: first command answered after {:.1} ms, every clock re-armed after {:.2} s ({} missed deadlines resolved)",
                ms(rearm.first_answer),
                rearm.rearmed.as_secs_f64(),
                rearm.resolved
            )?;
        }
        if let Some(ai) = &self.ai_crowd {
            for (name, times) in [("alone", &ai.alone), ("with the greedy user", &ai.crowded)] {
                writeln!(
                    f,
                    "the AI's reply {name}: {} replies, median {:.1} ms, p99 {:.1} ms",
                    times.len(),
                    ms(quantile(times, 0.5)),
                    ms(quantile(times, 0.99))
                )?;
            }
            writeln!(f, "the AI thought {} moves and {} reviews", ai.thinks, ai.reviews)?;
        }
        writeln!(f, "plies into their matches at the end: {:.0} on average", self.mean_plies)?;
        let mib = |kib: u64| kib as f64 / 1024.0;
        match (self.peak_rss_kib, self.setup_rss_kib) {
            (Some(peak), Some(setup)) => writeln!(
                f,
                "peak RSS while sending: {:.1} MiB, of which {:.1} MiB the generator's set-up (its mirrors): the bot's own {:.1} MiB",
                mib(peak),
                mib(setup),
                mib(peak.saturating_sub(setup))
            )?,
            (Some(peak), None) => writeln!(f, "peak RSS while sending: {:.1} MiB", mib(peak))?,
            (None, _) => writeln!(f, "peak RSS: unknown on this system")?,
        }
        write!(f, "database: {:.1} MiB", self.database_bytes as f64 / (1024.0 * 1024.0))
    }
}

/// One channel's match, as the generator sees it.
struct Table {
    channel: ChannelKey,
    players: Vec<User>,
    id: i64,
    mirror: AnyMatch,
    rng: StdRng,
}

/// A move to send: its message, and the seat and text the mirror plays when it is played.
struct Send {
    msg: Incoming,
    seat: Seat,
    text: String,
}

/// Runs the load and reports it.
pub async fn run(options: &LoadOptions) -> anyhow::Result<LoadReport> {
    if options.channels == 0 || options.senders == 0 {
        bail!("--channels and --senders must be at least 1");
    }
    let (url, folder) = match &options.database {
        Some(url) => (url.clone(), None),
        None => {
            let folder = tempfile_folder()?;
            (format!("sqlite://{}/load.db", folder.display()), Some(folder))
        }
    };
    let report = measure(options, &url).await;
    if let Some(folder) = folder {
        std::fs::remove_dir_all(&folder).with_context(|| format!("removing {}", folder.display()))?;
    }
    report
}

/// Runs the load on the database at `url`.
async fn measure(options: &LoadOptions, url: &str) -> anyhow::Result<LoadReport> {
    let storage = Storage::connect(url).await?;
    let renderer = Arc::new(render::Renderer::new().context("the renderer starts")?);
    let settings = Settings { ai_threads: options.ai_threads, ..Settings::default() };
    let core = Arc::new(Core::new(storage.clone(), renderer.clone(), settings, Arc::new(SystemClock)));
    let run_tag: u32 = rand::random();
    let rearming = options.rearm.then(|| start_rearming(&core, run_tag));
    let setting_up = Instant::now();
    let rss_before_setup = current_rss_kib();
    let channels = (0..options.channels).map(|i| ChannelKey::new(PLATFORM, &format!("run{run_tag:08x}-{i}"), None));
    let mut tables = open(&storage, channels.collect(), options, 0).await?;
    for table in &mut tables {
        for _ in 0..options.plies {
            if let Some(send) = next_move(table) {
                let out = core.handle(&send.msg).await;
                settle(&core, &storage, table, options, send, &out).await?;
            }
        }
    }
    let flooded = match options.flood {
        true => {
            let channel = ChannelKey::new(PLATFORM, &format!("run{run_tag:08x}-flood"), None);
            open(&storage, vec![channel], options, options.channels).await?.pop()
        }
        false => None,
    };
    let setup = setting_up.elapsed();
    let setup_rss_kib = rss_before_setup.zip(current_rss_kib()).map(|(before, after)| after.saturating_sub(before));
    let held = match (options.live, tables.first()) {
        (0, _) | (_, None) => None,
        (count, Some(first)) => Some(live::crowd(&storage, renderer, (PLATFORM, PLATFORM, first.id), count).await?),
    };
    let share = tables.len().div_ceil(options.senders.max(1));
    let mut shares: Vec<Vec<Table>> = (0..options.senders).map(|_| Vec::with_capacity(share)).collect();
    for (i, table) in tables.into_iter().enumerate() {
        shares[i % options.senders].push(table);
    }
    reset_peak_rss();
    let deadline = Instant::now() + Duration::from_secs_f64(options.seconds);
    let start = Instant::now();
    let mut senders = Vec::new();
    for share in shares {
        let (core, storage, options) = (core.clone(), storage.clone(), options.clone());
        senders.push(tokio::spawn(async move { send_all(core, storage, options, share, deadline).await }));
    }
    let ai = options.ai_crowd.then(|| {
        let (core, storage, seconds, seed) = (core.clone(), storage.clone(), options.seconds, options.seed);
        tokio::spawn(async move { ai_crowd::run(core, &storage, &format!("run{run_tag:08x}"), seconds, seed).await })
    });
    let mut report = LoadReport { setup, setup_rss_kib, ..LoadReport::default() };
    if let Some(table) = &flooded {
        (report.flooded, report.flood_answered) = flood(&core, table, deadline).await;
    }
    let mut finished_tables = Vec::with_capacity(options.channels);
    for sender in senders {
        let (tables, sent) = sender.await.context("a sender stopped")??;
        report.latencies.extend(sent.latencies);
        report.refusals += sent.refusals;
        report.restarts += sent.restarts;
        finished_tables.extend(tables);
    }
    report.elapsed = start.elapsed();
    report.peak_rss_kib = peak_rss_kib();
    if let Some(rearming) = rearming {
        report.rearm = Some(rearming.await.context("the re-arming stopped")??);
    }
    if let Some(ai) = ai {
        report.ai_crowd = Some(ai.await.context("the AI's prober stopped")??);
    }
    report.moves = report.latencies.len();
    report.latencies.sort_unstable();
    for table in &finished_tables {
        let stored = storage.active_match(&table.channel).await?;
        if stored.is_none_or(|s| s.id != table.id || s.game.numbered_movetext() != table.mirror.numbered_movetext()) {
            report.mismatched += 1;
        }
    }
    let plies: usize = finished_tables.iter().map(|t| t.mirror.plies()).sum();
    report.mean_plies = plies as f64 / finished_tables.len() as f64;
    if let Some(held) = held {
        report.crowd = Some(Crowd { live_open: held.web.live_connections(), ..held.crowd });
    }
    report.database_bytes = storage.size_bytes().await?;
    Ok(report)
}

/// Re-arms the stored clocks, as a start on the platforms does, while a first command
/// is answered beside it.
fn start_rearming(core: &Arc<Core>, run_tag: u32) -> tokio::task::JoinHandle<anyhow::Result<Rearmed>> {
    let started = Instant::now();
    let rearming = {
        let core = core.clone();
        tokio::spawn(async move { core.rearm().await.map(|resolved| (resolved, started.elapsed())) })
    };
    let core = core.clone();
    tokio::spawn(async move {
        let newcomer = User::new("newcomer", "newcomer");
        let channel = ChannelKey::new(PLATFORM, &format!("run{run_tag:08x}-first"), None);
        core.handle(&message(&channel, &newcomer, "!games")).await;
        let first_answer = started.elapsed();
        let (resolved, rearmed) = rearming.await??;
        Ok(Rearmed { first_answer, rearmed, resolved })
    })
}

/// What one sender measured.
#[derive(Default)]
struct Sent {
    latencies: Vec<Duration>,
    refusals: usize,
    restarts: usize,
}

/// Plays round-robin across `tables` until `deadline`.
async fn send_all(
    core: Arc<Core>,
    storage: Storage,
    options: LoadOptions,
    mut tables: Vec<Table>,
    deadline: Instant,
) -> anyhow::Result<(Vec<Table>, Sent)> {
    let mut sent = Sent::default();
    while Instant::now() < deadline {
        for table in tables.iter_mut() {
            let Some(send) = next_move(table) else {
                sent.restarts += 1;
                restart(&core, &storage, table, &options).await?;
                continue;
            };
            let start = Instant::now();
            let out = core.handle(&send.msg).await;
            sent.latencies.push(start.elapsed());
            if !settle(&core, &storage, table, &options, send, &out).await? {
                sent.refusals += 1;
            }
            if Instant::now() >= deadline {
                break;
            }
        }
    }
    Ok((tables, sent))
}

/// Sends `board` from the table's first player, in their private chat, 100 times a
/// second until `deadline`; how many were sent, and how many answered.
async fn flood(core: &Core, table: &Table, deadline: Instant) -> (usize, usize) {
    let mut tick = tokio::time::interval(Duration::from_millis(10));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let user = &table.players[0];
    let private = Incoming {
        channel: ChannelKey::new(PLATFORM, &format!("dm-{}", user.id), None),
        private: true,
        ..message(&table.channel, user, "!board")
    };
    let (mut sent, mut answered) = (0, 0);
    while Instant::now() < deadline {
        tick.tick().await;
        if !core.handle(&private).await.is_empty() {
            answered += 1;
        }
        sent += 1;
    }
    (sent, answered)
}

/// Matches written in one transaction while setting up.
const SETUP_BATCH: usize = 1_000;

/// Opens `channels` (numbered from `first`), each with a new match of the game between
/// players of its own, as an accepted challenge starts it; the matches are written
/// `SETUP_BATCH` to a transaction, so that setting up 100,000 channels takes seconds.
async fn open(
    storage: &Storage,
    channels: Vec<ChannelKey>,
    options: &LoadOptions,
    first: usize,
) -> anyhow::Result<Vec<Table>> {
    let seats = options.game.info().min_players;
    let mut tables = Vec::with_capacity(channels.len());
    for (index, channel) in channels.into_iter().enumerate() {
        let players: Vec<User> = (0..seats)
            .map(|s| {
                let name = format!("{}-p{s}", channel.channel);
                User::new(&name, &name)
            })
            .collect();
        let seed = options.seed.wrapping_mul(1_000_003).wrapping_add((first + index) as u64);
        let mut rng = StdRng::seed_from_u64(seed);
        let mirror = AnyMatch::new(options.game, &[], seats, engine::Seed::from_bytes(rng.random()))?;
        tables.push(Table { channel, players, id: 0, mirror, rng });
    }
    let now = SystemClock.now_ms();
    let control = Settings::default().default_clock;
    for batch in tables.chunks_mut(SETUP_BATCH) {
        let clocks: Vec<MatchClock> = batch
            .iter()
            .map(|t| MatchClock::start(control, seats, awaited_people(&t.mirror, &t.players), now))
            .collect();
        let news: Vec<NewMatch> = batch
            .iter()
            .zip(&clocks)
            .map(|(t, clock)| NewMatch {
                channel: &t.channel,
                community: PLATFORM,
                players: &t.players,
                game: &t.mirror,
                ranked: false,
                clock,
            })
            .collect();
        let ids = storage.start_matches(&news, now).await.context("setting up the channels")?;
        for (table, id) in batch.iter_mut().zip(ids) {
            table.id = id;
        }
    }
    Ok(tables)
}

/// The first player challenges the others, who accept; the new match, as stored.
async fn start_match(
    core: &Core,
    storage: &Storage,
    channel: &ChannelKey,
    players: &[User],
    game: GameKind,
) -> anyhow::Result<(i64, AnyMatch)> {
    let invited: Vec<String> = players[1..].iter().map(|p| format!("@{}", p.name)).collect();
    let mut challenge = message(channel, &players[0], &format!("!challenge {} {}", invited.join(" "), game.name()));
    challenge.mentions = players[1..].to_vec();
    core.handle(&challenge).await;
    for player in &players[1..] {
        core.handle(&message(channel, player, "!accept")).await;
    }
    let stored = storage.active_match(channel).await?.context("the challenge did not start a match")?;
    Ok((stored.id, stored.game))
}

/// Ends the channel's finished match (if the bot has not) and starts another.
async fn restart(core: &Core, storage: &Storage, table: &mut Table, options: &LoadOptions) -> anyhow::Result<()> {
    if storage.active_match(&table.channel).await?.is_some() {
        core.handle(&message(&table.channel, &table.players[0], "!resign")).await;
    }
    (table.id, table.mirror) = start_match(core, storage, &table.channel, &table.players, options.game).await?;
    Ok(())
}

/// A message from `author` in `channel`.
pub(crate) fn message(channel: &ChannelKey, author: &User, text: &str) -> Incoming {
    Incoming {
        channel: channel.clone(),
        author: author.clone(),
        text: text.to_owned(),
        mentions: Vec::new(),
        private: false,
        handle: None,
        community: PLATFORM.to_owned(),
        moderator: false,
        delivery: None,
        command: None,
    }
}

/// A random legal move of a player the match awaits: typed in the channel, or in the
/// player's private chat when it is secret. `None` when the match is over.
fn next_move(table: &mut Table) -> Option<Send> {
    let seats: Vec<Seat> = match table.mirror.turn() {
        Turn::Player(seat) => vec![seat],
        Turn::Simultaneous(seats) => seats,
        Turn::Chance | Turn::Over(_) => return None,
    };
    let seat = *seats.iter().find(|s| !table.mirror.legal_moves(**s).is_empty())?;
    let moves = table.mirror.legal_moves(seat);
    let text = moves[table.rng.random_range(0..moves.len())].clone();
    let secret = matches!(table.mirror.turn(), Turn::Simultaneous(_)) || table.mirror.is_secret_text(&text);
    let mut msg = message(&table.channel, &table.players[seat.index()], &format!("!move {text}"));
    if secret {
        let user = &table.players[seat.index()];
        msg.channel = ChannelKey::new(PLATFORM, &format!("dm-{}", user.id), None);
        msg.private = true;
        msg.text = format!("#{} {text}", table.id);
    }
    Some(Send { msg, seat, text })
}

/// Follows a sent move in the mirror when the bot played it (its reply shows it in the
/// match's channel with a board or a picker, or else its record has it); `false` when it
/// was refused.
/// A match the move ended is followed by a new one.
async fn settle(
    core: &Core,
    storage: &Storage,
    table: &mut Table,
    options: &LoadOptions,
    send: Send,
    out: &[Outgoing],
) -> anyhow::Result<bool> {
    let shown = out.iter().any(|o| match o {
        Outgoing::Channel { channel, image, picker, .. } if *channel == table.channel => {
            send.msg.private || image.is_some() || picker.is_some()
        }
        _ => false,
    });
    // Rarely a played move shows nothing in the channel (a decision moved to private
    // chats): the record tells.
    let played =
        shown || storage.match_by_id(table.id).await?.is_some_and(|stored| stored.game.plies() > table.mirror.plies());
    if !played {
        return Ok(false);
    }
    table
        .mirror
        .play_text(send.seat, &send.text)
        .map_err(|e| anyhow::anyhow!("the mirror refused {}: {e:?}", send.text))?;
    if table.mirror.outcome().is_some() {
        restart(core, storage, table, options).await?;
    }
    Ok(true)
}

/// A folder of its own under the system's temporary folder.
fn tempfile_folder() -> anyhow::Result<std::path::PathBuf> {
    let folder = std::env::temp_dir().join(format!("bot-load-{}-{:08x}", std::process::id(), rand::random::<u32>()));
    std::fs::create_dir_all(&folder).with_context(|| format!("creating {}", folder.display()))?;
    Ok(folder)
}

/// Starts the peak resident set again from the current one (Linux: `clear_refs` 5); where
/// it cannot, the peak stays the whole run's.
fn reset_peak_rss() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// The process's peak resident set in KiB (Linux's `VmHWM`).
fn peak_rss_kib() -> Option<u64> {
    status_kib("VmHWM:")
}

/// The process's resident memory now, in KiB (Linux).
fn current_rss_kib() -> Option<u64> {
    status_kib("VmRSS:")
}

fn status_kib(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
