//! The tafl world's record formats, in and out: OpenTafl's game files (`.otg`, tags and
//! the rules string, then numbered turns of OTN moves with their captures) and
//! hnefatafl.org's PGN-style files (`[Event "…"]` tags, then `1. h1h3 g5g2 2. …`, moves
//! without marks, Copenhagen 11×11 only). `export otn` and `export pgn` write them;
//! `bot replay FILE` reads them, told apart by their content.

use std::collections::BTreeMap;

use engine::tafl::{Ruleset, Side, Start, TaflMove, TaflOptions, otn};
use engine::{GameKind, Message, Seat};

use crate::model::StoredMatch;
use crate::record_text::ParsedRecord;

/// A record format of the tafl world.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// OpenTafl's game file.
    Otn,
    /// hnefatafl.org's PGN-style file.
    Pgn,
}

impl Format {
    /// `otn` or `pgn`, as `export` takes them.
    pub fn named(word: &str) -> Option<Format> {
        match word.to_ascii_lowercase().as_str() {
            "otn" | "otg" | "opentafl" => Some(Format::Otn),
            "pgn" => Some(Format::Pgn),
            _ => None,
        }
    }

    /// The last part of the web page's address that downloads it (`/m/<token>/otn`).
    pub fn route(self) -> &'static str {
        match self {
            Format::Otn => "otn",
            Format::Pgn => "pgn",
        }
    }

    /// What people call it.
    pub fn title(self) -> &'static str {
        match self {
            Format::Otn => "OpenTafl (.otg)",
            Format::Pgn => "hnefatafl.org (.pgn)",
        }
    }

    /// The file's extension.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Otn => "otg",
            Format::Pgn => "pgn",
        }
    }
}

/// The tafl options of a match, and its moves; `None` for another game.
fn tafl_match(stored: &StoredMatch) -> Option<(TaflOptions, Vec<TaflMove>)> {
    if stored.game.kind() != GameKind::Hnefatafl {
        return None;
    }
    let words = stored.game.options();
    let ruleset = words.iter().find_map(|w| w.strip_prefix("rules=")).and_then(Ruleset::parse).unwrap_or_default();
    let king_armed = !words.iter().any(|w| w == "king=unarmed");
    let start = words.iter().find_map(|w| w.strip_prefix("position=")).and_then(Start::parse);
    let moves: Option<Vec<TaflMove>> = stored.game.movetext().split_whitespace().map(|m| m.parse().ok()).collect();
    Some((TaflOptions { ruleset, king_armed, start }, moves?))
}

/// What a file says of its game besides the moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// `Match #12`.
    pub event: String,
    /// `2026.12.05`.
    pub date: String,
    pub attackers: String,
    pub defenders: String,
    /// The winner's side, or a draw; `None` while it runs.
    pub outcome: Option<engine::Outcome>,
    /// How it ended (`resignation`, `time`), once it has.
    pub termination: Option<String>,
}

impl Header {
    fn of(stored: &StoredMatch) -> Header {
        Header {
            event: format!("Match #{}", stored.id),
            date: crate::local_time::day(stored.started_at, '.'),
            attackers: stored.players[0].name.clone(),
            defenders: stored.players[1].name.clone(),
            outcome: stored.end_outcome(),
            termination: stored.end.as_ref().map(|end| end.reason.clone()),
        }
    }
}

/// The formats `stored` can be written in: none for a game other than tafl, OpenTafl's
/// for every ruleset, and hnefatafl.org's for Copenhagen.
pub fn formats_of(stored: &StoredMatch) -> Vec<Format> {
    match tafl_match(stored) {
        Some((options, _)) if options.ruleset == Ruleset::Copenhagen && options.start.is_none() => {
            vec![Format::Otn, Format::Pgn]
        }
        Some(_) => vec![Format::Otn],
        None => Vec::new(),
    }
}

/// `stored` written in `format`, or why it cannot be.
pub fn export(stored: &StoredMatch, format: Format) -> Result<String, Message> {
    let Some((options, moves)) = tafl_match(stored) else {
        return Err(Message::new("export-format-tafl-only").with("format", format.route()));
    };
    match format {
        Format::Otn => Ok(otn_file(&Header::of(stored), options, &moves)),
        Format::Pgn if options.start.is_some() => Err(Message::new("export-pgn-start-only")),
        Format::Pgn if options.ruleset == Ruleset::Copenhagen => Ok(pgn_file(&Header::of(stored), &moves)),
        Format::Pgn => Err(Message::new("export-pgn-copenhagen-only")),
    }
}

