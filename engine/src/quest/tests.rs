use super::*;
use crate::game::{Game, Known, Outcome, Seat, Turn, Viewer};
use crate::record::Match;
use crate::{GameEvent, Seed};

const LION: Seat = Seat(0);
const EAGLE: Seat = Seat(1);
const STAG: Seat = Seat(2);

fn room(name: &str) -> Room {
    Room::parse(name).unwrap()
}

fn door(a: &str, b: &str) -> DoorId {
    room(a).door_to(room(b)).unwrap()
}

fn card(kind: RoomKind, difficulty: u8) -> RoomCard {
    RoomCard { kind, difficulty }
}

/// The rooms `seat` could ever reach through the doors that may yet open.
fn reachable(q: &Quest, seat: Seat) -> u64 {
    q.region(q.players[seat.index()].room.expect("on the map"), q.openable())
}

/// Whether `seat` has a way to the title of its own through the doors that may yet open.
fn has_a_way(q: &Quest, seat: Seat) -> bool {
    q.way_through(seat, q.openable())
}

fn hand(gold: u32, cards: &[Card], treasures: &[Treasure]) -> Hand {
    let mut hand = Hand { gold, ..Hand::default() };
    for &c in cards {
        hand.add(c);
    }
    for &t in treasures {
        hand.add_treasure(t);
    }
    hand
}

/// A dealt game made plain: every room a city of difficulty 1, every door green, no keys
/// on the map; lion on B2, eagle on D7, stag (if any) on E1; lion to move.
fn plain(players: usize, advanced: bool) -> Quest {
    let m = Match::<Quest>::new(QuestOptions { advanced }, players, Seed::from_bytes([5; 32])).unwrap();
    let mut q = m.state().clone();
    for r in Room::all() {
        q.set_room(r, card(RoomKind::City, 1));
    }
    for d in DoorId::all() {
        q.set_door(d, Tile::Green);
    }
    q.set_keys(Vec::new());
    for (seat, at) in [(LION, "B2"), (EAGLE, "D7"), (STAG, "E1")].into_iter().take(players) {
        q.set_player(seat, room(at), hand(1, &[], &[]));
    }
    q.set_turn(LION);
    q
}

