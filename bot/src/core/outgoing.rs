//! What the core asks an adapter to deliver.

use super::notices::picker::Picker;
use crate::model::{ChannelKey, User};

/// What the core asks an adapter to deliver.
#[derive(Clone, Debug, PartialEq)]
pub enum Outgoing {
    /// A message to a channel: text, a board PNG when there is one, buttons that send
    /// commands when pressed, and the users it should notify (the player whose turn it is,
    /// the challenged user): their names in the text become pings where the platform has
    /// them; nobody else is pinged, whatever the text holds.
    /// `picker`: the tap-to-move picker of the decision the match awaits, under a board or
    /// a turn line.
    Channel {
        channel: ChannelKey,
        text: String,
        image: Option<Vec<u8>>,
        buttons: Vec<Button>,
        notify: Vec<User>,
        picker: Option<Picker>,
        /// The post says whose turn it is, or that the match ended: players who chose a
        /// daily digest are not pinged, their "your games" summary is brought up to date
        /// instead. Any other ping (a clock's warning, a challenge) reaches them at once,
        /// privately.
        turn: bool,
    },
    /// A private message to one user (hidden information), with a picker of their secret
    /// decision when one is asked.
    Private { platform: String, user: User, text: String, image: Option<Vec<u8>>, picker: Option<Picker> },
    /// A player's "your games" summary in their private chat: a new message when
    /// `message` is `None` (the daily digest), else that message edited in place (a new
    /// one where it cannot be). The adapter tells the core the id of a message it sends
    /// ([`crate::core::Core::summary_sent`]).
    Summary { platform: String, user: User, text: String, message: Option<String> },
    /// A file posted in a channel with a one-line caption: a record too long for one chat
    /// message (an export, a long move list), or an animated replay.
    File { channel: ChannelKey, caption: String, name: String, body: FileBody },
}

/// What a posted file holds.
#[derive(Clone, Debug, PartialEq)]
pub enum FileBody {
    Text(String),
    /// A GIF, shown playing where the platform can (Telegram's animations).
    Animation(Vec<u8>),
}

impl FileBody {
    pub fn into_bytes(self) -> Vec<u8> {
        match self {
            FileBody::Text(text) => text.into_bytes(),
            FileBody::Animation(gif) => gif,
        }
    }
}

impl Outgoing {
    /// The platform it is sent on.
    pub fn platform(&self) -> &str {
        match self {
            Outgoing::Channel { channel, .. } | Outgoing::File { channel, .. } => &channel.platform,
            Outgoing::Private { platform, .. } | Outgoing::Summary { platform, .. } => platform,
        }
    }

    /// Splits replies by the chat they go to (a channel's id, or the user's for a private
    /// message), keeping each chat's in order: adapters send different chats' side by side.
    pub fn by_chat(out: Vec<Outgoing>) -> Vec<(String, Vec<Outgoing>)> {
        let mut chats: Vec<(String, Vec<Outgoing>)> = Vec::new();
        for item in out {
            let chat = match &item {
                Outgoing::Channel { channel, .. } | Outgoing::File { channel, .. } => &channel.channel,
                Outgoing::Private { user, .. } | Outgoing::Summary { user, .. } => &user.id,
            };
            match chats.iter_mut().find(|(c, _)| c == chat) {
                Some((_, items)) => items.push(item),
                None => chats.push((chat.clone(), vec![item])),
            }
        }
        chats
    }
}

/// A button under a message: pressing it is the presser sending `command` (a canonical
/// command name, without prefix) in the message's channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    pub command: String,
}

impl Button {
    /// Whether a press may carry `command`: a command word, optionally with a number
    /// (`accept`, `join 12`), never more than 32 characters.
    pub fn is_command(command: &str) -> bool {
        let mut words = command.split(' ');
        let word = words.next().unwrap_or_default();
        let number = words.next();
        command.len() <= 32
            && !word.is_empty()
            && word.chars().all(|c| c.is_ascii_lowercase())
            && number.is_none_or(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
            && words.next().is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(channel: &str, text: &str) -> Outgoing {
        let channel = ChannelKey::new("test", channel, None);
        Outgoing::Channel {
            channel,
            text: text.into(),
            image: None,
            buttons: Vec::new(),
            notify: Vec::new(),
            picker: None,
            turn: false,
        }
    }

    #[test]
    fn a_button_carries_a_command_word_and_at_most_a_number() {
        for good in ["accept", "join 12", "takeback"] {
            assert!(Button::is_command(good), "{good}");
        }
        for bad in ["", "join  12", "join 12 13", "Accept", "move a1", " join", "join x", &"a".repeat(33)] {
            assert!(!Button::is_command(bad), "{bad}");
        }
    }

    #[test]
    fn replies_split_by_chat_keep_each_chats_order() {
        let private = Outgoing::Private {
            platform: "test".into(),
            user: User::new("7", "bob"),
            text: "c".into(),
            image: None,
            picker: None,
        };
        let out = vec![said("a", "1"), said("b", "1"), private.clone(), said("a", "2")];
        let chats = Outgoing::by_chat(out);
        assert_eq!(chats.len(), 3);
        assert_eq!(chats[0], ("a".to_string(), vec![said("a", "1"), said("a", "2")]));
        assert_eq!(chats[1], ("b".to_string(), vec![said("b", "1")]));
        assert_eq!(chats[2], ("7".to_string(), vec![private]));
    }
}
