//! Deadlines of pending decisions (secret set-ups, flights and fights): when one passes,
//! the game's documented default is played for every player still deciding, and the
//! channel is told.

use engine::Message;

use super::play::RETRIES;
use super::{Core, Outgoing};

impl Core {
    pub(super) async fn apply_timeouts(&self) -> anyhow::Result<Vec<Outgoing>> {
        let mut out = Vec::new();
        for due in self.storage.due_matches(self.clock.now_ms()).await? {
            let lock = self.lock(&due.channel);
            let _guard = lock.lock().await;
            let mut reply = self.reply_for(&due.channel).await?;
            for _ in 0..RETRIES {
                let now = self.clock.now_ms();
                let Some(mut stored) = self.storage.active_match(&due.channel).await? else { break };
                if stored.id != due.id || stored.deadline_at.is_none_or(|d| d > now) {
                    break;
                }
                let mut lines = Vec::new();
                let mut events = Vec::new();
                for seat in stored.game.deciding() {
                    let Some(text) = stored.game.timeout_move(seat) else { continue };
                    if let Ok(mut more) = stored.game.play_text(seat, &text) {
                        lines.push(Message::new("decision-timed-out").with("name", &stored.players[seat.index()].name));
                        events.append(&mut more);
                    }
                }
                // The passed deadline is spent; a new one starts if a decision is still open.
                stored.deadline_at = None;
                if !self.save_play(&mut stored, "rules").await? {
                    continue;
                }
                let outcome = stored.game.outcome();
                for line in lines {
                    reply.say(line);
                }
                self.announce(&stored, &events, outcome.as_ref(), &mut reply);
                break;
            }
            out.append(&mut reply.out);
        }
        Ok(out)
    }
}
