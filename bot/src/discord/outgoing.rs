//! From the chat core to Discord: replies in order, boards as PNG attachments with the
//! text as the message, buttons as a component row, private messages as DMs. Discord's
//! rate limits are kept by serenity's ratelimiter, which waits out a 429; a 429 that still
//! reaches us, a 5xx or a network failure is retried here with backoff, so a reply is
//! given up only when Discord refuses it.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use engine::Message;
use futures::StreamExt;
use serenity::all::{
    ButtonStyle, ChannelId, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton, CreateMessage,
    EditMessage, Http, MessageId, Nonce, RoleId, UserId,
};
use serenity::http::HttpError;

use super::{PLATFORM, incoming, picking};
use crate::core::{Button, Core, LatestPickers, Outgoing, Picker, SentButtons};
use crate::model::{ChannelKey, User};
use crate::split::split;

/// Discord's longest message, in characters.
const MESSAGE_MAX: usize = 2000;
/// Attempts at a request that fails on the network, a 5xx or a 429 before it is given up.
const ATTEMPTS: u32 = 8;
/// The longest one request may take, waits for rate limits (serenity's and ours) and
/// retries included; past it the reply is given up and the failure logged.
const REQUEST_WITHIN: Duration = Duration::from_secs(60);
/// Discord's error code for a user who does not accept direct messages from the bot.
const CANNOT_MESSAGE_USER: isize = 50007;

/// What goes under a message: command buttons, or else a picker's first step.
#[derive(Clone, Copy)]
pub struct Keys<'a> {
    pub buttons: &'a [Button],
    pub picker: Option<&'a Picker>,
}

impl Keys<'_> {
    pub const NONE: Keys<'static> = Keys { buttons: &[], picker: None };

    fn is_empty(&self) -> bool {
        self.buttons.is_empty() && self.picker.is_none()
    }
}

/// One Discord message of a reply: a piece of its text, and on the last piece the board
/// and the buttons.
pub struct Piece<'a> {
    pub content: String,
    pub image: Option<&'a [u8]>,
    pub keys: Keys<'a>,
}

/// A reply cut to Discord's sizes.
pub fn pieces<'a>(text: &str, image: Option<&'a [u8]>, keys: Keys<'a>) -> Vec<Piece<'a>> {
    let mut pieces: Vec<Piece> =
        split(text, MESSAGE_MAX).into_iter().map(|content| Piece { content, image: None, keys: Keys::NONE }).collect();
    if pieces.is_empty() && (image.is_some() || !keys.is_empty()) {
        pieces.push(Piece { content: String::new(), image: None, keys: Keys::NONE });
    }
    if let Some(last) = pieces.last_mut() {
        last.image = image;
        last.keys = keys;
    }
    pieces
}

pub fn attachment(png: &[u8]) -> CreateAttachment {
    CreateAttachment::bytes(png.to_vec(), "board.png")
}

pub fn components(keys: Keys<'_>) -> Vec<CreateActionRow> {
    if let (Some(picker), []) = (keys.picker, keys.buttons) {
        return picking::board_rows(picker);
    }
    if keys.buttons.is_empty() {
        return Vec::new();
    }
    let row = keys.buttons.iter().enumerate().map(|(i, b)| {
        let style = if i == 0 { ButtonStyle::Success } else { ButtonStyle::Secondary };
        CreateButton::new(incoming::button_id(&b.command)).label(b.label.clone()).style(style)
    });
    vec![CreateActionRow::Buttons(row.collect())]
}

/// Who a message may ping: exactly the users and roles (`<@&id>`, a lobby's) in `notify`;
/// never `@everyone`, `@here` or another role, whatever the text holds.
pub fn mentions(notify: &[User]) -> CreateAllowedMentions {
    let role = |user: &User| user.id.strip_prefix("<@&")?.strip_suffix('>')?.parse::<u64>().ok();
    CreateAllowedMentions::new()
        .users(notify.iter().filter_map(|u| u.id.parse::<u64>().ok()).map(UserId::new))
        .roles(notify.iter().filter_map(role).map(RoleId::new))
}

