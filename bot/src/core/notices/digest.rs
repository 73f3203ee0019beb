//! Daily digests: `notify digest 08:00 Europe/Rome` (`avvisi riepilogo`) replaces the
//! pings of a player's turns with one private message a day, at that local time, listing
//! every game waiting for them with its opponents, time left and place. That message is
//! the player's "your games" summary: as their games move on, the bot edits it in place
//! rather than send another. Anything else that pings them (a clock's warning, a
//! challenge, a seek found) still reaches them at once, privately.

use engine::Message;

use crate::core::{Core, Incoming, Outgoing, Reply};
use crate::i18n::Lang;
use crate::local_time::DailyAt;
use crate::model::{ChannelKey, User, awaited};

/// The hour a digest comes at when none is given, in the zone given (else UTC).
const DEFAULT_TIME: &str = "08:00";
/// Digests sent by one sweep of a platform at most; the rest wait for the next.
const DIGESTS_PER_SWEEP: i64 = 200;
/// Games a summary lists at most (so that it fits one message on every platform); it
/// says how many more wait.
const LISTED: usize = 10;

impl Core {
    /// `notify digest [HH:MM] [Zone]`: the words after `digest`. `None` (said to `reply`)
    /// when they do not read.
    pub(in crate::core) async fn set_digest(
        &self,
        msg: &Incoming,
        words: &[&str],
        reply: &mut Reply,
    ) -> anyhow::Result<bool> {
        let (time, zone) = match words {
            [] => (DEFAULT_TIME, "UTC"),
            [time] if time.chars().next().is_some_and(|c| c.is_ascii_digit()) => (*time, "UTC"),
            [zone] => (DEFAULT_TIME, *zone),
            [time, zone] => (*time, *zone),
            _ => ("", ""),
        };
        let Some(at) = DailyAt::parse(time, zone) else {
            reply.say(
                Message::new("option-bad-value")
                    .with("option", "notify digest")
                    .with("value", words.join(" "))
                    .with("expected", "08:00 Europe/Rome (a time, then a time zone's name)"),
            );
            return Ok(false);
        };
        let now = self.clock.now_ms();
        let next = at.next_after(now).unwrap_or(now);
        self.storage.set_digest(&msg.channel.platform, &msg.author.id, &at, reply.lang, next).await?;
        reply.say(
            Message::new("notify-digest-set")
                .with("name", &msg.author.name)
                .with("at", at.spelled())
                .with("next", crate::local_time::minute(next)),
        );
        Ok(true)
    }

    /// The digests of `platform` due now: each a new "your games" message, for players
    /// some game waits for.
    pub(in crate::core) async fn due_digests(&self, platform: &str) -> anyhow::Result<Vec<Outgoing>> {
        let now = self.clock.now_ms();
        let mut out = Vec::new();
        for digest in self.storage.due_digests(platform, now, DIGESTS_PER_SWEEP).await? {
            let next = digest.at.next_after(now).unwrap_or(now + 86_400_000);
            if !self.storage.claim_digest(platform, &digest.user_id, digest.next_at, next).await? {
                continue;
            }
            let (text, waiting) = self.summary(platform, &digest.user_id, digest.lang).await?;
            if waiting > 0 {
                let user = User::new(&digest.user_id, &digest.user_id);
                out.push(Outgoing::Summary { platform: platform.to_owned(), user, text, message: None });
            }
        }
        Ok(out)
    }

    /// The edits of the "your games" messages of the players of `channel`'s match (running
    /// or just ended) who take a digest: their games changed.
    pub(in crate::core) async fn refreshed_summaries(&self, channel: &ChannelKey) -> anyhow::Result<Vec<Outgoing>> {
        // The running match is the command's own, read already; an ended one is read anew.
        let stored = match self.storage.active_match(channel).await? {
            Some(running) => running,
            None => match self.storage.latest_match(channel).await? {
                Some(ended) => ended,
                None => return Ok(Vec::new()),
            },
        };
        let people: Vec<&str> = stored.players.iter().filter(|p| !p.is_ai()).map(|p| p.id.as_str()).collect();
        let mut out = Vec::new();
        for digest in self.storage.digests_of(&channel.platform, &people).await? {
            let Some(message) = digest.message else { continue };
            let Some(player) = stored.players.iter().find(|p| p.id == digest.user_id) else { continue };
            let (text, _) = self.summary(&channel.platform, &player.id, digest.lang).await?;
            let (platform, user) = (channel.platform.clone(), player.clone());
            out.push(Outgoing::Summary { platform, user, text, message: Some(message) });
        }
        Ok(out)
    }

    /// A platform sent `user_id`'s "your games" message as `message`: later changes edit it.
    pub async fn summary_sent(&self, platform: &str, user_id: &str, message: &str) {
        if let Err(e) = self.storage.set_digest_message(platform, user_id, message).await {
            tracing::error!(error = %e, "cannot note a summary's message");
        }
    }

    /// The "your games" text of `user_id` on `platform`, and how many games wait for them.
    async fn summary(&self, platform: &str, user_id: &str, lang: Lang) -> anyhow::Result<(String, usize)> {
        let me = User::new(user_id, user_id);
        let mut waiting = self.storage.player_matches(platform, user_id).await?;
        waiting.retain(|m| {
            let seat = crate::core::play::seat_of(m, &me);
            seat.is_some_and(|seat| awaited(&m.game).contains(&seat))
        });
        let reply = self.reply_in(&ChannelKey::new(platform, user_id, None), lang);
        let now = self.clock.now_ms();
        let mut lines = vec![reply.text(match waiting.len() {
            0 => Message::new("summary-none"),
            n => Message::new("summary-header").num("count", n as i64),
        })];
        lines.extend(waiting.iter().take(LISTED).map(|m| self.my_game_line(m, &me, now, &reply)));
        if waiting.len() > LISTED {
            lines.push(reply.text(Message::new("mygames-more").num("count", (waiting.len() - LISTED) as i64)));
        }
        Ok((lines.join("\n"), waiting.len()))
    }
}
