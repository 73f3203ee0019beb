//! One named test per rule of Copenhagen Hnefatafl, Brandubh and Tablut.

use super::tests::{captured, play, refusal, setup_with};
use super::*;
use crate::game::{Game, Outcome, Seat};

fn options(ruleset: Ruleset) -> TaflOptions {
    TaflOptions { ruleset, ..TaflOptions::default() }
}

fn copenhagen(pieces: &str, to_move: Side) -> Tafl {
    setup_with(pieces, to_move, options(Ruleset::Copenhagen))
}

fn brandubh(pieces: &str, to_move: Side) -> Tafl {
    setup_with(pieces, to_move, options(Ruleset::Brandubh))
}

fn tablut(pieces: &str, to_move: Side) -> Tafl {
    setup_with(pieces, to_move, options(Ruleset::Tablut))
}

fn winner(tafl: &Tafl) -> Option<Side> {
    match tafl.outcome() {
        Some(Outcome::Winner(Seat(0))) => Some(Side::Attackers),
        Some(Outcome::Winner(_)) => Some(Side::Defenders),
        _ => None,
    }
}

#[test]
fn every_ruleset_starts_on_its_own_board() {
    for (ruleset, size, counts) in [
        (Ruleset::Classic, 11, (24, 12)),
        (Ruleset::Copenhagen, 11, (24, 12)),
        (Ruleset::Brandubh, 7, (8, 4)),
        (Ruleset::Tablut, 9, (16, 8)),
    ] {
        let tafl = Tafl::new(&options(ruleset), 2).unwrap();
        let board = tafl.board();
        let count = |piece| board.pieces().filter(|&(_, p)| p == piece).count();
        assert_eq!(board.size(), size, "{ruleset}");
        assert_eq!((count(Piece::Attacker), count(Piece::Defender)), counts, "{ruleset}");
        assert_eq!(board.king(), Some(board.throne()), "{ruleset}: the king starts on the throne");
    }
}

#[test]
fn copenhagen_takes_the_king_with_four_attackers_or_three_and_the_throne() {
    let mut four = copenhagen("Ke8 te9 td8 tf8 te5 Tk5", Side::Attackers);
    assert!(captured(&play(&mut four, "e5-e7")).contains(&"e8".to_owned()));
    assert_eq!(winner(&four), Some(Side::Attackers));
    let mut by_throne = copenhagen("Kf7 te7 tg7 tf10 Tk5", Side::Attackers);
    play(&mut by_throne, "f10-f8");
    assert_eq!(winner(&by_throne), Some(Side::Attackers), "the empty throne is the fourth side");
}

#[test]
fn copenhagen_never_takes_the_king_at_the_edge() {
    let mut edge = copenhagen("Ka6 ta7 ta5 tc6 Tk5", Side::Attackers);
    play(&mut edge, "c6-b6");
    assert_eq!(edge.outcome(), None);
    assert_eq!(piece(&edge, "a6"), Some(Piece::King));
}

#[test]
fn copenhagen_throne_is_hostile_to_defenders_only_when_empty() {
    let mut empty = copenhagen("Ka2 Tf7 tf9 tk5", Side::Attackers);
    assert_eq!(captured(&play(&mut empty, "f9-f8")), ["f7"]);
    let mut held = copenhagen("Kf6 Tf7 tf9 tk5", Side::Attackers);
    assert!(captured(&play(&mut held, "f9-f8")).is_empty(), "the king's throne protects his defender");
}

#[test]
fn a_shieldwall_bracketed_by_two_pieces_is_captured_at_once() {
    let mut wall = copenhagen("Tc1 Td1 tc2 td2 tb1 te3 Kf6", Side::Attackers);
    let events = play(&mut wall, "e3-e1");
    assert!(events.contains(&TaflEvent::Shieldwall { squares: vec![sq("c1"), sq("d1")] }), "{events:?}");
    assert_eq!((piece(&wall, "c1"), piece(&wall, "d1")), (None, None));
}

#[test]
fn a_corner_may_bracket_a_shieldwall() {
    let mut wall = copenhagen("Tb1 Tc1 tb2 tc2 td3 Kf6", Side::Attackers);
    assert_eq!(captured(&play(&mut wall, "d3-d1")), ["b1", "c1"]);
}