/// The text as Discord shows it: a user the message pings is named by their mention, which
/// is what pings on Discord (their name's first appearance becomes it, or the mention
/// leads the text when their name is not in it); everyone else keeps their plain name.
pub fn pinging(text: &str, notify: &[User]) -> String {
    let mut text = text.to_owned();
    let mut leading = Vec::new();
    for user in notify {
        let mention = match user.id.parse::<u64>() {
            Ok(id) => format!("<@{id}>"),
            Err(_) => user.id.clone(),
        };
        if text.contains(&mention) {
            continue;
        }
        match whole_word(&text, &user.name) {
            Some(at) => text.replace_range(at..at + user.name.len(), &mention),
            None => leading.push(mention),
        }
    }
    if leading.is_empty() { text } else { format!("{} {text}", leading.join(" ")) }
}

/// Where `name` first stands in `text` as a word of its own (not inside a longer word).
fn whole_word(text: &str, name: &str) -> Option<usize> {
    if name.is_empty() {
        return None;
    }
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    text.match_indices(name)
        .map(|(at, _)| at)
        .find(|&at| !word(text[..at].chars().next_back()) && !word(text[at + name.len()..].chars().next()))
}

/// How many channels a sweep's replies go to at once.
const SIDE_BY_SIDE: usize = 8;

/// How many users' DM channels are remembered before the cache starts again.
const DM_CHANNELS_KEPT: usize = 10_000;

/// Sends the core's replies; shared by every handler of the bot.
/// Shows "typing…" in `channel` (see [`crate::typing`]); a failure is only logged.
pub fn typing(http: &Arc<Http>, channel: &crate::model::ChannelKey) -> futures::future::BoxFuture<'static, ()> {
    let http = http.clone();
    let id = if channel.thread.is_empty() { &channel.channel } else { &channel.thread };
    let id = id.parse::<u64>().ok().filter(|id| *id != 0).map(ChannelId::new);
    Box::pin(async move {
        let Some(id) = id else { return };
        if let Err(e) = id.broadcast_typing(&http).await {
            tracing::warn!(error = %e, "cannot show the typing indicator");
        }
    })
}

pub struct Sender {
    pub http: Arc<Http>,
    /// Each user's DM channel, once opened.
    dms: Mutex<HashMap<UserId, ChannelId>>,
    /// Messages sent with buttons: once settled, their buttons are removed.
    buttons: SentButtons<MessageId>,
    /// Each channel's latest message with a picker: it loses its buttons when the next
    /// board or picker is posted there.
    pickers: LatestPickers<ChannelId, MessageId>,
}

impl Sender {
    pub fn new(http: Arc<Http>) -> Sender {
        Sender { http, dms: Mutex::default(), buttons: SentButtons::default(), pickers: LatestPickers::default() }
    }

    /// Notes a message sent in `channel` with `buttons` under it.
    pub fn track(&self, channel: ChannelId, message: MessageId, buttons: &[Button]) {
        self.buttons.track(&incoming::channel(channel), message, buttons);
    }

    /// Removes the buttons of `channel`'s messages that no longer mean anything (a
    /// challenge accepted, declined, withdrawn or expired; a takeback answered).
    pub async fn settle(&self, core: &Core, channel: ChannelId) {
        for message in self.buttons.settled(core, &incoming::channel(channel)).await {
            let removed = EditMessage::new().components(Vec::new());
            if let Err(e) = channel.edit_message(&self.http, message, removed).await {
                tracing::warn!(error = %e, "cannot remove settled buttons");
            }
        }
    }

