//! Golden-file tests: cgann must print exactly what (a deterministic copy of)
//! callgrind_annotate printed for every line of
//! `testdata/golden/<case>/matrix.txt`.  Expectations are made by
//! `scripts/golden.sh` (read its header for the layout and the reasons).
//!
//! For each matrix line the case folder is copied to a fresh temp dir, the
//! sources get mtime 2000-01-01 and the profiles "now" (callgrind_annotate
//! warns about sources newer than the profile), and cgann runs there with
//! the line's arguments, stdin from /dev/null and LC_ALL=C.  stdout must be
//! byte-identical to `expected/<slug>.cgann.out` if present (a deliberate
//! difference), else `expected/<slug>.out`; the exit code must be zero
//! exactly when `expected/<slug>.rc` is.
//!
//! On failure the actual stdout/stderr/exit code go to
//! `target/golden-actual/<case>/<slug>.{out,err,rc}`.
//! Environment: `GOLDEN_FILTER=substr` runs only the lines whose
//! `case/slug` contains substr; `GOLDEN_KEEP=1` keeps the temp dirs;
//! `GOLDEN_BIN=path` tests another binary (e.g. the patched reference, to
//! check the harness and the corpus: every line must pass).

use std::fs::{self, File};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant, SystemTime};

const CGANN: &str = env!("CARGO_BIN_EXE_cgann");
/// 2000-01-01T00:00:00Z, the mtime given to every source file.
const SRC_EPOCH_SECS: u64 = 946_684_800;
/// A hung binary must not hang the test suite.
const TIMEOUT: Duration = Duration::from_secs(60);

macro_rules! golden_cases {
    ($($case:ident),* $(,)?) => {
        $( #[test] fn $case() { run_case(stringify!($case)); } )*

        /// Every case folder needs a test above (and vice versa).
        #[test]
        fn every_case_has_a_test() {
            let mut listed: Vec<String> = vec![$(stringify!($case).to_string()),*];
            listed.sort();
            let mut on_disk: Vec<String> = fs::read_dir(golden_dir())
                .expect("read testdata/golden")
                .filter_map(|e| e.ok())
                .filter(|e| e.path().join("matrix.txt").is_file())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect();
            on_disk.sort();
            assert_eq!(on_disk, listed, "update golden_cases! in tests/golden.rs");
        }
    };
}

golden_cases!(c_multi, c_formats, cpp, rust, threads, cachegrind);

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/golden")
}

fn actual_dir(case: &str) -> PathBuf {
    // CARGO_TARGET_TMPDIR is <target>/tmp; keep the outputs next to it.
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    tmp.parent().unwrap_or(tmp).join("golden-actual").join(case)
}

struct Line {
    slug: String,
    args: Vec<String>,
}

fn run_case(case: &str) {
    let case_dir = golden_dir().join(case);
    let matrix = fs::read_to_string(case_dir.join("matrix.txt")).expect("read matrix.txt");
    let lines = parse_matrix(&matrix).unwrap_or_else(|e| panic!("{case}/matrix.txt: {e}"));
    assert!(!lines.is_empty(), "{case}/matrix.txt has no test lines");
    let filter = std::env::var("GOLDEN_FILTER").unwrap_or_default();
    let keep = std::env::var_os("GOLDEN_KEEP").is_some_and(|v| v != "0");
    let actual = actual_dir(case);
    let _ = fs::remove_dir_all(&actual); // stale outputs would mislead

    let mut failures = Vec::new();
    let mut ran = 0;
    for line in &lines {
        let id = format!("{case}/{}", line.slug);
        if !id.contains(&filter) {
            continue;
        }
        ran += 1;
        // A fresh copy per line: a buggy run cannot affect the next one.
        let work = TempDir::new(case);
        let cwd = work.path().join(case);
        copy_case(&case_dir, &cwd).unwrap_or_else(|e| panic!("{id}: copying the case: {e}"));
        set_mtimes(&cwd).unwrap_or_else(|e| panic!("{id}: setting mtimes: {e}"));
        if let Err(msg) = check_line(case, &case_dir, &cwd, line, &actual) {
            let note = if keep {
                ""
            } else {
                " (dir removed; GOLDEN_KEEP=1 keeps it)"
            };
            failures.push(format!(
                "{id}: {msg}\n    run: cd {} && {}{note}",
                cwd.display(),
                command_line(&line.args)
            ));
        }
        if keep {
            work.keep();
        }
    }
    if !failures.is_empty() {
        panic!(
            "{} of {ran} golden tests failed in {case} (actual outputs in {}):\n{}",
            failures.len(),
            actual.display(),
            failures.join("\n")
        );
    }
}

