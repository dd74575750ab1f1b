//! The amount parser and the period finder on any text: no panic, and every amount's span
//! lies on character boundaries inside the text.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    saydo::fuzzing::numbers(text);
});
