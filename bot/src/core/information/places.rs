//! How each platform links to and names its places (channels, threads, topics), and the
//! last board posted in each channel, which a link to a match points at.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError, RwLock};

use super::mygames::{PlaceLinks, PlaceNames};
use crate::model::ChannelKey;

/// Channels whose last board is remembered before the memory starts again.
const BOARDS_KEPT: usize = 10_000;

#[derive(Default)]
pub(in crate::core) struct Places {
    links: RwLock<HashMap<String, PlaceLinks>>,
    names: RwLock<HashMap<String, PlaceNames>>,
    /// The last board image posted in each channel, by the platform's message id. Kept
    /// in memory; after a restart links go to the channel until the next board.
    last_boards: Mutex<HashMap<ChannelKey, String>>,
}

impl Places {
    pub(in crate::core) fn link_with(&self, platform: &str, links: PlaceLinks) {
        self.links.write().unwrap_or_else(PoisonError::into_inner).insert(platform.to_owned(), links);
    }

    pub(in crate::core) fn name_with(&self, platform: &str, names: PlaceNames) {
        self.names.write().unwrap_or_else(PoisonError::into_inner).insert(platform.to_owned(), names);
    }

    /// A board was posted in `channel` as the platform's message `message`.
    pub(in crate::core) fn posted_board(&self, channel: &ChannelKey, message: String) {
        let mut boards = self.last_boards.lock().unwrap_or_else(PoisonError::into_inner);
        if boards.len() >= BOARDS_KEPT && !boards.contains_key(channel) {
            boards.clear();
        }
        boards.insert(channel.clone(), message);
    }

    /// The link to `channel` of `community` (at its last board), or its name where the
    /// platform has no links.
    pub(in crate::core) fn link(&self, channel: &ChannelKey, community: &str) -> String {
        let link = {
            let links = self.links.read().unwrap_or_else(PoisonError::into_inner);
            let boards = self.last_boards.lock().unwrap_or_else(PoisonError::into_inner);
            let board = boards.get(channel).map(String::as_str);
            links.get(&channel.platform).and_then(|link| link(channel, community, board))
        };
        link.unwrap_or_else(|| self.name(channel))
    }

    /// A channel's name as its platform shows it, else `#channel` (`#channel/thread`).
    pub(in crate::core) fn name(&self, channel: &ChannelKey) -> String {
        let names = self.names.read().unwrap_or_else(PoisonError::into_inner);
        if let Some(name) = names.get(&channel.platform) {
            return name(channel);
        }
        match channel.thread.as_str() {
            "" => format!("#{}", channel.channel),
            thread => format!("#{}/{thread}", channel.channel),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    #[test]
    fn a_place_links_to_its_last_board_where_the_platform_links_and_is_named_elsewhere() {
        let places = Places::default();
        let general = ChannelKey::new("discord", "10", None);
        let topic = ChannelKey::new("console", "hall", Some("7"));
        assert_eq!(places.name(&topic), "#hall/7");
        places.link_with(
            "discord",
            Arc::new(|channel, community, board| {
                Some(format!("https://x/{community}/{}/{}", channel.channel, board.unwrap_or("-")))
            }),
        );
        assert_eq!(places.link(&general, "5"), "https://x/5/10/-");
        places.posted_board(&general, "99".into());
        assert_eq!(places.link(&general, "5"), "https://x/5/10/99");
        assert_eq!(places.link(&topic, "5"), "#hall/7", "a platform without links is named");
        places.name_with("console", Arc::new(|channel| format!("<{}>", channel.channel)));
        assert_eq!(places.link(&topic, "5"), "<hall>");
    }
}
