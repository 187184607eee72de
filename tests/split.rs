//! Loading a file as two pieces at once ([`cgann::model::split`]) gives
//! what reading it in sequence gives: the same model, warnings (with their
//! line numbers) and first error, wherever the file is cut, including cuts
//! where a piece depends on what came before it.
//!
//! The default run cuts each file at a few places; the `_thorough` tests
//! (`#[ignore]`d, about 15 s: `cargo test -- --ignored`, which `.ci/run`
//! runs) at up to 25 `fn=` lines of each bundled profile and 50 of each
//! malformed file.

mod model_dump;
mod support;

use std::fs::File;
use std::path::{Path, PathBuf};

use cgann::model::builder::{BuildOptions, Builder};
use cgann::model::split;
use cgann::parse::parse_lines;
use cgann::parse::reader::LineReader;
use model_dump::dump;
use support::{TempDir, profiles};

/// The model and warnings as text, or the error.
type Outcome = Result<String, String>;

fn outcome(loaded: Result<(cgann::model::Profile, cgann::model::builder::Warnings), String>) -> Outcome {
    loaded.map(|(profile, (warnings, counts))| {
        let warnings: Vec<String> = warnings
            .iter()
            .map(|w| format!("{}:{} {} {}", w.input, w.line, w.kind, String::from_utf8_lossy(&w.text)))
            .collect();
        format!("{}warnings {warnings:?}\ncounts {counts:?}\n", dump(&profile))
    })
}

fn sequential(data: &[u8], opts: &BuildOptions) -> Outcome {
    let mut b = Builder::new(opts.clone());
    outcome(
        parse_lines(LineReader::new(data), &mut b)
            .map(|()| {
                let w = b.take_warnings();
                (b.finish(), w)
            })
            .map_err(|e| e.to_string()),
    )
}

/// Loaded in two pieces, the second from `at`; `None` when the loader
/// gives the file back (its pieces do not merge).
fn in_pieces(path: &Path, at: u64, opts: &BuildOptions) -> Option<Outcome> {
    let plan = split::plan_at(&mut File::open(path).unwrap(), at).unwrap()?;
    match split::load(path, File::open(path).unwrap(), plan, opts.clone()) {
        Ok(None) => None,
        Ok(Some(loaded)) => Some(outcome(Ok(loaded))),
        Err(e) => Some(Err(e.to_string())),
    }
}

/// The starts of the `fn=` lines of `data` (where the loader cuts), at
/// most `most` of them spread over the file.
fn cuts(data: &[u8], most: usize) -> Vec<u64> {
    let all: Vec<u64> = memchr::memmem::find_iter(data, b"\nfn=")
        .map(|i| i as u64 + 1)
        .collect();
    let step = all.len().div_ceil(most).max(1);
    all.into_iter().step_by(step).collect()
}

fn option_sets() -> Vec<BuildOptions> {
    let full = BuildOptions {
        jumps: true,
        demangle: true,
        ..BuildOptions::default()
    };
    let table_only = BuildOptions {
        skip_line_costs: true,
        skip_calls: true,
        demangle: true,
        ..BuildOptions::default()
    };
    vec![full, table_only]
}

/// Checks every cut of the file at `path` (up to `most`) against the
/// sequential read; returns how many loads merged.
fn check_file(path: &Path, most: usize) -> usize {
    let data = std::fs::read(path).unwrap();
    let mut merged = 0;
    for opts in option_sets() {
        let want = sequential(&data, &opts);
        for at in cuts(&data, most) {
            if let Some(got) = in_pieces(path, at, &opts) {
                assert_eq!(got, want, "{} cut at byte {at}", path.display());
                merged += 1;
            }
        }
    }
    merged
}

/// Every bundled profile cut at up to `most` places: real profiles merge
/// (this is not all fallbacks). `profiles` cut in up to `most` places each.
fn bundled_profiles_cut(profiles: Vec<std::path::PathBuf>, most: usize) {
    let merged: usize = profiles.iter().map(|path| check_file(path, most)).sum();
    assert!(merged > 4 * most, "only {merged} loads merged");
}

#[test]
fn every_third_bundled_profile_cut_equals_sequential() {
    bundled_profiles_cut(profiles().into_iter().step_by(3).collect(), 3);
}

#[test]
#[ignore = "about 15 s: run with `cargo test -- --ignored` (.ci/run does)"]
fn every_bundled_profile_cut_anywhere_equals_sequential_thorough() {
    bundled_profiles_cut(profiles(), 25);
}

