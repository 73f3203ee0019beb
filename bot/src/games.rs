//! The registry of the games as the chat presents them: one line per game gives the
//! catalog keys of its rules in short and of each topic of them, with the topic's name in
//! English and in Italian. What the engine, the renderer and the AI know of each game is
//! in their own registries (`engine::GameKind`, the `arts!` of `render`, the `searches!`
//! of `ai`); see docs/adding-a-game.md.

use std::sync::{PoisonError, RwLock};

use engine::GameKind;

use crate::i18n::Lang;

/// One game's rules in the chat.
pub struct ChatGame {
    pub kind: GameKind,
    /// The catalog key of its rules in short.
    pub rules: &'static str,
    /// The topics of its rules beyond the summary.
    pub topics: &'static [Topic],
}

/// A topic of a game's rules: its name in English and in Italian, and its catalog key.
pub struct Topic {
    pub en: &'static str,
    pub it: &'static str,
    pub key: &'static str,
}

/// A topic of the rules of `game`, with its catalog key `rules-<game>-<en>`.
macro_rules! topics {
    ($game:literal: $($en:literal / $it:literal),* $(,)?) => {
        &[$(Topic { en: $en, it: $it, key: concat!("rules-", $game, "-", $en) }),*]
    };
}

pub const GAMES: [ChatGame; 5] = [
    ChatGame {
        kind: GameKind::Hnefatafl,
        rules: "rules-hnefatafl",
        topics: topics!("hnefatafl": "copenhagen" / "copenaghen", "brandubh" / "brandubh", "tablut" / "tablut"),
    },
    ChatGame { kind: GameKind::Gype, rules: "rules-gype", topics: &[] },
    ChatGame {
        kind: GameKind::Landover,
        rules: "rules-landover",
        topics: topics!("landover": "combat" / "combattimento", "kidnap" / "rapimento", "options" / "opzioni"),
    },
    ChatGame {
        kind: GameKind::Quest,
        rules: "rules-quest",
        topics: topics!("quest": "map" / "mappa", "move" / "movimento", "act" / "azioni", "duel" / "duello", "end" / "fine"),
    },
    ChatGame {
        kind: GameKind::Skirmish,
        rules: "rules-skirmish",
        topics: topics!("skirmish": "warbands" / "bande", "dice" / "dadi", "move" / "movimento", "assault" / "assalto",
            "shoot" / "tiro", "end" / "fine"),
    },
];

/// The chat's side of the games added at start-up.
static ADDED: RwLock<Vec<&'static ChatGame>> = RwLock::new(Vec::new());

/// The chat hosts the added game `game` (see [`engine::host`], which must have been told
/// of it), with its catalog entries in English and Italian; `Err` when they do not read.
pub fn host(game: &'static ChatGame, english: &str, italian: &str) -> Result<(), String> {
    let mut added = ADDED.write().unwrap_or_else(PoisonError::into_inner);
    if added.iter().any(|known| known.kind == game.kind) {
        return Ok(());
    }
    crate::i18n::add_catalog(Lang::En, english)?;
    crate::i18n::add_catalog(Lang::It, italian)?;
    added.push(game);
    Ok(())
}

/// The chat's side of `kind`: an engine game's, or an added game's the chat was told of.
pub fn chat_game(kind: GameKind) -> Option<&'static ChatGame> {
    GAMES.iter().find(|game| game.kind == kind).or_else(|| {
        let added = ADDED.read().unwrap_or_else(PoisonError::into_inner);
        added.iter().copied().find(|game| game.kind == kind)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Message;

    #[test]
    fn every_game_is_in_the_chats_registry_once_with_its_rules_in_both_languages() {
        for kind in GameKind::ALL {
            assert_eq!(GAMES.iter().filter(|game| game.kind == kind).count(), 1, "{kind}");
            let game = chat_game(kind).expect("in the registry");
            for key in std::iter::once(game.rules).chain(game.topics.iter().map(|t| t.key)) {
                for lang in [Lang::En, Lang::It] {
                    let message = Message::new(key).with("table", "").with("prefix", "!");
                    assert!(lang.try_text(&message).is_some(), "{key} in {lang:?}");
                }
            }
        }
    }
}
