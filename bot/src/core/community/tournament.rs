//! Tournaments in the chat: `tournament create <game> <format> [options]`, `join`,
//! `leave`, `start`, `standings`, `pairings`, `cancel`. Where the platform opens places
//! of their own (Discord threads, Telegram forum topics), a round's games start at once,
//! each in its own; elsewhere they are played one after another in the tournament's
//! channel. Each result is announced there, and when a round ends the next is paired.
//! The final standings are posted as text and as an image. A sweep resumes tournaments
//! after a restart.

use engine::{AnyMatch, GameKind, Message, Outcome, Seat, Seed};

use crate::core::finding::challenges::options_suffix;
use crate::core::information::info::game_named;
use crate::core::play::RETRIES;
use crate::core::{Core, Incoming, Outgoing, Reply, VenueCheck, terms};
use crate::model::{ChannelKey, NewMatch, Status, User, awaited_people};
use crate::storage::{PageKind, StoredTournament, WebPage};
use crate::tournament::{self, Advance, Format, Phase, Tournament, TournamentError, score_text};

fn error_key(error: TournamentError) -> &'static str {
    match error {
        TournamentError::Started => "tournament-started-already",
        TournamentError::NotRunning => "tournament-not-running",
        TournamentError::AlreadyJoined => "tournament-already-joined",
        TournamentError::NotEntrant => "tournament-not-entrant",
        TournamentError::Full => "tournament-full",
        TournamentError::TooFew => "tournament-too-few",
    }
}

/// The canonical subcommand of an English or Italian word.
pub(in crate::core) fn subcommand(word: &str) -> Option<&'static str> {
    Some(match word.to_lowercase().as_str() {
        "create" | "crea" => "create",
        "join" | "entra" => "join",
        "leave" | "esci" => "leave",
        "start" | "inizia" => "start",
        "standings" | "classifica" => "standings",
        "pairings" | "abbinamenti" => "pairings",
        "cancel" | "annulla" => "cancel",
        "add" | "aggiungi" => "add",
        _ => return None,
    })
}

/// The AI that `add ai [level=N]` enters (level 3 unless named); `None` for other words.
fn ai_entrant(words: &[String]) -> Option<User> {
    let (first, rest) = words.split_first()?;
    if !matches!(first.to_lowercase().as_str(), "ai" | "ia") || rest.len() > 1 {
        return None;
    }
    let level = match rest.first() {
        Some(word) => {
            let (name, value) = word.split_once(['=', ':'])?;
            matches!(name.to_lowercase().as_str(), "level" | "livello").then_some(())?;
            value.parse().ok()?
        }
        None => ai::Level::default(),
    };
    Some(User::ai(level))
}

/// The key a tournament's games are rated under (the game, and its ruleset if any).
fn rating_key(stored: &StoredTournament) -> anyhow::Result<String> {
    let terms = terms::split(&stored.options).map_err(|e| anyhow::anyhow!("stored options: {e:?}"))?;
    let words: Vec<&str> = terms.game.iter().map(String::as_str).collect();
    let kind: GameKind = stored.game.parse()?;
    kind.rating_key(&words).map_err(|e| anyhow::anyhow!("stored options: {e}"))
}

