//! What a new user reads: `--help`, the man page, and the messages of
//! usage errors (one line each, `cgann: ...`, exit status 2), each as
//! README "Options" and "Exit status" describe them.

mod support;
use support::{TempDir, cgann_at};

/// A small valid profile.
const TINY: &str = "# callgrind format\nversion: 1\ncmd: ./tiny\nevents: Ir\nfl=src.c\nfn=main\n3 10\ncfn=f\ncalls=1 5\n4 20\nfn=f\n5 20\n";

fn tiny() -> TempDir {
    let d = TempDir::new("messages");
    d.write("tiny.out", TINY);
    d
}

/// Exit status 2, nothing on stdout, one line on stderr; returns it.
fn usage_error(d: &TempDir, args: &[&str]) -> String {
    let (rc, out, err) = cgann_at(&d.0, args);
    assert_eq!(rc, 2, "{args:?}: {err}");
    assert_eq!(out, "", "{args:?}");
    assert!(
        err.starts_with("cgann: ") && err.ends_with('\n') && err.matches('\n').count() == 1,
        "{args:?}: {err:?}"
    );
    err
}

/// Every yes/no option takes `--opt`, `--opt=yes` and `--opt=no` (one
/// style for all), and a wrong value names the possible ones.
#[test]
fn every_yes_no_option_takes_one_style() {
    let d = tiny();
    let switches = cgann::cli::args::yes_no_switches();
    for name in [
        "flat",
        "graph",
        "brief",
        "strict",
        "diff",
        "inclusive",
        "auto",
        "show-percs",
        "demangle",
    ] {
        assert!(
            switches.iter().any(|s| s == name),
            "--{name} is a yes/no option: {switches:?}"
        );
    }
    for name in &switches {
        let (rc, _, err) = cgann_at(&d.0, &[&format!("--{name}=no"), "tiny.out"]);
        assert_eq!(rc, 0, "--{name}=no: {err}");
        let err = usage_error(&d, &[&format!("--{name}=maybe"), "tiny.out"]);
        assert!(err.contains("possible values: yes, no"), "{err}");
    }
    // The two spellings of yes give the same report.
    for (bare, yes) in [
        ("--flat", "--flat=yes"),
        ("--graph", "--graph=yes"),
        ("--inclusive", "--inclusive=yes"),
    ] {
        assert_eq!(
            cgann_at(&d.0, &[bare, "tiny.out"]),
            cgann_at(&d.0, &[yes, "tiny.out"]),
            "{bare}"
        );
    }
    let (rc, out, _) = cgann_at(&d.0, &["--flat=yes", "--brief=yes", "tiny.out"]);
    assert_eq!(rc, 0);
    assert!(out.contains("Flat profile"), "{out}");
}

/// No option is a bare flag: every on/off option is a yes/no option
/// (`#[arg(long, value_name = "yes|no", value_parser = parse_yes_no, ...)]`
/// in src/cli/args.rs, as `--flat` has it).
#[test]
fn no_option_is_a_bare_flag() {
    use clap::CommandFactory;
    let cmd = cgann::cli::args::Args::command();
    for arg in cmd.get_arguments() {
        let name = arg.get_long().unwrap_or("?");
        if matches!(name, "help" | "version") {
            continue;
        }
        assert!(
            !matches!(arg.get_action(), clap::ArgAction::SetTrue | clap::ArgAction::SetFalse),
            "--{name} is a bare flag: make it a yes/no option like --flat"
        );
    }
}

/// `--inclusive yes` reads `yes` as a file: a hint says to write
/// `--inclusive=yes`, unless a file of that name exists.
#[test]
fn a_separate_yes_or_no_gets_a_hint() {
    let d = tiny();
    for (args, want) in [
        (&["--inclusive", "yes", "tiny.out"][..], "write --inclusive=yes"),
        (&["tiny.out", "--auto", "no"], "write --auto=no"),
        (&["--flat", "no", "tiny.out"], "write --flat=no"),
    ] {
        let err = usage_error(&d, args);
        assert!(err.contains(want), "{args:?}: {err}");
    }
    // A real file named `yes` is a source file, as asked.
    d.write("yes", "int main;\n");
    let (rc, _, err) = cgann_at(&d.0, &["--inclusive", "yes", "tiny.out"]);
    assert_ne!(rc, 2, "{err}");
    assert!(!err.contains("write --inclusive=yes"), "{err}");
    // After `--`, nothing is an option.
    let (_, _, err) = cgann_at(&d.0, &["tiny.out", "--", "--auto", "no"]);
    assert!(!err.contains("write --auto=no"), "{err}");
}

/// A value error lists the possible values; a bad regex is described
/// whole, on one line.
#[test]
fn value_errors_say_what_is_possible() {
    let d = tiny();
    let err = usage_error(&d, &["--format=svg", "tiny.out"]);
    assert!(err.contains("possible values: text, json, csv, dot"), "{err}");
    let err = usage_error(&d, &["--tree=bth", "tiny.out"]);
    assert!(err.contains("possible values: none, caller, calling, both"), "{err}");
    assert!(err.contains("'both'"), "the tip: {err}");
    let err = usage_error(&d, &["--diff", "--mod-filename=s#(/build#x#", "a", "b"]);
    assert!(
        err.contains("unclosed group at column 1 of the regex '(/build'"),
        "{err}"
    );
    let err = usage_error(&d, &["--diff", "--mod-funcname=s/x{2,1}//", "a", "b"]);
    assert!(err.contains("of the regex 'x{2,1}'"), "{err}");
    assert!(!err.contains("regex parse error:;"), "{err}");
}

