//! PROGRAM TOTALS and the sorted `file:function` table, with callers and
//! callees when `--tree` asks for them.

use std::io::{self, Write};

use rustc_hash::FxHashMap;

use super::Plan;
use super::format::{Columns, RULE, widen_for_bounds, widths, write_costs, write_event_names, write_figure};
use super::listing::{CallList, Listing, cycle_calls, row_call_index};
use super::order::{ordered_functions, sort_by_names, sort_runs_by_names};
use super::rows::{Table, printed_in_blocks, write_rows};
use crate::analysis::recursion::Recursion;
use crate::model::cost::CostRef;
use crate::model::{CallStat, FuncId};

pub use super::listing::listing;

/// The PROGRAM TOTALS block.
pub fn write_totals(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<()> {
    let events = &plan.profile.events;
    // A focus's total the data cannot decide is an upper bound: marked,
    // with its lower bound (see `analysis::focus`).
    let focus_lower = plan
        .profile
        .focus_lower
        .as_ref()
        .filter(|_| !plan.opts.focus.is_empty());
    let total_widths = widen_for_bounds(
        widths(events, [plan.totals.as_ref()], plan.opts.show_percs),
        focus_lower.is_some(),
    );
    out.write_all(RULE.as_bytes())?;
    write_event_names(out, events, &total_widths, &plan.show_order)?;
    out.write_all(b"\n")?;
    out.write_all(RULE.as_bytes())?;
    write_figure(
        out,
        Some(plan.totals.as_ref()),
        focus_lower.is_none(),
        &total_widths,
        &plan.columns(&plan.totals),
    )?;
    out.write_all(b" PROGRAM TOTALS")?;
    if let Some(lower) = focus_lower {
        let at_least: Vec<String> = plan
            .show_order
            .iter()
            .map(|&i| lower.get(i).map_or_else(|| ".".to_string(), super::format::commify))
            .collect();
        write!(
            out,
            " (of the focus; <=: an upper bound, the data cannot decide it: at least {})",
            at_least.join(" ")
        )?;
    } else if !plan.opts.focus.is_empty() {
        out.write_all(b" (of the focus)")?;
    } else if plan.totals_calculated {
        out.write_all(b" (calculated)")?;
    }
    out.write_all(b"\n\n")
}

/// Prints the function table; returns the files of the functions printed,
/// and the call graph's analysis when the table made one.
pub fn write_functions(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<(Vec<u32>, Option<Recursion>)> {
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
    // Room for the mark of an upper bound, when a row shown has one.
    let bounded = opts.inclusive && ordered.rows[..ordered.shown].iter().any(|&f| !listing.is_exact(f));
    let fn_widths = widen_for_bounds(fn_widths, bounded);
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
        row_call_index(plan, &listing, &ordered.rows[..ordered.shown])
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
    Ok((files, listing.recursion))
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
        (!self.listing.hides_call(a, b)).then(|| self.plan.profile.call_cost(call))
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
            write_figure(out, Some(cost), listing.is_exact(f), widths, cols)?;
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
        write_figure(out, Some(cost), listing.is_exact(f), widths, cols)?;
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
