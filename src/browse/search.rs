//! `/`: which functions' names hold the text typed. A name here is the
//! function's own: callgrind's context names (`--separate-callers`) append
//! the callers (`f'caller'caller2...`, a kilobyte each on the 1 GB
//! benchmark profile) and only `f`, with its recursion level (`f'2`), is
//! searched.
//!
//! With 821,000 functions, matching each name in turn took 650 ms to 1.2 s
//! for a text that matches none (the whole list is scanned). The own names
//! are copied once into one buffer (and a lowercase copy for searches
//! without capitals), which one substring search goes through.

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

/// Every function's own name, one per line, as typed and in lowercase.
pub struct NameIndex {
    text: Vec<u8>,
    lower: Vec<u8>,
    /// Where each function's name starts in `text`.
    starts: Vec<usize>,
}

impl NameIndex {
    pub fn new(profile: &Profile) -> NameIndex {
        let mut text = Vec::new();
        let mut starts = Vec::with_capacity(profile.functions.len());
        for func in &profile.functions {
            starts.push(text.len());
            text.extend_from_slice(own_name(profile.name(func.name)));
            text.push(b'\n');
        }
        let lower = text.to_ascii_lowercase();
        NameIndex { text, lower, starts }
    }

    /// For each function, whether its own name holds `query`: as typed if
    /// it has a capital letter, else in any case.
    pub fn matching(&self, query: &str) -> Vec<bool> {
        let mut hits = vec![false; self.starts.len()];
        if query.is_empty() || query.contains('\n') {
            return hits;
        }
        let smart = query.chars().any(char::is_uppercase);
        let (hay, needle) = if smart {
            (&self.text, query.as_bytes().to_vec())
        } else {
            (&self.lower, query.as_bytes().to_ascii_lowercase())
        };
        // A match marks its function, and the search goes on from the next
        // function's name (a text of a letter or two matches most names,
        // several times each); functions are walked in order, as the
        // matches come.
        let finder = memmem::Finder::new(&needle);
        let (mut f, mut pos) = (0, 0);
        while let Some(i) = finder.find(&hay[pos..]) {
            let at = pos + i;
            while f + 1 < self.starts.len() && self.starts[f + 1] <= at {
                f += 1;
            }
            hits[f] = true;
            pos = self.starts.get(f + 1).copied().unwrap_or(hay.len());
        }
        hits
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
    use super::own_name;

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
