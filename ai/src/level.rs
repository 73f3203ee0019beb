//! The five levels, from a beginner's sparring partner (1) to the strongest (5).

use std::fmt;
use std::str::FromStr;

/// A strength from 1 to 5; 3 unless a player asks for another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(5);
    pub const ALL: [Level; 5] = [Level(1), Level(2), Level(3), Level(4), Level(5)];

    /// `None` outside 1..=5.
    pub fn new(level: u8) -> Option<Level> {
        (1..=5).contains(&level).then_some(Level(level))
    }

    pub fn get(self) -> u8 {
        self.0
    }

    /// 0 for level 1 up to 4 for level 5: an index into per-level tables.
    pub fn index(self) -> usize {
        usize::from(self.0 - 1)
    }
}

impl Default for Level {
    fn default() -> Level {
        Level(3)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A level's text was not a number from 1 to 5.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelError;

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a level is a number from 1 to 5")
    }
}

impl std::error::Error for LevelError {}

impl FromStr for Level {
    type Err = LevelError;

    fn from_str(text: &str) -> Result<Level, LevelError> {
        text.trim().parse::<u8>().ok().and_then(Level::new).ok_or(LevelError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_run_from_one_to_five_and_default_to_three() {
        assert_eq!("1".parse(), Ok(Level::MIN));
        assert_eq!(" 5 ".parse(), Ok(Level::MAX));
        assert_eq!("0".parse::<Level>(), Err(LevelError));
        assert_eq!("6".parse::<Level>(), Err(LevelError));
        assert_eq!("three".parse::<Level>(), Err(LevelError));
        assert_eq!(Level::default().get(), 3);
        assert_eq!(Level::ALL.map(Level::index), [0, 1, 2, 3, 4]);
    }
}
