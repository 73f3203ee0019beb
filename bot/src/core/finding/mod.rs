//! Finding games: challenges addressed to someone or open to anyone, rematches, the words a
//! challenge reads itself, the community's queue of seeks, and the places of their own
//! that platforms open for games.

pub(super) mod challenges;
pub(super) mod rematch;
pub(super) mod seek;
pub(crate) mod terms;
pub(super) mod venues;