#[test]
fn a_king_in_a_shieldwall_is_spared_and_the_rest_captured() {
    let mut wall = copenhagen("Td1 Ke1 td2 te2 tc1 tf3 Tk5", Side::Attackers);
    assert_eq!(captured(&play(&mut wall, "f3-f1")), ["d1"]);
    assert_eq!((piece(&wall, "e1"), wall.outcome()), (Some(Piece::King), None));
}

#[test]
fn a_shieldwall_falls_only_to_the_move_that_brackets_it() {
    // Both brackets stand; the last front square is filled: no capture (as in recorded
    // tournament games, docs/hnefatafl.md).
    let mut front = copenhagen("Tc1 Td1 tc2 tb1 te1 td4 Kf6", Side::Attackers);
    assert!(captured(&play(&mut front, "d4-d2")).is_empty());
    let mut open = copenhagen("Tc1 Td1 tc2 tb1 td4 te3 Kf6", Side::Attackers);
    assert!(captured(&play(&mut open, "e3-e1")).is_empty(), "d1 has no enemy in front");
}

#[test]
fn the_defenders_win_with_an_exit_fort() {
    let fort = "Ka5 Ta4 Ta6 Tb4 Tb6 Tc5 Tc4 Tc8 tj9 th9";
    let mut built = copenhagen(fort, Side::Defenders);
    let events = play(&mut built, "c8-c6");
    assert!(events.contains(&TaflEvent::ExitFort { square: sq("a5") }), "{events:?}");
    assert_eq!(winner(&built), Some(Side::Defenders));
    // With c4 and c6 empty the wall's c5 can be taken between them: no fort.
    let mut weak = copenhagen("Ka5 Ta4 Ta6 Tb4 Tb6 Tc5 Tk8 tj9 th9", Side::Defenders);
    play(&mut weak, "k8-k7");
    assert_eq!(weak.outcome(), None);
}

#[test]
fn the_attackers_win_by_encircling_every_defender() {
    let ring = "Kf6 Tf7 te6 tg6 te7 tg7 tf5 tf10";
    let mut closed = copenhagen(ring, Side::Attackers);
    let events = play(&mut closed, "f10-f8");
    assert!(events.contains(&TaflEvent::Encircled), "{events:?}");
    assert_eq!(winner(&closed), Some(Side::Attackers));
    let mut gap = copenhagen("Kf6 Tf7 te6 tg6 te7 tf5 tf10", Side::Attackers);
    play(&mut gap, "f10-f8");
    assert_eq!(gap.outcome(), None, "g7 is open");
}

/// Plays a shuffle of four moves twice: the start position comes back a third time.
fn shuffle(tafl: &mut Tafl, moves: [&str; 4]) -> Vec<TaflEvent> {
    let mut events = Vec::new();
    for _ in 0..2 {
        for text in moves {
            events = play(tafl, text);
        }
    }
    events
}

#[test]
fn a_third_repetition_loses_for_the_defenders_in_copenhagen_and_brandubh() {
    let mut game = copenhagen("Kf6 Tf8 ta4 tj4", Side::Attackers);
    let events = shuffle(&mut game, ["a4-b4", "f8-g8", "b4-a4", "g8-f8"]);
    assert_eq!(events.last(), Some(&TaflEvent::Repetition { draw: false }));
    assert_eq!(winner(&game), Some(Side::Attackers));
    let mut small = brandubh("Kd4 Td6 ta3 tg3", Side::Attackers);
    shuffle(&mut small, ["a3-b3", "d6-e6", "b3-a3", "e6-d6"]);
    assert_eq!(winner(&small), Some(Side::Attackers));
    // The seed's rules let positions repeat.
    let mut classic = setup_with("Kf6 Tf8 ta4 tj4", Side::Attackers, TaflOptions::default());
    shuffle(&mut classic, ["a4-b4", "f8-g8", "b4-a4", "g8-f8"]);
    assert_eq!(classic.outcome(), None);
}

