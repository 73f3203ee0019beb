//! OpenTafl Notation (OTN), as OpenTafl's notation specification writes it: the rules
//! string (`dim:11 name:Copenhagen atkf:y … start:/…/`), position records (rank 1
//! first, `t` attackers, `T` defenders, `K` the king, runs of empty squares as numbers,
//! `/` around and between the rows) and move records (`e5-e8xe9/f8`, the king's moves
//! and capture marked `K`, `++` when the king is taken and `--` when he escapes).

use std::collections::BTreeMap;

use super::board::{Board, Piece, Side};
use super::{Escape, KingCapture, Repetition, Ruleset, Start, Tafl, TaflEvent, TaflMove, TaflOptions, parse_square};
use crate::game::{Game, Seat};

/// The OTN rules string of a ruleset with the king armed or not: OpenTafl's keys, with
/// the values that describe our rules (OpenTafl's own string for Copenhagen).
pub fn rules_string(options: TaflOptions) -> String {
    let rules = options.rules();
    let board = rules.start_board();
    let mut keys = vec![format!("dim:{}", board.size()), format!("name:{}", ruleset_name(options.ruleset))];
    if rules.escape == Escape::Edge {
        keys.push("esc:e".into());
    }
    keys.push("atkf:y".into());
    match rules.repetition {
        Repetition::Allowed => keys.push("tfr:i".into()),
        Repetition::DefendersLose => keys.push("tfr:w".into()),
        Repetition::Draw => {}
    }
    if !rules.king_armed {
        keys.push("ka:n".into());
    }
    if rules.king_capture == KingCapture::ByPlace {
        keys.push("ks:c".into());
    }
    if !rules.corners {
        keys.push("cor:".into());
    }
    if !rules.pass_throne {
        keys.push("cenp:".into());
    }
    if rules.shieldwall {
        keys.push("sw:s".into());
    }
    if rules.exit_fort {
        keys.push("efe:y".into());
    }
    keys.push(format!("start:{}", position_record(&board)));
    keys.join(" ")
}

/// The ruleset's name as OpenTafl writes it, spaces as `_`.
fn ruleset_name(ruleset: Ruleset) -> &'static str {
    match ruleset {
        Ruleset::Classic => "Hnefatafl",
        Ruleset::Copenhagen => "Copenhagen",
        Ruleset::Brandubh => "Brandubh",
        Ruleset::Tablut => "Tablut",
    }
}

/// A board as an OTN position record: `/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/`.
pub fn position_record(board: &Board) -> String {
    let top_first = board.to_position();
    let rows: Vec<&str> = top_first.split('/').rev().collect();
    format!("/{}/", rows.join("/"))
}

/// A position record read into a board; `None` unless it is one of ours (7, 9 or 11
/// squares a side, attackers, defenders and at most one king).
pub fn read_position(record: &str) -> Option<Board> {
    let inner = record.trim().strip_prefix('/')?.strip_suffix('/')?;
    let rows: Vec<&str> = inner.split('/').rev().collect();
    Board::from_position(&rows.join("/"))
}

/// The OTN move records of `moves` played from the start under `options`, with their
/// captures and end marks; `Err` with the ply (1-based) of the first illegal one.
pub fn move_records(options: TaflOptions, moves: &[TaflMove]) -> Result<Vec<String>, usize> {
    let mut game = Tafl::new(&options, 2).map_err(|_| 0usize)?;
    let mut records = Vec::with_capacity(moves.len());
    for (ply, mv) in moves.iter().enumerate() {
        let seat = Seat(ply as u8 % 2);
        if game.outcome.is_some() || game.check(seat, mv).is_err() {
            return Err(ply + 1);
        }
        let king = game.board.get(mv.from) == Some(Piece::King);
        let events = game.apply_unchecked(seat, mv);
        records.push(move_record(*mv, king, &events));
    }
    Ok(records)
}

/// `e5-e8xe9/f8`, `Ke6-e7xf7`, `c2-c3xKc4++`, `Ke1-a1--`.
fn move_record(mv: TaflMove, king: bool, events: &[TaflEvent]) -> String {
    let mut text = format!("{}{}-{}", if king { "K" } else { "" }, mv.from, mv.to);
    let mut captures = Vec::new();
    let mut end = "";
    for event in events {
        match event {
            TaflEvent::Captured { square } => captures.push(square.to_string()),
            TaflEvent::Shieldwall { squares } => captures.extend(squares.iter().map(ToString::to_string)),
            TaflEvent::KingCaptured { square } => {
                captures.push(format!("K{square}"));
                end = "++";
            }
            TaflEvent::KingEscaped { .. } => end = "--",
            _ => {}
        }
    }
    if !captures.is_empty() {
        text.push('x');
        text.push_str(&captures.join("/"));
    }
    text + end
}

