//! The real binary's browser in a real terminal: tmux runs it, `send-keys`
//! types, `capture-pane` reads the screen. The walk of the issue's "done
//! when": open, the hottest function, its heaviest callee chain, the
//! annotated source of a hot line, a search, a comparison with another
//! run; one thread of several (`p`); then what a well-made terminal
//! program does: the terminal given back on quit and on Ctrl-C, resizes,
//! NO_COLOR and TERM=dumb, a profile on standard input with keys from the
//! terminal, and a refusal when the output, or the keyboard, is no
//! terminal. Needs tmux (see `support/tmux.rs`).

#[path = "support/tmux.rs"]
mod tmux;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use tmux::Tmux;

const CGANN: &str = env!("CARGO_BIN_EXE_cgann");

fn case_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/golden/c_multi")
}

/// The browser's windows.
trait Browser {
    /// A window of `w`x`h` running `command` in the case folder with
    /// `env`; after the browser ends, the shell prints its exit code and
    /// whether the terminal is back in cooked mode.
    fn open(&self, session: &str, w: u16, h: u16, env: &[(&str, &str)], args: &str) {
        self.open_after(session, w, h, env, "", args);
    }

    /// [`Browser::open`] with shell text before cgann's name: a pipe into
    /// it (`gzip -c FILE | `), `setsid -w ` or `cd DIR && `.
    fn open_after(&self, session: &str, w: u16, h: u16, env: &[(&str, &str)], before: &str, args: &str);
}

impl Browser for Tmux {
    fn open_after(&self, session: &str, w: u16, h: u16, env: &[(&str, &str)], before: &str, args: &str) {
        let mut exports = String::new();
        for (k, v) in env {
            exports.push_str(&format!("export {k}='{v}'; "));
        }
        let script = format!(
            "cd '{}' && {exports}{before}'{CGANN}' {args}; echo EXIT=$?; stty -a | tr ' ' '\\n' | grep -x -- '-*icanon'; sleep 600",
            case_dir().display()
        );
        self.run(session, w, h, &script);
    }
}

/// The browser has ended and the shell has printed the terminal's mode
/// (`icanon` or `-icanon`) after the exit code.
fn exited(screen: &str) -> bool {
    screen.contains("EXIT=") && screen.lines().any(|l| l == "icanon" || l == "-icanon")
}

/// The line the cursor is on (`>` in the first column).
fn cursor_line(screen: &str) -> &str {
    screen.lines().find(|l| l.starts_with('>')).unwrap_or("")
}