impl Core {
    pub(in crate::core) async fn tournament(
        &self,
        msg: &Incoming,
        words: &[String],
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let usage = || Message::new("tournament-usage").with("formats", tournament::FORMATS);
        let Some(sub) = words.first().and_then(|w| subcommand(w)) else {
            reply.say(usage());
            return Ok(());
        };
        if sub == "create" {
            return self.create_tournament(msg, &words[1..], reply).await;
        }
        let found = match sub {
            "standings" => self.storage.latest_tournament(&msg.channel).await?,
            _ => self.storage.channel_tournament(&msg.channel).await?,
        };
        let Some(mut stored) = found else {
            reply.say(Message::new("tournament-none"));
            return Ok(());
        };
        match sub {
            "standings" => {
                self.post_standings(&stored, reply);
                return Ok(());
            }
            "pairings" => {
                self.post_pairings(&stored, reply).await?;
                return Ok(());
            }
            _ => {}
        }
        // `add ai [level=N]`: the AI at a level enters, as a player would.
        let entrant = match sub {
            "add" => match ai_entrant(&words[1..]) {
                Some(ai) => ai,
                None => {
                    reply.say(Message::new("tournament-add-usage"));
                    return Ok(());
                }
            },
            _ => msg.author.clone(),
        };
        for _ in 0..RETRIES {
            let changed = match sub {
                "join" => {
                    let rating = self.entry_rating(&stored, &msg.channel.platform, &entrant).await?;
                    stored.state.join(entrant.clone(), rating)
                }
                "leave" => stored.state.leave(&msg.author.id),
                _ if stored.creator.id != msg.author.id && !self.is_moderator(msg) => {
                    reply.say(Message::new("tournament-not-creator").with("name", &stored.creator.name));
                    return Ok(());
                }
                "add" => {
                    let rating = self.entry_rating(&stored, &msg.channel.platform, &entrant).await?;
                    stored.state.join(entrant.clone(), rating)
                }
                "start" => stored.state.start(),
                _ => {
                    stored.state.phase = Phase::Cancelled;
                    Ok(())
                }
            };
            if let Err(e) = changed {
                reply.say(Message::new(error_key(e)).num("max", tournament::MAX_ENTRANTS as i64));
                return Ok(());
            }
            if !self.storage.update_tournament(&mut stored).await? {
                stored = match self.storage.channel_tournament(&msg.channel).await? {
                    Some(again) => again,
                    None => break,
                };
                continue;
            }
            let id = stored.id;
            let name = &entrant.name;
            match sub {
                "join" | "add" => reply.say(
                    Message::new("tournament-joined")
                        .with("name", name)
                        .num("id", id)
                        .num("count", stored.state.entrants.len() as i64),
                ),
                "leave" if stored.state.phase == Phase::Running => {
                    reply.say(Message::new("tournament-withdrawn").with("name", name).num("id", id));
                    reply.ended.push(msg.channel.clone());
                }
                "leave" => reply.say(Message::new("tournament-left").with("name", name).num("id", id)),
                "start" => {
                    reply.say(
                        Message::new("tournament-started")
                            .num("id", id)
                            .num("count", stored.state.entrants.len() as i64)
                            .with("mode", if stored.state.side_by_side { "side-by-side" } else { "one-by-one" }),
                    );
                    if !stored.state.side_by_side {
                        self.post_pairings(&stored, reply).await?;
                    }
                    reply.ended.push(msg.channel.clone());
                }
                _ => reply.say(Message::new("tournament-cancelled").num("id", id)),
            }
            return Ok(());
        }
        reply.say(Message::new("busy-retry"));
        Ok(())
    }

    /// The rating `entrant` is seeded by in `stored`'s game: theirs, or the start's.
    async fn entry_rating(&self, stored: &StoredTournament, platform: &str, entrant: &User) -> anyhow::Result<f64> {
        let rating = self.storage.rating(platform, &entrant.id, &rating_key(stored)?).await?;
        Ok(rating.map_or(1500.0, |r| r.rating))
    }

    async fn create_tournament(&self, msg: &Incoming, words: &[String], reply: &mut Reply) -> anyhow::Result<()> {
        let (Some(game), Some(format)) = (words.first(), words.get(1)) else {
            reply.say(Message::new("tournament-usage").with("formats", tournament::FORMATS));
            return Ok(());
        };
        let Some(kind) = game_named(game, reply) else { return Ok(()) };
        if kind.info().min_players > 2 {
            reply.say(Message::new("tournament-two-players").with("game", kind.name()));
            return Ok(());
        }
        let Ok(format) = format.parse::<Format>() else {
            reply
                .say(Message::new("tournament-bad-format").with("format", format).with("formats", tournament::FORMATS));
            return Ok(());
        };
        let options = &words[2..];
        let Some(terms) = terms::read(options, reply) else { return Ok(()) };
        let game_words: Vec<&str> = terms.game.iter().map(String::as_str).collect();
        if let Err(e) = AnyMatch::new(kind, &game_words, 2, Seed::from_bytes([0; 32])) {
            reply.say(e.0);
            return Ok(());
        }
        let venues = match self.venues(&msg.channel.platform) {
            Some(venues) => venues.check(&msg.channel).await,
            None => VenueCheck::Unsupported,
        };
        let mut state = Tournament::new(format);
        state.side_by_side = venues == VenueCheck::Ready;
        let mut stored = StoredTournament {
            id: 0,
            channel: msg.channel.clone(),
            community: msg.community.clone(),
            creator: msg.author.clone(),
            game: kind.name().to_owned(),
            options: options.to_vec(),
            state,
            version: 0,
        };
        match self.storage.create_tournament(&stored, self.clock.now_ms()).await? {
            Some(id) => stored.id = id,
            None => {
                let running = self.storage.channel_tournament(&msg.channel).await?;
                let (id, game) = running.map_or((0, stored.title()), |t| (t.id, t.title()));
                reply.say(Message::new("tournament-exists").num("id", id).term("game", game));
                return Ok(());
            }
        }
        reply.say(
            Message::new("tournament-created")
                .with("name", &msg.author.name)
                .num("id", stored.id)
                .term("game", stored.title())
                .with("format", format.to_string())
                .with("options", options_suffix(options)),
        );
        if let Some(link) = self.site.link_line("web-tournament-link", tournament_page(&stored), reply).await? {
            reply.post(link, None);
        }
        reply.say(Message::new(match venues {
            VenueCheck::Ready => "tournament-side-by-side",
            VenueCheck::Unsupported => "tournament-one-by-one",
            VenueCheck::MissingRight => "tournament-needs-topics-right",
        }));
        Ok(())
    }

