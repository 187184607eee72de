//! The streaming Callgrind/Cachegrind parser.
//!
//! [`parse`] reads lines with [`reader::LineReader`], keeps the format's
//! state (the current object/file/function, name-compression ids, the last
//! subpositions, a pending `calls=`) and pushes what each line means to a
//! [`Sink`]. It knows nothing about reports; the model's builder is the sink
//! that matters. A file may hold several parts (`--combine-dumps=yes`): each
//! is announced with [`Sink::begin_part`] / [`Sink::end_part`].

mod cut;
mod decode;
pub mod dialects;
mod fast;
pub mod header;
pub mod names;
pub mod number;
mod piece;
pub mod reader;

use std::io::Read;

use crate::cost::{CostRef, MAX_EVENTS, Val};
use crate::error::ParseError;
use decode::{decode_cost_line, decode_costs, decode_target, decode_target_line, jump_counts, next_token, number};
use header::{Key, PartHeader, TotalsLine};
use names::{IdTable, NameRef, RecentNames, Space, Undefined};
use number::parse_u64;
pub use piece::PieceEnd;
use piece::{PIECE_DEPENDS, Piece};
use reader::LineReader;

/// A call from the current function (`cfn=` + `calls=`), given to the sink
/// with its source line and inclusive cost.
#[derive(Debug, Clone, Copy)]
pub struct Call {
    pub callee_file: u32,
    pub callee_func: u32,
    pub callee_object: Option<u32>,
    pub count: u64,
    /// Line of the callee the call goes to (0 when positions have no line).
    pub target_line: u64,
}

/// A `jump=` or `jcnd=` line, given to the sink with its source line.
#[derive(Debug, Clone, Copy)]
pub struct Jump {
    pub target_file: u32,
    pub target_func: u32,
    pub target_line: u64,
    pub executed: u64,
    /// Times the jump was taken (equal to `executed` for `jump=`).
    pub followed: u64,
    pub conditional: bool,
}

