//! The aggregator: sums parsed lines into a [`Profile`].
//!
//! [`Builder`] is the single-threaded [`Sink`](crate::parse::Sink): an
//! [`Interner`] for names plus an [`Aggregator`] for costs. The pipeline in [`super::pipeline`]
//! runs the same two halves on two threads.

mod absorb;
mod func_index;
mod interner;
mod parts;
mod remap;
mod single_thread;

pub use absorb::{Refused, UNRESOLVED, Unresolved};
pub use interner::Interner;
pub use parts::MAX_KEPT_PARTS;
use remap::{Remap, all_columns, columns, move_totals};
use rustc_hash::{FxHashMap, FxHashSet};
pub use single_thread::Builder;

use super::cost::{Cost, CostRef, CostTable, Mask, Val, spend};
use super::sources::SourceCheck;
use super::{CallStat, FuncId, Function, FunctionLines, JumpCount, JumpSite, Profile};
use crate::parse::header::PartHeader;
use crate::parse::{Call, Jump, WarningKind};

const OVERFLOW: &str = "a sum of costs goes past 2^64-1 or below -(2^64-1)";

/// What to collect besides what every report needs.
#[derive(Debug, Clone, Default)]
pub struct BuildOptions {
    /// File names starting with this (the current directory + `/`) are kept
    /// without it, as callgrind_annotate shows them.
    pub strip_prefix: Option<Vec<u8>>,
    /// Keep per-site jump counts (`jump=`/`jcnd=`).
    pub jumps: bool,
    /// Show C++ and Rust function names demangled.
    pub demangle: bool,
    /// Keep self cost per (function, line) as well, and which file names
    /// lost the strip prefix: what writing the profile back needs
    /// ([`Profile::function_lines`]). Off for reports, which need neither.
    pub function_lines: bool,
    /// Leave out the self cost per source line ([`Profile::lines`] stays
    /// empty): no report but source annotation reads it, and without it a
    /// cost line costs two additions instead of a hash lookup more.
    pub skip_line_costs: bool,
    /// Leave out the call graph: call sites ([`Profile::call_sites`]) and
    /// inlined-code pairs ([`Profile::inlined`]) stay empty, and a function
    /// named only as a callee (`cfn=`) is not made (it has no cost, so no
    /// row in the plain table). The plain function table without inclusive
    /// costs reads none of these; without them a `calls=` line costs no
    /// lookup at all, a split load has less to merge, and the pairs need no
    /// sorting (17 million instructions on the 50 MB profile; not making
    /// the callees: paired wall ratio 0.95, 50 pairs).
    pub skip_calls: bool,
    /// Keep line costs only for files a source of that name may exist
    /// for ([`SourceCheck::may_exist`], asked once per file): what the
    /// text report's annotation reads, which lists the others as not
    /// found. The files left out are noted
    /// ([`Profile::lines_left_out`]); their cost lines take the path of
    /// a load without line costs. On the benchmark profiles (sources not
    /// on the machine) the default report's instructions went from
    /// 1,963 M to 1,565 M (50 MB) and its peak from 535 to 409 MB (1 GB).
    pub line_files: Option<SourceCheck>,
    /// With `line_files`: call sites are kept only from functions of the
    /// files kept (annotation's call lines are all that reads them).
    pub calls_in_line_files: bool,
    /// Keep each part's costs apart as well as summed, when there are
    /// several ([`Profile::part_costs`]): for the browser's thread/part
    /// filter. Not with `function_lines`.
    pub keep_parts: bool,
}

/// A skipped line, for the caller to report.
#[derive(Debug, Clone)]
pub struct Warning {
    /// Which of the inputs loaded together (0-based).
    pub input: usize,
    pub line: u64,
    pub kind: WarningKind,
    pub text: Vec<u8>,
}

/// Warnings kept per kind; the rest are only counted.
pub const WARNINGS_KEPT_PER_KIND: u64 = 5;

/// Lines skipped while loading: the first few of each kind, and counts.
pub type Warnings = (Vec<Warning>, Vec<(WarningKind, u64)>);

/// Self cost per (function, line), for [`BuildOptions::function_lines`].
#[derive(Default)]
struct FunctionLineCosts {
    map: FxHashMap<FuncId, FxHashMap<u64, u32>>,
    costs: CostTable,
    /// The target line of each call site (its first `calls=` line's).
    call_targets: FxHashMap<(FuncId, FuncId, u64), u64>,
    /// The last (function, line, row): runs of cost lines share them.
    last: Option<(FuncId, u64, u32)>,
}

