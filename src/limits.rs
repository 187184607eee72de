//! Caps that keep memory and time bounded by the input, whatever a profile
//! says (docs/safety.md).
//!
//! A profile is untrusted input: whoever controls the profiled program
//! controls every name in it. Three kinds of text can grow far past the
//! bytes that describe them, and each has a cap here:
//! - names `--compress-mangled=yes` rebuilds from earlier ids
//!   (`fn=(9) (8)'(8)` doubles the name of id 8): [`REBUILT_NAME_CAP`];
//! - demangled names (an Itanium substitution repeats a whole earlier
//!   part, so 256 bytes can demangle to 100 MB): [`DEMANGLED_NAME_CAP`];
//! - the two together, per loaded input: [`NAME_GROWTH_BUDGET`].
//!
//! Past a cap the name stays as written (compressed or mangled) and the
//! load goes on: a warning counts such names ([`names_kept_as_written`]),
//! never an abort. Source lines read for annotation have their own cap
//! ([`SOURCE_LINE_CAP`]), and decompressed input its total
//! ([`decompressed_cap`], raised with `--max-input`), the objects'
//! dependency lists in JSON theirs ([`LISTED_NEEDS_CAP`]), and `--asm` its
//! objdump runs ([`OBJDUMP_RUN_CAP`]).

use std::sync::atomic::{AtomicU64, Ordering};

/// The longest name `--compress-mangled=yes` may rebuild: a context of 30
/// callers with C++ names of a few KB each fits many times over.
pub const REBUILT_NAME_CAP: usize = 1 << 20;

/// The longest demangled name: real C++ names, templates included, stay
/// far below 64 KiB; the cap also bounds the demangler's time (it stops
/// writing at the cap).
pub const DEMANGLED_NAME_CAP: usize = 64 << 10;

/// The bytes of rebuilt and demangled names one input may add to what it
/// spells out: the 50 MB benchmark profile's 91,000 names hold 15 MB in
/// all.
pub const NAME_GROWTH_BUDGET: usize = 256 << 20;

/// The longest source line read for annotation; a file with a longer line
/// is no source text (a data file, or one without newlines) and is not
/// annotated.
pub const SOURCE_LINE_CAP: usize = 1 << 20;

/// The largest source file read whole (for the source lines shown among
/// machine code): a larger one is left out.
pub const SOURCE_FILE_CAP: u64 = 64 << 20;

/// The most objects one object's `needs` (and `loaded`) list in JSON
/// names: a profile of 20,000 objects whose needs are assumed from their
/// names would otherwise list 4 * 10^8 pairs. Real objects need a few
/// dozen; the text report cuts the lists at `--top` instead.
pub const LISTED_NEEDS_CAP: usize = 256;

/// The most objdump runs one `--asm` report starts. Each run first reads
/// the object's symbols and line table (20-30 ms on CPython's libpython),
/// so a 1 MB profile naming 901 functions scattered over an object took
/// 17.9 s; real reports need a few dozen (the 50 MB benchmark profile's
/// top 20 functions: 11). Past the cap a function shows its recorded
/// addresses with a note, as when its object is missing.
pub const OBJDUMP_RUN_CAP: usize = 100;

/// Decompressed bytes one compressed input may give per compressed byte
/// read, unless `--max-input` says otherwise: real profiles compress 5 to
/// 30 times (xz -9 on the 50 MB benchmark profile: 24), while a bomb of
/// repeated lines gives thousands of times its size, each line an entry of
/// the model.
pub const DECOMPRESSION_RATIO: u64 = 100;

/// The decompressed bytes any compressed input may give, whatever its size
/// ([`DECOMPRESSION_RATIO`] is for the larger ones): a 291 KB gzip file of
/// 200 MB of `+1 1` lines took 2.3 GB and 163 s under a floor of 256 MB.
pub const DECOMPRESSED_FLOOR: u64 = 64 << 20;

/// `--max-input=SIZE`: the decompressed bytes allowed per compressed input,
/// in place of [`DECOMPRESSED_FLOOR`] and [`DECOMPRESSION_RATIO`] (0: as
/// those say).
static MAX_INPUT: AtomicU64 = AtomicU64::new(0);

