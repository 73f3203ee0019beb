//! From Telegram to the chat core: pure functions from a Telegram message or button press
//! to an [`Incoming`], tested without a network.

use teloxide::types::{CallbackQuery, Chat, Message, MessageEntityKind, ThreadId, User as TgUser};

use super::PLATFORM;
use crate::core::Incoming;
use crate::model::{ChannelKey, User};

/// The chat core's user for a Telegram user: the numeric id, and the @username when there
/// is one (mentioning it notifies them), else the first name.
pub fn user(user: &TgUser) -> User {
    let name = match &user.username {
        Some(username) => format!("@{username}"),
        None => user.first_name.clone(),
    };
    User::new(&user.id.0.to_string(), &name)
}

/// One match per chat, and per forum topic in supergroups with topics.
pub fn channel(chat: &Chat, thread: Option<ThreadId>, topic: bool) -> ChannelKey {
    let thread = thread.filter(|_| topic).map(|t| t.0.0.to_string());
    ChannelKey::new(PLATFORM, &chat.id.0.to_string(), thread.as_deref())
}

/// The link to a supergroup's chat (or forum topic), at the board posted last when
/// known. Basic groups and private chats have no links.
pub fn place_link(channel: &ChannelKey, _community: &str, board: Option<&str>) -> Option<String> {
    let chat = channel.channel.strip_prefix("-100")?;
    let topic = Some(channel.thread.as_str()).filter(|t| !t.is_empty());
    let path: Vec<&str> = [Some(chat), topic, board].into_iter().flatten().collect();
    // A supergroup's link needs a message or a topic.
    (path.len() > 1).then(|| format!("https://t.me/c/{}", path.join("/")))
}

/// A `/command` (or `/command@ThisBot`) becomes the core's `{prefix}command`; a command
/// addressed to another bot is `None`. In a command, a mention of the bot itself is the
/// word `ai` (`/challenge @ThisBot hnefatafl` challenges the computer). Any other text is
/// unchanged.
pub fn command_text(text: &str, bot_username: &str, prefix: &str) -> Option<String> {
    let text = text.trim_start();
    let command = match text.strip_prefix('/') {
        Some(rest) => {
            let (word, args) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
            let word = match word.split_once('@') {
                Some((word, to)) if to.eq_ignore_ascii_case(bot_username) => word,
                Some(_) => return None,
                None => word,
            };
            format!("{prefix}{word} {args}").trim_end().to_owned()
        }
        None if text.starts_with(prefix) => text.to_owned(),
        // Addressed to the bot by its @name (`@GamesBot how do I play?`): a command, or a
        // question the core answers with its welcome.
        None => match addressed(text, bot_username) {
            Some(rest) => format!("{prefix}{}", rest.strip_prefix(prefix).unwrap_or(&rest)),
            None => return Some(text.to_owned()),
        },
    };
    let is_bot = |w: &str| w.strip_prefix('@').is_some_and(|name| name.eq_ignore_ascii_case(bot_username));
    let words = command.split(' ').map(|w| if is_bot(w) { "ai" } else { w });
    Some(words.collect::<Vec<_>>().join(" "))
}

