//! Demangling of C++ (Itanium `_Z...`) and Rust (legacy `_ZN...17h<hash>E`
//! and v0 `_R...`) symbols, for profiles made with `--demangle=no` or by
//! tools that do not demangle. Rust names lose their hash, so the same
//! function lines up across builds.
//!
//! Callgrind decorates names: `fib'2` is the second recursion level,
//! `f'g'main` is `f` called from `g` called from `main`
//! (`--separate-callers`), so each `'`-separated part is demangled on its
//! own.

use std::fmt::Write as _;

use crate::limits::{CappedString, DEMANGLED_NAME_CAP};

/// The demangled name, or `None` when nothing in it is mangled (or it does
/// not demangle: such names stay as they are). A name whose demangled form
/// would pass [`DEMANGLED_NAME_CAP`] stays as written too, and is counted
/// ([`crate::limits::note_name_kept_as_written`]): a few hundred bytes of
/// Itanium substitutions can demangle to gigabytes.
pub fn demangle(name: &[u8]) -> Option<String> {
    if !has_mangled_part(name) {
        return None;
    }
    let text = std::str::from_utf8(name).ok()?;
    let mut out = String::with_capacity(text.len());
    let mut changed = false;
    for (i, part) in text.split('\'').enumerate() {
        if i > 0 {
            out.push('\'');
        }
        match demangle_symbol(part, DEMANGLED_NAME_CAP.saturating_sub(out.len())) {
            Ok(Some(d)) => {
                out.push_str(&d);
                changed = true;
            }
            Ok(None) => out.push_str(part),
            Err(TooLong) => {
                crate::limits::note_name_kept_as_written();
                return None;
            }
        }
    }
    changed.then_some(out)
}

/// A demangled name would be longer than its cap.
struct TooLong;

/// Whether a `'`-separated part of `name` starts like a mangled symbol:
/// `_Z`, `_R`, or either after one more `_`.
///
/// Most names are not mangled, and this check runs once per distinct
/// name. One pass finds every `_Z` and `_R` (sixteen positions per step
/// with SSE2, part of every x86_64 CPU), each checked for a part start
/// before it. Two SIMD searches (memmem, one for `_Z` and one for `_R`)
/// took about 430 instructions per name on the 50 MB benchmark profile
/// (39 million for its 91,000 names of up to eight parts, 170 bytes on
/// average); walking the part starts with memchr took twice as long on the
/// 200 MB profile, and scanning for "_Z" anywhere a sixth of the load.
fn has_mangled_part(name: &[u8]) -> bool {
    mangled_prefixes(name, |i| is_mangled_start(name, i))
}

/// Whether `name[i..]` (where `_Z` or `_R` is) starts a mangled part: at a
/// part start, or one `_` after it, with something of the same part after
/// the prefix.
fn is_mangled_start(name: &[u8], i: usize) -> bool {
    let part_start = match i {
        0 => true,
        1 => name[0] == b'\'' || name[0] == b'_',
        _ => name[i - 1] == b'\'' || (name[i - 1] == b'_' && name[i - 2] == b'\''),
    };
    part_start && name.get(i + 2).is_some_and(|&b| b != b'\'')
}

/// Whether `found` holds for a position of `_Z` or `_R` in `name`; the
/// positions are offered in order.
#[cfg(target_arch = "x86_64")]
fn mangled_prefixes(name: &[u8], mut found: impl FnMut(usize) -> bool) -> bool {
    use std::arch::x86_64::{_mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_or_si128, _mm_set1_epi8};
    let mut i = 0;
    // Each step compares name[i..i + 16] with `_` and name[i + 1..i + 17]
    // with `Z` and `R`.
    while i + 17 <= name.len() {
        // SAFETY: SSE2 is part of the x86_64 baseline; both unaligned loads
        // read 16 bytes inside `name` (i + 17 <= its length).
        let mut hits = unsafe {
            let here = _mm_loadu_si128(name.as_ptr().add(i).cast());
            let next = _mm_loadu_si128(name.as_ptr().add(i + 1).cast());
            let underscore = _mm_cmpeq_epi8(here, _mm_set1_epi8(b'_' as i8));
            let letter = _mm_or_si128(
                _mm_cmpeq_epi8(next, _mm_set1_epi8(b'Z' as i8)),
                _mm_cmpeq_epi8(next, _mm_set1_epi8(b'R' as i8)),
            );
            (_mm_movemask_epi8(underscore) & _mm_movemask_epi8(letter)) as u32
        };
        while hits != 0 {
            if found(i + hits.trailing_zeros() as usize) {
                return true;
            }
            hits &= hits - 1;
        }
        i += 16;
    }
    mangled_prefixes_from(name, i, found)
}

#[cfg(not(target_arch = "x86_64"))]
fn mangled_prefixes(name: &[u8], found: impl FnMut(usize) -> bool) -> bool {
    mangled_prefixes_from(name, 0, found)
}

