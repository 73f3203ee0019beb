//! Moderators' commands: `abort` ends the channel's match with no result and no rating
//! change; `clock` sets the channel's default time control (anyone may read it).
//!
//! Also here: the per-user cooldown of expensive commands.

pub(super) mod cooldown;

use engine::Message;

use crate::clock::{self, TimeControl};
use crate::core::play::RETRIES;
use crate::core::{Core, Incoming, Reply};
use crate::model::{MatchEnd, Status};
use crate::storage::Suspended;

/// The result and reason stored for an aborted match.
const ABORTED: &str = "aborted";

impl Core {
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
            reply.say(Message::new("clock-default").with("clock", current.to_string()));
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
        reply.say(Message::new("clock-set").with("clock", control.to_string()));
        Ok(())
    }
}
