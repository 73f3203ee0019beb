//! Action text: `e7 e5`, `e7e5`, `e7-e5`, `move e7 e5`, `O-O`, `O-O-O`, `flee d6`,
//! `fight`, `place d4`. Records use the space-free forms `e7-e5`, `flee-d6`, `fight`,
//! `place-d4`.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::board::Square;
use crate::game::PlayError;
use crate::message::Message;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LandoverAction {
    /// A move, an attack, a kidnapping, or castling as the king's two-square move.
    Move { from: Square, to: Square },
    /// Castling named by its side: `O-O` (towards the h-file) or `O-O-O`.
    Castle { long: bool },
    /// A resting piece's flight from an attack, or a wounded king's flight from combat.
    Flee { to: Square },
    /// Stand and fight instead of fleeing.
    Fight,
    /// Where the kidnapper's owner sets the kidnapped king down.
    Place { to: Square },
}

impl fmt::Display for LandoverAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LandoverAction::Move { from, to } => write!(f, "{from}-{to}"),
            LandoverAction::Castle { long: false } => f.write_str("O-O"),
            LandoverAction::Castle { long: true } => f.write_str("O-O-O"),
            LandoverAction::Flee { to } => write!(f, "flee-{to}"),
            LandoverAction::Fight => f.write_str("fight"),
            LandoverAction::Place { to } => write!(f, "place-{to}"),
        }
    }
}

fn expected(text: &str) -> PlayError {
    PlayError::NotAMove(Message::new("lo-expected").with("text", text))
}

/// A word shaped like a square (a letter and one or two digits); off-board names are
/// `BadNotation`, so the user hears which square does not exist.
fn square(word: &str) -> Option<Result<Square, PlayError>> {
    let mut chars = word.chars();
    let shaped = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && (1..=2).contains(&chars.as_str().len())
        && chars.all(|c| c.is_ascii_digit());
    shaped.then(|| {
        Square::parse(word).ok_or_else(|| PlayError::BadNotation(Message::new("lo-bad-square").with("square", word)))
    })
}

impl std::str::FromStr for LandoverAction {
    type Err = PlayError;

    fn from_str(text: &str) -> Result<LandoverAction, PlayError> {
        let trimmed = text.trim();
        let lower = trimmed.to_ascii_lowercase();
        let spaced = lower.replace('-', " ");
        let words: Vec<&str> = spaced.split_whitespace().collect();
        let words = match words.as_slice() {
            ["move" | "muovi", rest @ ..] => rest,
            all => all,
        };
        let target = |word: &str| square(word).unwrap_or_else(|| Err(expected(trimmed)));
        match words {
            ["o", "o"] | ["0", "0"] => Ok(LandoverAction::Castle { long: false }),
            ["o", "o", "o"] | ["0", "0", "0"] => Ok(LandoverAction::Castle { long: true }),
            ["fight" | "combatti"] => Ok(LandoverAction::Fight),
            ["flee" | "fuggi", to] => Ok(LandoverAction::Flee { to: target(to)? }),
            ["place" | "metti", to] => Ok(LandoverAction::Place { to: target(to)? }),
            [from, to] => Ok(LandoverAction::Move { from: target(from)?, to: target(to)? }),
            [joined] if joined.len() >= 4 && joined.is_ascii() => {
                // `e7e5`: split after the first square's digits.
                let split = joined[1..].find(|c: char| c.is_ascii_alphabetic()).map(|i| i + 1);
                match split {
                    Some(i) => Ok(LandoverAction::Move { from: target(&joined[..i])?, to: target(&joined[i..])? }),
                    None => Err(expected(trimmed)),
                }
            }
            _ => Err(expected(trimmed)),
        }
    }
}
