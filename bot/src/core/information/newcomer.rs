//! A newcomer is never met with silence. `help` or `aiuto` typed alone, a question put
//! to the bot (`@Games how do I play?`, a command word it does not know followed by a
//! question), a move typed while a challenge still waits for its answer, and the bare
//! words `export`, `replay`, `analyse` and `profile` from a player of the channel's last
//! match once it is over: each gets an answer instead of the silence ordinary chat gets.

use engine::{AnyMatch, Message, Seed};

use crate::command::{self, Parsed};
use crate::core::{Core, Incoming, Reply, terms};

/// Words that ask for help when typed alone.
const PLEAS: [&str; 4] = ["help", "aiuto", "?", "aiutami"];
/// Words that open a question put to the bot.
const QUESTION_WORDS: [&str; 16] = [
    "how", "what", "where", "why", "which", "can", "hi", "hello", "hey", "come", "cosa", "che", "dove", "perché",
    "posso", "ciao",
];
/// What a player asks for, without the prefix, once their match is over.
const AFTER_GAME: [&str; 4] = ["export", "replay", "analyse", "profile"];
/// The longest line read as a move while a challenge waits.
const LONGEST_MOVE: usize = 24;

/// `help` or `aiuto` typed alone (`help!`, `Help?`).
pub(in crate::core) fn is_plea(text: &str) -> bool {
    let word = text.trim().trim_end_matches(['!', '.', '?']).to_lowercase();
    PLEAS.contains(&word.as_str()) || text.trim() == "?"
}

/// Text after the prefix (or a mention of the bot) that is a question rather than a
/// mistyped command: nothing, a question mark, or a question's first word.
pub(in crate::core) fn is_question(body: &str) -> bool {
    let first = body.split_whitespace().next().unwrap_or_default().trim_end_matches([',', '!', '?']).to_lowercase();
    body.trim().is_empty() || body.trim_end().ends_with('?') || QUESTION_WORDS.contains(&first.as_str())
}

/// Whether an unprefixed line may deserve an answer where no match runs: a plea, a word
/// a finished game's player asks for, or a short line with a digit that could be a move
/// typed before the challenge was accepted.
pub(in crate::core) fn may_be_meant(text: &str) -> bool {
    let text = text.trim();
    let could_move = text.chars().count() <= LONGEST_MOVE && text.chars().any(|c| c.is_ascii_digit());
    is_plea(text) || AFTER_GAME.contains(&text.to_lowercase().as_str()) || could_move
}

impl Core {
    /// Says the short welcome that points to `help` and `rules <game>`.
    pub(in crate::core) fn welcome(&self, reply: &mut Reply) {
        reply.say(Message::new("newcomer-welcome"));
    }

    /// Answers an unprefixed line where no match runs, when it is meant for the bot: a
    /// plea, a finished game's player asking for its record, or a move typed before the
    /// challenge was accepted. Returns whether it answered.
    pub(in crate::core) async fn idle_answer(
        &self,
        msg: &Incoming,
        text: &str,
        reply: &mut Reply,
    ) -> anyhow::Result<bool> {
        if is_plea(text) {
            self.welcome(reply);
            return Ok(true);
        }
        if self.storage.active_match(&msg.channel).await?.is_some() {
            return Ok(false);
        }
        let word = text.trim().to_lowercase();
        if let Some(&asked) = AFTER_GAME.iter().find(|w| **w == word) {
            let last = self.storage.latest_match(&msg.channel).await?;
            let played = last.is_some_and(|m| m.players.iter().any(|p| p.id == msg.author.id));
            if played && let Parsed::Command(command) = command::parse(&format!("!{asked}"), "!") {
                self.run(msg, command, reply).await?;
                return Ok(true);
            }
            return Ok(false);
        }
        let Some(challenge) = self.storage.challenge(&msg.channel).await? else { return Ok(false) };
        let concerned = challenge.challenger.id == msg.author.id || challenge.awaits(&msg.author);
        let Ok(kind) = challenge.game.parse::<engine::GameKind>() else { return Ok(false) };
        let game_words = terms::split(&challenge.options).map(|t| t.game).unwrap_or_default();
        let words: Vec<&str> = game_words.iter().map(String::as_str).collect();
        let game = AnyMatch::new(kind, &words, challenge.seats, Seed::from_bytes([0; 32]));
        let is_move = game.is_ok_and(|g| g.is_move_text(text.trim()) || g.is_move_text(&word));
        if !(concerned && is_move && text.chars().count() <= LONGEST_MOVE) {
            return Ok(false);
        }
        let awaited: Vec<&str> = challenge.awaited().iter().map(|u| u.name.as_str()).collect();
        let message = match awaited.as_slice() {
            [] => Message::new("challenge-waits-open"),
            names => Message::new("challenge-waits").with("names", names.join(", ")).num("count", names.len() as i64),
        };
        reply.say(message);
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plea_and_a_question_are_told_apart_from_chat() {
        for plea in ["help", "Help!", "aiuto", "AIUTO?", "?"] {
            assert!(is_plea(plea), "{plea}");
        }
        for chat in ["help me win", "I need help", "d1-d4", ""] {
            assert!(!is_plea(chat), "{chat}");
        }
        for question in ["", "how do I play?", "come si gioca", "what now", "hello", "rules of tafl?"] {
            assert!(is_question(question), "{question}");
        }
        for typo in ["chalenge @bob tafl", "bord"] {
            assert!(!is_question(typo), "{typo}");
        }
        assert!(may_be_meant("export") && may_be_meant("d1-d4") && !may_be_meant(&"long chat ".repeat(5)));
        assert!(!may_be_meant("good luck!"), "chat without a digit is never a move");
    }
}
