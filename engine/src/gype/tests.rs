//! One named test per rule of Uncle Chestnut's Table Gype.

use super::*;
use crate::game::{Game, Outcome, PlayError, Seat, Turn, Viewer};

/// A position from tokens like `sFc3 nBd4`: side (s, w, n, e), face (F B S T H E), square.
fn position(players: usize, dice: &str, to_move: Side) -> Gype {
    position_with(GypeOptions::default(), players, dice, to_move)
}

fn position_with(options: GypeOptions, players: usize, dice: &str, to_move: Side) -> Gype {
    let mut board = Board::empty();
    for token in dice.split_whitespace() {
        let mut chars = token.chars();
        let owner = match chars.next() {
            Some('s') => Side::South,
            Some('w') => Side::West,
            Some('n') => Side::North,
            Some('e') => Side::East,
            _ => panic!("bad side in {token}"),
        };
        let letter = chars.next().unwrap_or_else(|| panic!("no face in {token}"));
        let face = Face::ALL.into_iter().find(|f| f.letter() == letter).unwrap_or_else(|| panic!("face in {token}"));
        let square = Square::parse(chars.as_str()).unwrap_or_else(|| panic!("bad square in {token}"));
        board.set(square, Some(Die { owner, face }));
    }
    Gype::from_board(options, players, board, to_move).expect("the side plays")
}

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap_or_else(|| panic!("{text} is not a square"))
}

fn seat_of(game: &Gype, side: Side) -> Seat {
    Seat(game.sides.iter().position(|&s| s == side).expect("seated") as u8)
}

fn to_move(game: &Gype) -> Seat {
    match game.turn() {
        Turn::Player(seat) => seat,
        other => panic!("no player to move: {other:?}"),
    }
}

/// Plays `text` for the side to move.
fn play(game: &mut Gype, text: &str) -> Result<Vec<GypeEvent>, PlayError> {
    let action = game.parse_action(text)?;
    game.play(to_move(game), &action)
}

/// The reason `text` is refused, as a catalog key.
fn refusal(game: &Gype, text: &str) -> &'static str {
    match play(&mut game.clone(), text) {
        Err(e) => e.message().key,
        Ok(_) => panic!("{text} was accepted"),
    }
}

fn accepts(game: &Gype, text: &str) {
    if let Err(e) = play(&mut game.clone(), text) {
        panic!("{text} was refused: {e}");
    }
}

/// The end squares of the listed moves of the die on `from`.
fn targets(game: &Gype, from: &str) -> Vec<String> {
    landings(game, from, usize::MAX)
}

