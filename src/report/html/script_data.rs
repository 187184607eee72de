//! The page's data element: its JSON written as it is made, escaped for a
//! `<script>` element on the way, and gzip-compressed on the way once it
//! is large. No JSON value tree and no whole copy of the text: on the
//! 1 GB benchmark profile the first page's data (821,175 rows) was built
//! as `serde_json::Value`s (5.4 s), printed, escaped into a second copy,
//! then compressed (3.0 s more), and took 2.6 GB over the gathered figures.
//!
//! The text is the one `serde_json` printed from those values (keys in the
//! same order, numbers and strings written by `serde_json` itself). Only
//! the gzip bytes of a large page differ a little from what one write of
//! the whole text made: the compressor is fed in pieces.

use std::io::{self, Write};

use flate2::Compression;
use flate2::write::GzEncoder;
use serde::Serialize;

use super::data::{Call, DiffData, Figures, Name, ProfileData, SourceFile};

/// Above this size (bytes of JSON) the data is gzip-compressed and
/// base64-encoded; the page inflates it with the browser's
/// DecompressionStream.
pub const COMPRESS_ABOVE: usize = 256 * 1024;

/// The data element of a profile's page.
pub fn profile_element(d: &ProfileData, total_rows: usize, notes: &[String]) -> io::Result<String> {
    element(|w| write_profile(w, d, total_rows, notes))
}

/// The data element of a `--diff` page.
pub fn diff_element(d: &DiffData, total_rows: usize, notes: &[String]) -> io::Result<String> {
    element(|w| write_diff(w, d, total_rows, notes))
}

/// The `<script>` element holding what `write` writes: plain JSON, or gzip
/// and base64 when more than [`COMPRESS_ABOVE`] bytes.
fn element(write: impl FnOnce(&mut Json<'_>) -> io::Result<()>) -> io::Result<String> {
    let mut packer = Packer::Plain(Vec::new());
    let mut safe = ScriptSafe {
        out: &mut packer,
        held: Vec::new(),
    };
    write(&mut Json { out: &mut safe })?;
    safe.finish()?;
    match packer {
        Packer::Plain(text) => Ok(format!(
            "<script type=\"application/json\" id=\"cgann-data\">{}</script>",
            String::from_utf8_lossy(&text)
        )),
        Packer::Gzip(gz) => {
            let packed = gz.into_inner().map_err(|e| e.into_error())?.finish()?;
            Ok(format!(
                "<script type=\"application/json\" id=\"cgann-data\" data-encoding=\"gzip-base64\">{}</script>",
                super::page::base64(&packed)
            ))
        }
    }
}

/// Where the text goes: kept while it is small, then into the compressor.
enum Packer {
    Plain(Vec<u8>),
    Gzip(Box<io::BufWriter<GzEncoder<Vec<u8>>>>),
}

impl Write for Packer {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Packer::Plain(text) => {
                text.extend_from_slice(buf);
                if text.len() > COMPRESS_ABOVE {
                    let mut gz = GzEncoder::new(Vec::new(), Compression::default());
                    gz.write_all(text)?;
                    *self = Packer::Gzip(Box::new(io::BufWriter::with_capacity(1 << 16, gz)));
                }
                Ok(buf.len())
            }
            Packer::Gzip(gz) => gz.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Text that can sit inside a `<script>` element: `<`, `>` and `&` as
/// `\u003c`..., and the line separators JavaScript once rejected (U+2028,
/// U+2029), so no string of the profile can close the element or open a
/// comment. Outside JSON strings none of them occurs.
struct ScriptSafe<'w> {
    out: &'w mut dyn Write,
    /// The start of a line separator's three bytes, cut off by the end of
    /// the last write.
    held: Vec<u8>,
}

impl ScriptSafe<'_> {
    fn finish(&mut self) -> io::Result<()> {
        let held = std::mem::take(&mut self.held);
        self.out.write_all(&held)
    }

    /// Writes `text` escaped; the start of a separator at its very end is
    /// held for the next write.
    fn escape(&mut self, text: &[u8]) -> io::Result<()> {
        let mut start = 0;
        let mut i = 0;
        while i < text.len() {
            let escape: Option<(&str, usize)> = match text[i] {
                b'<' => Some(("\\u003c", 1)),
                b'>' => Some(("\\u003e", 1)),
                b'&' => Some(("\\u0026", 1)),
                0xE2 if text.len() - i < 3 && text[i + 1..].iter().all(|&b| b == 0x80) => {
                    self.out.write_all(&text[start..i])?;
                    self.held = text[i..].to_vec();
                    return Ok(());
                }
                0xE2 if text[i + 1..].starts_with(&[0x80, 0xA8]) => Some(("\\u2028", 3)),
                0xE2 if text[i + 1..].starts_with(&[0x80, 0xA9]) => Some(("\\u2029", 3)),
                _ => None,
            };
            if let Some((code, len)) = escape {
                self.out.write_all(&text[start..i])?;
                self.out.write_all(code.as_bytes())?;
                i += len;
                start = i;
            } else {
                i += 1;
            }
        }
        self.out.write_all(&text[start..])
    }
}

