//! Running the built binary from a test.

use std::path::Path;
use std::process::Command;

/// Runs cgann in `testdata/golden/<case>` with `args`; returns the exit
/// code, stdout and stderr.
pub fn cgann_in(case: &str, args: &[&str]) -> (i32, String, String) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/golden").join(case);
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run cgann");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
