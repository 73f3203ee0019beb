//! The local console adapter: play in a terminal with the same chat core and storage.
//!
//! Each input line is `name: text`, or plain text from the current speaker; `/as name`
//! changes the speaker, `/channel name` the channel, `/quit` ends. A text starting with
//! `/dm ` is a private message to the bot (secret choices). Words starting with `@`
//! mention users. Board images are written to a folder and their paths printed;
//! private messages are printed as addressed to their user. Standard input may be a
//! script. Moves played from the website (`board link`, with `WEB_LISTEN` set) are
//! printed as they come, between lines.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

use crate::core::{Core, Incoming, Outgoing};
use crate::model::{ChannelKey, User};

/// The console's first community (its leaderboards and seek queue), like one Discord
/// server; `/server NAME` switches to another, as `/channel NAME` switches channels.
const COMMUNITY: &str = "console";

pub const PLATFORM: &str = "console";

/// The thread of a private chat's key: public channels have none, so a channel named like
/// a private chat (`dm-alice`) is never the same key.
const PRIVATE: &str = "dm";

/// The longest channel or player name kept in an image's file name.
const FILE_NAME_PART: usize = 40;

/// A file name for the `n`th image of `place`: the name's safe characters, truncated,
/// and a short hash of the whole name, so that long names, NULs and slashes cannot break
/// or collide on the file system.
fn image_file(place: &str, n: usize) -> String {
    let safe: String = place
        .chars()
        .map(|c| if c.is_alphanumeric() || c == '-' || c == '_' { c } else { '_' })
        .take(FILE_NAME_PART)
        .collect();
    let mut hash = DefaultHasher::new();
    place.hash(&mut hash);
    format!("{safe}-{:06x}-{n:04}.png", hash.finish() & 0xff_ffff)
}

pub struct Console {
    core: Arc<Core>,
    board_dir: PathBuf,
    speaker: Option<String>,
    channel: String,
    /// The community (`/server NAME`) the channels are in.
    community: String,
    images: usize,
}

/// A console speaker: their name, within [`crate::model::NAME_MAX`] characters, is their id.
fn user(name: &str) -> User {
    let name = crate::model::capped_name(name);
    User::new(&name, &name)
}

/// The lines of `input`, read on a task of their own (bytes that are not UTF-8 read as
/// U+FFFD), until it ends.
fn read_lines(mut input: BufReader<tokio::io::Stdin>) -> tokio::sync::mpsc::Receiver<String> {
    let (send, lines) = tokio::sync::mpsc::channel(1);
    tokio::spawn(async move {
        let mut bytes = Vec::new();
        while matches!(input.read_until(b'\n', &mut bytes).await, Ok(n) if n > 0) {
            if send.send(String::from_utf8_lossy(&bytes).into_owned()).await.is_err() {
                break;
            }
            bytes.clear();
        }
    });
    lines
}

impl Console {
    pub fn new(core: impl Into<Arc<Core>>, board_dir: PathBuf, channel: &str) -> Console {
        Console {
            core: core.into(),
            board_dir,
            speaker: None,
            channel: channel.to_owned(),
            community: COMMUNITY.to_owned(),
            images: 0,
        }
    }

    pub async fn run(mut self) -> anyhow::Result<()> {
        let mut stdout = tokio::io::stdout();
        let input = BufReader::new(tokio::io::stdin());
        stdout.write_all(b"Console ready: type `name: text` (e.g. `alice: !challenge @bob hnefatafl`), `name: /dm text` for a private message, /as NAME, /channel NAME, /server NAME, /quit.\n").await?;
        // What the start-up resolved (matches whose time ran out while the console was
        // closed) is shown before the first line is read.
        let mut news = String::new();
        for item in self.core.sweep(PLATFORM).await {
            news.push_str(&self.show(item)?);
        }
        stdout.write_all(news.as_bytes()).await?;
        // What moves played on the website say comes in between lines.
        let (told, mut delivered) = tokio::sync::mpsc::unbounded_channel::<Vec<Outgoing>>();
        self.core.provide_delivery(
            PLATFORM,
            Arc::new(move |out| {
                let _ = told.send(out);
                Box::pin(std::future::ready(()))
            }),
        );
        let mut lines = read_lines(input);
        loop {
            let line = tokio::select! {
                line = lines.recv() => match line {
                    Some(line) => line,
                    None => break,
                },
                Some(out) = delivered.recv() => {
                    let mut printed = String::new();
                    for item in out {
                        printed.push_str(&self.show(item)?);
                    }
                    stdout.write_all(printed.as_bytes()).await?;
                    stdout.flush().await?;
                    continue;
                }
            };
            let line = line.trim();
            let text = match self.line(line).await {
                Ok(text) => text,
                Err(e) => format!("(console: {e:#})\n"),
            };
            stdout.write_all(text.as_bytes()).await?;
            stdout.flush().await?;
            if line == "/quit" {
                break;
            }
        }
        self.core.release_leases().await;
        Ok(())
    }

