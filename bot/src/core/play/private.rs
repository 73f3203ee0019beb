//! Private chats with the bot: secret choices and any other move, routed to the sender's
//! match; the match's channel hears what the move made public.

use engine::{Message, Turn, Viewer};

use crate::command::{self, Command, Parsed};
use crate::core::play::{Origin, Who, seat_of, seat_words};
use crate::core::{Core, Incoming, Outgoing, Reply};
use crate::model::StoredMatch;

/// Splits a leading `#12` (a match id) from the text.
fn match_id(text: &str) -> (Option<i64>, &str) {
    let text = text.trim();
    match text.strip_prefix('#').and_then(|rest| rest.split_once(char::is_whitespace)) {
        Some((id, rest)) => match id.parse() {
            Ok(id) => (Some(id), rest.trim()),
            Err(_) => (None, text),
        },
        None => (None, text),
    }
}

impl Core {
    /// In a private chat the prefix is optional: a message is a command when its first word
    /// names one, and a move otherwise.
    pub(in crate::core) async fn dispatch_private(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let prefix = &self.settings.prefix;
        let body = self.unprefixed(&msg.text);
        // A platform's greeting when the user opens the chat (Telegram's /start).
        if body.split_whitespace().next() == Some("start") {
            reply.say(Message::new("private-welcome"));
            return Ok(());
        }
        let parsed = match &msg.command {
            Some(command) => Parsed::Command(command.clone()),
            None => command::parse(&format!("{prefix}{body}"), prefix),
        };
        match parsed {
            // A bare `move` is a game's own word (Quest's roll), not the command.
            Parsed::Command(Command::Move(text)) if text.is_empty() => self.private_move(msg, body, reply).await,
            Parsed::Command(Command::Move(text)) => self.private_move(msg, &text, reply).await,
            Parsed::Unknown(_) | Parsed::Chat(_) => self.private_move(msg, body, reply).await,
            Parsed::Command(command @ (Command::Board | Command::Hint(_))) if self.cooled(msg, &command, reply) => {
                Ok(())
            }
            Parsed::Command(Command::Board) => self.private_boards(msg, reply).await,
            Parsed::Command(Command::Hint(_)) => self.private_hint(msg, reply).await,
            Parsed::Command(
                command @ (Command::Help(_)
                | Command::Games
                | Command::Engines
                | Command::Rules { .. }
                | Command::Lang(_)
                | Command::MyGames
                | Command::BoardLink
                | Command::Notify(_)),
            ) => self.run(msg, command, reply).await,
            Parsed::Command(_) => {
                reply.say(Message::new("private-group-only"));
                Ok(())
            }
        }
    }

    /// The author's running matches, limited to `#id` when given.
    async fn own_matches(&self, msg: &Incoming, id: Option<i64>) -> anyhow::Result<Vec<StoredMatch>> {
        let all = self.storage.player_matches(&msg.channel.platform, &msg.author.id).await?;
        Ok(all.into_iter().filter(|m| id.is_none_or(|id| m.id == id)).collect())
    }

    async fn private_move(&self, msg: &Incoming, text: &str, reply: &mut Reply) -> anyhow::Result<()> {
        reply.changes = true;
        let (id, text) = match_id(text);
        let mut matches = self.own_matches(msg, id).await?;
        // A second secret choice where the player already chose: theirs is final.
        let chosen = matches.iter().find(|m| {
            matches!(m.game.turn(), Turn::Simultaneous(_))
                && m.game.is_move_text(text)
                && seat_of(m, &msg.author).is_some_and(|seat| !m.game.turn().awaits(seat))
        });
        let chosen = chosen.map(|m| m.id);
        if id.is_none() {
            matches.retain(|m| {
                seat_of(m, &msg.author).is_some_and(|seat| {
                    m.game.turn().awaits(seat) || m.game.is_out_of_turn_text(seat, &seat_words(text, &msg.mentions, m))
                })
            });
        }
        let stored = match matches.as_slice() {
            [one] => one,
            [] => {
                reply.say(match chosen {
                    Some(id) => Message::new("private-already-chosen").num("id", id),
                    None if id.is_some() => Message::new("private-no-such-match"),
                    None => Message::new("private-nothing-awaits"),
                });
                return Ok(());
            }
            several => {
                let ids: Vec<String> = several.iter().map(|m| format!("#{}", m.id)).collect();
                let example = format!("{} {text}", ids[0]);
                reply.say(Message::new("private-which-match").with("ids", ids.join(", ")).with("example", example));
                return Ok(());
            }
        };
        let lock = self.lock(&stored.channel);
        let _guard = lock.lock().await;
        let played = self
            .commit_move(&stored.channel, Who::Person(&msg.author), text, &msg.mentions, Origin::Private, reply)
            .await?;
        let Some(played) = played else { return Ok(()) };
        let mut channel = self.reply_or_default(&played.stored.channel).await;
        self.announce(&played.stored, &played.events, played.outcome.as_ref(), played.told(), &mut channel);
        // The player's own view came with their private news, if the move brought any.
        let shown = channel.out.iter().any(|o| matches!(o, Outgoing::Private { user, .. } if user.id == msg.author.id));
        reply.out.append(&mut channel.out);
        reply.ended.append(&mut channel.ended);
        let done = reply.text(Message::new("private-move-done").num("id", played.stored.id));
        let view = played.stored.game.view(Viewer::Player(played.seat));
        reply.post(done, (!shown).then(|| self.view_png(&view, &played.stored.players)));
        Ok(())
    }

    /// Each running match of the author, as that player sees it.
    async fn private_boards(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let matches = self.own_matches(msg, None).await?;
        if matches.is_empty() {
            reply.say(Message::new("private-no-such-match"));
        }
        for stored in matches {
            let Some(seat) = seat_of(&stored, &msg.author) else { continue };
            let line = crate::core::play::lines::turn_line(&stored.game, &stored.players, reply);
            let text = format!("#{} {}: {line}", stored.id, reply.lang.term(&stored.game.title()));
            reply.post(text, Some(self.view_png(&stored.game.view(Viewer::Player(seat)), &stored.players)));
        }
        Ok(())
    }
}
