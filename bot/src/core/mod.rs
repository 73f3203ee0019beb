//! The platform-neutral chat core. An adapter turns a platform message into an
//! [`Incoming`], calls [`Core::handle`], and delivers the [`Outgoing`] replies. Nothing
//! here knows Discord or Telegram.

mod community;
mod computer;
mod finding;
mod incoming;
mod information;
mod moderation;
mod notices;
mod outgoing;
mod play;
mod reply;
mod settings;
#[cfg(test)]
mod tests;

use std::panic::AssertUnwindSafe;
use std::sync::Arc;

use futures::FutureExt;

use engine::Message;
use render::Renderer;

use crate::clock::TimeControl;
use crate::command::{Command, Parsed};
use crate::i18n::Lang;
use crate::model::ChannelKey;
use crate::storage::{Damaged, Newer, Storage, Suspended};
use finding::challenges::Computers;

pub use computer::Deliver;
pub(crate) use finding::terms;
pub use finding::venues::{Venue, VenueCheck, VenueFuture, Venues};
pub use incoming::{Incoming, MAX_INPUT};
pub use information::mygames::PlaceLinks;
pub use moderation::cooldown::{BURST as COOLDOWN_BURST, REFILL_MS as COOLDOWN_REFILL_MS};
pub use notices::latest_pickers::LatestPickers;
#[cfg(test)]
pub(crate) use notices::picker::largest_steps;
pub use notices::picker::{Address, Choice, Opened, Picker, STEP_MAX, Scope, Source, every_step, first_step, open};
pub use notices::picker_cases::largest_cases;
pub use notices::press::Pressed;
pub use notices::sent_buttons::SentButtons;
pub use outgoing::{Button, FileBody, Outgoing};
pub use play::database_clock::DatabaseClock;
use reply::Reply;
pub use settings::{Clock, Settings, SystemClock};

/// The text on which the `chat-handle` failpoint fires (when a test configures it).
pub const PANIC_ON: &str = "!failpoint";
/// Text containing this fires the `chat-slow` failpoint (a test makes it sleep).
pub const SLOW_ON: &str = "failpoint-slow";

/// Runs `work`, turning a panic into an error, so that one update or one sweep item
/// that panics is logged and answered without taking down the task that runs the rest.
async fn contained<T>(work: impl Future<Output = anyhow::Result<T>>) -> anyhow::Result<T> {
    match AssertUnwindSafe(work).catch_unwind().await {
        Ok(done) => done,
        Err(panic) => {
            let text =
                panic.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| panic.downcast_ref::<String>().cloned());
            Err(anyhow::anyhow!("panicked: {}", text.as_deref().unwrap_or("(no message)")))
        }
    }
}

/// The chat core: what every part takes (the storage, the renderer, the settings, the
/// clock), and each part's own state, kept in its room's module.
pub struct Core {
    storage: Storage,
    renderer: Arc<Renderer>,
    settings: Settings,
    clock: Arc<dyn Clock>,
    /// This process among those sharing the database (the holder of sweep leases).
    instance: String,
    /// Channel locks, seeds, hints given.
    play: play::state::Play,
    /// Platforms' places for tournament games.
    venues: finding::venues::Providers,
    /// The names users were last stored with.
    seen_names: community::people::SeenNames,
    /// The thinking threads, reviews, the channels waiting for the AI or answering.
    computer: computer::state::Computer,
    /// Private chats' links, news held until a sweep, replies sent until marked.
    notices: notices::Notices,
    /// Links to and names of platforms' places.
    places: information::places::Places,
    /// help, games and rules.
    guide: information::info::Guide,
    /// Links to the website, and `web on|off`.
    site: community::site::Site,
    /// Profiles and leaderboards.
    standings: community::ranking::Standings,
    /// export, delete and combat: the records of the community's matches.
    records: play::records::Records,
    /// Who moderates; abort and the channel's clock.
    moderation: moderation::Moderation,
    /// Each user's allowance of expensive commands (images, exports, analyses).
    cooldown: moderation::cooldown::Cooldown,
}

/// What answering a message gave.
struct Answered {
    out: Vec<Outgoing>,
    /// The delivery, unless a committed move claimed it.
    delivery: Option<String>,
    changes: bool,
}

