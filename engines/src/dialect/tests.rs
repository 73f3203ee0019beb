use std::time::Duration;

use engine::tafl::Side;
use engine::{AnyMatch, GameKind, Seat, Seed};

use super::*;

fn brandubh(moves: &[&str]) -> Told {
    let mut m = AnyMatch::new(GameKind::Hnefatafl, &["rules=brandubh"], 2, Seed::from_bytes([0; 32])).unwrap();
    for (ply, mv) in moves.iter().enumerate() {
        m.play_text(Seat(ply as u8 % 2), mv).unwrap();
    }
    Told::of(&m).unwrap()
}

#[test]
fn uci_names_the_variant_and_sends_the_whole_game_each_move() {
    let told = brandubh(&["d7-f7", "e4-e6"]);
    let dialect = Dialect::new(Protocol::Uci);
    let greet = dialect.greet(&told, Side::Attackers);
    assert!(greet.contains(&Step::Say("setoption name Variant value brandubh7x7".into())), "{greet:?}");
    assert_eq!(greet.last(), Some(&Step::Await("readyok")));
    let mut dialect = dialect;
    let asked = dialect.ask(&told, 0, Side::Attackers, Duration::from_millis(700));
    assert_eq!(asked, ["position startpos moves d7f7 e4e6", "go movetime 700"]);
    assert_eq!(dialect.heard("info depth 3 nodes 100"), Heard::Nothing);
    assert_eq!(dialect.heard("bestmove a4a2"), Heard::Move("a4-a2".parse().unwrap()));
    assert_eq!(dialect.heard("bestmove (none)"), Heard::Failed);
}

#[test]
fn otep_gives_the_opponents_move_with_its_captures_and_the_position() {
    let told = brandubh(&["d7-f7"]);
    let mut dialect = Dialect::new(Protocol::Otep);
    let greet = dialect.greet(&told, Side::Defenders);
    assert_eq!(greet[0], Step::Await("hello"));
    assert!(greet.contains(&Step::Say("side defenders".into())), "{greet:?}");
    let asked = dialect.ask(&told, 0, Side::Defenders, Duration::from_millis(2_500));
    assert_eq!(
        asked,
        ["opponent-move d7-f7 /3t3/3t3/3T3/ttTKTtt/3T3/3t3/5t1/", "play defenders", "clock 2500* 2500* 2 1 1",]
    );
    assert_eq!(dialect.heard("status thinking hard"), Heard::Nothing, "a status never counts");
    assert_eq!(dialect.heard("move e4-e6"), Heard::Move("e4-e6".parse().unwrap()));
    assert_eq!(dialect.heard("error -1 lost"), Heard::Failed);
    assert_eq!(dialect.goodbye(Some(Side::Attackers)), ["finish 2", "goodbye"]);
}

#[test]
fn gtp_plays_the_moves_the_engine_missed_and_reads_the_answer_after_their_answers() {
    let told = brandubh(&["d7-f7", "e4-e6", "f7-f6"]);
    let mut dialect = Dialect::new(Protocol::Gtp);
    let asked = dialect.ask(&told, 1, Side::Defenders, Duration::from_secs(1));
    assert_eq!(asked, ["play defender e4 e6", "play attacker f7 f6", "generate_move"]);
    assert_eq!(dialect.heard("= "), Heard::Nothing, "the first play's answer");
    assert_eq!(dialect.heard("1 turn: thinking"), Heard::Nothing, "no answer at all");
    assert_eq!(dialect.heard("= e6"), Heard::Nothing, "the second play's answer, with its capture");
    assert_eq!(
        dialect.heard("= play defender d3 b3, score: 0.5, delay milliseconds: 3, loops: 9"),
        Heard::Move("d3-b3".parse().unwrap())
    );
    dialect.ask(&told, 3, Side::Defenders, Duration::from_secs(1));
    assert_eq!(dialect.heard("= defender d3 b3"), Heard::Move("d3-b3".parse().unwrap()), "its README's form");
    dialect.ask(&told, 3, Side::Defenders, Duration::from_secs(1));
    assert_eq!(dialect.heard("= play defender resigns _"), Heard::Resigned);
    dialect.ask(&told, 2, Side::Defenders, Duration::from_secs(1));
    assert_eq!(dialect.heard("? illegal move"), Heard::Failed, "a refused move of ours ends it");
}
