//! Squares, pieces and the 11×11 board.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

pub const SIZE: u8 = 11;
const CELLS: usize = (SIZE as usize) * (SIZE as usize);

/// A square, files a–k left to right and ranks 1–11 bottom to top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub const THRONE: Square = Square(5 * SIZE + 5);
    pub const CORNERS: [Square; 4] = [Square(0), Square(SIZE - 1), Square(SIZE * (SIZE - 1)), Square(SIZE * SIZE - 1)];

    /// `file` and `rank` are 0-based.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < SIZE && rank < SIZE).then(|| Square(rank * SIZE + file))
    }

    pub fn is_corner(self) -> bool {
        Square::CORNERS.contains(&self)
    }

    pub fn is_throne(self) -> bool {
        self == Square::THRONE
    }

    /// The throne and the corners: only the king may stop there.
    pub fn is_restricted(self) -> bool {
        self.is_throne() || self.is_corner()
    }

    /// The neighbour one step away, or `None` off the board.
    pub fn step(self, dir: Direction) -> Option<Square> {
        let (df, dr) = dir.delta();
        let file = self.file().checked_add_signed(df)?;
        let rank = self.rank().checked_add_signed(dr)?;
        Square::new(file, rank)
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..SIZE * SIZE).map(Square)
    }
}

crate::coords::grid_square!(Square, SIZE, super::notation::parse_square);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    North,
    East,
    South,
    West,
}

impl Direction {
    pub const ALL: [Direction; 4] = [Direction::North, Direction::East, Direction::South, Direction::West];

    fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::East => (1, 0),
            Direction::South => (0, -1),
            Direction::West => (-1, 0),
        }
    }
}

/// The two sides. Attackers sit at seat 0 and move first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Attackers,
    Defenders,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Attackers => Side::Defenders,
            Side::Defenders => Side::Attackers,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Attackers => "attackers",
            Side::Defenders => "defenders",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Piece {
    Attacker,
    Defender,
    King,
}

impl Piece {
    pub fn side(self) -> Side {
        match self {
            Piece::Attacker => Side::Attackers,
            Piece::Defender | Piece::King => Side::Defenders,
        }
    }

    fn letter(self) -> char {
        match self {
            Piece::Attacker => 't',
            Piece::Defender => 'T',
            Piece::King => 'K',
        }
    }
}

/// The board; serialises as an OpenTafl-style position (rank 11 first).
#[derive(Clone, PartialEq, Eq)]
pub struct Board([Option<Piece>; CELLS]);

/// The classic start position of Hnefatafl 11×11.
pub const START: &str = "3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3";

impl Board {
    pub fn get(&self, sq: Square) -> Option<Piece> {
        self.0[sq.index()]
    }

    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        self.0[sq.index()] = piece;
    }

    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|sq| self.get(sq).map(|p| (sq, p)))
    }

    pub fn king(&self) -> Option<Square> {
        self.pieces().find(|&(_, p)| p == Piece::King).map(|(sq, _)| sq)
    }

    /// Parses an OpenTafl-style position: ranks from 11 down to 1 separated by `/`,
    /// `t` attacker, `T` defender, `K` king, numbers for runs of empty squares.
    pub fn from_position(text: &str) -> Option<Board> {
        let mut board = Board([None; CELLS]);
        let ranks: Vec<&str> = text.split('/').collect();
        if ranks.len() != usize::from(SIZE) {
            return None;
        }
        for (i, row) in ranks.iter().enumerate() {
            let rank = SIZE - 1 - i as u8;
            let mut file = 0u8;
            let mut chars = row.chars().peekable();
            while let Some(c) = chars.next() {
                if let Some(d) = c.to_digit(10) {
                    let mut run = d as u8;
                    if let Some(d2) = chars.next_if(char::is_ascii_digit) {
                        run = run * 10 + d2.to_digit(10)? as u8;
                    }
                    file = file.checked_add(run)?;
                } else {
                    let piece = match c {
                        't' => Piece::Attacker,
                        'T' => Piece::Defender,
                        'K' => Piece::King,
                        _ => return None,
                    };
                    board.set(Square::new(file, rank)?, Some(piece));
                    file += 1;
                }
            }
            if file != SIZE {
                return None;
            }
        }
        // A captured king leaves the board, so a finished game may have none.
        (board.pieces().filter(|&(_, p)| p == Piece::King).count() <= 1).then_some(board)
    }

    pub fn to_position(&self) -> String {
        crate::coords::placement(SIZE, SIZE, |file, rank| {
            self.get(Square::new(file, rank).expect("on the board")).map(|p| p.letter().to_string())
        })
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::from_position(START).expect("the start position is valid")
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_position())
    }
}

impl Serialize for Board {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_position())
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Board, D::Error> {
        let text = String::deserialize(deserializer)?;
        Board::from_position(&text).ok_or_else(|| serde::de::Error::custom("not a valid 11×11 position"))
    }
}