fn play(q: &mut Quest, seat: Seat, text: &str) -> Vec<QuestEvent> {
    let action = q.parse_action(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    q.play(seat, &action).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn refused(q: &Quest, seat: Seat, text: &str) -> &'static str {
    let action = q.parse_action(text).unwrap();
    match q.clone().play(seat, &action) {
        Err(crate::PlayError::Illegal(m)) => m.key,
        other => panic!("{text} was not refused: {other:?}"),
    }
}

fn chance(q: &mut Quest, outcome: QuestChance) -> Vec<QuestEvent> {
    assert_eq!(q.turn(), Turn::Chance);
    assert!(q.chance_outcomes().iter().any(|(o, _)| *o == outcome), "{outcome:?} is possible");
    q.apply_chance(&outcome)
}

/// Moves with a die of `die`, then walks `path`.
fn walk(q: &mut Quest, seat: Seat, die: u8, path: &str) -> Vec<QuestEvent> {
    play(q, seat, "move");
    let mut events = chance(q, QuestChance::Die(die));
    events.extend(play(q, seat, path));
    events
}

/// Acts (naming `weapon` at a smith) with a die of `die`.
fn act(q: &mut Quest, seat: Seat, text: &str, die: u8) -> Vec<QuestEvent> {
    play(q, seat, text);
    chance(q, QuestChance::Die(die))
}

fn at(q: &Quest, seat: Seat) -> String {
    q.player(seat).room.unwrap().to_string()
}

fn seen(q: &Quest, viewer: Viewer, a: &str, b: &str) -> DoorView {
    q.view(viewer).doors[door(a, b).index()]
}

fn public(events: &[QuestEvent]) -> Vec<&QuestEvent> {
    events.iter().filter(|e| e.private_to().is_none()).collect()
}

#[test]
fn the_deal_places_every_card_door_key_and_player() {
    for players in 2..=6 {
        let m = Match::<Quest>::new(QuestOptions::default(), players, Seed::from_bytes([players as u8; 32])).unwrap();
        let q = m.state();
        let mut cards: Vec<RoomCard> = Room::all().map(|r| q.room_card(r).unwrap()).collect();
        cards.sort_by_key(|c| (c.kind as u8, c.difficulty));
        let mut deck = RoomCard::deck();
        deck.sort_by_key(|c| (c.kind as u8, c.difficulty));
        assert_eq!(cards, deck, "every room card once");
        let tiles: Vec<Tile> = DoorId::all().map(|d| q.door(d).unwrap().tile).collect();
        for key in Key::ALL {
            assert_eq!(tiles.iter().filter(|t| **t == Tile::Locked(key)).count(), 1, "{key:?} door placed");
        }
        for (tile, n) in map::POOL {
            assert!(tiles.iter().filter(|t| **t == tile).count() <= n as usize);
        }
        assert_eq!(q.keys.len(), 2 - q.players.iter().map(|p| p.hand.keys.len()).sum::<usize>());
        let mut starts: Vec<Room> = (0..players).map(|i| q.player(Seat(i as u8)).room.unwrap()).collect();
        starts.dedup();
        starts.sort();
        starts.dedup();
        assert_eq!(starts.len(), players, "distinct starting rooms");
        assert!(q.players.iter().all(|p| p.hand.gold == 1 && p.hand.card_list().is_empty()));
        assert_eq!(q.turn(), Turn::Player(LION));
        let spectator = q.view(Viewer::Spectator);
        assert!(spectator.rooms.iter().all(Option::is_none), "the channel sees no room card");
        let mine = q.view(Viewer::Player(LION));
        assert_eq!(mine.rooms.iter().flatten().count(), 1, "a player sees their starting room");
    }
}

#[test]
fn a_green_door_lets_the_walker_through_and_only_the_walker_learns_it() {
    let mut q = plain(2, false);
    walk(&mut q, LION, 3, "go e e");
    assert_eq!(at(&q, LION), "B4");
    assert!(matches!(
        seen(&q, Viewer::Player(LION), "B2", "B3"),
        DoorView::Seen { tile: Tile::Green, public: false, .. }
    ));
    assert_eq!(seen(&q, Viewer::Spectator, "B2", "B3"), DoorView::Unknown);
    assert_eq!(q.turn(), Turn::Player(EAGLE));
}

#[test]
fn a_white_door_is_turned_for_everyone_and_stops_the_walk_when_closed() {
    let mut q = plain(2, false);
    q.set_door(door("B2", "B3"), Tile::White(true));
    q.set_door(door("B3", "B4"), Tile::White(false));
    let events = walk(&mut q, LION, 3, "go e e e");
    assert_eq!(at(&q, LION), "B3", "stopped before the closed white door");
    assert!(public(&events).contains(&&QuestEvent::WhiteDoor { from: room("B3"), to: room("B4"), open: false }));
    assert!(public(&events).iter().any(|e| matches!(e, QuestEvent::Walked { halt: Halt::Door, .. })));
    for viewer in [Viewer::Spectator, Viewer::Player(EAGLE)] {
        assert!(matches!(seen(&q, viewer, "B3", "B4"), DoorView::Seen { tile: Tile::White(false), public: true, .. }));
    }
}

#[test]
fn a_walker_can_reach_every_room_but_those_behind_doors_shut_for_good() {
    let mut q = plain(2, false);
    // A1 and A2 are walled in by closed white and red doors, and a door locked with the
    // gold key, which nobody holds yet.
    q.set_door(door("A1", "B1"), Tile::Red(false));
    q.set_door(door("A2", "B2"), Tile::White(false));
    q.set_door(door("A2", "A3"), Tile::Locked(Key::Gold));
    q.set_player(LION, room("A1"), hand(0, &[], &[]));
    let corner = room("A1").bit() | room("A2").bit();
    let everywhere = (1u64 << ROOMS) - 1;
    assert_eq!(reachable(&q, LION), corner, "no gold key anywhere");
    assert_eq!(reachable(&q, EAGLE), everywhere & !corner);
    q.set_keys(vec![(Key::Gold, room("E8"))]);
    assert_eq!(reachable(&q, LION), everywhere, "the eagle can fetch the key and open the door");
    q.set_keys(Vec::new());
    q.set_player(EAGLE, room("D7"), Hand { keys: vec![Key::Gold], ..hand(0, &[], &[]) });
    assert_eq!(reachable(&q, LION), everywhere, "the eagle holds the key and can walk to the door");
    q.set_player(EAGLE, room("A2"), Hand { keys: vec![Key::Gold], ..hand(0, &[], &[]) });
    assert_eq!(reachable(&q, LION), everywhere, "the eagle holds the key inside the corner");
    q.set_player(EAGLE, room("D7"), hand(0, &[], &[]));
    q.set_door(door("A2", "A3"), Tile::Locked(Key::Black));
    assert_eq!(reachable(&q, LION), corner, "the black key is in a chest, but there is no forest");
    q.set_room(room("E8"), card(RoomKind::Forest, 1));
    assert_eq!(reachable(&q, LION), everywhere, "the eagle can find the black key in a chest");
    q.treasures.retain(|&t| t != Treasure::BlackKey);
    assert_eq!(reachable(&q, LION), corner, "the black key has left the chests");
}

#[test]
fn walks_are_counted_in_doors_around_the_shut_ones() {
    let mut q = plain(2, false);
    let open = q.openable();
    assert_eq!(q.doors_away(room("B2"), open)[room("E8").index()], 9);
    assert_eq!(q.doors_away(room("B2"), open)[room("B2").index()], 0);
    // A wall down column 2 to 3, open only at row E: from A2 to A3 is then a detour.
    for row in ["A", "B", "C", "D"] {
        q.set_door(door(&format!("{row}2"), &format!("{row}3")), Tile::White(false));
    }
    let open = q.openable();
    assert_eq!(q.doors_away(room("A2"), open)[room("A3").index()], 9, "four down, one across, four up");
    q.set_door(door("E2", "E3"), Tile::Red(false));
    let open = q.openable();
    assert_eq!(q.doors_away(room("A2"), open)[room("A3").index()], NEVER_REACHED);
}

#[test]
fn a_way_to_the_title_needs_a_castle_in_reach_and_a_damsel_or_a_head_held_or_still_to_fetch() {
    let mut q = plain(3, false);
    assert!(!has_a_way(&q, LION), "no castle on the map");
    q.set_room(room("A1"), card(RoomKind::Castle, 1));
    assert!(!has_a_way(&q, LION), "a castle, but no tower or cave");
    q.set_room(room("A2"), card(RoomKind::Tower, 1));
    q.set_room(room("A3"), card(RoomKind::Port, 1));
    assert!(has_a_way(&q, LION), "a rope from the port fetches a damsel from the tower");
    q.deck[Card::Rope as usize] = 0;
    assert!(!has_a_way(&q, LION), "the ropes are gone");
    q.set_player(LION, room("B2"), hand(0, &[Card::Rope], &[]));
    assert!(has_a_way(&q, LION), "a rope held");
    q.deck[Card::Damsel as usize] = 0;
    assert!(!has_a_way(&q, LION), "the damsels are gone");
    q.set_room(room("A4"), card(RoomKind::Cave, 1));
    assert!(!has_a_way(&q, LION), "a cave, but no sword to be had");
    q.set_player(EAGLE, room("D7"), hand(0, &[Card::Sword], &[]));
    assert!(has_a_way(&q, LION), "a sword to win from a player in reach");
    q.set_door(door("A1", "A2"), Tile::White(false));
    q.set_door(door("A1", "B1"), Tile::Red(false));
    q.set_player(LION, room("A1"), hand(0, &[Card::Damsel], &[]));
    assert!(has_a_way(&q, LION), "a damsel held, on the castle itself");
    q.set_player(STAG, room("E8"), hand(0, &[Card::DragonHead], &[]));
    assert!(!has_a_way(&q, STAG), "walled off from the castle by doors shut for good");
    assert!(q.anyone_has_a_way(), "the lion has one");
    q.deck[Card::DragonHead as usize] = 0;
    q.set_player(LION, room("B2"), hand(0, &[], &[]));
    assert!(!q.anyone_has_a_way(), "nobody holds a damsel, and none is left to fetch");
}

#[test]
fn a_sword_from_the_field_of_mars_needs_a_coin_held_or_still_to_earn() {
    let mut q = plain(2, false);
    for r in Room::all() {
        q.set_room(r, card(RoomKind::Church, 1));
    }
    q.set_room(room("A1"), card(RoomKind::Castle, 1));
    q.set_room(room("A2"), card(RoomKind::Cave, 1));
    q.set_room(room("A3"), card(RoomKind::Field, 1));
    q.set_player(LION, room("B2"), hand(0, &[], &[]));
    q.set_player(EAGLE, room("D7"), hand(0, &[Card::Lance], &[]));
    assert!(!has_a_way(&q, LION), "no coin to buy a sword with, none to earn and none to win");
    q.set_player(EAGLE, room("D7"), hand(1, &[], &[]));
    assert!(has_a_way(&q, LION), "a coin to win from a player in reach");
    q.set_player(EAGLE, room("D7"), hand(0, &[], &[]));
    q.set_room(room("A4"), card(RoomKind::Forest, 1));
    assert!(has_a_way(&q, LION), "a bag of money in a chest");
    q.treasures.retain(|&t| t != Treasure::BagOfMoney);
    assert!(!has_a_way(&q, LION), "the chests hold no bag of money any more");
    q.set_room(room("A4"), card(RoomKind::City, 1));
    assert!(has_a_way(&q, LION), "a coin to earn in a city");
    q.set_room(room("A4"), card(RoomKind::Church, 1));
    q.set_player(LION, room("B2"), hand(0, &[], &[Treasure::BagOfMoney]));
    assert!(has_a_way(&q, LION), "a bag of money pays");
}

#[test]
fn in_the_advanced_game_a_way_to_the_crown_needs_a_way_to_become_a_wizard() {
    let mut q = plain(2, true);
    q.set_room(room("A1"), card(RoomKind::Castle, 1));
    q.set_rank(LION, true, false);
    assert!(!has_a_way(&q, LION), "a knight with no desert and no countryside");
    q.set_room(room("E8"), card(RoomKind::Countryside, 1));
    assert!(has_a_way(&q, LION), "a grail in the countryside");
    q.deck[Card::Grail as usize] = 0;
    assert!(!has_a_way(&q, LION), "the grails are gone");
    q.set_room(room("E7"), card(RoomKind::Desert, 1));
    assert!(has_a_way(&q, LION), "meditation in the desert");
    q.set_rank(EAGLE, true, true);
    q.set_room(room("E7"), card(RoomKind::City, 1));
    assert!(has_a_way(&q, EAGLE), "a wizard needs only the castle");
}

#[test]
fn a_red_door_is_seen_only_by_the_walker() {
    let mut q = plain(2, false);
    q.set_door(door("B2", "C2"), Tile::Red(true));
    q.set_door(door("C2", "D2"), Tile::Red(false));
    let events = walk(&mut q, LION, 2, "go s s");
    assert_eq!(at(&q, LION), "C2");
    let red: Vec<&QuestEvent> = events.iter().filter(|e| matches!(e, QuestEvent::RedDoor { .. })).collect();
    assert_eq!(red.len(), 2);
    assert!(red.iter().all(|e| e.private_to() == Some(LION)), "red doors are told to the walker only");
    assert!(matches!(
        seen(&q, Viewer::Player(LION), "C2", "D2"),
        DoorView::Seen { tile: Tile::Red(false), public: false, .. }
    ));
    assert_eq!(seen(&q, Viewer::Spectator, "C2", "D2"), DoorView::Unknown);
    assert_eq!(seen(&q, Viewer::Player(EAGLE), "B2", "C2"), DoorView::Unknown);
}

#[test]
fn a_locked_door_opens_only_with_its_key_which_is_shown_then_stays_open_or_is_locked_again() {
    let mut q = plain(2, false);
    q.set_door(door("B2", "B3"), Tile::Locked(Key::Gold));
    let events = walk(&mut q, LION, 2, "go e");
    assert_eq!(at(&q, LION), "B2", "no key, no passage");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, QuestEvent::LockedDoor { key: Key::Gold, .. }) && e.private_to() == Some(LION))
    );
    // With the key: passed, shown to all, then the question.
    let mut q = plain(2, false);
    q.set_door(door("B2", "B3"), Tile::Locked(Key::Silver));
    q.set_player(LION, room("B2"), Hand { keys: vec![Key::Silver], ..hand(1, &[], &[]) });
    let events = walk(&mut q, LION, 2, "go e e");
    assert!(public(&events).iter().any(|e| matches!(e, QuestEvent::Unlocked { key: Key::Silver, .. })));
    assert_eq!(at(&q, LION), "B4");
    assert!(matches!(q.stage(), Stage::Relock { .. }));
    assert!(q.decision_prompt(LION).is_some());
    play(&mut q, LION, "close");
    assert!(!q.door(door("B2", "B3")).unwrap().unlocked);
    assert!(matches!(
        seen(&q, Viewer::Spectator, "B2", "B3"),
        DoorView::Seen { tile: Tile::Locked(Key::Silver), public: true, .. }
    ));
    assert_eq!(q.turn(), Turn::Player(EAGLE));
    // Left open, anyone passes it.
    let mut q = plain(2, false);
    q.set_door(door("B2", "B3"), Tile::Locked(Key::Black));
    q.set_player(LION, room("B2"), hand(0, &[], &[Treasure::BlackKey]));
    walk(&mut q, LION, 1, "go e");
    play(&mut q, LION, "open");
    play(&mut q, LION, "allow all");
    q.set_player(EAGLE, room("B2"), hand(0, &[], &[]));
    q.set_turn(EAGLE);
    walk(&mut q, EAGLE, 1, "go e");
    assert_eq!(at(&q, EAGLE), "B3");
}