/// The end squares of the listed moves of the die on `from` with at most `max` landings.
fn landings(game: &Gype, from: &str, max: usize) -> Vec<String> {
    let from = sq(from);
    let mut out: Vec<String> = game
        .legal_actions(to_move(game))
        .into_iter()
        .filter_map(|a| match a {
            GypeAction::Move { from: f, path, .. } if f == from && path.len() <= max => {
                path.last().map(|s| s.to_string())
            }
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    out.sort();
    out
}

#[test]
fn flame_steps_one_square_in_all_eight_directions() {
    let game = position(2, "sFe5", Side::South);
    assert_eq!(targets(&game, "e5"), sorted(&["d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"]));
}

#[test]
fn book_steps_orthogonally_only() {
    let game = position(2, "sBe5", Side::South);
    assert_eq!(targets(&game, "e5"), sorted(&["d5", "e4", "e6", "f5"]));
    assert_eq!(refusal(&game, "e5 f6"), "gype-direction-book");
}

#[test]
fn swords_step_diagonally_only() {
    let game = position(2, "sSe5", Side::South);
    assert_eq!(targets(&game, "e5"), sorted(&["d4", "d6", "f4", "f6"]));
    assert_eq!(refusal(&game, "e5 e6"), "gype-direction-swords");
}

#[test]
fn ear_never_moves_but_may_be_rerolled() {
    let game = position(2, "sEe5 nFe6", Side::South);
    assert!(targets(&game, "e5").is_empty());
    assert_eq!(refusal(&game, "e5 e4"), "gype-ear-still");
    accepts(&game, "roll e5");
}

#[test]
fn tree_moves_forward_diagonally_forward_or_straight_back_for_each_side() {
    let expected = [
        (Side::South, "sTe5", ["e6", "d6", "f6", "e4"]),
        (Side::West, "wTe5", ["f5", "f6", "f4", "d5"]),
        (Side::North, "nTe5", ["e4", "d4", "f4", "e6"]),
        (Side::East, "eTe5", ["d5", "d4", "d6", "f5"]),
    ];
    for (side, die, squares) in expected {
        let game = position(4, die, side);
        assert_eq!(targets(&game, "e5"), sorted(&squares), "{side:?}");
    }
    let game = position(4, "sTe5", Side::South);
    assert_eq!(refusal(&game, "e5 d4"), "gype-direction-tree");
    assert_eq!(refusal(&game, "e5 f5"), "gype-direction-tree");
}

#[test]
fn every_stepping_face_jumps_along_its_own_directions() {
    // A ring of dice around e5; each face may jump exactly where it may step.
    let ring = "nBd4 nBd5 nBd6 nBe4 nBe6 nBf4 nBf5 nBf6";
    let cases = [
        ('F', vec!["c3", "c5", "c7", "e3", "e7", "g3", "g5", "g7"]),
        ('B', vec!["c5", "e3", "e7", "g5"]),
        ('S', vec!["c3", "c7", "g3", "g7"]),
        ('T', vec!["e7", "c7", "g7", "e3"]),
    ];
    for (face, expected) in cases {
        let game = position(2, &format!("s{face}e5 {ring}"), Side::South);
        assert_eq!(landings(&game, "e5", 1), sorted(&expected), "face {face}");
    }
    let game = position(2, &format!("sBe5 {ring}"), Side::South);
    assert_eq!(refusal(&game, "e5 g7"), "gype-direction-book");
}

#[test]
fn a_jump_needs_a_die_to_jump_and_an_empty_landing() {
    let game = position(2, "sBe5 nBe6 nBe7 sBf5", Side::South);
    assert_eq!(refusal(&game, "e5 e7"), "gype-occupied");
    assert_eq!(refusal(&game, "e5 c5"), "gype-nothing-to-jump");
    assert_eq!(refusal(&game, "e5 e8"), "gype-not-a-jump");
    assert_eq!(refusal(&game, "e5 f5"), "gype-occupied");
    accepts(&game, "e5 g5");
}

#[test]
fn a_jump_chain_lists_each_landing_and_rerolls_the_jumped_dice_after_the_move() {
    let mut game = position(2, "sFc3 nEd4 nEf6", Side::South);
    let events = play(&mut game, "c3 e5 g7").unwrap();
    assert_eq!(
        events[0],
        GypeEvent::Moved {
            side: Side::South,
            face: Face::Flame,
            path: vec![sq("c3"), sq("e5"), sq("g7")],
            jumped: vec![sq("d4"), sq("f6")]
        }
    );
    assert_eq!(game.board().get(sq("g7")).map(|d| d.face), Some(Face::Flame));
    assert_eq!(game.turn(), Turn::Chance);
    assert_eq!(game.pending, vec![sq("d4"), sq("f6")]);
    let rolled = game.apply_chance(&GypeChance::Face(Face::Hat));
    assert_eq!(rolled, vec![GypeEvent::Rolled { square: sq("d4"), face: Face::Hat }]);
    assert!(rolled[0].is_roll() && !events[0].is_roll(), "only the re-roll is announced as a die");
    game.apply_chance(&GypeChance::Face(Face::Tree));
    assert_eq!(game.board().get(sq("f6")).map(|d| d.face), Some(Face::Tree));
    assert_eq!(game.turn(), Turn::Player(seat_of(&game, Side::North)));
}

#[test]
fn the_chain_may_stop_after_any_jump_and_change_direction() {
    let game = position(2, "sFc3 nEd4 nEf4", Side::South);
    accepts(&game, "c3 e5");
    accepts(&game, "c3 e5 g3");
    assert!(targets(&game, "c3").contains(&"g3".to_string()));
}

#[test]
fn a_die_jumped_twice_is_rerolled_once() {
    // c4 → e6 over d5, e6 → e4 over e5, e4 → c6 over d5 again.
    let mut game = position(2, "sFc4 nEd5 nEe5", Side::South);
    let events = play(&mut game, "c4 e6 e4 c6").unwrap();
    let GypeEvent::Moved { jumped, .. } = &events[0] else { panic!("a move: {events:?}") };
    assert_eq!(jumped, &vec![sq("d5"), sq("e5")]);
    assert_eq!(game.pending, vec![sq("d5"), sq("e5")], "d5 was jumped twice and is rolled once");
}

#[test]
fn a_chain_never_lands_twice_on_one_square() {
    let game = position(2, "sFd4 nEd5", Side::South);
    assert_eq!(refusal(&game, "d4 d6 d4"), "gype-revisit");
}

#[test]
fn a_step_cannot_follow_or_precede_a_jump() {
    let game = position(2, "sFd4 nEd5", Side::South);
    assert_eq!(refusal(&game, "d4 d6 d7"), "gype-step-in-chain");
}

#[test]
fn hat_leaps_like_a_knight_and_never_chains() {
    let game = position(2, "sHe5", Side::South);
    assert_eq!(targets(&game, "e5"), sorted(&["c4", "c6", "d3", "d7", "f3", "f7", "g4", "g6"]));
    assert_eq!(refusal(&game, "e5 e6"), "gype-direction-hat");
    assert_eq!(refusal(&game, "e5 f7 g9"), "gype-hat-no-chain");
}

#[test]
fn hat_rerolls_the_dice_on_the_path_it_names() {
    // e5 → f7: the long leg first passes e6 and e7 (corner e7); the short leg first
    // passes f5 and f6 (corner f5).
    let base = "sHe5 nEe6 nEf6";
    let mut game = position(2, base, Side::South);
    let events = play(&mut game, "e5 f7 via e7").unwrap();
    assert_eq!(
        events[0],
        GypeEvent::Leaped { side: Side::South, path: vec![sq("e5"), sq("e7"), sq("f7")], passed: vec![sq("e6")] }
    );
    assert_eq!(game.pending, vec![sq("e6")]);
    let mut game = position(2, base, Side::South);
    play(&mut game, "e5 f7 via f5").unwrap();
    assert_eq!(game.pending, vec![sq("f6")]);
    let game = position(2, base, Side::South);
    assert_eq!(refusal(&game, "e5 f7 via e6"), "gype-via-not-corner");
    assert_eq!(refusal(&game, "e5 f7"), "gype-hat-ambiguous");
    let listed = game.legal_actions(Seat(0));
    assert!(listed.contains(&GypeAction::Move {
        from: sq("e5"),
        path: smallvec::smallvec![sq("f7")],
        via: Some(sq("e7"))
    }));
    assert!(listed.contains(&GypeAction::Move {
        from: sq("e5"),
        path: smallvec::smallvec![sq("f7")],
        via: Some(sq("f5"))
    }));
}

#[test]
fn hat_path_may_be_left_out_when_both_paths_reroll_the_same_dice() {
    let mut game = position(2, "sHe5 nEe6 nEf6", Side::South);
    let events = play(&mut game, "e5 d3").unwrap();
    let GypeEvent::Leaped { passed, .. } = &events[0] else { panic!("a leap") };
    assert!(passed.is_empty());
    assert_eq!(game.turn(), Turn::Player(Seat(1)), "no die to reroll");
}

#[test]
fn a_die_never_reenters_its_home_row() {
    let game = position(2, "sBc2", Side::South);
    assert_eq!(refusal(&game, "c2 c1"), "gype-reenter-home");
    let game = position(2, "sFc3 nEc2", Side::South);
    assert_eq!(refusal(&game, "c3 c1"), "gype-reenter-home");
}

#[test]
fn a_die_moves_sideways_along_its_own_home_row_until_it_leaves_it() {
    let game = position(2, "sBc1 sBd1", Side::South);
    accepts(&game, "c1 b1");
    accepts(&game, "d1 e1");
    let game = position(2, "sBc1 sBd1", Side::South);
    accepts(&game, "c1 e1");
    assert!(targets(&game, "c1").contains(&"e1".to_string()), "a jump along the home row");
}

#[test]
fn no_die_enters_a_home_row_other_than_its_goal_row() {
    let game = position(2, "sBb5", Side::South);
    assert_eq!(refusal(&game, "b5 a5"), "gype-foreign-home");
    let game = position(4, "wBb5", Side::West);
    assert_eq!(refusal(&game, "b5 a5"), "gype-reenter-home");
    let game = position(4, "wBh5", Side::West);
    accepts(&game, "h5 i5");
    let game = position(4, "wBc9", Side::West);
    assert_eq!(refusal(&game, "c9 c10"), "gype-foreign-home");
}

#[test]
fn a_die_that_ends_its_move_in_the_goal_row_is_finished() {
    let mut game = position(2, "sBe9 nEb2", Side::South);
    let events = play(&mut game, "e9 e10").unwrap();
    assert_eq!(events[1], GypeEvent::Finished { side: Side::South, square: sq("e10"), count: 1 });
    let view = game.view(Viewer::Spectator);
    assert!(view.dice.iter().any(|d| d.square == sq("e10") && d.finished));
    let mut game = Gype { to_move: 0, ..game };
    assert_eq!(refusal(&game, "e10 d10"), "gype-finished-die");
    assert_eq!(refusal(&game, "roll e10"), "gype-finished-die");
    assert!(game.legal_actions(Seat(0)).is_empty(), "south has no unfinished die");
    game.board.set(sq("c5"), Some(Die { owner: Side::South, face: Face::Ear }));
    assert_eq!(game.legal_actions(Seat(0)), vec![GypeAction::Roll { square: sq("c5") }]);
}

#[test]
fn a_chain_may_pass_through_the_goal_row_and_finish_elsewhere() {
    // d8 → d10 (goal row) over d9, then d10 → f10 along the goal row over e10.
    let mut game = position(2, "sBd8 nEd9 nBe10", Side::South);
    let events = play(&mut game, "d8 d10 f10").unwrap();
    assert_eq!(events[1], GypeEvent::Finished { side: Side::South, square: sq("f10"), count: 1 });
    // And a chain may leave the goal row again: then the die is not finished.
    let mut game = position(2, "sFd8 nEd9 nEe9", Side::South);
    let events = play(&mut game, "d8 d10 f8").unwrap();
    assert_eq!(events.len(), 1, "no finish: {events:?}");
}

#[test]
fn a_finished_die_may_still_be_jumped_and_is_rerolled() {
    // North's die on d1 stands in its goal row; south's flame jumps it along south's row.
    let mut game = position(2, "nEd1 sFc1 nFd9", Side::South);
    assert!(game.view(Viewer::Spectator).dice.iter().any(|d| d.square == sq("d1") && d.finished));
    play(&mut game, "c1 e1").unwrap();
    assert_eq!(game.pending, vec![sq("d1")]);
    game.apply_chance(&GypeChance::Face(Face::Flame));
    assert_eq!(game.board().get(sq("d1")), Some(Die { owner: Side::North, face: Face::Flame }));
}

#[test]
fn the_chaos_rule_keeps_dice_on_the_near_half_until_the_home_row_is_empty() {
    let chaos = GypeOptions { chaos: true, ..GypeOptions::default() };
    let game = position_with(chaos, 2, "sBe5 sBc1", Side::South);
    assert_eq!(refusal(&game, "e5 e6"), "gype-chaos");
    accepts(&game, "e5 d5");
    let game = position_with(chaos, 2, "sBe4 nEe5 sBc1", Side::South);
    assert_eq!(refusal(&game, "e4 e6"), "gype-chaos");
    let game = position_with(chaos, 2, "sBe5 sBc2", Side::South);
    accepts(&game, "e5 e6");
    let game = position(2, "sBe5 sBc1", Side::South);
    accepts(&game, "e5 e6");
    let game = position_with(chaos, 4, "wBe5 wBa3", Side::West);
    assert_eq!(refusal(&game, "e5 f5"), "gype-chaos");
}

#[test]
fn a_player_wins_when_all_eight_dice_stand_in_the_goal_row() {
    let mut game = position(2, "sBb10 sBc10 sBd10 sBe10 sBf10 sBg10 sBh10 sBi9 nEb2", Side::South);
    let events = play(&mut game, "i9 i10").unwrap();
    assert_eq!(events.last(), Some(&GypeEvent::Finished { side: Side::South, square: sq("i10"), count: 8 }));
    assert_eq!(game.turn(), Turn::Over(Outcome::Winner(Seat(0))));
    let roll = game.parse_action("roll b2").unwrap();
    assert_eq!(game.play(Seat(1), &roll), Err(PlayError::GameOver));
}

#[test]
fn the_winning_jump_rerolls_nothing_more() {
    let mut game = position(2, "sBb10 sBc10 sBd10 sBe10 sBf10 sBg10 sBh10 sBi8 nEi9", Side::South);
    play(&mut game, "i8 i10").unwrap();
    assert_eq!(game.turn(), Turn::Over(Outcome::Winner(Seat(0))));
    assert!(game.pending.is_empty());
}

#[test]
fn turns_go_clockwise_through_the_seated_sides() {
    assert_eq!(Side::seated(2), &[Side::South, Side::North]);
    assert_eq!(Side::seated(3), &[Side::South, Side::West, Side::North]);
    let mut game = position(4, "sEc3 wEc5 nEe5 eEg5", Side::South);
    let mut order = Vec::new();
    for square in ["c3", "c5", "e5", "g5"] {
        order.push(game.side(to_move(&game)));
        play(&mut game, &format!("roll {square}")).unwrap();
        game.apply_chance(&GypeChance::Face(Face::Ear));
    }
    assert_eq!(order, Side::ALL);
    assert_eq!(game.side(to_move(&game)), Side::South);
}

#[test]
fn reroll_is_only_of_ones_own_unfinished_die() {
    let game = position(2, "sEc3 nEc5", Side::South);
    assert_eq!(refusal(&game, "roll c5"), "gype-not-yours");
    assert_eq!(refusal(&game, "roll d5"), "gype-no-die");
    let mut game = game;
    play(&mut game, "roll c3").unwrap();
    assert_eq!(game.turn(), Turn::Chance);
    assert_eq!(game.last, Some(LastMove { path: Vec::new(), rerolled: vec![sq("c3")] }));
}

#[test]
fn setup_is_secret_until_everyone_has_chosen_then_revealed_together() {
    let mut game = Gype::new(&GypeOptions::default(), 3).unwrap();
    assert_eq!(game.turn(), Turn::Simultaneous(vec![Seat(0), Seat(1), Seat(2)]));
    let order = game.parse_action("setup ffbbsstt").unwrap();
    let events = game.play(Seat(1), &order).unwrap();
    assert_eq!(events, vec![GypeEvent::Chose { side: Side::West }]);
    assert!(game.view(Viewer::Spectator).dice.is_empty(), "spectators see no order");
    assert!(game.view(Viewer::Player(Seat(0))).dice.is_empty(), "nor do the other players");
    let own = game.view(Viewer::Player(Seat(1)));
    assert_eq!(own.dice.len(), 8);
    assert!(own.dice.iter().all(|d| d.owner == Side::West && d.square.file() == 0));
    assert_eq!(own.choosing, vec![Side::South, Side::North]);
    assert_eq!(game.play(Seat(1), &order), Err(PlayError::NotYourTurn), "a choice is final");
    game.play(Seat(0), &GypeAction::Setup { order: DEFAULT_ORDER }).unwrap();
    let events = game.play(Seat(2), &order).unwrap();
    assert_eq!(events.len(), 4, "the last choice and three reveals: {events:?}");
    assert_eq!(game.board().dice().count(), 24);
    assert_eq!(game.board().get(sq("b1")).map(|d| d.face), Some(Face::Swords));
    assert_eq!(game.board().get(sq("a2")).map(|d| d.face), Some(Face::Flame));
    assert_eq!(game.turn(), Turn::Player(Seat(0)));
}

#[test]
fn moves_wait_for_the_setup_and_setup_waits_for_nothing_after() {
    let mut game = Gype::new(&GypeOptions::default(), 2).unwrap();
    assert_eq!(game.play(Seat(0), &game.parse_action("b1 b2").unwrap()).unwrap_err().message().key, "gype-setup-first");
    game.play(Seat(0), &GypeAction::SetupRandom).unwrap();
    game.play(Seat(1), &GypeAction::Setup { order: DEFAULT_ORDER }).unwrap();
    assert_eq!(game.turn(), Turn::Chance, "chance orders the random set-up");
    assert_eq!(game.chance_outcomes().len(), 2520);
    let order = [Face::Tree, Face::Tree, Face::Book, Face::Book, Face::Flame, Face::Flame, Face::Swords, Face::Swords];
    let events = game.apply_chance(&GypeChance::Order(order));
    assert_eq!(events.len(), 2);
    assert_eq!(game.board().get(sq("b1")).map(|d| d.face), Some(Face::Tree));
    assert_eq!(game.check(Seat(0), &GypeAction::SetupRandom).unwrap_err().key, "gype-setup-over");
}

#[test]
fn setup_text_takes_names_or_initials_and_checks_the_faces() {
    let game = Gype::new(&GypeOptions::default(), 2).unwrap();
    let expected = GypeAction::Setup {
        order: [Face::Flame, Face::Flame, Face::Book, Face::Book, Face::Swords, Face::Swords, Face::Tree, Face::Tree],
    };
    assert_eq!(game.parse_action("setup FFBBSSTT"), Ok(expected.clone()));
    assert_eq!(game.parse_action("setup flame flame book book swords swords tree tree"), Ok(expected.clone()));
    assert_eq!(game.parse_action("schiera fiamma fiamma libro libro spade spade albero albero"), Ok(expected.clone()));
    assert_eq!(game.parse_action("setup:FFBBSSTT"), Ok(expected));
    assert_eq!(game.parse_action("setup random"), Ok(GypeAction::SetupRandom));
    assert_eq!(game.parse_action("setup default"), Ok(GypeAction::Setup { order: DEFAULT_ORDER }));
    for bad in ["setup FFFBSSTT", "setup FFBBSST", "setup FFBBSSHH", "setup"] {
        assert_eq!(game.parse_action(bad).unwrap_err().message().key, "gype-setup-expected", "{bad}");
    }
}

#[test]
fn random_start_rolls_every_die_in_place() {
    let options = GypeOptions { random_start: true, ..GypeOptions::default() };
    let mut game = Gype::new(&options, 4).unwrap();
    assert_eq!(game.turn(), Turn::Chance);
    let mut rolled = 0;
    while game.turn() == Turn::Chance {
        game.apply_chance(&GypeChance::Face(Face::Hat));
        rolled += 1;
    }
    assert_eq!(rolled, 32);
    assert!(game.board().dice().all(|(sq, d)| d.face == Face::Hat && d.owner.is_home(sq)));
    assert_eq!(game.turn(), Turn::Player(Seat(0)));
}

#[test]
fn notation_reads_steps_chains_leaps_and_rolls_and_formats_without_spaces() {
    let game = Gype::new(&GypeOptions::default(), 2).unwrap();
    let cases = [
        ("move c1 c2", "c1-c2"),
        ("c1-e3-g5", "c1-e3-g5"),
        ("C1 D3 via C3", "c1-d3/c3"),
        ("c1-d3/c3", "c1-d3/c3"),
        ("roll d4", "roll:d4"),
        ("b10 c10", "b10-c10"),
    ];
    for (text, formatted) in cases {
        let action = game.parse_action(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(Gype::format_action(&action), formatted);
        assert_eq!(game.parse_action(formatted), Ok(action));
    }
    assert_eq!(game.parse_action("hello there").unwrap_err().message().key, "gype-expected");
    assert_eq!(game.parse_action("a1 b2").unwrap_err().message().key, "gype-bad-square", "a corner");
    assert_eq!(game.parse_action("k3 j3").unwrap_err().message().key, "gype-bad-square");
    assert_eq!(game.parse_action("roll").unwrap_err().message().key, "gype-roll-expected");
    assert!(matches!(game.parse_action("c1"), Err(PlayError::NotAMove(_))));
}

#[test]
fn options_parse_and_format() {
    let pairs = |s: &[(&str, &str)]| s.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect::<Vec<_>>();
    let options = Gype::parse_options(&pairs(&[("start", "random"), ("chaos", "on")])).unwrap();
    assert_eq!(options, GypeOptions { random_start: true, chaos: true });
    assert_eq!(Gype::format_options(&options), vec!["start=random", "chaos=on"]);
    assert_eq!(Gype::parse_options(&pairs(&[("chaos", "maybe")])).unwrap_err().0.key, "option-bad-value");
    assert_eq!(Gype::parse_options(&pairs(&[("speed", "1")])).unwrap_err().0.key, "option-unknown");
    assert_eq!(Gype::new(&options, 5).unwrap_err().0.key, "option-players");
    assert_eq!(Gype::new(&options, 1).unwrap_err().0.key, "option-players");
}

#[test]
fn setup_timeout_plays_the_default_order_for_those_still_choosing() {
    let mut game = Gype::new(&GypeOptions::default(), 2).unwrap();
    game.play(Seat(0), &GypeAction::SetupRandom).unwrap();
    assert_eq!(game.timeout_action(Seat(0)), None, "south has chosen");
    assert_eq!(game.timeout_action(Seat(1)), Some(GypeAction::Setup { order: DEFAULT_ORDER }));
}

#[test]
fn a_resigned_player_is_skipped_and_the_last_one_left_wins() {
    let mut game = position(3, "sEc3 wEb5 nEe8", Side::South);
    game.retire(seat_of(&game, Side::West));
    play(&mut game, "roll c3").unwrap();
    game.apply_chance(&GypeChance::Face(Face::Ear));
    assert_eq!(game.side(to_move(&game)), Side::North, "west is skipped");
    assert!(game.board().get(sq("b5")).is_some(), "west's dice stay as obstacles");
    game.retire(seat_of(&game, Side::North));
    assert_eq!(game.turn(), Turn::Over(Outcome::Winner(Seat(0))));
}

#[test]
fn resigning_during_the_set_up_leaves_the_default_order() {
    let mut game = Gype::new(&GypeOptions::default(), 3).unwrap();
    game.play(Seat(0), &GypeAction::SetupRandom).unwrap();
    game.play(Seat(2), &GypeAction::Setup { order: DEFAULT_ORDER }).unwrap();
    game.retire(Seat(1));
    assert_eq!(game.turn(), Turn::Chance, "south's random order is drawn next");
    game.apply_chance(&GypeChance::Order(DEFAULT_ORDER));
    assert_eq!(game.board().dice().count(), 24);
    assert_eq!(game.turn(), Turn::Player(Seat(0)));
}

#[test]
fn the_turn_line_asks_for_a_roll_only_when_no_die_can_move() {
    let stuck = position(2, "sEc1 nFc9", Side::South);
    let south = seat_of(&stuck, Side::South);
    let asked = stuck.turn_options(south).expect("an ear cannot move");
    assert_eq!((asked.key, asked.to_string().contains("c1")), ("gype-turn-roll", true));
    let free = position(2, "sFc1 nFc9", Side::South);
    assert_eq!(free.turn_options(seat_of(&free, Side::South)), None, "a flame can step");
}

#[test]
fn a_set_up_order_is_tapped_face_by_face() {
    let g = Gype::new(&GypeOptions { random_start: false, ..Default::default() }, 2).unwrap();
    let action = g.parse_action("setup:sbftfbts").unwrap();
    let labels: Vec<String> = g.taps(&action).iter().map(|t| t.label().to_owned()).collect();
    assert_eq!(labels, ["setup", "S", "B", "F", "T", "F", "B", "T", "S"]);
}

#[test]
fn a_set_up_step_lists_one_order_for_each_way_to_place_the_next_two_faces() {
    let g = Gype::new(&GypeOptions { random_start: false, ..Default::default() }, 2).unwrap();
    let first = g.actions_after(Seat(0), &[]).expect("set-ups are narrowed");
    assert_eq!(first.len(), 1 + 16, "random, then every pair of first faces");
    let after = g.actions_after(Seat(0), &["setup", "F", "F", "B", "B", "S", "S"]).unwrap();
    let texts: Vec<String> = after.iter().map(|a| a.to_string()).collect();
    assert_eq!(texts, ["setup:random", "setup:FFBBSSTT"]);
    assert!(after.iter().all(|a| g.check(Seat(0), a).is_ok()));
}

#[test]
fn a_square_far_off_the_frame_is_not_a_square() {
    // `a30` once overflowed the square's index before the frame check (found by fuzzing).
    for text in ["a30", "j11", "z1", "a255", "k10"] {
        assert_eq!(Square::parse(text), None, "{text}");
    }
    assert_eq!(Square::new(u8::MAX, u8::MAX), None);
    assert!(Square::parse("j2").is_some());
}
