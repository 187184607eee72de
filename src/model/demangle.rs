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

/// The demangled name, or `None` when nothing in it is mangled (or it does
/// not demangle: such names stay as they are).
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
        match demangle_symbol(part) {
            Some(d) => {
                out.push_str(&d);
                changed = true;
            }
            None => out.push_str(part),
        }
    }
    changed.then_some(out)
}

/// Whether a `'`-separated part of `name` starts like a mangled symbol:
/// `_Z`, `_R`, or either after one more `_`.
///
/// Most names are not mangled, and this check runs once per distinct
/// name. Two SIMD searches for `_Z` and `_R`, each hit checked for a part
/// start before it: on CPython's 200 MB profile (names of up to 12 parts,
/// 374 bytes on average) this takes 72 million instructions where walking
/// the part starts with memchr took 154 million; scanning every byte for
/// "_Z" anywhere, as done before that, took a sixth of the load time.
fn has_mangled_part(name: &[u8]) -> bool {
    use memchr::memmem::Finder;
    use std::sync::LazyLock;
    static NEEDLES: LazyLock<[Finder<'static>; 2]> = LazyLock::new(|| [Finder::new(b"_Z"), Finder::new(b"_R")]);
    let part_start = |i: usize| match i {
        0 => true,
        1 => name[0] == b'\'' || name[0] == b'_',
        _ => name[i - 1] == b'\'' || (name[i - 1] == b'_' && name[i - 2] == b'\''),
    };
    // Something of the same part must follow the prefix.
    let more = |i: usize| name.get(i + 2).is_some_and(|&b| b != b'\'');
    NEEDLES
        .iter()
        .any(|f| f.find_iter(name).any(|i| more(i) && part_start(i)))
}

fn demangle_symbol(sym: &str) -> Option<String> {
    if !(sym.starts_with("_Z") || sym.starts_with("_R") || sym.starts_with("__Z") || sym.starts_with("__R")) {
        return None;
    }
    // Rust first: its legacy scheme is valid Itanium, but only rustc-demangle
    // knows to drop the hash. It refuses C++ symbols.
    if let Ok(d) = rustc_demangle::try_demangle(sym) {
        let mut s = String::new();
        // `{:#}` leaves the hash out.
        write!(s, "{d:#}").ok()?;
        return Some(s);
    }
    let parsed = cpp_demangle::Symbol::new(sym).ok()?;
    parsed.demangle().ok()
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
