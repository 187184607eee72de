//! Files cut short: a killed run, a full disk, a copy interrupted. A file
//! that ends in the middle of a line is cut where it ends; a callgrind
//! part without the `totals:` line callgrind writes at the end of every
//! part ends where its data stops, at a line boundary. Either way the
//! parser says so with one [`WarningKind::Incomplete`] warning, drops the cut line and
//! reads the rest; the command line makes it an error unless `--partial`
//! asks for what is there.

use super::{Parser, Pending, Sink, WarningKind, header};

impl<S: Sink> Parser<'_, S> {
    /// The last line, `no`, ends without a newline and may have been cut:
    /// dropped, with a warning. Before the `events:` line there is nothing
    /// to read, and that stays an error.
    #[cold]
    pub(super) fn cut_line(&mut self, text: &[u8], no: u64) -> Result<(), String> {
        if self.header.events.is_empty() {
            // A header line cut short is a profile's.
            let not_a_profile = self.not_a_profile().filter(|_| header::split_header(text).is_none());
            return Err(not_a_profile
                .unwrap_or("the file ends in the middle of a line (truncated?)")
                .into());
        }
        self.cut = true;
        // The text names no line: a piece of a split load numbers its
        // lines from its start (the warning's line is put right at the
        // merge).
        let message = b"the file ends in the middle of this line: it is incomplete (truncated?)";
        self.sink.warn(no, WarningKind::Incomplete, message);
        Ok(())
    }

    /// At the end of the file: a callgrind part without its `totals:`
    /// line is incomplete (callgrind writes one at the end of every part).
    /// A `calls=` whose cost line was cut off is dropped.
    pub(super) fn check_complete(&mut self, last_line: u64) {
        if self.cut {
            if let Pending::Call(..) = self.pending {
                self.pending = Pending::None;
            }
            return;
        }
        let by_callgrind = self
            .header
            .creator
            .as_deref()
            .is_some_and(|c| c.starts_with(b"callgrind-"));
        if by_callgrind && self.in_body && self.header.totals.is_none() {
            let message = b"the file ends here without the totals: line callgrind writes at the end of every \
                            part: it is incomplete (truncated?)";
            self.sink.warn(last_line, WarningKind::Incomplete, message);
        }
    }

    /// What to say when the input never looked like a profile: no header
    /// line and no `# callgrind format` before the fault.
    pub(super) fn not_a_profile(&self) -> Option<&'static str> {
        (!self.saw_header && self.header.events.is_empty()).then_some("not a callgrind or cachegrind profile")
    }
}
