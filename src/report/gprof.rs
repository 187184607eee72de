//! gprof's views of a profile (`--flat`, `--graph`) as text: the rows
//! and entries of [`crate::view::gprof`], with callgrind's measured
//! figures where gprof has estimates.

use std::io::{self, Write};

use super::Plan;
use super::diff::text::plain;
use super::format::commify;
use crate::model::FuncId;
use crate::model::cost::{Cost, CostRef, Val};
use crate::view::gprof::{Arc, CallGraph, EntryKind, call_graph, flat, flat_marks};
use crate::view::table::FunctionTable;
use crate::view::{Exactness, Figure};

/// `1234.5` -> `1,234.50`.
fn per_call(total: Val, calls: u64) -> String {
    // Rounded half away from zero, as for a positive total.
    let (magnitude, calls) = (total.unsigned_abs(), u128::from(calls));
    let hundredths = (magnitude * 100 + calls / 2) / calls;
    let sign = if total < 0 && hundredths != 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", commify((hundredths / 100) as Val), hundredths % 100)
}

/// Rows of cells printed as aligned columns: numbers right-aligned, the
/// last cell (the name) as it is.
struct Table {
    rows: Vec<Vec<String>>,
}

impl Table {
    fn write(&self, out: &mut dyn Write, rules: &[usize]) -> io::Result<()> {
        let columns = self.rows.iter().map(Vec::len).max().unwrap_or(0);
        let mut widths = vec![0; columns];
        for row in &self.rows {
            for (i, cell) in row.iter().enumerate().take(row.len() - 1) {
                widths[i] = widths[i].max(cell.chars().count());
            }
        }
        for (r, row) in self.rows.iter().enumerate() {
            if rules.contains(&r) {
                out.write_all(b"-----------------------------------------------\n")?;
            }
            let mut line = String::new();
            for (i, cell) in row.iter().enumerate() {
                if i + 1 == row.len() {
                    line.push_str(cell);
                } else {
                    let pad = widths[i] - cell.chars().count();
                    line.extend(std::iter::repeat_n(' ', pad));
                    line.push_str(cell);
                    line.push_str("  ");
                }
            }
            out.write_all(line.trim_end().as_bytes())?;
            out.write_all(b"\n")?;
        }
        Ok(())
    }
}

/// Percentage of the primary sort event's total, one decimal as gprof.
fn percent_of(plan: &Plan<'_>, c: CostRef<'_>) -> String {
    let e = plan.sort_order[0];
    format!(
        "{:.1}",
        super::format::percent(c.get(e).unwrap_or(0), plan.totals.get(e))
    )
}

fn costs(plan: &Plan<'_>, c: Option<CostRef<'_>>) -> Vec<String> {
    plan.show_order
        .iter()
        .map(|&e| c.and_then(|c| c.get(e)).map_or(String::new(), plain))
        .collect()
}

/// Figures derived from an inclusive cost that is an upper bound carry
/// the table's mark of one (see [`crate::view::figure`]).
fn marked(mut cells: Vec<String>, exactness: Exactness) -> Vec<String> {
    for c in cells.iter_mut().filter(|c| !c.is_empty()) {
        c.insert_str(0, exactness.mark());
    }
    cells
}

/// A figure's cells: its values (marked when a bound), or `?` in each
/// when the data does not decide it.
fn figure_cells(plan: &Plan<'_>, figure: &Figure<Cost>) -> Vec<String> {
    match figure.value() {
        Some(c) => marked(costs(plan, Some(c.as_ref())), figure.exactness()),
        None => plan
            .show_order
            .iter()
            .map(|_| Exactness::Undecided.mark().to_string())
            .collect(),
    }
}

fn event_names(plan: &Plan<'_>, suffix: &str) -> Vec<String> {
    plan.show_order
        .iter()
        .map(|&e| format!("{}{suffix}", plan.profile.events[e]))
        .collect()
}

