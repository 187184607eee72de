//! PROGRAM TOTALS and the sorted `file:function` table, with callers and
//! callees when `--tree` asks for them.

use std::io::{self, Write};

use std::sync::atomic::AtomicBool;
use std::sync::atomic::Ordering::Relaxed;

use super::Plan;
use super::format::{Columns, RULE, widen_for_bounds, widths, write_event_names, write_figure};
use super::rows::write_rows;
use crate::analysis::recursion::Recursion;
use crate::model::FuncId;
use crate::model::cost::CostRef;
use crate::view::table::{FunctionTable, RowKind};
use crate::view::{Exactness, Figure, Marks};

pub use super::listing::listing;

/// The PROGRAM TOTALS block.
pub fn write_totals(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<()> {
    let events = &plan.profile.events;
    // Under --focus the total is the focus's cost, which may be a bound.
    let totals = plan.totals_figure();
    let mut marks = Marks::default();
    marks.saw(totals.exactness());
    let total_widths = widen_for_bounds(
        widths(events, [plan.totals.as_ref()], plan.opts.show_percs),
        marks.bound,
    );
    out.write_all(RULE.as_bytes())?;
    write_event_names(out, events, &total_widths, &plan.show_order)?;
    out.write_all(b"\n")?;
    out.write_all(RULE.as_bytes())?;
    write_figure(out, &totals, &total_widths, &plan.columns(&plan.totals))?;
    out.write_all(b" PROGRAM TOTALS")?;
    if let Figure::Bounded { lower: Some(lower), .. } = &totals {
        // The legend after this block says what `<=` means; the lower
        // bound is said here, where the figure is.
        let at_least: Vec<String> = plan
            .show_order
            .iter()
            .map(|&i| lower.get(i).map_or_else(|| ".".to_string(), super::format::commify))
            .collect();
        write!(out, " (of the focus; at least {})", at_least.join(" "))?;
    } else if !plan.opts.focus.is_empty() {
        out.write_all(b" (of the focus)")?;
    } else if plan.totals_calculated {
        out.write_all(b" (calculated)")?;
    }
    out.write_all(b"\n\n")?;
    if let Some(legend) = marks.legend() {
        out.write_all(legend.as_bytes())?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// Prints the function table; returns the files of the functions printed,
/// and the call graph's analysis when the table made one.
pub fn write_functions(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<(Vec<u32>, Option<Recursion>)> {
    let profile = plan.profile;
    let opts = plan.opts;
    let events = &profile.events;
    let cols = plan.columns(&plan.totals);

    let (table, mut order) = FunctionTable::new(plan);
    crate::phases::mark("functions ordered");
    // A column is as wide as its largest value: with one event, the rows
    // sorted by it have that value first, where a pass over the costs of
    // every function took 0.45 ms of the 50 MB benchmark profile's report.
    // (With no rows sorted, as under `--threshold=0`, that pass it is.)
    let listing = &table.listing;
    let fn_widths = match (events.len(), &plan.sort_order[..], table.top()) {
        (1, [0], Some(top)) => widths(events, [listing.cost(top)], opts.show_percs),
        _ => widths(events, listing.funcs.iter().map(|&f| listing.cost(f)), opts.show_percs),
    };
    // Room for the mark of an upper bound, when a row shown has one.
    let bounded = opts.inclusive && order.shown().iter().any(|&f| !listing.is_exact(f));
    let fn_widths = widen_for_bounds(fn_widths, bounded);
    out.write_all(RULE.as_bytes())?;
    write_event_names(out, events, &fn_widths, &plan.show_order)?;
    out.write_all(b" file:function\n")?;
    out.write_all(RULE.as_bytes())?;

    order.order_ties(&table);
    crate::phases::mark("ties ordered");
    let printer = RowPrinter {
        plan,
        table: &table,
        widths: &fn_widths,
        cols,
        marks: Default::default(),
    };
    write_rows(
        out,
        order.shown(),
        |f| printer.touch(f),
        |out, f| printer.write_row(out, f),
    )?;
    crate::phases::mark("rows written");
    out.write_all(b"\n")?;
    if let Some(legend) = printer.marks().legend() {
        out.write_all(legend.as_bytes())?;
        out.write_all(b"\n")?;
    }
    let files = table.files(order.shown());
    Ok((files, table.listing.recursion))
}

/// What printing a row of the function table (with its tree lines) needs.
struct RowPrinter<'a, 'r, 'p> {
    plan: &'a Plan<'p>,
    table: &'a FunctionTable<'r, 'p>,
    widths: &'a [usize],
    cols: Columns<'a>,
    /// The marks printed (bound, undecided), for the legend: rows print
    /// on two threads.
    marks: [AtomicBool; 2],
}

impl RowPrinter<'_, '_, '_> {
    fn saw(&self, e: Exactness) {
        match e {
            Exactness::Exact => {}
            Exactness::UpperBound => self.marks[0].store(true, Relaxed),
            Exactness::Undecided => self.marks[1].store(true, Relaxed),
        }
    }

    fn marks(&self) -> Marks {
        Marks {
            bound: self.marks[0].load(Relaxed),
            undecided: self.marks[1].load(Relaxed),
        }
    }

    fn figure<W: Write>(&self, out: &mut W, figure: &Figure<CostRef<'_>>) -> io::Result<()> {
        self.saw(figure.exactness());
        write_figure(out, figure, self.widths, &self.cols)
    }

    /// Reads what printing the row of `f` reads from far apart in memory:
    /// the function, its cost, and its name (up to four cache lines of it).
    /// Printing a row waited for these one after another (the function,
    /// then where its name is, then the name); a pass over many rows has
    /// independent iterations, whose cache misses overlap. On the 50 MB
    /// benchmark profile a block of 4,096 rows then took 1.0 ms to print
    /// instead of 1.6 ms (medians of 10 runs, timed inside the process).
    fn touch(&self, f: FuncId) {
        let listing = &self.table.listing;
        if listing.cycle_row(f).is_some() {
            return;
        }
        let profile = self.plan.profile;
        let name = profile.name(profile.functions[f as usize].name);
        let cost = listing.cost(f).get(0);
        let lines = [0, 64, 128, 192].map(|at| name.get(at).copied());
        std::hint::black_box((cost, lines));
    }

    fn write_row<W: Write>(&self, out: &mut W, f: FuncId) -> io::Result<()> {
        let (plan, table) = (self.plan, self.table);
        let profile = plan.profile;
        let tree = plan.query.tree;
        if tree.any() {
            out.write_all(b"\n")?;
        }
        if let RowKind::Cycle { number: cycle, .. } = table.kind(f) {
            if tree.callers {
                for call in table.cycle_callers(cycle) {
                    self.figure(out, &call.cost.as_ref())?;
                    write_call(out, plan, table, b" < ", call.other, call.count)?;
                }
            }
            self.figure(out, &table.listed(f))?;
            if tree.any() {
                out.write_all(b" * ")?;
            }
            writeln!(out, " <cycle {cycle} as a whole>")?;
            if tree.callees {
                for call in table.cycle_callees(cycle) {
                    self.figure(out, &call.cost.as_ref())?;
                    write_call(out, plan, table, b" >   ", call.other, call.count)?;
                }
            }
            return Ok(());
        }
        let func = &profile.functions[f as usize];
        let is_unknown = table.is_unknown(f);
        if tree.callers && !is_unknown {
            for call in table.callers(f) {
                self.figure(out, &call.cost)?;
                write_call(out, plan, table, b" < ", call.other, call.count)?;
            }
        }
        self.figure(out, &table.listed(f))?;
        if tree.any() {
            out.write_all(b" * ")?;
        }
        out.write_all(b" ")?;
        out.write_all(profile.name(func.file))?;
        out.write_all(b":")?;
        out.write_all(profile.name(func.name))?;
        if let Some(cycle) = table.cycle_of(f) {
            write!(out, " <cycle {cycle}>")?;
        }
        if let Some(obj) = func.object.map(|o| profile.name(o)).filter(|o| !o.is_empty()) {
            out.write_all(b" [")?;
            out.write_all(obj)?;
            out.write_all(b"]")?;
        }
        out.write_all(b"\n")?;
        if tree.callees && !is_unknown {
            for call in table.callees(f) {
                self.figure(out, &call.cost)?;
                write_call(out, plan, table, b" >   ", call.other, call.count)?;
            }
        }
        Ok(())
    }
}

/// ` < caller (3x) [obj]` / ` >   callee (3x) [obj]`: the object shows when
/// the function was ever named by `fn=`, even with no `ob=` (`[]`); a
/// member of a cycle is marked ` <cycle N>`.
fn write_call<W: Write>(
    out: &mut W,
    plan: &Plan<'_>,
    table: &FunctionTable<'_, '_>,
    arrow: &[u8],
    other: FuncId,
    count: u64,
) -> io::Result<()> {
    out.write_all(arrow)?;
    out.write_all(&plan.full_name(other))?;
    if let Some(cycle) = table.cycle_of(other) {
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
