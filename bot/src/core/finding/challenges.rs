//! Challenges: challenge, accept, decline, cancel, and expiry. A challenge names its
//! opponents (`@bob @carol`), or leaves seats open to anyone (`open`, `players=N`); the
//! match starts when every seat is taken.

use engine::{AnyMatch, GameKind, Message, Seed};

use crate::command::{Command, Opponent, Parsed};
use crate::core::information::info::{game_named, game_names};
use crate::core::play::{Table, Told, awaited_users};
use crate::core::{Core, Incoming, Outgoing, Reply, contained, terms};
use crate::model::{Challenge, ChannelKey, NewMatch, User, awaited_people};
use crate::storage::{PageKind, StartError, StoredTournament, WebPage};

pub(in crate::core) fn options_suffix(options: &[String]) -> String {
    if options.is_empty() { String::new() } else { format!(" ({})", options.join(" ")) }
}

/// How many seats of a challenge the computer holds.
fn ai_seats(challenge: &Challenge) -> i64 {
    challenge.joined.iter().filter(|u| u.is_ai()).count() as i64
}

fn names(users: &[&User]) -> String {
    users.iter().map(|u| u.name.as_str()).collect::<Vec<_>>().join(", ")
}

/// The users mentioned, each once, in order.
fn invited(msg: &Incoming) -> Vec<User> {
    let mut out: Vec<User> = Vec::new();
    for user in &msg.mentions {
        if !out.iter().any(|u| u.id == user.id) {
            out.push(user.clone());
        }
    }
    out
}

/// Players seated for a match, and where it is played.
pub(in crate::core) struct Seated<'a> {
    pub channel: &'a ChannelKey,
    pub community: &'a str,
    pub players: &'a [User],
}

/// What a challenge proposes, once its game, opponents, options and seats are checked.
pub(in crate::core) struct Proposal {
    pub kind: GameKind,
    /// The people named, then the computer's seats.
    pub invited: Vec<User>,
    pub seats: usize,
}

/// The seats a challenge gives the computer: `ai` of our AI's, and engines by name.
#[derive(Clone, Copy, Debug)]
pub(in crate::core) struct Computers<'a> {
    pub ai: usize,
    pub engines: &'a [String],
}

/// Checks what a challenge says, apart from where it is made (refusals go to `reply`);
/// `engines` are those the operator named.
fn proposal(
    msg: &Incoming,
    opponent: Opponent,
    computers: Computers,
    game: Option<&str>,
    options: &[String],
    engines: &[engines::Spec],
    reply: &mut Reply,
) -> Option<Proposal> {
    let Some(game) = game else {
        reply.say(Message::new("challenge-needs-game").with("games", game_names()));
        return None;
    };
    let kind = game_named(game, reply)?;
    let mut invited = match opponent {
        Opponent::Open => Vec::new(),
        Opponent::Mentioned => invited(msg),
    };
    let is_author = |u: &User| u.id == msg.author.id || msg.handle.as_deref().is_some_and(|h| u.is_handle(h));
    if invited.iter().any(is_author) {
        reply.say(Message::new("challenge-self"));
        return None;
    }
    let terms = terms::read(options, reply)?;
    invited.extend(std::iter::repeat_n(User::ai(terms.level), computers.ai));
    let mut seated = Vec::new();
    for name in computers.engines {
        let Some(spec) = engines.iter().find(|spec| &spec.name == name) else {
            reply.say(Message::new("challenge-engine-unknown").with("name", name));
            return None;
        };
        seated.push(spec);
        invited.push(User::engine(name));
    }
    let players = terms.players.as_deref();
    if opponent == Opponent::Mentioned && invited.is_empty() && players.is_none() {
        reply.say(Message::new("challenge-needs-opponent"));
        return None;
    }
    let info = kind.info();
    let seats = match players.map(str::parse::<usize>) {
        Some(Ok(n)) => n,
        Some(Err(_)) => {
            let value = players.unwrap_or_default();
            reply.say(
                Message::new("option-bad-value")
                    .with("option", "players")
                    .with("value", value)
                    .with("expected", format!("{}–{}", info.min_players, info.max_players)),
            );
            return None;
        }
        None => (1 + invited.len()).max(info.min_players),
    };
    if seats < 1 + invited.len() {
        reply.say(Message::new("challenge-too-many").num("seats", seats as i64).num("invited", invited.len() as i64));
        return None;
    }
    let words: Vec<&str> = terms.game.iter().map(String::as_str).collect();
    let game = AnyMatch::new(kind, &words, seats, Seed::from_bytes([0; 32])).map_err(|e| reply.say(e.0)).ok()?;
    if let Err(refusal) = terms.side_seat(&game, |n| n) {
        reply.say(refusal);
        return None;
    }
    if let Some(refusal) = seated.iter().find_map(|spec| engine_refusal(spec, &game)) {
        reply.say(refusal);
        return None;
    }
    Some(Proposal { kind, invited, seats })
}

