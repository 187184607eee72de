//! How callgrind names a function's contexts: `fib'3` is `fib` at
//! recursion level 3 (`--separate-recs`), `fib'run'main` is `fib` called
//! from `run` called from `main` (`--separate-callers`), and both combine
//! as `fib'3'run'main`. Recursion levels decide which inclusive figures
//! are exact (see [`super::recursion`]); the base name groups a
//! function's contexts into one row (`--group=symbol`).
//!
//! Names can hold `'` of their own (Rust lifetimes: `<&'a str as
//! Debug>::fmt`), so a name is only cut where callgrind's reading is the
//! only one: a level is an all-digit field, and caller fields are cut off
//! only when each of them names a function of the profile.

use rustc_hash::FxHashSet;

/// A context name taken apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Context<'a> {
    /// The function's own name.
    pub base: &'a [u8],
    /// Recursion level: 1 for a name without one.
    pub level: u32,
    /// The caller chain, nearest first, joined by `'` (empty: none).
    pub callers: &'a [u8],
}

/// Reads the context names of one profile: caller fields are recognised
/// against the profile's own names.
pub struct ContextNames<'a> {
    /// Every name of the profile, and every prefix of one that ends
    /// before a `'`: what a caller field can be.
    known: FxHashSet<&'a [u8]>,
}

impl<'a> ContextNames<'a> {
    /// `names`: every function name of the profile.
    pub fn new(names: impl Iterator<Item = &'a [u8]>) -> Self {
        let mut known = FxHashSet::default();
        for name in names {
            if memchr::memchr(b'\'', name).is_none() {
                known.insert(name);
                continue;
            }
            known.insert(name);
            for at in memchr::memchr_iter(b'\'', name) {
                known.insert(&name[..at]);
            }
        }
        ContextNames { known }
    }

    pub fn parse(&self, name: &'a [u8]) -> Context<'a> {
        let Some(first) = memchr::memchr(b'\'', name) else {
            return Context {
                base: name,
                level: 1,
                callers: b"",
            };
        };
        // A level: the first field that is all digits.
        let mut start = first;
        loop {
            let field_end = memchr::memchr(b'\'', &name[start + 1..]).map_or(name.len(), |e| start + 1 + e);
            let field = &name[start + 1..field_end];
            if !field.is_empty() && field.len() <= 9 && field.iter().all(u8::is_ascii_digit) {
                let level = field.iter().fold(0u32, |n, d| n * 10 + u32::from(d - b'0'));
                if level >= 2 {
                    return Context {
                        base: &name[..start],
                        level,
                        callers: name.get(field_end + 1..).unwrap_or(b""),
                    };
                }
            }
            match memchr::memchr(b'\'', &name[start + 1..]) {
                Some(e) => start = start + 1 + e,
                None => break,
            }
        }
        // No level: the shortest base whose every following field is a
        // name of the profile.
        for at in memchr::memchr_iter(b'\'', name) {
            let rest = &name[at + 1..];
            if !rest.is_empty()
                && rest
                    .split(|&b| b == b'\'')
                    .all(|f| !f.is_empty() && self.known.contains(f))
            {
                return Context {
                    base: &name[..at],
                    level: 1,
                    callers: rest,
                };
            }
        }
        Context {
            base: name,
            level: 1,
            callers: b"",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse<'a>(names: &[&'a str], name: &'a str) -> (String, u32, String) {
        let c = ContextNames::new(names.iter().map(|n| n.as_bytes())).parse(name.as_bytes());
        let s = |b: &[u8]| String::from_utf8(b.to_vec()).unwrap();
        (s(c.base), c.level, s(c.callers))
    }

    #[test]
    fn reads_levels_and_caller_chains() {
        let names = ["main", "run", "fib", "fib'2", "fib'run'main", "fib'5'run'main"];
        assert_eq!(parse(&names, "fib"), ("fib".into(), 1, "".into()));
        assert_eq!(parse(&names, "fib'2"), ("fib".into(), 2, "".into()));
        assert_eq!(parse(&names, "fib'5'run'main"), ("fib".into(), 5, "run'main".into()));
        assert_eq!(parse(&names, "fib'run'main"), ("fib".into(), 1, "run'main".into()));
        assert_eq!(parse(&names, "is_even'2'is_odd'is_even'main").1, 2);
    }

    #[test]
    fn quotes_of_the_name_itself_stay() {
        let names = ["<&'a str as core::fmt::Debug>::fmt", "main"];
        let c = parse(&names, "<&'a str as core::fmt::Debug>::fmt");
        assert_eq!(c, ("<&'a str as core::fmt::Debug>::fmt".into(), 1, "".into()));
        // With a level and a caller after a name that has a quote.
        let c = parse(&names, "<&'a str as core::fmt::Debug>::fmt'3'main");
        assert_eq!(c, ("<&'a str as core::fmt::Debug>::fmt".into(), 3, "main".into()));
        // A field that names no function is part of the name.
        assert_eq!(parse(&names, "x'y").0, "x'y");
        // `'0` and `'1` are no levels callgrind writes.
        assert_eq!(parse(&names, "f'1").0, "f'1");
    }
}
