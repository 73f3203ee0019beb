//! Pickers in the chat: the first step offered under each board or turn line (and in the
//! private chat for secret decisions), and the presses that walk a picker step by step and
//! finally play the move through the same path as typed text.

use engine::{Message, Seat, Turn};

use crate::core::notices::picker::{self, Address, Opened, Picker, Scope, Source, first_step, title};
use crate::core::play::{Table, seat_of};
use crate::core::{Core, Incoming, Outgoing, Reply, contained};
use crate::model::{Status, StoredMatch, awaited_people};

/// What a press on a picker does.
#[derive(Clone, Debug, PartialEq)]
pub enum Pressed {
    /// The next step, shown in place of the one pressed.
    Step(Picker),
    /// A step for the presser alone, shown where nobody else sees it (an ephemeral
    /// message on Discord, the private chat on Telegram): the exact options behind a
    /// form pressed under a board whose moves are hidden from the channel.
    /// `text` is a word for the presser where the step goes elsewhere.
    Private { step: Picker, text: String },
    /// A word for the presser alone; `fresh` is the current picker when the one pressed
    /// was out of date.
    Note { text: String, fresh: Option<Picker> },
    /// The move was sent through the chat as if typed: its replies, and a line for the
    /// presser's picker (`Played b1-c3.`).
    Played { out: Vec<Outgoing>, text: String },
    /// The match is over (or gone): a word for the presser, and the picker pressed goes.
    Over(String),
}

/// A switch's word: `on` (`sì`) or `off` (`no`); `None` for anything else.
pub(in crate::core) fn switch(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "on" | "si" | "sì" => Some(true),
        "off" | "no" => Some(false),
        _ => None,
    }
}

impl Core {
    /// The picker a channel post about a match carries: the first step of the decision the
    /// one person it awaits makes in the channel. `None` where the channel turned buttons
    /// off, or when the match awaits nobody there (the AI, secret choices, the end).
    pub(in crate::core) fn channel_picker(&self, table: Table<'_>, reply: &Reply) -> Option<Picker> {
        let [seat] = awaited_people(table.game, table.players)[..] else { return None };
        let step = || first_step(reply.lang, table.id, table.version, table.game, seat, Scope::Channel);
        reply.buttons.then(step)?
    }

    /// The picker of `seat`'s secret decisions (a set-up, a duel's hand, Quest's actions),
    /// offered in private; `None` when it has none now or the channel turned buttons off.
    pub(in crate::core) fn private_picker(&self, table: Table<'_>, seat: Seat, reply: &Reply) -> Option<Picker> {
        let ready = reply.buttons && table.game.turn().awaits(seat);
        ready.then(|| first_step(reply.lang, table.id, table.version, table.game, seat, Scope::Private))?
    }

    /// `buttons`: whether this channel's boards carry pickers; `buttons on|off` (moderators).
    pub(in crate::core) async fn set_buttons(
        &self,
        msg: &Incoming,
        word: Option<&str>,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let on = match word.map(switch) {
            None => {
                reply.say(Message::new(if reply.buttons { "buttons-are-on" } else { "buttons-are-off" }));
                return Ok(());
            }
            Some(Some(on)) => on,
            Some(None) => {
                reply.say(Message::new("buttons-usage"));
                return Ok(());
            }
        };
        if !self.is_moderator(msg) {
            reply.say(Message::new("buttons-not-moderator"));
            return Ok(());
        }
        self.storage.set_channel_buttons(&msg.channel, reply.lang, on).await?;
        reply.say(Message::new(if on { "buttons-on" } else { "buttons-off" }));
        Ok(())
    }

    /// A press on a picker (its data in `msg.text`): the next step, a private word, or the
    /// move played.
    pub async fn press(&self, msg: &Incoming) -> Pressed {
        match contained(self.pressed(msg)).await {
            Ok(pressed) => pressed,
            Err(e) => {
                tracing::error!(error = format!("{e:#}"), "a press on a picker failed");
                let reply = self.reply_or_default(&msg.channel).await;
                Pressed::Note { text: reply.text(Message::new("internal-error")), fresh: None }
            }
        }
    }

    async fn pressed(&self, msg: &Incoming) -> anyhow::Result<Pressed> {
        fail::fail_point!("chat-handle", msg.text == crate::core::PANIC_ON, |_| Ok(Pressed::Over(String::new())));
        let reply = self.reply_for(&msg.channel).await?;
        let note = |key: &'static str| Pressed::Note { text: reply.text(Message::new(key)), fresh: None };
        let Some(address) = Address::parse(&msg.text) else { return Ok(note("button-stale")) };
        let stored = self.storage.match_by_id(address.id).await?;
        let Some(stored) = stored.filter(|m| m.status == Status::Active) else {
            return Ok(Pressed::Over(reply.text(Message::new("picker-over"))));
        };
        let Some(seat) = seat_of(&stored, &msg.author) else { return Ok(note("picker-not-your-match")) };
        let awaited = stored.game.turn().awaits(seat);
        let stale = || {
            let fresh = awaited
                .then(|| first_step(reply.lang, stored.id, stored.version, &stored.game, seat, address.scope))
                .flatten();
            Pressed::Note { text: reply.text(Message::new("picker-stale")), fresh }
        };
        // Another player's secret choice (a set-up, a duel's hand) changes the version but
        // never the choices of a player still choosing.
        let choosing = address.scope == Scope::Private && matches!(stored.game.turn(), Turn::Simultaneous(_));
        if address.version != stored.version && !choosing {
            return Ok(stale());
        }
        if !awaited {
            return Ok(note("picker-not-your-turn"));
        }
        let source = Source::new(&stored.game, seat, address.scope);
        let text = match picker::open(reply.lang, &source, &address, &title(reply.lang, stored.id, &stored.game)) {
            Some(Opened::Step(step)) => return Ok(Pressed::Step(step)),
            Some(Opened::Action(text)) => text,
            None => return Ok(stale()),
        };
        if address.scope == Scope::Channel && stored.game.moves_hidden(seat) {
            let step = picker::private_step_for(reply.lang, stored.id, stored.version, &stored.game, seat, &text);
            let text = reply.text(Message::new("picker-sent-private"));
            return Ok(step.map_or_else(|| note("picker-nothing-now"), |step| Pressed::Private { step, text }));
        }
        let typed = self.as_typed(msg, &stored, address.scope, &text);
        let out = self.handle(&typed).await;
        Ok(Pressed::Played { out, text: reply.text(Message::new("picker-played").with("move", &text)) })
    }

    /// The message a player would have typed to play `text`: a move in the match's channel,
    /// or a secret choice in their private chat, naming the match.
    fn as_typed(&self, msg: &Incoming, stored: &StoredMatch, scope: Scope, text: &str) -> Incoming {
        let (channel, text, private) = match scope {
            Scope::Channel => (stored.channel.clone(), format!("{}move {text}", self.settings.prefix), false),
            Scope::Private => (msg.channel.clone(), format!("#{} {text}", stored.id), true),
        };
        Incoming { channel, text, private, mentions: Vec::new(), ..msg.clone() }
    }
}
