//! Playing a match: moves (prefixed or bare), board, status, moves, resign, draw, export.
//!
//! Also here: vacations, takebacks, moves sent privately, bare lines read as moves, the clocks
//! ringing, and matches asked for by number (records and replays).

pub(super) mod alarms;
pub(super) mod bare;
pub(super) mod database_clock;
pub(super) mod lines;
pub(super) mod private;
pub(super) mod records;
pub(super) mod replays;
pub(super) mod state;
pub(super) mod takeback;
pub(super) mod vacation;

use engine::{AnyMatch, EventReport, Message, Outcome, Seat, Turn, Viewer};

use self::lines::side;
use crate::clock;
use crate::core::{Core, Incoming, Outgoing, Reply};
use crate::model::{ChannelKey, MatchEnd, Status, StoredMatch, User, awaited, awaited_people};
use crate::storage::Claiming;

/// How often a command is retried when another process changed the match meanwhile.
pub(in crate::core) const RETRIES: usize = 3;

/// Who a committed change concerns, for the private messages that follow it.
#[derive(Clone, Copy, Debug)]
pub(in crate::core) struct Told<'a> {
    /// The player who acted, if one did.
    pub mover: Option<Seat>,
    /// The seats awaited before the change: a secret decision still pending for them was
    /// asked already.
    pub before: &'a [Seat],
    /// The phase under way before the change, in games played in phases: the board is
    /// posted when it closes (see [`engine::Game::phase_number`]).
    pub phase: Option<u32>,
    /// The match has just started: everyone is told their hidden hand.
    pub start: bool,
}

/// The match a private message is about.
#[derive(Clone, Copy, Debug)]
pub(in crate::core) struct Table<'a> {
    pub id: i64,
    /// The match's version: a picker's presses point at it.
    pub version: i64,
    pub platform: &'a str,
    pub game: &'a AnyMatch,
    pub players: &'a [User],
    /// The time left to decide, as text.
    pub left: &'a str,
}

impl<'a> Table<'a> {
    /// A stored match as a table, with no time to decide shown.
    pub fn of(stored: &'a StoredMatch) -> Table<'a> {
        Table {
            id: stored.id,
            version: stored.version,
            platform: &stored.channel.platform,
            game: &stored.game,
            players: &stored.players,
            left: "",
        }
    }
}

/// Why a text was not played.
pub(in crate::core) struct Refusal {
    pub message: Message,
    /// Told to the player alone: the reason may depend on what only they hold.
    pub private: bool,
}

/// Plays `text` for `seat` as a message from `origin` would, before anything is stored:
/// the events, or why not (`None`: silence, for bare chat that is no move).
pub(in crate::core) fn attempt(
    game: &mut AnyMatch,
    players: &[User],
    seat: Seat,
    text: &str,
    origin: Origin,
) -> Result<Vec<EventReport>, Option<Refusal>> {
    let public = |message: Message| Some(Refusal { message, private: false });
    if origin == (Origin::Channel { bare: true }) && !game.is_move_text(text) {
        return Err(None);
    }
    let turn = game.turn();
    let free = game.is_out_of_turn_text(seat, text);
    if !turn.awaits(seat) && !free {
        let waiting = match turn {
            Turn::Player(s) => s,
            // Nobody has a turn while players choose in secret (a set-up, a duel's hand).
            Turn::Simultaneous(seats) => {
                let names: Vec<&str> = seats.iter().map(|s| players[s.index()].name.as_str()).collect();
                let message = Message::new("waiting-for-choice").with("names", names.join(", "));
                return Err(public(message.num("count", names.len() as i64)));
            }
            Turn::Chance | Turn::Over(_) => seat,
        };
        let name = &players[waiting.index()].name;
        return Err(public(Message::new("not-your-turn").with("name", name).with("side", side(game, waiting))));
    }
    let secret = matches!(turn, Turn::Simultaneous(_)) && !free || game.is_secret_text(text);
    if secret && origin != Origin::Private {
        return Err(public(Message::new("secret-move-private")));
    }
    let private = game.moves_hidden(seat);
    let played =
        if origin == Origin::Private { game.play_private_text(seat, text) } else { game.play_text(seat, text) };
    played.map_err(|e| Some(Refusal { message: e.message(), private }))
}

/// The players the game awaits: a turn line notifies them.
pub(in crate::core) fn awaited_users(game: &AnyMatch, players: &[User]) -> Vec<User> {
    awaited_people(game, players).into_iter().map(|s| players[s.index()].clone()).collect()
}

/// Says why a text was refused: where it was sent, or to its author alone, with a
/// pointer in the channel, when the reason is private.
pub(in crate::core) fn refuse(reply: &mut Reply, refusal: Refusal, origin: Origin, author: &User) {
    if !refusal.private || origin == Origin::Private {
        reply.say(refusal.message);
        return;
    }
    reply.say(Message::new("refused-in-private").with("name", &author.name));
    let text = reply.text(refusal.message);
    let platform = reply.channel.platform.clone();
    reply.out.push(Outgoing::Private { platform, user: author.clone(), text, image: None, picker: None });
}

/// Where a move came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::core) enum Origin {
    /// The match's channel; `bare` for unprefixed text.
    Channel { bare: bool },
    /// A private chat with the bot.
    Private,
}

