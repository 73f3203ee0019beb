//! Move numbers count the moves players see: set-ups and chance carry none.

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
    assert_eq!((tafl.moves(), tafl.numbered_movetext().as_str()), (2, "1. a4-b4 2. g7-j7"));
}
