//! PROGRAM TOTALS and the sorted `file:function` table, with callers and
//! callees when `--tree` asks for them.

use std::cmp::Ordering;
use std::io::{self, Write};
use std::ops::Range;

use rustc_hash::FxHashMap;

use super::format::{Columns, RULE, widths, write_costs, write_event_names};
use super::recursion::{Edge, Recursion};
use super::{FileName, Plan, cmp_file_names};
use crate::model::cost::{Cost, CostRef, CostTable, Val, to_f64};
use crate::model::{CallStat, FuncId};

/// The rows the table lists and the cost each is listed with: function
/// ids and, with `--inclusive=yes`, one row per cycle of recursion.
pub struct Listing<'p> {
    pub funcs: Vec<u32>,
    self_costs: &'p CostTable,
    /// With `--inclusive=yes` or `--tree`: the cycles of the call graph.
    pub recursion: Option<Recursion>,
    inclusive: bool,
}

impl Listing<'_> {
    #[inline]
    pub fn cost(&self, row: u32) -> CostRef<'_> {
        match &self.recursion {
            Some(r) if self.inclusive => r.cost(row),
            _ => self.self_costs.get(row),
        }
    }

    /// The cycle a row stands for as a whole, if it is a cycle's row.
    pub fn cycle_row(&self, row: u32) -> Option<u32> {
        self.recursion.as_ref().and_then(|r| r.row_cycle(row))
    }

    /// The members of a cycle, in name order.
    pub fn cycle_members(&self, cycle: u32) -> &[FuncId] {
        self.recursion.as_ref().map_or(&[], |r| &r.cycles[cycle as usize - 1])
    }

    /// Self cost of a row: a function's, or the sum of a cycle's members'.
    pub fn self_cost(&self, plan: &Plan<'_>, row: u32) -> Cost {
        let profile = plan.profile;
        match self.cycle_row(row) {
            None => Cost::from_ref(profile.self_cost(row)),
            Some(cycle) => {
                let mut sum = Cost::zero(profile.events.len());
                for &m in self.cycle_members(cycle) {
                    sum.add_saturating(profile.self_cost(m));
                }
                sum
            }
        }
    }

    /// The cycle a function is a member of.
    pub fn cycle_of(&self, f: FuncId) -> Option<u32> {
        self.recursion.as_ref().and_then(|r| r.cycle_of(f))
    }

    /// Whether the call from `a` to `b` is recursive (its cost is already
    /// in an outer call's); never, without the analysis.
    pub fn is_recursive_call(&self, a: FuncId, b: FuncId) -> bool {
        self.recursion.as_ref().is_some_and(|r| r.is_recursive_call(a, b))
    }

    /// Name order of rows: cycles (by number) before functions.
    pub(super) fn cmp_names(&self, plan: &Plan<'_>, a: u32, b: u32) -> Ordering {
        match (self.cycle_row(a), self.cycle_row(b)) {
            (None, None) => plan.cmp_names(a, b),
            (Some(x), Some(y)) => x.cmp(&y),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
        }
    }
}

/// The call graph's cycles, with inclusive costs computed by
/// [`Recursion`]'s rule.
pub fn function_recursion(plan: &Plan<'_>) -> Recursion {
    let profile = plan.profile;
    let edges: Vec<Edge<'_>> = profile
        .calls()
        .iter()
        .map(|(&(caller, callee), call)| (caller, callee, profile.call_cost(call)))
        .collect();
    Recursion::new(
        plan,
        profile.functions.len(),
        |f| profile.self_cost(f),
        &edges,
        &profile.inlined,
        |a, b| plan.cmp_names(a, b),
    )
}

/// Self costs, or with `--inclusive=yes` inclusive costs that recursion
/// does not inflate (see [`Recursion`]): functions with code, callees that
/// have none but are called, and a row per cycle.
pub fn listing<'p>(plan: &Plan<'p>) -> Listing<'p> {
    let profile = plan.profile;
    let opts = plan.opts;
    let recursion = (opts.inclusive || opts.tree_caller || opts.tree_calling).then(|| function_recursion(plan));
    let mut funcs: Vec<u32> = (0..profile.functions.len() as FuncId)
        .filter(|&f| {
            (profile.functions[f as usize].has_body
                || (opts.inclusive && recursion.as_ref().is_some_and(|r| r.is_called(f))))
                && plan.shows(f)
        })
        .collect();
    if let Some(r) = recursion.as_ref().filter(|_| opts.inclusive) {
        funcs.extend(
            (1..=r.cycles.len() as u32)
                .filter(|&c| r.cycles[c as usize - 1].iter().any(|&m| plan.shows(m)))
                .map(|c| r.cycle_row(c)),
        );
    }
    Listing {
        funcs,
        self_costs: &profile.self_costs,
        recursion,
        inclusive: opts.inclusive,
    }
}

