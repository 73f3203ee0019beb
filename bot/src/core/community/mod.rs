//! The community: ratings as people see them (profiles, leaderboards), tournaments, the
//! names players are known by, and the website as the chat links to it.

pub(super) mod board_link;
pub(super) mod network;
pub(super) mod people;
pub(super) mod ranking;
pub(super) mod site;
pub(super) mod tournament;