/// The flat profile: functions by self cost (then by calls, then by
/// name), with cumulative self cost and exact call counts.
pub fn write_flat(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<Vec<u32>> {
    let profile = plan.profile;
    let incl_opts = plan.opts.with_inclusive();
    let incl_plan = Plan::new(profile, &incl_opts).map_err(io::Error::other)?;
    let incl = FunctionTable::unordered(&incl_plan);
    let rows = flat(plan, &incl);

    out.write_all(b"Flat profile:\n\n")?;
    let e = plan.sort_order[0];
    let mut head1 = vec!["%".to_string(), "cumulative".into()];
    head1.extend(plan.show_order.iter().map(|_| "self".to_string()));
    head1.push(String::new());
    head1.extend(plan.show_order.iter().map(|_| "self".to_string()));
    head1.extend(plan.show_order.iter().map(|_| "total".to_string()));
    head1.push(String::new());
    let ev = &profile.events[e];
    let mut head2 = vec![ev.clone(), ev.clone()];
    head2.extend(event_names(plan, ""));
    head2.push("calls".into());
    head2.extend(event_names(plan, "/call"));
    head2.extend(event_names(plan, "/call"));
    head2.push("name".into());
    let mut table = Table {
        rows: vec![head1, head2],
    };
    for r in &rows {
        let mut row = vec![percent_of(plan, r.self_cost), plain(r.cumulative)];
        row.extend(costs(plan, Some(r.self_cost)));
        let n = r.calls;
        if n == 0 {
            row.push(String::new());
            row.extend(plan.show_order.iter().flat_map(|_| [String::new(), String::new()]));
        } else {
            row.push(commify(n));
            let each = |c: CostRef<'_>| -> Vec<String> {
                plan.show_order
                    .iter()
                    .map(|&i| c.get(i).map_or(String::new(), |v| per_call(v, n)))
                    .collect()
            };
            row.extend(each(r.self_cost));
            match r.inclusive.value() {
                Some(c) => row.extend(marked(each(c.as_ref()), r.inclusive.exactness())),
                None => row.extend(plan.show_order.iter().map(|_| Exactness::Undecided.mark().to_string())),
            }
        }
        row.push(name_of(plan, r.func, r.cycle));
        table.rows.push(row);
    }
    table.write(out, &[])?;
    if !plan.opts.brief {
        out.write_all(FLAT_EXPLANATION.as_bytes())?;
    } else if let Some(legend) = flat_marks(&rows).legend() {
        // The explanation says what `<=` means; without it, the legend
        // (after a blank line, as after the other tables).
        out.write_all(b"\n")?;
        out.write_all(legend.as_bytes())?;
    }
    out.write_all(b"\n")?;
    Ok(rows.iter().map(|r| profile.functions[r.func as usize].file).collect())
}

/// `file:function <cycle N>`.
fn name_of(plan: &Plan<'_>, f: FuncId, cycle: Option<u32>) -> String {
    let mut s = String::from_utf8_lossy(&plan.full_name(f)).into_owned();
    if let Some(c) = cycle {
        s.push_str(&format!(" <cycle {c}>"));
    }
    s
}

const FLAT_EXPLANATION: &str = "
 %          the percentage of the program's total cost (of the primary
            sort event) spent in this function itself.
 cumulative the sum of that cost for this function and those listed above.
 self       the cost of the function itself, per event shown.
 calls      the number of times the function was called by other functions,
            those of its cycle of recursion included (exact: callgrind
            counts every call; calls to itself are not counted). Blank:
            never called by another function.
 self/call  self cost per call.
 total/call inclusive cost per call: what ran while the function was on the
            stack (its code and everything it called, each activation
            nested in another of it counted once), measured as --inclusive
            prints it; cycle members alike (not gprof's self cost and calls
            leaving the cycle). <= marks an upper bound: the data cannot
            decide the figure (see --inclusive).
 name       file:function; <cycle N> marks members of cycle of recursion N
            (see --graph).
 Sorted by self cost, then by calls, then by name.
";

/// A function's name with its cycle and, when it has an entry, the
/// entry's index in brackets.
fn indexed_name(plan: &Plan<'_>, graph: &CallGraph, f: FuncId) -> String {
    let mut s = name_of(plan, f, graph.cycle_of(f));
    if let Some(i) = graph.index.get(&f) {
        s.push_str(&format!(" [{i}]"));
    }
    s
}

