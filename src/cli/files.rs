//! Files the command line names or implies: the default profile, source
//! files to annotate, and the current directory that names are shortened
//! by.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::Failure;

/// Source files named after the profile must exist, here or in an include
/// directory.
pub(super) fn user_files<'a>(
    files: impl Iterator<Item = &'a OsString>,
    include_dirs: &[String],
) -> Result<Vec<String>, Failure> {
    let mut out = Vec::new();
    for f in files {
        let name = f.to_string_lossy().into_owned();
        let exists = std::iter::once("")
            .chain(include_dirs.iter().map(String::as_str))
            .any(|dir| {
                let p = format!("{dir}{name}");
                !name.is_empty() && Path::new(&p).exists()
            });
        if !exists {
            let mut dirs = vec!["."];
            dirs.extend(include_dirs.iter().map(String::as_str));
            return Err(Failure::Error(format!(
                "source file {name} not found in any of: {}",
                dirs.join(" ")
            )));
        }
        out.push(name);
    }
    Ok(out)
}

/// The current directory + `/`, stripped from file names as
/// callgrind_annotate strips it. `$PWD` is preferred when it names the
/// current directory, as the shell's `pwd` (which the reference runs) does.
pub(super) fn current_dir_prefix() -> Option<Vec<u8>> {
    let physical = std::env::current_dir().ok()?;
    let logical = std::env::var_os("PWD")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute() && same_file(p, &physical))
        .unwrap_or(physical);
    let mut bytes = logical.to_string_lossy().into_owned().into_bytes();
    if bytes != b"/" {
        bytes.push(b'/');
    }
    Some(bytes)
}

#[cfg(unix)]
fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(a: &Path, b: &Path) -> bool {
    a == b
}

/// The files of the newest run in the current directory: the newest
/// `callgrind.out*` (else `cachegrind.out*`, see [`find_default_profile`])
/// with the other files the same run wrote, as KCachegrind loads them:
/// `callgrind.out.PID`, its thread files `-NN` (`--separate-threads=yes`)
/// and its dump files `.N` (`--dump-every-bb`, `--dump-before`, ...), in
/// that order.
pub(super) fn find_default_run() -> Option<Vec<PathBuf>> {
    let newest = find_default_profile()?;
    let name = newest.to_string_lossy().into_owned();
    // A newest file that is no file of its run's names (Xdebug's default
    // `cachegrind.out.PID.gz`) is read alone.
    let Some(base) = run_base(&name).filter(|base| run_member(&name, base).is_some()) else {
        return Some(vec![newest]);
    };
    let mut run: Vec<(RunKey, String)> = std::fs::read_dir(".")
        .ok()?
        .flatten()
        .filter(|e| std::fs::metadata(e.path()).is_ok_and(|m| m.is_file()))
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            Some((run_member(&name, base)?, name))
        })
        .collect();
    run.sort();
    Some(run.into_iter().map(|(_, name)| PathBuf::from(name)).collect())
}

/// (dump number, thread number) of a file of a run; the file without a
/// dump number (the last dump, or the only one) first.
type RunKey = (u64, u64);

/// The name shared by the files of the run that wrote `name`:
/// `callgrind.out.PID` of `callgrind.out.PID.N-NN`. `None` for a name with
/// nothing after `callgrind.out.`/`cachegrind.out.`.
fn run_base(name: &str) -> Option<&str> {
    let prefix = ["callgrind.out.", "cachegrind.out."]
        .into_iter()
        .find(|p| name.starts_with(p))?;
    let rest = &name[prefix.len()..];
    let id_len = rest.find(['.', '-']).unwrap_or(rest.len());
    (id_len > 0).then(|| &name[..prefix.len() + id_len])
}

/// Where `name` stands in the run of `base` (`base`, `base-NN`, `base.N`,
/// `base.N-NN`), if it is one of its files.
fn run_member(name: &str, base: &str) -> Option<RunKey> {
    let rest = name.strip_prefix(base)?;
    let number = |s: &str| -> Option<u64> {
        (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    };
    let (dump, thread) = match rest.split_once('-') {
        Some((dump, thread)) => (dump, Some(number(thread)?)),
        None => (rest, None),
    };
    let dump = match dump {
        "" => 0,
        d => number(d.strip_prefix('.')?)?.checked_add(1)?,
    };
    Some((dump, thread.unwrap_or(0)))
}

/// The profiles of a set without its empty files, each skipped with a
/// note: `--separate-threads=yes` leaves `callgrind.out.PID` empty beside
/// the thread files. A set of empty files only keeps them all (the first
/// then fails as empty input).
pub(super) fn skip_empty_files(paths: Vec<PathBuf>) -> Vec<PathBuf> {
    if paths.len() < 2 {
        return paths;
    }
    let is_empty =
        |p: &PathBuf| p.as_os_str() != "-" && std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.len() == 0);
    let (empty, kept): (Vec<PathBuf>, Vec<PathBuf>) = paths.into_iter().partition(is_empty);
    if kept.is_empty() {
        return empty;
    }
    for p in &empty {
        message!("cgann: {}: note: empty file, skipped", p.display());
    }
    kept
}

