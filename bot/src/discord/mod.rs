//! The Discord adapter (serenity, with poise for slash commands): messages, slash
//! commands and button presses become [`Incoming`] messages for the chat core, its
//! replies become Discord messages with the board attached.
//!
//! Text commands (`!move b1 b4`, bare moves) need the Message Content intent; without it
//! (the intent is refused, or `DISCORD_MESSAGE_CONTENT=no`) the bot still answers slash
//! commands, buttons, DMs and messages that mention it.

pub(crate) mod incoming;
mod outgoing;
pub mod picking;
mod slash;
mod slash_options;
mod threads;

use std::fmt;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::Context as _;
use engine::Message;
use serenity::all::{
    ChannelId, ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseFollowup, EditMessage,
    FullEvent, GatewayIntents, GuildId, HttpBuilder, Interaction, Message as DiscordMessage, ShardManager,
    User as DiscordUser, UserId,
};
use serenity::gateway::GatewayError;
use tokio::sync::Notify;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use crate::command;
use crate::core::{Core, Deliver, Incoming, Outgoing};
use outgoing::{Keys, Sender};

pub const PLATFORM: &str = "discord";

/// How often expired challenges and decision deadlines are swept.
const SWEEP_EVERY: Duration = Duration::from_secs(5);
/// How long start-up may take before the gateway is declared unreachable.
const READY_WITHIN: Duration = Duration::from_secs(60);

/// Which shards this process runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shards {
    /// As many as Discord recommends, all here.
    Auto,
    /// `total` shards, all here.
    All { total: u32 },
    /// Shards `first..=last` of `total`: another process runs the others.
    Range { first: u32, last: u32, total: u32 },
}

impl std::str::FromStr for Shards {
    type Err = String;

    /// `auto`, `4` (four shards), or `0-1/4` (shards 0 and 1 of four).
    fn from_str(text: &str) -> Result<Shards, String> {
        let bad = || format!("{text:?} is not auto, a shard count like 4, or a range like 0-1/4");
        let text = text.trim();
        if text.eq_ignore_ascii_case("auto") {
            return Ok(Shards::Auto);
        }
        let Some((range, total)) = text.split_once('/') else {
            let total = text.parse().ok().filter(|n| *n > 0).ok_or_else(bad)?;
            return Ok(Shards::All { total });
        };
        let total: u32 = total.parse().map_err(|_| bad())?;
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        let (first, last): (u32, u32) = (first.parse().map_err(|_| bad())?, last.parse().map_err(|_| bad())?);
        if first > last || last >= total {
            return Err(bad());
        }
        Ok(Shards::Range { first, last, total })
    }
}

#[derive(Clone)]
pub struct DiscordConfig {
    pub token: String,
    /// Slash commands are registered to this guild only (immediate; for testing), else
    /// globally.
    pub guild: Option<u64>,
    /// A proxy or emulator for the REST API (`http://host:port`; requests go to its
    /// `/api/v10/...`). Serenity's ratelimiter is off then: the proxy keeps the limits.
    pub api_url: Option<String>,
    /// A gateway address instead of the one Discord announces.
    pub gateway_url: Option<String>,
    pub shards: Shards,
    /// Ask for the Message Content intent (text commands).
    pub message_content: bool,
}

/// Never shows the token.
impl fmt::Debug for DiscordConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DiscordConfig")
            .field("token", &"***")
            .field("guild", &self.guild)
            .field("api_url", &self.api_url)
            .field("gateway_url", &self.gateway_url)
            .field("shards", &self.shards)
            .field("message_content", &self.message_content)
            .finish()
    }
}

impl DiscordConfig {
    pub fn new(token: &str) -> DiscordConfig {
        DiscordConfig {
            token: token.to_owned(),
            guild: None,
            api_url: None,
            gateway_url: None,
            shards: Shards::Auto,
            message_content: true,
        }
    }
}

/// What every handler shares (poise's user data).
pub struct Data {
    core: Arc<Core>,
    sender: Arc<Sender>,
    prefix: String,
    /// The events being handled: a stopping bot lets them finish.
    in_hand: TaskTracker,
    /// Who opened a thread for a challenge lately.
    thread_openers: Arc<threads::Cooldown>,
}

