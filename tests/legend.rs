//! The legend line: every text report that shows a mark (`<=N` a bound,
//! `?` undecided) says what it means, and no report without one does
//! (a report without marks keeps callgrind_annotate's bytes).

mod support;
use support::cgann_at;

use std::path::Path;

/// Whether a report line shows a mark in its figures: the tokens before
/// the first one that is not a figure (a name, source code: `a ? b : c`
/// and `i <= n` are code, not marks).
fn shows_mark(line: &str) -> bool {
    for token in line.split_whitespace() {
        if token == "?" || (token.starts_with("<=") && token[2..].starts_with(|c: char| c.is_ascii_digit())) {
            return true;
        }
        if !token.chars().all(|c| c.is_ascii_digit() || ",.()%[]+x<=?".contains(c)) {
            return false;
        }
    }
    false
}

/// gprof's explanations (without `--brief`) say what `<=` means in their
/// own words; those reports are left out here.
fn has_legend(report: &str) -> bool {
    report.lines().any(|l| l.starts_with("Marks: "))
}

#[test]
fn a_legend_follows_marks_and_only_marks() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
    let profiles = [
        "golden/c_multi/callgrind.out.O0",
        "golden/c_multi/callgrind.out.O2",
        "golden/cpp/callgrind.out.cpp",
        "contexts/mutual/callgrind.out.recs2",
        "recursion/callgrind.out.hand",
        "recursion/callgrind.out.uncovered",
    ];
    let option_sets: &[&[&str]] = &[
        &["--auto=no"],
        &["--inclusive=yes", "--auto=no"],
        &["--inclusive=yes", "--tree=both", "--auto=no"],
        &["--tree=caller", "--auto=no"],
        &["--inclusive=yes", "--auto=yes"],
        &["--group=symbol", "--inclusive=yes", "--auto=no"],
        &["--group=file", "--inclusive=yes", "--auto=no"],
        &["--focus=main", "--auto=no"],
        &["--flat", "--brief"],
        &["--graph", "--brief"],
    ];
    let (mut with, mut without) = (0, 0);
    for profile in profiles {
        let path = root.join(profile);
        let dir = path.parent().unwrap();
        let name = path.file_name().unwrap().to_str().unwrap();
        for opts in option_sets {
            let mut args = opts.to_vec();
            args.push(name);
            let (rc, out, err) = cgann_at(dir, &args);
            assert_eq!(rc, 0, "{profile} {opts:?}: {err}");
            let marked = out.lines().filter(|l| !l.starts_with("Marks: ")).any(shows_mark);
            assert_eq!(has_legend(&out), marked, "{profile} {opts:?}:\n{out}");
            if marked { with += 1 } else { without += 1 }
        }
    }
    // Both kinds of report were seen.
    assert!(with >= 10 && without >= 10, "{with} with marks, {without} without");
}

#[test]
fn marks_are_told_from_code() {
    assert!(shows_mark("    <=45.00  main.c:d"));
    assert!(shows_mark("[5]  <=28.1       30         <=15     0+1  main.c:d"));
    assert!(shows_mark("        ?  (1x)  => main.c:f'2"));
    assert!(!shows_mark("    .  for (i = 0; i <= n; i++) x = a ? b : c;"));
    assert!(!shows_mark("1,234 (50.00%)  main.c:is_odd"));
}
