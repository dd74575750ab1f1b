//! The guidance extractor on any text, read as plain text and as HTML, on two calendars.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    saydo::fuzzing::guidance(text);
});
