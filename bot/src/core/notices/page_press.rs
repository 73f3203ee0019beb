//! Presses on a player's page on the website: the same pickers as in the chat, walked
//! from the page. The move goes through the chat's own path (the version checked, the
//! move committed before any reply); what the match's channel and the other players are
//! told is delivered through the platform's adapter, and what is said to the presser
//! comes back to the page.

use std::sync::PoisonError;

use crate::core::notices::press::Pressed;
use crate::core::{Core, Deliver, Incoming, Outgoing};
use crate::model::{ChannelKey, User};

/// The place of a presser on the website: what the core says there goes back to the page.
fn page_place(platform: &str, user: &User) -> ChannelKey {
    ChannelKey::new(platform, &format!("web-{}", user.id), Some("web"))
}

impl Core {
    /// Where replies caused from outside `platform`'s own messages (a press on the
    /// website) go: the adapter that delivers that platform's.
    pub fn provide_delivery(&self, platform: &str, deliver: Deliver) {
        self.notices.deliveries.write().unwrap_or_else(PoisonError::into_inner).insert(platform.to_owned(), deliver);
    }

    /// A press (a picker's data) by `author`, a player of a match of `community` on
    /// `platform`, made on their page. Everything said elsewhere is delivered before this
    /// returns; a played move's `out` holds only what was said to the presser.
    pub async fn press_on_page(&self, platform: &str, community: &str, author: User, data: &str) -> Pressed {
        let place = page_place(platform, &author);
        let msg = Incoming {
            channel: place.clone(),
            author,
            text: data.to_owned(),
            mentions: Vec::new(),
            private: true,
            handle: None,
            community: community.to_owned(),
            moderator: false,
            delivery: None,
            command: None,
        };
        match self.press(&msg).await {
            Pressed::Played { out, text } => {
                let (here, elsewhere): (Vec<Outgoing>, Vec<Outgoing>) = out.into_iter().partition(|item| {
                    matches!(item, Outgoing::Channel { channel, .. } | Outgoing::File { channel, .. } if *channel == place)
                });
                let deliver =
                    self.notices.deliveries.read().unwrap_or_else(PoisonError::into_inner).get(platform).cloned();
                match deliver {
                    Some(deliver) => deliver(elsewhere).await,
                    None => tracing::warn!(platform, "a move from the web has no adapter to announce it"),
                }
                Pressed::Played { out: here, text }
            }
            other => other,
        }
    }

    /// The Telegram Mini App's address for match `id` of `platform` (see [`crate::web`]);
    /// `None` when its community has no pages or it cannot be read now.
    pub async fn mini_app_url(&self, platform: &str, id: i64) -> Option<String> {
        self.site.mini_app_url(platform, id).await.unwrap_or_else(|e| {
            tracing::warn!(error = %e, "cannot make a Mini App address");
            None
        })
    }
}