#[test]
fn brandubh_takes_the_king_with_two_away_from_the_throne_three_beside_it_four_on_it() {
    let mut two = brandubh("Kb6 ta6 tc4 Tf2", Side::Attackers);
    play(&mut two, "c4-c6");
    assert_eq!(winner(&two), Some(Side::Attackers));
    let mut beside = brandubh("Kd5 tc5 te7 Tf2", Side::Attackers);
    play(&mut beside, "e7-e5");
    assert_eq!(beside.outcome(), None, "beside the throne two are not enough");
    let mut three = brandubh("Kd5 tc5 td6 te7 Tf2", Side::Attackers);
    play(&mut three, "e7-e5");
    assert_eq!(winner(&three), Some(Side::Attackers));
    let mut on = brandubh("Kd4 tc4 te4 td5 tb3 Tf2", Side::Attackers);
    play(&mut on, "b3-d3");
    assert_eq!(winner(&on), Some(Side::Attackers), "four on the throne");
}

#[test]
fn brandubh_takes_the_king_between_an_attacker_and_a_hostile_corner() {
    let mut file = brandubh("Ka2 ta5 Tf2 tg5", Side::Attackers);
    play(&mut file, "a5-a3");
    assert_eq!(winner(&file), Some(Side::Attackers), "a1 is the second enemy");
    let mut rank = brandubh("Kb7 td6 Tf2 tg5", Side::Attackers);
    play(&mut rank, "d6-c6");
    assert_eq!(winner(&rank), None, "c6 is not opposite a corner");
    play(&mut rank, "f2-f3");
    play(&mut rank, "c6-c7");
    assert_eq!(winner(&rank), Some(Side::Attackers), "a7 is the second enemy");
}

/// A seeded random Brandubh game on which an independent engine (the `hnefatafl`
/// crate's preset, and OpenTafl's weak king) took the king on a2 against a1.
const KING_AGAINST_A_CORNER: &str = "b4-b2 d5-c5 d7-e7 e4-e1 e7-e6 c5-b5 f4-f2 d3-f3 d2-d3 e1-e3 d6-d5 f3-g3 \
    b2-d2 e3-e5 e6-c6 e5-e2 d3-e3 e2-e1 f2-e2 b5-b7 a4-a5 c4-b4 d2-c2 g3-f3 g4-g5 d4-e4 d5-d7 e4-c4 d1-d3 \
    b4-b5 g5-g4 c4-e4 d3-d1 e1-f1 d1-c1 b5-c5 c6-c7 f3-f7 d7-e7 c5-c6 c2-b2 f1-e1 g4-f4 e1-f1 e7-e6 c6-c3 \
    c7-f7 c3-c6 e6-f6 e4-a4 c1-c5 a4-a3 c5-g5 c6-c1 e2-d2 c1-c3 f4-c4 f1-e1 c4-c5 a3-a4 f6-f3 a4-a3 d2-d5 \
    e1-d1 a5-b5 d1-e1 b2-a2 c3-c4 c5-c6 a3-a5 f3-f6 e1-d1 c6-a6 c4-e4 f6-b6 d1-e1 f7-d7 e1-b1 d5-d6 e4-e5 \
    d6-d5 e5-f5 a2-c2 a5-a2 a6-a3";

#[test]
fn a_recorded_brandubh_game_ends_with_the_king_taken_against_a_corner() {
    let mut game = Tafl::new(&options(Ruleset::Brandubh), 2).unwrap();
    let moves: Vec<&str> = KING_AGAINST_A_CORNER.split_whitespace().collect();
    let (last, before) = moves.split_last().unwrap();
    for text in before {
        play(&mut game, text);
        assert_eq!(game.outcome(), None, "{text}");
    }
    let events = play(&mut game, last);
    assert!(events.iter().any(|e| matches!(e, TaflEvent::KingCaptured { .. })), "{events:?}");
    assert_eq!(winner(&game), Some(Side::Attackers));
}

#[test]
fn brandubh_corners_and_empty_throne_are_hostile_and_the_king_escapes_to_a_corner() {
    let mut corner = brandubh("Ka4 Tb1 tc3 tg5", Side::Attackers);
    assert_eq!(captured(&play(&mut corner, "c3-c1")), ["b1"]);
    let mut throne = brandubh("Ka4 Td5 td7 tg5", Side::Attackers);
    assert_eq!(captured(&play(&mut throne, "d7-d6")), ["d5"], "the empty throne is hostile to defenders");
    let mut cross = brandubh("Ka4 Tc6 tg5 te7", Side::Defenders);
    play(&mut cross, "a4-a7");
    assert_eq!(winner(&cross), Some(Side::Defenders));
    let passing = brandubh("Ka1 Tb4 tg5 tc7", Side::Defenders);
    assert_eq!(refusal(&passing, "b4-d4").key, "tafl-throne-only-king");
    let mut over = brandubh("Ka1 Tb4 tg5 tc7", Side::Defenders);
    play(&mut over, "b4-f4");
    assert_eq!(piece(&over, "f4"), Some(Piece::Defender), "anyone crosses the empty throne");
}

