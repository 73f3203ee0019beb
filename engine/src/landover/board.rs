//! Squares, sides, pieces and the 8×8 board, with the text position format.

use serde::{Deserialize, Serialize};

pub const SIZE: u8 = 8;

/// A square, files a–h left to right and ranks 1–8 from Lawful's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// `file` and `rank` are 0-based.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < SIZE && rank < SIZE).then(|| Square(rank * SIZE + file))
    }

    /// The square `df` files and `dr` ranks away, or `None` off the board.
    pub fn offset(self, df: i8, dr: i8) -> Option<Square> {
        Square::new(self.file().checked_add_signed(df)?, self.rank().checked_add_signed(dr)?)
    }

    /// How many king steps separate two squares.
    pub fn distance(self, other: Square) -> u8 {
        self.file().abs_diff(other.file()).max(self.rank().abs_diff(other.rank()))
    }

    /// The eight squares around this one that exist.
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        KING_STEPS.into_iter().filter_map(move |(df, dr)| self.offset(df, dr))
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..SIZE * SIZE).map(Square)
    }

    /// Reads `e4` (case-insensitive).
    pub fn parse(text: &str) -> Option<Square> {
        let (file, rank) = crate::coords::parse(text)?;
        Square::new(file, rank)
    }
}

crate::coords::grid_square!(Square, SIZE, Square::parse);

pub(crate) const KING_STEPS: [(i8, i8); 8] = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)];

/// The two armies. Chaotic (seat 0) plays the dark pieces and moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Chaotic,
    Lawful,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Chaotic => Side::Lawful,
            Side::Lawful => Side::Chaotic,
        }
    }

    /// The 0-based rank of the back row.
    pub fn back_rank(self) -> u8 {
        match self {
            Side::Chaotic => SIZE - 1,
            Side::Lawful => 0,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// The kinds of piece: five characters (the chess pieces) and five kinds of warrior
/// (pawns with special traits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Rook,
    Knight,
    Bishop,
    Queen,
    King,
    Soldier,
    Squire,
    /// The musician or the standard-bearer.
    Herald,
    Dwarf,
    Spy,
}

impl Kind {
    pub const ALL: [Kind; 10] = [
        Kind::Rook,
        Kind::Knight,
        Kind::Bishop,
        Kind::Queen,
        Kind::King,
        Kind::Soldier,
        Kind::Squire,
        Kind::Herald,
        Kind::Dwarf,
        Kind::Spy,
    ];

    pub fn is_pawn(self) -> bool {
        matches!(self, Kind::Soldier | Kind::Squire | Kind::Herald | Kind::Dwarf | Kind::Spy)
    }

    /// The seed's letter, upper case (Chaotic writes it so, Lawful in lower case).
    pub fn letter(self) -> char {
        match self {
            Kind::Rook => 'A',
            Kind::Knight => 'B',
            Kind::Bishop => 'C',
            Kind::Queen => 'D',
            Kind::King => 'E',
            Kind::Soldier => 'F',
            Kind::Squire => 'G',
            Kind::Herald => 'H',
            Kind::Spy => 'I',
            Kind::Dwarf => 'L',
        }
    }

    fn from_letter(letter: char) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.letter() == letter.to_ascii_uppercase())
    }

    /// The stable name, used in options and records.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Rook => "rook",
            Kind::Knight => "knight",
            Kind::Bishop => "bishop",
            Kind::Queen => "queen",
            Kind::King => "king",
            Kind::Soldier => "soldier",
            Kind::Squire => "squire",
            Kind::Herald => "herald",
            Kind::Dwarf => "dwarf",
            Kind::Spy => "spy",
        }
    }

    /// How many of this kind each side starts with; they are numbered from 1.
    fn count(self) -> u8 {
        match self {
            Kind::Rook | Kind::Knight | Kind::Bishop | Kind::Soldier | Kind::Squire | Kind::Herald => 2,
            Kind::Queen | Kind::King | Kind::Dwarf | Kind::Spy => 1,
        }
    }
}

/// A piece's identity: its side, kind and number (A1 or A2), which names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    pub side: Side,
    pub kind: Kind,
    /// 1 or 2 for kinds with two pieces, 0 for single ones.
    pub number: u8,
}

impl Piece {
    /// The seed's code: `A1`, `D`, `L`, in lower case for Lawful.
    pub fn code(self) -> String {
        let letter = match self.side {
            Side::Chaotic => self.kind.letter(),
            Side::Lawful => self.kind.letter().to_ascii_lowercase(),
        };
        if self.number == 0 { letter.to_string() } else { format!("{letter}{}", self.number) }
    }
    /// Whether a herald is the musician (Chaotic's H1, Lawful's H2, in both themes) rather
    /// than the standard-bearer.
    pub fn is_musician(self) -> bool {
        self.kind == Kind::Herald && (self.side == Side::Chaotic) == (self.number == 1)
    }
}

/// A piece on the board with its state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    pub piece: Piece,
    /// The current Resistance.
    pub r: u8,
    /// It won a combat with losses during this turn number and rests until the end of
    /// its owner's next turn.
    pub resting_since: Option<u16>,
    /// It has moved (pawns: the first move is made; king and rooks: no castling).
    pub moved: bool,
}

impl Unit {
    pub fn side(&self) -> Side {
        self.piece.side
    }

    pub fn kind(&self) -> Kind {
        self.piece.kind
    }

