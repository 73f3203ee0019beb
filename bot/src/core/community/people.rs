//! The names users are seen with. Each message's author and the users it mentions are
//! noted; a name new to this process is stored ([`crate::storage::Storage::saw_name`]),
//! so a rename reaches the leaderboards and match pages without a write per message.

use std::collections::HashMap;
use std::sync::Mutex;

use crate::core::{Core, Incoming};
use crate::model::User;

/// How many users' names a process remembers before it starts again (and stores each
/// name once more when next seen).
const KEPT: usize = 50_000;

/// The name each user was last stored with, by platform and id.
#[derive(Default)]
pub(in crate::core) struct SeenNames(Mutex<HashMap<(String, String), String>>);

impl SeenNames {
    /// Whether `user`'s name is news: never stored by this process, or changed since.
    fn is_news(&self, platform: &str, user: &User) -> bool {
        let mut seen = self.0.lock().expect("the seen names");
        let key = (platform.to_owned(), user.id.clone());
        if seen.get(&key) == Some(&user.name) {
            return false;
        }
        if seen.len() >= KEPT {
            seen.clear();
        }
        seen.insert(key, user.name.clone());
        true
    }

    /// Forgets `user`, whose name could not be stored: the next sighting tries again.
    fn forget(&self, platform: &str, user: &User) {
        self.0.lock().expect("the seen names").remove(&(platform.to_owned(), user.id.clone()));
    }
}

impl Core {
    /// Stores the names of the people `msg` comes from and mentions, where they are news.
    pub(in crate::core) async fn note_names(&self, msg: &Incoming) {
        let platform = &msg.channel.platform;
        let people = std::iter::once(&msg.author).chain(&msg.mentions).filter(|u| !u.is_unresolved() && !u.is_ai());
        for user in people {
            if !self.seen_names.is_news(platform, user) {
                continue;
            }
            if let Err(e) = self.storage.saw_name(platform, user, self.clock.now_ms()).await {
                tracing::warn!(error = %e, "cannot store a user's name");
                self.seen_names.forget(platform, user);
            }
        }
    }
}
