//! Notifications and pickers: where a user's pings go, the tap-to-move pickers and their
//! presses, the buttons and pickers an adapter must retire, announcements lost in a
//! crash, and the periodic sweep that rings clocks and moves tournaments on.

pub(super) mod digest;
pub(super) mod latest_pickers;
pub(super) mod notify;
pub(super) mod page_press;
pub(super) mod picker;
pub(super) mod picker_cases;
pub(super) mod press;
pub(super) mod sent_buttons;
pub(super) mod sweep;
pub(super) mod unsent;

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError, RwLock};

use crate::core::Outgoing;

/// What notices keep in memory.
#[derive(Default)]
pub(in crate::core) struct Notices {
    /// Platforms where the bot may write privately only to users who opened a private
    /// chat with it, each with the link that opens one.
    private_links: RwLock<HashMap<String, String>>,
    /// What the start-up's resolution of missed deadlines said, until each platform's
    /// first sweep posts it.
    held: Mutex<Vec<Outgoing>>,
    /// Replies sent, until their deliveries are marked so (see [`unsent`]).
    pub(in crate::core) sent_marks: unsent::SentMarks,
    /// Each platform's delivery of replies caused from outside it (see [`page_press`]).
    pub(in crate::core) deliveries: RwLock<HashMap<String, crate::core::Deliver>>,
}

impl Notices {
    pub(in crate::core) fn require_private_chat(&self, platform: &str, link: &str) {
        self.private_links.write().unwrap_or_else(PoisonError::into_inner).insert(platform.to_owned(), link.to_owned());
    }

    /// The link that opens a private chat on `platform`, where one must be opened first.
    pub(in crate::core) fn private_link(&self, platform: &str) -> Option<String> {
        self.private_links.read().unwrap_or_else(PoisonError::into_inner).get(platform).cloned()
    }

    /// Keeps `news` until its platform's sweep.
    pub(in crate::core) fn hold(&self, mut news: Vec<Outgoing>) {
        self.held.lock().unwrap_or_else(PoisonError::into_inner).append(&mut news);
    }

    /// The news held for `platform`, given once.
    pub(in crate::core) fn take_held(&self, platform: &str) -> Vec<Outgoing> {
        let mut held = self.held.lock().unwrap_or_else(PoisonError::into_inner);
        let (mine, rest) = std::mem::take(&mut *held).into_iter().partition(|item| item.platform() == platform);
        *held = rest;
        mine
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::ChannelKey;

    fn news(platform: &str, text: &str) -> Outgoing {
        let channel = ChannelKey::new(platform, "c", None);
        Outgoing::Channel {
            channel,
            text: text.into(),
            image: None,
            buttons: vec![],
            notify: vec![],
            picker: None,
            turn: false,
        }
    }

    #[test]
    fn held_news_goes_once_to_its_own_platform_in_order() {
        let notices = Notices::default();
        notices.hold(vec![news("discord", "1"), news("telegram", "2"), news("discord", "3")]);
        assert_eq!(notices.take_held("discord"), vec![news("discord", "1"), news("discord", "3")]);
        assert!(notices.take_held("discord").is_empty());
        assert_eq!(notices.take_held("telegram"), vec![news("telegram", "2")]);
    }

    #[test]
    fn a_private_link_is_known_only_where_a_platform_requires_one() {
        let notices = Notices::default();
        notices.require_private_chat("telegram", "https://t.me/bot");
        assert_eq!(notices.private_link("telegram").as_deref(), Some("https://t.me/bot"));
        assert_eq!(notices.private_link("discord"), None);
    }
}
