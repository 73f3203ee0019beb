//! The local console adapter: play in a terminal with the same chat core and storage.
//!
//! Each input line is `name: text`, or plain text from the current speaker; `/as name`
//! changes the speaker, `/channel name` the channel, `/quit` ends. A text starting with
//! `/dm ` is a private message to the bot (secret choices). Words starting with `@`
//! mention users. Board images are written to a folder and their paths printed;
//! private messages are printed as addressed to their user. Standard input may be a
//! script.

use std::path::PathBuf;

use anyhow::Context;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

use crate::core::{Core, Incoming, Outgoing};
use crate::model::{ChannelKey, User};

pub const PLATFORM: &str = "console";

pub struct Console {
    core: Core,
    board_dir: PathBuf,
    speaker: Option<String>,
    channel: String,
    images: usize,
}

fn user(name: &str) -> User {
    User::new(name, name)
}

impl Console {
    pub fn new(core: Core, board_dir: PathBuf, channel: &str) -> Console {
        Console { core, board_dir, speaker: None, channel: channel.to_owned(), images: 0 }
    }

    pub async fn run(mut self) -> anyhow::Result<()> {
        let mut stdout = tokio::io::stdout();
        let mut lines = BufReader::new(tokio::io::stdin()).lines();
        stdout.write_all(b"Console ready: type `name: text` (e.g. `alice: !challenge @bob hnefatafl`), `name: /dm text` for a private message, /as NAME, /channel NAME, /quit.\n").await?;
        while let Some(line) = lines.next_line().await? {
            let text = self.line(line.trim()).await?;
            stdout.write_all(text.as_bytes()).await?;
            stdout.flush().await?;
            if line.trim() == "/quit" {
                break;
            }
        }
        Ok(())
    }

    /// Handles one input line and returns what to print.
    pub async fn line(&mut self, line: &str) -> anyhow::Result<String> {
        if line.is_empty() || line.starts_with('#') || line == "/quit" {
            return Ok(String::new());
        }
        if let Some(name) = line.strip_prefix("/as ") {
            self.speaker = Some(name.trim().to_owned());
            return Ok(String::new());
        }
        if let Some(name) = line.strip_prefix("/channel ") {
            self.channel = name.trim().to_owned();
            return Ok(String::new());
        }
        let (speaker, text) = match line.split_once(": ") {
            Some((name, text)) if !name.is_empty() && !name.contains(char::is_whitespace) => (name.to_owned(), text),
            _ => match &self.speaker {
                Some(name) => (name.clone(), line),
                None => return Ok("(say who speaks: `name: text`, or /as NAME)\n".into()),
            },
        };
        let (private, text) = match text.strip_prefix("/dm ") {
            Some(text) => (true, text),
            None => (false, text),
        };
        let channel = if private { format!("dm-{speaker}") } else { self.channel.clone() };
        let mentions =
            text.split_whitespace().filter_map(|w| w.strip_prefix('@')).filter(|n| !n.is_empty()).map(user).collect();
        let incoming = Incoming {
            channel: ChannelKey::new(PLATFORM, &channel, None),
            author: user(&speaker),
            text: text.to_owned(),
            mentions,
            private,
            handle: None,
            community: self.channel.clone(),
            moderator: false,
        };
        let mut out = self.core.sweep().await;
        out.extend(self.core.handle(&incoming).await);
        let mut printed = String::new();
        for item in out {
            printed.push_str(&self.show(item)?);
        }
        Ok(printed)
    }

    fn show(&mut self, item: Outgoing) -> anyhow::Result<String> {
        let (to, text, image) = match item {
            Outgoing::Channel { channel, text, image, .. } => match channel.channel.strip_prefix("dm-") {
                Some(name) => (format!("dm @{name}"), text, image),
                None => (format!("#{}", channel.channel), text, image),
            },
            Outgoing::Private { user, text, image, .. } => (format!("dm @{}", user.name), text, image),
        };
        let mut printed: String = text.lines().map(|l| format!("[{to}] {l}\n")).collect();
        if let Some(png) = image {
            self.images += 1;
            std::fs::create_dir_all(&self.board_dir)
                .with_context(|| format!("cannot create {}", self.board_dir.display()))?;
            let path = self.board_dir.join(format!(
                "{}-{:04}.png",
                to.trim_start_matches('#').replace(['/', ' ', '@'], "_"),
                self.images
            ));
            std::fs::write(&path, png).with_context(|| format!("cannot write {}", path.display()))?;
            printed.push_str(&format!("[{to}] (board image: {})\n", path.display()));
        }
        Ok(printed)
    }
}
