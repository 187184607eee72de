//! `--write=FILE`: the profile read, every input and part summed, written
//! as one Callgrind file. Reading it back gives the same report, and
//! callgrind_annotate reads it too.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;

use support::{TempDir, cgann_at, golden_dir};

const CASES: [&str; 6] = ["c_formats", "c_multi", "cachegrind", "cpp", "rust", "threads"];

/// The bundled profiles of a golden case, by name.
fn profiles(case: &str) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(golden_dir(case))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("callgrind.out") || n.starts_with("cachegrind.out"))
        .collect();
    out.sort();
    assert!(!out.is_empty(), "{case} has no profile");
    out
}

fn arg(p: &Path) -> String {
    p.to_str().expect("temp paths are UTF-8").to_string()
}

/// Runs cgann in `dir`, which must succeed without a word on stderr.
fn run_ok(dir: &Path, args: &[&str]) -> String {
    let (rc, out, err) = cgann_at(dir, args);
    assert_eq!((rc, err.as_str()), (0, ""), "cgann {args:?}");
    out
}

/// The report without the header lines that name the inputs: one `Profile
/// data file` line per input, and the targets (one per part).
fn without_inputs(report: &str) -> String {
    let mut out = String::new();
    let mut targets = false;
    for l in report.lines() {
        if l.starts_with("Profile data file ") {
            continue;
        }
        targets = l.starts_with("Profiled target:") || targets && l.starts_with("                  ");
        if !targets {
            out.push_str(l);
            out.push('\n');
        }
    }
    out
}

/// The report with its `Profile data file` line dropped (single inputs:
/// everything else must be the same, the targets too).
fn without_file_line(report: &str) -> String {
    let lines: Vec<&str> = report
        .lines()
        .filter(|l| !l.starts_with("Profile data file "))
        .collect();
    lines.join("\n")
}

#[test]
fn every_bundled_profile_reads_back_the_same() {
    let tmp = TempDir::new("write-roundtrip");
    let option_sets: [&[&str]; 5] = [
        &["--tree=both", "--auto=no"],
        &["--inclusive=yes", "--threshold=100", "--auto=no"],
        &["--group=object", "--auto=no"],
        &["--flat", "--graph", "--threshold=100", "--auto=no"],
        // The entries left out still have index numbers, given by cost and
        // name, not by where the functions stand in the input.
        &["--graph", "--threshold=90", "--auto=no"],
    ];
    for case in CASES {
        let dir = golden_dir(case);
        for p in profiles(case) {
            let written = tmp.0.join(format!("{case}.{p}"));
            for opts in option_sets {
                let write = format!("--write={}", arg(&written));
                let want = run_ok(&dir, &[opts, &[write.as_str(), p.as_str()]].concat());
                let got = run_ok(&dir, &[opts, &[arg(&written).as_str()]].concat());
                assert_eq!(
                    without_file_line(&got),
                    without_file_line(&want),
                    "{case}/{p} {opts:?}: the written file's report differs"
                );
            }
        }
    }
}

#[test]
fn annotated_sources_read_back_the_same() {
    // Source annotation shows the first caller at each line: the written
    // file keeps the call sites' order. The written file gets the
    // profile's time, so sources are as (not) newer than it.
    let tmp = TempDir::new("write-annotate");
    let dir = golden_dir("c_multi");
    for p in profiles("c_multi") {
        let written = tmp.0.join(&p);
        let args = ["--threshold=100", "--tree=caller", "-I=src/gen"];
        let write = format!("--write={}", arg(&written));
        let want = run_ok(&dir, &[&args[..], &[write.as_str(), p.as_str()]].concat());
        let mtime = std::fs::metadata(dir.join(&p)).unwrap().modified().unwrap();
        std::fs::File::options()
            .write(true)
            .open(&written)
            .unwrap()
            .set_modified(mtime)
            .unwrap();
        let got = run_ok(&dir, &[&args[..], &[arg(&written).as_str()]].concat());
        assert!(want.contains("-- Auto-annotated source: ./src/main.c"), "{want}");
        assert_eq!(without_file_line(&got), without_file_line(&want), "{p}");
    }
}