impl Data {
    /// Handles a message and delivers the replies; a closed-DM notice goes to its channel.
    async fn run(&self, incoming: &Incoming) {
        let _in_hand = self.in_hand.token();
        let typing = || outgoing::typing(&self.sender.http, &incoming.channel);
        let out = crate::typing::while_typing(self.core.handle(incoming), typing).await;
        self.sender.deliver(&self.core, out, Some(&incoming.channel)).await;
        self.core.replied(incoming);
    }
}

type Error = anyhow::Error;

/// A running bot: its shards and its sweeper.
pub struct Running {
    /// `None` once it was seen to end.
    client: Option<tokio::task::JoinHandle<()>>,
    sweeper: tokio::task::JoinHandle<()>,
    stop_sweeping: CancellationToken,
    manager: Arc<Mutex<Option<Arc<ShardManager>>>>,
    in_hand: TaskTracker,
}

/// How long a stopping bot waits for the events in hand.
const FINISH_WITHIN: Duration = Duration::from_secs(10);

impl Running {
    /// Returns when the client ends by itself (a fatal gateway error): the process should
    /// then stop, so that no clock runs while players' moves cannot arrive.
    pub async fn ended(&mut self) {
        if let Some(client) = self.client.as_mut() {
            let _ = client.await;
            self.client = None;
        }
    }

    /// How many events are being handled: none once every press and message that arrived
    /// was answered.
    pub fn in_hand(&self) -> usize {
        self.in_hand.len()
    }

    /// Disconnects every shard (no new events), lets the events in hand and the sweep in
    /// progress finish and deliver their replies (for up to 10 s), and stops.
    pub async fn stop(self) {
        self.stop_sweeping.cancel();
        let manager = self.manager.lock().unwrap_or_else(|p| p.into_inner()).clone();
        if let Some(manager) = manager {
            manager.shutdown_all().await;
        }
        if let Some(client) = self.client {
            let _ = client.await;
        }
        // A sweep still delivering to rate-limited channels is not waited for long.
        let mut sweeper = self.sweeper;
        if tokio::time::timeout(FINISH_WITHIN, &mut sweeper).await.is_err() {
            sweeper.abort();
            tracing::warn!("the sweep in progress was cut short at shutdown");
        }
        self.in_hand.close();
        if tokio::time::timeout(FINISH_WITHIN, self.in_hand.wait()).await.is_err() {
            tracing::warn!("events still in hand are dropped at shutdown");
        }
    }
}

fn intents(message_content: bool) -> GatewayIntents {
    let base = GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES | GatewayIntents::DIRECT_MESSAGES;
    if message_content { base | GatewayIntents::MESSAGE_CONTENT } else { base }
}

/// Discord's REST API, or the configured proxy (whose own ratelimiting replaces serenity's).
/// Nothing the bot sends pings anyone unless the message names who (see
/// [`outgoing::mentions`]): text echoed from users may hold `@everyone` or a role.
fn http(config: &DiscordConfig) -> serenity::http::Http {
    let mut http = HttpBuilder::new(&config.token).default_allowed_mentions(outgoing::mentions(&[]));
    if let Some(url) = &config.api_url {
        http = http.proxy(url.trim_end_matches('/')).ratelimiter_disabled(true);
    }
    http.build()
}

