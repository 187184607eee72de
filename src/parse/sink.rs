//! What the parser hands its consumer: the [`Sink`] trait and the calls
//! and jumps it is given.

use super::header::PartHeader;
use super::names::Space;
use crate::cost::CostRef;

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
    fn warn(&mut self, line: u64, kind: super::WarningKind, text: &[u8]);
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
    ///
    /// [`Parser::begin_piece`]: super::Parser::begin_piece
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
