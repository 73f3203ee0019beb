//! Squares, pieces and the board: square, 7×7 to 11×11, its throne at the centre and its
//! corners. Which squares are restricted or hostile is the ruleset's ([`super::rules`]).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::bits;

/// The largest board's side; squares of smaller boards use the same numbering.
pub const MAX_SIZE: u8 = 11;
const CELLS: usize = (MAX_SIZE as usize) * (MAX_SIZE as usize);

/// A square, files a–k left to right and ranks 1–11 bottom to top; a smaller board uses
/// the lower-left part.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// `file` and `rank` are 0-based.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < MAX_SIZE && rank < MAX_SIZE).then(|| Square(rank * MAX_SIZE + file))
    }

    /// The square of an index below 121.
    pub(super) fn at(index: u8) -> Square {
        debug_assert!(usize::from(index) < CELLS);
        Square(index)
    }
}

crate::coords::grid_square!(Square, MAX_SIZE, super::notation::parse_square);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    North,
    East,
    South,
    West,
}

impl Direction {
    pub const ALL: [Direction; 4] = [Direction::North, Direction::East, Direction::South, Direction::West];

    pub fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
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

/// The board; serialises as an OpenTafl-style position (the top rank first), whose
/// number of ranks is its size. Besides the squares it keeps each side's pieces as
/// bitboards, the king's square and a Zobrist hash, all brought up to date by
/// [`Board::set`].
#[derive(Clone, PartialEq, Eq)]
pub struct Board {
    size: u8,
    cells: [Option<Piece>; CELLS],
    /// The attackers' squares and the defenders' (the king among them).
    sides: [u128; 2],
    king: Option<Square>,
    hash: u64,
}

/// The classic start position of Hnefatafl 11×11.
pub const START: &str = "3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3";

impl Board {
    /// Squares on a side: 7, 9 or 11.
    pub fn size(&self) -> u8 {
        self.size
    }

    pub fn contains(&self, sq: Square) -> bool {
        sq.file() < self.size && sq.rank() < self.size
    }

    /// Every square of the board, rank by rank from a1.
    pub fn squares(&self) -> impl Iterator<Item = Square> + use<> {
        let size = self.size;
        (0..size).flat_map(move |rank| (0..size).map(move |file| Square(rank * MAX_SIZE + file)))
    }

    /// The neighbour one step away, or `None` off the board.
    #[inline]
    pub fn step(&self, sq: Square, dir: Direction) -> Option<Square> {
        let (file, rank) = (sq.file(), sq.rank());
        match dir {
            Direction::North => (rank + 1 < self.size).then(|| Square(sq.0 + MAX_SIZE)),
            Direction::South => (rank > 0).then(|| Square(sq.0 - MAX_SIZE)),
            Direction::East => (file + 1 < self.size).then(|| Square(sq.0 + 1)),
            Direction::West => (file > 0).then(|| Square(sq.0 - 1)),
        }
    }

    /// The centre square.
    pub fn throne(&self) -> Square {
        Square::new(self.size / 2, self.size / 2).expect("the centre is on the board")
    }

    pub fn is_throne(&self, sq: Square) -> bool {
        sq == self.throne()
    }

    pub fn is_corner(&self, sq: Square) -> bool {
        let last = self.size - 1;
        (sq.file() == 0 || sq.file() == last) && (sq.rank() == 0 || sq.rank() == last)
    }

    pub fn is_edge(&self, sq: Square) -> bool {
        let last = self.size - 1;
        sq.file() == 0 || sq.file() == last || sq.rank() == 0 || sq.rank() == last
    }

    #[inline]
    pub fn get(&self, sq: Square) -> Option<Piece> {
        self.cells[sq.index()]
    }

    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        if let Some(old) = self.cells[sq.index()] {
            self.sides[old.side() as usize] &= !bits::bit(sq);
            self.hash ^= bits::KEYS[sq.index()][old as usize];
            if old == Piece::King {
                self.king = None;
            }
        }
        if let Some(new) = piece {
            self.sides[new.side() as usize] |= bits::bit(sq);
            self.hash ^= bits::KEYS[sq.index()][new as usize];
            if new == Piece::King {
                self.king = Some(sq);
            }
        }
        self.cells[sq.index()] = piece;
    }

    /// Every piece, by square from a1 rank by rank.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        bits::squares(self.occupied()).map(|sq| (sq, self.cells[sq.index()].expect("an occupied square")))
    }

    /// One side's pieces (the defenders' include the king), by square from a1.
    pub fn side_pieces(&self, side: Side) -> impl Iterator<Item = (Square, Piece)> + '_ {
        bits::squares(self.sides[side as usize]).map(|sq| (sq, self.cells[sq.index()].expect("an occupied square")))
    }

    /// The squares of `side`'s pieces (the king among the defenders).
    #[inline]
    pub fn side_bits(&self, side: Side) -> u128 {
        self.sides[side as usize]
    }

    /// The squares with a piece, as a bitboard.
    #[inline]
    pub fn occupied(&self) -> u128 {
        self.sides[0] | self.sides[1]
    }

    pub fn king(&self) -> Option<Square> {
        self.king
    }

    /// The Zobrist hash of the pieces on their squares, kept up to date by every change.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Parses an OpenTafl-style position: ranks from the top down separated by `/` (7, 9
    /// or 11 of them, the board's size), `t` attacker, `T` defender, `K` king, numbers
    /// for runs of empty squares.
    pub fn from_position(text: &str) -> Option<Board> {
        let ranks: Vec<&str> = text.split('/').collect();
        let size = u8::try_from(ranks.len()).ok().filter(|n| [7, 9, 11].contains(n))?;
        let mut board = Board { size, cells: [None; CELLS], sides: [0; 2], king: None, hash: 0 };
        for (i, row) in ranks.iter().enumerate() {
            let rank = size - 1 - i as u8;
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
                    let square = Square::new(file, rank).filter(|&sq| board.contains(sq))?;
                    board.set(square, Some(piece));
                    file += 1;
                }
            }
            if file != size {
                return None;
            }
        }
        // A captured king leaves the board, so a finished game may have none.
        (board.pieces().filter(|&(_, p)| p == Piece::King).count() <= 1).then_some(board)
    }

    pub fn to_position(&self) -> String {
        crate::coords::placement(self.size, self.size, |file, rank| {
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
        Board::from_position(&text).ok_or_else(|| serde::de::Error::custom("not a valid tafl position"))
    }
}
