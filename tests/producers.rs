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

// ------------------------------------------- real profiles, real totals

/// `testdata/producers/<dir>/truth`: the producer's own figures, as
/// scripts/producers.sh measured them with the producer's own tools.
fn truth(dir: &str) -> Vec<(String, String)> {
    std::fs::read_to_string(producers_dir(dir).join("truth"))
        .unwrap_or_else(|e| panic!("{dir}/truth: {e}"))
        .lines()
        .filter_map(|l| l.split_once(' ').map(|(k, v)| (k.to_string(), v.trim().to_string())))
        .collect()
}

fn truth_number(dir: &str, key: &str) -> i128 {
    truth(dir)
        .iter()
        .find(|(k, _)| k == key)
        .unwrap_or_else(|| panic!("{dir}/truth has no {key}"))
        .1
        .parse()
        .unwrap()
}

/// The first figure of the PROGRAM TOTALS line, and whether cgann
/// calculated it.
fn program_total(out: &str) -> (i128, bool) {
    let line = out
        .lines()
        .find(|l| l.contains(" PROGRAM TOTALS"))
        .unwrap_or_else(|| panic!("no totals in\n{out}"));
    let first = line.split_whitespace().next().unwrap().replace(',', "");
    (first.parse().unwrap(), line.ends_with("(calculated)"))
}