#[test]
fn summed_profiles_are_written_as_one() {
    let tmp = TempDir::new("write-sum");
    let dir = golden_dir("threads");
    let written = tmp.0.join("sum.out");
    let write = format!("--write={}", arg(&written));
    let inputs = profiles("threads");
    let mut args = vec!["--tree=both", "--auto=no", write.as_str()];
    args.extend(inputs.iter().map(String::as_str));
    let want = run_ok(&dir, &args);
    let got = run_ok(&dir, &["--tree=both", "--auto=no", &arg(&written)]);
    assert_eq!(without_inputs(&got), without_inputs(&want));
    let text = std::fs::read_to_string(&written).unwrap();
    assert!(
        text.starts_with("# callgrind format\nversion: 1\ncreator: cgann "),
        "{}",
        &text[..200]
    );
    // One part, what all four parts say alike (they are threads of one
    // process), and a comment naming the inputs.
    assert!(text.contains("\n# Written by cgann --write: the sum of 4 parts of 'callgrind.out.threads-01', "));
    assert!(
        text.contains("\ncmd: ./prog\npid: 30279\npart: 1\n"),
        "{}",
        &text[..600]
    );
    assert!(!text.contains("\nthread:"));
    assert_eq!(text.matches("\nevents: ").count(), 1);
}

#[test]
fn summed_profiles_with_other_events_are_written_with_the_common_ones() {
    let d = TempDir::new("write-events");
    d.write("a.out", "events: Ir Dr\nfl=a.c\nfn=main\n3 10 4\nsummary: 10 4\n");
    d.write(
        "b.out",
        "events: Dr Ir Bc\nfl=a.c\nfn=main\n3 1 5 7\nfn=f\n9 2 6 8\nsummary: 3 11 15\n",
    );
    let (rc, want, err) = cgann_at(&d.0, &["--auto=no", "--write=sum.out", "a.out", "b.out"]);
    assert_eq!(rc, 0);
    assert!(err.contains("note: event Bc is missing here"), "{err}");
    let text = std::fs::read_to_string(d.0.join("sum.out")).unwrap();
    assert!(text.contains("\nevents: Ir Dr\nsummary: 21 7\n"), "{text}");
    let got = run_ok(&d.0, &["--auto=no", "sum.out"]);
    assert_eq!(without_inputs(&got), without_inputs(&want));
    // Functions that call nothing come by name. f: Ir 6, Dr 2; main: Ir
    // 10 + 5, Dr 4 + 1.
    assert!(
        text.contains("\nob=\nfl=(1) a.c\nfn=(1) f\n9 6 2\n\nfn=(2) main\n3 15 5\n"),
        "{text}"
    );
}

#[test]
fn callgrind_annotate_reads_the_written_file() {
    let tool = Path::new("/usr/bin/callgrind_annotate");
    if !tool.exists() {
        eprintln!("skipped: {} is not installed (valgrind)", tool.display());
        return;
    }
    let tmp = TempDir::new("write-ca");
    let totals = |report: &str| {
        report
            .lines()
            .find(|l| l.ends_with("PROGRAM TOTALS"))
            .unwrap_or_else(|| panic!("no totals in:\n{report}"))
            .to_string()
    };
    let mut runs: Vec<(PathBuf, Vec<String>)> = Vec::new();
    for case in CASES {
        for p in profiles(case) {
            runs.push((golden_dir(case), vec![p]));
        }
    }
    runs.push((golden_dir("threads"), profiles("threads")));
    for (i, (dir, inputs)) in runs.iter().enumerate() {
        let written = tmp.0.join(format!("{i}.out"));
        let write = format!("--write={}", arg(&written));
        let mut args = vec!["--auto=no", write.as_str()];
        args.extend(inputs.iter().map(String::as_str));
        let ours = run_ok(dir, &args);
        let out = Command::new(tool)
            .arg("--auto=no")
            .arg(&written)
            .current_dir(dir)
            .output()
            .expect("run callgrind_annotate");
        let (stdout, stderr) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        assert!(out.status.success() && stderr.is_empty(), "{inputs:?}: {stderr}");
        assert_eq!(totals(&stdout), totals(&ours), "{inputs:?}");
    }
}

