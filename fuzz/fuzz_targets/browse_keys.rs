//! Arbitrary bytes as a profile and key presses, window sizes and resizes
//! driving the browser's model (`--browse`), drawn into ratatui's test
//! backend; its state checked after every key (see ../common.rs,
//! `run_browse`). Seed it with bundled profiles wrapped by
//! `BrowseInput::to_bytes` (fuzz/README.md says how).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    common::run_browse(data);
});
