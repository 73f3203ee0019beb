//! `mygames`: a player's running matches on a platform, across channels and servers,
//! answered privately, those awaiting the player first, each with a link to its place.

use std::sync::Arc;

use engine::Message;

use crate::core::play::seat_of;
use crate::core::{Core, Incoming, Reply};
use crate::model::{ChannelKey, StoredMatch, User, awaited};

/// How a platform links to a place of its own: a channel (or thread), its community (a
/// Discord server, a Telegram group), and the platform's id of the last board posted
/// there when known. `None` where the platform cannot link there.
pub type PlaceLinks = Arc<dyn Fn(&ChannelKey, &str, Option<&str>) -> Option<String> + Send + Sync>;

/// How a platform names a place of its own in a message (a Discord channel mention).
pub type PlaceNames = Arc<dyn Fn(&ChannelKey) -> String + Send + Sync>;

/// Matches listed at most; a longer list says how many more there are.
const LISTED: usize = 20;

impl Core {
    /// Lets the core link to `platform`'s places in `mygames` and notifications.
    pub fn link_places(&self, platform: &str, links: PlaceLinks) {
        self.places.link_with(platform, links);
    }

    /// Lets the core name `platform`'s places as the platform shows them in messages.
    pub fn name_places(&self, platform: &str, names: PlaceNames) {
        self.places.name_with(platform, names);
    }

    /// An adapter posted a board in `channel` as the platform's message `message`.
    pub fn posted_board(&self, channel: &ChannelKey, message: impl ToString) {
        self.places.posted_board(channel, message.to_string());
    }

    /// The link to a match's place, or its channel's name where the platform has no links.
    pub(in crate::core) fn place_of(&self, stored: &StoredMatch) -> String {
        self.places.link(&stored.channel, &stored.community)
    }

    /// A channel's name, where its platform gives no link.
    pub(in crate::core) fn place_name(&self, channel: &ChannelKey) -> String {
        self.places.name(channel)
    }

    pub(in crate::core) async fn my_games(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let platform = &msg.channel.platform;
        // In a channel the answer goes privately: where the bot may write only to those who
        // opened a chat with it, the others are asked to open one first.
        if !msg.private
            && self.private_link(platform).is_some()
            && !self.storage.has_private_chat(platform, &msg.author.id).await?
        {
            self.ask_private_chat(std::slice::from_ref(&msg.author), "list", reply);
            return Ok(());
        }
        let mut matches = self.storage.player_matches(platform, &msg.author.id).await?;
        // Stable: those awaiting the player first, each group oldest first.
        matches.sort_by_key(|m| !awaits(m, &msg.author));
        let now = self.clock.now_ms();
        let mut lines = vec![reply.text(match matches.len() {
            0 => Message::new("mygames-none"),
            n => Message::new("mygames-header").num("count", n as i64),
        })];
        lines.extend(matches.iter().take(LISTED).map(|m| self.my_game_line(m, &msg.author, now, reply)));
        if matches.len() > LISTED {
            lines.push(reply.text(Message::new("mygames-more").num("count", (matches.len() - LISTED) as i64)));
        }
        reply.post_to_author(msg, lines.join("\n"));
        Ok(())
    }

    /// "#12 Hnefatafl 11×11 against bob: move 14, your move, 23h 10m left — link".
    pub(in crate::core) fn my_game_line(&self, stored: &StoredMatch, me: &User, now: i64, reply: &Reply) -> String {
        let opponents: Vec<&str> = stored.players.iter().filter(|p| p.id != me.id).map(|p| p.name.as_str()).collect();
        let turn = if awaits(stored, me) {
            reply.text(Message::new("mygames-your-move"))
        } else {
            let names: Vec<&str> = awaited(&stored.game)
                .iter()
                .filter_map(|s| stored.players.get(s.index()))
                .map(|p| p.name.as_str())
                .collect();
            reply.text(Message::new("mygames-their-move").with("names", names.join(", ")))
        };
        let left = match &stored.clock {
            Some(clock) => crate::core::play::lines::time_left(clock, now, reply),
            None => String::new(),
        };
        reply.text(
            Message::new("mygames-line")
                .num("id", stored.id)
                .term("game", stored.game.title())
                .with("opponents", opponents.join(", "))
                .num("move", stored.game.move_number() as i64)
                .with("turn", turn)
                .with("left", left)
                .with("place", self.place_of(stored)),
        )
    }
}

/// Whether the match waits for `user`.
fn awaits(stored: &StoredMatch, user: &User) -> bool {
    seat_of(stored, user).is_some_and(|seat| stored.game.turn().awaits(seat))
}
