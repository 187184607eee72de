//! The finished profile: plain data that reporters read after parsing.
//!
//! Functions are keyed by (file, name) as callgrind_annotate keys them:
//! code inlined from another file (`fi=`/`fe=`) counts under that file.
//! Costs live in [`CostTable`]s addressed by row.

pub mod builder;
pub mod cost;
pub mod demangle;
pub mod derived;
pub mod graph;
pub mod instr;
pub mod names;
pub mod pipeline;
pub mod shared_names;
pub mod sources;
pub mod split;

use rustc_hash::FxHashMap;

use crate::parse::header::{PartHeader, TotalsLine};
use cost::{Cost, CostRef, CostTable};
pub use names::Names;
pub use shared_names::SharedNames;

pub type FuncId = u32;

#[derive(Debug, Clone)]
pub struct Function {
    pub file: u32,
    pub name: u32,
    /// The object of the last `fn=` line naming this function; `None` for
    /// functions only ever reached through `fi=`/`fe=` or as callees.
    pub object: Option<u32>,
    /// The object the function's code lives in: also for code inlined from
    /// another file (`fi=`), which takes the enclosing function's object.
    /// `None` for callees known only from `cfn=`.
    pub home_object: Option<u32>,
    /// Has cost or call lines of its own (callees known only from `cfn=`
    /// have none).
    pub has_body: bool,
}

/// How often calls happened, and the row of their inclusive cost.
#[derive(Debug, Clone, Copy)]
pub struct CallStat {
    pub count: u64,
    pub row: u32,
    /// Order in which the call sites first appeared in the input (for
    /// summed calls: the earliest of their sites).
    pub seq: u32,
}

/// Calls between functions, summed over their sites.
pub struct Calls {
    pub map: FxHashMap<(FuncId, FuncId), CallStat>,
    pub costs: CostTable,
}

/// Executions of a jump and how often it was taken.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct JumpCount {
    pub executed: u64,
    pub followed: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct JumpSite {
    pub from_file: u32,
    pub from_line: u64,
    pub to_file: u32,
    pub to_func: u32,
    pub to_line: u64,
    pub conditional: bool,
}

pub struct Profile {
    /// Every part read, in order, with its summary/totals. These are in
    /// the profile's columns, like every cost: for a part whose events
    /// differ from the profile's, its `events` are the profile's and its
    /// totals are moved onto them (events not every part records are
    /// dropped, see [`crate::parse::WarningKind::EventsDropped`]).
    pub parts: Vec<PartHeader>,
    /// Event names: the recorded ones (those every part records, in the
    /// first part's order), then derived ones added by
    /// [`Profile::add_derived`].
    pub events: Vec<String>,
    /// How many of `events` were recorded in the file.
    pub recorded: usize,
    /// Shared with the profile's copies (see [`SharedNames`]).
    pub names: SharedNames,
    pub functions: Vec<Function>,
    /// Self cost of each function; the row is the function's id.
    pub self_costs: CostTable,
    /// Self cost per source line, per file (file name id -> line -> row).
    pub lines: FxHashMap<u32, FxHashMap<u64, u32>>,
    pub line_costs: CostTable,
    /// Files whose line costs (and call sites, when only annotation read
    /// them) were not kept because no source of that name existed when
    /// the profile was loaded ([`builder::BuildOptions::line_files`]):
    /// annotation lists them as not found.
    pub lines_left_out: rustc_hash::FxHashSet<u32>,
    /// Calls per call site: (caller, callee, line in the caller's file).
    pub call_sites: FxHashMap<(FuncId, FuncId, u64), CallStat>,
    pub site_costs: CostTable,
    /// Calls summed per (caller, callee), built the first time a report
    /// asks (the plain function table does not, and on big profiles the
    /// sums take as much memory as the sites).
    pub calls: std::sync::OnceLock<Calls>,
    /// (function, function of code inlined into it by `fi=`/`fe=`), sorted:
    /// the inlined code runs within the first function's calls, though no
    /// call leads to it.
    pub inlined: Vec<(FuncId, FuncId)>,
    /// The objects of each function whose code was seen in several (one
    /// file and name in each: glibc builds some sources into both the C
    /// library and the dynamic loader). Such a function is one here, its
    /// `home_object` the last of them.
    pub several_objects: FxHashMap<FuncId, Vec<u32>>,
    /// Jumps per site; collected only when asked for (no text report shows
    /// them, and the 1 GB benchmark profile has 1.2 million).
    pub jumps: FxHashMap<JumpSite, JumpCount>,
    /// Sum of every self cost, checked for overflow while reading.
    pub self_total: Cost,
    /// With `--focus`: the cost of the focused functions, which
    /// percentages are taken of.
    pub focus_total: Option<Cost>,
    /// With `--focus`, when `focus_total` is an upper bound (the data
    /// cannot decide it: see `analysis::focus`): its lower bound. `None`
    /// when the total is exact.
    pub focus_lower: Option<Cost>,
    /// With `--group=symbol`: exact inclusive costs of merged functions,
    /// known from their contexts before they were merged (see
    /// `analysis::symbols`).
    pub known_inclusive: Option<FxHashMap<FuncId, Cost>>,
    /// Self cost per function and line, kept only when asked for
    /// ([`builder::BuildOptions::function_lines`]).
    pub function_lines: Option<FunctionLines>,
    /// Each part's costs apart, one per entry of `parts`, when asked for
    /// ([`builder::BuildOptions::keep_parts`]) and there are several;
    /// the tables above are their sum. See [`Profile::part`].
    pub part_costs: Option<Vec<PartCosts>>,
}

