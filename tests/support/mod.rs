//! Helpers shared by the integration tests (each test file uses some).
#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

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

/// The first figure of the PROGRAM TOTALS line of a text report.
pub fn program_total(report: &str) -> i64 {
    let line = report
        .lines()
        .find(|l| l.contains(" PROGRAM TOTALS"))
        .expect("totals line");
    line.split_whitespace()
        .next()
        .unwrap()
        .replace(',', "")
        .parse()
        .unwrap()
}

/// `data` compressed by the command `tool` (stdin to stdout), or None if
/// the tool is not installed.
pub fn compress(tool: &[&str], data: &[u8]) -> Option<Vec<u8>> {
    let mut child = Command::new(tool[0])
        .args(&tool[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let data = data.to_vec();
    // Written from a thread: the tool's output fills its pipe meanwhile.
    let writer = std::thread::spawn(move || stdin.write_all(&data));
    let out = child.wait_with_output().ok()?;
    writer.join().ok()?.ok()?;
    out.status.success().then_some(out.stdout)
}
