//! LandOver for the tree search.

use engine::landover::Landover;

use crate::Estimate;

impl Estimate for Landover {}
