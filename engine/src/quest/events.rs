//! What happens in Quest, and who may hear it: most events go to the channel, some only
//! to the player concerned.

use serde::{Deserialize, Serialize};

use super::cards::{Card, Hand, Treasure};
use super::map::{Key, Room, RoomCard};
use super::notation::{Gift, Rps, SEAT_NAMES};
use crate::game::{GameEvent, Seat};
use crate::message::Message;

/// Why a walk ended before its last room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Halt {
    /// It reached its last room.
    Done,
    /// A closed door; which kind is the walker's secret unless it was white.
    Door,
    /// The room ahead is held and the walker did not attack.
    Occupied,
}

/// What a successful action gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gain {
    Nothing,
    Coin,
    Card(Card),
    /// A weapon from the smith; `paid` for a vassal's coin.
    Weapon {
        card: Card,
        paid: bool,
    },
    /// A treasure chest: the treasure follows.
    Chest,
    Knighted(Card),
    Wizard,
    Crowned,
}

/// A ledger line: every action attempted, revealed at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LedgerEntry {
    pub seat: Seat,
    pub room: Room,
    pub roll: u8,
    pub success: bool,
}

/// How a duel was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decider {
    Rps,
    Armed,
    Hands,
    Lighter,
    Defender,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum QuestEvent {
    Dealt,
    StartRoom {
        seat: Seat,
        room: Room,
        card: RoomCard,
    },
    Rolled {
        seat: Seat,
        die: u8,
    },
    WhiteDoor {
        from: Room,
        to: Room,
        open: bool,
    },
    RedDoor {
        seat: Seat,
        from: Room,
        to: Room,
        open: bool,
    },
    LockedDoor {
        seat: Seat,
        from: Room,
        to: Room,
        key: Key,
    },
    Unlocked {
        seat: Seat,
        from: Room,
        to: Room,
        key: Key,
    },
    Relocked {
        seat: Seat,
        open: bool,
    },
    KeyTaken {
        seat: Seat,
        key: Key,
        room: Room,
    },
    Blocked {
        seat: Seat,
        room: Room,
        holder: Seat,
    },
    Walked {
        seat: Seat,
        path: Vec<Room>,
        halt: Halt,
    },
    Peeked {
        seat: Seat,
        doors: usize,
    },
    RoomSeen {
        seat: Seat,
        room: Room,
        card: RoomCard,
    },
    Acted {
        seat: Seat,
        success: bool,
    },
    ActResult {
        seat: Seat,
        room: Room,
        card: RoomCard,
        roll: u8,
        gain: Option<Gain>,
    },
    Found {
        seat: Seat,
        treasure: Treasure,
    },
    Knighted {
        seat: Seat,
    },
    Wizard {
        seat: Seat,
    },
    Crowned {
        seat: Seat,
    },
    Gazed {
        seat: Seat,
        target: Seat,
    },
    Vision {
        seat: Seat,
        target: Seat,
        room: Room,
        card: RoomCard,
        hand: Hand,
    },
    Attacked {
        attacker: Seat,
        defender: Seat,
        room: Room,
    },
    RpsChosen {
        seat: Seat,
    },
    RpsShown {
        attacker: Rps,
        defender: Rps,
    },
    RpsAgain,
    HandPlayed {
        seat: Seat,
        card: Card,
    },
    HandResult {
        hand: u8,
        winner: Option<Seat>,
    },
    ArmourWorn {
        seat: Seat,
    },
    /// `hands` won by the winner and the loser, when hands were played.
    DuelWon {
        winner: Seat,
        loser: Seat,
        decider: Decider,
        hands: Option<[u8; 2]>,
    },
    Stole {
        winner: Seat,
        loser: Seat,
    },
    /// A dragon head or a damsel taken as spoils (which one, told to the two players).
    TookPrize {
        winner: Seat,
        loser: Seat,
    },
    StoleCard {
        winner: Seat,
        loser: Seat,
        card: Card,
        to: Seat,
    },
    TookGold {
        winner: Seat,
        loser: Seat,
    },
    TookTreasure {
        winner: Seat,
        loser: Seat,
    },
    TookTreasureCard {
        winner: Seat,
        loser: Seat,
        treasure: Treasure,
        to: Seat,
    },
    Wounded {
        seat: Seat,
    },
    Died {
        seat: Seat,
    },
    Healed {
        by: Seat,
        seat: Seat,
    },
    Gave {
        from: Seat,
        to: Seat,
        gift: Gift,
    },
    /// A secret deal: the channel hears who, …
    DealMade {
        from: Seat,
        to: Seat,
    },
    /// … and `tell`, one of the two, what.
    DealTold {
        from: Seat,
        to: Seat,
        gift: Gift,
        tell: Seat,
    },
    Allowed {
        seat: Seat,
        allow: super::notation::Allow,
    },
    Ledger {
        entries: Vec<LedgerEntry>,
        /// The secret deals: giver, taker, gift.
        deals: Vec<(Seat, Seat, Gift)>,
    },
    Hands {
        seat: Seat,
        hand: Hand,
    },
}