impl FunctionLineCosts {
    fn add(&mut self, func: FuncId, line: u64, cost: CostRef<'_>) -> Result<(), String> {
        let row = match self.last {
            Some((f, l, row)) if f == func && l == line => row,
            _ => {
                let costs = &mut self.costs;
                let row = *self
                    .map
                    .entry(func)
                    .or_default()
                    .entry(line)
                    .or_insert_with(|| costs.push());
                self.last = Some((func, line, row));
                row
            }
        };
        self.costs.add(row, cost).map_err(|_| OVERFLOW.to_string())
    }
}

/// Sums costs per function, per line and per call site.
pub struct Aggregator {
    jumps_wanted: bool,
    /// Set when cost lines need more than the common path: a remap, or
    /// per-function line costs (one check on every cost line).
    slow: bool,
    /// See [`BuildOptions::skip_line_costs`].
    skip_lines: bool,
    /// No line costs are kept for the current cost lines: `skip_lines`,
    /// or the current file is left out ([`BuildOptions::line_files`]).
    lines_off: bool,
    /// The current file is left out (see [`BuildOptions::line_files`]).
    file_left_out: bool,
    /// See [`BuildOptions::calls_in_line_files`].
    calls_in_line_files: bool,
    /// See [`Profile::lines_left_out`].
    lines_left_out: FxHashSet<u32>,
    /// See [`BuildOptions::skip_calls`].
    skip_calls: bool,
    function_lines: Option<FunctionLineCosts>,
    functions: Vec<Function>,
    self_costs: CostTable,
    func_index: func_index::FuncIndex,
    lines: FxHashMap<u32, FxHashMap<u64, u32>>,
    line_costs: CostTable,
    call_sites: FxHashMap<(FuncId, FuncId, u64), CallStat>,
    site_costs: CostTable,
    jumps: FxHashMap<JumpSite, JumpCount>,
    parts: Vec<PartHeader>,
    /// The columns of every cost table: the first part's events.
    events: Vec<String>,
    /// The columns every part so far records; the others are dropped at
    /// [`Aggregator::finish`].
    common: Mask,
    /// Set while reading a part whose events differ from the first part's
    /// (otherwise costs arrive in the tables' columns, unchanged). Boxed:
    /// checking it on every cost line is then a compare with null.
    remap: Option<Box<Remap>>,
    /// One warning per dropped event (see [`WarningKind::EventsDropped`]).
    dropped: Vec<Warning>,
    dropped_names: FxHashSet<String>,
    self_total: Cost,
    current: Option<FuncId>,
    /// The file of the last `fn=`/`fi=`/`fe=` line.
    current_file: Option<u32>,
    /// The function of the last `fn=` line (`current` moves on to the
    /// inlined code's function at `fi=`/`fe=`).
    named: Option<FuncId>,
    /// (function, function of code inlined into it) pairs; see
    /// [`Profile::inlined`].
    inlined: rustc_hash::FxHashSet<(FuncId, FuncId)>,
    last_inlined: Option<(FuncId, FuncId)>,
    /// See [`Profile::several_objects`].
    several_objects: FxHashMap<FuncId, Vec<u32>>,
    /// The object of the last `fn=` line.
    current_object: Option<u32>,
    /// The input being read (see [`Aggregator::begin_input`]).
    input: usize,
    /// Lines of the current file, taken out of `lines` while it is current
    /// so a cost line costs one hash lookup.
    current_lines: Option<(u32, FxHashMap<u64, u32>)>,
    /// The last (line, row) of the current file: with `--dump-instr=yes`
    /// runs of cost lines share a source line, and this skips their lookup.
    last_line: Option<(u64, u32)>,
    warnings: Vec<Warning>,
    warning_counts: FxHashMap<WarningKind, u64>,
    /// For a piece of a file: when each function was last entered.
    entries: Option<absorb::Entries>,
    /// Without line costs, the cost lines of the current function are
    /// summed here and reach its row when another function is entered
    /// ([`Aggregator::flush_run`]): two checked additions into the tables
    /// per cost line cost the single-threaded builder some 120
    /// instructions a line. `run_lines` says whether any was summed. A
    /// run holds no negative value (see [`Aggregator::sum_in_run`]): its
    /// sums are u64, as they were before costs could be negative (an i128
    /// run took 12 instructions more a flush).
    run: Vec<u64>,
    run_defined: Mask,
    /// The run as table values, for a flush of several events.
    run_wide: Cost,
    run_lines: bool,
    /// Summing runs stays on (`summing`) while `budget`, the sum of every
    /// cost-line value so far, fits in 64 bits: below that no sum can
    /// overflow, so every error is still the line-by-line one.
    summing: bool,
    budget: u64,
    /// Cost lines go to the run: not `slow`, `skip_lines` and `summing`
    /// (one test for [`Aggregator::sum_one`]).
    sum_runs: bool,
    /// What [`Aggregator::sum_one`] summed of the run, added to `run`'s
    /// first column when the run is flushed: a field of its own, where
    /// adding to `run`'s boxed column read its pointer and length on every
    /// line (1,049 M -> 1,035 M instructions on the 50 MB benchmark
    /// profile).
    run_one: u64,
    /// With [`BuildOptions::keep_parts`]: the parts before the current one
    /// (see [`parts`]).
    kept: Option<Vec<super::PartCosts>>,
}

