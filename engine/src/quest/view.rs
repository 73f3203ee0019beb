//! What each viewer sees. The channel sees the public map: white doors that were tried or
//! peeked, locked doors opened with their key, the keys still lying on the map, where
//! everyone stands, knights and wizards. A player also sees every room card they stood on
//! (or saw in the crystal ball), every door they know, and their own hand. At the end
//! everything is revealed.

use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use serde::Serialize;

use super::cards::{Card, Hand, Treasure};
use super::duel::Fight;
use super::events::LedgerEntry;
use super::map::{DOORS, Key, POOL, ROOMS, Room, RoomCard, Tile};
use super::notation::{Rps, SEAT_NAMES};
use super::{Quest, Stage};
use crate::game::{Seat, Viewer};

/// A door as one viewer knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "known")]
pub enum DoorView {
    Unknown,
    /// `public` when everyone has seen it; else the viewer's own knowledge.
    Seen {
        tile: Tile,
        unlocked: bool,
        public: bool,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub name: &'static str,
    pub room: Option<Room>,
    pub knight: bool,
    pub wizard: bool,
    pub wounded: bool,
    pub out: bool,
    /// The gold and silver keys they picked up, which everyone saw.
    pub keys: Vec<Key>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct QuestView {
    pub viewer: Option<Seat>,
    pub rooms: Vec<Option<RoomCard>>,
    pub doors: Vec<DoorView>,
    /// The keys still lying on the map.
    pub keys: Vec<(Key, Room)>,
    pub players: Vec<PlayerView>,
    pub to_move: Option<Seat>,
    /// The viewer's own hand.
    pub hand: Option<Hand>,
    /// The rooms of the last walk.
    pub last_walk: Vec<Room>,
    /// The game is over: every card, door and hand is shown.
    pub over: bool,
    /// Every hand, at the end.
    pub hands: Vec<Hand>,
    pub ledger: Vec<LedgerEntry>,
}

pub(super) fn view(quest: &Quest, viewer: Viewer) -> QuestView {
    let over = quest.outcome.is_some();
    let me = match viewer {
        Viewer::Player(seat) => quest.players.get(seat.index()).map(|p| (seat, p)),
        Viewer::Spectator => None,
    };
    let (known_rooms, known_doors) = match (over, me) {
        (true, _) => (u64::MAX, u128::MAX),
        (false, Some((_, p))) => (p.known_rooms, p.known_doors),
        (false, None) => (0, 0),
    };
    let rooms = (0..ROOMS).map(|i| quest.rooms[i].filter(|_| known_rooms & (1 << i) != 0)).collect();
    let doors = (0..DOORS)
        .map(|i| {
            let public = quest.public_doors & (1 << i) != 0 || over;
            match quest.doors[i] {
                Some(door) if public || known_doors & (1 << i) != 0 => {
                    DoorView::Seen { tile: door.tile, unlocked: door.unlocked, public }
                }
                _ => DoorView::Unknown,
            }
        })
        .collect();
    let players = quest
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| PlayerView {
            seat: Seat(i as u8),
            name: SEAT_NAMES[i],
            room: p.room,
            knight: p.knight,
            wizard: p.wizard,
            wounded: p.wounded,
            out: p.out,
            keys: p.hand.keys.clone(),
        })
        .collect();
    let to_move = (!over && quest.stage != Stage::Deal).then_some(Seat(quest.to_move as u8));
    QuestView {
        viewer: me.map(|(seat, _)| seat),
        rooms,
        doors,
        keys: quest.keys.clone(),
        players,
        to_move,
        hand: me.map(|(_, p)| p.hand.clone()),
        last_walk: quest.last_walk.clone(),
        over,
        hands: if over { quest.players.iter().map(|p| p.hand.clone()).collect() } else { Vec::new() },
        ledger: if over { quest.ledger.clone() } else { Vec::new() },
    }
}

/// Shuffles the items from a canonical (sorted) order, so that the result depends on
/// which items there are and on the RNG, never on where they lay before.
fn shuffle<T: Ord>(items: &mut [T], rng: &mut ChaCha20Rng) {
    items.sort_unstable();
    for i in (1..items.len()).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        items.swap(i, j);
    }
}