/// The PROGRAM TOTALS block.
pub fn write_totals(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<()> {
    let events = &plan.profile.events;
    let total_widths = widths(events, [plan.totals.as_ref()], plan.opts.show_percs);
    out.write_all(RULE.as_bytes())?;
    write_event_names(out, events, &total_widths, &plan.show_order)?;
    out.write_all(b"\n")?;
    out.write_all(RULE.as_bytes())?;
    write_costs(
        out,
        Some(plan.totals.as_ref()),
        &total_widths,
        &plan.columns(&plan.totals),
    )?;
    out.write_all(b" PROGRAM TOTALS")?;
    if !plan.opts.focus.is_empty() {
        out.write_all(b" (of the focus)")?;
    } else if plan.totals_calculated {
        out.write_all(b" (calculated)")?;
    }
    out.write_all(b"\n\n")
}

/// Prints the function table; returns the files of the functions printed.
pub fn write_functions(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<Vec<u32>> {
    let profile = plan.profile;
    let opts = plan.opts;
    let events = &profile.events;
    let cols = plan.columns(&plan.totals);

    let listing = listing(plan);
    let mut ordered = ordered_functions(plan, &listing);
    // A column is as wide as its largest value: with one event, the rows
    // sorted by it have that value first, where a pass over the costs of
    // every function took 0.45 ms of the 50 MB benchmark profile's report.
    // (With no rows sorted, as under `--threshold=0`, that pass it is.)
    let fn_widths = match (events.len(), &plan.sort_order[..], ordered.top) {
        (1, [0], Some(top)) => widths(events, [listing.cost(top)], opts.show_percs),
        _ => widths(events, listing.funcs.iter().map(|&f| listing.cost(f)), opts.show_percs),
    };
    out.write_all(RULE.as_bytes())?;
    write_event_names(out, events, &fn_widths, &plan.show_order)?;
    out.write_all(b" file:function\n")?;
    out.write_all(RULE.as_bytes())?;

    // The ties are put in name order block by block, just before each
    // block is printed (see write_rows), in a table printed in blocks and
    // without call trees (which need the rows printed first).
    let tree = opts.tree_caller || opts.tree_calling;
    if tree || !printed_in_blocks(ordered.rows.len()) {
        sort_runs_by_names(plan, &listing, &mut ordered.rows, &ordered.runs, ordered.shown);
        ordered.runs.clear();
    }
    let (callers, callees) = if tree {
        call_index(plan, &listing, &ordered.rows[..ordered.shown])
    } else {
        Default::default()
    };
    let printer = RowPrinter {
        plan,
        listing: &listing,
        widths: &fn_widths,
        cols,
        callers: &callers,
        callees: &callees,
    };
    let table = Table::new(&mut ordered.rows, &ordered.runs, ordered.shown);
    write_rows(
        out,
        table,
        |rows, needed| sort_by_names(plan, &listing, rows, needed),
        |f| printer.touch(f),
        |out, f| printer.write_row(out, f),
    )?;
    out.write_all(b"\n")?;
    let files = ordered.rows[..ordered.shown]
        .iter()
        .filter(|&&f| listing.cycle_row(f).is_none())
        .map(|&f| profile.functions[f as usize].file)
        .collect();
    Ok(files)
}

/// Rows of a table to print: those of `rows` before row `shown`, once
/// each of `runs` (of rows of equal cost, reaching into the shown rows)
/// is put in name order. Rows, runs and `shown` count from the table's
/// first row; `rows` may be a block of them, starting at row `base`.
struct Table<'r> {
    rows: &'r mut [FuncId],
    base: usize,
    runs: &'r [Range<usize>],
    shown: usize,
}

impl<'r> Table<'r> {
    fn new(rows: &'r mut [FuncId], runs: &'r [Range<usize>], shown: usize) -> Self {
        Table {
            rows,
            base: 0,
            runs,
            shown,
        }
    }

    /// Puts each run in name order, as far as the shown rows need, with
    /// `sort` (given a run and how many of its first rows are shown).
    fn sort_runs(&mut self, sort: impl Fn(&mut [FuncId], usize)) {
        for run in self.runs {
            sort(
                &mut self.rows[run.start - self.base..run.end - self.base],
                self.shown - run.start,
            );
        }
    }

    /// The shown rows (in order once the runs are sorted).
    fn shown_rows(&self) -> &[FuncId] {
        &self.rows[..self.shown.saturating_sub(self.base).min(self.rows.len())]
    }

    /// Cuts the table into blocks of about [`BLOCK_ROWS`] rows, each
    /// holding its runs whole (a block ends where a run does).
    fn blocks(self) -> Vec<Table<'r>> {
        let Table {
            mut rows,
            base,
            runs,
            shown,
        } = self;
        let mut blocks = Vec::new();
        let (mut start, mut k) = (base, 0);
        while !rows.is_empty() {
            let mut end = start + BLOCK_ROWS;
            let first_run = k;
            while let Some(run) = runs.get(k).filter(|run| run.start < end) {
                end = end.max(run.end);
                k += 1;
            }
            let len = (end - start).min(rows.len());
            let (block, rest) = std::mem::take(&mut rows).split_at_mut(len);
            rows = rest;
            blocks.push(Table {
                rows: block,
                base: start,
                runs: &runs[first_run..k],
                shown,
            });
            start = end;
        }
        blocks
    }
}

