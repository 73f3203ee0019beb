//! From Discord to the chat core: pure functions from a Discord message to an
//! [`Incoming`], tested without a network.

use serenity::all::{ChannelId, ComponentInteraction, GuildId, Message, User as DiscordUser, UserId};

use super::PLATFORM;
use crate::command::{self, Command, Parsed};
use crate::core::Incoming;
use crate::model::{ChannelKey, User};

/// The longest name kept for a Discord user, in characters: Discord's own cap on names.
const NAME_MAX: usize = 32;

/// The chat core's user for a Discord user: the id, and the name people see, their
/// nickname on the server (`nick`, when they have one) or else their display name or
/// username. It reads well off Discord too (the website, images, records); where the bot
/// means to ping them, the adapter turns it into their mention ([`super::outgoing::pinging`]).
pub fn user(user: &DiscordUser, nick: Option<&str>) -> User {
    let shown = [nick, user.global_name.as_deref(), Some(user.name.as_str())];
    let name = shown.into_iter().flatten().map(plain_name).find(|n| !n.is_empty());
    User::new(&user.id.get().to_string(), &name.unwrap_or_else(|| format!("user {}", user.id.get())))
}

/// A name on one line, without control, invisible or text-direction characters (which
/// would turn the rest of a line around), and at most [`NAME_MAX`] characters.
fn plain_name(name: &str) -> String {
    let invisible = |c: &char| matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{FEFF}');
    let visible = name.chars().filter(|c| !c.is_control() && !invisible(c));
    visible.take(NAME_MAX).collect::<String>().trim().to_owned()
}

/// The user who pressed a button or chose from a menu, named as the server shows them.
pub fn presser(press: &ComponentInteraction) -> User {
    user(&press.user, press.member.as_ref().and_then(|m| m.nick.as_deref()))
}

/// The user who wrote a message, named as the server shows them.
fn author(message: &Message) -> User {
    user(&message.author, message.member.as_ref().and_then(|m| m.nick.as_deref()))
}

/// One match per channel; a thread is a channel of its own on Discord, with its own id.
pub fn channel(id: impl std::fmt::Display) -> ChannelKey {
    ChannelKey::new(PLATFORM, &id.to_string(), None)
}

/// The author's private place while an interaction is answered: what the core says there
/// is shown to them alone (an ephemeral reply).
pub fn ephemeral(user: UserId) -> ChannelKey {
    ChannelKey::new(PLATFORM, &format!("ephemeral-{}", user.get()), None)
}

/// A message addressed to the bot by mentioning it (`@Games board`) is the command
/// `{prefix}board`: it works without the Message Content intent, which does not hide the
/// content of messages that mention the bot; a mention inside chat asks the bot too. In a
/// command, a further mention of the bot is the word `ai` (`!challenge @Games hnefatafl`
/// challenges the computer). Any other text is unchanged.
pub fn command_text(content: &str, bot: UserId, prefix: &str) -> String {
    let content = content.trim_start();
    let mention = [format!("<@{}>", bot.get()), format!("<@!{}>", bot.get())];
    let command = match mention.iter().find_map(|m| content.strip_prefix(m.as_str())) {
        Some(rest) => {
            let rest = rest.trim();
            let rest = rest.strip_prefix(prefix).unwrap_or(rest);
            format!("{prefix}{rest}")
        }
        None if content.starts_with(prefix) => content.to_owned(),
        // A mention of the bot inside chat (`hey @Games, how do I play?`) asks it: the
        // core answers a question with its welcome.
        None if mention.iter().any(|m| content.contains(m.as_str())) => {
            let words = content.split_whitespace().filter(|w| !mention.iter().any(|m| w.starts_with(m.as_str())));
            format!("{prefix}{}", words.collect::<Vec<_>>().join(" "))
        }
        None => return content.to_owned(),
    };
    let words = command.split(' ').map(|w| if mention.iter().any(|m| m == w) { "ai" } else { w });
    words.collect::<Vec<_>>().join(" ")
}