impl Quest {
    /// The same game with everything `viewer` has not seen dealt again at random: room
    /// cards never seen, doors never seen (with the unused tiles), the other players'
    /// cards, treasures and coins (with the deck and the chests), and another duellist's
    /// secret rock-paper-scissors choice. Tests use it to show
    /// that views hold no hidden information; the AI deals its guesses with it. The deal
    /// depends only on what `viewer` knows and the seed (the same for every state that
    /// `viewer` cannot tell apart), so a guess can never carry the real arrangement.
    pub(super) fn deal_unseen_again(&self, viewer: Viewer, seed: u64) -> Quest {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let mut q = self.clone();
        if self.outcome.is_some() || self.stage == Stage::Deal {
            return q;
        }
        let me = match viewer {
            Viewer::Player(seat) => Some(seat.index()),
            Viewer::Spectator => None,
        };
        let (known_rooms, known_doors) =
            me.map_or((0, 0), |i| (self.players[i].known_rooms, self.players[i].known_doors));
        let hidden_rooms: Vec<usize> = (0..ROOMS).filter(|i| known_rooms & (1 << i) == 0).collect();
        let mut cards: Vec<Option<RoomCard>> = hidden_rooms.iter().map(|&i| self.rooms[i]).collect();
        shuffle(&mut cards, &mut rng);
        for (&i, card) in hidden_rooms.iter().zip(cards) {
            q.rooms[i] = card;
        }
        let seen = self.public_doors | known_doors;
        let hidden_doors: Vec<usize> =
            (0..DOORS).filter(|&i| seen & (1 << i) == 0 && self.doors[i].is_some()).collect();
        // The locked doors not seen yet stay on the map, somewhere among the hidden doors;
        // the other hidden doors take tiles from what is left of the pool.
        let (mut tiles, mut loose): (Vec<Tile>, Vec<Tile>) = hidden_doors
            .iter()
            .filter_map(|&i| self.doors[i].map(|d| d.tile))
            .partition(|tile| matches!(tile, Tile::Locked(_)));
        for (tile, n) in POOL {
            let placed = self.doors.iter().flatten().filter(|d| d.tile == tile).count() as u32;
            loose.extend(std::iter::repeat_n(tile, n.saturating_sub(placed) as usize));
        }
        shuffle(&mut loose, &mut rng);
        tiles.extend(loose.into_iter().take(hidden_doors.len() - tiles.len()));
        shuffle(&mut tiles, &mut rng);
        for (&i, tile) in hidden_doors.iter().zip(tiles) {
            q.doors[i] = Some(super::Door { tile, unlocked: false });
        }
        let others: Vec<usize> = (0..self.players.len()).filter(|&i| Some(i) != me).collect();
        let mut card_pool: Vec<Card> =
            Card::ALL.iter().flat_map(|&c| std::iter::repeat_n(c, usize::from(self.deck[c as usize]))).collect();
        let mut treasure_pool: Vec<Treasure> = self.treasures.clone();
        let mut golds: Vec<u32> = Vec::new();
        for &i in &others {
            card_pool.extend(self.players[i].hand.card_list());
            treasure_pool.extend(self.players[i].hand.treasures.iter().copied());
            golds.push(self.players[i].hand.gold);
        }
        shuffle(&mut card_pool, &mut rng);
        shuffle(&mut treasure_pool, &mut rng);
        shuffle(&mut golds, &mut rng);
        let (mut cards, mut treasures) = (card_pool.into_iter(), treasure_pool.into_iter());
        for (&i, gold) in others.iter().zip(golds) {
            let old = &self.players[i].hand;
            let mut hand = Hand { gold, keys: old.keys.clone(), ..Hand::default() };
            for card in cards.by_ref().take(old.card_list().len()) {
                hand.add(card);
            }
            for treasure in treasures.by_ref().take(old.treasures.len()) {
                hand.add_treasure(treasure);
            }
            q.players[i].hand = hand;
        }
        q.deck = [0; 10];
        for card in cards {
            q.deck[card as usize] += 1;
        }
        q.treasures = treasures.collect();
        q.treasures.sort();
        if let Stage::Duel(duel) = &mut q.stage
            && let Fight::Rps { choices } = &mut duel.fight
        {
            let sides = [duel.attacker, duel.defender];
            for (choice, side) in choices.iter_mut().zip(sides) {
                if choice.is_some() && me != Some(side.index()) {
                    *choice = Some(Rps::ALL[(rng.next_u64() % 3) as usize]);
                }
            }
        }
        q
    }
}