impl Core {
    pub fn new(storage: Storage, renderer: Arc<Renderer>, settings: Settings, clock: Arc<dyn Clock>) -> Core {
        Core {
            computer: computer::state::Computer::new(storage.clone(), settings.ai_threads, settings.ai_think_ms),
            guide: information::info::Guide::new(&settings),
            site: community::site::Site::new(storage.clone(), settings.public_url.clone(), clock.clone()),
            standings: community::ranking::Standings::new(storage.clone()),
            records: play::records::Records::new(storage.clone()),
            moderation: moderation::Moderation::new(
                storage.clone(),
                clock.clone(),
                settings.admins.clone(),
                settings.default_clock,
            ),
            storage,
            renderer,
            settings,
            clock,
            instance: format!("{:016x}", rand::random::<u64>()),
            play: Default::default(),
            venues: Default::default(),
            seen_names: Default::default(),
            notices: Default::default(),
            places: Default::default(),
            cooldown: Default::default(),
        }
    }

    /// New matches' seeds follow from `seed` instead of the operating system's randomness,
    /// so that a test (or the reproduction of a report) plays the same dice every run.
    pub fn seed_matches_from(&self, seed: u64) {
        self.play.seed_from(seed);
    }

    /// The seed of a new match.
    fn new_seed(&self) -> engine::Seed {
        self.play.new_seed()
    }

    /// On `platform` the bot can write privately only to users who opened a private chat
    /// with it (`link` opens one): games with secrets start only when every player has.
    pub fn require_private_chat(&self, platform: &str, link: &str) {
        self.notices.require_private_chat(platform, link);
    }

    /// On `platform` a tournament's games can be played side by side, each in a place
    /// `venues` opens.
    pub fn provide_venues(&self, platform: &str, venues: Arc<dyn Venues>) {
        self.venues.provide(platform, venues);
    }

    fn venues(&self, platform: &str) -> Option<Arc<dyn Venues>> {
        self.venues.of(platform)
    }

    /// The command prefix of plain-text commands.
    pub fn prefix(&self) -> &str {
        &self.settings.prefix
    }

    fn private_link(&self, platform: &str) -> Option<String> {
        self.notices.private_link(platform)
    }

    /// A platform gave a channel a new id (a Telegram group became a supergroup): its
    /// matches, challenge and language follow.
    pub async fn channel_moved(&self, platform: &str, from: &str, to: &str) {
        match self.storage.move_channel(platform, from, to).await {
            Ok(()) => tracing::info!(platform, from, to, "a channel moved"),
            Err(e) => tracing::error!(error = %e, "cannot move a channel's matches"),
        }
    }

    /// The platform refused a private message to `user_id`: they closed the private chat.
    pub async fn private_chat_closed(&self, platform: &str, user_id: &str) {
        if let Err(e) = self.storage.close_private_chat(platform, user_id).await {
            tracing::error!(error = %e, "cannot forget a closed private chat");
        }
    }

    /// Whether a delivery was handled before (a redelivery, or another process took it).
    /// A storage failure counts as new: handling reports its own failure.
    async fn delivered_before(&self, platform: &str, delivery: &str) -> bool {
        self.storage.delivered(platform, delivery).await.unwrap_or_else(|e| {
            tracing::error!(error = %e, "cannot read the deliveries");
            false
        })
    }

    /// Whether the author moderates the channel (see [`moderation::Moderation`]).
    fn is_moderator(&self, msg: &Incoming) -> bool {
        self.moderation.is_moderator(msg)
    }

    /// The channel's default time control.
    async fn channel_clock(&self, channel: &ChannelKey) -> anyhow::Result<TimeControl> {
        self.moderation.channel_clock(channel).await
    }

    /// The lock of a channel: its commands run one at a time in this process.
    fn lock(&self, key: &ChannelKey) -> Arc<tokio::sync::Mutex<()>> {
        self.play.lock(key)
    }

    /// [`Core::reply_for`], in the default language when the channel's cannot be read:
    /// for what must be said after a commit.
    async fn reply_or_default(&self, channel: &ChannelKey) -> Reply {
        self.reply_for(channel).await.unwrap_or_else(|e| {
            tracing::error!(error = %e, "cannot read the channel settings");
            self.reply_in(channel, self.settings.default_lang)
        })
    }

    async fn reply_for(&self, channel: &ChannelKey) -> anyhow::Result<Reply> {
        let (lang, buttons) = self.storage.channel_settings(channel).await?;
        Ok(Reply { buttons, ..self.reply_in(channel, lang.unwrap_or(self.settings.default_lang)) })
    }

