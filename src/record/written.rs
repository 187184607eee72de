//! The profiles a run wrote, which of them to report on, and the
//! valgrind command recorded in each.
//!
//! With `--trace-children=yes` valgrind writes one `callgrind.out.PID`
//! per process: a shell script or `cargo run` leaves the shell's or
//! cargo's beside the program's. The report is on the program's: the
//! first process (in pid order) that is not a known wrapper or build tool,
//! with every other process of the same program (a program that forks
//! itself) summed with it.

use std::collections::HashMap;
use std::fs;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// Programs that start the one the user means: shells, launchers, cargo
/// and the build tools it may run first.
const WRAPPERS: &[&str] = &[
    "sh", "bash", "dash", "zsh", "ksh", "fish", "env", "nice", "nohup", "timeout", "time", "setarch", "xargs", "cargo",
    "rustup", "rustc", "cc", "gcc", "g++", "c++", "clang", "clang++", "cc1", "cc1plus", "as", "ld", "collect2", "make",
    "pyenv", "uv", "npm", "npx",
];

/// Whether the program `name` (a path, or a name in PATH) is a script.
fn is_script(name: &str) -> bool {
    let mut start = [0u8; 2];
    super::preflight::resolve(name.as_ref())
        .and_then(|p| fs::File::open(p).ok())
        .is_some_and(|mut f| io::Read::read_exact(&mut f, &mut start).is_ok() && &start == b"#!")
}

/// One profile file a run wrote.
#[derive(Debug, Clone)]
pub struct Written {
    pub path: PathBuf,
    /// The process id in its name (`callgrind.out.PID`).
    pub pid: u64,
    /// Its `cmd:` line (the process's command).
    pub cmd: String,
}

impl Written {
    /// The program its `cmd:` names, without directories.
    pub fn program(&self) -> &str {
        let first = self.cmd.split_whitespace().next().unwrap_or("");
        first.rsplit('/').next().unwrap_or(first)
    }

    /// A known wrapper, or a script (its interpreter's profile is named
    /// after the script).
    fn is_wrapper(&self) -> bool {
        let first = self.cmd.split_whitespace().next().unwrap_or("");
        WRAPPERS.contains(&self.program()) || is_script(first)
    }
}

/// (length, modification time) of each `callgrind.out.*` in `dir`: what
/// was there before the run.
pub type Snapshot = HashMap<PathBuf, (u64, Option<SystemTime>)>;

pub fn snapshot(dir: &Path) -> Snapshot {
    let mut out = Snapshot::new();
    for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
        if let Ok(meta) = entry.metadata() {
            out.insert(entry.path(), (meta.len(), meta.modified().ok()));
        }
    }
    out
}

/// The pid of a profile named `callgrind.out.PID` (with `.N` or `-NN`
/// after it: dumps and threads of the process).
fn pid_of(name: &str) -> Option<u64> {
    let rest = name.strip_prefix("callgrind.out.")?;
    let digits = &rest[..rest.find(['.', '-']).unwrap_or(rest.len())];
    digits.parse().ok()
}

/// The profiles in `dir` that are new or changed since `before`, in pid
/// (then name) order.
pub fn written_since(dir: &Path, before: &Snapshot) -> Vec<Written> {
    let now = snapshot(dir);
    let mut out: Vec<Written> = now
        .iter()
        .filter(|(path, state)| before.get(*path) != Some(state))
        .filter_map(|(path, _)| {
            let pid = pid_of(&path.file_name()?.to_string_lossy())?;
            Some(Written {
                path: path.clone(),
                pid,
                cmd: header_value(path, "cmd:").unwrap_or_default(),
            })
        })
        .collect();
    out.sort_by(|a, b| (a.pid, &a.path).cmp(&(b.pid, &b.path)));
    out
}

/// The value of the first header line starting with `key` (before the
/// first `fn=`).
fn header_value(path: &Path, key: &str) -> Option<String> {
    let file = fs::File::open(path).ok()?;
    for line in BufReader::new(file).split(b'\n').take(200) {
        let line = line.ok()?;
        let line = String::from_utf8_lossy(&line);
        if let Some(v) = line.strip_prefix(key) {
            return Some(v.trim().to_string());
        }
        if line.starts_with("fn=") {
            break;
        }
    }
    None
}

