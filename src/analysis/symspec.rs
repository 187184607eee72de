//! gprof's symspecs, naming functions for `--focus` and `--exclude`:
//! `main.c` (every function of a source file), `parse` (a function),
//! `main.c:parse` (a function of a file).

use crate::model::{FuncId, Profile};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SymSpec {
    pub text: String,
    file: Option<String>,
    function: Option<String>,
}

impl SymSpec {
    /// As gprof reads them: with a `:` (not part of a `::` path separator)
    /// a file and a function; otherwise a file when the text has a `.`
    /// and no `::`, else a function (`std::fmt::write` is a function).
    pub fn parse(text: &str) -> Result<SymSpec, String> {
        if text.is_empty() {
            return Err("an empty symspec".into());
        }
        let bytes = text.as_bytes();
        let lone_colon = (0..bytes.len())
            .find(|&i| bytes[i] == b':' && (i == 0 || bytes[i - 1] != b':') && bytes.get(i + 1) != Some(&b':'));
        let (file, function) = match lone_colon {
            Some(i) => {
                let (file, function) = (&text[..i], &text[i + 1..]);
                if file.is_empty() || function.is_empty() {
                    return Err(format!("'{text}': FILE:FUNCTION needs both"));
                }
                if function.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(format!(
                        "'{text}': line numbers are not supported (name a function, a file, or FILE:FUNCTION)"
                    ));
                }
                (Some(file.to_string()), Some(function.to_string()))
            }
            None if text.contains('.') && !text.contains("::") => (Some(text.to_string()), None),
            None => (None, Some(text.to_string())),
        };
        Ok(SymSpec {
            text: text.to_string(),
            file,
            function,
        })
    }

    /// Whether function `f` is named: its file is the given one or ends in
    /// `/` and the given one; its name is the given one, also as a
    /// context of callgrind's (`fib'2`, `fib'main`: see
    /// [`super::contexts`]) and without a C++ parameter list or a Rust
    /// hash (`wordcount::count` names `wordcount::count(std::string
    /// const&)` and `wordcount::count::h0123456789abcdef`).
    pub fn matches(&self, profile: &Profile, f: FuncId) -> bool {
        let func = &profile.functions[f as usize];
        self.matches_names(profile.name(func.file), profile.name(func.name))
    }

    /// [`SymSpec::matches`] on a function's file and function names.
    pub fn matches_names(&self, file: &[u8], function: &[u8]) -> bool {
        let file_ok = self.file.as_ref().is_none_or(|want| {
            let have = file;
            let want = want.as_bytes();
            have == want || (have.ends_with(want) && have[have.len() - want.len() - 1] == b'/')
        });
        let name_ok = self.function.as_ref().is_none_or(|want| {
            let have = function;
            let base = &have[..super::contexts::base_end(have)];
            let want = want.as_bytes();
            // A context by its whole name (`fib'2`) names that context.
            base == want || have == want || {
                let short = without_signature(base);
                short == want || short == without_signature(want)
            }
        });
        file_ok && name_ok
    }

    /// The spec as it applies to `profile`: a lone name with a dot that
    /// names no file of the profile names a function
    /// (`msort_with_tmp.part.0`, a compiler's clone).
    pub fn resolve(&self, profile: &Profile) -> SymSpec {
        let (Some(file), None) = (&self.file, &self.function) else {
            return self.clone();
        };
        if (0..profile.functions.len() as FuncId).any(|f| self.matches(profile, f)) {
            return self.clone();
        }
        let _ = file;
        self.as_function()
    }

    /// A lone name with a dot taken as a function's name, not a file's
    /// (see [`SymSpec::resolve`]).
    pub fn as_function(&self) -> SymSpec {
        if self.file.is_none() || self.function.is_some() {
            return self.clone();
        }
        SymSpec {
            text: self.text.clone(),
            file: None,
            function: Some(self.text.clone()),
        }
    }
}

