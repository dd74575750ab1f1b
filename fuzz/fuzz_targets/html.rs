//! The HTML-to-text converter on any bytes (lossily decoded, as filings are).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    saydo::fuzzing::html(data);
});
