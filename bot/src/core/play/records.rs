//! Matches asked for by number: `export [otn|pgn] [#id]` and `replay [#id]` find the channel's last
//! match, or match `#id` if it was played in this community; a moderator's `delete #id`
//! removes a record that is damaged, which every read of it names; `combat` tells the
//! last roll of dice in full. The part [`Records`] answers them from the storage alone.

use engine::Message;

use crate::core::{Incoming, Reply};
use crate::model::StoredMatch;
use crate::record_text;
use crate::storage::Storage;
use crate::tafl_formats::{self, Format};

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

/// The records of the community's matches.
pub(in crate::core) struct Records {
    storage: Storage,
}

impl Records {
    pub(in crate::core) fn new(storage: Storage) -> Records {
        Records { storage }
    }

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

    /// `export [otn|pgn] [#id]`: the record of the channel's last match, or of match
    /// `#id`, in our format or a tafl one.
    pub(in crate::core) async fn export(
        &self,
        msg: &Incoming,
        words: Option<&str>,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let words: Vec<&str> = words.unwrap_or_default().split_whitespace().collect();
        let (format, id) = match words.as_slice() {
            [word, rest @ ..] if let Some(format) = Format::named(word) => (Some(format), rest.first().copied()),
            [id, ..] => (None, Some(*id)),
            [] => (None, None),
        };
        match self.asked_match(msg, id, EXPORT, reply).await? {
            Some(stored) if stored.game.secret_movetext() => reply.say(Message::new("moves-secret")),
            Some(stored) => {
                let caption = Message::new("record-attached").num("id", stored.id);
                let (text, extension) = match format {
                    None => (record_text::export(&stored), "txt"),
                    Some(format) => match tafl_formats::export(&stored, format) {
                        Ok(text) => (text, format.extension()),
                        Err(refusal) => {
                            reply.say(refusal);
                            return Ok(());
                        }
                    },
                };
                reply.post_record(text, format!("match-{}.{extension}", stored.id), caption)
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
        moderator: bool,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        if !moderator {
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

    /// `combat`: the last ply of the channel's match (running, or the last one played)
    /// that rolled dice, told in full, die by die: a LandOver combat round by round, which
    /// the move's own announcement tells in one line of rolls.
    pub(in crate::core) async fn combat(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let Some(stored) = self.storage.latest_match(&msg.channel).await? else {
            reply.say(Message::new("no-match"));
            return Ok(());
        };
        let steps = stored.game.replay_steps()?;
        let Some(step) = steps.iter().rev().find(|s| s.rolled) else {
            reply.say(Message::new("combat-none").num("id", stored.id));
            return Ok(());
        };
        let head = Message::new("combat-head")
            .num("id", stored.id)
            .with("side", step.player.unwrap_or_default())
            .with("move", step.notation.as_deref().unwrap_or("…"));
        let mut lines = vec![reply.text(head)];
        lines.extend(step.events.iter().map(|event| reply.text(event.clone())));
        reply.post(lines.join("\n"), None);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tests::test_support::{asked_by, reply, said, started, storage};

    #[tokio::test]
    async fn records_answer_from_the_storage_alone() {
        let dir = tempfile::tempdir().unwrap();
        let storage = storage(&dir).await;
        let records = Records::new(storage.clone());
        let ann = asked_by("ann");
        let mut answer = reply();
        records.export(&ann, None, &mut answer).await.unwrap();
        assert!(said(&answer).starts_with("No match is running in this channel"), "{}", said(&answer));
        let mut answer = reply();
        records.export(&ann, Some("#x"), &mut answer).await.unwrap();
        assert!(said(&answer).starts_with("Write !export for the record"), "{}", said(&answer));
        let mut answer = reply();
        records.combat(&ann, &mut answer).await.unwrap();
        assert!(said(&answer).starts_with("No match is running in this channel"), "{}", said(&answer));

        let id = started(&storage, &ann, engine::GameKind::Landover).await;
        let mut answer = reply();
        records.export(&ann, Some(&format!("#{id}")), &mut answer).await.unwrap();
        assert!(said(&answer).contains("landover"), "{}", said(&answer));
        let mut answer = reply();
        records.combat(&ann, &mut answer).await.unwrap();
        assert_eq!(said(&answer), format!("No dice have been rolled in match #{id} yet."));
        let mut answer = reply();
        records.delete_damaged(&ann, Some(&id.to_string()), false, &mut answer).await.unwrap();
        assert_eq!(said(&answer), "Only a moderator can delete a match record.");
        let mut answer = reply();
        records.delete_damaged(&ann, Some(&id.to_string()), true, &mut answer).await.unwrap();
        assert!(said(&answer).starts_with(&format!("Match #{id} has no damaged record")), "{}", said(&answer));
        assert!(storage.match_by_id(id).await.unwrap().is_some(), "a record that reads stays");
    }
}