/// Rows formatted per block when the table is printed on two threads.
const BLOCK_ROWS: usize = 4096;

/// Whether a table of `rows` rows is printed in blocks on two threads
/// (see [`write_rows`]).
fn printed_in_blocks(rows: usize) -> bool {
    rows > 2 * BLOCK_ROWS
}

/// Rows formatted after one pass of `touch` over them (see
/// [`RowPrinter::touch`]).
const TOUCH_ROWS: usize = 128;

/// Prints the shown rows of `table` with `write_row`, in order, each
/// stretch of [`TOUCH_ROWS`] after `touch` has gone over it, each block
/// once `sort` has put its runs in name order (see [`Table::sort_runs`]).
///
/// Big tables are formatted in blocks, two at a time: one on a helper
/// thread (the aggregating thread is done by now, so its core is free),
/// then both are written out. On the 1 GB profile the table has 281,000
/// rows and 144 MB; formatting them was most of the time spent after
/// loading.
///
/// The runs are sorted block by block, on the thread that then prints the
/// block: the names a sort reads far apart in memory are in the cache
/// when its rows are printed. Sorting every run first, then printing,
/// read them from memory twice: on the 50 MB benchmark profile (31,750 of
/// the 37,185 rows shown are tied, in 3,659 runs) the table took 20.6 ms
/// that way and 17.9 ms this way (timed inside the process, means of 12
/// runs of each in turn, on a slow spell of the machine).
fn write_rows<S, T, F>(out: &mut dyn Write, table: Table<'_>, sort: S, touch: T, write_row: F) -> io::Result<()>
where
    S: Fn(&mut [FuncId], usize) + Sync,
    T: Fn(FuncId) + Sync,
    F: Fn(&mut Vec<u8>, FuncId) -> io::Result<()> + Sync,
{
    // Rows are written into byte buffers, not through `dyn Write`: the
    // row printer is compiled for them, and its many small writes become
    // copies (about 20 million instructions fewer for the 50 MB benchmark
    // profile's 37,000 rows).
    let format = |mut block: Table<'_>, mut buf: Vec<u8>| -> (io::Result<()>, Vec<u8>) {
        buf.clear();
        block.sort_runs(&sort);
        let written = block.shown_rows().chunks(TOUCH_ROWS).try_for_each(|part| {
            part.iter().for_each(|&f| touch(f));
            part.iter().try_for_each(|&f| write_row(&mut buf, f))
        });
        (written, buf)
    };
    if !printed_in_blocks(table.rows.len()) {
        let (written, buf) = format(table, Vec::new());
        written?;
        return out.write_all(&buf);
    }
    // Two buffers, reused from block to block: a new one per block grew
    // by doubling from nothing, some 25 MB of fresh memory for the 10 MB
    // table of the 50 MB benchmark profile.
    std::thread::scope(|scope| {
        let (mut mine, mut theirs) = (Vec::new(), Vec::new());
        let mut blocks = table.blocks().into_iter();
        while let Some(first) = blocks.next() {
            let second = blocks.next().map(|b| {
                let buf = std::mem::take(&mut theirs);
                scope.spawn(|| format(b, buf))
            });
            let (written, buf) = format(first, std::mem::take(&mut mine));
            written?;
            out.write_all(&buf)?;
            mine = buf;
            if let Some(helper) = second {
                let (written, buf) = helper.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic));
                written?;
                out.write_all(&buf)?;
                theirs = buf;
            }
        }
        Ok(())
    })
}

/// What printing a row of the function table (with its tree lines) needs.
struct RowPrinter<'a, 'p> {
    plan: &'a Plan<'p>,
    listing: &'a Listing<'p>,
    widths: &'a [usize],
    cols: Columns<'a>,
    callers: &'a FxHashMap<FuncId, CallList<'p>>,
    callees: &'a FxHashMap<FuncId, CallList<'p>>,
}

