//! Configuration from the environment (and a `.env` file); `.env.example` documents
//! every variable.

use std::path::PathBuf;

use anyhow::Context;

use crate::core::Settings;
use crate::i18n::Lang;

#[derive(Clone, Debug)]
pub struct Config {
    pub database_url: String,
    pub settings: Settings,
    /// Where the console writes board images.
    pub board_dir: PathBuf,
}

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

impl Config {
    pub fn from_env() -> anyhow::Result<Config> {
        let default_lang = match var("BOT_LANG") {
            Some(code) => {
                code.parse::<Lang>().map_err(|()| anyhow::anyhow!("BOT_LANG must be en or it, not {code:?}"))?
            }
            None => Lang::En,
        };
        let minutes: i64 = match var("CHALLENGE_TTL_MINUTES") {
            Some(m) => m
                .parse()
                .ok()
                .filter(|m| (1..=7 * 24 * 60).contains(m))
                .context("CHALLENGE_TTL_MINUTES must be 1 to 10080")?,
            None => 10,
        };
        let prefix = var("BOT_PREFIX").unwrap_or_else(|| "!".into());
        anyhow::ensure!(
            prefix.chars().count() <= 3 && !prefix.contains(char::is_whitespace),
            "BOT_PREFIX must be 1 to 3 characters without spaces"
        );
        Ok(Config {
            database_url: var("DATABASE_URL").unwrap_or_else(|| "sqlite://data/games.db".into()),
            settings: Settings { prefix, default_lang, challenge_ttl_ms: minutes * 60_000 },
            board_dir: var("BOARD_DIR").map_or_else(|| PathBuf::from("data/boards"), PathBuf::from),
        })
    }
}