impl Write for ScriptSafe<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let mut rest = buf;
        if !self.held.is_empty() {
            // The held bytes and what completes them (three at most).
            let need = (3 - self.held.len()).min(rest.len());
            let mut joined = std::mem::take(&mut self.held);
            joined.extend_from_slice(&rest[..need]);
            rest = &rest[need..];
            self.escape(&joined)?;
        }
        self.escape(rest)?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A JSON writer: punctuation by hand, every value by `serde_json`.
struct Json<'w> {
    out: &'w mut dyn Write,
}

impl Json<'_> {
    fn raw(&mut self, text: &str) -> io::Result<()> {
        self.out.write_all(text.as_bytes())
    }

    /// `"key":`, after a comma unless it is the object's first.
    fn key(&mut self, key: &str, first: bool) -> io::Result<()> {
        if !first {
            self.raw(",")?;
        }
        self.value(key)?;
        self.raw(":")
    }

    /// `,"key":value`: a member after the object's first.
    fn field<T: Serialize + ?Sized>(&mut self, key: &str, v: &T) -> io::Result<()> {
        self.key(key, false)?;
        self.value(v)
    }

    fn value<T: Serialize + ?Sized>(&mut self, v: &T) -> io::Result<()> {
        serde_json::to_writer(&mut *self.out, v).map_err(io::Error::other)
    }

    /// A figure exactly as a JSON reader reads it: a number while
    /// JavaScript holds it exactly (up to 2^53), else a string of digits.
    fn num(&mut self, v: i128) -> io::Result<()> {
        const EXACT: i128 = 1 << 53;
        if (-EXACT..=EXACT).contains(&v) {
            self.value(&(v as i64))
        } else {
            self.value(&v.to_string())
        }
    }

    fn opt_num(&mut self, v: Option<i128>) -> io::Result<()> {
        match v {
            Some(v) => self.num(v),
            None => self.raw("null"),
        }
    }

    /// `[` items `]`, each written by `item`.
    fn list<T>(
        &mut self,
        items: impl IntoIterator<Item = T>,
        mut item: impl FnMut(&mut Self, T) -> io::Result<()>,
    ) -> io::Result<()> {
        self.raw("[")?;
        for (i, x) in items.into_iter().enumerate() {
            if i > 0 {
                self.raw(",")?;
            }
            item(self, x)?;
        }
        self.raw("]")
    }

    /// Every figure of `all`, one flat list.
    fn flat_figures<'a>(&mut self, all: impl Iterator<Item = &'a Figures>) -> io::Result<()> {
        self.list(all.flat_map(|f| f.iter()), |j, v| j.opt_num(*v))
    }

    /// `[other, count, recursive, cost...]` per call (no cost when
    /// recursive).
    fn calls(&mut self, calls: &[Call]) -> io::Result<()> {
        self.list(calls, |j, c| {
            j.raw("[")?;
            j.value(&c.other)?;
            j.call_end(c.count, c.cost.as_ref())
        })
    }

    /// The end of a call's list: `,count,recursive,cost...]` (no cost
    /// when recursive).
    fn call_end(&mut self, count: i128, cost: Option<&Figures>) -> io::Result<()> {
        self.raw(",")?;
        self.num(count)?;
        self.raw(",")?;
        self.value(&u8::from(cost.is_none()))?;
        self.figures_end(cost.map_or(&[], |c| &c[..]))
    }

    /// `,figure...]`.
    fn figures_end(&mut self, figures: &[Option<i128>]) -> io::Result<()> {
        for x in figures {
            self.raw(",")?;
            self.opt_num(*x)?;
        }
        self.raw("]")
    }

    /// Each name as the numbers of its three strings.
    fn names<'a>(&mut self, names: &'a [Name], strings: &mut Interner<'a>) -> io::Result<()> {
        self.list(names.iter().flat_map(|n| [&n.function, &n.file, &n.object]), |j, s| {
            let id = strings.id(s);
            j.value(&id)
        })
    }

    fn source<'a>(&mut self, s: &'a SourceFile, strings: &mut Interner<'a>) -> io::Result<()> {
        self.key("file", true)?;
        let id = strings.id(&s.file);
        self.value(&id)?;
        self.field("shown", &s.shown)?;
        self.field("missing", &s.missing)?;
        self.key("windows", false)?;
        self.list(&s.windows, |j, (start, lines)| {
            j.raw("[")?;
            j.num(i128::from(*start))?;
            j.raw(",")?;
            j.value(lines)?;
            j.raw("]")
        })?;
        self.key("costs", false)?;
        self.list(&s.costs, |j, (line, cost)| {
            j.raw("[")?;
            j.num(i128::from(*line))?;
            j.figures_end(cost)
        })?;
        self.key("calls", false)?;
        self.list(&s.calls, |j, c| {
            j.raw("[")?;
            j.num(i128::from(c.line))?;
            j.raw(",")?;
            j.value(&c.callee)?;
            j.call_end(i128::from(c.count), c.cost.as_ref())
        })
    }

    /// The members both kinds of page end with: `"flame"`, `"notes"`, `"s"`.
    fn flame_notes_strings(
        &mut self,
        flame: &Result<String, String>,
        notes: &[String],
        strings: &Interner<'_>,
    ) -> io::Result<()> {
        self.field("flame", &flame.as_ref().ok())?;
        self.field("notes", notes)?;
        self.key("s", false)?;
        self.value(&strings.strings)
    }
}