fn name(seat: &Seat) -> &'static str {
    SEAT_NAMES[seat.index()]
}

/// `2 gold, sword, rope, ball`; `nothing` when empty.
pub(super) fn hand_list(hand: &Hand) -> Vec<Message> {
    let item = |term: String| Message::new("quest-hand-item").term("item", term);
    let mut parts: Vec<Message> = Vec::new();
    if hand.gold > 0 {
        parts.push(Message::new("quest-hand-gold").num("count", i64::from(hand.gold)));
    }
    parts.extend(hand.card_list().iter().map(|c| item(c.term())));
    parts.extend(hand.treasures.iter().map(|t| item(t.term())));
    parts.extend(hand.keys.iter().map(|k| item(k.term().to_owned())));
    if parts.is_empty() { vec![Message::new("quest-hand-empty")] } else { parts }
}

/// The act's outcome as a select word, with the card it concerns (if any).
fn with_gain(message: Message, gain: &Option<Gain>) -> Message {
    let (word, card, paid) = match gain {
        None => ("failed", None, false),
        Some(Gain::Nothing) => ("nothing", None, false),
        Some(Gain::Coin) => ("coin", None, false),
        Some(Gain::Card(card)) => ("card", Some(*card), false),
        Some(Gain::Weapon { card, paid }) => ("weapon", Some(*card), *paid),
        Some(Gain::Chest) => ("chest", None, false),
        Some(Gain::Knighted(card)) => ("knighted", Some(*card), false),
        Some(Gain::Wizard) => ("wizard", None, false),
        Some(Gain::Crowned) => ("crowned", None, false),
    };
    let message = message.with("gain", word).num("paid", i64::from(paid));
    match card {
        Some(card) => message.term("card", card.term()).term("a_card", card.with_article()),
        None => message.with("card", "").with("a_card", ""),
    }
}

/// A gift as a select word (`gold` with its count, or `item` with its name).
fn with_gift(message: Message, gift: &Gift) -> Message {
    match gift {
        Gift::Gold(n) => message.with("gift", "gold").num("count", i64::from(*n)).with("item", ""),
        Gift::Card(card) => message.with("gift", "item").num("count", 1).term("item", card.with_article()),
        Gift::Treasure(t) => message.with("gift", "item").num("count", 1).term("item", format!("{}.a", t.term())),
        Gift::Key(key) => message.with("gift", "item").num("count", 1).term("item", format!("{}.a", key.term())),
    }
}

impl GameEvent for QuestEvent {
    fn private_to(&self) -> Option<Seat> {
        match self {
            QuestEvent::StartRoom { seat, .. }
            | QuestEvent::RedDoor { seat, .. }
            | QuestEvent::LockedDoor { seat, .. }
            | QuestEvent::Peeked { seat, .. }
            | QuestEvent::RoomSeen { seat, .. }
            | QuestEvent::ActResult { seat, .. }
            | QuestEvent::Found { seat, .. }
            | QuestEvent::Vision { seat, .. } => Some(*seat),
            QuestEvent::DealTold { tell, .. } => Some(*tell),
            QuestEvent::StoleCard { to, .. } | QuestEvent::TookTreasureCard { to, .. } => Some(*to),
            _ => None,
        }
    }