/// The costs of one part of a profile (one thread, one dump, one input
/// file), in the ids of the whole profile.
#[derive(Clone)]
pub struct PartCosts {
    /// A row per function of the whole profile.
    pub self_costs: CostTable,
    pub lines: FxHashMap<u32, FxHashMap<u64, u32>>,
    pub line_costs: CostTable,
    pub call_sites: FxHashMap<(FuncId, FuncId, u64), CallStat>,
    pub site_costs: CostTable,
    pub inlined: Vec<(FuncId, FuncId)>,
    pub jumps: FxHashMap<JumpSite, JumpCount>,
    pub self_total: Cost,
}

/// What writing the profile back as a Callgrind file needs beyond the
/// reports' tables.
pub struct FunctionLines {
    /// Self cost per function and line of the function's file (function
    /// -> line -> row): the function's share of [`Profile::lines`].
    pub map: FxHashMap<FuncId, FxHashMap<u64, u32>>,
    /// In the recorded events' columns (derived events are not added).
    pub costs: CostTable,
    /// The target line of each call site (caller, callee, line): the
    /// callee's line the first `calls=` line of the site named, which
    /// writing the profile back keeps (0 where none was written).
    pub call_targets: FxHashMap<(FuncId, FuncId, u64), u64>,
    /// For each name id, whether it is a file name that lost the strip
    /// prefix while loading (ids past the end: no).
    pub stripped_files: Vec<bool>,
}

impl FunctionLines {
    /// Whether file name `id` lost the strip prefix while loading.
    pub fn stripped(&self, id: u32) -> bool {
        self.stripped_files.get(id as usize) == Some(&true)
    }
}

impl Profile {
    pub fn name(&self, id: u32) -> &[u8] {
        self.names.get(id)
    }