#[test]
fn after_a_walk_the_walker_peeks_at_every_door_around_the_rooms_stood_on() {
    let mut q = plain(2, false);
    q.set_door(door("B3", "A3"), Tile::White(true));
    q.set_door(door("B3", "C3"), Tile::Red(false));
    q.set_door(door("B2", "A2"), Tile::Red(true));
    let events = walk(&mut q, LION, 1, "go e");
    // B2 and B3 have 7 doors between them; B2–B3 was learnt by passing it.
    assert!(events.contains(&QuestEvent::Peeked { seat: LION, doors: 6 }));
    assert!(
        matches!(seen(&q, Viewer::Spectator, "B3", "A3"), DoorView::Seen { public: true, .. }),
        "peeked white doors become public"
    );
    assert_eq!(seen(&q, Viewer::Spectator, "B3", "C3"), DoorView::Unknown, "peeked red doors stay private");
    assert!(matches!(seen(&q, Viewer::Player(LION), "B3", "C3"), DoorView::Seen { public: false, .. }));
    assert!(
        matches!(seen(&q, Viewer::Player(LION), "B2", "A2"), DoorView::Seen { public: false, .. }),
        "the start room's doors too"
    );
    assert_eq!(seen(&q, Viewer::Player(LION), "B4", "B5"), DoorView::Unknown);
    assert!(q.view(Viewer::Player(LION)).rooms[room("B3").index()].is_some(), "the room reached is seen");
}

#[test]
fn keys_on_the_map_go_to_whoever_enters_their_room() {
    let mut q = plain(2, false);
    q.set_keys(vec![(Key::Gold, room("B3")), (Key::Silver, room("E8"))]);
    let events = walk(&mut q, LION, 2, "go e e");
    assert!(public(&events).contains(&&QuestEvent::KeyTaken { seat: LION, key: Key::Gold, room: room("B3") }));
    assert_eq!(q.player(LION).hand.keys, vec![Key::Gold]);
    assert_eq!(q.view(Viewer::Spectator).keys, vec![(Key::Silver, room("E8"))]);
    assert_eq!(q.view(Viewer::Spectator).players[0].keys, vec![Key::Gold], "held keys are public");
}

#[test]
fn a_path_must_fit_the_die_and_join_neighbours() {
    let mut q = plain(2, false);
    play(&mut q, LION, "move");
    chance(&mut q, QuestChance::Die(2));
    assert_eq!(refused(&q, LION, "go e e e"), "quest-path-too-long");
    assert_eq!(refused(&q, LION, "go B3 C4"), "quest-path-not-adjacent");
    assert_eq!(refused(&q, LION, "act"), "quest-path-expected");
    play(&mut q, LION, "stay");
    assert_eq!(at(&q, LION), "B2");
}

