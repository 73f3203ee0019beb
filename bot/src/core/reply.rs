//! Replies to one channel, as a command builds them.

use engine::Message;

use super::notices::picker::Picker;
use super::outgoing::{Button, FileBody, Outgoing};
use crate::i18n::Lang;
use crate::model::{ChannelKey, StoredMatch, User};

/// Longer texts are sent as files: it fits one message on every platform (Discord's
/// 2,000 characters) with room to spare.
const INLINE_MAX: usize = 1_500;

/// Replies to one channel in its language.
pub(super) struct Reply {
    pub(super) channel: ChannelKey,
    pub(super) lang: Lang,
    pub(super) prefix: String,
    /// The delivery being answered, until a committed move claimed it.
    pub(super) delivery: Option<String>,
    /// A change was committed while answering: a later failure must not hide it.
    pub(super) committed: bool,
    /// The message asked for a change (a move, a challenge, a setting), not only to be
    /// shown something: its answer is never dropped by a backed-up outbox.
    pub(super) changes: bool,
    pub(super) out: Vec<Outgoing>,
    /// Channels whose match ended while handling: their tournaments move on.
    pub(super) ended: Vec<ChannelKey>,
    /// Boards here carry pickers (`buttons on`, the default).
    pub(super) buttons: bool,
}

impl Reply {
    /// An empty reply to `channel` in `lang`, with pickers under its boards.
    pub(super) fn new(channel: ChannelKey, lang: Lang, prefix: String) -> Reply {
        Reply {
            channel,
            lang,
            prefix,
            delivery: None,
            committed: false,
            changes: false,
            out: Vec::new(),
            ended: Vec::new(),
            buttons: true,
        }
    }

    /// Translates a message; adds the command prefix, which many messages show.
    pub(super) fn text(&self, message: Message) -> String {
        self.lang.text(&message.with("prefix", &self.prefix))
    }

    pub(super) fn say(&mut self, message: Message) {
        let text = self.text(message);
        self.post(text, None);
    }

    pub(super) fn post(&mut self, text: String, image: Option<Vec<u8>>) {
        self.post_notifying(text, image, Vec::new());
    }

    /// Says `text` to `msg`'s author alone: here in their private chat, else by private
    /// message.
    pub(super) fn post_to_author(&mut self, msg: &super::Incoming, text: String) {
        if msg.private {
            return self.post(text, None);
        }
        let (platform, user) = (msg.channel.platform.clone(), msg.author.clone());
        self.out.push(Outgoing::Private { platform, user, text, image: None, picker: None });
    }

    /// Posts a record as it is when short, else as the file `name` with `caption`.
    pub(super) fn post_record(&mut self, text: String, name: String, caption: Message) {
        if text.chars().count() <= INLINE_MAX {
            return self.post(text, None);
        }
        self.post_file(FileBody::Text(text), name, caption);
    }

    /// Posts a file named `name` with a caption.
    pub(super) fn post_file(&mut self, body: FileBody, name: String, caption: Message) {
        let caption = self.text(caption);
        self.out.push(Outgoing::File { channel: self.channel.clone(), caption, name, body });
    }

    /// Posts a message that notifies `notify` where the platform pings.
    pub(super) fn post_notifying(&mut self, text: String, image: Option<Vec<u8>>, notify: Vec<User>) {
        let channel = self.channel.clone();
        self.out.push(Outgoing::Channel {
            channel,
            text,
            image,
            buttons: Vec::new(),
            notify,
            picker: None,
            turn: false,
        });
    }

    /// Posts a match's turn, notifying the players it awaits, with the picker of the
    /// decision it awaits.
    pub(super) fn post_picking(
        &mut self,
        text: String,
        image: Option<Vec<u8>>,
        notify: Vec<User>,
        picker: Option<Picker>,
    ) {
        let channel = self.channel.clone();
        self.out.push(Outgoing::Channel { channel, text, image, buttons: Vec::new(), notify, picker, turn: true });
    }

    /// Shows the board again (`board`): the picker under it, and no turn told anew.
    pub(super) fn post_board(&mut self, text: String, image: Vec<u8>, picker: Option<Picker>) {
        let channel = self.channel.clone();
        let buttons = Vec::new();
        self.out.push(Outgoing::Channel {
            channel,
            text,
            image: Some(image),
            buttons,
            notify: Vec::new(),
            picker,
            turn: false,
        });
    }

    /// Posts the end of a match: a game people played may be played again, so the
    /// Rematch button goes under it (not under a tournament's, which pairs its own).
    pub(super) fn post_final(&mut self, text: String, image: Option<Vec<u8>>, stored: &StoredMatch) {
        let again = stored.tournament_id.is_none() && stored.players.iter().any(|p| !p.is_ai());
        let rematch = Button { label: self.lang.key("button-rematch"), command: "rematch".into() };
        let buttons = if again { vec![rematch] } else { Vec::new() };
        let channel = self.channel.clone();
        self.out.push(Outgoing::Channel {
            channel,
            text,
            image,
            buttons,
            notify: Vec::new(),
            picker: None,
            // The end of a turn too: its players' summaries drop the game.
            turn: true,
        });
    }

    /// Says a message with buttons under it, each a command and its catalog label.
    pub(super) fn say_with_buttons(&mut self, message: Message, buttons: &[(&str, &'static str)], notify: &[&User]) {
        let text = self.text(message);
        let buttons =
            buttons.iter().map(|(command, label)| Button { label: self.lang.key(label), command: (*command).into() });
        let buttons = buttons.collect();
        let notify = notify.iter().map(|&u| u.clone()).collect();
        self.out.push(Outgoing::Channel {
            channel: self.channel.clone(),
            text,
            image: None,
            buttons,
            notify,
            picker: None,
            turn: false,
        });
    }
}