/// A function name as a user writes it: without a C++ parameter list,
/// return type and template arguments, or a Rust hash (`::h` and 16 hex
/// digits): `void ns::sort<int*>(int*, int*)` is `ns::sort`.
fn without_signature(name: &[u8]) -> Vec<u8> {
    let mut name = name;
    if let Some(rest) = name.len().checked_sub(19).map(|at| &name[at..])
        && rest.starts_with(b"::h")
        && rest[3..].iter().all(u8::is_ascii_hexdigit)
    {
        name = &name[..name.len() - 19];
    }
    if name.first() == Some(&b'(') {
        // Valgrind's `(below main)`.
        return name.to_vec();
    }
    let mut out = Vec::with_capacity(name.len());
    let mut depth = 0usize;
    let mut i = 0;
    while i < name.len() {
        let b = name[i];
        if out.ends_with(b"operator") && depth == 0 {
            // `operator()`, `operator<`, `operator<<=`...: the operator's
            // own characters, up to its parameter list.
            let len = if name[i..].starts_with(b"()") {
                2
            } else if b == b' ' {
                // `operator new`, `operator int`: the word after it.
                1 + name[i + 1..].iter().take_while(|c| !matches!(c, b'(' | b'<')).count()
            } else {
                name[i..].iter().take_while(|c| !matches!(c, b'(' | b' ')).count()
            };
            if len > 0 {
                out.extend_from_slice(&name[i..i + len]);
                i += len;
                continue;
            }
        }
        match b {
            b'<' => depth += 1,
            b'>' if depth > 0 => depth -= 1,
            b'(' if depth == 0 && !out.is_empty() => break,
            _ if depth == 0 => out.push(b),
            _ => {}
        }
        i += 1;
    }
    // The return type, before the last blank outside brackets (and
    // before an `operator new`).
    let end = memchr::memmem::find(&out, b"operator").unwrap_or(out.len());
    match out[..end].iter().rposition(|&b| b == b' ') {
        Some(at) => out.split_off(at + 1),
        None => out,
    }
}

#[cfg(test)]
mod tests {
    use super::{SymSpec, without_signature};

    #[test]
    fn names_match_without_their_signature() {
        let cut = |n: &str| String::from_utf8(without_signature(n.as_bytes())).unwrap();
        assert_eq!(cut("wordcount::count(std::string const&)"), "wordcount::count");
        assert_eq!(cut("f<int (*)(int)>::g(int) const"), "f::g");
        assert_eq!(
            cut("void std::__insertion_sort<__gnu_cxx::__normal_iterator<int*, std::vector<int> > >(int*)"),
            "std::__insertion_sort"
        );
        assert_eq!(cut("bool Cmp::operator()<int*>(int*, int*) const"), "Cmp::operator()");
        assert_eq!(cut("std::ostream::operator<<(int)"), "std::ostream::operator<<");
        assert_eq!(
            cut("core::ptr::drop_in_place<alloc::vec::Vec<u8>>"),
            "core::ptr::drop_in_place"
        );
        // `operator` followed by a blank (`operator new`) goes on as usual.
        assert_eq!(cut("operator new(unsigned long)"), "operator new");
        assert_eq!(cut("void* operator new[](unsigned long)"), "operator new[]");
        assert_eq!(cut("operator"), "operator");
        assert_eq!(cut("wordcount::count::h0123456789abcdef"), "wordcount::count");
        assert_eq!(cut("(below main)"), "(below main)");
        assert_eq!(cut("main"), "main");
    }

    #[test]
    fn reads_symspecs_as_gprof() {
        let s = SymSpec::parse("main.c").unwrap();
        assert_eq!((s.file.as_deref(), s.function.as_deref()), (Some("main.c"), None));
        let s = SymSpec::parse("parse").unwrap();
        assert_eq!((s.file.as_deref(), s.function.as_deref()), (None, Some("parse")));
        let s = SymSpec::parse("main.c:parse").unwrap();
        assert_eq!(
            (s.file.as_deref(), s.function.as_deref()),
            (Some("main.c"), Some("parse"))
        );
        let s = SymSpec::parse("std::fmt::write").unwrap();
        assert_eq!(
            (s.file.as_deref(), s.function.as_deref()),
            (None, Some("std::fmt::write"))
        );
        let s = SymSpec::parse("src/main.rs:main::fib").unwrap();
        assert_eq!(
            (s.file.as_deref(), s.function.as_deref()),
            (Some("src/main.rs"), Some("main::fib"))
        );
        assert!(SymSpec::parse("main.c:134").is_err());
        assert!(SymSpec::parse(":f").is_err());
        assert!(SymSpec::parse("").is_err());
    }
}
