//! Fuzzes every game's move text, in a state the first bytes choose (the property: `bot::fuzzing::moves`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| bot::fuzzing::moves(data));