/// Who plays a move: a person, found by their seat in the channel's match, or the AI for
/// `seat`, which thought about version `version` of match `id` and plays only if the
/// match is still there.
#[derive(Clone, Copy, Debug)]
pub(in crate::core) enum Who<'a> {
    Person(&'a User),
    Ai { seat: Seat, id: i64, version: i64 },
}

/// What a match's clock says of a text that just arrived.
enum Deadline {
    /// No deadline passed.
    Open,
    /// The time-out was applied and answers the text.
    Final,
    /// The match changed (by the time-out, or by another writer first): read it again.
    Raced,
}

/// A move that was played and committed.
pub(in crate::core) struct Played {
    pub stored: StoredMatch,
    pub seat: Seat,
    pub events: Vec<EventReport>,
    pub outcome: Option<Outcome>,
    /// The seats awaited before the move.
    pub before: Vec<Seat>,
    /// The phase under way before the move.
    pub phase: Option<u32>,
}

impl Played {
    /// What the announcement of this move needs to know of the time before it.
    pub fn told(&self) -> Told<'_> {
        Told { mover: Some(self.seat), before: &self.before, phase: self.phase, start: false }
    }
}

pub(in crate::core) fn seat_of(stored: &StoredMatch, user: &User) -> Option<Seat> {
    stored.players.iter().position(|p| p.id == user.id).map(|i| Seat(i as u8))
}

/// The text with each word naming a player (`@bob`, or a platform mention of them)
/// replaced by that player's seat name, as the games' notations expect.
pub(in crate::core) fn seat_words(text: &str, mentions: &[User], stored: &StoredMatch) -> String {
    let named = |word: &str| -> Option<Seat> {
        let bare = word.trim_start_matches(['@', '<', '!']).trim_end_matches('>');
        if bare.len() == word.len() {
            return None;
        }
        let user = mentions.iter().find(|m| m.id == bare || m.name.eq_ignore_ascii_case(bare));
        stored
            .players
            .iter()
            .position(|p| p.name.eq_ignore_ascii_case(bare) || p.id == bare || user.is_some_and(|u| u.id == p.id))
            .map(|i| Seat(i as u8))
    };
    let words: Vec<String> = text
        .split_whitespace()
        .map(|w| named(w).map_or_else(|| w.to_owned(), |seat| stored.game.seat_name(seat).to_owned()))
        .collect();
    words.join(" ")
}

impl Core {
    pub(in crate::core) fn board_png(&self, game: &AnyMatch, players: &[User]) -> Vec<u8> {
        self.view_png(&game.view(Viewer::Spectator), players)
    }

