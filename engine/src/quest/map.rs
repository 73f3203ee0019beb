//! The map: 40 room cards on 5 rows (A–E) by 8 columns (1–8), and the 67 doors between
//! orthogonal neighbours, each a tile drawn from the pool of 80.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

pub const ROWS: u8 = 5;
pub const COLS: u8 = 8;
pub const ROOMS: usize = (ROWS * COLS) as usize;
/// 5 rows of 7 doors between columns, then 4 rows of 8 doors between rows.
pub const DOORS: usize = (ROWS * (COLS - 1) + (ROWS - 1) * COLS) as usize;

/// A room's place: row A–E from the top, column 1–8 from the left (`B4`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Room(u8);

/// A step's direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    pub fn parse(text: &str) -> Option<Dir> {
        match text.to_ascii_lowercase().as_str() {
            "n" | "north" | "nord" => Some(Dir::N),
            "e" | "east" | "est" => Some(Dir::E),
            "s" | "south" | "sud" => Some(Dir::S),
            "w" | "west" | "o" | "ovest" => Some(Dir::W),
            _ => None,
        }
    }
}

impl Room {
    pub fn new(row: u8, col: u8) -> Option<Room> {
        (row < ROWS && col < COLS).then(|| Room(row * COLS + col))
    }

    pub fn from_index(index: usize) -> Option<Room> {
        (index < ROOMS).then_some(Room(index as u8))
    }

    pub fn all() -> impl Iterator<Item = Room> {
        (0..ROOMS as u8).map(Room)
    }

    pub fn row(self) -> u8 {
        self.0 / COLS
    }

    pub fn col(self) -> u8 {
        self.0 % COLS
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    pub fn bit(self) -> u64 {
        1 << self.0
    }

    /// `B4`, case-insensitive.
    pub fn parse(text: &str) -> Option<Room> {
        let (row, col) = crate::coords::parse(text)?;
        Room::new(row, col)
    }

    pub fn step(self, dir: Dir) -> Option<Room> {
        let (row, col) = (self.row(), self.col());
        match dir {
            Dir::N => row.checked_sub(1).and_then(|r| Room::new(r, col)),
            Dir::S => Room::new(row + 1, col),
            Dir::W => col.checked_sub(1).and_then(|c| Room::new(row, c)),
            Dir::E => Room::new(row, col + 1),
        }
    }

    pub fn neighbours(self) -> impl Iterator<Item = Room> {
        Dir::ALL.into_iter().filter_map(move |d| self.step(d))
    }

    /// The door between two orthogonal neighbours.
    pub fn door_to(self, other: Room) -> Option<DoorId> {
        let (a, b) = (self.min(other), self.max(other));
        if a.row() == b.row() && a.col() + 1 == b.col() {
            Some(DoorId(a.row() * (COLS - 1) + a.col()))
        } else if a.col() == b.col() && a.row() + 1 == b.row() {
            Some(DoorId(ROWS * (COLS - 1) + a.row() * COLS + a.col()))
        } else {
            None
        }
    }

    /// The doors around this room.
    pub fn doors(self) -> impl Iterator<Item = DoorId> {
        self.neighbours().filter_map(move |n| self.door_to(n))
    }
}

impl fmt::Display for Room {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'A' + self.row()), self.col() + 1)
    }
}

impl Serialize for Room {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Room {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Room, D::Error> {
        let text = String::deserialize(deserializer)?;
        Room::parse(&text).ok_or_else(|| serde::de::Error::custom("not a room of the map"))
    }
}

/// One of the 67 doors, numbered as [`Room::door_to`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct DoorId(pub u8);

impl DoorId {
    pub fn all() -> impl Iterator<Item = DoorId> {
        (0..DOORS as u8).map(DoorId)
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    pub fn bit(self) -> u128 {
        1 << self.0
    }

    /// The two rooms it joins: left and right, or upper and lower.
    pub fn rooms(self) -> (Room, Room) {
        let horizontal = ROWS * (COLS - 1);
        if self.0 < horizontal {
            let (row, col) = (self.0 / (COLS - 1), self.0 % (COLS - 1));
            (Room(row * COLS + col), Room(row * COLS + col + 1))
        } else {
            let i = self.0 - horizontal;
            (Room(i), Room(i + COLS))
        }
    }

    /// Whether it joins a room to the one on its right (else the one below).
    pub fn is_horizontal(self) -> bool {
        self.0 < ROWS * (COLS - 1)
    }
}

/// The ten kinds of room, four of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoomKind {
    Castle,
    Desert,
    Forest,
    City,
    Tower,
    Field,
    Church,
    Countryside,
    Port,
    Cave,
}

impl RoomKind {
    pub const ALL: [RoomKind; 10] = [
        RoomKind::Castle,
        RoomKind::Desert,
        RoomKind::Forest,
        RoomKind::City,
        RoomKind::Tower,
        RoomKind::Field,
        RoomKind::Church,
        RoomKind::Countryside,
        RoomKind::Port,
        RoomKind::Cave,
    ];