#[test]
fn writing_the_written_file_gives_it_back() {
    let tmp = TempDir::new("write-twice");
    for case in CASES {
        let dir = golden_dir(case);
        for p in profiles(case) {
            let (once, twice) = (tmp.0.join("once.out"), tmp.0.join("twice.out"));
            run_ok(&dir, &["--auto=no", &format!("--write={}", arg(&once)), &p]);
            run_ok(&dir, &["--auto=no", &format!("--write={}", arg(&twice)), &arg(&once)]);
            let (a, b) = (std::fs::read(&once).unwrap(), std::fs::read(&twice).unwrap());
            assert!(a == b, "{case}/{p}: writing the written file changes it");
        }
    }
}

#[test]
fn file_names_get_back_the_prefix_they_lost() {
    // Names under the current directory are shown relative, as
    // callgrind_annotate shows them; the written file names them as the
    // input did.
    let d = TempDir::new("write-prefix");
    let cwd = std::fs::canonicalize(&d.0).unwrap();
    let abs = format!("{}/a.c", cwd.display());
    d.write("a.c", "int main(void)\n{\n  f();\n  return 0;\n}\n");
    d.write(
        "p.out",
        &format!("events: Ir\nfl={abs}\nfn=main\n3 5\ncfi=b.c\ncfn=f\ncalls=2 1\n3 8\nfl=b.c\nfn=f\n1 8\n"),
    );
    let want = run_ok(&cwd, &["--write=w.out", "p.out"]);
    assert!(want.contains("-- Auto-annotated source: a.c\n"), "{want}");
    let text = std::fs::read_to_string(cwd.join("w.out")).unwrap();
    assert!(text.contains(&format!("\nfl=(1) {abs}\n")), "{text}");
    assert!(text.contains("\ncfi=(2) b.c\n"), "{text}");
    let got = run_ok(&cwd, &["w.out"]);
    assert_eq!(without_file_line(&got), without_file_line(&want));
}

#[test]
fn dash_writes_the_profile_to_stdout_instead_of_the_report() {
    let tmp = TempDir::new("write-stdout");
    let dir = golden_dir("c_multi");
    let file = tmp.0.join("w.out");
    run_ok(
        &dir,
        &["--auto=no", &format!("--write={}", arg(&file)), "callgrind.out.O2"],
    );
    let out = run_ok(&dir, &["--write=-", "callgrind.out.O2"]);
    assert_eq!(out, std::fs::read_to_string(&file).unwrap());
}

#[test]
fn write_errors_name_the_file_and_leave_nothing_behind() {
    let d = TempDir::new("write-errors");
    let dir = golden_dir("c_multi");
    let missing = d.0.join("no/such/dir/w.out");
    let (rc, out, err) = cgann_at(&dir, &[&format!("--write={}", arg(&missing)), "callgrind.out.O0"]);
    assert_eq!((rc, out.as_str()), (1, ""));
    assert!(err.starts_with(&format!("cgann: {}: ", missing.display())), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    // A directory is not replaced, and no temporary file is left.
    std::fs::create_dir(d.0.join("sub")).unwrap();
    let (rc, out, err) = cgann_at(&d.0, &["--write=sub", &arg(&dir.join("callgrind.out.O0"))]);
    assert_eq!((rc, out.as_str()), (1, ""), "{err}");
    assert!(err.starts_with("cgann: sub: "), "{err}");
    let left: Vec<_> = std::fs::read_dir(&d.0)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left, ["sub"]);
    assert!(d.0.join("sub").is_dir());
    // An existing file is replaced.
    d.write("old.out", "old");
    run_ok(
        &d.0,
        &["--auto=no", "--write=old.out", &arg(&dir.join("callgrind.out.O0"))],
    );
    assert!(
        std::fs::read_to_string(d.0.join("old.out"))
            .unwrap()
            .starts_with("# callgrind format\n")
    );
    let (rc, _, err) = cgann_at(
        &dir,
        &["--diff", "--write=x.out", "callgrind.out.O0", "callgrind.out.O2"],
    );
    assert_eq!(rc, 2, "{err}");
}

