//! Bitboards for the tafl family: a `u128` holds one bit per square of the 11×11
//! numbering (121 bits), and smaller boards use its lower-left part. Rays from every
//! square in every direction, per board size, are worked out at compile time, so that a
//! rook's slide is a mask and a bit scan. Zobrist keys, one random word per square and
//! piece, let a board keep its hash up to date as pieces come and go.

use super::board::{Direction, MAX_SIZE, Square};

const CELLS: usize = MAX_SIZE as usize * MAX_SIZE as usize;

/// SplitMix64's finaliser: a good 64-bit mix (the Zobrist keys, and the AI's seeds).
pub const fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// The Zobrist key of each square and piece (attacker, defender, king).
pub(super) const KEYS: [[u64; 3]; CELLS] = {
    let mut keys = [[0; 3]; CELLS];
    let mut i = 0;
    while i < CELLS * 3 {
        keys[i / 3][i % 3] = mix(i as u64 + 1);
        i += 1;
    }
    keys
};

/// Added to the key when the defenders are to move.
pub(super) const DEFENDERS_TO_MOVE: u64 = mix(0x7a66);

/// The board sizes, in the order of [`RAYS`].
const SIZES: [u8; 3] = [7, 9, 11];

/// The squares from a square (not included) to the edge in each direction, for each
/// board size: `RAYS[size][square][direction]`, directions as in [`Direction::ALL`].
static RAYS: [[[u128; 4]; CELLS]; 3] = {
    let mut rays = [[[0; 4]; CELLS]; 3];
    let mut s = 0;
    while s < SIZES.len() {
        let size = SIZES[s] as i32;
        let mut index = 0;
        while index < CELLS {
            let (file, rank) = ((index % MAX_SIZE as usize) as i32, (index / MAX_SIZE as usize) as i32);
            if file < size && rank < size {
                let steps: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
                let mut d = 0;
                while d < 4 {
                    let (mut f, mut r) = (file + steps[d].0, rank + steps[d].1);
                    let mut ray = 0u128;
                    while f >= 0 && r >= 0 && f < size && r < size {
                        ray |= 1 << (r * MAX_SIZE as i32 + f);
                        f += steps[d].0;
                        r += steps[d].1;
                    }
                    rays[s][index][d] = ray;
                    d += 1;
                }
            }
            index += 1;
        }
        s += 1;
    }
    rays
};

/// The bit of a square.
#[inline]
pub fn bit(sq: Square) -> u128 {
    1 << sq.index()
}

/// The rays of a board of `size`.
pub(super) type Rays = [[u128; 4]; CELLS];

pub(super) fn rays(size: u8) -> &'static Rays {
    match size {
        7 => &RAYS[0],
        9 => &RAYS[1],
        _ => &RAYS[2],
    }
}

/// The squares a rook on `from` reaches in `dir` before the first of `blockers`.
#[inline]
pub(super) fn slide(rays: &Rays, from: Square, dir: Direction, blockers: u128) -> u128 {
    let ray = rays[from.index()][dir as usize];
    let hit = ray & blockers;
    // Without branches, so that a ray's being blocked or not is never mispredicted.
    match dir {
        // Rays that run up the numbering stop below their lowest blocker (none: its bit is
        // 0, and 0 - 1 keeps the whole ray).
        Direction::North | Direction::East => ray & (hit & hit.wrapping_neg()).wrapping_sub(1),
        // Rays that run down stop above their highest blocker (none: the whole ray).
        Direction::South | Direction::West => ray & !u128::MAX.checked_shr(hit.leading_zeros()).unwrap_or(0),
    }
}

/// The squares of a board of `size`, and those on its edge.
pub fn area_and_edge(size: u8) -> (u128, u128) {
    let (size, width) = (u32::from(size), u32::from(MAX_SIZE));
    let row = (1u128 << size) - 1;
    let area = (0..size).fold(0, |area, rank| area | row << (rank * width));
    let inner = ((row >> 2) << 1) & row;
    let middle = (1..size - 1).fold(0, |bits, rank| bits | inner << (rank * width));
    (area, area & !middle)
}

/// The first file's squares, and the last's on the 11×11 numbering.
const FIRST_FILE: u128 = {
    let mut bits = 0;
    let mut rank = 0;
    while rank < MAX_SIZE as u32 {
        bits |= 1 << (rank * MAX_SIZE as u32);
        rank += 1;
    }
    bits
};
const LAST_FILE: u128 = FIRST_FILE << (MAX_SIZE - 1);

/// The squares one step from those of `bits` in `dir`. A step east or west never wraps
/// from one rank's end to the next rank's start; on boards smaller than 11×11, and north
/// of the last rank, a step may leave the board: mask the result with the board's
/// squares where that matters.
#[inline]
pub fn shift(bits: u128, dir: Direction) -> u128 {
    let width = u32::from(MAX_SIZE);
    match dir {
        Direction::North => bits << width,
        Direction::South => bits >> width,
        Direction::East => (bits << 1) & !FIRST_FILE,
        Direction::West => (bits >> 1) & !LAST_FILE,
    }
}