    /// A view's picture, its seats named by their players where it has a legend.
    pub(in crate::core) fn view_png(&self, view: &engine::AnyView, players: &[User]) -> Vec<u8> {
        self.renderer.png_named(view, &crate::model::names(players))
    }

    /// How a match that was just written stands: its game's result, or a draw when it
    /// was ended without one (agreed, or left to the AI alone).
    pub(in crate::core) fn outcome_of(stored: &StoredMatch) -> Option<Outcome> {
        stored.game.outcome().or_else(|| (stored.status == Status::Finished).then_some(Outcome::Draw))
    }

    fn finish(stored: &mut StoredMatch, outcome: &Outcome, reason: &str) {
        stored.status = Status::Finished;
        stored.draw_offer = None;
        stored.takeback_offer = None;
        stored.deadline_at = None;
        stored.end = Some(MatchEnd { result: stored.game.outcome_name(outcome).to_owned(), reason: reason.to_owned() });
    }

    /// The channel's match and the author's seat; says why when there is none, unless
    /// `quiet`.
    pub(in crate::core) async fn players_match(
        &self,
        channel: &ChannelKey,
        author: &User,
        reply: &mut Reply,
        quiet: bool,
    ) -> anyhow::Result<Option<(StoredMatch, Seat)>> {
        let found = self.storage.active_match(channel).await?.map(|m| (seat_of(&m, author), m));
        let refusal = match found {
            Some((Some(seat), stored)) => return Ok(Some((stored, seat))),
            Some((None, _)) => "not-a-player",
            None => "no-match",
        };
        if !quiet {
            reply.say(Message::new(refusal));
        }
        Ok(None)
    }

    /// Whether `text` is a move of a match the author plays in this channel.
    pub(in crate::core) async fn is_players_move(&self, msg: &Incoming, text: &str) -> anyhow::Result<bool> {
        let stored = self.storage.active_match(&msg.channel).await?;
        Ok(stored.is_some_and(|m| seat_of(&m, &msg.author).is_some() && m.game.is_move_text(text)))
    }

    /// A question about the channel's match that is no move (Skirmish's `info #3`),
    /// answered to anyone from what everyone sees; whether `text` was one.
    pub(in crate::core) async fn answer_question(
        &self,
        msg: &Incoming,
        text: &str,
        reply: &mut Reply,
    ) -> anyhow::Result<bool> {
        let Some(stored) = self.storage.active_match(&msg.channel).await? else { return Ok(false) };
        let Some(lines) = stored.game.answer(seat_of(&stored, &msg.author), text) else { return Ok(false) };
        for line in lines {
            reply.say(line);
        }
        Ok(true)
    }

    /// `bare` marks unprefixed text, which stays silent unless it is a player's move.
    pub(in crate::core) async fn play_move(
        &self,
        msg: &Incoming,
        text: &str,
        bare: bool,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        // A move's answer, refused or played, is never dropped.
        reply.changes = true;
        let origin = Origin::Channel { bare };
        let who = Who::Person(&msg.author);
        if let Some(played) = self.commit_move(&msg.channel, who, text, &msg.mentions, origin, reply).await? {
            let told = played.told();
            self.announce(&played.stored, &played.events, played.outcome.as_ref(), told, reply);
        }
        Ok(())
    }

