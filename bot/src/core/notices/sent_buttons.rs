//! The messages an adapter sent with buttons, by channel, so that once their buttons no
//! longer mean anything (a challenge accepted, declined, withdrawn or expired; a takeback
//! answered) the adapter removes them. Kept in memory: after a restart, buttons already
//! settled stay, and a press on one is answered privately.

use std::collections::HashMap;
use std::sync::Mutex;

use crate::core::{Button, Core};
use crate::model::ChannelKey;

/// Channels whose button messages are remembered before the memory starts again.
const CHANNELS_KEPT: usize = 10_000;

/// `M` is how the platform finds a message again (a chat and message id).
pub struct SentButtons<M> {
    sent: Mutex<HashMap<ChannelKey, Vec<Sent<M>>>>,
}

/// A message with buttons, and the commands its buttons send.
struct Sent<M> {
    message: M,
    commands: Vec<String>,
}

impl<M> Default for SentButtons<M> {
    fn default() -> Self {
        SentButtons { sent: Mutex::default() }
    }
}

impl<M> SentButtons<M> {
    /// Notes a message sent to `channel` with `buttons` under it.
    pub fn track(&self, channel: &ChannelKey, message: M, buttons: &[Button]) {
        if buttons.is_empty() {
            return;
        }
        let mut sent = self.sent.lock().unwrap_or_else(|p| p.into_inner());
        if sent.len() >= CHANNELS_KEPT && !sent.contains_key(channel) {
            sent.clear();
        }
        let commands = buttons.iter().map(|b| b.command.clone()).collect();
        sent.entry(channel.clone()).or_default().push(Sent { message, commands });
    }

    /// The messages of `channel` whose buttons no longer mean anything, forgotten here:
    /// the adapter removes their buttons.
    pub async fn settled(&self, core: &Core, channel: &ChannelKey) -> Vec<M> {
        let tracked = self.sent.lock().unwrap_or_else(|p| p.into_inner()).remove(channel).unwrap_or_default();
        let (mut kept, mut settled) = (Vec::new(), Vec::new());
        for sent in tracked {
            let mut live = false;
            for command in &sent.commands {
                live |= core.button_is_live(channel, command).await;
            }
            if live { kept.push(sent) } else { settled.push(sent.message) }
        }
        if !kept.is_empty() {
            self.sent.lock().unwrap_or_else(|p| p.into_inner()).entry(channel.clone()).or_default().extend(kept);
        }
        settled
    }
}
