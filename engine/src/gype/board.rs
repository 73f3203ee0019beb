//! The 10×10 frame (the 8×8 board and four home rows), the sides, the dice faces.

use std::fmt;

use serde::{Deserialize, Serialize};

pub const FRAME: u8 = 10;
const CELLS: usize = (FRAME as usize) * (FRAME as usize);

/// A square of the frame, files a–j and ranks 1–10; the four corners do not exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

/// Where a square lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Region {
    Board,
    Home(Side),
}

impl Square {
    /// `file` and `rank` are 0-based; `None` off the frame or on a corner.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        let edge = |v: u8| v == 0 || v == FRAME - 1;
        (file < FRAME && rank < FRAME && !(edge(file) && edge(rank))).then(|| Square(rank * FRAME + file))
    }

    /// The square `(df, dr)` away, if it exists.
    pub fn offset(self, (df, dr): (i8, i8)) -> Option<Square> {
        Square::new(self.file().checked_add_signed(df)?, self.rank().checked_add_signed(dr)?)
    }

    /// The file and rank distance to `other`, signed.
    pub fn delta(self, other: Square) -> (i8, i8) {
        (other.file() as i8 - self.file() as i8, other.rank() as i8 - self.rank() as i8)
    }

    pub fn region(self) -> Region {
        match (self.file(), self.rank()) {
            (_, 0) => Region::Home(Side::South),
            (_, r) if r == FRAME - 1 => Region::Home(Side::North),
            (0, _) => Region::Home(Side::West),
            (f, _) if f == FRAME - 1 => Region::Home(Side::East),
            _ => Region::Board,
        }
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..FRAME).flat_map(|rank| (0..FRAME).filter_map(move |file| Square::new(file, rank)))
    }

    /// Parses `c1`, `j10` (case-insensitive); `None` for text that is not a frame square.
    pub fn parse(text: &str) -> Option<Square> {
        crate::coords::parse(text).and_then(|(file, rank)| Square::new(file, rank))
    }
}

crate::coords::grid_square!(Square, FRAME, Square::parse);

/// The four sides, in turn order (clockwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    South,
    West,
    North,
    East,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::South, Side::West, Side::North, Side::East];

    /// The sides that play, by number of players: south and north for two, then west,
    /// then east.
    pub fn seated(players: usize) -> &'static [Side] {
        match players {
            2 => &[Side::South, Side::North],
            3 => &[Side::South, Side::West, Side::North],
            _ => &Side::ALL,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::West => "west",
            Side::North => "north",
            Side::East => "east",
        }
    }

    pub fn opposite(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::West => Side::East,
            Side::North => Side::South,
            Side::East => Side::West,
        }
    }

    /// One step towards the goal row.
    pub fn forward(self) -> (i8, i8) {
        match self {
            Side::South => (0, 1),
            Side::West => (1, 0),
            Side::North => (0, -1),
            Side::East => (-1, 0),
        }
    }

    /// The home row's squares, by file for south and north and by rank for west and east.
    pub fn home_row(self) -> [Square; 8] {
        std::array::from_fn(|i| {
            let i = i as u8 + 1;
            let (file, rank) = match self {
                Side::South => (i, 0),
                Side::North => (i, FRAME - 1),
                Side::West => (0, i),
                Side::East => (FRAME - 1, i),
            };
            Square::new(file, rank).expect("home rows avoid the corners")
        })
    }

    /// How far `sq` lies from this side's home row along the forward axis (0 on it).
    pub fn progress(self, sq: Square) -> u8 {
        match self {
            Side::South => sq.rank(),
            Side::North => FRAME - 1 - sq.rank(),
            Side::West => sq.file(),
            Side::East => FRAME - 1 - sq.file(),
        }
    }

    pub fn is_home(self, sq: Square) -> bool {
        sq.region() == Region::Home(self)
    }

    pub fn is_goal(self, sq: Square) -> bool {
        sq.region() == Region::Home(self.opposite())
    }

    /// Beyond the middle of the board, seen from this side.
    pub fn is_far_half(self, sq: Square) -> bool {
        self.progress(sq) >= FRAME / 2
    }
}

