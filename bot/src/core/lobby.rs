//! Challenges: challenge, accept, decline, cancel, and expiry.

use engine::{AnyMatch, GameKind, Message, Seed};

use super::info::game_names;
use super::{Core, Incoming, Outgoing, Reply};
use crate::command::Opponent;
use crate::model::{Challenge, User};
use crate::storage::StartError;

/// Players in the challenges the chat core creates (every game so far is for two).
const SEATS: usize = 2;

fn options_suffix(options: &[String]) -> String {
    if options.is_empty() { String::new() } else { format!(" ({})", options.join(" ")) }
}

impl Core {
    pub(super) async fn challenge(
        &self,
        msg: &Incoming,
        opponent: Opponent,
        game: Option<&str>,
        options: &[String],
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let Some(game) = game else {
            reply.say(Message::new("challenge-needs-game").with("games", game_names()));
            return Ok(());
        };
        let kind = match game.parse::<GameKind>() {
            Ok(kind) => kind,
            Err(unknown) => {
                reply.say(Message::new("unknown-game").with("game", unknown.0).with("games", game_names()));
                return Ok(());
            }
        };
        let challenged = match opponent {
            Opponent::Open => None,
            Opponent::Mentioned => match msg.mentions.first() {
                Some(user) if user.id == msg.author.id => {
                    reply.say(Message::new("challenge-self"));
                    return Ok(());
                }
                Some(user) => Some(user.clone()),
                None => {
                    reply.say(Message::new("challenge-needs-opponent"));
                    return Ok(());
                }
            },
        };
        if let Some(running) = self.storage.active_match(&msg.channel).await? {
            let players = running.players.iter().map(|p| p.name.as_str()).collect::<Vec<_>>().join(" – ");
            reply.say(
                Message::new("challenge-channel-busy")
                    .with("game", running.game.kind().name())
                    .num("id", running.id)
                    .with("players", players),
            );
            return Ok(());
        }
        let now = self.clock.now_ms();
        if let Some(pending) = self.storage.challenge(&msg.channel).await?.filter(|c| c.expires_at > now) {
            reply.say(
                Message::new("challenge-pending")
                    .with("challenger", &pending.challenger.name)
                    .with("game", &pending.game),
            );
            return Ok(());
        }
        let words: Vec<&str> = options.iter().map(String::as_str).collect();
        if let Err(e) = AnyMatch::new(kind, &words, SEATS, Seed::from_bytes([0; 32])) {
            reply.say(e.0);
            return Ok(());
        }
        let challenge = Challenge {
            channel: msg.channel.clone(),
            challenger: msg.author.clone(),
            challenged: challenged.clone(),
            game: kind.name().to_owned(),
            options: options.to_vec(),
            created_at: now,
            expires_at: now + self.settings.challenge_ttl_ms,
        };
        self.storage.put_challenge(&challenge).await?;
        let minutes = self.settings.challenge_ttl_ms / 60_000;
        let message = match &challenged {
            Some(user) => Message::new("challenge-made").with("challenged", &user.name),
            None => Message::new("challenge-open-made"),
        };
        reply.say(
            message
                .with("challenger", &msg.author.name)
                .with("game", kind.name())
                .with("options", options_suffix(options))
                .num("minutes", minutes),
        );
        Ok(())
    }

    /// The channel's challenge if it is still valid; an expired one is announced.
    async fn pending(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<Option<Challenge>> {
        let Some(challenge) = self.storage.challenge(&msg.channel).await? else {
            reply.say(Message::new("challenge-none"));
            return Ok(None);
        };
        if challenge.expires_at <= self.clock.now_ms() {
            self.storage.delete_challenge(&challenge).await?;
            reply.say(expired(&challenge));
            return Ok(None);
        }
        Ok(Some(challenge))
    }

    pub(super) async fn accept(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let Some(challenge) = self.pending(msg, reply).await? else { return Ok(()) };
        if challenge.challenger.id == msg.author.id {
            reply.say(Message::new("challenge-own"));
            return Ok(());
        }
        if let Some(challenged) = challenge.challenged.as_ref().filter(|u| u.id != msg.author.id) {
            reply.say(Message::new("challenge-not-for-you").with("challenged", &challenged.name));
            return Ok(());
        }
        let kind: GameKind = challenge.game.parse()?;
        let words: Vec<&str> = challenge.options.iter().map(String::as_str).collect();
        let seed = Seed::from_bytes(rand::random());
        let game = AnyMatch::new(kind, &words, SEATS, seed).map_err(|e| anyhow::anyhow!("stored options: {e}"))?;
        let players: Vec<User> = vec![challenge.challenger.clone(), msg.author.clone()];
        let now = self.clock.now_ms();
        let id = match self.storage.start_match(&challenge, &players, &game, now).await {
            Ok(id) => id,
            Err(StartError::ChannelBusy) => {
                reply.say(Message::new("busy-retry"));
                return Ok(());
            }
            Err(StartError::Db(e)) => return Err(e.into()),
        };
        let seats = self.seat_lines(&game, &players, reply);
        let started = reply.text(
            Message::new("match-started")
                .num("id", id)
                .with("game", kind.name())
                .with("seats", seats)
                .with("commitment", seed.commitment()),
        );
        let turn = self.turn_line(&game, &players, reply);
        let png = self.board_png(&game);
        reply.post(format!("{started}\n{turn}"), Some(png));
        Ok(())
    }

    pub(super) async fn decline(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let Some(challenge) = self.pending(msg, reply).await? else { return Ok(()) };
        match &challenge.challenged {
            Some(user) if user.id == msg.author.id => {
                self.storage.delete_challenge(&challenge).await?;
                reply.say(
                    Message::new("challenge-declined")
                        .with("challenged", &user.name)
                        .with("challenger", &challenge.challenger.name),
                );
            }
            Some(user) => reply.say(Message::new("challenge-not-for-you").with("challenged", &user.name)),
            None => {
                reply.say(Message::new("challenge-cancel-not-yours").with("challenger", &challenge.challenger.name))
            }
        }
        Ok(())
    }

    pub(super) async fn cancel(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let Some(challenge) = self.pending(msg, reply).await? else { return Ok(()) };
        if challenge.challenger.id != msg.author.id {
            reply.say(Message::new("challenge-cancel-not-yours").with("challenger", &challenge.challenger.name));
            return Ok(());
        }
        self.storage.delete_challenge(&challenge).await?;
        reply.say(Message::new("challenge-cancelled").with("challenger", &challenge.challenger.name));
        Ok(())
    }

    pub(super) async fn expire_challenges(&self) -> anyhow::Result<Vec<Outgoing>> {
        let mut out = Vec::new();
        for challenge in self.storage.expired_challenges(self.clock.now_ms()).await? {
            let lock = self.lock(&challenge.channel);
            let _guard = lock.lock().await;
            if self.storage.delete_challenge(&challenge).await? {
                let mut reply = self.reply_for(&challenge.channel).await?;
                reply.say(expired(&challenge));
                out.append(&mut reply.out);
            }
        }
        Ok(out)
    }
}

fn expired(challenge: &Challenge) -> Message {
    Message::new("challenge-expired").with("challenger", &challenge.challenger.name).with("game", &challenge.game)
}
