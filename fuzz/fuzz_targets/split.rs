//! Arbitrary bytes as a file loaded in two pieces (`model::split`, the
//! binary's way with big files), cut at `fn=` lines, against the
//! single-threaded Builder (see ../common.rs).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    common::run_split(data);
});
