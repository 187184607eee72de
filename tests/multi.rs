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