impl RowPrinter<'_, '_> {
    /// A recursive call's cost is already in an outer call's: it shows as
    /// `.` rather than as a figure that can exceed the total.
    fn call_cost<'c>(&self, a: FuncId, b: FuncId, call: &'c CallStat) -> Option<CostRef<'c>>
    where
        Self: 'c,
    {
        (!self.listing.is_recursive_call(a, b)).then(|| self.plan.profile.call_cost(call))
    }

    /// Reads what printing the row of `f` reads from far apart in memory:
    /// the function, its cost, and its name (up to four cache lines of it).
    /// Printing a row waited for these one after another (the function,
    /// then where its name is, then the name); a pass over many rows has
    /// independent iterations, whose cache misses overlap. On the 50 MB
    /// benchmark profile a block of 4,096 rows then took 1.0 ms to print
    /// instead of 1.6 ms (medians of 10 runs, timed inside the process).
    fn touch(&self, f: FuncId) {
        if self.listing.cycle_row(f).is_some() {
            return;
        }
        let profile = self.plan.profile;
        let name = profile.name(profile.functions[f as usize].name);
        let cost = self.listing.cost(f).get(0);
        let lines = [0, 64, 128, 192].map(|at| name.get(at).copied());
        std::hint::black_box((cost, lines));
    }

    fn write_row<W: Write>(&self, out: &mut W, f: FuncId) -> io::Result<()> {
        let (plan, listing, widths, cols) = (self.plan, self.listing, self.widths, &self.cols);
        let profile = plan.profile;
        let opts = plan.opts;
        let tree = opts.tree_caller || opts.tree_calling;
        let cost = listing.cost(f);
        if tree {
            out.write_all(b"\n")?;
        }
        if let Some(cycle) = listing.cycle_row(f) {
            let members = listing.cycle_members(cycle);
            if opts.tree_caller {
                for (caller, count, c) in cycle_calls(plan, listing, members, self.callers) {
                    write_costs(out, Some(c.as_ref()), widths, cols)?;
                    write_call(out, plan, listing, b" < ", caller, count)?;
                }
            }
            write_costs(out, Some(cost), widths, cols)?;
            if tree {
                out.write_all(b" * ")?;
            }
            writeln!(out, " <cycle {cycle} as a whole>")?;
            if opts.tree_calling {
                for (callee, count, c) in cycle_calls(plan, listing, members, self.callees) {
                    write_costs(out, Some(c.as_ref()), widths, cols)?;
                    write_call(out, plan, listing, b" >   ", callee, count)?;
                }
            }
            return Ok(());
        }
        let func = &profile.functions[f as usize];
        let is_unknown = profile.name(func.file) == b"???" && profile.name(func.name) == b"???";
        if opts.tree_caller && !is_unknown {
            for (caller, call) in self.callers.get(&f).map_or(&[][..], Vec::as_slice) {
                write_costs(out, self.call_cost(*caller, f, call), widths, cols)?;
                write_call(out, plan, listing, b" < ", *caller, call.count)?;
            }
        }
        write_costs(out, Some(cost), widths, cols)?;
        if tree {
            out.write_all(b" * ")?;
        }
        out.write_all(b" ")?;
        out.write_all(profile.name(func.file))?;
        out.write_all(b":")?;
        out.write_all(profile.name(func.name))?;
        if let Some(cycle) = listing.cycle_of(f) {
            write!(out, " <cycle {cycle}>")?;
        }
        if let Some(obj) = func.object.map(|o| profile.name(o)).filter(|o| !o.is_empty()) {
            out.write_all(b" [")?;
            out.write_all(obj)?;
            out.write_all(b"]")?;
        }
        out.write_all(b"\n")?;
        if opts.tree_calling && !is_unknown {
            for (callee, call) in self.callees.get(&f).map_or(&[][..], Vec::as_slice) {
                write_costs(out, self.call_cost(f, *callee, call), widths, cols)?;
                write_call(out, plan, listing, b" >   ", *callee, call.count)?;
            }
        }
        Ok(())
    }
}

/// The calls into a cycle from outside it (given the callers index) or out
/// of it (given the callees index), summed per function outside, sorted
/// like every call list.
pub(super) fn cycle_calls(
    plan: &Plan<'_>,
    listing: &Listing<'_>,
    members: &[FuncId],
    index: &FxHashMap<FuncId, CallList<'_>>,
) -> Vec<(FuncId, u64, Cost)> {
    let profile = plan.profile;
    let mut sums: FxHashMap<FuncId, (u64, Cost)> = FxHashMap::default();
    for m in members {
        for (other, call) in index.get(m).map_or(&[][..], Vec::as_slice) {
            if listing.is_recursive_call(*m, *other) {
                continue;
            }
            let e = sums
                .entry(*other)
                .or_insert_with(|| (0, Cost::zero(profile.events.len())));
            e.0 = e.0.saturating_add(call.count);
            e.1.add_saturating(profile.call_cost(call));
        }
    }
    let mut list: Vec<(FuncId, u64, Cost)> = sums.into_iter().map(|(f, (n, c))| (f, n, c)).collect();
    list.sort_unstable_by(|a, b| {
        plan.cmp_costs(a.2.as_ref(), b.2.as_ref())
            .then_with(|| plan.cmp_names(a.0, b.0))
            .then(a.0.cmp(&b.0))
    });
    list
}

/// The functions the table shows, in callgrind_annotate's order (by cost,
/// ties by name), cut where the thresholds are reached and at `--top`.
/// Only the rows that can be shown need their ties broken by name, so the
/// full sort runs on costs alone (comparing names is what costs time with
/// 800,000 functions, most of them tied at tiny costs) and names order just
/// the prefix that can be shown.
/// Sorts (key, row) pairs by key, largest first; rows of equal keys in any
/// order (the caller orders the shown ones by name). Big tables are sorted
/// in two halves on two threads and merged: on the 50 MB benchmark profile
/// (150,000 functions) the sort took 27 million instructions on the thread
/// that waits for it; split, the whole run is 1.3% faster (median of 60
/// paired runs).
fn sort_largest_first(pairs: &mut Vec<(u64, u32)>) {
    const PARALLEL_FROM: usize = 1 << 15;
    let by_key = |&(key, _): &(u64, u32)| std::cmp::Reverse(key);
    if pairs.len() < PARALLEL_FROM {
        pairs.sort_unstable_by_key(by_key);
        return;
    }
    let half = pairs.len() / 2;
    let (left, right) = pairs.split_at_mut(half);
    std::thread::scope(|scope| {
        scope.spawn(|| right.sort_unstable_by_key(by_key));
        left.sort_unstable_by_key(by_key);
    });
    let (left, right) = pairs.split_at(half);
    let mut merged = Vec::with_capacity(pairs.len());
    let (mut a, mut b) = (left.iter().peekable(), right.iter().peekable());
    while let (Some(&&x), Some(&&y)) = (a.peek(), b.peek()) {
        if x.0 >= y.0 {
            merged.push(x);
            a.next();
        } else {
            merged.push(y);
            b.next();
        }
    }
    merged.extend(a);
    merged.extend(b);
    *pairs = merged;
}

