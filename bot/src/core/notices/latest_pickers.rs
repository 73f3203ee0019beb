//! The last message of each chat that carries a picker, so that an adapter removes the
//! picker of the message before when a new board or picker is posted there. Kept in
//! memory: after a restart an older picker pressed is answered as out of date.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;

/// Chats whose latest picker is remembered before the memory starts again.
const CHATS_KEPT: usize = 10_000;

/// `C` names a chat (and topic), `M` a message in it.
pub struct LatestPickers<C, M> {
    latest: Mutex<HashMap<C, M>>,
}

impl<C, M> Default for LatestPickers<C, M> {
    fn default() -> Self {
        LatestPickers { latest: Mutex::default() }
    }
}

impl<C: Eq + Hash, M: Copy + PartialEq> LatestPickers<C, M> {
    /// A board or a picker (`picker`) was posted as `message` in `chat`: the message whose
    /// picker must go now, if another one carried it; `message` is remembered when it
    /// carries one.
    pub fn posted(&self, chat: C, message: M, picker: bool) -> Option<M> {
        let mut latest = self.latest.lock().unwrap_or_else(|p| p.into_inner());
        if latest.len() >= CHATS_KEPT {
            latest.clear();
        }
        let before = match picker {
            true => latest.insert(chat, message),
            false => latest.remove(&chat),
        };
        before.filter(|&b| b != message)
    }

    /// Whether a later message of `chat` carries its picker now: `message` may show
    /// none. Unknown (after a restart) counts as not superseded.
    pub fn superseded(&self, chat: &C, message: M) -> bool {
        self.latest.lock().unwrap_or_else(|p| p.into_inner()).get(chat).is_some_and(|&latest| latest != message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_board_or_picker_settles_the_picker_before_it_in_its_chat_only() {
        let latest = LatestPickers::default();
        assert_eq!(latest.posted("a", 1, true), None);
        assert_eq!(latest.posted("b", 2, true), None, "another chat");
        assert_eq!(latest.posted("a", 3, true), Some(1));
        assert_eq!(latest.posted("a", 3, true), None, "the same message again");
        assert_eq!(latest.posted("a", 4, false), Some(3), "a board without a picker");
        assert_eq!(latest.posted("a", 5, false), None);
        latest.posted("a", 6, true);
        assert!(latest.superseded(&"a", 3) && !latest.superseded(&"a", 6), "6 carries a's picker");
        assert!(!latest.superseded(&"c", 3), "a chat it does not know of");
    }
}