    /// The catalog term of its name.
    pub fn term(self) -> &'static str {
        match self {
            RoomKind::Castle => "quest-room-castle",
            RoomKind::Desert => "quest-room-desert",
            RoomKind::Forest => "quest-room-forest",
            RoomKind::City => "quest-room-city",
            RoomKind::Tower => "quest-room-tower",
            RoomKind::Field => "quest-room-field",
            RoomKind::Church => "quest-room-church",
            RoomKind::Countryside => "quest-room-countryside",
            RoomKind::Port => "quest-room-port",
            RoomKind::Cave => "quest-room-cave",
        }
    }

    /// The catalog term of its name with an article ("an enchanted forest").
    pub fn with_article(self) -> String {
        format!("{}.a", self.term())
    }
}

/// A room card: its kind and the difficulty (1–4) of its action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct RoomCard {
    pub kind: RoomKind,
    pub difficulty: u8,
}

impl RoomCard {
    /// The 40 cards, kind by kind.
    pub fn deck() -> Vec<RoomCard> {
        RoomKind::ALL
            .into_iter()
            .flat_map(|kind| (1..=4).map(move |difficulty| RoomCard { kind, difficulty }))
            .collect()
    }
}

/// The three locked doors and their keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Key {
    Gold,
    Silver,
    Black,
}

impl Key {
    pub const ALL: [Key; 3] = [Key::Gold, Key::Silver, Key::Black];

    pub fn term(self) -> &'static str {
        match self {
            Key::Gold => "quest-key-gold",
            Key::Silver => "quest-key-silver",
            Key::Black => "quest-key-black",
        }
    }
}

/// A door tile's face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "tile", content = "open")]
pub enum Tile {
    /// Always open.
    Green,
    /// Turned face up for everyone once someone tries it.
    White(bool),
    /// Seen only by whoever tries or peeks at it.
    Red(bool),
    /// Passed only with its key.
    Locked(Key),
}

/// The pool's tiles besides the three locked ones: 22 green, 28 white and 27 red, each
/// colour half open and half closed (the odd red tile is open).
pub const POOL: [(Tile, u32); 5] = [
    (Tile::Green, 22),
    (Tile::White(true), 14),
    (Tile::White(false), 14),
    (Tile::Red(true), 14),
    (Tile::Red(false), 13),
];

/// A placed door.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Door {
    pub tile: Tile,
    /// A locked door left open by whoever passed it with the key.
    #[serde(default)]
    pub unlocked: bool,
}

impl Door {
    /// Whether a walker without the key passes.
    pub fn is_open(self) -> bool {
        match self.tile {
            Tile::Green => true,
            Tile::White(open) | Tile::Red(open) => open,
            Tile::Locked(_) => self.unlocked,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_room_far_off_the_map_is_none_without_overflow() {
        assert_eq!(Room::new(u8::MAX, u8::MAX), None);
        assert_eq!(Room::new(ROWS, 0), None);
        assert!(Room::new(0, 0).is_some());
    }

    #[test]
    fn the_grid_has_67_doors_each_joining_two_neighbours() {
        assert_eq!(DOORS, 67);
        let mut seen = std::collections::HashSet::new();
        for room in Room::all() {
            for n in room.neighbours() {
                let door = room.door_to(n).unwrap();
                let (a, b) = door.rooms();
                assert!((a, b) == (room.min(n), room.max(n)), "{door:?} joins {a} {b}, not {room} {n}");
                seen.insert(door);
            }
        }
        assert_eq!(seen.len(), 67);
        assert_eq!(Room::parse("a1").unwrap().to_string(), "A1");
        assert_eq!(Room::parse("E8").unwrap().index(), 39);
        assert_eq!(Room::parse("F1"), None);
        assert_eq!(Room::parse("A9"), None);
    }

    #[test]
    fn the_pool_holds_77_tiles_besides_the_locked_ones() {
        assert_eq!(POOL.iter().map(|(_, n)| n).sum::<u32>() + 3, 80);
        assert_eq!(RoomCard::deck().len(), 40);
    }
}