    /// The tournament a channel belongs to: its own, or the one whose game was played
    /// there (a thread or topic of its own).
    async fn tournament_of(&self, channel: &ChannelKey) -> anyhow::Result<Option<StoredTournament>> {
        match self.storage.channel_tournament(channel).await? {
            Some(found) => Ok(Some(found)),
            None => self.storage.venue_tournament(channel).await,
        }
    }

    /// After a match in `channel` ended (or a tournament there changed): records the
    /// results in its tournament, announced in the tournament's channel; pairs the next
    /// round or finishes; and starts the games due: side by side, every game of the round
    /// in a place of its own; else the next one when the channel is free.
    pub(in crate::core) async fn after_match(
        &self,
        channel: &ChannelKey,
        out: &mut Vec<Outgoing>,
    ) -> anyhow::Result<()> {
        let Some(found) = self.tournament_of(channel).await? else { return Ok(()) };
        let home = found.channel;
        let lock = self.lock(&home);
        let _guard = lock.lock().await;
        let mut reply = self.reply_for(&home).await?;
        for _ in 0..RETRIES {
            let Some(mut stored) = self.storage.channel_tournament(&home).await? else { break };
            if stored.state.phase != Phase::Running {
                break;
            }
            let (results, advance) = self.record_results(&mut stored).await?;
            let starting = stored.state.to_start();
            if starting.is_empty() {
                if !self.storage.update_tournament(&mut stored).await? {
                    continue;
                }
                results.into_iter().for_each(|m| reply.say(m));
                if advance == Advance::Finished {
                    reply.say(Message::new("tournament-finished").num("id", stored.id));
                    self.post_standings(&stored, &mut reply);
                }
                break;
            }
            let mut started = self.reply_for(&home).await?;
            let done = if stored.state.side_by_side {
                self.start_side_by_side(&mut stored, &starting, &mut started, out).await?
            } else if self.storage.active_match(&home).await?.is_some() {
                let written = self.storage.update_tournament(&mut stored).await?;
                if written {
                    started.say(Message::new("tournament-waiting").num("id", stored.id));
                }
                written
            } else {
                if let Advance::NewRound(_) = advance {
                    self.post_pairings(&stored, &mut started).await?;
                }
                self.start_tournament_game(&mut stored, starting[0], &home, &mut started).await?
            };
            if !done {
                continue;
            }
            results.into_iter().for_each(|m| reply.say(m));
            reply.out.append(&mut started.out);
            break;
        }
        out.append(&mut reply.out);
        Ok(())
    }

    /// Records the results of the tournament's games whose matches ended (an aborted one
    /// is played again): the lines announcing them, and how the tournament moved on.
    async fn record_results(&self, stored: &mut StoredTournament) -> anyhow::Result<(Vec<Message>, Advance)> {
        let mut results = Vec::new();
        let mut advance = Advance::Same;
        let playing = stored.state.playing();
        for &game in &playing {
            let match_id = stored.state.games[game].match_id.unwrap_or_default();
            let Some(played) = self.storage.match_by_id(match_id).await? else { continue };
            if played.status == Status::Active {
                continue;
            }
            let first_points = match played.end_outcome() {
                Some(Outcome::Winner(seat)) => {
                    if seat == Seat(0) {
                        1.0
                    } else {
                        0.0
                    }
                }
                Some(Outcome::Draw) => 0.5,
                None => {
                    stored.state.games[game].match_id = None;
                    continue;
                }
            };
            let pairing = &stored.state.games[game];
            let name = |i: usize| stored.state.entrants[i].user.name.clone();
            results.push(
                Message::new("tournament-result")
                    .num("id", stored.id)
                    .num("round", pairing.round as i64)
                    .with("first", name(pairing.first))
                    .with("second", name(pairing.second.unwrap_or(pairing.first)))
                    .with("score", format!("{}–{}", score_text(first_points), score_text(1.0 - first_points))),
            );
            advance = match stored.state.record(game, first_points) {
                Advance::Same => advance,
                moved => moved,
            };
        }
        if playing.is_empty() {
            advance = stored.state.advance();
        }
        Ok((results, advance))
    }

