//! Profiles of the producers other than callgrind (testdata/producers/,
//! each folder's README says how its files were made): read as their
//! users expect, with the producer's own totals.

mod support;
use std::path::{Path, PathBuf};

use support::{TempDir, cgann_at};

fn producers_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata/producers")
        .join(name)
}

/// cgann's stdout for `args` run in `testdata/producers/<dir>`; fails on a
/// non-zero exit or anything on stderr.
fn report(dir: &str, args: &[&str]) -> String {
    let (code, out, err) = cgann_at(&producers_dir(dir), args);
    assert_eq!((code, err.as_str()), (0, ""), "cgann {args:?} in {dir}");
    out
}

/// The line of `report` that ends with `name` (a table row).
fn row<'a>(report: &'a str, name: &str) -> &'a str {
    report
        .lines()
        .find(|l| l.ends_with(name))
        .unwrap_or_else(|| panic!("no row for {name} in\n{report}"))
}

// ------------------------------------------------- Xdebug 2 (signed memory)

const XDEBUG2: &str = "cachegrind.out.xdebug2";

#[test]
fn xdebug2_negative_memory_deltas_print_as_callgrind_annotate_prints_them() {
    let out = report("xdebug2", &[XDEBUG2]);
    // The summary (55 10ns, 240 bytes) is the sum of the self costs here.
    assert!(
        row(&out, "PROGRAM TOTALS").starts_with("55 (100.0%) 240 (100.0%)"),
        "{out}"
    );
    assert_eq!(
        row(&out, "php:internal:php::unset"),
        " 3 ( 5.45%) -1048616 (-436923.3%)  php:internal:php::unset"
    );
    assert_eq!(
        row(&out, "/var/www/index.php:build"),
        "30 (54.55%)       -160 (-66.7%)  /var/www/index.php:build"
    );
}

#[test]
fn xdebug2_inclusive_costs_sum_signed_deltas() {
    let out = report("xdebug2", &["--inclusive=yes", XDEBUG2]);
    // {main}: 10 + 42 + 3 and 400 + 1,048,456 - 1,048,616.
    assert!(
        row(&out, "/var/www/index.php:{main}").starts_with("55 (100.0%)        240 (100.0%)"),
        "{out}"
    );
    assert!(
        row(&out, "/var/www/index.php:build").contains("1,048,456 (436856.7%)"),
        "{out}"
    );
}

#[test]
fn xdebug2_sorting_and_thresholds_take_negative_values_as_numbers() {
    let out = report("xdebug2", &["--sort=Memory", "--threshold=100", XDEBUG2]);
    let names: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("%)"))
        .filter_map(|l| l.rsplit_once("  ").map(|(_, n)| n))
        .filter(|n| *n != "PROGRAM TOTALS")
        .collect();
    assert_eq!(
        names,
        [
            "php:internal:php::str_repeat",
            "/var/www/index.php:{main}",
            "/var/www/index.php:build",
            "php:internal:php::unset"
        ],
        "{out}"
    );
}

#[test]
fn xdebug2_json_csv_and_derived_events_are_signed() {
    let json = report("xdebug2", &["--format=json", XDEBUG2]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["totals"]["Memory"], 240);
    let unset = v["functions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["function"] == "php::unset")
        .unwrap_or_else(|| panic!("{json}"));
    assert_eq!(unset["self"]["Memory"], -1048616, "{unset}");

    let csv = report("xdebug2", &["--format=csv", XDEBUG2]);
    assert!(
        csv.lines().any(|l| l.contains("php::unset") && l.contains(",-1048616")),
        "{csv}"
    );

    let out = report("xdebug2", &["--event=Net = Time + Memory", "--show=Net", XDEBUG2]);
    assert!(row(&out, "php:internal:php::unset").starts_with("-1048613 "), "{out}");
}

#[test]
fn xdebug2_written_back_reads_the_same() {
    let dir = TempDir::new("xdebug2-write");
    let written = dir.0.join("callgrind.out.rewritten");
    let original = report(
        "xdebug2",
        &["--tree=both", "--write", written.to_str().unwrap(), XDEBUG2],
    );
    let text = std::fs::read_to_string(&written).unwrap();
    assert!(text.contains(" -1048616"), "{text}");
    let (code, again, err) = cgann_at(&producers_dir("xdebug2"), &["--tree=both", written.to_str().unwrap()]);
    assert_eq!((code, err.as_str()), (0, ""));
    // Everything below the header is the same.
    let body = |r: &str| r.split_once("PROGRAM TOTALS").map(|(_, b)| b.to_string()).unwrap();
    assert_eq!(body(&again), body(&original));
}

#[test]
fn xdebug2_diff_subtracts_signed_costs() {
    let dir = TempDir::new("xdebug2-diff");
    let old = std::fs::read_to_string(producers_dir("xdebug2").join(XDEBUG2)).unwrap();
    // The freed block grew by 1,000 bytes.
    let new = old.replace("5 3 -1048616", "5 3 -1049616");
    dir.write("old", &old).write("new", &new);
    let (code, out, err) = cgann_at(&dir.0, &["--diff", "old", "new", "--show=Memory"]);
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    assert!(row(&out, "php:internal:php::unset").starts_with("-1,000 "), "{out}");
}
