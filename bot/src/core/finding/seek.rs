//! Seeks: `seek <game> [options]` puts a player in the community's queue. Two seeks with
//! the same terms pair at once (nearest rating, within a window that widens as they
//! wait); anyone may `join` a seek; `ai=after:10m` lets the AI take it. A moderator names
//! a lobby where seeks are announced, and on Discord a role they ping.

use engine::{AnyMatch, GameKind, Message, Seed};

use crate::core::finding::challenges::{Seated, options_suffix};
use crate::core::information::info::{game_named, game_names};
use crate::core::{Core, Incoming, Outgoing, Reply, VenueCheck, Venues, contained, terms};
use crate::model::{ChannelKey, User};
use crate::storage::Seek;

/// The rating of a player who has none yet in a game.
const UNRATED: f64 = 1500.0;
/// Open seeks listed by `seeks`.
const LISTED: i64 = 15;
/// Seeks a sweep looks at, oldest first.
const SWEPT: i64 = 500;
/// How a role is named in a lobby's announcements: a platform's role mention.
const ROLE_PREFIX: &str = "<@&";

/// The AI's level for a seeker's rating: level 3 from the starting 1500, one level per 200
/// (level 1 below 1300, level 5 from 1900).
fn ai_level(rating: f64) -> ai::Level {
    let index = ((rating - 1100.0) / 200.0).floor().clamp(0.0, 4.0) as usize;
    ai::Level::ALL[index]
}

/// `ai=after:10m` (Italian `ia=dopo:10m`): minutes (`10m`, `10`) or hours (`1h`).
fn ai_after(word: &str) -> Option<Result<i64, Message>> {
    let lower = word.to_lowercase();
    let value = ["ai=after:", "ai:after:", "ia=dopo:", "ia:dopo:"].iter().find_map(|p| lower.strip_prefix(p))?;
    let minutes = match value.strip_suffix('h') {
        Some(hours) => hours.parse::<i64>().ok().map(|h| h * 60),
        None => value.strip_suffix('m').unwrap_or(value).parse().ok(),
    };
    let bad =
        || Message::new("option-bad-value").with("option", "ai").with("value", value).with("expected", "after:10m");
    Some(minutes.filter(|m| (1..=24 * 60).contains(m)).map(|m| m * 60_000).ok_or_else(bad))
}

/// What two seeks must share to pair: the rating key, the game's options in order, and
/// whether the match is rated.
fn seek_terms(rating_key: &str, game: &[String], ranked: bool) -> String {
    let mut options: Vec<String> = game.iter().map(|w| w.to_lowercase()).collect();
    options.sort();
    format!("{rating_key}|{}|{}", options.join(" "), if ranked { "rated" } else { "casual" })
}

impl Core {
    pub(in crate::core) async fn seek(
        &self,
        msg: &Incoming,
        words: &[String],
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let Some((game, rest)) = words.split_first() else {
            reply.say(Message::new("seek-needs-game").with("games", game_names()));
            return Ok(());
        };
        let Some(kind) = game_named(game, reply) else { return Ok(()) };
        let mut after = None;
        let mut options = Vec::new();
        for word in rest {
            match ai_after(word) {
                Some(Ok(ms)) => after = Some(ms),
                Some(Err(refusal)) => {
                    reply.say(refusal);
                    return Ok(());
                }
                None if matches!(word.to_lowercase().as_str(), "rated" | "classificata") => {}
                None => options.push(word.clone()),
            }
        }
        let Some(terms) = terms::read(&options, reply) else { return Ok(()) };
        let min = kind.info().min_players;
        if min > 2 || terms.players.is_some() {
            reply.say(Message::new("seek-two-players").with("game", kind.name()).num("players", min.max(3) as i64));
            return Ok(());
        }
        let words: Vec<&str> = terms.game.iter().map(String::as_str).collect();
        if let Err(e) = AnyMatch::new(kind, &words, 2, Seed::from_bytes([0; 32])) {
            reply.say(e.0);
            return Ok(());
        }
        // Where the platform opens a place per match, a running match here is no obstacle.
        if self.place_opener(&msg.channel).await.is_none() && self.storage.active_match(&msg.channel).await?.is_some() {
            reply.say(Message::new("seek-channel-busy"));
            return Ok(());
        }
        let unreachable = self.unreachable(kind, &msg.channel.platform, std::iter::once(&msg.author)).await?;
        if !unreachable.is_empty() {
            self.ask_private_chat(&unreachable, "secrets", reply);
            return Ok(());
        }
        let rating_key = kind.rating_key(&words).map_err(|e| anyhow::anyhow!("checked options: {e}"))?;
        let rated = self.storage.rating(&msg.channel.platform, &msg.author.id, &rating_key).await?;
        let now = self.clock.now_ms();
        let mut seek = Seek {
            id: 0,
            channel: msg.channel.clone(),
            community: msg.community.clone(),
            user: msg.author.clone(),
            game: kind.name().to_owned(),
            options,
            terms: seek_terms(&rating_key, &terms.game, terms.ranked.unwrap_or(true)),
            clock: terms.clock.map(|c| c.to_string()).unwrap_or_default(),
            rating: rated.map_or(UNRATED, |r| r.rating).round(),
            created_at: now,
            expires_at: now + self.settings.seek_ttl_ms,
            ai_after: after.map(|ms| now + ms),
        };
        // Of two processes reading the same partner, only the one that deletes it pairs.
        if let Some(partner) = self.storage.seek_partner(&seek, now).await?
            && self.storage.claim_seek(partner.id).await?
        {
            if self.pair(&partner, &seek, reply).await? {
                return Ok(());
            }
            self.storage.put_seek(&partner).await?;
        }
        seek.id = self.storage.put_seek(&seek).await?;
        self.announce_seek(&seek, reply).await
    }

