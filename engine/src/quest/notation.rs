//! Quest's actions and their text: `move`, `go B4 C4` or `go s e`, `act`, `act sword`,
//! `look eagle`, `attack`, `stop`, `open`, `close`, `rock`/`paper`/`scissors`,
//! `play lance`, `armour`, `keep`, `steal mace`, `take gold`/`take treasure`,
//! `give eagle 2 gold`, `give eagle rope`, `allow all|none|eagle`, `potion eagle`.
//! The canonical form has no spaces: words joined by `:`, rooms by `,`.

use std::fmt;

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use super::cards::{Card, Treasure};
use super::map::{Dir, Key, Room};
use crate::game::{PlayError, Seat};
use crate::message::Message;

/// Rock, paper, scissors: an unarmed duel's secret choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "lowercase")]
pub enum Rps {
    Rock,
    Paper,
    Scissors,
}

impl Rps {
    pub const ALL: [Rps; 3] = [Rps::Rock, Rps::Paper, Rps::Scissors];

    pub fn beats(self, other: Rps) -> bool {
        matches!((self, other), (Rps::Rock, Rps::Scissors) | (Rps::Scissors, Rps::Paper) | (Rps::Paper, Rps::Rock))
    }

    pub fn name(self) -> &'static str {
        match self {
            Rps::Rock => "rock",
            Rps::Paper => "paper",
            Rps::Scissors => "scissors",
        }
    }

    fn parse(text: &str) -> Option<Rps> {
        match text {
            "rock" | "sasso" => Some(Rps::Rock),
            "paper" | "carta" => Some(Rps::Paper),
            "scissors" | "forbice" | "forbici" => Some(Rps::Scissors),
            _ => None,
        }
    }
}

/// Something handed over in a deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Gift {
    Gold(u32),
    Card(Card),
    Treasure(Treasure),
    Key(Key),
}

impl fmt::Display for Gift {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Gift::Gold(n) => write!(f, "{n}gold"),
            Gift::Card(card) => f.write_str(card.name()),
            Gift::Treasure(t) => f.write_str(t.name()),
            Gift::Key(Key::Gold) => f.write_str("gold-key"),
            Gift::Key(Key::Silver) => f.write_str("silver-key"),
            Gift::Key(Key::Black) => f.write_str("black-key"),
        }
    }
}

/// Whom a player lets into their room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Allow {
    All,
    Nobody,
    Seat(Seat),
}

/// What a duel's winner takes besides a weapon: the loser's dragon head or damsel (the
/// cards that knight a vassal), or from an unarmed loser a coin or a random treasure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "lowercase")]
pub enum Spoil {
    Gold,
    Treasure,
    Head,
    Damsel,
}

impl Spoil {
    /// The card taken, for a head or a damsel.
    pub fn card(self) -> Option<Card> {
        match self {
            Spoil::Head => Some(Card::DragonHead),
            Spoil::Damsel => Some(Card::Damsel),
            Spoil::Gold | Spoil::Treasure => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Spoil::Gold => "gold",
            Spoil::Treasure => "treasure",
            Spoil::Head => "head",
            Spoil::Damsel => "damsel",
        }
    }
}

/// The rooms of a walk. Kept inline up to 16 (the size of a `Vec`'s own fields), so that
/// listing the thousands of walks a die allows allocates one list, not one per walk.
pub type Path = SmallVec<[Room; 16]>;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum QuestAction {
    /// Roll the die to walk.
    Move,
    /// Act by the room; at a field of Mars, the weapon to buy.
    Act(Option<Card>),
    /// Use the crystal ball on a player.
    Look(Seat),
    /// Challenge the player who holds the room.
    Attack,
    /// The rooms to walk through; empty to stay.
    Go(Path),
    /// Stop before an occupied room instead of attacking.
    Stop,
    /// Leave the locked doors just passed open, or lock them again.
    Relock {
        open: bool,
    },
    Rps(Rps),
    /// A weapon for the duel's current hand.
    Play(Card),
    /// Break one's armour to cancel the hand just lost, or not.
    Armour {
        wear: bool,
    },
    Steal(Card),
    Take(Spoil),
    Give {
        to: Seat,
        gift: Gift,
    },
    /// A gift made in secret: `give` sent in private. The channel hears that the two made
    /// a deal; they, and the ledger at the end, hear what.
    Deal {
        to: Seat,
        gift: Gift,
    },
    Allow(Allow),
    Potion(Seat),
}

/// The seats' names, in seat order.
pub const SEAT_NAMES: [&str; 6] = ["lion", "eagle", "stag", "boar", "wolf", "bear"];

fn seat_named(name: &str, seats: usize) -> Option<Seat> {
    SEAT_NAMES[..seats].iter().position(|&n| n == name).map(|i| Seat(i as u8))
}