/// Options that do nothing in the mode chosen are all usage errors, in one
/// form.
#[test]
fn options_that_do_nothing_are_errors_alike() {
    let d = tiny();
    d.write("new.out", TINY);
    for (args, want) in [
        (
            &["--brief", "tiny.out"][..],
            "--brief does nothing without --flat or --graph",
        ),
        (
            &["--flat=no", "--brief", "tiny.out"],
            "--brief does nothing without --flat or --graph",
        ),
        (
            &["--node-threshold=2", "tiny.out"],
            "--node-threshold does nothing without --format=dot",
        ),
        (
            &["--edge-threshold=2", "--format=json", "tiny.out"],
            "--edge-threshold does nothing without --format=dot",
        ),
        (
            &["--fail-above=2", "tiny.out"],
            "--fail-above does nothing without --diff",
        ),
        (&["--gate=total 5%", "tiny.out"], "--gate does nothing without --diff"),
        (
            &["--baseline=main", "tiny.out"],
            "--baseline does nothing without --diff",
        ),
        (
            &["--diff", "--threshold=50", "tiny.out", "new.out"],
            "--threshold does nothing with --diff",
        ),
        (
            &["--diff", "--context=2", "tiny.out", "new.out"],
            "--context does nothing with --diff",
        ),
        (
            &["--diff", "-I", "src", "tiny.out", "new.out"],
            "-I/--include does nothing with --diff",
        ),
        (
            &["--diff", "--auto=yes", "tiny.out", "new.out"],
            "--auto does nothing with --diff",
        ),
        (
            &["--format=dot", "--tree=both", "tiny.out"],
            "--tree does nothing with --format=dot",
        ),
        (
            &["--format=dot", "--threshold=50", "tiny.out"],
            "--threshold does nothing with --format=dot",
        ),
        (
            &["--format=dot", "--inclusive=no", "tiny.out"],
            "--inclusive does nothing with --format=dot",
        ),
        (
            &["--format=dot", "--context=3", "tiny.out"],
            "--context does nothing with --format=dot",
        ),
    ] {
        let err = usage_error(&d, args);
        assert!(err.contains(want), "{args:?}: {err}");
    }
    // And where they do something, they are taken.
    for args in [
        &["--flat", "--brief", "tiny.out"][..],
        &["--format=dot", "--node-threshold=2", "--edge-threshold=1", "tiny.out"],
        &[
            "--diff",
            "--top=1",
            "--mod-filename=s/a/b/",
            "--fail-above=50",
            "tiny.out",
            "new.out",
        ],
        // callgrind_annotate's options stay accepted as it accepts them.
        &["--auto=no", "--context=3", "tiny.out"],
        // Rewrites rename the names a plain report shows too.
        &["--auto=no", "--mod-funcname=s/^main$/start/", "tiny.out"],
    ] {
        let (rc, _, err) = cgann_at(&d.0, args);
        assert_eq!(rc, 0, "{args:?}: {err}");
    }
}

/// `--help` names every exit status, every --format, and `--source-root=.`
/// as the way to annotate only one's own code.
#[test]
fn help_lists_exit_statuses_and_formats() {
    let d = tiny();
    for flag in ["--help", "-h"] {
        let (rc, help, _) = cgann_at(&d.0, &[flag]);
        assert_eq!(rc, 0);
        for want in [
            "0 success",
            "1 a profile or a source file could not be read",
            "2 usage error",
            "3 --diff: a gate rule failed",
            "4 --diff: no rule failed but one is undecided",
            "--source-root=.",
            "dot -Tsvg",
        ] {
            assert!(help.contains(want), "{flag} lacks {want:?}:\n{help}");
        }
        let format = help.find("--format").expect("--format");
        let text = &help[format..];
        assert!(
            ["text", "json", "csv", "dot"]
                .iter()
                .all(|f| text[..text.find("--node-threshold").unwrap()].contains(f)),
            "{flag}: --format's values"
        );
    }
}

/// The man page: DESCRIPTION, EXAMPLES, EXIT STATUS with 3, the
/// differences from callgrind_annotate; and `man` renders it.
#[test]
fn man_page_has_the_sections_a_man_page_has() {
    let d = tiny();
    let (rc, page, _) = cgann_at(&d.0, &["--generate=man"]);
    assert_eq!(rc, 0);
    for want in [
        ".SH DESCRIPTION",
        ".SH OPTIONS",
        ".SH EXAMPLES",
        ".SH \"EXIT STATUS\"",
        ".SH \"DIFFERENCES FROM CALLGRIND_ANNOTATE\"",
        ".SH \"SEE ALSO\"",
        "\\fB3\\fR",
        "source\\-root=.",
        "\\-\\-format=dot",
    ] {
        assert!(page.contains(want), "the man page lacks {want:?}");
    }
    // Rendered by man(1) when it is installed.
    d.write("cgann.1", &page);
    if let Ok(out) = std::process::Command::new("man")
        .args(["-l", "cgann.1"])
        .env("MANWIDTH", "80")
        .env("MAN_KEEP_FORMATTING", "0")
        .current_dir(&d.0)
        .output()
    {
        // Without a terminal man overstrikes bold text (`E\x08E`).
        let mut text = String::new();
        for c in String::from_utf8_lossy(&out.stdout).chars() {
            if c == '\x08' {
                text.pop();
            } else {
                text.push(c);
            }
        }
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.is_empty(), "man warns: {stderr}");
        if out.status.success() {
            assert!(text.contains("EXIT STATUS"), "{text}");
        }
    }
}
