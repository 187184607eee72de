//! A profile full of escape sequences, shown in a real terminal (tmux):
//! the text report and the browser leave the terminal's title, clipboard
//! and screen as they were, and the names appear escaped. Needs tmux
//! (see `support/tmux.rs`).

mod support;
#[path = "support/tmux.rs"]
mod tmux;

use std::path::Path;
use std::time::Duration;

use support::TempDir;
use tmux::Tmux;

/// What these tests ask of the terminal besides its screen.
trait Hostile {
    /// Runs `cgann ARGS` in `dir` in a new 120x40 window; the shell says
    /// DONE after it.
    fn open(&self, session: &str, dir: &Path, args: &str);
    fn title(&self, session: &str) -> String;
    /// tmux's paste buffers (where OSC 52 would write the clipboard).
    fn buffers(&self) -> String;
    /// Waits until the screen holds `text`.
    fn wait_for(&self, session: &str, text: &str) -> String;
}

impl Hostile for Tmux {
    fn open(&self, session: &str, dir: &Path, args: &str) {
        let script = format!(
            "cd '{}' && '{}' {args}; echo DONE; sleep 600",
            dir.display(),
            env!("CARGO_BIN_EXE_cgann")
        );
        self.run(session, 120, 40, &script);
    }

    fn title(&self, session: &str) -> String {
        let out = self.cmd(&["display-message", "-p", "-t", session, "#{pane_title}"]);
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }

    fn buffers(&self) -> String {
        String::from_utf8_lossy(&self.cmd(&["list-buffers"]).stdout).into_owned()
    }

    fn wait_for(&self, session: &str, text: &str) -> String {
        self.wait(session, text, |screen| screen.contains(text))
    }
}

/// Names that set the title (OSC 0 and 2), write the clipboard (OSC 52),
/// clear the screen, and overwrite a line with a fake cost (`\r`).
fn hostile_profile(dir: &TempDir) {
    let p = "# callgrind format\n\
             cmd: ./prog \x1b]0;PWNED-TITLE\x07\n\
             events: Ir\n\
             fl=a.c\n\
             fn=main\n1 1000\n\
             fn=x\x1b]2;PWNED-TITLE\x07\x1b]52;c;UFdORUQ=\x07\x1b[2J\x1b[H\n1 500\n\
             fn=hot\r980,000 (98.00%)  a.c:hot_function\n1 491\n\
             fn=rtl\u{202e}cba\n1 10\n";
    dir.write("p.out", p);
}

#[test]
fn escape_sequences_leave_the_terminal_alone() {
    let d = TempDir::new("hostile-tmux");
    hostile_profile(&d);
    let tmux = Tmux::start("text");
    tmux.open("text", &d.0, "--threshold=100 p.out");
    let screen = tmux.wait_for("text", "DONE");
    // Not cleared: the header is still there, the names escaped.
    assert!(screen.contains("Profile data file 'p.out'"), "{screen}");
    assert!(screen.contains("\\x1b]2;PWNED-TITLE\\x07"), "{screen}");
    assert!(screen.contains("hot\\x0d980,000"), "{screen}");
    assert!(screen.contains("rtl\\u{202e}cba"), "{screen}");
    assert!(!tmux.title("text").contains("PWNED"), "{}", tmux.title("text"));
    assert!(!tmux.buffers().contains("PWNED"), "clipboard written");

    let browse = Tmux::start("browse");
    browse.open("browse", &d.0, "--browse p.out");
    browse.wait_for("browse", "main");
    let title = browse.title("browse");
    std::thread::sleep(Duration::from_millis(300));
    let screen = browse.screen("browse", false);
    assert!(!title.contains("PWNED"), "{title}");
    assert!(!browse.buffers().contains("PWNED"), "clipboard written");
    // The carriage return is shown (as `?`), not obeyed: the fake figure
    // stays on the line of the real one.
    assert!(screen.contains("491 (24.54%)  hot?980,000"), "{screen}");
    let _ = browse.cmd(&["send-keys", "-t", "browse", "q"]);
    browse.wait_for("browse", "DONE");
    assert!(!browse.title("browse").contains("PWNED"));
}