    /// Announces a new seek in the community's lobby (pinging its role) or, without one,
    /// where it was made, with a Join button.
    async fn announce_seek(&self, seek: &Seek, reply: &mut Reply) -> anyhow::Result<()> {
        let lobby = self.storage.lobby(&seek.channel.platform, &seek.community).await?;
        let (place, role) = match lobby {
            Some((channel, role)) => (channel, role),
            None => (seek.channel.clone(), String::new()),
        };
        let mut there = if place == reply.channel { None } else { Some(self.reply_or_default(&place).await) };
        let announce = there.as_mut().unwrap_or(reply);
        let id = seek.id.to_string();
        let mut text = announce.text(
            Message::new("seek-announced")
                .num("id", seek.id)
                .with("name", &seek.user.name)
                .num("rating", seek.rating as i64)
                .term("game", terms::title(&seek.game, &seek.options))
                .with("options", options_suffix(&seek.options))
                .num("minutes", self.settings.seek_ttl_ms / 60_000),
        );
        let mut notify = Vec::new();
        if !role.is_empty() {
            text = format!("{role} {text}");
            notify.push(User::new(&role, &role));
        }
        let label = announce.lang.key("button-join");
        let buttons = vec![crate::core::Button { label, command: format!("join {id}") }];
        announce.out.push(Outgoing::Channel {
            channel: place.clone(),
            text,
            image: None,
            buttons,
            notify,
            picker: None,
            turn: false,
        });
        if let Some(there) = there {
            reply.out.extend(there.out);
            reply.say(Message::new("seek-queued").num("id", seek.id).with("lobby", self.place_name(&place)));
        }
        Ok(())
    }

    /// Starts the match of a seek `waiting` (already claimed) against `later`'s seeker, in
    /// `later`'s channel; returns whether it started.
    async fn pair(&self, waiting: &Seek, later: &Seek, reply: &mut Reply) -> anyhow::Result<bool> {
        let players = [waiting.user.clone(), later.user.clone()];
        // The seek that names a clock sets it; with none, the channel's own.
        let options = if waiting.clock.is_empty() { &later.options } else { &waiting.options };
        self.start_from_seek(waiting, &players, options, &later.channel, &later.community, reply).await
    }

    /// The platform's way of opening places under `channel`, if it can open one there now.
    async fn place_opener(&self, channel: &ChannelKey) -> Option<std::sync::Arc<dyn Venues>> {
        let venues = self.venues(&channel.platform)?;
        (venues.check(channel).await == VenueCheck::Ready).then_some(venues)
    }

    /// Starts a match of `seek`'s game for `players` under `channel`: in a place of its own
    /// where the platform opens one (a Discord thread, a Telegram forum topic), else in the
    /// channel. The channel hears where, and so does the seeker if they sought elsewhere.
    async fn start_from_seek(
        &self,
        seek: &Seek,
        players: &[User],
        options: &[String],
        channel: &ChannelKey,
        community: &str,
        reply: &mut Reply,
    ) -> anyhow::Result<bool> {
        let kind: GameKind = seek.game.parse()?;
        let names = crate::model::names(players);
        let title = format!("{}: {}", kind.name(), names.join(" – "));
        let opened = match self.place_opener(channel).await {
            Some(venues) => venues.open(channel, &title).await,
            None => None,
        };
        let (place, link) = match &opened {
            Some(venue) => (venue.channel.clone(), venue.link.clone()),
            None => (channel.clone(), self.place_name(channel)),
        };
        let mut there = if place == reply.channel { None } else { Some(self.reply_or_default(&place).await) };
        let seated = Seated { channel: &place, community, players };
        let started = self.start_seated(&seated, kind, options, None, there.as_mut().unwrap_or(reply)).await?;
        if let Some(there) = there {
            reply.out.extend(there.out);
        }
        if !started {
            return Ok(false);
        }
        let others = |me: &User| players.iter().filter(|p| p.id != me.id).map(|p| p.name.as_str()).collect::<Vec<_>>();
        if opened.is_some() {
            let mut here = self.reply_or_default(channel).await;
            let text =
                here.text(Message::new("seek-match-opened").with("players", names.join(", ")).with("place", &link));
            here.post_notifying(text, None, players.iter().filter(|p| !p.is_ai()).cloned().collect());
            reply.out.extend(here.out);
        }
        if seek.channel != *channel {
            let mut told = self.reply_or_default(&seek.channel).await;
            let text = told.text(
                Message::new("seek-found")
                    .with("name", &seek.user.name)
                    .term("game", terms::title(&seek.game, &seek.options))
                    .with("opponent", others(&seek.user).join(", "))
                    .with("place", &link),
            );
            told.post_notifying(text, None, vec![seek.user.clone()]);
            reply.out.extend(told.out);
        }
        Ok(true)
    }

