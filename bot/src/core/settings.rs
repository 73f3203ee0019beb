//! The core's settings and clock.

use crate::clock::TimeControl;
use crate::i18n::Lang;

/// The time in milliseconds since the Unix epoch; tests substitute their own.
pub trait Clock: Send + Sync {
    fn now_ms(&self) -> i64;
}

pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
    }
}

/// The core's settings, from configuration.
#[derive(Clone, Debug)]
pub struct Settings {
    pub prefix: String,
    pub default_lang: Lang,
    pub challenge_ttl_ms: i64,
    /// How long a seek waits in the queue (`SEEK_TTL_MINUTES`).
    pub seek_ttl_ms: i64,
    /// The time control of channels that set none.
    pub default_clock: TimeControl,
    /// Users who may moderate every channel, as `platform:user-id` (the console's
    /// moderators, since it has no rights of its own).
    pub admins: Vec<String>,
    /// Threads the AI thinks on (`AI_THREADS`).
    pub ai_threads: usize,
    /// The longest think, level 5's (`AI_THINK_MS`).
    pub ai_think_ms: u64,
    /// The external engines players may challenge (`ENGINES`).
    pub engines: Vec<engines::Spec>,
    /// How long an engine may think on a move (`ENGINE_THINK_MS`).
    pub engine_think_ms: u64,
    /// How many running matches against the AI a user may have started
    /// (`AI_GAMES_PER_USER`).
    pub ai_games_per_user: i64,
    /// The days of vacation a player may take over a year (`VACATION_DAYS`).
    pub vacation_days: i64,
    /// How long the answer to a person's move waits for the AI's, to make the two one
    /// post (see `exchange`); 0 posts each on its own.
    pub exchange_wait_ms: u64,
    /// Whether a match's animated replay is posted when it ends (`REPLAY_AT_END`).
    pub replay_at_end: bool,
    /// The website's address for links (`PUBLIC_URL`, without a final slash); `None`
    /// when the bot serves no pages (`WEB_LISTEN` unset).
    pub public_url: Option<String>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            prefix: "!".into(),
            default_lang: Lang::En,
            challenge_ttl_ms: 10 * 60 * 1000,
            seek_ttl_ms: 30 * 60 * 1000,
            default_clock: TimeControl::default(),
            admins: Vec::new(),
            ai_threads: crate::thinking::DEFAULT_THREADS,
            ai_think_ms: 2_000,
            engines: Vec::new(),
            engine_think_ms: 5_000,
            ai_games_per_user: 3,
            vacation_days: 30,
            exchange_wait_ms: super::computer::exchange::EXCHANGE_WAIT_MS,
            replay_at_end: false,
            public_url: None,
        }
    }
}
