//! Quest for the tree search: a rollout is cut off by each player's road to a knighthood
//! (and a crown in the advanced game). A damsel or a dragon head is one castle away from
//! the title, nearer the nearer a castle is; a rope or a sword is the first step to one;
//! gold, treasures and weapons help on the way and in duels. The others' hands and the
//! unseen rooms are those of the search's own deal, never the real ones.

use engine::quest::{Card, Quest, QuestAction, Room, RoomKind};
use engine::{Game, Seat};

use crate::Estimate;
use crate::mcts::shares;

/// Holding what the castle asks for: one action from the title.
const TOKEN: f64 = 6.0;
/// Holding what fetches it (a rope for the tower's damsel, a sword for the cave's head).
const STEP: f64 = 1.5;
/// Less per room between the player and the room that serves the next action.
const PER_ROOM: f64 = 0.3;
const KNIGHT: f64 = 8.0;
const WIZARD: f64 = 8.0;

impl Estimate for Quest {
    const ROLLOUT_PLIES: usize = 24;
    const ITERATIONS: [u32; 5] = [40, 110, 300, 1_000, 1_500];
    /// A walk offers thousands of paths: ranked by where they lead, the best are weighed.
    const WIDEN: bool = true;

    /// Without consent and gifts, unless nothing else is open. They leave the seat to
    /// act again, so a search that weighs them can give them again and again, and a
    /// random rollout that plays them hands gold about at random. The AI keeps the
    /// default consent (nobody) and gives nothing; it may still drink a potion.
    fn candidates(&self, seat: Seat) -> Vec<QuestAction> {
        let (turn, idle): (Vec<_>, Vec<_>) = self.legal_actions(seat).into_iter().partition(|a| !idle(a));
        if turn.is_empty() { idle } else { turn }
    }

    fn estimate(&self) -> Vec<f64> {
        let worth: Vec<f64> = (0..self.seats()).map(|i| worth(self, Seat(i as u8))).collect();
        shares(&worth, 2.0)
    }
}

/// Consent and gifts: free actions, which leave the seat to act again.
fn idle(action: &QuestAction) -> bool {
    matches!(action, QuestAction::Allow(_) | QuestAction::Give { .. })
}

/// How far `seat` has come, in the estimate's units.
fn worth(state: &Quest, seat: Seat) -> f64 {
    let p = state.player(seat);
    if p.out {
        return -100.0;
    }
    let hand = &p.hand;
    let weapons = [Card::Sword, Card::Lance, Card::Mace, Card::Shield, Card::Armour]
        .iter()
        .map(|&c| f64::from(hand.cards[c as usize]))
        .sum::<f64>();
    let mut worth = 0.5 * f64::from(hand.gold.min(4)) + 0.5 * hand.treasures.len() as f64 + 0.3 * weapons;
    let near = |kind: RoomKind| -PER_ROOM * rooms_to(state, p.room, kind);
    if p.wizard {
        worth += WIZARD + KNIGHT + near(RoomKind::Castle);
    } else if p.knight {
        worth += KNIGHT + near(RoomKind::Desert).max(near(RoomKind::Countryside));
    } else if hand.has(Card::Damsel) || hand.has(Card::DragonHead) {
        worth += TOKEN + near(RoomKind::Castle);
    } else {
        let rope = hand.has(Card::Rope) && state.deck_count(Card::Damsel) > 0;
        let sword = hand.has(Card::Sword) && state.deck_count(Card::DragonHead) > 0;
        if rope {
            worth += STEP + near(RoomKind::Tower);
        }
        if sword {
            worth += STEP + near(RoomKind::Cave);
        }
    }
    worth - if p.wounded { 2.0 } else { 0.0 }
}

/// The names of what [`features`] measures, in its order.
pub const FEATURES: [&str; 15] = [
    "token",
    "token rooms",
    "rope",
    "sword",
    "step rooms",
    "source rooms",
    "gold",
    "treasures",
    "weapons",
    "armour",
    "wounded",
    "knight",
    "knight rooms",
    "wizard",
    "wizard rooms",
];