    pub(in crate::core) async fn seeks(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let now = self.clock.now_ms();
        let open = self.storage.community_seeks(&msg.channel.platform, &msg.community, now, LISTED).await?;
        if open.is_empty() {
            reply.say(Message::new("seeks-none"));
            return Ok(());
        }
        let mut lines = vec![reply.text(Message::new("seeks-header").num("count", open.len() as i64))];
        lines.extend(open.iter().map(|s| {
            reply.text(
                Message::new("seeks-line")
                    .num("id", s.id)
                    .with("name", &s.user.name)
                    .num("rating", s.rating as i64)
                    .term("game", terms::title(&s.game, &s.options))
                    .with("options", options_suffix(&s.options))
                    .with("waited", reply.lang.duration(now - s.created_at)),
            )
        }));
        reply.post(lines.join("\n"), None);
        Ok(())
    }

    pub(in crate::core) async fn unseek(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let mine = self.storage.user_seeks(&msg.channel.platform, &msg.community, &msg.author.id).await?;
        let mut withdrawn = 0;
        for seek in &mine {
            withdrawn += i64::from(self.storage.claim_seek(seek.id).await?);
        }
        reply.say(match withdrawn {
            0 => Message::new("unseek-none"),
            n => Message::new("unseek-done").with("name", &msg.author.name).num("count", n),
        });
        Ok(())
    }

    /// `join [id]`: accepts a seek of the community; the match starts where it was made.
    pub(in crate::core) async fn join(
        &self,
        msg: &Incoming,
        id: Option<&str>,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let now = self.clock.now_ms();
        let (platform, community) = (&msg.channel.platform, &msg.community);
        let seek = match id {
            Some(text) => {
                let found = match text.parse::<i64>() {
                    Ok(id) => self.storage.seek_by_id(id).await?,
                    Err(_) => None,
                };
                let here =
                    |s: &Seek| s.channel.platform == *platform && s.community == *community && s.expires_at > now;
                match found.filter(here) {
                    Some(seek) => seek,
                    None => {
                        reply.say(Message::new("join-no-such").with("id", text));
                        return Ok(());
                    }
                }
            }
            None => {
                let open = self.storage.community_seeks(platform, community, now, LISTED).await?;
                let others: Vec<Seek> = open.into_iter().filter(|s| s.user.id != msg.author.id).collect();
                match others.as_slice() {
                    [] => {
                        reply.say(Message::new("join-none"));
                        return Ok(());
                    }
                    [one] => one.clone(),
                    several => {
                        let ids: Vec<String> = several.iter().map(|s| format!("#{}", s.id)).collect();
                        let first = several[0].id;
                        reply.say(Message::new("join-which").with("ids", ids.join(", ")).num("first", first));
                        return Ok(());
                    }
                }
            }
        };
        if seek.user.id == msg.author.id {
            reply.say(Message::new("join-own"));
            return Ok(());
        }
        let kind: GameKind = seek.game.parse()?;
        let unreachable = self.unreachable(kind, platform, std::iter::once(&msg.author)).await?;
        if !unreachable.is_empty() {
            self.ask_private_chat(&unreachable, "secrets", reply);
            return Ok(());
        }
        if !self.storage.claim_seek(seek.id).await? {
            reply.say(Message::new("join-no-such").with("id", seek.id.to_string()));
            return Ok(());
        }
        let players = [seek.user.clone(), msg.author.clone()];
        if !self.start_from_seek(&seek, &players, &seek.options, &seek.channel, &seek.community, reply).await? {
            self.storage.put_seek(&seek).await?;
        }
        Ok(())
    }