/// The rows of a listing sorted by cost, largest first, with their keys.
enum SortedKeys {
    /// One sort event whose every key fits 64 bits (the usual case):
    /// (key, row) pairs in order.
    One(Vec<(u64, u32)>),
    /// `k` keys per row, by row, and the order of the rows.
    Many { keys: Vec<Val>, k: usize, order: Vec<u32> },
}

impl SortedKeys {
    /// The rows (indices into the listing), in order.
    fn order(&self) -> Box<dyn Iterator<Item = usize> + '_> {
        match self {
            SortedKeys::One(pairs) => Box::new(pairs.iter().map(|&(_, i)| i as usize)),
            SortedKeys::Many { order, .. } => Box::new(order.iter().map(|&i| i as usize)),
        }
    }

    /// Whether the `a`-th and `b`-th rows in order have equal keys.
    fn same(&self, a: usize, b: usize) -> bool {
        match self {
            SortedKeys::One(pairs) => pairs[a].0 == pairs[b].0,
            SortedKeys::Many { keys, k, order } => {
                let key = |j: usize| &keys[order[j] as usize * k..(order[j] as usize + 1) * k];
                key(a) == key(b)
            }
        }
    }
}

/// The (key, row) pairs of one sort event (see [`sort_keys`]) that the
/// threshold can reach, unsorted; `None` when a value of 2^64-1 leaves no
/// key for it. [`shown_functions`] shows rows largest first until the
/// running sum of their values reaches the threshold, and every row it
/// shows, with every row of equal cost, is kept. Rows are grouped by the
/// bit length of their keys; the groups are summed from the largest down
/// to the first at whose end the threshold is reached, and the rows of
/// smaller groups are left out. On the 50 MB benchmark profile 37,000 of
/// 154,000 functions are shown and 48,600 are kept (costs from 127 up),
/// and the report runs some 12 million instructions fewer. (Not with
/// `--inclusive=yes`, whose threshold is not a running sum, nor at 100%.)
/// The groups are summed in a first pass over the costs, so that only the
/// kept pairs are made: all of them made first, then dropped, took 2.5 MB
/// of fresh memory where 0.8 MB does.
fn reachable_pairs(plan: &Plan<'_>, listing: &Listing<'_>, e: usize) -> Option<Vec<(u64, u32)>> {
    // A negative value has no key here: the general sort takes it.
    let key = |f: FuncId| {
        listing
            .cost(f)
            .get(e)
            .map_or(Some(0), |v| u64::try_from(v).ok()?.checked_add(1))
    };
    let group = |key: u64| 64 - key.leading_zeros() as usize;
    let (mut sums, mut counts) = ([0u128; 65], [0usize; 65]);
    for &f in &listing.funcs {
        let key = key(f)?;
        // Key 0 is an undefined value, which adds nothing.
        sums[group(key)] += u128::from(key.saturating_sub(1));
        counts[group(key)] += 1;
    }
    let mut first_kept = 0;
    if !plan.opts.inclusive && plan.single_threshold < 100.0 {
        let mut reached = 0u128;
        first_kept = (0..=64)
            .rev()
            .find(|&g| {
                reached += sums[g];
                all_thresholds_reached(plan, &[reached as i128])
            })
            .unwrap_or(0);
    }
    let mut pairs = Vec::with_capacity(counts[first_kept..].iter().sum());
    for (i, &f) in listing.funcs.iter().enumerate() {
        let key = key(f)?;
        if group(key) >= first_kept {
            pairs.push((key, i as u32));
        }
    }
    Some(pairs)
}