    /// An empty reply to `channel` in `lang`.
    fn reply_in(&self, channel: &ChannelKey, lang: Lang) -> Reply {
        Reply::new(channel.clone(), lang, self.settings.prefix.clone())
    }

    /// Handles one message. User mistakes get a one-line answer; our own failures, a
    /// panic included, are logged and answered with a short apology, and never reach the
    /// adapter or other channels.
    pub async fn handle(&self, msg: &Incoming) -> Vec<Outgoing> {
        self.handle_classed(msg).await.0
    }

    /// [`Core::handle`], and whether the message asked for a change (a move, a
    /// challenge, a setting) rather than only to be shown something, whose answer an
    /// adapter may drop when a chat's replies back up.
    pub async fn handle_classed(&self, msg: &Incoming) -> (Vec<Outgoing>, bool) {
        let answered = async {
            let claim = if msg.private { None } else { self.claim_exchange(&msg.channel) };
            let (mut out, changes) = self.answer(msg).await;
            if let Some(claim) = claim {
                let wake = self.join_exchange(&msg.channel, &mut out).await;
                self.release_exchange(claim, wake).await;
            }
            self.route_pings(&mut out).await;
            Ok((out, changes))
        };
        // Boxed: the whole answer is a large future, and the command's scope around it
        // would otherwise sit on the stack of whoever awaits it.
        match contained(crate::storage::one_command(Box::pin(answered))).await {
            Ok(answered) => answered,
            Err(e) => {
                tracing::error!(error = format!("{e:#}"), channel = ?msg.channel, "handling a message failed");
                let mut reply = self.reply_or_default(&msg.channel).await;
                reply.say(Message::new("internal-error"));
                (reply.out, false)
            }
        }
    }

    /// The apology, in the default language, when even the channel's settings cannot be read.
    fn apology(&self, channel: &ChannelKey) -> Vec<Outgoing> {
        let mut reply = self.reply_in(channel, self.settings.default_lang);
        reply.say(Message::new("internal-error"));
        reply.out
    }

    /// The answer to a message, and whether it asked for a change.
    async fn answer(&self, msg: &Incoming) -> (Vec<Outgoing>, bool) {
        fail::fail_point!("chat-handle", msg.text == PANIC_ON, |_| (Vec::new(), false));
        fail::fail_point!("chat-slow", msg.text.contains(SLOW_ON), |_| (Vec::new(), false));
        let platform = &msg.channel.platform;
        if let Some(delivery) = &msg.delivery
            && self.delivered_before(platform, delivery).await
        {
            tracing::info!(delivery, "a message delivered again is ignored");
            return (Vec::new(), false);
        }
        self.note_names(msg).await;
        let mut out = self.answer_once(msg).await;
        // What no committed move or command claimed is claimed now, if it is answered at
        // all (chat is not: it changes nothing and stays unanswered however often it
        // comes); if another process claimed it meanwhile, that process answers.
        if let Some(delivery) = out.delivery.filter(|_| !out.out.is_empty()) {
            match self.storage.first_delivery(platform, &delivery, self.clock.now_ms()).await {
                Ok(true) => {}
                Ok(false) => out.out.clear(),
                Err(e) => tracing::error!(error = %e, "cannot record a delivery"),
            }
        }
        (out.out, out.changes)
    }

