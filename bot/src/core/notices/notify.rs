//! Notification choices: `notify channel|dm|both|off|digest` says where a user's pings go
//! (whose turn it is, clock reminders, a challenge or a seek found). Replies are routed once
//! they are made: a ping in a channel becomes, as the user chose, a mention there, a
//! private message with the board and the link, both, or nothing.

use engine::Message;

use crate::core::{Core, Incoming, Outgoing, Reply};
use crate::model::{ChannelKey, StoredMatch, User};

/// Where a user's notifications go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Channel,
    Dm,
    Both,
    Off,
    /// A daily digest (see [`super::digest`]): no ping for a turn, any other ping
    /// privately.
    Digest,
    /// Channel, after private messages to the user failed: the channel is told once.
    Closed,
}

impl Mode {
    fn stored(self) -> &'static str {
        match self {
            Mode::Channel => "channel",
            Mode::Dm => "dm",
            Mode::Both => "both",
            Mode::Off => "off",
            Mode::Digest => "digest",
            Mode::Closed => "closed",
        }
    }

    fn from_stored(text: &str) -> Mode {
        match text {
            "dm" => Mode::Dm,
            "both" => Mode::Both,
            "off" => Mode::Off,
            "digest" => Mode::Digest,
            "closed" => Mode::Closed,
            _ => Mode::Channel,
        }
    }

    /// A choice as typed, in English or Italian.
    fn typed(word: &str) -> Option<Mode> {
        Some(match word.to_lowercase().as_str() {
            "channel" | "canale" => Mode::Channel,
            "dm" | "private" | "privato" => Mode::Dm,
            "both" | "entrambi" => Mode::Both,
            "off" | "none" | "no" | "nessuno" => Mode::Off,
            "digest" | "riepilogo" => Mode::Digest,
            _ => return None,
        })
    }

    fn message(self) -> Message {
        Message::new(match self {
            Mode::Channel | Mode::Closed => "notify-channel",
            Mode::Dm => "notify-dm",
            Mode::Both => "notify-both",
            Mode::Off => "notify-off",
            Mode::Digest => "notify-digest",
        })
    }
}

impl Core {
    pub(in crate::core) async fn set_notify(
        &self,
        msg: &Incoming,
        words: Option<&str>,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let platform = &msg.channel.platform;
        let mut words = words.unwrap_or_default().split_whitespace();
        let Some(word) = words.next() else {
            let mode = self.storage.notify_mode(platform, &msg.author.id).await?;
            let mode = mode.as_deref().map_or(Mode::Channel, Mode::from_stored);
            reply.say(Message::new("notify-now").with("where", reply.text(mode.message())));
            return Ok(());
        };
        let Some(mode) = Mode::typed(word) else {
            reply.say(
                Message::new("option-bad-value")
                    .with("option", "notify")
                    .with("value", word)
                    .with("expected", "channel, dm, both, off, digest 08:00 Europe/Rome"),
            );
            return Ok(());
        };
        let private = matches!(mode, Mode::Dm | Mode::Both | Mode::Digest);
        if private
            && self.private_link(platform).is_some()
            && !self.storage.has_private_chat(platform, &msg.author.id).await?
        {
            self.ask_private_chat(std::slice::from_ref(&msg.author), "notices", reply);
            return Ok(());
        }
        if mode == Mode::Digest {
            let rest: Vec<&str> = words.collect();
            if self.set_digest(msg, &rest, reply).await? {
                self.storage.set_notify_mode(platform, &msg.author.id, mode.stored()).await?;
            }
            return Ok(());
        }
        self.storage.clear_digest(platform, &msg.author.id).await?;
        self.storage.set_notify_mode(platform, &msg.author.id, mode.stored()).await?;
        reply.say(Message::new("notify-set").with("name", &msg.author.name).with("where", reply.text(mode.message())));
        Ok(())
    }

