//! Several profiles on the command line: one per thread of a real run,
//! summed into one report.

mod support;

fn cgann(args: &[&str]) -> (i32, String, String) {
    support::cgann_in("threads", args)
}

const THREADS: [&str; 4] = [
    "callgrind.out.threads-01",
    "callgrind.out.threads-02",
    "callgrind.out.threads-03",
    "callgrind.out.threads-04",
];

#[test]
fn threads_are_summed() {
    let each: u64 = THREADS
        .iter()
        .map(|f| support::program_total(&cgann(&["--auto=no", f]).1) as u64)
        .sum();
    let mut args = vec!["--auto=no"];
    args.extend(THREADS);
    let (rc, out, err) = cgann(&args);
    assert_eq!(rc, 0, "{err}");
    assert_eq!(support::program_total(&out) as u64, each);
    for (i, f) in THREADS.iter().enumerate() {
        assert!(
            out.contains(&format!("Profile data file '{f}' (creator: callgrind-3.19.0)\n")),
            "{out}"
        );
        assert!(out.contains(&format!(", part 1, thread {})\n", i + 1)), "{out}");
    }
}

#[test]
fn sources_and_profiles_are_told_apart_by_content() {
    // src/threads.c is a source file to annotate, the second profile is summed.
    let (rc, out, err) = cgann(&[
        "--auto=no",
        "callgrind.out.threads-01",
        "./src/threads.c",
        "callgrind.out.threads-02",
    ]);
    assert_eq!(rc, 0, "{err}");
    assert!(out.contains("Profile data file 'callgrind.out.threads-02'"), "{out}");
    assert!(out.contains("User annotated:   ./src/threads.c\n"), "{out}");
    assert!(out.contains("-- User-annotated source: ./src/threads.c\n"), "{out}");
}