/// Sort keys, one per sort event and row, largest first: the value, -1 for
/// an undefined one (callgrind_annotate's rule); in the one-event pairs, 0
/// for an undefined value and value + 1 otherwise. Comparing these is much
/// cheaper than decoding costs in every comparison.
fn sort_keys(plan: &Plan<'_>, listing: &Listing<'_>) -> SortedKeys {
    let k = plan.sort_order.len();
    if let [e] = plan.sort_order[..] {
        // One sort event (the usual case): (key, index) pairs compare as one
        // integer, where comparing one-element key slices cost 10x the
        // instructions (callgrind, 50 MB profile, 154,000 functions: the
        // sort went from 158 million instructions to about 20 million).
        // 64-bit keys (all but a value of 2^64-1 fit) make the pairs half
        // as big as 128-bit ones (with the tied rows' names looked up once,
        // 141 million -> 94 million instructions on the 200 MB profile).
        // Made straight from the costs, with no table of 128-bit keys and
        // no separate order: 3.6 MB less fresh memory on the 50 MB
        // profile, whose pages the report waited for.
        if let Some(mut pairs) = reachable_pairs(plan, listing, e) {
            sort_largest_first(&mut pairs);
            return SortedKeys::One(pairs);
        }
    }
    let mut keys: Vec<Val> = Vec::with_capacity(listing.funcs.len() * k);
    for &f in &listing.funcs {
        let c = listing.cost(f);
        keys.extend(
            plan.sort_order
                .iter()
                // callgrind_annotate's order: an undefined value counts as -1.
                .map(|&e| c.get(e).unwrap_or(-1)),
        );
    }
    let mut order: Vec<u32> = (0..listing.funcs.len() as u32).collect();
    if k == 1 {
        order.sort_unstable_by_key(|&i| std::cmp::Reverse(keys[i as usize]));
    } else {
        let key = |i: u32| &keys[i as usize * k..(i as usize + 1) * k];
        order.sort_unstable_by(|&a, &b| key(b).cmp(key(a)));
    }
    SortedKeys::Many { keys, k, order }
}

pub fn shown_functions(plan: &Plan<'_>, listing: &Listing<'_>) -> Vec<FuncId> {
    let Ordered {
        mut rows, runs, shown, ..
    } = ordered_functions(plan, listing);
    sort_runs_by_names(plan, listing, &mut rows, &runs, shown);
    rows.truncate(shown);
    rows
}

/// The rows of a table in cost order, before ties are put in name order.
struct Ordered {
    /// The rows in cost order, as far as the shown ones and the last run
    /// among them reach.
    rows: Vec<FuncId>,
    /// Runs of rows of equal cost reaching into the shown rows, in order:
    /// each still to be put in name order.
    runs: Vec<Range<usize>>,
    /// How many rows are shown.
    shown: usize,
    /// The first row by cost, shown or not (`None` when no row was
    /// sorted: see reachable_pairs).
    top: Option<FuncId>,
}

fn ordered_functions(plan: &Plan<'_>, listing: &Listing<'_>) -> Ordered {
    let sorted = sort_keys(plan, listing);
    let mut rows: Vec<FuncId> = sorted.order().map(|i| listing.funcs[i]).collect();
    // Which rows are shown depends on costs only: tied rows have equal
    // values in every sort event.
    let mut shown = rows.len();
    if plan.single_threshold < 100.0 {
        let mut reached = vec![0i128; plan.sort_order.len()];
        shown = 0;
        while shown < rows.len() && !all_thresholds_reached(plan, &reached) {
            match &sorted {
                // The value is in the key already (see sort_keys): read
                // in order, not looked up per row in the cost table.
                SortedKeys::One(pairs) if !plan.opts.inclusive => {
                    if let Some(v) = pairs[shown].0.checked_sub(1) {
                        reached[0] += i128::from(v);
                    }
                }
                _ => advance(plan, &mut reached, listing.cost(rows[shown])),
            }
            shown += 1;
        }
    }
    if let Some(top) = plan.opts.top {
        shown = shown.min(top);
    }
    // Rows are in cost order already: only runs of equal costs that reach
    // into the shown rows need their order by name.
    let mut runs = Vec::new();
    let mut start = 0;
    while start < shown {
        let mut end = start + 1;
        while end < rows.len() && sorted.same(end, start) {
            end += 1;
        }
        if end - start > 1 {
            runs.push(start..end);
        }
        start = end;
    }
    let top = rows.first().copied();
    rows.truncate(runs.last().map_or(shown, |run| run.end.max(shown)));
    Ordered { rows, runs, shown, top }
}

/// Sorts each of `runs` (ranges of `rows` of equal cost, in order) by
/// name, as far as the first `shown` rows reach. Many runs are sorted on
/// two threads, half of the rows in them each: on the 50 MB benchmark
/// profile 31,750 of the 37,185 rows shown are in 3,659 runs of equal
/// cost, and sorting them took about 6 ms (the names are long and far
/// apart in memory).
fn sort_runs_by_names(
    plan: &Plan<'_>,
    listing: &Listing<'_>,
    rows: &mut [FuncId],
    runs: &[Range<usize>],
    shown: usize,
) {
    const PARALLEL_FROM: usize = 4096;
    let sort = |rows: &mut [FuncId], runs: &[Range<usize>], base: usize| {
        for run in runs {
            let (start, end) = (run.start - base, run.end - base);
            sort_by_names(plan, listing, &mut rows[start..end], shown - run.start);
        }
    };
    let total: usize = runs.iter().map(ExactSizeIterator::len).sum();
    if total < PARALLEL_FROM {
        sort(rows, runs, 0);
        return;
    }
    // The first run of the second half: where half the rows in runs lie
    // before it.
    let mut before = 0;
    let half = runs
        .iter()
        .position(|run| {
            before += run.len();
            before > total / 2
        })
        .map_or(runs.len(), |k| k + 1);
    let Some(cut) = runs.get(half).map(|run| run.start) else {
        sort(rows, runs, 0);
        return;
    };
    let (first, second) = rows.split_at_mut(cut);
    std::thread::scope(|scope| {
        scope.spawn(|| sort(second, &runs[half..], cut));
        sort(first, &runs[..half], 0);
    });
}

