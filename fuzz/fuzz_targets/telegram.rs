//! Fuzzes a Telegram update's conversion into the core's message (the property: `bot::fuzzing::telegram`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| bot::fuzzing::telegram(data));
