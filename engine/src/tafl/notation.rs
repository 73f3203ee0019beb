//! Move text: two squares, `d1-d4`, `d1 d4`, `d1d4` or `d1xd4`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::board::Square;
use crate::game::PlayError;
use crate::message::Message;

/// A move from one square to another; legality is checked separately.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TaflMove {
    pub from: Square,
    pub to: Square,
}

impl fmt::Display for TaflMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// Parses `f6` (case-insensitive); `None` for anything else.
pub fn parse_square(text: &str) -> Option<Square> {
    crate::coords::parse(text).and_then(|(file, rank)| Square::new(file, rank))
}

/// Splits `text` into a square-like token (letter then digits) and the rest.
fn split_square_token(text: &str) -> Option<(&str, &str)> {
    let first = text.chars().next()?;
    if !first.is_ascii_alphabetic() {
        return None;
    }
    let digits = text[1..].bytes().take_while(u8::is_ascii_digit).count();
    (digits > 0).then(|| text.split_at(1 + digits))
}

fn square(token: &str) -> Result<Square, PlayError> {
    parse_square(token).ok_or_else(|| PlayError::BadNotation(Message::new("tafl-bad-square").with("square", token)))
}

impl FromStr for TaflMove {
    type Err = PlayError;

    fn from_str(text: &str) -> Result<TaflMove, PlayError> {
        let expected = || PlayError::NotAMove(Message::new("tafl-expected-move").with("text", text.trim()));
        let (from, rest) = split_square_token(text.trim()).ok_or_else(expected)?;
        let rest = rest.trim_start_matches(|c: char| c == '-' || c == 'x' || c == 'X' || c.is_whitespace());
        let (to, tail) = split_square_token(rest).ok_or_else(expected)?;
        if !tail.trim().is_empty() {
            return Err(expected());
        }
        Ok(TaflMove { from: square(from)?, to: square(to)? })
    }
}
