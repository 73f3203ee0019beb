//! Matches asked for by number: `export [#id]` and `replay [#id]` find the channel's last
//! match, or match `#id` if it was played in this community; a moderator's `delete #id`
//! removes a record that is damaged, which every read of it names.

use engine::Message;

use crate::core::{Core, Incoming, Reply};
use crate::model::StoredMatch;
use crate::record_text;

/// The catalog keys a command that takes a match number answers with.
#[derive(Clone, Copy)]
pub(in crate::core) struct Asked {
    /// The number is no number.
    pub usage: &'static str,
    /// No such match in this community.
    pub not_found: &'static str,
}

const EXPORT: Asked = Asked { usage: "export-usage", not_found: "export-not-found" };
pub(in crate::core) const REPLAY: Asked = Asked { usage: "replay-usage", not_found: "replay-not-found" };

/// `#12` or `12` as a match number.
fn match_number(word: &str) -> Option<i64> {
    word.strip_prefix('#').unwrap_or(word).parse::<i64>().ok().filter(|id| *id > 0)
}

impl Core {
    /// The match a command names: the channel's last one without `word`, else match
    /// `#id` of this community. Says why when there is none.
    pub(in crate::core) async fn asked_match(
        &self,
        msg: &Incoming,
        word: Option<&str>,
        asked: Asked,
        reply: &mut Reply,
    ) -> anyhow::Result<Option<StoredMatch>> {
        let Some(word) = word else {
            let found = self.storage.latest_match(&msg.channel).await?;
            if found.is_none() {
                reply.say(Message::new("no-match"));
            }
            return Ok(found);
        };
        let Some(id) = match_number(word) else {
            reply.say(Message::new(asked.usage));
            return Ok(None);
        };
        let found = self.storage.match_by_id(id).await?.filter(|m| m.community == msg.community);
        if found.is_none() {
            reply.say(Message::new(asked.not_found).num("id", id));
        }
        Ok(found)
    }

    /// `export [#id]`: the record of the channel's last match, or of match `#id`.
    pub(in crate::core) async fn export(
        &self,
        msg: &Incoming,
        id: Option<&str>,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        match self.asked_match(msg, id, EXPORT, reply).await? {
            Some(stored) if stored.game.secret_movetext() => reply.say(Message::new("moves-secret")),
            Some(stored) => {
                let caption = Message::new("record-attached").num("id", stored.id);
                reply.post_record(record_text::export(&stored), format!("match-{}.txt", stored.id), caption)
            }
            None => {}
        }
        Ok(())
    }

    /// `delete #id`: a moderator removes match `#id` of this community, if its record is
    /// damaged; a record that reads is the community's history and stays.
    pub(in crate::core) async fn delete_damaged(
        &self,
        msg: &Incoming,
        word: Option<&str>,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        if !self.is_moderator(msg) {
            reply.say(Message::new("delete-not-moderator"));
            return Ok(());
        }
        let Some(id) = word.and_then(match_number) else {
            reply.say(Message::new("delete-usage"));
            return Ok(());
        };
        let key =
            if self.storage.delete_damaged(id, &msg.community).await? { "match-deleted" } else { "delete-refused" };
        reply.say(Message::new(key).num("id", id).with("name", &msg.author.name));
        Ok(())
    }
}