    /// Delivers replies one after another, in order. `origin` is the channel whose message
    /// caused them: a player whose DMs are closed is told there.
    pub async fn deliver(&self, core: &Core, out: Vec<Outgoing>, origin: Option<&ChannelKey>) {
        let mut channels = Vec::new();
        for item in out {
            match item {
                Outgoing::Channel { channel, text, image, buttons, notify, picker, .. } => {
                    let Ok(id) = channel.channel.parse::<u64>() else {
                        tracing::error!(channel = %channel.channel, "not a Discord channel id");
                        continue;
                    };
                    let id = ChannelId::new(id.max(1));
                    let keys = Keys { buttons: &buttons, picker: picker.as_ref() };
                    if let Ok(Some(board)) = self.post(id, &text, image.as_deref(), keys, &notify).await {
                        core.posted_board(&channel, board);
                    }
                    if !channels.contains(&id) {
                        channels.push(id);
                    }
                }
                Outgoing::Private { user, text, image, picker, .. } => {
                    if let Err(e) = self.direct(&user, &text, image.as_deref(), picker.as_ref()).await {
                        self.private_failed(core, &user, &e, origin).await;
                    }
                }
                Outgoing::Summary { user, text, message, .. } => {
                    if let Err(e) = self.summary(core, &user, &text, message.as_deref()).await {
                        self.private_failed(core, &user, &e, origin).await;
                    }
                }
                Outgoing::File { channel, caption, name, body } => {
                    let Ok(id) = channel.channel.parse::<u64>() else {
                        tracing::error!(channel = %channel.channel, "not a Discord channel id");
                        continue;
                    };
                    let message = CreateMessage::new()
                        .content(caption)
                        .add_file(CreateAttachment::bytes(body.into_bytes(), name))
                        .allowed_mentions(mentions(&[]));
                    let _ = self.send(ChannelId::new(id.max(1)), message).await;
                }
            }
        }
        for channel in channels {
            self.settle(core, channel).await;
        }
    }

    /// Delivers a sweep's replies: each channel's (or user's) in order, and up to eight
    /// channels side by side, so that one channel Discord slows down (a 429) does not
    /// hold back the time-ups and reminders of the others.
    pub async fn deliver_side_by_side(&self, core: &Core, out: Vec<Outgoing>) {
        futures::stream::iter(Outgoing::by_chat(out))
            .for_each_concurrent(SIDE_BY_SIDE, |(_, items)| self.deliver(core, items, None))
            .await;
    }

    /// Posts a reply in a channel, pinging only the users in `notify`; returns the id of
    /// the message that carries the image, if any.
    pub async fn post(
        &self,
        channel: ChannelId,
        text: &str,
        image: Option<&[u8]>,
        keys: Keys<'_>,
        notify: &[User],
    ) -> Result<Option<MessageId>, serenity::Error> {
        let mut board = None;
        for piece in pieces(&pinging(text, notify), image, keys) {
            let with_image = piece.image.is_some();
            let mut message = CreateMessage::new()
                .content(piece.content.clone())
                .components(components(piece.keys))
                .allowed_mentions(mentions(notify));
            if let Some(png) = piece.image {
                message = message.add_file(attachment(png));
            }
            let sent = self.send(channel, message).await?;
            self.track(channel, sent, piece.keys.buttons);
            if with_image {
                board = Some(sent);
            }
            if with_image || piece.keys.picker.is_some() {
                self.latest_picker(channel, sent, piece.keys.picker.is_some()).await;
            }
        }
        Ok(board)
    }

    /// A board or a picker was posted as `message`: the picker before it in `channel`
    /// loses its buttons, and `message` is remembered when it carries one.
    async fn latest_picker(&self, channel: ChannelId, message: MessageId, picker: bool) {
        if let Some(before) = self.pickers.posted(channel, message, picker) {
            let removed = EditMessage::new().components(Vec::new());
            if let Err(e) = channel.edit_message(&self.http, before, removed).await {
                tracing::warn!(error = %e, "cannot remove an older picker");
            }
        }
    }