/// Where `seat` stands on its road to the title, for a fitted estimate (see [`FEATURES`]):
/// the stage reached (a damsel or a dragon head in hand; a rope or a sword that fetches
/// one, while the deck has one; a knight; a wizard) and the rooms to walk to the room
/// that serves its next action (the castle; the tower or the cave; the port or the field
/// of Mars when the seat holds nothing yet; the desert or the countryside for a knight),
/// then what helps on the way and in duels. A stage's rooms count only at that stage.
pub fn features(state: &Quest, seat: Seat) -> [f64; 15] {
    let p = state.player(seat);
    let hand = &p.hand;
    let to = |kind: RoomKind| rooms_to(state, p.room, kind);
    let flag = |b: bool| if b { 1.0 } else { 0.0 };
    let count = |cards: &[Card]| cards.iter().map(|&c| f64::from(hand.cards[c as usize])).sum::<f64>();
    let mut f = [0.0; 15];
    if p.wizard {
        (f[13], f[14]) = (1.0, to(RoomKind::Castle));
    } else if p.knight {
        (f[11], f[12]) = (1.0, to(RoomKind::Desert).min(to(RoomKind::Countryside)));
    } else if hand.has(Card::Damsel) || hand.has(Card::DragonHead) {
        (f[0], f[1]) = (1.0, to(RoomKind::Castle));
    } else {
        let rope = hand.has(Card::Rope) && state.deck_count(Card::Damsel) > 0;
        let sword = hand.has(Card::Sword) && state.deck_count(Card::DragonHead) > 0;
        (f[2], f[3]) = (flag(rope), flag(sword));
        if rope || sword {
            let tower = if rope { to(RoomKind::Tower) } else { NOWHERE };
            let cave = if sword { to(RoomKind::Cave) } else { NOWHERE };
            f[4] = tower.min(cave);
        } else {
            let port = if state.deck_count(Card::Rope) > 0 { to(RoomKind::Port) } else { NOWHERE };
            let field = if state.deck_count(Card::Sword) > 0 { to(RoomKind::Field) } else { NOWHERE };
            f[5] = port.min(field);
        }
    }
    f[6] = f64::from(hand.gold.min(4));
    f[7] = hand.treasures.len() as f64;
    f[8] = count(&Card::PLAYED);
    f[9] = count(&[Card::Armour]);
    f[10] = flag(p.wounded);
    f
}

/// The rooms to a kind of room that is not on the map.
const NOWHERE: f64 = 11.0;

/// Rooms from `from` to the nearest room of `kind`, doors aside (11 if there is none).
fn rooms_to(state: &Quest, from: Option<Room>, kind: RoomKind) -> f64 {
    let Some(from) = from else { return NOWHERE };
    Room::all()
        .filter(|&room| state.room_card(room).is_some_and(|card| card.kind == kind))
        .map(|room| f64::from(room.row().abs_diff(from.row()) + room.col().abs_diff(from.col())))
        .fold(NOWHERE, f64::min)
}

#[cfg(test)]
mod tests {
    use engine::{AnyMatch, GameKind, Turn};

    use super::*;
    use crate::arena::random_match;

    #[test]
    fn the_search_weighs_neither_consent_nor_gifts_while_the_turn_offers_more() {
        let mut seen = 0;
        for game in 0..20 {
            let AnyMatch::Quest(m) = random_match(GameKind::Quest, &[], 4, game, 30) else { unreachable!("a quest") };
            let Turn::Player(seat) = m.state().turn() else { continue };
            let legal = m.state().legal_actions(seat);
            let candidates = m.state().candidates(seat);
            assert!(legal.iter().any(idle), "consent is always legal for the awaited seat");
            assert!(!candidates.is_empty() && !candidates.iter().any(idle), "game {game}");
            assert_eq!(candidates.len(), legal.iter().filter(|a| !idle(a)).count(), "game {game}");
            seen += 1;
        }
        assert!(seen > 10, "the positions await one player: {seen}");
    }
}