    fn message(&self) -> Message {
        match self {
            QuestEvent::Dealt => Message::new("quest-dealt"),
            QuestEvent::StartRoom { room, card, .. } => Message::new("quest-start-room")
                .with("room", room)
                .term("kind", card.kind.term())
                .num("difficulty", i64::from(card.difficulty)),
            QuestEvent::Rolled { seat, die } => {
                Message::new("quest-rolled").with("player", name(seat)).num("die", i64::from(*die))
            }
            QuestEvent::WhiteDoor { from, to, open } => {
                Message::new("quest-white-door").with("from", from).with("to", to).num("open", i64::from(*open))
            }
            QuestEvent::RedDoor { from, to, open, .. } => {
                Message::new("quest-red-door").with("from", from).with("to", to).num("open", i64::from(*open))
            }
            QuestEvent::LockedDoor { from, to, key, .. } => {
                Message::new("quest-locked-door").with("from", from).with("to", to).term("key", key.term())
            }
            QuestEvent::Unlocked { seat, from, to, key } => Message::new("quest-unlocked")
                .with("player", name(seat))
                .with("from", from)
                .with("to", to)
                .term("key", key.term()),
            QuestEvent::Relocked { seat, open } => {
                Message::new("quest-relocked").with("player", name(seat)).num("open", i64::from(*open))
            }
            QuestEvent::KeyTaken { seat, key, room } => {
                Message::new("quest-key-taken").with("player", name(seat)).term("key", key.term()).with("room", room)
            }
            QuestEvent::Blocked { seat, room, holder } => {
                Message::new("quest-blocked").with("player", name(seat)).with("room", room).with("holder", name(holder))
            }
            // Staying (a path of no step) is not walking.
            QuestEvent::Walked { seat, path, halt: Halt::Done } if path.len() <= 1 => {
                Message::new("quest-stayed").with("player", name(seat))
            }
            QuestEvent::Walked { seat, path, halt } => {
                let path: Vec<String> = path.iter().map(Room::to_string).collect();
                let halt = match halt {
                    Halt::Done => "done",
                    Halt::Door => "door",
                    Halt::Occupied => "occupied",
                };
                Message::new("quest-walked")
                    .with("player", name(seat))
                    .with("path", path.join(" → "))
                    .with("halt", halt)
            }
            QuestEvent::Peeked { doors, .. } => Message::new("quest-peeked").num("count", *doors as i64),
            QuestEvent::RoomSeen { room, card, .. } => Message::new("quest-room-seen")
                .with("room", room)
                .term("a_kind", card.kind.with_article())
                .num("difficulty", i64::from(card.difficulty)),
            QuestEvent::Acted { seat, success } => {
                Message::new("quest-acted").with("player", name(seat)).num("success", i64::from(*success))
            }
            QuestEvent::ActResult { room, card, roll, gain, .. } => with_gain(
                Message::new("quest-act-result")
                    .with("room", room)
                    .term("kind", card.kind.term())
                    .num("difficulty", i64::from(card.difficulty))
                    .num("roll", i64::from(*roll)),
                gain,
            ),
            QuestEvent::Found { treasure, .. } => Message::new("quest-found").term("treasure", treasure.term()),
            QuestEvent::Knighted { seat } => Message::new("quest-knighted").with("player", name(seat)),
            QuestEvent::Wizard { seat } => Message::new("quest-wizard").with("player", name(seat)),
            QuestEvent::Crowned { seat } => Message::new("quest-crowned").with("player", name(seat)),
            QuestEvent::Gazed { seat, target } => {
                Message::new("quest-gazed").with("player", name(seat)).with("target", name(target))
            }
            QuestEvent::Vision { target, room, card, hand, .. } => Message::new("quest-vision")
                .with("target", name(target))
                .with("room", room)
                .term("kind", card.kind.term())
                .num("difficulty", i64::from(card.difficulty))
                .list("hand", hand_list(hand)),
            QuestEvent::Attacked { attacker, defender, room } => Message::new("quest-attacked")
                .with("attacker", name(attacker))
                .with("defender", name(defender))
                .with("room", room),
            QuestEvent::RpsChosen { seat } => Message::new("quest-rps-chosen").with("player", name(seat)),
            QuestEvent::RpsShown { attacker, defender } => Message::new("quest-rps-shown")
                .term("attacker", format!("quest-rps-{}", attacker.name()))
                .term("defender", format!("quest-rps-{}", defender.name())),
            QuestEvent::RpsAgain => Message::new("quest-rps-again"),
            QuestEvent::HandPlayed { seat, card } => {
                Message::new("quest-hand-played").with("player", name(seat)).term("card", card.term())
            }
            QuestEvent::HandResult { hand, winner } => Message::new("quest-hand-result")
                .num("hand", i64::from(*hand))
                .with("winner", winner.as_ref().map_or("none", name)),
            QuestEvent::ArmourWorn { seat } => Message::new("quest-armour-worn").with("player", name(seat)),
            QuestEvent::DuelWon { winner, loser, decider, hands } => Message::new("quest-duel-won")
                .with("winner", name(winner))
                .with("loser", name(loser))
                .term("decider", format!("quest-decider-{decider:?}").to_lowercase())
                .num("scored", i64::from(hands.is_some()))
                .num("won", hands.map_or(0, |h| i64::from(h[0])))
                .num("lost", hands.map_or(0, |h| i64::from(h[1]))),
            QuestEvent::Stole { winner, loser } => {
                Message::new("quest-stole").with("winner", name(winner)).with("loser", name(loser))
            }
            QuestEvent::TookPrize { winner, loser } => {
                Message::new("quest-took-prize").with("winner", name(winner)).with("loser", name(loser))
            }
            QuestEvent::StoleCard { winner, loser, card, .. } => Message::new("quest-stole-card")
                .with("winner", name(winner))
                .with("loser", name(loser))
                .term("card", card.term()),
            QuestEvent::TookGold { winner, loser } => {
                Message::new("quest-took-gold").with("winner", name(winner)).with("loser", name(loser))
            }
            QuestEvent::TookTreasure { winner, loser } => {
                Message::new("quest-took-treasure").with("winner", name(winner)).with("loser", name(loser))
            }
            QuestEvent::TookTreasureCard { winner, loser, treasure, .. } => Message::new("quest-took-treasure-card")
                .with("winner", name(winner))
                .with("loser", name(loser))
                .term("treasure", treasure.term()),
            QuestEvent::Wounded { seat } => Message::new("quest-wounded").with("player", name(seat)),
            QuestEvent::Died { seat } => Message::new("quest-died").with("player", name(seat)),
            QuestEvent::Healed { by, seat } => {
                Message::new("quest-healed").with("by", name(by)).with("player", name(seat))
            }
            QuestEvent::Gave { from, to, gift } => {
                with_gift(Message::new("quest-gave").with("from", name(from)).with("to", name(to)), gift)
            }
            QuestEvent::DealMade { from, to } => {
                Message::new("quest-deal-made").with("from", name(from)).with("to", name(to))
            }
            QuestEvent::DealTold { from, to, gift, .. } => {
                with_gift(Message::new("quest-deal-told").with("from", name(from)).with("to", name(to)), gift)
            }
            QuestEvent::Allowed { seat, allow } => {
                let whom = match allow {
                    super::notation::Allow::All => "all".to_owned(),
                    super::notation::Allow::Nobody => "none".to_owned(),
                    super::notation::Allow::Seat(s) => name(s).to_owned(),
                };
                Message::new("quest-allowed").with("player", name(seat)).with("whom", whom)
            }
            QuestEvent::Ledger { entries, deals } => {
                let lines: Vec<String> = entries
                    .iter()
                    .map(|e| format!("{} {}={}{}", name(&e.seat), e.room, e.roll, if e.success { " ✓" } else { "" }))
                    .collect();
                let deals: Vec<Message> = deals
                    .iter()
                    .map(|(from, to, gift)| {
                        with_gift(Message::new("quest-ledger-deal").with("from", name(from)).with("to", name(to)), gift)
                    })
                    .collect();
                Message::new("quest-ledger")
                    .num("count", entries.len() as i64)
                    .with("lines", lines.join("; "))
                    .num("deals", deals.len() as i64)
                    .list("deal_lines", deals)
            }
            QuestEvent::Hands { seat, hand } => {
                Message::new("quest-final-hand").with("player", name(seat)).list("hand", hand_list(hand))
            }
        }
    }

    fn is_roll(&self) -> bool {
        matches!(self, QuestEvent::Rolled { .. })
    }
}
