//! Text a profile supplies, on its way to a terminal.
//!
//! Every name in a profile (functions, files, objects, `cmd:`, `desc:`,
//! events) is chosen by whoever controls the profiled program. Written raw
//! to a terminal, a name can set the window title, write the clipboard
//! (OSC 52), clear the screen, plant hidden hyperlinks, or move the cursor
//! to overwrite the figures (`\r` and a fake cost line). So where the
//! output is a terminal, the bytes a terminal would act on are shown
//! escaped, as `ls` and `git` do:
//! - C0 controls but newline and tab, DEL, and bytes that are not UTF-8:
//!   `\x1b`, `\x7f`, `\xff`;
//! - C1 controls (U+0080 to U+009F) and the bidirectional overrides and
//!   isolates that reorder what is shown (U+202A to U+202E, U+2066 to
//!   U+2069, U+200E, U+200F, U+061C): `\u{202e}`.
//!
//! Piped or redirected output keeps the bytes as they are: it is
//! callgrind_annotate's output, byte for byte, and other programs read it.
//!
//! # Design: escaping applies to the profile's text, never to styles
//!
//! The report printers write profile text and their own text through one
//! `dyn Write`; on a terminal that writer is an [`Escaping`] around the
//! real one. The program's own text has no control characters (but
//! newlines), so escaping all of it is the same as escaping what the
//! profile supplies. Colour and other styles are the program's own
//! control sequences and must not be escaped: they are written to the
//! writer *inside* the escaping one, [`Escaping::style`], never through
//! [`Write`]. A printer that colours takes the escaping writer (or a trait
//! with a `style` method that it implements) and calls `style(b"\x1b[1m")`
//! around text it writes with `write_all`. Strings built for a terminal
//! elsewhere (messages on stderr, a title) go through [`escape`] or
//! [`stderr_text`] before any style is added around them.

use std::borrow::Cow;
use std::io::{self, IsTerminal, Write};
use std::sync::OnceLock;

/// Whether standard output is a terminal (asked once).
pub fn stdout_is_terminal() -> bool {
    static ANSWER: OnceLock<bool> = OnceLock::new();
    *ANSWER.get_or_init(|| io::stdout().is_terminal())
}

/// Whether a character reorders or hides what a terminal shows: a C1
/// control or a bidirectional override, embedding, isolate or mark.
fn is_unsafe_char(c: char) -> bool {
    matches!(c,
        '\u{80}'..='\u{9f}'
        | '\u{61c}'
        | '\u{200e}' | '\u{200f}'
        | '\u{202a}'..='\u{202e}'
        | '\u{2066}'..='\u{2069}')
}

/// Whether an ASCII byte is a control a terminal acts on (newline and tab,
/// which text needs, are not).
fn is_unsafe_ascii(b: u8) -> bool {
    (b < 0x20 && b != b'\n' && b != b'\t') || b == 0x7f
}

/// `text` with what a terminal would act on escaped (see the module
/// documentation); borrowed when nothing needs it.
pub fn escape(text: &[u8]) -> Cow<'_, [u8]> {
    if text.iter().all(|&b| b < 0x80 && !is_unsafe_ascii(b)) {
        return Cow::Borrowed(text);
    }
    let mut out = Vec::with_capacity(text.len() + 16);
    escape_into(text, &mut out);
    if out == text {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(out)
    }
}

