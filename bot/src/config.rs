//! Configuration from the environment (and a `.env` file); `.env.example` documents
//! every variable.

use std::path::PathBuf;

use anyhow::Context;

use crate::clock::TimeControl;
use crate::core::Settings;
use crate::discord::DiscordConfig;
use crate::i18n::Lang;
use crate::telegram::{TelegramConfig, Webhook};

#[derive(Clone, Debug)]
pub struct Config {
    pub database_url: String,
    pub settings: Settings,
    /// Where the console writes board images.
    pub board_dir: PathBuf,
    /// Set when `TELEGRAM_TOKEN` is.
    pub telegram: Option<TelegramConfig>,
    /// Set when `DISCORD_TOKEN` is.
    pub discord: Option<DiscordConfig>,
    /// Where the website is served (`WEB_LISTEN`); `None`: no website.
    pub web_listen: Option<std::net::SocketAddr>,
    /// The reverse proxy whose `X-Forwarded-For` names the client (`WEB_TRUSTED_PROXY`).
    pub web_trusted_proxy: Option<std::net::IpAddr>,
    /// The most live page connections open at once (`WEB_MAX_LIVE`, 2,000 by default).
    pub web_max_live: usize,
}

/// `WEB_LISTEN` and the address links use (`PUBLIC_URL`, by default the listening
/// address itself).
fn web() -> anyhow::Result<(Option<std::net::SocketAddr>, Option<String>)> {
    let Some(listen) = var("WEB_LISTEN") else { return Ok((None, None)) };
    let listen: std::net::SocketAddr =
        listen.parse().ok().context("WEB_LISTEN must be an address and port, like 127.0.0.1:8080")?;
    let public = var("PUBLIC_URL").unwrap_or_else(|| format!("http://{listen}"));
    let url = url::Url::parse(&public).ok().filter(|u| matches!(u.scheme(), "http" | "https"));
    anyhow::ensure!(url.is_some(), "PUBLIC_URL must be an http(s) address, like https://games.example.org");
    Ok((Some(listen), Some(public.trim_end_matches('/').to_owned())))
}

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

/// A duration in minutes, from one minute to a week.
fn minutes(name: &str, default: i64) -> anyhow::Result<i64> {
    match var(name) {
        Some(m) => m
            .parse()
            .ok()
            .filter(|m| (1..=7 * 24 * 60).contains(m))
            .with_context(|| format!("{name} must be 1 to 10080")),
        None => Ok(default),
    }
}

/// `TELEGRAM_TOKEN`, with `TELEGRAM_API_URL` and the webhook settings.
fn telegram() -> anyhow::Result<Option<TelegramConfig>> {
    let Some(token) = var("TELEGRAM_TOKEN") else { return Ok(None) };
    let mut config = TelegramConfig::new(&token);
    if let Some(url) = var("TELEGRAM_API_URL") {
        config.api_url = Some(url.parse().context("TELEGRAM_API_URL must be a URL, like http://127.0.0.1:8081")?);
    }
    if let Some(url) = var("TELEGRAM_WEBHOOK_URL") {
        let url = url.parse().context("TELEGRAM_WEBHOOK_URL must be a URL, like https://bot.example.org/telegram")?;
        let listen = var("TELEGRAM_WEBHOOK_LISTEN").unwrap_or_else(|| "0.0.0.0:8443".into());
        let listen = listen.parse().context("TELEGRAM_WEBHOOK_LISTEN must be an address, like 0.0.0.0:8443")?;
        config.webhook = Some(Webhook { url, listen });
    }
    Ok(Some(config))
}

/// `DISCORD_TOKEN`, with the guild for commands, the address overrides and the shards.
fn discord() -> anyhow::Result<Option<DiscordConfig>> {
    let Some(token) = var("DISCORD_TOKEN") else { return Ok(None) };
    let mut config = DiscordConfig::new(&token);
    if let Some(id) = var("DISCORD_GUILD_ID") {
        config.guild = Some(id.parse().ok().filter(|id| *id > 0).context("DISCORD_GUILD_ID must be a server id")?);
    }
    for (name, field) in [("DISCORD_API_URL", &mut config.api_url), ("DISCORD_GATEWAY_URL", &mut config.gateway_url)] {
        if let Some(url) = var(name) {
            url::Url::parse(&url).with_context(|| format!("{name} must be a URL, like http://127.0.0.1:3000"))?;
            *field = Some(url);
        }
    }
    if let Some(shards) = var("DISCORD_SHARDS") {
        config.shards = shards.parse().map_err(|e: String| anyhow::anyhow!("DISCORD_SHARDS: {e}"))?;
    }
    if let Some(flag) = yes_or_no("DISCORD_MESSAGE_CONTENT")? {
        config.message_content = flag;
    }
    Ok(Some(config))
}

