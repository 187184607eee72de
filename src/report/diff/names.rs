use std::borrow::Cow;

use hashbrown::HashTable;
use regex::bytes::Regex;
use rustc_hash::FxBuildHasher;

/// A `s/REGEX/REPL/[g]` rewrite of names.
#[derive(Debug, Clone)]
pub struct Rewrite {
    pub regex: Regex,
    pub replacement: Vec<u8>,
    pub global: bool,
}

impl Rewrite {
    /// Parses `s/REGEX/REPL/` or `s/REGEX/REPL/g`; any character after the
    /// `s` may stand for `/`.
    pub fn parse(spec: &str) -> Result<Rewrite, String> {
        let mut chars = spec.chars();
        let (Some('s'), Some(sep)) = (chars.next(), chars.next()) else {
            return Err(format!("'{spec}' is not s/REGEX/REPL/[g]"));
        };
        let parts: Vec<&str> = chars.as_str().split(sep).collect();
        let [pattern, replacement, flags] = parts[..] else {
            return Err(format!("'{spec}' is not s{sep}REGEX{sep}REPL{sep}[g]"));
        };
        if !flags.is_empty() && flags != "g" {
            return Err(format!("'{spec}': unknown flags '{flags}' (only g)"));
        }
        let regex = Regex::new(pattern).map_err(|e| format!("'{spec}': {}", regex_error(pattern, &e)))?;
        Ok(Rewrite {
            regex,
            replacement: replacement.as_bytes().to_vec(),
            global: flags == "g",
        })
    }

    fn apply(&self, name: &[u8]) -> Vec<u8> {
        let limit = if self.global { 0 } else { 1 };
        self.regex
            .replacen(name, limit, self.replacement.as_slice())
            .into_owned()
    }
}

/// The regex crate's error on one line, as every message is: its several
/// lines (the pattern, a caret line under the place, `error: ...`) become
/// `unclosed group at column 1 of the regex '('`.
fn regex_error(pattern: &str, e: &regex::Error) -> String {
    let text = e.to_string();
    let lines: Vec<&str> = text.lines().collect();
    let Some(what) = lines.iter().rev().find_map(|l| l.strip_prefix("error: ")) else {
        return lines.join(" ");
    };
    // The caret line is indented as the pattern line above it.
    let column = lines.windows(2).find_map(|w| {
        let caret = w[1].trim_end();
        let indent = w[0].len() - w[0].trim_start().len();
        (caret.trim_start().starts_with('^') && caret.len() > indent && w[0].trim_start() == pattern)
            .then(|| caret.find('^').map(|c| c + 1 - indent))
            .flatten()
    });
    match column {
        Some(c) => format!("{what} at column {c} of the regex '{pattern}'"),
        None => format!("{what} in the regex '{pattern}'"),
    }
}

/// `name` rewritten by `rules` (borrowed when there are none: the names
/// of two 1 GB profiles are some 800 MB).
pub(super) fn rewrite<'p>(name: &'p [u8], rules: &[Rewrite]) -> Cow<'p, [u8]> {
    if rules.is_empty() {
        return Cow::Borrowed(name);
    }
    Cow::Owned(rules.iter().fold(name.to_vec(), |n, r| r.apply(&n)))
}

/// How names are matched and shown.
#[derive(Clone, Copy, Default)]
pub struct Naming<'a> {
    /// `--mod-filename` rewrites, applied in order to file names as recorded.
    pub files: &'a [Rewrite],
    /// `--mod-funcname` rewrites, applied in order to function names.
    pub functions: &'a [Rewrite],
    /// Shortened from the front of the (rewritten) file names printed: the
    /// current directory and `/`, as the report shortens names.
    pub strip_prefix: Option<&'a [u8]>,
}

type Key<'p> = (Cow<'p, [u8]>, Cow<'p, [u8]>);

/// The rewritten `(file, function)` names of both profiles' functions,
/// each distinct pair numbered once (and stored once): functions and the
/// two ends of calls are matched on these numbers.
#[derive(Default)]
pub(super) struct Keys<'a> {
    /// Numbers of `keys`, by the hash of their names.
    pub(super) ids: HashTable<u32>,
    pub(super) keys: Vec<Key<'a>>,
    pub(super) strip_prefix: Option<&'a [u8]>,
}

fn key_hash(key: &Key<'_>) -> u64 {
    std::hash::BuildHasher::hash_one(&FxBuildHasher, (&*key.0, &*key.1))
}

impl<'a> Keys<'a> {
    pub(super) fn id(&mut self, key: Key<'a>) -> u32 {
        let hash = key_hash(&key);
        let keys = &self.keys;
        if let Some(&id) = self.ids.find(hash, |&id| keys[id as usize] == key) {
            return id;
        }
        let id = self.keys.len() as u32;
        self.keys.push(key);
        let keys = &self.keys;
        self.ids.insert_unique(hash, id, |&id| key_hash(&keys[id as usize]));
        id
    }

    pub(super) fn get(&self, id: u32) -> &Key<'a> {
        &self.keys[id as usize]
    }

    /// The number of `(file, function)` (rewritten names), if numbered.
    pub(super) fn find(&self, file: &[u8], function: &[u8]) -> Option<u32> {
        let hash = std::hash::BuildHasher::hash_one(&FxBuildHasher, (file, function));
        let keys = &self.keys;
        self.ids
            .find(hash, |&id| {
                let (f, g) = &keys[id as usize];
                **f == *file && **g == *function
            })
            .copied()
    }

    /// The names as printed: the file name without the strip prefix.
    pub(super) fn shown(&self, id: u32) -> (&[u8], &[u8]) {
        let (file, func) = self.get(id);
        let short = self
            .strip_prefix
            .and_then(|p| file.strip_prefix(p))
            .filter(|rest| !rest.is_empty());
        (short.unwrap_or(file), func)
    }
}
