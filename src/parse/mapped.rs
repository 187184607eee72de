//! A plain file mapped into memory, for [`super::reader::LineReader::mapped`]
//! to cut its lines in place instead of copying them out of the page cache
//! with `read()`.
//!
//! Measured on the 50 MB benchmark profile (bench/README.md): the `read()`
//! copy was the biggest kernel entry of the plain table's samples (4% of
//! them), and loading it copied made the table about 4% slower in wall
//! time than reading in place. Bigger files are not mapped
//! ([`MAPPED_MAX`]): their mapped pages would count in the resident size,
//! which for them is bounded by the model, not the file.
//!
//! A file that shrinks while mapped makes reading its lost pages raise
//! SIGBUS; the handler turns that into the usual one-line error and exit
//! status instead of a crash.

use std::fs::File;
use std::io;
use std::path::Path;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// The largest file read in place.
pub const MAPPED_MAX: u64 = 128 << 20;

/// A read-only mapping of a whole file (at least one byte).
pub struct Mapped {
    map: memmap2::Mmap,
}

impl Mapped {
    /// Maps `file` (at `path`: the error message names it if it shrinks).
    pub fn new(file: &File, path: &Path) -> io::Result<Mapped> {
        if file.metadata()?.len() == 0 {
            return Err(io::Error::new(io::ErrorKind::InvalidInput, "nothing to map"));
        }
        on_bus_error(path);
        // SAFETY: a read-only private mapping of an open file. Its bytes are
        // only read as bytes, no invariant rests on them staying the same,
        // and reading past a shrunk end is the SIGBUS handled above.
        let map = unsafe { memmap2::MmapOptions::new().map(file)? };
        Ok(Mapped { map })
    }

    pub fn bytes(&self) -> &[u8] {
        &self.map
    }
}

/// The message the SIGBUS handler prints: it names the first file mapped,
/// unless another has been mapped since (`--diff` maps two; which one
/// shrank is not known then).
static BUS_MESSAGE: OnceLock<(std::path::PathBuf, Vec<u8>)> = OnceLock::new();
static SEVERAL_MAPPED: AtomicBool = AtomicBool::new(false);
const ANY_SHRANK: &[u8] = b"cgann: an input file shrank while it was being read\n";

#[cfg(unix)]
fn on_bus_error(path: &Path) {
    let mut installed = false;
    let (first, _) = BUS_MESSAGE.get_or_init(|| {
        installed = true;
        let message = format!("cgann: {}: the file shrank while it was being read\n", path.display());
        (path.to_path_buf(), message.into_bytes())
    });
    if first != path {
        SEVERAL_MAPPED.store(true, Ordering::Release);
    }
    if installed {
        // SAFETY: installs a handler that only calls async-signal-safe
        // functions (write, _exit) on a message set before it.
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = bus_error as extern "C" fn(libc::c_int) as libc::sighandler_t;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(libc::SIGBUS, &action, std::ptr::null_mut());
        }
    }
}

#[cfg(not(unix))]
fn on_bus_error(_: &Path) {}

#[cfg(unix)]
extern "C" fn bus_error(_: libc::c_int) {
    let message = match BUS_MESSAGE.get() {
        Some(_) if SEVERAL_MAPPED.load(Ordering::Acquire) => Some(ANY_SHRANK),
        Some((_, message)) => Some(message.as_slice()),
        None => None,
    };
    if let Some(message) = message {
        // SAFETY: write and _exit are async-signal-safe; the message lives
        // as long as the process.
        unsafe {
            libc::write(2, message.as_ptr().cast(), message.len());
        }
    }
    // SAFETY: as above.
    unsafe { libc::_exit(crate::exit::ERROR) }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    /// In a child process (the test binary run again for just this test):
    /// maps a file, truncates it, and reads what was cut off.
    #[test]
    fn a_file_shrinking_under_the_mapping_is_an_error_not_a_crash() {
        if let Some(path) = std::env::var_os("CGANN_SHRINK_CHILD") {
            let path = std::path::PathBuf::from(path);
            std::fs::write(&path, vec![b'x'; 3 * 4096]).unwrap();
            let map = Mapped::new(&File::open(&path).unwrap(), &path).unwrap();
            std::fs::OpenOptions::new()
                .write(true)
                .open(&path)
                .unwrap()
                .set_len(0)
                .unwrap();
            let last = map.bytes()[3 * 4096 - 1];
            panic!("read {last} past the end");
        }
        let path = std::env::temp_dir().join(format!("cgann-shrink-{}", std::process::id()));
        let exe = std::env::current_exe().unwrap();
        let name = "parse::mapped::tests::a_file_shrinking_under_the_mapping_is_an_error_not_a_crash";
        let out = std::process::Command::new(exe)
            .args(["--exact", name, "--nocapture", "--test-threads=1"])
            .env("CGANN_SHRINK_CHILD", &path)
            .output()
            .unwrap();
        let _ = std::fs::remove_file(&path);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(crate::exit::ERROR), "{stderr}");
        let want = format!("cgann: {}: the file shrank while it was being read\n", path.display());
        assert!(stderr.ends_with(&want), "{stderr}");
    }

    #[test]
    fn an_empty_file_is_not_mapped() {
        let path = std::env::temp_dir().join(format!("cgann-empty-map-{}", std::process::id()));
        std::fs::write(&path, b"").unwrap();
        let mapped = Mapped::new(&File::open(&path).unwrap(), &path);
        let _ = std::fs::remove_file(&path);
        assert!(mapped.is_err());
    }
}
