//! Tests of the core as a whole: the catalog against every message the engine builds,
//! the channel locks, hidden information in shared places, and Skirmish's decisions.

mod catalog_tests;
mod lock_tests;
mod no_leak_tests;
mod skirmish_decision_tests;
pub(super) mod test_support;