/// Connects to Discord, registers the slash commands, and starts handling events; returns
/// once the first shard is ready.
pub async fn start(core: Arc<Core>, config: &DiscordConfig) -> anyhow::Result<Running> {
    let http = Arc::new(http(config));
    let sender = Arc::new(Sender::new(http.clone()));
    core.provide_venues(PLATFORM, Arc::new(threads::Threads { http: http.clone() }));
    core.link_places(PLATFORM, Arc::new(incoming::place_link));
    core.name_places(PLATFORM, Arc::new(incoming::place_mention));
    let in_hand = TaskTracker::new();
    let data = Arc::new(Data {
        core: core.clone(),
        sender: sender.clone(),
        prefix: core.prefix().to_owned(),
        in_hand: in_hand.clone(),
        thread_openers: Arc::default(),
    });
    let ready = Arc::new(Notify::new());
    let manager = Arc::new(Mutex::new(None));
    let mut client = connect(config, &data, &ready, config.message_content).await?;
    *manager.lock().unwrap_or_else(|p| p.into_inner()) = Some(client.shard_manager.clone());
    let (config, shared, signal, managed) = (config.clone(), data.clone(), ready.clone(), manager.clone());
    let mut client = tokio::spawn(async move {
        let mut message_content = config.message_content;
        loop {
            match run_shards(&mut client, config.shards).await {
                Err(serenity::Error::Gateway(GatewayError::DisallowedGatewayIntents)) if message_content => {
                    tracing::warn!(
                        "Discord refused the Message Content intent: text commands are off, slash commands work. \
                         Enable the intent in the Developer Portal (Bot > Privileged Gateway Intents)."
                    );
                    message_content = false;
                    match connect(&config, &shared, &signal, false).await {
                        Ok(next) => client = next,
                        Err(e) => return tracing::error!(error = format!("{e:#}"), "cannot reconnect to Discord"),
                    }
                    *managed.lock().unwrap_or_else(|p| p.into_inner()) = Some(client.shard_manager.clone());
                }
                Err(e) => return tracing::error!(error = %e, "the Discord client stopped"),
                Ok(()) => return,
            }
        }
    });
    tokio::select! {
        () = ready.notified() => {}
        _ = &mut client => anyhow::bail!("the Discord client stopped before it was ready (is DISCORD_TOKEN right?)"),
        () = tokio::time::sleep(READY_WITHIN) => anyhow::bail!("Discord's gateway did not answer within a minute"),
    }
    let stop_sweeping = CancellationToken::new();
    let stopped = stop_sweeping.clone();
    let (ai_sender, ai_core) = (sender.clone(), core.clone());
    let deliver: Deliver = Arc::new(move |said| {
        let (sender, core) = (ai_sender.clone(), ai_core.clone());
        Box::pin(async move { sender.deliver_side_by_side(&core, said).await })
    });
    // Moves played on the website are announced here as the AI's are.
    core.provide_delivery(PLATFORM, deliver.clone());
    let driver = core.clone().drive_ai(PLATFORM, stop_sweeping.clone(), deliver);
    let sweeper = tokio::spawn(async move {
        let sweeps = async {
            let mut every = tokio::time::interval(SWEEP_EVERY);
            while stopped.run_until_cancelled(every.tick()).await.is_some() {
                let out = core.sweep(PLATFORM).await;
                sender.deliver_side_by_side(&core, out).await;
            }
        };
        tokio::join!(sweeps, driver);
    });
    Ok(Running { client: Some(client), sweeper, stop_sweeping, manager, in_hand })
}

async fn run_shards(client: &mut serenity::Client, shards: Shards) -> Result<(), serenity::Error> {
    match shards {
        Shards::Auto => client.start_autosharded().await,
        Shards::All { total } => client.start_shards(total).await,
        Shards::Range { first, last, total } => client.start_shard_range(first..last + 1, total).await,
    }
}

/// A client with the poise framework; `ready` is told once the commands are registered.
async fn connect(
    config: &DiscordConfig,
    data: &Arc<Data>,
    ready: &Arc<Notify>,
    message_content: bool,
) -> anyhow::Result<serenity::Client> {
    let (data, ready, guild) = (data.clone(), ready.clone(), config.guild);
    let options = poise::FrameworkOptions {
        commands: slash::commands(),
        event_handler: |ctx, event| Box::pin(on_event(ctx, event)),
        on_error: |error| Box::pin(on_error(error)),
        allowed_mentions: Some(outgoing::mentions(&[])),
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        .setup(move |ctx, ready_event, framework| {
            // Follow-ups to interactions go through the sender's own client.
            data.sender.http.set_application_id(ready_event.application.id);
            Box::pin(async move {
                let commands = &framework.options().commands;
                match guild {
                    Some(id) => poise::builtins::register_in_guild(ctx, commands, GuildId::new(id)).await,
                    None => poise::builtins::register_globally(ctx, commands).await,
                }
                .context("cannot register the slash commands")?;
                ready.notify_one();
                Ok(Data {
                    core: data.core.clone(),
                    sender: data.sender.clone(),
                    prefix: data.prefix.clone(),
                    in_hand: data.in_hand.clone(),
                    thread_openers: data.thread_openers.clone(),
                })
            })
        })
        .build();
    let client = serenity::all::ClientBuilder::new_with_http(http(config), intents(message_content))
        .framework(framework)
        .await
        .context("cannot build the Discord client")?;
    if let Some(url) = &config.gateway_url {
        *client.ws_url.lock().await = url.clone();
    }
    Ok(client)
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(error = format!("{error:#}"), command = %ctx.command().name, "a slash command failed")
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "cannot report a framework error");
            }
        }
    }
}

