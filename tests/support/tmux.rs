//! A tmux server of the test's own, for tests of cgann in a real terminal
//! (`send-keys` types, `capture-pane` reads the screen). Needs tmux
//! (`.ci/run` installs it). Its server is started in the foreground
//! (`tmux -D`), since it cannot daemonise where /dev/null is not a device.
#![allow(dead_code)]

use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// How long a screen is waited for: long, as a loaded machine runs a
/// debug build slowly; only a failing test waits that long.
const PATIENCE: Duration = Duration::from_secs(60);

/// A tmux server of its own, killed when dropped; its socket is in a
/// folder of its own (TMUX_TMPDIR), removed then.
pub struct Tmux {
    socket: String,
    dir: PathBuf,
    server: Child,
}

impl Tmux {
    pub fn start(name: &str) -> Tmux {
        let socket = format!("cgann-test-{name}-{}", std::process::id());
        let dir = std::env::temp_dir().join(&socket);
        std::fs::create_dir_all(&dir).expect("a folder for tmux's socket");
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

    pub fn cmd(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .env("TMUX_TMPDIR", &self.dir)
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .output()
            .expect("run tmux")
    }

    /// A new `w`x`h` window named `session` running `sh -c script`, once
    /// the server listens.
    pub fn run(&self, session: &str, w: u16, h: u16, script: &str) {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let (w, h) = (w.to_string(), h.to_string());
            let out = self.cmd(&[
                "new-session",
                "-d",
                "-s",
                session,
                "-x",
                &w,
                "-y",
                &h,
                "sh",
                "-c",
                script,
            ]);
            if out.status.success() {
                return;
            }
            // The server may not be listening yet.
            assert!(
                Instant::now() < deadline,
                "tmux new-session: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Types `keys` one at a time, as typed.
    pub fn keys(&self, session: &str, keys: &[&str]) {
        for k in keys {
            let out = self.cmd(&["send-keys", "-t", session, k]);
            assert!(out.status.success(), "send-keys {k}");
            std::thread::sleep(Duration::from_millis(30));
        }
    }

    /// The screen's text, with its escape sequences when `escapes`.
    pub fn screen(&self, session: &str, escapes: bool) -> String {
        let mut args = vec!["capture-pane", "-p", "-t", session];
        if escapes {
            args.push("-e");
        }
        String::from_utf8_lossy(&self.cmd(&args).stdout).into_owned()
    }

    /// Waits until the screen satisfies `ok`; fails with the last screen.
    pub fn wait(&self, session: &str, what: &str, ok: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let s = self.screen(session, false);
            if ok(&s) {
                return s;
            }
            assert!(Instant::now() < deadline, "waiting for {what}; the screen:\n{s}");
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