    /// Checks and plays `text` for `who` in the match of `channel`, and commits it.
    /// Refusals are said to `reply`; `None` means nothing was played. Players named in
    /// the text (`@bob`, a platform mention) become their seats' names.
    pub(in crate::core) async fn commit_move(
        &self,
        channel: &ChannelKey,
        who: Who<'_>,
        text: &str,
        mentions: &[User],
        origin: Origin,
        reply: &mut Reply,
    ) -> anyhow::Result<Option<Played>> {
        let bare = origin == Origin::Channel { bare: true };
        for _ in 0..RETRIES {
            let (mut stored, seat) = match who {
                Who::Person(author) => match self.players_match(channel, author, reply, bare).await? {
                    Some(found) => found,
                    None => return Ok(None),
                },
                Who::Ai { seat, id, version } => match self.storage.active_match(channel).await? {
                    Some(stored) if (stored.id, stored.version) == (id, version) => (stored, seat),
                    _ => return Ok(None),
                },
            };
            match self.clock_ran_out(&mut stored, seat, who, reply).await? {
                Deadline::Open => {}
                Deadline::Final => return Ok(None),
                Deadline::Raced => continue,
            }
            let text = seat_words(text, mentions, &stored);
            let (before, phase) = (awaited(&stored.game), stored.game.phase_number());
            let free = stored.game.is_out_of_turn_text(seat, &text);
            let events = match attempt(&mut stored.game, &stored.players, seat, &text, origin) {
                Ok(events) => events,
                Err(None) => return Ok(None),
                Err(Some(refusal)) => {
                    match who {
                        Who::Person(author) => refuse(reply, refusal, origin, author),
                        Who::Ai { .. } => {
                            tracing::error!(text, refused = refusal.message.key, "the AI's move was refused")
                        }
                    }
                    return Ok(None);
                }
            };
            // A deal made out of turn leaves the clock alone.
            let mover = (!free).then_some(seat);
            if !self.save_play(&mut stored, "rules", mover, &mut reply.delivery).await? {
                continue;
            }
            reply.committed = true;
            if let Who::Person(author) = who {
                // A move played gives its player one list (a `hint`) back.
                let now = self.clock.now_ms();
                self.cooldown.give_back(
                    &channel.platform,
                    &author.id,
                    now,
                    crate::core::moderation::cooldown::Cost::Listing,
                );
            }
            fail::fail_point!("after-commit", channel.channel.contains("failpoint"), |_| Err(anyhow::anyhow!(
                "injected after the commit"
            )));
            let outcome = Core::outcome_of(&stored);
            return Ok(Some(Played { stored, seat, events, outcome, before, phase }));
        }
        reply.say(Message::new("busy-retry"));
        Ok(None)
    }

    /// A deadline that passed is final: when the match's time ran out before this text
    /// arrived, the time-out is applied first, and the text ends there if its author was
    /// among the late (told so, before the time-out's result) or the match is over.
    async fn clock_ran_out(
        &self,
        stored: &mut StoredMatch,
        seat: Seat,
        who: Who<'_>,
        reply: &mut Reply,
    ) -> anyhow::Result<Deadline> {
        let now = self.clock.now_ms();
        let Some(clock) = stored.clock.as_ref().filter(|c| c.due(now) == Some(clock::Alarm::TimeUp)) else {
            return Ok(Deadline::Open);
        };
        let late = clock.awaited.contains(&seat);
        let said = reply.out.len();
        if !self.time_up(stored, reply).await? {
            return Ok(Deadline::Raced);
        }
        if let (true, Who::Person(author)) = (late, who) {
            reply.say(Message::new("move-after-deadline").with("name", &author.name));
            let line = reply.out.pop().expect("just said");
            reply.out.insert(said, line);
        }
        Ok(if late || stored.status != Status::Active { Deadline::Final } else { Deadline::Raced })
    }