fn expected() -> PlayError {
    PlayError::NotAMove(Message::new("quest-expected"))
}

fn bad(key: &'static str, word: &str) -> PlayError {
    PlayError::BadNotation(Message::new(key).with("word", word))
}

fn seat_word(word: Option<&str>, seats: usize) -> Result<Seat, PlayError> {
    let word = word.ok_or_else(|| bad("quest-bad-player", ""))?;
    seat_named(word, seats).ok_or_else(|| bad("quest-bad-player", word))
}

fn card_word(word: Option<&str>) -> Result<Card, PlayError> {
    let word = word.unwrap_or("");
    Card::parse(word).ok_or_else(|| bad("quest-bad-card", word))
}

/// Reads a path of rooms (`B4 C4`) or of directions (`s e`) from `from`.
fn path(words: &[&str], from: Room) -> Result<Path, PlayError> {
    let mut rooms = Path::with_capacity(words.len());
    let mut at = from;
    for word in words {
        let next = match Dir::parse(word) {
            Some(dir) => at.step(dir).ok_or_else(|| bad("quest-off-map", word))?,
            None => Room::parse(word).ok_or_else(|| bad("quest-bad-room", word))?,
        };
        rooms.push(next);
        at = next;
    }
    Ok(rooms)
}

fn gift(words: &[&str]) -> Result<Gift, PlayError> {
    let joined = words.join("-");
    let amount: Option<u32> = words.iter().find_map(|w| w.trim_end_matches("gold").parse().ok());
    let gold_words = words.iter().all(|w| w.parse::<u32>().is_ok() || matches!(*w, "gold" | "oro" | "coin" | "coins"))
        || words.iter().any(|w| w.ends_with("gold") && w.trim_end_matches("gold").parse::<u32>().is_ok());
    if gold_words && !words.is_empty() {
        return match amount.unwrap_or(1) {
            0 => Err(bad("quest-bad-gift", &joined)),
            n => Ok(Gift::Gold(n)),
        };
    }
    match joined.as_str() {
        "gold-key" | "chiave-oro" => return Ok(Gift::Key(Key::Gold)),
        "silver-key" | "chiave-argento" => return Ok(Gift::Key(Key::Silver)),
        _ => {}
    }
    if let Some(card) = Card::parse(&joined) {
        return Ok(Gift::Card(card));
    }
    Treasure::parse(&joined).map(Gift::Treasure).ok_or_else(|| bad("quest-bad-gift", &joined))
}

/// Parses a player's text; `at` is the player's room, for paths given as directions.
pub fn parse(text: &str, at: Option<Room>, seats: usize) -> Result<QuestAction, PlayError> {
    let lower = text.trim().to_ascii_lowercase();
    let words: Vec<&str> =
        lower.split(|c: char| c.is_whitespace() || c == ':' || c == ',').filter(|w| !w.is_empty()).collect();
    let Some((&verb, rest)) = words.split_first() else { return Err(expected()) };
    Ok(match verb {
        "move" | "muovi" => QuestAction::Move,
        "act" | "agisci" => match rest.first() {
            None => QuestAction::Act(None),
            Some(w) => QuestAction::Act(Some(card_word(Some(w))?)),
        },
        "look" | "ball" | "guarda" => QuestAction::Look(seat_word(rest.first().copied(), seats)?),
        "attack" | "attacca" => QuestAction::Attack,
        "go" | "vai" => {
            let at = at.ok_or_else(expected)?;
            QuestAction::Go(path(rest, at)?)
        }
        "stay" | "resta" => QuestAction::Go(Path::new()),
        "stop" | "fermati" => QuestAction::Stop,
        "open" | "apri" => QuestAction::Relock { open: true },
        "close" | "chiudi" => QuestAction::Relock { open: false },
        "play" | "gioca" => QuestAction::Play(card_word(rest.first().copied())?),
        "armour" | "armor" | "armatura" => QuestAction::Armour { wear: true },
        "keep" | "tieni" => QuestAction::Armour { wear: false },
        "steal" | "ruba" => QuestAction::Steal(card_word(rest.first().copied())?),
        "take" | "prendi" => match rest.first().copied() {
            Some("gold" | "oro" | "coin") => QuestAction::Take(Spoil::Gold),
            Some("treasure" | "tesoro") => QuestAction::Take(Spoil::Treasure),
            Some("head" | "dragon-head" | "testa") => QuestAction::Take(Spoil::Head),
            Some("damsel" | "donzella") => QuestAction::Take(Spoil::Damsel),
            other => return Err(bad("quest-bad-spoil", other.unwrap_or(""))),
        },
        "give" | "dai" => {
            let to = seat_word(rest.first().copied(), seats)?;
            QuestAction::Give { to, gift: gift(&rest[1..])? }
        }
        "deal" | "patto" => {
            let to = seat_word(rest.first().copied(), seats)?;
            QuestAction::Deal { to, gift: gift(&rest[1..])? }
        }
        "allow" | "permetti" => match rest.first().copied() {
            Some("all" | "tutti") => QuestAction::Allow(Allow::All),
            Some("none" | "nobody" | "nessuno") => QuestAction::Allow(Allow::Nobody),
            other => QuestAction::Allow(Allow::Seat(seat_word(other, seats)?)),
        },
        "potion" | "pozione" => QuestAction::Potion(seat_word(rest.first().copied(), seats)?),
        word => match Rps::parse(word) {
            Some(rps) if rest.is_empty() => QuestAction::Rps(rps),
            _ => return Err(expected()),
        },
    })
}

