//! A profile full of escape sequences, shown in a real terminal (tmux):
//! the text report and the browser leave the terminal's title, clipboard
//! and screen as they were, and the names appear escaped. Needs tmux
//! (`.ci/run` installs it); its server runs in the foreground (`tmux -D`),
//! since it cannot daemonise where /dev/null is not a device.

mod support;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use support::TempDir;

/// A tmux server of its own, killed when dropped.
struct Tmux {
    socket: String,
    dir: PathBuf,
    server: Child,
}

impl Tmux {
    fn start(name: &str) -> Tmux {
        let socket = format!("cgann-hostile-{name}-{}", std::process::id());
        let dir = std::env::temp_dir().join(&socket);
        std::fs::create_dir_all(&dir).unwrap();
        let server = Command::new("tmux")
            .env("TMUX_TMPDIR", &dir)
            .args(["-D", "-L", &socket])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("tmux is needed for this test (.ci/run installs it): apt-get install tmux");
        Tmux { socket, dir, server }
    }

    fn cmd(&self, args: &[&str]) -> std::process::Output {
        Command::new("tmux")
            .env("TMUX_TMPDIR", &self.dir)
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .output()
            .expect("run tmux")
    }

    /// Runs `cgann ARGS` in `dir` in a new 120x40 window; the shell says
    /// DONE after it.
    fn open(&self, session: &str, dir: &Path, args: &str) {
        let script = format!(
            "cd '{}' && '{}' {args}; echo DONE; sleep 600",
            dir.display(),
            env!("CARGO_BIN_EXE_cgann")
        );
        let deadline = Instant::now() + Duration::from_secs(10);
        while !self
            .cmd(&[
                "new-session",
                "-d",
                "-s",
                session,
                "-x",
                "120",
                "-y",
                "40",
                "sh",
                "-c",
                &script,
            ])
            .status
            .success()
        {
            assert!(Instant::now() < deadline, "tmux new-session");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn screen(&self, session: &str) -> String {
        String::from_utf8_lossy(&self.cmd(&["capture-pane", "-p", "-t", session]).stdout).into_owned()
    }

    fn title(&self, session: &str) -> String {
        String::from_utf8_lossy(
            &self
                .cmd(&["display-message", "-p", "-t", session, "#{pane_title}"])
                .stdout,
        )
        .trim()
        .to_string()
    }

    fn buffers(&self) -> String {
        String::from_utf8_lossy(&self.cmd(&["list-buffers"]).stdout).into_owned()
    }

    /// Waits until the screen holds `text`.
    fn wait_for(&self, session: &str, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let screen = self.screen(session);
            if screen.contains(text) {
                return screen;
            }
            assert!(Instant::now() < deadline, "no {text:?} on the screen:\n{screen}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.cmd(&["kill-server"]);
        let _ = self.server.kill();
        let _ = self.server.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
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
    let screen = browse.screen("browse");
    assert!(!title.contains("PWNED"), "{title}");
    assert!(!browse.buffers().contains("PWNED"), "clipboard written");
    // The carriage return is shown (as `?`), not obeyed: the fake figure
    // stays on the line of the real one.
    assert!(screen.contains("491 (24.54%)  hot?980,000"), "{screen}");
    let _ = browse.cmd(&["send-keys", "-t", "browse", "q"]);
    browse.wait_for("browse", "DONE");
    assert!(!browse.title("browse").contains("PWNED"));
}