    /// Writes a match after its game changed (by `mover`, if a player made the change):
    /// ends it when the game is over (for `reason`), withdraws any draw or takeback offer,
    /// and moves the clock on. `false` when another writer changed the match first
    /// (nothing is written). The platform `delivery` that made the change, if any, is
    /// claimed in the same transaction (and taken).
    pub(in crate::core) async fn save_play(
        &self,
        stored: &mut StoredMatch,
        reason: &str,
        mover: Option<Seat>,
        delivery: &mut Option<String>,
    ) -> anyhow::Result<bool> {
        if let Some(outcome) = stored.game.outcome() {
            Core::finish(stored, &outcome, reason);
        } else if only_ai_in_play(stored) {
            // Nobody is left to watch it: the AI's seats do not play on among themselves.
            Core::finish(stored, &Outcome::Draw, ABANDONED);
        }
        stored.draw_offer = None;
        stored.takeback_offer = None;
        let now = self.clock.now_ms();
        let awaited = awaited_people(&stored.game, &stored.players);
        if let Some(clock) = stored.clock.as_mut() {
            clock.after_play(mover, awaited, now);
        }
        stored.deadline_at =
            stored.clock.as_ref().filter(|_| stored.status == Status::Active).and_then(|c| c.next_alarm());
        let claiming = delivery.as_deref().map(|delivery| Claiming { delivery, holder: &self.instance });
        let saved = self.storage.update_match_claiming(stored, now, claiming).await?;
        if saved {
            *delivery = None;
            self.wake_ai(stored);
        }
        Ok(saved)
    }

    /// Posts a committed move: its public events, then the result or whose turn it is,
    /// with the board unless the players are still choosing in secret; and tells each
    /// player in private what only they may know (see [`Core::tell_privately`]).
    pub(in crate::core) fn announce(
        &self,
        stored: &StoredMatch,
        events: &[EventReport],
        outcome: Option<&Outcome>,
        told: Told<'_>,
        reply: &mut Reply,
    ) {
        if outcome.is_some() {
            reply.ended.push(stored.channel.clone());
        }
        let public = engine::join_runs(
            events.iter().filter(|e| e.private_to.is_none()).map(|e| (e.message.clone(), e.short.clone(), e.roll)),
        );
        let mut lines: Vec<String> = public.iter().map(|(message, _)| reply.text(message.clone())).collect();
        // Dice are announced on their own, with what led to them, before the board.
        if let Some(last_roll) = public.iter().rposition(|(_, roll)| *roll) {
            let rest = lines.split_off(last_roll + 1);
            reply.post(std::mem::replace(&mut lines, rest).join("\n"), None);
        }
        // The AI playing on through its own turn is not prompted between its actions.
        let ai_plays_on = told
            .mover
            .is_some_and(|seat| stored.players[seat.index()].is_ai() && stored.game.turn() == Turn::Player(seat));
        match outcome {
            Some(outcome) => lines.push(crate::core::play::lines::result_lines(stored, outcome, reply)),
            None if ai_plays_on => {}
            None => lines.push(crate::core::play::lines::turn_line(&stored.game, &stored.players, reply)),
        }
        let secret = matches!(stored.game.turn(), Turn::Simultaneous(_));
        let phase_closed = stored.game.phase_number().is_none_or(|now| told.phase != Some(now));
        // One image per turn: while the mover is in the middle of a move (Quest's roll, then
        // the walk and its doors), the board waits for the move's end.
        let turn_goes_on =
            stored.game.phase_number().is_none() && told.mover.is_some_and(|seat| stored.game.continues_move(seat));
        let shown = !secret && (outcome.is_some() || (phase_closed && !turn_goes_on));
        let png = shown.then(|| self.board_png(&stored.game, &stored.players));
        let notify = awaited_users(&stored.game, &stored.players);
        let left = stored.clock.as_ref().map(|c| reply.lang.duration(c.left(self.clock.now_ms()))).unwrap_or_default();
        let table = Table { left: &left, ..Table::of(stored) };
        match outcome {
            Some(_) => reply.post_final(lines.join("\n"), png, stored),
            None => {
                let picker = self.channel_picker(table, reply);
                reply.post_picking(lines.join("\n"), png, notify, picker);
            }
        }
        self.tell_privately(table, events, told, reply);
    }