    /// The answer to a message, its delivery if no committed move claimed it, and
    /// whether it asked for a change.
    async fn answer_once(&self, msg: &Incoming) -> Answered {
        let prefixed = msg.command.is_some() || msg.text.trim_start().starts_with(&self.settings.prefix);
        let length = msg.text.chars().count();
        if length > MAX_INPUT && !prefixed {
            return Answered { out: Vec::new(), delivery: msg.delivery.clone(), changes: false };
        }
        // Unprefixed text is read before the channel's lock is taken: chat (no player's
        // move, command or question; see `bare`) is dropped without the lock, after one
        // indexed read of the match's version (the match itself is kept decoded).
        if !prefixed && !msg.private && self.is_idle_chat(msg).await {
            return Answered { out: Vec::new(), delivery: None, changes: false };
        }
        // A private chat holds no match: a move sent there locks the match's own channel,
        // so taking the chat's lock too could wait on itself (a channel keyed like a
        // private chat) or on another lock; only one channel lock is held at a time.
        let lock = (!msg.private).then(|| self.lock(&msg.channel));
        let _guard = match &lock {
            Some(lock) => Some(lock.lock().await),
            None => None,
        };
        let mut reply = match self.reply_for(&msg.channel).await {
            Ok(reply) => Reply { delivery: msg.delivery.clone(), ..reply },
            Err(e) => {
                tracing::error!(error = %e, "cannot read the channel settings");
                return Answered { out: self.apology(&msg.channel), delivery: msg.delivery.clone(), changes: false };
            }
        };
        if length > MAX_INPUT {
            reply.say(Message::new("too-long").num("length", length as i64).num("max", MAX_INPUT as i64));
            return Answered { out: reply.out, delivery: reply.delivery, changes: false };
        }
        if let Err(e) = self.dispatch(msg, &mut reply).await {
            // What a committed change said stays said; the failure is reported apart.
            if !reply.committed {
                reply.out.clear();
            }
            match (e.downcast_ref::<Suspended>(), e.downcast_ref::<Damaged>()) {
                _ if let Some(newer) = e.downcast_ref::<Newer>() => {
                    reply.say(Message::new("match-newer").num("id", newer.id))
                }
                (Some(suspended), _) => reply.say(Message::new("match-suspended").num("id", suspended.id)),
                (_, Some(damaged)) => reply.say(Message::new("match-damaged").num("id", damaged.id)),
                (None, None) => {
                    tracing::error!(error = format!("{e:#}"), channel = ?msg.channel, "command failed");
                    let apology = if reply.committed { "internal-error-after-move" } else { "internal-error" };
                    reply.say(Message::new(apology));
                }
            }
        }
        drop(_guard);
        self.after_matches(std::mem::take(&mut reply.ended), &mut reply.out).await;
        Answered { changes: reply.changes || reply.committed, out: reply.out, delivery: reply.delivery }
    }

    async fn dispatch(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        if msg.private {
            self.storage.open_private_chat(&msg.channel.platform, &msg.author.id, self.clock.now_ms()).await?;
            return self.dispatch_private(msg, reply).await;
        }
        let command = match msg.parsed(&self.settings.prefix) {
            Parsed::Command(command) => command,
            // A game's own action word (`!roll d4`) is a move.
            Parsed::Unknown(word) => {
                let body = self.unprefixed(&msg.text);
                if self.answer_question(msg, body, reply).await? {
                    return Ok(());
                }
                if self.is_players_move(msg, body).await? {
                    return self.play_move(msg, body, false, reply).await;
                }
                if information::newcomer::is_question(body) {
                    self.welcome(reply);
                    return Ok(());
                }
                reply.say(Message::new("unknown-command").with("command", word));
                return Ok(());
            }
            // Unprefixed text is a move only when it reads as one, from a player, while a
            // match runs here; anything else is chat and gets no answer.
            Parsed::Chat(text) => {
                if self.answer_question(msg, &text, reply).await? || self.idle_answer(msg, &text, reply).await? {
                    return Ok(());
                }
                return self.bare_text(msg, &text, reply).await;
            }
        };
        self.run(msg, command, reply).await
    }