    pub fn self_cost(&self, f: FuncId) -> CostRef<'_> {
        self.self_costs.get(f)
    }

    /// Calls between functions, summed over their sites.
    pub fn calls(&self) -> &FxHashMap<(FuncId, FuncId), CallStat> {
        &self.summed_calls().map
    }

    /// Cost of summed calls (a [`CallStat`] from [`Profile::calls`]).
    pub fn call_cost(&self, c: &CallStat) -> CostRef<'_> {
        self.summed_calls().costs.get(c.row)
    }

    fn summed_calls(&self) -> &Calls {
        self.calls.get_or_init(|| {
            let mut map: FxHashMap<(FuncId, FuncId), CallStat> = FxHashMap::default();
            let mut costs = CostTable::new(self.events.len());
            costs.reserve(self.call_sites.len());
            let mut sum = Cost::zero(self.events.len());
            // Sites in input order, so sums come out the same every run.
            let mut sites: Vec<_> = self.call_sites.iter().collect();
            sites.sort_unstable_by_key(|(_, s)| s.seq);
            for (&(caller, callee, _), site) in sites {
                let e = map.entry((caller, callee)).or_insert_with(|| CallStat {
                    count: 0,
                    row: costs.push(),
                    seq: site.seq,
                });
                // Each site's sum was checked while reading; the sum over
                // sites saturates rather than wraps.
                e.count = e.count.saturating_add(site.count);
                let so_far = costs.get(e.row);
                sum.vals.copy_from_slice(so_far.vals);
                sum.defined = so_far.defined;
                sum.add_saturating(self.site_costs.get(site.row));
                costs.set(e.row, sum.as_ref());
            }
            Calls { map, costs }
        })
    }

    pub fn site_cost(&self, c: &CallStat) -> CostRef<'_> {
        self.site_costs.get(c.row)
    }

    /// The program's total cost: the parts' `summary:` (or, failing that,
    /// `totals:`) lines summed, or `None` when some part has neither, or
    /// has them all zero, so the total has to be calculated. A line read
    /// under other events than the profile's (an `events:` line after it,
    /// read with `--partial`) is not used: its columns are not the costs'.
    pub fn recorded_total(&self) -> Option<TotalsLine> {
        let mut sum: Option<TotalsLine> = None;
        for part in &self.parts {
            let usable = |t: &Option<TotalsLine>| {
                t.clone()
                    .filter(|t| !t.cost.is_zero() && t.cost.vals.len() == self.events.len())
            };
            let t = usable(&part.summary).or_else(|| usable(&part.totals))?;
            match &mut sum {
                None => sum = Some(t),
                Some(s) => {
                    s.cost.add_cost(&t.cost).ok()?;
                    s.len = s.len.max(t.len);
                }
            }
        }
        sum
    }

    /// Sum of all self costs (the total when the file records none).
    pub fn calculated_total(&self) -> &Cost {
        &self.self_total
    }

    /// How many parts were kept apart (0 when the profile has one part, or
    /// they were not kept: see [`builder::BuildOptions::keep_parts`]).
    pub fn kept_parts(&self) -> usize {
        self.part_costs.as_ref().map_or(0, Vec::len)
    }

    /// Part `k` alone, as a profile of its own in this profile's ids:
    /// names, functions and events are this profile's, the costs and the
    /// header (with its totals) are the part's. A function has a body in
    /// the part when the part has costs or calls of it. Not focused, and
    /// without `--group=symbol`'s known inclusive costs.
    pub fn part(&self, k: usize) -> Option<Profile> {
        let costs = self.part_costs.as_ref()?.get(k)?.clone();
        let header = self.parts.get(k)?.clone();
        let mut functions = self.functions.clone();
        for (f, func) in functions.iter_mut().enumerate() {
            func.has_body = (f < costs.self_costs.len()) && costs.self_costs.get(f as FuncId).defined != 0;
        }
        for &(caller, _, _) in costs.call_sites.keys() {
            functions[caller as usize].has_body = true;
        }
        let mut self_costs = costs.self_costs;
        while self_costs.len() < functions.len() {
            self_costs.push();
        }
        Some(Profile {
            parts: vec![header],
            events: self.events.clone(),
            recorded: self.recorded,
            names: self.names.clone(),
            functions,
            self_costs,
            lines: costs.lines,
            line_costs: costs.line_costs,
            lines_left_out: Default::default(),
            call_sites: costs.call_sites,
            site_costs: costs.site_costs,
            calls: Default::default(),
            inlined: costs.inlined,
            // The whole's: a function seen in several objects in any part
            // may be either object's code in this one too.
            several_objects: self.several_objects.clone(),
            jumps: costs.jumps,
            self_total: costs.self_total,
            focus_total: None,
            focus_lower: None,
            known_inclusive: None,
            function_lines: None,
            part_costs: None,
        })
    }
}