/// An OpenTafl game file: the tags, the rules string, then the turns' OTN moves with
/// their captures and end marks.
pub fn otn_file(header: &Header, options: TaflOptions, moves: &[TaflMove]) -> String {
    let mut out = String::new();
    let mut tag = |key: &str, value: &str| out.push_str(&format!("[{key}:{}]\n", value.replace(['[', ']', '\n'], " ")));
    tag("event", &header.event);
    tag("date", &header.date);
    tag("attackers", &header.attackers);
    tag("defenders", &header.defenders);
    let result = match header.outcome {
        Some(engine::Outcome::Winner(Seat(0))) => "1",
        Some(engine::Outcome::Winner(_)) => "-1",
        Some(engine::Outcome::Draw) => "0",
        None => "?",
    };
    tag("result", result);
    if let Some(termination) = &header.termination {
        tag("termination", termination);
    }
    tag("rules", &otn::rules_string(options));
    // A game from a position of its own: OpenTafl's optional tag for it, the side to move
    // being the first mover's of the turns below.
    if let Some(start) = options.start {
        tag("position", &otn::position_record(&start.board()));
    }
    out.push('\n');
    // The moves were legal when played: a record that no longer replays keeps the rest out.
    let records = otn::move_records(options, moves).unwrap_or_default();
    for (turn, pair) in records.chunks(2).enumerate() {
        out.push_str(&format!("{}. {}\n", turn + 1, pair.join(" ")));
    }
    out
}

/// hnefatafl.org's PGN-style file: three tags, an empty line, and the moves on one line.
pub fn pgn_file(header: &Header, moves: &[TaflMove]) -> String {
    let mut out = String::new();
    let mut tag = |key: &str, value: &str| out.push_str(&format!("[{key} \"{}\"]\n", value.replace(['"', '\n'], "'")));
    tag("Event", &header.event);
    tag("Site", "Games bot");
    tag("Date", &header.date);
    out.push('\n');
    let plies: Vec<String> = moves
        .chunks(2)
        .enumerate()
        .map(|(turn, pair)| {
            let pair: Vec<String> = pair.iter().map(|m| format!("{}{}", m.from, m.to)).collect();
            format!("{}. {}", turn + 1, pair.join(" "))
        })
        .collect();
    out.push_str(&plies.join(" "));
    out.push('\n');
    out
}

/// `text` read as one of the tafl world's formats, when it is one: an OpenTafl game file
/// (a `[rules:…]` tag), or hnefatafl.org's PGN (`[Event "…"]` tags and no `[Game "…"]`).
/// `Err` says why a file of that format cannot be played here.
pub fn read(text: &str) -> Option<Result<ParsedRecord, String>> {
    if text.lines().any(|l| l.trim_start().starts_with("[rules:")) {
        return Some(read_otn(text));
    }
    let pgn = text.lines().any(|l| l.trim_start().starts_with("[Event \"") || l.trim_start().starts_with("[Site \""));
    (pgn && !text.lines().any(|l| l.trim_start().starts_with("[Game \""))).then(|| read_pgn(text))
}

fn tafl_record(options: TaflOptions, tags: BTreeMap<String, String>, moves: Vec<String>) -> ParsedRecord {
    let mut tags = tags;
    tags.insert("Game".into(), "hnefatafl".into());
    let mut words = vec![format!("rules={}", options.ruleset.name())];
    if !options.king_armed {
        words.push("king=unarmed".into());
    }
    words.extend(options.start.map(|start| format!("position={start}")));
    tags.insert("Options".into(), words.join(" "));
    ParsedRecord { tags, movetext: moves.join(" ") }
}

fn read_otn(text: &str) -> Result<ParsedRecord, String> {
    let mut tags = BTreeMap::new();
    let mut moves: Vec<String> = Vec::new();
    let (mut options, mut position) = (None, None);
    for line in text.lines().map(str::trim) {
        if let Some(inner) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            let Some((key, value)) = inner.split_once(':') else { continue };
            match key {
                "rules" => options = Some(otn::read_rules(value).map_err(|e| format!("the rules: {e}"))?),
                "position" => {
                    position = Some(otn::read_position(value).ok_or(format!("{value} is no position of ours"))?)
                }
                "attackers" | "defenders" => {
                    tags.insert(crate::record_text::capitalised(key), value.to_owned());
                }
                _ => {}
            }
        } else if line.starts_with(|c: char| c.is_ascii_digit()) {
            // `12. a4-a1 e5-e8xe9`: the turn's number, then its moves; `---` resigns.
            for record in line.split_whitespace().skip(1).filter(|m| *m != "---") {
                let mv = otn::read_move(record).ok_or_else(|| format!("{record} is not a move of ours"))?;
                moves.push(mv.to_string());
            }
        }
    }
    let mut options: TaflOptions = options.ok_or("the file has no [rules:…] tag")?;
    // A game from a position of its own: OTN does not say who moves first, so the first
    // move's piece does (the attackers when there is none).
    if let Some(board) = position.or_else(|| options.start.map(|start| start.board())) {
        let first = moves.first().and_then(|m| m.parse::<TaflMove>().ok()).and_then(|m| board.get(m.from));
        let side = first.map_or(Side::Attackers, |piece| piece.side());
        options.start = Some(Start::of(&board, side));
    }
    Ok(tafl_record(options, tags, moves))
}

fn read_pgn(text: &str) -> Result<ParsedRecord, String> {
    let mut moves = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.starts_with('[')) {
        for token in line.split_whitespace().filter(|t| !t.starts_with(|c: char| c.is_ascii_digit())) {
            let mv: TaflMove = token.parse().map_err(|_| format!("{token} is not a move (h1h3)"))?;
            moves.push(mv.to_string());
        }
    }
    let copenhagen = TaflOptions { ruleset: Ruleset::Copenhagen, ..TaflOptions::default() };
    Ok(tafl_record(copenhagen, BTreeMap::new(), moves))
}
