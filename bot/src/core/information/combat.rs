//! `combat`: the last ply of the channel's match (running, or the last one played) that
//! rolled dice, told in full, die by die: a LandOver combat round by round, which the
//! move's own announcement tells in one line of rolls.

use engine::Message;

use crate::core::{Core, Incoming, Reply};

impl Core {
    pub(in crate::core) async fn combat(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let Some(stored) = self.storage.latest_match(&msg.channel).await? else {
            reply.say(Message::new("no-match"));
            return Ok(());
        };
        let steps = stored.game.replay_steps()?;
        let Some(step) = steps.iter().rev().find(|s| s.rolled) else {
            reply.say(Message::new("combat-none").num("id", stored.id));
            return Ok(());
        };
        let head = Message::new("combat-head")
            .num("id", stored.id)
            .with("side", step.player.unwrap_or_default())
            .with("move", step.notation.as_deref().unwrap_or("…"));
        let mut lines = vec![reply.text(head)];
        lines.extend(step.events.iter().map(|event| reply.text(event.clone())));
        reply.post(lines.join("\n"), None);
        Ok(())
    }
}