impl Aggregator {
    pub fn new(opts: &BuildOptions) -> Self {
        Aggregator {
            jumps_wanted: opts.jumps,
            slow: opts.function_lines,
            skip_lines: opts.skip_line_costs,
            lines_off: opts.skip_line_costs,
            file_left_out: false,
            calls_in_line_files: opts.line_files.is_some() && opts.calls_in_line_files,
            lines_left_out: FxHashSet::default(),
            skip_calls: opts.skip_calls,
            function_lines: opts.function_lines.then(FunctionLineCosts::default),
            functions: Vec::new(),
            self_costs: CostTable::default(),
            func_index: Default::default(),
            lines: FxHashMap::default(),
            line_costs: CostTable::default(),
            call_sites: FxHashMap::default(),
            site_costs: CostTable::default(),
            jumps: FxHashMap::default(),
            parts: Vec::new(),
            named: None,
            inlined: Default::default(),
            several_objects: Default::default(),
            last_inlined: None,
            events: Vec::new(),
            common: 0,
            remap: None,
            dropped: Vec::new(),
            dropped_names: FxHashSet::default(),
            self_total: Cost::default(),
            current: None,
            current_file: None,
            current_object: None,
            input: 0,
            current_lines: None,
            last_line: None,
            warnings: Vec::new(),
            warning_counts: FxHashMap::default(),
            entries: None,
            run: Vec::new(),
            run_defined: 0,
            run_wide: Cost::default(),
            run_lines: false,
            summing: true,
            sum_runs: !opts.function_lines && opts.skip_line_costs,
            run_one: 0,
            budget: 0,
            kept: (opts.keep_parts && !opts.function_lines).then(Vec::new),
        }
    }

    /// Warnings kept since the last call (the [`WarningKind::EventsDropped`] ones last),
    /// and how many lines of each kind were skipped in all.
    pub fn take_warnings(&mut self) -> Warnings {
        let mut counts: Vec<_> = std::mem::take(&mut self.warning_counts).into_iter().collect();
        counts.sort_unstable_by_key(|&(kind, n)| (kind.as_str(), n));
        let mut warnings = std::mem::take(&mut self.warnings);
        warnings.append(&mut self.dropped);
        (warnings, counts)
    }

    pub fn finish(mut self, interner: Interner) -> Result<Profile, String> {
        self.flush_run();
        self.park_lines();
        let mut part_costs = self.finish_parts()?;
        if self.common != all_columns(self.events.len()) {
            self.keep_common_events();
            let cols: Vec<usize> = columns(self.common).collect();
            for part in part_costs.iter_mut().flatten() {
                part.self_costs = part.self_costs.project(&cols);
                part.line_costs = part.line_costs.project(&cols);
                part.site_costs = part.site_costs.project(&cols);
                part.self_total = part.self_total.project(&cols);
            }
        }
        let mut inlined: Vec<(FuncId, FuncId)> = self.inlined.into_iter().collect();
        inlined.sort_unstable();
        let names = interner.names.into();
        let function_lines = self.function_lines.map(|f| FunctionLines {
            map: f.map,
            costs: f.costs,
            call_targets: f.call_targets,
            stripped_files: interner.stripped.unwrap_or_default(),
        });
        Ok(Profile {
            inlined,
            several_objects: self.several_objects,
            parts: self.parts,
            recorded: self.events.len(),
            events: self.events,
            names,
            functions: self.functions,
            self_costs: self.self_costs,
            lines: self.lines,
            line_costs: self.line_costs,
            lines_left_out: self.lines_left_out,
            call_sites: self.call_sites,
            site_costs: self.site_costs,
            calls: Default::default(),
            jumps: self.jumps,
            self_total: self.self_total,
            focus_total: None,
            focus_lower: None,
            known_inclusive: None,
            function_lines,
            part_costs,
        })
    }

