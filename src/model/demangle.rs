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
    // Most names are not mangled: rule them out looking only at where the
    // parts start (on the 1 GB benchmark profile, scanning every name for
    // "_Z" anywhere cost a sixth of the load time).
    let mangled = |part: &[u8]| {
        // `_Z...`, `_R...`, or with the extra underscore some platforms add.
        let part = if part.starts_with(b"__") { &part[1..] } else { part };
        part.len() > 2 && part[0] == b'_' && (part[1] == b'Z' || part[1] == b'R')
    };
    // Part starts: the name's and each after a `'`, found with memchr.
    let mut starts = std::iter::once(0).chain(memchr::memchr_iter(b'\'', name).map(|i| i + 1));
    if !starts.any(|i| mangled(&name[i..])) {
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
    }
}
