//! Takebacks: a player's last move can be taken back until someone else acts, and never
//! once a chance outcome followed it.

use engine::{AnyMatch, Entry, GameKind, Seat, Seed, TakebackError, Turn};

fn seed() -> Seed {
    Seed::from_bytes([7; 32])
}

fn first_legal(game: &AnyMatch, seat: Seat) -> String {
    game.legal_moves(seat).into_iter().next().expect("a legal move")
}

fn to_move(game: &AnyMatch) -> Seat {
    match game.turn() {
        Turn::Player(seat) => seat,
        other => panic!("expected one player to move, got {other:?}"),
    }
}

#[test]
fn a_takeback_restores_the_position_before_the_move() {
    let fresh = AnyMatch::new(GameKind::Hnefatafl, &[], 2, seed()).unwrap();
    let mut game = fresh.clone();
    let seat = to_move(&game);
    game.play_text(seat, &first_legal(&game, seat)).unwrap();
    assert_ne!(game, fresh);
    game.takeback(seat).unwrap();
    assert_eq!(game, fresh, "the match is exactly as before the move");
    assert_eq!(game.turn(), Turn::Player(seat));
}

#[test]
fn a_takeback_is_refused_once_the_opponent_moved() {
    let mut game = AnyMatch::new(GameKind::Hnefatafl, &[], 2, seed()).unwrap();
    let first = to_move(&game);
    assert_eq!(game.takeback(first), Err(TakebackError::NoMove));
    game.play_text(first, &first_legal(&game, first)).unwrap();
    let second = to_move(&game);
    assert_eq!(game.takeback(second), Err(TakebackError::NoMove));
    game.play_text(second, &first_legal(&game, second)).unwrap();
    assert_eq!(game.takeback(first), Err(TakebackError::OpponentMoved));
    assert!(game.takeback(second).is_ok(), "the last mover may still take back");
}

#[test]
fn a_takeback_is_refused_past_a_die_roll() {
    let mut game = AnyMatch::new(GameKind::Gype, &[], 2, seed()).unwrap();
    // Play until a move is followed by a die roll (the next player's).
    for _ in 0..200 {
        if let Turn::Simultaneous(seats) = game.turn() {
            for seat in seats {
                game.play_text(seat, &first_legal(&game, seat)).unwrap();
            }
            continue;
        }
        let seat = to_move(&game);
        game.play_text(seat, &first_legal(&game, seat)).unwrap();
        let AnyMatch::Gype(m) = &game else { unreachable!() };
        if matches!(m.record().log.last(), Some(Entry::Chance(_))) {
            let before = game.clone();
            assert_eq!(game.takeback(seat), Err(TakebackError::ChanceFollowed));
            assert_eq!(game, before, "a refused takeback changes nothing");
            return;
        }
    }
    panic!("no move was followed by a roll");
}

#[test]
fn a_takeback_is_refused_once_the_game_is_over() {
    let mut game = AnyMatch::new(GameKind::Hnefatafl, &[], 2, seed()).unwrap();
    let seat = to_move(&game);
    game.play_text(seat, &first_legal(&game, seat)).unwrap();
    game.retire(Seat(1 - seat.0)).unwrap();
    assert_eq!(game.takeback(seat), Err(TakebackError::GameOver));
}

#[test]
fn retirements_are_listed_in_order() {
    let mut game = AnyMatch::new(GameKind::Gype, &[], 4, seed()).unwrap();
    game.retire(Seat(2)).unwrap();
    game.retire(Seat(0)).unwrap();
    assert_eq!(game.retired(), vec![Seat(2), Seat(0)]);
}
