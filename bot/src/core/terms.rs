//! A challenge's words that the bot reads itself, before the game's own options:
//! `players=N`, `clock=24h` or `clock=10+5`, `ranked=no` (or `casual`), and the AI's
//! `level=1..5`. `=` and `:`
//! both separate a name from its value; Italian names work too.

use engine::Message;

use crate::clock::{self, TimeControl};

#[derive(Clone, Debug, PartialEq)]
pub struct Terms {
    pub players: Option<String>,
    pub clock: Option<TimeControl>,
    pub ranked: bool,
    /// The strength of the AI's seats, if any.
    pub level: ai::Level,
    /// The game's options.
    pub game: Vec<String>,
}

/// Reads the bot's terms out of a challenge's option words; a bad value is refused.
pub fn split(options: &[String]) -> Result<Terms, Message> {
    let mut terms = Terms { players: None, clock: None, ranked: true, level: ai::Level::default(), game: Vec::new() };
    for word in options {
        let lower = word.to_lowercase();
        if matches!(lower.as_str(), "casual" | "amichevole") {
            terms.ranked = false;
            continue;
        }
        match lower.split_once(['=', ':']) {
            Some(("players" | "giocatori", value)) => terms.players = Some(value.to_owned()),
            Some(("clock" | "tempo", value)) => match value.parse() {
                Ok(control) => terms.clock = Some(control),
                Err(()) => return Err(bad_value("clock", value, clock::EXPECTED)),
            },
            Some(("ranked" | "classificata", value)) => match value {
                "yes" | "si" | "sì" => terms.ranked = true,
                "no" => terms.ranked = false,
                _ => return Err(bad_value("ranked", value, "yes, no")),
            },
            Some(("level" | "livello", value)) => match value.parse() {
                Ok(level) => terms.level = level,
                Err(_) => return Err(bad_value("level", value, "1–5")),
            },
            _ => terms.game.push(word.clone()),
        }
    }
    Ok(terms)
}

/// [`split`], saying a refusal to `reply`.
pub(super) fn read(options: &[String], reply: &mut super::Reply) -> Option<Terms> {
    split(options).map_err(|refusal| reply.say(refusal)).ok()
}

fn bad_value(option: &str, value: &str, expected: &str) -> Message {
    Message::new("option-bad-value").with("option", option).with("value", value).with("expected", expected)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn the_bots_terms_are_read_and_the_rest_goes_to_the_game() {
        let terms = split(&words("players=3 clock:10+5 casual king=unarmed")).unwrap();
        assert_eq!(terms.players.as_deref(), Some("3"));
        assert_eq!(terms.clock, Some(TimeControl::Live { base_ms: 600_000, increment_ms: 5000 }));
        assert!(!terms.ranked);
        assert_eq!(terms.game, words("king=unarmed"));
        assert!(split(&words("tempo=3d classificata=sì")).unwrap().ranked);
        assert_eq!(split(&words("level=5")).unwrap().level.get(), 5);
        assert_eq!(split(&words("livello:1")).unwrap().level.get(), 1);
        assert_eq!(split(&words("")).unwrap().level.get(), 3);
    }

    #[test]
    fn bad_terms_name_the_option_and_what_is_expected() {
        let refused = split(&words("clock=2m")).unwrap_err();
        assert_eq!(refused.key, "option-bad-value");
        assert!(split(&words("ranked=maybe")).is_err());
        let refused = split(&words("level=6")).unwrap_err();
        assert_eq!((refused.key, refused.args.len()), ("option-bad-value", 3));
    }
}
