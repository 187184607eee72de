//! Arbitrary bytes -> parser -> model -> reports (see ../common.rs, which
//! tests/robustness.rs also runs on stable as `fuzz_target_smoke`).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    common::run(data);
});
