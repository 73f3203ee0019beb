//! From the chat core to Telegram: replies in order, boards as photos with their text as
//! caption, buttons as an inline keyboard. Telegram's rate limits are kept by teloxide's
//! `Throttle` adaptor, which also waits out and retries a 429; network failures are
//! retried here with backoff, so a reply is given up only when Telegram refuses it.

use std::future::Future;
use std::time::Duration;

use teloxide::adaptors::Throttle;
use teloxide::prelude::*;
use teloxide::requests::HasPayload;
use teloxide::types::{InlineKeyboardButton, InlineKeyboardMarkup, InputFile, MessageId, ReplyMarkup, ThreadId};
use teloxide::{ApiError, RequestError};

use super::PLATFORM;
use super::buttons::Buttons;
use super::picking::{self, Pickers};
use crate::core::{Button, Core, FileBody, Outgoing, Picker};
use crate::model::User;
use crate::split::split;

pub type TgBot = Throttle<Bot>;

/// Telegram's longest caption and message, in characters.
const CAPTION_MAX: usize = 1024;
const MESSAGE_MAX: usize = 4096;
/// Attempts at a request that fails to connect before it is given up.
const NETWORK_ATTEMPTS: u32 = 8;
/// The longest a 429's wait is honoured in all for one request; past it the reply is
/// given up and the failure logged.
const FLOOD_WAIT_LIMIT: Duration = Duration::from_secs(120);

/// Where a message goes: a chat, and a forum topic in it.
struct Target {
    chat: ChatId,
    thread: Option<ThreadId>,
}

/// Shows "typing…" in `channel` (see [`crate::typing`]); a failure is only logged.
pub fn typing(bot: &TgBot, channel: &crate::model::ChannelKey) -> futures::future::BoxFuture<'static, ()> {
    let (bot, chat) = (bot.clone(), channel.channel.parse().map(ChatId));
    let thread = channel.thread.parse().ok().map(|id| ThreadId(MessageId(id)));
    Box::pin(async move {
        let Ok(chat) = chat else { return };
        let mut action = bot.send_chat_action(chat, teloxide::types::ChatAction::Typing);
        action.message_thread_id = thread;
        if let Err(e) = action.await {
            tracing::warn!(error = %e, "cannot show the typing indicator");
        }
    })
}

/// Delivers the core's replies one after another, in order; messages with buttons are
/// noted in `buttons`, and the buttons of each channel written to that no longer mean
/// anything are removed.
pub async fn deliver(bot: &TgBot, core: &Core, (buttons, pickers): (&Buttons, &Pickers), out: Vec<Outgoing>) {
    let mut channels = Vec::new();
    for item in out {
        match item {
            Outgoing::Channel { channel, text, image, buttons: pressable, picker, .. } => {
                let chat = channel.channel.parse().map(ChatId);
                let thread = channel.thread.parse().ok().map(|id| ThreadId(MessageId(id)));
                let Ok(chat) = chat else {
                    tracing::error!(channel = %channel.channel, "not a Telegram chat id");
                    continue;
                };
                let image = image.as_deref();
                let keys = Keys { buttons: &pressable, picker: picker.as_ref(), app: None };
                // A group upgraded to a supergroup has a new id: the match follows it.
                let sent = match send(bot, &Target { chat, thread }, &text, image, keys).await {
                    Err(RequestError::MigrateToChatId(moved)) => {
                        core.channel_moved(PLATFORM, &channel.channel, &moved.0.to_string()).await;
                        send(bot, &Target { chat: moved, thread }, &text, image, keys).await
                    }
                    sent => sent,
                };
                if let Ok(sent) = sent {
                    if let Some(message) = sent.buttons.filter(|_| !pressable.is_empty()) {
                        buttons.track(&channel, message, &pressable);
                    }
                    if let Some(board) = sent.board {
                        core.posted_board(&channel, board.0);
                    }
                    if sent.board.is_some() || picker.is_some() {
                        let topic = thread.map(|t| t.0.0);
                        pickers.posted(bot, sent.last.0, topic, sent.last.1, picker.is_some()).await;
                    }
                }
                if !channels.contains(&channel) {
                    channels.push(channel);
                }
            }
            Outgoing::File { channel, caption, name, body } => {
                let (Ok(chat), thread) = (channel.channel.parse().map(ChatId), channel.thread.parse().ok()) else {
                    tracing::error!(channel = %channel.channel, "not a Telegram chat id");
                    continue;
                };
                let thread = thread.map(|id| ThreadId(MessageId(id)));
                let _ = match body {
                    FileBody::Text(text) => {
                        let file = InputFile::memory(text.into_bytes()).file_name(name);
                        retrying(|| {
                            let mut request = bot.send_document(chat, file.clone());
                            let payload = request.payload_mut();
                            payload.message_thread_id = thread;
                            payload.caption = Some(caption.clone());
                            request.send()
                        })
                        .await
                    }
                    FileBody::Animation(gif) => {
                        let file = InputFile::memory(gif).file_name(name);
                        retrying(|| {
                            let mut request = bot.send_animation(chat, file.clone());
                            let payload = request.payload_mut();
                            payload.message_thread_id = thread;
                            payload.caption = Some(caption.clone());
                            request.send()
                        })
                        .await
                    }
                };
            }
            Outgoing::Summary { user, text, message, .. } => {
                let Ok(id) = user.id.parse() else {
                    tracing::error!(user = %user.id, "not a Telegram user id");
                    continue;
                };
                if let Err(RequestError::Api(e)) =
                    summary(bot, core, (ChatId(id), &user), &text, message.as_deref()).await
                    && closed_private_chat(&e)
                {
                    core.private_chat_closed(PLATFORM, &user.id).await;
                }
            }
            Outgoing::Private { user, text, image, picker, .. } => {
                let Ok(id) = user.id.parse() else {
                    tracing::error!(user = %user.id, "not a Telegram user id");
                    continue;
                };
                let app = match picker.as_ref().and_then(|p| crate::core::Address::parse(&p.data)) {
                    Some(address) => core.mini_app_url(PLATFORM, address.id).await,
                    None => None,
                };
                let keys = Keys { buttons: &[], picker: picker.as_ref(), app: app.as_deref() };
                match send(bot, &Target { chat: ChatId(id), thread: None }, &text, image.as_deref(), keys).await {
                    Err(RequestError::Api(e)) if closed_private_chat(&e) => {
                        core.private_chat_closed(PLATFORM, &user.id).await;
                    }
                    Ok(sent) if sent.board.is_some() || picker.is_some() => {
                        pickers.posted(bot, sent.last.0, None, sent.last.1, picker.is_some()).await;
                    }
                    _ => {}
                }
            }
        }
    }
    for channel in channels {
        super::buttons::settle(buttons, bot, core, &channel).await;
    }
}

