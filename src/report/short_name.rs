//! Function names short enough for a picture: a demangled C++ or Rust name
//! without its template arguments, parameter list, return type and
//! qualifiers (`std::vector<int, std::allocator<int> >::push_back(int
//! const&)` -> `std::vector<…>::push_back()`), and wrapped onto lines at
//! `::`. What gprof2dot's `--strip --wrap` does for its pictures; the full
//! name stays in the picture's tooltip.

/// The elision mark for template arguments.
const ELIDED: &str = "…";

/// What a `<` or `(` opened.
#[derive(Clone, Copy, PartialEq)]
enum Open {
    /// Template (generic) arguments or a parameter list: left out.
    Elided,
    /// Rust's qualified path `<T as Trait>::f`, `(anonymous namespace)`:
    /// kept, its contents shortened too.
    Kept,
}

/// `name` without template arguments (`<…>`), parameter lists (`()`), the
/// return type before it and what follows the last parameter list
/// (`const`, `&&`). Names that are not C++ or Rust (`main`, `(below
/// main)`, addresses) come back as they are.
pub fn short_function_name(name: &str) -> String {
    shorten(name, false)
}

/// As [`short_function_name`], but the parameter list is kept (its types
/// shortened too): `operator delete(void*, unsigned long)` and `operator
/// delete(void*)` stay apart.
pub fn short_function_name_with_parameters(name: &str) -> String {
    shorten(name, true)
}

/// Every function's name in `profile` shortened as
/// [`short_function_name_with_parameters`] does (`--short-names`): the
/// text reports print the names of the profile. Names that are not UTF-8
/// stay as they are.
pub fn shorten_profile_names(profile: &mut crate::model::Profile) {
    for f in 0..profile.functions.len() {
        let Ok(name) = std::str::from_utf8(profile.name(profile.functions[f].name)) else {
            continue;
        };
        let short = short_function_name_with_parameters(name);
        if short != name {
            profile.functions[f].name = profile.names.intern(short.as_bytes());
        }
    }
}

fn shorten(name: &str, keep_parameters: bool) -> String {
    if !name.contains(['<', '(']) {
        return name.to_string();
    }
    let mut out = String::with_capacity(name.len().min(64));
    let mut stack: Vec<(char, Open)> = Vec::new();
    // Where the last top-level parameter list ended in `out`, and where
    // top-level spaces are (a return type ends at the last one before it).
    let mut params_end = None;
    let mut spaces = Vec::new();
    // Where the last `operator...` token ended in `out`: a space right
    // after it is part of the name (`operator new`, `operator< <int>`).
    let mut after_operator = usize::MAX;
    // With `keep_parameters`: a top-level parameter list is open.
    let mut params_open = false;
    let elided = |stack: &[(char, Open)]| stack.iter().any(|&(_, o)| o == Open::Elided);
    let mut chars = name.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if !elided(&stack) && c == 'o' && is_operator_at(name, i) {
            // `operator()`, `operator<<`, `operator->`: the symbol is part
            // of the name, not a bracket.
            let symbol = operator_symbol(&name[i + "operator".len()..]);
            let len = "operator".len() + symbol.len();
            out.push_str(&name[i..i + len]);
            after_operator = out.len();
            while chars.peek().is_some_and(|&(j, _)| j < i + len) {
                chars.next();
            }
            continue;
        }
        match c {
            '<' | '(' => {
                let after_word = out
                    .chars()
                    .next_back()
                    .is_some_and(|p| p.is_alphanumeric() || matches!(p, '_' | '>' | ')' | ']' | '\'' | '$'))
                    || out.len() == after_operator
                    || (out.len() == after_operator.wrapping_add(1) && out.ends_with(' '));
                let open = if elided(&stack) || (after_word && !(keep_parameters && c == '(')) {
                    Open::Elided
                } else {
                    Open::Kept
                };
                if keep_parameters && c == '(' && after_word && stack.is_empty() {
                    // Kept, but the return type and qualifiers around it
                    // go as for an elided one.
                    params_open = true;
                }
                if open == Open::Elided && !elided(&stack) {
                    out.push_str(if c == '<' { "<" } else { "(" });
                    if c == '<' {
                        out.push_str(ELIDED);
                    }
                } else if open == Open::Kept {
                    out.push(c);
                }
                stack.push((c, open));
            }
            '>' | ')' => {
                let Some((_, open)) = stack.pop() else {
                    out.push(c);
                    continue;
                };
                if open == Open::Kept || !elided(&stack) {
                    out.push(c);
                }
                if c == ')' && stack.is_empty() && (open == Open::Elided || std::mem::take(&mut params_open)) {
                    params_end = Some(out.len());
                }
            }
            ' ' if stack.is_empty() => {
                if out.len() != after_operator {
                    spaces.push(out.len());
                }
                out.push(c);
            }
            _ if elided(&stack) => {}
            _ => out.push(c),
        }
    }
    if !stack.is_empty() {
        // Unbalanced (not a demangled name after all): leave it whole.
        return name.to_string();
    }
    let end = params_end.unwrap_or(out.len());
    let start = spaces.iter().rev().find(|&&s| s < end).map_or(0, |&s| s + 1);
    out[start..end].to_string()
}

