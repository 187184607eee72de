//! The single-threaded builder: an [`Interner`] and an [`Aggregator`] on
//! one thread, as the parser's [`Sink`].

use super::{Aggregator, BuildOptions, Interner, Unresolved, Warnings};
use crate::model::Profile;
use crate::model::cost::CostRef;
use crate::parse::header::PartHeader;
use crate::parse::names::Space;
use crate::parse::{Call, Jump, Sink};

/// The single-threaded builder: parse into it, then [`Builder::finish`].
pub struct Builder {
    pub(super) interner: Interner,
    pub(super) agg: Aggregator,
    /// For a piece of a file: the names it uses without defining them.
    pub(super) unresolved: Option<Vec<Unresolved>>,
}

impl Builder {
    /// Parts are not kept apart here ([`BuildOptions::keep_parts`] is
    /// for the pipeline the browser loads with), so [`Builder::finish`]
    /// cannot fail.
    pub fn new(opts: BuildOptions) -> Self {
        let opts = BuildOptions {
            keep_parts: false,
            ..opts
        };
        Builder {
            interner: Interner::new(&opts),
            agg: Aggregator::new(&opts),
            unresolved: None,
        }
    }

    pub fn take_warnings(&mut self) -> Warnings {
        self.agg.take_warnings()
    }

    pub fn finish(self) -> Profile {
        self.agg
            .finish(self.interner)
            .expect("without parts kept apart, nothing is summed at the end")
    }
}

impl Sink for Builder {
    fn intern(&mut self, space: Space, name: &[u8]) -> u32 {
        self.interner.intern(space, name)
    }

    fn begin_part(&mut self, header: &PartHeader) -> Result<(), String> {
        self.agg.begin_part(header)
    }

    fn end_part(&mut self, header: PartHeader) -> Result<(), String> {
        self.agg.end_part(header);
        Ok(())
    }

    // Inlined into the parser's name lines: as a call, 3 M instructions
    // on the 50 MB benchmark profile.
    #[inline(always)]
    fn enter(&mut self, file: u32, func: u32, object: Option<u32>) {
        let keep_lines = self.interner.keeps_lines(file);
        self.agg.enter(file, func, object, keep_lines)
    }

    // Inlined into the parser's loops over cost lines: as a call it took
    // some 40 instructions a line (callgrind, 50 MB profile).
    #[inline(always)]
    fn cost(&mut self, line: u64, cost: CostRef<'_>) -> Result<(), String> {
        self.agg.cost(line, cost)
    }

    fn call(&mut self, call: &Call, line: u64, cost: CostRef<'_>) -> Result<(), String> {
        self.agg.call(call, line, cost)
    }

    fn jump(&mut self, jump: &Jump, line: u64) -> Result<(), String> {
        self.agg.jump(jump, line)
    }

    fn warn(&mut self, line: u64, kind: crate::parse::WarningKind, text: &[u8]) {
        self.agg.warn(line, kind, text)
    }

    fn unresolved(&mut self, space: Space, id: u64) -> Option<u32> {
        self.placeholder(Unresolved::Id(space, id))
    }

    fn name_of(&self, _space: Space, handle: u32) -> Option<Vec<u8>> {
        self.interner.name_of(handle)
    }

    fn name_len(&self, _space: Space, handle: u32) -> Option<usize> {
        self.interner.name_len(handle)
    }

    fn wants_jumps(&self) -> bool {
        self.agg.jumps_wanted
    }

    #[inline(always)]
    fn sum_one(&mut self, value: u64) -> bool {
        self.agg.sum_one(value)
    }

    /// Cost lines' source lines are summed per line unless
    /// [`BuildOptions::skip_line_costs`], and kept per function with
    /// [`BuildOptions::function_lines`].
    #[inline(always)]
    fn wants_cost_lines(&self) -> bool {
        !self.agg.lines_off || self.agg.function_lines.is_some()
    }
}