/// The sum of every function's self cost of `event`, from the JSON.
fn self_sum(dir: &str, file: &str, event: &str) -> (i128, usize) {
    let json = report(dir, &["--format=json", "--threshold=100", file]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let functions = v["functions"].as_array().unwrap();
    let sum = functions
        .iter()
        .map(|f| i128::from(f["self"][event].as_i64().unwrap_or(0)))
        .sum();
    (sum, functions.len())
}

#[test]
fn xdebug3_totals_are_its_summary() {
    let file = "cachegrind.out.xdebug3";
    let out = report("xdebug3", &["--auto=no", "--threshold=100", file]);
    let (time, memory) = (truth_number("xdebug3", "time"), truth_number("xdebug3", "memory"));
    let totals = out.lines().find(|l| l.contains(" PROGRAM TOTALS")).unwrap();
    assert!(
        totals.starts_with(&format!("{} (100.0%)", support_commify(time))),
        "{totals}"
    );
    assert!(
        totals.contains(&format!(" {} (100.0%)", support_commify(memory))),
        "{totals}"
    );
    // Events and names as Xdebug writes them.
    assert!(out.contains("Events recorded:  Time_(10ns) Memory_(bytes)"), "{out}");
    assert!(out.contains("php:internal:php::str_repeat"), "{out}");
    // {main} holds every call: its inclusive time is within the summary's
    // wall time (which also counts the profiler's own overhead).
    let incl = report("xdebug3", &["--inclusive=yes", "--auto=no", file]);
    let main: i128 = row(&incl, "work.php:{main}")
        .split_whitespace()
        .next()
        .unwrap()
        .replace(',', "")
        .parse()
        .unwrap();
    assert!(main <= time && main * 10 >= time * 9, "{main} vs {time}");
}

/// Xdebug 3.1+ built with compression writes `cachegrind.out.PID.gz` by
/// default: read as the plain file, named or found by a plain `cgann`.
#[test]
fn xdebug3_gzipped_reads_as_the_plain_file() {
    let args = ["--auto=no", "--tree=both", "--inclusive=yes"];
    let plain = report("xdebug3", &[&args[..], &["cachegrind.out.xdebug3"]].concat());
    let gz = report("xdebug3", &[&args[..], &["cachegrind.out.xdebug3.gz"]].concat());
    assert_eq!(gz.replace("cachegrind.out.xdebug3.gz", "cachegrind.out.xdebug3"), plain);

    // The newest profile, named as Xdebug names it, with no profile named
    // (once a panic: the name is no file of the run `cachegrind.out.4639`).
    let dir = TempDir::new("xdebug3-gz");
    std::fs::copy(
        producers_dir("xdebug3").join("cachegrind.out.xdebug3.gz"),
        dir.0.join("cachegrind.out.4639.gz"),
    )
    .unwrap();
    let (code, found, err) = cgann_at(&dir.0, &args);
    assert_eq!((code, err.as_str()), (0, ""));
    let found = found
        .strip_prefix("Reading data from 'cachegrind.out.4639.gz'...\n")
        .unwrap_or_else(|| panic!("{found}"));
    assert_eq!(found.replace("cachegrind.out.4639.gz", "cachegrind.out.xdebug3"), plain);
}

fn support_commify(v: i128) -> String {
    let digits = v.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[test]
fn go_pprof_total_is_pprofs() {
    // callgrind_annotate adds the cost after calls=0 to the caller's self
    // cost and prints three times pprof's total here.
    let out = report("go-pprof", &["--auto=no", "callgrind.out.go"]);
    assert_eq!(
        program_total(&out),
        (truth_number("go-pprof", "alloc_space"), true),
        "{out}"
    );
    assert!(row(&out, "alloc.go:main.small [alloc]").starts_with("2,"), "{out}");
}

#[test]
fn gperftools_total_is_pprofs_samples() {
    let out = report("gperftools", &["--auto=no", "callgrind.out.gperftools"]);
    assert_eq!(
        program_total(&out),
        (truth_number("gperftools", "samples"), true),
        "{out}"
    );
    assert!(row(&out, "spin.c:inner").starts_with(&format!("{} (100.0%)", truth_number("gperftools", "samples"))));
}

#[test]
fn cprofile_self_times_sum_to_its_total_time() {
    let (sum, n) = self_sum("cprofile", "callgrind.out.cprofile", "ns");
    assert_eq!(sum, truth_number("cprofile", "total_tt_ns"));
    assert_eq!(n as i128, truth_number("cprofile", "functions"));
    // The unit, from pyprof2calltree's `event: ns : Nanoseconds`.
    let json = report("cprofile", &["--format=json", "callgrind.out.cprofile"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["events"]["long_names"]["ns"], "Nanoseconds");
    // PROGRAM TOTALS is pyprof2calltree's summary: the largest inclusive time.
    let out = report("cprofile", &["--auto=no", "callgrind.out.cprofile"]);
    assert!(!program_total(&out).1, "{out}");
}

#[test]
fn yappi_self_times_sum_to_its_own() {
    let (sum, n) = self_sum("yappi", "callgrind.out.yappi", "Ticks");
    // yappi writes each function's time in whole microseconds.
    let want = truth_number("yappi", "tsub_us");
    assert!((sum - want).abs() <= n as i128, "{sum} vs {want}");
    assert_eq!(n as i128, truth_number("yappi", "functions"));
}

/// NYTProf's figures for one subroutine (its `sub` line in the truth
/// file): calls, exclusive and inclusive seconds, the lines it was called
/// from.
struct NytprofSub {
    name: String,
    calls: i64,
    excl: f64,
    incl: f64,
    sites: usize,
}

fn nytprof_subs() -> Vec<NytprofSub> {
    truth("nytprof")
        .into_iter()
        .filter(|(k, _)| k == "sub")
        .map(|(_, v)| {
            let f: Vec<&str> = v.split_whitespace().collect();
            assert_eq!(f.len(), 5, "nytprof/truth: sub {v}");
            NytprofSub {
                name: f[0].to_string(),
                calls: f[1].parse().unwrap(),
                excl: f[2].parse().unwrap(),
                incl: f[3].parse().unwrap(),
                sites: f[4].parse().unwrap(),
            }
        })
        .collect()
}

/// Whether `ticks` is NYTProf's `seconds` as nytprofcg writes it: the sum
/// of `pieces` figures, each `int(1_000_000 * seconds)` (truncated to a
/// whole microsecond, so up to one below per piece, never above).
fn truncated_microseconds(ticks: i64, seconds: f64, pieces: usize) -> bool {
    let below = seconds * 1e6 - ticks as f64;
    (-1e-6..pieces as f64 + 1e-6).contains(&below)
}

#[test]
fn nytprof_figures_are_nytprofs_own() {
    let file = "callgrind.out.nytprof";
    // Read without warnings, the call tree too.
    let tree = report("nytprof", &["--auto=no", "--tree=both", file]);
    assert!(tree.contains("work.pl:main::fib"), "{tree}");

    // PROGRAM TOTALS is the sum of the subroutines' exclusive times (the
    // file has no summary: and holds subroutine time only).
    let subs = nytprof_subs();
    assert_eq!(subs.len() as i128, truth_number("nytprof", "subs"));
    let sum: f64 = truth("nytprof")
        .iter()
        .find(|(k, _)| k == "excl_time_sum")
        .map(|(_, v)| v.parse().unwrap())
        .unwrap();
    let out = report("nytprof", &["--auto=no", file]);
    let (total, calculated) = program_total(&out);
    assert!(calculated, "{out}");
    assert!(
        truncated_microseconds(total as i64, sum, subs.len()),
        "total {total} vs NYTProf's {sum} s\n{out}"
    );

    // Each subroutine's calls, self and inclusive figures.
    let json = report(
        "nytprof",
        &["--format=json", "--inclusive=yes", "--threshold=100", file],
    );
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let functions = v["functions"].as_array().unwrap();
    for sub in &subs {
        let f = functions
            .iter()
            .find(|f| f["function"] == sub.name.as_str())
            .unwrap_or_else(|| panic!("no {} in\n{json}", sub.name));
        let (this, calls) = (&sub.name, f["calls"].as_i64().unwrap());
        let own = f["self"]["Ticks"].as_i64().unwrap();
        let incl = f["inclusive"]["Ticks"].as_i64().unwrap();
        assert_eq!(calls, sub.calls, "{this}: {f}");
        assert!(
            truncated_microseconds(own, sub.excl, 1),
            "{this}: {f} vs {} s",
            sub.excl
        );
        // Inclusive: the sum of the call sites' (NYTProf times a recursive
        // call's inclusive time only at its outermost call, so fib's
        // recursive site adds 0).
        assert!(
            truncated_microseconds(incl, sub.incl, sub.sites),
            "{this}: {f} vs {} s",
            sub.incl
        );
        assert_eq!(f["inclusive_exact"], true, "{this}: {f}");
    }
    // The recursion as NYTProf counts it: 1 call from the main program,
    // the rest from fib itself.
    let fib = subs.iter().find(|s| s.name == "main::fib").unwrap();
    assert!(
        tree.contains(&format!(
            "< work.pl:main::fib ({}x) []",
            support_commify(i128::from(fib.calls - 1))
        )),
        "{tree}"
    );
}

#[test]
fn cachegrind_319_total_is_its_summary() {
    let out = report("cachegrind", &["--auto=no", "cachegrind.out.319"]);
    assert_eq!(program_total(&out), (truth_number("cachegrind", "Ir"), false), "{out}");
}

#[test]
fn xtree_inclusive_costs_reach_its_totals() {
    let t = truth("xtree");
    let events: Vec<&str> = t[0].1.split_whitespace().collect();
    let totals: Vec<&str> = t[1].1.split_whitespace().collect();
    let out = report("xtree", &["--inclusive=yes", "--auto=no", "callgrind.out.xtree"]);
    let main = row(&out, "xtree.c:main").to_string();
    // main holds every allocation: its inclusive costs are the totals.
    for (e, v) in events.iter().zip(&totals) {
        let v: i128 = v.parse().unwrap();
        assert!(
            main.contains(&format!("{} (100.0%)", support_commify(v))),
            "{e}: {main}"
        );
    }
}

#[test]
fn combined_dumps_sum_their_parts_and_name_each() {
    let parts: i128 = truth("combine-dumps")
        .iter()
        .map(|(_, v)| v.parse::<i128>().unwrap())
        .sum();
    let out = report("combine-dumps", &["--auto=no", "callgrind.out.combined"]);
    assert_eq!(program_total(&out).0, parts, "{out}");
    assert!(!out.contains("(unknown)"), "{out}");
    assert!(out.contains(", part 2)\n"), "{out}");
}

#[test]
fn compressed_mangled_names_read_as_the_plain_ones() {
    // Two runs of one program: the same functions, in context, as the
    // uncompressed names spell them (the figures of ld.so differ a little
    // from run to run).
    let names = |f: &str| {
        let out = report("compress-mangled", &["--auto=no", "--threshold=100", f]);
        let mut names: Vec<String> = out
            .lines()
            .filter(|l| l.contains("%)  ") && !l.contains("PROGRAM TOTALS"))
            .filter_map(|l| l.split_once("%)  ").map(|(_, n)| n.to_string()))
            .collect();
        names.sort();
        (names, program_total(&out).0)
    };
    let (compressed, total) = names("callgrind.out.compressed");
    assert_eq!(total, truth_number("compress-mangled", "Ir"));
    assert!(
        compressed.iter().any(|n| n.starts_with("xtree.c:make'leaves'main")),
        "{compressed:?}"
    );
    assert!(!compressed.iter().any(|n| n.contains(")'(")), "{compressed:?}");
    let (plain, _) = names("callgrind.out.plain");
    let only_program = |v: &[String]| {
        v.iter()
            .filter(|n| n.starts_with("xtree.c:"))
            .cloned()
            .collect::<Vec<_>>()
    };
    assert_eq!(only_program(&compressed), only_program(&plain));
}

#[test]
fn a_separate_threads_run_is_read_whole() {
    let threads: i128 = truth("separate-threads")
        .iter()
        .map(|(_, v)| v.parse::<i128>().unwrap())
        .sum();
    let (code, out, err) = cgann_at(
        &producers_dir("separate-threads"),
        &[
            "--auto=no",
            "callgrind.out.run",
            "callgrind.out.run-01",
            "callgrind.out.run-02",
            "callgrind.out.run-03",
            "callgrind.out.run-04",
        ],
    );
    assert_eq!(
        (code, err.as_str()),
        (0, "cgann: callgrind.out.run: note: empty file, skipped\n")
    );
    assert_eq!(program_total(&out).0, threads, "{out}");
}

// ------------------------------------------------ hand-written shapes

/// The self or inclusive figure of `name`'s row (its first column).
fn first_figure(out: &str, name: &str) -> i128 {
    row(out, name)
        .split_whitespace()
        .next()
        .unwrap()
        .replace(',', "")
        .parse()
        .unwrap()
}

#[test]
fn cachegrind_321_is_read_with_its_summary() {
    let out = report("cachegrind-321", &["--auto=no", "cachegrind.out.321"]);
    assert_eq!(program_total(&out), (26_705, false), "{out}");
    assert_eq!(first_figure(&out, "prog.c:work"), 25_000);
    assert!(out.contains("Profiled target:  ./prog (PID 4242, part 1)"), "{out}");
}

#[test]
fn codspeed_inlined_callees_are_rows_of_their_own() {
    let out = report("codspeed", &["--auto=no", "callgrind.out.codspeed"]);
    assert_eq!(program_total(&out), (1_000, false), "{out}");
    assert_eq!(first_figure(&out, "src/lib.rs:bench::parse [/work/bench]"), 150);
    assert_eq!(first_figure(&out, "src/lib.rs:core::str::from_utf8"), 300);
    let incl = report("codspeed", &["--auto=no", "--inclusive=yes", "callgrind.out.codspeed"]);
    assert_eq!(first_figure(&incl, "src/lib.rs:bench::tokenize [/work/bench]"), 550);
    // Everything runs in bench::parse, the callees inlined into it too
    // (their rows run in its frame): 1,000, not 700.
    assert_eq!(first_figure(&incl, "src/lib.rs:bench::parse [/work/bench]"), 1_000);
}

#[test]
fn lsprofcalltree_blocks_start_with_fi() {
    let out = report("lsprofcalltree", &["--auto=no", "callgrind.out.lsprofcalltree"]);
    // The summary, and the self costs summing to it.
    assert_eq!(program_total(&out), (1_700, false), "{out}");
    assert_eq!(first_figure(&out, "/app/work.py:work"), 900);
    assert_eq!(first_figure(&out, "/app/work.py:helper"), 600);
    assert_eq!(first_figure(&out, "/app/main.py:main"), 200);
}

#[test]
fn chrome2calltree_nodes_are_summed_and_calls_0_are_calls() {
    let out = report("chrome2calltree", &["--auto=no", "callgrind.out.chrome"]);
    assert_eq!(program_total(&out), (120, false), "{out}");
    // Two blocks for compute:5, summed; the calls=0 lines are calls, not
    // self cost of (root) and main.
    assert!(
        row(&out, "/app/index.js:compute:5").starts_with("100 (83.33%) 50 (83.33%)"),
        "{out}"
    );
    assert!(
        row(&out, "/app/index.js:main:1").starts_with(" 20 (16.67%) 10 (16.67%)"),
        "{out}"
    );
}

#[test]
fn php_spx_blocks_and_negative_memory() {
    let out = report("php-spx", &["--auto=no", "--threshold=100", "callgrind.out.spx"]);
    assert!(out.contains("Events recorded:  wt zm\n"), "{out}");
    assert_eq!(program_total(&out), (470, true), "{out}");
    assert!(
        row(&out, "/var/www/index.php:fill").starts_with("400 (85.11%) 65,536"),
        "{out}"
    );
    assert!(row(&out, "/var/www/index.php:drop").contains("-65536"), "{out}");
}

#[test]
fn rbspy_self_edges() {
    let out = report("rbspy-shapes", &["--auto=no", "--inclusive=yes", "callgrind.out.rbspy"]);
    assert_eq!(program_total(&out), (42, true), "{out}");
    assert_eq!(first_figure(&out, "/app/main.rb:<main>"), 42);
}

#[test]
fn rbspy_samples_and_shares_are_rbspys() {
    let out = report("rbspy", &["--auto=no", "callgrind.out.rbspy"]);
    assert_eq!(program_total(&out), (truth_number("rbspy", "samples"), true), "{out}");
    // rbspy's own summary: the hottest function's self share.
    let top = truth("rbspy").into_iter().find(|(k, _)| k == "top_name").unwrap().1;
    let share = truth("rbspy")
        .into_iter()
        .find(|(k, _)| k == "top_self_percent")
        .unwrap()
        .1;
    assert!(
        row(&out, &format!("spin.rb:{top}")).contains(&format!("({share}%)")),
        "{out}"
    );
}

#[test]
fn ruby_prof_self_times_sum_to_its_own() {
    let (sum, n) = self_sum("ruby-prof", "callgrind.out.ruby-prof", "wall_time");
    // ruby-prof writes each method's time in whole microseconds.
    let want = truth_number("ruby-prof", "self_time_us");
    assert!((sum - want).abs() <= n as i128, "{sum} vs {want}");
    assert_eq!(n as i128, truth_number("ruby-prof", "methods"));
    // C methods have no file: `fl=` empty, shown as `:name`.
    let out = report(
        "ruby-prof",
        &["--auto=no", "--threshold=100", "callgrind.out.ruby-prof"],
    );
    assert!(out.contains(":Range::each"), "{out}");
    assert!(out.contains("work.rb:Object::fib"), "{out}");
}
