//! Helpers shared by the integration tests (each test file uses some).
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Runs cgann in `testdata/golden/<case>` with `args`; returns the exit
/// code, stdout and stderr.
pub fn cgann_in(case: &str, args: &[&str]) -> (i32, String, String) {
    cgann_at(&golden_dir(case), args)
}

/// `testdata/golden/<case>`.
pub fn golden_dir(case: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/golden").join(case)
}

/// Runs cgann in `dir` with `args`; returns the exit code, stdout and
/// stderr.
pub fn cgann_at(dir: &Path, args: &[&str]) -> (i32, String, String) {
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

/// Every profile bundled in testdata/ (golden and others), sorted.
pub fn profiles() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap().flatten() {
            let p = e.path();
            let name = e.file_name().to_string_lossy().into_owned();
            if p.is_dir() {
                stack.push(p);
            } else if (name.starts_with("callgrind.out") || name.starts_with("cachegrind.out"))
                && !name.ends_with(".gz")
                && e.metadata().is_ok_and(|m| m.len() > 0)
            {
                // (The empty main file of a --separate-threads=yes run is
                // no profile; a gzip'd copy is its plain file's bytes
                // compressed, read through the input layer, which
                // tests/producers.rs checks against the plain file.)
                out.push(p);
            }
        }
    }
    out.sort();
    assert!(out.len() >= 10, "bundled profiles not found");
    out
}

/// [`profiles`] without the inputs that are broken on purpose
/// (testdata/malformed, the fuzzers' regressions).
pub fn well_formed_profiles() -> Vec<PathBuf> {
    let broken = |p: &Path| {
        p.components()
            .any(|c| c.as_os_str() == "malformed" || c.as_os_str() == "fuzz-regressions")
    };
    profiles().into_iter().filter(|p| !broken(p)).collect()
}

/// The first figure of the PROGRAM TOTALS line of a text report (an upper
/// bound's figure without its mark).
pub fn program_total(report: &str) -> i64 {
    let line = report
        .lines()
        .find(|l| l.contains(" PROGRAM TOTALS"))
        .expect("totals line");
    // (A focus's total may be an upper bound, marked `<=`.)
    line.split_whitespace()
        .next()
        .unwrap()
        .trim_start_matches("<=")
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

/// A fresh directory under the target directory, removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        static N: AtomicUsize = AtomicUsize::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let p = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{tag}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).expect("create temp dir");
        TempDir(p)
    }

    /// Writes `data` to `name` in the directory.
    pub fn write(&self, name: &str, data: &str) -> &Self {
        std::fs::write(self.0.join(name), data).expect("write temp file");
        self
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `graph` rendered by Graphviz's `dot -T<format>`: its output and
/// stderr, after checking that it succeeded; `None` when `dot` is not
/// installed and `CI` is not set (`.ci/run` installs Graphviz).
pub fn render_with_graphviz(graph: &str, format: &str) -> Option<(Vec<u8>, String)> {
    let spawned = Command::new("dot")
        .arg(format!("-T{format}"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match spawned {
        Ok(c) => c,
        Err(e) if std::env::var_os("CI").is_none() => {
            eprintln!("graphviz's dot is not installed ({e}): rendering not checked");
            return None;
        }
        Err(e) => panic!("dot -T{format}: {e} (.ci/run installs graphviz)"),
    };
    child.stdin.take().unwrap().write_all(graph.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "dot failed: {stderr}");
    Some((out.stdout, stderr))
}