fn malformed_files_cut(most: usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
    for dir in ["malformed", "fuzz-regressions"] {
        for e in std::fs::read_dir(root.join(dir)).unwrap().flatten() {
            if e.file_name() != "README.md" {
                check_file(&e.path(), most);
            }
        }
    }
}

#[test]
fn malformed_files_cut_give_the_sequential_error() {
    malformed_files_cut(8);
}

#[test]
#[ignore = "a few seconds: run with `cargo test -- --ignored` (.ci/run does)"]
fn malformed_files_cut_anywhere_give_the_sequential_error_thorough() {
    malformed_files_cut(50);
}

const HEADER: &str = "# callgrind format\nversion: 1\ncreator: test\npositions: line\nevents: Ir\nsummary: 100\n\n";

/// Writes `body` after the header to a file, and checks every cut.
fn check_body(tmp: &TempDir, name: &str, body: &str) -> usize {
    let path: PathBuf = tmp.0.join(name);
    std::fs::write(&path, format!("{HEADER}{body}")).unwrap();
    check_file(&path, 1000)
}

#[test]
fn pieces_that_depend_on_what_came_before() {
    let tmp = TempDir::new("split");
    // Relative subpositions right after the cut.
    check_body(
        &tmp,
        "relative",
        "fl=(1) a.c\nfn=(1) f\n10 5\nfn=(2) g\n+2 3\n-1 4\nfn=(1)\n* 1\n",
    );
    // A name used in the second piece and defined nowhere: the error.
    check_body(
        &tmp,
        "undefined",
        "fl=(1) a.c\nfn=(1) f\n10 5\nfn=(2) g\n3 3\nfn=(9)\n4 1\n",
    );
    // A call at the cut has no cost line.
    check_body(
        &tmp,
        "calls",
        "fl=(1) a.c\nfn=(1) f\ncfn=(2) g\ncalls=1 3\nfn=(2) g\n3 3\n",
    );
    // A second part starts in the second piece.
    check_body(
        &tmp,
        "parts",
        "fl=(1) a.c\nfn=(1) f\n10 5\nfn=(2) g\n3 3\ntotals: 8\npart: 2\nfn=(1)\n4 1\n",
    );
    // An error in each piece: the first one wins.
    check_body(&tmp, "errors", "fl=(1) a.c\nfn=(1) f\n10 x\nfn=(2) g\n3 y\n");
}

#[test]
fn names_objects_and_warnings_carry_across_the_cut() {
    let tmp = TempDir::new("split");
    // The file current at the cut is named again later by its id, and the
    // same function is entered from both names, in other objects: the
    // last entry's object wins. Warnings from both pieces keep their
    // lines, and only the first five of a kind are kept.
    let mut body = String::from("ob=(1) one.so\nfl=(1) a.c\nfn=(1) f\n1 1\nbogus 1\n");
    for i in 0..6 {
        body.push_str(&format!(
            "fn=(1)\n{} 1\nbogus {i}\nob=(2) two.so\nfn=(2) g\n2 2\ncfn=(1)\ncalls=2 1\n3 4\n",
            i + 1
        ));
        body.push_str(&format!(
            "fl=(1)\nob=(1)\nfn=(1)\n{} 3\nfi=(3) b.h\n7 1\nfe=(1)\n8 1\njump=1 9\n9 1\nob=(2)\nfn=(2)\n5 {i}\n",
            i + 2
        ));
    }
    body.push_str("totals: 1000\n");
    let merged = check_body(&tmp, "names", &body);
    assert!(merged > 20, "only {merged} loads merged");
    // A file defined again under a new id: the function in it entered
    // through both ids is one function, entered last through the one it
    // was first met by in the second piece.
    let mut body = String::from("ob=(1) one.so\nfl=(1) a.c\nfn=(1) f\n1 1\n");
    for i in 0..4 {
        body.push_str(&format!(
            "fl=(7) a.c\nob=(2) two.so\nfn=(1)\n{i} 1\nfl=(1)\nob=(1)\nfn=(1)\n2 1\nfi=(8) b.h\n3 1\nfl=(7)\nob=(3) three.so\nfn=(1)\n4 1\n"
        ));
    }
    let merged = check_body(&tmp, "redefined", &body);
    assert!(merged > 5, "only {merged} loads merged");
}
