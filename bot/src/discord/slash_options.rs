//! What a slash command's options mean: the chat core's [`Command`], the same one the
//! text parser gives for the words a player would type. Pure, and tested against the
//! parser.

use crate::command::{Command, Opponent};

/// The words of a free-text option, split as the text parser splits a message.
fn words(text: Option<&str>) -> Vec<String> {
    text.unwrap_or_default().split_whitespace().map(str::to_owned).collect()
}

/// The first word of a free-text option.
fn first(text: Option<&str>) -> Option<String> {
    words(text).into_iter().next()
}

/// A match's number, as the text parser reads `#12`.
pub fn numbered(number: Option<i64>) -> Option<String> {
    number.map(|n| format!("#{n}"))
}

/// `/export`: a tafl format's word, then the match's number.
pub fn export(number: Option<i64>, format: Option<&str>) -> Command {
    let words: Vec<String> = format.map(str::to_owned).into_iter().chain(numbered(number)).collect();
    Command::Export((!words.is_empty()).then(|| words.join(" ")))
}

/// `/challenge`: the users chosen are the mentions; `ai` of them were the bot; an
/// `engine:<name>` among the options seats that engine.
pub fn challenge(game: &str, ai: usize, options: Option<&str>) -> Command {
    let (engines, options): (Vec<String>, Vec<String>) =
        words(options).into_iter().partition(|w| crate::command::engine_named(w).is_some());
    let engines = engines.iter().filter_map(|w| crate::command::engine_named(w)).collect();
    Command::Challenge { opponent: Opponent::Mentioned, ai, engines, game: Some(game.to_owned()), options }
}

/// `/network`: `status` is the command alone.
pub fn network(action: &str, details: Option<&str>) -> Command {
    let action = (action != "status").then(|| action.to_owned());
    Command::Network(action.into_iter().chain(words(details)).collect())
}

pub fn seek(game: &str, options: Option<&str>) -> Command {
    Command::Seek(std::iter::once(game.to_owned()).chain(words(options)).collect())
}

pub fn join(number: Option<i64>) -> Command {
    Command::Join(number.map(|n| n.to_string()))
}

/// `/lobby [role]`: this channel becomes the lobby, or seeks ping the role.
pub fn lobby(role: Option<u64>) -> Command {
    match role {
        Some(role) => Command::Lobby(vec!["role".into(), format!("<@&{role}>")]),
        None => Command::Lobby(vec!["here".into()]),
    }
}

/// `/rules [game] [part]`: without a game, the part's first word is read as one, as in
/// text.
pub fn rules(game: Option<&str>, part: Option<&str>) -> Command {
    let mut words = game.map(str::to_owned).into_iter().chain(words(part));
    Command::Rules { game: words.next(), topic: words.next() }
}

pub fn help(topic: Option<&str>) -> Command {
    Command::Help(first(topic))
}

pub fn clock(control: Option<&str>) -> Command {
    Command::Clock(first(control))
}

/// `/leaderboard game [rules] [all]`.
pub fn leaderboard(game: &str, rules: Option<&str>, all: bool) -> Command {
    let all = all.then(|| "all".to_owned());
    let words: Vec<String> = std::iter::once(game.to_owned()).chain(words(rules)).chain(all).collect();
    Command::Leaderboard(Some(words.join(" ")))
}

/// `/tournament action [details]`.
pub fn tournament(action: &str, details: Option<&str>) -> Command {
    Command::Tournament(std::iter::once(action.to_owned()).chain(words(details)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{Parsed, parse};

    fn typed(text: &str) -> Command {
        match parse(text, "!") {
            Parsed::Command(command) => command,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn each_slash_command_builds_what_its_typed_form_parses_to() {
        let cases = [
            (
                challenge("hnefatafl", 0, Some(" rules=brandubh  clock=5+3 ")),
                "!challenge @bob hnefatafl rules=brandubh clock=5+3",
            ),
            (challenge("gype", 2, None), "!challenge @bob ai ai gype"),
            (seek("landover", Some("theme=metalegno")), "!seek landover theme=metalegno"),
            (seek("quest", None), "!seek quest"),
            (join(Some(12)), "!join #12"),
            (join(None), "!join"),
            (Command::Replay(numbered(Some(3))), "!replay #3"),
            (export(None, None), "!export"),
            (export(Some(12), Some("otn")), "!export otn #12"),
            (lobby(Some(77)), "!lobby role <@&77>"),
            (lobby(None), "!lobby here"),
            (rules(Some("landover"), Some("combat")), "!rules landover combat"),
            (rules(None, Some("quest")), "!rules quest"),
            (rules(None, None), "!rules"),
            (help(Some("challenge")), "!help challenge"),
            (help(None), "!help"),
            (clock(Some("1d")), "!clock 1d"),
            (clock(None), "!clock"),
            (leaderboard("hnefatafl", Some("copenhagen"), true), "!leaderboard hnefatafl copenhagen all"),
            (leaderboard("gype", None, false), "!leaderboard gype"),
            (tournament("create", Some("hnefatafl swiss:3")), "!tournament create hnefatafl swiss:3"),
            (tournament("standings", None), "!tournament standings"),
        ];
        for (built, text) in cases {
            assert_eq!(built, typed(text), "{text}");
        }
    }
}
