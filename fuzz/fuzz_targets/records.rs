//! Fuzzes the record parser and `bot replay` (the property: `bot::fuzzing::records`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| bot::fuzzing::records(data));