/// Puts the first `needed` rows of `rows` (of equal cost) in order by
/// name (cycles first, by number), then id: those that sort first, in
/// that order. The rest are left in any order (they are not shown): a run
/// that the threshold cuts is only partitioned around the last row
/// needed, and only the rows before it are sorted.
fn sort_by_names(plan: &Plan<'_>, listing: &Listing<'_>, rows: &mut [FuncId], needed: usize) {
    if rows.iter().any(|&f| listing.cycle_row(f).is_some()) {
        sort_first(rows, needed, |&a, &b| listing.cmp_names(plan, a, b).then(a.cmp(&b)));
        return;
    }
    // The names looked up once per row, not twice per comparison: on the
    // 1 GB profile, whose threshold reaches into runs of thousands of
    // functions of equal cost, the lookups were a third of the time spent
    // comparing names.
    let profile = plan.profile;
    let mut named: Vec<(FileName<'_>, FuncId)> = rows
        .iter()
        .map(|&f| {
            let func = &profile.functions[f as usize];
            ((func.file, profile.name(func.file), profile.name(func.name)), f)
        })
        .collect();
    // The names' first lines read in one pass before the sort compares
    // them (see RowPrinter::touch): 3.4 ms -> 2.7 ms for the tied rows of
    // the 50 MB benchmark profile (medians of 6 runs, timed inside the
    // process).
    for ((_, _, name), _) in &named {
        std::hint::black_box([0, 64, 128].map(|at| name.get(at).copied()));
    }
    sort_first(&mut named, needed, |a, b| cmp_file_names(a.0, b.0).then(a.1.cmp(&b.1)));
    for (row, (_, f)) in rows.iter_mut().zip(named) {
        *row = f;
    }
}

/// Sorts the `needed` smallest of `items` (by `cmp`, a total order) into
/// the front, in order.
fn sort_first<T>(items: &mut [T], needed: usize, mut cmp: impl FnMut(&T, &T) -> Ordering) {
    let front = if needed < items.len() {
        if needed == 0 {
            return;
        }
        items.select_nth_unstable_by(needed - 1, &mut cmp).0
    } else {
        items
    };
    front.sort_unstable_by(cmp);
}

/// Adds a printed function's cost to the running totals the thresholds
/// are checked against.
pub(super) fn advance(plan: &Plan<'_>, reached: &mut [i128], cost: CostRef<'_>) {
    for (k, &e) in plan.sort_order.iter().enumerate() {
        if let Some(v) = cost.get(e) {
            reached[k] = if plan.opts.inclusive {
                // callgrind_annotate's inclusive rule: what is left after
                // the last function printed.
                plan.totals.get(e).unwrap_or(0) - v
            } else {
                reached[k] + v
            };
        }
    }
}

pub(super) fn all_thresholds_reached(plan: &Plan<'_>, reached: &[i128]) -> bool {
    plan.sort_order
        .iter()
        .zip(&plan.thresholds)
        .zip(reached)
        .all(|((&e, th), &r)| {
            let mut prop = to_f64(r) * 100.0;
            if let Some(t) = plan.totals.get(e).filter(|&t| t > 0) {
                prop /= to_f64(t);
            }
            prop >= th.value
        })
}

/// ` < caller (3x) [obj]` / ` >   callee (3x) [obj]`: the object shows when
/// the function was ever named by `fn=`, even with no `ob=` (`[]`); a
/// member of a cycle is marked ` <cycle N>`.
fn write_call(
    out: &mut dyn Write,
    plan: &Plan<'_>,
    listing: &Listing<'_>,
    arrow: &[u8],
    other: FuncId,
    count: u64,
) -> io::Result<()> {
    out.write_all(arrow)?;
    out.write_all(&plan.full_name(other))?;
    if let Some(cycle) = listing.cycle_of(other) {
        write!(out, " <cycle {cycle}>")?;
    }
    write!(out, " ({}x)", super::format::commify(count))?;
    if let Some(obj) = plan.profile.functions[other as usize].object {
        out.write_all(b" [")?;
        out.write_all(plan.profile.name(obj))?;
        out.write_all(b"]")?;
    }
    out.write_all(b"\n")
}

pub type CallList<'p> = Vec<(FuncId, &'p CallStat)>;

/// Callers and callees of every function; the lists of the functions in
/// `rows` (those printed) sorted by call cost (descending on the sort
/// events), recursive calls (whose cost is not shown) last, ties by name.
pub fn call_index<'p>(
    plan: &Plan<'p>,
    listing: &Listing<'_>,
    rows: &[u32],
) -> (FxHashMap<FuncId, CallList<'p>>, FxHashMap<FuncId, CallList<'p>>) {
    let mut callers: FxHashMap<FuncId, CallList<'p>> = FxHashMap::default();
    let mut callees: FxHashMap<FuncId, CallList<'p>> = FxHashMap::default();
    for (&(caller, callee), call) in plan.profile.calls() {
        if plan.shows(caller) && plan.shows(callee) {
            callers.entry(callee).or_default().push((caller, call));
            callees.entry(caller).or_default().push((callee, call));
        }
    }
    for f in rows {
        for index in [&mut callers, &mut callees] {
            if let Some(list) = index.get_mut(f) {
                sort_call_list(plan, listing, *f, list);
            }
        }
    }
    (callers, callees)
}

