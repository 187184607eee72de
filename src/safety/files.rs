//! Which files a profile may make cgann print.
//!
//! Source annotation prints the files the profile names (`fl=`, `fi=`),
//! and whoever made the profile chose those names: `fl=/proc/self/environ`
//! would print a CI job's secrets into its log, `fl=.git/config` the token
//! of its checkout. A file is annotated only when all of these hold
//! ([`admit`]), with symbolic links and `..` resolved first:
//! - it is a regular file, and not under `/proc`, `/sys` or `/dev` (whose
//!   "regular" files are the kernel's views of processes and devices);
//! - it lies under one of the allowed roots: by default the current
//!   directory, the `-I` directories, the directories of the profiles read
//!   and the system headers ([`SYSTEM_SOURCE_DIRS`]); `--source-root` names
//!   them instead, and `--sources-anywhere` allows any place;
//! - nothing below that root starts with a dot (`.git/`, `.ssh/`, `.env`);
//! - it is text: no NUL byte in its first 8 KiB (git's test).
//!
//! Each file refused is remembered ([`refuse`]) and named in one note
//! after the report ([`note_refused`]), with the reason.

use std::io::Read;
use std::path::{Component, Path, PathBuf};
use std::sync::Mutex;

/// Directories of system headers and sources, annotated like the user's
/// own by default: callgrind_annotate's reports of ordinary programs show
/// `/usr/include/...` files.
pub const SYSTEM_SOURCE_DIRS: &[&str] = &["/usr/include", "/usr/local/include", "/usr/lib/gcc", "/usr/src"];

/// Places that hold no sources but the kernel's views of processes and
/// devices: never read.
const SPECIAL_DIRS: &[&str] = &["/proc", "/sys", "/dev"];

/// The bytes read to decide whether a file is text.
const TEXT_PROBE: usize = 8192;

/// Why a file was not annotated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Not a regular file, or one under /proc, /sys or /dev.
    Special,
    /// A directory or file whose name starts with a dot is on its way.
    Hidden,
    /// Not text (a NUL byte near its start), or a line past the cap.
    NotText,
    /// Outside the allowed roots.
    Outside,
    /// The same file (device and inode) annotated under too many names.
    Repeated,
}

impl Refusal {
    /// Every refusal, in the order the note names them.
    const ALL: [Refusal; 5] = [
        Refusal::Special,
        Refusal::Hidden,
        Refusal::NotText,
        Refusal::Outside,
        Refusal::Repeated,
    ];

    fn reason(self) -> &'static str {
        match self {
            Refusal::Special => "special files",
            Refusal::Hidden => "in dot-directories or dot-files",
            Refusal::NotText => "not text",
            Refusal::Outside => {
                "outside the current directory, the -I directories, the profile's and the system headers \
                 (--sources-anywhere or --source-root=DIR reads them)"
            }
            Refusal::Repeated => "the same file as 8 names annotated before",
        }
    }
}

/// The roots a source file is allowed under by default: the current
/// directory, the include directories, the directories of the profiles
/// and the system header directories (those that exist), resolved.
pub fn default_roots<'a>(include_dirs: &[String], profiles: impl IntoIterator<Item = &'a Path>) -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> = Vec::new();
    let mut add = |p: &Path| {
        if let Ok(real) = std::fs::canonicalize(p)
            && !roots.contains(&real)
        {
            roots.push(real);
        }
    };
    add(Path::new("."));
    for d in include_dirs {
        add(Path::new(d));
    }
    for p in profiles {
        match p.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => add(dir),
            _ => add(Path::new(".")),
        }
    }
    for d in SYSTEM_SOURCE_DIRS {
        add(Path::new(d));
    }
    roots
}

/// Whether `path` (an existing file) may be annotated under `roots` (none:
/// anywhere): its resolved path, or why not.
pub fn admit(path: &Path, roots: &[PathBuf]) -> Result<PathBuf, Refusal> {
    let real = std::fs::canonicalize(path).map_err(|_| Refusal::Special)?;
    if SPECIAL_DIRS.iter().any(|d| real.starts_with(d)) {
        return Err(Refusal::Special);
    }
    if !std::fs::metadata(&real).is_ok_and(|m| m.is_file()) {
        return Err(Refusal::Special);
    }
    let hidden_below = |root: &Path| {
        real.strip_prefix(root).ok().map(|rest| {
            rest.components()
                .any(|c| matches!(c, Component::Normal(n) if n.as_encoded_bytes().first() == Some(&b'.')))
        })
    };
    let verdict = if roots.is_empty() {
        hidden_below(Path::new("/"))
    } else {
        // Admitted if some root holds it with no dot below; hidden if the
        // roots that hold it all see a dot.
        roots.iter().filter_map(|r| hidden_below(r)).reduce(|a, b| a && b)
    };
    match verdict {
        None => return Err(Refusal::Outside),
        Some(true) => return Err(Refusal::Hidden),
        Some(false) => {}
    }
    if !is_text(&real) {
        return Err(Refusal::NotText);
    }
    Ok(real)
}

