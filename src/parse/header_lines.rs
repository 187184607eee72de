//! The lines around the body: `key: value` header lines, the start of a
//! body, the end of a part and of the profile.

use super::decode::decode_costs;
use super::header::{self, Key, PartHeader, TotalsLine};
use super::number::parse_u64;
use super::piece::PIECE_DEPENDS;
use super::{Parser, Pending, Sink, WarningKind};
use crate::cost::CostRef;
use crate::error::ParseError;

impl<S: Sink> Parser<'_, S> {
    pub(super) fn start_body(&mut self, no: u64) -> Result<(), String> {
        if self.in_body {
            return Ok(());
        }
        if self.header.events.is_empty() {
            let m = self
                .not_a_profile()
                .unwrap_or("no events: line before the first cost or name line");
            return Err(m.into());
        }
        if self.header.positions.is_empty() {
            self.header.positions = vec![header::PosKind::Line];
        }
        for (key, value) in std::mem::take(&mut self.early_totals) {
            self.header_line(key, &value, no)?;
        }
        self.ncols = self.header.positions.len();
        self.line_col = self.header.line_column();
        if let Err(m) = self.sink.begin_part(&self.header) {
            // A part the sink refuses (events with none in common with the
            // earlier parts') is the fault of its events: line.
            self.error_line = Some(self.header.events_line);
            return Err(m);
        }
        self.in_body = true;
        Ok(())
    }

    pub(super) fn end_part(&mut self) -> Result<(), String> {
        self.check_no_pending(0)?;
        // A part of the same run (`--combine-dumps=yes`) repeats neither
        // its command nor its process.
        let next = PartHeader {
            version: self.header.version.clone(),
            creator: self.header.creator.clone(),
            cmd: self.header.cmd.clone(),
            pid: self.header.pid.clone(),
            positions: self.header.positions.clone(),
            events: self.header.events.clone(),
            event_defs: self.header.event_defs.clone(),
            ..PartHeader::default()
        };
        let done = std::mem::replace(&mut self.header, next);
        self.sink.end_part(done)?;
        self.in_body = false;
        self.last_pos = [0; 3];
        self.object = self.empty_object;
        self.file = self.unknown_file;
        self.func = None;
        self.callee_file = None;
        self.callee_object = None;
        self.callee = None;
        Ok(())
    }

    /// Ends the profile after its last line, `last_line`.
    pub fn finish(mut self, last_line: u64) -> Result<(), ParseError> {
        self.check_complete(last_line);
        if let Pending::Call(_, at) = self.pending {
            return Err(ParseError::new(
                at,
                "calls= is not followed by its cost line (truncated file?)",
            ));
        }
        if !self.in_body {
            if self.header.events.is_empty() {
                let line = if last_line == 0 { 0 } else { last_line };
                let msg = if last_line == 0 {
                    "empty input: not a callgrind or cachegrind profile"
                } else {
                    self.not_a_profile()
                        .unwrap_or("no events: line (not a callgrind or cachegrind profile?)")
                };
                return Err(ParseError::new(line, msg));
            }
            let line = |p: &mut Self| p.error_line.take().unwrap_or(last_line);
            if let Err(m) = self.start_body(last_line) {
                return Err(ParseError::new(line(&mut self), m));
            }
        }
        self.warn_undefined();
        self.end_part()
            .map_err(|m| ParseError::new(self.error_line.take().unwrap_or(last_line), m))
    }

    /// One warning per name id used without a definition, at its first use.
    pub(super) fn warn_undefined(&mut self) {
        for u in std::mem::take(&mut self.undefined) {
            let later = self.ids.lookup(u.space, u.id) != Some(u.name);
            self.sink
                .warn(u.line, WarningKind::UndefinedName, u.message(later).as_bytes());
        }
    }

    pub(super) fn header_line(&mut self, key: Key, value: &[u8], no: u64) -> Result<(), String> {
        self.check_no_pending(no)?;
        self.saw_header = true;
        match key {
            Key::Summary | Key::Totals if self.header.events.is_empty() => {
                // Before `events:` the values cannot be checked yet: keep them.
                self.early_totals.push((key, value.to_vec()));
                return Ok(());
            }
            Key::Summary | Key::Totals => {
                let t = self.totals_line(value)?;
                if key == Key::Summary {
                    self.header.summary = Some(t);
                } else {
                    self.header.totals = Some(t);
                }
                return Ok(());
            }
            _ if self.in_body && self.piece.is_some() => return Err(PIECE_DEPENDS.into()),
            _ if self.in_body => self.end_part()?,
            _ => {}
        }
        let owned = || Some(value.to_vec());
        match key {
            Key::Version => {
                let major = value.split(|&b| b == b'.').next().unwrap_or(b"");
                match parse_u64(major) {
                    Ok(v) if v < 2 => {}
                    Ok(v) => {
                        return Err(format!("format version {v} is not supported (only version 1)"));
                    }
                    Err(_) => {
                        return Err(format!("invalid version '{}'", String::from_utf8_lossy(value)));
                    }
                }
                self.header.version = owned();
            }
            Key::Creator => self.header.creator = owned(),
            Key::Pid => self.header.pid = owned(),
            Key::Thread => self.header.thread = owned(),
            Key::Part => self.header.part = owned(),
            Key::Cmd => self.header.cmd = owned(),
            Key::Desc => self.header.desc.push(value.to_vec()),
            Key::Positions => self.header.positions = header::parse_positions(value)?,
            Key::Events => {
                self.header.events = header::parse_events(value)?;
                self.header.events_line = no;
            }
            Key::Event => {
                let def = header::parse_event_def(value)?;
                self.header.event_defs.retain(|d| d.name != def.name);
                self.header.event_defs.push(def);
            }
            Key::Summary | Key::Totals => unreachable!("handled above"),
        }
        Ok(())
    }

    fn totals_line(&mut self, value: &[u8]) -> Result<TotalsLine, String> {
        let n = self.header.events.len();
        let (defined, len) = decode_costs(value, 0, &mut self.vals[..n])?;
        let n = self.header.events.len();
        let cost = crate::cost::Cost::from_ref(CostRef {
            vals: &self.vals[..n],
            defined,
        });
        Ok(TotalsLine { cost, len })
    }
}