/// The consumer of parsed lines. Errors it returns are reported with the
/// line being parsed.
pub trait Sink {
    /// Returns a handle for `name` in `space`, which later calls use to name
    /// files, functions and objects. Equal names may get different handles
    /// (a sink that resolves names later hands out a new one each time).
    fn intern(&mut self, space: Space, name: &[u8]) -> u32;
    fn begin_part(&mut self, header: &PartHeader) -> Result<(), String>;
    /// The header now also holds the `summary:`/`totals:` found in the body.
    fn end_part(&mut self, header: PartHeader) -> Result<(), String>;
    /// `fn=` (with the current object) or `fi=`/`fe=` (object `None`):
    /// later costs belong to `func` in `file`.
    fn enter(&mut self, file: u32, func: u32, object: Option<u32>);
    /// A cost line: self cost at `line` of the current file and function.
    fn cost(&mut self, line: u64, cost: CostRef<'_>) -> Result<(), String>;
    fn call(&mut self, call: &Call, line: u64, cost: CostRef<'_>) -> Result<(), String>;
    fn jump(&mut self, jump: &Jump, line: u64) -> Result<(), String>;
    /// A line that was skipped; `kind` groups warnings so repeats are counted.
    fn warn(&mut self, line: u64, kind: &'static str, text: &[u8]);
    /// The number of the line about to be handled (a sink that defers its
    /// work uses it to name the line in later errors).
    #[inline]
    fn at_line(&mut self, _no: u64) {}
    /// Whether [`Sink::jump`] does anything: when not, the parser checks
    /// jump lines but does not hand them over.
    fn wants_jumps(&self) -> bool {
        true
    }
    /// Whether [`Sink::cost`] reads the source line it is given: when not,
    /// the parser's loop over one-event cost lines passes 0.
    fn wants_cost_lines(&self) -> bool {
        true
    }
    /// A one-event cost line whose source line nobody reads, if the sink
    /// can take it so: `true` when it has, else the parser hands it to
    /// [`Sink::cost`].
    #[inline(always)]
    fn sum_one(&mut self, _value: u64) -> bool {
        false
    }
    /// A handle for a name id not defined in a piece of a file (see
    /// [`Parser::begin_piece`]): it may have been defined before the piece.
    /// `None` (the default) makes it the error it is in a whole file.
    fn unresolved(&mut self, _space: Space, _id: u64) -> Option<u32> {
        None
    }
    /// The name a handle stands for, if the sink can tell: the names of
    /// `--compress-mangled=yes` are built from earlier ones.
    fn name_of(&self, _space: Space, _handle: u32) -> Option<Vec<u8>> {
        None
    }
    /// Whether the sink reads the subpositions ([`Sink::position`],
    /// [`Sink::jump_target`]): the instruction address as well as the line.
    /// Off by default, and then the calls are compiled out; only the
    /// machine-code annotation's second pass wants them.
    #[inline(always)]
    fn wants_positions(&self) -> bool {
        false
    }
    /// The subpositions (in the header's `positions:` order) of the line
    /// handed over next: a cost line, or the source of a call or jump.
    fn position(&mut self, _pos: &[u64]) {}
    /// The target subpositions of the `jump=`/`jcnd=` line just read,
    /// before its [`Sink::jump`] (columns the line leaves out are 0).
    fn jump_target(&mut self, _pos: &[u64]) {}
}

/// The kinds of warning whose text is the whole message, not a line that
/// was skipped.
pub const MESSAGE_KINDS: &[&str] = &[names::UNDEFINED_NAME, dialects::DIALECT_LINES, cut::INCOMPLETE];
pub use cut::INCOMPLETE;

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

/// Whether a line starting with `first` is a cost line: `0-9`, `+`, `-`
/// or `*`, as one bit test (bit k of the mask stands for `b'*' + k`).
#[inline(always)]
fn starts_cost_line(first: u8) -> bool {
    const COST_START: u16 = 0b1111_1111_1100_1011;
    let k = first.wrapping_sub(b'*');
    k < 16 && (COST_START >> k) & 1 != 0
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
        self.sink.warn(no, "unrecognised line", text);
        Ok(())
    }

    /// A last line without a newline is taken only when it is a cost line
    /// with a value for every event: anything shorter may have been cut off.
    fn complete_cost_line(&self, text: &[u8]) -> bool {
        let n = header::tokens(text).count();
        self.in_body && n >= self.ncols + self.header.events.len()
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

    fn start_body(&mut self, no: u64) -> Result<(), String> {
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

    fn end_part(&mut self) -> Result<(), String> {
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
    fn warn_undefined(&mut self) {
        for u in std::mem::take(&mut self.undefined) {
            let later = self.ids.lookup(u.space, u.id) != Some(u.name);
            self.sink
                .warn(u.line, names::UNDEFINED_NAME, u.message(later).as_bytes());
        }
    }

    fn header_line(&mut self, key: Key, value: &[u8], no: u64) -> Result<(), String> {
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

    /// The handle of the name `spec` gives (after a name key's `=`).
    #[inline(always)]
    fn name(&mut self, space: Space, spec: &[u8], no: u64) -> Result<u32, String> {
        // Most name lines refer to a name defined before, `(id)` and
        // nothing else: answered here, inlined into each name key's line,
        // without split_name's general result (which the call of
        // `name_general` and its result in memory cost some 30
        // instructions more a line on the 50 MB benchmark profile).
        if let Some(id) = names::reference(spec)
            && let Some(name) = self.ids.lookup(space, id)
        {
            return Ok(name);
        }
        self.name_general(space, spec, no)
    }

    #[inline(never)]
    fn name_general(&mut self, space: Space, spec: &[u8], no: u64) -> Result<u32, String> {
        match names::split_name(spec)? {
            NameRef::Plain(n) => {
                if let Some(handle) = self.recent.get(space, n) {
                    return Ok(handle);
                }
                let handle = self.sink.intern(space, n);
                self.recent.insert(space, n, handle);
                Ok(handle)
            }
            NameRef::Define(id, n) => {
                let name = match names::compressed_mangled(n).filter(|_| space == Space::Func) {
                    Some(parts) => self.mangled_name(&parts, n)?,
                    None => self.sink.intern(space, n),
                };
                self.ids.define(space, id, name);
                Ok(name)
            }
            NameRef::Refer(id) => match self.ids.lookup(space, id) {
                Some(name) => Ok(name),
                None => {
                    let name = match self.piece {
                        // What comes before the piece may define it.
                        Some(_) => self
                            .sink
                            .unresolved(space, id)
                            .ok_or_else(|| format!("name id ({id}) is used before it is defined"))?,
                        // Only a label is missing: the name is shown as
                        // callgrind shows an unknown one, and a warning
                        // says so at the end (see Self::warn_undefined).
                        None => {
                            let shown = names::undefined_name(space, id);
                            let name = self.sink.intern(space, &shown);
                            self.undefined.push(Undefined {
                                space,
                                id,
                                line: no,
                                name,
                            });
                            name
                        }
                    };
                    // One name per id.
                    self.ids.define(space, id, name);
                    Ok(name)
                }
            },
        }
    }

    /// The handle of a name `--compress-mangled=yes` built from the names
    /// of other ids (`n` as written); as written when one of them is not
    /// defined. In a piece of a file, a part defined before the piece makes
    /// it depend on what comes before.
    #[cold]
    fn mangled_name(&mut self, parts: &[names::MangledPart<'_>], n: &[u8]) -> Result<u32, String> {
        let mut name = Vec::new();
        for (k, part) in parts.iter().enumerate() {
            if k > 0 {
                name.push(b'\'');
            }
            match *part {
                names::MangledPart::Text(t) => name.extend_from_slice(t),
                names::MangledPart::Id(id) => {
                    let text = self
                        .ids
                        .lookup(Space::Func, id)
                        .and_then(|h| self.sink.name_of(Space::Func, h));
                    match text {
                        Some(text) => name.extend_from_slice(&text),
                        None if self.piece.is_some() => return Err(PIECE_DEPENDS.into()),
                        None => return Ok(self.sink.intern(Space::Func, n)),
                    }
                }
            }
        }
        Ok(self.sink.intern(Space::Func, &name))
    }

    fn spec_line(&mut self, key: SpecKey, value: &[u8], no: u64) -> Result<(), String> {
        // Checked here so that the call happens once per part, not once per
        // line (it was not inlined: 22 instructions a line).
        if !self.in_body {
            self.start_body(no)?;
        }
        match key {
            SpecKey::Fl => {
                self.file = self.name(Space::File, value, no)?;
                // A new fl= means the next fn= is filed under it.
            }
            SpecKey::Fi => {
                let file = self.name(Space::File, value, no)?;
                self.file = file;
                // Before any fn= of the part it names the file of the
                // functions to come, as fl= does: lsprofcalltree begins
                // every block with fi=, and the grammar allows it.
                if let Some(func) = self.func {
                    self.sink.enter(file, func, None);
                }
            }
            SpecKey::Fn => {
                let func = self.name(Space::Func, value, no)?;
                self.func = Some(func);
                self.sink.enter(self.file, func, Some(self.object));
            }
            SpecKey::Ob => self.object = self.name(Space::Object, value, no)?,
            SpecKey::Cob => self.callee_object = Some(self.name(Space::Object, value, no)?),
            SpecKey::Cfi => self.callee_file = Some(self.name(Space::File, value, no)?),
            SpecKey::Cfn => {
                let func = self.name(Space::Func, value, no)?;
                let file = self.callee_file.take().unwrap_or(self.file);
                self.callee = Some((file, func));
            }
            SpecKey::Cfni => return self.inlined_callee(value, no),
            SpecKey::Jfi => self.jump_file = Some(self.name(Space::File, value, no)?),
            SpecKey::Jfn => self.jump_func = Some(self.name(Space::Func, value, no)?),
            SpecKey::Calls => return self.calls_line(value, no),
            SpecKey::Jump => return self.jump_line(false, value),
            SpecKey::Jcnd => return self.jump_line(true, value),
        }
        Ok(())
    }

    fn calls_line(&mut self, value: &[u8], no: u64) -> Result<(), String> {
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

    fn jump_line(&mut self, conditional: bool, value: &[u8]) -> Result<(), String> {
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

    /// Whether a run may start ([`Self::run_line`]): in a function's body,
    /// with no `calls=` or jump waiting for its line, every subposition
    /// known. The lines a run takes leave the body, the function and the
    /// known positions as they are; a `calls=` or jump line it takes may
    /// leave a call or jump waiting, which the run's next cost line ends
    /// (and any other line is left to [`Self::line`]).
    #[inline(always)]
    fn in_cost_run(&self) -> bool {
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
    fn run_line(&mut self, text: &[u8], no: u64) -> Result<bool, String> {
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
    fn run_line_one<const C: usize>(&mut self, text: &[u8], no: u64) -> Result<bool, String> {
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
    fn cost_line(&mut self, text: &[u8], no: u64) -> Result<(), String> {
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

/// The keys of body `key=value` lines; keys that mean the same share one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SpecKey {
    Fl,
    /// `fi=` or `fe=`.
    Fi,
    Fn,
    Ob,
    Cob,
    /// `cfi=` or `cfl=`.
    Cfi,
    Cfn,
    /// CodSpeed's inlined callee.
    Cfni,
    Jfi,
    Jfn,
    Calls,
    Jump,
    Jcnd,
}

/// The key of a body `key=value` line, if it is a known key, and its length.
#[inline(always)]
fn spec_key(text: &[u8]) -> Option<(SpecKey, usize)> {
    use SpecKey::*;
    // Slice patterns compile to a few byte compares. The search for `=` in
    // the first six bytes followed by a match on the key, and a second match
    // on the key in `spec_line`, took 60 instructions a line (56 million on
    // the 50 MB profile's 926,000 key lines).
    Some(match text {
        [b'f', b'l', b'=', ..] => (Fl, 2),
        [b'f', b'i' | b'e', b'=', ..] => (Fi, 2),
        [b'f', b'n', b'=', ..] => (Fn, 2),
        [b'o', b'b', b'=', ..] => (Ob, 2),
        [b'c', b'f', b'n', b'=', ..] => (Cfn, 3),
        [b'c', b'f', b'n', b'i', b'=', ..] => (Cfni, 4),
        [b'c', b'f', b'i' | b'l', b'=', ..] => (Cfi, 3),
        [b'c', b'o', b'b', b'=', ..] => (Cob, 3),
        [b'c', b'a', b'l', b'l', b's', b'=', ..] => (Calls, 5),
        [b'j', b'c', b'n', b'd', b'=', ..] => (Jcnd, 4),
        [b'j', b'u', b'm', b'p', b'=', ..] => (Jump, 4),
        [b'j', b'f', b'i', b'=', ..] => (Jfi, 3),
        [b'j', b'f', b'n', b'=', ..] => (Jfn, 3),
        _ => return None,
    })
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

    #[test]
    fn known_keys_only() {
        assert_eq!(spec_key(b"fl=(1) a"), Some((SpecKey::Fl, 2)));
        assert_eq!(spec_key(b"fe=x"), Some((SpecKey::Fi, 2)));
        assert_eq!(spec_key(b"cfl=x"), Some((SpecKey::Cfi, 3)));
        assert_eq!(spec_key(b"calls=1 2"), Some((SpecKey::Calls, 5)));
        assert_eq!(spec_key(b"jcnd=1/2 3"), Some((SpecKey::Jcnd, 4)));
        assert_eq!(spec_key(b"fx=1"), None);
        assert_eq!(spec_key(b"fl"), None);
        assert_eq!(spec_key(b"calls: 1"), None);
        assert_eq!(spec_key(b"events: Ir"), None);
    }
}
