//! `board link`: a personal link to play from the website, sent privately. In a channel it
//! is for the author's seat in the channel's match; in the private chat, one link for each
//! of their running matches.

use engine::Message;

use crate::core::play::seat_of;
use crate::core::{Core, Incoming, Reply};
use crate::seat_link::LIFETIME_MS;

impl Core {
    pub(in crate::core) async fn board_link(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let platform = &msg.channel.platform;
        let matches = if msg.private {
            self.storage.player_matches(platform, &msg.author.id).await?
        } else {
            let Some(stored) = self.storage.active_match(&msg.channel).await? else {
                reply.say(Message::new("no-match"));
                return Ok(());
            };
            if seat_of(&stored, &msg.author).is_none() {
                reply.say(Message::new("board-link-not-player"));
                return Ok(());
            }
            // Where the bot writes only to those who opened a chat with it, the link waits.
            if self.private_link(platform).is_some() && !self.storage.has_private_chat(platform, &msg.author.id).await?
            {
                self.ask_private_chat(std::slice::from_ref(&msg.author), "link", reply);
                return Ok(());
            }
            vec![stored]
        };
        if matches.is_empty() {
            reply.say(Message::new("private-no-such-match"));
            return Ok(());
        }
        let mut lines = Vec::new();
        for stored in &matches {
            let Some(url) = self.site.seat_url(stored, &msg.author.id).await? else {
                reply.say(Message::new("board-link-no-pages"));
                return Ok(());
            };
            lines.push(
                reply.text(
                    Message::new("board-link")
                        .num("id", stored.id)
                        .term("game", stored.game.title())
                        .num("days", LIFETIME_MS / 86_400_000)
                        .with("url", url),
                ),
            );
        }
        reply.post_to_author(msg, lines.join("\n"));
        if !msg.private {
            reply.say(Message::new("board-link-sent").with("name", &msg.author.name));
        }
        Ok(())
    }
}
