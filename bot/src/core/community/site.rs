//! The website as the chat sees it: links to pages in the messages that start a match,
//! open a tournament or pair a round, and answer `leaderboard`; and `web on|off`.

use std::sync::Arc;

use engine::Message;

use crate::core::{Clock, Incoming, Reply};
use crate::storage::{PageKind, Storage, WebPage};

/// The website's side of the chat: it takes the storage (pages' tokens, whether a
/// community's pages are on), the site's address and the clock.
pub(in crate::core) struct Site {
    storage: Storage,
    /// `None` when the bot serves no pages.
    public_url: Option<String>,
    clock: Arc<dyn Clock>,
}

impl Site {
    pub(in crate::core) fn new(storage: Storage, public_url: Option<String>, clock: Arc<dyn Clock>) -> Site {
        Site { storage, public_url, clock }
    }

    /// A line (`key`, with the `url`) giving a page's address, made when first asked for;
    /// `None` when the bot serves no pages (`WEB_LISTEN` unset) or the community turned
    /// its pages off.
    pub(in crate::core) async fn link_line(
        &self,
        key: &'static str,
        page: WebPage,
        reply: &Reply,
    ) -> anyhow::Result<Option<String>> {
        let Some(base) = &self.public_url else { return Ok(None) };
        if !self.storage.web_on(&page.platform, &page.community).await? {
            return Ok(None);
        }
        let path = match page.kind {
            PageKind::Match => "m",
            PageKind::Tournament => "t",
            PageKind::Leaderboard => "l",
        };
        let token = self.storage.web_token(&page, self.clock.now_ms()).await?;
        Ok(Some(reply.text(Message::new(key).with("url", format!("{base}/{path}/{token}")))))
    }

    /// `web`: whether this community's pages are on; `web on|off` switches them, when
    /// the author is a `moderator`.
    pub(in crate::core) async fn set_web(
        &self,
        msg: &Incoming,
        word: Option<&str>,
        moderator: bool,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        if self.public_url.is_none() {
            reply.say(Message::new("web-not-served"));
            return Ok(());
        }
        let platform = &msg.channel.platform;
        let on = match word.map(crate::core::notices::press::switch) {
            None => {
                let on = self.storage.web_on(platform, &msg.community).await?;
                reply.say(Message::new(if on { "web-state-on" } else { "web-state-off" }));
                return Ok(());
            }
            Some(Some(on)) => on,
            Some(None) => {
                reply.say(Message::new("web-usage"));
                return Ok(());
            }
        };
        if !moderator {
            reply.say(Message::new("web-not-moderator"));
            return Ok(());
        }
        self.storage.set_web(platform, &msg.community, on).await?;
        reply.say(Message::new(if on { "web-turned-on" } else { "web-turned-off" }));
        Ok(())
    }
}