/// The squares of `open` joined to `from`'s (those in `open`) by orthogonal steps within
/// `open`; `open` holds squares of the board only. Grown a step in every direction at
/// once, until it stops growing.
pub fn flood(from: u128, open: u128) -> u128 {
    flood_until(from, open, 0)
}

/// [`flood`], stopped as soon as it reaches a square of `goal`: what it reached by then.
pub fn flood_until(from: u128, open: u128, goal: u128) -> u128 {
    let mut reach = from & open;
    loop {
        let grown = Direction::ALL.iter().fold(reach, |grown, &dir| grown | shift(reach, dir));
        let next = grown & open;
        if next == reach || next & goal != 0 {
            return next;
        }
        reach = next;
    }
}

/// The four corners of a board of `size`.
pub fn corners(size: u8) -> u128 {
    let last = u32::from(size - 1);
    let at = |file: u32, rank: u32| 1u128 << (rank * u32::from(MAX_SIZE) + file);
    at(0, 0) | at(last, 0) | at(0, last) | at(last, last)
}

/// The squares of a bitboard (bit [`Square::index`]), lowest first.
#[inline]
pub fn squares(bits: u128) -> Squares {
    Squares { low: bits as u64, high: (bits >> 64) as u64 }
}

/// The squares of a bitboard, scanned as two 64-bit halves: machines count a 64-bit
/// word's zeros directly.
pub struct Squares {
    low: u64,
    high: u64,
}

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.low != 0 {
            let index = self.low.trailing_zeros() as u8;
            self.low &= self.low - 1;
            Some(Square::at(index))
        } else if self.high != 0 {
            let index = self.high.trailing_zeros() as u8;
            self.high &= self.high - 1;
            Some(Square::at(64 + index))
        } else {
            None
        }
    }

    /// Each half in a plain loop, with no test of which half a square is in (what
    /// `for_each` runs).
    #[inline]
    fn fold<B, F: FnMut(B, Square) -> B>(self, init: B, mut f: F) -> B {
        let mut acc = init;
        for (mut half, base) in [(self.low, 0), (self.high, 64)] {
            while half != 0 {
                acc = f(acc, Square::at(base + half.trailing_zeros() as u8));
                half &= half - 1;
            }
        }
        acc
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        super::super::parse_square(name).unwrap()
    }

    #[test]
    fn a_step_east_or_west_never_wraps_to_another_rank() {
        let edges = bit(sq("k5")) | bit(sq("a6"));
        assert_eq!(shift(edges, Direction::East), bit(sq("b6")));
        assert_eq!(shift(edges, Direction::West), bit(sq("j5")));
        assert_eq!(shift(edges, Direction::North), bit(sq("k6")) | bit(sq("a7")));
        assert_eq!(shift(edges, Direction::South), bit(sq("k4")) | bit(sq("a5")));
    }

    #[test]
    fn a_slide_stops_before_the_first_blocker_in_each_direction() {
        let blockers = bit(sq("d6")) | bit(sq("f4")) | bit(sq("b4"));
        let north: Vec<Square> = squares(slide(rays(7), sq("d4"), Direction::North, blockers)).collect();
        assert_eq!(north, [sq("d5")]);
        let east: Vec<Square> = squares(slide(rays(7), sq("d4"), Direction::East, blockers)).collect();
        assert_eq!(east, [sq("e4")]);
        let south: Vec<Square> = squares(slide(rays(7), sq("d4"), Direction::South, blockers)).collect();
        assert_eq!(south, [sq("d1"), sq("d2"), sq("d3")]);
        let west: Vec<Square> = squares(slide(rays(7), sq("d4"), Direction::West, blockers)).collect();
        assert_eq!(west, [sq("c4")]);
        // On 11×11 the same rays run on to the edge.
        assert_eq!(slide(rays(11), sq("d4"), Direction::North, 0).count_ones(), 7);
        assert_eq!(slide(rays(9), sq("a1"), Direction::East, 0).count_ones(), 8);
    }

    #[test]
    fn the_hash_kept_by_every_move_is_the_hash_of_the_position_built_afresh() {
        use crate::tafl::{Ruleset, Tafl, TaflOptions};
        for ruleset in Ruleset::ALL {
            let options = TaflOptions { ruleset, ..TaflOptions::default() };
            let m = crate::playout::random_game::<Tafl>(&options, 2, 3, 300);
            let mut replay = crate::Match::<Tafl>::new(options, 2, m.record().seed).unwrap();
            for entry in &m.record().log {
                if let crate::Entry::Act { seat, action } = entry {
                    replay.play(*seat, action).unwrap();
                    let board = replay.state().board();
                    let afresh = super::super::Board::from_position(&board.to_position()).unwrap();
                    assert_eq!(board.hash(), afresh.hash(), "{ruleset}: {}", board.to_position());
                    assert_eq!(board.king(), afresh.king());
                    assert_eq!(board.occupied(), afresh.occupied());
                }
            }
        }
    }
}