/// Sets `--max-input` for the inputs opened from now on.
pub fn set_max_input(bytes: u64) {
    MAX_INPUT.store(bytes, Ordering::Relaxed);
}

/// The decompressed bytes allowed once `compressed` bytes have been read.
pub fn decompressed_cap(compressed: u64) -> u64 {
    match MAX_INPUT.load(Ordering::Relaxed) {
        0 => DECOMPRESSED_FLOOR.max(compressed.saturating_mul(DECOMPRESSION_RATIO)),
        set => set,
    }
}

/// The error for an input that decompresses past its cap.
pub fn decompressed_too_much(cap: u64) -> String {
    format!(
        "decompresses to more than {} MB, past the limit for compressed input \
         (64 MB, or 100 times the compressed size); --max-input=SIZE raises it",
        cap / 1_000_000
    )
}

/// Parses `--max-input`'s value: bytes, with an optional K, M, G or T
/// suffix (powers of 1024).
pub fn parse_size(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let (digits, shift) = match t.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => {
            let shift = match c.to_ascii_uppercase() {
                'K' => 10,
                'M' => 20,
                'G' => 30,
                'T' => 40,
                _ => return Err(format!("{text}: a size is a number with K, M, G or T after it")),
            };
            (&t[..i], shift)
        }
        _ => (t, 0),
    };
    let n: u64 = digits
        .parse()
        .map_err(|_| format!("{text}: a size is a number with K, M, G or T after it"))?;
    n.checked_mul(1u64 << shift)
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("{text}: the size must be above 0 and below 2^64"))
}

/// Names left as written because a cap was reached, since the start of the
/// process: the CLI reports them in one warning after loading.
static KEPT_AS_WRITTEN: AtomicU64 = AtomicU64::new(0);

/// Counts a name left as written (mangled) because of a cap.
pub fn note_name_kept_as_written() {
    KEPT_AS_WRITTEN.fetch_add(1, Ordering::Relaxed);
}

/// The names left as written since the last call (and resets the count).
pub fn names_kept_as_written() -> u64 {
    KEPT_AS_WRITTEN.swap(0, Ordering::Relaxed)
}

/// What is left of a byte budget: each grant is taken from it, and a grant
/// that does not fit is refused (and leaves the budget as it was).
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    left: usize,
}

impl Budget {
    pub const fn new(bytes: usize) -> Self {
        Budget { left: bytes }
    }

    /// Takes `bytes` if they fit.
    pub fn take(&mut self, bytes: usize) -> bool {
        match self.left.checked_sub(bytes) {
            Some(left) => {
                self.left = left;
                true
            }
            None => false,
        }
    }
}

impl Default for Budget {
    fn default() -> Self {
        Budget::new(NAME_GROWTH_BUDGET)
    }
}

/// A `fmt::Write` that refuses to hold more than `cap` bytes: a writer that
/// goes past it gets an error and stops, so the time spent is bounded too.
pub struct CappedString {
    pub text: String,
    cap: usize,
    /// A write was refused for want of room.
    pub overflowed: bool,
}

impl CappedString {
    pub fn new(cap: usize) -> Self {
        CappedString {
            text: String::new(),
            cap,
            overflowed: false,
        }
    }
}

impl std::fmt::Write for CappedString {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        if self.text.len() + s.len() > self.cap {
            self.overflowed = true;
            return Err(std::fmt::Error);
        }
        self.text.push_str(s);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Write as _;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("4096"), Ok(4096));
        assert_eq!(parse_size("2k"), Ok(2048));
        assert_eq!(parse_size("3G"), Ok(3 << 30));
        assert!(parse_size("0").is_err());
        assert!(parse_size("1X").is_err());
        assert!(parse_size("99999999T").is_err());
    }

    #[test]
    fn budgets_refuse_what_does_not_fit() {
        let mut b = Budget::new(10);
        assert!(b.take(6));
        assert!(!b.take(5));
        assert!(b.take(4));
        assert!(!b.take(1));
    }

    #[test]
    fn capped_strings_stop_at_the_cap() {
        let mut s = CappedString::new(5);
        assert!(write!(s, "abc").is_ok());
        assert!(write!(s, "def").is_err());
        assert_eq!(s.text, "abc");
        assert!(s.overflowed);
    }
}