/// A named pipe is written through, not replaced by a regular file (the
/// temporary file renamed over it made it one, and the reader got
/// nothing); a symbolic link's target is replaced, and the link stays.
#[test]
fn pipes_are_written_through_and_links_followed() {
    let d = TempDir::new("write-special");
    let profile = arg(&golden_dir("c_multi").join("callgrind.out.O0"));
    let fifo = d.0.join("pipe.out");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        // The read end opened without waiting for a writer, so that cgann's
        // open does not wait either; read until the writer has come and
        // gone, or 20 s (a pipe replaced never gets one: no hang).
        let reader = {
            use std::io::Read as _;
            use std::os::unix::fs::OpenOptionsExt as _;
            let mut pipe = std::fs::OpenOptions::new()
                .read(true)
                .custom_flags(libc::O_NONBLOCK)
                .open(&fifo)
                .unwrap();
            std::thread::spawn(move || {
                let (mut got, mut buf) = (Vec::new(), [0u8; 65536]);
                let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
                while std::time::Instant::now() < deadline {
                    match pipe.read(&mut buf) {
                        Ok(0) if !got.is_empty() => break,
                        Ok(n) => got.extend_from_slice(&buf[..n]),
                        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                        Err(e) => panic!("{e}"),
                    }
                    std::thread::sleep(std::time::Duration::from_millis(5));
                }
                got
            })
        };
        run_ok(&d.0, &["--auto=no", "--write=pipe.out", &profile]);
        assert!(reader.join().unwrap().starts_with(b"# callgrind format\n"));
        let kind = std::fs::symlink_metadata(&fifo).unwrap().file_type();
        assert!(!kind.is_file(), "the pipe became a regular file");
    }
    d.write("target.out", "old");
    std::os::unix::fs::symlink("target.out", d.0.join("link.out")).unwrap();
    // A link to a file not made yet makes that file.
    std::os::unix::fs::symlink("later.out", d.0.join("ahead.out")).unwrap();
    for (link, target) in [("link.out", "target.out"), ("ahead.out", "later.out")] {
        run_ok(&d.0, &["--auto=no", &format!("--write={link}"), &profile]);
        assert!(
            std::fs::symlink_metadata(d.0.join(link))
                .unwrap()
                .file_type()
                .is_symlink(),
            "{link}"
        );
        let written = std::fs::read_to_string(d.0.join(target)).unwrap();
        assert!(written.starts_with("# callgrind format\n"), "{target}");
    }
}

/// `--write` into the file the report goes to (`--write=out > out`, or
/// `--write=/dev/stdout > out`) is refused: the profile renamed over it
/// lost the report.
#[test]
fn the_report_file_is_not_written_over() {
    let d = TempDir::new("write-stdout");
    let profile = arg(&golden_dir("c_multi").join("callgrind.out.O0"));
    for write in ["--write=out.txt", "--write=/dev/stdout"] {
        let out = std::fs::File::create(d.0.join("out.txt")).unwrap();
        let run = Command::new(env!("CARGO_BIN_EXE_cgann"))
            .args(["--auto=no", write, &profile])
            .current_dir(&d.0)
            .stdout(out)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{write}: {err}");
        assert!(err.contains("is where the report goes: --write=- writes"), "{err}");
    }
}

mod model_dump;

/// The whole model, not just the reports: every bundled profile loaded,
/// written and loaded again gives the same functions (objects included),
/// line costs, call sites (their order too) and inlined-code pairs.
#[test]
fn every_bundled_profile_gives_back_the_same_model() {
    use cgann::model::Profile;
    use cgann::model::builder::BuildOptions;
    let opts = BuildOptions {
        function_lines: true,
        demangle: true,
        ..BuildOptions::default()
    };
    let load = |data: &[u8]| cgann::model::pipeline::load(data, opts.clone()).unwrap().0;
    let model = |p: &Profile| {
        let name = |f: u32| model_dump::function_name(p, f);
        let inlined: Vec<String> = model_dump::inlined_pairs(p)
            .into_iter()
            .map(|pair| format!("inlined {pair}"))
            .collect();
        let homes: Vec<String> = (0..p.functions.len() as u32)
            .filter(|&f| p.functions[f as usize].has_body)
            .map(|f| {
                format!(
                    "home {} {:?}",
                    name(f),
                    p.functions[f as usize].home_object.map(|o| p.name(o).to_vec())
                )
            })
            .collect();
        let mut homes = homes;
        homes.sort();
        let dump: Vec<String> = model_dump::dump(p)
            .lines()
            .filter(|l| !l.starts_with("part "))
            .map(String::from)
            .collect();
        [dump, inlined, homes].concat().join("\n")
    };
    for case in CASES {
        for p in profiles(case) {
            let data = std::fs::read(golden_dir(case).join(&p)).unwrap();
            let first = load(&data);
            let mut file = Vec::new();
            let w = cgann::report::callgrind::WriteOptions {
                strip_prefix: None,
                inputs: &[],
            };
            cgann::report::callgrind::write_callgrind(&mut file, &first, &w).unwrap();
            let again = load(&file);
            let (a, b) = (model(&first), model(&again));
            if a != b {
                let d: Vec<String> = a
                    .lines()
                    .zip(b.lines())
                    .filter(|(x, y)| x != y)
                    .take(5)
                    .map(|(x, y)| format!("  {x}\n  {y}"))
                    .collect();
                panic!("{case}/{p}: the model differs:\n{}", d.join("\n"));
            }
        }
    }
}