#[test]
fn tablut_king_wins_on_any_edge_square() {
    let mut edge = tablut("Kc3 ti9 Ta9", Side::Defenders);
    let events = play(&mut edge, "c3-c1");
    assert_eq!(events.last(), Some(&TaflEvent::KingEscaped { square: sq("c1") }));
    assert_eq!(winner(&edge), Some(Side::Defenders));
}

#[test]
fn tablut_closes_the_throne_once_the_king_has_left_it() {
    let game = tablut("Kc3 te7 Ta9 ti8", Side::Attackers);
    assert_eq!(refusal(&game, "e7-e3").key, "tafl-throne-closed");
    assert_eq!(refusal(&game, "e7-e5").key, "tafl-throne-closed");
    let king = tablut("Kd5 te7 Ta9 ti8", Side::Defenders);
    assert_eq!(refusal(&king, "d5-e5").key, "tafl-throne-closed", "not even the king");
}

#[test]
fn tablut_throne_is_hostile_to_everyone_and_the_king_falls_to_two_away_from_it() {
    let mut defender = tablut("Kb2 Te6 te8 ti8", Side::Attackers);
    assert_eq!(captured(&play(&mut defender, "e8-e7")), ["e6"]);
    let mut attacker = tablut("Kb2 te6 Te8 Ti1 ti8", Side::Defenders);
    assert_eq!(captured(&play(&mut attacker, "e8-e7")), ["e6"]);
    let mut king = tablut("Kc3 tb3 td7 Ta9", Side::Attackers);
    play(&mut king, "d7-d3");
    assert_eq!(winner(&king), Some(Side::Attackers));
}

#[test]
fn tablut_repetition_and_a_player_without_moves_are_draws() {
    let mut game = tablut("Kc3 Tc5 ta4 ti6", Side::Attackers);
    let events = shuffle(&mut game, ["a4-b4", "c5-d5", "b4-a4", "d5-c5"]);
    assert_eq!(events.last(), Some(&TaflEvent::Repetition { draw: true }));
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    // The attackers' last piece boxed in by the king and a defender: no move, a draw.
    let mut boxed = tablut("Kb2 Ta2 ta1 Tc1", Side::Defenders);
    let events = play(&mut boxed, "c1-b1");
    assert!(matches!(events.last(), Some(TaflEvent::NoMoves { side: Side::Attackers, draw: true })), "{events:?}");
    assert_eq!(boxed.outcome(), Some(Outcome::Draw));
}

fn sq(text: &str) -> Square {
    parse_square(text).unwrap()
}

fn piece(tafl: &Tafl, square: &str) -> Option<Piece> {
    super::tests::piece(tafl, square)
}

#[test]
fn copenhagen_corners_are_hostile_to_everyone_and_the_edge_to_no_one() {
    let mut defender = copenhagen("Tb1 td3 Kf6 tk5", Side::Attackers);
    assert_eq!(captured(&play(&mut defender, "d3-c3")), Vec::<String>::new(), "not yet beside b1");
    let mut corner = copenhagen("Tb1 tc3 Kf6 tk5", Side::Attackers);
    assert_eq!(captured(&play(&mut corner, "c3-c1")), ["b1"], "against the corner a1");
    let mut attacker = copenhagen("tb1 Tc3 Kf6 tk5", Side::Defenders);
    assert_eq!(captured(&play(&mut attacker, "c3-c1")), ["b1"]);
    let mut edge = copenhagen("Tb2 tc3 Kf6 tk5", Side::Attackers);
    assert!(captured(&play(&mut edge, "c3-c2")).is_empty(), "b2 has a1's neighbour, not a corner, behind it");
    let mut off = copenhagen("Ta5 tc5 Kf6 tk5", Side::Attackers);
    assert!(captured(&play(&mut off, "c5-b5")).is_empty(), "the edge behind a5 is not hostile");
}

