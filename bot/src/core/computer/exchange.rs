//! One post per exchange with the computer. When a person's move leaves the match
//! waiting for the AI, the answer to that move is held while the AI thinks, and the
//! channel gets one post: both moves, then the board after the AI's. A think longer than
//! [`EXCHANGE_WAIT`] posts the person's move as it was, so the channel knows it was taken,
//! and the AI's move follows on its own. While a message is handled, the channel is
//! claimed: the AI's driver leaves it alone, and it is woken again when the claim ends.

use std::time::Duration;

use tokio_util::sync::CancellationToken;

use crate::core::{Core, Outgoing};
use crate::model::{ChannelKey, awaited_ai};

/// How long the answer to a person's move waits for the AI's before it is posted alone
/// (the default of [`crate::core::Settings::exchange_wait_ms`]).
pub const EXCHANGE_WAIT_MS: u64 = 3_000;

impl Core {
    /// Claims `channel` while a message there is handled; `None` when it is claimed
    /// already (two messages of one channel at once). The claim ends when dropped, even
    /// by a panic; [`Core::release_exchange`] also wakes the AI's driver.
    pub(in crate::core) fn claim_exchange(&self, channel: &ChannelKey) -> Option<Claim<'_>> {
        self.computer.start_exchange(channel).then(|| Claim { core: self, channel: channel.clone() })
    }

    /// Whether a message handled in `channel` may still play the AI's answer itself.
    pub(in crate::core) fn is_exchanging(&self, channel: &ChannelKey) -> bool {
        self.computer.is_exchanging(channel)
    }

    /// Ends `claim`; with `wake`, a match still waiting for the AI goes to its driver.
    pub(in crate::core) async fn release_exchange(&self, claim: Claim<'_>, wake: bool) {
        let channel = claim.channel.clone();
        drop(claim);
        if wake && let Ok(Some(stored)) = self.storage.active_match(&channel).await {
            self.wake_ai(&stored);
        }
    }

    /// When `out`, the answer to a message in `channel`, posted a board and the match now
    /// waits for the AI: plays the AI's move within the exchange's wait and makes the two one
    /// post, the person's lines (less the turn line that named the AI) before the AI's.
    /// Returns whether the match may still wait for the AI (its driver is to be woken).
    pub(in crate::core) async fn join_exchange(&self, channel: &ChannelKey, out: &mut Vec<Outgoing>) -> bool {
        let boarded = |o: &Outgoing| matches!(o, Outgoing::Channel { channel: c, image: Some(_), .. } if c == channel);
        let Some(at) = out.iter().rposition(boarded) else { return !out.is_empty() };
        let Ok(Some(stored)) = self.storage.active_match(channel).await else { return false };
        if awaited_ai(&stored.game, &stored.players).is_none() {
            return false;
        }
        let wait = Duration::from_millis(self.settings.exchange_wait_ms);
        if wait.is_zero() {
            return true;
        }
        let Ok(reply) = self.reply_for(channel).await else { return true };
        let waiting_line = crate::core::play::lines::turn_line(&stored.game, &stored.players, &reply);
        let never = CancellationToken::new();
        let Ok(Ok(Some(mut said))) = tokio::time::timeout(wait, self.ai_move(channel, &never)).await else {
            return true;
        };
        let first = said.iter().position(|o| matches!(o, Outgoing::Channel { channel: c, .. } if c == channel));
        let (Some(first), Outgoing::Channel { text: person, .. }) = (first, &out[at]) else {
            out.append(&mut said);
            return true;
        };
        let person: Vec<&str> = person.lines().filter(|line| *line != waiting_line).collect();
        let person = person.join("\n");
        if let Outgoing::Channel { text, .. } = &mut said[first] {
            *text = format!("{person}\n{text}");
        }
        out.splice(at..=at, said);
        true
    }
}

/// A channel claimed while a message there is answered.
pub(in crate::core) struct Claim<'a> {
    core: &'a Core,
    channel: ChannelKey,
}

impl Drop for Claim<'_> {
    fn drop(&mut self) {
        self.core.computer.end_exchange(&self.channel);
    }
}
