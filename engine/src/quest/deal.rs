//! Dealing, one chance node at a time: the 40 room cards in order, the three locked doors'
//! places, a tile for every other door from the pool of 77, the gold and silver keys'
//! rooms, then each player's starting room (all distinct).

use super::map::{DoorId, Key, POOL, Room, RoomCard, Tile};
use super::{Quest, QuestChance, QuestEvent, Stage};
use crate::game::Seat;

impl Quest {
    fn locked_placed(&self) -> usize {
        self.doors.iter().flatten().filter(|d| matches!(d.tile, Tile::Locked(_))).count()
    }

    fn pool_left(&self) -> Vec<(Tile, u32)> {
        POOL.iter()
            .map(|&(tile, n)| (tile, n - self.doors.iter().flatten().filter(|d| d.tile == tile).count() as u32))
            .filter(|&(_, n)| n > 0)
            .collect()
    }

    fn occupied(&self, room: Room) -> bool {
        self.players.iter().any(|p| p.room == Some(room))
    }

    pub(super) fn deal_outcomes(&self) -> Vec<(QuestChance, u32)> {
        if self.rooms.iter().any(Option::is_none) {
            let mut left = RoomCard::deck();
            for card in self.rooms.iter().flatten() {
                let i = left.iter().position(|c| c == card).expect("each card once");
                left.swap_remove(i);
            }
            left.sort_by_key(|c| (c.kind as u8, c.difficulty));
            return left.into_iter().map(|c| (QuestChance::Room(c), 1)).collect();
        }
        if self.locked_placed() < Key::ALL.len() {
            return DoorId::all()
                .filter(|d| self.doors[d.index()].is_none())
                .map(|d| (QuestChance::Door(d), 1))
                .collect();
        }
        if self.doors.iter().any(Option::is_none) {
            return self.pool_left().into_iter().map(|(tile, n)| (QuestChance::Tile(tile), n)).collect();
        }
        let keys_taken: Vec<Room> = self.keys.iter().map(|&(_, r)| r).collect();
        if self.keys.len() < 2 {
            return Room::all().filter(|r| !keys_taken.contains(r)).map(|r| (QuestChance::Place(r), 1)).collect();
        }
        Room::all().filter(|&r| !self.occupied(r)).map(|r| (QuestChance::Place(r), 1)).collect()
    }

    pub(super) fn deal(&mut self, outcome: QuestChance) -> Vec<QuestEvent> {
        match outcome {
            QuestChance::Room(card) => {
                if let Some(slot) = self.rooms.iter_mut().find(|r| r.is_none()) {
                    *slot = Some(card);
                }
            }
            QuestChance::Door(door) => {
                let key = Key::ALL[self.locked_placed()];
                self.doors[door.index()] = Some(super::Door { tile: Tile::Locked(key), unlocked: false });
            }
            QuestChance::Tile(tile) => {
                if let Some(slot) = self.doors.iter_mut().find(|d| d.is_none()) {
                    *slot = Some(super::Door { tile, unlocked: false });
                }
            }
            QuestChance::Place(room) if self.keys.len() < 2 => {
                let key = [Key::Gold, Key::Silver][self.keys.len()];
                self.keys.push((key, room));
            }
            QuestChance::Place(room) => {
                let Some(i) = self.players.iter().position(|p| p.room.is_none()) else { return Vec::new() };
                let seat = Seat(i as u8);
                self.arrive(seat, room);
                self.players[i].known_rooms |= room.bit();
                let card = self.rooms[room.index()].expect("rooms are dealt first");
                let mut events = vec![QuestEvent::StartRoom { seat, room, card }];
                if self.players.iter().all(|p| p.room.is_some()) {
                    self.stage = Stage::Start;
                    events.insert(0, QuestEvent::Dealt);
                    for j in 0..self.players.len() {
                        let at = self.players[j].room.expect("dealt");
                        events.extend(self.pick_up_keys(Seat(j as u8), at));
                    }
                }
                return events;
            }
            QuestChance::Die(_) | QuestChance::Treasure(_) => {}
        }
        Vec::new()
    }
}