/// The text without the `@bot_username` it mentions, when it mentions the bot.
fn addressed(text: &str, bot_username: &str) -> Option<String> {
    let is_bot = |w: &str| {
        w.strip_prefix('@')
            .is_some_and(|n| n.trim_end_matches([',', ':', '!', '?', '.']).eq_ignore_ascii_case(bot_username))
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    words.iter().any(|w| is_bot(w)).then(|| words.into_iter().filter(|w| !is_bot(w)).collect::<Vec<_>>().join(" "))
}

/// Whether `name` can be a Telegram username: 5 to 32 letters, digits or underscores.
fn is_username(name: &str) -> bool {
    (5..=32).contains(&name.len()) && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The users a message mentions, in order: users picked from the member list (Telegram
/// sends them with their id) and `@username`s, which carry no id and become
/// [`User::unresolved`] until their owner answers. The bot itself is skipped.
pub fn mentions(message: &Message, bot_username: &str) -> Vec<User> {
    let text = message.text().unwrap_or_default();
    let mut found: Vec<(usize, User)> = Vec::new();
    for entity in message.entities().unwrap_or_default() {
        if let MessageEntityKind::TextMention { user: mentioned } = &entity.kind {
            found.push((entity.offset, user(mentioned)));
        }
    }
    // Offsets count UTF-16 units; the @names found in the text are placed by the same measure.
    let mut offset = 0;
    for word in text.split_inclusive(char::is_whitespace) {
        let name = word.trim_end().strip_prefix('@').map(|n| n.trim_end_matches([',', '.', ';', ':', '!', '?']));
        if let Some(name) = name.filter(|n| is_username(n) && !n.eq_ignore_ascii_case(bot_username)) {
            found.push((offset, User::unresolved(name)));
        }
        offset += word.encode_utf16().count();
    }
    found.sort_by_key(|(at, _)| *at);
    found.into_iter().map(|(_, user)| user).collect()
}

/// A text message for the core; `None` for messages that are not text, come from bots, or
/// are commands for another bot. (Telegram caps a text at 4,096 characters; the core
/// answers anything over its own cap as too long.)
pub fn message(message: &Message, bot_username: &str, prefix: &str) -> Option<Incoming> {
    let from = message.from.as_ref().filter(|u| !u.is_bot)?;
    let text = command_text(message.text()?, bot_username, prefix)?;
    Some(Incoming {
        channel: channel(&message.chat, message.thread_id, message.is_topic_message),
        author: user(from),
        mentions: mentions(message, bot_username),
        private: message.chat.is_private(),
        handle: from.username.clone(),
        text,
        community: message.chat.id.0.to_string(),
        moderator: false,
        delivery: None,
        command: None,
    })
}

/// A button press: the presser sends the button's command in the message's chat. Buttons
/// carry only command names the bot made; anything else is ignored.
pub fn button(query: &CallbackQuery, prefix: &str) -> Option<Incoming> {
    let command = query.data.as_deref().filter(|d| crate::core::Button::is_command(d))?;
    pressed(query, format!("{prefix}{command}"))
}

/// A press by the query's sender on a message in its chat, as `text`.
pub fn pressed(query: &CallbackQuery, text: String) -> Option<Incoming> {
    let message = query.message.as_ref()?.regular_message()?;
    Some(Incoming {
        channel: channel(&message.chat, message.thread_id, message.is_topic_message),
        author: user(&query.from),
        text,
        mentions: Vec::new(),
        private: message.chat.is_private(),
        handle: query.from.username.clone(),
        community: message.chat.id.0.to_string(),
        moderator: false,
        delivery: None,
        command: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_supergroup_links_to_its_last_board_or_topic_and_a_basic_group_to_nothing() {
        let group = ChannelKey::new(PLATFORM, "-1001234567890", None);
        assert_eq!(place_link(&group, "", Some("55")).as_deref(), Some("https://t.me/c/1234567890/55"));
        assert_eq!(place_link(&group, "", None), None, "a supergroup's link needs a message");
        let topic = ChannelKey::new(PLATFORM, "-1001234567890", Some("7"));
        assert_eq!(place_link(&topic, "", None).as_deref(), Some("https://t.me/c/1234567890/7"));
        assert_eq!(place_link(&topic, "", Some("55")).as_deref(), Some("https://t.me/c/1234567890/7/55"));
        assert_eq!(place_link(&ChannelKey::new(PLATFORM, "-4321", None), "", Some("55")), None);
    }

    fn message_json(chat: serde_json::Value, text: &str, extra: serde_json::Value) -> Message {
        let mut json = serde_json::json!({
            "message_id": 7,
            "date": 1_700_000_000,
            "chat": chat,
            "from": {"id": 11, "is_bot": false, "first_name": "Alice", "username": "alice_k"},
            "text": text,
        });
        json.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        serde_json::from_value(json).expect("a valid Telegram message")
    }

    fn group() -> serde_json::Value {
        serde_json::json!({"id": -100, "type": "supergroup", "title": "Games"})
    }

    #[test]
    fn slash_commands_become_prefixed_and_others_bots_commands_are_ignored() {
        assert_eq!(
            command_text("/challenge @bob hnefatafl", "GamesBot", "!").as_deref(),
            Some("!challenge @bob hnefatafl")
        );
        assert_eq!(command_text("/board@gamesbot", "GamesBot", "!").as_deref(), Some("!board"));
        assert_eq!(command_text("/board@OtherBot", "GamesBot", "!"), None);
        assert_eq!(command_text("e2 e4", "GamesBot", "!").as_deref(), Some("e2 e4"));
        assert_eq!(command_text("!move a1 a2", "GamesBot", "!").as_deref(), Some("!move a1 a2"));
        let challenge = command_text("/challenge @gamesbot hnefatafl level=2", "GamesBot", "!");
        assert_eq!(challenge.as_deref(), Some("!challenge ai hnefatafl level=2"));
        assert_eq!(command_text("hi @GamesBot", "GamesBot", "!").as_deref(), Some("!hi"), "a greeting to the bot");
        assert_eq!(command_text("@GamesBot how do I play?", "GamesBot", "!").as_deref(), Some("!how do I play?"));
        assert_eq!(command_text("@gamesbot board", "GamesBot", "!").as_deref(), Some("!board"));
        assert_eq!(command_text("hi @alice_p", "GamesBot", "!").as_deref(), Some("hi @alice_p"));
    }

    #[test]
    fn usernames_are_unresolved_mentions_and_text_mentions_carry_the_user() {
        let entities = serde_json::json!({"entities": [{"type": "text_mention", "offset": 17, "length": 5,
            "user": {"id": 42, "is_bot": false, "first_name": "Carol"}}]});
        let msg = message_json(group(), "/challenge @bob_b Carol @GamesBot x", entities);
        let users = mentions(&msg, "GamesBot");
        assert_eq!(users, vec![User::unresolved("bob_b"), User::new("42", "Carol")]);
    }

    #[test]
    fn a_topic_is_its_own_channel_and_a_private_chat_is_private() {
        let topic = serde_json::json!({"message_thread_id": 5, "is_topic_message": true});
        let incoming = message(&message_json(group(), "/board", topic), "GamesBot", "!").unwrap();
        assert_eq!(incoming.channel, ChannelKey::new("telegram", "-100", Some("5")));
        assert_eq!(incoming.author, User::new("11", "@alice_k"));
        assert_eq!(incoming.handle.as_deref(), Some("alice_k"));
        assert!(!incoming.private);
        let reply_thread = serde_json::json!({"message_thread_id": 9});
        let incoming = message(&message_json(group(), "a1 a2", reply_thread), "GamesBot", "!").unwrap();
        assert_eq!(incoming.channel, ChannelKey::new("telegram", "-100", None), "a reply thread is not a topic");
        let dm = serde_json::json!({"id": 11, "type": "private", "first_name": "Alice"});
        assert!(message(&message_json(dm, "/start", serde_json::json!({})), "GamesBot", "!").unwrap().private);
    }

    #[test]
    fn messages_from_bots_are_ignored() {
        let from_bot = serde_json::json!({"from": {"id": 12, "is_bot": true, "first_name": "Other"}});
        assert!(message(&message_json(group(), "/board", from_bot), "GamesBot", "!").is_none());
    }
}