#[test]
fn every_listed_walk_is_one_the_check_accepts_and_every_other_walk_is_refused() {
    // The walks are listed unchecked: from every room and for every die, each walk
    // listed must pass `check`, and the walks of one more room, or through a room not
    // beside the last, must not.
    for from in Room::all() {
        for steps in 1..=6u8 {
            let listed = walk::paths(from, steps);
            assert!(listed.iter().all(|p| walk::check_path(from, p, steps).is_ok()), "from {from}, die {steps}");
            let longest = listed.iter().filter(|p| p.len() == usize::from(steps));
            for p in longest.take(8) {
                let end = *p.last().expect("a walk of the die's length");
                let next = end.neighbours().next().expect("every room has a neighbour");
                assert!(walk::check_path(from, &[p.as_slice(), &[next]].concat(), steps).is_err(), "too long");
            }
            let far = Room::all().find(|r| from.door_to(*r).is_none() && *r != from).expect("a room not beside");
            assert!(walk::check_path(from, &[far], steps).is_err(), "from {from} to {far}");
        }
    }
}

#[test]
fn a_held_room_needs_its_holders_consent_or_a_duel() {
    let mut q = plain(2, false);
    q.set_player(EAGLE, room("B3"), hand(0, &[], &[]));
    let events = walk(&mut q, LION, 3, "go e e");
    assert!(events.contains(&QuestEvent::Blocked { seat: LION, room: room("B3"), holder: EAGLE }));
    assert_eq!(refused(&q, LION, "go e"), "quest-confront-expected");
    play(&mut q, LION, "stop");
    assert_eq!(at(&q, LION), "B2", "stopped before the door");
    // With consent the walker passes through.
    play(&mut q, EAGLE, "allow lion");
    q.set_turn(LION);
    walk(&mut q, LION, 3, "go e e");
    assert_eq!(at(&q, LION), "B4");
    // `allow none` withdraws it; an attack starts a duel.
    play(&mut q, EAGLE, "allow none");
    q.set_player(LION, room("B2"), hand(0, &[Card::Sword], &[]));
    q.set_turn(LION);
    walk(&mut q, LION, 1, "go e");
    let events = play(&mut q, LION, "attack");
    assert!(events.contains(&QuestEvent::Attacked { attacker: LION, defender: EAGLE, room: room("B3") }));
    assert!(events.iter().any(|e| matches!(e, QuestEvent::DuelWon { winner: LION, decider: Decider::Armed, .. })));
    assert_eq!(at(&q, LION), "B3");
}

#[test]
fn the_castle_knights_a_vassal_bringing_a_dragon_head_or_a_damsel_and_the_first_knight_wins() {
    let mut q = plain(2, false);
    q.set_room(room("B2"), card(RoomKind::Castle, 3));
    assert_eq!(refused(&q, LION, "act"), "quest-castle-needs");
    q.set_player(LION, room("B2"), hand(0, &[Card::Damsel], &[]));
    let events = act(&mut q, LION, "act", 2);
    assert_eq!(public(&events), vec![&QuestEvent::Acted { seat: LION, success: false }]);
    assert!(q.ledger().contains(&LedgerEntry { seat: LION, room: room("B2"), roll: 2, success: false }));
    q.set_turn(LION);
    let events = act(&mut q, LION, "act", 3);
    assert!(events.contains(&QuestEvent::Knighted { seat: LION }), "knighting is public");
    assert!(
        events.iter().any(|e| matches!(e, QuestEvent::Ledger { entries, .. } if entries.len() == 2)),
        "the ledger is revealed"
    );
    assert!(!q.player(LION).hand.has(Card::Damsel), "the damsel is handed over");
    assert_eq!(q.outcome(), Some(Outcome::Winner(LION)));
    assert!(q.view(Viewer::Spectator).rooms.iter().all(Option::is_some), "the map is revealed at the end");
}

#[test]
fn each_room_gives_what_it_should() {
    let cases: [(RoomKind, &[Card], &str, Card); 4] = [
        (RoomKind::Church, &[], "act", Card::Bible),
        (RoomKind::Port, &[], "act", Card::Rope),
        (RoomKind::Tower, &[Card::Rope], "act", Card::Damsel),
        (RoomKind::Cave, &[Card::Sword], "act", Card::DragonHead),
    ];
    for (kind, cards, text, gained) in cases {
        let mut q = plain(2, false);
        q.set_room(room("B2"), card(kind, 4));
        q.set_player(LION, room("B2"), hand(0, cards, &[]));
        let before = q.deck_count(gained);
        let events = act(&mut q, LION, text, 4);
        assert!(
            events.iter().any(|e| matches!(e, QuestEvent::ActResult { gain: Some(Gain::Card(c)), .. } if *c == gained))
        );
        assert!(q.player(LION).hand.has(gained), "{kind:?} gives {gained:?}");
        assert_eq!(q.deck_count(gained), before - 1);
        for &kept in cards {
            assert!(q.player(LION).hand.has(kept), "{kind:?} keeps the {kept:?}");
        }
    }
    let mut q = plain(2, false);
    act(&mut q, LION, "act", 1);
    assert_eq!(q.player(LION).hand.gold, 2, "the city pays a coin");
}

#[test]
fn the_tower_needs_a_rope_and_the_cave_a_sword() {
    let mut q = plain(2, false);
    q.set_room(room("B2"), card(RoomKind::Tower, 1));
    assert_eq!(refused(&q, LION, "act"), "quest-tower-needs");
    q.set_room(room("B2"), card(RoomKind::Cave, 1));
    assert_eq!(refused(&q, LION, "act"), "quest-cave-needs");
}

#[test]
fn the_forest_gives_a_random_treasure() {
    let mut q = plain(2, false);
    q.set_room(room("B2"), card(RoomKind::Forest, 2));
    let events = act(&mut q, LION, "act", 5);
    assert!(events.iter().any(|e| matches!(e, QuestEvent::ActResult { gain: Some(Gain::Chest), .. })));
    assert_eq!(q.chance_outcomes().len(), 4, "any of the four treasures");
    let events = chance(&mut q, QuestChance::Treasure(Treasure::Potion));
    assert_eq!(events[0], QuestEvent::Found { seat: LION, treasure: Treasure::Potion });
    assert_eq!(events[0].private_to(), Some(LION));
    assert!(q.player(LION).hand.has_treasure(Treasure::Potion));
}

#[test]
fn the_smith_charges_a_vassal_one_gold_and_arms_a_knight_for_free() {
    let mut q = plain(2, true);
    q.set_room(room("B2"), card(RoomKind::Field, 1));
    assert_eq!(refused(&q, LION, "act"), "quest-smith-choose");
    act(&mut q, LION, "act lance", 1);
    assert!(q.player(LION).hand.has(Card::Lance));
    assert_eq!(q.player(LION).hand.gold, 0, "a vassal pays one gold");
    q.set_turn(LION);
    assert_eq!(refused(&q, LION, "act sword"), "quest-smith-price");
    q.set_rank(LION, true, false);
    act(&mut q, LION, "act sword", 1);
    assert!(q.player(LION).hand.has(Card::Sword), "a knight is armed for free");
    assert_eq!(q.player(LION).hand.gold, 0);
}

