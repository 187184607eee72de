//! `--diff OLD NEW` and the `--fail-above` gate, on a -O0 and a -O2 build of
//! the same program.

mod support;

fn cgann(args: &[&str]) -> (i32, String, String) {
    support::cgann_in("c_multi", args)
}

fn total(args: &[&str]) -> i64 {
    support::program_total(&cgann(args).1)
}

#[test]
fn totals_and_rows_are_new_minus_old() {
    let old = total(&["--auto=no", "callgrind.out.O0"]);
    let new = total(&["--auto=no", "callgrind.out.O2"]);
    assert_eq!(total(&["--diff", "callgrind.out.O0", "callgrind.out.O2"]), new - old);
    let json: serde_json::Value =
        serde_json::from_str(&cgann(&["--diff", "--format=json", "callgrind.out.O0", "callgrind.out.O2"]).1).unwrap();
    let rows = json["functions"].as_array().unwrap();
    let sum: f64 = rows.iter().map(|r| r["change"]["Ir"]["change"].as_f64().unwrap()).sum();
    assert_eq!(
        sum as i64,
        new - old,
        "rows add up to the change of the self-cost total"
    );
    // Sorted by absolute change.
    let abs: Vec<f64> = rows
        .iter()
        .map(|r| r["change"]["Ir"]["change"].as_f64().unwrap().abs())
        .collect();
    assert!(abs.windows(2).all(|w| w[0] >= w[1]));
}

#[test]
fn the_gate_trips_exactly_above_the_limit() {
    // O0 -> O2 shrinks; O2 -> O0 grows by (old - new) / new.
    let (o0, o2) = (
        total(&["--auto=no", "callgrind.out.O0"]) as f64,
        total(&["--auto=no", "callgrind.out.O2"]) as f64,
    );
    let growth = (o0 - o2) * 100.0 / o2;
    let (rc, _, _) = cgann(&["--diff", "callgrind.out.O0", "callgrind.out.O2", "--fail-above=0"]);
    assert_eq!(rc, 0, "a shrinking total passes");
    let below = format!("--fail-above={}", growth - 0.01);
    let above = format!("--fail-above={}", growth + 0.01);
    let (rc, out, err) = cgann(&["--diff", "callgrind.out.O2", "callgrind.out.O0", &below]);
    assert_eq!(rc, 3, "{err}");
    assert!(!out.is_empty(), "the report is printed before failing");
    assert!(err.starts_with("cgann: Ir grew by"), "{err}");
    let (rc, _, err) = cgann(&["--diff", "callgrind.out.O2", "callgrind.out.O0", &above]);
    assert_eq!(rc, 0, "{err}");
}

#[test]
fn rewrites_line_names_up() {
    // Without rewriting, util.h reached through ./../lib is another file.
    let (_, plain, _) = cgann(&["--diff", "--format=csv", "callgrind.out.O0", "callgrind.out.O2"]);
    let (_, rewritten, _) = cgann(&[
        "--diff",
        "--format=csv",
        "--mod-filename=s#^\\./\\.\\./lib/#./src/lib/#",
        "callgrind.out.O0",
        "callgrind.out.O2",
    ]);
    assert!(plain.contains("./../lib/util.h"));
    assert!(!rewritten.contains("./../lib/util.h"));
    let (rc, _, err) = cgann(&["--diff", "--mod-funcname=x", "callgrind.out.O0", "callgrind.out.O2"]);
    assert_eq!(rc, 2, "{err}");
    let (rc, _, _) = cgann(&["--fail-above=5", "callgrind.out.O0"]);
    assert_eq!(rc, 2);
}
