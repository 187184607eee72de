//! Colour (src/report/colour.rs): golden files of reports with colour
//! forced; the same reports without colour are today's bytes, whatever
//! the colour says is also in the text; NO_COLOR, TERM=dumb,
//! CLICOLOR_FORCE and --color decide as ripgrep and git do.
//!
//! `CGANN_UPDATE_COLOUR=1 cargo test --test colour` rewrites the golden
//! files in testdata/colour/.

mod support;
use support::golden_dir;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const CGANN: &str = env!("CARGO_BIN_EXE_cgann");

/// (golden file, case directory, arguments)
const CASES: &[(&str, &str, &[&str])] = &[
    ("table.txt", "c_multi", &["--auto=no", "callgrind.out.O0"]),
    ("annotated.txt", "c_multi", &["callgrind.out.O0"]),
    (
        "diff.txt",
        "c_multi",
        &["--diff", "callgrind.out.O0", "callgrind.out.O2"],
    ),
    (
        "inclusive_tree.txt",
        "c_multi",
        &["--inclusive", "--tree=both", "--auto=no", "callgrind.out.O0"],
    ),
    ("cpp.txt", "cpp", &["--auto=no", "callgrind.out.cpp"]),
];

fn run(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Vec<u8> {
    let mut c = Command::new(CGANN);
    c.args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("CLICOLOR")
        .env("TERM", "xterm-256color");
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c.output().expect("run cgann");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// The text without its SGR sequences (`ESC [ ... m`).
fn strip_sgr(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        if text[i] == 0x1b && text.get(i + 1) == Some(&b'[') {
            let end = text[i..].iter().position(|&b| b == b'm').expect("an SGR ends with m");
            assert!(
                text[i + 2..i + end].iter().all(|b| b.is_ascii_digit() || *b == b';'),
                "only SGR sequences"
            );
            i += end + 1;
        } else {
            out.push(text[i]);
            i += 1;
        }
    }
    out
}

fn golden(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/colour").join(name)
}

#[test]
fn forced_colour_matches_the_golden_files_and_adds_only_styles() {
    let update = std::env::var_os("CGANN_UPDATE_COLOUR").is_some();
    for (name, case, args) in CASES {
        let dir = golden_dir(case);
        let mut forced = vec!["--color=always"];
        forced.extend(*args);
        let coloured = run(&dir, &forced, &[]);
        let plain = run(&dir, args, &[]);
        assert!(!plain.contains(&0x1b), "{name}: piped output has no colour");
        assert_eq!(strip_sgr(&coloured), plain, "{name}: colour adds styles, nothing else");
        assert!(coloured.len() > plain.len(), "{name}: coloured");
        let path = golden(name);
        if update {
            std::fs::write(&path, &coloured).unwrap();
            continue;
        }
        let want = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e} (CGANN_UPDATE_COLOUR=1)", path.display()));
        assert!(
            coloured == want,
            "{name}: differs from {} (CGANN_UPDATE_COLOUR=1 rewrites it)",
            path.display()
        );
    }
}

/// Hot rows, growth and reduction, bounds: each style where the figures
/// say so.
#[test]
fn styles_follow_the_figures() {
    let dir = golden_dir("c_multi");
    let text = String::from_utf8(run(&dir, &["--color=always", "--auto=no", "callgrind.out.O0"], &[])).unwrap();
    let line = |needle: &str| text.lines().find(|l| l.contains(needle)).unwrap().to_string();
    assert!(
        line("util.h:mix32").starts_with("\x1b[1m\x1b[31m183,840 (24.39%)"),
        "hot: red"
    );
    assert!(line("main.c:sum_loop").starts_with("\x1b[33m"), "warm: yellow");
    assert!(line("util.c:checksum").starts_with("\x1b[33m"), "1.19%: warm");
    assert!(!line("PROGRAM TOTALS").contains("\x1b[31m"));
    let diff = String::from_utf8(run(
        &dir,
        &["--color=always", "--diff", "callgrind.out.O0", "callgrind.out.O2"],
        &[],
    ))
    .unwrap();
    let line = |needle: &str| diff.lines().find(|l| l.contains(needle)).unwrap().to_string();
    assert!(line("util.h:scale").starts_with("\x1b[31m  +63,000"), "growth: red");
    assert!(line("util.h:mix32").starts_with("\x1b[32m-183,840"), "reduction: green");
}

/// Piped output is today's: auto gives no colour to a pipe, whatever
/// TERM says; CLICOLOR_FORCE forces it, --color=never wins over it.
#[test]
fn pipes_get_no_colour_unless_forced() {
    let dir = golden_dir("c_multi");
    let args = ["--auto=no", "callgrind.out.O0"];
    let plain = run(&dir, &args, &[]);
    assert!(!plain.contains(&0x1b));
    let forced = run(&dir, &args, &[("CLICOLOR_FORCE", "1")]);
    assert!(forced.contains(&0x1b));
    let never = run(
        &dir,
        &["--color=never", "--auto=no", "callgrind.out.O0"],
        &[("CLICOLOR_FORCE", "1")],
    );
    assert_eq!(never, plain);
    // JSON never gets colour.
    let json = run(
        &dir,
        &["--color=always", "--format=json", "--auto=no", "callgrind.out.O0"],
        &[],
    );
    assert!(!json.contains(&0x1b));
}

/// On a terminal (util-linux's `script` gives one): colour by default,
/// none with NO_COLOR or TERM=dumb.
#[test]
fn a_terminal_gets_colour_unless_no_color() {
    let have_script = Command::new("script")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !have_script {
        assert!(std::env::var_os("CI").is_none(), "script (util-linux) is missing in CI");
        eprintln!("skipped: no `script` to make a terminal");
        return;
    }
    let dir = golden_dir("c_multi");
    let typescript = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("colour-typescript-{}", std::process::id()));
    let on_terminal = |env: &[(&str, &str)]| {
        let command = format!("{CGANN} --auto=no --top=3 callgrind.out.O0");
        let mut c = Command::new("script");
        c.args(["-qec", &command])
            .arg(&typescript)
            .current_dir(&dir)
            .stdin(Stdio::null())
            .env_remove("NO_COLOR")
            .env_remove("CLICOLOR_FORCE")
            .env_remove("CLICOLOR")
            .env("TERM", "xterm-256color");
        for (k, v) in env {
            c.env(k, v);
        }
        let out = c.output().expect("run script");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let coloured = on_terminal(&[]);
    assert!(coloured.contains("\x1b[1m\x1b[31m183,840 (24.39%)"), "{coloured:?}");
    assert!(!on_terminal(&[("NO_COLOR", "1")]).contains('\x1b'));
    assert!(!on_terminal(&[("TERM", "dumb")]).contains('\x1b'));
    let _ = std::fs::remove_file(&typescript);
}