    /// Private messages after a move, one per player concerned: the events only they may
    /// hear; their hand after their own move (in games with hidden hands, and for everyone
    /// at the start); a word when their turn comes and what only they know narrows it; a
    /// secret decision newly asked of them; and their own view.
    pub(in crate::core) fn tell_privately(
        &self,
        table: Table<'_>,
        events: &[EventReport],
        told: Told<'_>,
        reply: &mut Reply,
    ) {
        let game = table.game;
        let asked: Vec<Seat> = awaited(game)
            .into_iter()
            .filter(|&s| game.private_prompt(s) && (told.mover == Some(s) || !told.before.contains(&s)))
            .collect();
        // The AI's private messages go nowhere: it reads the match itself.
        for (i, player) in table.players.iter().enumerate().filter(|(_, p)| !p.is_ai()) {
            let seat = Seat(i as u8);
            let mut lines: Vec<String> =
                events.iter().filter(|e| e.private_to == Some(seat)).map(|e| reply.text(e.message.clone())).collect();
            if (told.start || told.mover == Some(seat))
                && let Some(note) = game.private_note(seat)
            {
                lines.push(reply.text(note));
            }
            if (told.start || told.mover == Some(seat) || !told.before.contains(&seat))
                && let Some(note) = game.private_turn_note(seat)
            {
                lines.push(reply.text(note));
            }
            let prompt = asked.contains(&seat).then(|| game.decision_prompt(seat)).flatten();
            let header = if prompt.is_some() { "private-prompt-header" } else { "private-note-header" };
            if let Some(prompt) = &prompt {
                lines.push(reply.text(prompt.clone()));
                if !table.left.is_empty() {
                    lines.push(reply.text(Message::new("prompt-time-left").with("left", table.left)));
                }
            }
            // Secret decisions are offered as a picker whenever they are newly open.
            let newly = told.start || told.mover == Some(seat) || !told.before.contains(&seat);
            let picker = newly.then(|| self.private_picker(table, seat, reply)).flatten();
            if picker.is_some() && prompt.is_none() {
                lines.push(reply.text(Message::new("picker-private-turn")));
            }
            if lines.is_empty() {
                continue;
            }
            let header = reply.text(Message::new(header).num("id", table.id).term("game", game.title()));
            reply.out.push(Outgoing::Private {
                platform: table.platform.to_owned(),
                user: player.clone(),
                text: format!("{header}\n{}", lines.join("\n")),
                image: Some(self.view_png(&game.view(Viewer::Player(seat)), table.players)),
                picker,
            });
        }
    }

