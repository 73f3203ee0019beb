//! Quest for the tree search.

use engine::quest::Quest;

use crate::Estimate;

impl Estimate for Quest {}
