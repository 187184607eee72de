//! The sharp edges a new user hits (issue "Everyday use"): each silent
//! case gets an error or a note, each harmless no-op a note, and nothing
//! panics.

mod support;
use support::{TempDir, cgann_at, cgann_in, golden_dir};

use std::io::Write;
use std::process::{Command, Stdio};

const TINY: &str = "# callgrind format\nversion: 1\ncmd: ./tiny\nevents: Ir Dr\nfl=src.c\nfn=main\n3 10 1\n4 20 2\n";
const OTHER: &str = "# callgrind format\nversion: 1\ncmd: ./other --fast\nevents: Ir Dr\nfl=o.c\nfn=work\n3 5 1\n";

/// A recorded event the profile lacks, named on its own, is a usage error
/// as in callgrind_annotate (`--sort event `Dr' did not appear in input`);
/// a derived event's missing terms still count as 0 with a note.
#[test]
fn an_event_the_profile_lacks_is_a_usage_error() {
    for flag in ["--sort=Dr", "--show=Dr", "--show=Ir,Bc"] {
        let (rc, out, err) = cgann_in("c_multi", &["--auto=no", flag, "callgrind.out.O0"]);
        assert_eq!(rc, 2, "{flag}: {err}");
        assert_eq!(out, "", "{flag}");
        let option = &flag[..flag.find('=').unwrap()];
        assert!(
            err.starts_with(&format!("cgann: {option}: event '")) && err.contains("is not in the profile (it has: Ir)"),
            "{flag}: {err}"
        );
    }
    let (rc, _, err) = cgann_in("c_multi", &["--auto=no", "--show=CEst", "callgrind.out.O0"]);
    assert_eq!(rc, 0, "{err}");
    assert!(err.contains("counted as 0"), "{err}");
}

/// `--branches` on a profile without jumps says what to profile with.
#[test]
fn branches_without_jumps_get_a_note() {
    let (rc, _, err) = cgann_in("c_multi", &["--branches", "callgrind.out.O0"]);
    assert_eq!(rc, 0, "{err}");
    assert!(err.contains("note: --branches: the profile records no jumps"), "{err}");
    assert!(err.contains("--collect-jumps=yes"), "{err}");
    let (rc, _, err) = cgann_in("c_formats", &["--branches", "callgrind.out.jumps"]);
    assert_eq!(rc, 0, "{err}");
    assert!(!err.contains("records no jumps"), "{err}");
}

/// Two profiles of different programs summed: a warning pointing to
/// --diff. Threads of one run, and runs with other arguments, are summed
/// without a word.
#[test]
fn summing_different_programs_is_warned() {
    let d = TempDir::new("everyday");
    d.write("a.out", TINY).write("b.out", OTHER);
    d.write("c.out", &TINY.replace("./tiny", "./tiny --other-args"));
    let (rc, out, err) = cgann_at(&d.0, &["--auto=no", "a.out", "b.out"]);
    assert_eq!(rc, 0, "{err}");
    assert!(out.contains("PROGRAM TOTALS"));
    assert_eq!(
        err,
        "cgann: warning: summing the profiles of different programs: ./tiny (a.out), ./other (b.out); to compare two runs, use --diff OLD NEW\n"
    );
    let (rc, _, err) = cgann_at(&d.0, &["--auto=no", "a.out", "c.out"]);
    assert_eq!((rc, err.as_str()), (0, ""));
    let threads = golden_dir("threads");
    let (rc, _, err) = cgann_at(
        &threads,
        &[
            "--auto=no",
            "callgrind.out.threads-01",
            "callgrind.out.threads-02",
            "callgrind.out.threads-03",
        ],
    );
    assert_eq!((rc, err.as_str()), (0, ""));
}

/// `--top=0` shows nothing: an error saying what N means; `--inclusive`
/// with `--flat` changes nothing the flat profile shows: a note, and the
/// report is the plain `--flat` one.
#[test]
fn options_with_no_useful_meaning() {
    let (rc, out, err) = cgann_in("c_multi", &["--top=0", "callgrind.out.O0"]);
    assert_eq!((rc, out.as_str()), (2, ""));
    assert!(err.starts_with("cgann: --top=0 shows no rows"), "{err}");
    let (rc, _, err) = cgann_in(
        "c_multi",
        &["--diff", "--top=0", "callgrind.out.O0", "callgrind.out.O2"],
    );
    assert_eq!(rc, 2, "{err}");
    let (rc, flat, _) = cgann_in("c_multi", &["--flat", "callgrind.out.O0"]);
    assert_eq!(rc, 0);
    for extra in ["--inclusive", "--inclusive=no"] {
        let (rc, out, err) = cgann_in("c_multi", &["--flat", extra, "callgrind.out.O0"]);
        assert_eq!(rc, 0, "{err}");
        assert_eq!(out, flat, "{extra}");
        assert!(
            err.starts_with("cgann: note: --inclusive does nothing with --flat or --graph"),
            "{err}"
        );
    }
}