    pub fn is_resting(&self) -> bool {
        self.resting_since.is_some()
    }
}

/// Combativeness and Resistance of one kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    pub c: u8,
    pub r: u8,
}

/// The values of every kind, in [`Kind::ALL`] order. The seed's table is lost; the
/// defaults are our provisional house values.
pub type StatTable = [Stats; 10];

pub const DEFAULT_STATS: StatTable = [
    Stats { c: 8, r: 24 },
    Stats { c: 7, r: 22 },
    Stats { c: 7, r: 22 },
    Stats { c: 9, r: 26 },
    Stats { c: 8, r: 30 },
    Stats { c: 5, r: 20 },
    Stats { c: 5, r: 20 },
    Stats { c: 5, r: 20 },
    Stats { c: 5, r: 20 },
    Stats { c: 6, r: 18 },
];

/// The dwarf's trait: +2 C and −2 R on its table values.
pub const DWARF_C: u8 = 2;
pub const DWARF_R: u8 = 2;

/// A kind's Combativeness and full Resistance with its own trait (dwarf +2 C −2 R,
/// herald −2 C).
pub fn base_stats(table: &StatTable, kind: Kind) -> Stats {
    let s = table[Kind::ALL.iter().position(|&k| k == kind).expect("every kind is listed")];
    match kind {
        Kind::Dwarf => Stats { c: s.c + DWARF_C, r: s.r.saturating_sub(DWARF_R).max(1) },
        Kind::Herald => Stats { c: s.c.saturating_sub(2), r: s.r },
        _ => s,
    }
}

/// The 64 squares.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    cells: Vec<Option<Unit>>,
}

/// The start position in the text format (see [`Board::from_text`]): the spies stand
/// among the enemy and count as having moved.
pub const START: &str = "ABCDECBA/FGFHHLGi'/8/8/8/8/fgfhhlgI'/abcdecba";

impl Board {
    pub fn empty() -> Board {
        Board { cells: vec![None; usize::from(SIZE * SIZE)] }
    }

    pub fn get(&self, sq: Square) -> Option<&Unit> {
        self.cells[sq.index()].as_ref()
    }

    pub fn get_mut(&mut self, sq: Square) -> Option<&mut Unit> {
        self.cells[sq.index()].as_mut()
    }

    pub fn set(&mut self, sq: Square, unit: Option<Unit>) {
        self.cells[sq.index()] = unit;
    }

    pub fn take(&mut self, sq: Square) -> Option<Unit> {
        self.cells[sq.index()].take()
    }

    pub fn units_mut(&mut self) -> impl Iterator<Item = (Square, &mut Unit)> {
        self.cells.iter_mut().enumerate().filter_map(|(i, c)| c.as_mut().map(|u| (Square(i as u8), u)))
    }

    pub fn side_at(&self, sq: Square) -> Option<Side> {
        self.get(sq).map(Unit::side)
    }

    pub fn units(&self) -> impl Iterator<Item = (Square, &Unit)> {
        Square::all().filter_map(|sq| self.get(sq).map(|u| (sq, u)))
    }

    /// Reads the placement field: ranks 8 to 1 separated by `/`, files a to h; a piece is
    /// its seed letter (upper case Chaotic, lower case Lawful) followed by `'` when a pawn
    /// has already moved; digits count empty squares. Pieces of one kind and side are
    /// numbered in reading order; every piece has its full R, and rooks and kings count as
    /// unmoved.
    pub fn from_text(text: &str, table: &StatTable) -> Option<Board> {
        let mut board = Board::empty();
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != usize::from(SIZE) {
            return None;
        }
        let mut numbers = [[0u8; 10]; 2];
        for (row, line) in rows.into_iter().enumerate() {
            let rank = SIZE - 1 - row as u8;
            let mut file = 0u8;
            let mut chars = line.chars().peekable();
            while let Some(c) = chars.next() {
                if let Some(n) = c.to_digit(10).filter(|n| (1..=8).contains(n)) {
                    file += n as u8;
                    continue;
                }
                let kind = Kind::from_letter(c)?;
                let side = if c.is_ascii_uppercase() { Side::Chaotic } else { Side::Lawful };
                let moved = chars.next_if_eq(&'\'').is_some();
                if moved && !kind.is_pawn() {
                    return None;
                }
                let count = &mut numbers[side.index()][Kind::ALL.iter().position(|&k| k == kind)?];
                *count += 1;
                let number = if kind.count() == 1 { 0 } else { (*count - 1) % kind.count() + 1 };
                let piece = Piece { side, kind, number };
                let r = base_stats(table, kind).r;
                board.set(Square::new(file, rank)?, Some(Unit { piece, r, resting_since: None, moved }));
                file += 1;
            }
            if file != SIZE {
                return None;
            }
        }
        Some(board)
    }

    /// The placement field, the inverse of [`Board::from_text`].
    pub fn to_text(&self) -> String {
        crate::coords::placement(SIZE, SIZE, |file, rank| {
            let unit = self.get(Square::new(file, rank).expect("on the board"))?;
            let letter = unit.kind().letter();
            let mut text = if unit.side() == Side::Chaotic { letter } else { letter.to_ascii_lowercase() }.to_string();
            if unit.kind().is_pawn() && unit.moved {
                text.push('\'');
            }
            Some(text)
        })
    }
}