/// Which profiles to report on (indices into `written`) and, when there
/// were several, a sentence saying which and why.
pub fn choose(written: &[Written]) -> (Vec<usize>, Option<String>) {
    if written.len() <= 1 {
        return ((0..written.len()).collect(), None);
    }
    let main = written.iter().position(|w| !w.is_wrapper()).unwrap_or(0);
    let program = written[main].program();
    let chosen: Vec<usize> = (0..written.len())
        .filter(|&i| written[i].program() == program)
        .collect();
    let others: Vec<String> = (0..written.len())
        .filter(|i| !chosen.contains(i))
        .map(|i| format!("{} ({})", written[i].path.display(), written[i].cmd))
        .collect();
    let what = if chosen.len() == 1 {
        format!(
            "the report is on {} ({})",
            written[main].path.display(),
            written[main].cmd
        )
    } else {
        format!(
            "the report sums the {} processes of {program} ({})",
            chosen.len(),
            chosen
                .iter()
                .map(|&i| written[i].path.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    let note = if others.is_empty() {
        what
    } else {
        format!("{what}; the other processes' profiles: {}", others.join(", "))
    };
    (chosen, Some(note))
}

/// Adds `desc: Valgrind command: COMMAND` after the first part's header
/// `desc:` lines (or before its `events:` line), so the profile says how it was made;
/// callgrind itself records only the program's command (`cmd:`).
pub fn add_command_desc(path: &Path, command: &str) -> io::Result<()> {
    let mut tmp_name = path.file_name().unwrap_or_default().to_os_string();
    tmp_name.push(".cgann-record.tmp");
    let tmp = path.with_file_name(tmp_name);
    let result = (|| {
        let mut input = BufReader::new(fs::File::open(path)?);
        let mut out = BufWriter::new(fs::File::create(&tmp)?);
        let mut line = Vec::new();
        let mut seen_desc = false;
        let mut done = false;
        let desc = format!("desc: Valgrind command: {}\n", command.replace('\n', " "));
        loop {
            line.clear();
            if input.read_until(b'\n', &mut line)? == 0 {
                break;
            }
            if !done {
                let is_desc = line.starts_with(b"desc:");
                let header_ends = line.starts_with(b"events:") || line.starts_with(b"fl=");
                if (seen_desc && !is_desc) || header_ends {
                    out.write_all(desc.as_bytes())?;
                    done = true;
                }
                seen_desc |= is_desc;
            }
            out.write_all(&line)?;
        }
        out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(pid: u64, cmd: &str) -> Written {
        Written {
            path: PathBuf::from(format!("callgrind.out.{pid}")),
            pid,
            cmd: cmd.into(),
        }
    }

    #[test]
    fn pids() {
        assert_eq!(pid_of("callgrind.out.123"), Some(123));
        assert_eq!(pid_of("callgrind.out.123-02"), Some(123));
        assert_eq!(pid_of("callgrind.out.123.4"), Some(123));
        assert_eq!(pid_of("callgrind.out.x"), None);
        assert_eq!(pid_of("cachegrind.out.1"), None);
    }

    #[test]
    fn the_program_not_its_wrappers() {
        let run = [
            w(10, "/usr/bin/cargo run --release"),
            w(11, "/home/u/.rustup/bin/rustc --crate-name x"),
            w(12, "target/release/prog a b"),
            w(13, "target/release/prog --child"),
            w(14, "/bin/sh -c ls"),
        ];
        let (chosen, note) = choose(&run);
        assert_eq!(chosen, vec![2, 3]);
        let note = note.unwrap();
        assert!(note.starts_with("the report sums the 2 processes of prog"), "{note}");
        assert!(
            note.contains("callgrind.out.10 (/usr/bin/cargo run --release)"),
            "{note}"
        );
        let (chosen, note) = choose(&[w(5, "./prog")]);
        assert_eq!((chosen, note), (vec![0], None));
        // Only wrappers: the first.
        let (chosen, _) = choose(&[w(5, "/bin/sh ./x.sh"), w(6, "/bin/bash -c y")]);
        assert_eq!(chosen, vec![0]);
    }
}
