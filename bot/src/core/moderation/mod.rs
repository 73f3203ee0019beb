//! Moderators' commands: `abort` ends the channel's match with no result and no rating
//! change; `clock` sets the channel's default time control (anyone may read it).
//!
//! Also here: the per-user cooldown of expensive commands.

pub(super) mod cooldown;

use std::sync::Arc;

use engine::Message;

use crate::clock::{self, TimeControl};
use crate::core::play::RETRIES;
use crate::core::{Clock, Incoming, Reply};
use crate::model::{ChannelKey, MatchEnd, Status};
use crate::storage::{Storage, Suspended};

/// The result and reason stored for an aborted match.
const ABORTED: &str = "aborted";

/// Who moderates, and what moderators set: it takes the storage, the clock, the users
/// the configuration makes moderators everywhere, and the default time control.
pub(in crate::core) struct Moderation {
    storage: Storage,
    clock: Arc<dyn Clock>,
    /// Moderators of every channel, as `platform:user-id`.
    admins: Vec<String>,
    default_clock: TimeControl,
}

impl Moderation {
    pub(in crate::core) fn new(
        storage: Storage,
        clock: Arc<dyn Clock>,
        admins: Vec<String>,
        default_clock: TimeControl,
    ) -> Moderation {
        Moderation { storage, clock, admins, default_clock }
    }

    /// Whether the author moderates the channel: the platform says so, or the
    /// configuration lists them.
    pub(in crate::core) fn is_moderator(&self, msg: &Incoming) -> bool {
        let id = format!("{}:{}", msg.channel.platform, msg.author.id);
        msg.moderator || self.admins.contains(&id)
    }

    /// The channel's default time control.
    pub(in crate::core) async fn channel_clock(&self, channel: &ChannelKey) -> anyhow::Result<TimeControl> {
        let set = self.storage.channel_clock(channel).await?;
        Ok(set.and_then(|text| text.parse().ok()).unwrap_or(self.default_clock))
    }

    pub(in crate::core) async fn abort(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        if !self.is_moderator(msg) {
            reply.say(Message::new("abort-not-moderator"));
            return Ok(());
        }
        for _ in 0..RETRIES {
            let found = self.storage.active_match(&msg.channel).await;
            let suspended = found.as_ref().err().and_then(|e| e.downcast_ref::<Suspended>()).cloned();
            let found = match (found, suspended) {
                (_, Some(suspended)) => {
                    // A record that no longer replays is ended as void, unread.
                    if self.storage.void_suspended(suspended.id, self.clock.now_ms()).await? {
                        reply.say(Message::new("match-aborted").num("id", suspended.id).with("name", &msg.author.name));
                        reply.ended.push(suspended.channel.clone());
                    }
                    return Ok(());
                }
                (found, None) => found?,
            };
            let Some(mut stored) = found else {
                reply.say(Message::new("no-match"));
                return Ok(());
            };
            stored.status = Status::Finished;
            stored.end = Some(MatchEnd { result: ABORTED.into(), reason: ABORTED.into() });
            stored.deadline_at = None;
            if self.storage.update_match(&mut stored, self.clock.now_ms()).await? {
                reply.say(Message::new("match-aborted").num("id", stored.id).with("name", &msg.author.name));
                reply.ended.push(stored.channel.clone());
                return Ok(());
            }
        }
        reply.say(Message::new("busy-retry"));
        Ok(())
    }

    pub(in crate::core) async fn set_clock(
        &self,
        msg: &Incoming,
        control: Option<&str>,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let Some(text) = control else {
            let current = self.channel_clock(&msg.channel).await?;
            let words = crate::core::play::lines::control_words(&current, reply);
            reply.say(Message::new("clock-default").with("clock", words));
            return Ok(());
        };
        if !self.is_moderator(msg) {
            reply.say(Message::new("clock-not-moderator"));
            return Ok(());
        }
        let Ok(control) = text.parse::<TimeControl>() else {
            reply.say(
                Message::new("option-bad-value")
                    .with("option", "clock")
                    .with("value", text)
                    .with("expected", clock::EXPECTED),
            );
            return Ok(());
        };
        self.storage.set_channel_clock(&msg.channel, reply.lang, &control.to_string()).await?;
        reply.say(Message::new("clock-set").with("clock", crate::core::play::lines::control_words(&control, reply)));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tests::test_support::{asked_by, reply, said, storage};

    #[tokio::test]
    async fn moderators_are_the_platforms_or_the_configurations_and_only_they_set_the_clock() {
        let dir = tempfile::tempdir().unwrap();
        let storage = storage(&dir).await;
        let admins = vec!["console:root".to_owned()];
        let default = TimeControl::default();
        let moderation = Moderation::new(storage, Arc::new(crate::core::SystemClock), admins, default);
        let flagged = Incoming { moderator: true, ..asked_by("mod") };
        assert!(moderation.is_moderator(&flagged) && moderation.is_moderator(&asked_by("root")));
        assert!(!moderation.is_moderator(&asked_by("ann")));

        let mut answer = reply();
        moderation.set_clock(&asked_by("ann"), Some("10+5"), &mut answer).await.unwrap();
        assert!(said(&answer).contains("moderator"), "{}", said(&answer));
        let channel = asked_by("ann").channel;
        assert_eq!(moderation.channel_clock(&channel).await.unwrap(), default);
        moderation.set_clock(&asked_by("root"), Some("10+5"), &mut reply()).await.unwrap();
        assert_eq!(moderation.channel_clock(&channel).await.unwrap().to_string(), "10+5");
        let mut answer = reply();
        moderation.abort(&asked_by("root"), &mut answer).await.unwrap();
        assert!(said(&answer).starts_with("No match is running in this channel"), "{}", said(&answer));
    }
}
