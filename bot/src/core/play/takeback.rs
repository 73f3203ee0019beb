//! Takebacks: a player asks to take back their last move, and the opponent agrees by
//! asking too. Refused, with the reason, once the opponent has moved or once a chance
//! outcome followed the move (the seed's draws are known by then). The computer agrees
//! at once in a casual game, taking back its answer too; in a rated game it refuses.

use engine::{Message, TakebackError};

use crate::core::play::RETRIES;
use crate::core::{Core, Incoming, Reply};

fn refusal(error: TakebackError) -> &'static str {
    match error {
        TakebackError::GameOver => "takeback-refused-over",
        TakebackError::NoMove => "takeback-refused-no-move",
        TakebackError::OpponentMoved => "takeback-refused-opponent-moved",
        TakebackError::ChanceFollowed => "takeback-refused-chance",
    }
}

impl Core {
    pub(in crate::core) async fn takeback(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        for _ in 0..RETRIES {
            let Some((mut stored, seat)) = self.players_match(&msg.channel, &msg.author, reply, false).await? else {
                return Ok(());
            };
            if stored.players.len() != 2 {
                reply.say(Message::new("takeback-two-players"));
                return Ok(());
            }
            let Some(against) = stored.players.iter().find(|p| p.id != msg.author.id).cloned() else {
                return Ok(());
            };
            let opponent = against.name.clone();
            if against.is_ai() {
                if stored.ranked {
                    reply.say(Message::new("takeback-ai-rated").with("opponent", &opponent));
                    return Ok(());
                }
                // The computer's answer goes first, then the player's move.
                let mut game = stored.game.clone();
                let _ = game.takeback(engine::Seat(1 - seat.0));
                if let Err(e) = game.takeback(seat) {
                    reply.say(Message::new(refusal(e)).with("opponent", &opponent));
                    return Ok(());
                }
                stored.game = game;
                if !self.save_play(&mut stored, "rules", None, &mut None).await? {
                    continue;
                }
                self.took_back(&stored, seat, reply);
                return Ok(());
            }
            match stored.takeback_offer {
                Some(offer) if offer == seat.0 => {
                    reply.say(Message::new("takeback-already-asked").with("opponent", &opponent));
                    return Ok(());
                }
                // The opponent asked: this agrees.
                Some(offer) => {
                    let asker = engine::Seat(offer);
                    if let Err(e) = stored.game.takeback(asker) {
                        reply.say(Message::new(refusal(e)).with("opponent", &msg.author.name));
                        return Ok(());
                    }
                    if !self.save_play(&mut stored, "rules", None, &mut None).await? {
                        continue;
                    }
                    self.took_back(&stored, asker, reply);
                    return Ok(());
                }
                None => {
                    if let Err(e) = stored.game.clone().takeback(seat) {
                        reply.say(Message::new(refusal(e)).with("opponent", &opponent));
                        return Ok(());
                    }
                    stored.takeback_offer = Some(seat.0);
                    if !self.storage.update_match(&mut stored, self.clock.now_ms()).await? {
                        continue;
                    }
                    reply.say_with_buttons(
                        Message::new("takeback-asked").with("name", &msg.author.name).with("opponent", &opponent),
                        &[("takeback", "button-takeback")],
                        &[],
                    );
                    return Ok(());
                }
            }
        }
        reply.say(Message::new("busy-retry"));
        Ok(())
    }

    /// Announces a takeback of `asker`'s move, with the board as it is again.
    fn took_back(&self, stored: &crate::model::StoredMatch, asker: engine::Seat, reply: &mut Reply) {
        let name = &stored.players[asker.index()].name;
        let done = reply.text(Message::new("takeback-done").with("name", name));
        let turn = crate::core::play::lines::turn_line(&stored.game, &stored.players, reply);
        let picker = self.channel_picker(crate::core::play::Table::of(stored), reply);
        reply.post_picking(
            format!("{done}\n{turn}"),
            Some(self.board_png(&stored.game, &stored.players)),
            Vec::new(),
            picker,
        );
    }
}