    /// `lobby here` names this channel the community's lobby; `lobby role <role>` also
    /// names the role its announcements ping. Moderators only.
    pub(in crate::core) async fn set_lobby(
        &self,
        msg: &Incoming,
        words: &[String],
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        if !self.is_moderator(msg) {
            reply.say(Message::new("lobby-not-moderator"));
            return Ok(());
        }
        let first = words.first().map(|w| w.to_lowercase());
        match (first.as_deref(), words.get(1)) {
            (Some("here" | "qui"), None) => {
                self.storage.set_lobby(&msg.community, &msg.channel, None).await?;
                reply.say(Message::new("lobby-set"));
            }
            (Some("role" | "ruolo"), Some(role)) if role.starts_with(ROLE_PREFIX) && words.len() == 2 => {
                self.storage.set_lobby(&msg.community, &msg.channel, Some(role)).await?;
                reply.say(Message::new("lobby-role-set").with("role", role));
            }
            (Some("role" | "ruolo"), _) => reply.say(Message::new("lobby-role-usage")),
            _ => reply.say(Message::new("lobby-usage")),
        }
        Ok(())
    }

    /// The sweep's part for seeks: expired ones are announced and removed, those whose
    /// time for the AI came are handed to it, and the others pair as their windows widen.
    pub(in crate::core) async fn sweep_seeks(&self, platform: &str) -> anyhow::Result<Vec<Outgoing>> {
        let mut out = Vec::new();
        for seek in self.storage.swept_seeks(platform, SWEPT).await? {
            match contained(self.sweep_seek(&seek)).await {
                Ok(mut said) => out.append(&mut said),
                Err(e) => tracing::error!(seek = seek.id, error = format!("{e:#}"), "sweeping a seek failed"),
            }
        }
        Ok(out)
    }

    async fn sweep_seek(&self, seek: &Seek) -> anyhow::Result<Vec<Outgoing>> {
        let now = self.clock.now_ms();
        let mut reply = self.reply_for(&seek.channel).await?;
        if seek.expires_at <= now {
            if self.storage.claim_seek(seek.id).await? {
                let minutes = (seek.expires_at - seek.created_at) / 60_000;
                let message = Message::new("seek-expired")
                    .with("name", &seek.user.name)
                    .term("game", terms::title(&seek.game, &seek.options))
                    .num("minutes", minutes);
                let text = reply.text(message);
                reply.post_notifying(text, None, vec![seek.user.clone()]);
            }
            return Ok(reply.out);
        }
        if seek.ai_after.is_some_and(|at| at <= now) {
            if self.storage.claim_seek(seek.id).await? {
                let ai = User::ai(ai_level(seek.rating));
                reply.say(Message::new("seek-ai-takes").with("name", &seek.user.name).with("ai", &ai.name));
                let players = [seek.user.clone(), ai];
                if !self
                    .start_from_seek(seek, &players, &seek.options, &seek.channel, &seek.community, &mut reply)
                    .await?
                {
                    self.storage.put_seek(seek).await?;
                }
            }
            return Ok(reply.out);
        }
        if let Some(partner) = self.storage.seek_partner(seek, now).await?
            && self.storage.claim_seek(seek.id).await?
        {
            let (waiting, later) =
                if seek.created_at <= partner.created_at { (seek, &partner) } else { (&partner, seek) };
            if !self.storage.claim_seek(partner.id).await? {
                self.storage.put_seek(seek).await?;
            } else if !self.pair(waiting, later, &mut reply).await? {
                self.storage.put_seek(seek).await?;
                self.storage.put_seek(&partner).await?;
            }
        }
        Ok(reply.out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ai_level_follows_the_seekers_rating() {
        let levels: Vec<String> = [900.0, 1350.0, 1500.0, 1750.0, 2300.0].map(|r| ai_level(r).to_string()).into();
        assert_eq!(levels, ["1", "2", "3", "4", "5"]);
    }

    #[test]
    fn ai_after_reads_minutes_and_hours_and_refuses_the_rest() {
        assert_eq!(ai_after("ai=after:10m").map(|r| r.ok()), Some(Some(600_000)));
        assert_eq!(ai_after("IA=dopo:1h").map(|r| r.ok()), Some(Some(3_600_000)));
        assert_eq!(ai_after("ai=after:5").map(|r| r.ok()), Some(Some(300_000)));
        assert!(matches!(ai_after("ai=after:soon"), Some(Err(_))));
        assert!(matches!(ai_after("ai=after:0m"), Some(Err(_))));
        assert_eq!(ai_after("level=3").map(|r| r.ok()), None);
    }

    #[test]
    fn terms_ignore_the_order_and_case_of_options() {
        let a = seek_terms("hnefatafl", &["Rules=Copenhagen".into(), "king=armed".into()], true);
        let b = seek_terms("hnefatafl", &["king=armed".into(), "rules=copenhagen".into()], true);
        assert_eq!(a, b);
        assert_ne!(a, seek_terms("hnefatafl", &["king=armed".into(), "rules=copenhagen".into()], false));
    }
}