/// Whether `operator` starts at byte `i` of `name` as a word.
fn is_operator_at(name: &str, i: usize) -> bool {
    let word_before = name[..i]
        .chars()
        .next_back()
        .is_some_and(|p| p.is_alphanumeric() || p == '_');
    name[i..].starts_with("operator")
        && !word_before
        && !name[i + "operator".len()..]
            .chars()
            .next()
            .is_some_and(|n| n.is_alphanumeric() || n == '_')
}

/// The symbol after `operator`: `()`, `[]`, or a run of operator
/// characters (`<<=`, `->`, `<=>`); empty for `operator new` and
/// conversion operators, whose name is a word.
fn operator_symbol(rest: &str) -> &str {
    for fixed in ["()", "[]"] {
        if rest.starts_with(fixed) {
            return &rest[..2];
        }
    }
    let len = rest
        .bytes()
        .take(3)
        .take_while(|b| b"<>=!+-*/%^&|~,".contains(b))
        .count();
    // `operator< <int>`: a template's `<` follows after a space.
    &rest[..len]
}

/// `text` cut into lines of at most about `width` characters, after `::`,
/// a space or a `'`; a part longer than `width` stays whole.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    // Parts end after each `::`, space, or `'` (callgrind's caller
    // contexts, `f'g'h`, and recursion levels, `f'2`).
    let mut parts: Vec<&str> = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        let end = match b {
            b':' if i > start && bytes[i - 1] == b':' => i + 1,
            b' ' | b'\'' => i + 1,
            _ => continue,
        };
        parts.push(&text[start..end]);
        start = end;
    }
    if start < text.len() {
        parts.push(&text[start..]);
    }
    let mut lines: Vec<String> = Vec::new();
    for part in parts {
        match lines.last_mut() {
            Some(line) if line.chars().count() + part.chars().count() <= width => line.push_str(part),
            _ => lines.push(part.to_string()),
        }
    }
    for line in &mut lines {
        let trimmed = line.trim_end_matches(' ').len();
        line.truncate(trimmed);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpp_names_lose_templates_parameters_and_return_types() {
        for (full, short) in [
            ("main", "main"),
            ("(below main)", "(below main)"),
            ("0x000000000001ab70", "0x000000000001ab70"),
            ("__libc_start_main@@GLIBC_2.34", "__libc_start_main@@GLIBC_2.34"),
            ("fib'2", "fib'2"),
            (
                "std::vector<int, std::allocator<int> >::push_back(int const&)",
                "std::vector<…>::push_back()",
            ),
            (
                "bool __gnu_cxx::__ops::_Iter_less_iter::operator()<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > >(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >) const",
                "__gnu_cxx::__ops::_Iter_less_iter::operator()<…>()",
            ),
            (
                "void std::__introsort_loop<__gnu_cxx::__normal_iterator<int*, std::vector<int> >, long, __gnu_cxx::__ops::_Iter_less_iter>(__gnu_cxx::__normal_iterator<int*, std::vector<int> >, __gnu_cxx::__normal_iterator<int*, std::vector<int> >, long, __gnu_cxx::__ops::_Iter_less_iter)",
                "std::__introsort_loop<…>()",
            ),
            ("geo::Rect::area() const", "geo::Rect::area()"),
            ("std::ostream::operator<<(int)", "std::ostream::operator<<()"),
            (
                "bool std::operator< <char>(std::string const&, char const*)",
                "std::operator< <…>()",
            ),
            ("Foo::operator->() const", "Foo::operator->()"),
            ("operator new(unsigned long)", "operator new()"),
            ("(anonymous namespace)::helper(int)", "(anonymous namespace)::helper()"),
            (
                "main::{lambda(int)#1}::operator()(int) const",
                "main::{lambda()#1}::operator()()",
            ),
            (
                "unsigned long std::hash<int>::operator()(int) const",
                "std::hash<…>::operator()()",
            ),
        ] {
            assert_eq!(short_function_name(full), short, "{full}");
        }
    }

    #[test]
    fn rust_names_keep_their_qualified_paths() {
        for (full, short) in [
            (
                "<alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop",
                "<alloc::vec::Vec<…> as core::ops::drop::Drop>::drop",
            ),
            (
                "core::ptr::drop_in_place<alloc::string::String>",
                "core::ptr::drop_in_place<…>",
            ),
            ("std::rt::lang_start::{{closure}}", "std::rt::lang_start::{{closure}}"),
            (
                "hashbrown::map::HashMap<K,V,S,A>::insert",
                "hashbrown::map::HashMap<…>::insert",
            ),
        ] {
            assert_eq!(short_function_name(full), short, "{full}");
        }
    }

    #[test]
    fn parameters_are_kept_when_asked() {
        for (full, short) in [
            (
                "operator delete(void*, unsigned long)",
                "operator delete(void*, unsigned long)",
            ),
            (
                "std::vector<int, std::allocator<int> >::push_back(std::vector<int>&&) const",
                "std::vector<…>::push_back(std::vector<…>&&)",
            ),
            (
                "(anonymous namespace)::helper(int)",
                "(anonymous namespace)::helper(int)",
            ),
        ] {
            assert_eq!(short_function_name_with_parameters(full), short, "{full}");
        }
    }

    #[test]
    fn unbalanced_names_stay_whole() {
        assert_eq!(short_function_name("a<b(c"), "a<b(c");
        assert_eq!(short_function_name("x>y"), "x>y");
    }

    proptest::proptest! {
        // Failures kept beside this file, not in a top-level folder.
        #![proptest_config(proptest::test_runner::Config {
            failure_persistence: Some(Box::new(proptest::test_runner::FileFailurePersistence::WithSource("proptest-regressions"))),
            ..Default::default()
        })]
        #[test]
        fn any_text_is_shortened_and_wrapped_without_panic(name in "\\PC{0,60}", width in 1usize..50) {
            let short = short_function_name(&name);
            proptest::prop_assert!(short.chars().count() <= 2 * name.chars().count() + 1);
            let lines = wrap(&short, width);
            proptest::prop_assert_eq!(lines.concat().replace(' ', ""), short.replace(' ', ""));
        }
    }

    #[test]
    fn wrapping_cuts_at_path_separators() {
        assert_eq!(
            wrap("__gnu_cxx::__ops::_Iter_less_iter::operator()<…>()", 20),
            ["__gnu_cxx::__ops::", "_Iter_less_iter::", "operator()<…>()"]
        );
        assert_eq!(wrap("main", 20), ["main"]);
        assert_eq!(
            wrap("a_very_long_single_identifier_indeed", 10),
            ["a_very_long_single_identifier_indeed"]
        );
        assert_eq!(wrap("(below main)", 8), ["(below", "main)"]);
        assert_eq!(wrap("a::b c::d", 5), ["a::b", "c::d"]);
        assert_eq!(
            wrap("PyObject_Call'_PyEval_EvalFrameDefault'main", 20),
            ["PyObject_Call'", "_PyEval_EvalFrameDefault'", "main"]
        );
        assert_eq!(wrap("fib'2", 3), ["fib'", "2"]);
        // Only ASCII spaces are trimmed (proptest found U+2000 lost).
        assert_eq!(wrap("\u{2000}", 1), ["\u{2000}"]);
    }
}
