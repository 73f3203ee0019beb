//! Match records as PGN-like text: tag lines, then the numbered move list. `export`
//! writes them; `parse` reads them back for `bot replay`.

use std::collections::BTreeMap;

use engine::{GameKind, Seat};

use crate::model::{Status, StoredMatch};

fn tag(out: &mut String, name: &str, value: &str) {
    let value = value.replace('\\', "\\\\").replace('"', "\\\"");
    out.push_str(&format!("[{name} \"{value}\"]\n"));
}

/// `attackers` → `Attackers`.
pub(crate) fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The record: game, options, players, date, seed commitment (and the seed once the
/// match is over), result, and the moves.
pub fn export(stored: &StoredMatch) -> String {
    let game = &stored.game;
    let mut out = String::new();
    tag(&mut out, "Game", game.kind().name());
    tag(&mut out, "Options", &game.options().join(" "));
    tag(&mut out, "Seats", &game.seats().to_string());
    for (i, player) in stored.players.iter().enumerate() {
        tag(&mut out, &capitalised(game.seat_name(Seat(i as u8))), &player.name);
    }
    tag(&mut out, "Match", &stored.id.to_string());
    tag(&mut out, "Date", &crate::local_time::day(stored.started_at, '.'));
    tag(&mut out, "SeedCommitment", &game.seed().commitment());
    if stored.status == Status::Finished {
        tag(&mut out, "Seed", &game.seed().to_string());
    }
    match &stored.end {
        Some(end) => {
            tag(&mut out, "Result", &end.result);
            tag(&mut out, "Termination", &end.reason);
        }
        None => tag(&mut out, "Result", "*"),
    }
    out.push('\n');
    out.push_str(&game.numbered_movetext());
    out
}

/// A record read back: its tags and the bare move list.
#[derive(Debug, Default)]
pub struct ParsedRecord {
    pub tags: BTreeMap<String, String>,
    pub movetext: String,
}

impl ParsedRecord {
    pub fn game(&self) -> Option<Result<GameKind, engine::UnknownGame>> {
        self.tags.get("Game").map(|g| g.parse())
    }
}

/// Reads tag lines `[Name "value"]` and the move list, dropping move numbers (`12.`).
pub fn parse(text: &str) -> Result<ParsedRecord, String> {
    let mut record = ParsedRecord::default();
    let mut moves = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if let Some(inner) = line.strip_prefix('[') {
            let inner = inner.strip_suffix(']').ok_or_else(|| format!("line {}: a tag ends with ]", n + 1))?;
            let (name, value) =
                inner.split_once(' ').ok_or_else(|| format!("line {}: a tag is [Name \"value\"]", n + 1))?;
            let value = value.trim().strip_prefix('"').and_then(|v| v.strip_suffix('"'));
            let value = value.ok_or_else(|| format!("line {}: a tag's value is quoted", n + 1))?;
            record.tags.insert(name.to_owned(), value.replace("\\\"", "\"").replace("\\\\", "\\"));
        } else {
            moves.extend(line.split_whitespace().filter(|t| !is_move_number(t)).map(str::to_owned));
        }
    }
    record.movetext = moves.join(" ");
    Ok(record)
}

fn is_move_number(token: &str) -> bool {
    let digits = token.trim_end_matches('.');
    token.ends_with('.') && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_parse_back_to_tags_and_moves() {
        let text = "[Game \"hnefatafl\"]\n[Attackers \"al \\\"the\\\" one\"]\n\n1. d1-d4 2. f4-f3\n3. a4-c4";
        let record = parse(text).unwrap();
        assert_eq!(record.tags["Game"], "hnefatafl");
        assert_eq!(record.tags["Attackers"], "al \"the\" one");
        assert_eq!(record.movetext, "d1-d4 f4-f3 a4-c4");
        assert!(parse("[Game hnefatafl]").is_err());
        assert!(parse("[Game \"x\"").is_err());
    }
}