#[test]
fn an_action_whose_card_ran_out_fails_with_a_reason() {
    let mut q = plain(2, false);
    q.set_room(room("B2"), card(RoomKind::Church, 1));
    for _ in 0..2 {
        q.set_turn(LION);
        act(&mut q, LION, "act", 6);
    }
    q.set_turn(LION);
    assert_eq!(refused(&q, LION, "act"), "quest-deck-empty");
}

#[test]
fn desert_and_countryside_are_for_knights_in_the_advanced_game() {
    let mut q = plain(2, false);
    q.set_room(room("B2"), card(RoomKind::Desert, 1));
    assert_eq!(refused(&q, LION, "act"), "quest-advanced-only");
    let mut q = plain(2, true);
    q.set_room(room("B2"), card(RoomKind::Countryside, 1));
    assert_eq!(refused(&q, LION, "act"), "quest-knights-only");
    q.set_rank(LION, true, false);
    let events = act(&mut q, LION, "act", 1);
    assert!(events.contains(&QuestEvent::Wizard { seat: LION }));
    assert!(q.player(LION).hand.has(Card::Grail));
}

#[test]
fn the_crystal_ball_shows_a_players_hand_room_and_doors() {
    let mut q = plain(2, false);
    q.set_room(room("D7"), card(RoomKind::Tower, 4));
    q.set_door(door("D7", "D8"), Tile::Red(false));
    q.set_player(EAGLE, room("D7"), hand(3, &[Card::Rope], &[]));
    assert_eq!(refused(&q, LION, "look eagle"), "quest-no-ball");
    q.set_player(LION, room("B2"), hand(0, &[], &[Treasure::CrystalBall]));
    let events = play(&mut q, LION, "look eagle");
    assert!(public(&events).contains(&&QuestEvent::Gazed { seat: LION, target: EAGLE }));
    let vision = events.iter().find(|e| matches!(e, QuestEvent::Vision { .. })).unwrap();
    assert_eq!(vision.private_to(), Some(LION));
    assert!(
        matches!(vision, QuestEvent::Vision { card: c, hand: h, .. } if *c == card(RoomKind::Tower, 4) && h.gold == 3 && h.has(Card::Rope))
    );
    let view = q.view(Viewer::Player(LION));
    assert_eq!(view.rooms[room("D7").index()], Some(card(RoomKind::Tower, 4)));
    assert!(matches!(view.doors[door("D7", "D8").index()], DoorView::Seen { tile: Tile::Red(false), .. }));
    assert_eq!(q.turn(), Turn::Player(EAGLE), "the ball takes the turn");
}

#[test]
fn unarmed_players_duel_by_secret_rock_paper_scissors() {
    let mut q = plain(2, false);
    q.set_player(EAGLE, room("B3"), hand(0, &[], &[]));
    q.set_player(LION, room("B2"), hand(0, &[Card::Rope], &[]));
    walk(&mut q, LION, 1, "go e");
    play(&mut q, LION, "attack");
    assert_eq!(q.turn(), Turn::Simultaneous(vec![LION, EAGLE]));
    assert!(q.private_prompt(LION) && q.private_prompt(EAGLE), "asked in private");
    let events = play(&mut q, EAGLE, "rock");
    assert_eq!(events, vec![QuestEvent::RpsChosen { seat: EAGLE }], "the choice stays secret");
    let events = play(&mut q, LION, "paper");
    assert!(events.contains(&QuestEvent::RpsShown { attacker: Rps::Paper, defender: Rps::Rock }));
    assert!(events.iter().any(|e| matches!(e, QuestEvent::DuelWon { winner: LION, decider: Decider::Rps, .. })));
    // Eagle had nothing at all: mortally wounded, and dead at the start of its turn.
    assert!(events.contains(&QuestEvent::Wounded { seat: EAGLE }));
    assert!(events.contains(&QuestEvent::Died { seat: EAGLE }));
    assert_eq!(q.outcome(), Some(Outcome::Winner(LION)), "the last one standing wins");
}

#[test]
fn a_rock_paper_scissors_tie_goes_to_the_lighter_and_at_equal_weight_is_played_again() {
    let mut q = plain(2, false);
    q.set_player(EAGLE, room("B2"), hand(1, &[], &[]));
    q.set_player(LION, room("B2"), hand(2, &[], &[]));
    play(&mut q, LION, "attack");
    play(&mut q, LION, "rock");
    let events = play(&mut q, EAGLE, "rock");
    assert!(events.iter().any(|e| matches!(e, QuestEvent::DuelWon { winner: EAGLE, decider: Decider::Lighter, .. })));
    assert!(events.contains(&QuestEvent::TookGold { winner: EAGLE, loser: LION }), "an unarmed loser pays a coin");
    let mut q = plain(2, false);
    q.set_player(EAGLE, room("B2"), hand(1, &[], &[]));
    q.set_player(LION, room("B2"), hand(1, &[], &[]));
    play(&mut q, LION, "attack");
    play(&mut q, LION, "scissors");
    let events = play(&mut q, EAGLE, "scissors");
    assert!(events.contains(&QuestEvent::RpsAgain));
    assert_eq!(q.turn(), Turn::Simultaneous(vec![LION, EAGLE]));
}

#[test]
fn an_armed_player_beats_an_unarmed_one() {
    let mut q = plain(2, false);
    q.set_player(EAGLE, room("B2"), hand(0, &[Card::Shield], &[]));
    q.set_player(LION, room("B2"), hand(4, &[], &[]));
    let events = play(&mut q, LION, "attack");
    assert!(events.iter().any(|e| matches!(e, QuestEvent::DuelWon { winner: EAGLE, decider: Decider::Armed, .. })));
    assert_eq!(q.player(LION).hand.gold, 3, "a coin taken from the unarmed loser");
    assert!(q.player(EAGLE).rank < q.player(LION).rank, "the winner holds the room");
    q.set_turn(LION);
    assert_eq!(refused(&q, LION, "act"), "quest-room-held");
}

#[test]
fn armed_duels_are_hands_on_the_weapon_cycle_and_the_one_out_of_weapons_loses_the_rest() {
    let mut q = plain(2, false);
    q.set_player(EAGLE, room("B2"), hand(0, &[Card::Shield], &[]));
    q.set_player(LION, room("B2"), hand(0, &[Card::Sword, Card::Lance], &[]));
    play(&mut q, LION, "attack");
    assert_eq!(q.turn(), Turn::Player(LION), "the attacker leads");
    assert_eq!(refused(&q, LION, "play mace"), "quest-hand-prompt");
    play(&mut q, LION, "play sword");
    let events = play(&mut q, EAGLE, "play shield");
    assert!(events.contains(&QuestEvent::HandResult { hand: 1, winner: Some(EAGLE) }), "shield beats sword");
    // Eagle has no second weapon: lion wins the second hand; 1–1, equal weight (2 vs 1)...
    assert!(events.contains(&QuestEvent::HandResult { hand: 2, winner: Some(LION) }));
    assert!(events.iter().any(|e| matches!(
        e,
        QuestEvent::DuelWon { winner: EAGLE, decider: Decider::Lighter, hands: Some([1, 1]), .. }
    )));
    assert!(
        q.player(EAGLE).hand.has(Card::Sword)
            || q.player(EAGLE).hand.has(Card::Lance)
            || matches!(q.stage(), Stage::Duel(_))
    );
}

