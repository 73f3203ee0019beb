//! The tafl search plays what a position demands, at every level.

use std::collections::HashSet;

use engine::tafl::{Ruleset, Side, Tafl, TaflOptions, bit};
use engine::{Game, Outcome, Seat};

use crate::{Level, Think};

fn best(state: &Tafl, seat: Seat, level: Level) -> Tafl {
    let choice = super::search(state, seat, &Think { level, seed: 5, stop: &|| false }).expect("a move");
    let mut next = state.clone();
    next.play(seat, &choice.action).expect("the search plays legal moves");
    next
}

#[test]
fn the_king_takes_a_free_line_to_a_corner() {
    // The king on a6 sees a11 and a1 along the a-file; attackers elsewhere.
    let position = "11/11/11/11/11/K4t5/11/5t5/11/11/11";
    let state = Tafl::from_position(position, Side::Defenders, TaflOptions::default()).unwrap();
    for level in Level::ALL {
        assert_eq!(best(&state, Seat(1), level).outcome(), Some(Outcome::Winner(Seat(1))), "level {level}");
    }
}

#[test]
fn the_attackers_close_the_ring_when_they_can() {
    // The king on f9 has attackers on e9, g9 and f10; the attacker on h8 closes f8.
    let position = "11/11/5t5/4tKt4/7t3/11/11/11/11/11/11";
    let state = Tafl::from_position(position, Side::Attackers, TaflOptions::default()).unwrap();
    for level in Level::ALL {
        assert_eq!(best(&state, Seat(0), level).outcome(), Some(Outcome::Winner(Seat(0))), "level {level}");
    }
}

#[test]
fn the_defenders_block_a_line_to_a_corner_the_attackers_cannot() {
    // Attackers to move; the king on c6 threatens c11 along the c-file (c1 is blocked by
    // his own defender on c2). The attacker on f10 blocks on c10, the only way to save
    // the game; from level 2 the search sees the threat.
    let position = "11/5t5/11/11/11/2K8/11/11/11/2T8/11";
    let state = Tafl::from_position(position, Side::Attackers, TaflOptions::default()).unwrap();
    for level in &Level::ALL[1..] {
        let after = best(&state, Seat(0), *level);
        let king_escapes = after.legal_actions(Seat(1)).into_iter().any(|mv| {
            let mut next = after.clone();
            next.play(Seat(1), &mv).expect("a listed move plays");
            next.outcome() == Some(Outcome::Winner(Seat(1)))
        });
        assert!(!king_escapes, "level {level}: the king still escapes");
    }
}

/// The evaluation of `position` (the defenders' worth), with or without the king's room.
fn evaluate(position: &str, to_move: Side, options: TaflOptions, room: bool) -> i32 {
    let state = Tafl::from_position(position, to_move, options).unwrap();
    super::eval::Eval::new(&state, room).defenders(state.board(), to_move)
}

#[test]
fn a_corner_sealed_by_three_attackers_counts_for_them_beyond_the_pieces() {
    // The same three attackers and king: on a3, b2 and c1 they shut the corner a1 for
    // good; on a9, b9 and d9, off his lines, they do nothing. The king on f6 is as far from every corner.
    let sealed = "11/11/11/11/11/5K5/11/11/t10/1t9/2t8";
    let scattered = "11/11/tt1t7/11/11/5K5/11/11/11/11/11";
    let score = |position| evaluate(position, Side::Defenders, TaflOptions::default(), false);
    // The seal also blocks some of the king's second moves to a corner.
    let gain = score(scattered) - score(sealed);
    assert!(gain >= 3 * super::eval::SEAL_PIECE + super::eval::SEALED, "the seal gains {gain}");
}

#[test]
fn level_5_attackers_count_the_room_their_ring_leaves_the_king() {
    // On 11×11, sixteen attackers round d4–h8 shut the king in the nine squares e5–g7;
    // with h6 gone the ring is open and his room is every square free of attackers.
    let closed = "11/11/11/3ttttt3/3t3t3/3t1K1t3/3t3t3/3ttttt3/11/11/11";
    let open = "11/11/11/3ttttt3/3t3t3/3t1K5/3t3t3/3ttttt3/11/11/11";
    let room = |position, options| {
        evaluate(position, Side::Attackers, options, true) - evaluate(position, Side::Attackers, options, false)
    };
    assert_eq!(room(closed, TaflOptions::default()), 9 * super::eval::ROOM);
    assert_eq!(room(open, TaflOptions::default()), (121 - 15) * super::eval::ROOM);
    // Brandubh's eight attackers cannot seal the corners, and hunt the king without it.
    let brandubh = TaflOptions { ruleset: Ruleset::Brandubh, ..TaflOptions::default() };
    assert_eq!(room("7/7/2t4/3K3/7/7/7", brandubh), 0);
}