#[test]
fn an_error_names_the_profile_it_is_in() {
    let dir = std::env::temp_dir().join(format!("cgann-multi-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("callgrind.out.bad");
    std::fs::write(&bad, "events: Ir\nfl=a.c\nfn=f\n1 2 3\n").unwrap();
    let (rc, out, err) = cgann(&["--auto=no", "callgrind.out.threads-01", bad.to_str().unwrap()]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(rc, 1);
    assert!(out.is_empty());
    assert!(
        err.starts_with(&format!("cgann: {}:4: more costs", bad.display())),
        "{err}"
    );
}

// ---- profiles whose events differ: the events every part records are
// summed, the others dropped with a note. Figures worked out by hand.

/// main calls f twice at line 4; Ir Dr.
const IR_DR: &str = "\
# callgrind format
version: 1
cmd: ./a
events: Ir Dr
fl=a.c
fn=main
3 10 4
cfn=f
calls=2 10
4 100 20
fn=f
10 100 20
summary: 110 24
";

/// The same program's shape with the events the other way round: main
/// self Dr 1 Ir 5, one call of f costing Dr 2 Ir 6.
const DR_IR: &str = "\
# callgrind format
version: 1
cmd: ./a
events: Dr Ir
fl=a.c
fn=main
3 1 5
cfn=f
calls=1 10
4 2 6
fn=f
10 2 6
summary: 3 11
";

/// Ir only.
const IR: &str = "\
events: Ir
fl=a.c
fn=main
3 1
summary: 1
";

fn multi_dir() -> support::TempDir {
    let d = support::TempDir::new("multi");
    d.write("a.out", IR_DR).write("b.out", DR_IR).write("c.out", IR);
    d.write("d.out", "events: Bc\nfl=a.c\nfn=main\n3 1\n");
    d
}

/// The lines of a text report from PROGRAM TOTALS on, without the rules
/// and the line per profile that follows the table (tests/everyday.rs).
fn table(out: &str) -> String {
    let from = out.find("PROGRAM TOTALS").expect("totals line");
    let start = out[..from].rfind("\n\n").map_or(0, |i| i + 2);
    let end = out
        .find(" per profile summed\n")
        .map_or(out.len(), |i| out[..i].rfind("\n\n").map_or(0, |j| j + 2));
    out[start..end]
        .lines()
        .filter(|l| !l.starts_with("---"))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn events_in_another_order_are_summed_column_by_column() {
    let d = multi_dir();
    let (rc, out, err) = support::cgann_at(&d.0, &["--auto=no", "a.out", "b.out"]);
    assert_eq!(rc, 0, "{err}");
    assert_eq!(err, "");
    assert!(out.contains("Events recorded:  Ir Dr\n"), "{out}");
    // Ir: 110 + 11, Dr: 24 + 3; f: 100 + 6 and 20 + 2; main: 10 + 5, 4 + 1.
    assert_eq!(
        table(&out),
        "\
Ir           Dr          
121 (100.0%) 27 (100.0%)  PROGRAM TOTALS

Ir           Dr           file:function
106 (87.60%) 22 (81.48%)  a.c:f
 15 (12.40%)  5 (18.52%)  a.c:main

"
    );
    // Calls: main -> f 2 + 1 times, costing Ir 100 + 6, Dr 20 + 2, so
    // main's inclusive cost is Ir 15 + 106, Dr 5 + 22.
    let (rc, out, err) = support::cgann_at(
        &d.0,
        &["--auto=no", "--inclusive=yes", "--tree=calling", "a.out", "b.out"],
    );
    assert_eq!(rc, 0, "{err}");
    assert!(out.contains("121 (100.0%) 27 (100.0%)  *  a.c:main\n"), "{out}");
    assert!(out.contains("106 (87.60%) 22 (81.48%)  >   a.c:f (3x) []\n"), "{out}");
}

#[test]
fn an_event_not_every_profile_records_is_dropped_with_a_note() {
    let d = multi_dir();
    let note = "note: event Dr is missing here, so it is dropped: the report sums Ir, the events every part records\n";
    for (args, place) in [(["a.out", "c.out"], "c.out:1"), (["c.out", "a.out"], "c.out:1")] {
        let (rc, out, err) = support::cgann_at(&d.0, &["--auto=no", args[0], args[1]]);
        assert_eq!(rc, 0, "{err}");
        assert_eq!(err, format!("cgann: {place}: {note}"), "{args:?}");
        assert!(out.contains("Events recorded:  Ir\n"), "{out}");
        // Ir: 110 + 1; main 10 + 1.
        assert_eq!(
            table(&out),
            "\
Ir           
111 (100.0%)  PROGRAM TOTALS

Ir            file:function
100 (90.09%)  a.c:f
 11 ( 9.91%)  a.c:main

"
        );
    }
    // Three profiles: Ir 110 + 1 + 11.
    let (rc, out, err) = support::cgann_at(&d.0, &["--auto=no", "a.out", "c.out", "b.out"]);
    assert_eq!((rc, err.lines().count()), (0, 1), "{err}");
    assert_eq!(support::program_total(&out), 122);
    // --strict: an error, nothing printed.
    let (rc, out, err) = support::cgann_at(&d.0, &["--strict", "a.out", "c.out"]);
    assert_eq!((rc, out.as_str()), (1, ""));
    assert_eq!(
        err,
        "cgann: c.out:1: event Dr is missing here, and other parts record it (--strict)\n"
    );
}

#[test]
fn parts_of_one_file_with_other_events() {
    // The second part adds Dr, which the first part (events: line 1) lacks.
    let d = multi_dir();
    d.write(
        "parts.out",
        &format!("{IR}\n{}", IR_DR.replace("# callgrind format\n", "")),
    );
    let (rc, out, err) = support::cgann_at(&d.0, &["--auto=no", "parts.out"]);
    assert_eq!(rc, 0, "{err}");
    assert_eq!(
        err,
        "cgann: parts.out:1: note: event Dr is missing here, so it is dropped: the report sums Ir, the events every part records\n"
    );
    assert_eq!(support::program_total(&out), 111);
}

#[test]
fn no_event_in_common_is_an_error_naming_the_events_line() {
    let d = multi_dir();
    let (rc, out, err) = support::cgann_at(&d.0, &["--auto=no", "a.out", "c.out", "d.out"]);
    assert_eq!((rc, out.as_str()), (1, ""));
    assert_eq!(
        err,
        "cgann: d.out:1: events: Bc: no event in common with the earlier parts, which all record Ir\n"
    );
}

#[test]
fn line_and_call_site_costs_are_mapped_and_projected() {
    use cgann::model::builder::BuildOptions;
    let inputs = [IR_DR.as_bytes(), DR_IR.as_bytes(), IR.as_bytes()];
    let (p, (warnings, _)) = cgann::model::pipeline::load_all(inputs, BuildOptions::default()).unwrap();
    assert_eq!(p.events, ["Ir"]);
    assert_eq!(warnings.len(), 1);
    assert_eq!(
        (warnings[0].input, warnings[0].line, &warnings[0].text[..]),
        (2, 1, &b"Dr"[..])
    );
    let file = p.names.find(b"a.c").unwrap();
    let line = |l: u64| p.line_costs.get(p.lines[&file][&l]).vals.to_vec();
    // Line 3: main's self cost 10 + 5 + 1; line 10: f's, 100 + 6.
    assert_eq!((line(3), line(10)), (vec![16], vec![106]));
    assert!(!p.lines[&file].contains_key(&4), "a call line is no self cost");
    let sites: Vec<_> = p
        .call_sites
        .values()
        .map(|s| (s.count, p.site_cost(s).vals.to_vec()))
        .collect();
    assert_eq!(sites, [(3, vec![106])]);
    assert_eq!(p.self_total.vals[..], [122]);
    // Each part's summary, in the profile's columns.
    let summaries: Vec<_> = p
        .parts
        .iter()
        .map(|t| t.summary.as_ref().unwrap().cost.vals.to_vec())
        .collect();
    assert_eq!(summaries, [vec![110], vec![11], vec![1]]);
    assert_eq!(p.recorded_total().unwrap().cost.vals[..], [122]);
}

/// A copy of the threads run as `--separate-threads=yes` leaves it: the
/// thread files beside an empty `callgrind.out.threads`, plus a dump file
/// of the same run and an unrelated older profile.
fn separate_threads_run() -> support::TempDir {
    let dir = support::TempDir::new("run");
    let src = support::golden_dir("threads");
    std::fs::write(dir.0.join("callgrind.out.other"), "events: Ir\nfl=a.c\nfn=f\n1 5\n").unwrap();
    // Older by a second at least: the run is the newest.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    for f in THREADS {
        std::fs::copy(src.join(f), dir.0.join(f)).unwrap();
    }
    std::fs::write(dir.0.join("callgrind.out.threads"), "").unwrap();
    dir
}

#[test]
fn a_separate_threads_run_is_read_whole_with_or_without_names() {
    let each: u64 = THREADS
        .iter()
        .map(|f| support::program_total(&cgann(&["--auto=no", f]).1) as u64)
        .sum();
    let dir = separate_threads_run();
    // As the shell expands `cgann callgrind.out.threads*`: the empty file first.
    let mut named = vec!["--auto=no", "callgrind.out.threads"];
    named.extend(THREADS);
    for args in [&["--auto=no"][..], &named[..]] {
        let (rc, out, err) = support::cgann_at(&dir.0, args);
        assert_eq!(rc, 0, "{args:?}: {err}");
        assert_eq!(
            err, "cgann: callgrind.out.threads: note: empty file, skipped\n",
            "{args:?}"
        );
        assert_eq!(support::program_total(&out) as u64, each, "{args:?}\n{out}");
        for f in THREADS {
            assert!(
                out.contains(&format!("Profile data file '{f}' (creator: callgrind-3.19.0)\n")),
                "{out}"
            );
        }
        assert!(!out.contains("callgrind.out.other"), "{out}");
    }
    let (_, plain, _) = support::cgann_at(&dir.0, &["--auto=no"]);
    assert!(plain.starts_with(
        "Reading data from 'callgrind.out.threads-01', 'callgrind.out.threads-02', \
         'callgrind.out.threads-03', 'callgrind.out.threads-04'...\n"
    ));
}

#[test]
fn a_run_of_one_file_is_read_as_before() {
    let dir = support::TempDir::new("run-one");
    dir.write("callgrind.out.77", "events: Ir\nfl=a.c\nfn=f\n1 5\n");
    let (rc, out, err) = support::cgann_at(&dir.0, &["--auto=no"]);
    assert_eq!((rc, err.as_str()), (0, ""));
    assert!(out.starts_with("Reading data from 'callgrind.out.77'...\n"), "{out}");
}
