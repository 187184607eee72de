//! `--focus` and inclusive costs of recursive functions whose code is
//! split over files by inlining, against truths measured by callgrind.
//!
//! `scripts/inlined.sh` profiles testdata/inlined/src (a Rust release build
//! and a C++ -O2 program) at `--separate-recs=1`, 2 and 500, and measures
//! each function of `<prog>/truths.tsv` by a run with
//! `--collect-atstart=no --toggle-collect=FUNCTION`: its total is the cost
//! of everything run while the function is on the stack, recorded without
//! any call record. That is the focus's total for `--focus=FUNCTION`, and
//! the function's inclusive cost.
//!
//! Checked for every profile, function and grouping: an exact figure
//! equals the truth; a bound holds it (lower <= truth <= upper).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

const PROGRAMS: [&str; 2] = ["tree", "sort"];
const RECS: [u32; 3] = [1, 2, 500];

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/inlined")
}

fn json(profile: &Path, args: &[String]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(["--format=json", "--auto=no"])
        .args(args)
        .arg(profile)
        .output()
        .expect("run cgann");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

fn ir(costs: &Value) -> u64 {
    costs["Ir"].as_u64().expect("an Ir figure")
}

/// (function, truth) of a program.
fn truths(prog: &str) -> Vec<(String, u64)> {
    let text = std::fs::read_to_string(data().join(prog).join("truths.tsv")).unwrap();
    let truths: Vec<(String, u64)> = text
        .lines()
        .map(|l| {
            let (f, ir) = l.split_once('\t').expect("FUNCTION<TAB>Ir");
            (f.to_string(), ir.parse().unwrap())
        })
        .collect();
    assert_eq!(truths.len(), 3, "{prog}: three functions measured");
    truths
}

/// `figure` (upper, lower, exact) holds `truth`, and equals it when exact.
fn check(what: &str, (upper, lower, exact): (u64, u64, bool), truth: u64) {
    if exact {
        assert_eq!(upper, truth, "{what}: exact figure {upper}, truth {truth}");
        assert_eq!(lower, upper, "{what}: an exact figure is its own lower bound");
    } else {
        assert!(
            lower <= truth && truth <= upper,
            "{what}: bounds {lower}..={upper} miss the truth {truth}"
        );
        assert!(lower < upper, "{what}: bounds that meet are exact");
    }
}

fn profiles() -> impl Iterator<Item = (&'static str, u32, PathBuf)> {
    PROGRAMS.into_iter().flat_map(|prog| {
        RECS.into_iter()
            .map(move |n| (prog, n, data().join(prog).join(format!("callgrind.out.recs{n}.gz"))))
    })
}

#[test]
fn focus_totals_equal_the_toggle_collect_truths_whatever_the_grouping() {
    for (prog, n, profile) in profiles() {
        for (function, truth) in truths(prog) {
            for group in ["function", "symbol", "file", "object"] {
                let doc = json(&profile, &[format!("--focus={function}"), format!("--group={group}")]);
                let figure = (
                    ir(&doc["totals"]),
                    ir(&doc["totals_lower"]),
                    doc["totals_exactness"] == "exact",
                );
                let what = format!("{prog} recs{n} --group={group} --focus={function}");
                check(&what, figure, truth);
                // The figures measured here recurse within themselves:
                // nothing else shares their cycles, so the data decides.
                assert!(figure.2, "{what}: exact");
            }
        }
    }
}

#[test]
fn inclusive_costs_hold_the_toggle_collect_truths() {
    for (prog, n, profile) in profiles() {
        let by_function = json(&profile, &["--inclusive=yes".into(), "--threshold=100".into()]);
        let by_symbol = json(
            &profile,
            &[
                "--inclusive=yes".into(),
                "--threshold=100".into(),
                "--group=symbol".into(),
            ],
        );
        for (function, truth) in truths(prog) {
            // The function's own row (its level-1 context, not a file of
            // code inlined into it, which has no object of its own), and
            // its symbol's.
            for (doc, how) in [(&by_function, "function"), (&by_symbol, "symbol")] {
                let rows: Vec<&Value> = doc["functions"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|r| r["function"] == function.as_str() && !r["object"].is_null())
                    .collect();
                assert_eq!(rows.len(), 1, "{prog} recs{n} --group={how}: one row of {function}");
                let row = rows[0];
                let figure = (
                    ir(&row["inclusive"]),
                    ir(&row["inclusive_lower"]),
                    row["inclusive_exact"].as_bool().unwrap(),
                );
                check(&format!("{prog} recs{n} --group={how} {function}"), figure, truth);
            }
        }
    }
}

/// Without a lower level to bound them, members of a cycle the focus
/// shares with other functions get a bounded total: `--focus=factor` on a
/// recursive-descent parser profiled without levels (its truth, 35,623, is
/// `factor`'s figure at `--separate-recs=500`, where nothing nests).
#[test]
fn a_focus_sharing_its_cycle_has_a_bounded_total_marked_as_such() {
    let profile = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/contexts/parser/callgrind.out.recs1");
    let doc = json(&profile, &["--focus=factor".into()]);
    let figure = (
        ir(&doc["totals"]),
        ir(&doc["totals_lower"]),
        doc["totals_exactness"] == "exact",
    );
    assert!(!figure.2, "a bound");
    check("parser recs1 --focus=factor", figure, 35_623);
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(["--auto=no", "--focus=factor"])
        .arg(&profile)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let line = text.lines().find(|l| l.contains("PROGRAM TOTALS")).unwrap();
    assert!(line.starts_with(&format!("<={}", commas(figure.0))), "{line}");
    assert!(line.contains(&format!("at least {}", commas(figure.1))), "{line}");
}

fn commas(v: u64) -> String {
    let s = v.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}