/// gprof's call graph: an entry per function (and per cycle of recursion)
/// by inclusive cost, its callers above, its callees below.
pub fn write_graph(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<Vec<u32>> {
    let profile = plan.profile;
    let incl_opts = plan.opts.with_inclusive();
    let incl_plan = Plan::new(profile, &incl_opts).map_err(io::Error::other)?;
    let graph = call_graph(&incl_plan);

    out.write_all(b"Call graph:\n\n")?;
    let ev = &profile.events[plan.sort_order[0]];
    let mut head = vec!["index".to_string(), format!("% {ev}")];
    head.extend(event_names(plan, " self"));
    head.extend(event_names(plan, " children"));
    head.push("called".into());
    head.push("name".into());
    let mut table = Table { rows: vec![head] };
    let mut rules = Vec::new();
    let blank = |n: usize| vec![String::new(); n];
    let arc_row = |arc: &Arc| {
        let mut row = blank(2);
        row.extend(blank(plan.show_order.len()));
        // A recursive call has its count only: its cost is an outer
        // call's.
        match arc.cost.value() {
            Some(c) => row.extend(costs(plan, Some(c.as_ref()))),
            None => row.extend(blank(plan.show_order.len())),
        }
        row.push(match arc.callee_calls {
            Some(all) => format!("{}/{}", commify(arc.count), commify(all)),
            None => commify(arc.count),
        });
        row.push(format!("    {}", indexed_name(plan, &graph, arc.other)));
        row
    };
    let mut files = Vec::new();
    for entry in &graph.entries {
        if table.rows.len() > 1 {
            rules.push(table.rows.len());
        }
        let primary = |called: String, name: String| {
            let mut row = vec![format!("[{}]", entry.index)];
            let inclusive = entry.inclusive.value().expect("an entry's inclusive cost is a figure");
            row.extend(marked(
                vec![percent_of(plan, inclusive.as_ref())],
                entry.inclusive.exactness(),
            ));
            row.extend(costs(plan, Some(entry.self_cost.as_ref())));
            row.extend(figure_cells(plan, &entry.children));
            row.push(called);
            row.push(name);
            row
        };
        if entry.callers.is_empty() {
            table.rows.push(spontaneous(table.rows[0].len()));
        }
        table.rows.extend(entry.callers.iter().map(arc_row));
        match &entry.kind {
            EntryKind::Cycle { number, members } => {
                let called = format!("{}+{}", commify(entry.called_outside), commify(entry.called_within));
                let name = format!("<cycle {number} as a whole> [{}]", entry.index);
                table.rows.push(primary(called, name));
                for m in members {
                    let mut row = blank(2);
                    row.extend(costs(plan, Some(m.self_cost.as_ref())));
                    row.extend(figure_cells(plan, &m.children));
                    row.push(commify(m.calls_within));
                    row.push(format!("    {}", indexed_name(plan, &graph, m.func)));
                    table.rows.push(row);
                }
            }
            EntryKind::Function(f) => {
                files.push(profile.functions[*f as usize].file);
                let called = match (entry.called_outside, entry.called_within) {
                    (0, 0) => String::new(),
                    (a, 0) => commify(a),
                    (a, b) => format!("{}+{}", commify(a), commify(b)),
                };
                table.rows.push(primary(called, indexed_name(plan, &graph, *f)));
            }
        }
        table.rows.extend(entry.callees.iter().map(arc_row));
    }
    table.write(out, &rules)?;
    if !plan.opts.brief {
        out.write_all(GRAPH_EXPLANATION.as_bytes())?;
    } else if let Some(legend) = graph.marks().legend() {
        out.write_all(b"\n")?;
        out.write_all(legend.as_bytes())?;
    }
    out.write_all(b"\n")?;
    Ok(files)
}

/// The caller line of an entry nothing calls.
fn spontaneous(columns: usize) -> Vec<String> {
    let mut row = vec![String::new(); columns - 1];
    row.push("    <spontaneous>".into());
    row
}

const GRAPH_EXPLANATION: &str = "
 Each entry is a function (or a cycle of recursion as a whole), entries
 by inclusive cost. The line starting with [index] is the entry's own;
 the lines above it are its callers, the lines below it its callees.

 Primary line:
   index     the entry's number; names elsewhere carry it in brackets
             (functions below the threshold have no entry and no number).
   %         inclusive cost in percent of the program's total (primary sort
             event): what ran while the function was on the stack, each
             activation nested in another of it counted once, as
             --inclusive prints it.
   self      the function's own cost (for a cycle: its members').
   children  the inclusive cost minus self: what ran within its
             activations besides its own code. For a function in no cycle,
             the cost of its calls; for a cycle as a whole, the calls
             leaving the cycle; for a member of a cycle, the same
             difference (its calls within the cycle included, nested
             activations once), not gprof's calls leaving the cycle.
   called    calls from other functions, then +calls from itself or its
             cycle; blank when nothing called it.
   <=        an upper bound: the data cannot decide the figure (see
             --inclusive).

 Caller and callee lines:
   children  the cost of those calls as callgrind measured them (the callee
             and all it called, together): measured, not estimated from call
             counts as gprof's are. Blank for a recursive call (to itself or
             within its cycle), whose cost is part of an outer call's.
   called    calls along this line / all calls into the callee from outside
             its cycle; a recursive call shows its count alone.
   <spontaneous> stands for the caller of a function nothing called.

 A cycle is a set of functions that call each other. Its entry, <cycle N
 as a whole>, lists the callers from outside, its members (with their self
 cost, children and the calls to them from within the cycle) and the
 functions it calls outside.
";
