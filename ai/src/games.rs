//! What the tree search knows of each game beyond its rules (see [`crate::Estimate`]).

mod gype;
mod landover;
pub mod quest;
mod skirmish;