    fn function(&mut self, file: u32, name: u32) -> FuncId {
        let (functions, self_costs) = (&mut self.functions, &mut self.self_costs);
        self.func_index.get_or_insert(file, name, || {
            functions.push(Function {
                file,
                name,
                object: None,
                home_object: None,
                has_body: false,
            });
            self_costs.push()
        })
    }

    fn park_lines(&mut self) {
        if let Some((file, map)) = self.current_lines.take() {
            self.lines.insert(file, map);
        }
    }

    /// Makes `file` the one cost lines count in; `keep`: its line costs
    /// are kept (see [`BuildOptions::line_files`]).
    fn switch_file(&mut self, file: u32, keep: bool) {
        if self.skip_lines {
            return;
        }
        if !keep {
            self.park_lines();
            self.last_line = None;
            self.lines_left_out.insert(file);
            self.set_file_left_out(true);
            return;
        }
        self.set_file_left_out(false);
        if self.current_lines.as_ref().is_some_and(|(f, _)| *f == file) {
            return;
        }
        self.park_lines();
        self.last_line = None;
        let map = self.lines.remove(&file).unwrap_or_default();
        self.current_lines = Some((file, map));
    }

    fn set_file_left_out(&mut self, left_out: bool) {
        self.file_left_out = left_out;
        self.lines_off = self.skip_lines || left_out;
        self.sum_runs = !self.slow && self.lines_off && self.summing;
    }

    pub fn begin_part(&mut self, header: &PartHeader) -> Result<(), String> {
        self.flush_run();
        if !self.parts.is_empty() {
            self.set_part_aside()?;
        }
        if self.parts.is_empty() && self.events.is_empty() {
            self.events = header.events.clone();
            let n = self.events.len();
            self.self_total = Cost::zero(n);
            self.self_costs = CostTable::new(n);
            self.line_costs = CostTable::new(n);
            self.site_costs = CostTable::new(n);
            self.common = all_columns(n);
            if let Some(f) = &mut self.function_lines {
                f.costs = CostTable::new(n);
            }
            self.remap = None;
            self.run = vec![0; n];
            self.run_wide = Cost::zero(n);
        } else if header.events == self.events {
            self.remap = None;
        } else {
            self.remap_part(header)?;
        }
        self.slow = self.remap.is_some() || self.function_lines.is_some();
        self.sum_runs = !self.slow && self.lines_off && self.summing;
        self.current = None;
        self.named = None;
        self.current_object = None;
        Ok(())
    }

    /// Later parts come from input `input` (several profiles are summed).
    pub fn begin_input(&mut self, input: usize) {
        self.input = input;
    }

    pub fn end_part(&mut self, mut header: PartHeader) {
        self.flush_run();
        header.input = self.input;
        // Totals in the tables' columns, like every cost.
        if let Some(remap) = &self.remap {
            let src = remap.sources(self.events.len());
            for t in [&mut header.summary, &mut header.totals].into_iter().flatten() {
                *t = move_totals(t, &src);
            }
            header.events.clone_from(&self.events);
        }
        self.parts.push(header);
        self.current = None;
    }

    /// A `fn=` line (with its object) or a `fi=`/`fe=` line (`None`);
    /// `keep_lines`: the file's line costs are kept (see
    /// [`BuildOptions::line_files`]).
    pub fn enter(&mut self, file: u32, func: u32, object: Option<u32>, keep_lines: bool) {
        self.flush_run();
        let id = self.function(file, func);
        if object.is_some() {
            self.functions[id as usize].object = object;
            self.current_object = object;
            self.named = Some(id);
        } else if let Some(named) = self.named.filter(|&n| n != id) {
            // `fi=` and `fe=` lines alternate between the same few files
            // inside a function: most pairs were just recorded.
            if self.last_inlined != Some((named, id)) && !self.skip_calls {
                self.inlined.insert((named, id));
                self.last_inlined = Some((named, id));
            }
        }
        let func = &mut self.functions[id as usize];
        if let (Some(before), Some(now)) = (func.home_object, self.current_object)
            && before != now
        {
            note_object(&mut self.several_objects, id, before, now);
        }
        func.home_object = self.current_object;
        self.current = Some(id);
        self.current_file = Some(file);
        self.switch_file(file, keep_lines);
        if let Some(entries) = &mut self.entries {
            entries.note(id, object.is_some());
        }
    }