/// Appends `text` escaped to `out`.
fn escape_into(mut text: &[u8], out: &mut Vec<u8>) {
    while !text.is_empty() {
        let (valid, bad) = match std::str::from_utf8(text) {
            Ok(s) => (s, 0),
            Err(e) => {
                // The prefix up to valid_up_to is UTF-8.
                let s = std::str::from_utf8(&text[..e.valid_up_to()]).unwrap_or_default();
                (s, e.error_len().unwrap_or(text.len() - e.valid_up_to()))
            }
        };
        for c in valid.chars() {
            if c.is_ascii() {
                let b = c as u8;
                if is_unsafe_ascii(b) {
                    out.extend_from_slice(format!("\\x{b:02x}").as_bytes());
                } else {
                    out.push(b);
                }
            } else if is_unsafe_char(c) {
                out.extend_from_slice(format!("\\u{{{:x}}}", c as u32).as_bytes());
            } else {
                let mut buf = [0; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
        }
        let rest = &text[valid.len()..];
        for &b in &rest[..bad] {
            out.extend_from_slice(format!("\\x{b:02x}").as_bytes());
        }
        text = &rest[bad..];
    }
}

/// Text for a message on stderr: always escaped (messages are cgann's own,
/// read by people; a file name or a line quoted in one is the input's),
/// and made a `String` (bytes that are not UTF-8 shown as `\xNN`).
pub fn stderr_text(text: &[u8]) -> String {
    String::from_utf8(escape(text).into_owned()).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// `text` for a quoted DOT string: `\\` and `"` escaped as DOT needs, and
/// control characters (C0, DEL, C1) written as the text `\xNN`, since
/// Graphviz passes them into SVG, where XML forbids them.
pub fn dot_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            c if c.is_control() || is_unsafe_char(c) => out.push_str(&format!("\\\\x{:02x}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// A writer that escapes what passes through it (see the module
/// documentation) before handing it to the one inside; styles go to that
/// one directly ([`Escaping::style`]).
pub struct Escaping<W: Write> {
    inner: W,
    /// The start of a UTF-8 character cut by the end of the last write,
    /// held until the next one completes it.
    pending: Vec<u8>,
}

impl<W: Write> Escaping<W> {
    pub fn new(inner: W) -> Self {
        Escaping {
            inner,
            pending: Vec::new(),
        }
    }

    /// Writes the program's own control sequence (a colour), unescaped.
    pub fn style(&mut self, code: &[u8]) -> io::Result<()> {
        self.flush_pending()?;
        self.inner.write_all(code)
    }

    /// The writer inside, after what is held was written to it.
    pub fn into_inner(mut self) -> io::Result<W> {
        self.flush_pending()?;
        Ok(self.inner)
    }

    /// A held partial character that no write completed: shown escaped.
    fn flush_pending(&mut self) -> io::Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let mut out = Vec::new();
        escape_into(&self.pending, &mut out);
        self.pending.clear();
        self.inner.write_all(&out)
    }
}

/// How many bytes at the end of `text` start a UTF-8 character that the
/// text does not finish (0 to 3).
fn cut_char_len(text: &[u8]) -> usize {
    for back in 1..=3.min(text.len()) {
        let b = text[text.len() - back];
        if b & 0xc0 == 0x80 {
            continue;
        }
        let need = match b {
            0xc2..=0xdf => 2,
            0xe0..=0xef => 3,
            0xf0..=0xf4 => 4,
            _ => return 0,
        };
        return if need > back { back } else { 0 };
    }
    0
}

impl<W: Write> Write for Escaping<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let joined;
        let text = if self.pending.is_empty() {
            buf
        } else {
            joined = [&self.pending[..], buf].concat();
            self.pending.clear();
            &joined[..]
        };
        let keep = cut_char_len(text);
        let (now, later) = text.split_at(text.len() - keep);
        self.inner.write_all(&escape(now))?;
        self.pending.extend_from_slice(later);
        Ok(buf.len())
    }

    /// Also writes a character the last write left unfinished (escaped):
    /// flush at the end of the output.
    fn flush(&mut self) -> io::Result<()> {
        self.flush_pending()?;
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn escaped(text: &[u8]) -> String {
        String::from_utf8(escape(text).into_owned()).unwrap()
    }

    #[test]
    fn controls_and_bidi_are_escaped() {
        assert_eq!(escaped(b"main"), "main");
        assert_eq!(escaped(b"a\tb\n"), "a\tb\n");
        assert_eq!(escaped(b"\x1b]0;pwned\x07"), "\\x1b]0;pwned\\x07");
        assert_eq!(escaped(b"x\r980,000"), "x\\x0d980,000");
        assert_eq!(escaped(b"del\x7f"), "del\\x7f");
        assert_eq!(escaped("\u{9b}31m".as_bytes()), "\\u{9b}31m");
        assert_eq!(escaped("abc\u{202e}fed".as_bytes()), "abc\\u{202e}fed");
        assert_eq!(escaped("\u{2066}x\u{2069}".as_bytes()), "\\u{2066}x\\u{2069}");
        assert_eq!(escaped("caf\u{e9} \u{4e2d}".as_bytes()), "caf\u{e9} \u{4e2d}");
        assert_eq!(escaped(b"bad\xff\x9bend"), "bad\\xff\\x9bend");
    }

    #[test]
    fn the_writer_escapes_characters_cut_between_writes() {
        let mut out = Escaping::new(Vec::new());
        let text = "a\u{202e}b\u{e9}".as_bytes();
        for b in text {
            out.write_all(std::slice::from_ref(b)).unwrap();
        }
        out.style(b"\x1b[1m").unwrap();
        out.write_all(b"\x1b").unwrap();
        let got = out.into_inner().unwrap();
        assert_eq!(got, "a\\u{202e}b\u{e9}\x1b[1m\\x1b".as_bytes());
    }

    #[test]
    fn an_unfinished_character_is_shown_escaped_at_the_end() {
        let mut out = Escaping::new(Vec::new());
        out.write_all(b"x\xe2\x80").unwrap();
        assert_eq!(out.into_inner().unwrap(), b"x\\xe2\\x80");
    }

    #[test]
    fn dot_text_has_no_control_characters() {
        assert_eq!(dot_text("a\"b\\c"), "a\\\"b\\\\c");
        assert_eq!(dot_text("x\u{1b}]0;t\u{7}"), "x\\\\x1b]0;t\\\\x07");
        assert_eq!(dot_text("r\u{202e}"), "r\\\\x202e");
    }

    #[test]
    fn stderr_text_is_a_string() {
        assert_eq!(stderr_text(b"a\x1b\xffb"), "a\\x1b\\xffb");
    }
}
