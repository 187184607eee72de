//! The streaming Callgrind/Cachegrind parser.
//!
//! [`parse`] reads lines with [`reader::LineReader`], keeps the format's
//! state (the current object/file/function, name-compression ids, the last
//! subpositions, a pending `calls=`) and pushes what each line means to a
//! [`Sink`]. It knows nothing about reports; the model's builder is the sink
//! that matters. A file may hold several parts (`--combine-dumps=yes`): each
//! is announced with [`Sink::begin_part`] / [`Sink::end_part`].

mod call_lines;
mod cost_lines;
mod cut;
mod decode;
pub mod dialects;
mod fast;
pub mod header;
mod header_lines;
pub mod names;
pub mod number;
mod piece;
pub mod reader;
mod sink;
mod spec_lines;
mod warning;

use std::io::Read;

use crate::cost::{MAX_EVENTS, Val};
use crate::error::ParseError;
use cost_lines::starts_cost_line;
use header::{Key, PartHeader, TotalsLine};
use names::{IdTable, RecentNames, Space, Undefined};
use piece::Piece;
pub use piece::PieceEnd;
use reader::LineReader;
pub use sink::{Call, Jump, Sink};
use spec_lines::spec_key;

pub use warning::WarningKind;

/// File name used where the profile gives none (callgrind's own spelling).
pub const UNKNOWN: &[u8] = b"???";

enum Pending {
    None,
    Call(Call, u64),
    Jump(Jump),
}

/// The parser's state between lines. [`parse`] drives it over a whole
/// input; [`crate::model::split`] over pieces of one.
pub struct Parser<'s, S: Sink> {
    sink: &'s mut S,
    ids: IdTable,
    recent: RecentNames,
    header: PartHeader,
    in_body: bool,
    line_col: Option<usize>,
    ncols: usize,
    last_pos: [u64; 3],
    unknown_file: u32,
    empty_object: u32,
    object: u32,
    file: u32,
    func: Option<u32>,
    /// A `cfi=`/`cfl=` waiting for its `cfn=`.
    callee_file: Option<u32>,
    callee_object: Option<u32>,
    /// The callee named by the last `cfn=` (with its file): later `calls=`
    /// lines go to it until the next `cfn=`.
    callee: Option<(u32, u32)>,
    jump_file: Option<u32>,
    jump_func: Option<u32>,
    pending: Pending,
    vals: [Val; MAX_EVENTS],
    /// `summary:`/`totals:` lines met before `events:`.
    early_totals: Vec<(Key, Vec<u8>)>,
    /// The line an error belongs to, when not the line being read.
    error_line: Option<u64>,
    /// Set when parsing a piece of a file from its middle: see [`Piece`].
    piece: Option<Piece>,
    /// Name ids used without a definition, in order of first use.
    undefined: Vec<Undefined>,
    /// Which of the dialect lines cgann skips were warned about (see
    /// [`dialects`]).
    dialects_warned: u8,
    /// A header line or `# callgrind format` was seen: the input is a
    /// profile, however broken.
    saw_header: bool,
    /// The last line was cut off (see [`cut`]).
    cut: bool,
    /// What names rebuilt from compressed ones may still add
    /// ([`crate::limits::NAME_GROWTH_BUDGET`]).
    rebuilt: crate::limits::Budget,
}

/// Parses a whole profile from `input` into `sink`.
pub fn parse<R: Read, S: Sink>(input: R, sink: &mut S) -> Result<(), ParseError> {
    parse_lines(LineReader::new(input), sink)
}

/// Parses from an existing line reader (tests use tiny read blocks).
pub fn parse_lines<R: Read, S: Sink>(mut lines: LineReader<R>, sink: &mut S) -> Result<(), ParseError> {
    let mut p = Parser::new(sink);
    p.read(&mut lines)?;
    p.finish(lines.line_no())
}

impl<'s, S: Sink> Parser<'s, S> {
    /// A parser at the start of a profile.
    pub fn new(sink: &'s mut S) -> Self {
        let unknown_file = sink.intern(Space::File, UNKNOWN);
        let empty_object = sink.intern(Space::Object, b"");
        Parser {
            sink,
            ids: IdTable::default(),
            recent: RecentNames::default(),
            header: PartHeader::default(),
            in_body: false,
            line_col: None,
            ncols: 1,
            last_pos: [0; 3],
            unknown_file,
            empty_object,
            object: empty_object,
            file: unknown_file,
            func: None,
            callee_file: None,
            callee_object: None,
            callee: None,
            jump_file: None,
            jump_func: None,
            pending: Pending::None,
            vals: [0; MAX_EVENTS],
            early_totals: Vec::new(),
            error_line: None,
            piece: None,
            undefined: Vec::new(),
            dialects_warned: 0,
            saw_header: false,
            cut: false,
            rebuilt: crate::limits::Budget::default(),
        }
    }

