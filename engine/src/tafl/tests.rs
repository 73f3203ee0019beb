//! One named test per rule of the seed's Hnefatafl 11×11; the other rulesets' in
//! `family_tests`.

use super::*;
use crate::game::{Game, Outcome, PlayError, Seat, Turn, Viewer};

const ATTACKERS: Seat = Seat(0);
const DEFENDERS: Seat = Seat(1);

/// A position from a list like `"Kf6 ta1? te5 Td4"`: `t` attacker, `T` defender, `K` king.
fn setup(pieces: &str, to_move: Side) -> Tafl {
    setup_with(pieces, to_move, TaflOptions::default())
}

pub(super) fn setup_with(pieces: &str, to_move: Side, options: TaflOptions) -> Tafl {
    let size = usize::from(options.rules().start_board().size());
    let mut grid = vec![vec!['.'; size]; size];
    for token in pieces.split_whitespace() {
        let (letter, square) = token.split_at(1);
        let sq = parse_square(square).unwrap_or_else(|| panic!("bad square in {token}"));
        grid[usize::from(sq.rank())][usize::from(sq.file())] = letter.chars().next().unwrap();
    }
    let position: Vec<String> = grid
        .iter()
        .rev()
        .map(|row| {
            let mut text = String::new();
            let mut empty = 0;
            for &c in row {
                if c == '.' {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    text += &empty.to_string();
                    empty = 0;
                }
                text.push(c);
            }
            if empty > 0 {
                text += &empty.to_string();
            }
            text
        })
        .collect();
    Tafl::from_position(&position.join("/"), to_move, options).expect("a valid test position")
}