/// No NUL byte in the first [`TEXT_PROBE`] bytes.
fn is_text(path: &Path) -> bool {
    let Ok(file) = std::fs::File::open(path) else {
        return false;
    };
    let mut head = Vec::with_capacity(TEXT_PROBE);
    file.take(TEXT_PROBE as u64).read_to_end(&mut head).is_ok() && !head.contains(&0)
}

/// The whole of a file, or `None` when it is larger than `cap` bytes (or
/// cannot be read).
pub fn read_capped(path: &Path, cap: u64) -> Option<Vec<u8>> {
    let file = std::fs::File::open(path).ok()?;
    let mut text = Vec::new();
    file.take(cap + 1).read_to_end(&mut text).ok()?;
    (text.len() as u64 <= cap).then_some(text)
}

/// A file's identity: its device and inode.
#[cfg(unix)]
pub fn identity(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

#[cfg(not(unix))]
pub fn identity(path: &Path) -> Option<(u64, u64)> {
    let _ = path;
    None
}

/// The names one file may be annotated under: real profiles give a header
/// two or three (`include/util.h`, `lib/../include/util.h`), each
/// annotated as callgrind_annotate does; a hostile one may give it
/// thousands, each read and printed again.
pub const NAMES_PER_FILE: u32 = 8;

/// Counts the names each file (by identity) was annotated under.
#[derive(Default)]
pub struct Repeats {
    seen: std::collections::HashMap<(u64, u64), u32>,
}

impl Repeats {
    /// Whether the file at `path` may be annotated once more.
    pub fn admit(&mut self, path: &Path) -> bool {
        let Some(id) = identity(path) else { return true };
        let n = self.seen.entry(id).or_insert(0);
        *n += 1;
        *n <= NAMES_PER_FILE
    }
}

/// The files refused since the last note, by name as the profile gives it.
static REFUSED: Mutex<Vec<(Vec<u8>, Refusal)>> = Mutex::new(Vec::new());

/// Remembers that `name` was not annotated, and why.
pub fn refuse(name: &[u8], why: Refusal) {
    let mut refused = REFUSED.lock().unwrap_or_else(|e| e.into_inner());
    if !refused.iter().any(|(n, _)| n == name) {
        refused.push((name.to_vec(), why));
    }
}

/// The one note naming every file refused so far (and forgets them), or
/// `None` when there were none.
pub fn refused_note() -> Option<String> {
    let refused = std::mem::take(&mut *REFUSED.lock().unwrap_or_else(|e| e.into_inner()));
    if refused.is_empty() {
        return None;
    }
    let groups: Vec<String> = Refusal::ALL
        .iter()
        .filter_map(|&why| {
            let names: Vec<String> = refused
                .iter()
                .filter(|(_, w)| *w == why)
                .map(|(name, _)| super::terminal::stderr_text(name))
                .collect();
            (!names.is_empty()).then(|| format!("{}: {}", why.reason(), names.join(", ")))
        })
        .collect();
    let files = if refused.len() == 1 { "file" } else { "files" };
    Some(format!(
        "cgann: note: {} {files} not annotated, for safety: {}",
        refused.len(),
        groups.join("; ")
    ))
}

/// Prints [`refused_note`] on stderr, if there is one.
pub fn note_refused() {
    if let Some(note) = refused_note() {
        message!("{note}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch() -> PathBuf {
        let dir = std::env::temp_dir().join(format!("cgann-safety-files-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join(".git")).unwrap();
        std::fs::create_dir_all(dir.join("src")).unwrap();
        std::fs::write(dir.join("src/a.c"), "int main;\n").unwrap();
        std::fs::write(dir.join(".git/config"), "token\n").unwrap();
        std::fs::write(dir.join("src/blob.c"), b"\x7fELF\0\0").unwrap();
        std::fs::canonicalize(&dir).unwrap()
    }

    #[test]
    fn what_is_admitted() {
        let dir = scratch();
        let roots = vec![dir.clone()];
        assert_eq!(admit(&dir.join("src/a.c"), &roots), Ok(dir.join("src/a.c")));
        assert_eq!(admit(&dir.join("src/../src/a.c"), &roots), Ok(dir.join("src/a.c")));
        assert_eq!(admit(&dir.join(".git/config"), &roots), Err(Refusal::Hidden));
        assert_eq!(admit(&dir.join("src/blob.c"), &roots), Err(Refusal::NotText));
        assert_eq!(admit(&dir.join("src"), &roots), Err(Refusal::Special));
        assert_eq!(admit(Path::new("/proc/self/environ"), &[]), Err(Refusal::Special));
        assert_eq!(admit(&dir.join("src/a.c"), &[dir.join("src/x")]), Err(Refusal::Outside));
        // A root inside a dot-directory admits what is below it.
        assert!(admit(&dir.join(".git/config"), &[dir.join(".git")]).is_ok());
        // Anywhere: still no dot-directory.
        assert_eq!(admit(&dir.join(".git/config"), &[]), Err(Refusal::Hidden));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
