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

/// A context name's recursion level (2 or more) and where its `'` stands:
/// the first field after a `'` that is all digits. A level stands right
/// after the function's name, before any caller, so the search stops at
/// the first field that is no level, unless its `'` is a Rust lifetime's
/// (after `&`, `<`, `(`, `,`, `+` or a blank): with chains of callers,
/// reading on through every caller of every name took a tenth of a big
/// profile's report.
pub fn level_of(name: &[u8]) -> Option<(usize, u32)> {
    let (at, level) = split(name);
    (level >= 2).then_some((at, level))
}

/// Where a context name's function name ends: before its level, else
/// before its first `'` that is no Rust lifetime's (a caller chain's), else
/// at its end. Cheap, for every name of a big profile; [`ContextNames`]
/// reads a name whose quotes are its own more carefully.
pub fn base_end(name: &[u8]) -> usize {
    split(name).0
}

/// Where a context name's function name ends (see [`base_end`]) and its
/// level (1 without one), with one pass over the name: a level stands
/// right after the function's name, before any caller.
pub fn split(name: &[u8]) -> (usize, u32) {
    let Some(mut at) = memchr::memchr(b'\'', name) else {
        return (name.len(), 1);
    };
    loop {
        let rest = &name[at + 1..];
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits > 0 && digits <= 9 && rest.get(digits).is_none_or(|&b| b == b'\'') {
            let level = rest[..digits].iter().fold(0u32, |n, d| n * 10 + u32::from(d - b'0'));
            if level >= 2 {
                return (at, level);
            }
        }
        if !is_lifetime_quote(name, at) {
            return (at, 1);
        }
        match memchr::memchr(b'\'', rest) {
            Some(q) => at += 1 + q,
            None => return (name.len(), 1),
        }
    }
}

/// Whether the `'` at `at` opens a Rust lifetime (`&'a`, `<'a`, `('_`).
fn is_lifetime_quote(name: &[u8], at: usize) -> bool {
    at > 0 && matches!(name[at - 1], b'&' | b'<' | b'(' | b',' | b'+' | b' ')
}

/// Reads the context names of one profile: caller fields are recognised
/// against the profile's own names.
pub struct ContextNames<'a> {
    /// What a caller field can be: every name of the profile up to its
    /// first `'` (the whole name when it has none). A field is cut at
    /// every `'`, so a longer prefix (`fib'run` of `fib'run'main`) can
    /// never match one: keeping every prefix of the 1 GB benchmark
    /// profile's caller chains (20 callers, ~1 kB a name) hashed some
    /// 16 million keys, 40% of the `--group=symbol` report's time.
    known: FxHashSet<&'a [u8]>,
}

impl<'a> ContextNames<'a> {
    /// `names`: every function name of the profile.
    pub fn new(names: impl Iterator<Item = &'a [u8]>) -> Self {
        let mut known = FxHashSet::default();
        for name in names {
            let first = memchr::memchr(b'\'', name).map_or(name, |at| &name[..at]);
            known.insert(first);
        }
        ContextNames { known }
    }

    pub fn parse(&self, name: &'a [u8]) -> Context<'a> {
        if memchr::memchr(b'\'', name).is_none() {
            return Context {
                base: name,
                level: 1,
                callers: b"",
            };
        }
        if let Some((at, level)) = level_of(name) {
            let field_end = memchr::memchr(b'\'', &name[at + 1..]).map_or(name.len(), |e| at + 1 + e);
            return Context {
                base: &name[..at],
                level,
                callers: name.get(field_end + 1..).unwrap_or(b""),
            };
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

/// How many of `profile`'s functions are recorded per caller chain
/// (`f'caller'caller2`, callgrind's `--separate-callers`): each such
/// context is a row of its own unless `--group=symbol` merges them. A
/// quote counts only when the name after it is a function of the
/// profile: other producers write quotes in names of their own.
pub fn caller_context_count(profile: &crate::model::Profile) -> usize {
    let base = |f: &crate::model::Function| {
        let name = profile.name(f.name);
        let (end, _) = split(name);
        (name, end)
    };
    let functions: std::collections::HashSet<&[u8]> = profile
        .functions
        .iter()
        .map(|f| {
            let (name, end) = base(f);
            &name[..end]
        })
        .collect();
    profile
        .functions
        .iter()
        .filter(|f| {
            let (name, end) = base(f);
            end < name.len()
                && name[end + 1..]
                    .split(|&b| b == b'\'')
                    .find(|x| !x.is_empty() && !x.iter().all(u8::is_ascii_digit))
                    .is_some_and(|caller| functions.contains(caller))
        })
        .count()
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
    fn base_names_end_before_levels_and_callers() {
        fn end(n: &str) -> &str {
            &n[..base_end(n.as_bytes())]
        }
        assert_eq!(end("fib"), "fib");
        assert_eq!(end("fib'2"), "fib");
        assert_eq!(end("fib'run'main"), "fib");
        assert_eq!(end("fib'12'run'main"), "fib");
        assert_eq!(end("<&'a str as Debug>::fmt'2"), "<&'a str as Debug>::fmt");
        assert_eq!(end("<&'a str as Debug>::fmt'main"), "<&'a str as Debug>::fmt");
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