    /// Sends one message. A retry after a timeout or a 5xx may follow a post that was
    /// made: with the same nonce, enforced, Discord returns that message, not a second.
    async fn send(&self, channel: ChannelId, message: CreateMessage) -> Result<MessageId, serenity::Error> {
        let nonce = Nonce::String(format!("{:016x}", rand::random::<u64>()));
        let message = message.nonce(nonce).enforce_nonce(true);
        Ok(retrying(|| channel.send_message(&self.http, message.clone())).await?.id)
    }

    /// The direct message channel with `user`, opened once and kept.
    pub async fn dm_channel(&self, user: UserId) -> Result<ChannelId, serenity::Error> {
        let known = self.dms.lock().unwrap_or_else(|p| p.into_inner()).get(&user).copied();
        if let Some(channel) = known {
            return Ok(channel);
        }
        let channel = retrying(|| user.create_dm_channel(&self.http)).await?.id;
        let mut dms = self.dms.lock().unwrap_or_else(|p| p.into_inner());
        // Opening a DM channel again returns the same one: the map is only a cache.
        if dms.len() >= DM_CHANNELS_KEPT {
            dms.clear();
        }
        dms.insert(user, channel);
        Ok(channel)
    }

    /// A direct message to a user.
    async fn direct(
        &self,
        user: &User,
        text: &str,
        image: Option<&[u8]>,
        picker: Option<&Picker>,
    ) -> Result<(), serenity::Error> {
        let id = user.id.parse::<u64>().map_err(|_| serenity::Error::Other("not a Discord user id"))?;
        let channel = self.dm_channel(UserId::new(id.max(1))).await?;
        self.post(channel, text, image, Keys { buttons: &[], picker }, &[]).await.map(|_| ())
    }

    /// A player's "your games" summary: `message` edited, or a new one sent (and noted)
    /// when there is none or it cannot be edited (the player deleted it).
    async fn summary(
        &self,
        core: &Core,
        user: &User,
        text: &str,
        message: Option<&str>,
    ) -> Result<(), serenity::Error> {
        let id = user.id.parse::<u64>().map_err(|_| serenity::Error::Other("not a Discord user id"))?;
        let channel = self.dm_channel(UserId::new(id.max(1))).await?;
        // A summary lists few enough games to fit one message.
        let text = split(text, MESSAGE_MAX).into_iter().next().unwrap_or_default();
        if let Some(message) = message.and_then(|m| m.parse::<u64>().ok()) {
            let edit = EditMessage::new().content(text.clone());
            let edited =
                retrying(|| channel.edit_message(&self.http, MessageId::new(message.max(1)), edit.clone())).await;
            match edited {
                Ok(_) => return Ok(()),
                Err(e) => tracing::info!(error = %e, "a summary could not be edited: it is sent again"),
            }
        }
        let sent = self.send(channel, CreateMessage::new().content(text).allowed_mentions(mentions(&[]))).await?;
        core.summary_sent(PLATFORM, &user.id, &sent.to_string()).await;
        Ok(())
    }

    /// A private message could not be delivered: when the user does not accept DMs, the
    /// channel it came from hears how to open them, or to use `/view` and `/secret`.
    async fn private_failed(&self, core: &Core, user: &User, error: &serenity::Error, origin: Option<&ChannelKey>) {
        if !dms_closed(error) {
            return;
        }
        core.private_chat_closed(PLATFORM, &user.id).await;
        let Some((origin, id)) = origin.and_then(|o| Some((o, o.channel.parse::<u64>().ok()?))) else {
            tracing::warn!(user = %user.id, "a private message cannot reach a user whose DMs are closed");
            return;
        };
        let notice = core.translate(origin, Message::new("discord-dms-closed").with("name", &user.name)).await;
        // The notice is for them: it pings them.
        let _ = self.post(ChannelId::new(id.max(1)), &notice, None, Keys::NONE, std::slice::from_ref(user)).await;
    }
}

/// The user blocked the bot or accepts no DMs from the server's members.
pub fn dms_closed(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            response.error.code == CANNOT_MESSAGE_USER || response.status_code.as_u16() == 403
        }
        _ => false,
    }
}