/// An option that only restates what the mode does (`--auto=no` where
/// nothing is annotated, as aliases pass everywhere) is a note and the
/// report is the one without it; a contradiction stays an error.
#[test]
fn harmless_no_ops_are_notes() {
    let d = TempDir::new("everyday");
    d.write("a.out", TINY).write("b.out", TINY);
    for (args, plain, note) in [
        (
            &["--diff", "--auto=no", "a.out", "b.out"][..],
            &["--diff", "a.out", "b.out"][..],
            "cgann: note: --auto does nothing with --diff",
        ),
        (
            &["--format=dot", "--auto=no", "a.out"],
            &["--format=dot", "a.out"],
            "cgann: note: --auto does nothing with --format=dot",
        ),
        (
            &["--format=dot", "--tree=none", "--inclusive", "a.out"],
            &["--format=dot", "a.out"],
            "cgann: note: --tree does nothing with --format=dot",
        ),
    ] {
        let (rc, out, err) = cgann_at(&d.0, args);
        assert_eq!(rc, 0, "{args:?}: {err}");
        assert_eq!(out, cgann_at(&d.0, plain).1, "{args:?}");
        assert!(err.starts_with(note), "{args:?}: {err}");
    }
    for args in [
        &["--diff", "--auto=yes", "a.out", "b.out"][..],
        &["--format=dot", "--inclusive=no", "a.out"],
        &["--format=dot", "--tree=both", "a.out"],
        &["--format=dot", "--auto=no", "--threshold=5", "a.out"],
    ] {
        let (rc, out, err) = cgann_at(&d.0, args);
        assert_eq!((rc, out.as_str()), (2, ""), "{args:?}: {err}");
        assert!(err.contains("does nothing with"), "{args:?}: {err}");
    }
}

