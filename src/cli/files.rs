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
pub(super) fn write_atomically(
    path: &Path,
    write: impl FnOnce(&mut dyn std::io::Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    use std::io::{BufWriter, Error, ErrorKind};
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
