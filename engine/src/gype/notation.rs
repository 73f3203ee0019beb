//! Action text: `c1 c2`, `c1 e3 g5`, `c1 d3 via c3`, `roll d4`, `setup FFBBSSTT`,
//! `setup random`. Records use the space-free forms `c1-e3-g5`, `c1-d3/c3`, `roll:d4`,
//! `setup:FFBBSSTT`, `setup:random`.

use std::fmt;

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use super::board::{Face, Square};
use crate::game::PlayError;
use crate::message::Message;

/// The faces of a home row, listed along the row (files b–i, or ranks 2–9).
pub type Arrangement = [Face; 8];

/// A move's landings. Kept inline up to 16 (the size of a `Vec`'s own fields), so that
/// listing moves allocates nothing per move: the searches list millions.
pub type Path = SmallVec<[Square; 16]>;

/// The faces every player starts with.
pub const STARTING_FACES: [Face; 4] = [Face::Flame, Face::Book, Face::Swords, Face::Tree];

/// The order used by `setup default` and when the setup time runs out.
pub const DEFAULT_ORDER: Arrangement =
    [Face::Swords, Face::Tree, Face::Book, Face::Flame, Face::Flame, Face::Book, Face::Tree, Face::Swords];

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum GypeAction {
    /// A secret choice of the home row's order.
    Setup { order: Arrangement },
    /// Let chance choose the order.
    SetupRandom,
    /// Reroll one's own die in place.
    Roll { square: Square },
    /// A step (one landing next to `from`), a jump chain (landings two squares apart), or
    /// a hat's leap, whose `via` names the corner of its L.
    Move { from: Square, path: Path, via: Option<Square> },
}

impl fmt::Display for GypeAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GypeAction::Setup { order } => write!(f, "setup:{}", order_letters(order)),
            GypeAction::SetupRandom => f.write_str("setup:random"),
            GypeAction::Roll { square } => write!(f, "roll:{square}"),
            GypeAction::Move { from, path, via } => {
                write!(f, "{from}")?;
                for sq in path {
                    write!(f, "-{sq}")?;
                }
                match via {
                    Some(via) => write!(f, "/{via}"),
                    None => Ok(()),
                }
            }
        }
    }
}

pub fn order_letters(order: &Arrangement) -> String {
    order.iter().map(|f| f.letter()).collect()
}

fn expected(text: &str) -> PlayError {
    PlayError::NotAMove(Message::new("gype-expected").with("text", text.trim()))
}

/// A word shaped like a square: a letter and one or two digits.
fn square_shaped(word: &str) -> bool {
    let mut chars = word.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && (1..=2).contains(&chars.as_str().len())
        && chars.all(|c| c.is_ascii_digit())
}

fn square(word: &str) -> Result<Square, PlayError> {
    Square::parse(word).ok_or_else(|| PlayError::BadNotation(Message::new("gype-bad-square").with("square", word)))
}

/// A face from its English or Italian name or initial, among the four starting faces.
fn starting_face(word: &str) -> Option<Face> {
    match word {
        "f" | "flame" | "flames" | "fiamma" | "fiamme" => Some(Face::Flame),
        "b" | "l" | "book" | "books" | "libro" | "libri" => Some(Face::Book),
        "s" | "sword" | "swords" | "spada" | "spade" => Some(Face::Swords),
        "t" | "a" | "tree" | "trees" | "albero" | "alberi" => Some(Face::Tree),
        _ => None,
    }
}

fn parse_setup(words: &[&str]) -> Result<GypeAction, PlayError> {
    let bad = || PlayError::BadNotation(Message::new("gype-setup-expected"));
    match words {
        ["random" | "casuale"] => return Ok(GypeAction::SetupRandom),
        ["default" | "standard"] => return Ok(GypeAction::Setup { order: DEFAULT_ORDER }),
        _ => {}
    }
    let faces: Vec<Face> = match words {
        [letters] if letters.chars().count() == 8 => {
            letters.chars().map(|c| starting_face(&c.to_string())).collect::<Option<_>>().ok_or_else(bad)?
        }
        _ => words.iter().map(|w| starting_face(w)).collect::<Option<_>>().ok_or_else(bad)?,
    };
    let order: Arrangement = faces.try_into().map_err(|_| bad())?;
    if STARTING_FACES.iter().any(|face| order.iter().filter(|f| *f == face).count() != 2) {
        return Err(bad());
    }
    Ok(GypeAction::Setup { order })
}

/// Parses an action; syntax errors only.
pub fn parse(text: &str) -> Result<GypeAction, PlayError> {
    let lower = text.trim().to_lowercase().replace('/', " via ");
    let mut words: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || matches!(c, '-' | ':' | ',' | '→'))
        .filter(|w| !w.is_empty())
        .collect();
    if matches!(words.first(), Some(&("move" | "muovi"))) {
        words.remove(0);
    }
    match words.as_slice() {
        ["setup" | "schiera", rest @ ..] => parse_setup(rest),
        ["roll" | "tira", sq] if square_shaped(sq) => Ok(GypeAction::Roll { square: square(sq)? }),
        ["roll" | "tira", ..] => Err(PlayError::BadNotation(Message::new("gype-roll-expected"))),
        [first, rest @ ..] if square_shaped(first) => {
            let (landings, via) = match rest {
                [landings @ .., "via", via] if square_shaped(via) => (landings, Some(square(via)?)),
                _ => (rest, None),
            };
            if landings.is_empty() || !landings.iter().all(|w| square_shaped(w)) {
                return Err(expected(text));
            }
            let path = landings.iter().map(|w| square(w)).collect::<Result<_, _>>()?;
            Ok(GypeAction::Move { from: square(first)?, path, via })
        }
        _ => Err(expected(text)),
    }
}
