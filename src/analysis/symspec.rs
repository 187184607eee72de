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
    /// `/` and the given one; its name is the given one, also with
    /// callgrind's recursion suffix (`fib'2` is `fib`).
    pub fn matches(&self, profile: &Profile, f: FuncId) -> bool {
        let func = &profile.functions[f as usize];
        let file_ok = self.file.as_ref().is_none_or(|want| {
            let have = profile.name(func.file);
            let want = want.as_bytes();
            have == want || (have.ends_with(want) && have[have.len() - want.len() - 1] == b'/')
        });
        let name_ok = self.function.as_ref().is_none_or(|want| {
            let have = profile.name(func.name);
            let base = match have.iter().rposition(|&b| b == b'\'') {
                Some(i) if i + 1 < have.len() && have[i + 1..].iter().all(u8::is_ascii_digit) => &have[..i],
                _ => have,
            };
            base == want.as_bytes()
        });
        file_ok && name_ok
    }
}

#[cfg(test)]
mod tests {
    use super::SymSpec;

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
