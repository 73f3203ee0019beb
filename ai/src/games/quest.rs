//! Quest for the tree search: a rollout is cut off by an estimate of each player's
//! chance to win, fitted to who won seeded self-play games. It weighs how far each player
//! has come on the road to a knighthood (and a crown in the advanced game), the rooms it
//! still has to walk, and what helps on the way and in duels. The others' hands and the
//! unseen rooms are those of the search's own deal, never the real ones.

use engine::quest::{Card, NEVER_REACHED, Quest, QuestAction, ROOMS, Room, RoomKind};
use engine::{Game, Seat};

use crate::Estimate;
use crate::fit::dot;
use crate::mcts::shares;

/// The weights of [`features`], in its order, in the basic game and in the advanced one
/// (where a damsel is a step less from the end): fitted by `fit_quest` to who won
/// seeded self-play games of level 1 with the hand-set estimate before them, walks then
/// counted as the crow flies (a refit to doors counted played worse: docs/ai.md), and
/// applied as the fit applies them.
const BASIC: [f64; FEATURES.len()] =
    [2.803, -0.388, 0.865, 1.178, -0.291, -0.436, 0.101, -0.094, 0.016, 0.009, -0.079, 0.0, 0.0, 0.0, 0.0];
const ADVANCED: [f64; FEATURES.len()] =
    [1.779, -0.168, 0.319, 0.522, -0.174, -0.578, 0.156, -0.224, 0.196, -0.810, -0.062, 2.441, -0.371, 3.702, -0.385];
/// A player out of the game: no share.
const OUT: f64 = -100.0;

impl Estimate for Quest {
    const ROLLOUT_PLIES: usize = 24;
    const ITERATIONS: [u32; 5] = [40, 110, 300, 1_000, 5_000];
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
        let weights = if self.options().advanced { &ADVANCED } else { &BASIC };
        let open = self.openable();
        let sums: Vec<f64> = (0..self.seats())
            .map(|i| Seat(i as u8))
            .map(|seat| if self.player(seat).out { OUT } else { dot(&features(self, open, seat), weights) })
            .collect();
        shares(&sums, 1.0)
    }
}

/// Consent and gifts: free actions, which leave the seat to act again.
fn idle(action: &QuestAction) -> bool {
    matches!(action, QuestAction::Allow(_) | QuestAction::Give { .. } | QuestAction::Deal { .. })
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
pub fn features(state: &Quest, open: u128, seat: Seat) -> [f64; FEATURES.len()] {
    let p = state.player(seat);
    let hand = &p.hand;
    let away = p.room.map(|room| state.doors_away(room, open));
    let to = |kind: RoomKind| away.map_or(NOWHERE, |away| rooms_to(state, &away, kind));
    let flag = |b: bool| if b { 1.0 } else { 0.0 };
    let count = |cards: &[Card]| cards.iter().map(|&c| f64::from(hand.cards[c as usize])).sum::<f64>();
    let mut f = [0.0; FEATURES.len()];
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

/// The rooms to a kind of room that is not on the map, or cannot be reached: farther
/// than any walk.
const NOWHERE: f64 = ROOMS as f64;

/// Doors to walk to the nearest room of `kind`, `away` being each room's ([`NOWHERE`] if
/// none can be reached). As the crow flies, a player whose nearest goal lay behind doors
/// shut for good, or round a wall, could stand still for ever, since every walk to the
/// goal it could reach led away from it first.
fn rooms_to(state: &Quest, away: &[u8; ROOMS], kind: RoomKind) -> f64 {
    Room::all()
        .filter(|&room| away[room.index()] != NEVER_REACHED)
        .filter(|&room| state.room_card(room).is_some_and(|card| card.kind == kind))
        .map(|room| f64::from(away[room.index()]))
        .fold(NOWHERE, f64::min)
}

#[cfg(test)]
mod tests {
    use engine::{AnyMatch, GameKind, Turn};

    use super::*;
    use crate::arena::random_match;

    #[test]
    fn the_fitted_estimate_ranks_the_road_to_the_title_in_order() {
        // Standing where the next action is done, each stage is worth more than the one
        // before: nothing in hand, a rope or a sword, a damsel or a head (then, in the
        // advanced game, a knight and a wizard); and a longer walk is worth less.
        let stage = |weights: &[f64; FEATURES.len()], on: usize| weights[on];
        for weights in [&BASIC, &ADVANCED] {
            assert!(0.0 < stage(weights, 2) && stage(weights, 2) < stage(weights, 0), "{weights:?}");
            assert!(0.0 < stage(weights, 3) && stage(weights, 3) < stage(weights, 0), "{weights:?}");
            for rooms in [1, 4, 5, 12, 14] {
                assert!(weights[rooms] <= 0.0, "feature {}: {weights:?}", FEATURES[rooms]);
            }
        }
        assert!(stage(&ADVANCED, 0) < stage(&ADVANCED, 11) && stage(&ADVANCED, 11) < stage(&ADVANCED, 13));
    }

    #[test]
    fn a_seat_is_at_one_stage_and_only_that_stage_counts_its_rooms() {
        let mut tokens = 0;
        for game in 0..40 {
            let AnyMatch::Quest(m) = random_match(GameKind::Quest, &["game=advanced"], 4, game, 200) else {
                unreachable!("a quest")
            };
            for seat in (0..4).map(Seat) {
                let f = features(m.state(), m.state().openable(), seat);
                let p = m.state().player(seat);
                let step = f[2] + f[3] > 0.0;
                let stages = [f[0] == 1.0, step, f[11] == 1.0, f[13] == 1.0];
                assert!(stages.iter().filter(|&&s| s).count() <= 1, "game {game} seat {seat:?}: {f:?}");
                let none = !stages.iter().any(|&s| s);
                for (rooms, counts) in [(1, stages[0]), (4, step), (5, none), (12, stages[2]), (14, stages[3])] {
                    assert!(counts || f[rooms] == 0.0, "game {game} seat {seat:?}: {f:?}");
                }
                let token = p.hand.has(Card::Damsel) || p.hand.has(Card::DragonHead);
                assert_eq!(stages[0], token && !p.knight, "game {game} seat {seat:?}");
                tokens += usize::from(stages[0]);
            }
        }
        assert!(tokens > 0, "some seat holds a damsel or a head");
    }

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