/// Strings once each: every name is a number into `s`. The strings are
/// the page data's own, borrowed: copied twice (into the list and as the
/// map's keys) they were 488 MB of the 1 GB benchmark profile's page
/// (massif, at the peak; 821,175 rows' names).
#[derive(Default)]
struct Interner<'a> {
    ids: crate::safety::keyed::InputMap<&'a str, usize>,
    strings: Vec<&'a str>,
}

impl<'a> Interner<'a> {
    fn id(&mut self, s: &'a str) -> usize {
        *self.ids.entry(s).or_insert_with(|| {
            self.strings.push(s);
            self.strings.len() - 1
        })
    }
}

/// The data of a profile's page, as the script reads it.
fn write_profile(j: &mut Json<'_>, d: &ProfileData, total_rows: usize, notes: &[String]) -> io::Result<()> {
    let mut strings = Interner::default();
    let rows = &d.rows;
    j.raw("{")?;
    j.key("kind", true)?;
    j.value("profile")?;
    j.field("generator", &d.generator)?;
    j.field("events", &d.events)?;
    j.key("totals", false)?;
    j.list(&d.totals, |j, v| j.opt_num(*v))?;
    j.key("names", false)?;
    j.names(&d.names, &mut strings)?;
    j.key("rows", false)?;
    j.raw("{")?;
    j.key("name", true)?;
    j.list(rows, |j, r| j.value(&r.name))?;
    j.key("self", false)?;
    j.flat_figures(rows.iter().map(|r| &r.self_cost))?;
    j.key("incl", false)?;
    j.flat_figures(rows.iter().map(|r| &r.inclusive))?;
    j.key("lower", false)?;
    j.flat_figures(rows.iter().map(|r| &r.lower))?;
    j.key("exact", false)?;
    j.list(rows, |j, r| j.value(&u8::from(r.exact)))?;
    j.key("calls", false)?;
    j.list(rows, |j, r| j.num(i128::from(r.calls)))?;
    j.key("cycle", false)?;
    j.list(rows, |j, r| j.value(&r.cycle))?;
    j.key("members", false)?;
    j.list(rows, |j, r| j.value(&r.members))?;
    j.key("callers", false)?;
    j.list(rows, |j, r| j.calls(&r.callers))?;
    j.key("callees", false)?;
    j.list(rows, |j, r| j.calls(&r.callees))?;
    j.raw("}")?;
    j.field("total_rows", &total_rows)?;
    j.key("sources", false)?;
    j.list(&d.sources, |j, s| {
        j.raw("{")?;
        j.source(s, &mut strings)?;
        j.raw("}")
    })?;
    j.field("machine_code", &d.machine_code)?;
    j.flame_notes_strings(&d.flame, notes, &strings)?;
    j.raw("}")
}

