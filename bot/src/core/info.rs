//! help, games, rules and lang.

use engine::{GameKind, Message};

use super::{Core, Incoming, Reply};
use crate::command;
use crate::i18n::Lang;

/// The catalog key of a command's help.
fn help_key(command: &str) -> Option<&'static str> {
    Some(match command::canonical(command)? {
        "help" => "help-help",
        "games" => "help-games",
        "rules" => "help-rules",
        "challenge" => "help-challenge",
        "accept" => "help-accept",
        "decline" => "help-decline",
        "cancel" => "help-cancel",
        "move" => "help-move",
        "board" => "help-board",
        "status" => "help-status",
        "moves" => "help-moves",
        "resign" => "help-resign",
        "draw" => "help-draw",
        "export" => "help-export",
        _ => "help-lang",
    })
}

/// The names of all games, for lists in messages.
pub(super) fn game_names() -> String {
    GameKind::ALL.iter().map(|g| g.name()).collect::<Vec<_>>().join(", ")
}

/// The game a user named; an unknown name is answered with the list of games.
pub(super) fn game_named(name: &str, reply: &mut Reply) -> Option<GameKind> {
    match name.parse::<GameKind>() {
        Ok(kind) => Some(kind),
        Err(unknown) => {
            reply.say(Message::new("unknown-game").with("game", unknown.0).with("games", game_names()));
            None
        }
    }
}

impl Core {
    pub(super) fn help(&self, topic: Option<&str>, reply: &mut Reply) {
        let minutes = self.settings.challenge_ttl_ms / 60_000;
        let message = match topic {
            None => Message::new("help-list"),
            Some(topic) => {
                let topic = topic.trim_start_matches(self.settings.prefix.as_str());
                match help_key(topic) {
                    Some(key) => Message::new(key),
                    None => Message::new("help-unknown").with("command", topic),
                }
            }
        };
        reply.say(message.num("minutes", minutes));
    }

    pub(super) fn games(&self, reply: &mut Reply) {
        let lines: Vec<String> = GameKind::ALL
            .iter()
            .map(|g| {
                let info = g.info();
                let players = if info.min_players == info.max_players {
                    info.min_players.to_string()
                } else {
                    format!("{}–{}", info.min_players, info.max_players)
                };
                reply.text(Message::new("game-line").with("name", g.name()).with("players", players))
            })
            .collect();
        reply.say(Message::new("games-list").with("games", lines.join("; ")));
    }

    pub(super) fn rules(&self, game: Option<&str>, reply: &mut Reply) {
        match game {
            Some(name) => {
                if let Some(kind) = game_named(name, reply) {
                    reply.say(rules(kind));
                }
            }
            None => reply.say(Message::new("help-rules")),
        }
    }

    pub(super) async fn set_lang(&self, msg: &Incoming, lang: Option<&str>, reply: &mut Reply) -> anyhow::Result<()> {
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

/// A game's rules in short (Skirmish's with its comparison table).
fn rules(kind: GameKind) -> Message {
    match kind {
        GameKind::Hnefatafl => Message::new("rules-hnefatafl"),
        GameKind::Gype => Message::new("rules-gype"),
        GameKind::Landover => Message::new("rules-landover"),
        GameKind::Quest => Message::new("rules-quest"),
        GameKind::Skirmish => Message::new("rules-skirmish").with("table", engine::skirmish::dice::table()),
    }
}
