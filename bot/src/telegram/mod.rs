//! The Telegram adapter (teloxide): updates become [`Incoming`]
//! messages for the chat core, its replies become Telegram messages and photos.
//!
//! Updates of one chat are handled in order (teloxide's dispatcher queues them per chat);
//! an update delivered twice is handled once (its id is claimed in storage, a move's in
//! the transaction that commits it). The
//! replies wait in per-chat outboxes (`outbox`), so sending never holds up handling.
//! The bot long-polls by default, or serves a webhook when one is configured.

mod buttons;
pub(crate) mod incoming;
mod outbox;
mod outgoing;
pub mod picking;
mod topics;

use std::convert::Infallible;
use std::fmt;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use engine::Message;
use teloxide::adaptors::throttle::Limits;
use teloxide::dispatching::{Dispatcher, ShutdownToken};
use teloxide::error_handlers::LoggingErrorHandler;
use teloxide::prelude::*;
use teloxide::types::{BotCommand, UpdateKind};
use teloxide::update_listeners::{self, webhooks};
use teloxide::{ApiError, RequestError};
use tokio_util::sync::CancellationToken;
use url::Url;

use crate::command;
use crate::core::{Core, Deliver, Incoming};
use crate::i18n::Lang;
use outbox::{Kind, Outboxes};
pub use outgoing::TgBot;

pub const PLATFORM: &str = "telegram";

/// How often expired challenges and decision deadlines are swept.
const SWEEP_EVERY: Duration = Duration::from_secs(5);
/// How long a stopping bot may take to send the replies still waiting.
const FLUSH_WITHIN: Duration = Duration::from_secs(10);

/// Where Telegram delivers updates when not long polling.
#[derive(Clone, Debug)]
pub struct Webhook {
    /// The public HTTPS address Telegram posts to.
    pub url: Url,
    /// The local address the webhook server listens on.
    pub listen: SocketAddr,
}

#[derive(Clone)]
pub struct TelegramConfig {
    pub token: String,
    /// A self-hosted Bot API server (or a test emulator) instead of api.telegram.org.
    pub api_url: Option<Url>,
    pub webhook: Option<Webhook>,
    pub limits: Limits,
}

/// Never shows the token.
impl fmt::Debug for TelegramConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TelegramConfig")
            .field("token", &"***")
            .field("api_url", &self.api_url.as_ref().map(Url::as_str))
            .field("webhook", &self.webhook)
            .finish()
    }
}

/// The limits Telegram documents (the Bot FAQ): one message a second in a chat, 20 a
/// minute in a group, 30 a second in all. teloxide's default allows only 10 a minute in
/// a supergroup, which made an ordinary game's boards arrive tens of seconds late. Edits
/// of a keyboard and the typing indicator are not throttled (they send no message).
pub const TELEGRAM_LIMITS: Limits = Limits {
    messages_per_sec_chat: 1,
    messages_per_min_chat: 20,
    messages_per_min_channel_or_supergroup: 20,
    messages_per_sec_overall: 30,
};

impl TelegramConfig {
    /// Long polling api.telegram.org within Telegram's documented limits.
    pub fn new(token: &str) -> TelegramConfig {
        TelegramConfig { token: token.to_owned(), api_url: None, webhook: None, limits: TELEGRAM_LIMITS }
    }
}

/// What every update handler shares.
struct State {
    core: Arc<Core>,
    username: String,
    prefix: String,
    topics: Arc<topics::Topics>,
    outboxes: Arc<Outboxes>,
}

/// A running bot: its dispatcher, its sweeper and its outboxes.
pub struct Running {
    shutdown: ShutdownToken,
    /// `None` once it was seen to end.
    dispatcher: Option<tokio::task::JoinHandle<()>>,
    sweeper: tokio::task::JoinHandle<()>,
    stop_sweeping: CancellationToken,
    outboxes: Arc<Outboxes>,
    /// The bot's @username.
    pub username: String,
}

impl Running {
    /// Returns when the dispatcher ends by itself (a fatal error): the process should then
    /// stop, so that no clock runs while players' moves cannot arrive.
    pub async fn ended(&mut self) {
        if let Some(dispatcher) = self.dispatcher.as_mut() {
            let _ = dispatcher.await;
            self.dispatcher = None;
        }
    }