    async fn channel_match(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<Option<StoredMatch>> {
        let stored = self.storage.active_match(&msg.channel).await?;
        if stored.is_none() {
            reply.say(Message::new("no-match"));
        }
        Ok(stored)
    }

    pub(in crate::core) async fn board(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        if let Some(stored) = self.channel_match(msg, reply).await? {
            let text = crate::core::play::lines::turn_line(&stored.game, &stored.players, reply);
            let picker = self.channel_picker(Table::of(&stored), reply);
            reply.post_board(text, self.board_png(&stored.game, &stored.players), picker);
        }
        Ok(())
    }

    pub(in crate::core) async fn status(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        if let Some(stored) = self.channel_match(msg, reply).await? {
            let players = crate::core::play::lines::seat_lines(&stored.game, &stored.players, reply);
            let state = crate::core::play::lines::turn_line(&stored.game, &stored.players, reply);
            let line = reply.text(
                Message::new("status-line")
                    .num("id", stored.id)
                    .term("game", stored.game.title())
                    .with("players", players)
                    .with("state", state),
            );
            let now = self.clock.now_ms();
            match &stored.clock {
                Some(clock) => {
                    let times = crate::core::play::lines::clock_status(clock, &stored.players, now, reply);
                    reply.post(format!("{line}\n{times}"), None);
                }
                None => reply.post(line, None),
            }
        }
        Ok(())
    }

    pub(in crate::core) async fn moves(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        if let Some(stored) = self.channel_match(msg, reply).await? {
            if stored.game.secret_movetext() {
                reply.say(Message::new("moves-secret"));
                return Ok(());
            }
            let movetext = stored.game.numbered_movetext();
            if movetext.is_empty() {
                reply.say(Message::new("moves-none"));
            } else {
                let list = reply.text(Message::new("moves-list").with("moves", movetext));
                let caption = Message::new("moves-attached").num("id", stored.id);
                reply.post_record(list, format!("match-{}-moves.txt", stored.id), caption);
            }
        }
        Ok(())
    }

    pub(in crate::core) async fn resign(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        for _ in 0..RETRIES {
            let Some((mut stored, seat)) = self.players_match(&msg.channel, &msg.author, reply, false).await? else {
                return Ok(());
            };
            let said = Message::new("resigned").with("name", &msg.author.name);
            if self.retire_seat(&mut stored, seat, "resignation", said, reply).await? {
                return Ok(());
            }
        }
        reply.say(Message::new("busy-retry"));
        Ok(())
    }

    /// Retires `seat` from `stored` (its player resigned, or its engine failed) for
    /// `reason`, and says `said` with what follows: the result, or the game going on
    /// without it. False when the match changed meanwhile: read it again.
    pub(in crate::core) async fn retire_seat(
        &self,
        stored: &mut StoredMatch,
        seat: Seat,
        reason: &str,
        said: Message,
        reply: &mut Reply,
    ) -> anyhow::Result<bool> {
        let (before, phase) = (awaited(&stored.game), stored.game.phase_number());
        let events = match stored.game.retire(seat) {
            Ok(events) => events,
            Err(e) => {
                reply.say(e.message());
                return Ok(true);
            }
        };
        if !self.save_play(stored, reason, Some(seat), &mut reply.delivery).await? {
            return Ok(false);
        }
        reply.committed = true;
        let outcome = Core::outcome_of(stored);
        let said = reply.text(said);
        match &outcome {
            Some(outcome) => {
                reply.ended.push(stored.channel.clone());
                let result = crate::core::play::lines::result_lines(stored, outcome, reply);
                reply.post_final(format!("{said}\n{result}"), None, stored);
            }
            None => {
                reply.post(said, None);
                let told = Told { mover: None, before: &before, phase, start: false };
                self.announce(stored, &events, None, told, reply);
            }
        }
        Ok(true)
    }

    pub(in crate::core) async fn draw(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        for _ in 0..RETRIES {
            let Some((mut stored, seat)) = self.players_match(&msg.channel, &msg.author, reply, false).await? else {
                return Ok(());
            };
            if stored.players.len() > 2 {
                reply.say(Message::new("draw-two-players"));
                return Ok(());
            }
            let agreed = match stored.draw_offer {
                Some(offer) if offer == seat.0 => {
                    reply.say(Message::new("draw-already-offered"));
                    return Ok(());
                }
                Some(_) => {
                    Core::finish(&mut stored, &Outcome::Draw, "agreement");
                    true
                }
                None => {
                    stored.draw_offer = Some(seat.0);
                    false
                }
            };
            if !self.storage.update_match(&mut stored, self.clock.now_ms()).await? {
                continue;
            }
            if agreed {
                reply.ended.push(stored.channel.clone());
                let text = format!(
                    "{}\n{}",
                    reply.text(Message::new("draw-agreed")),
                    crate::core::play::lines::result_lines(&stored, &Outcome::Draw, reply)
                );
                reply.post_final(text, None, &stored);
            } else {
                let opponent = stored.players.iter().find(|p| p.id != msg.author.id).map_or("", |p| p.name.as_str());
                reply.say(Message::new("draw-offered").with("name", &msg.author.name).with("opponent", opponent));
            }
            return Ok(());
        }
        reply.say(Message::new("busy-retry"));
        Ok(())
    }
}

/// Why a match ended where only AI seats were left in play.
pub(super) const ABANDONED: &str = "abandoned";

/// Whether every seat still in play is the AI's (the people resigned or ran out of time).
fn only_ai_in_play(stored: &StoredMatch) -> bool {
    let retired = stored.game.retired();
    stored.players.iter().enumerate().all(|(i, player)| player.is_ai() || retired.contains(&Seat(i as u8)))
}
