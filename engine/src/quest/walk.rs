//! Walking: a path of up to the die's rooms, taken door by door. Green doors let the
//! walker through; white doors are turned for everyone; red doors only for the walker;
//! locked doors open with their key, which is shown. A held room needs its holder's
//! consent or an attack. After the walk the walker peeks at every door around every room
//! stood on, and sees the card of the room reached.

use serde::{Deserialize, Serialize};

use super::events::Halt;
use super::map::{Dir, DoorId, Room, Tile};
use super::{Path, Quest, QuestEvent, Stage};
use crate::game::Seat;
use crate::message::Message;

/// A walk under way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Walk {
    /// Rooms still to enter.
    pub rest: Vec<Room>,
    /// Rooms stood on so far, the start included.
    pub traversed: Vec<Room>,
    /// Locked doors passed with their key.
    pub unlocked: Vec<DoorId>,
}

impl Walk {
    /// The room the walk waits to enter.
    pub fn blocked_room(&self) -> Room {
        self.rest.first().copied().unwrap_or_else(|| *self.traversed.last().expect("a walk starts somewhere"))
    }
}

/// Every path of up to `steps` rooms from `from`, the empty one included.
pub(super) fn paths(from: Room, steps: u8) -> Vec<Path> {
    // Shortest first, each length in the order of the paths one room shorter and then of
    // the directions: the paths of a length are the slice after the shorter ones.
    let mut all: Vec<Path> = vec![Path::new()];
    let mut shorter = 0..1;
    for _ in 0..steps {
        let start = all.len();
        for i in shorter {
            let at = all[i].last().copied().unwrap_or(from);
            for room in Dir::ALL.into_iter().filter_map(|d| at.step(d)) {
                let mut longer = Path::from_slice(&all[i]);
                longer.push(room);
                all.push(longer);
            }
        }
        shorter = start..all.len();
    }
    all
}

pub(super) fn check_path(from: Room, path: &[Room], steps: u8) -> Result<(), Message> {
    if path.len() > usize::from(steps) {
        return Err(Message::new("quest-path-too-long").num("steps", i64::from(steps)).num("given", path.len() as i64));
    }
    let mut at = from;
    for &room in path {
        if at.door_to(room).is_none() {
            return Err(Message::new("quest-path-not-adjacent").with("from", at).with("to", room));
        }
        at = room;
    }
    Ok(())
}

impl Quest {
    pub(super) fn pick_up_keys(&mut self, seat: Seat, room: Room) -> Vec<QuestEvent> {
        let (found, left): (Vec<_>, Vec<_>) = self.keys.iter().partition(|&&(_, r)| r == room);
        self.keys = left;
        found
            .into_iter()
            .map(|(key, _)| {
                self.players[seat.index()].hand.keys.push(key);
                QuestEvent::KeyTaken { seat, key, room }
            })
            .collect()
    }

    pub(super) fn walk(&mut self, seat: Seat, path: &[Room]) -> Vec<QuestEvent> {
        let from = self.players[seat.index()].room.expect("dealt");
        let walk = Walk { rest: path.to_vec(), traversed: vec![from], unlocked: Vec::new() };
        self.continue_walk(seat, walk)
    }

    /// Whether `seat` knows every door of its room and each is closed to it: locked
    /// without its key, or a white or red door that is shut.
    pub(super) fn shut_in(&self, seat: Seat) -> bool {
        let player = &self.players[seat.index()];
        let Some(room) = player.room else { return false };
        room.doors().all(|id| {
            let known = (player.known_doors | self.public_doors) & id.bit() != 0;
            let door = self.doors[id.index()].expect("dealt");
            let key_opens = matches!(door.tile, Tile::Locked(key) if player.hand.has_key(key));
            known && !door.is_open() && !key_opens
        })
    }