/// Why the engine of `spec` cannot play `game`, if it cannot: it plays tafl only, and
/// the rulesets, kings and starts its protocol can tell.
fn engine_refusal(spec: &engines::Spec, game: &AnyMatch) -> Option<Message> {
    let name = spec.name.as_str();
    let Some(told) = engines::Told::of(game) else {
        return Some(Message::new("challenge-engine-tafl-only").with("name", name));
    };
    let protocol = spec.protocol.name();
    match spec.protocol.tells(&told.options).err()? {
        engines::Unsaid::Ruleset => {
            let rulesets: Vec<&str> = spec.protocol.rulesets().iter().map(|r| r.name()).collect();
            Some(
                Message::new("challenge-engine-ruleset")
                    .with("name", name)
                    .with("ruleset", told.options.ruleset.name())
                    .with("rulesets", rulesets.join(", ")),
            )
        }
        engines::Unsaid::UnarmedKing => {
            Some(Message::new("challenge-engine-unarmed").with("name", name).with("protocol", protocol))
        }
        engines::Unsaid::Position => {
            Some(Message::new("challenge-engine-position").with("name", name).with("protocol", protocol))
        }
    }
}

impl Core {
    /// Checks a challenge before a place is opened for it (a Discord thread): the refusal
    /// to say in the channel, or nothing when the challenge reads well.
    pub async fn check_challenge(&self, msg: &Incoming) -> Vec<Outgoing> {
        let Parsed::Command(Command::Challenge { opponent, ai, engines, game, options }) =
            msg.parsed(&self.settings.prefix)
        else {
            return Vec::new();
        };
        let Ok(mut reply) = self.reply_for(&msg.channel).await else { return Vec::new() };
        let computers = Computers { ai, engines: &engines };
        proposal(msg, opponent, computers, game.as_deref(), &options, &self.settings.engines, &mut reply);
        reply.out
    }
    pub(in crate::core) async fn challenge(
        &self,
        msg: &Incoming,
        opponent: Opponent,
        computers: Computers<'_>,
        game: Option<&str>,
        options: &[String],
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let engines = &self.settings.engines;
        let Some(proposal) = proposal(msg, opponent, computers, game, options, engines, reply) else {
            return Ok(());
        };
        self.offer(msg, proposal, options, None, reply).await
    }

