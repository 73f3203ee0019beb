use engine::tafl::{Ruleset, otn};
use engine::{AnyMatch, AnyView, GameKind, Seat, Seed, Viewer};

use super::*;

fn level(n: u8) -> ai::Level {
    ai::Level::new(n).unwrap()
}

fn say(protocol: Protocol, session: &mut Session, line: &str) -> Vec<String> {
    answer(protocol, session, line).lines
}

/// `e5e8` or `e5-e8` as the squares `(e5, e8)`.
fn squares(text: &str) -> (String, String) {
    let mv: engine::tafl::TaflMove = text.parse().unwrap_or_else(|_| panic!("{text}"));
    (mv.from.to_string(), mv.to.to_string())
}

#[test]
fn a_uci_engine_and_a_gtp_engine_play_a_whole_brandubh_game_against_each_other() {
    let (mut uci, mut gtp) = (Session::new(Ruleset::Copenhagen, level(1)), Session::new(Ruleset::Copenhagen, level(1)));
    assert!(say(Protocol::Uci, &mut uci, "uci").contains(&"uciok".to_owned()));
    say(Protocol::Uci, &mut uci, "setoption name Variant value brandubh7x7");
    assert_eq!(say(Protocol::Uci, &mut uci, "isready"), ["readyok"]);
    assert_eq!(say(Protocol::Gtp, &mut gtp, "board_size 7"), ["= "]);
    let mut moves: Vec<String> = Vec::new();
    let mut status = String::new();
    for ply in 0..400 {
        if ply % 2 == 0 {
            say(Protocol::Uci, &mut uci, &format!("position startpos moves {}", moves.join(" ")));
            let said = say(Protocol::Uci, &mut uci, "go movetime 20");
            let best = said.last().unwrap().strip_prefix("bestmove ").unwrap().to_owned();
            assert!(said[0].starts_with("info depth "), "{said:?}");
            let (from, to) = squares(&best);
            let played = say(Protocol::Gtp, &mut gtp, &format!("play attacker {from} {to}"));
            assert!(played[0].starts_with("= "), "ply {ply}: the other engine takes {best}: {played:?}");
            moves.push(best);
        } else {
            let said = say(Protocol::Gtp, &mut gtp, "generate_move");
            let words: Vec<&str> = said[0].split_whitespace().collect();
            assert_eq!(words[..3], ["=", "play", "defender"], "{said:?}");
            moves.push(format!("{}{}", words[3], words[4]));
        }
        status = say(Protocol::Gtp, &mut gtp, "final_status")[0].clone();
        if status != "= ongoing" {
            break;
        }
    }
    assert!(["= attacker_wins", "= defender_wins", "= draw"].contains(&status.as_str()), "{status} after {moves:?}");
    // Replayed by the rules themselves, every move of the game was legal.
    let mut game = AnyMatch::new(GameKind::Hnefatafl, &["rules=brandubh"], 2, Seed::from_bytes([0; 32])).unwrap();
    for (ply, mv) in moves.iter().enumerate() {
        game.play_text(Seat(ply as u8 % 2), mv).unwrap_or_else(|e| panic!("ply {ply}: {mv}: {e:?}"));
    }
    assert!(game.outcome().is_some());
}

#[test]
fn an_otep_engine_answers_as_opentafl_drives_it() {
    let mut session = Session::new(Ruleset::Copenhagen, level(1));
    assert_eq!(greeting(Protocol::Otep), Some("hello"));
    let brandub = "rules dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
    assert!(say(Protocol::Otep, &mut session, brandub).is_empty());
    let mut mirror = AnyMatch::new(GameKind::Hnefatafl, &["rules=brandubh"], 2, Seed::from_bytes([0; 32])).unwrap();
    for _ in 0..3 {
        say(Protocol::Otep, &mut session, "clock 30000 30000 0 0 0");
        let said = say(Protocol::Otep, &mut session, "play attackers");
        let ours = said[0].strip_prefix("move ").unwrap_or_else(|| panic!("{said:?}"));
        mirror.play_text(Seat(0), ours).unwrap_or_else(|e| panic!("{ours}: {e:?}"));
        let theirs = mirror.legal_moves(Seat(1))[0].clone();
        mirror.play_text(Seat(1), &theirs).unwrap();
        let AnyView::Hnefatafl(view) = mirror.view(Viewer::Spectator) else { unreachable!() };
        let record = otn::position_record(&view.board);
        assert!(say(Protocol::Otep, &mut session, &format!("opponent-move {theirs} {record}")).is_empty());
    }
    let refused = say(Protocol::Otep, &mut session, "rules dim:13 start:/13/13/13/13/13/13/13/13/13/13/13/13/13/");
    assert!(refused[0].starts_with("error -1 rules not ours: dim:13"), "{refused:?}");
    assert!(answer(Protocol::Otep, &mut session, "goodbye").quit);
}

#[test]
fn a_gtp_engine_refuses_what_is_wrong_with_an_error_and_an_empty_line() {
    let mut session = Session::new(Ruleset::Copenhagen, level(1));
    assert_eq!(say(Protocol::Gtp, &mut session, "name"), ["= games-bot"]);
    assert!(say(Protocol::Gtp, &mut session, "list_commands")[0].contains("generate_move"));
    assert_eq!(say(Protocol::Gtp, &mut session, "known_command generate_move"), ["= true"]);
    assert_eq!(say(Protocol::Gtp, &mut session, "dance"), ["? unrecognized command: dance", ""]);
    assert_eq!(say(Protocol::Gtp, &mut session, "play defender f4 f2"), ["? play: it isn't your turn", ""]);
    let illegal = say(Protocol::Gtp, &mut session, "play attacker a4 a1");
    assert!(illegal[0].starts_with("? play: ") && illegal[1].is_empty(), "{illegal:?}");
    assert_eq!(say(Protocol::Gtp, &mut session, "play attacker d1 d3"), ["= "]);
    assert!(say(Protocol::Gtp, &mut session, "show_board")[0].contains(" 3 ...X......."));
    assert_eq!(say(Protocol::Gtp, &mut session, "# a comment"), Vec::<String>::new());
    assert!(answer(Protocol::Gtp, &mut session, "quit").quit);
}

#[test]
fn a_uci_engine_starts_from_taflzeros_fen_with_its_side_to_move() {
    let mut session = Session::new(Ruleset::Brandubh, level(1));
    assert!(say(Protocol::Uci, &mut session, "position fen 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d").is_empty());
    let said = say(Protocol::Uci, &mut session, "go movetime 10");
    let best = said.last().unwrap().strip_prefix("bestmove ").unwrap().to_owned();
    let mut mirror = AnyMatch::new(
        GameKind::Hnefatafl,
        &["rules=brandubh", "position=/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/:d"],
        2,
        Seed::from_bytes([0; 32]),
    )
    .unwrap();
    mirror.play_text(Seat(1), &best).unwrap_or_else(|e| panic!("the defenders' move {best}: {e:?}"));
    let bad = say(Protocol::Uci, &mut session, "position fen 3a3/3a3/3d3/aadadaa/3d3/3a3/3a3 a");
    assert!(bad[0].contains("position refused: ") && bad[0].contains("a king"), "{bad:?}");
}
