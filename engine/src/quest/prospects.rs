//! What a player can still achieve by its own walks and actions: the doors that may yet
//! open, the rooms it can ever reach and how far they are, and the cards it holds or can
//! still fetch there. The arena calls a game drawn when no living player has a way left
//! to the title; the AI's estimate of Quest measures walks with [`Quest::doors_away`].

use super::Quest;
use super::cards::{Card, Hand, Treasure};
use super::map::{DoorId, Key, ROOMS, Room, RoomKind, Tile};
use crate::game::Seat;

/// [`Quest::doors_away`] of a room that is never reached.
pub const NEVER_REACHED: u8 = u8::MAX;

impl Quest {
    /// The doors that may yet let walkers through (a bitmask of [`DoorId::bit`]): those
    /// open now, and each locked door whose key can come to one of its sides: held by a
    /// living player who can walk there, lying on the map where one can, or, the black
    /// key, in the chests while one can walk to a forest. A white or red door never turns,
    /// and a locked door stays open once passed. Gifts are left aside.
    pub fn openable(&self) -> u128 {
        let (mut open, mut locked) = (0, 0);
        for d in DoorId::all() {
            let door = self.doors[d.index()].expect("dealt");
            if door.is_open() {
                open |= d.bit();
            } else if matches!(door.tile, Tile::Locked(_)) {
                locked |= d.bit();
            }
        }
        while locked & !open != 0 {
            let before = open;
            for seat in self.alive() {
                let player = &self.players[seat.index()];
                let Some(room) = player.room else { continue };
                let region = self.region(room, open);
                let has = |key: Key| {
                    player.hand.has_key(key)
                        || self.keys.iter().any(|&(k, r)| k == key && region & r.bit() != 0)
                        || (key == Key::Black
                            && self.treasures.contains(&Treasure::BlackKey)
                            && Room::all().any(|r| {
                                region & r.bit() != 0 && self.room_card(r).is_some_and(|c| c.kind == RoomKind::Forest)
                            }))
                };
                let shut = locked & !open;
                for d in DoorId::all().filter(|d| shut & d.bit() != 0) {
                    let (a, b) = d.rooms();
                    if (region & (a.bit() | b.bit())) != 0
                        && matches!(self.doors[d.index()].expect("dealt").tile, Tile::Locked(key) if has(key))
                    {
                        open |= d.bit();
                    }
                }
            }
            if open == before {
                break;
            }
        }
        open
    }

    /// The rooms a walker from `from` reaches through the doors in `open` (a bitmask of
    /// [`Room::bit`]).
    pub(super) fn region(&self, from: Room, open: u128) -> u64 {
        let away = self.doors_away(from, open);
        Room::all().filter(|r| away[r.index()] != NEVER_REACHED).fold(0, |mask, r| mask | r.bit())
    }

    /// How many doors each room is from `from` through the doors in `open` ([`NEVER_REACHED`]
    /// where it cannot be reached).
    pub fn doors_away(&self, from: Room, open: u128) -> [u8; ROOMS] {
        let mut away = [NEVER_REACHED; ROOMS];
        let (mut seen, mut ring, mut doors) = (from.bit(), from.bit(), 0);
        while ring != 0 {
            let mut next_ring = 0;
            for room in Room::all().filter(|r| ring & r.bit() != 0) {
                away[room.index()] = doors;
                for next in room.neighbours() {
                    let door = room.door_to(next).expect("neighbours");
                    if open & door.bit() != 0 && seen & next.bit() == 0 {
                        seen |= next.bit();
                        next_ring |= next.bit();
                    }
                }
            }
            (ring, doors) = (next_ring, doors + 1);
        }
        away
    }

    /// Whether a living player still has a way to the title of its own, each through the
    /// doors that may yet open ([`Quest::openable`], worked out once for all of them).
    pub fn anyone_has_a_way(&self) -> bool {
        let open = self.openable();
        self.alive().any(|seat| self.way_through(seat, open))
    }

    /// Whether `seat` has a way to the title of its own through the doors `open` (those
    /// that may yet open, [`Quest::openable`]): without gifts, and without duels but to
    /// take a sword from a player it can reach. Knighthood asks a castle it can reach and
    /// a damsel or a dragon head, held or still to fetch (a damsel from a tower with a
    /// rope, a head from a cave with a sword; the rope from a port and the sword from a
    /// field of Mars while the deck holds them, for a coin held or still to earn); the
    /// advanced game's crown asks a knight that is a wizard, or can become one in a
    /// desert, or in a countryside while the deck holds a grail. The dice and rooms held
    /// by others are left aside: a way may be long, never closed by them. A player not on
    /// the map (yet to enter it) has one.
    pub(super) fn way_through(&self, seat: Seat, open: u128) -> bool {
        let player = &self.players[seat.index()];
        let Some(room) = player.room else { return true };
        let reach = self.region(room, open);
        let reaches = |kind: RoomKind| {
            Room::all().any(|r| reach & r.bit() != 0 && self.room_card(r).is_some_and(|card| card.kind == kind))
        };
        if !reaches(RoomKind::Castle) {
            return false;
        }
        let holds = |card: Card| player.hand.has(card);
        let in_deck = |card: Card| self.deck_count(card) > 0;
        // Whether a living player in reach (`seat` itself included) has what `wanted` asks.
        let in_reach = |wanted: &dyn Fn(&Hand) -> bool| {
            self.alive()
                .map(|other| &self.players[other.index()])
                .any(|other| wanted(&other.hand) && other.room.is_some_and(|r| reach & r.bit() != 0))
        };
        // A coin: held, or won in a duel, earned in a city, or a bag of money in a chest.
        let coin = in_reach(&|hand| hand.can_pay(1))
            || reaches(RoomKind::City)
            || (reaches(RoomKind::Forest) && self.treasures.contains(&Treasure::BagOfMoney));
        let knighthood = player.knight
            || holds(Card::Damsel)
            || holds(Card::DragonHead)
            || (reaches(RoomKind::Tower)
                && in_deck(Card::Damsel)
                && (holds(Card::Rope) || (reaches(RoomKind::Port) && in_deck(Card::Rope))))
            || (reaches(RoomKind::Cave)
                && in_deck(Card::DragonHead)
                && (in_reach(&|hand| hand.has(Card::Sword))
                    || (reaches(RoomKind::Field) && in_deck(Card::Sword) && coin)));
        let wizardry = !self.options.advanced
            || player.wizard
            || reaches(RoomKind::Desert)
            || (reaches(RoomKind::Countryside) && in_deck(Card::Grail));
        knighthood && wizardry
    }
}
