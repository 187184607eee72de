//! Inclusive costs on testdata/recursion/callgrind.out.hand, a profile made
//! by hand so that every figure below can be worked out on paper (its
//! comments give the calls and costs; it names no recursion levels, as
//! callgrind's `--separate-recs=1`):
//!
//! - main: nobody calls it: self 10 + calls out 100 + 50 = 160.
//! - f calls itself: the calls from others (main, 100) are the outermost
//!   ones, so 100 exactly; callgrind_annotate adds the recursive 70 (170,
//!   106%).
//! - c and d call each other: cycle 1. The cycle as a whole costs the calls
//!   entering it (main -> c, 50), exactly. c: at least the calls entering
//!   it from outside (50), at most the cycle (50): exactly 50. d: at least
//!   its self cost plus the calls leaving the cycle (30 + 10), at most the
//!   calls into it (45): printed `<=45`, with 40 as the lower bound in
//!   JSON.
//! - g: 10 from f + 10 from d.

mod support;

use std::path::Path;
use std::process::Command;

fn cgann(args: &[&str]) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/recursion");
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(args)
        .arg("callgrind.out.hand")
        .current_dir(dir)
        .output()
        .expect("run cgann");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// The function table's rows (after its heading, up to its legend of
/// marks), blank lines dropped.
fn table(report: &str, heading: &str) -> Vec<String> {
    report
        .lines()
        .skip_while(|l| !l.ends_with(heading))
        .skip(2)
        .take_while(|l| !l.starts_with("---") && !l.starts_with("Marks:"))
        .filter(|l| !l.is_empty())
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

#[test]
fn inclusive_costs_never_count_a_recursive_call() {
    let report = cgann(&["--inclusive=yes", "--auto=no", "--show-percs=no"]);
    assert_eq!(
        table(&report, "file:function"),
        [
            "160 main.c:main [hand]",
            "100 main.c:f [hand]",
            "50 <cycle 1 as a whole>",
            "50 main.c:c <cycle 1> [hand]",
            "<=45 main.c:d <cycle 1> [hand]",
            "20 main.c:g [hand]",
        ]
    );
}

#[test]
fn trees_show_recursive_calls_without_a_cost() {
    let report = cgann(&["--inclusive=yes", "--tree=both", "--auto=no", "--show-percs=no"]);
    let rows = table(&report, "file:function");
    let block = |name: &str| -> Vec<String> {
        let at = rows.iter().position(|r| r.contains(&format!("* {name}"))).unwrap();
        let start = rows[..at].iter().rposition(|r| !r.contains(" < ")).map_or(0, |i| i + 1);
        let end = rows[at + 1..]
            .iter()
            .position(|r| !r.contains(" > "))
            .map_or(rows.len(), |i| at + 1 + i);
        rows[start..end].to_vec()
    };
    assert_eq!(
        block("main.c:f"),
        [
            "100 < main.c:main (1x) [hand]",
            "? < main.c:f (3x) [hand]",
            "100 * main.c:f [hand]",
            "10 > main.c:g (1x) [hand]",
            "? > main.c:f (3x) [hand]",
        ]
    );
    assert_eq!(
        block("<cycle 1 as a whole>"),
        [
            "50 < main.c:main (1x) [hand]",
            "50 * <cycle 1 as a whole>",
            "10 > main.c:g (1x) [hand]",
        ]
    );
    assert_eq!(
        block("main.c:c"),
        [
            "50 < main.c:main (1x) [hand]",
            "? < main.c:d <cycle 1> (2x) [hand]",
            "50 * main.c:c <cycle 1> [hand]",
            "? > main.c:d <cycle 1> (1x) [hand]",
        ]
    );
}

#[test]
fn json_and_csv_carry_the_cycles() {
    let json: serde_json::Value = serde_json::from_str(&cgann(&[
        "--format=json",
        "--inclusive=yes",
        "--tree=calling",
        "--auto=no",
    ]))
    .unwrap();
    assert_eq!(json["schema"], 3);
    let cycle = &json["cycles"][0];
    assert_eq!(cycle["cycle"], 1);
    assert_eq!(cycle["self"]["Ir"], 40);
    assert_eq!(cycle["inclusive"]["Ir"], 50);
    let members: Vec<&str> = cycle["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["function"].as_str().unwrap())
        .collect();
    assert_eq!(members, ["c", "d"]);
    let f = json["functions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["function"] == "f")
        .unwrap();
    assert_eq!(f["inclusive"]["Ir"], 100);
    assert_eq!(f["inclusive_exact"], true);
    let d = json["functions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["function"] == "d")
        .unwrap();
    assert_eq!(d["inclusive"]["Ir"], 45);
    assert_eq!(d["inclusive_lower"]["Ir"], 40);
    assert_eq!(d["inclusive_exact"], false);
    assert_eq!(f["cycle"], serde_json::Value::Null);
    let to_self = f["callees"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["function"] == "f")
        .unwrap();
    assert_eq!(to_self["recursive"], true);
    assert_eq!(to_self["cost"], serde_json::Value::Null);
    assert_eq!(to_self["count"], 3);

    let csv = cgann(&["--format=csv", "--inclusive=yes", "--auto=no"]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "file,function,object,Ir,Ir inclusive,cycle,exactness");
    assert!(lines.contains(&",<cycle 1 as a whole>,,40,50,1,exact"), "{csv}");
    assert!(lines.contains(&"main.c,d,hand,30,45,1,bound"), "{csv}");
    assert!(lines.contains(&"main.c,c,hand,10,50,1,exact"), "{csv}");
}

#[test]
fn annotated_recursive_call_sites_show_no_cost() {
    // main.c is not on disk: annotate the profile's own file name from a
    // directory holding a copy of nothing but line numbers.
    let dir = tempdir("annotate");
    let src: String = (1..=45).map(|i| format!("line {i}\n")).collect();
    std::fs::write(dir.join("main.c"), src).unwrap();
    let profile = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/recursion/callgrind.out.hand");
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(["--show-percs=no", "--context=2"])
        .arg(&profile)
        .current_dir(&dir)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let calls: Vec<String> = text
        .lines()
        .filter(|l| l.contains("=>"))
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect();
    assert!(calls.contains(&"? => main.c:f (3x)".to_string()), "{text}");
    assert!(calls.contains(&"100 => main.c:f (1x)".to_string()), "{text}");
    assert!(calls.contains(&"? => main.c:c (2x)".to_string()), "{text}");
    assert!(
        text.contains("\nMarks: ? not decided by the data"),
        "the legend follows: {text}"
    );
    assert!(calls.contains(&"10 => main.c:g (1x)".to_string()), "{text}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn groups_have_inclusive_costs_too() {
    // One file: the group calls only itself, so its inclusive cost is the
    // total (nobody else calls it: self plus nothing leaving it).
    let report = cgann(&["--group=file", "--inclusive=yes", "--auto=no", "--show-percs=no"]);
    assert_eq!(table(&report, " file"), ["160 main.c"]);
}

/// A directory of the test's own (tests run in parallel in one process).
fn tempdir(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("cgann-recursion-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every figure of a `--show-percs=no` table at `--threshold=100`.
fn figures(report: &str, heading: &str) -> Vec<u64> {
    table(report, heading)
        .iter()
        .map(|r| {
            let figure = r.split(' ').next().unwrap();
            figure.trim_start_matches("<=").replace(',', "").parse().unwrap()
        })
        .collect()
}

#[test]
fn no_inclusive_cost_passes_the_total_on_real_profiles() {
    let cases = [
        ("c_multi", "callgrind.out.O0"),
        ("c_multi", "callgrind.out.O2"),
        ("c_formats", "callgrind.out.sim"),
        ("cpp", "callgrind.out.cpp"),
        ("rust", "callgrind.out.rust"),
        ("threads", "callgrind.out.threads-01"),
    ];
    let mut cycles = 0;
    for (case, profile) in cases {
        for group in ["function", "file", "object"] {
            let group_arg = format!("--group={group}");
            let args = [
                "--inclusive=yes",
                "--threshold=100",
                "--auto=no",
                "--show-percs=no",
                "--show=Ir",
                "--sort=Ir",
                &group_arg,
                profile,
            ];
            let (code, report, err) = support::cgann_in(case, &args);
            assert_eq!(code, 0, "{case} {profile}: {err}");
            let total = support::program_total(&report) as u64;
            let heading = if group == "function" { "file:function" } else { group };
            let values = figures(&report, heading);
            assert!(!values.is_empty(), "{case} {profile} {group}");
            assert!(
                values.iter().all(|&v| v <= total),
                "{case} {profile} {group}: an inclusive cost above the total {total}: {values:?}"
            );
            cycles += report.matches("as a whole>").count();
        }
    }
    // The profiles do have mutual recursion (is_even/is_odd, and files and
    // objects calling each other), so cycles were exercised.
    assert!(cycles > 0);
    // is_even and is_odd call each other: the graph names their cycle and
    // marks them as its members.
    let (code, graph, _) = support::cgann_in("c_multi", &["--graph", "--brief", "--auto=no", "callgrind.out.O0"]);
    assert_eq!(code, 0);
    assert!(graph.contains("<cycle 1 as a whole> ["), "{graph}");
    assert!(graph.contains("./src/main.c:is_even'2 <cycle 1> ["), "{graph}");
}

#[test]
fn flat_profile_has_exact_calls_and_costs_per_call() {
    let report = cgann(&["--flat", "--brief", "--auto=no"]);
    let rows: Vec<String> = report
        .lines()
        .skip_while(|l| *l != "Flat profile:")
        .skip(4)
        .take_while(|l| !l.is_empty())
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect();
    // % self, cumulative, self, calls (from other functions), self/call,
    // total/call (inclusive, recursion-correct); sorted by self cost.
    assert_eq!(
        rows,
        [
            "56.2 90 90 1 90.00 100.00 main.c:f",
            "18.8 120 30 1 30.00 <=45.00 main.c:d <cycle 1>",
            "12.5 140 20 2 10.00 10.00 main.c:g",
            "6.2 150 10 3 3.33 16.67 main.c:c <cycle 1>",
            "6.2 160 10 main.c:main",
        ]
    );
    assert!(!report.contains("cumulative the sum"), "--brief drops the explanation");
    // ... and the legend says what the table's `<=` means instead.
    assert!(report.contains("\n\nMarks: <=N an upper bound"), "{report}");
    assert!(cgann(&["--flat", "--auto=no"]).contains("cumulative the sum"));
}

#[test]
fn call_graph_names_the_cycle_and_counts_calls_as_gprof() {
    let report = cgann(&["--graph", "--brief", "--auto=no", "--show-percs=no"]);
    let entries: Vec<Vec<String>> = report
        .lines()
        .skip_while(|l| *l != "Call graph:")
        .skip(3)
        .take_while(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .split(|l| l.starts_with("-----"))
        .map(|e| {
            e.iter()
                .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
                .collect()
        })
        .collect();
    assert_eq!(
        entries[0],
        [
            "<spontaneous>",
            "[1] 100.0 10 150 main.c:main [1]",
            "100 1/1 main.c:f [2]",
            "50 1/1 main.c:c <cycle 1> [4]",
        ]
    );
    // f: called once from main and 3 times by itself (1+3); the recursive
    // calls have counts only.
    assert_eq!(
        entries[1],
        [
            "100 1/1 main.c:main [1]",
            "3 main.c:f [2]",
            "[2] 62.5 90 10 1+3 main.c:f [2]",
            "10 1/2 main.c:g [6]",
            "3 main.c:f [2]",
        ]
    );
    // The cycle as a whole: entered once from main (50), 3 calls within
    // (c -> d once, d -> c twice); its members with their self cost,
    // children and calls from within; g called from outside.
    assert_eq!(
        entries[2],
        [
            "50 1/1 main.c:main [1]",
            "[3] 31.2 40 10 1+3 <cycle 1 as a whole> [3]",
            "10 40 2 main.c:c <cycle 1> [4]",
            "30 <=15 1 main.c:d <cycle 1> [5]",
            "10 1/2 main.c:g [6]",
        ]
    );
    assert_eq!(entries.len(), 6);
}

#[test]
fn gprof_views_are_text_views_of_functions() {
    for args in [
        &["--graph", "--format=json"][..],
        &["--flat", "--group=file"],
        &["--graph", "--tree=both"],
        &["--brief"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
            .args(args)
            .arg("testdata/recursion/callgrind.out.hand")
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn focus_keeps_what_a_function_reaches_in_percent_of_it() {
    // f reaches g; g is also called from d (each call costs 10), so half of
    // g's 20 is f's. The focus costs f's 90 + its call to g, 10.
    let report = cgann(&["--focus=f", "--show-percs=yes", "--auto=no"]);
    assert!(report.contains("Focus:            f\n"), "{report}");
    assert_eq!(support::program_total(&report), 100);
    assert!(
        report.contains("100 (100.0%)  PROGRAM TOTALS (of the focus)"),
        "{report}"
    );
    assert_eq!(
        table(&report, "file:function"),
        ["90 (90.00%) main.c:f [hand]", "10 (10.00%) main.c:g [hand]"]
    );
    let json: serde_json::Value = serde_json::from_str(&cgann(&["--focus=f", "--format=json", "--auto=no"])).unwrap();
    assert_eq!(json["focus"][0], "f");
    assert_eq!(json["totals"]["Ir"], 100);
    let report = cgann(&["--focus=main.c:f", "--inclusive=yes", "--show-percs=no", "--auto=no"]);
    assert_eq!(
        table(&report, "file:function"),
        ["100 main.c:f [hand]", "10 main.c:g [hand]"]
    );
    // A member of a cycle brings its cycle: c and d, and d's call to g.
    // The cycle costs 50, but d's part of it is what the data cannot
    // decide: at most the calls into d (45), at least its own code and
    // its call leaving the cycle (40).
    let report = cgann(&["--focus=d", "--show-percs=no", "--auto=no"]);
    assert_eq!(support::program_total(&report), 45);
    assert!(
        report.contains("<=45  PROGRAM TOTALS (of the focus; at least 40)"),
        "{report}"
    );
    assert_eq!(
        table(&report, "file:function"),
        ["30 main.c:d [hand]", "10 main.c:c [hand]", "10 main.c:g [hand]"]
    );
}

#[test]
fn exclude_leaves_functions_out_but_keeps_the_totals() {
    let report = cgann(&[
        "--exclude=g",
        "--exclude=main.c:c",
        "--show-percs=no",
        "--auto=no",
        "--tree=caller",
    ]);
    assert_eq!(support::program_total(&report), 160);
    let rows = table(&report, "file:function");
    assert!(
        rows.iter().all(|r| !r.contains("main.c:g") && !r.contains("main.c:c ")),
        "{rows:?}"
    );
    assert!(rows.contains(&"90 * main.c:f [hand]".to_string()), "{rows:?}");
    // d's caller c is excluded: no caller line for it.
    let d = rows.iter().position(|r| r.contains("* main.c:d")).unwrap();
    assert!(!rows[d - 1].contains(" < "), "{rows:?}");
    let graph = cgann(&["--graph", "--brief", "--exclude=main.c", "--auto=no"]);
    assert!(!graph.contains("main.c:"), "{graph}");
}

#[test]
fn symspecs_that_match_nothing_or_name_lines_are_errors() {
    for spec in ["--focus=nothing", "--focus=main.c:12"] {
        let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
            .args([spec, "--auto=no", "testdata/recursion/callgrind.out.hand"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{spec}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(&spec["--focus=".len()..]), "{spec}: {err}");
    }
}

#[test]
fn diff_of_inclusive_costs() {
    // NEW: f's own cost grows by 10 (so do main's call to it and the total).
    let dir = tempdir("diff");
    let old = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/recursion/callgrind.out.hand");
    let text = std::fs::read_to_string(&old).unwrap();
    let new_text = text
        .replace("\n10 90\n", "\n10 100\n")
        .replace("\n2 100\n", "\n2 110\n")
        .replace("summary: 160", "summary: 170")
        .replace("totals: 160", "totals: 170");
    let new = dir.join("callgrind.out.new");
    std::fs::write(&new, new_text).unwrap();
    let run = |extra: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
            .args(["--diff", "--show-percs=no"])
            .args(extra)
            .arg(&old)
            .arg(&new)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        table(&String::from_utf8(out.stdout).unwrap(), "file:function")
    };
    // Self costs: only f changed. Inclusive: f and main, which calls it.
    assert_eq!(run(&[]), ["+10 main.c:f"]);
    assert_eq!(run(&["--inclusive=yes"]), ["+10 main.c:f", "+10 main.c:main"]);
    std::fs::remove_dir_all(dir).unwrap();
}

/// Calls that do not cover self costs (callgrind's thread start, sampling
/// producers): no inclusive figure below its self cost.
#[test]
fn inclusive_costs_cover_self_costs_that_calls_do_not() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/recursion");
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(["--format=json", "--inclusive=yes", "--threshold=100", "--auto=no"])
        .arg("callgrind.out.uncovered")
        .current_dir(dir)
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let row = |f: &str| {
        json["functions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["function"] == f)
            .unwrap()
            .clone()
    };
    // clone: called at 54, runs 75 of its own and calls work (20).
    assert_eq!(row("clone")["inclusive"]["Ir"], 95);
    assert_eq!(row("clone")["inclusive_exact"], true);
    assert_eq!(row("main")["inclusive"]["Ir"], 74);
    for (f, own) in [("a", 50), ("b", 40)] {
        let r = row(f);
        assert!(r["inclusive_lower"]["Ir"].as_u64().unwrap() >= own, "{f}: {r}");
        assert!(r["inclusive"]["Ir"].as_u64().unwrap() <= 90, "{f}: {r}");
    }
    let cycle = &json["cycles"][0];
    assert_eq!(cycle["self"]["Ir"], 90);
    assert_eq!(cycle["inclusive"]["Ir"], 90);
}

/// On every bundled profile, grouped every way: no inclusive figure below
/// its self cost, no lower bound above the figure. (Not for events with
/// negative values, such as Xdebug 2's memory deltas: there a callee can
/// give back what its caller took, and the calls' sum is the figure.)
#[test]
fn no_inclusive_figure_is_below_its_self_cost_on_any_bundled_profile() {
    let mut checked = 0;
    for profile in support::profiles() {
        if profile
            .components()
            .any(|c| c.as_os_str() == "malformed" || c.as_os_str() == "fuzz-regressions")
        {
            continue;
        }
        for group in ["function", "file", "object"] {
            let group_arg = format!("--group={group}");
            let args = [
                "--format=json",
                "--inclusive=yes",
                "--threshold=100",
                "--auto=no",
                &group_arg,
                profile.to_str().unwrap(),
            ];
            let (code, out, err) = support::cgann_at(Path::new(env!("CARGO_MANIFEST_DIR")), &args);
            assert_eq!(code, 0, "{}: {err}", profile.display());
            let json: serde_json::Value = serde_json::from_str(&out).unwrap();
            // Events with a negative self cost anywhere in the profile.
            let signed_events: Vec<&String> = ["functions", "groups"]
                .iter()
                .filter_map(|k| json[*k].as_array())
                .flatten()
                .flat_map(|row| row["self"].as_object().into_iter().flatten())
                .filter(|(_, v)| v.as_i64().is_some_and(|v| v < 0))
                .map(|(e, _)| e)
                .collect();
            let rows = ["functions", "groups", "cycles"]
                .iter()
                .filter_map(|k| json[*k].as_array())
                .flatten();
            for row in rows {
                for (event, own) in row["self"].as_object().unwrap() {
                    if signed_events.contains(&event) {
                        continue;
                    }
                    let (Some(own), Some(incl)) = (own.as_u64(), row["inclusive"][event].as_u64()) else {
                        continue;
                    };
                    assert!(incl >= own, "{} {group}: {row}", profile.display());
                    if let Some(low) = row["inclusive_lower"][event].as_u64() {
                        assert!(low <= incl && low >= own, "{} {group}: {row}", profile.display());
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 1000, "{checked} figures checked");
}

/// `--focus` on optimised code: the focused function's code inlined from
/// another file is part of it, in its rows and in the focus's cost, so no
/// row passes 100%.
#[test]
fn focus_holds_code_inlined_into_the_function() {
    let (code, report, err) = support::cgann_in(
        "c_multi",
        &["--focus=./src/lib/util.c:scale", "--auto=no", "callgrind.out.O2"],
    );
    assert_eq!(code, 0, "{err}");
    // scale's own rows: 66,000 in util.c, 63,000 inlined from util.h.
    assert_eq!(support::program_total(&report), 129_000, "{report}");
    assert!(report.contains("./src/lib/util.h:scale"), "{report}");
    for line in report.lines().filter(|l| l.contains("%)")) {
        let pct: f64 = line
            .split('(')
            .nth(1)
            .unwrap()
            .split('%')
            .next()
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        assert!(pct <= 100.0, "{line}");
    }
}

/// Names as a user writes them: a C++ function without its signature,
/// return type and template arguments; a name with a dot that no file
/// has; an `--exclude` that matches nothing says so.
#[test]
fn symspecs_name_functions_as_users_write_them() {
    let (code, report, err) = support::cgann_in(
        "cpp",
        &[
            "--focus=std::__unguarded_linear_insert",
            "--auto=no",
            "callgrind.out.cpp",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(report.contains("std::__unguarded_linear_insert<"), "{report}");

    let (code, report, err) = support::cgann_in(
        "c_formats",
        &[
            "--exclude=ptmalloc_init.part.0",
            "--threshold=100",
            "--auto=no",
            "callgrind.out.instr",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("no function matches"), "{err}");
    assert!(!report.contains(":ptmalloc_init.part.0"), "{report}");
    let (_, all, _) = support::cgann_in("c_formats", &["--threshold=100", "--auto=no", "callgrind.out.instr"]);
    assert!(all.contains(":ptmalloc_init.part.0"));

    let (code, _, err) = support::cgann_in(
        "c_formats",
        &["--exclude=no_such_function", "--auto=no", "callgrind.out.instr"],
    );
    assert_eq!(code, 0);
    assert!(
        err.contains("callgrind.out.instr: warning: --exclude: no function matches no_such_function"),
        "{err}"
    );
}