/// [`mangled_prefixes`] byte by byte, from `name[start..]`.
fn mangled_prefixes_from(name: &[u8], start: usize, mut found: impl FnMut(usize) -> bool) -> bool {
    (start..name.len().saturating_sub(1)).any(|i| name[i] == b'_' && matches!(name[i + 1], b'Z' | b'R') && found(i))
}

/// `sym` demangled in at most `cap` bytes; `Ok(None)` when it is not a
/// mangled name. The demanglers write into a [`CappedString`], which stops
/// them at the cap (their time is bounded by it too).
fn demangle_symbol(sym: &str, cap: usize) -> Result<Option<String>, TooLong> {
    if !(sym.starts_with("_Z") || sym.starts_with("_R") || sym.starts_with("__Z") || sym.starts_with("__R")) {
        return Ok(None);
    }
    // Rust first: its legacy scheme is valid Itanium, but only rustc-demangle
    // knows to drop the hash. It refuses C++ symbols.
    if let Ok(d) = rustc_demangle::try_demangle(sym) {
        let mut s = CappedString::new(cap);
        // `{:#}` leaves the hash out. rustc-demangle has a size limit of
        // its own, which it reports as the same error.
        return match write!(s, "{d:#}") {
            Ok(()) => Ok(Some(s.text)),
            // Our cap, or rustc-demangle's own size limit.
            Err(_) => Err(TooLong),
        };
    }
    let Ok(parsed) = cpp_demangle::Symbol::new(sym) else {
        return Ok(None);
    };
    let mut s = CappedString::new(cap);
    match parsed.structured_demangle(&mut s, &Default::default()) {
        Ok(()) => Ok(Some(s.text)),
        Err(_) if s.overflowed => Err(TooLong),
        // The demangler's own errors (a recursion limit) leave it mangled.
        Err(_) => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpp_names() {
        assert_eq!(demangle(b"_ZN6Shapes4areaEv").as_deref(), Some("Shapes::area()"));
        assert_eq!(demangle(b"_Z3fibj'2").as_deref(), Some("fib(unsigned int)'2"));
        assert_eq!(
            demangle(b"_ZSt4sortIPiEvT_S1_").as_deref(),
            Some("void std::sort<int*>(int*, int*)")
        );
    }

    #[test]
    fn rust_names_lose_their_hash() {
        assert_eq!(
            demangle(b"_ZN4core3fmt5write17h0123456789abcdefE").as_deref(),
            Some("core::fmt::write")
        );
        assert_eq!(demangle(b"_RNvCs1234_7mycrate4main").as_deref(), Some("mycrate::main"));
    }

    #[test]
    fn plain_and_broken_names_stay() {
        assert_eq!(demangle(b"main"), None);
        assert_eq!(demangle(b"(below main)"), None);
        assert_eq!(demangle(b"_Zgarbage"), None);
        assert_eq!(demangle(b"0x0000000000401000"), None);
        assert_eq!(demangle(b"\xff_Z"), None);
    }

    #[test]
    fn contexts_are_demangled_part_by_part() {
        assert_eq!(demangle(b"_Z1fv'_Z1gv'main").as_deref(), Some("f()'g()'main"));
        assert_eq!(demangle(b"main'__Z1fv").as_deref(), Some("main'f()"));
        assert_eq!(demangle(b"main'2'_Z1gv").as_deref(), Some("main'2'g()"));
    }

    proptest::proptest! {
        #![proptest_config(proptest::test_runner::Config::with_cases(4096))]
        /// The one-pass search finds a mangled part exactly where searching
        /// for `_Z` and `_R` anywhere and checking each hit does.
        #[test]
        fn one_pass_agrees_with_searching_each_prefix(
            parts in proptest::collection::vec("(_{0,3}[ZR]?[a-z0-9_ZR]{0,40})", 1..8),
        ) {
            let name = parts.join("'");
            let name = name.as_bytes();
            let each = [&b"_Z"[..], b"_R"].iter().any(|needle| {
                memchr::memmem::find_iter(name, needle).any(|i| is_mangled_start(name, i))
            });
            proptest::prop_assert_eq!(has_mangled_part(name), each, "{:?}", String::from_utf8_lossy(name));
            proptest::prop_assert_eq!(
                mangled_prefixes_from(name, 0, |i| is_mangled_start(name, i)),
                each,
                "{:?}",
                String::from_utf8_lossy(name)
            );
        }
    }

    #[test]
    fn mangled_parts_are_found_only_where_parts_start() {
        for (name, want) in [
            (&b"_Z1fv"[..], true),
            (b"__Z1fv", true),
            (b"x'_R1f", true),
            (b"x'__Z1f", true),
            (b"PyObject_Repr", false),
            (b"a_Z1f'b", false),
            (b"x'___Z1f", false),
            (b"_Z", false),
            (b"_Z'main", false),
            (b"main'_R", false),
        ] {
            assert_eq!(has_mangled_part(name), want, "{}", String::from_utf8_lossy(name));
        }
    }
}
