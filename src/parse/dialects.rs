//! Lines of other writers' dialects of the format: Xdebug's separator of
//! appended profiles, CodSpeed's inlined callees (`cfni=`), and the lines
//! of callgrind options cgann does not read (`rec=`, `frfn=`, `bb=`,
//! `ln=`), which are skipped with one warning each.

use super::header::PartHeader;
use super::names::{IdTable, NameRef, RecentNames, Space};
use super::piece::PIECE_DEPENDS;
use super::{Parser, Sink, WarningKind, names};

/// Keys of lines cgann skips, with the callgrind option that writes them
/// and what is lost.
const SKIPPED: [(&[u8], &str, &str); 4] = [
    (b"rec=", "--mangle-names=no", "recursion levels are not told apart"),
    (b"frfn=", "--mangle-names=no", "callers are not told apart"),
    (
        b"bb=",
        "--dump-bbs=yes",
        "the basic-block records are skipped, their costs read",
    ),
    (b"ln=", "--dump-bbs=yes", "the line records are skipped, the costs read"),
];

/// What Xdebug writes before each profile it appends to a file
/// (`xdebug.profiler_append=1`): a whole new header follows.
const XDEBUG_NEW_FILE: &[u8] = b"==== NEW PROFILING FILE ";

impl<S: Sink> Parser<'_, S> {
    /// A line no other rule took; `Ok(false)` when it is none of the
    /// dialects' either (then it is skipped with a warning).
    pub(super) fn dialect_line(&mut self, text: &[u8], no: u64) -> Result<bool, String> {
        let known = text.starts_with(XDEBUG_NEW_FILE) || SKIPPED.iter().any(|(key, ..)| text.starts_with(key));
        if known && self.piece.is_some() {
            // A new file needs a header; a warning once per file needs
            // what came before.
            return Err(PIECE_DEPENDS.into());
        }
        if text.starts_with(XDEBUG_NEW_FILE) {
            // A new profile: its part, and its own name ids.
            if self.in_body {
                self.end_part()?;
            }
            self.new_file();
            return Ok(true);
        }
        let Some(k) = SKIPPED.iter().position(|(key, ..)| text.starts_with(key)) else {
            return Ok(false);
        };
        if self.dialects_warned & (1 << k) == 0 {
            self.dialects_warned |= 1 << k;
            let (key, option, lost) = SKIPPED[k];
            let key = String::from_utf8_lossy(&key[..key.len() - 1]);
            let message = format!("{key}= lines, written by callgrind {option}, are not read: {lost}");
            self.sink.warn(no, WarningKind::DialectLines, message.as_bytes());
        }
        Ok(true)
    }

    /// Starts a new profile in the same file: a header of its own, and
    /// name ids of its own (Xdebug numbers them from 1 again).
    fn new_file(&mut self) {
        self.warn_undefined();
        self.ids = IdTable::default();
        self.recent = RecentNames::default();
        self.header = PartHeader::default();
        self.early_totals.clear();
    }

    /// `cfni=NAME` (CodSpeed's callgrind): the cost lines that follow are
    /// code of NAME inlined into the current function; `cfni=???` ends it.
    pub(super) fn inlined_callee(&mut self, value: &[u8], no: u64) -> Result<(), String> {
        let Some(func) = self.func else {
            return Err("cfni= before any fn= line".into());
        };
        let callee = match names::split_name(value)? {
            NameRef::Plain(b"???") => func,
            _ => self.name(Space::Func, value, no)?,
        };
        self.sink.enter(self.file, callee, None);
        Ok(())
    }
}
