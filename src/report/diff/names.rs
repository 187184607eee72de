use std::borrow::Cow;

use hashbrown::HashTable;
use regex::bytes::Regex;
use rustc_hash::FxBuildHasher;

use crate::model::Profile;

/// A `s/REGEX/REPL/[g]` rewrite of names.
#[derive(Debug, Clone)]
pub struct Rewrite {
    /// The rule as written.
    pub spec: String,
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
            spec: spec.to_string(),
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
/// of two 1 GB profiles are some 800 MB). A rule rewrites the name as it
/// stands when its regex matches that; otherwise the name as displayed
/// (without `shown_prefix`, the current directory the report strips from
/// file names) when it matches that: users write rules for the names they
/// see, and the README's rules for the names recorded.
pub(super) fn rewrite<'p>(name: &'p [u8], rules: &[Rewrite], shown_prefix: Option<&[u8]>) -> Cow<'p, [u8]> {
    if rules.is_empty() {
        return Cow::Borrowed(name);
    }
    Cow::Owned(rules.iter().fold(name.to_vec(), |n, r| {
        if r.regex.is_match(&n) {
            return r.apply(&n);
        }
        match shown(&n, shown_prefix) {
            Some(short) if r.regex.is_match(short) => r.apply(short),
            _ => n,
        }
    }))
}

/// `name` without `prefix`, when it starts with it and more follows.
fn shown<'n>(name: &'n [u8], prefix: Option<&[u8]>) -> Option<&'n [u8]> {
    prefix
        .and_then(|p| name.strip_prefix(p))
        .filter(|rest| !rest.is_empty())
}

/// Whether `(file, function)` is code callgrind found no name for
/// (`???:0x0000000000109560`, a PLT stub): its address differs between
/// builds, so a diff lists each as a pair of a new and a removed function.
fn unnamed(file: &[u8], function: &[u8]) -> bool {
    file == b"???"
        && function.len() > 2
        && function.starts_with(b"0x")
        && function[2..].iter().all(u8::is_ascii_hexdigit)
}

/// The matching key of `profile`'s function `f`: its file and function
/// names rewritten by `naming`; code without a name is grouped per object
/// (`???:(unnamed code in libc.so.6)`), so stubs at other addresses in
/// two builds match.
pub(super) fn function_key<'p>(profile: &'p Profile, f: u32, naming: &Naming<'_>) -> Key<'p> {
    let func = &profile.functions[f as usize];
    let (file, function) = (profile.name(func.file), profile.name(func.name));
    if unnamed(file, function)
        && let Some(object) = func.home_object.or(func.object)
    {
        let object = profile.name(object);
        let base = crate::model::names::last_part(object);
        let mut grouped = b"(unnamed code in ".to_vec();
        grouped.extend_from_slice(base);
        grouped.push(b')');
        return (Cow::Borrowed(file), Cow::Owned(grouped));
    }
    (
        rewrite(file, naming.files, naming.strip_prefix),
        rewrite(function, naming.functions, None),
    )
}

/// The `--mod-filename` and `--mod-funcname` rules that rewrite no name
/// of either profile (as recorded or as displayed): each is likely a
/// mistake, since its diff is the same without it.
pub fn unused_rules(profiles: &[&Profile], naming: &Naming<'_>) -> Vec<String> {
    let mut unused = Vec::new();
    for (flag, rules, files) in [
        ("--mod-filename", naming.files, true),
        ("--mod-funcname", naming.functions, false),
    ] {
        for (i, rule) in rules.iter().enumerate() {
            let earlier = &rules[..i];
            let used = profiles.iter().any(|p| {
                let mut seen = rustc_hash::FxHashSet::default();
                p.functions.iter().any(|func| {
                    let id = if files { func.file } else { func.name };
                    if !seen.insert(id) {
                        return false;
                    }
                    let prefix = if files { naming.strip_prefix } else { None };
                    let name = rewrite(p.name(id), earlier, prefix);
                    rule.regex.is_match(&name) || shown(&name, prefix).is_some_and(|s| rule.regex.is_match(s))
                })
            });
            if !used {
                unused.push(format!("{flag} rule '{}' rewrites no name in the profiles", rule.spec));
            }
        }
    }
    unused
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

pub(super) type Key<'p> = (Cow<'p, [u8]>, Cow<'p, [u8]>);

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

/// `--mod-filename` and `--mod-funcname` outside `--diff`: renames the
/// profile's file and function names in place (each name keeps its id, so
/// every table keyed by it stays whole; rows are not merged). Returns a
/// warning for each set of files the rules give one name, whose functions
/// stay apart rows with the same name.
pub fn rename_profile(profile: &mut Profile, naming: &Naming<'_>) -> Vec<String> {
    let mut files: Vec<u32> = profile.functions.iter().map(|f| f.file).collect();
    files.extend(profile.lines.keys().copied());
    files.sort_unstable();
    files.dedup();
    let mut functions: Vec<u32> = profile.functions.iter().map(|f| f.name).collect();
    functions.sort_unstable();
    functions.dedup();
    let mut renamed: Vec<(u32, Vec<u8>)> = Vec::new();
    for (ids, rules, prefix) in [
        (&files, naming.files, naming.strip_prefix),
        (&functions, naming.functions, None),
    ] {
        if rules.is_empty() {
            continue;
        }
        for &id in ids {
            let name = profile.name(id);
            if let Cow::Owned(new) = rewrite(name, rules, prefix)
                && new != name
            {
                renamed.push((id, new));
            }
        }
    }
    for (id, new) in &renamed {
        profile.names.rename(*id, new);
    }
    let mut by_name: crate::safety::keyed::InputMap<&[u8], Vec<u32>> = Default::default();
    for &id in &files {
        by_name.entry(profile.name(id)).or_default().push(id);
    }
    let mut warnings: Vec<String> = by_name
        .into_iter()
        .filter(|(_, ids)| ids.len() > 1)
        .map(|(name, ids)| {
            format!(
                "--mod-filename gives {} files the name '{}': outside --diff their functions stay apart",
                ids.len(),
                String::from_utf8_lossy(name)
            )
        })
        .collect();
    warnings.sort();
    warnings
}