#[test]
fn armour_cancels_one_lost_hand_and_breaks() {
    let mut q = plain(2, false);
    q.set_player(EAGLE, room("B2"), hand(0, &[Card::Mace, Card::Armour], &[]));
    q.set_player(LION, room("B2"), hand(0, &[Card::Lance], &[]));
    play(&mut q, LION, "attack");
    play(&mut q, LION, "play lance");
    let events = play(&mut q, EAGLE, "play mace");
    assert!(events.contains(&QuestEvent::HandResult { hand: 1, winner: Some(LION) }), "lance beats mace");
    assert_eq!(q.turn(), Turn::Player(EAGLE), "the loser may wear the armour");
    let armours = q.deck_count(Card::Armour);
    let events = play(&mut q, EAGLE, "armour");
    assert!(events.contains(&QuestEvent::ArmourWorn { seat: EAGLE }));
    assert!(
        events.iter().any(|e| matches!(
            e,
            QuestEvent::DuelWon { winner: EAGLE, decider: Decider::Hands, hands: Some([1, 0]), .. }
        ))
    );
    assert!(!q.player(EAGLE).hand.has(Card::Armour), "the armour breaks");
    assert_eq!(q.deck_count(Card::Armour), armours + 1, "and goes back to the deck");
    assert!(q.player(EAGLE).hand.has(Card::Lance), "the only weapon is stolen");
}

#[test]
fn equal_hands_go_to_the_lighter_then_to_the_defender() {
    let mut q = plain(2, false);
    q.set_player(EAGLE, room("B2"), hand(0, &[Card::Sword], &[]));
    q.set_player(LION, room("B2"), hand(0, &[Card::Sword], &[]));
    play(&mut q, LION, "attack");
    play(&mut q, LION, "play sword");
    let events = play(&mut q, EAGLE, "play sword");
    assert!(events.contains(&QuestEvent::HandResult { hand: 1, winner: None }), "the same weapon draws");
    assert!(events.iter().any(|e| matches!(e, QuestEvent::DuelWon { winner: EAGLE, decider: Decider::Defender, .. })));
}

#[test]
fn the_winner_chooses_which_weapon_to_steal_in_private() {
    let mut q = plain(2, false);
    q.set_player(EAGLE, room("B2"), hand(0, &[Card::Sword, Card::Mace], &[]));
    q.set_player(LION, room("B2"), hand(0, &[Card::Sword, Card::Lance, Card::Lance], &[]));
    play(&mut q, LION, "attack");
    play(&mut q, LION, "play sword");
    play(&mut q, EAGLE, "play mace");
    play(&mut q, LION, "play lance");
    let events = play(&mut q, EAGLE, "play sword");
    assert!(events.contains(&QuestEvent::HandResult { hand: 2, winner: Some(EAGLE) }));
    assert!(events.contains(&QuestEvent::HandResult { hand: 3, winner: Some(LION) }), "eagle is out of weapons");
    assert!(events.iter().any(|e| matches!(e, QuestEvent::DuelWon { winner: LION, hands: Some([2, 1]), .. })));
    assert_eq!(q.turn(), Turn::Player(LION));
    assert!(q.private_prompt(LION), "which weapon to steal is asked in private");
    let events = play(&mut q, LION, "steal mace");
    assert!(public(&events).contains(&&QuestEvent::Stole { winner: LION, loser: EAGLE }));
    assert!(events.iter().filter(|e| matches!(e, QuestEvent::StoleCard { .. })).all(|e| e.private_to().is_some()));
    assert_eq!(q.player(LION).hand.cards[Card::Mace as usize], 1);
    assert!(!q.player(EAGLE).hand.has(Card::Mace));
    assert!(q.player(EAGLE).hand.has(Card::Sword), "everyone takes their weapons back");
}

#[test]
fn a_winner_over_an_unarmed_loser_takes_a_coin_or_a_random_treasure() {
    let mut q = plain(2, false);
    q.set_player(EAGLE, room("B2"), hand(2, &[], &[Treasure::Potion, Treasure::CrystalBall]));
    q.set_player(LION, room("B2"), hand(0, &[Card::Mace], &[]));
    play(&mut q, LION, "attack");
    assert_eq!(q.legal_actions(LION).iter().filter(|a| matches!(a, QuestAction::Take(_))).count(), 2);
    play(&mut q, LION, "take treasure");
    assert_eq!(q.chance_outcomes().len(), 2, "one of the loser's treasures at random");
    chance(&mut q, QuestChance::Treasure(Treasure::Potion));
    assert!(q.player(LION).hand.has_treasure(Treasure::Potion));
    assert!(!q.player(EAGLE).hand.has_treasure(Treasure::Potion));
}

#[test]
fn a_winner_may_take_the_losers_dragon_head_or_damsel_instead_of_a_weapon() {
    let mut q = plain(2, false);
    q.set_player(EAGLE, room("B2"), hand(1, &[Card::Shield, Card::DragonHead, Card::Damsel], &[]));
    q.set_player(LION, room("B2"), hand(0, &[Card::Mace], &[]));
    play(&mut q, LION, "attack");
    play(&mut q, LION, "play mace");
    let events = play(&mut q, EAGLE, "play shield");
    assert!(events.iter().any(|e| matches!(e, QuestEvent::DuelWon { winner: LION, .. })), "mace beats shield");
    let spoils: Vec<String> =
        q.legal_actions(LION).iter().filter(|a| !Quest::is_free(a)).map(ToString::to_string).collect();
    assert_eq!(spoils, ["steal:shield", "take:head", "take:damsel"], "never the coin while cards are there");
    let events = play(&mut q, LION, "take head");
    assert_eq!(public(&events).first(), Some(&&QuestEvent::TookPrize { winner: LION, loser: EAGLE }));
    let told: Vec<_> = events.iter().filter(|e| matches!(e, QuestEvent::StoleCard { .. })).collect();
    assert!(told.len() == 2 && told.iter().all(|e| e.private_to().is_some()), "which card: the two players alone");
    assert!(q.player(LION).hand.has(Card::DragonHead) && !q.player(EAGLE).hand.has(Card::DragonHead));
}

#[test]
fn a_loser_holding_only_a_damsel_gives_it_and_is_not_wounded() {
    let mut q = plain(2, false);
    q.set_player(EAGLE, room("B2"), hand(0, &[Card::Damsel], &[]));
    q.set_player(LION, room("B2"), hand(0, &[Card::Sword], &[]));
    let events = play(&mut q, LION, "attack");
    assert!(events.contains(&QuestEvent::TookPrize { winner: LION, loser: EAGLE }), "the only spoil, taken at once");
    assert!(!events.contains(&QuestEvent::Wounded { seat: EAGLE }));
    assert!(q.player(LION).hand.has(Card::Damsel) && !q.player(EAGLE).hand.has(Card::Damsel));
}

