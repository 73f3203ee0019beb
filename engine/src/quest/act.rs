//! Acting by the room one stands on: a die at least the room's difficulty succeeds. The
//! channel learns only that the player acted and whether it worked; the ledger keeps
//! (player, room, roll) for the end.

use super::cards::Card;
use super::events::{Gain, LedgerEntry};
use super::map::RoomKind;
use super::{Quest, QuestEvent, Stage};
use crate::game::Seat;
use crate::message::Message;

impl Quest {
    fn deck_has(&self, card: Card) -> Result<(), Message> {
        if self.deck[card as usize] > 0 {
            Ok(())
        } else {
            Err(Message::new("quest-deck-empty").term("card", card.term()))
        }
    }

    /// The action's requirements, checked before the die is rolled.
    pub(super) fn check_act(&self, seat: Seat, weapon: Option<Card>) -> Result<(), Message> {
        let player = &self.players[seat.index()];
        let room = player.room.expect("dealt");
        let kind = self.rooms[room.index()].expect("dealt").kind;
        if let Some(holder) = self.holder(room, seat)
            && self.players[holder.index()].rank < player.rank
            && !self.players[holder.index()].consent.lets(seat)
        {
            return Err(Message::new("quest-room-held").with("holder", super::name(holder)));
        }
        if weapon.is_some() && kind != RoomKind::Field {
            return Err(Message::new("quest-weapon-only-at-smith"));
        }
        let knight_only = |advanced: bool| -> Result<(), Message> {
            if !advanced {
                Err(Message::new("quest-advanced-only").term("kind", kind.term()))
            } else if !player.knight {
                Err(Message::new("quest-knights-only").term("kind", kind.term()))
            } else if player.wizard {
                Err(Message::new("quest-already-wizard"))
            } else {
                Ok(())
            }
        };
        match kind {
            RoomKind::Castle if player.knight => {
                if player.wizard {
                    Ok(())
                } else {
                    Err(Message::new("quest-castle-wizard"))
                }
            }
            RoomKind::Castle => {
                if player.hand.has(Card::DragonHead) || player.hand.has(Card::Damsel) {
                    Ok(())
                } else {
                    Err(Message::new("quest-castle-needs"))
                }
            }
            RoomKind::Desert => knight_only(self.options.advanced),
            RoomKind::Countryside => knight_only(self.options.advanced).and_then(|()| self.deck_has(Card::Grail)),
            RoomKind::Forest if self.treasures.is_empty() => Err(Message::new("quest-chests-empty")),
            RoomKind::Forest | RoomKind::City => Ok(()),
            RoomKind::Tower if !player.hand.has(Card::Rope) => Err(Message::new("quest-tower-needs")),
            RoomKind::Tower => self.deck_has(Card::Damsel),
            RoomKind::Field => {
                let Some(weapon) = weapon else { return Err(Message::new("quest-smith-choose")) };
                if !weapon.is_weapon() {
                    return Err(Message::new("quest-smith-choose"));
                }
                if !player.knight && !player.hand.can_pay(1) {
                    return Err(Message::new("quest-smith-price"));
                }
                self.deck_has(weapon)
            }
            RoomKind::Church => self.deck_has(Card::Bible),
            RoomKind::Port => self.deck_has(Card::Rope),
            RoomKind::Cave if !player.hand.has(Card::Sword) => Err(Message::new("quest-cave-needs")),
            RoomKind::Cave => self.deck_has(Card::DragonHead),
        }
    }

    fn draw(&mut self, seat: Seat, card: Card) -> Gain {
        self.deck[card as usize] -= 1;
        self.players[seat.index()].hand.add(card);
        Gain::Card(card)
    }

    /// What a successful action gives, applied.
    fn gain(&mut self, seat: Seat, kind: RoomKind, weapon: Option<Card>) -> Gain {
        let knight = self.players[seat.index()].knight;
        let hand = &mut self.players[seat.index()].hand;
        match kind {
            RoomKind::Castle if knight => Gain::Crowned,
            RoomKind::Castle => {
                let card = if hand.has(Card::DragonHead) { Card::DragonHead } else { Card::Damsel };
                hand.take(card);
                self.players[seat.index()].knight = true;
                Gain::Knighted(card)
            }
            RoomKind::Desert => {
                self.players[seat.index()].wizard = true;
                Gain::Wizard
            }
            RoomKind::Countryside => {
                self.draw(seat, Card::Grail);
                self.players[seat.index()].wizard = true;
                Gain::Wizard
            }
            RoomKind::Forest => Gain::Chest,
            RoomKind::City => {
                hand.gold += 1;
                Gain::Coin
            }
            RoomKind::Tower => self.draw(seat, Card::Damsel),
            RoomKind::Field => {
                let card = weapon.expect("checked: a weapon is named");
                if !knight {
                    hand.pay(1);
                }
                self.draw(seat, card);
                Gain::Weapon { card, paid: !knight }
            }
            RoomKind::Church => self.draw(seat, Card::Bible),
            RoomKind::Port => self.draw(seat, Card::Rope),
            RoomKind::Cave => self.draw(seat, Card::DragonHead),
        }
    }

    pub(super) fn resolve_act(&mut self, seat: Seat, weapon: Option<Card>, roll: u8) -> Vec<QuestEvent> {
        let room = self.players[seat.index()].room.expect("dealt");
        let card = self.rooms[room.index()].expect("dealt");
        let success = roll >= card.difficulty;
        self.ledger.push(LedgerEntry { seat, room, roll, success });
        let gain = success.then(|| self.gain(seat, card.kind, weapon));
        let mut events =
            vec![QuestEvent::Acted { seat, success }, QuestEvent::ActResult { seat, room, card, roll, gain }];
        match gain {
            Some(Gain::Knighted(_)) => {
                events.push(QuestEvent::Knighted { seat });
                if !self.options.advanced {
                    events.extend(self.finish(seat));
                    return events;
                }
            }
            Some(Gain::Wizard) => events.push(QuestEvent::Wizard { seat }),
            Some(Gain::Crowned) => {
                events.push(QuestEvent::Crowned { seat });
                events.extend(self.finish(seat));
                return events;
            }
            Some(Gain::Chest) => {
                self.stage = Stage::Chest;
                return events;
            }
            _ => {}
        }
        events.extend(self.end_turn());
        events
    }
}
