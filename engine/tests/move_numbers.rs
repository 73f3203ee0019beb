//! Move numbers count the moves players see: set-ups, decisions and chance carry none,
//! and a game of two counts full moves (1. attackers, defenders).

use engine::{AnyMatch, GameKind, Seat, Seed, Turn};

fn to_move(m: &AnyMatch) -> Seat {
    match m.turn() {
        Turn::Player(seat) => seat,
        other => panic!("no player to move: {other:?}"),
    }
}

#[test]
fn table_gypes_first_move_after_the_set_ups_is_move_one() {
    let mut m = AnyMatch::new(GameKind::Gype, &[], 3, Seed::from_bytes([2; 32])).unwrap();
    for seat in 0..3 {
        m.play_text(Seat(seat), "setup default").unwrap();
    }
    assert_eq!((m.plies(), m.moves()), (3, 0));
    let seat = to_move(&m);
    let first = m.legal_moves(seat)[0].clone();
    m.play_text(seat, &first).unwrap();
    assert_eq!(m.moves(), 1);
    let numbered = m.numbered_movetext();
    assert!(!numbered.contains("2. "), "{numbered}");
    // Table Gype's move list names each move's seat: `1. south:roll:b1`.
    assert!(numbered.contains(&format!("1. {}:{first}", m.seat_name(seat))), "{numbered}");
    let setups = numbered.split_whitespace().take_while(|t| *t != "1.").count();
    assert_eq!(setups, 3, "three unnumbered set-ups first: {numbered}");
}

#[test]
fn a_skirmish_counts_no_deployment_and_hnefatafl_counts_every_move() {
    let mut m = AnyMatch::new(GameKind::Skirmish, &["map=open"], 2, Seed::from_bytes([2; 32])).unwrap();
    for _ in 0..2 {
        let seat = to_move(&m);
        m.play_text(seat, "deploy auto").unwrap();
    }
    assert_eq!((m.plies(), m.moves()), (2, 0));
    let mut tafl = AnyMatch::new(GameKind::Hnefatafl, &[], 2, Seed::from_bytes([2; 32])).unwrap();
    tafl.play_text(Seat(0), "a4-b4").unwrap();
    tafl.play_text(Seat(1), "g7-j7").unwrap();
    assert_eq!((tafl.moves(), tafl.numbered_movetext().as_str()), (2, "1. a4-b4 g7-j7"));
    assert_eq!(tafl.move_number(), 2, "the attackers' second move opens move 2");
    tafl.play_text(Seat(0), "b4-b3").unwrap();
    assert_eq!(tafl.move_number(), 2, "the defenders answer within move 2");
    assert_eq!(tafl.numbered_movetext(), "1. a4-b4 g7-j7 2. b4-b3");
}

/// Plays seeded random moves until `found` is true of the text about to be played;
/// returns the match before it and the text.
fn until(kind: GameKind, seats: usize, found: impl Fn(&str) -> bool) -> (AnyMatch, String) {
    for seed in 0..200u8 {
        let mut m = AnyMatch::new(kind, &[], seats, Seed::from_bytes([seed; 32])).unwrap();
        let mut pick = u64::from(seed) + 1;
        while m.outcome().is_none() && m.plies() < 600 {
            let Turn::Player(seat) = m.turn() else { break };
            let moves = m.legal_moves(seat);
            if let Some(text) = moves.iter().find(|t| found(t)) {
                return (m, text.clone());
            }
            pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let text = moves[(pick >> 33) as usize % moves.len()].clone();
            m.play_text(seat, &text).unwrap();
        }
    }
    panic!("no random game of {kind} came to such a move");
}

#[test]
fn landovers_flee_or_fight_is_a_decision_inside_the_attack_and_takes_no_number() {
    let (mut m, flee) = until(GameKind::Landover, 2, |t| t.starts_with("flee"));
    let seat = to_move(&m);
    let (counted, number) = (m.moves(), m.move_number());
    m.play_text(seat, &flee).unwrap();
    assert_eq!((m.moves(), m.move_number()), (counted, number), "{flee} takes no number");
    let text = m.numbered_movetext();
    let before = text.split_whitespace().rev().nth(1).unwrap_or_default();
    assert!(!before.ends_with('.'), "no number before {flee}: {text}");
}

#[test]
fn a_quest_turn_takes_one_number_however_many_steps_and_doors_it_has() {
    let (mut m, go) = until(GameKind::Quest, 4, |t| t.starts_with("go"));
    let seat = to_move(&m);
    let counted = m.moves();
    m.play_text(seat, &go).unwrap();
    assert_eq!(m.moves(), counted, "the walk belongs to the move that opened the turn");
    let numbers = m.numbered_movetext().split_whitespace().filter(|t| t.ends_with('.')).count();
    assert_eq!(numbers, counted, "one number per turn");
}
