//! gprof's views of a profile (`--flat`, `--graph`), with callgrind's
//! measured figures where gprof has estimates: exact call counts, and the
//! cost of every call as callgrind recorded it.

use std::io::{self, Write};

use rustc_hash::FxHashMap;

use super::Plan;
use super::format::commify;
use super::listing::{CallList, Listing, call_index, cycle_calls, listing};
use super::order::{advance, all_thresholds_reached, shown_functions};
use crate::model::cost::{Cost, CostRef, Val, saturating_sum};
use crate::model::{CallStat, FuncId};

/// Calls into each function: (from other functions, from itself or its
/// cycle). gprof's `a+b`.
fn call_counts(listing: &Listing<'_>, callers: &FxHashMap<FuncId, CallList<'_>>, f: FuncId) -> (u64, u64) {
    let mut outside = 0u64;
    let mut recursive = 0u64;
    for (caller, call) in callers.get(&f).map_or(&[][..], Vec::as_slice) {
        if listing.hides_call(*caller, f) {
            recursive = recursive.saturating_add(call.count);
        } else {
            outside = outside.saturating_add(call.count);
        }
    }
    (outside, recursive)
}

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
        .map(|&e| c.and_then(|c| c.get(e)).map_or(String::new(), commify))
        .collect()
}

/// Figures derived from an inclusive cost that is an upper bound carry
/// the table's mark of one (see `format::BOUND_MARK`).
fn marked(mut cells: Vec<String>, exact: bool) -> Vec<String> {
    if !exact {
        for c in cells.iter_mut().filter(|c| !c.is_empty()) {
            c.insert_str(0, "<=");
        }
    }
    cells
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
    let incl = listing(&incl_plan);
    // gprof's count: calls from other functions (those within a cycle of
    // recursion too), not from the function itself.
    let mut counts = vec![0u64; profile.functions.len()];
    for (&(caller, callee), call) in profile.calls() {
        if caller != callee {
            counts[callee as usize] = counts[callee as usize].saturating_add(call.count);
        }
    }
    let calls = |f: FuncId| counts[f as usize];

    // Sorted on flat keys (self cost per sort event, then calls); names
    // break ties only where rows can be shown, as in the function table.
    let mut rows: Vec<FuncId> = (0..profile.functions.len() as FuncId)
        .filter(|&f| profile.functions[f as usize].has_body && plan.shows(f))
        .collect();
    let k = plan.sort_order.len() + 1;
    let mut keys: Vec<Val> = Vec::with_capacity(rows.len() * k);
    for &f in &rows {
        let c = profile.self_cost(f);
        // An undefined value sorts as -1, as in the other tables.
        keys.extend(plan.sort_order.iter().map(|&e| c.get(e).unwrap_or(-1)));
        keys.push(Val::from(calls(f)));
    }
    let mut order: Vec<usize> = (0..rows.len()).collect();
    let key = |i: usize| &keys[i * k..(i + 1) * k];
    order.sort_unstable_by(|&a, &b| key(b).cmp(key(a)));
    let by_key: FxHashMap<FuncId, usize> = order.iter().map(|&i| (rows[i], i)).collect();
    rows = order.iter().map(|&i| rows[i]).collect();
    let mut reached = vec![0i128; plan.sort_order.len()];
    let mut shown = 0;
    while shown < rows.len()
        && !(plan.single_threshold < 100.0 && all_thresholds_reached(plan, &reached))
        && plan.opts.top.is_none_or(|t| shown < t)
    {
        advance(plan, &mut reached, profile.self_cost(rows[shown]));
        shown += 1;
    }
    let same = |a: FuncId, b: FuncId| key(by_key[&a]) == key(by_key[&b]);
    let mut end = shown;
    while end > 0 && end < rows.len() && same(rows[end - 1], rows[end]) {
        end += 1;
    }
    rows[..end].sort_by(|&a, &b| {
        key(by_key[&b])
            .cmp(key(by_key[&a]))
            .then_with(|| plan.cmp_names(a, b))
            .then(a.cmp(&b))
    });
    rows.truncate(shown);

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
    let mut cumulative: Val = 0;
    for &f in &rows {
        let own = profile.self_cost(f);
        cumulative = saturating_sum(cumulative, own.get(e).unwrap_or(0));
        let mut row = vec![percent_of(plan, own), commify(cumulative)];
        row.extend(costs(plan, Some(own)));
        let n = calls(f);
        let inclusive = incl.cost(f);
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
            row.extend(each(own));
            row.extend(marked(each(inclusive), incl.is_exact(f)));
        }
        row.push(name_of(plan, &incl, f));
        table.rows.push(row);
    }
    table.write(out, &[])?;
    if !plan.opts.brief {
        out.write_all(FLAT_EXPLANATION.as_bytes())?;
    }
    out.write_all(b"\n")?;
    Ok(rows.iter().map(|&f| profile.functions[f as usize].file).collect())
}

