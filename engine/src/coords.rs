//! Square names shared by the grid games: a file letter then a 1-based rank (`f6`, `j10`),
//! and their text and serde forms.

/// The 0-based file and rank of a name like `f6` (case-insensitive, one or two digits, no
/// leading zero); the game then checks that such a square exists.
pub(crate) fn parse(text: &str) -> Option<(u8, u8)> {
    let mut chars = text.trim().chars();
    let file = chars.next()?.to_ascii_lowercase();
    let digits = chars.as_str();
    if !file.is_ascii_lowercase()
        || digits.starts_with('0')
        || !(1..=2).contains(&digits.len())
        || !digits.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let rank: u8 = digits.parse().ok()?;
    Some((file as u8 - b'a', rank - 1))
}

/// A placement text: ranks from the top (`ranks - 1`) down to 0 separated by `/`, files
/// left to right, each run of empty squares as its length; `cell` gives an occupied
/// square's text.
pub(crate) fn placement(files: u8, ranks: u8, cell: impl Fn(u8, u8) -> Option<String>) -> String {
    let mut rows = Vec::with_capacity(usize::from(ranks));
    for rank in (0..ranks).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in 0..files {
            match cell(file, rank) {
                None => empty += 1,
                Some(text) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push_str(&text);
                }
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    rows.join("/")
}

/// For a square type holding `rank * $width + file` in a `u8` (or a `u16`, for fields
/// wider than 15): `file()`, `rank()` and
/// `index()`, `Display` (`f6`), and serde as that text; `$parse` reads the text back.
macro_rules! grid_square {
    ($square:ty, $width:expr, $parse:expr) => {
        impl $square {
            /// The 0-based file (column), from the left.
            #[allow(clippy::unnecessary_cast, reason = "the index is a u8 or a u16")]
            pub fn file(self) -> u8 {
                (self.0 % $width) as u8
            }

            /// The 0-based rank (row), from the bottom.
            #[allow(clippy::unnecessary_cast, reason = "the index is a u8 or a u16")]
            pub fn rank(self) -> u8 {
                (self.0 / $width) as u8
            }

            pub fn index(self) -> usize {
                usize::from(self.0)
            }
        }

        impl std::fmt::Display for $square {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}{}", char::from(b'a' + self.file()), self.rank() + 1)
            }
        }

        impl serde::Serialize for $square {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> serde::Deserialize<'de> for $square {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<$square, D::Error> {
                let text = String::deserialize(deserializer)?;
                $parse(&text).ok_or_else(|| serde::de::Error::custom("not a square of this board"))
            }
        }
    };
}

pub(crate) use grid_square;

#[cfg(test)]
mod tests {
    #[test]
    fn names_read_as_file_and_rank() {
        assert_eq!(super::parse("f6"), Some((5, 5)));
        assert_eq!(super::parse(" J10 "), Some((9, 9)));
        for bad in ["", "f", "f0", "f06", "f100", "6f", "ff", "f6x"] {
            assert_eq!(super::parse(bad), None, "{bad:?}");
        }
    }
}