/// A player's "your games" summary: `message` edited, or a new one sent (and noted) when
/// there is none or it cannot be edited (the player deleted it).
async fn summary(
    bot: &TgBot,
    core: &Core,
    (chat, user): (ChatId, &User),
    text: &str,
    message: Option<&str>,
) -> Result<(), RequestError> {
    // A summary lists few enough games to fit one message.
    let text = split(text, MESSAGE_MAX).into_iter().next().unwrap_or_default();
    if let Some(message) = message.and_then(|m| m.parse::<i32>().ok()) {
        match retrying(|| bot.edit_message_text(chat, MessageId(message), text.clone()).send()).await {
            Ok(_) => return Ok(()),
            // The same text again: nothing to change.
            Err(RequestError::Api(ApiError::MessageNotModified)) => return Ok(()),
            Err(e) => tracing::info!(error = %e, "a summary could not be edited: it is sent again"),
        }
    }
    let sent = retrying(|| bot.send_message(chat, text.clone()).send()).await?;
    core.summary_sent(PLATFORM, &user.id, &sent.id.0.to_string()).await;
    Ok(())
}

/// The user blocked the bot or never opened the private chat.
fn closed_private_chat(error: &ApiError) -> bool {
    match error {
        ApiError::BotBlocked | ApiError::CantInitiateConversation | ApiError::UserDeactivated => true,
        ApiError::Unknown(text) => text.starts_with("Forbidden"),
        _ => false,
    }
}

/// What [`send`] sent: the message with the keyboard (its chat and id), the board's, and
/// the last message.
struct Sent {
    buttons: Option<(ChatId, MessageId)>,
    board: Option<MessageId>,
    last: (ChatId, MessageId),
}

/// What goes under a message: command buttons, or else a picker.
#[derive(Clone, Copy)]
struct Keys<'a> {
    buttons: &'a [Button],
    picker: Option<&'a Picker>,
    /// The Mini App's address, for a "Play on the board" button under a picker (Telegram
    /// allows such buttons only in private chats).
    app: Option<&'a str>,
}

