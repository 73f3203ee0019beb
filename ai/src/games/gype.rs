//! Table Gype for the tree search.

use engine::gype::Gype;

use crate::Estimate;

impl Estimate for Gype {}