/// `position` with the defenders to move after the king and an attacker have each
/// stepped there and back (`king`, `attacker`: a step each), and the position after the
/// king's step once more, which the game has seen.
fn back_and_forth(position: &str, ruleset: Ruleset, king: [&str; 2], attacker: [&str; 2]) -> (Tafl, Tafl) {
    let mut state =
        Tafl::from_position(position, Side::Defenders, TaflOptions { ruleset, ..TaflOptions::default() }).unwrap();
    let step = |state: &mut Tafl, seat: u8, mv: &str| {
        let action = state.parse_action(mv).unwrap();
        state.play(Seat(seat), &action).unwrap();
    };
    let out = |[from, to]: [&str; 2]| format!("{from}-{to}");
    let back = |[from, to]: [&str; 2]| format!("{to}-{from}");
    for (seat, mv) in [(1, out(king)), (0, out(attacker)), (1, back(king)), (0, back(attacker))] {
        step(&mut state, seat, &mv);
    }
    let mut again = state.clone();
    step(&mut again, 1, &out(king));
    (state, again)
}

#[test]
fn a_repeated_position_is_a_draw_the_searching_side_counts_a_little_against_itself() {
    let think = Think { level: Level::MAX, seed: 5, stop: &|| false };
    // Classic rules allow repeating: the defenders searching score it -CONTEMPT for
    // themselves, so the attackers to move there have +CONTEMPT.
    let position = "1t9/11/11/11/11/4K6/11/11/11/11/11";
    let (state, again) = back_and_forth(position, Ruleset::Classic, ["e6", "e7"], ["b11", "c11"]);
    let mut search = super::Search::new(&state, Seat(1), &think);
    assert_eq!(search.negamax(&again, Seat(0), 3, -super::WIN, super::WIN, 1), super::CONTEMPT);
    // Brandubh's defenders lose by repeating, which the engine decides the third time:
    // the search scores the position on.
    let (state, again) = back_and_forth("1t5/7/7/3K3/7/7/7", Ruleset::Brandubh, ["d4", "d5"], ["b7", "c7"]);
    let mut search = super::Search::new(&state, Seat(1), &think);
    assert_ne!(search.negamax(&again, Seat(0), 3, -super::WIN, super::WIN, 1), super::CONTEMPT);
}

#[test]
fn likely_captures_are_the_moves_landing_beside_an_enemy_with_a_friend_or_empty_throne_or_corner_behind() {
    use engine::Turn;
    use engine::tafl::{Direction, Piece, TaflMove};

    // The definition, square by square, against the bitboards the search works out once
    // a position: in every ruleset, along a seeded random game.
    let beside = |state: &Tafl, mv: TaflMove| {
        let (board, side) = (state.board(), state.to_move());
        Direction::ALL.iter().any(|&dir| {
            let Some(next) = board.step(mv.to, dir) else { return false };
            board.get(next).is_some_and(|p| p.side() != side && p != Piece::King)
                && board.step(next, dir).is_some_and(|beyond| match board.get(beyond) {
                    Some(piece) => piece.side() == side && beyond != mv.from,
                    None => board.is_throne(beyond) || board.is_corner(beyond),
                })
        })
    };
    for ruleset in Ruleset::ALL {
        let mut state = <Tafl as Game>::new(&TaflOptions { ruleset, ..TaflOptions::default() }, 2).unwrap();
        let (mut checked, mut captures) = (0, 0);
        for ply in 0..200u64 {
            let Turn::Player(seat) = state.turn() else { break };
            let board = state.board();
            let landings = super::capture_landings(board, state.to_move(), super::restricted(board));
            let moves = state.legal_actions(seat);
            for &mv in &moves {
                let listed = landings & bit(mv.to) != 0;
                assert_eq!(listed, beside(&state, mv), "{ruleset}, ply {ply}, {mv:?}: {}", board.to_position());
                checked += 1;
                captures += usize::from(listed);
            }
            let mv = moves[(super::mix(ply ^ ruleset as u64) % moves.len() as u64) as usize];
            state.apply_unchecked(seat, &mv);
        }
        assert!(checked > 1_000 && captures > 20, "{ruleset}: {checked} moves checked, {captures} likely captures");
    }
}

#[test]
fn levels_four_and_five_vary_among_nearly_equal_moves_by_the_seed() {
    let options = TaflOptions { ruleset: Ruleset::Brandubh, ..TaflOptions::default() };
    let start = Tafl::new(&options, 2).unwrap();
    for (level, seeds) in [(Level::new(4).unwrap(), 1..9), (Level::MAX, 1..5)] {
        let replies: HashSet<String> = seeds
            .map(|seed| {
                let choice = super::search(&start, Seat(0), &Think { level, seed, stop: &|| false }).expect("a move");
                Tafl::format_action(&choice.action)
            })
            .collect();
        assert!(replies.len() >= 2, "level {level} opens alike whatever the seed: {replies:?}");
    }
}
