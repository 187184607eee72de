//! Robustness: what cgann does with input it cannot (fully) read.
//!
//! The policy (README "Exit status"):
//! - a line cgann does not understand: a warning `cgann: FILE:LINE: warning:
//!   ...` on stderr, and the run goes on (exit 0);
//! - input that cannot be read correctly: ONE line `cgann: FILE:LINE: ...`
//!   (`cgann: FILE: ...` for the whole file), exit 1, nothing on stdout;
//! - never a panic (101) or a signal, never a hang; the same input and
//!   options give the same bytes.
//!
//! Parts:
//! 1. `malformed_*`, `extra_*`: every input in `testdata/malformed/` with
//!    the exact outcome the policy asks for (testdata/malformed/README.md);
//! 2. `mutation_sweep_thorough`: 600 deterministic mutants of the golden
//!    profiles (cut, flipped, shuffled, huge numbers and ids, garbage, CRLF,
//!    NUL, 2 MB lines, compressed and damaged...) through the binary with a
//!    timeout, with and without trees, with source annotation and with
//!    `--strict`; `mutation_sweep` runs one of each kind (on some
//!    profile);
//! 3. `fuzz_target_smoke_thorough`: the cargo-fuzz targets' bodies
//!    (`fuzz/common.rs`) in-process on the corpus,
//!    `testdata/fuzz-regressions/` and mutants, split loads (`model::split`)
//!    included; `fuzz_target_smoke` on the corpus, the golden profiles
//!    up to 64 kB and the quick sweep's mutants;
//! 4. `pipeline_and_builder_agree_on_errors`: the two loaders on inputs
//!    where they are known to have disagreed.
//!
//! The `_thorough` tests take about a minute and are `#[ignore]`d: `cargo
//! test -- --ignored` runs them (`.ci/run` does). `ROBUSTNESS_MUTANTS=N`
//! changes the number of mutants per profile of the thorough sweep
//! (default 40); failing mutants are saved to `target/robustness-failures/`.

#[path = "../fuzz/common.rs"]
mod fuzz_common;

mod support;
use support::compress;

use std::ffi::OsString;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

const CGANN: &str = env!("CARGO_BIN_EXE_cgann");
const TIMEOUT: Duration = Duration::from_secs(10);

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

// ---------------------------------------------------------------- running

struct Run {
    /// None: killed by a signal or by the timeout.
    code: Option<i32>,
    signal: Option<i32>,
    timed_out: bool,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

impl Run {
    fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }

    fn describe(&self) -> String {
        if self.timed_out {
            format!("no exit within {TIMEOUT:?} (killed)")
        } else if let Some(sig) = self.signal {
            format!("killed by signal {sig}")
        } else {
            format!("exit {}", self.code.unwrap_or(-1))
        }
    }
}

/// Runs cgann in `cwd` with stdin null, LC_ALL=C and a timeout.
fn run_cgann(cwd: &Path, args: &[OsString]) -> Run {
    let mut child = Command::new(CGANN)
        .args(args)
        .current_dir(cwd)
        .env("LC_ALL", "C")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn cgann");
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            let _ = r.read_to_end(&mut v);
            v
        })
    };
    let out = drain(Box::new(child.stdout.take().unwrap()));
    let err = drain(Box::new(child.stderr.take().unwrap()));
    let start = Instant::now();
    let mut nap = Duration::from_micros(200);
    let (status, timed_out) = loop {
        if let Some(s) = child.try_wait().expect("wait for cgann") {
            break (s, false);
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            break (child.wait().expect("wait for killed cgann"), true);
        }
        std::thread::sleep(nap);
        nap = (nap * 2).min(Duration::from_millis(20));
    };
    use std::os::unix::process::ExitStatusExt;
    Run {
        code: status.code(),
        signal: status.signal(),
        timed_out,
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    }
}

/// A directory under target/tmp, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        static N: AtomicUsize = AtomicUsize::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let p = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("robustness-{tag}-{}-{n}", std::process::id()));
        let _ = fs::remove_dir_all(&p);
        fs::create_dir_all(&p).expect("create temp dir");
        TempDir(p)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn os(args: &[&str]) -> Vec<OsString> {
    args.iter().map(OsString::from).collect()
}

// ------------------------------------------------------- message checking

/// `cgann: NAME:LINE: rest` -> Some(Some(LINE)); `cgann: NAME: rest` ->
/// Some(None); anything else -> None.
fn message_line(msg: &str, name: &str) -> Option<Option<u64>> {
    let rest = msg.strip_prefix("cgann: ")?.strip_prefix(name)?.strip_prefix(':')?;
    if let Some(after) = rest.strip_prefix(' ') {
        return (!after.is_empty()).then_some(None);
    }
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let after = rest[digits..].strip_prefix(": ")?;
    if digits == 0 || after.is_empty() {
        return None;
    }
    Some(Some(rest[..digits].parse().ok()?))
}

/// Lines in `data` as an editor counts them.
fn line_count(data: &[u8]) -> u64 {
    let nl = data.iter().filter(|&&b| b == b'\n').count() as u64;
    nl + u64::from(data.last().is_some_and(|&b| b != b'\n'))
}