/// Static functions of the same name in two files, one of which inlines a
/// header's code: the written file inlines it into the same one.
#[test]
fn inlined_code_stays_with_the_function_it_was_inlined_into() {
    use cgann::model::builder::BuildOptions;
    let input = "\
events: Ir
ob=prog
fl=a.c
fn=helper
1 1
fl=main.c
fn=helper
2 1
fi=util.h
3 5
fe=main.c
4 1
fl=b.c
fn=other
5 1
fi=util.h
6 2
";
    let opts = BuildOptions {
        function_lines: true,
        ..BuildOptions::default()
    };
    let pairs = |data: &[u8]| {
        let (p, _) = cgann::model::pipeline::load(data, opts.clone()).unwrap();
        let v = model_dump::inlined_pairs(&p);
        (p, v)
    };
    let (p, want) = pairs(input.as_bytes());
    assert_eq!(want, ["b.c:other util.h:other", "main.c:helper util.h:helper"]);
    let mut file = Vec::new();
    let w = cgann::report::callgrind::WriteOptions {
        strip_prefix: None,
        inputs: &[],
    };
    cgann::report::callgrind::write_callgrind(&mut file, &p, &w).unwrap();
    let text = String::from_utf8(file).unwrap();
    // Not under a.c's helper, which comes first by name.
    assert!(
        text.contains("fl=(3) main.c\nfn=(1)\n2 1\n4 1\n\nfn=(1)\nfi=(4) util.h\n3 5\n"),
        "{text}"
    );
    assert_eq!(pairs(text.as_bytes()).1, want, "{text}");
    // Code inlined from a function that has a block of its own: the pair
    // gets an entry without costs.
    let input = "events: Ir\nfl=util.h\nfn=helper\n1 1\nfl=main.c\nfn=helper\n2 1\nfi=util.h\n3 5\n";
    let (p, want) = pairs(input.as_bytes());
    assert_eq!(want, ["main.c:helper util.h:helper"]);
    let mut file = Vec::new();
    cgann::report::callgrind::write_callgrind(&mut file, &p, &w).unwrap();
    let text = String::from_utf8(file).unwrap();
    assert!(
        text.contains("\nob=\nfl=(1) main.c\nfn=(1) helper\nfi=(2) util.h\n\n"),
        "{text}"
    );
    assert_eq!(pairs(text.as_bytes()).1, want, "{text}");
}

/// A call's target line (`calls=COUNT TARGET`: where the callee starts) is
/// written back as the profile gave it, not as 0: CodSpeed's `calls=2 40`,
/// and every call callgrind wrote in a golden profile.
#[test]
fn calls_keep_their_target_line() {
    let codspeed = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/producers/codspeed");
    let out = run_ok(&codspeed, &["--write=-", "callgrind.out.codspeed"]);
    assert!(out.contains("\ncalls=2 40\n"), "{out}");
    let dir = golden_dir("c_multi");
    let out = run_ok(&dir, &["--write=-", "callgrind.out.O2"]);
    let calls: Vec<&str> = out.lines().filter(|l| l.starts_with("calls=")).collect();
    assert!(calls.len() > 3, "{out}");
    let zero = calls.iter().filter(|l| l.ends_with(" 0")).count();
    assert!(zero * 2 < calls.len(), "most target lines written as 0: {calls:?}");
}
