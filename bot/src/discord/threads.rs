//! Threads as places of their own for matches: a `thread:yes` challenge, and each game of
//! a tournament round, played side by side under the tournament's channel.

use std::sync::Arc;

use serenity::all::{AutoArchiveDuration, Channel, ChannelId, ChannelType, CreateThread, GuildChannel, Http};

use super::{incoming, outgoing};
use crate::core::{Venue, VenueCheck, VenueFuture, Venues};
use crate::model::ChannelKey;

/// Discord's longest thread name.
const NAME_MAX: usize = 100;

/// Opens a public thread named `name` under `parent`.
pub async fn open(http: &Http, parent: ChannelId, name: &str) -> serenity::Result<GuildChannel> {
    let name: String = name.chars().take(NAME_MAX).collect();
    let builder =
        CreateThread::new(name).kind(ChannelType::PublicThread).auto_archive_duration(AutoArchiveDuration::OneWeek);
    outgoing::retrying(|| parent.create_thread(http, builder.clone())).await
}

/// A link to a thread, as Discord shows it.
pub fn link(thread: ChannelId) -> String {
    format!("<#{}>", thread.get())
}

pub struct Threads {
    pub http: Arc<Http>,
}

impl Threads {
    /// Threads open under a server's text or announcement channel, not in a DM or a thread.
    async fn check_channel(&self, parent: &ChannelKey) -> VenueCheck {
        let Some(id) = parent.channel.parse::<u64>().ok().filter(|&id| id != 0) else {
            return VenueCheck::Unsupported;
        };
        match ChannelId::new(id).to_channel(&*self.http).await {
            Ok(Channel::Guild(channel)) if matches!(channel.kind, ChannelType::Text | ChannelType::News) => {
                VenueCheck::Ready
            }
            Ok(_) => VenueCheck::Unsupported,
            Err(e) => {
                tracing::warn!(error = %e, id, "cannot look a channel up");
                VenueCheck::Unsupported
            }
        }
    }

    async fn open_thread(&self, parent: &ChannelKey, title: &str) -> Option<Venue> {
        let id = parent.channel.parse::<u64>().ok().filter(|&id| id != 0)?;
        match open(&self.http, ChannelId::new(id), title).await {
            Ok(thread) => Some(Venue { channel: incoming::channel(thread.id), link: link(thread.id) }),
            Err(e) => {
                tracing::warn!(error = %e, id, "cannot open a thread for a tournament game");
                None
            }
        }
    }
}

impl Venues for Threads {
    fn check<'a>(&'a self, parent: &'a ChannelKey) -> VenueFuture<'a, VenueCheck> {
        Box::pin(self.check_channel(parent))
    }

    fn open<'a>(&'a self, parent: &'a ChannelKey, title: &'a str) -> VenueFuture<'a, Option<Venue>> {
        Box::pin(self.open_thread(parent, title))
    }
}