#[test]
fn a_potion_saves_a_mortally_wounded_player_before_their_turn() {
    let mut q = plain(3, false);
    q.set_player(EAGLE, room("B2"), hand(0, &[], &[]));
    q.set_player(STAG, room("E1"), hand(0, &[], &[Treasure::Potion]));
    q.set_player(LION, room("B2"), hand(0, &[Card::Sword], &[]));
    let events = play(&mut q, LION, "attack");
    assert!(events.contains(&QuestEvent::Wounded { seat: EAGLE }));
    assert!(events.contains(&QuestEvent::Died { seat: EAGLE }), "with no potion used, eagle dies as its turn starts");
    // Eagle attacks the armed lion and loses with nothing: stag's potion saves it before
    // its next turn.
    let mut q = plain(3, false);
    q.set_player(LION, room("B2"), hand(0, &[Card::Sword], &[]));
    q.set_player(EAGLE, room("B2"), hand(0, &[], &[]));
    q.set_player(STAG, room("E1"), hand(0, &[], &[Treasure::Potion]));
    q.set_turn(EAGLE);
    play(&mut q, EAGLE, "attack");
    assert!(q.player(EAGLE).wounded, "the attacker lost and is wounded");
    assert_eq!(refused(&q, STAG, "potion lion"), "quest-not-wounded");
    let events = play(&mut q, STAG, "potion eagle");
    assert_eq!(events, vec![QuestEvent::Healed { by: STAG, seat: EAGLE }]);
    assert!(!q.player(EAGLE).wounded && !q.player(STAG).hand.has_treasure(Treasure::Potion));
    walk(&mut q, STAG, 1, "stay");
    walk(&mut q, LION, 1, "stay");
    assert!(!q.player(EAGLE).out && q.turn() == Turn::Player(EAGLE), "healed eagle plays its turn");
}

#[test]
fn deals_are_public_and_made_on_anyones_turn() {
    let mut q = plain(3, false);
    q.set_player(STAG, room("E1"), hand(3, &[Card::Rope], &[]));
    assert!(q.out_of_turn(STAG, &QuestAction::Give { to: EAGLE, gift: Gift::Gold(2) }));
    let events = play(&mut q, STAG, "give eagle 2 gold");
    assert_eq!(public(&events), vec![&QuestEvent::Gave { from: STAG, to: EAGLE, gift: Gift::Gold(2) }]);
    play(&mut q, STAG, "give lion rope");
    assert_eq!(q.player(EAGLE).hand.gold, 3);
    assert!(q.player(LION).hand.has(Card::Rope));
    assert_eq!(refused(&q, STAG, "give lion 5 gold"), "quest-give-lacking");
    assert_eq!(q.turn(), Turn::Player(LION), "a deal takes nobody's turn");
}

#[test]
fn a_give_sent_in_private_is_a_secret_deal_the_ledger_reveals() {
    let mut q = plain(3, false);
    q.set_player(STAG, room("E1"), hand(3, &[Card::Rope], &[]));
    let give = q.parse_action("give eagle rope").unwrap();
    let deal = Quest::sent_privately(give);
    assert_eq!(deal, QuestAction::Deal { to: EAGLE, gift: Gift::Card(Card::Rope) });
    assert!(Quest::is_secret(&deal) && q.out_of_turn(STAG, &deal), "sent in private, on anyone's turn");
    let events = q.play(STAG, &deal).unwrap();
    assert_eq!(
        public(&events),
        vec![&QuestEvent::DealMade { from: STAG, to: EAGLE }],
        "the channel hears who, not what"
    );
    let told: Vec<Option<Seat>> = events.iter().filter_map(|e| e.private_to().map(Some)).collect();
    assert_eq!(told, [Some(STAG), Some(EAGLE)], "both hear what");
    assert!(q.player(EAGLE).hand.has(Card::Rope) && !q.player(STAG).hand.has(Card::Rope));
    let ended = q.finish(LION);
    let ledger = ended.iter().find_map(|e| match e {
        QuestEvent::Ledger { deals, .. } => Some(deals.clone()),
        _ => None,
    });
    assert_eq!(ledger, Some(vec![(STAG, EAGLE, Gift::Card(Card::Rope))]));
}

#[test]
fn in_the_advanced_game_the_first_wizard_crowned_wins() {
    let mut q = plain(2, true);
    q.set_room(room("B2"), card(RoomKind::Castle, 1));
    q.set_player(LION, room("B2"), hand(0, &[Card::DragonHead], &[]));
    let events = act(&mut q, LION, "act", 1);
    assert!(events.contains(&QuestEvent::Knighted { seat: LION }));
    assert_eq!(q.outcome(), None, "the advanced game goes on");
    q.set_turn(LION);
    assert_eq!(refused(&q, LION, "act"), "quest-castle-wizard");
    q.set_room(room("B2"), card(RoomKind::Desert, 1));
    act(&mut q, LION, "act", 1);
    assert!(q.player(LION).wizard);
    q.set_room(room("B2"), card(RoomKind::Castle, 1));
    q.set_turn(LION);
    let events = act(&mut q, LION, "act", 6);
    assert!(events.contains(&QuestEvent::Crowned { seat: LION }));
    assert_eq!(q.outcome(), Some(Outcome::Winner(LION)));
}

#[test]
fn a_knight_beating_a_knight_in_a_castle_becomes_a_wizard() {
    let mut q = plain(2, true);
    q.set_room(room("B2"), card(RoomKind::Castle, 1));
    q.set_player(EAGLE, room("B2"), hand(0, &[], &[]));
    q.set_player(LION, room("B2"), hand(0, &[Card::Sword], &[]));
    q.set_rank(LION, true, false);
    q.set_rank(EAGLE, true, false);
    let events = play(&mut q, LION, "attack");
    assert!(events.contains(&QuestEvent::Wizard { seat: LION }));
}

#[test]
fn secret_actions_are_marked_and_seats_are_named() {
    assert!(Quest::is_secret(&QuestAction::Act(None)));
    assert!(Quest::is_secret(&QuestAction::Rps(Rps::Rock)));
    assert!(!Quest::is_secret(&QuestAction::Move));
    let q = plain(4, false);
    assert_eq!(q.seat_name(Seat(3)), "boar");
}

/// Random mid-game states from seeded playouts.
fn random_states() -> Vec<Quest> {
    let mut states = Vec::new();
    for seed in 0..30u64 {
        let players = 2 + (seed % 5) as usize;
        let m = crate::playout::random_game::<Quest>(
            &QuestOptions::default(),
            players,
            seed,
            20 + (seed as usize * 7) % 200,
        );
        states.push(m.state().clone());
    }
    states
}

#[test]
fn redealing_what_the_channel_has_not_seen_leaves_its_view_identical() {
    for q in random_states() {
        let view = q.view(Viewer::Spectator);
        for seed in 0..5 {
            let other = q.redeal_unseen(Viewer::Spectator, seed);
            assert_eq!(other.view(Viewer::Spectator), view);
        }
    }
}

