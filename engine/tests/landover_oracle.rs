//! LandOver against a chess library, and the statistics of combat.

use cozy_chess::{BitBoard, get_bishop_moves, get_king_moves, get_knight_moves, get_rook_moves};
use engine::landover::{Board, Kind, Piece, Side, Square, Unit, round_loss, targets};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};

fn bits(squares: impl IntoIterator<Item = Square>) -> u64 {
    squares.into_iter().fold(0, |acc, sq| acc | 1 << sq.index())
}

/// A board with 4 to 24 pieces of random kinds and sides on random squares.
fn random_board(rng: &mut ChaCha20Rng) -> Board {
    let mut board = Board::empty();
    let count = 4 + rng.next_u32() % 21;
    for _ in 0..count {
        let sq = Square::new((rng.next_u32() % 8) as u8, (rng.next_u32() % 8) as u8).expect("on the board");
        let kind = Kind::ALL[(rng.next_u32() % 10) as usize];
        let side = if rng.next_u32().is_multiple_of(2) { Side::Chaotic } else { Side::Lawful };
        let piece = Piece { side, kind, number: 1 };
        board.set(sq, Some(Unit { piece, r: 10, resting_since: None, moved: rng.next_u32().is_multiple_of(2) }));
    }
    board
}

#[test]
fn major_piece_targets_equal_chess_attacks_minus_friends() {
    let mut rng = ChaCha20Rng::seed_from_u64(2026);
    let mut checked = 0;
    for _ in 0..5_000 {
        let board = random_board(&mut rng);
        let occupied = BitBoard(bits(board.units().map(|(sq, _)| sq)));
        for (sq, unit) in board.units() {
            let at = cozy_chess::Square::index(sq.index());
            let attacks = match unit.kind() {
                Kind::Rook => get_rook_moves(at, occupied),
                Kind::Bishop => get_bishop_moves(at, occupied),
                Kind::Queen => get_rook_moves(at, occupied) | get_bishop_moves(at, occupied),
                Kind::Knight => get_knight_moves(at),
                Kind::King => get_king_moves(at),
                _ => continue,
            };
            let friends = bits(board.units().filter(|(_, u)| u.side() == unit.side()).map(|(s, _)| s));
            // A king never moves onto a warrior.
            let warriors = if unit.kind() == Kind::King {
                bits(board.units().filter(|(_, u)| u.side() != unit.side() && u.kind().is_pawn()).map(|(s, _)| s))
            } else {
                0
            };
            let expected = attacks.0 & !friends & !warriors;
            assert_eq!(bits(targets(&board, sq)), expected, "{:?} on {sq} in {}", unit.kind(), board.to_text());
            checked += 1;
        }
    }
    assert!(checked > 20_000, "{checked} pieces checked");
}

/// The attacker's win rate over `combats` seeded combats at `ratio` between two pieces
/// with R 20.
fn attacker_win_rate(ratio: i16, combats: u32, rng: &mut ChaCha20Rng) -> f64 {
    let mut wins = 0;
    for _ in 0..combats {
        let mut r = [20u8; 2];
        loop {
            let roll = (rng.next_u32() % 10 + 1) as u8;
            let (defender_loses, loss) = round_loss(ratio, roll);
            let k = usize::from(defender_loses);
            r[k] = r[k].saturating_sub(loss);
            if r[k] == 0 {
                wins += u32::from(defender_loses);
                break;
            }
        }
    }
    f64::from(wins) / f64::from(combats)
}

#[test]
fn the_attackers_win_rate_rises_with_the_ratio_and_is_even_at_zero() {
    let mut rng = ChaCha20Rng::seed_from_u64(7);
    let rates: Vec<f64> = (-3..=3).map(|ratio| attacker_win_rate(ratio, 15_000, &mut rng)).collect();
    for pair in rates.windows(2) {
        assert!(pair[0] < pair[1], "win rates rise with the ratio: {rates:?}");
    }
    let even = attacker_win_rate(0, 20_000, &mut rng);
    assert!((even - 0.5).abs() < 0.015, "equal pieces at ratio 0 win about half: {even}");
}