/// Runs one matrix line; Err(description) on mismatch.
fn check_line(case: &str, case_dir: &Path, cwd: &Path, line: &Line, actual: &Path) -> Result<(), String> {
    let exp_dir = case_dir.join("expected");
    let override_path = exp_dir.join(format!("{}.cgann.out", line.slug));
    let out_path = if override_path.is_file() {
        override_path
    } else {
        exp_dir.join(format!("{}.out", line.slug))
    };
    let expected_out = fs::read(&out_path).map_err(|e| {
        format!(
            "cannot read {} ({e}); run scripts/golden.sh --case {case}",
            out_path.display()
        )
    })?;
    let rc_path = exp_dir.join(format!("{}.rc", line.slug));
    let expected_rc: i32 = fs::read_to_string(&rc_path)
        .map_err(|e| format!("cannot read {} ({e})", rc_path.display()))?
        .trim()
        .parse()
        .map_err(|e| format!("bad exit code in {}: {e}", rc_path.display()))?;

    let run = run_bin(cwd, &line.args);
    let mut problems = Vec::new();
    match run.code {
        Some(code) if (code == 0) == (expected_rc == 0) => {}
        Some(code) => problems.push(format!("exit code {code}, expected {}", rc_class(expected_rc))),
        None => problems.push(run.failure.clone().unwrap_or_else(|| "killed by a signal".into())),
    }
    if run.stdout != expected_out {
        problems.push(first_difference(&expected_out, &run.stdout));
    }
    if problems.is_empty() {
        return Ok(());
    }
    let saved = save_actual(actual, &line.slug, &run);
    Err(format!(
        "{}\n    expected: {}\n    actual:   {}",
        problems.join("; "),
        out_path.display(),
        saved
    ))
}

fn rc_class(rc: i32) -> String {
    if rc == 0 {
        "0".into()
    } else {
        format!("non-zero (reference: {rc})")
    }
}

struct Run {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    code: Option<i32>,
    failure: Option<String>,
}

fn bin() -> PathBuf {
    match std::env::var_os("GOLDEN_BIN") {
        // absolute, since the binary runs in another directory
        Some(p) => std::path::absolute(p).expect("GOLDEN_BIN"),
        None => PathBuf::from(CGANN),
    }
}

fn run_bin(cwd: &Path, args: &[String]) -> Run {
    let bin = bin();
    let child = Command::new(&bin)
        .args(args)
        .current_dir(cwd)
        .env("LC_ALL", "C")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => {
            return Run {
                stdout: vec![],
                stderr: vec![],
                code: None,
                failure: Some(format!("cannot run {}: {e}", bin.display())),
            };
        }
    };
    // Drain both pipes in threads so a chatty binary cannot block on a full pipe.
    let mut out_pipe = child.stdout.take().unwrap();
    let mut err_pipe = child.stderr.take().unwrap();
    let out_t = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = out_pipe.read_to_end(&mut v);
        v
    });
    let err_t = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = err_pipe.read_to_end(&mut v);
        v
    });
    let start = Instant::now();
    let mut failure = None;
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if start.elapsed() > TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                failure = Some(format!("timed out after {}s", TIMEOUT.as_secs()));
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => {
                failure = Some(format!("wait failed: {e}"));
                break None;
            }
        }
    };
    Run {
        stdout: out_t.join().unwrap_or_default(),
        stderr: err_t.join().unwrap_or_default(),
        code: status.and_then(|s| s.code()),
        failure,
    }
}

fn save_actual(dir: &Path, slug: &str, run: &Run) -> String {
    let out = dir.join(format!("{slug}.out"));
    let rc = match (run.code, &run.failure) {
        (Some(c), _) => c.to_string(),
        (None, Some(f)) => f.clone(),
        (None, None) => "signal".into(),
    };
    let res = fs::create_dir_all(dir)
        .and_then(|_| fs::write(&out, &run.stdout))
        .and_then(|_| fs::write(dir.join(format!("{slug}.err")), &run.stderr))
        .and_then(|_| fs::write(dir.join(format!("{slug}.rc")), format!("{rc}\n")));
    match res {
        Ok(()) => out.display().to_string(),
        Err(e) => format!("(could not save to {}: {e})", out.display()),
    }
}

/// "stdout line N: expected [...] got [...]" for the first differing line.
fn first_difference(expected: &[u8], got: &[u8]) -> String {
    let mut e = expected.split_inclusive(|&b| b == b'\n');
    let mut g = got.split_inclusive(|&b| b == b'\n');
    let mut n = 1;
    loop {
        match (e.next(), g.next()) {
            (Some(a), Some(b)) if a == b => n += 1,
            (a, b) => return format!("stdout line {n}: expected {} got {}", show(a), show(b)),
        }
    }
}

fn show(line: Option<&[u8]>) -> String {
    let Some(line) = line else {
        return "<EOF>".into();
    };
    let (text, nl) = match line.strip_suffix(b"\n") {
        Some(t) => (t, ""),
        None => (line, " (no newline)"),
    };
    let mut s = String::from_utf8_lossy(text).into_owned();
    if s.chars().count() > 200 {
        s = s.chars().take(200).collect::<String>() + "...";
    }
    format!("[{s}]{nl}")
}

