//! help, games, rules and lang. The first three are the [`Guide`], a part of its own.

use engine::{GameKind, Message};

use crate::command;
use crate::core::{Core, Incoming, Reply};
use crate::games::chat_game;
use crate::i18n::Lang;

/// The catalog key of a command's help.
fn help_key(command: &str) -> Option<&'static str> {
    Some(match command::canonical(command)? {
        "help" => "help-help",
        "games" => "help-games",
        "engines" => "help-engines",
        "network" => "help-network",
        "rules" => "help-rules",
        "challenge" => "help-challenge",
        "accept" => "help-accept",
        "rematch" => "help-rematch",
        "vacation" => "help-vacation",
        "decline" => "help-decline",
        "cancel" => "help-cancel",
        "move" => "help-move",
        "board" => "help-board",
        "delete" => "help-delete",
        "status" => "help-status",
        "moves" => "help-moves",
        "hint" => "help-hint",
        "combat" => "help-combat",
        "resign" => "help-resign",
        "draw" => "help-draw",
        "export" => "help-export",
        "replay" => "help-replay",
        "lang" => "help-lang",
        "abort" => "help-abort",
        "takeback" => "help-takeback",
        "profile" => "help-profile",
        "leaderboard" => "help-leaderboard",
        "clock" => "help-clock",
        "tournament" => "help-tournament",
        "analyse" => "help-analyse",
        "mygames" => "help-mygames",
        "seek" => "help-seek",
        "seeks" => "help-seeks",
        "unseek" => "help-unseek",
        "join" => "help-join",
        "lobby" => "help-lobby",
        "notify" => "help-notify",
        "buttons" => "help-buttons",
        "web" => "help-web",
        _ => return None,
    })
}

/// The names of all games, for lists in messages.
pub(in crate::core) fn game_names() -> String {
    GameKind::all().iter().map(|g| g.name()).collect::<Vec<_>>().join(", ")
}

/// The game a user named; an unknown name is answered with the list of games.
pub(in crate::core) fn game_named(name: &str, reply: &mut Reply) -> Option<GameKind> {
    match name.parse::<GameKind>() {
        Ok(kind) => Some(kind),
        Err(unknown) => {
            reply.say(Message::new("unknown-game").with("game", unknown.0).with("games", game_names()));
            None
        }
    }
}

/// `help`, `games` and `rules`: all they take is the command prefix and the waits that
/// help quotes.
pub(in crate::core) struct Guide {
    prefix: String,
    challenge_ttl_ms: i64,
    seek_ttl_ms: i64,
}

impl Guide {
    pub(in crate::core) fn new(settings: &crate::core::Settings) -> Guide {
        Guide {
            prefix: settings.prefix.clone(),
            challenge_ttl_ms: settings.challenge_ttl_ms,
            seek_ttl_ms: settings.seek_ttl_ms,
        }
    }

    pub(in crate::core) fn help(&self, topic: Option<&str>, reply: &mut Reply) {
        let mut minutes = self.challenge_ttl_ms / 60_000;
        let message = match topic {
            None => Message::new("help-list"),
            Some(topic) => {
                let topic = topic.trim_start_matches(self.prefix.as_str());
                match help_key(topic) {
                    Some("help-seek") => {
                        minutes = self.seek_ttl_ms / 60_000;
                        Message::new("help-seek")
                    }
                    Some(key) => Message::new(key),
                    None => Message::new("help-unknown").with("command", topic),
                }
            }
        };
        reply.say(message.num("minutes", minutes));
    }

    pub(in crate::core) fn games(&self, reply: &mut Reply) {
        let lines: Vec<String> = GameKind::all()
            .iter()
            .map(|g| {
                let info = g.info();
                let players = if info.min_players == info.max_players {
                    info.min_players.to_string()
                } else {
                    format!("{}–{}", info.min_players, info.max_players)
                };
                let line = match g.rulesets() {
                    rulesets if rulesets.is_empty() => Message::new("game-line"),
                    rulesets => Message::new("game-line-rulesets").with("rulesets", rulesets.join(", ")),
                };
                reply.text(line.with("name", g.name()).with("players", players))
            })
            .collect();
        reply.say(Message::new("games-list").with("games", lines.join("; ")));
    }

