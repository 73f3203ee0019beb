//! What adapters ask the core besides handling a message: a catalog text in a channel's
//! language, whether a button press counts, and the moves a player may type next.

use engine::Message;

use crate::core::Core;
use crate::core::play::seat_of;
use crate::model::{ChannelKey, User};

/// The most moves offered as suggestions (Discord shows at most 25).
const MAX_SUGGESTIONS: usize = 25;

impl Core {
    /// A catalog message in the channel's language; the default language if it cannot be read.
    pub async fn translate(&self, channel: &ChannelKey, message: Message) -> String {
        match self.reply_for(channel).await {
            Ok(reply) => reply.text(message),
            Err(e) => {
                tracing::error!(error = %e, "cannot read the channel settings");
                self.settings.default_lang.text(&message.with("prefix", &self.settings.prefix))
            }
        }
    }

    /// Whether `user` pressing a challenge's Accept or Decline button counts: false when
    /// the channel's challenge is not waiting for them (its challenger, someone who already
    /// joined, or a stranger when every seat is reserved). True when there is no challenge:
    /// the press is handled and answered like the typed command.
    pub async fn awaits_answer(&self, channel: &ChannelKey, user: &User, handle: Option<&str>) -> bool {
        match self.storage.challenge(channel).await {
            Ok(Some(mut challenge)) => {
                challenge.claim(user, handle);
                challenge.awaits(user)
            }
            Ok(None) => true,
            Err(e) => {
                tracing::error!(error = %e, "cannot read a challenge");
                true
            }
        }
    }

    /// Whether the channel has a challenge waiting for answers.
    pub async fn has_challenge(&self, channel: &ChannelKey) -> bool {
        self.storage.challenge(channel).await.is_ok_and(|c| c.is_some())
    }

    /// Whether a button that sends `command` in the channel still means something: a
    /// challenge's Accept and Decline while it waits, Take back while a takeback is
    /// asked. A settled button is removed, and a press on it is told so privately. A
    /// storage failure counts as live (the press is handled and answered as usual).
    pub async fn button_is_live(&self, channel: &ChannelKey, command: &str) -> bool {
        match command {
            "accept" | "decline" => self.storage.challenge(channel).await.map_or(true, |c| c.is_some()),
            // A rematch is asked for while nothing is played in the channel.
            "rematch" => self.storage.active_match(channel).await.map_or(true, |m| m.is_none()),
            "takeback" => {
                self.storage.active_match(channel).await.map_or(true, |m| m.is_some_and(|m| m.takeback_offer.is_some()))
            }
            _ => true,
        }
    }

    /// The legal moves of `user` in the channel's match that start with `typed`, at most
    /// `MAX_SUGGESTIONS`; empty when they are not a player whose turn it is. Asked on
    /// every keystroke: the match is read from storage's memory of it unless its version
    /// changed, so it is replayed once per move, not once per key.
    pub async fn move_suggestions(&self, channel: &ChannelKey, user: &User, typed: &str) -> Vec<String> {
        let stored = match self.storage.active_match(channel).await {
            Ok(Some(stored)) => stored,
            Ok(None) => return Vec::new(),
            Err(e) => {
                tracing::error!(error = %e, "cannot read a match");
                return Vec::new();
            }
        };
        let Some(seat) = seat_of(&stored, user).filter(|seat| stored.game.turn().awaits(*seat)) else {
            return Vec::new();
        };
        let typed = typed.trim().to_lowercase();
        let moves = stored.game.legal_moves(seat).into_iter().filter(|m| m.to_lowercase().starts_with(&typed));
        moves.take(MAX_SUGGESTIONS).collect()
    }
}