#[test]
fn walk_of_a_profile_in_a_real_terminal() {
    let tmux = Tmux::start("walk");
    let s = "walk";
    tmux.open(s, 80, 24, &[], "--browse callgrind.out.O0");
    let screen = tmux.wait(s, "the list", |t| t.contains("? help"));
    // The hottest function by self cost is the first row, under the cursor.
    assert!(cursor_line(&screen).ends_with("mix32"), "{screen}");
    assert!(
        screen.contains("callgrind.out.O0 | Ir self | 358 rows | total 753,858"),
        "{screen}"
    );
    // By inclusive cost (once the helper thread is done), from the top.
    // Each key waits for the screen of the key before: `Home` typed while
    // the helper thread still sorts would be drawn before the new order
    // (the walk failed that way on a loaded machine).
    tmux.keys(s, &["i"]);
    tmux.wait(s, "inclusive order", |t| {
        t.contains("functions by inclusive Ir") && !t.contains("...")
    });
    tmux.keys(s, &["Home"]);
    let screen = tmux.wait(s, "the top", |t| cursor_line(t).contains("0x000000000001ab70"));
    assert!(cursor_line(&screen).contains("753,858 (100.0%)"), "{screen}");
    // (The inclusive column has room for `<=`: this profile's is_odd'2
    // is an upper bound.)
    assert!(screen.contains("2,745 ( 0.36%)   647,992 (85.96%)  main"), "{screen}");
    // Search, then the call tree and its hot path.
    tmux.keys(s, &["/", "s", "u", "m", "_", "l", "Enter"]);
    tmux.wait(s, "search", |t| cursor_line(t).ends_with("sum_loop"));
    tmux.keys(s, &["Enter"]);
    tmux.wait(s, "call tree", |t| t.starts_with("cgann: call tree of sum_loop"));
    tmux.keys(s, &["l"]);
    let screen = tmux.wait(s, "hot path", |t| cursor_line(t).contains("mix32 (9,000x)"));
    assert!(screen.contains("285,000 (37.81%)    - scale (3,000x)"), "{screen}");
    // The parent, and its annotated source at the hot line.
    tmux.keys(s, &["u", "a"]);
    let screen = tmux.wait(s, "source", |t| t.starts_with("cgann: source of scale"));
    assert!(cursor_line(&screen).contains("r += mix32(x + i) & 0xff;"), "{screen}");
    assert!(
        screen.contains("135,000 (17.91%)  => ./src/lib/util.h:mix32 (9,000x)"),
        "{screen}"
    );
    // Back through the history, to the tree, then the list.
    tmux.keys(s, &["BSpace"]);
    tmux.wait(s, "back to the tree", |t| t.starts_with("cgann: call tree of sum_loop"));
    tmux.keys(s, &["Escape"]);
    tmux.wait(s, "back to the list", |t| {
        t.starts_with("cgann: functions") && cursor_line(t).ends_with("sum_loop")
    });
    // One row per function (`s`), made on a helper thread, the cursor
    // still on sum_loop; `x` undoes it like a filter.
    tmux.keys(s, &["s"]);
    let screen = tmux.wait(s, "one row per function", |t| {
        t.starts_with("cgann: one row per function") && cursor_line(t).ends_with("sum_loop")
    });
    assert!(screen.contains("| group=symbol |"), "{screen}");
    tmux.keys(s, &["x"]);
    tmux.wait(s, "rows as recorded", |t| {
        t.starts_with("cgann: functions") && cursor_line(t).ends_with("sum_loop")
    });
    // A window resize is drawn at the new size: taller, then so narrow
    // that only the column sorted by is shown.
    tmux.cmd(&["resize-window", "-t", s, "-x", "100", "-y", "30"]);
    tmux.wait(s, "taller", |t| {
        t.lines().nth(29).is_some_and(|l| l.contains("| ? help"))
    });
    tmux.cmd(&["resize-window", "-t", s, "-x", "44", "-y", "12"]);
    let screen = tmux.wait(s, "narrow", |t| {
        t.lines().nth(1).is_some_and(|l| l.ends_with("Ir incl  function"))
    });
    assert!(cursor_line(&screen).ends_with("428,203 (56.80%)  sum_loop"), "{screen}");
    assert_eq!(screen.lines().count(), 12, "{screen}");
    // Quit: the shell's terminal is back (cooked mode, main screen).
    tmux.keys(s, &["q"]);
    let screen = tmux.wait(s, "exit", exited);
    assert!(screen.contains("EXIT=0"), "{screen}");
    assert!(
        screen.lines().any(|l| l == "icanon"),
        "terminal left in raw mode:\n{screen}"
    );
}

/// `--group=symbol` is an `s` at the start: one row per function, as the
/// report lists it, once merged; `s` goes back to the rows as recorded
/// (`fib` and `fib'2`).
#[test]
fn group_symbol_on_the_command_line() {
    let tmux = Tmux::start("symbol");
    let s = "symbol";
    tmux.open(
        s,
        80,
        24,
        &[],
        "--browse --group=symbol --inclusive=yes callgrind.out.O0",
    );
    let screen = tmux.wait(s, "the merged list", |t| {
        t.starts_with("cgann: one row per function, by inclusive Ir") && !t.contains("...")
    });
    assert!(screen.contains("133,772 (17.74%) 133,772 (17.74%)  fib\n"), "{screen}");
    assert!(!screen.contains("fib'2"), "{screen}");
    tmux.keys(s, &["s"]);
    let screen = tmux.wait(s, "rows as recorded", |t| t.starts_with("cgann: functions"));
    assert!(screen.contains("fib'2"), "{screen}");
    tmux.keys(s, &["q"]);
    let screen = tmux.wait(s, "exit", exited);
    assert!(screen.contains("EXIT=0"), "{screen}");
}

