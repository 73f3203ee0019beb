//! Removing the buttons of settled messages (see [`SentButtons`]) with
//! `editMessageReplyMarkup`.

use teloxide::prelude::*;
use teloxide::types::MessageId;

use super::outgoing::TgBot;
use crate::core::{Core, SentButtons};
use crate::model::ChannelKey;

/// The Telegram messages sent with buttons: their chat and id.
pub type Buttons = SentButtons<(ChatId, MessageId)>;

/// Removes the buttons of `channel`'s messages that no longer mean anything.
pub async fn settle(buttons: &Buttons, bot: &TgBot, core: &Core, channel: &ChannelKey) {
    for (chat, message) in buttons.settled(core, channel).await {
        if let Err(e) = bot.edit_message_reply_markup(chat, message).await {
            tracing::warn!(error = %e, "cannot remove settled buttons");
        }
    }
}