/// The users a message mentions, in the order they appear in its text, without the bot.
pub fn mentions(message: &Message, bot: UserId) -> Vec<User> {
    let mut found: Vec<(usize, User)> = message
        .mentions
        .iter()
        .filter(|u| u.id != bot)
        .map(|u| {
            let at = [format!("<@{}>", u.id.get()), format!("<@!{}>", u.id.get())]
                .iter()
                .filter_map(|m| message.content.find(m.as_str()))
                .min()
                .unwrap_or(usize::MAX);
            (at, user(u, u.member.as_ref().and_then(|m| m.nick.as_deref())))
        })
        .collect();
    found.sort_by_key(|(at, _)| *at);
    found.dedup_by(|a, b| a.1 == b.1);
    found.into_iter().map(|(_, user)| user).collect()
}

/// A message for the core; `None` for messages from bots (ourselves included).
pub fn message(message: &Message, bot: UserId, prefix: &str) -> Option<Incoming> {
    if message.author.bot {
        return None;
    }
    Some(Incoming {
        channel: channel(message.channel_id),
        author: author(message),
        text: command_text(&message.content, bot, prefix),
        mentions: mentions(message, bot),
        private: message.guild_id.is_none(),
        handle: None,
        community: community(message.guild_id, message.channel_id),
        moderator: false,
        delivery: Some(message.id.to_string()),
        command: None,
    })
}

/// The community of a place: its server, or the channel itself outside servers.
pub fn community(guild: Option<GuildId>, channel: ChannelId) -> String {
    guild.map_or_else(|| channel.to_string(), |g| g.to_string())
}

/// The link to a channel (or thread) of a server, at the board posted last when known;
/// direct messages have no server.
pub fn place_link(channel: &ChannelKey, community: &str, board: Option<&str>) -> Option<String> {
    let server = if community == channel.channel { "@me" } else { community };
    let link = format!("https://discord.com/channels/{server}/{}", channel.channel);
    Some(match board {
        Some(message) => format!("{link}/{message}"),
        None => link,
    })
}

/// A channel (or thread) as Discord shows it in a message: a mention, clickable.
pub fn place_mention(channel: &ChannelKey) -> String {
    let id = if channel.thread.is_empty() { &channel.channel } else { &channel.thread };
    format!("<#{id}>")
}

/// The option asking a challenge to open a thread for its match.
pub const THREAD_OPTION: &str = "thread:yes";

/// A challenge with [`THREAD_OPTION`] among its words: the text without it, and the game
/// named (empty when none is). `None` for any other text.
pub fn thread_challenge(text: &str, prefix: &str) -> Option<(String, String)> {
    let Parsed::Command(Command::Challenge { game, options, .. }) = command::parse(text, prefix) else { return None };
    if !options.iter().any(|o| o.eq_ignore_ascii_case(THREAD_OPTION)) {
        return None;
    }
    let words = text.split_whitespace().filter(|w| !w.eq_ignore_ascii_case(THREAD_OPTION));
    Some((words.collect::<Vec<_>>().join(" "), game.unwrap_or_default()))
}

/// A button's custom id for a command, and back: only the bot's own command buttons.
pub fn button_id(command: &str) -> String {
    format!("cmd:{command}")
}