    /// Starts every game in `games` in a place of its own under the tournament's channel,
    /// then posts the round's pairings with links to them. When a place cannot be opened,
    /// the tournament goes on one game after another in its channel, and says so.
    async fn start_side_by_side(
        &self,
        stored: &mut StoredTournament,
        games: &[usize],
        reply: &mut Reply,
        out: &mut Vec<Outgoing>,
    ) -> anyhow::Result<bool> {
        let home = stored.channel.clone();
        let venues = self.venues(&home.platform);
        let mut opened = Vec::new();
        for &game in games {
            let pairing = &stored.state.games[game];
            let name = |i: usize| stored.state.entrants[i].user.name.clone();
            let title = format!(
                "#{} {} {}: {} – {}",
                stored.id,
                reply.lang.key("tournament-round-word"),
                pairing.round,
                name(pairing.first),
                name(pairing.second.unwrap_or(pairing.first))
            );
            let venue = match &venues {
                Some(venues) => venues.open(&home, &title).await,
                None => None,
            };
            let Some(venue) = venue else {
                stored.state.side_by_side = false;
                if !self.storage.update_tournament(stored).await? {
                    return Ok(false);
                }
                reply.say(Message::new("tournament-venue-failed").num("id", stored.id));
                out.append(&mut opened);
                return Ok(true);
            };
            stored.state.games[game].venue = Some(venue.link.clone());
            let mut there = self.reply_for(&venue.channel).await?;
            if !self.start_tournament_game(stored, game, &venue.channel, &mut there).await? {
                tracing::warn!(id = stored.id, game, "a tournament changed while its games started; retrying");
                out.append(&mut opened);
                return Ok(false);
            }
            opened.append(&mut there.out);
        }
        self.post_pairings(stored, reply).await?;
        out.append(&mut opened);
        Ok(true)
    }

    /// Starts a tournament game as a match in `channel` (the tournament's, or a place of
    /// its own), recording it in the tournament in the same transaction; `false` when the
    /// tournament changed meanwhile.
    async fn start_tournament_game(
        &self,
        stored: &mut StoredTournament,
        game: usize,
        channel: &ChannelKey,
        reply: &mut Reply,
    ) -> anyhow::Result<bool> {
        let pairing = stored.state.games[game].clone();
        let entrants = &stored.state.entrants;
        let players =
            vec![entrants[pairing.first].user.clone(), entrants[pairing.second.unwrap_or_default()].user.clone()];
        let terms = terms::split(&stored.options).map_err(|e| anyhow::anyhow!("stored options: {e:?}"))?;
        let kind: GameKind = stored.game.parse()?;
        let words: Vec<&str> = terms.game.iter().map(String::as_str).collect();
        let match_game =
            AnyMatch::new(kind, &words, 2, self.new_seed()).map_err(|e| anyhow::anyhow!("stored options: {e}"))?;
        let control = match terms.clock {
            Some(control) => control,
            None => self.channel_clock(&stored.channel).await?,
        };
        reply.say(
            Message::new("tournament-next-game")
                .num("id", stored.id)
                .num("round", pairing.round as i64)
                .with("first", &players[0].name)
                .with("second", &players[1].name),
        );
        let community = stored.community.clone();
        let awaited = awaited_people(&match_game, &players);
        let platform = &stored.channel.platform;
        let clock = self.starting_clock(control, platform, &players, awaited, terms.vacations).await?;
        let new = NewMatch {
            channel,
            community: &community,
            players: &players,
            game: &match_game,
            ranked: terms.ranked.unwrap_or(true) && !terms.starts_elsewhere(),
            clock: &clock,
        };
        self.open_match(&new, None, Some((stored, game)), reply).await
    }

