//! `calls=`, `jump=` and `jcnd=` lines: a call or jump waits for the cost
//! line after it.

use super::decode::{decode_target, decode_target_line, jump_counts, next_token, number};
use super::{Call, Jump, Parser, Pending, Sink, fast};

impl<S: Sink> Parser<'_, S> {
    pub(super) fn calls_line(&mut self, value: &[u8], no: u64) -> Result<(), String> {
        self.check_piece_targets()?;
        if self.func.is_none() {
            return Err("calls= before any fn= line".into());
        }
        let Some((callee_file, callee_func)) = self.callee else {
            return Err("calls= without a cfn= line naming the called function".into());
        };
        // As callgrind writes it: the fast path; anything else is decided
        // by the general decoder.
        let (count, i) = match fast::call_count(value) {
            Some(found) => found,
            None => {
                let (count, i) = next_token(value, 0).ok_or("calls= without a call count")?;
                (number(count, "call count")?, i)
            }
        };
        let target_line = self.target_line(value, i)?;
        let call = Call {
            callee_file,
            callee_func,
            callee_object: self.callee_object,
            count,
            target_line,
        };
        self.pending = Pending::Call(call, no);
        Ok(())
    }

    pub(super) fn jump_line(&mut self, conditional: bool, value: &[u8]) -> Result<(), String> {
        self.check_piece_targets()?;
        let Some(func) = self.func else {
            return Err("jump=/jcnd= before any fn= line".into());
        };
        let (executed, followed, i) = match fast::jump_counts(value, conditional) {
            Some(found) => found,
            None => jump_counts(value, conditional)?,
        };
        let target_line = if self.sink.wants_positions() {
            let mut pos = [0; 3];
            decode_target(value, i, self.ncols, &self.last_pos, &mut pos)?;
            self.sink.jump_target(&pos[..self.ncols]);
            self.line_col.map_or(0, |c| pos[c])
        } else {
            self.target_line(value, i)?
        };
        let jump = Jump {
            target_file: self.jump_file.take().unwrap_or(self.file),
            target_func: self.jump_func.take().unwrap_or(func),
            target_line,
            executed,
            followed,
            conditional,
        };
        // A sink that keeps no jumps gets none: the line is checked all the
        // same, and the cost lines after it stay on the fast run path.
        if self.sink.wants_jumps() {
            self.pending = Pending::Jump(jump);
        }
        Ok(())
    }

    /// Decodes a call or jump target: subpositions relative to the last cost
    /// line, which they do not change. Missing ones leave the line 0; extra
    /// tokens are ignored.
    fn target_line(&self, text: &[u8], i: usize) -> Result<u64, String> {
        // As callgrind writes them: the fast path; anything else is decided
        // by the general decoder.
        if let Some(line) = fast::target_line(text, i, self.ncols, &self.last_pos, self.line_col) {
            return Ok(line);
        }
        decode_target_line(text, i, self.ncols, &self.last_pos, self.line_col)
    }
}