    #[inline(always)]
    pub fn cost(&mut self, line: u64, cost: CostRef<'_>) -> Result<(), String> {
        if self.slow {
            // The parts of the CostRef as arguments of their own: passed in
            // registers, they need no stores on the common path.
            return self.cost_slow(line, cost.vals, cost.defined);
        }
        if self.lines_off && self.sum_in_run(cost) {
            return Ok(());
        }
        self.add_cost(line, cost)
    }

    /// `Aggregator::sum_in_run` for a one-event cost line, with one test
    /// of whether runs are summed; `false`, changing nothing, when not or
    /// when the budget would be spent ([`Aggregator::cost`] then decides).
    #[inline(always)]
    pub fn sum_one(&mut self, value: u64) -> bool {
        if !self.sum_runs {
            return false;
        }
        let (budget, spent) = self.budget.overflowing_add(value);
        if spent {
            return false;
        }
        self.budget = budget;
        // Cannot wrap: every sum is part of the budget.
        self.run_one = self.run_one.wrapping_add(value);
        self.run_defined |= 1;
        self.run_lines = true;
        true
    }

    /// Adds a cost line to the current run (see [`Aggregator::run`]), unless
    /// the budget is spent: then summing runs stops for good.
    #[inline(always)]
    fn sum_in_run(&mut self, cost: CostRef<'_>) -> bool {
        if !self.summing {
            return false;
        }
        // Positions only (`* 0` after each jump, 243,000 lines of the
        // 50 MB benchmark profile): nothing to add up.
        if cost.defined == 0 {
            self.run_lines = true;
            return true;
        }
        // A negative value (a memory delta) ends summing runs for good:
        // profiles that have them are small.
        if cost.has_negative() || spend(&mut self.budget, cost.vals) {
            self.summing = false;
            self.sum_runs = false;
            self.flush_run();
            return false;
        }
        // Cannot wrap: every sum is part of the budget, and no value is
        // negative. One event written out: the loop took about 50
        // instructions more a line.
        match (cost.vals, &mut self.run[..]) {
            ([v], [r]) => *r = r.wrapping_add(*v as u64),
            (vals, run) => {
                for (r, &v) in run.iter_mut().zip(vals) {
                    *r = r.wrapping_add(v as u64);
                }
            }
        }
        self.run_defined |= cost.defined;
        self.run_lines = true;
        true
    }

    /// Adds the current run to the current function (see [`Aggregator::run`]).
    fn flush_run(&mut self) {
        if !self.run_lines {
            return;
        }
        self.run_lines = false;
        let id = self.current.expect("parser enters a function before cost lines");
        self.functions[id as usize].has_body = true;
        // Within the budget: these sums cannot overflow. One event written
        // out: the tables' loops over the defined columns, with their
        // overflow checks, took 82 instructions a flush, this 43 (321,000
        // flushes on the 50 MB benchmark profile).
        let defined = std::mem::take(&mut self.run_defined);
        if let [sum] = &mut self.run[..] {
            let sum = Val::from(std::mem::take(sum).wrapping_add(std::mem::take(&mut self.run_one)));
            self.self_costs.add_one(id, sum, defined);
            self.self_total.add_one(sum, defined);
            return;
        }
        // sum_one serves one-event parts only.
        debug_assert_eq!(self.run_one, 0);
        for (w, r) in self.run_wide.vals.iter_mut().zip(&mut self.run) {
            *w = Val::from(std::mem::take(r));
        }
        self.run_wide.defined = defined;
        let _ = self.self_costs.add(id, self.run_wide.as_ref());
        let _ = self.self_total.add(self.run_wide.as_ref());
    }

    /// A cost line of a part to remap, or when line costs are kept per
    /// function too.
    #[cold]
    #[inline(never)]
    fn cost_slow(&mut self, line: u64, vals: &[Val], defined: Mask) -> Result<(), String> {
        let mut remap = self.remap.take();
        let cost = CostRef { vals, defined };
        let cost = match remap.as_deref_mut() {
            Some(r) => r.apply(cost),
            None => cost,
        };
        let mut result = self.add_cost(line, cost);
        if result.is_ok()
            && let Some(f) = &mut self.function_lines
        {
            let id = self.current.expect("parser enters a function before cost lines");
            result = f.add(id, line, cost);
        }
        self.remap = remap;
        result
    }

