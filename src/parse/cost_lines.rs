//! Cost lines, the bulk of a profile: recognised by their first byte,
//! decoded, and read in runs straight from the reader's buffer.

use super::decode::decode_cost_line;
use super::spec_lines::spec_key;
use super::{Parser, Pending, Sink, fast, header};
use crate::cost::{CostRef, Val};

/// Whether a line starting with `first` is a cost line: `0-9`, `+`, `-`
/// or `*`, as one bit test (bit k of the mask stands for `b'*' + k`).
#[inline(always)]
pub(super) fn starts_cost_line(first: u8) -> bool {
    const COST_START: u16 = 0b1111_1111_1100_1011;
    let k = first.wrapping_sub(b'*');
    k < 16 && (COST_START >> k) & 1 != 0
}

impl<S: Sink> Parser<'_, S> {
    /// A last line without a newline is taken only when it is a cost line
    /// with a value for every event: anything shorter may have been cut off.
    pub(super) fn complete_cost_line(&self, text: &[u8]) -> bool {
        let n = header::tokens(text).count();
        self.in_body && n >= self.ncols + self.header.events.len()
    }

    /// Whether a run may start ([`Self::run_line`]): in a function's body,
    /// with no `calls=` or jump waiting for its line, every subposition
    /// known. The lines a run takes leave the body, the function and the
    /// known positions as they are; a `calls=` or jump line it takes may
    /// leave a call or jump waiting, which the run's next cost line ends
    /// (and any other line is left to [`Self::line`]).
    #[inline(always)]
    pub(super) fn in_cost_run(&self) -> bool {
        self.in_body
            && self.func.is_some()
            && matches!(self.pending, Pending::None)
            && self.piece.as_ref().is_none_or(|p| p.unknown_cols == 0)
    }

    /// A line of a run, offered straight from the reader's buffer (always
    /// ended by a newline): taken (`Ok(true)`) when it is a cost line as
    /// callgrind writes it, a body `key=value` line or an empty line,
    /// declined before any change otherwise, for [`Self::line`] to read.
    /// Most lines of a big profile are cost lines, and one in five a body
    /// line between them: taken here, neither goes through the per-line
    /// dispatch of [`Self::read`] and [`Self::line`].
    #[inline(always)]
    pub(super) fn run_line(&mut self, text: &[u8], no: u64) -> Result<bool, String> {
        let Some(&first) = text.first() else {
            return Ok(true);
        };
        if !starts_cost_line(first) {
            return self.run_body_line(text, no);
        }
        let n = self.header.events.len();
        let Some(defined) = fast::cost_line(text, self.ncols, &mut self.last_pos, &mut self.vals[..n]) else {
            return Ok(false);
        };
        self.sink.at_line(no);
        self.emit_cost(defined)?;
        Ok(true)
    }

    /// A body `key=value` line in a run, read as [`Self::line`] reads it;
    /// declined while a call or jump waits for its cost line (then the line
    /// is an error or hands the jump over first) and for a line ending in
    /// `\r` (which the reader's [`LineReader::next_line`] takes off).
    ///
    /// [`LineReader::next_line`]: super::reader::LineReader::next_line
    #[inline(always)]
    fn run_body_line(&mut self, text: &[u8], no: u64) -> Result<bool, String> {
        if text.last() == Some(&b'\r') || !matches!(self.pending, Pending::None) {
            return Ok(false);
        }
        let Some((key, eq)) = spec_key(text) else {
            return Ok(false);
        };
        self.sink.at_line(no);
        self.spec_line(key, &text[eq + 1..], no)?;
        Ok(true)
    }

    /// [`Self::run_line`] for `C` position columns and one event.
    #[inline(always)]
    pub(super) fn run_line_one<const C: usize>(&mut self, text: &[u8], no: u64) -> Result<bool, String> {
        match text.first() {
            Some(&first) if starts_cost_line(first) => {}
            Some(_) => return self.run_body_line(text, no),
            None => return Ok(true),
        }
        // The cost line of a `calls=` or a jump: the general way.
        if !matches!(self.pending, Pending::None) {
            return self.run_line(text, no);
        }
        let Some((pos, v)) = fast::cost_line_one::<C>(text, &self.last_pos) else {
            return self.run_line(text, no);
        };
        self.last_pos = pos;
        self.sink.at_line(no);
        if self.sink.wants_positions() {
            self.sink.position(&self.last_pos[..C]);
        }
        if self.sink.sum_one(v) {
            return Ok(true);
        }
        self.vals[0] = Val::from(v);
        let line = if self.sink.wants_cost_lines() {
            self.current_line()
        } else {
            0
        };
        self.sink.cost(
            line,
            CostRef {
                vals: &self.vals[..1],
                defined: 1,
            },
        )?;
        Ok(true)
    }

    /// The hot path: most lines of a big profile are cost lines.
    #[inline]
    pub(super) fn cost_line(&mut self, text: &[u8], no: u64) -> Result<(), String> {
        if !self.in_body {
            self.start_body(no)?;
        }
        if self.func.is_none() {
            return Err("cost line before any fn= line".into());
        }
        if self.piece.as_ref().is_some_and(|p| p.unknown_cols != 0) {
            self.check_piece_positions(text)?;
        }
        let n = self.header.events.len();
        // Lines as callgrind writes them take the fast path; the general
        // decoder below reads anything else again and decides.
        if let Some(defined) = fast::cost_line(text, self.ncols, &mut self.last_pos, &mut self.vals[..n]) {
            return self.emit_cost(defined);
        }
        let defined = decode_cost_line(text, self.ncols, &mut self.last_pos, &mut self.vals[..n])?;
        self.emit_cost(defined)
    }

    /// Hands the decoded cost line (in `vals`, with its positions in
    /// `last_pos`) to the sink, with the call or jump it ends.
    #[inline(always)]
    fn emit_cost(&mut self, defined: u64) -> Result<(), String> {
        let n = self.header.events.len();
        let line = self.current_line();
        if self.sink.wants_positions() {
            self.sink.position(&self.last_pos[..self.ncols]);
        }
        let cost = CostRef {
            vals: &self.vals[..n],
            defined,
        };
        if matches!(self.pending, Pending::None) {
            return self.sink.cost(line, cost);
        }
        match std::mem::replace(&mut self.pending, Pending::None) {
            Pending::None => self.sink.cost(line, cost),
            Pending::Call(call, _) => self.sink.call(&call, line, cost),
            Pending::Jump(jump) => {
                self.sink.jump(&jump, line)?;
                self.sink.cost(line, cost)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cost_lines_start_with_a_digit_a_sign_or_a_star() {
        for b in 0..=255u8 {
            let want = b.is_ascii_digit() || b == b'+' || b == b'-' || b == b'*';
            assert_eq!(starts_cost_line(b), want, "byte {b}");
        }
    }
}
