//! The website as the chat sees it: links to pages in the messages that start a match,
//! open a tournament or pair a round, and answer `leaderboard`; personal links to play
//! from the board (`board link`, the Telegram Mini App's address); and `web on|off`.

use std::sync::Arc;

use engine::Message;

use crate::core::{Clock, Incoming, Reply};
use crate::model::StoredMatch;
use crate::seat_link::{LIFETIME_MS, SeatKey};
use crate::storage::{PageKind, Storage, WebPage};

/// The website's side of the chat: it takes the storage (pages' tokens, whether a
/// community's pages are on), the site's address and the clock.
pub(in crate::core) struct Site {
    storage: Storage,
    /// `None` when the bot serves no pages.
    public_url: Option<String>,
    clock: Arc<dyn Clock>,
    /// The key personal links are signed with, read from the database once.
    secret: tokio::sync::OnceCell<Vec<u8>>,
}

/// The path of each kind of page.
pub fn page_path(kind: PageKind) -> &'static str {
    match kind {
        PageKind::Match => "m",
        PageKind::Tournament => "t",
        PageKind::Leaderboard => "l",
        PageKind::Player => "p",
    }
}

impl Site {
    pub(in crate::core) fn new(storage: Storage, public_url: Option<String>, clock: Arc<dyn Clock>) -> Site {
        Site { storage, public_url, clock, secret: tokio::sync::OnceCell::new() }
    }

    /// The site's address and a page's token, made when first asked for; `None` when the
    /// bot serves no pages or the community turned its pages off.
    async fn page_token(&self, page: &WebPage) -> anyhow::Result<Option<(&str, String)>> {
        let Some(base) = &self.public_url else { return Ok(None) };
        if !self.storage.web_on(&page.platform, &page.community).await? {
            return Ok(None);
        }
        Ok(Some((base, self.storage.web_token(page, self.clock.now_ms()).await?)))
    }

    /// The address of a page (see [`Site::page_token`]).
    pub(in crate::core) async fn page_url(&self, page: &WebPage) -> anyhow::Result<Option<String>> {
        let token = self.page_token(page).await?;
        Ok(token.map(|(base, token)| format!("{base}/{}/{token}", page_path(page.kind))))
    }

    /// A personal link for `user_id` to play `stored` from its page until it expires;
    /// `None` when the community has no pages.
    pub(in crate::core) async fn seat_url(
        &self,
        stored: &StoredMatch,
        user_id: &str,
    ) -> anyhow::Result<Option<String>> {
        let (Some(base), true) =
            (&self.public_url, self.storage.web_on(&stored.channel.platform, &stored.community).await?)
        else {
            return Ok(None);
        };
        let secret = self.secret.get_or_try_init(|| self.storage.site_secret()).await?;
        let key = SeatKey {
            match_id: stored.id,
            platform: stored.channel.platform.clone(),
            user_id: user_id.to_owned(),
            expires: self.clock.now_ms() + LIFETIME_MS,
        };
        Ok(Some(format!("{base}/play/{}", key.sign(secret))))
    }

    /// The Telegram Mini App's address for match `id` of `platform`: its page, which
    /// signs the user in with what Telegram vouches for; `None` when the community has no
    /// pages.
    pub(in crate::core) async fn mini_app_url(&self, platform: &str, id: i64) -> anyhow::Result<Option<String>> {
        let Some(state) = self.storage.match_state(id).await? else { return Ok(None) };
        let page = WebPage {
            kind: PageKind::Match,
            platform: platform.to_owned(),
            community: state.community,
            subject: id.to_string(),
        };
        Ok(self.page_token(&page).await?.map(|(base, token)| format!("{base}/app/{token}")))
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
        let url = self.page_url(&page).await?;
        Ok(url.map(|url| reply.text(Message::new(key).with("url", url))))
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
