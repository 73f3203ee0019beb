//! The messages the bot sent with buttons, by channel, so that buttons that no longer
//! mean anything (a challenge accepted, declined, withdrawn or expired; a takeback
//! answered) are removed from the message (`editMessageReplyMarkup`). Kept in memory: after
//! a restart, buttons already settled stay, and a press on one is answered privately.

use std::collections::HashMap;
use std::sync::Mutex;

use teloxide::prelude::*;
use teloxide::types::MessageId;

use super::outgoing::TgBot;
use crate::core::{Button, Core};
use crate::model::ChannelKey;

/// Channels whose button messages are remembered before the memory starts again.
const CHANNELS_KEPT: usize = 10_000;

/// A message with buttons: where it is, and the commands its buttons send.
struct Pressable {
    chat: ChatId,
    message: MessageId,
    commands: Vec<String>,
}

#[derive(Default)]
pub struct Buttons {
    sent: Mutex<HashMap<ChannelKey, Vec<Pressable>>>,
}

impl Buttons {
    /// Notes a message sent to `channel` with `buttons` under it.
    pub fn track(&self, channel: &ChannelKey, chat: ChatId, message: MessageId, buttons: &[Button]) {
        if buttons.is_empty() {
            return;
        }
        let mut sent = self.sent.lock().unwrap_or_else(|p| p.into_inner());
        if sent.len() >= CHANNELS_KEPT && !sent.contains_key(channel) {
            sent.clear();
        }
        let commands = buttons.iter().map(|b| b.command.clone()).collect();
        sent.entry(channel.clone()).or_default().push(Pressable { chat, message, commands });
    }

    /// Removes the buttons of `channel`'s messages that no longer mean anything.
    pub async fn settle(&self, bot: &TgBot, core: &Core, channel: &ChannelKey) {
        let tracked = self.sent.lock().unwrap_or_else(|p| p.into_inner()).remove(channel).unwrap_or_default();
        let mut kept = Vec::new();
        for pressable in tracked {
            let mut live = false;
            for command in &pressable.commands {
                live |= core.button_is_live(channel, command).await;
            }
            if live {
                kept.push(pressable);
            } else if let Err(e) = bot.edit_message_reply_markup(pressable.chat, pressable.message).await {
                tracing::warn!(error = %e, "cannot remove settled buttons");
            }
        }
        if !kept.is_empty() {
            self.sent.lock().unwrap_or_else(|p| p.into_inner()).entry(channel.clone()).or_default().extend(kept);
        }
    }
}
