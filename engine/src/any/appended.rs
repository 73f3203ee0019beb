//! A match's record stored in two parts: the record as written once, and the log entries
//! appended after it, batch by batch. Storage appends each move's entries instead of
//! rewriting the whole record, so a move costs the same at ply 500 as at ply 10.
//!
//! A batch is a JSON array of log entries; batches joined by commas, in order, follow the
//! stored record's own log.

use serde::Deserialize;
use serde_json::Value;

use super::AnyMatch;

impl AnyMatch {
    /// How many entries (actions, chance outcomes, resignations) the log holds.
    pub fn log_len(&self) -> usize {
        self.erased().log_len()
    }

    /// The log's entries from `from` on, as one batch (a JSON array); `None` when the log
    /// is shorter than `from` (a move was taken back).
    pub fn log_batch_from(&self, from: usize) -> Option<String> {
        self.erased().log_batch_from(from)
    }

    /// Rebuilds (replays) a match from its stored record and the batches appended after
    /// it, comma-joined in order (empty when none was).
    pub fn from_record_and_batches(record: &str, batches: &str) -> serde_json::Result<AnyMatch> {
        if batches.is_empty() {
            return serde_json::from_str(record);
        }
        let mut whole: Value = serde_json::from_str(record)?;
        let appended: Vec<Vec<Value>> = serde_json::from_str(&format!("[{batches}]"))?;
        let Some(Value::Array(log)) = whole.pointer_mut("/record/log") else {
            return Err(serde::de::Error::custom("a stored record has no log"));
        };
        log.extend(appended.into_iter().flatten());
        AnyMatch::deserialize(whole)
    }
}

#[cfg(test)]
mod tests {
    use crate::{AnyMatch, GameKind, Seed};

    fn gype() -> AnyMatch {
        AnyMatch::new(GameKind::Gype, &[], 2, Seed::from_bytes([7; 32])).unwrap()
    }

    /// Plays the first legal move of whoever is to move.
    fn advance(m: &mut AnyMatch) {
        let seat = crate::any::first_to_act(&m.turn()).expect("somebody is to move");
        let text = m.legal_moves(seat).remove(0);
        m.play_text(seat, &text).unwrap();
    }

    #[test]
    fn a_record_with_its_appended_batches_replays_to_the_whole_match() {
        let mut m = gype();
        let record = serde_json::to_string(&m).unwrap();
        let mut batches = Vec::new();
        for _ in 0..12 {
            let before = m.log_len();
            advance(&mut m);
            batches.push(m.log_batch_from(before).unwrap());
        }
        let rebuilt = AnyMatch::from_record_and_batches(&record, &batches.join(",")).unwrap();
        assert_eq!(rebuilt, m);
        assert_eq!(AnyMatch::from_record_and_batches(&serde_json::to_string(&m).unwrap(), "").unwrap(), m);
    }

    #[test]
    fn a_batch_from_beyond_the_log_is_none_and_from_its_end_is_empty() {
        let m = gype();
        assert_eq!(m.log_batch_from(m.log_len() + 1), None);
        assert_eq!(m.log_batch_from(m.log_len()).as_deref(), Some("[]"));
    }

    #[test]
    fn a_tampered_batch_does_not_replay() {
        let mut m = gype();
        let record = serde_json::to_string(&m).unwrap();
        let before = m.log_len();
        advance(&mut m);
        let batch = m.log_batch_from(before).unwrap();
        assert!(AnyMatch::from_record_and_batches(&record, &batch.replacen('[', "[{\"Act\":{}},", 1)).is_err());
        assert!(AnyMatch::from_record_and_batches(&record, "not json").is_err());
        assert!(AnyMatch::from_record_and_batches("{\"game\":\"gype\"}", &batch).is_err());
    }
}