async fn on_event(ctx: poise::FrameworkContext<'_, Data, Error>, event: &FullEvent) -> Result<(), Error> {
    let _in_hand = ctx.user_data.in_hand.token();
    match event {
        FullEvent::Message { new_message } => {
            on_message(ctx.user_data, &ctx.serenity_context.cache, ctx.bot_id(), new_message).await
        }
        FullEvent::InteractionCreate { interaction: Interaction::Component(press) }
            if picking::is_picker_data(&press.data.custom_id) =>
        {
            picking::on_press(ctx.user_data, press).await
        }
        FullEvent::InteractionCreate { interaction: Interaction::Component(press) } => {
            on_button(ctx.user_data, press).await
        }
        _ => {}
    }
    Ok(())
}

async fn on_message(data: &Data, cache: &serenity::cache::Cache, bot: UserId, message: &DiscordMessage) {
    let Some(mut incoming) = incoming::message(message, bot, &data.prefix) else { return };
    if !incoming.private && command::may_need_moderator(&incoming.text, &data.prefix) {
        incoming.moderator = moderates(cache, message);
    }
    if !incoming.private
        && let Some((text, game)) = incoming::thread_challenge(&incoming.text, &data.prefix)
    {
        let challenge = Incoming { text, ..incoming.clone() };
        match open_thread(data, message.channel_id, &message.author, &game, &challenge).await {
            Err(refusal) => return data.sender.deliver(&data.core, refusal, Some(&incoming.channel)).await,
            Ok(Some((thread, pointer))) => {
                let _ = data.sender.post(message.channel_id, &pointer, None, Keys::NONE, &[]).await;
                incoming = Incoming { channel: incoming::channel(thread), ..challenge };
            }
            Ok(None) => incoming = challenge,
        }
    }
    data.run(&incoming).await;
}

/// Whether a message's author may manage messages in its channel (or the thread's
/// parent), from the cached server, its roles and the channel's overwrites.
fn moderates(cache: &serenity::cache::Cache, message: &DiscordMessage) -> bool {
    let (Some(guild_id), Some(member)) = (message.guild_id, message.member.as_deref()) else { return false };
    let Some(guild) = cache.guild(guild_id) else { return false };
    let channel = guild.channels.get(&message.channel_id).or_else(|| {
        let thread = guild.threads.iter().find(|t| t.id == message.channel_id)?;
        guild.channels.get(&thread.parent_id?)
    });
    channel.is_some_and(|c| guild.partial_member_permissions_in(c, message.author.id, member).manage_messages())
}

/// A challenge's button: only a press by someone the challenge waits for counts; others
/// are told, privately, that it is not for them. Once the challenge is settled its buttons
/// go. The press is acknowledged first, within Discord's 3 s: what it did is said in the
/// channel, or to the presser alone.
async fn on_button(data: &Data, press: &ComponentInteraction) {
    let http = &data.sender.http;
    let _ = outgoing::retrying(|| press.create_response(http, CreateInteractionResponse::Acknowledge)).await;
    let Some(command) = incoming::button_command(&press.data.custom_id) else { return };
    let channel = incoming::channel(press.channel_id);
    let author = incoming::presser(press);
    if !data.core.button_is_live(&channel, command).await {
        answer_privately(data, press, Message::new("button-stale")).await;
        return remove_buttons(data, press).await;
    }
    if !data.core.awaits_answer(&channel, &author, None).await {
        return answer_privately(data, press, Message::new("discord-not-for-you")).await;
    }
    let incoming = Incoming {
        channel,
        author,
        text: format!("{}{command}", data.prefix),
        mentions: Vec::new(),
        private: press.guild_id.is_none(),
        handle: None,
        community: incoming::community(press.guild_id, press.channel_id),
        moderator: press.member.as_ref().and_then(|m| m.permissions).is_some_and(|p| p.manage_messages()),
        delivery: Some(press.id.to_string()),
        command: None,
    };
    let out = data.core.handle(&incoming).await;
    data.sender.deliver(&data.core, out, Some(&incoming.channel)).await;
    data.core.replied(&incoming);
    if !data.core.button_is_live(&incoming.channel, command).await {
        remove_buttons(data, press).await;
    }
}

