//! hnefatafl.org's text protocol (hnefatafl-copenhagen's `hnefatafl-text-protocol`, after
//! GTP): one command a line, `= <answer>` on success and `? <error>` then an empty line on
//! failure; roles are `attacker` and `defender` (`a`, `d`); squares `e5`, rank 1 at the
//! bottom. Commands: `name`, `version`, `protocol_version`, `list_commands`,
//! `known_command`, `board_size`, `first_move`, `time_settings`, `play ROLE FROM TO`
//! (answered with the squares it captured), `play ROLE resigns`, `generate_move`
//! (`= play attacker e5 e8`), `final_status`, `show_board`, `quit`.

use engine::tafl::{Piece, Ruleset, Side, Square, TaflOptions};

use super::{Said, Session};

const COMMANDS: [&str; 14] = [
    "board_size",
    "final_status",
    "first_move",
    "generate_move",
    "known_command",
    "list_commands",
    "name",
    "play",
    "protocol_version",
    "quit",
    "reset_board",
    "show_board",
    "time_settings",
    "version",
];

fn ok(text: impl Into<String>) -> Said {
    Said::line(format!("= {}", text.into()))
}

fn refused(text: impl Into<String>) -> Said {
    Said { lines: vec![format!("? {}", text.into()), String::new()], quit: false }
}

fn role(word: &str) -> Option<Side> {
    match word.to_ascii_lowercase().as_str() {
        "a" | "attacker" | "attackers" => Some(Side::Attackers),
        "d" | "defender" | "defenders" => Some(Side::Defenders),
        _ => None,
    }
}

fn role_name(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attacker",
        Side::Defenders => "defender",
    }
}

pub fn answer(session: &mut Session, line: &str) -> Said {
    let line = line.split('#').next().unwrap_or_default();
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        [] => Said::nothing(),
        ["name"] => ok("games-bot"),
        ["version"] => ok(env!("CARGO_PKG_VERSION")),
        ["protocol_version"] => ok("1-beta"),
        ["list_commands"] => ok(format!("\n{}", COMMANDS.join("\n"))),
        ["known_command", command] => ok(COMMANDS.contains(command).to_string()),
        ["quit"] => Said { lines: Vec::new(), quit: true },
        ["board_size", size] => {
            let ruleset = match *size {
                "11" => Ruleset::Copenhagen,
                "9" => Ruleset::Tablut,
                "7" => Ruleset::Brandubh,
                _ => return refused(format!("board_size: {size} is not 7, 9 or 11")),
            };
            session.reset(TaflOptions { ruleset, ..TaflOptions::default() });
            ok("")
        }
        ["first_move", who] => match role(who) {
            Some(Side::Attackers) => {
                session.reset(session.options);
                ok("")
            }
            Some(Side::Defenders) => refused("first_move: the attackers move first in every ruleset of ours"),
            None => refused(format!("first_move: {who} is not a role")),
        },
        ["time_settings" | "reset_board", ..] => {
            session.reset(session.options);
            ok("")
        }
        ["play", who, "resigns"] => match role(who) {
            Some(_) => ok(""),
            None => refused(format!("play: {who} is not a role")),
        },
        ["play", who, from, to] => play(session, who, from, to),
        ["generate_move"] => {
            let Some(side) = session.to_move() else { return refused("generate_move: the game is already over") };
            let Some((mv, _)) = session.think(None) else { return refused("generate_move: no legal move") };
            match session.play(&mv.to_string()) {
                Ok(_) => ok(format!("play {} {} {}", role_name(side), mv.from, mv.to)),
                Err(why) => refused(format!("generate_move: {why}")),
            }
        }
        ["final_status"] => ok(match session.game.outcome() {
            None => "ongoing",
            Some(engine::Outcome::Winner(engine::Seat(0))) => "attacker_wins",
            Some(engine::Outcome::Winner(_)) => "defender_wins",
            Some(engine::Outcome::Draw) => "draw",
        }),
        ["show_board"] => ok(format!("\n{}", picture(&session.board()))),
        [other, ..] => refused(format!("unrecognized command: {other}")),
    }
}

/// `play ROLE FROM TO`: the squares it captured, each followed by a space.
fn play(session: &mut Session, who: &str, from: &str, to: &str) -> Said {
    let Some(side) = role(who) else { return refused(format!("play: {who} is not a role")) };
    if session.to_move() != Some(side) {
        return refused("play: it isn't your turn");
    }
    match session.play(&format!("{}-{}", from.to_ascii_lowercase(), to.to_ascii_lowercase())) {
        Ok(captured) => ok(captured.iter().map(|sq| format!("{sq} ")).collect::<String>()),
        Err(why) => refused(format!("play: {why}")),
    }
}

/// The board as hnefatafl-copenhagen's `show_board` draws it: `X` attackers, `O`
/// defenders, `K` the king, `.` empty, the top row first.
fn picture(board: &engine::tafl::Board) -> String {
    let size = board.size();
    let mut rows = Vec::with_capacity(usize::from(size));
    for rank in (0..size).rev() {
        let row: String = (0..size)
            .map(|file| match Square::new(file, rank).and_then(|sq| board.get(sq)) {
                Some(Piece::Attacker) => 'X',
                Some(Piece::Defender) => 'O',
                Some(Piece::King) => 'K',
                None => '.',
            })
            .collect();
        rows.push(format!("{:>2} {row}", rank + 1));
    }
    rows.join("\n")
}
