//! The registry of the games: one entry per game, read by every layer.
//!
//! An entry names, for its [`GameKind`](crate::GameKind) variant:
//! - `rules`: the game's module and its [`Game`](crate::Game) type, whose
//!   [`INFO`](crate::Game::INFO) gives its name and players and whose options it reads;
//! - `view`: what one viewer may see of it;
//! - `art`: its picture, a type of `render` in the module of the same name;
//! - `ai`: the module of `ai` whose `search` plays it and whose `assess` reviews it (its
//!   own search, or the tree search `mcts` over the game's estimate);
//! - `catalog`: the prefix of its catalog entries (`rules-<catalog>` is its rules in short);
//! - `aliases`: other names people may type;
//! - `topics`: the topics of its rules beyond the summary, in English and in Italian, each
//!   in the catalog as `rules-<catalog>-<English name>`.
//!
//! Each layer hands [`for_each_game!`](crate::for_each_game) a macro of its own that takes
//! the columns it needs: the engine its enums, `render` its art, `ai` its searches, the bot
//! its rules topics. The names of the picture and of the search are read in their own
//! crates, so the engine depends on neither. Adding a game is one entry here (see
//! docs/adding-a-game.md); a game from a crate of its own is added at start-up instead
//! (see [`host`](crate::host)).

/// Expands `$then! { <the registry> }`: every game's entry, in order (see the [module
/// documentation](crate::registry)).
#[macro_export]
macro_rules! for_each_game {
    ($then:ident) => {
        $then! {
            Hnefatafl {
                rules: tafl::Tafl, view: tafl::TaflView, art: tafl::TaflArt, ai: tafl, catalog: "hnefatafl",
                aliases: ["tafl"],
                topics: ["copenhagen" / "copenaghen", "brandubh" / "brandubh", "tablut" / "tablut"],
            }
            Gype {
                rules: gype::Gype, view: gype::GypeView, art: gype::GypeArt, ai: mcts, catalog: "gype",
                aliases: ["uctg", "tablegype", "table-gype"],
                topics: [],
            }
            Landover {
                rules: landover::Landover, view: landover::LandoverView, art: landover::LandoverArt, ai: mcts,
                catalog: "landover",
                aliases: ["metalegno", "land-over"],
                topics: ["combat" / "combattimento", "kidnap" / "rapimento", "options" / "opzioni"],
            }
            Quest {
                rules: quest::Quest, view: quest::QuestView, art: quest::QuestArt, ai: mcts, catalog: "quest",
                aliases: ["mud"],
                topics: ["map" / "mappa", "move" / "movimento", "act" / "azioni", "duel" / "duello", "end" / "fine"],
            }
            Skirmish {
                rules: skirmish::Skirmish, view: skirmish::SkirmishView, art: skirmish::SkirmishArt, ai: mcts,
                catalog: "skirmish",
                aliases: ["wargame", "miniatures", "schermaglia"],
                topics: [
                    "warbands" / "bande", "dice" / "dadi", "move" / "movimento", "assault" / "assalto",
                    "shoot" / "tiro", "end" / "fine",
                ],
            }
        }
    };
}
