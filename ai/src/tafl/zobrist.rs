//! Zobrist keys for tafl positions: a fixed random word per square and piece, and one
//! for the defenders to move, built at compile time.

use engine::tafl::{Board, MAX_SIZE, Piece, Side};

const SQUARES: usize = MAX_SIZE as usize * MAX_SIZE as usize;

/// SplitMix64's finaliser: a good 64-bit mix, also the evaluation's noise.
pub(crate) const fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

const KEYS: [[u64; 3]; SQUARES] = {
    let mut keys = [[0; 3]; SQUARES];
    let mut i = 0;
    while i < SQUARES * 3 {
        keys[i / 3][i % 3] = mix(i as u64 + 1);
        i += 1;
    }
    keys
};

const DEFENDERS_TO_MOVE: u64 = mix(0x7a66);

/// The position's key: its pieces and the side to move.
pub(super) fn key(board: &Board, to_move: Side) -> u64 {
    let mut key = if to_move == Side::Defenders { DEFENDERS_TO_MOVE } else { 0 };
    for (sq, piece) in board.pieces() {
        let kind = match piece {
            Piece::Attacker => 0,
            Piece::Defender => 1,
            Piece::King => 2,
        };
        key ^= KEYS[sq.index()][kind];
    }
    key
}
