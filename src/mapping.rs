//! A plain file mapped into memory, read in place.
//!
//! The split load of a profile up to [`IN_PLACE_MAX`] parses the mapped
//! bytes where they are and keeps its names there too, instead of copying
//! both out of the page cache: on the 50 MB benchmark profile reading with
//! `read()` into a buffer copied 54 MB (paired wall ratio 0.968 mapped, 40
//! pairs) and copying the names touched 13 MB of fresh memory, some 3,200
//! page faults (ratio 0.961 more with names in place; faults 11,250 ->
//! 8,100). The mapped pages count in the process's resident size (they are
//! the page cache's, shared, not extra memory), which is why bigger files
//! are read and copied as before: their memory stays bounded by the
//! model, not the file.
//!
//! A file that shrinks while it is mapped makes reading the lost pages
//! raise SIGBUS; a handler turns that into the usual one-line error and
//! exit status instead of a crash.

use std::fs::File;
use std::io;
use std::path::Path;
use std::sync::atomic::{AtomicPtr, Ordering};

/// The largest file read in place.
pub const IN_PLACE_MAX: u64 = 128 << 20;

/// A read-only private mapping of a whole file.
pub struct Mapping {
    ptr: *const u8,
    len: usize,
}

// SAFETY: the mapping is read-only and owned: no thread writes through it,
// and it is unmapped once, on drop.
unsafe impl Send for Mapping {}
// SAFETY: as above; shared reads of read-only memory.
unsafe impl Sync for Mapping {}

impl Mapping {
    /// Maps `file` (at `path`, named in the error if it shrinks), of `len`
    /// bytes (at least one).
    #[cfg(unix)]
    pub fn new(file: &File, path: &Path, len: u64) -> io::Result<Mapping> {
        use std::os::unix::io::AsRawFd;
        let len = usize::try_from(len)
            .ok()
            .filter(|&len| len > 0)
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "nothing to map"))?;
        on_bus_error(path);
        // SAFETY: a fresh read-only private mapping of an open file; the
        // kernel picks the address. Its bytes are only ever read as bytes
        // (no invariant rests on them staying the same), and reading past
        // a shrunk end is the SIGBUS handled above.
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ,
                libc::MAP_PRIVATE,
                file.as_raw_fd(),
                0,
            )
        };
        if ptr == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        Ok(Mapping {
            ptr: ptr as *const u8,
            len,
        })
    }

    #[cfg(not(unix))]
    pub fn new(_: &File, _: &Path, _: u64) -> io::Result<Mapping> {
        Err(io::Error::new(io::ErrorKind::Unsupported, "no mapping here"))
    }

    pub fn bytes(&self) -> &[u8] {
        // SAFETY: `ptr` maps `len` readable bytes until drop.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }

    /// Whether `part` lies inside the mapping, and where.
    #[inline]
    pub fn offset_of(&self, part: &[u8]) -> Option<usize> {
        let at = (part.as_ptr() as usize).wrapping_sub(self.ptr as usize);
        (at <= self.len && part.len() <= self.len - at).then_some(at)
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        #[cfg(unix)]
        // SAFETY: unmaps what `new` mapped, once; no borrow of `bytes`
        // outlives `self`.
        unsafe {
            libc::munmap(self.ptr as *mut libc::c_void, self.len);
        }
    }
}

/// `bytes` written to a temporary file (named after `name`), mapped; the
/// file is removed (the mapping stays valid).
#[cfg(test)]
pub(crate) fn mapped_for_test(bytes: &[u8], name: &str) -> std::sync::Arc<Mapping> {
    let path = std::env::temp_dir().join(format!("cgann-{name}-{}", std::process::id()));
    std::fs::write(&path, bytes).unwrap();
    let map = Mapping::new(&File::open(&path).unwrap(), &path, bytes.len() as u64).unwrap();
    let _ = std::fs::remove_file(&path);
    std::sync::Arc::new(map)
}

/// The message the SIGBUS handler prints: the mapped file's, or one for
/// any of them once several are mapped (which one shrank is not known).
static BUS_MESSAGE: AtomicPtr<Vec<u8>> = AtomicPtr::new(std::ptr::null_mut());

#[cfg(unix)]
fn on_bus_error(path: &Path) {
    let message = if BUS_MESSAGE.load(Ordering::Acquire).is_null() {
        format!("cgann: {}: the file shrank while it was being read\n", path.display())
    } else {
        "cgann: an input file shrank while it was being read\n".to_string()
    };
    // Leaked: the handler may read it at any time (a few bytes per mapped
    // input).
    let message = Box::into_raw(Box::new(message.into_bytes()));
    if BUS_MESSAGE.swap(message, Ordering::AcqRel).is_null() {
        // SAFETY: installs a handler that only calls async-signal-safe
        // functions (write, _exit).
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = bus_error as extern "C" fn(libc::c_int) as libc::sighandler_t;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(libc::SIGBUS, &action, std::ptr::null_mut());
        }
    }
}

#[cfg(unix)]
extern "C" fn bus_error(_: libc::c_int) {
    let message = BUS_MESSAGE.load(Ordering::Acquire);
    // SAFETY: the pointer is null or a leaked, never freed message.
    if let Some(message) = unsafe { message.as_ref() } {
        // SAFETY: write and _exit are async-signal-safe.
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
            let file = File::open(&path).unwrap();
            let map = Mapping::new(&file, &path, 3 * 4096).unwrap();
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
        let name = "mapping::tests::a_file_shrinking_under_the_mapping_is_an_error_not_a_crash";
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
    fn offsets_of_parts() {
        let map = mapped_for_test(b"abcdef", "offsets");
        let bytes = map.bytes();
        assert_eq!(bytes, b"abcdef");
        assert_eq!(map.offset_of(&bytes[2..5]), Some(2));
        assert_eq!(map.offset_of(&bytes[6..]), Some(6));
        assert_eq!(map.offset_of(b"abc"), None);
        let null = Path::new("/dev/null");
        assert!(Mapping::new(&File::open(null).unwrap(), null, 0).is_err());
    }
}