    /// Moves every running tournament on (after a restart, or a missed hand-over).
    pub(in crate::core) async fn resume_tournaments(&self, platform: &str) -> anyhow::Result<Vec<Outgoing>> {
        let mut out = Vec::new();
        for stored in self.storage.running_tournaments(platform).await? {
            let state = &stored.state;
            let free = state.side_by_side || self.storage.active_match(&stored.channel).await?.is_none();
            let idle = !state.to_start().is_empty() && free;
            let mut finished = false;
            for game in state.playing() {
                let id = state.games[game].match_id.unwrap_or_default();
                finished |= self.storage.match_by_id(id).await?.is_some_and(|m| m.status == Status::Finished);
            }
            if idle || finished {
                self.after_match(&stored.channel, &mut out).await?;
            }
        }
        Ok(out)
    }

    /// The standings as text, and as an image once the tournament is over.
    fn post_standings(&self, stored: &StoredTournament, reply: &mut Reply) {
        let rows = tournament::standing_rows(stored);
        let mut lines = vec![
            reply.text(
                Message::new("tournament-standings-head")
                    .num("id", stored.id)
                    .num("round", stored.state.round as i64)
                    .num("open", stored.state.undecided_in_round() as i64),
            ),
        ];
        for (rank, name, s) in &rows {
            lines.push(
                reply.text(
                    Message::new("tournament-standing")
                        .num("rank", *rank as i64)
                        .with("name", name)
                        .with("score", score_text(s.score))
                        .num("wins", s.wins as i64)
                        .num("draws", s.draws as i64)
                        .num("losses", s.losses as i64)
                        .with("buchholz", score_text(s.buchholz))
                        .with("sb", score_text(s.sonneborn_berger)),
                ),
            );
        }
        let image = (stored.state.phase == Phase::Finished).then(|| {
            let title =
                reply.text(Message::new("tournament-table-title").num("id", stored.id).term("game", stored.title()));
            self.renderer.table_png(&tournament::standings_table(stored, title, reply.lang))
        });
        reply.post(lines.join("\n"), image);
    }

    /// The current round's games with their results, and the tournament's page.
    async fn post_pairings(&self, stored: &StoredTournament, reply: &mut Reply) -> anyhow::Result<()> {
        let state = &stored.state;
        if state.round == 0 {
            reply.say(Message::new("tournament-pairings-none"));
            return Ok(());
        }
        let mut lines =
            vec![reply.text(Message::new("tournament-round").num("id", stored.id).num("round", state.round as i64))];
        for (board, (_, game)) in state.round_games(state.round).enumerate() {
            let first = &state.entrants[game.first].user.name;
            let line = match game.second {
                None => Message::new("tournament-bye").num("board", board as i64 + 1).with("name", first),
                Some(second) => {
                    let result = match (game.first_points, game.match_id) {
                        (Some(p), _) => format!(" {}–{}", score_text(p), score_text(1.0 - p)),
                        (None, Some(id)) => format!(" {}", self.playing(id, reply).await?),
                        (None, None) => String::new(),
                    };
                    let venue = game.venue.as_ref().map(|link| format!(" {link}")).unwrap_or_default();
                    Message::new("tournament-pair")
                        .num("board", board as i64 + 1)
                        .with("first", first)
                        .with("second", &state.entrants[second].user.name)
                        .with("result", format!("{result}{venue}"))
                }
            };
            lines.push(reply.text(line));
        }
        lines.extend(self.site.link_line("web-tournament-link", tournament_page(stored), reply).await?);
        reply.post(lines.join("\n"), None);
        Ok(())
    }
}

impl Core {
    /// "(playing)", with who is to move by when in a correspondence game: "(playing;
    /// bob to move by 2026-12-08 15:00 UTC)".
    async fn playing(&self, id: i64, reply: &Reply) -> anyhow::Result<String> {
        let stored = self.storage.match_by_id(id).await?;
        let due = stored.as_ref().and_then(|m| {
            let clock = m.clock.as_ref().filter(|c| c.control.is_correspondence() && m.status == Status::Active)?;
            let names: Vec<&str> = clock.awaited.iter().map(|s| m.players[s.index()].name.as_str()).collect();
            Some((names.join(", "), clock.deadline()?))
        });
        Ok(match due {
            Some((names, at)) => reply.text(
                Message::new("tournament-playing-due").with("names", names).with("due", crate::local_time::minute(at)),
            ),
            None => reply.lang.key("tournament-playing"),
        })
    }
}

/// A tournament's web page.
fn tournament_page(stored: &StoredTournament) -> WebPage {
    WebPage {
        kind: PageKind::Tournament,
        platform: stored.channel.platform.clone(),
        community: stored.community.clone(),
        subject: stored.id.to_string(),
    }
}
