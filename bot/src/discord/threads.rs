//! Threads as places of their own for matches: a `thread:yes` challenge, and each game of
//! a tournament round, played side by side under the tournament's channel.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serenity::all::{AutoArchiveDuration, Channel, ChannelId, ChannelType, CreateThread, GuildChannel, Http, UserId};

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

/// How long a user waits between two `thread:yes` challenges.
pub const COOLDOWN: Duration = Duration::from_secs(60);
/// Users remembered before those whose cooldown is over are forgotten.
const OPENERS_KEPT: usize = 1024;

/// Who opened a thread for a challenge, and when: a user opens at most one a minute.
#[derive(Default)]
pub struct Cooldown {
    openers: Mutex<HashMap<UserId, Instant>>,
}

impl Cooldown {
    /// Takes `user`'s turn to open a thread now, or says how long they still wait.
    pub fn take(&self, user: UserId, now: Instant) -> Result<(), Duration> {
        let mut openers = self.openers.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(last) = openers.get(&user)
            && now.duration_since(*last) < COOLDOWN
        {
            return Err(COOLDOWN - now.duration_since(*last));
        }
        if openers.len() >= OPENERS_KEPT {
            openers.retain(|_, last| now.duration_since(*last) < COOLDOWN);
        }
        openers.insert(user, now);
        Ok(())
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_opens_one_thread_a_minute_and_others_are_not_held_up() {
        let cooldown = Cooldown::default();
        let (alice, bob, start) = (UserId::new(1), UserId::new(2), Instant::now());
        assert_eq!(cooldown.take(alice, start), Ok(()));
        assert_eq!(cooldown.take(alice, start + Duration::from_secs(20)), Err(Duration::from_secs(40)));
        assert_eq!(cooldown.take(bob, start + Duration::from_secs(20)), Ok(()));
        assert_eq!(cooldown.take(alice, start + COOLDOWN), Ok(()));
    }

    #[test]
    fn the_openers_remembered_stay_few() {
        let cooldown = Cooldown::default();
        let start = Instant::now();
        for id in 1..=5_000u64 {
            let _ = cooldown.take(UserId::new(id), start + Duration::from_secs(id));
        }
        assert!(cooldown.openers.lock().unwrap().len() <= OPENERS_KEPT + 1);
    }
}