/// `file:function <cycle N>`.
fn name_of(plan: &Plan<'_>, listing: &Listing<'_>, f: FuncId) -> String {
    let mut s = String::from_utf8_lossy(&plan.full_name(f)).into_owned();
    if let Some(c) = listing.cycle_of(f) {
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

/// A function or cycle entry's index, as printed in brackets.
struct Indexes {
    of: FxHashMap<u32, usize>,
}

impl Indexes {
    fn name(&self, plan: &Plan<'_>, listing: &Listing<'_>, f: FuncId) -> String {
        let mut s = name_of(plan, listing, f);
        if let Some(i) = self.of.get(&f) {
            s.push_str(&format!(" [{i}]"));
        }
        s
    }
}

/// gprof's call graph: an entry per function (and per cycle of recursion)
/// by inclusive cost, its callers above, its callees below.
pub fn write_graph(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<Vec<u32>> {
    let profile = plan.profile;
    let incl_opts = plan.opts.with_inclusive();
    let incl_plan = Plan::new(profile, &incl_opts).map_err(io::Error::other)?;
    let listing = listing(&incl_plan);
    let entries = shown_functions(&incl_plan, &listing);
    let (callers, callees) = call_index(&incl_plan, &listing, &entries);
    // An index names an entry: functions the threshold leaves out have
    // none (numbering them would mean sorting every function by name).
    let indexes = Indexes {
        of: entries.iter().enumerate().map(|(i, &f)| (f, i + 1)).collect(),
    };
    let nonrecursive = |f: FuncId| call_counts(&listing, &callers, f).0;

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
    let arc_row = |cost: Option<CostRef<'_>>, called: String, name: String| {
        let mut row = blank(2);
        row.extend(blank(plan.show_order.len()));
        row.extend(costs(plan, cost));
        row.push(called);
        row.push(format!("    {name}"));
        row
    };
    let mut files = Vec::new();
    for &f in &entries {
        if table.rows.len() > 1 {
            rules.push(table.rows.len());
        }
        let own = listing.self_cost(&incl_plan, f);
        let inclusive = listing.cost(f);
        let mut children = Cost::from_ref(inclusive);
        for (c, s) in children.vals.iter_mut().zip(&own.vals) {
            *c = c.saturating_sub(*s);
        }
        let primary = |called: String, name: String| {
            let exact = listing.is_exact(f);
            let mut row = vec![format!("[{}]", indexes.of[&f])];
            row.extend(marked(vec![percent_of(plan, inclusive)], exact));
            row.extend(costs(plan, Some(own.as_ref())));
            row.extend(marked(costs(plan, Some(children.as_ref())), exact));
            row.push(called);
            row.push(name);
            row
        };
        if let Some(cycle) = listing.cycle_row(f) {
            let members = listing.cycle_members(cycle);
            let outside_in = cycle_calls(plan, &listing, members, &callers);
            let entering: u64 = outside_in.iter().map(|a| a.1).sum();
            if outside_in.is_empty() {
                table.rows.push(spontaneous(table.rows[0].len()));
            }
            for (g, count, cost) in &outside_in {
                let called = format!("{}/{}", commify(*count), commify(entering));
                table
                    .rows
                    .push(arc_row(Some(cost.as_ref()), called, indexes.name(plan, &listing, *g)));
            }
            let within: u64 = members.iter().map(|&m| call_counts(&listing, &callers, m).1).sum();
            let called = format!("{}+{}", commify(entering), commify(within));
            let name = format!("<cycle {cycle} as a whole> [{}]", indexes.of[&f]);
            table.rows.push(primary(called, name));
            for &m in members {
                let mut row = blank(2);
                let m_own = profile.self_cost(m);
                row.extend(costs(plan, Some(m_own)));
                let mut m_children = Cost::from_ref(listing.cost(m));
                for (c, s) in m_children.vals.iter_mut().zip(m_own.vals) {
                    *c = c.saturating_sub(*s);
                }
                row.extend(marked(costs(plan, Some(m_children.as_ref())), listing.is_exact(m)));
                row.push(commify(call_counts(&listing, &callers, m).1));
                row.push(format!("    {}", indexes.name(plan, &listing, m)));
                table.rows.push(row);
            }
            for (h, count, cost) in cycle_calls(plan, &listing, members, &callees) {
                let called = format!("{}/{}", commify(count), commify(nonrecursive(h)));
                table
                    .rows
                    .push(arc_row(Some(cost.as_ref()), called, indexes.name(plan, &listing, h)));
            }
            continue;
        }
        files.push(profile.functions[f as usize].file);
        let (outside, recursive) = call_counts(&listing, &callers, f);
        let incoming = callers.get(&f).cloned().unwrap_or_default();
        if incoming.is_empty() {
            table.rows.push(spontaneous(table.rows[0].len()));
        }
        for (g, call) in &incoming {
            let (cost, called) = arc(plan, &listing, *g, f, call, outside);
            table.rows.push(arc_row(cost, called, indexes.name(plan, &listing, *g)));
        }
        let called = match (outside, recursive) {
            (0, 0) => String::new(),
            (a, 0) => commify(a),
            (a, b) => format!("{}+{}", commify(a), commify(b)),
        };
        table.rows.push(primary(called, indexes.name(plan, &listing, f)));
        for (h, call) in callees.get(&f).map_or(&[][..], Vec::as_slice) {
            let (cost, called) = arc(plan, &listing, f, *h, call, nonrecursive(*h));
            table.rows.push(arc_row(cost, called, indexes.name(plan, &listing, *h)));
        }
    }
    table.write(out, &rules)?;
    if !plan.opts.brief {
        out.write_all(GRAPH_EXPLANATION.as_bytes())?;
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

/// A caller or callee line's cost and `called` field: the measured cost
/// of the calls and `count/calls into the callee from outside its cycle`;
/// a recursive call has its count only.
fn arc<'p>(
    plan: &Plan<'p>,
    listing: &Listing<'_>,
    from: FuncId,
    to: FuncId,
    call: &CallStat,
    callee_calls: u64,
) -> (Option<CostRef<'p>>, String) {
    if listing.hides_call(from, to) {
        (None, commify(call.count))
    } else {
        (
            Some(plan.profile.call_cost(call)),
            format!("{}/{}", commify(call.count), commify(callee_calls)),
        )
    }
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