    /// Handles one input line and returns what to print.
    /// The channel's id: its name, and in a community other than the first, `@` and the
    /// community's (`club@tafl`), so that channels of two communities never meet.
    fn channel_id(&self) -> String {
        if self.community == COMMUNITY { self.channel.clone() } else { format!("{}@{}", self.channel, self.community) }
    }

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
        if let Some(name) = line.strip_prefix("/server ") {
            self.community = name.trim().to_owned();
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
        let channel = if private {
            ChannelKey::new(PLATFORM, &speaker, Some(PRIVATE))
        } else {
            ChannelKey::new(PLATFORM, &self.channel_id(), None)
        };
        let mentions =
            text.split_whitespace().filter_map(|w| w.strip_prefix('@')).filter(|n| !n.is_empty()).map(user).collect();
        let incoming = Incoming {
            channel,
            author: user(&speaker),
            text: text.to_owned(),
            mentions,
            private,
            handle: None,
            community: self.community.clone(),
            moderator: false,
            delivery: None,
            command: None,
        };
        let mut out = self.core.sweep(PLATFORM).await;
        out.extend(self.core.handle(&incoming).await);
        out.extend(self.core.play_ai(PLATFORM).await);
        let mut printed = String::new();
        for item in out {
            // A "your games" summary printed here is the one later changes edit.
            if let Outgoing::Summary { user, message: None, .. } = &item {
                self.core.summary_sent(PLATFORM, &user.id, "console").await;
            }
            printed.push_str(&self.show(item)?);
        }
        Ok(printed)
    }

    fn show(&mut self, item: Outgoing) -> anyhow::Result<String> {
        let (to, text, image) = match item {
            Outgoing::Channel { channel, text, image, .. } if channel.thread == PRIVATE => {
                (format!("dm @{}", channel.channel), text, image)
            }
            Outgoing::Channel { channel, text, image, .. } => (format!("#{}", channel.channel), text, image),
            Outgoing::Private { user, text, image, .. } => (format!("dm @{}", user.name), text, image),
            // The console's "your games" message is printed again, edited or not.
            Outgoing::Summary { user, text, message, .. } => {
                let edited = if message.is_some() { " (edited)" } else { "" };
                (format!("dm @{}{edited}", user.name), text, None)
            }
            Outgoing::File { channel, caption, name, body } => {
                let to = format!("#{}", channel.channel);
                std::fs::create_dir_all(&self.board_dir)
                    .with_context(|| format!("cannot create {}", self.board_dir.display()))?;
                // The core names its files (`match-12.txt`): no user text reaches the name.
                let path = self.board_dir.join(&name);
                std::fs::write(&path, body.into_bytes()).with_context(|| format!("cannot write {}", path.display()))?;
                return Ok(format!("[{to}] {caption}\n[{to}] (file: {})\n", path.display()));
            }
        };
        let mut printed: String = text.lines().map(|l| format!("[{to}] {l}\n")).collect();
        if let Some(png) = image {
            let path = self.new_image(to.trim_start_matches('#'), &png)?;
            printed.push_str(&format!("[{to}] (board image: {})\n", path.display()));
        }
        Ok(printed)
    }

    /// Writes `png` as the next image of `place`, under a name no file has yet: images
    /// of earlier runs and matches are never overwritten.
    fn new_image(&mut self, place: &str, png: &[u8]) -> anyhow::Result<PathBuf> {
        use std::io::Write;
        std::fs::create_dir_all(&self.board_dir)
            .with_context(|| format!("cannot create {}", self.board_dir.display()))?;
        loop {
            self.images += 1;
            let path = self.board_dir.join(image_file(place, self.images));
            match std::fs::OpenOptions::new().write(true).create_new(true).open(&path) {
                Ok(mut file) => {
                    file.write_all(png).with_context(|| format!("cannot write {}", path.display()))?;
                    return Ok(path);
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e).with_context(|| format!("cannot write {}", path.display())),
            }
        }
    }
}
