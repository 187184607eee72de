//! Arbitrary bytes as a profile file, loaded as the binary loads it:
//! compression detected by magic bytes, decompression thread, two-thread
//! parse pipeline (see ../common.rs). Seed it with compressed profiles.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    common::run_file(data);
});
