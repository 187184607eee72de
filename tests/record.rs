//! `cgann record` end to end: small C, C++, Rust and threaded programs
//! built here, run under valgrind, reported on. The runs take seconds
//! each and need valgrind, gcc, g++ and rustc: they are #[ignore]d, and
//! `.ci/run` (which installs what is missing) runs them. The pre-flight
//! checks run no valgrind and are in the quick set (skipped without gcc,
//! outside CI).

mod support;
use support::TempDir;

use std::path::Path;
use std::process::{Command, Stdio};

const CGANN: &str = env!("CARGO_BIN_EXE_cgann");

/// Whether `tool` runs; outside CI a missing tool skips the test, in CI
/// (`.ci/run` installs them) it fails it.
fn have(tool: &str) -> bool {
    let ok = Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok || std::env::var_os("CI").is_none(), "{tool} is missing in CI");
    if !ok {
        eprintln!("skipped: {tool} is not installed");
    }
    ok
}

/// Compiles `source` (written to `dir/name.ext`) with `compiler` and
/// `flags` into `dir/name`.
fn build(dir: &Path, compiler: &str, name: &str, ext: &str, source: &str, flags: &[&str]) {
    let src = dir.join(format!("{name}.{ext}"));
    std::fs::write(&src, source).unwrap();
    let out = Command::new(compiler)
        .args(flags)
        .arg("-o")
        .arg(dir.join(name))
        .arg(&src)
        .output()
        .expect("run the compiler");
    assert!(
        out.status.success(),
        "{compiler}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn cgann(dir: &Path, args: &[&str]) -> Run {
    let out = Command::new(CGANN)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .expect("run cgann");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// The profiles in `dir/out`.
fn profiles(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir.join("out"))
        .map(|d| {
            d.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with("callgrind.out."))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

const C_PROGRAM: &str = r#"
#include <stdio.h>
#include <stdlib.h>
unsigned long fib_rec(unsigned n) { return n < 2 ? n : fib_rec(n - 1) + fib_rec(n - 2); }
int main(int argc, char **argv) {
    unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 18;
    printf("%lu\n", fib_rec(n));
    return 7;
}
"#;

/// Records `program args` in `dir/out`; checks the exit status is
/// `status`, one profile of the program's is reported on (its `cmd:` and
/// the command recorded in its header), and `--asm` on it lists
/// instructions of `function`.
fn record_and_check(dir: &Path, program_args: &[&str], status: i32, function: &str) -> Run {
    let mut args = vec!["record", "-o", "out", "--"];
    args.extend(program_args);
    let run = cgann(dir, &args);
    assert_eq!(run.code, status, "{}", run.stderr);
    assert!(
        run.stdout.contains(function),
        "report without {function}: {}\n{}",
        run.stdout,
        run.stderr
    );
    assert!(run.stdout.contains("Valgrind command: "), "{}", run.stdout);
    assert!(
        run.stdout.contains("--dump-instr=yes --collect-jumps=yes"),
        "{}",
        run.stdout
    );
    let written = run
        .stderr
        .lines()
        .find_map(|l| l.strip_prefix("cgann: record: profile written: "))
        .expect("the profile is named")
        .split(' ')
        .next()
        .unwrap()
        .to_string();
    assert!(dir.join(&written).is_file(), "{written}");
    let asm = cgann(dir, &["--asm", "--auto=no", "--top=40", &written]);
    assert_eq!(asm.code, 0, "{}", asm.stderr);
    let section = asm
        .stdout
        .split("-- Machine code: ")
        .find(|s| s.starts_with(function))
        .unwrap_or_else(|| panic!("no machine code of {function}: {}", asm.stdout));
    assert!(
        section
            .lines()
            .any(|l| l.contains("%)") && (l.contains(" mov") || l.contains(" ret") || l.contains(" push"))),
        "no instructions with costs: {section}"
    );
    run
}

#[test]
#[ignore = "runs valgrind (seconds); .ci/run runs it"]
fn records_a_c_program() {
    if !have("valgrind") || !have("gcc") {
        return;
    }
    let d = TempDir::new("record-c");
    build(&d.0, "gcc", "fib", "c", C_PROGRAM, &["-O1", "-g"]);
    let run = record_and_check(&d.0, &["./fib", "15"], 7, "fib_rec");
    assert!(run.stdout.starts_with("610\n"), "the program's output first");
    assert_eq!(profiles(&d.0).len(), 1);
}

#[test]
#[ignore = "runs valgrind (seconds); .ci/run runs it"]
fn records_a_cpp_program() {
    if !have("valgrind") || !have("g++") {
        return;
    }
    let d = TempDir::new("record-cpp");
    let source = r#"
#include <vector>
#include <algorithm>
#include <cstdio>
namespace shapes { long sum_sorted(std::vector<int> v) { std::sort(v.begin(), v.end()); long s = 0; for (int x : v) s += x; return s; } }
int main() { std::vector<int> v; for (int i = 0; i < 2000; i++) v.push_back((i * 7919) % 1000); std::printf("%ld\n", shapes::sum_sorted(v)); return 0; }
"#;
    build(&d.0, "g++", "sorter", "cpp", source, &["-O1", "-g"]);
    record_and_check(&d.0, &["./sorter"], 0, "shapes::sum_sorted");
}

#[test]
#[ignore = "runs valgrind (seconds); .ci/run runs it"]
fn records_a_rust_program() {
    if !have("valgrind") || !have("rustc") {
        return;
    }
    let d = TempDir::new("record-rust");
    let source = r#"
#[inline(never)]
fn collatz_steps(mut n: u64) -> u32 { let mut s = 0; while n != 1 { n = if n % 2 == 0 { n / 2 } else { 3 * n + 1 }; s += 1; } s }
fn main() { let total: u32 = (1..3000u64).map(collatz_steps).sum(); println!("{total}"); std::process::exit(4); }
"#;
    build(&d.0, "rustc", "collatz", "rs", source, &["-O", "-g"]);
    record_and_check(&d.0, &["./collatz"], 4, "collatz::collatz_steps");
}

#[test]
#[ignore = "runs valgrind (seconds); .ci/run runs it"]
fn records_a_threaded_program() {
    if !have("valgrind") || !have("gcc") {
        return;
    }
    let d = TempDir::new("record-threads");
    let source = r#"
#include <pthread.h>
#include <stdio.h>
static void *spin_worker(void *arg) { volatile unsigned long s = 0; for (unsigned long i = 0; i < 20000 * (unsigned long)arg; i++) s += i; return 0; }
int main(void) {
    pthread_t t[3];
    for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, spin_worker, (void *)(i + 1));
    for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
    puts("joined");
    return 0;
}
"#;
    build(&d.0, "gcc", "threads", "c", source, &["-O1", "-g", "-pthread"]);
    record_and_check(&d.0, &["./threads"], 0, "spin_worker");
}

/// A shell script that runs the program as a child: both processes are
/// profiled, and the report is on the program's, said so.
#[test]
#[ignore = "runs valgrind (seconds); .ci/run runs it"]
fn records_the_program_behind_a_wrapper_script() {
    if !have("valgrind") || !have("gcc") {
        return;
    }
    let d = TempDir::new("record-wrapper");
    build(&d.0, "gcc", "fib", "c", C_PROGRAM, &["-O1", "-g"]);
    let script = d.0.join("run.sh");
    std::fs::write(&script, "#!/bin/sh\n./fib \"$@\"\necho after\n").unwrap();
    make_executable(&script);
    let run = record_and_check(&d.0, &["./run.sh", "12"], 0, "fib_rec");
    assert!(
        run.stderr.contains("./run.sh is a script (#!/bin/sh)"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("the report is on out/callgrind.out."),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("(./fib 12); the other processes' profiles: "),
        "{}",
        run.stderr
    );
    assert_eq!(profiles(&d.0).len(), 2, "the shell's and the program's");
    assert!(run.stdout.contains("Profiled target:  ./fib 12"), "{}", run.stdout);
}

fn make_executable(path: &Path) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

/// The pre-flight check names a stripped binary, a binary without debug
/// info (with the C and Rust fixes) and a wrapper script, before valgrind
/// runs (`--dry-run` runs nothing and prints the command).
#[test]
fn preflight_names_what_makes_the_report_poor() {
    if !have("gcc") {
        return;
    }
    let d = TempDir::new("record-preflight");
    build(&d.0, "gcc", "stripped", "c", C_PROGRAM, &["-O1", "-s"]);
    build(&d.0, "gcc", "nodebug", "c", C_PROGRAM, &["-O1"]);
    build(&d.0, "gcc", "good", "c", C_PROGRAM, &["-O1", "-g"]);
    let script = d.0.join("wrap.sh");
    std::fs::write(&script, "#!/bin/sh\nexec ./good\n").unwrap();
    make_executable(&script);
    // A valgrind that runs and is new enough, whatever is installed.
    let fake = d.0.join("fake-valgrind");
    std::fs::write(&fake, "#!/bin/sh\necho valgrind-3.22.0\n").unwrap();
    make_executable(&fake);
    let fake = fake.to_string_lossy().into_owned();
    let check = |program: &str, extra: &[&str]| {
        let mut args = vec!["record", "--dry-run", "--valgrind", &fake];
        args.extend(extra);
        args.extend(["--", program]);
        cgann(&d.0, &args)
    };
    let run = check("./stripped", &[]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.contains("./stripped is stripped"), "{}", run.stderr);
    assert!(
        run.stderr.contains("-g") && run.stderr.contains("debug = true"),
        "{}",
        run.stderr
    );
    let run = check("./nodebug", &[]);
    assert!(run.stderr.contains("./nodebug has no debug info"), "{}", run.stderr);
    assert!(run.stderr.contains("[profile.release] debug = true"), "{}", run.stderr);
    let run = check("./good", &[]);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
    assert!(
        run.stdout
            .contains("--dump-instr=yes --collect-jumps=yes --trace-children=yes --vgdb=no")
    );
    assert!(run.stdout.trim_end().ends_with(" ./good"), "{}", run.stdout);
    let run = check("./wrap.sh", &[]);
    assert!(
        run.stderr.contains("./wrap.sh is a script (#!/bin/sh)"),
        "{}",
        run.stderr
    );
    let run = check("./wrap.sh", &["--trace-children=no"]);
    assert!(
        run.stderr
            .contains("with --trace-children=no only its interpreter is profiled"),
        "{}",
        run.stderr
    );
    // Too old a valgrind, and none at all.
    std::fs::write(d.0.join("fake-valgrind"), "#!/bin/sh\necho valgrind-3.15.0\n").unwrap();
    let run = check("./good", &[]);
    assert!(run.stderr.contains("older than valgrind 3.18"), "{}", run.stderr);
    let run = cgann(
        &d.0,
        &["record", "--dry-run", "--valgrind=./no-such-valgrind", "--", "./good"],
    );
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("cannot be run: install valgrind"), "{}", run.stderr);
    let run = cgann(&d.0, &["record", "--", "./no-such-program"]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.contains("./no-such-program: no such program"),
        "{}",
        run.stderr
    );
}

/// `cgann record --dry-run ... | head -0`: the command line printed into a
/// pipe whose reader has gone is dropped, and the status stays 0 (with
/// `println!` it was a panic, status 101).
#[test]
fn a_dry_run_into_a_pipe_nobody_reads_exits_quietly() {
    let d = TempDir::new("record-dry-pipe");
    let fake = d.0.join("fake-valgrind");
    std::fs::write(&fake, "#!/bin/sh\necho valgrind-3.22.0\n").unwrap();
    make_executable(&fake);
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let status = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(["record", "--dry-run", "--valgrind"])
        .arg(&fake)
        .args(["--", "/bin/true"])
        .current_dir(&d.0)
        .stdout(writer)
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(0));
}
