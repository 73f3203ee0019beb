//! Animated replays: `replay [#id]` posts a match as a GIF, one frame per ply as a
//! spectator saw it, with what the channel heard (dice, combats) under each board and the
//! result under the last. With `REPLAY_AT_END=yes` every match's replay follows its end.

use engine::Message;

use crate::core::play::records::REPLAY;
use crate::core::{Core, FileBody, Incoming, Outgoing, Reply};
use crate::model::{ChannelKey, StoredMatch};

/// The most positions a replay shows: a longer match shows its last ones. 400 frames of
/// any game stay far under the platforms' upload limits and take about a second to draw.
const MOST_POSITIONS: usize = 400;
/// About what the caption's two lines hold under the narrowest board, in characters.
const CAPTION_CHARS: usize = 110;

/// A position's caption from what the channel was told (and the result, last): parts
/// joined with ` · `; when they are too long for the strip, the first ones are left out,
/// so that the dice and the result are always shown.
fn caption(mut parts: Vec<String>) -> String {
    let length = |parts: &[String]| parts.iter().map(|p| p.chars().count() + 3).sum::<usize>();
    while parts.len() > 2 && length(&parts) > CAPTION_CHARS {
        parts.remove(0);
    }
    parts.join(" · ")
}

impl Core {
    /// `replay`: the channel's last match; `replay #12`: match 12, if it was played in
    /// this community.
    pub(in crate::core) async fn replay(
        &self,
        msg: &Incoming,
        id: Option<&str>,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        match self.records.asked_match(msg, id, REPLAY, reply).await? {
            Some(stored) => self.post_replay(&stored, reply).await,
            None => Ok(()),
        }
    }

    /// Posts `stored`'s replay in the reply's channel. The GIF is drawn on a blocking
    /// thread: a long match takes a fraction of a second, which the runtime's other
    /// channels must not wait for.
    pub(in crate::core) async fn post_replay(&self, stored: &StoredMatch, reply: &mut Reply) -> anyhow::Result<()> {
        let mut steps = stored.game.replay_steps()?;
        let total = steps.len();
        // Only the positions shown are captioned.
        let cut = total.saturating_sub(MOST_POSITIONS);
        steps.drain(..cut);
        let mut parts: Vec<Vec<String>> =
            steps.iter().map(|step| step.told.iter().map(|m| reply.text(m.clone())).collect()).collect();
        if let (Some(outcome), Some(last)) = (stored.end_outcome(), parts.last_mut()) {
            last.push(reply.text(crate::core::play::lines::result_message(stored, &outcome)));
        }
        let captions: Vec<String> = parts.into_iter().map(caption).collect();
        let renderer = self.renderer.clone();
        let players = stored.players.clone();
        let gif = tokio::task::spawn_blocking(move || {
            let frames: Vec<_> = steps.iter().map(|s| &s.view).zip(captions.iter().map(String::as_str)).collect();
            renderer.replay_gif(&frames, &crate::model::names(&players))
        })
        .await?;
        let caption = match cut {
            0 => Message::new("replay-attached").num("positions", total as i64),
            _ => {
                Message::new("replay-attached-last").num("positions", MOST_POSITIONS as i64).num("total", total as i64)
            }
        };
        // The players as a record's header names them: in seat order, dash between.
        let caption = caption.num("id", stored.id).with("players", crate::model::names(&stored.players).join(" – "));
        reply.post_file(FileBody::Animation(gif), format!("match-{}.gif", stored.id), caption);
        Ok(())
    }

    /// After matches ended: each one's replay when `REPLAY_AT_END` asks for it, then
    /// its tournament moves on.
    pub(in crate::core) async fn after_matches(&self, ended: Vec<ChannelKey>, out: &mut Vec<Outgoing>) {
        for channel in ended {
            self.finish_engines(&channel).await;
            if self.settings.replay_at_end
                && let Err(e) = self.replay_at_end(&channel, out).await
            {
                tracing::error!(?channel, error = format!("{e:#}"), "posting a replay failed");
            }
            if let Err(e) = self.after_match(&channel, out).await {
                tracing::error!(?channel, error = format!("{e:#}"), "moving a tournament on failed");
            }
        }
    }

    async fn replay_at_end(&self, channel: &ChannelKey, out: &mut Vec<Outgoing>) -> anyhow::Result<()> {
        let Some(stored) = self.storage.latest_match(channel).await? else { return Ok(()) };
        let mut reply = self.reply_for(channel).await?;
        self.post_replay(&stored, &mut reply).await?;
        out.append(&mut reply.out);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_caption_leaves_out_its_first_parts_to_keep_the_dice_and_the_result() {
        let attack = "⚔ Orc ram squad attacks Thief spy on h7: ratio +2 (C 8 against 6, R 24 against 18).".to_owned();
        let rolls = "🎲 5 Thief spy −2, 🎲 1 Orc ram squad −3, 🎲 9 Thief spy −6.".to_owned();
        let result = "Orc ram squad defeats Thief spy on h7 with R 21/24.".to_owned();
        assert_eq!(caption(vec![attack.clone(), rolls.clone(), result.clone()]), format!("{rolls} · {result}"));
        assert_eq!(caption(vec!["a1-a2".into(), result.clone()]), format!("a1-a2 · {result}"));
        assert_eq!(caption(vec![]), "");
    }
}
