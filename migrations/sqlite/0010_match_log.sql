-- A running match's log, appended move by move: `matches.record` holds the record as last
-- written whole, and each later write adds one batch (a JSON array of log entries) here,
-- keyed by the match's version after that write. Reading a match joins the batches, in
-- order, to the record's log; a write that shortens the log (a take-back) or ends the
-- match writes the record whole again and deletes its batches.
CREATE TABLE match_log (
    match_id BIGINT NOT NULL,
    version BIGINT NOT NULL,
    entries TEXT NOT NULL,
    PRIMARY KEY (match_id, version)
);