/// Sends text (split to Telegram's sizes) and an optional board photo; the text is the
/// photo's caption when it fits, and the keyboard goes under the last message.
async fn send(
    bot: &TgBot,
    to: &Target,
    text: &str,
    image: Option<&[u8]>,
    keys: Keys<'_>,
) -> Result<Sent, RequestError> {
    let (mut with_buttons, mut board, mut latest) = (None, None, (to.chat, MessageId(0)));
    let keyboard = match keys {
        Keys { buttons: [], picker: Some(picker), app } => {
            Some(ReplyMarkup::InlineKeyboard(picking::keyboard(picker, app)))
        }
        Keys { buttons: [], picker: None, .. } => None,
        Keys { buttons, .. } => Some(keyboard(buttons)),
    };
    let caption = image.as_ref().filter(|_| text.chars().count() <= CAPTION_MAX).map(|_| text);
    let pieces = if caption.is_some() { Vec::new() } else { split(text, MESSAGE_MAX) };
    let last = pieces.len().saturating_sub(1);
    for (i, piece) in pieces.iter().enumerate() {
        let markup = keyboard.clone().filter(|_| image.is_none() && i == last);
        let sent = retrying(|| {
            let mut request = bot.send_message(to.chat, piece.clone());
            let payload = request.payload_mut();
            payload.message_thread_id = to.thread;
            payload.reply_markup = markup.clone();
            request.send()
        })
        .await?;
        if markup.is_some() {
            with_buttons = Some((sent.chat.id, sent.id));
        }
        latest = (sent.chat.id, sent.id);
    }
    if let Some(png) = image {
        let sent = retrying(|| {
            let mut request = bot.send_photo(to.chat, InputFile::memory(png.to_vec()).file_name("board.png"));
            let payload = request.payload_mut();
            payload.message_thread_id = to.thread;
            payload.caption = caption.map(str::to_owned);
            payload.reply_markup = keyboard.clone();
            request.send()
        })
        .await?;
        if keyboard.is_some() {
            with_buttons = Some((sent.chat.id, sent.id));
        }
        board = Some(sent.id);
        latest = (sent.chat.id, sent.id);
    }
    Ok(Sent { buttons: with_buttons, board, last: latest })
}

fn keyboard(buttons: &[Button]) -> ReplyMarkup {
    let row = buttons.iter().map(|b| InlineKeyboardButton::callback(b.label.clone(), b.command.clone()));
    ReplyMarkup::InlineKeyboard(InlineKeyboardMarkup::new([row]))
}

/// Runs a request until it succeeds: flood control (429) is waited out up to two minutes
/// in all, and a request that did not reach Telegram is retried with backoff. Telegram
/// has no idempotency key, so a request that timed out (it may have been delivered) is
/// retried once only: at worst, one duplicate message.
async fn retrying<T, F, Fut>(mut request: F) -> Result<T, RequestError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, RequestError>>,
{
    let (mut failures, mut timeouts, mut flood_waits) = (0, 0, Duration::ZERO);
    loop {
        let error = match request().await {
            Ok(done) => return Ok(done),
            Err(e) => e,
        };
        let timed_out = matches!(&error, RequestError::Network(e) if e.is_timeout());
        let unsent = matches!(&error, RequestError::Io(_)) || matches!(&error, RequestError::Network(_)) && !timed_out;
        let wait = match &error {
            RequestError::RetryAfter(seconds) if flood_waits + seconds.duration() <= FLOOD_WAIT_LIMIT => {
                flood_waits += seconds.duration();
                seconds.duration()
            }
            _ if timed_out && timeouts == 0 => {
                timeouts += 1;
                Duration::from_millis(500)
            }
            _ if unsent && failures + 1 < NETWORK_ATTEMPTS => {
                failures += 1;
                Duration::from_millis(250 << failures.min(7))
            }
            _ => {
                tracing::error!(error = %error, "Telegram refused a reply");
                return Err(error);
            }
        };
        tracing::warn!(error = %error, wait_ms = wait.as_millis() as u64, "retrying a Telegram request");
        tokio::time::sleep(wait).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn flood_waits_are_honoured_up_to_two_minutes_in_all_then_the_reply_is_given_up() {
        let attempts = std::cell::Cell::new(0);
        let started = tokio::time::Instant::now();
        let result: Result<(), RequestError> = retrying(|| {
            attempts.set(attempts.get() + 1);
            async { Err(RequestError::RetryAfter(teloxide::types::Seconds::from_seconds(50))) }
        })
        .await;
        assert!(matches!(result, Err(RequestError::RetryAfter(_))));
        assert_eq!(attempts.get(), 3, "two waits of 50 s fit in two minutes, a third does not");
        assert_eq!(started.elapsed(), Duration::from_secs(100));
    }

    #[test]
    fn a_blocked_or_never_opened_private_chat_is_recognised() {
        assert!(closed_private_chat(&ApiError::BotBlocked));
        assert!(closed_private_chat(&ApiError::Unknown("Forbidden: bot can't initiate conversation".into())));
        assert!(!closed_private_chat(&ApiError::MessageTextIsEmpty));
    }
}