/// The six faces of a die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Face {
    Flame,
    Book,
    Swords,
    Tree,
    Hat,
    Ear,
}

const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
const ALL_DIRECTIONS: [(i8, i8); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
/// Forward, the two forward diagonals and straight back, for south, west, north, east.
const TREE: [[(i8, i8); 4]; 4] = [
    [(0, 1), (-1, 1), (1, 1), (0, -1)],
    [(1, 0), (1, 1), (1, -1), (-1, 0)],
    [(0, -1), (1, -1), (-1, -1), (0, 1)],
    [(-1, 0), (-1, -1), (-1, 1), (1, 0)],
];
pub const KNIGHT: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

impl Face {
    pub const ALL: [Face; 6] = [Face::Flame, Face::Book, Face::Swords, Face::Tree, Face::Hat, Face::Ear];

    pub fn name(self) -> &'static str {
        match self {
            Face::Flame => "flame",
            Face::Book => "book",
            Face::Swords => "swords",
            Face::Tree => "tree",
            Face::Hat => "hat",
            Face::Ear => "ear",
        }
    }

    /// The English initial, used in records.
    pub fn letter(self) -> char {
        match self {
            Face::Flame => 'F',
            Face::Book => 'B',
            Face::Swords => 'S',
            Face::Tree => 'T',
            Face::Hat => 'H',
            Face::Ear => 'E',
        }
    }

    /// A picture that reads the same in every language.
    pub fn emoji(self) -> &'static str {
        match self {
            Face::Flame => "🔥",
            Face::Book => "📖",
            Face::Swords => "⚔️",
            Face::Tree => "🌳",
            Face::Hat => "🎩",
            Face::Ear => "👂",
        }
    }

    /// The one-square directions of a stepping face (the hat leaps; the ear stays).
    pub fn directions(self, side: Side) -> &'static [(i8, i8)] {
        match self {
            Face::Flame => &ALL_DIRECTIONS,
            Face::Book => &ORTHOGONAL,
            Face::Swords => &DIAGONAL,
            Face::Tree => &TREE[side as usize],
            Face::Hat | Face::Ear => &[],
        }
    }
}

/// A die on the frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Die {
    pub owner: Side,
    pub face: Face,
}

/// The dice on the frame.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "Vec<(Square, Die)>", try_from = "Vec<(Square, Die)>")]
pub struct Board([Option<Die>; CELLS]);

impl Board {
    pub fn empty() -> Board {
        Board([None; CELLS])
    }

    pub fn get(&self, sq: Square) -> Option<Die> {
        self.0[sq.index()]
    }

    pub fn set(&mut self, sq: Square, die: Option<Die>) {
        self.0[sq.index()] = die;
    }

    pub fn dice(&self) -> impl Iterator<Item = (Square, Die)> + '_ {
        Square::all().filter_map(|sq| self.get(sq).map(|d| (sq, d)))
    }

    /// The dice of `side` that stand in its goal row.
    pub fn finished(&self, side: Side) -> usize {
        self.dice().filter(|&(sq, d)| d.owner == side && side.is_goal(sq)).count()
    }
}

impl From<Board> for Vec<(Square, Die)> {
    fn from(board: Board) -> Vec<(Square, Die)> {
        board.dice().collect()
    }
}

impl TryFrom<Vec<(Square, Die)>> for Board {
    type Error = &'static str;

    fn try_from(dice: Vec<(Square, Die)>) -> Result<Board, &'static str> {
        let mut board = Board::empty();
        for (sq, die) in dice {
            if board.get(sq).is_some() {
                return Err("two dice on one square");
            }
            board.set(sq, Some(die));
        }
        Ok(board)
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..FRAME).rev() {
            for file in 0..FRAME {
                let c = match Square::new(file, rank).and_then(|sq| self.get(sq)) {
                    Some(d) if matches!(d.owner, Side::South | Side::West) => d.face.letter(),
                    Some(d) => d.face.letter().to_ascii_lowercase(),
                    None => '.',
                };
                write!(f, "{c}")?;
            }
            if rank > 0 {
                write!(f, "/")?;
            }
        }
        Ok(())
    }
}