    /// A game's rules in short, with the topics that hold the details; or one topic.
    pub(in crate::core) fn rules(&self, game: Option<&str>, topic: Option<&str>, reply: &mut Reply) {
        let Some(name) = game else { return reply.say(Message::new("help-rules")) };
        let Some(kind) = game_named(name, reply) else { return };
        let Some(game) = chat_game(kind) else {
            return reply.say(Message::new("rules-missing").with("game", kind.name()));
        };
        let topics = game.topics.iter();
        let named = |lang: Lang| topics.clone().map(move |t| if lang == Lang::It { t.it } else { t.en });
        let Some(topic) = topic else {
            let mut text = reply.text(rules(game.rules));
            if topics.clone().next().is_some() {
                let list = named(reply.lang).collect::<Vec<_>>().join(", ");
                text = format!(
                    "{text}\n{}",
                    reply.text(Message::new("rules-topics").with("game", kind.name()).with("topics", list))
                );
            }
            return reply.post(text, None);
        };
        match topics.clone().find(|t| t.en.eq_ignore_ascii_case(topic) || t.it.eq_ignore_ascii_case(topic)) {
            Some(found) => reply.say(rules(found.key)),
            None if topics.clone().next().is_none() => {
                reply.say(Message::new("rules-no-topics").with("game", kind.name()))
            }
            None => {
                let list = named(reply.lang).collect::<Vec<_>>().join(", ");
                reply.say(
                    Message::new("rules-topic-unknown")
                        .with("game", kind.name())
                        .with("topic", topic)
                        .with("topics", list),
                );
            }
        }
    }
}

impl Core {
    pub(in crate::core) async fn set_lang(
        &self,
        msg: &Incoming,
        lang: Option<&str>,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        match lang.map(str::parse::<Lang>) {
            Some(Ok(lang)) => {
                self.storage.set_channel_lang(&msg.channel, lang).await?;
                reply.lang = lang;
                reply.say(Message::new("lang-set"));
            }
            _ => reply.say(Message::new("lang-unknown").with("lang", lang.unwrap_or(""))),
        }
        Ok(())
    }
}

/// A game's rules in short, or one topic of them, by its catalog key; Skirmish's dice
/// come with the comparison table.
fn rules(key: &'static str) -> Message {
    let message = Message::new(key);
    if key == "rules-skirmish-dice" { message.with("table", engine::skirmish::dice::table()) } else { message }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tests::test_support::reply;
    use crate::i18n::Lang;

    fn guide() -> Guide {
        let settings = crate::core::Settings { seek_ttl_ms: 45 * 60_000, ..Default::default() };
        Guide::new(&settings)
    }

    fn said(answer: impl FnOnce(&mut Reply)) -> String {
        let mut reply = reply();
        answer(&mut reply);
        crate::core::tests::test_support::said(&reply)
    }

    #[test]
    fn help_quotes_how_long_a_challenge_and_a_seek_wait() {
        assert!(said(|r| guide().help(Some("challenge"), r)).contains("10 minutes"));
        assert!(said(|r| guide().help(Some("!cerca"), r)).contains("45 minutes"), "in Italian, prefixed");
        assert!(said(|r| guide().help(Some("fly"), r)).contains("fly"));
    }

    #[test]
    fn rules_find_a_topic_by_either_name_and_list_them_when_asked_for_another() {
        let dice = said(|r| guide().rules(Some("skirmish"), Some("dadi"), r));
        assert!(dice.contains("2d6") && dice.contains("Y\\X"), "{dice}");
        let unknown = said(|r| guide().rules(Some("landover"), Some("castling"), r));
        assert!(unknown.contains("combat, kidnap, options"), "{unknown}");
        let whole = said(|r| guide().rules(Some("gype"), Some("set-up"), r));
        assert!(whole.contains("come whole"), "{whole}");
        assert!(said(|r| guide().rules(Some("go"), None, r)).contains("hnefatafl, gype"), "the games are listed");
    }

    #[test]
    fn games_lists_every_game_with_its_players_and_rulesets() {
        let games = said(|r| guide().games(r));
        assert!(games.contains("quest (2–6 players)") && games.contains("rules=classic, copenhagen"), "{games}");
    }

    #[test]
    fn every_command_has_its_help_in_both_languages() {
        for (name, english, italian, _) in command::NAMES {
            let key = help_key(english).unwrap_or_else(|| panic!("no help for {name}"));
            assert_eq!(help_key(italian), Some(key), "{italian}");
            for lang in [Lang::En, Lang::It] {
                let text = lang.try_text(&Message::new(key).with("prefix", "!").num("minutes", 10));
                assert!(text.is_some(), "{key} in {lang}");
            }
        }
    }
}