    #[inline(always)]
    fn add_cost(&mut self, line: u64, cost: CostRef<'_>) -> Result<(), String> {
        let id = self.current.expect("parser enters a function before cost lines");
        self.functions[id as usize].has_body = true;
        self.self_costs.add(id, cost).map_err(|_| OVERFLOW.to_string())?;
        self.self_total.add(cost).map_err(|_| OVERFLOW.to_string())?;
        if self.lines_off {
            return Ok(());
        }
        let row = match self.last_line {
            Some((l, row)) if l == line => row,
            _ => {
                let (_, lines) = self.current_lines.as_mut().expect("entered function has a file");
                let line_costs = &mut self.line_costs;
                let row = *lines.entry(line).or_insert_with(|| line_costs.push());
                self.last_line = Some((line, row));
                row
            }
        };
        self.line_costs.add(row, cost).map_err(|_| OVERFLOW.to_string())
    }

    pub fn call(&mut self, call: &Call, line: u64, cost: CostRef<'_>) -> Result<(), String> {
        if self.skip_calls || (self.calls_in_line_files && self.file_left_out) {
            let caller = self.current.expect("parser enters a function before calls");
            self.functions[caller as usize].has_body = true;
            return Ok(());
        }
        if self.remap.is_some() {
            return self.call_remapped(call, line, cost.vals, cost.defined);
        }
        self.add_call(call, line, cost)
    }

    #[cold]
    #[inline(never)]
    fn call_remapped(&mut self, call: &Call, line: u64, vals: &[Val], defined: Mask) -> Result<(), String> {
        let mut remap = self.remap.take().expect("called with a remap");
        let result = self.add_call(call, line, remap.apply(CostRef { vals, defined }));
        self.remap = Some(remap);
        result
    }

    #[inline(always)]
    fn add_call(&mut self, call: &Call, line: u64, cost: CostRef<'_>) -> Result<(), String> {
        let caller = self.current.expect("parser enters a function before calls");
        self.functions[caller as usize].has_body = true;
        let callee = self.function(call.callee_file, call.callee_func);
        if let Some(f) = &mut self.function_lines {
            f.call_targets.entry((caller, callee, line)).or_insert(call.target_line);
        }
        let site_costs = &mut self.site_costs;
        // Sites are numbered in order of appearance (annotation needs the
        // first caller at each line); 2^32 sites would need a file far
        // beyond any real one, and the count then just stops rising.
        let seq = u32::try_from(self.call_sites.len()).unwrap_or(u32::MAX);
        let site = self
            .call_sites
            .entry((caller, callee, line))
            .or_insert_with(|| CallStat {
                count: 0,
                row: site_costs.push(),
                seq,
            });
        site.count = site
            .count
            .checked_add(call.count)
            .ok_or("a sum of call counts goes past 2^64-1")?;
        site_costs.add(site.row, cost).map_err(|_| OVERFLOW.to_string())
    }

    pub fn jump(&mut self, jump: &Jump, line: u64) -> Result<(), String> {
        if !self.jumps_wanted {
            return Ok(());
        }
        let from_file = self.current_file.unwrap_or(0);
        let site = JumpSite {
            from_file,
            from_line: line,
            to_file: jump.target_file,
            to_func: jump.target_func,
            to_line: jump.target_line,
            conditional: jump.conditional,
        };
        let e = self.jumps.entry(site).or_default();
        let sum = |a: u64, b: u64| {
            a.checked_add(b)
                .ok_or_else(|| "a sum of jump counts goes past 2^64-1".to_string())
        };
        e.executed = sum(e.executed, jump.executed)?;
        e.followed = sum(e.followed, jump.followed)?;
        Ok(())
    }

    pub fn warn(&mut self, line: u64, kind: crate::parse::WarningKind, text: &[u8]) {
        let n = self.warning_counts.entry(kind).or_insert(0);
        *n += 1;
        if *n <= WARNINGS_KEPT_PER_KIND {
            self.warnings.push(Warning {
                input: self.input,
                line,
                kind,
                text: text.to_vec(),
            });
        }
    }
}

/// Notes that `f`'s code was seen in `before` and `now` (object names).
pub(crate) fn note_object(several: &mut FxHashMap<FuncId, Vec<u32>>, f: FuncId, before: u32, now: u32) {
    let list = several.entry(f).or_default();
    for o in [before, now] {
        if !list.contains(&o) {
            list.push(o);
        }
    }
}
