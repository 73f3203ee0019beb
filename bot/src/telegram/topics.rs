//! Forum topics as places of their own for tournament games: in a supergroup with topics,
//! where the bot may manage them, each game of a round gets a topic.

use std::collections::HashSet;
use std::sync::Mutex;

use teloxide::prelude::*;
use teloxide::types::ChatMemberKind;

use super::PLATFORM;
use super::outgoing::TgBot;
use crate::core::{Venue, VenueCheck, VenueFuture, Venues};
use crate::model::ChannelKey;

pub struct Topics {
    bot: TgBot,
    me: UserId,
    /// Chats seen to be forums (supergroups with topics), from their messages.
    forums: Mutex<HashSet<i64>>,
}

impl Topics {
    pub fn new(bot: TgBot, me: UserId) -> Topics {
        Topics { bot, me, forums: Mutex::new(HashSet::new()) }
    }

    /// Remembers whether a chat that sent a message is a forum.
    pub fn saw(&self, chat: &teloxide::types::Chat) {
        let forum = matches!(&chat.kind, teloxide::types::ChatKind::Public(public)
            if matches!(&public.kind, teloxide::types::PublicChatKind::Supergroup(s) if s.is_forum));
        let mut forums = self.forums.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if forum {
            forums.insert(chat.id.0);
        } else {
            forums.remove(&chat.id.0);
        }
    }

    async fn check_chat(&self, parent: &ChannelKey) -> VenueCheck {
        let Ok(chat) = parent.channel.parse::<i64>() else { return VenueCheck::Unsupported };
        if !self.forums.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).contains(&chat) {
            return VenueCheck::Unsupported;
        }
        match self.bot.get_chat_member(ChatId(chat), self.me).await {
            Ok(member) => match member.kind {
                ChatMemberKind::Owner(_) => VenueCheck::Ready,
                ChatMemberKind::Administrator(admin) if admin.can_manage_topics => VenueCheck::Ready,
                _ => VenueCheck::MissingRight,
            },
            Err(e) => {
                tracing::warn!(error = %e, chat, "cannot ask for the bot's rights in a forum");
                VenueCheck::MissingRight
            }
        }
    }

    async fn open_topic(&self, parent: &ChannelKey, title: &str) -> Option<Venue> {
        let chat = parent.channel.parse::<i64>().ok()?;
        let name: String = title.chars().take(TOPIC_NAME).collect();
        match self.bot.create_forum_topic(ChatId(chat), name).await {
            Ok(topic) => {
                let thread = topic.thread_id.0.0;
                Some(Venue {
                    channel: ChannelKey::new(PLATFORM, &chat.to_string(), Some(&thread.to_string())),
                    link: topic_link(chat, thread),
                })
            }
            Err(e) => {
                tracing::warn!(error = %e, chat, "cannot open a forum topic");
                None
            }
        }
    }
}

/// Telegram's longest topic name.
const TOPIC_NAME: usize = 128;

/// A link to a topic of a supergroup: `https://t.me/c/<id without -100>/<topic>`.
fn topic_link(chat: i64, thread: i32) -> String {
    let internal = chat.unsigned_abs().to_string();
    let internal = internal.strip_prefix("100").unwrap_or(&internal);
    format!("https://t.me/c/{internal}/{thread}")
}

impl Venues for Topics {
    fn check<'a>(&'a self, parent: &'a ChannelKey) -> VenueFuture<'a, VenueCheck> {
        Box::pin(self.check_chat(parent))
    }

    fn open<'a>(&'a self, parent: &'a ChannelKey, title: &'a str) -> VenueFuture<'a, Option<Venue>> {
        Box::pin(self.open_topic(parent, title))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_topic_link_drops_the_supergroup_prefix() {
        assert_eq!(topic_link(-1001847508954, 4), "https://t.me/c/1847508954/4");
    }
}