#[test]
fn redealing_what_a_player_has_not_seen_leaves_their_view_identical() {
    let mut changed = 0;
    for q in random_states() {
        for seat in (0..q.seats() as u8).map(Seat) {
            let view = q.view(Viewer::Player(seat));
            for seed in 0..3 {
                let other = q.redeal_unseen(Viewer::Player(seat), seed);
                assert_eq!(other.view(Viewer::Player(seat)), view);
                changed += usize::from(other != q);
            }
        }
    }
    assert!(changed > 0, "the re-deal changes hidden things");
}

/// Others know a player's options only by their forms, the same whatever is hidden; the
/// player knows them exactly, and some states' exact options do differ with the deal.
#[test]
fn others_know_a_players_options_only_by_the_forms_the_stage_allows() {
    let mut differ = 0;
    for q in random_states() {
        for seat in (0..q.seats() as u8).map(Seat) {
            let known = q.known_actions(Viewer::Spectator, seat);
            assert!(matches!(known, Known::Forms(_)), "{known:?}");
            assert_eq!(q.known_actions(Viewer::Player(seat), seat), Known::Exact(q.legal_actions(seat)));
            for seed in 0..4 {
                let other = q.redeal_unseen(Viewer::Spectator, seed);
                assert_eq!(other.known_actions(Viewer::Spectator, seat), known);
                differ += usize::from(other.legal_actions(seat) != q.legal_actions(seat));
            }
        }
    }
    assert!(differ > 0, "exact options depend on what is hidden");
    let q = plain(4, false);
    let start = q.known_actions(Viewer::Player(EAGLE), LION);
    assert_eq!(start, Known::Forms(vec!["move", "act", "look", "attack", "give", "allow"]));
}

/// The AI deals its guesses with the re-deal: a deal must depend only on what the viewer
/// knows, so two states the viewer cannot tell apart deal alike from the same seed.
#[test]
fn a_redeal_depends_only_on_what_the_viewer_knows() {
    for q in random_states() {
        for seat in (0..q.seats() as u8).map(Seat) {
            let viewer = Viewer::Player(seat);
            let twin = q.redeal_unseen(viewer, 99);
            assert_eq!(twin.redeal_unseen(viewer, 7), q.redeal_unseen(viewer, 7));
        }
    }
}

/// Another duellist's rock-paper-scissors choice, made in secret, is dealt again too.
#[test]
fn a_secret_rock_paper_scissors_choice_is_dealt_again() {
    let mut q = plain(2, false);
    q.set_player(EAGLE, room("B2"), hand(0, &[], &[]));
    q.set_player(LION, room("B2"), hand(0, &[], &[]));
    play(&mut q, LION, "attack");
    play(&mut q, LION, "rock");
    let choices = |q: &Quest| match &q.stage {
        Stage::Duel(Duel { fight: Fight::Rps { choices }, .. }) => *choices,
        stage => panic!("a duel of rock-paper-scissors, not {stage:?}"),
    };
    let eagle_guesses: Vec<_> = (0..12).map(|seed| choices(&q.redeal_unseen(Viewer::Player(EAGLE), seed))[0]).collect();
    assert!(
        eagle_guesses.contains(&Some(Rps::Paper)) && eagle_guesses.contains(&Some(Rps::Scissors)),
        "{eagle_guesses:?}"
    );
    assert_eq!(choices(&q.redeal_unseen(Viewer::Player(LION), 3))[0], Some(Rps::Rock), "lion knows its own choice");
}

#[test]
fn duel_hands_and_the_armour_offer_are_asked_in_private() {
    let mut q = plain(2, false);
    q.set_player(EAGLE, room("B2"), hand(0, &[Card::Mace, Card::Armour], &[]));
    q.set_player(LION, room("B2"), hand(0, &[Card::Lance], &[]));
    play(&mut q, LION, "attack");
    // "play lance" would tell the channel what lion holds.
    assert_eq!(q.decision_prompt(LION).map(|m| m.key), Some("quest-hand-prompt"));
    assert!(q.private_prompt(LION), "a hand is asked in private");
    play(&mut q, LION, "play lance");
    play(&mut q, EAGLE, "play mace");
    // The offer itself tells that eagle holds armour.
    assert_eq!(q.decision_prompt(EAGLE).map(|m| m.key), Some("quest-armour-prompt"));
    assert!(q.private_prompt(EAGLE), "the armour offer is asked in private");
    assert!(!q.private_prompt(LION), "only the awaited player is asked");
}

#[test]
fn a_turn_names_its_four_actions_and_a_player_shut_in_is_told_privately_what_is_left() {
    let mut q = plain(2, false);
    assert_eq!(q.turn_options(LION).map(|m| m.key), Some("quest-turn-options"));
    assert_eq!(q.turn_options(EAGLE), None, "only the player to move");
    // Lion stands on B2; its four doors are closed to it, but it has not seen them yet.
    q.set_door(door("B2", "A2"), Tile::Red(false));
    q.set_door(door("B2", "C2"), Tile::White(false));
    q.set_door(door("B2", "B1"), Tile::Locked(Key::Gold));
    q.set_door(door("B2", "B3"), Tile::Red(false));
    assert_eq!(q.private_turn_note(LION), None, "unknown doors may open");
    walk(&mut q, LION, 1, "go e");
    assert_eq!(at(&q, LION), "B2", "the red door stopped the walk; the peek showed every door of B2");
    play(&mut q, EAGLE, "move");
    chance(&mut q, QuestChance::Die(1));
    play(&mut q, EAGLE, "stay");
    let note = q.private_turn_note(LION).expect("shut in");
    assert_eq!((note.key, note.to_string().contains("B2")), ("quest-shut-in", true));
    // With the gold key the locked door is a way out.
    let mut keyed = q.clone();
    keyed.players[LION.index()].hand.keys.push(Key::Gold);
    assert_eq!(keyed.private_turn_note(LION), None);
}

#[test]
fn a_walk_step_lists_the_walks_one_or_two_rooms_longer_than_the_rooms_tapped() {
    let mut q = plain(3, false);
    play(&mut q, LION, "move");
    chance(&mut q, QuestChance::Die(6));
    let all = q.legal_actions(LION);
    let after = q.actions_after(LION, &["go", ":B3"]).expect("walks are narrowed");
    assert!(after.len() < all.len() / 10, "{} of {}", after.len(), all.len());
    let walks: Vec<String> = after.iter().map(|a| a.to_string()).filter(|t| t.starts_with("go:B3")).collect();
    assert!(walks.contains(&"go:B3".to_owned()) && walks.contains(&"go:B3,B4".to_owned()), "{walks:?}");
    assert!(
        walks.contains(&"go:B3,B4,B5".to_owned()) && walks.iter().all(|w| w.matches(',').count() <= 2),
        "{walks:?}"
    );
    assert!(after.iter().all(|a| all.contains(a)), "only legal actions");
}
