//! Hostile profiles (issue 28, docs/safety.md): small generated files that
//! once made cgann abort, run for minutes, print secrets or write escape
//! sequences. Each test asserts the bound (time, for inputs under 10 KB),
//! the note or error that names what was left out, and that the ordinary
//! report of the rest of the file is all there. Memory is measured by
//! `bench/hostile.sh`; one test here runs under an address-space limit.

mod support;

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use support::TempDir;

/// The time a small hostile input may take: well under a second for the
/// release binary; a debug build (what `cargo test` runs) is slower, so it
/// gets more.
fn bound() -> Duration {
    if cfg!(debug_assertions) {
        Duration::from_secs(10)
    } else {
        Duration::from_secs(1)
    }
}

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
    took: Duration,
}

fn cgann(dir: &Path, args: &[&str]) -> Run {
    let start = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run cgann");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        took: start.elapsed(),
    }
}

fn assert_quick(run: &Run, what: &str) {
    assert_eq!(run.code, 0, "{what}: {}", run.stderr);
    assert!(run.took < bound(), "{what}: {:?}", run.took);
}

/// The ordinary part every hostile file below carries: `main` costing 1000
/// at line 2 of `ok.c`, which must stay in the report.
const ORDINARY: &str = "fl=ok.c\nfn=main\n2 1000\n";

fn with_ok_c(dir: &TempDir) {
    dir.write("ok.c", "int x;\nint main(void) { return x; }\n");
}

fn assert_ordinary_report(run: &Run) {
    assert!(run.stdout.contains("ok.c:main"), "{}", run.stdout);
    assert!(run.stdout.contains("-- Auto-annotated source: ok.c"), "{}", run.stdout);
    assert!(run.stdout.contains("int main(void)"), "{}", run.stdout);
}

/// `--compress-mangled=yes` names rebuilt from earlier ids, each line
/// doubling one: 60 lines would make 2^60 bytes. Past 1 MiB the name stays
/// as written, with a warning naming the line.
#[test]
fn rebuilt_names_stop_at_their_cap() {
    let d = TempDir::new("hostile-mangled");
    with_ok_c(&d);
    let mut p = String::from("# callgrind format\nevents: Ir\nfl=ok.c\nfn=(1) x\n1 1\n");
    for k in 2..60 {
        p.push_str(&format!("fn=({k}) ({})'({})\n1 1\n", k - 1, k - 1));
    }
    p.push_str(ORDINARY);
    assert!(p.len() < 10_000);
    d.write("p.out", &p);
    let run = cgann(&d.0, &["p.out"]);
    assert_quick(&run, "doubling names");
    assert!(
        run.stderr.contains("warning: a compressed name would be rebuilt to") && run.stderr.contains("kept as written"),
        "{}",
        run.stderr
    );
    assert!(run.stdout.len() < 20 << 20, "{} bytes of report", run.stdout.len());
    assert_ordinary_report(&run);
}

/// 150,000 fragments of `A`, each inlined (`fi=`) into the next file's
/// `A`: every output that draws a fragment as the function it runs in
/// walked the chain from each function (quadratic: 100,000 links took 13
/// s). Walked once, each output folds all of them into the first `A`.
#[test]
fn chains_of_inlined_code_stay_linear() {
    let d = TempDir::new("hostile-inlined-chain");
    let links = 150_000;
    let mut p = String::from("# callgrind format\nevents: Ir\nfl=f0.c\nfn=A\n1 1\n");
    for i in 1..=links {
        p.push_str(&format!("fi=f{i}.c\n1 1\nfl=f{i}.c\nfn=A\n1 1\n"));
    }
    d.write("p.out", &p);
    let folded = cgann(&d.0, &["--format=folded", "p.out"]);
    assert_quick(&folded, "folded stacks of an inlined chain");
    assert_eq!(folded.stdout, format!("A {}\n", 2 * links + 1));
    let dot = cgann(&d.0, &["--format=dot", "p.out"]);
    assert_quick(&dot, "the call graph of an inlined chain");
    assert_eq!(dot.stdout.matches("label=").count(), 1, "{}", dot.stdout);
}

