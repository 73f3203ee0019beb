//! Playing a match: moves (prefixed or bare), board, status, moves, resign, draw, export.

use engine::{AnyMatch, EventReport, Message, Outcome, PlayError, Seat, Turn, Viewer};

use super::{Core, Incoming, Reply};
use crate::model::{MatchEnd, Status, StoredMatch, User};
use crate::record_text;

/// How often a command is retried when another process changed the match meanwhile.
const RETRIES: usize = 3;

fn seat_of(stored: &StoredMatch, user: &User) -> Option<Seat> {
    stored.players.iter().position(|p| p.id == user.id).map(|i| Seat(i as u8))
}

fn side(game: &AnyMatch, seat: Seat) -> &'static str {
    game.seat_name(seat)
}

impl Core {
    pub(super) fn board_png(&self, game: &AnyMatch) -> Vec<u8> {
        self.renderer.png(&game.view(Viewer::Spectator))
    }

    /// "Move 12: bob (defenders) to play." for the seat awaited.
    pub(super) fn turn_line(&self, game: &AnyMatch, players: &[User], reply: &Reply) -> String {
        let seats: Vec<Seat> = match game.turn() {
            Turn::Player(seat) => vec![seat],
            Turn::Simultaneous(seats) => seats,
            Turn::Chance | Turn::Over(_) => Vec::new(),
        };
        seats
            .into_iter()
            .map(|seat| {
                reply.text(
                    Message::new("to-move")
                        .num("ply", game.plies() as i64 + 1)
                        .with("name", &players[seat.index()].name)
                        .with("side", side(game, seat)),
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// "attackers: alice, defenders: bob", in seat order.
    pub(super) fn seat_lines(&self, game: &AnyMatch, players: &[User], reply: &Reply) -> String {
        let lines: Vec<String> = players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                reply.text(Message::new("seat-line").with("side", side(game, Seat(i as u8))).with("name", &p.name))
            })
            .collect();
        lines.join(", ")
    }

    /// The result and the revealed seed of a finished match.
    fn result_lines(&self, stored: &StoredMatch, outcome: &Outcome, reply: &Reply) -> String {
        let result = match outcome {
            Outcome::Winner(seat) => reply.text(
                Message::new("game-won")
                    .with("name", &stored.players[seat.index()].name)
                    .with("side", side(&stored.game, *seat)),
            ),
            Outcome::Draw => reply.text(Message::new("game-drawn")),
        };
        let seed = stored.game.seed();
        let reveal = reply
            .text(Message::new("seed-revealed").with("seed", seed.to_string()).with("commitment", seed.commitment()));
        format!("{result}\n{reveal}")
    }

    fn finish(stored: &mut StoredMatch, outcome: &Outcome, reason: &str) {
        stored.status = Status::Finished;
        stored.draw_offer = None;
        stored.end = Some(MatchEnd { result: stored.game.outcome_name(outcome).to_owned(), reason: reason.to_owned() });
    }

    /// The channel's match and the author's seat; says why when there is none, unless
    /// `quiet`.
    async fn players_match(
        &self,
        msg: &Incoming,
        reply: &mut Reply,
        quiet: bool,
    ) -> anyhow::Result<Option<(StoredMatch, Seat)>> {
        let found = self.storage.active_match(&msg.channel).await?.map(|m| (seat_of(&m, &msg.author), m));
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

    /// `bare` marks unprefixed text, which stays silent unless it is a player's move.
    pub(super) async fn play_move(
        &self,
        msg: &Incoming,
        text: &str,
        bare: bool,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        for _ in 0..RETRIES {
            let Some((mut stored, seat)) = self.players_match(msg, reply, bare).await? else { return Ok(()) };
            if bare && !stored.game.is_move_text(text) {
                return Ok(());
            }
            let game = &mut stored.game;
            if !game.turn().awaits(seat) {
                let waiting = match game.turn() {
                    Turn::Player(s) => s,
                    Turn::Simultaneous(seats) => seats[0],
                    Turn::Chance | Turn::Over(_) => seat,
                };
                let name = &stored.players[waiting.index()].name;
                reply.say(Message::new("not-your-turn").with("name", name).with("side", side(game, waiting)));
                return Ok(());
            }
            let events = match game.play_text(seat, text) {
                Ok(events) => events,
                Err(PlayError::NotAMove(m) | PlayError::BadNotation(m) | PlayError::Illegal(m)) => {
                    reply.say(m);
                    return Ok(());
                }
                Err(e @ (PlayError::GameOver | PlayError::NotYourTurn)) => {
                    reply.say(e.message());
                    return Ok(());
                }
            };
            stored.draw_offer = None;
            let outcome = stored.game.outcome();
            if let Some(outcome) = &outcome {
                Core::finish(&mut stored, outcome, "rules");
            }
            if !self.storage.update_match(&mut stored, self.clock.now_ms()).await? {
                continue;
            }
            self.announce(&stored, &events, outcome.as_ref(), reply);
            return Ok(());
        }
        reply.say(Message::new("busy-retry"));
        Ok(())
    }

    /// Posts a committed move: its events, then the result or whose turn it is, with the
    /// board.
    fn announce(&self, stored: &StoredMatch, events: &[EventReport], outcome: Option<&Outcome>, reply: &mut Reply) {
        let mut lines: Vec<String> = events.iter().map(|e| reply.text(e.message.clone())).collect();
        lines.push(match outcome {
            Some(outcome) => self.result_lines(stored, outcome, reply),
            None => self.turn_line(&stored.game, &stored.players, reply),
        });
        let png = self.board_png(&stored.game);
        reply.post(lines.join("\n"), Some(png));
    }

    async fn channel_match(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<Option<StoredMatch>> {
        let stored = self.storage.active_match(&msg.channel).await?;
        if stored.is_none() {
            reply.say(Message::new("no-match"));
        }
        Ok(stored)
    }

    pub(super) async fn board(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        if let Some(stored) = self.channel_match(msg, reply).await? {
            let text = self.turn_line(&stored.game, &stored.players, reply);
            reply.post(text, Some(self.board_png(&stored.game)));
        }
        Ok(())
    }

    pub(super) async fn status(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        if let Some(stored) = self.channel_match(msg, reply).await? {
            let players = self.seat_lines(&stored.game, &stored.players, reply);
            let state = self.turn_line(&stored.game, &stored.players, reply);
            reply.say(
                Message::new("status-line")
                    .num("id", stored.id)
                    .with("game", stored.game.kind().name())
                    .with("players", players)
                    .with("state", state),
            );
        }
        Ok(())
    }

    pub(super) async fn moves(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        if let Some(stored) = self.channel_match(msg, reply).await? {
            let movetext = stored.game.movetext();
            if movetext.is_empty() {
                reply.say(Message::new("moves-none"));
            } else {
                reply.say(Message::new("moves-list").with("moves", record_text::numbered(&movetext)));
            }
        }
        Ok(())
    }

    pub(super) async fn resign(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        for _ in 0..RETRIES {
            let Some((mut stored, seat)) = self.players_match(msg, reply, false).await? else { return Ok(()) };
            // Two seats: the other one wins.
            let outcome = Outcome::Winner(Seat(1 - seat.0.min(1)));
            Core::finish(&mut stored, &outcome, "resignation");
            if !self.storage.update_match(&mut stored, self.clock.now_ms()).await? {
                continue;
            }
            let resigned = reply.text(Message::new("resigned").with("name", &msg.author.name));
            let result = self.result_lines(&stored, &outcome, reply);
            reply.post(format!("{resigned}\n{result}"), None);
            return Ok(());
        }
        reply.say(Message::new("busy-retry"));
        Ok(())
    }

    pub(super) async fn draw(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        for _ in 0..RETRIES {
            let Some((mut stored, seat)) = self.players_match(msg, reply, false).await? else { return Ok(()) };
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
                let text = format!(
                    "{}\n{}",
                    reply.text(Message::new("draw-agreed")),
                    self.result_lines(&stored, &Outcome::Draw, reply)
                );
                reply.post(text, None);
            } else {
                let opponent = stored.players.iter().find(|p| p.id != msg.author.id).map_or("", |p| p.name.as_str());
                reply.say(Message::new("draw-offered").with("name", &msg.author.name).with("opponent", opponent));
            }
            return Ok(());
        }
        reply.say(Message::new("busy-retry"));
        Ok(())
    }

    /// The record of the running match, or else of the last one played here.
    pub(super) async fn export(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        match self.storage.latest_match(&msg.channel).await? {
            Some(stored) => reply.post(record_text::export(&stored), None),
            None => reply.say(Message::new("no-match")),
        }
        Ok(())
    }
}