    /// Routes the pings among `out` as each pinged user chose.
    pub(in crate::core) async fn route_pings(&self, out: &mut Vec<Outgoing>) {
        let mut routed = Vec::with_capacity(out.len());
        let mut later = Vec::new();
        for item in std::mem::take(out) {
            if let Outgoing::Channel { channel, turn: true, .. } = &item {
                // Its players' "your games" summaries follow the match, after the post.
                match self.refreshed_summaries(channel).await {
                    Ok(summaries) => later.extend(summaries),
                    Err(e) => tracing::error!(error = %e, "cannot bring summaries up to date"),
                }
            }
            match item {
                Outgoing::Channel { channel, text, image, buttons, notify, picker, turn } if !notify.is_empty() => {
                    let (text, notify, private) = self.route(&channel, text, image.as_deref(), notify, turn).await;
                    // A turn's ping by private message carries the turn's picker too: a tap
                    // there plays in the match's channel.
                    let private = private.into_iter().map(|ping| match ping {
                        Outgoing::Private { platform, user, text, image, .. } => {
                            Outgoing::Private { platform, user, text, image, picker: picker.clone() }
                        }
                        other => other,
                    });
                    routed.push(Outgoing::Channel {
                        channel,
                        text,
                        image,
                        buttons,
                        notify,
                        picker: picker.clone(),
                        turn,
                    });
                    routed.extend(private);
                }
                other => routed.push(other),
            }
        }
        routed.append(&mut later);
        *out = routed;
    }

    /// A channel post's text (with a word for players whose DMs turned out closed), the
    /// users it still pings there, and the private pings. A `turn` post pings nobody who
    /// takes a digest.
    async fn route(
        &self,
        channel: &ChannelKey,
        mut text: String,
        image: Option<&[u8]>,
        notify: Vec<User>,
        turn: bool,
    ) -> (String, Vec<User>, Vec<Outgoing>) {
        let mut pinged = Vec::new();
        let mut private = Vec::new();
        let mut running = None;
        for user in notify {
            let id = &user.id;
            let mode = match self.storage.notify_mode(&channel.platform, id).await {
                Ok(mode) => mode.as_deref().map_or(Mode::Channel, Mode::from_stored),
                Err(e) => {
                    tracing::error!(error = %e, "cannot read a notification choice");
                    Mode::Channel
                }
            };
            if matches!(mode, Mode::Channel | Mode::Both | Mode::Closed) {
                pinged.push(user.clone());
            }
            if matches!(mode, Mode::Channel) || (mode == Mode::Digest && turn) {
                continue;
            }
            if running.is_none() {
                running = Some(self.storage.active_match(channel).await.ok().flatten());
            }
            let running = running.as_ref().and_then(Option::as_ref);
            if mode == Mode::Closed {
                let reply = self.reply_or_default(channel).await;
                text = format!("{text}\n{}", reply.text(Message::new("notify-dms-closed").with("name", &user.name)));
                if let Err(e) = self.storage.set_notify_mode(&channel.platform, id, Mode::Channel.stored()).await {
                    tracing::error!(error = %e, "cannot reset a notification choice");
                }
            }
            if matches!(mode, Mode::Dm | Mode::Both | Mode::Digest) {
                private.push(self.private_ping(channel, running, user, &text, image).await);
            }
        }
        (text, pinged, private)
    }

    /// A ping as a private message: the channel's text, the board, and the link.
    async fn private_ping(
        &self,
        channel: &ChannelKey,
        running: Option<&StoredMatch>,
        user: User,
        text: &str,
        image: Option<&[u8]>,
    ) -> Outgoing {
        let reply = self.reply_or_default(channel).await;
        let place = running.map_or_else(|| self.place_name(channel), |m| self.place_of(m));
        let image = image.map(<[u8]>::to_vec).or_else(|| running.map(|m| self.board_png(&m.game, &m.players)));
        let text = reply.text(Message::new("notify-ping").with("text", text).with("place", place));
        Outgoing::Private { platform: channel.platform.clone(), user, text, image, picker: None }
    }
}