pub fn button_command(custom_id: &str) -> Option<&str> {
    custom_id.strip_prefix("cmd:").filter(|c| crate::core::Button::is_command(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_place_links_to_its_last_board_or_its_channel() {
        let channel = ChannelKey::new(PLATFORM, "222", None);
        let board = place_link(&channel, "111", Some("333"));
        assert_eq!(board.as_deref(), Some("https://discord.com/channels/111/222/333"));
        assert_eq!(place_link(&channel, "111", None).as_deref(), Some("https://discord.com/channels/111/222"));
        assert_eq!(place_link(&channel, "222", None).as_deref(), Some("https://discord.com/channels/@me/222"));
    }

    fn discord_message(content: &str, mentions: serde_json::Value, guild: bool) -> Message {
        let mut json = serde_json::json!({
            "id": "10", "channel_id": "20", "content": content, "timestamp": "2026-11-22T10:00:00+00:00",
            "author": {"id": "30", "username": "alice", "discriminator": "0", "avatar": null},
            "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": mentions,
            "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0,
        });
        if guild {
            json["guild_id"] = "40".into();
        }
        serde_json::from_value(json).expect("a valid Discord message")
    }

    fn mentioned(id: &str, name: &str) -> serde_json::Value {
        serde_json::json!({"id": id, "username": name, "discriminator": "0", "avatar": null})
    }

    #[test]
    fn mentions_follow_the_text_order_and_skip_the_bot() {
        let mut carol = mentioned("52", "carol");
        carol["member"] =
            serde_json::json!({"nick": "Carol the Bold", "roles": [], "joined_at": null, "deaf": false, "mute": false});
        let list = serde_json::json!([carol, mentioned("99", "Games"), mentioned("51", "bob")]);
        let msg = discord_message("<@99> challenge <@51> <@!52> gype", list, true);
        let users = mentions(&msg, UserId::new(99));
        assert_eq!(
            users,
            vec![User::new("51", "bob"), User::new("52", "Carol the Bold")],
            "named as the server shows them"
        );
    }

    #[test]
    fn a_user_is_named_by_nickname_then_display_name_then_username_on_one_short_line() {
        let mut json = mentioned("51", "bob_99");
        let named = |json: &serde_json::Value, nick: Option<&str>| {
            user(&serde_json::from_value(json.clone()).expect("a user"), nick).name
        };
        assert_eq!(named(&json, None), "bob_99");
        json["global_name"] = "Bob Marley".into();
        assert_eq!(named(&json, None), "Bob Marley");
        assert_eq!(named(&json, Some("DJ Bob")), "DJ Bob");
        assert_eq!(named(&json, Some(" \u{200B} ")), "Bob Marley", "an invisible nickname names nobody");
        json["global_name"] = "Line\nbreak\u{202E}".into();
        assert_eq!(named(&json, None), "Linebreak", "control and direction characters go");
        assert_eq!(named(&json, Some(&"x".repeat(80))).chars().count(), NAME_MAX);
    }

    #[test]
    fn a_message_mentioning_the_bot_is_a_command_and_dms_are_private() {
        assert_eq!(command_text("<@99> board", UserId::new(99), "!"), "!board");
        assert_eq!(command_text("<@!99> !move a4 b4", UserId::new(99), "!"), "!move a4 b4");
        assert_eq!(command_text("a4 b4", UserId::new(99), "!"), "a4 b4");
        assert_eq!(command_text("!challenge <@99> tafl", UserId::new(99), "!"), "!challenge ai tafl");
        assert_eq!(command_text("<@99> challenge <@!99> gype", UserId::new(99), "!"), "!challenge ai gype");
        assert_eq!(command_text("hello <@99>", UserId::new(99), "!"), "!hello", "a greeting asks the bot");
        assert_eq!(command_text("hey <@99>, how do I play?", UserId::new(99), "!"), "!hey how do I play?");
        assert_eq!(command_text("hello <@12>", UserId::new(99), "!"), "hello <@12>");
        let incoming = message(&discord_message("!board", serde_json::json!([]), true), UserId::new(99), "!").unwrap();
        assert_eq!(incoming.channel, ChannelKey::new("discord", "20", None));
        assert_eq!(incoming.author, User::new("30", "alice"));
        assert!(!incoming.private);
        let dm = message(&discord_message("a4 b4", serde_json::json!([]), false), UserId::new(99), "!").unwrap();
        assert!(dm.private);
    }

    #[test]
    fn a_thread_option_is_taken_out_of_a_challenge_only() {
        assert_eq!(
            thread_challenge("!challenge <@51> hnefatafl thread:yes", "!"),
            Some(("!challenge <@51> hnefatafl".to_owned(), "hnefatafl".to_owned()))
        );
        let open = thread_challenge("!challenge open tafl thread:yes", "!");
        assert_eq!(open, Some(("!challenge open tafl".to_owned(), "tafl".to_owned())));
        assert_eq!(thread_challenge("!challenge <@51> hnefatafl", "!"), None);
        assert_eq!(thread_challenge("!move thread:yes", "!"), None);
    }

    #[test]
    fn only_the_bots_own_command_buttons_are_read() {
        assert_eq!(button_command(&button_id("accept")), Some("accept"));
        assert_eq!(button_command("cmd:Accept; drop"), None);
        assert_eq!(button_command("other:accept"), None);
    }
}