/// Whether `path` is an empty regular file named like a profile: what
/// `--separate-threads=yes` leaves as `callgrind.out.PID` beside the
/// thread files.
pub(super) fn is_empty_profile(path: &Path) -> bool {
    let named = path
        .file_name()
        .map(|n| n.to_string_lossy())
        .is_some_and(|n| n.starts_with("callgrind.out") || n.starts_with("cachegrind.out"));
    named && std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() == 0)
}

/// The newest `callgrind.out*`, else `cachegrind.out*`, in the current
/// directory. Times are compared to the second, and ties go to the first
/// name in byte order, so files written together resolve as
/// callgrind_annotate resolves them (it takes the first name).
pub(super) fn find_default_profile() -> Option<PathBuf> {
    for prefix in ["callgrind.out", "cachegrind.out"] {
        let mut best: Option<(u64, std::cmp::Reverse<OsString>)> = None;
        for entry in std::fs::read_dir(".").ok()?.flatten() {
            let name = entry.file_name();
            if !name.to_string_lossy().starts_with(prefix) {
                continue;
            }
            // Follows symbolic links: callgrind.out.1 -> ../run/profile is
            // a profile too.
            let Ok(meta) = std::fs::metadata(entry.path()) else {
                continue;
            };
            if !meta.is_file() {
                continue;
            }
            let secs = meta
                .modified()
                .ok()
                .and_then(|t| t.duration_since(SystemTime::UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_secs());
            let key = (secs, std::cmp::Reverse(name));
            if best.as_ref().is_none_or(|b| key > *b) {
                best = Some(key);
            }
        }
        if let Some((_, std::cmp::Reverse(name))) = best {
            return Some(PathBuf::from(name));
        }
    }
    None
}

/// Writes `path` through a new temporary file in the same directory,
/// renamed over `path` once complete: a failed write leaves `path` as it
/// was, and never half written.
///
/// Only a regular file (or a new one) is replaced so: a device or a named
/// pipe is written to as it is (a rename over `/dev/full` or a FIFO made
/// them regular files, and the write "succeeded"), and a symbolic link's
/// target is replaced, not the link.
pub(super) fn write_atomically(
    path: &Path,
    write: impl FnOnce(&mut dyn std::io::Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    use std::io::{BufWriter, Error, ErrorKind, Write as _};
    let resolved;
    let path = match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            // A link to a file not made yet: that file, made.
            resolved = std::fs::canonicalize(path).or_else(|_| {
                let target = std::fs::read_link(path)?;
                Ok::<_, Error>(path.parent().unwrap_or(Path::new("")).join(target))
            })?;
            resolved.as_path()
        }
        _ => path,
    };
    if std::fs::metadata(path).is_ok_and(|meta| !meta.is_file()) {
        let file = std::fs::OpenOptions::new().write(true).open(path)?;
        let mut out = BufWriter::with_capacity(256 * 1024, file);
        write(&mut out)?;
        return out.flush();
    }
    let name = path
        .file_name()
        .ok_or_else(|| Error::new(ErrorKind::InvalidInput, "not a file name"))?;
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut tmp_name = OsString::from(".");
    tmp_name.push(name);
    tmp_name.push(format!(".cgann-{}.tmp", std::process::id()));
    let tmp = dir.join(tmp_name);
    let result = (|| {
        // create_new: never through a file or link someone put there.
        let file = std::fs::OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        // The file replaced keeps its permissions (a 0600 profile stays
        // private).
        if let Ok(before) = std::fs::metadata(path) {
            file.set_permissions(before.permissions())?;
        }
        let mut out = BufWriter::with_capacity(256 * 1024, file);
        write(&mut out)?;
        let file = out.into_inner().map_err(|e| e.into_error())?;
        file.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_are_named_after_the_pid() {
        assert_eq!(run_base("callgrind.out.1234"), Some("callgrind.out.1234"));
        assert_eq!(run_base("callgrind.out.1234-02"), Some("callgrind.out.1234"));
        assert_eq!(run_base("callgrind.out.1234.3-02"), Some("callgrind.out.1234"));
        assert_eq!(run_base("callgrind.out.threads-01"), Some("callgrind.out.threads"));
        assert_eq!(run_base("cachegrind.out.99"), Some("cachegrind.out.99"));
        assert_eq!(run_base("callgrind.out"), None);
        assert_eq!(run_base("callgrind.out."), None);
    }

    #[test]
    fn members_of_a_run() {
        let base = "callgrind.out.1234";
        assert_eq!(run_member("callgrind.out.1234", base), Some((0, 0)));
        assert_eq!(run_member("callgrind.out.1234-02", base), Some((0, 2)));
        assert_eq!(run_member("callgrind.out.1234.1", base), Some((2, 0)));
        assert_eq!(run_member("callgrind.out.1234.1-03", base), Some((2, 3)));
        assert_eq!(run_member("callgrind.out.12345", base), None);
        assert_eq!(run_member("callgrind.out.1234.gz", base), None);
        assert_eq!(run_member("callgrind.out.1234-x", base), None);
        assert_eq!(run_member("callgrind.out.1234.", base), None);
    }
}