fn command_line(args: &[String]) -> String {
    let mut s = bin().display().to_string();
    for a in args {
        s.push(' ');
        if !a.is_empty()
            && a.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_=./,:%+".contains(&b))
        {
            s.push_str(a);
        } else {
            s.push('\'');
            s.push_str(&a.replace('\'', r"'\''"));
            s.push('\'');
        }
    }
    s
}

/// `<slug> <arguments>` lines; '#' lines and blank lines are skipped.
fn parse_matrix(text: &str) -> Result<Vec<Line>, String> {
    let mut lines: Vec<Line> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let raw = raw.trim_end_matches('\r');
        if raw.trim().is_empty() || raw.starts_with('#') {
            continue;
        }
        let (slug, rest) = raw.split_once([' ', '\t']).unwrap_or((raw, ""));
        if slug.is_empty() || lines.iter().any(|l| l.slug == slug) {
            return Err(format!("line {}: empty or duplicate slug", i + 1));
        }
        let args = split_words(rest).map_err(|e| format!("line {}: {e}", i + 1))?;
        lines.push(Line {
            slug: slug.to_string(),
            args,
        });
    }
    Ok(lines)
}

/// Shell-like word splitting, no expansions (same rules as golden.sh):
/// blanks separate words, '...' quotes literally, "..." quotes with \" and
/// \\ escapes, a backslash elsewhere escapes the next character.
fn split_words(s: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => cur.push(c),
                        None => return Err("unterminated '".into()),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') if matches!(chars.peek(), Some('"' | '\\')) => cur.push(chars.next().unwrap()),
                        Some(c) => cur.push(c),
                        None => return Err("unterminated \"".into()),
                    }
                }
            }
            '\\' => {
                in_word = true;
                cur.push(chars.next().ok_or("trailing backslash")?);
            }
            ' ' | '\t' => {
                if in_word {
                    words.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            c => {
                in_word = true;
                cur.push(c);
            }
        }
    }
    if in_word {
        words.push(cur);
    }
    Ok(words)
}

/// Copies the case folder without expected/ (the tool never needs it).
fn copy_case(from: &Path, to: &Path) -> std::io::Result<()> {
    fn copy_dir(from: &Path, to: &Path, top: bool) -> std::io::Result<()> {
        fs::create_dir_all(to)?;
        for entry in fs::read_dir(from)? {
            let entry = entry?;
            let name = entry.file_name();
            if top && name == "expected" {
                continue;
            }
            let ty = entry.file_type()?;
            if ty.is_dir() {
                copy_dir(&entry.path(), &to.join(&name), false)?;
            } else if ty.is_file() {
                fs::copy(entry.path(), to.join(&name))?;
            }
        }
        Ok(())
    }
    copy_dir(from, to, true)
}

/// Sources (everything under the top-level src/) to 2000-01-01, every other
/// file (the profiles) to now, as golden.sh does.
fn set_mtimes(case_copy: &Path) -> std::io::Result<()> {
    fn walk(dir: &Path, t: SystemTime) -> std::io::Result<()> {
        for entry in fs::read_dir(dir)? {
            let entry = entry?;
            if entry.file_type()?.is_dir() {
                walk(&entry.path(), t)?;
            } else {
                File::options().write(true).open(entry.path())?.set_modified(t)?;
            }
        }
        Ok(())
    }
    let now = SystemTime::now();
    let src_epoch = SystemTime::UNIX_EPOCH + Duration::from_secs(SRC_EPOCH_SECS);
    for entry in fs::read_dir(case_copy)? {
        let entry = entry?;
        if entry.file_type()?.is_dir() {
            walk(&entry.path(), if entry.file_name() == "src" { src_epoch } else { now })?;
        } else {
            File::options().write(true).open(entry.path())?.set_modified(now)?;
        }
    }
    Ok(())
}

/// A unique directory under the system temp dir, removed on drop.
struct TempDir(Option<PathBuf>);

impl TempDir {
    fn new(case: &str) -> TempDir {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let nanos = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("cgann-golden-{}-{case}-{n}-{nanos}", std::process::id()));
        fs::create_dir_all(&path).unwrap_or_else(|e| panic!("create {}: {e}", path.display()));
        TempDir(Some(path))
    }
    fn path(&self) -> &Path {
        self.0.as_deref().unwrap()
    }
    fn keep(mut self) {
        if let Some(p) = self.0.take() {
            eprintln!("kept {}", p.display());
        }
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        if let Some(p) = &self.0 {
            let _ = fs::remove_dir_all(p);
        }
    }
}

#[test]
fn split_words_rules() {
    assert_eq!(split_words("").unwrap(), Vec::<String>::new());
    assert_eq!(split_words("  a\tb  ").unwrap(), ["a", "b"]);
    assert_eq!(
        split_words(r#"--x='a b' "c \"d\" \\" e\ f '' $g"#).unwrap(),
        ["--x=a b", r#"c "d" \"#, "e f", "", "$g"]
    );
    assert!(split_words("'open").is_err());
}