/// Whether a failure is worth another attempt: rate limited, Discord's own trouble, or
/// the network.
fn transient(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code.as_u16();
            status == 429 || status >= 500
        }
        serenity::Error::Http(HttpError::Request(_)) => true,
        _ => false,
    }
}

/// Runs a request until it succeeds, fails for good, or has taken a minute.
pub async fn retrying<T, F, Fut>(request: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    match tokio::time::timeout(REQUEST_WITHIN, retrying_unbounded(request)).await {
        Ok(done) => done,
        Err(_) => {
            tracing::error!("a Discord request still waited on rate limits after a minute: given up");
            Err(serenity::Error::Other("rate limited for longer than a minute"))
        }
    }
}

async fn retrying_unbounded<T, F, Fut>(mut request: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut failures = 0;
    loop {
        let error = match request().await {
            Ok(done) => return Ok(done),
            Err(e) => e,
        };
        failures += 1;
        if !transient(&error) || failures >= ATTEMPTS {
            tracing::error!(error = %error, "Discord refused a reply");
            return Err(error);
        }
        let wait = Duration::from_millis(250 << failures.min(7));
        tracing::warn!(error = %error, wait_ms = wait.as_millis() as u64, "retrying a Discord request");
        tokio::time::sleep(wait).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_pinged_users_names_become_mentions() {
        let (bob, ann) = (User::new("52", "bob"), User::new("51", "Ann Lee"));
        let turn = "Move 2: bob (defenders) to play; bobby and Ann Lee watch";
        assert_eq!(
            pinging(turn, std::slice::from_ref(&bob)),
            "Move 2: <@52> (defenders) to play; bobby and Ann Lee watch"
        );
        assert_eq!(pinging(turn, std::slice::from_ref(&ann)), "Move 2: bob (defenders) to play; bobby and <@51> watch");
        assert_eq!(pinging(turn, &[]), turn, "nobody pinged, names stay names");
        assert_eq!(
            pinging("⏰ 1 hour left", std::slice::from_ref(&bob)),
            "<@52> ⏰ 1 hour left",
            "a name not in the text leads"
        );
        assert_eq!(pinging("<@52> to play", &[bob]), "<@52> to play", "a mention already there is kept");
        let role = User::new("<@&42>", "<@&42>");
        assert_eq!(pinging("<@&42> 🔎 ann seeks", &[role]), "<@&42> 🔎 ann seeks");
    }

    #[tokio::test(start_paused = true)]
    async fn a_request_kept_waiting_on_rate_limits_is_given_up_after_a_minute() {
        let started = tokio::time::Instant::now();
        // Serenity's ratelimiter waiting out 429 after 429: the request never completes.
        let result: Result<(), serenity::Error> = retrying(std::future::pending).await;
        assert!(matches!(result, Err(serenity::Error::Other(_))));
        assert_eq!(started.elapsed(), REQUEST_WITHIN);
    }

    #[test]
    fn a_long_reply_keeps_the_board_and_buttons_for_its_last_message() {
        let text = format!("{}\n{}", "a".repeat(1500), "b".repeat(1500));
        let buttons = [Button { label: "Accept".into(), command: "accept".into() }];
        let png = [1u8, 2, 3];
        let parts = pieces(&text, Some(&png), Keys { buttons: &buttons, picker: None });
        assert_eq!(parts.len(), 2);
        assert!(parts[0].image.is_none() && parts[0].keys.is_empty());
        assert_eq!(parts[1].image, Some(&png[..]));
        assert_eq!(parts[1].keys.buttons.len(), 1);
        assert!(parts.iter().all(|p| p.content.chars().count() <= MESSAGE_MAX));
        let board_only = pieces("", Some(&png), Keys::NONE);
        assert_eq!(board_only.len(), 1);
        assert!(pieces("", None, Keys::NONE).is_empty());
    }
}