    /// Whether the door lets the walker through, learning and showing it as it should.
    fn try_door(&mut self, seat: Seat, from: Room, to: Room, walk: &mut Walk, events: &mut Vec<QuestEvent>) -> bool {
        let id = from.door_to(to).expect("checked: neighbours");
        let door = self.doors[id.index()].expect("dealt");
        let player = &mut self.players[seat.index()];
        match door.tile {
            Tile::Green => {
                player.known_doors |= id.bit();
                true
            }
            Tile::White(open) => {
                self.public_doors |= id.bit();
                events.push(QuestEvent::WhiteDoor { from, to, open });
                open
            }
            Tile::Red(open) => {
                player.known_doors |= id.bit();
                events.push(QuestEvent::RedDoor { seat, from, to, open });
                open
            }
            Tile::Locked(_) if door.unlocked => true,
            Tile::Locked(key) if player.hand.has_key(key) => {
                self.public_doors |= id.bit();
                self.doors[id.index()] = Some(super::Door { unlocked: true, ..door });
                walk.unlocked.push(id);
                events.push(QuestEvent::Unlocked { seat, from, to, key });
                true
            }
            Tile::Locked(key) => {
                player.known_doors |= id.bit();
                events.push(QuestEvent::LockedDoor { seat, from, to, key });
                false
            }
        }
    }

    fn continue_walk(&mut self, seat: Seat, mut walk: Walk) -> Vec<QuestEvent> {
        let mut events = Vec::new();
        while let Some(&next) = walk.rest.first() {
            let here = *walk.traversed.last().expect("a walk starts somewhere");
            if !self.try_door(seat, here, next, &mut walk, &mut events) {
                events.extend(self.finish_walk(seat, walk, Halt::Door, None));
                return events;
            }
            if let Some(holder) = self.holder(next, seat)
                && !self.players[holder.index()].consent.lets(seat)
            {
                events.push(QuestEvent::Blocked { seat, room: next, holder });
                self.stage = Stage::Confront { walk, holder };
                return events;
            }
            walk.rest.remove(0);
            walk.traversed.push(next);
            self.players[seat.index()].room = Some(next);
            events.extend(self.pick_up_keys(seat, next));
        }
        events.extend(self.finish_walk(seat, walk, Halt::Done, None));
        events
    }

    /// Crosses into the held room and fights its holder.
    pub(super) fn attack_into(&mut self, seat: Seat, mut walk: Walk, holder: Seat) -> Vec<QuestEvent> {
        let room = walk.rest.remove(0);
        walk.traversed.push(room);
        self.players[seat.index()].room = Some(room);
        let mut events = self.pick_up_keys(seat, room);
        walk.rest.clear();
        events.extend(self.finish_walk(seat, walk, Halt::Done, Some(holder)));
        events
    }

    /// Ends a walk: where it stopped, the peeks, the room's card; then the locked doors'
    /// question, the duel, or the next turn.
    pub(super) fn finish_walk(&mut self, seat: Seat, walk: Walk, halt: Halt, duel: Option<Seat>) -> Vec<QuestEvent> {
        let end = *walk.traversed.last().expect("a walk starts somewhere");
        if walk.traversed.len() > 1 {
            self.arrive(seat, end);
        }
        let mut events = vec![QuestEvent::Walked { seat, path: walk.traversed.clone(), halt }];
        let mut peeked = 0;
        for room in &walk.traversed {
            for door in room.doors() {
                let tile = self.doors[door.index()].expect("dealt").tile;
                if matches!(tile, Tile::White(_)) {
                    self.public_doors |= door.bit();
                }
                let known = &mut self.players[seat.index()].known_doors;
                if *known & door.bit() == 0 {
                    *known |= door.bit();
                    peeked += 1;
                }
            }
        }
        events.push(QuestEvent::Peeked { seat, doors: peeked });
        self.players[seat.index()].known_rooms |= end.bit();
        let card = self.rooms[end.index()].expect("dealt");
        events.push(QuestEvent::RoomSeen { seat, room: end, card });
        self.last_walk = walk.traversed;
        if !walk.unlocked.is_empty() {
            self.stage = Stage::Relock { doors: walk.unlocked, duel };
            return events;
        }
        events.extend(self.after_walk(seat, duel));
        events
    }

    fn after_walk(&mut self, seat: Seat, duel: Option<Seat>) -> Vec<QuestEvent> {
        match duel {
            Some(defender) => self.start_duel(seat, defender),
            None => self.end_turn(),
        }
    }

    pub(super) fn relock(&mut self, seat: Seat, doors: &[DoorId], open: bool, duel: Option<Seat>) -> Vec<QuestEvent> {
        for door in doors {
            if let Some(d) = self.doors[door.index()].as_mut() {
                d.unlocked = open;
            }
        }
        let mut events = vec![QuestEvent::Relocked { seat, open }];
        events.extend(self.after_walk(seat, duel));
        events
    }
}
