//! `/`: which functions' names hold the text typed. A name here is the
//! function's own: callgrind's context names (`--separate-callers`) append
//! the callers (`f'caller'caller2...`, a kilobyte each on the 1 GB
//! benchmark profile) and only `f`, with its recursion level (`f'2`), is
//! searched.
//!
//! With 821,000 functions, matching each name in turn took 650 ms to 1.2 s
//! for a text that matches none (the whole list is scanned). The own names
//! are copied once into one buffer, which one substring search goes
//! through; a search without capitals goes through it in pieces, each
//! lowercased as it comes (a lowercase copy kept beside it took 17 MB more
//! on the 1 GB benchmark profile).

use memchr::memmem;

use crate::model::{FuncId, Profile};

/// The function's own name: up to the first `'` that does not start a
/// recursion level (`'` and digits, then `'` or the end).
pub fn own_name(name: &[u8]) -> &[u8] {
    let Some(q) = memchr::memchr(b'\'', name) else {
        return name;
    };
    let digits = name[q + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
    let after = q + 1 + digits;
    if digits > 0 && (after == name.len() || name[after] == b'\'') {
        // `f'2`: a recursion level, part of the own name.
        return &name[..after];
    }
    &name[..q]
}

/// Every function's own name, one per line.
pub struct NameIndex {
    text: Vec<u8>,
    /// Where each function's name starts in `text`.
    starts: Vec<usize>,
}

/// Bytes of names lowercased at a time (at least one whole name).
const PIECE: usize = 1 << 16;

impl NameIndex {
    pub fn new(profile: &Profile) -> NameIndex {
        Self::of_names(profile.functions.iter().map(|func| profile.name(func.name)))
    }

    /// The index of functions named `names`, in order.
    fn of_names<'a>(names: impl ExactSizeIterator<Item = &'a [u8]>) -> NameIndex {
        let mut text = Vec::new();
        let mut starts = Vec::with_capacity(names.len());
        for name in names {
            starts.push(text.len());
            text.extend_from_slice(own_name(name));
            text.push(b'\n');
        }
        text.shrink_to_fit();
        NameIndex { text, starts }
    }

    /// For each function, whether its own name holds `query`: as typed if
    /// it has a capital letter, else in any case.
    pub fn matching(&self, query: &str) -> Vec<bool> {
        let n = self.starts.len();
        let mut hits = vec![false; n];
        if query.is_empty() || query.contains('\n') || n == 0 {
            return hits;
        }
        if query.chars().any(char::is_uppercase) {
            let finder = memmem::Finder::new(query.as_bytes());
            self.mark(&self.text, 0..n, &finder, &mut hits);
            return hits;
        }
        let needle = query.as_bytes().to_ascii_lowercase();
        let finder = memmem::Finder::new(&needle);
        // Whole names at a time: a match never spans two (no name holds a
        // newline, and the needle none).
        let mut lower = Vec::with_capacity(PIECE);
        let mut first = 0;
        while first < n {
            let start = self.starts[first];
            let end_fn = first + 1 + self.starts[first + 1..].partition_point(|&s| s - start < PIECE);
            let end = self.starts.get(end_fn).copied().unwrap_or(self.text.len());
            lower.clear();
            lower.extend_from_slice(&self.text[start..end]);
            lower.make_ascii_lowercase();
            self.mark(&lower, first..end_fn, &finder, &mut hits);
            first = end_fn;
        }
        hits
    }

    /// Marks the functions of `funcs` whose names, `hay` (from the first's
    /// start), hold the finder's needle.
    fn mark(&self, hay: &[u8], funcs: std::ops::Range<usize>, finder: &memmem::Finder, hits: &mut [bool]) {
        // A match marks its function, and the search goes on from the next
        // function's name (a text of a letter or two matches most names,
        // several times each); functions are walked in order, as the
        // matches come.
        let base = self.starts[funcs.start];
        let (mut f, mut pos) = (funcs.start, 0);
        while let Some(i) = finder.find(&hay[pos..]) {
            let at = base + pos + i;
            while f + 1 < funcs.end && self.starts[f + 1] <= at {
                f += 1;
            }
            hits[f] = true;
            pos = if f + 1 < funcs.end {
                self.starts[f + 1] - base
            } else {
                hay.len()
            };
        }
    }
}

/// Whether function `f` of `profile` matches `query` (the same rule as
/// [`NameIndex::matching`], one name at a time: before the index is made).
pub fn name_matches(profile: &Profile, f: FuncId, query: &str) -> bool {
    let Some(func) = profile.functions.get(f as usize) else {
        return false;
    };
    text_matches(own_name(profile.name(func.name)), query)
}

/// Whether `name` holds `query`: as typed if it has a capital letter,
/// else in any case (the rule of every search of both browsers).
pub fn text_matches(name: &[u8], query: &str) -> bool {
    if query.chars().any(char::is_uppercase) {
        memmem::find(name, query.as_bytes()).is_some()
    } else {
        memmem::find(&name.to_ascii_lowercase(), query.to_ascii_lowercase().as_bytes()).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::{NameIndex, own_name, text_matches};

    /// The index finds what matching each name finds, across the pieces a
    /// search without capitals is lowercased in.
    #[test]
    fn the_index_matches_as_each_name_does() {
        let names: Vec<Vec<u8>> = (0..30_000)
            .map(|i| match i % 4 {
                0 => format!("PyEval_{i}'caller_{i}"),
                1 => format!("pyeval{i}'2"),
                2 => format!("_Z3fooPKc{i}"),
                _ => format!("x{i}Y"),
            })
            .map(String::into_bytes)
            .collect();
        let index = NameIndex::of_names(names.iter().map(Vec::as_slice));
        assert!(index.text.len() > 4 * super::PIECE);
        for query in [
            "PyEval", "pyeval", "eval_1", "caller", "'2", "y", "Y", "9y", "_z3", "é", "", "\n",
        ] {
            let want: Vec<bool> = names
                .iter()
                .map(|n| !query.is_empty() && !query.contains('\n') && text_matches(own_name(n), query))
                .collect();
            assert_eq!(index.matching(query), want, "{query:?}");
        }
    }

    #[test]
    fn own_names() {
        for (name, own) in [
            ("main", "main"),
            ("fib'2", "fib'2"),
            ("fib'2'main", "fib'2"),
            ("f'caller'caller2", "f"),
            (
                "_PyEval_EvalFrameDefault'4'0x0000000004936718'gen_iternext",
                "_PyEval_EvalFrameDefault'4",
            ),
            ("g'x2'main", "g"),
            ("h'", "h"),
            ("'odd", ""),
        ] {
            assert_eq!(own_name(name.as_bytes()), own.as_bytes(), "{name}");
        }
    }
}
