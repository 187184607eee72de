//! `CGANN_PHASES` (src/phases.rs, read by bench/phases.sh): the end of each
//! phase of a run on stderr, in order, and nothing without it.

mod support;

use std::process::Command;
use support::TempDir;

/// Runs cgann on `dir`'s big.out with `CGANN_PHASES` set or not; returns
/// its stderr.
fn stderr_of(dir: &TempDir, phases: bool) -> String {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_cgann"));
    cmd.args(["--auto=no", "big.out"])
        .current_dir(&dir.0)
        .env_remove("CGANN_PHASES");
    if phases {
        cmd.env("CGANN_PHASES", "1");
    }
    let out = cmd.output().expect("run cgann");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A profile over the size a load splits in two pieces (4 MB).
fn big_profile() -> String {
    let mut p = String::from("events: Ir\nfl=(1) a.c\n");
    for k in 0..60_000 {
        p.push_str(&format!("fl=(1)\nfn=({k}) f{k}\n"));
        for line in 1..12 {
            p.push_str(&format!("{line} {}\n", k % 7 + line));
        }
    }
    assert!(p.len() > 4 << 20, "{} bytes", p.len());
    p
}

#[test]
fn phases_are_marked_in_order_when_asked() {
    let dir = TempDir::new("phases");
    dir.write("big.out", &big_profile());
    assert_eq!(stderr_of(&dir, false), "");
    let marks: Vec<(String, f64)> = stderr_of(&dir, true)
        .lines()
        .map(|l| {
            let rest = l
                .strip_prefix("cgann phase ")
                .unwrap_or_else(|| panic!("not a mark: {l}"));
            let (name, ms) = rest.rsplit_once(' ').expect("a name and a time");
            (name.to_string(), ms.parse().expect("milliseconds"))
        })
        .collect();
    let names: Vec<&str> = marks.iter().map(|(n, _)| n.as_str()).collect();
    // The two pieces end in either order; everything else in sequence.
    let pieces = &names[1..3];
    assert!(
        pieces.contains(&"first piece read") && pieces.contains(&"second piece read"),
        "{names:?}"
    );
    assert_eq!(names[0], "start");
    assert_eq!(
        names[3..],
        [
            "pieces merged",
            "loaded",
            "functions ordered",
            "ties ordered",
            "rows written",
            "report written"
        ]
    );
    let first_piece = marks
        .iter()
        .find(|(n, _)| n == "first piece read")
        .expect("first piece")
        .1;
    let mut in_sequence = vec![marks[0].1, first_piece];
    in_sequence.extend(marks[3..].iter().map(|(_, ms)| *ms));
    assert!(in_sequence.windows(2).all(|w| w[0] <= w[1]), "{marks:?}");
}

/// A mark written to a stderr nobody reads is dropped: the run goes on
/// (`eprintln!` panicked there, exit 101).
#[test]
fn marks_into_a_pipe_nobody_reads_do_not_stop_the_run() {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let profile = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/golden/c_multi/callgrind.out.O0");
    let status = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .arg("--auto=no")
        .arg(&profile)
        .env("CGANN_PHASES", "1")
        .stdout(std::process::Stdio::null())
        .stderr(writer)
        .status()
        .expect("run cgann");
    assert_eq!(status.code(), Some(0));
}