pub(super) fn mv(text: &str) -> TaflMove {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn seat(side: Side) -> Seat {
    if side == Side::Attackers { ATTACKERS } else { DEFENDERS }
}

/// Plays `text` for the side to move and returns the events.
pub(super) fn play(tafl: &mut Tafl, text: &str) -> Vec<TaflEvent> {
    let side = tafl.to_move();
    tafl.play(seat(side), &mv(text)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

pub(super) fn refusal(tafl: &Tafl, text: &str) -> crate::Message {
    match tafl.clone().play(seat(tafl.to_move()), &mv(text)) {
        Err(PlayError::Illegal(m)) => m,
        other => panic!("{text} should be illegal, got {other:?}"),
    }
}

pub(super) fn piece(tafl: &Tafl, square: &str) -> Option<Piece> {
    tafl.board().get(parse_square(square).unwrap())
}

pub(super) fn captured(events: &[TaflEvent]) -> Vec<String> {
    events.iter().flat_map(|e| e.captured_squares()).collect()
}

#[test]
fn start_position_has_24_attackers_12_defenders_and_the_king_on_the_throne() {
    let tafl = Tafl::new(&TaflOptions::default(), 2).unwrap();
    let count = |p| tafl.board().pieces().filter(|&(_, q)| q == p).count();
    assert_eq!((count(Piece::Attacker), count(Piece::Defender), count(Piece::King)), (24, 12, 1));
    assert_eq!(tafl.board().king(), Some(tafl.board().throne()));
    assert_eq!(tafl.board().throne().to_string(), "f6");
    assert_eq!(tafl.board().to_position(), START);
}

#[test]
fn attackers_move_first_then_turns_alternate() {
    let mut tafl = Tafl::new(&TaflOptions::default(), 2).unwrap();
    assert_eq!(tafl.turn(), Turn::Player(ATTACKERS));
    assert_eq!(tafl.clone().play(DEFENDERS, &mv("d6-d9")), Err(PlayError::NotYourTurn));
    play(&mut tafl, "d1-d4");
    assert_eq!(tafl.turn(), Turn::Player(DEFENDERS));
}

#[test]
fn only_two_players_may_play() {
    assert!(Tafl::new(&TaflOptions::default(), 3).is_err());
    assert!(Tafl::new(&TaflOptions::default(), 1).is_err());
}

#[test]
fn pieces_move_like_rooks_and_never_jump() {
    let tafl = setup("Kf6 te2 tf4 Th11", Side::Attackers);
    assert!(tafl.legal_actions(ATTACKERS).contains(&mv("e2-e10")));
    assert!(tafl.legal_actions(ATTACKERS).contains(&mv("e2-k2")));
    let blocked = refusal(&setup("Kf6 tf2 tf4 Th11", Side::Attackers), "f2-f5");
    assert_eq!(blocked.key, "tafl-blocked");
    assert_eq!(blocked.args, vec![("square", crate::Arg::Text("f4".into()))]);
    assert_eq!(refusal(&tafl, "e2-f3").key, "tafl-not-straight");
    assert_eq!(refusal(&tafl, "e2-e2").key, "tafl-same-square");
    assert_eq!(refusal(&tafl, "a5-a6").key, "tafl-empty-square");
    assert_eq!(refusal(&tafl, "h11-h10").key, "tafl-not-your-piece");
}

#[test]
fn only_the_king_may_stop_on_the_throne() {
    let tafl = setup("Kc3 tf2 Th11", Side::Attackers);
    assert_eq!(refusal(&tafl, "f2-f6").key, "tafl-throne-only-king");
    let tafl = setup("Kc3 tf2 Tf10", Side::Defenders);
    assert_eq!(refusal(&tafl, "f10-f6").key, "tafl-throne-only-king");
}

#[test]
fn only_the_king_may_stop_on_a_corner() {
    let tafl = setup("Kf6 tc1 Tc11", Side::Attackers);
    assert_eq!(refusal(&tafl, "c1-a1").key, "tafl-corner-only-king");
    let tafl = setup("Kf6 tc1 Tc11", Side::Defenders);
    assert_eq!(refusal(&tafl, "c11-a11").key, "tafl-corner-only-king");
}

#[test]
fn any_piece_may_pass_over_the_empty_throne() {
    let mut tafl = setup("Kc3 tf2 Th11", Side::Attackers);
    play(&mut tafl, "f2-f9");
    assert_eq!(piece(&tafl, "f9"), Some(Piece::Attacker));
    let mut tafl = setup("Kc3 ta6 Td6", Side::Defenders);
    play(&mut tafl, "d6-h6");
    assert_eq!(piece(&tafl, "h6"), Some(Piece::Defender));
}

#[test]
fn nobody_passes_over_the_occupied_throne() {
    let tafl = setup("Kf6 tf2 Th11", Side::Attackers);
    assert_eq!(refusal(&tafl, "f2-f9").key, "tafl-blocked");
}

#[test]
fn the_king_may_return_to_the_throne() {
    let mut tafl = setup("Kf8 ta2", Side::Defenders);
    play(&mut tafl, "f8-f6");
    assert_eq!(tafl.board().king(), Some(tafl.board().throne()));
}

#[test]
fn a_piece_between_two_enemies_is_captured_when_the_mover_closes_the_sandwich() {
    let mut tafl = setup("Kf6 td5 Te5 tf3 Tk10", Side::Attackers);
    let events = play(&mut tafl, "f3-f5");
    assert_eq!(captured(&events), vec!["e5"]);
    assert_eq!(piece(&tafl, "e5"), None);
    let mut tafl = setup("Kf6 Tc3 tc4 Te5 Tk10", Side::Defenders);
    let events = play(&mut tafl, "e5-c5");
    assert_eq!(captured(&events), vec!["c4"], "vertical sandwich c3-c5");
}

#[test]
fn a_piece_beside_a_single_enemy_is_not_captured() {
    let mut tafl = setup("Kf6 Te5 tf3 Tk10", Side::Attackers);
    assert!(captured(&play(&mut tafl, "f3-f5")).is_empty());
}

#[test]
fn moving_between_two_enemies_is_safe() {
    let mut tafl = setup("Kf6 td5 tf5 Te9 Tk10", Side::Defenders);
    play(&mut tafl, "e9-e5");
    assert_eq!(piece(&tafl, "e5"), Some(Piece::Defender));
}

#[test]
fn corners_are_hostile_to_attackers() {
    let mut tafl = setup("Kf6 tb1 Tc5 tj10", Side::Defenders);
    let events = play(&mut tafl, "c5-c1");
    assert_eq!(captured(&events), vec!["b1"]);
}

#[test]
fn corners_are_hostile_to_defenders() {
    let mut tafl = setup("Kf6 Tk10 tj9", Side::Attackers);
    let events = play(&mut tafl, "j9-k9");
    assert_eq!(captured(&events), vec!["k10"]);
}

#[test]
fn the_empty_throne_is_hostile_to_defenders() {
    let mut tafl = setup("Kc3 Tf7 te8", Side::Attackers);
    let events = play(&mut tafl, "e8-f8");
    assert_eq!(captured(&events), vec!["f7"]);
}

#[test]
fn the_occupied_throne_is_not_hostile_to_defenders() {
    let mut tafl = setup("Kf6 Tf7 te8 tk2", Side::Attackers);
    let events = play(&mut tafl, "e8-f8");
    assert!(captured(&events).is_empty());
    assert_eq!(piece(&tafl, "f7"), Some(Piece::Defender));
}

#[test]
fn the_throne_is_hostile_to_attackers_with_or_without_the_king() {
    let mut tafl = setup("Kf6 tg6 Th9", Side::Defenders);
    assert_eq!(captured(&play(&mut tafl, "h9-h6")), vec!["g6"]);
    let mut tafl =
        setup_with("Kf6 tg6 Th9", Side::Defenders, TaflOptions { king_armed: false, ..TaflOptions::default() });
    assert_eq!(captured(&play(&mut tafl, "h9-h6")), vec!["g6"], "the throne itself is hostile, not the king");
    let mut tafl = setup("Kc3 tg6 Th9", Side::Defenders);
    assert_eq!(captured(&play(&mut tafl, "h9-h6")), vec!["g6"], "the empty throne too");
}

#[test]
fn the_king_takes_part_in_captures_as_hammer_and_anvil() {
    let mut tafl = setup("Kc5 te5 Tf5 tk2", Side::Defenders);
    assert_eq!(captured(&play(&mut tafl, "c5-d5")), vec!["e5"], "king as hammer");
    let mut tafl = setup("Kc4 tc5 Tc9 tk2", Side::Defenders);
    assert_eq!(captured(&play(&mut tafl, "c9-c6")), vec!["c5"], "king as anvil");
}

#[test]
fn an_unarmed_king_takes_no_part_in_captures() {
    let options = TaflOptions { king_armed: false, ..TaflOptions::default() };
    let mut tafl = setup_with("Kc5 te5 Tf5 tk2", Side::Defenders, options);
    assert!(captured(&play(&mut tafl, "c5-d5")).is_empty());
    let mut tafl = setup_with("Kc4 tc5 Tc9 tk2", Side::Defenders, options);
    assert!(captured(&play(&mut tafl, "c9-c6")).is_empty());
}

#[test]
fn one_move_may_capture_several_pieces() {
    let mut tafl = setup("Kf6 Tc2 tc3 Ta4 tb4 Te4 td4 Tc9 tj10", Side::Defenders);
    let mut squares = captured(&play(&mut tafl, "c9-c4"));
    squares.sort();
    assert_eq!(squares, vec!["b4", "c3", "d4"]);
}

#[test]
fn the_king_between_two_attackers_is_not_captured() {
    let mut tafl = setup("Kf8 te8 tg9 Ta2", Side::Attackers);
    assert!(captured(&play(&mut tafl, "g9-g8")).is_empty());
    assert_eq!(tafl.outcome(), None);
}

#[test]
fn the_king_is_captured_by_four_attackers_in_the_open() {
    let mut tafl = setup("Kd8 tc8 te8 td9 tj7 Ta3", Side::Attackers);
    let events = play(&mut tafl, "j7-d7");
    assert_eq!(captured(&events), vec!["d8"]);
    assert!(events.contains(&TaflEvent::KingCaptured { square: parse_square("d8").unwrap() }));
    assert_eq!(tafl.outcome(), Some(Outcome::Winner(ATTACKERS)));
    assert_eq!(tafl.board().king(), None);
}

#[test]
fn the_king_with_three_attackers_in_the_open_is_not_captured() {
    let mut tafl = setup("Kd8 tc8 te8 tj9 Ta3", Side::Attackers);
    assert!(captured(&play(&mut tafl, "j9-d9")).is_empty());
    assert_eq!(tafl.outcome(), None);
}

#[test]
fn the_king_on_the_throne_needs_four_attackers() {
    let mut tafl = setup("Kf6 te6 tg6 tf7 tj5 Ta3", Side::Attackers);
    assert_eq!(captured(&play(&mut tafl, "j5-f5")), vec!["f6"]);
    assert_eq!(tafl.outcome(), Some(Outcome::Winner(ATTACKERS)));
}

#[test]
fn the_king_beside_the_throne_is_captured_by_three_attackers() {
    let mut tafl = setup("Kf7 te7 tg7 tj8 Ta3", Side::Attackers);
    assert_eq!(captured(&play(&mut tafl, "j8-f8")), vec!["f7"]);
    assert_eq!(tafl.outcome(), Some(Outcome::Winner(ATTACKERS)));
}

#[test]
fn the_king_on_the_edge_is_captured_by_three_attackers() {
    let mut tafl = setup("Kf1 te1 tg1 tj2 Ta5", Side::Attackers);
    assert_eq!(captured(&play(&mut tafl, "j2-f2")), vec!["f1"]);
    assert_eq!(tafl.outcome(), Some(Outcome::Winner(ATTACKERS)));
}

#[test]
fn the_king_beside_a_corner_on_the_edge_is_captured_by_two_attackers() {
    let mut tafl = setup("Kb1 tc1 tj2 Ta5", Side::Attackers);
    assert_eq!(captured(&play(&mut tafl, "j2-b2")), vec!["b1"]);
    assert_eq!(tafl.outcome(), Some(Outcome::Winner(ATTACKERS)));
}

#[test]
fn a_king_that_moves_into_a_ring_is_not_captured_by_that_move() {
    // The king crosses the empty throne into f7, ringed by e7, g7, f8 and the throne.
    let mut tafl = setup("Kf4 te7 tg7 tf8 tj1 Ta3", Side::Defenders);
    let events = play(&mut tafl, "f4-f7");
    assert!(captured(&events).is_empty());
    assert_eq!(tafl.outcome(), None);
}

#[test]
fn a_king_in_a_ring_is_not_captured_by_an_attacker_move_elsewhere() {
    let mut tafl = setup("Kf4 te7 tg7 tf8 tj1 Ta3", Side::Defenders);
    play(&mut tafl, "f4-f7");
    let events = play(&mut tafl, "j1-j2");
    assert!(captured(&events).is_empty());
    assert_eq!(tafl.outcome(), None);
    assert_eq!(tafl.board().king(), parse_square("f7"));
}

#[test]
fn a_king_in_a_ring_is_captured_when_an_attacker_moves_beside_him_to_close_it() {
    let mut tafl = setup("Kf4 te7 tg7 tf8 tj1 Ta3", Side::Defenders);
    play(&mut tafl, "f4-f7");
    assert!(captured(&play(&mut tafl, "f8-f10")).is_empty());
    play(&mut tafl, "a3-a4");
    let events = play(&mut tafl, "f10-f8");
    assert_eq!(captured(&events), vec!["f7"]);
    assert_eq!(tafl.outcome(), Some(Outcome::Winner(ATTACKERS)));
}

#[test]
fn the_king_escaping_to_a_corner_wins_for_the_defenders() {
    let mut tafl = setup("Kc1 tj5 Ta5", Side::Defenders);
    let events = play(&mut tafl, "c1-a1");
    assert!(events.contains(&TaflEvent::KingEscaped { square: parse_square("a1").unwrap() }));
    assert_eq!(tafl.outcome(), Some(Outcome::Winner(DEFENDERS)));
    assert_eq!(tafl.turn(), Turn::Over(Outcome::Winner(DEFENDERS)));
    assert_eq!(tafl.clone().play(ATTACKERS, &mv("j5-j6")), Err(PlayError::GameOver));
}

#[test]
fn the_player_without_moves_loses() {
    let mut tafl = setup("Kf6 tb1 Tc1 Tb2 Tk5", Side::Defenders);
    let events = play(&mut tafl, "k5-k4");
    assert_eq!(events.last(), Some(&TaflEvent::NoMoves { side: Side::Attackers, draw: false }));
    assert_eq!(tafl.outcome(), Some(Outcome::Winner(DEFENDERS)));
    assert!(tafl.legal_actions(ATTACKERS).is_empty());
}

#[test]
fn moves_parse_in_every_accepted_form_and_format_with_a_dash() {
    for text in ["d1-d4", "d1 d4", "d1d4", "D1-D4", " d1xd4 ", "d1 - d4"] {
        assert_eq!(mv(text), mv("d1-d4"), "{text}");
    }
    assert_eq!(mv("a10a11").to_string(), "a10-a11");
    assert_eq!(Tafl::format_action(&mv("k11 k1")), "k11-k1");
}

#[test]
fn bad_move_text_tells_what_is_expected() {
    let tafl = Tafl::new(&TaflOptions::default(), 2).unwrap();
    let key = |text: &str| match tafl.parse_action(text) {
        Err(PlayError::NotAMove(m)) => m.key,
        Err(PlayError::BadNotation(m)) => m.key,
        other => panic!("{text}: {other:?}"),
    };
    assert!(matches!(tafl.parse_action("z1-z4"), Err(PlayError::BadNotation(_))));
    assert!(matches!(tafl.parse_action("hello"), Err(PlayError::NotAMove(_))));
    assert_eq!(key("hello"), "tafl-expected-move");
    assert_eq!(key("d1"), "tafl-expected-move");
    assert_eq!(key("d1-d4-d5"), "tafl-expected-move");
    assert_eq!(key("z1-z4"), "tafl-bad-square");
    assert_eq!(key("d0-d4"), "tafl-bad-square");
    assert_eq!(key("d1-d12"), "tafl-bad-square");
    assert_eq!(key(""), "tafl-expected-move");
}

#[test]
fn options_parse_validate_and_format() {
    let pairs = |k: &str, v: &str| vec![(k.to_owned(), v.to_owned())];
    assert_eq!(
        Tafl::parse_options(&pairs("king", "unarmed")),
        Ok(TaflOptions { king_armed: false, ..TaflOptions::default() })
    );
    assert_eq!(Tafl::parse_options(&[]), Ok(TaflOptions::default()));
    assert_eq!(Tafl::parse_options(&pairs("king", "weak")).unwrap_err().0.key, "option-bad-value");
    assert_eq!(Tafl::parse_options(&pairs("speed", "fast")).unwrap_err().0.key, "option-unknown");
    let unarmed = TaflOptions { king_armed: false, ..TaflOptions::default() };
    assert_eq!(Tafl::format_options(&unarmed), vec!["rules=classic", "king=unarmed"]);
    let copenhagen = Tafl::parse_options(&pairs("rules", "copenhagen")).unwrap();
    assert_eq!(copenhagen, TaflOptions { ruleset: Ruleset::Copenhagen, ..TaflOptions::default() });
    assert_eq!(Tafl::parse_options(&pairs("rules", "fetlar")).unwrap_err().0.key, "option-bad-value");
}

#[test]
fn every_viewer_sees_the_same_board_with_the_last_move_and_its_captures() {
    let mut tafl = setup("Kf6 td5 Te5 tf3 Tk10", Side::Attackers);
    play(&mut tafl, "f3-f5");
    let view = tafl.view(Viewer::Spectator);
    assert_eq!(view, tafl.view(Viewer::Player(DEFENDERS)));
    let last = view.last.expect("a move was played");
    assert_eq!((last.from.to_string(), last.to.to_string()), ("f3".into(), "f5".into()));
    assert_eq!(last.captured, vec![parse_square("e5").unwrap()]);
}

#[test]
fn positions_round_trip_through_text() {
    let tafl = setup("Kb1 tc1 tj2 Ta5", Side::Attackers);
    let text = tafl.board().to_position();
    assert_eq!(Board::from_position(&text).as_ref(), Some(tafl.board()));
    assert_eq!(Board::from_position("11/11"), None);
    assert_eq!(Board::from_position("K10/11/11/11/11/11/11/11/11/11/10K"), None, "two kings");
    assert_eq!(Board::from_position("12/11/11/11/11/11/11/11/11/11/11"), None, "a rank too long");
}

#[test]
fn the_history_holds_the_positions_since_the_last_capture_in_every_ruleset() {
    // Classic rules allow repeating, yet the history is kept for searches to see.
    let mut tafl = setup("Kc3 Tf7 tf6 th8 tk1", Side::Attackers);
    play(&mut tafl, "k1-k2");
    play(&mut tafl, "c3-c4");
    assert_eq!(tafl.history().len(), 3, "the start and two moves");
    assert_eq!(tafl.history().last(), Some(&tafl.key()));
    assert_eq!(captured(&play(&mut tafl, "h8-f8")), ["f7"]);
    assert_eq!(tafl.history(), [tafl.key()], "no position before a capture can recur");
}