/// Checks the policy for any outcome of an input of `lines` lines (after
/// decompression); Err(why) on a violation. Returns the error message on
/// exit 1 (None on success).
fn check_policy(run: &Run, name: &str, lines: u64) -> Result<Option<String>, String> {
    match run.code {
        Some(0) => {
            if run.stdout.is_empty() {
                return Err("exit 0 with nothing on stdout".into());
            }
            for l in run.stderr().lines() {
                let ok = message_line(l, name).is_some() && (l.contains(" warning: ") || l.contains(" note: "));
                if !ok {
                    return Err(format!("exit 0 but stderr has a line that is no warning: {l:?}"));
                }
            }
            Ok(None)
        }
        Some(1) => {
            if !run.stdout.is_empty() {
                return Err(format!("exit 1 with {} bytes on stdout", run.stdout.len()));
            }
            let err = run.stderr();
            let Some(msg) = err.strip_suffix('\n').filter(|m| !m.contains('\n')) else {
                return Err(format!("exit 1 but stderr is not one line: {err:?}"));
            };
            match message_line(msg, name) {
                None => Err(format!(
                    "error message not of the form `cgann: {name}[:LINE]: ...`: {msg:?}"
                )),
                Some(Some(l)) if l == 0 || l > lines => {
                    Err(format!("error names line {l}, the input has {lines} lines: {msg:?}"))
                }
                Some(_) => Ok(Some(msg.to_string())),
            }
        }
        _ => Err(format!(
            "{}; stderr: {:?}",
            run.describe(),
            truncate(&run.stderr(), 300)
        )),
    }
}

fn truncate(s: &str, n: usize) -> &str {
    match s.char_indices().nth(n) {
        Some((i, _)) => &s[..i],
        None => s,
    }
}

// ------------------------------------------------- 1. testdata/malformed