#[test]
fn ctrl_c_restores_the_terminal() {
    let tmux = Tmux::start("ctrlc");
    let s = "ctrlc";
    tmux.open(s, 80, 24, &[], "--browse callgrind.out.O0");
    tmux.wait(s, "the list", |t| t.contains("? help"));
    tmux.keys(s, &["Right", "C-c"]);
    let screen = tmux.wait(s, "exit", exited);
    assert!(screen.contains("EXIT=0"), "{screen}");
    assert!(screen.lines().any(|l| l == "icanon"), "{screen}");
    assert!(!screen.contains("? help"), "the browser's screen is gone:\n{screen}");
}

/// A crash (a panic, made on purpose by a debug build's test hook) gives
/// the terminal back before its message is printed.
#[test]
fn a_panic_restores_the_terminal() {
    let tmux = Tmux::start("panic");
    let s = "panic";
    tmux.open(
        s,
        80,
        24,
        &[("CGANN_TEST_PANIC_KEY", "Z"), ("RUST_BACKTRACE", "0")],
        "--browse callgrind.out.O0",
    );
    tmux.wait(s, "the list", |t| t.contains("? help"));
    tmux.keys(s, &["Z"]);
    let screen = tmux.wait(s, "exit", exited);
    assert!(screen.contains("EXIT=101"), "{screen}");
    assert!(screen.contains("CGANN_TEST_PANIC_KEY: a crash on purpose"), "{screen}");
    assert!(screen.lines().any(|l| l == "icanon"), "{screen}");
    assert!(!screen.contains("? help"), "{screen}");
}

#[test]
fn comparison_of_two_runs() {
    let tmux = Tmux::start("diff");
    let s = "diff";
    tmux.open(s, 80, 24, &[], "--browse --diff callgrind.out.O0 callgrind.out.O2");
    let screen = tmux.wait(s, "the diff", |t| t.contains("? help"));
    assert!(
        screen.starts_with("cgann: callgrind.out.O2 minus callgrind.out.O0"),
        "{screen}"
    );
    assert!(
        cursor_line(&screen).contains("-183,840 (-24.39%)  ./src/lib/util.h:mix32"),
        "{screen}"
    );
    tmux.keys(s, &["Right"]);
    tmux.wait(s, "callers", |t| t.contains("< ./src/lib/util.c:scale (-9,000x)"));
    tmux.keys(s, &["q"]);
    let screen = tmux.wait(s, "exit", exited);
    assert!(screen.contains("EXIT=0"), "{screen}");
}

/// Colour marks hot rows, and only where colour is wanted: NO_COLOR gets
/// none, TERM=dumb no attributes at all; the figures are there in each.
#[test]
fn no_color_and_dumb_terminals() {
    let tmux = Tmux::start("color");
    let runs: [(&str, &[(&str, &str)]); 3] = [
        ("colour", &[]),
        ("nocolor", &[("NO_COLOR", "1")]),
        ("dumb", &[("TERM", "dumb")]),
    ];
    for (s, env) in runs {
        tmux.open(s, 80, 24, env, "--browse callgrind.out.O0");
        tmux.wait(s, "the list", |t| t.contains("? help"));
        let raw = tmux.screen(s, true);
        let red = raw.contains("\u{1b}[31m") || raw.contains("\u{1b}[38;5;1m");
        let reverse = raw.contains("\u{1b}[7m");
        match s {
            "colour" => assert!(red && reverse, "hot rows red, cursor reversed:\n{raw:?}"),
            "nocolor" => assert!(!red && reverse, "no colour, attributes kept:\n{raw:?}"),
            _ => assert!(!red && !reverse, "plain text:\n{raw:?}"),
        }
        let plain = tmux.screen(s, false);
        assert!(plain.contains("183,840 (24.39%)"), "{plain}");
        assert!(
            cursor_line(&plain).ends_with("mix32"),
            "the cursor shows without attributes:\n{plain}"
        );
        tmux.keys(s, &["q"]);
        let screen = tmux.wait(s, "exit", exited);
        assert!(
            screen.contains("EXIT=0") && screen.lines().any(|l| l == "icanon"),
            "{screen}"
        );
    }
}

