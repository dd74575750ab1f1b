//! The companyfacts reader on any bytes, then the fiscal calendar over what it read: a clear
//! error or ordered facts, and no panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    saydo::fuzzing::companyfacts(data);
});