#[test]
fn encirclement_by_bitboards_agrees_with_a_search_square_by_square() {
    // Seeded random boards of 11, 9 and 7 squares, thick with attackers so that some
    // are encircled: the bitboard flood from the edge and a plain search agree.
    let plain = |board: &Board| {
        let edge = board.squares().filter(|&sq| board.is_edge(sq));
        let reach = flood(board, edge, |sq| board.get(sq) != Some(Piece::Attacker));
        !board.pieces().any(|(sq, p)| p.side() == Side::Defenders && reach[sq.index()])
    };
    let (mut pick, mut encircled) = (7u64, [0; 2]);
    for size in [11u8, 9, 7] {
        let empty = vec![size.to_string(); usize::from(size)].join("/");
        for _ in 0..400 {
            let mut board = Board::from_position(&empty).unwrap();
            for sq in board.squares() {
                pick = mix(pick);
                let piece = match pick % 100 {
                    0..55 => Some(Piece::Attacker),
                    55..59 => Some(Piece::Defender),
                    _ => None,
                };
                board.set(sq, piece);
            }
            let bits = rules::encircled(&board);
            assert_eq!(bits, plain(&board), "{}", board.to_position());
            encircled[usize::from(bits)] += 1;
        }
    }
    assert!(encircled[0] > 100 && encircled[1] > 100, "{encircled:?}");
}

/// The squares reachable from `starts` by steps through squares `open` allows, searched
/// square by square: what the bitboard floods are checked against.
fn flood(board: &Board, starts: impl IntoIterator<Item = Square>, open: impl Fn(Square) -> bool) -> Vec<bool> {
    let mut seen = vec![false; usize::from(board::MAX_SIZE).pow(2)];
    let mut stack: Vec<Square> = starts.into_iter().filter(|&sq| open(sq)).collect();
    for &sq in &stack {
        seen[sq.index()] = true;
    }
    while let Some(sq) = stack.pop() {
        for dir in Direction::ALL {
            if let Some(next) = board.step(sq, dir)
                && !seen[next.index()]
                && open(next)
            {
                seen[next.index()] = true;
                stack.push(next);
            }
        }
    }
    seen
}

#[test]
fn the_listed_moves_are_the_moves_check_allows_in_the_boards_order_and_so_are_those_onto_given_squares() {
    // Every fifth position of a seeded random game in each ruleset (Tablut's throne
    // closes once the king has left it): the list is what `check` accepts of every
    // move from a piece of the side to move, piece by piece with the king last, each
    // piece's targets lowest square first; the moves onto a seeded set of squares are
    // those of the list that end there.
    for ruleset in Ruleset::ALL {
        let m = crate::playout::random_game::<Tafl>(&options(ruleset), 2, 5, 120);
        let mut replay = crate::Match::<Tafl>::new(options(ruleset), 2, m.record().seed).unwrap();
        for (ply, entry) in m.record().log.iter().enumerate() {
            let state = replay.state();
            if ply % 5 == 0
                && let crate::game::Turn::Player(seat) = state.turn()
            {
                let board = state.board();
                let side = state.to_move();
                let mut froms: Vec<Square> =
                    board.side_pieces(side).filter(|&(_, p)| p != Piece::King).map(|(sq, _)| sq).collect();
                froms.extend(board.king().filter(|_| side == Side::Defenders));
                let allowed: Vec<TaflMove> = froms
                    .iter()
                    .flat_map(|&from| board.squares().map(move |to| TaflMove { from, to }))
                    .filter(|mv| state.check(seat, mv).is_ok())
                    .collect();
                assert_eq!(state.legal_actions(seat), allowed, "{ruleset}, ply {ply}: {}", board.to_position());
                let onto = u128::from(mix(ply as u64)) << 64 | u128::from(mix(!(ply as u64)));
                let landing: Vec<TaflMove> = allowed.into_iter().filter(|mv| onto >> mv.to.index() & 1 == 1).collect();
                assert_eq!(state.moves_onto(onto), landing, "{ruleset}, ply {ply}: {}", board.to_position());
            }
            if let crate::Entry::Act { seat, action } = entry {
                replay.play(*seat, action).unwrap();
            }
        }
    }
}
