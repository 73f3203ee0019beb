//! Fuzzes a Discord message's conversion into the core's message (the property: `bot::fuzzing::discord`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| bot::fuzzing::discord(data));
