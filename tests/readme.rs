//! README.md is for users: its first command and its sample output must
//! be what the build does, its test command what CI runs, and its options
//! table the options cgann has.

use std::path::Path;
use std::process::Command;

fn readme() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap()
}

/// The indented commands of the first screen: `cargo run --release -- ARGS`
/// and the test command.
fn first_commands(readme: &str) -> (Vec<String>, String) {
    let mut lines = readme.lines().take(40).filter(|l| l.starts_with("    cargo "));
    let run = lines.next().expect("a `cargo run` command in the first screen");
    let args = run
        .trim()
        .strip_prefix("cargo run --release -- ")
        .expect("cargo run --release -- ARGS")
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let test = lines
        .next()
        .expect("a test command in the first screen")
        .trim()
        .to_string();
    (args, test)
}

#[test]
fn first_screen_has_the_two_commands_and_the_sample_is_the_build_s() {
    let readme = readme();
    let (args, test) = first_commands(&readme);
    assert_eq!(test, "cargo test");
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(&args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report = String::from_utf8(out.stdout).unwrap();
    // The first ```text block, cut at `...` lines: each piece is a run of
    // whole lines of the report, in order.
    let start = readme.find("```text\n").expect("a sample block") + "```text\n".len();
    let sample = &readme[start..start + readme[start..].find("```").unwrap()];
    let mut from = 0;
    for piece in sample.split("...\n") {
        assert!(!piece.trim().is_empty());
        let at = report[from..]
            .find(piece)
            .filter(|&i| i == 0 || report.as_bytes()[from + i - 1] == b'\n')
            .unwrap_or_else(|| {
                panic!("README's sample is not in the report (in order):\n{piece}\n--- report:\n{report}")
            });
        from += at + piece.len();
    }
}

/// .ci/run runs README's test command as written.
#[test]
fn ci_runs_the_readme_test_command() {
    let (_, test) = first_commands(&readme());
    let ci = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(".ci/run")).unwrap();
    assert!(
        ci.lines()
            .any(|l| l.trim() == test || l.trim().starts_with(&format!("{test} --locked"))),
        ".ci/run does not run `{test}`"
    );
}

/// Every option the README's options table names is one cgann has, and
/// every option cgann has is in the table.
#[test]
fn options_table_matches_the_options() {
    let readme = readme();
    let table = &readme[readme.find("## Options").unwrap()..readme.find("## Differences").unwrap()];
    let mut named: Vec<String> = Vec::new();
    for row in table.lines().filter(|l| l.starts_with("| `")) {
        let first = row.split(" | ").next().unwrap();
        for part in first.split('`').skip(1).step_by(2) {
            let name = part.split(['=', ' ', '[']).next().unwrap();
            if name.starts_with("--") {
                named.push(name.trim_start_matches("--").to_string());
            }
        }
    }
    use clap::CommandFactory;
    let cmd = cgann::cli::args::Args::command();
    let longs: Vec<String> = cmd
        .get_arguments()
        .filter_map(|a| a.get_long())
        .map(str::to_string)
        .collect();
    for n in &named {
        assert!(longs.contains(n), "README names --{n}, which cgann does not have");
    }
    for l in &longs {
        assert!(
            named.contains(l) || l == "help" || l == "version",
            "--{l} is missing from README's options table"
        );
    }
}