    /// Stops taking updates, lets the handlers that run finish and the sweep in progress
    /// end, sends the replies still waiting (for up to 10 s), and returns.
    pub async fn stop(self) {
        self.stop_sweeping.cancel();
        if let Some(dispatcher) = self.dispatcher {
            match self.shutdown.shutdown() {
                Ok(done) => done.await,
                Err(_) => dispatcher.abort(),
            }
            let _ = dispatcher.await;
        }
        let _ = self.sweeper.await;
        if !self.outboxes.flush(FLUSH_WITHIN).await {
            tracing::warn!("replies still waiting to be sent are dropped at shutdown");
        }
    }
}

/// Connects to Telegram, registers the command menu, and starts handling updates.
pub async fn start(core: Arc<Core>, config: &TelegramConfig) -> anyhow::Result<Running> {
    let mut bot = Bot::new(&config.token);
    if let Some(url) = &config.api_url {
        bot = bot.set_api_url(url.clone());
    }
    let bot = bot.throttle(config.limits);
    let me = bot.get_me().await.context("Telegram did not accept the token (getMe failed)")?;
    let username = me.username().to_owned();
    core.require_private_chat(PLATFORM, &format!("https://t.me/{username}?start=play"));
    register_commands(&bot).await;
    let topics = Arc::new(topics::Topics::new(bot.clone(), me.id));
    core.provide_venues(PLATFORM, topics.clone());
    core.link_places(PLATFORM, Arc::new(incoming::place_link));
    let outboxes = Outboxes::new(bot.clone(), core.clone());
    let state = Arc::new(State {
        core: core.clone(),
        username: username.clone(),
        prefix: core.prefix().to_owned(),
        topics,
        outboxes: outboxes.clone(),
    });
    let handler = dptree::entry().endpoint(on_update);
    let mut dispatcher = Dispatcher::builder(bot.clone(), handler)
        .dependencies(dptree::deps![state])
        .default_handler(|_| async {})
        .build();
    let shutdown = dispatcher.shutdown_token();
    let dispatcher = match &config.webhook {
        None => {
            // Polling retries failures for ever; a token Telegram no longer accepts stops
            // the dispatcher instead, and with it the process (see `Running::ended`).
            let listener = update_listeners::polling_default(bot.clone()).await;
            let revoked = CancellationToken::new();
            let told = revoked.clone();
            let errors = Arc::new(move |error: RequestError| {
                let told = told.clone();
                async move {
                    if matches!(error, RequestError::Api(ApiError::InvalidToken)) {
                        told.cancel();
                    } else {
                        tracing::warn!(error = %error, "polling Telegram failed; trying again");
                    }
                }
            });
            tokio::spawn(async move {
                tokio::select! {
                    () = dispatcher.dispatch_with_listener(listener, errors) => {}
                    () = revoked.cancelled() => tracing::error!("Telegram no longer accepts the token: the adapter stops"),
                }
            })
        }
        Some(hook) => {
            let listener = webhooks::axum(bot.clone(), webhooks::Options::new(hook.listen, hook.url.clone()))
                .await
                .context("cannot set the Telegram webhook")?;
            let errors = LoggingErrorHandler::with_custom_text("the webhook listener failed");
            tokio::spawn(async move { dispatcher.dispatch_with_listener(listener, errors).await })
        }
    };
    let stop_sweeping = CancellationToken::new();
    let (stopped, sweep_outboxes) = (stop_sweeping.clone(), outboxes.clone());
    let ai_outboxes = outboxes.clone();
    let deliver: Deliver = Arc::new(move |said| {
        ai_outboxes.post(said, Kind::Change);
        Box::pin(std::future::ready(()))
    });
    // Moves played on the website are announced here as the AI's are.
    core.provide_delivery(PLATFORM, deliver.clone());
    let driver = core.clone().drive_ai(PLATFORM, stop_sweeping.clone(), deliver);
    let sweeper = tokio::spawn(async move {
        let sweeps = async {
            let mut every = tokio::time::interval(SWEEP_EVERY);
            while stopped.run_until_cancelled(every.tick()).await.is_some() {
                sweep_outboxes.post(core.sweep(PLATFORM).await, Kind::Change);
            }
        };
        tokio::join!(sweeps, driver);
    });
    Ok(Running { shutdown, dispatcher: Some(dispatcher), sweeper, stop_sweeping, outboxes, username })
}

