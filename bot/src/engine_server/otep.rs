//! OpenTafl's engine protocol, as its document gives it: the engine says `hello`; OpenTafl
//! sends `rules <OTN rules string>` (a new game), `side` (the side the engine plays) and
//! `start`, `position <record>` (for analysis), `opponent-move <moves> <record>`, then
//! `play <side>` and `clock …`, and the
//! engine answers `move a4-a1`; `move <record>` confirms it, `error <code>` refuses it,
//! `finish <code>` and `goodbye` end the game and the session. Our errors are `error -1
//! <why>` (critical: OpenTafl resigns for the engine).

use std::time::Duration;

use engine::tafl::{Side, Start, otn};

use super::{Said, Session};

pub fn answer(session: &mut Session, line: &str) -> Said {
    let (command, rest) = line.split_once(' ').unwrap_or((line, ""));
    let rest = rest.trim();
    match command {
        "rules" => match otn::read_rules(rest) {
            Ok(options) => {
                session.reset(options);
                // A start of the rules' own (a puzzle's): the attackers move first.
                match options.start {
                    Some(start) => set_start(session, start),
                    None => Said::nothing(),
                }
            }
            Err(why) => Said::line(format!("error -1 rules not ours: {why}")),
        },
        "position" => set_position(session, rest, session.to_move().unwrap_or(Side::Attackers)),
        // The side the engine plays: `play` names it again each turn.
        "side" | "start" => Said::nothing(),
        // The opponent's moves (`|` between them), then the position after them, which
        // is the game's: when the moves do not lead there (we were started in the middle
        // of a game), the game goes on from that position.
        "opponent-move" => {
            let (moves, record) = rest.split_once(' ').unwrap_or((rest, ""));
            let played =
                moves.split('|').all(|mv| otn::read_move(mv).is_some_and(|mv| session.play(&mv.to_string()).is_ok()));
            let arrived = otn::read_position(record).is_none_or(|board| board == session.board());
            if played && arrived {
                return Said::nothing();
            }
            let side = session.to_move().unwrap_or(Side::Attackers);
            set_position(session, record, side)
        }
        "clock" => {
            session.clock = clock_budget(rest, session.to_move());
            Said::nothing()
        }
        "play" => {
            // The side named is the one to move, whatever the position said.
            let side = if rest == "defenders" { Side::Defenders } else { Side::Attackers };
            if session.to_move() != Some(side) {
                let board = session.board();
                if let Some(refused) = set_start(session, Start::of(&board, side)).lines.pop() {
                    return Said::line(refused);
                }
            }
            let Some((mv, _)) = session.think(session.clock) else { return Said::line("error -1 no legal move") };
            match session.play(&mv.to_string()) {
                Ok(_) => Said::line(format!("move {mv}")),
                Err(why) => Said::line(format!("error -1 {why}")),
            }
        }
        // Our move confirmed with the position after it; or refused.
        "move" | "error" | "finish" | "analyze" | "simple-moves" | "" => Said::nothing(),
        "goodbye" => Said { lines: Vec::new(), quit: true },
        other => Said::line(format!("error 0 unknown command {other}")),
    }
}

fn set_position(session: &mut Session, record: &str, side: Side) -> Said {
    match otn::read_position(record) {
        Some(board) => set_start(session, Start::of(&board, side)),
        None => Said::line(format!("error -1 bad position {record}")),
    }
}

fn set_start(session: &mut Session, start: Start) -> Said {
    match session.set_position(start) {
        Ok(()) => Said::nothing(),
        Err(why) => Said::line(format!("error -1 position refused: {why}")),
    }
}

/// A move's time from `clock <attackers ms>[*] <defenders ms>[*] <overtime s> …`: a
/// twentieth of the side's main time, or most of an overtime period once it is spent.
fn clock_budget(text: &str, side: Option<Side>) -> Option<Duration> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mine = match side? {
        Side::Attackers => words.first()?,
        Side::Defenders => words.get(1)?,
    };
    let overtime = mine.ends_with('*');
    let ms: u64 = mine.trim_end_matches('*').parse().ok()?;
    Some(Duration::from_millis(if overtime { ms * 3 / 4 } else { ms / 20 }))
}