    /// Offers a checked challenge, unless the channel is taken; starts it at once when
    /// only the computer was asked. A rematch says so, showing only the `rematch` words
    /// of its options (the clock, rated or casual).
    pub(in crate::core) async fn offer(
        &self,
        msg: &Incoming,
        Proposal { kind, invited, seats }: Proposal,
        options: &[String],
        rematch: Option<&[String]>,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        if let Some(running) = self.storage.active_match(&msg.channel).await? {
            let players = crate::model::names(&running.players).join(" – ");
            reply.say(
                Message::new("challenge-channel-busy")
                    .term("game", running.game.title())
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
                    .term("game", terms::title(&pending.game, &pending.options)),
            );
            return Ok(());
        }
        if invited.iter().any(User::is_ai) {
            let most = self.settings.ai_games_per_user;
            if self.storage.ai_games_of(&msg.channel.platform, &msg.author.id).await? >= most {
                reply.say(Message::new("challenge-ai-cap").with("name", &msg.author.name).num("count", most));
                return Ok(());
            }
        }
        let known = std::iter::once(&msg.author).chain(invited.iter().filter(|u| !u.is_unresolved() && !u.is_ai()));
        let unreachable = self.unreachable(kind, &msg.channel.platform, known).await?;
        if unreachable.iter().any(|u| u.id == msg.author.id) {
            self.ask_private_chat(&unreachable, "secrets", reply);
            return Ok(());
        }
        // The computer accepts at once.
        let joined = invited.iter().filter(|u| u.is_ai()).cloned().collect();
        let challenge = Challenge {
            channel: msg.channel.clone(),
            challenger: msg.author.clone(),
            invited,
            joined,
            seats,
            game: kind.name().to_owned(),
            options: options.to_vec(),
            created_at: now,
            expires_at: now + self.settings.challenge_ttl_ms,
        };
        if challenge.joined.len() + 1 == seats {
            return self.start(&challenge, kind, &msg.community, reply).await;
        }
        self.storage.put_challenge(&challenge).await?;
        let open = challenge.open_seats();
        let people: Vec<&User> = challenge.awaited();
        let message = match people.as_slice() {
            _ if rematch.is_some() => {
                Message::new("rematch-offered").with("challenged", names(&people)).num("count", people.len() as i64)
            }
            [user] if seats == 2 => Message::new("challenge-made").with("challenged", &user.name),
            [] if seats == 2 => Message::new("challenge-open-made"),
            _ => Message::new("challenge-group-made")
                .num("seats", seats as i64)
                .with("invited", names(&people))
                .num("count", people.len() as i64)
                .num("open", open as i64),
        };
        let message = message
            .with("challenger", &msg.author.name)
            .term("game", terms::title(&challenge.game, &challenge.options))
            .with("options", options_suffix(rematch.unwrap_or(&challenge.options)))
            .num("minutes", self.settings.challenge_ttl_ms / 60_000);
        let accept = ("accept", "button-accept");
        if people.is_empty() {
            reply.say_with_buttons(message, &[accept], &people);
        } else {
            reply.say_with_buttons(message, &[accept, ("decline", "button-decline")], &people);
        }
        if let Some(ai) = challenge.joined.first() {
            reply.say(Message::new("challenge-ai-seated").with("name", &ai.name).num("count", ai_seats(&challenge)));
        }
        if !unreachable.is_empty() {
            self.ask_private_chat(&unreachable, "secrets", reply);
        }
        Ok(())
    }