/// The squares of an OTN move record, full or simple (`Ke5-e1-`, `e5-e8xe9/f8`,
/// `c2-c3xKc4`); `None` when it is not one, or is a jump or a berserk move, which no
/// ruleset of ours has.
pub fn read_move(record: &str) -> Option<TaflMove> {
    let record = record.trim().trim_end_matches(['+', '-']);
    // The king's mark is a capital: `k4-k3` moves from the k file.
    let record = record.strip_prefix('K').unwrap_or(record);
    let (moved, _captures) = record.split_once('x').unwrap_or((record, ""));
    let (from, to) = moved.split_once('-')?;
    Some(TaflMove { from: parse_square(from)?, to: parse_square(to)? })
}

/// What a rules string is to us: the options of the ruleset it describes.
pub fn read_rules(text: &str) -> Result<TaflOptions, String> {
    let keys: BTreeMap<&str, &str> =
        text.split_whitespace().map(|entry| entry.split_once(':').unwrap_or((entry, ""))).collect();
    let dim: u8 = keys.get("dim").and_then(|d| d.parse().ok()).ok_or("the rules string has no dim:")?;
    let start = keys.get("start").copied().map(str::to_owned).or_else(|| {
        // An inverted start (`starti:`) lists the top row first.
        let inverted = keys.get("starti")?.trim_matches('/');
        Some(format!("/{}/", inverted.split('/').rev().collect::<Vec<_>>().join("/")))
    });
    let start = start.ok_or("the rules string has no start:")?;
    let board = read_position(&start).ok_or_else(|| format!("dim:{dim} with this start is not a board of ours"))?;
    let unsupported = [
        ("atkf", "y", "the defenders moving first"),
        ("ber", "n", "berserk moves"),
        ("kj", "n", "a jumping king"),
        ("spd", "-1", "speed limits"),
    ];
    for (key, ours, what) in unsupported {
        if let Some(value) = keys.get(key).filter(|v| **v != ours) {
            return Err(format!("{key}:{value} ({what}) is in none of our rulesets"));
        }
    }
    let king_armed = match keys.get("ka").copied().unwrap_or("y") {
        "y" => true,
        "n" => false,
        other => return Err(format!("ka:{other} (a king armed on one side only) is in none of our rulesets")),
    };
    let edge = keys.get("esc") == Some(&"e");
    let ruleset = match (dim, edge) {
        (7, false) => Ruleset::Brandubh,
        (9, true) => Ruleset::Tablut,
        (11, false) if keys.get("sw") == Some(&"s") || keys.get("efe") == Some(&"y") => Ruleset::Copenhagen,
        (11, false) => Ruleset::Classic,
        _ => {
            let escape = if edge { "edge" } else { "corner" };
            return Err(format!(
                "dim:{dim} with {escape} escape is none of our rulesets: brandubh (7, corners), tablut (9, edge), \
                 classic and copenhagen (11, corners)"
            ));
        }
    };
    // Another start (a puzzle's) is a position of the game's own, the attackers to move
    // unless the moves say otherwise; whether it is one of the ruleset is checked when
    // the game starts.
    // Corners and thrones of their own make another game.
    let squares = |list: &str| list.split(',').filter(|s| !s.is_empty()).map(str::to_owned).collect::<Vec<_>>();
    let rules = ruleset.rules();
    let size = board.size();
    let last = (b'a' + size - 1) as char;
    let corners = if rules.corners { squares(&format!("a1,a{size},{last}1,{last}{size}")) } else { Vec::new() };
    if let Some(cor) = keys.get("cor").filter(|c| **c != "default") {
        let mut given = squares(cor);
        given.sort();
        let mut ours = corners;
        ours.sort();
        if given != ours {
            return Err(format!("cor:{cor} (corners of its own) is in none of our rulesets"));
        }
    }
    let throne = format!("{}{}", (b'a' + size / 2) as char, size / 2 + 1);
    if let Some(cen) = keys.get("cen").filter(|c| !["default", "", throne.as_str()].contains(&c.trim_end_matches(',')))
    {
        return Err(format!("cen:{cen} (a throne of its own) is in none of our rulesets"));
    }
    let mut options = TaflOptions { ruleset, king_armed, start: None };
    if board != options.rules().start_board() {
        options.start = Some(Start::of(&board, Side::Attackers));
    }
    Ok(options)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(text: &str) -> TaflMove {
        text.parse().unwrap()
    }

    #[test]
    fn copenhagens_rules_string_is_opentafls_own() {
        let copenhagen = TaflOptions { ruleset: Ruleset::Copenhagen, ..TaflOptions::default() };
        assert_eq!(
            rules_string(copenhagen),
            "dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y \
             start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/"
        );
    }

    #[test]
    fn every_rules_string_reads_back_to_its_ruleset() {
        for ruleset in Ruleset::ALL {
            for king_armed in [true, false] {
                let options = TaflOptions { ruleset, king_armed, start: None };
                assert_eq!(read_rules(&rules_string(options)), Ok(options), "{}", rules_string(options));
            }
        }
    }

    #[test]
    fn opentafls_files_rules_are_read_and_others_refused_with_the_reason() {
        // OpenTafl's Grandmasters 2015 record, and its built-in Brandub and Tablut.
        let gm =
            "dim:11 atkf:y sw:s efe:y start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
        assert_eq!(read_rules(gm).map(|o| o.ruleset), Ok(Ruleset::Copenhagen));
        let brandub = "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
        assert_eq!(read_rules(brandub).map(|o| o.ruleset), Ok(Ruleset::Brandubh));
        let tablut = "dim:9 name:Tablut esc:e atkf:y ks:c nj:n cor: cens: cenh: \
                      start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
        assert_eq!(read_rules(tablut).map(|o| o.ruleset), Ok(Ruleset::Tablut));
        let fetlar = "dim:11 atkf:n start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
        assert!(read_rules(fetlar).unwrap_err().contains("atkf:n (the defenders moving first)"));
        let small = "dim:5 name:Copenhagen atkf:n start:/1tTTt/tKt2/t2T1/5/1T3/";
        assert!(read_rules(small).is_err());
        // OpenTafl's Copenhagen escape puzzle: a corner and a throne of its own.
        let odd = "dim:7 name:CopenhagenPuzzle atkf:y tfr:w cor:g7, cen:b2, sw:s efe:y \
                   starti:/tt2T2/1t2K2/2tt3/6t/3TTt1/4Tt1/4Tt1/";
        assert!(read_rules(odd).unwrap_err().contains("cor:g7, (corners of its own)"));
        // A puzzle's own start is a position to start from.
        let puzzle = "dim:7 atkf:y start:/3t3/3t3/3T3/t1TKT1t/3T3/3t3/3t3/";
        let start = read_rules(puzzle).unwrap().start.expect("a start of its own");
        assert_eq!(position_record(&start.board()), "/3t3/3t3/3T3/t1TKT1t/3T3/3t3/3t3/");
        let sea_battle = "dim:9 esc:e ka:n start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
        assert_eq!(
            read_rules(sea_battle),
            Ok(TaflOptions { ruleset: Ruleset::Tablut, king_armed: false, start: None })
        );
    }

    #[test]
    fn positions_list_rank_one_first() {
        let board = Ruleset::Brandubh.rules().start_board();
        assert_eq!(position_record(&board), "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
        let mut moved = board.clone();
        moved.set(crate::tafl::Square::new(3, 0).unwrap(), None);
        assert_eq!(position_record(&moved), "/7/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", "a1 first: d1 is in the first row");
        assert_eq!(read_position(&position_record(&moved)), Some(moved));
        assert_eq!(read_position("3t3/3t3"), None);
    }

    #[test]
    fn moves_carry_their_captures_and_the_kings_marks() {
        let brandubh = TaflOptions { ruleset: Ruleset::Brandubh, ..TaflOptions::default() };
        let moves = [mv("a4-a2"), mv("e4-e5"), mv("g4-g3"), mv("c4-c5")];
        let records = move_records(brandubh, &moves).unwrap();
        assert_eq!(records[0], "a4-a2");
        assert!(records.iter().all(|r| read_move(r).is_some()), "{records:?}");
        for (record, played) in records.iter().zip(moves) {
            assert_eq!(read_move(record), Some(played));
        }
        assert_eq!(move_records(brandubh, &[mv("a4-a1")]), Err(1), "a1 is a corner");
        assert_eq!(read_move("c2-c3xKc4++"), Some(mv("c2-c3")));
        assert_eq!(read_move("Ke1-a1--"), Some(mv("e1-a1")));
        assert_eq!(read_move("k4-k3"), Some(mv("k4-k3")), "the k file is no king");
        assert_eq!(read_move("Ne6^=e8xce7/ne9"), None);
        assert_eq!(
            move_record(
                mv("e5-e8"),
                false,
                &[
                    TaflEvent::Captured { square: parse_square("e9").unwrap() },
                    TaflEvent::Captured { square: parse_square("f8").unwrap() }
                ]
            ),
            "e5-e8xe9/f8"
        );
        let king_taken = [TaflEvent::KingCaptured { square: parse_square("c4").unwrap() }];
        assert_eq!(move_record(mv("c2-c3"), false, &king_taken), "c2-c3xKc4++");
        let escaped = [TaflEvent::KingEscaped { square: parse_square("a1").unwrap() }];
        assert_eq!(move_record(mv("e1-a1"), true, &escaped), "Ke1-a1--");
    }
}
