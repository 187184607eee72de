//! Derived events: KCachegrind's cycle estimate on a real cache and branch
//! simulation profile, checked against the summary line by hand.

use std::path::Path;

mod support;

fn cgann(args: &[&str]) -> (i32, String, String) {
    support::cgann_in("c_formats", args)
}

/// The PROGRAM TOTALS figures, without commas and percentages.
fn totals(report: &str) -> Vec<u64> {
    let line = report
        .lines()
        .find(|l| l.ends_with("PROGRAM TOTALS"))
        .expect("totals line");
    line.split(')')
        .filter_map(|col| col.split('(').next())
        .filter_map(|n| n.trim().replace(',', "").parse().ok())
        .collect()
}

#[test]
fn cycle_estimate_by_hand() {
    // summary: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw Bc Bcm Bi Bim of
    // callgrind.out.sim, read from the file.
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/golden/c_formats/callgrind.out.sim"),
    )
    .unwrap();
    let summary: Vec<u64> = text
        .lines()
        .find_map(|l| l.strip_prefix("summary: "))
        .unwrap()
        .split_whitespace()
        .map(|v| v.parse().unwrap())
        .collect();
    let [ir, _dr, _dw, i1mr, d1mr, d1mw, ilmr, dlmr, dlmw, _bc, bcm, _bi, bim] = summary[..] else {
        panic!("13 events expected")
    };
    let l1m = i1mr + d1mr + d1mw;
    let llm = ilmr + dlmr + dlmw;
    let bm = bim + bcm;
    // CEst = Ir + 10 Bm + 10 L1m + 20 Ge + 100 L2m + 100 LLm; Ge and L2m
    // are not recorded and count as 0, without a note (callgrind records
    // Ge only with --collect-bus=yes, and L2m is valgrind 3.5's LLm).
    let cest = ir + 10 * bm + 10 * l1m + 100 * llm;
    let (rc, out, err) = cgann(&[
        "--auto=no",
        "--show=CEst,L1m,LLm,Bm",
        "--sort=CEst",
        "callgrind.out.sim",
    ]);
    assert_eq!(rc, 0, "{err}");
    assert_eq!(totals(&out), vec![cest, l1m, llm, bm]);
    assert_eq!(err, "", "every event CEst needs but Ge and L2m is recorded");
    // On a profile without cache and branch simulation, one note names
    // what CEst counts as 0.
    let (rc, _, err) = support::cgann_in("c_multi", &["--auto=no", "--show=CEst", "callgrind.out.O0"]);
    assert_eq!(rc, 0, "{err}");
    assert_eq!(
        err,
        "cgann: note: events Bim Bcm I1mr D1mr D1mw ILmr DLmr DLmw are not in the profile: counted as 0\n"
    );
    assert!(out.contains("Events shown:     CEst L1m LLm Bm\n"));
    assert!(out.contains("Events recorded:  Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw Bc Bcm Bi Bim\n"));
}

#[test]
fn command_line_definitions_are_shown() {
    let (rc, out, err) = cgann(&[
        "--auto=no",
        "--event=Mem = Dr + Dw",
        "--event",
        "Twice = 2 * Ir",
        "callgrind.out.sim",
    ]);
    assert_eq!(rc, 0, "{err}");
    let t = totals(&out);
    assert_eq!(t.len(), 15);
    assert_eq!(t[13], t[1] + t[2]);
    assert_eq!(t[14], 2 * t[0]);
}

#[test]
fn unknown_events_are_usage_errors() {
    let (rc, out, err) = cgann(&["--auto=no", "--show=Nope", "callgrind.out.sim"]);
    assert_eq!(rc, 2);
    assert!(out.is_empty());
    assert!(err.starts_with("cgann: unknown event 'Nope'"), "{err}");
    let (rc, _, err) = cgann(&["--auto=no", "--event=A = B + 2 Ir", "callgrind.out.sim"]);
    assert_eq!(rc, 2, "{err}");
}