/// Substitution number `i` of the Itanium ABI (`S_`, `S0_`, ..., `SZ_`,
/// `S10_`, ...).
fn substitution(i: usize) -> String {
    if i == 0 {
        return "S_".into();
    }
    const DIGITS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let (mut n, mut text) = (i - 1, Vec::new());
    loop {
        text.push(DIGITS[n % 36]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    text.reverse();
    format!("S{}_", String::from_utf8(text).unwrap())
}

/// A C++ name of a few hundred bytes whose demangled form doubles with each
/// parameter (`f(a, b<a, a>, a<b, b>, ...)`): 24 of them make 100 MB.
fn demangling_bomb(params: usize, tag: usize) -> String {
    let mut s = String::from("_Z1f1a1bIS_S_E");
    for i in 1..params {
        s.push_str(&format!(
            "{}I{}{}E",
            substitution(i - 1),
            substitution(i),
            substitution(i)
        ));
    }
    s.push_str(&"i".repeat(tag));
    s
}

/// Twenty demangling bombs: each stays mangled (one warning for all), the
/// rest demangles as usual.
#[test]
fn demangled_names_stop_at_their_cap() {
    let d = TempDir::new("hostile-demangle");
    with_ok_c(&d);
    let mut p = String::from("# callgrind format\nevents: Ir\nfl=ok.c\n");
    for k in 0..20 {
        p.push_str(&format!("fn={}\n1 {}\n", demangling_bomb(24, k), k + 1));
    }
    p.push_str("fn=_ZN6Shapes4areaEv\n1 7\n");
    p.push_str(ORDINARY);
    assert!(p.len() < 10_000);
    d.write("p.out", &p);
    let run = cgann(&d.0, &["p.out"]);
    assert_quick(&run, "demangling bombs");
    let warnings: Vec<&str> = run.stderr.lines().filter(|l| l.contains("stay mangled")).collect();
    assert_eq!(warnings.len(), 1, "{}", run.stderr);
    assert!(warnings[0].contains("20 function names"), "{}", run.stderr);
    assert!(run.stdout.contains("ok.c:_Z1f1a1bIS_S_E"), "kept as written");
    assert!(run.stdout.contains("Shapes::area()"), "others demangled");
    assert_ordinary_report(&run);
}

/// A gzip file whose lines would each be a new entry of the model: past
/// its cap (here set low with --max-input) it is an error that names the
/// option.
#[test]
fn decompressed_input_has_a_cap() {
    let Some(_) = support::compress(&["gzip", "-c"], b"x") else {
        eprintln!("gzip is not installed: skipped");
        return;
    };
    let d = TempDir::new("hostile-gzip");
    let mut p = String::from("# callgrind format\nevents: Ir\nfl=a.c\nfn=f\n1 1\n");
    p.push_str(&"+1 1\n".repeat(400_000));
    let gz = support::compress(&["gzip", "-9", "-c"], p.as_bytes()).unwrap();
    assert!(gz.len() < 10_000, "{} bytes", gz.len());
    std::fs::write(d.0.join("p.out.gz"), &gz).unwrap();
    let run = cgann(&d.0, &["--max-input=1M", "p.out.gz"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(
        run.stderr.starts_with("cgann: p.out.gz") && run.stderr.contains("--max-input=SIZE raises it"),
        "{}",
        run.stderr
    );
    // Raised, it reads.
    let run = cgann(&d.0, &["--max-input=4M", "p.out.gz"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("a.c:f"), "{}", run.stdout);
}

/// Files a profile names that cgann must not print: the kernel's views of
/// the process, a checkout's credentials, files elsewhere on the machine,
/// files that are not text. None is read; one note names them all; the
/// ordinary file is annotated as before.
#[test]
fn a_profile_cannot_print_secrets() {
    let d = TempDir::new("hostile-files");
    with_ok_c(&d);
    std::fs::create_dir_all(d.0.join(".git")).unwrap();
    d.write(".git/config", "url = https://SECRET-TOKEN@example.com/\n");
    d.write(".env", "SECRET_KEY=1\n");
    d.write("blob.c", "\u{7f}ELF\0\0SECRET");
    let outside = TempDir::new("hostile-outside");
    outside.write("other.c", "SECRET LINE\n");
    let work = d.0.join("work");
    std::fs::create_dir_all(&work).unwrap();
    let p = format!(
        "# callgrind format\nevents: Ir\n\
         fl=/proc/self/environ\nfn=e\n1 5\n\
         fl=/proc/self/pagemap\nfn=pm\n1 5\n\
         fl=/dev/zero\nfn=z\n1 5\n\
         fl=../.git/config\nfn=g\n1 5\n\
         fl=../.env\nfn=v\n1 5\n\
         fl=../blob.c\nfn=b\n1 5\n\
         fl={}\nfn=o\n1 5\n\
         fl=../ok.c\nfn=main\n2 1000\n",
        outside.0.join("other.c").display()
    );
    // The profile in the work directory, the sources one up: ok.c is in
    // the profile's directory's parent, so --source-root=.. admits it.
    std::fs::write(work.join("p.out"), &p).unwrap();
    let run = cgann(&work, &["--threshold=100", "--source-root=..", "p.out"]);
    assert_quick(&run, "secrets");
    assert!(!run.stdout.contains("SECRET"), "{}", run.stdout);
    assert!(run.stdout.contains("int main(void)"), "{}", run.stdout);
    let notes: Vec<&str> = run.stderr.lines().filter(|l| l.contains("for safety")).collect();
    assert_eq!(notes.len(), 1, "{}", run.stderr);
    for name in [
        "/proc/self/environ",
        "/proc/self/pagemap",
        "/dev/zero",
        "../.git/config",
        "../.env",
        "../blob.c",
        "other.c",
    ] {
        assert!(notes[0].contains(name), "{name} not in {}", notes[0]);
    }
    // By default (no root named): the profile's directory and the current
    // one; ../ok.c is outside them.
    let run = cgann(&work, &["--threshold=100", "p.out"]);
    assert!(!run.stdout.contains("SECRET"), "{}", run.stdout);
    assert!(run.stderr.contains("../ok.c"), "{}", run.stderr);
    // --sources-anywhere reads ../ok.c and other.c, never /proc or .git.
    let run = cgann(&work, &["--threshold=100", "--sources-anywhere", "p.out"]);
    assert!(run.stdout.contains("SECRET LINE"), "{}", run.stdout);
    assert!(!run.stdout.contains("SECRET-TOKEN") && !run.stdout.contains("SECRET_KEY"));
    assert!(run.stdout.contains("int main(void)"), "{}", run.stdout);
}

/// One file named a hundred ways (`./`, `././`...) is annotated under 8
/// names, not read a hundred times; the others are named in the note.
#[test]
fn one_file_under_many_names_is_read_a_few_times() {
    let d = TempDir::new("hostile-spellings");
    with_ok_c(&d);
    let mut p = String::from("# callgrind format\nevents: Ir\n");
    for k in 0..100 {
        p.push_str(&format!("fl={}ok.c\nfn=f{k}\n1 1\n", "./".repeat(k)));
    }
    p.push_str(ORDINARY);
    assert!(p.len() < 30_000);
    d.write("p.out", &p);
    let run = cgann(&d.0, &["--threshold=100", "p.out"]);
    assert_quick(&run, "spellings");
    assert_eq!(run.stdout.matches("-- Auto-annotated source:").count(), 8);
    assert!(run.stderr.contains("the same file as 8 names annotated before"));
}

/// A source file with a line of 2 MB (a data file, or one without
/// newlines): annotation stops there with a message; the report goes on.
#[test]
fn source_lines_have_a_cap() {
    let d = TempDir::new("hostile-long-line");
    with_ok_c(&d);
    d.write("long.c", &format!("int a;\n{}\n", "x".repeat(2 << 20)));
    d.write(
        "p.out",
        &format!("# callgrind format\nevents: Ir\nfl=long.c\nfn=l\n1 1\n3 1\n{ORDINARY}"),
    );
    let run = cgann(&d.0, &["--threshold=100", "p.out"]);
    assert_quick(&run, "long line");
    assert!(
        run.stderr.contains("long.c: a line longer than 1 MiB"),
        "{}",
        run.stderr
    );
    assert!(run.stdout.len() < 1 << 20);
    assert_ordinary_report(&run);
}

/// `events: Ir Ir`: the report is callgrind_annotate's (each Ir column
/// shows the last one's values), with a warning; an error with --strict.
#[test]
fn repeated_events_are_named() {
    let d = TempDir::new("hostile-events");
    d.write(
        "p.out",
        "# callgrind format\nevents: Ir Ir Dr\nfl=a.c\nfn=f\n1 10 20 30\n",
    );
    let run = cgann(&d.0, &["p.out"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr.contains("p.out: warning: event Ir is named more than once"),
        "{}",
        run.stderr
    );
    let strict = cgann(&d.0, &["--strict", "p.out"]);
    assert_eq!(strict.code, 1, "{}", strict.stderr);
    assert!(strict.stderr.contains("(--strict)"), "{}", strict.stderr);
}

/// A name a spreadsheet would run as a formula is written as text; a
/// negative figure stays a number.
#[test]
fn csv_cells_are_no_formulas() {
    let d = TempDir::new("hostile-csv");
    d.write(
        "p.out",
        "# callgrind format\nevents: Ir\nfl=a.c\nfn==HYPERLINK(\"http://x/\")\n1 10\nfn=@SUM(A1)\n1 5\n",
    );
    let run = cgann(&d.0, &["--format=csv", "p.out"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("\"'=HYPERLINK(\"\"http://x/\"\")\""),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("\"'@SUM(A1)\""), "{}", run.stdout);
    let old = d.0.join("p.out");
    d.write("q.out", "# callgrind format\nevents: Ir\nfl=a.c\nfn=@SUM(A1)\n1 2\n");
    let diff = cgann(&d.0, &["--diff", "--format=csv", old.to_str().unwrap(), "q.out"]);
    assert_eq!(diff.code, 0, "{}", diff.stderr);
    // The change, then OLD's and NEW's figures: numbers, not text.
    assert!(diff.stdout.lines().any(|l| l.ends_with(",-3,5,2")), "{}", diff.stdout);
}

/// `--write` never replaces an input (however it is spelled), and a file
/// it replaces keeps its permissions.
#[cfg(unix)]
#[test]
fn write_keeps_inputs_and_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let d = TempDir::new("hostile-write");
    let profile = "# callgrind format\nevents: Ir\nfl=a.c\nfn=f\n1 10\n";
    d.write("p.out", profile);
    for spelling in ["--write=p.out", "--write=./p.out"] {
        let run = cgann(&d.0, &[spelling, "p.out"]);
        assert_eq!(run.code, 2, "{spelling}: {}", run.stderr);
        assert!(run.stderr.contains("names a profile being read"), "{}", run.stderr);
        assert_eq!(std::fs::read_to_string(d.0.join("p.out")).unwrap(), profile);
    }
    d.write("copy.out", "old");
    std::fs::set_permissions(d.0.join("copy.out"), std::fs::Permissions::from_mode(0o600)).unwrap();
    let run = cgann(&d.0, &["--write=copy.out", "p.out"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mode = std::fs::metadata(d.0.join("copy.out")).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
}

/// `--fail-above` measures growth against the old total's magnitude: a
/// negative old total cannot make a millionfold growth pass.
#[test]
fn the_gate_holds_for_negative_totals() {
    let d = TempDir::new("hostile-gate");
    d.write("old.out", "# callgrind format\nevents: Ir\nfl=a.c\nfn=f\n1 -1\n");
    d.write("new.out", "# callgrind format\nevents: Ir\nfl=a.c\nfn=f\n1 1000000\n");
    let run = cgann(&d.0, &["--diff", "--fail-above=5", "old.out", "new.out"]);
    assert_eq!(run.code, 3, "{}\n{}", run.stdout, run.stderr);
}

/// `summary:` below the costs' sum (a row at 110%): callgrind_annotate's
/// report, with a warning that names both figures; an error with --strict.
#[test]
fn totals_below_the_costs_are_named() {
    let d = TempDir::new("hostile-totals");
    d.write(
        "p.out",
        "# callgrind format\nevents: Ir\nsummary: 100\nfl=a.c\nfn=f\n1 110\n",
    );
    let run = cgann(&d.0, &["p.out"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("110 (110.0%)"), "{}", run.stdout);
    assert!(
        run.stderr
            .contains("the recorded total of Ir (100) is below the sum of its costs (110)"),
        "{}",
        run.stderr
    );
    let strict = cgann(&d.0, &["--strict", "p.out"]);
    assert_eq!(strict.code, 1, "{}", strict.stderr);
    // A total above the sum (time outside any function) is no contradiction.
    d.write(
        "q.out",
        "# callgrind format\nevents: Ir\nsummary: 200\nfl=a.c\nfn=f\n1 110\n",
    );
    assert_eq!(cgann(&d.0, &["q.out"]).stderr, "");
}

/// A profile of `n` objects that cannot be found, one function each:
/// `program(i)` says which are programs (named `prog`, assumed to need
/// every shared object), the others shared objects (`lib*.so`).
fn unfound_objects(n: usize, program: impl Fn(usize) -> bool) -> String {
    let mut p = String::from("# callgrind format\nevents: Ir\nfl=(1) a.c\n");
    for i in 0..n {
        let name = if program(i) {
            format!("/nonexistent/prog{i}")
        } else {
            format!("/nonexistent/lib{i}.so")
        };
        p.push_str(&format!("ob=({}) {name}\nfn=({}) f{i}\n1 1\n", i + 1, i + 1));
    }
    p
}

/// 2,000 objects that cannot be found, half programs: each program is
/// assumed to need every shared object (10^6 pairs). The needs are stored
/// once per kind and the listing stops at --top.
#[test]
fn many_objects_stay_near_linear() {
    let d = TempDir::new("hostile-objects");
    d.write("p.out", &unfound_objects(2000, |i| i % 2 == 0));
    let run = cgann(&d.0, &["--group=object", "--inclusive=yes", "--top=5", "p.out"]);
    assert_quick(&run, "2,000 objects");
    assert!(run.stdout.len() < 10_000, "{} bytes", run.stdout.len());
    assert!(
        run.stdout.contains("... and 1995 more objects' needs (--top=5)"),
        "{}",
        run.stdout
    );
}

/// JSON lists every object, but each object's needs at most 256 long
/// (`limits::LISTED_NEEDS_CAP`), with the count left out beside them: two
/// programs that cannot be found are assumed to need all 300 shared
/// objects.
#[test]
fn json_needs_lists_are_capped_with_what_was_cut() {
    let d = TempDir::new("hostile-needs-json");
    d.write("p.out", &unfound_objects(302, |i| i < 2));
    let run = cgann(&d.0, &["--group=object", "--inclusive=yes", "--format=json", "p.out"]);
    assert_quick(&run, "302 objects, JSON");
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let objects = doc["objects"].as_array().unwrap();
    assert_eq!(objects.len(), 302);
    let programs: Vec<&serde_json::Value> = objects
        .iter()
        .filter(|o| o["name"].as_str().unwrap().contains("prog"))
        .collect();
    assert_eq!(programs.len(), 2);
    for o in programs {
        assert_eq!(o["needs"].as_array().unwrap().len(), 256, "{o}");
        assert_eq!(o["needs_more"], 44, "{o}");
    }
    assert!(objects.iter().all(|o| o["loaded_more"].is_null()));
}

/// A profile naming hundreds of functions scattered over an object: each
/// objdump run reads the object's symbols first (20-30 ms on a large one),
/// so `--asm` starts at most `OBJDUMP_RUN_CAP` (100) runs, the functions
/// first in the table, and says so for the others, which keep their costs
/// per address. The objdump here only counts its runs.
#[test]
fn asm_starts_a_bounded_number_of_objdump_runs() {
    let d = TempDir::new("hostile-objdump-runs");
    let object = env!("CARGO_BIN_EXE_cgann");
    let count = d.0.join("runs");
    let objdump = d.0.join("objdump");
    d.write("objdump", &format!("#!/bin/sh\necho run >> '{}'\n", count.display()));
    let mut mode = std::fs::metadata(&objdump).expect("written").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut mode, 0o755);
    std::fs::set_permissions(&objdump, mode).expect("chmod");
    let mut p = format!("# callgrind format\nevents: Ir\npositions: instr line\nob={object}\nfl=f.c\n");
    for k in 0..150u64 {
        // A megabyte apart: no two ranges share a run.
        p.push_str(&format!("fn=f{k}\n0x{:x} 1 {}\n", 0x10_0000 * (k + 1), 1000 - k));
    }
    d.write("p.out", &p);
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(["--asm=yes", "--auto=no", "--threshold=100", "p.out"])
        .env("OBJDUMP", &objdump)
        .current_dir(&d.0)
        .output()
        .expect("run cgann");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let runs = std::fs::read_to_string(&count).unwrap_or_default().lines().count();
    assert_eq!(runs, 100, "objdump runs");
    let note = "not disassembled: this report already runs objdump 100 times";
    // The costliest functions (f0 to f99) are the ones disassembled.
    let sections: Vec<&str> = stdout.split("-- Machine code: f").skip(1).collect();
    assert_eq!(sections.len(), 150);
    for s in sections {
        let k: u64 = s.lines().next().and_then(|l| l.parse().ok()).expect("a function name");
        assert_eq!(s.contains(note), k >= 100, "f{k}: {s}");
    }
}

/// `copies` small cycles of recursion, three functions each, three rounds
/// (as `scripts/cycle.py 3 --copies=N` writes them, costs aside): f0 -> f1
/// -> f2 -> f0'2 -> f1'2 -> f2'2 -> f0'2 ...; `main` calls each copy's f0,
/// or (`chained`) the first, and each copy's f2 calls the next copy's f0.
fn cycles(copies: usize, chained: bool) -> String {
    let mut p = String::from("# callgrind format\nevents: Ir\nfl=c.c\nfn=main\n1 1\n");
    for k in 0..if chained { 1 } else { copies } {
        p.push_str(&format!("cfn=c{k}_f0\ncalls=1 1\n2 100\n"));
    }
    for k in 0..copies {
        for f in 0..3 {
            let next = (f + 1) % 3;
            let recursed = if next == 0 { "'2" } else { "" };
            let deeper = if chained && f == 2 && k + 1 < copies {
                format!("cfn=c{}_f0\ncalls=1 1\n2 100\n", k + 1)
            } else {
                String::new()
            };
            p.push_str(&format!(
                "fn=c{k}_f{f}\n1 5\ncfn=c{k}_f{next}{recursed}\ncalls=1 1\n2 {}\n{deeper}",
                95 - 5 * f
            ));
            p.push_str(&format!(
                "fn=c{k}_f{f}'2\n1 10\ncfn=c{k}_f{next}'2\ncalls=2 1\n2 40\n{deeper}"
            ));
        }
    }
    p
}

/// 12,000 small cycles: the bound pass kept a table over every context per
/// cycle (cycles times contexts: 557 MB of memory for 10,000 such cycles,
/// 4.3 GB for 30,000). Under a 600 MB address-space limit it must still
/// print every cycle.
#[test]
fn many_small_cycles_stay_linear_in_memory() {
    let d = TempDir::new("hostile-cycles");
    let p = cycles(12_000, false);
    d.write("p.out", &p);
    let out = Command::new("sh")
        .args(["-c", "ulimit -v 600000 && exec \"$0\" \"$@\""])
        .arg(env!("CARGO_BIN_EXE_cgann"))
        .args(["--inclusive=yes", "--auto=no", "--threshold=100", "p.out"])
        .current_dir(&d.0)
        .output()
        .expect("run cgann");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(stdout.matches("c.c:c11999_f0'2").count(), 1, "{stdout}");
}

/// A chain of 9,000 calls (3,000 small cycles, each calling the next): the
/// flame exports wrote or held every stack whole (speedscope 13 s and 5.7
/// GB, folded 339 MB of text). Stacks stop at 1,000 frames, with a note.
#[test]
fn deep_stacks_stay_linear() {
    let d = TempDir::new("hostile-deep");
    let p = cycles(3_000, true);
    d.write("p.out", &p);
    let cut = "stacks reached 1000 frames and were cut there";
    let speedscope = cgann(&d.0, &["--format=speedscope", "p.out"]);
    assert_quick(&speedscope, "speedscope of a deep chain");
    assert!(speedscope.stderr.contains(cut), "{}", speedscope.stderr);
    let folded = cgann(&d.0, &["--format=folded", "p.out"]);
    assert_quick(&folded, "folded stacks of a deep chain");
    let deepest = folded.stdout.lines().map(|l| l.matches(';').count() + 1).max();
    assert_eq!(deepest, Some(1_000));
}