/// What the policy asks for one input.
#[derive(Debug, Clone, Copy)]
enum Expect {
    /// Exit 0, a report on stdout, nothing on stderr.
    Clean,
    /// Exit 0, a report; warnings naming exactly these lines, then
    /// `cgann: FILE: warning: N more lines ...` if `more` > 0.
    Warnings { lines: &'static [u64], more: u64 },
    /// Exit 1, nothing on stdout, one line `cgann: FILE:LINE: ...` that
    /// contains `mentions`.
    Error { line: u64, mentions: &'static str },
    /// Exit 1, nothing on stdout, one line `cgann: FILE: ...`.
    FileError,
    /// Exit 0, a report, one line `cgann: FILE: warning: ...` (a
    /// contradiction of the whole file, docs/safety.md).
    FileWarning,
}

use Expect::*;

const fn error(line: u64) -> Expect {
    Error { line, mentions: "" }
}

/// Option sets every malformed input is run with: the outcome may not
/// depend on them.
const ARG_SETS: &[&[&str]] = &[&[], &["--tree=both", "--inclusive=yes", "--threshold=100"]];

fn malformed_dir() -> PathBuf {
    root().join("testdata/malformed")
}

fn check_malformed(file: &str, expect: Expect) {
    let data = fs::read(malformed_dir().join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    // A copy, so source files named in the input are never found and
    // nothing the run does can touch testdata.
    let dir = TempDir::new("malformed");
    fs::write(dir.0.join(file), &data).unwrap();
    let mut problems = Vec::new();
    for extra in ARG_SETS {
        let mut args = os(extra);
        args.push(file.into());
        let run = run_cgann(&dir.0, &args);
        let cmd = format!("cd testdata/malformed && cgann {} {file}", extra.join(" "));
        if let Err(why) = check_expectation(&run, file, &data, expect) {
            problems.push(format!(
                "`{cmd}`: {why}\n    expected: {expect:?}\n    got: {}, {} bytes on stdout, stderr:\n{}",
                run.describe(),
                run.stdout.len(),
                indent(&run.stderr())
            ));
        }
    }
    assert!(problems.is_empty(), "{file}:\n{}", problems.join("\n"));
}

fn indent(s: &str) -> String {
    s.lines().map(|l| format!("      | {}\n", truncate(l, 300))).collect()
}

fn check_expectation(run: &Run, file: &str, data: &[u8], expect: Expect) -> Result<(), String> {
    check_policy(run, file, line_count(data))?;
    let err = run.stderr();
    match expect {
        Clean if run.code == Some(0) && err.is_empty() => Ok(()),
        Clean => Err("expected a clean run".into()),
        Warnings { lines, more } => {
            if run.code != Some(0) {
                return Err("expected exit 0 with warnings".into());
            }
            let mut got: Vec<&str> = err.lines().collect();
            let summary = if more > 0 { got.pop() } else { None };
            let named: Vec<Option<Option<u64>>> = got.iter().map(|l| message_line(l, file)).collect();
            let want: Vec<Option<Option<u64>>> = lines.iter().map(|&l| Some(Some(l))).collect();
            if named != want {
                return Err(format!("expected warnings for lines {lines:?}"));
            }
            if let Some(s) = summary {
                let want = format!("cgann: {file}: warning: {more} more lines");
                if !s.starts_with(&want) {
                    return Err(format!("expected a last line starting `{want}`"));
                }
            }
            Ok(())
        }
        Error { line, mentions } => {
            let msg = err.trim_end();
            if run.code != Some(1) || message_line(msg, file) != Some(Some(line)) {
                return Err(format!("expected exit 1 and `cgann: {file}:{line}: ...`"));
            }
            if !msg.contains(mentions) {
                return Err(format!("expected the message to mention {mentions:?}"));
            }
            Ok(())
        }
        FileError if run.code == Some(1) && message_line(err.trim_end(), file) == Some(None) => Ok(()),
        FileError => Err(format!("expected exit 1 and `cgann: {file}: ...`")),
        FileWarning
            if run.code == Some(0)
                && err.lines().count() == 1
                && message_line(err.trim_end(), file) == Some(None)
                && err.starts_with(&format!("cgann: {file}: warning: ")) =>
        {
            Ok(())
        }
        FileWarning => Err(format!("expected exit 0 and one `cgann: {file}: warning: ...`")),
    }
}

macro_rules! malformed {
    ($($test:ident: $file:literal => $expect:expr;)*) => {
        $( #[test] fn $test() { check_malformed($file, $expect); } )*

        /// Every file in testdata/malformed has a row above.
        #[test]
        fn malformed_every_input_has_a_row() {
            let mut listed = vec![$($file),*];
            listed.sort();
            let mut on_disk: Vec<String> = fs::read_dir(malformed_dir())
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .filter(|n| n != "README.md")
                .collect();
            on_disk.sort();
            assert_eq!(on_disk, listed, "add a row to malformed! in tests/robustness.rs");
        }
    };
}

malformed! {
    // ---- copied from ../shared/conformance/cases/malformed/profiles
    malformed_badlines: "malformed.badlines" => error(12); // `calls= 3 4` with no cfn=: its cost line has no callee
    malformed_calls_nocost: "malformed.calls_nocost" => error(10); // the calls= line whose cost line is missing
    malformed_crlf: "malformed.crlf" => Clean;
    malformed_dup_events: "malformed.dup_events" => FileWarning; // each Ir column shows the last's values, as callgrind_annotate
    malformed_empty: "malformed.empty" => FileError;
    malformed_events_empty: "malformed.events_empty" => error(5);
    malformed_fi_before_fn: "malformed.fi_before_fn" => error(8); // fi= read as fl=: the cost line has no function
    malformed_garbage: "malformed.garbage" => error(2); // line 2 starts with `*`: a cost line before events:
    malformed_huge: "malformed.huge" => error(9); // u64::MAX + 1
    malformed_negative_line: "malformed.negative_line" => error(8);
    malformed_noevents: "malformed.noevents" => error(7);
    malformed_nofl: "malformed.nofl" => Clean;
    malformed_odd_names: "malformed.odd_names" => Clean;
    malformed_only_header: "malformed.only_header" => Clean;
    malformed_tiny_events: "malformed.tiny_events" => Clean;
    malformed_toomany: "malformed.toomany" => error(9);
    malformed_truncated_calls: "malformed.truncated_calls" => error(2290);
    malformed_truncated_line: "malformed.truncated_line" => error(4879);
    malformed_truncated_name: "malformed.truncated_name" => error(3126);
    malformed_undefined_id: "malformed.undefined_id" => Warnings { lines: &[9, 12, 13, 16, 18], more: 0 }; // one per id
    malformed_version2: "malformed.version2" => error(2);
    // ---- written for cgann (testdata/malformed/README.md)
    extra_calls_without_cfn: "extra.calls_without_cfn" => error(9);
    extra_cost_no_newline: "extra.cost_no_newline" => Clean;
    extra_cost_truncated: "extra.cost_truncated" => error(9);
    extra_events_truncated: "extra.events_truncated" => error(3);
    extra_huge_call_count: "extra.huge_call_count" => error(10);
    extra_huge_line: "extra.huge_line" => error(9);
    extra_id_beyond_u64: "extra.id_beyond_u64" => error(9);
    extra_line_overflow: "extra.line_overflow" => error(9);
    extra_max_id: "extra.max_id" => Clean;
    extra_negative_cost: "extra.negative_cost" => Clean; // a memory delta: data, summed signed
    extra_nonnumeric_cost: "extra.nonnumeric_cost" => error(9);
    extra_nul_in_cost: "extra.nul_in_cost" => error(9);
    extra_overflow_then_bad_cost: "extra.overflow_then_bad_cost" => error(9); // the first error, not line 10
    extra_part_events_differ: "extra.part_events_differ" => error(9); // the events: line with no event in common
    extra_sum_overflow: "extra.sum_overflow" => error(9);
    extra_summary_truncated: "extra.summary_truncated" => error(9);
    extra_totals_no_newline: "extra.totals_no_newline" => Clean;
    extra_totals_truncated: "extra.totals_truncated" => error(9);
    extra_undefined_fl_id: "extra.undefined_fl_id" => Warnings { lines: &[9], more: 0 };
    extra_undefined_defined_later: "extra.undefined_defined_later" => Warnings { lines: &[9], more: 0 };
    extra_warnings: "extra.warnings" => Warnings { lines: &[4, 9, 10, 11, 12], more: 3 };
}

// ------------------------------------------------------------ 2. mutants

/// xorshift64*: tiny, deterministic, good enough to pick offsets.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        // splitmix64 of the seed, so neighbouring seeds diverge at once
        let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        Rng((z ^ (z >> 31)) | 1)
    }

    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Uniform-ish in 0..n (n > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

const HUGE_NUMBERS: &[&str] = &[
    "18446744073709551616",
    "18446744073709551615",
    "99999999999999999999999",
    "0xffffffffffffffff",
    "0x10000000000000000",
    "9223372036854775808",
    "-1",
    "+18446744073709551615",
    "-18446744073709551615",
    "0x",
    "1e9",
    "",
];

const HUGE_IDS: &[&str] = &[
    "(18446744073709551615)",
    "(18446744073709551616)",
    "(4294967295)",
    "(4194304)",
    "(999999)",
    "(0)",
    "()",
    "(",
];

/// Lines that mean something to the parser, in the wrong place.
const KEYWORD_LINES: &[&str] = &[
    "calls=1 2",
    "calls=18446744073709551615 +3",
    "calls=0",
    "fn=(99999)",
    "cfn=(3)",
    "cfi=(424242)",
    "fi=(1)",
    "fe=???",
    "fl=",
    "fn=",
    "ob=(7)",
    "cob=x",
    "jump=1 +3",
    "jcnd=1/2 -4",
    "jcnd=5 6 7",
    "jfi=(3)",
    "events: Ir",
    "events: A B C D E F G H",
    "events:",
    "event: Ir : Instructions",
    "event: = :",
    "positions: instr line",
    "positions: bb bb",
    "version: 2",
    "version: 1",
    "totals: 1",
    "summary:",
    "totals: 18446744073709551615 18446744073709551615",
    "part: 2",
    "cmd: x",
    "* * *",
    "+0",
    "-999999999",
    "0 0",
    "0x10 0x10",
    "fn=(1) main\n1 18446744073709551615\n2 1",
];

/// Kinds of [`mutate`]; [`mutants`] adds [`COMPRESSED_KINDS`] more.
const KINDS: usize = 18;
const COMPRESSED_KINDS: usize = 2;

/// Compressors cgann recognises by magic bytes (README), as command lines.
const COMPRESSORS: &[&[&str]] = &[
    &["gzip", "-c", "-n"],
    &["xz", "-c"],
    &["bzip2", "-c"],
    &["zstd", "-q", "-c"],
];

/// A compressed mutant: `src` compressed by one of the tools, then left
/// whole, doubled (two streams, which the decoders read as one), cut,
/// damaged or followed by garbage.
fn mutate_compressed(src: &[u8], damaged: bool, rng: &mut Rng) -> (&'static str, Vec<u8>) {
    let tool = rng.pick(COMPRESSORS);
    let Some(z) = compress(tool, src) else {
        return ("compressed (tool missing)", src.to_vec());
    };
    if !damaged {
        return if rng.below(2) == 0 {
            ("compressed", z)
        } else {
            ("compressed twice over (two streams)", [z.clone(), z].concat())
        };
    }
    match rng.below(3) {
        0 => ("compressed, cut", z[..rng.below(z.len())].to_vec()),
        1 => {
            let mut v = z;
            for _ in 0..1 + rng.below(4) {
                // past the magic bytes, which would make it plain text
                let at = 6 + rng.below(v.len() - 6);
                v[at] ^= 1 << rng.below(8);
            }
            ("compressed, bits flipped", v)
        }
        _ => {
            let tail: Vec<u8> = (0..1 + rng.below(64)).map(|_| rng.next() as u8).collect();
            ("compressed, garbage after", [z, tail].concat())
        }
    }
}

/// Mutant number `i` of `src` (the kind cycles with `i`).
fn mutate(src: &[u8], i: usize, rng: &mut Rng) -> (&'static str, Vec<u8>) {
    let mut lines: Vec<Vec<u8>> = src.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
    let join = |lines: &[Vec<u8>]| lines.join(&b'\n');
    let n = lines.len();
    match i % KINDS {
        0 => {
            let cut = rng.below(src.len() + 1);
            ("truncate", src[..cut].to_vec())
        }
        1 if src.is_empty() => ("flip bytes (empty)", Vec::new()),
        1 => {
            let mut v = src.to_vec();
            for _ in 0..1 + rng.below(8) {
                let at = rng.below(v.len());
                v[at] = rng.next() as u8;
            }
            ("flip bytes", v)
        }
        2 => {
            let (a, b) = (rng.below(n), rng.below(n));
            lines.swap(a, b);
            ("swap lines", join(&lines))
        }
        3 => {
            let l = lines[rng.below(n)].clone();
            lines.insert(rng.below(n + 1), l);
            ("duplicate a line", join(&lines))
        }
        4 => {
            let at = rng.below(n);
            let len = (1 + rng.below(5)).min(n - at);
            lines.drain(at..at + len);
            ("delete lines", join(&lines))
        }
        5 => {
            // a number token of a random line (costs, positions, counts)
            for _ in 0..20 {
                let l = rng.below(n);
                let toks: Vec<(usize, usize)> = token_spans(&lines[l]);
                let nums: Vec<&(usize, usize)> = toks
                    .iter()
                    .filter(|&&(s, e)| lines[l][s..e].iter().all(|b| b.is_ascii_digit() || b"+-=".contains(b)))
                    .collect();
                if nums.is_empty() {
                    continue;
                }
                let &(s, e) = *rng.pick(&nums);
                let s = s + lines[l][s..e].iter().position(u8::is_ascii_digit).unwrap_or(0);
                lines[l].splice(s..e, rng.pick(HUGE_NUMBERS).bytes());
                return ("huge number", join(&lines));
            }
            ("huge number (none found)", src.to_vec())
        }
        6 => {
            // a compressed id: a reference becomes undefined or huge
            let refs: Vec<usize> = (0..n).filter(|&l| memfind(&lines[l], b"=(").is_some()).collect();
            if refs.is_empty() {
                return ("huge id (none found)", src.to_vec());
            }
            let l = *rng.pick(&refs);
            let open = memfind(&lines[l], b"=(").unwrap() + 1;
            let close = lines[l][open..]
                .iter()
                .position(|&b| b == b')')
                .map_or(lines[l].len(), |p| open + p + 1);
            lines[l].splice(open..close, rng.pick(HUGE_IDS).bytes());
            ("huge or undefined id", join(&lines))
        }
        7 => {
            let len = 1 + rng.below(80);
            let garbage: Vec<u8> = (0..len).map(|_| rng.next() as u8).filter(|&b| b != b'\n').collect();
            lines.insert(rng.below(n + 1), garbage);
            ("garbage line", join(&lines))
        }
        8 => {
            let l = rng.pick(KEYWORD_LINES).as_bytes().to_vec();
            lines.insert(rng.below(n + 1), l);
            ("keyword line out of place", join(&lines))
        }
        9 => {
            if rng.below(2) == 0 {
                ("CRLF", join(&lines).replace_all(b"\n", b"\r\n"))
            } else {
                for l in lines.iter_mut() {
                    if rng.below(3) == 0 {
                        l.push(b'\r');
                    }
                }
                ("some lines CRLF", join(&lines))
            }
        }
        10 => {
            let mut v = src.to_vec();
            for _ in 0..1 + rng.below(4) {
                let at = rng.below(v.len() + 1);
                v.insert(at, 0);
            }
            ("NUL bytes", v)
        }
        11 => {
            // a ~2 MB line; only every other time (they are slower)
            const BIG: usize = 2 << 20;
            let l = match rng.below(5) {
                0 => [b"fn=(4242424) ".to_vec(), vec![b'x'; BIG]].concat(),
                1 => [b"fl=/".to_vec(), b"dir/".repeat(BIG / 4)].concat(),
                2 => [b"1 ".to_vec(), b"1 ".repeat(BIG / 2)].concat(),
                3 => [b"+1 ".to_vec(), vec![b'9'; BIG]].concat(),
                _ => vec![b' '; BIG],
            };
            lines.insert(rng.below(n + 1), l);
            ("2 MB line", join(&lines))
        }
        12 => {
            let mut v = src.to_vec();
            while v.last() == Some(&b'\n') {
                v.pop();
            }
            if rng.below(2) == 0 {
                let keep = rng.below(v.len().min(40) + 1);
                v.truncate(v.len() - keep);
            }
            ("no final newline", v)
        }
        13 => {
            let mut v = src.to_vec();
            let cut = rng.below(src.len() + 1);
            v.extend_from_slice(&src[..cut]);
            ("appended copy (two parts)", v)
        }
        14 => {
            // extra fields on a cost line
            let costs: Vec<usize> = (0..n)
                .filter(|&l| lines[l].first().is_some_and(u8::is_ascii_digit))
                .collect();
            if costs.is_empty() {
                return ("extra costs (none found)", src.to_vec());
            }
            let l = *rng.pick(&costs);
            for _ in 0..1 + rng.below(70) {
                lines[l].extend_from_slice(b" 7");
            }
            ("extra cost fields", join(&lines))
        }
        15 => {
            // --compress-mangled=yes names rebuilt from earlier ids, each
            // doubling the last (issue 28: 588 bytes made 1 GB)
            let mut block = b"fn=(90001) x\n1 1\n".to_vec();
            for k in 90002..90002 + 20 + rng.below(40) {
                block.extend_from_slice(format!("fn=({k}) ({})'({})\n1 1\n", k - 1, k - 1).as_bytes());
            }
            (
                "doubling compressed names",
                insert_before_first_function(&lines, &block),
            )
        }
        16 => {
            // C++ names whose Itanium substitutions double the demangled
            // text with each parameter
            let mut block = Vec::new();
            for k in 0..1 + rng.below(4) {
                block.extend_from_slice(format!("fn={}\n1 1\n", demangling_bomb(20 + rng.below(8), k)).as_bytes());
            }
            ("demangling bomb", insert_before_first_function(&lines, &block))
        }
        _ => {
            // several mutations at once
            let mut v = src.to_vec();
            for _ in 0..2 + rng.below(3) {
                let k = rng.below(KINDS - 1);
                if k == 11 || k == 13 || k == 15 || k == 16 || v.is_empty() {
                    continue; // keep combined mutants small
                }
                v = mutate(&v, k, rng).1;
            }
            ("combined", v)
        }
    }
}

/// `block` (whole lines) inserted before the first `fn=` line of the
/// profile (at the end when there is none).
fn insert_before_first_function(lines: &[Vec<u8>], block: &[u8]) -> Vec<u8> {
    let at = lines.iter().position(|l| l.starts_with(b"fn=")).unwrap_or(lines.len());
    let mut out = lines[..at].join(&b'\n');
    if at > 0 {
        out.push(b'\n');
    }
    out.extend_from_slice(block);
    out.extend_from_slice(&lines[at..].join(&b'\n'));
    out
}

/// A C++ name of a few hundred bytes that demangles to 2^params times
/// that (`f(a, b<a, a>, a<b, b>, ...)`); `tag` makes it distinct.
fn demangling_bomb(params: usize, tag: usize) -> String {
    let sub = |i: usize| {
        if i == 0 {
            return "S_".to_string();
        }
        let digits = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        let (mut n, mut text) = (i - 1, Vec::new());
        loop {
            text.push(digits[n % 36]);
            n /= 36;
            if n == 0 {
                break;
            }
        }
        text.reverse();
        format!("S{}_", String::from_utf8(text).unwrap())
    };
    let mut s = String::from("_Z1f1a1bIS_S_E");
    for i in 1..params {
        s.push_str(&format!("{}I{}{}E", sub(i - 1), sub(i), sub(i)));
    }
    s.push_str(&"i".repeat(tag));
    s
}

trait ReplaceAll {
    fn replace_all(&self, from: &[u8], to: &[u8]) -> Vec<u8>;
}

impl ReplaceAll for Vec<u8> {
    fn replace_all(&self, from: &[u8], to: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.len());
        let mut rest = &self[..];
        while let Some(p) = memfind(rest, from) {
            out.extend_from_slice(&rest[..p]);
            out.extend_from_slice(to);
            rest = &rest[p + from.len()..];
        }
        out.extend_from_slice(rest);
        out
    }
}

fn memfind(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

fn token_spans(line: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = None;
    for (i, &b) in line.iter().chain(b" ").enumerate() {
        match (b == b' ' || b == b'\t', start) {
            (true, Some(s)) => {
                spans.push((s, i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    spans
}

/// The real profiles the mutants are made from.
fn golden_profiles() -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for case in fs::read_dir(root().join("testdata/golden")).unwrap() {
        let case = case.unwrap().path();
        if !case.is_dir() {
            continue;
        }
        for f in fs::read_dir(&case).unwrap() {
            let f = f.unwrap().path();
            let name = f.file_name().unwrap().to_string_lossy().into_owned();
            if name.starts_with("callgrind.out.") || name.starts_with("cachegrind.out.") {
                let label = format!("{}/{name}", case.file_name().unwrap().to_string_lossy());
                out.push((label, fs::read(&f).unwrap()));
            }
        }
    }
    out.sort();
    assert!(out.len() >= 10, "expected the golden profiles in testdata/golden");
    out
}

struct Mutant {
    /// Stable id: `<case>/<profile>#<i>`, the seed is derived from it.
    id: String,
    /// The golden case it comes from (its sources are beside it in the sweep).
    case: String,
    /// How many lines an error may name at most (the text's lines; for a
    /// compressed mutant, those of the text it decompresses to).
    lines: u64,
    kind: &'static str,
    data: Vec<u8>,
}

fn mutants(per_profile: usize) -> Vec<Mutant> {
    let mut all = Vec::new();
    for (label, src) in golden_profiles() {
        for i in 0..per_profile {
            let id = format!("{label}#{i}");
            let mut rng = Rng::new(fnv1a(id.as_bytes()));
            let (kind, data) = match i % (KINDS + COMPRESSED_KINDS) {
                k if k < KINDS => mutate(&src, k, &mut rng),
                k => mutate_compressed(&src, k > KINDS, &mut rng),
            };
            let lines = match kind {
                "compressed, bits flipped" => u64::MAX, // may decompress to anything
                k if k.starts_with("compressed") => 2 * line_count(&src), // up to two streams
                _ => line_count(&data),
            };
            let case = label.split('/').next().unwrap().to_string();
            all.push(Mutant {
                id,
                case,
                lines,
                kind,
                data,
            });
        }
    }
    all
}

fn fnv1a(b: &[u8]) -> u64 {
    b.iter().fold(0xcbf2_9ce4_8422_2325, |h, &x| {
        (h ^ u64::from(x)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Each mutant runs with each of these, twice (determinism), but the first
/// once. The third annotates the case's sources (copied beside the
/// mutants), with 2 lines of context. Then once more with `--strict`.
const SWEEP_ARGS: &[&[&str]] = &[
    &["--auto=no"],
    &["--tree=both", "--inclusive=yes", "--threshold=100", "--auto=no"],
    &["--context=2"],
    &["--graph", "--flat", "--threshold=100", "--exclude=main", "--auto=no"],
    &["--focus=main", "--inclusive=yes", "--tree=both", "--auto=no"],
];
const STRICT_ARGS: &[&str] = &["--strict", "--auto=no"];

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for e in fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &to.join(e.file_name()));
        } else {
            fs::copy(e.path(), to.join(e.file_name())).unwrap();
        }
    }
}

#[derive(Default)]
struct Tally {
    ok_clean: usize,
    ok_warned: usize,
    errored: usize,
    failures: Vec<String>,
    messages: Vec<String>,
}

/// A quick sample of the mutants: one of every thirteenth of each profile's
/// first [`KINDS`] + [`COMPRESSED_KINDS`] (one of each kind), the profiles
/// starting at different kinds, so that every kind is made of some profile.
/// The quick run's mutants: the first of each kind in the sample.
fn one_mutant_per_kind() -> Vec<Mutant> {
    let mut seen = std::collections::BTreeSet::new();
    sampled_mutants().into_iter().filter(|m| seen.insert(m.kind)).collect()
}

fn sampled_mutants() -> Vec<Mutant> {
    let sample: Vec<Mutant> = mutants(KINDS + COMPRESSED_KINDS).into_iter().step_by(13).collect();
    let kinds: std::collections::BTreeSet<&str> = sample.iter().map(|m| m.kind).collect();
    assert!(kinds.len() >= KINDS, "the sample misses kinds: {kinds:?}");
    sample
}

/// Mutants of every golden profile through the binary: no crash, no hang,
/// exit 0 or 1, the error form, and the same bytes when run twice. The
/// quick sample; `mutation_sweep_thorough` runs them all.
#[test]
fn mutation_sweep() {
    sweep(one_mutant_per_kind());
}

#[test]
#[ignore = "about a minute: run with `cargo test -- --ignored` (.ci/run does)"]
fn mutation_sweep_thorough() {
    let per_profile = std::env::var("ROBUSTNESS_MUTANTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40);
    sweep(mutants(per_profile));
}

fn sweep(mutants: Vec<Mutant>) {
    let started = Instant::now();
    let dir = TempDir::new("sweep");
    let mut cases: Vec<&str> = mutants.iter().map(|m| m.case.as_str()).collect();
    cases.dedup();
    for case in cases {
        let src = root().join("testdata/golden").join(case).join("src");
        if src.is_dir() {
            copy_dir(&src, &dir.0.join(case).join("src"));
        }
    }
    let failures_dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap()
        .join("robustness-failures");
    let _ = fs::remove_dir_all(&failures_dir);
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).min(4);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(m) = mutants.get(i) else { break };
                    sweep_one(m, i, &dir.0.join(&m.case), &failures_dir, &tally);
                }
            });
        }
    });
    let t = tally.into_inner().unwrap();
    let mut messages = t.messages.clone();
    messages.sort();
    messages.dedup();
    eprintln!(
        "mutation_sweep: {} mutants x {} option sets + --strict, in {:.1?} on {workers} threads: \
         {} clean, {} with warnings, {} errors (exit 1), {} policy violations",
        mutants.len(),
        SWEEP_ARGS.len(),
        started.elapsed(),
        t.ok_clean,
        t.ok_warned,
        t.errored,
        t.failures.len()
    );
    eprintln!("distinct error messages (line numbers and quoted text dropped):");
    for m in &messages {
        eprintln!("    {m}");
    }
    assert!(
        t.failures.is_empty(),
        "{} mutants break the policy (inputs saved in {}):\n{}",
        t.failures.len(),
        failures_dir.display(),
        t.failures.join("\n")
    );
}

fn sweep_one(m: &Mutant, i: usize, dir: &Path, failures_dir: &Path, tally: &Mutex<Tally>) {
    // The name is what error messages must start with.
    let name = format!("mutant.{i}");
    let path = dir.join(&name);
    fs::create_dir_all(dir).unwrap();
    fs::write(&path, &m.data).unwrap();
    let mut outcome: Option<(Option<i32>, Option<String>)> = None;
    let mut problems = Vec::new();
    let mut warned = false;
    let mut first_warning = None;
    let mut plain_stdout = Vec::new();
    for (n, extra) in SWEEP_ARGS.iter().enumerate() {
        let mut args = os(extra);
        args.push(name.clone().into());
        let first = run_cgann(dir, &args);
        // A mutant may have lost the focused function: a usage error, not
        // a verdict on the input.
        if extra.iter().any(|a| a.starts_with("--focus="))
            && first.code == Some(2)
            && first
                .stderr()
                .lines()
                .last()
                .is_some_and(|l| l.starts_with("cgann: --focus: no function matches"))
        {
            continue;
        }
        if n == 0 {
            first_warning = first
                .stderr()
                .lines()
                .next()
                .and_then(|l| message_line(l, &name))
                .flatten();
            plain_stdout = first.stdout.clone();
        }
        match check_policy(&first, &name, m.lines) {
            Ok(msg) => {
                // (A warning about the options, as an --exclude that
                // names nothing in a mutant, is no warning about the input.)
                warned |= first.code == Some(0)
                    && String::from_utf8_lossy(&first.stderr)
                        .lines()
                        .any(|l| !l.contains(": warning: --exclude: no function matches"));
                let this = (first.code, msg);
                // Parse errors do not depend on report options.
                if let Some(prev) = &outcome
                    && prev.0 != this.0
                {
                    problems.push(format!("exit {:?} with {extra:?} but {:?} without", this.0, prev.0));
                }
                outcome = Some(this);
            }
            Err(why) => problems.push(format!("{extra:?}: {why}")),
        }
        if n > 0 {
            let second = run_cgann(dir, &args);
            if (first.code, &first.stdout, &first.stderr) != (second.code, &second.stdout, &second.stderr) {
                problems.push(format!("{extra:?}: two runs differ"));
            }
        }
    }
    // --strict: warnings become the error (the first one), a clean run
    // stays the same, an error stays an error.
    let mut args = os(STRICT_ARGS);
    args.push(name.clone().into());
    let strict = run_cgann(dir, &args);
    match (check_policy(&strict, &name, m.lines), &outcome) {
        (Err(why), _) => problems.push(format!("{STRICT_ARGS:?}: {why}")),
        (Ok(msg), Some((Some(0), _))) if warned => {
            // The first warning's line; a contradiction of the whole file
            // (docs/safety.md) names none, and nor does its error.
            let named = msg.as_deref().and_then(|m| message_line(m, &name));
            if strict.code != Some(1) || named.is_none() || named.flatten() != first_warning {
                problems.push(format!(
                    "{STRICT_ARGS:?}: expected an error at the first warning (line {first_warning:?}), got {}: {msg:?}",
                    strict.describe()
                ));
            }
        }
        (Ok(_), Some((Some(0), _))) => {
            if strict.code != Some(0) || strict.stdout != plain_stdout {
                problems.push(format!("{STRICT_ARGS:?}: a clean run changed: {}", strict.describe()));
            }
        }
        (Ok(_), Some((code, _))) => {
            if strict.code != *code {
                problems.push(format!(
                    "{STRICT_ARGS:?}: {} where the plain run failed",
                    strict.describe()
                ));
            }
        }
        (Ok(_), None) => {}
    }
    let mut t = tally.lock().unwrap();
    match outcome {
        Some((_, Some(msg))) => {
            t.errored += 1;
            t.messages.push(shape(&msg, &name));
        }
        Some(_) if warned => t.ok_warned += 1,
        Some(_) => t.ok_clean += 1,
        None => {}
    }
    if !problems.is_empty() {
        fs::create_dir_all(failures_dir).unwrap();
        let saved = failures_dir.join(m.id.replace('/', "_").replace('#', "."));
        fs::write(&saved, &m.data).unwrap();
        t.failures.push(format!(
            "{} ({}): {}\n    repro: cd testdata/golden/{} && cgann [OPTIONS] {}",
            m.id,
            m.kind,
            problems.join("; "),
            m.case,
            saved.display()
        ));
    }
    let _ = fs::remove_file(&path);
}

/// An error message without its file, line numbers and quoted text, to
/// list the kinds of errors the sweep met.
fn shape(msg: &str, name: &str) -> String {
    let msg = msg.strip_prefix("cgann: ").unwrap_or(msg);
    let msg = msg.strip_prefix(name).unwrap_or(msg);
    let mut out = String::new();
    let mut quoted = false;
    let mut last_digit = false;
    for c in msg.chars() {
        if c == '\'' {
            quoted = !quoted;
            out.push_str(if quoted { "'…" } else { "'" });
            continue;
        }
        if quoted {
            continue;
        }
        if c.is_ascii_digit() {
            if !last_digit {
                out.push('N');
            }
            last_digit = true;
            continue;
        }
        last_digit = false;
        out.push(c);
    }
    truncate(&out, 200).to_string()
}

// ------------------------------------------------------- 3. fuzz target

/// The fuzz target's body on the corpus (golden + malformed inputs), on
/// prefixes of them and on the quick sweep's mutants: in-process, so a
/// panic is caught and the input saved. Runs on stable; `cargo fuzz` runs
/// the same code.
#[test]
fn fuzz_target_smoke() {
    fuzz_smoke(one_mutant_per_kind(), 64 * 1024);
}

/// The same on 24 mutants of each profile.
#[test]
#[ignore = "about 20 s: run with `cargo test -- --ignored` (.ci/run does)"]
fn fuzz_target_smoke_thorough() {
    fuzz_smoke(mutants(24), usize::MAX);
}

/// `largest`: the golden profiles larger are left out (the quick run's
/// time was mostly theirs, through every parser in a debug build).
fn fuzz_smoke(mutants: Vec<Mutant>, largest: usize) {
    let started = Instant::now();
    let mut inputs: Vec<(String, Vec<u8>)> = golden_profiles();
    inputs.retain(|(_, data)| data.len() <= largest);
    for dir in ["testdata/malformed", "testdata/fuzz-regressions", "fuzz/seeds"] {
        let Ok(entries) = fs::read_dir(root().join(dir)) else {
            continue;
        };
        let mut files: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).collect();
        files.sort();
        for f in files {
            if f.extension().is_none_or(|e| e != "md") {
                inputs.push((f.display().to_string(), fs::read(&f).unwrap()));
            }
        }
    }
    // Mutants other than the 2 MB-line kind (those are slow in debug builds
    // and the sweep covers them).
    for m in mutants {
        if !m.kind.starts_with("2 MB") {
            inputs.push((format!("mutant {} ({})", m.id, m.kind), m.data));
        }
    }
    let crash_dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap()
        .join("fuzz-smoke-failures");
    let mut failures = Vec::new();
    // (No quiet panic hook: it is global and would hide other tests' panics.)
    for (n, (label, data)) in inputs.iter().enumerate() {
        // Compressed inputs through the binary's loader, the rest through
        // all three parsers.
        let r = if label.contains("(compressed") {
            std::panic::catch_unwind(|| fuzz_common::run_file(data))
        } else {
            std::panic::catch_unwind(|| {
                fuzz_common::run(data);
                fuzz_common::run_split(data);
            })
        };
        if let Err(e) = r {
            let msg = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            fs::create_dir_all(&crash_dir).unwrap();
            let saved = crash_dir.join(format!("crash-{n}"));
            fs::write(&saved, data).unwrap();
            failures.push(format!("{label}: panic: {msg} (input saved as {})", saved.display()));
        }
    }
    eprintln!(
        "fuzz_target_smoke: {} inputs in {:.1?}, {} panics",
        inputs.len(),
        started.elapsed(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "the fuzz target panicked:\n{}",
        failures.join("\n")
    );
}

/// The binary loads on two threads (`model::pipeline`), which promises "the
/// same profile and the same first error as parsing into a Builder". The
/// first fuzzing runs found inputs where it did not (fixed); this holds the
/// promise on them.
#[test]
fn pipeline_and_builder_agree_on_errors() {
    use cgann::model::builder::{BuildOptions, Builder};
    let mut inputs: Vec<(String, Vec<u8>)> = Vec::new();
    for file in ["extra.overflow_then_bad_cost", "extra.part_events_differ"] {
        inputs.push((file.into(), fs::read(malformed_dir().join(file)).unwrap()));
    }
    let regressions = root().join("testdata/fuzz-regressions");
    let mut files: Vec<PathBuf> =
        fs::read_dir(&regressions).map_or(Vec::new(), |d| d.map(|e| e.unwrap().path()).collect());
    files.sort();
    for f in files.into_iter().filter(|f| f.extension().is_none_or(|e| e != "md")) {
        inputs.push((
            f.file_name().unwrap().to_string_lossy().into_owned(),
            fs::read(&f).unwrap(),
        ));
    }
    let mut problems = Vec::new();
    for (name, data) in &inputs {
        let mut b = Builder::new(BuildOptions::default());
        let sequential = cgann::parse::parse(&data[..], &mut b);
        let piped = cgann::model::pipeline::load(&data[..], BuildOptions::default()).map(|_| ());
        if sequential != piped {
            problems.push(format!(
                "{name}:
    builder:  {sequential:?}
    pipeline: {piped:?}"
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "pipeline::load and Builder disagree:\n{}",
        problems.join("\n")
    );
}

// --------------------------------------------------- self-checks of helpers

#[test]
fn message_line_parses_the_error_forms() {
    assert_eq!(message_line("cgann: f.out:12: bad", "f.out"), Some(Some(12)));
    assert_eq!(message_line("cgann: f.out: empty input", "f.out"), Some(None));
    assert_eq!(message_line("cgann: f.out:12:bad", "f.out"), None);
    assert_eq!(message_line("cgann: f.out:: bad", "f.out"), None);
    assert_eq!(message_line("error: f.out:1: bad", "f.out"), None);
    assert_eq!(message_line("cgann: g.out:1: bad", "f.out"), None);
    assert_eq!(line_count(b"a\nb"), 2);
    assert_eq!(line_count(b"a\nb\n"), 2);
    assert_eq!(line_count(b""), 0);
}

#[test]
fn mutants_are_deterministic() {
    let a: Vec<Vec<u8>> = mutants(3).into_iter().map(|m| m.data).collect();
    let b: Vec<Vec<u8>> = mutants(3).into_iter().map(|m| m.data).collect();
    assert!(a == b);
}
