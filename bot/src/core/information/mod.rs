//! Information: help, games, rules and language; `hint`; the welcome a newcomer gets;
//! a player's running matches; and what adapters ask besides
//! messages (a text in a channel's language, the moves a player may type).

pub(super) mod hint;
pub(super) mod info;
pub(super) mod lookup;
pub(super) mod mygames;
pub(super) mod newcomer;
pub(super) mod places;