async fn on_update(bot: TgBot, update: Update, state: Arc<State>) -> Result<(), Infallible> {
    let core = &state.core;
    let incoming = match &update.kind {
        // A group upgraded to a supergroup: Telegram says so in both; the first moves the
        // match, and the new chat's own queue sees it moved before any later message there.
        UpdateKind::Message(message) if let Some(moved) = message.migrate_to_chat_id() => {
            core.channel_moved(PLATFORM, &message.chat.id.0.to_string(), &moved.0.to_string()).await;
            None
        }
        UpdateKind::Message(message) if let Some(old) = message.migrate_from_chat_id() => {
            core.channel_moved(PLATFORM, &old.0.to_string(), &message.chat.id.0.to_string()).await;
            None
        }
        UpdateKind::Message(message) => {
            state.topics.saw(&message.chat);
            incoming::message(message, &state.username, &state.prefix)
        }
        UpdateKind::CallbackQuery(query) if query.data.as_deref().is_some_and(picking::is_picker_data) => {
            picking::on_press(&bot, core, &state.outboxes, query, update.id.0).await;
            None
        }
        UpdateKind::CallbackQuery(query) => {
            // Stops the button's spinner at once; what the press did is said in the chat. A
            // press on a settled button is told so, to the presser alone.
            let pressed = incoming::button(query, &state.prefix);
            let stale = match (&pressed, query.data.as_deref()) {
                (Some(pressed), Some(command)) => !core.button_is_live(&pressed.channel, command).await,
                _ => false,
            };
            let mut answer = bot.answer_callback_query(query.id.clone());
            if let Some(pressed) = pressed.as_ref().filter(|_| stale) {
                answer = answer.text(core.translate(&pressed.channel, Message::new("button-stale")).await);
            }
            if let Err(e) = answer.await {
                tracing::warn!(error = %e, "cannot answer a button press");
            }
            pressed.filter(|_| !stale)
        }
        _ => None,
    };
    if let Some(mut incoming) = incoming {
        // Handled once, even if Telegram delivers it again.
        incoming.delivery = Some(update.id.0.to_string());
        if !incoming.private && command::may_need_moderator(&incoming.text, &state.prefix) {
            incoming.moderator = is_admin(&bot, &incoming).await;
        }
        let (out, changes) =
            crate::typing::while_typing(core.handle_classed(&incoming), || outgoing::typing(&bot, &incoming.channel))
                .await;
        state.outboxes.post_answer(out, if changes { Kind::Change } else { Kind::Shown }, Some(&incoming));
    }
    Ok(())
}

/// Whether the author administers the chat (Telegram's moderators); a failure to ask
/// counts as no.
async fn is_admin(bot: &TgBot, incoming: &Incoming) -> bool {
    let (Ok(chat), Ok(user)) = (incoming.channel.channel.parse::<i64>(), incoming.author.id.parse::<u64>()) else {
        return false;
    };
    match bot.get_chat_member(ChatId(chat), UserId(user)).await {
        Ok(member) => member.is_privileged(),
        Err(e) => {
            tracing::warn!(error = %e, "cannot ask whether a user administers a chat");
            false
        }
    }
}

/// The command menu, in English and (for Italian users) with the Italian names.
async fn register_commands(bot: &TgBot) {
    for lang in [Lang::En, Lang::It] {
        let commands = command::NAMES.iter().map(|(_, en, it, description)| {
            let name = if lang == Lang::It { it } else { en };
            BotCommand::new(*name, lang.key(description))
        });
        let mut request = bot.set_my_commands(commands.collect::<Vec<_>>());
        if lang != Lang::En {
            request = request.language_code(lang.code());
        }
        if let Err(e) = request.await {
            tracing::warn!(error = %e, lang = lang.code(), "cannot register the command menu");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_configuration_never_shows_the_token() {
        let mut config = TelegramConfig::new("123456:SECRET-token");
        config.api_url = Some("http://127.0.0.1:8081".parse().unwrap());
        let shown = format!("{config:?}");
        assert!(!shown.contains("SECRET") && shown.contains("***") && shown.contains("127.0.0.1:8081"), "{shown}");
    }
}
