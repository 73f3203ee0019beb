//! Fuzzes the command parser and the challenge and tournament option parsers (the property: `bot::fuzzing::commands`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| bot::fuzzing::commands(data));
