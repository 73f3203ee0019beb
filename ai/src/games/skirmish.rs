//! The skirmish game for the tree search.

use engine::skirmish::Skirmish;

use crate::Estimate;

impl Estimate for Skirmish {}
