//! The battlefield: a square grid (one square is one inch), each square open, impassable,
//! or raised ground of 1 to 6 inches; the preset maps and the mirrored map generator;
//! distances and lines of sight.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use serde::{Deserialize, Serialize};

use crate::coords;

/// The widest side a field may have.
pub const MAX_SIZE: u8 = 26;
pub const MIN_SIZE: u8 = 16;
pub const DEFAULT_SIZE: u8 = 24;
/// The steps from a square to the eight touching it.
pub(super) const STEPS: [(i16, i16); 8] = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)];
/// How many rows at each edge a side deploys in.
pub const DEPLOY_ROWS: u8 = 3;

/// A square of a field up to 26×26: `rank * 26 + file`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u16);

coords::grid_square!(Square, u16::from(MAX_SIZE), Square::parse);

impl std::fmt::Debug for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self, f)
    }
}

impl Square {
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < MAX_SIZE && rank < MAX_SIZE).then(|| Square(u16::from(rank) * u16::from(MAX_SIZE) + u16::from(file)))
    }

    /// The square of an [`index`](Square::index) below `MAX_SIZE²`.
    pub(super) fn from_index(index: usize) -> Square {
        debug_assert!(index < usize::from(MAX_SIZE) * usize::from(MAX_SIZE));
        Square(index as u16)
    }

    /// Reads `f6`; the field then checks the square is on it.
    pub fn parse(text: &str) -> Option<Square> {
        coords::parse(text).and_then(|(file, rank)| Square::new(file, rank))
    }

    /// Whether the two squares touch (one inch apart, diagonals included).
    pub fn touches(self, other: Square) -> bool {
        self != other && self.file().abs_diff(other.file()) <= 1 && self.rank().abs_diff(other.rank()) <= 1
    }

    /// The flat distance between centres, in inches. (The square root of an exact sum
    /// of squares: the hypotenuse, bit for bit, without the library call; tested on
    /// every pair of the largest field.)
    pub fn flat_distance(self, other: Square) -> f32 {
        let dx = f32::from(self.file()) - f32::from(other.file());
        let dy = f32::from(self.rank()) - f32::from(other.rank());
        (dx * dx + dy * dy).sqrt()
    }
}

/// What a square is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ground {
    /// Open ground at a height in inches (0 is the plain, 1–6 raised).
    Level(u8),
    /// A wall or rock: it blocks movement and sight.
    Impassable,
}

/// The preset maps, and the generated ones by number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "map", content = "number")]
pub enum MapChoice {
    Open,
    Ruins,
    Hill,
    /// A generated map; `None` until chance numbers it when the match starts.
    Random(Option<u16>),
}

impl MapChoice {
    pub fn parse(text: &str) -> Option<MapChoice> {
        match text {
            "open" | "field" | "aperto" => Some(MapChoice::Open),
            "ruins" | "rovine" => Some(MapChoice::Ruins),
            "hill" | "collina" => Some(MapChoice::Hill),
            "random" | "casuale" => Some(MapChoice::Random(None)),
            _ => {
                let n = text.strip_prefix("random")?.trim_start_matches([':', '-']).parse().ok()?;
                (n < super::dice::MAP_NUMBERS).then_some(MapChoice::Random(Some(n)))
            }
        }
    }