    /// The text after the command prefix.
    fn unprefixed<'a>(&self, text: &'a str) -> &'a str {
        let text = text.trim();
        text.strip_prefix(self.settings.prefix.as_str()).unwrap_or(text).trim()
    }

    /// Whether `command` from `msg`'s author must wait (it draws or lists, and their
    /// allowance is spent): told once with "slow down", then silence.
    fn cooled(&self, msg: &Incoming, command: &Command, reply: &mut Reply) -> bool {
        let Some(cost) = cost(command) else { return false };
        match self.cooldown.take(&msg.channel.platform, &msg.author.id, self.clock.now_ms(), cost) {
            moderation::cooldown::Verdict::Go => false,
            moderation::cooldown::Verdict::SlowDown { seconds } => {
                reply.say(Message::new("slow-down").num("seconds", seconds));
                true
            }
            moderation::cooldown::Verdict::Silent => true,
        }
    }

    async fn run(&self, msg: &Incoming, command: Command, reply: &mut Reply) -> anyhow::Result<()> {
        if self.cooled(msg, &command, reply) {
            return Ok(());
        }
        reply.changes |= !command.only_asks();
        // A move or a resignation claims its delivery in the transaction that commits it;
        // any other command claims it before it runs, so that of two processes handed the
        // same message only one acts on it and answers.
        if !matches!(command, Command::Move(_) | Command::Resign)
            && let Some(delivery) = reply.delivery.take()
            && !self.storage.first_delivery(&msg.channel.platform, &delivery, self.clock.now_ms()).await?
        {
            tracing::info!(delivery, "a message another process took is left to it");
            return Ok(());
        }
        match command {
            Command::Help(topic) => self.guide.help(topic.as_deref(), reply),
            Command::Games => self.guide.games(reply),
            Command::Engines => self.list_engines(reply),
            Command::Network(words) => self.network(msg, &words, reply).await?,
            Command::Rules { game, topic } => self.guide.rules(game.as_deref(), topic.as_deref(), reply),
            Command::Lang(lang) => self.set_lang(msg, lang.as_deref(), reply).await?,
            Command::Challenge { opponent, ai, engines, game, options } => {
                let computers = Computers { ai, engines: &engines };
                self.challenge(msg, opponent, computers, game.as_deref(), &options, reply).await?
            }
            Command::Accept => self.accept(msg, reply).await?,
            Command::Rematch => self.rematch(msg, reply).await?,
            Command::Decline => self.decline(msg, reply).await?,
            Command::Cancel => self.cancel(msg, reply).await?,
            Command::Move(text) => self.play_move(msg, &text, false, reply).await?,
            Command::Board => self.board(msg, reply).await?,
            Command::BoardLink => self.board_link(msg, reply).await?,
            Command::Status => self.status(msg, reply).await?,
            Command::Moves => self.moves(msg, reply).await?,
            Command::Hint(piece) => self.hint(msg, piece.as_deref(), reply).await?,
            Command::Combat => self.records.combat(msg, reply).await?,
            Command::Resign => self.resign(msg, reply).await?,
            Command::Draw => self.draw(msg, reply).await?,
            Command::Export(id) => self.records.export(msg, id.as_deref(), reply).await?,
            Command::Replay(id) => self.replay(msg, id.as_deref(), reply).await?,
            Command::Delete(id) => {
                self.records.delete_damaged(msg, id.as_deref(), self.is_moderator(msg), reply).await?
            }
            Command::Abort => self.moderation.abort(msg, reply).await?,
            Command::Takeback => self.takeback(msg, reply).await?,
            Command::Profile => self.standings.profile(msg, &self.site, reply).await?,
            Command::Leaderboard(game) => self.standings.leaderboard(msg, game.as_deref(), &self.site, reply).await?,
            Command::Clock(control) => self.moderation.set_clock(msg, control.as_deref(), reply).await?,
            Command::Tournament(words) => self.tournament(msg, &words, reply).await?,
            Command::Analyse => self.computer.analyse(msg, reply).await?,
            Command::MyGames => self.my_games(msg, reply).await?,
            Command::Seek(words) => self.seek(msg, &words, reply).await?,
            Command::Seeks => self.seeks(msg, reply).await?,
            Command::Unseek => self.unseek(msg, reply).await?,
            Command::Join(id) => self.join(msg, id.as_deref(), reply).await?,
            Command::Lobby(words) => self.set_lobby(msg, &words, reply).await?,
            Command::Notify(word) => self.set_notify(msg, word.as_deref(), reply).await?,
            Command::Vacation(word) => self.vacation(msg, word.as_deref(), reply).await?,
            Command::Buttons(word) => self.set_buttons(msg, word.as_deref(), reply).await?,
            Command::Web(word) => self.site.set_web(msg, word.as_deref(), self.is_moderator(msg), reply).await?,
        }
        Ok(())
    }
}

/// What `command` costs of the cooldown: it draws an image or writes a file, or lists;
/// `None` for every other command (moves above all).
fn cost(command: &Command) -> Option<moderation::cooldown::Cost> {
    match command {
        Command::Board | Command::Export(_) | Command::Replay(_) | Command::Analyse => {
            Some(moderation::cooldown::Cost::Drawing)
        }
        Command::Tournament(words)
            if words.first().and_then(|w| community::tournament::subcommand(w)) == Some("standings") =>
        {
            Some(moderation::cooldown::Cost::Drawing)
        }
        Command::Status
        | Command::Moves
        | Command::Hint(_)
        | Command::Combat
        | Command::Leaderboard(_)
        | Command::Profile
        | Command::BoardLink
        | Command::MyGames
        | Command::Seeks => Some(moderation::cooldown::Cost::Listing),
        _ => None,
    }
}