/// `... | cgann --browse -`: the profile (gzip'd here) on standard input,
/// the keys from the terminal (/dev/tty); the terminal is given back.
#[test]
fn profile_on_standard_input() {
    let tmux = Tmux::start("stdin");
    let s = "stdin";
    tmux.open_after(s, 80, 24, &[], "gzip -c callgrind.out.O0 | ", "--browse -");
    let screen = tmux.wait(s, "the list", |t| t.contains("? help"));
    assert!(cursor_line(&screen).ends_with("mix32"), "{screen}");
    assert!(screen.contains("- | Ir self | 358 rows | total 753,858"), "{screen}");
    tmux.keys(s, &["/", "s", "u", "m", "_", "l", "Enter", "Right"]);
    tmux.wait(s, "callees of sum_loop", |t| {
        cursor_line(t).ends_with("sum_loop") && t.contains("285,000 (37.81%)    > scale (3,000x)")
    });
    tmux.keys(s, &["q"]);
    let screen = tmux.wait(s, "exit", exited);
    assert!(screen.contains("EXIT=0"), "{screen}");
    assert!(screen.lines().any(|l| l == "icanon"), "{screen}");
}

/// A profile on standard input and no terminal to read keys from (a new
/// session without one: `setsid`): refused, pointing to the report.
#[test]
fn refuses_without_a_terminal_for_keys() {
    let tmux = Tmux::start("notty");
    let s = "notty";
    tmux.open_after(s, 80, 24, &[], "setsid -w ", "--browse - < callgrind.out.O0");
    let screen = tmux.wait(s, "exit", exited);
    assert!(screen.contains("EXIT=2"), "{screen}");
    // (Wrapped at 80 columns: compared without white space.)
    let squeezed = |t: &str| t.split_whitespace().collect::<String>();
    assert!(
        squeezed(&screen).contains(&squeezed(
            "cgann: --browse reads keys from the terminal, and there is none (standard input is not one, and /dev/tty cannot be opened); without --browse cgann prints the report"
        )),
        "{screen}"
    );
}

/// The four threads of a `--separate-threads=yes` run: their sum, then
/// thread 4 alone picked from the list (`p`), its own figures, one row per
/// function of it (`s`), and back.
#[test]
fn one_thread_of_several() {
    let tmux = Tmux::start("threads");
    let s = "threads";
    tmux.open_after(s, 80, 24, &[], "cd ../threads && ", "--browse callgrind.out.threads-0*");
    let screen = tmux.wait(s, "the sum", |t| t.contains("? help") && !t.contains("..."));
    assert!(
        screen.contains("callgrind.out.threads-01 + 3 more | Ir self | 397 rows | total 527,892"),
        "{screen}"
    );
    tmux.keys(s, &["p"]);
    let screen = tmux.wait(s, "the list of threads", |t| {
        t.contains("Show one thread or part alone")
    });
    assert!(
        screen.contains("  thread 4  callgrind.out.threads-04  Ir 212,129 (40.18%)"),
        "{screen}"
    );
    tmux.keys(s, &["End", "Enter"]);
    let screen = tmux.wait(s, "thread 4", |t| t.contains("| thread 4 | total 212,129 |"));
    assert!(cursor_line(&screen).ends_with("worker"), "{screen}");
    // One row per function of thread 4 (merged on a helper thread when
    // first asked for), undone in turn.
    tmux.keys(s, &["s"]);
    let screen = tmux.wait(s, "thread 4 merged", |t| {
        t.contains("| thread 4 | group=symbol | total 212,1")
    });
    // `cgann --group=symbol callgrind.out.threads-04`: 211,794 worker.
    let line = cursor_line(&screen);
    assert!(
        line.ends_with("worker") && line.contains("211,794 (99.84%)"),
        "{screen}"
    );
    tmux.keys(s, &["x"]);
    tmux.wait(s, "thread 4 as recorded", |t| {
        t.contains("| thread 4 | total 212,129 |")
    });
    tmux.keys(s, &["x"]);
    tmux.wait(s, "the sum again", |t| {
        t.contains("total 527,892") && !t.contains("thread 4")
    });
    tmux.keys(s, &["q"]);
    let screen = tmux.wait(s, "exit", exited);
    assert!(screen.contains("EXIT=0"), "{screen}");
}

#[test]
fn refuses_without_a_terminal() {
    let out = Command::new(CGANN)
        .args(["--browse", "callgrind.out.O0"])
        .current_dir(case_dir())
        .stdin(Stdio::null())
        .output()
        .expect("run cgann");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("cgann: --browse needs a terminal, and standard output is not one; for a report"),
        "{err}"
    );
    assert!(out.stdout.is_empty());
}
