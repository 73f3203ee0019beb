//! The games as the chat presents them: the catalog keys of each game's rules in short and
//! of each topic of them, with the topic's name in English and in Italian, read from the
//! registry ([`engine::registry`]) for the engine's games, and given at start-up for a
//! game added from a crate of its own ([`host`]); see docs/adding-a-game.md.

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

/// The chat's columns of the registry ([`engine::registry`]): [`GAMES`].
macro_rules! chat_games {
    ($($variant:ident {
        rules: $_rules:path, view: $_view:path, art: $_art:path, ai: $_ai:ident,
        catalog: $catalog:literal, aliases: [$($_alias:literal),* $(,)?],
        topics: [$($en:literal / $it:literal),* $(,)?] $(,)?
    })*) => {
        /// The engine's games in the chat, in the registry's order.
        pub const GAMES: [ChatGame; [$($catalog),*].len()] = [$(ChatGame {
            kind: GameKind::$variant,
            rules: concat!("rules-", $catalog),
            topics: &[$(Topic { en: $en, it: $it, key: concat!("rules-", $catalog, "-", $en) }),*],
        }),*];
    };
}

engine::for_each_game!(chat_games);

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
            assert_eq!(game.rules, format!("rules-{kind}"), "the catalog prefix is the game's name");
            for key in std::iter::once(game.rules).chain(game.topics.iter().map(|t| t.key)) {
                for lang in [Lang::En, Lang::It] {
                    let message = Message::new(key).with("table", "").with("prefix", "!");
                    assert!(lang.try_text(&message).is_some(), "{key} in {lang:?}");
                }
            }
        }
    }
}