/// Sorts the callers or callees of `me` as the tree lists them: by call
/// cost (descending on the sort events), recursive calls (whose cost is
/// not shown) last, ties by name.
pub fn sort_call_list(plan: &Plan<'_>, listing: &Listing<'_>, me: FuncId, list: &mut CallList<'_>) {
    list.sort_unstable_by(|a, b| {
        let recursive = |other: FuncId| listing.is_recursive_call(me, other);
        recursive(a.0)
            .cmp(&recursive(b.0))
            .then_with(|| plan.cmp_costs(plan.profile.call_cost(a.1), plan.profile.call_cost(b.1)))
            .then_with(|| plan.cmp_names(a.0, b.0))
            .then(a.0.cmp(&b.0))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn print(rows: &[FuncId], fail_at: Option<FuncId>) -> io::Result<String> {
        print_table(rows, &[], rows.len(), fail_at)
    }

    /// Prints `rows` with `runs` sorted in ascending order, to `shown`.
    fn print_table(
        rows: &[FuncId],
        runs: &[Range<usize>],
        shown: usize,
        fail_at: Option<FuncId>,
    ) -> io::Result<String> {
        let mut out = Vec::new();
        let mut rows = rows.to_vec();
        write_rows(
            &mut out,
            Table::new(&mut rows, runs, shown),
            |run, _| run.sort_unstable(),
            |_| {},
            |out, f| {
                if Some(f) == fail_at {
                    return Err(io::Error::other("row failed"));
                }
                writeln!(out, "{f}")
            },
        )?;
        Ok(String::from_utf8(out).expect("ASCII"))
    }

    #[test]
    fn rows_print_in_order_however_they_are_split() {
        // Small tables print directly; big ones in blocks on two threads,
        // an odd number of blocks and a short last block included.
        for n in [0, 1, BLOCK_ROWS, 2 * BLOCK_ROWS + 1, 5 * BLOCK_ROWS + 17] {
            let rows: Vec<FuncId> = (0..n as FuncId).rev().collect();
            let want: String = rows.iter().map(|f| format!("{f}\n")).collect();
            assert_eq!(print(&rows, None).unwrap(), want, "{n} rows");
        }
    }

    /// Runs are sorted whole in the block that prints them, however the
    /// blocks fall: runs across the nominal block ends, a long one, one
    /// past the last row shown.
    #[test]
    #[allow(clippy::single_range_in_vec_init)]
    fn runs_are_sorted_before_their_rows_print() {
        let b = BLOCK_ROWS;
        for (n, runs, shown) in [
            (50, vec![3..9, 20..50], 30),
            (2 * b, vec![b - 3..b + 5], 2 * b),
            (
                4 * b + 10,
                vec![10..20, b - 3..b + 5, 2 * b..3 * b + 100, 4 * b..4 * b + 10],
                4 * b + 3,
            ),
            (3 * b, vec![0..3 * b], 2 * b + 1),
        ] {
            let rows: Vec<FuncId> = (0..n as FuncId).rev().collect();
            let mut sorted = rows.clone();
            for run in &runs {
                sorted[run.clone()].sort_unstable();
            }
            let want: String = sorted[..shown].iter().map(|f| format!("{f}\n")).collect();
            assert_eq!(
                print_table(&rows, &runs, shown, None).unwrap(),
                want,
                "{n} rows, {runs:?}"
            );
        }
    }

    #[test]
    fn big_tables_sort_like_small_ones() {
        for len in [0, 1, 100, (1 << 15) - 1, 1 << 15, (1 << 15) + 7, 100_003] {
            // A spread of keys with many ties, as costs have.
            let mut pairs: Vec<(u64, u32)> = (0..len as u32)
                .map(|i| (u64::from(i.wrapping_mul(2_654_435_761) % 977), i))
                .collect();
            let mut want = pairs.clone();
            want.sort_unstable_by_key(|&(k, i)| (std::cmp::Reverse(k), i));
            sort_largest_first(&mut pairs);
            assert!(pairs.windows(2).all(|w| w[0].0 >= w[1].0), "length {len}");
            pairs.sort_unstable_by_key(|&(k, i)| (std::cmp::Reverse(k), i));
            assert_eq!(pairs, want, "length {len}: the same pairs");
        }
    }

    #[test]
    fn a_failed_row_fails_the_table() {
        let rows: Vec<FuncId> = (0..(3 * BLOCK_ROWS) as FuncId).collect();
        for at in [0, BLOCK_ROWS as FuncId + 5, rows[rows.len() - 1]] {
            assert!(print(&rows, Some(at)).is_err(), "failing at row {at}");
        }
    }
}