impl fmt::Display for QuestAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seat = |s: &Seat| SEAT_NAMES[s.index()];
        match self {
            QuestAction::Move => f.write_str("move"),
            QuestAction::Act(None) => f.write_str("act"),
            QuestAction::Act(Some(card)) => write!(f, "act:{}", card.name()),
            QuestAction::Look(s) => write!(f, "look:{}", seat(s)),
            QuestAction::Attack => f.write_str("attack"),
            QuestAction::Go(rooms) if rooms.is_empty() => f.write_str("stay"),
            QuestAction::Go(rooms) => {
                let rooms: Vec<String> = rooms.iter().map(Room::to_string).collect();
                write!(f, "go:{}", rooms.join(","))
            }
            QuestAction::Stop => f.write_str("stop"),
            QuestAction::Relock { open } => f.write_str(if *open { "open" } else { "close" }),
            QuestAction::Rps(rps) => f.write_str(rps.name()),
            QuestAction::Play(card) => write!(f, "play:{}", card.name()),
            QuestAction::Armour { wear } => f.write_str(if *wear { "armour" } else { "keep" }),
            QuestAction::Steal(card) => write!(f, "steal:{}", card.name()),
            QuestAction::Take(spoil) => write!(f, "take:{}", spoil.name()),
            QuestAction::Give { to, gift } => write!(f, "give:{}:{gift}", seat(to)),
            QuestAction::Deal { to, gift } => write!(f, "deal:{}:{gift}", seat(to)),
            QuestAction::Allow(Allow::All) => f.write_str("allow:all"),
            QuestAction::Allow(Allow::Nobody) => f.write_str("allow:none"),
            QuestAction::Allow(Allow::Seat(s)) => write!(f, "allow:{}", seat(s)),
            QuestAction::Potion(s) => write!(f, "potion:{}", seat(s)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_reads_and_round_trips() {
        let at = Room::parse("B4");
        let cases = [
            ("go s e", "go:C4,C5"),
            ("go B4 C4 c5", "go:B4,C4,C5"),
            ("GO n", "go:A4"),
            ("stay", "stay"),
            ("act", "act"),
            ("act spada", "act:sword"),
            ("look eagle", "look:eagle"),
            ("give eagle 2 gold", "give:eagle:2gold"),
            ("give eagle gold", "give:eagle:1gold"),
            ("give stag rope", "give:stag:rope"),
            ("deal stag 2 gold", "deal:stag:2gold"),
            ("give stag gold key", "give:stag:gold-key"),
            ("give stag ball", "give:stag:ball"),
            ("allow all", "allow:all"),
            ("allow none", "allow:none"),
            ("allow stag", "allow:stag"),
            ("potion lion", "potion:lion"),
            ("scissors", "scissors"),
            ("play lance", "play:lance"),
            ("take treasure", "take:treasure"),
            ("take head", "take:head"),
            ("prendi donzella", "take:damsel"),
            ("steal mace", "steal:mace"),
        ];
        for (text, canonical) in cases {
            let action = parse(text, at, 4).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(action.to_string(), canonical, "{text}");
            assert_eq!(parse(canonical, at, 4), Ok(action), "{canonical}");
        }
    }

    #[test]
    fn bad_text_names_what_was_wrong() {
        let at = Room::parse("A1");
        assert!(matches!(parse("go n", at, 4), Err(PlayError::BadNotation(m)) if m.key == "quest-off-map"));
        assert!(matches!(parse("go Z9", at, 4), Err(PlayError::BadNotation(m)) if m.key == "quest-bad-room"));
        assert!(matches!(parse("look bear", at, 4), Err(PlayError::BadNotation(m)) if m.key == "quest-bad-player"));
        assert!(
            matches!(parse("give lion 0 gold", at, 4), Err(PlayError::BadNotation(m)) if m.key == "quest-bad-gift")
        );
        assert!(matches!(parse("hello", at, 4), Err(PlayError::NotAMove(_))));
    }
}