    /// Parses the lines of `lines` up to its end (or its limit: see
    /// [`LineReader::with_limit`]); more may follow from the same or another
    /// reader before [`Self::finish`].
    pub fn read<R: Read>(&mut self, lines: &mut LineReader<R>) -> Result<(), ParseError> {
        loop {
            let line = match lines.next_line() {
                Ok(Some(l)) => l,
                Ok(None) => return Ok(()),
                Err(e) => return Err(ParseError::new(lines.line_no() + 1, e.to_string())),
            };
            let (text, terminated, no) = (line.text, line.terminated, line.no);
            self.line(text, no, terminated)
                .map_err(|m| ParseError::new(self.error_line.take().unwrap_or(no), m))?;
            if self.in_cost_run() {
                // One loop per common shape, each with its decoder unrolled.
                let run = match (self.ncols, self.header.events.len()) {
                    (1, 1) => lines.take_lines(|text, no| self.run_line_one::<1>(text, no).map_err(|m| (no, m))),
                    (2, 1) => lines.take_lines(|text, no| self.run_line_one::<2>(text, no).map_err(|m| (no, m))),
                    _ => lines.take_lines(|text, no| self.run_line(text, no).map_err(|m| (no, m))),
                };
                run.map_err(|(no, m)| ParseError::new(self.error_line.take().unwrap_or(no), m))?;
            }
        }
    }
}

fn is_blank(b: u8) -> bool {
    b == b' ' || b == b'\t'
}

impl<S: Sink> Parser<'_, S> {
    fn line(&mut self, text: &[u8], no: u64, terminated: bool) -> Result<(), String> {
        let Some(&first) = text.first() else {
            return Ok(());
        };
        // Cost lines first: most lines of a big profile are, and their
        // first byte settles it (no comment or blank line starts with one
        // of theirs). Tested before the comment/blank check, with a bit test
        // instead of four compares: 53 million instructions fewer on the
        // parser thread for the 50 MB profile (1,943M -> 1,890M).
        if starts_cost_line(first) {
            self.sink.at_line(no);
            if !terminated && !self.complete_cost_line(text) {
                return self.cut_line(text, no);
            }
            return self.cost_line(text, no);
        }
        if first == b'#' || text.iter().all(|&b| is_blank(b)) {
            self.saw_header |= text.starts_with(b"# callgrind format");
            return Ok(());
        }
        self.sink.at_line(no);
        if !terminated {
            // A `totals:` line may end the file without a newline if it is
            // complete; anything else may have been cut off.
            match header::split_header(text) {
                Some((Key::Totals | Key::Summary, value))
                    if !self.header.events.is_empty() && header::tokens(value).count() >= self.header.events.len() => {}
                _ => return self.cut_line(text, no),
            }
        }
        if let Some((key, eq)) = spec_key(text) {
            self.check_no_pending(no)?;
            return self.spec_line(key, &text[eq + 1..], no);
        }
        if let Some((key, value)) = header::split_header(text) {
            return self.header_line(key, value, no);
        }
        self.check_no_pending(no)?;
        if self.dialect_line(text, no)? {
            return Ok(());
        }
        self.sink.warn(no, WarningKind::UnrecognisedLine, text);
        Ok(())
    }

    #[inline]
    fn check_no_pending(&mut self, _no: u64) -> Result<(), String> {
        if matches!(self.pending, Pending::None) {
            return Ok(());
        }
        match std::mem::replace(&mut self.pending, Pending::None) {
            Pending::None => Ok(()),
            Pending::Call(_, at) => {
                // The fault is the calls= line's: name it.
                self.error_line = Some(at);
                Err("calls= is not followed by its cost line".into())
            }
            Pending::Jump(j) => {
                // Jumps name no source line of their own; callgrind writes one
                // after them, hand-written files may not: use the last one.
                let line = self.current_line();
                if self.sink.wants_positions() {
                    self.sink.position(&self.last_pos[..self.ncols]);
                }
                self.sink.jump(&j, line)
            }
        }
    }

    fn current_line(&self) -> u64 {
        self.line_col.map_or(0, |c| self.last_pos[c])
    }
}