    /// Of `users`, those the bot cannot write to privately yet, when `kind` sends secrets
    /// and the platform lets a bot write only after the user opened a private chat.
    pub(in crate::core) async fn unreachable<'a>(
        &self,
        kind: GameKind,
        platform: &str,
        users: impl Iterator<Item = &'a User>,
    ) -> anyhow::Result<Vec<User>> {
        let info = kind.info();
        if !(info.hidden_information || info.simultaneous) || self.private_link(platform).is_none() {
            return Ok(Vec::new());
        }
        let mut missing = Vec::new();
        for user in users {
            if !self.storage.has_private_chat(platform, &user.id).await? {
                missing.push(user.clone());
            }
        }
        Ok(missing)
    }

    /// Tells `users` to open a private chat with the bot first, with the link that opens it.
    /// Asks `users` to open a private chat first, saying `why` the answer needs one:
    /// `secrets` (the game sends them), `list` (`mygames`), `notices` (notifications by DM).
    pub(in crate::core) fn ask_private_chat(&self, users: &[User], why: &str, reply: &mut Reply) {
        let link = self.private_link(&reply.channel.platform).unwrap_or_default();
        let users: Vec<&User> = users.iter().collect();
        reply.say(
            Message::new("private-chat-needed")
                .with("names", names(&users))
                .num("count", users.len() as i64)
                .with("why", why)
                .with("link", link),
        );
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

    pub(in crate::core) async fn accept(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let Some(mut challenge) = self.pending(msg, reply).await? else { return Ok(()) };
        challenge.claim(&msg.author, msg.handle.as_deref());
        if challenge.challenger.id == msg.author.id {
            reply.say(Message::new("challenge-own"));
            return Ok(());
        }
        if challenge.has_joined(&msg.author) {
            reply.say(Message::new("challenge-already-joined"));
            return Ok(());
        }
        if !challenge.awaits(&msg.author) {
            reply.say(Message::new("challenge-not-for-you").with("challenged", names(&challenge.awaited())));
            return Ok(());
        }
        // A match started here since (a tournament's game): the challenge can never start.
        if let Some(running) = self.storage.active_match(&msg.channel).await? {
            self.storage.delete_challenge(&challenge).await?;
            let key =
                if running.tournament_id.is_some() { "challenge-tournament-here" } else { "challenge-match-here" };
            reply.say(Message::new(key).num("id", running.id).with("challenger", &challenge.challenger.name));
            return Ok(());
        }
        let kind: GameKind = challenge.game.parse()?;
        let unreachable = self.unreachable(kind, &msg.channel.platform, std::iter::once(&msg.author)).await?;
        if !unreachable.is_empty() {
            self.ask_private_chat(&unreachable, "secrets", reply);
            return Ok(());
        }
        challenge.joined.push(msg.author.clone());
        if challenge.joined.len() + 1 < challenge.seats {
            if self.storage.save_challenge_seats(&challenge).await? {
                let awaited = challenge.awaited();
                reply.say(
                    Message::new("challenge-joined")
                        .with("name", &msg.author.name)
                        .num("joined", challenge.joined.len() as i64 + 1)
                        .num("seats", challenge.seats as i64)
                        .with("waiting", names(&awaited))
                        .num("count", awaited.len() as i64)
                        .num("open", challenge.open_seats() as i64),
                );
            } else {
                reply.say(Message::new("busy-retry"));
            }
            return Ok(());
        }
        self.start(&challenge, kind, &msg.community, reply).await
    }

    /// Every seat is taken: the challenge becomes a match.
    async fn start(
        &self,
        challenge: &Challenge,
        kind: GameKind,
        community: &str,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let seated = Seated { channel: &challenge.channel, community, players: &challenge.players() };
        self.start_seated(&seated, kind, &challenge.options, Some(challenge), reply).await?;
        Ok(())
    }

    /// Starts a match of `kind` with the challenge's `options` (checked when it was made)
    /// for players already seated; returns whether it started (it loses to a match that
    /// won the channel meanwhile).
    pub(in crate::core) async fn start_seated(
        &self,
        seated: &Seated<'_>,
        kind: GameKind,
        options: &[String],
        challenge: Option<&Challenge>,
        reply: &mut Reply,
    ) -> anyhow::Result<bool> {
        let terms = terms::split(options).map_err(|e| anyhow::anyhow!("stored options: {e:?}"))?;
        let words: Vec<&str> = terms.game.iter().map(String::as_str).collect();
        let game = AnyMatch::new(kind, &words, seated.players.len(), self.new_seed())
            .map_err(|e| anyhow::anyhow!("stored options: {e}"))?;
        // The challenger (first) takes the side asked for, trading seats with its holder.
        let mut players = seated.players.to_vec();
        let side =
            terms.side_seat(&game, |n| rand::random_range(0..n)).map_err(|e| anyhow::anyhow!("stored side: {e}"))?;
        if let Some(seat) = side {
            players.swap(0, seat.index());
        }
        let players = players.as_slice();
        let control = match terms.clock {
            Some(control) => control,
            None => self.channel_clock(seated.channel).await?,
        };
        let awaited = awaited_people(&game, players);
        let clock = self.starting_clock(control, &seated.channel.platform, players, awaited, terms.vacations).await?;
        let new = NewMatch {
            channel: seated.channel,
            community: seated.community,
            players,
            game: &game,
            ranked: terms.rated(players),
            clock: &clock,
        };
        self.open_match(&new, challenge, None, reply).await
    }

    /// Starts a match and announces it: the seats, the seed's commitment, whose turn it
    /// is with the board, and private prompts for secret choices.
    pub(in crate::core) async fn open_match(
        &self,
        new: &NewMatch<'_>,
        challenge: Option<&Challenge>,
        tournament: Option<(&mut StoredTournament, usize)>,
        reply: &mut Reply,
    ) -> anyhow::Result<bool> {
        let now = self.clock.now_ms();
        let (game, players) = (new.game, new.players);
        let id = match self.storage.start_match(new, challenge, tournament, now).await {
            Ok(id) => {
                self.wake_ai_in(new.channel, game, players);
                id
            }
            Err(StartError::ChannelBusy) => {
                reply.say(Message::new("busy-retry"));
                return Ok(false);
            }
            Err(StartError::Db(e)) => return Err(e.into()),
        };
        let seats = crate::core::play::lines::seat_lines(game, players, reply);
        let started = reply.text(
            Message::new("match-started")
                .num("id", id)
                .term("game", game.title())
                .with("seats", seats)
                .with("commitment", game.seed().commitment()),
        );
        let page = WebPage {
            kind: PageKind::Match,
            platform: new.channel.platform.clone(),
            community: new.community.to_owned(),
            subject: id.to_string(),
        };
        let started = match self.site.link_line("web-match-link", page, reply).await? {
            Some(link) => format!("{started}\n{link}"),
            None => started,
        };
        let terms = reply.text(
            Message::new("match-terms")
                .with("clock", crate::core::play::lines::control_words(&new.clock.control, reply))
                .with("ranked", if new.ranked { "ranked" } else { "casual" }),
        );
        let turn = crate::core::play::lines::turn_line(game, players, reply);
        let png = self.board_png(game, players);
        let left = reply.lang.duration(new.clock.left(now));
        let table = Table { id, version: 0, platform: &new.channel.platform, game, players, left: &left };
        let picker = self.channel_picker(table, reply);
        reply.post_picking(format!("{started}\n{terms}\n{turn}"), Some(png), awaited_users(game, players), picker);
        self.tell_privately(table, &[], Told { mover: None, before: &[], phase: None, start: true }, reply);
        Ok(true)
    }

    pub(in crate::core) async fn decline(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let Some(mut challenge) = self.pending(msg, reply).await? else { return Ok(()) };
        challenge.claim(&msg.author, msg.handle.as_deref());
        if challenge.is_invited(&msg.author) {
            self.storage.delete_challenge(&challenge).await?;
            reply.say(
                Message::new("challenge-declined")
                    .with("challenged", &msg.author.name)
                    .with("challenger", &challenge.challenger.name),
            );
        } else if challenge.has_joined(&msg.author) {
            challenge.joined.retain(|u| u.id != msg.author.id);
            if self.storage.save_challenge_seats(&challenge).await? {
                reply.say(Message::new("challenge-left").with("name", &msg.author.name));
            }
        } else if challenge.invited.is_empty() {
            reply.say(Message::new("challenge-cancel-not-yours").with("challenger", &challenge.challenger.name));
        } else {
            let invited: Vec<&User> = challenge.invited.iter().collect();
            reply.say(Message::new("challenge-not-for-you").with("challenged", names(&invited)));
        }
        Ok(())
    }

    pub(in crate::core) async fn cancel(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let Some(challenge) = self.pending(msg, reply).await? else { return Ok(()) };
        if challenge.challenger.id != msg.author.id {
            reply.say(Message::new("challenge-cancel-not-yours").with("challenger", &challenge.challenger.name));
            return Ok(());
        }
        self.storage.delete_challenge(&challenge).await?;
        reply.say(Message::new("challenge-cancelled").with("challenger", &challenge.challenger.name));
        Ok(())
    }

    pub(in crate::core) async fn expire_challenges(&self, platform: &str) -> anyhow::Result<Vec<Outgoing>> {
        let mut out = Vec::new();
        for challenge in self.storage.expired_challenges(platform, self.clock.now_ms()).await? {
            let lock = self.lock(&challenge.channel);
            let _guard = lock.lock().await;
            match contained(self.expire(&challenge)).await {
                Ok(mut said) => out.append(&mut said),
                Err(e) => tracing::error!(channel = ?challenge.channel, error = format!("{e:#}"), "expiring failed"),
            }
        }
        Ok(out)
    }

    /// Deletes an expired challenge and says so, unless it was settled meanwhile.
    async fn expire(&self, challenge: &Challenge) -> anyhow::Result<Vec<Outgoing>> {
        let mut reply = self.reply_for(&challenge.channel).await?;
        if self.storage.delete_challenge(challenge).await? {
            reply.say(expired(challenge));
        }
        Ok(reply.out)
    }
}

fn expired(challenge: &Challenge) -> Message {
    Message::new("challenge-expired")
        .with("challenger", &challenge.challenger.name)
        .term("game", terms::title(&challenge.game, &challenge.options))
}