/// A yes-or-no setting; `None` when unset.
fn yes_or_no(name: &str) -> anyhow::Result<Option<bool>> {
    let Some(flag) = var(name) else { return Ok(None) };
    match flag.to_lowercase().as_str() {
        "yes" | "true" | "1" => Ok(Some(true)),
        "no" | "false" | "0" => Ok(Some(false)),
        _ => anyhow::bail!("{name} must be yes or no"),
    }
}

impl Config {
    pub fn from_env() -> anyhow::Result<Config> {
        let default_lang = match var("BOT_LANG") {
            Some(code) => {
                code.parse::<Lang>().map_err(|()| anyhow::anyhow!("BOT_LANG must be en or it, not {code:?}"))?
            }
            None => Lang::En,
        };
        let challenge_minutes = minutes("CHALLENGE_TTL_MINUTES", 10)?;
        let seek_minutes = minutes("SEEK_TTL_MINUTES", 30)?;
        let default_clock = match var("DEFAULT_CLOCK") {
            Some(text) => text
                .parse()
                .map_err(|()| anyhow::anyhow!("DEFAULT_CLOCK must be {}, not {text:?}", crate::clock::EXPECTED))?,
            None => TimeControl::default(),
        };
        let admins = var("BOT_ADMINS").unwrap_or_default();
        let admins: Vec<String> =
            admins.split(',').map(str::trim).filter(|a| !a.is_empty()).map(str::to_owned).collect();
        anyhow::ensure!(
            admins.iter().all(|a| a.contains(':')),
            "BOT_ADMINS lists platform:user-id entries, like console:alice or discord:80351110224678912"
        );
        let ai_threads = match var("AI_THREADS") {
            Some(n) => n.parse().ok().filter(|n| (1..=64).contains(n)).context("AI_THREADS must be 1 to 64")?,
            None => crate::thinking::DEFAULT_THREADS,
        };
        let ai_think_ms = match var("AI_THINK_MS") {
            Some(ms) => {
                ms.parse().ok().filter(|ms| (50..=60_000).contains(ms)).context("AI_THINK_MS must be 50 to 60000")?
            }
            None => 2_000,
        };
        let engines = engines::Spec::list(&var("ENGINES").unwrap_or_default())
            .map_err(|e| anyhow::anyhow!("ENGINES lists name:protocol:command entries separated by ';' ({e})"))?;
        let engine_think_ms = match var("ENGINE_THINK_MS") {
            Some(ms) => ms
                .parse()
                .ok()
                .filter(|ms| (100..=600_000).contains(ms))
                .context("ENGINE_THINK_MS must be 100 to 600000")?,
            None => Settings::default().engine_think_ms,
        };
        let ai_games_per_user = match var("AI_GAMES_PER_USER") {
            Some(n) => {
                n.parse().ok().filter(|n| (1..=100).contains(n)).context("AI_GAMES_PER_USER must be 1 to 100")?
            }
            None => Settings::default().ai_games_per_user,
        };
        let vacation_days = match var("VACATION_DAYS") {
            Some(n) => n.parse().ok().filter(|n| (0..=366).contains(n)).context("VACATION_DAYS must be 0 to 366")?,
            None => Settings::default().vacation_days,
        };
        let prefix = var("BOT_PREFIX").unwrap_or_else(|| "!".into());
        anyhow::ensure!(
            prefix.chars().count() <= 3 && !prefix.contains(char::is_whitespace),
            "BOT_PREFIX must be 1 to 3 characters without spaces"
        );
        let (web_listen, public_url) = web()?;
        let web_trusted_proxy = match var("WEB_TRUSTED_PROXY") {
            Some(address) => Some(
                address
                    .parse()
                    .ok()
                    .context("WEB_TRUSTED_PROXY must be the reverse proxy's IP address, like 127.0.0.1")?,
            ),
            None => None,
        };
        let web_max_live = match var("WEB_MAX_LIVE") {
            Some(n) => {
                n.parse().ok().filter(|n| (1..=100_000).contains(n)).context("WEB_MAX_LIVE must be 1 to 100000")?
            }
            None => crate::web::MAX_LIVE,
        };
        Ok(Config {
            database_url: var("DATABASE_URL").unwrap_or_else(|| "sqlite://data/games.db".into()),
            settings: Settings {
                prefix,
                default_lang,
                challenge_ttl_ms: challenge_minutes * 60_000,
                seek_ttl_ms: seek_minutes * 60_000,
                default_clock,
                admins,
                ai_threads,
                ai_think_ms,
                engines,
                engine_think_ms,
                ai_games_per_user,
                vacation_days,
                exchange_wait_ms: Settings::default().exchange_wait_ms,
                replay_at_end: yes_or_no("REPLAY_AT_END")?.unwrap_or(false),
                public_url,
            },
            board_dir: var("BOARD_DIR").map_or_else(|| PathBuf::from("data/boards"), PathBuf::from),
            telegram: telegram()?,
            discord: discord()?,
            web_listen,
            web_trusted_proxy,
            web_max_live,
        })
    }
}