    pub fn name(self) -> String {
        match self {
            MapChoice::Open => "open".into(),
            MapChoice::Ruins => "ruins".into(),
            MapChoice::Hill => "hill".into(),
            MapChoice::Random(None) => "random".into(),
            MapChoice::Random(Some(n)) => format!("random-{n}"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Field {
    pub size: u8,
    /// Rank by rank from rank 1, `size × size` squares.
    ground: Vec<Ground>,
}

impl Field {
    pub fn open(size: u8) -> Field {
        Field { size, ground: vec![Ground::Level(0); usize::from(size) * usize::from(size)] }
    }

    /// The map; `Random(None)` is not a map yet.
    pub fn build(choice: MapChoice, size: u8) -> Field {
        match choice {
            MapChoice::Open | MapChoice::Random(None) => Field::open(size),
            MapChoice::Ruins => Field::ruins(size),
            MapChoice::Hill => Field::hill(size),
            MapChoice::Random(Some(n)) => Field::generate(size, n),
        }
    }

    pub fn contains(&self, sq: Square) -> bool {
        sq.file() < self.size && sq.rank() < self.size
    }

    pub fn square(&self, x: u8, y: u8) -> Option<Square> {
        (x < self.size && y < self.size).then(|| Square::new(x, y)).flatten()
    }

    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.size).flat_map(move |y| (0..self.size).filter_map(move |x| Square::new(x, y)))
    }

    pub fn ground(&self, sq: Square) -> Ground {
        self.ground[usize::from(sq.rank()) * usize::from(self.size) + usize::from(sq.file())]
    }

    pub(super) fn set(&mut self, x: u8, y: u8, ground: Ground) {
        let size = usize::from(self.size);
        self.ground[usize::from(y) * size + usize::from(x)] = ground;
    }

    /// Sets a square and its mirror image through the centre, so both sides get the same
    /// field; the deployment rows stay open plain.
    fn set_mirrored(&mut self, x: u8, y: u8, ground: Ground) {
        if y < DEPLOY_ROWS || y >= self.size - DEPLOY_ROWS || x >= self.size {
            return;
        }
        self.set(x, y, ground);
        self.set(self.size - 1 - x, self.size - 1 - y, ground);
    }

    pub fn height(&self, sq: Square) -> u8 {
        match self.ground(sq) {
            Ground::Level(h) => h,
            Ground::Impassable => 0,
        }
    }

    /// Whether the square at `x`, `y` on the field is not impassable.
    pub(super) fn open_at(&self, x: u8, y: u8) -> bool {
        self.ground[usize::from(y) * usize::from(self.size) + usize::from(x)] != Ground::Impassable
    }

    pub fn passable(&self, sq: Square) -> bool {
        self.contains(sq) && self.ground(sq) != Ground::Impassable
    }

    /// The distance between two squares' centres in inches, heights included.
    pub fn distance(&self, a: Square, b: Square) -> f32 {
        let flat = a.flat_distance(b);
        if self.height(a) == self.height(b) {
            // The hypotenuse below would give `flat` back exactly: its square is exact in f64.
            return flat;
        }
        let flat = f64::from(flat);
        let dh = f64::from(self.height(a)) - f64::from(self.height(b));
        // The hypotenuse, bit for bit (the squares are exact in f64), without the call.
        (flat * flat + dh * dh).sqrt() as f32
    }

    /// Whether nothing impassable lies on the straight line between two centres (every
    /// square the line passes through, corners included, is checked).
    pub fn sight(&self, a: Square, b: Square) -> bool {
        // Every point of the line rounds to a square within the box the two span: with no
        // wall there, nothing is in the way.
        let (files, ranks) = (span(a.file(), b.file()), span(a.rank(), b.rank()));
        if ranks.clone().all(|y| files.clone().all(|x| self.open_at(x, y))) {
            return true;
        }
        let (ax, ay) = (f32::from(a.file()), f32::from(a.rank()));
        let (bx, by) = (f32::from(b.file()), f32::from(b.rank()));
        let steps = ceil(a.flat_distance(b) * 4.0);
        (1..steps).all(|i| {
            let t = i as f32 / steps as f32;
            let (x, y) = (ax + (bx - ax) * t, ay + (by - ay) * t);
            let sq = Square::new(round(x), round(y));
            sq.is_none_or(|sq| sq == a || sq == b || self.ground(sq) != Ground::Impassable)
        })
    }

    /// The squares touching `sq` on the field.
    pub fn neighbours(&self, sq: Square) -> impl Iterator<Item = Square> + '_ {
        let (x, y) = (i16::from(sq.file()), i16::from(sq.rank()));
        STEPS.into_iter().filter_map(move |(dx, dy)| {
            let (nx, ny) = (x + dx, y + dy);
            (nx >= 0 && ny >= 0).then(|| self.square(nx as u8, ny as u8)).flatten()
        })
    }

    fn ruins(size: u8) -> Field {
        let mut field = Field::open(size);
        let s = size as i16;
        // Broken walls: (x, y, length, horizontal), as fractions of the field.
        let walls =
            [(0.20, 0.35, 0.22, true), (0.15, 0.35, 0.12, false), (0.60, 0.30, 0.18, false), (0.42, 0.45, 0.12, true)];
        for (fx, fy, flen, horizontal) in walls {
            let (x0, y0, len) = ((fx * s as f32) as i16, (fy * s as f32) as i16, (flen * s as f32).max(2.0) as i16);
            for i in 0..len {
                if i == len / 2 {
                    continue; // a breach
                }
                let (x, y) = if horizontal { (x0 + i, y0) } else { (x0, y0 + i) };
                field.set_mirrored(x as u8, y as u8, Ground::Impassable);
            }
        }
        // Rubble mounds.
        for (fx, fy) in [(0.75, 0.42), (0.30, 0.48)] {
            let (x, y) = ((fx * s as f32) as u8, (fy * s as f32) as u8);
            field.set_mirrored(x, y, Ground::Level(1));
            field.set_mirrored(x + 1, y, Ground::Level(1));
        }
        field
    }

    fn hill(size: u8) -> Field {
        let mut field = Field::open(size);
        let centre = f32::from(size - 1) / 2.0;
        let radius = f32::from(size) / 4.0;
        for y in 0..size {
            for x in 0..size {
                let d = (f32::from(x) - centre).hypot(f32::from(y) - centre);
                if d <= radius {
                    let h = (3.0 * (1.0 - d / radius) + 1.0).floor().min(3.0) as u8;
                    field.set_mirrored(x, y, Ground::Level(h));
                }
            }
        }
        // Two boulders on the flanks.
        let (x, y) = (size / 6, size / 2 - 1);
        field.set_mirrored(x, y, Ground::Impassable);
        field.set_mirrored(x + 1, y, Ground::Impassable);
        field
    }

    /// Map number `n`: walls and hills placed by a ChaCha8 stream seeded with `n`, each
    /// mirrored through the centre; tried again with the next stream until every open
    /// square can reach every other, so no model is ever walled in.
    pub fn generate(size: u8, n: u16) -> Field {
        for attempt in 0u64.. {
            let mut rng = ChaCha8Rng::seed_from_u64(u64::from(n) << 16 | attempt);
            let mut field = Field::open(size);
            let mut pick = |below: u8| (rng.next_u32() % u32::from(below)) as u8;
            let half = size / 2;
            for _ in 0..2 + pick(2) {
                let (x, y, h, r) = (pick(size), DEPLOY_ROWS + 1 + pick(half - DEPLOY_ROWS), 1 + pick(4), 1 + pick(3));
                for dy in 0..=2 * r {
                    for dx in 0..=2 * r {
                        let (px, py) = ((x + dx).saturating_sub(r), (y + dy).saturating_sub(r));
                        let d = f32::from(dx.abs_diff(r)).hypot(f32::from(dy.abs_diff(r)));
                        if d <= f32::from(r) + 0.5 {
                            let level = (f32::from(h) * (1.0 - d / (f32::from(r) + 1.0))).ceil().max(1.0) as u8;
                            field.set_mirrored(px, py, Ground::Level(level.min(6)));
                        }
                    }
                }
            }
            for _ in 0..3 + pick(3) {
                let (x, y, len, horizontal) =
                    (pick(size), DEPLOY_ROWS + pick(half - DEPLOY_ROWS + 1), 2 + pick(5), pick(2) == 0);
                for i in 0..len {
                    let (wx, wy) = if horizontal { (x + i, y) } else { (x, y + i) };
                    field.set_mirrored(wx, wy, Ground::Impassable);
                }
            }
            if field.connected() {
                return field;
            }
        }
        unreachable!("the attempts never end")
    }

    /// Whether every passable square reaches every other.
    pub(super) fn connected(&self) -> bool {
        let open: Vec<Square> = self.squares().filter(|&sq| self.passable(sq)).collect();
        let Some(&start) = open.first() else { return false };
        let mut seen = vec![false; usize::from(MAX_SIZE) * usize::from(MAX_SIZE)];
        let mut stack = vec![start];
        seen[start.index()] = true;
        let mut count = 0;
        while let Some(sq) = stack.pop() {
            count += 1;
            for n in self.neighbours(sq) {
                if self.passable(n) && !seen[n.index()] {
                    seen[n.index()] = true;
                    stack.push(n);
                }
            }
        }
        count == open.len()
    }
}

/// `x.round()` for a coordinate on the field (0 or more; halves away from zero), without
/// the library call: the fraction `x - trunc(x)` is exact.
fn round(x: f32) -> u8 {
    let whole = x as u8;
    whole + u8::from(x - f32::from(whole) >= 0.5)
}

/// The whole numbers from the lower of two to the higher.
fn span(a: u8, b: u8) -> std::ops::RangeInclusive<u8> {
    a.min(b)..=a.max(b)
}

/// `x.ceil()` for a length of 0 or more, without the library call.
fn ceil(x: f32) -> u32 {
    let whole = x as u32;
    whole + u32::from((whole as f32) < x)
}