/// `--generate=... | head -1` never panics: the script is written whole,
/// and a closed pipe ends the run quietly (it failed 5 runs in 20).
#[test]
fn completions_into_a_closed_pipe_exit_quietly() {
    for shell in ["bash", "zsh", "fish", "man"] {
        for _ in 0..10 {
            let mut child = Command::new(env!("CARGO_BIN_EXE_cgann"))
                .arg(format!("--generate={shell}"))
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            // The reader goes away before reading anything.
            drop(child.stdout.take());
            let out = child.wait_with_output().unwrap();
            assert_eq!(
                out.status.code(),
                Some(0),
                "{shell}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(
                out.stderr.is_empty(),
                "{shell}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
}

/// `cgann ... 2>&1 | head -1`: a message stderr cannot take (its reader
/// has gone) is dropped, and the run ends with the status it earned: a
/// note 0, a usage error 2, an unreadable profile 1. (Each was a panic,
/// status 101, while messages were written with `eprintln!`.)
#[test]
fn messages_nobody_reads_keep_the_exit_status() {
    let d = TempDir::new("everyday");
    d.write("a.out", TINY);
    for (args, status) in [
        (&["--format=dot", "--auto=no", "a.out"][..], 0),
        (&["--no-such-option", "a.out"], 2),
        (&["--auto=no", "missing.out"], 1),
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let got = Command::new(env!("CARGO_BIN_EXE_cgann"))
            .args(args)
            .current_dir(&d.0)
            .stdout(Stdio::null())
            .stderr(writer)
            .status()
            .unwrap();
        assert_eq!(got.code(), Some(status), "{args:?}");
    }
}

/// `cat p.out | cgann` with no profile around suggests `-`.
#[test]
fn a_piped_profile_without_dash_suggests_it() {
    let d = TempDir::new("everyday");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .current_dir(&d.0)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The child may exit before reading: a closed pipe is fine here.
    let _ = child.stdin.take().unwrap().write_all(TINY.as_bytes());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("named '-' (cat p.out | cgann -)"), "{err}");
    // With stdin from nothing, no such hint.
    let (rc, _, err) = cgann_at(&d.0, &[]);
    assert_eq!(rc, 2);
    assert!(!err.contains("cgann -"), "{err}");
}

/// An empty profile named as callgrind names it: why it is empty.
#[test]
fn an_empty_profile_says_why() {
    let d = TempDir::new("everyday");
    d.write("callgrind.out.4242", "");
    for args in [&["callgrind.out.4242"][..], &[]] {
        let (rc, out, err) = cgann_at(&d.0, args);
        assert_eq!((rc, out.as_str()), (1, ""), "{args:?}");
        assert!(err.contains("empty input"), "{err}");
        assert!(
            err.contains("callgrind writes the profile when the program exits"),
            "{err}"
        );
        assert!(err.contains("callgrind_control -d"), "{err}");
        assert_eq!(err.matches('\n').count(), 1, "one line: {err}");
    }
}

/// A call graph too big to read gets a hint on stderr with the threshold
/// that keeps it readable; that threshold draws at most the number said.
#[test]
fn a_graph_too_big_to_read_gets_a_hint() {
    let nodes = |dot: &str| {
        dot.lines()
            .filter(|l| l.starts_with("  f") && l.contains(" [label=") && !l.contains("->"))
            .count()
    };
    let (rc, dot, err) = cgann_in(
        "c_multi",
        &["--format=dot", "--node-threshold=0.05", "callgrind.out.O0"],
    );
    assert_eq!(rc, 0, "{err}");
    let n = nodes(&dot);
    assert!(
        err.starts_with(&format!(
            "cgann: note: the graph has {n} nodes above --node-threshold=0.05, too many to read; --node-threshold="
        )),
        "{err}"
    );
    let suggested = err
        .split("--node-threshold=")
        .nth(2)
        .unwrap()
        .split(' ')
        .next()
        .unwrap();
    let (rc, dot, err) = cgann_in(
        "c_multi",
        &[
            "--format=dot",
            &format!("--node-threshold={suggested}"),
            "callgrind.out.O0",
        ],
    );
    assert_eq!((rc, err.as_str()), (0, ""));
    assert!((40..=60).contains(&nodes(&dot)), "{}", nodes(&dot));
    let (_, _, err) = cgann_in("c_multi", &["--format=dot", "callgrind.out.O0"]);
    assert_eq!(err, "", "the default threshold draws a readable graph here");
}

/// Under --source-root the files left out are counted and the reason
/// given; without it, callgrind_annotate's words.
#[test]
fn files_skipped_under_source_root_are_counted() {
    let (rc, out, err) = cgann_in("c_multi", &["--source-root=.", "callgrind.out.O0"]);
    assert_eq!(rc, 0, "{err}");
    let heading = out.lines().find(|l| l.starts_with("The following ")).unwrap();
    let n: usize = heading.split(' ').nth(2).unwrap().parse().unwrap();
    assert_eq!(
        heading,
        format!(
            "The following {n} files chosen for auto-annotation were skipped: not found under --source-root (-I adds directories to look in)"
        )
    );
    let listed = out
        .lines()
        .skip_while(|l| *l != heading)
        .skip(2)
        .take_while(|l| !l.is_empty())
        .count();
    assert_eq!(listed, n);
    let (_, out, _) = cgann_in("c_multi", &["callgrind.out.O0"]);
    assert!(out.contains("The following files chosen for auto-annotation could not be found:\n"));
}

/// Several profiles summed (a run's thread files): after the report, one
/// line per profile with its total and share, adding up to the report's
/// total; one profile: no such lines (callgrind_annotate's report).
#[test]
fn threads_summed_get_a_line_each() {
    let files = [
        "callgrind.out.threads-01",
        "callgrind.out.threads-02",
        "callgrind.out.threads-03",
        "callgrind.out.threads-04",
    ];
    let mut args = vec!["--auto=no"];
    args.extend(files);
    let (rc, out, err) = cgann_in("threads", &args);
    assert_eq!(rc, 0, "{err}");
    let section = out.split("Ir per profile summed\n").nth(1).expect("the summary");
    let rows: Vec<&str> = section.lines().skip(1).take_while(|l| !l.is_empty()).collect();
    assert_eq!(rows.len(), 4, "{section}");
    let mut sum = 0i64;
    for (row, (file, thread)) in rows.iter().zip(files.iter().zip(1..)) {
        assert!(row.ends_with(&format!("%)  {file} (thread {thread})")), "{row}");
        sum += row
            .split_whitespace()
            .next()
            .unwrap()
            .replace(',', "")
            .parse::<i64>()
            .unwrap();
    }
    assert_eq!(sum, support::program_total(&out));
    for one in [
        &["--auto=no", files[0]][..],
        &["--auto=no", "--format=json", files[0], files[1]],
    ] {
        let (_, out, _) = cgann_in("threads", one);
        assert!(!out.contains("per profile summed"), "{one:?}");
    }
}

/// --short-names: C++ names without template arguments, the same rows
/// and figures; with --diff it is an error, with the graph a note.
#[test]
fn short_names_shorten_the_rows_only() {
    let (rc, long, _) = cgann_in("cpp", &["--auto=no", "callgrind.out.cpp"]);
    assert_eq!(rc, 0);
    let (rc, short, err) = cgann_in("cpp", &["--auto=no", "--short-names", "callgrind.out.cpp"]);
    assert_eq!((rc, err.as_str()), (0, ""));
    let figures = |t: &str| -> Vec<String> {
        t.lines()
            .map(|l| l.split("  ").next().unwrap_or("").to_string())
            .collect()
    };
    assert_eq!(figures(&long), figures(&short));
    let widest = |t: &str| t.lines().map(|l| l.chars().count()).max().unwrap();
    assert!(
        widest(&short) * 2 < widest(&long),
        "{} vs {}",
        widest(&short),
        widest(&long)
    );
    assert!(long.contains("std::allocator<int>") && !short.contains("std::allocator<int>"));
    assert!(short.contains("__gnu_cxx::__normal_iterator<…>::operator*() [/tmp/cgann-golden-build/cpp/prog]"));
    let (rc, _, err) = cgann_in(
        "cpp",
        &["--diff", "--short-names", "callgrind.out.cpp", "callgrind.out.cpp"],
    );
    assert_eq!(rc, 2, "{err}");
    let (rc, _, err) = cgann_in("cpp", &["--format=dot", "--short-names", "callgrind.out.cpp"]);
    assert_eq!(rc, 0, "{err}");
    assert!(
        err.starts_with("cgann: note: --short-names does nothing with --format=dot"),
        "{err}"
    );
}

/// Annotated source: the user's own files (under the current directory)
/// before the others (here a library's, read with --sources-anywhere),
/// each part in byte order; without own files, byte order as before.
#[test]
fn own_files_are_annotated_first() {
    let d = TempDir::new("everyday-own");
    let lib = d.0.join("lib");
    let own = d.0.join("work");
    std::fs::create_dir_all(&lib).unwrap();
    std::fs::create_dir_all(&own).unwrap();
    for (dir, name) in [(&lib, "alloc.c"), (&lib, "vec.c"), (&own, "main.c"), (&own, "util.c")] {
        std::fs::write(dir.join(name), "int x;\nint y;\n").unwrap();
    }
    let profile = format!(
        "# callgrind format\nversion: 1\ncmd: ./prog\nevents: Ir\n\
         fl={lib}/vec.c\nfn=push\n1 50\n\
         fl={lib}/alloc.c\nfn=alloc\n1 40\n\
         fl=util.c\nfn=helper\n2 30\n\
         fl=main.c\nfn=main\n1 20\n",
        lib = lib.display()
    );
    std::fs::write(own.join("callgrind.out.1"), profile).unwrap();
    let (rc, out, err) = cgann_at(&own, &["--sources-anywhere", "callgrind.out.1"]);
    assert_eq!(rc, 0, "{err}");
    let order: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("-- Auto-annotated source: "))
        .map(|f| f.rsplit('/').next().unwrap())
        .collect();
    assert_eq!(order, ["main.c", "util.c", "alloc.c", "vec.c"], "{out}");
    // A folder named on the command line (nothing to annotate, as in
    // callgrind_annotate) is the user's too: in its byte-order place.
    std::fs::create_dir_all(own.join("sub")).unwrap();
    let (rc, out, err) = cgann_at(&own, &["--sources-anywhere", "callgrind.out.1", "sub"]);
    assert_eq!(rc, 0, "{err}");
    let order: Vec<&str> = out
        .lines()
        .filter_map(|l| {
            l.split_once("-annotated source: ")
                .map(|(_, f)| f.rsplit('/').next().unwrap())
        })
        .collect();
    assert_eq!(order, ["main.c", "sub", "util.c", "alloc.c", "vec.c"], "{out}");
    // From the folder above, all four are under the current directory:
    // byte order, callgrind_annotate's.
    let (rc, out, err) = cgann_at(&d.0, &["--sources-anywhere", "-I=work", "work/callgrind.out.1"]);
    assert_eq!(rc, 0, "{err}");
    let order: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("-- Auto-annotated source: "))
        .collect();
    assert_eq!(order.len(), 4, "{out}");
    for (shown, file) in order
        .iter()
        .zip(["lib/alloc.c", "lib/vec.c", "work/ + main.c", "work/ + util.c"])
    {
        assert!(shown.ends_with(file), "{out}");
    }
}