/// Removes the buttons of the message a press was made on.
async fn remove_buttons(data: &Data, press: &ComponentInteraction) {
    let settled = EditMessage::new().components(Vec::new());
    if let Err(e) = press.channel_id.edit_message(&data.sender.http, press.message.id, settled).await {
        tracing::warn!(error = %e, "cannot remove settled buttons");
    }
}

/// Answers an acknowledged button press to the presser alone.
async fn answer_privately(data: &Data, press: &ComponentInteraction, message: Message) {
    let text = data.core.translate(&incoming::channel(press.channel_id), message).await;
    let private = CreateInteractionResponseFollowup::new().content(text).ephemeral(true);
    let _ = outgoing::retrying(|| press.create_followup(&data.sender.http, private.clone())).await;
}

/// Opens a public thread under `parent` for a challenge: the thread, and the line that
/// points to it in the parent channel. The challenge is checked first, and a user opens
/// at most one thread a minute: `Err` holds the refusal to say in the channel. `Ok(None)`
/// (the challenge stays in the channel) when Discord refuses, as it does in DMs or
/// without the permission.
async fn open_thread(
    data: &Data,
    parent: ChannelId,
    author: &DiscordUser,
    game: &str,
    challenge: &Incoming,
) -> Result<Option<(ChannelId, String)>, Vec<Outgoing>> {
    let refusal = data.core.check_challenge(challenge).await;
    if !refusal.is_empty() {
        return Err(refusal);
    }
    if let Err(wait) = data.thread_openers.take(author.id, std::time::Instant::now()) {
        let line = Message::new("discord-thread-cooldown").num("seconds", wait.as_secs().max(1) as i64);
        let text = data.core.translate(&challenge.channel, line).await;
        let buttons = Vec::new();
        return Err(vec![Outgoing::Channel {
            channel: challenge.channel.clone(),
            text,
            image: None,
            buttons,
            notify: Vec::new(),
            picker: None,
            turn: false,
        }]);
    }
    let name = format!("{game} · {}", author.display_name());
    match threads::open(&data.sender.http, parent, &name).await {
        Ok(thread) => {
            let line = Message::new("discord-thread-opened").with("thread", threads::link(thread.id));
            Ok(Some((thread.id, data.core.translate(&incoming::channel(parent), line).await)))
        }
        Err(e) => {
            tracing::warn!(error = %e, "cannot open a thread: the challenge stays in the channel");
            Ok(None)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_are_auto_a_count_or_a_range_of_a_total() {
        assert_eq!("auto".parse(), Ok(Shards::Auto));
        assert_eq!("4".parse(), Ok(Shards::All { total: 4 }));
        assert_eq!("0-1/4".parse(), Ok(Shards::Range { first: 0, last: 1, total: 4 }));
        assert_eq!("3/4".parse(), Ok(Shards::Range { first: 3, last: 3, total: 4 }));
        for bad in ["0", "2-1/4", "0-4/4", "x", "1-/2"] {
            assert!(bad.parse::<Shards>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_configuration_never_shows_the_token() {
        let mut config = DiscordConfig::new("MTIz.SECRET.token");
        config.api_url = Some("http://127.0.0.1:3000".into());
        let shown = format!("{config:?}");
        assert!(!shown.contains("SECRET") && shown.contains("***") && shown.contains("127.0.0.1:3000"), "{shown}");
    }
}
