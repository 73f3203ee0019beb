//! Pickers on Telegram: an inline keyboard under the board (or the turn line, or a private
//! prompt), eight buttons a row, that a tap edits in place into the next step, with a back
//! button; the last tap plays. Only the latest picker of a chat keeps its keyboard: the
//! one before loses it when a new board or picker is posted there.

use teloxide::prelude::*;
use teloxide::types::{CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, MessageId, WebAppInfo};

use super::outbox::{Kind, Outboxes};
use super::outgoing::TgBot;
use engine::Message;

use crate::core::{Core, LatestPickers, Outgoing, Picker, Pressed};

/// Buttons in a row of a picker's keyboard.
const ROW: usize = 8;

/// Telegram's longest callback data, in bytes.
pub const CALLBACK_DATA_MAX: usize = 64;

/// Telegram's most buttons in one inline keyboard.
pub const KEYBOARD_MAX: usize = 100;

/// Whether a press's data is a picker's (see [`crate::core::Picker`]).
pub fn is_picker_data(data: &str) -> bool {
    data.starts_with("pk:")
}

/// A step as an inline keyboard: its choices eight a row, then the back button.
pub fn keyboard(picker: &Picker, app: Option<&str>) -> InlineKeyboardMarkup {
    let button = |label: &str, data: &str| InlineKeyboardButton::callback(label.to_owned(), data.to_owned());
    let mut rows: Vec<Vec<InlineKeyboardButton>> =
        picker.choices.chunks(ROW).map(|row| row.iter().map(|c| button(&c.label, &c.data)).collect()).collect();
    if let Some(back) = &picker.back {
        rows.push(vec![button(&picker.back_label, back)]);
    }
    // The Mini App: the same decision, made by touching the board. Telegram opens only
    // HTTPS addresses this way (a site served over plain HTTP, as on a laptop, has none).
    if let Some(url) = app.and_then(|url| url.parse::<url::Url>().ok()).filter(|url| url.scheme() == "https") {
        rows.push(vec![InlineKeyboardButton::web_app(picker.board_label.clone(), WebAppInfo { url })]);
    }
    InlineKeyboardMarkup::new(rows)
}

/// The last message of each chat (and topic) that carries a picker.
#[derive(Default)]
pub struct Pickers(LatestPickers<(ChatId, Option<i32>), MessageId>);

impl Pickers {
    /// A board or a picker was posted as `message` in `chat`: the picker before it there
    /// loses its keyboard, and `message` is remembered when it carries one.
    /// Whether a later message of the chat carries its picker (a stale press on an older
    /// board clears that board instead of giving it a fresh picker).
    pub fn superseded(&self, chat: ChatId, topic: Option<i32>, message: MessageId) -> bool {
        self.0.superseded(&(chat, topic), message)
    }

    pub async fn posted(&self, bot: &TgBot, chat: ChatId, topic: Option<i32>, message: MessageId, picker: bool) {
        if let Some(before) = self.0.posted((chat, topic), message, picker)
            && let Err(e) = bot.edit_message_reply_markup(chat, before).await
        {
            tracing::warn!(error = %e, "cannot remove an older picker");
        }
    }
}

/// A tap on a picker: the next step in place, a word to the presser alone, or the move
/// played (its replies go to the outboxes).
pub async fn on_press(
    bot: &TgBot,
    core: &Core,
    outboxes: &std::sync::Arc<Outboxes>,
    query: &CallbackQuery,
    update: u32,
) {
    let Some(mut incoming) = super::incoming::pressed(query, query.data.clone().unwrap_or_default()) else {
        answer(bot, query, None).await;
        return;
    };
    incoming.delivery = Some(update.to_string());
    let message = query.message.as_ref().map(|m| (m.chat().id, m.id()));
    match core.press(&incoming).await {
        Pressed::Step(step) => {
            answer(bot, query, None).await;
            edit(bot, message, &step).await;
        }
        Pressed::Private { step, text } => {
            answer(bot, query, Some(text)).await;
            let platform = incoming.channel.platform.clone();
            let (user, picker) = (incoming.author.clone(), Some(step.clone()));
            let private = Outgoing::Private { platform, user, text: step.title, image: None, picker };
            outboxes.post(vec![private], Kind::Change);
        }
        Pressed::Note { text, fresh } => {
            // Only the latest board carries buttons: an older one pressed loses its own,
            // and the presser is pointed to the latest.
            let topic = incoming.channel.thread.parse().ok();
            let older = message.is_some_and(|(chat, id)| outboxes.pickers().superseded(chat, topic, id));
            match (&fresh, message) {
                (_, Some((chat, id))) if older => {
                    let elsewhere = core.translate(&incoming.channel, Message::new("picker-stale-elsewhere")).await;
                    answer(bot, query, Some(elsewhere)).await;
                    if let Err(e) = bot.edit_message_reply_markup(chat, id).await {
                        tracing::warn!(error = %e, "cannot remove an older picker");
                    }
                }
                (Some(fresh), _) => {
                    answer(bot, query, Some(text)).await;
                    edit(bot, message, fresh).await;
                }
                (None, _) => answer(bot, query, Some(text)).await,
            }
        }
        Pressed::Played { out, text } => {
            answer(bot, query, Some(text)).await;
            outboxes.post_answer(out, Kind::Change, Some(&incoming));
        }
        Pressed::Over(text) => {
            answer(bot, query, Some(text)).await;
            if let Some((chat, id)) = message
                && let Err(e) = bot.edit_message_reply_markup(chat, id).await
            {
                tracing::warn!(error = %e, "cannot remove the picker of a finished match");
            }
        }
    }
}

/// Stops the button's spinner, with a word for the presser alone.
async fn answer(bot: &TgBot, query: &CallbackQuery, text: Option<String>) {
    let mut answer = bot.answer_callback_query(query.id.clone());
    if let Some(text) = text {
        answer = answer.text(text);
    }
    if let Err(e) = answer.await {
        tracing::warn!(error = %e, "cannot answer a press");
    }
}

/// Shows `step` on the pressed message's keyboard.
async fn edit(bot: &TgBot, message: Option<(ChatId, MessageId)>, step: &Picker) {
    let Some((chat, id)) = message else { return };
    if let Err(e) = bot.edit_message_reply_markup(chat, id).reply_markup(keyboard(step, None)).await {
        tracing::warn!(error = %e, "cannot show a picker's step");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::largest_steps;

    #[test]
    fn every_keyboard_of_the_largest_cases_keeps_telegrams_limits() {
        for (name, steps) in largest_steps() {
            for step in steps {
                let keyboard = keyboard(step, Some("https://games.example.org/app/0123456789abcdef0123456789abcdef"));
                let buttons: Vec<&InlineKeyboardButton> = keyboard.inline_keyboard.iter().flatten().collect();
                assert!(buttons.len() <= KEYBOARD_MAX, "{name}: {} buttons", buttons.len());
                assert!(keyboard.inline_keyboard.iter().all(|row| row.len() <= ROW));
                let (app, buttons) = buttons.split_last().expect("buttons");
                assert!(matches!(&app.kind, teloxide::types::InlineKeyboardButtonKind::WebApp(_)), "the Mini App last");
                for button in buttons {
                    let teloxide::types::InlineKeyboardButtonKind::CallbackData(data) = &button.kind else {
                        panic!("a callback button")
                    };
                    assert!(data.len() <= CALLBACK_DATA_MAX, "{name}: {data}");
                    assert!(is_picker_data(data));
                }
            }
        }
    }
}