/// The data of a `--diff` page, as the script reads it.
fn write_diff(j: &mut Json<'_>, d: &DiffData, total_rows: usize, notes: &[String]) -> io::Result<()> {
    let mut strings = Interner::default();
    j.raw("{")?;
    j.key("kind", true)?;
    j.value("diff")?;
    j.field("generator", &d.generator)?;
    j.field("old", &d.old)?;
    j.field("new", &d.new)?;
    j.field("events", &d.events)?;
    j.field("sort", &d.sort)?;
    for (key, figures) in [
        ("old_total", &d.old_total),
        ("new_total", &d.new_total),
        ("delta", &d.delta),
    ] {
        j.key(key, false)?;
        j.list(figures, |j, v| j.num(*v))?;
    }
    j.field("growth", &d.growth)?;
    j.key("names", false)?;
    j.names(&d.names, &mut strings)?;
    j.key("rows", false)?;
    j.raw("{")?;
    j.key("name", true)?;
    j.list(&d.rows, |j, r| j.value(&r.name))?;
    j.key("change", false)?;
    j.list(d.rows.iter().flat_map(|r| &r.change), |j, v| j.num(*v))?;
    j.key("callers", false)?;
    j.list(&d.rows, |j, r| j.calls(&r.callers))?;
    j.key("callees", false)?;
    j.list(&d.rows, |j, r| j.calls(&r.callees))?;
    j.raw("}")?;
    j.field("total_rows", &total_rows)?;
    j.flame_notes_strings(&d.flame, notes, &strings)?;
    j.raw("}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `element` makes of `text` written in pieces of `size` bytes.
    fn escaped_in_pieces(text: &str, size: usize) -> String {
        let mut out = Vec::new();
        let mut safe = ScriptSafe {
            out: &mut out,
            held: Vec::new(),
        };
        for piece in text.as_bytes().chunks(size) {
            safe.write_all(piece).unwrap();
        }
        safe.finish().unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn no_profile_string_closes_the_script_element() {
        let name = "</script><script>alert(1)</script><!-- \u{2028}\u{2029}&\u{2027}\u{20ac}";
        let text = serde_json::to_string(&serde_json::json!({ "name": name })).unwrap();
        for size in [1, 2, 3, 5, text.len()] {
            let safe = escaped_in_pieces(&text, size);
            assert!(!safe.contains(['<', '>', '&', '\u{2028}', '\u{2029}']), "{safe}");
            let back: serde_json::Value = serde_json::from_str(&safe).expect("still JSON");
            assert_eq!(back["name"], name, "pieces of {size}");
        }
    }

    #[test]
    fn figures_past_2_pow_53_stay_exact_as_strings() {
        let mut out = Vec::new();
        let mut j = Json { out: &mut out };
        j.list([1i128 << 53, (1 << 53) + 1, -(1 << 60)], |j, v| j.num(v))
            .unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "[9007199254740992,\"9007199254740993\",\"-1152921504606846976\"]"
        );
    }
}
