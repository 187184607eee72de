//! PROGRAM TOTALS and the sorted `file:function` table, with callers and
//! callees when `--tree` asks for them.

use std::borrow::Cow;
use std::io::{self, Write};

use rustc_hash::FxHashMap;

use super::Plan;
use super::format::{RULE, widths, write_costs, write_event_names};
use crate::model::cost::{Cost, CostRef, CostTable};
use crate::model::{CallStat, FuncId};

/// The functions the table lists and the cost each is listed with.
pub struct Listing<'p> {
    pub funcs: Vec<FuncId>,
    /// Indexed by function id.
    costs: Cow<'p, CostTable>,
}

impl Listing<'_> {
    pub fn cost(&self, f: FuncId) -> CostRef<'_> {
        self.costs.get(f)
    }
}

/// Self costs, or with `--inclusive=yes` callgrind_annotate's inclusive
/// cost: the summed cost of the calls into a function, or for functions
/// nobody calls, self cost plus the cost of their own calls. Callees that
/// have no code of their own are then listed too.
pub fn listing<'p>(plan: &Plan<'p>) -> Listing<'p> {
    let profile = plan.profile;
    let with_body = |f: &FuncId| profile.functions[*f as usize].has_body;
    if !plan.opts.inclusive {
        let funcs = (0..profile.functions.len() as FuncId).filter(with_body).collect();
        return Listing {
            funcs,
            costs: Cow::Borrowed(&profile.self_costs),
        };
    }
    let n = profile.events.len();
    let count = profile.functions.len();
    let mut outgoing: Vec<Cost> = (0..count as FuncId)
        .map(|f| Cost::from_ref(profile.self_cost(f)))
        .collect();
    let mut incoming: Vec<Option<Cost>> = vec![None; count];
    for (&(caller, callee), call) in profile.calls() {
        let c = profile.call_cost(call);
        outgoing[caller as usize].add_saturating(c);
        incoming[callee as usize]
            .get_or_insert_with(|| Cost::zero(n))
            .add_saturating(c);
    }
    let mut costs = CostTable::new(n);
    let mut funcs = Vec::new();
    for f in 0..count {
        let row = costs.push();
        let cost = incoming[f].as_ref().unwrap_or(&outgoing[f]);
        costs.set(row, cost.as_ref());
        if incoming[f].is_some() || profile.functions[f].has_body {
            funcs.push(f as FuncId);
        }
    }
    Listing {
        funcs,
        costs: Cow::Owned(costs),
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
    if plan.totals_calculated {
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
    let fn_widths = widths(events, listing.funcs.iter().map(|&f| listing.cost(f)), opts.show_percs);
    out.write_all(RULE.as_bytes())?;
    write_event_names(out, events, &fn_widths, &plan.show_order)?;
    out.write_all(b" file:function\n")?;
    out.write_all(RULE.as_bytes())?;

    let rows = shown_functions(plan, &listing);

    let tree = opts.tree_caller || opts.tree_calling;
    let (callers, callees) = if tree { call_index(plan) } else { Default::default() };
    for f in &rows {
        let cost = listing.cost(*f);
        let func = &profile.functions[*f as usize];
        let is_unknown = profile.name(func.file) == b"???" && profile.name(func.name) == b"???";
        if tree {
            out.write_all(b"\n")?;
        }
        if opts.tree_caller && !is_unknown {
            for (caller, call) in callers.get(f).map_or(&[][..], Vec::as_slice) {
                write_costs(out, Some(profile.call_cost(call)), &fn_widths, &cols)?;
                write_call(out, plan, b" < ", *caller, call.count)?;
            }
        }
        write_costs(out, Some(cost), &fn_widths, &cols)?;
        if tree {
            out.write_all(b" * ")?;
        }
        out.write_all(b" ")?;
        out.write_all(profile.name(func.file))?;
        out.write_all(b":")?;
        out.write_all(profile.name(func.name))?;
        if let Some(obj) = func.object.map(|o| profile.name(o)).filter(|o| !o.is_empty()) {
            out.write_all(b" [")?;
            out.write_all(obj)?;
            out.write_all(b"]")?;
        }
        out.write_all(b"\n")?;
        if opts.tree_calling && !is_unknown {
            for (callee, call) in callees.get(f).map_or(&[][..], Vec::as_slice) {
                write_costs(out, Some(profile.call_cost(call)), &fn_widths, &cols)?;
                write_call(out, plan, b" >   ", *callee, call.count)?;
            }
        }
    }
    out.write_all(b"\n")?;
    Ok(rows.iter().map(|&f| profile.functions[f as usize].file).collect())
}

/// The functions the table shows, in callgrind_annotate's order (by cost,
/// ties by name), cut where the thresholds are reached and at `--top`.
/// Only the rows that can be shown need their ties broken by name, so the
/// full sort runs on costs alone (comparing names is what costs time with
/// 800,000 functions, most of them tied at tiny costs) and names order just
/// the prefix that can be shown.
pub fn shown_functions(plan: &Plan<'_>, listing: &Listing<'_>) -> Vec<FuncId> {
    // Sort keys laid out flat, one per sort event and row, largest first:
    // 0 for an undefined value (below any number), else value + 1. Comparing
    // these is much cheaper than decoding costs in every comparison.
    let k = plan.sort_order.len();
    let mut keys: Vec<u128> = Vec::with_capacity(listing.funcs.len() * k);
    for &f in &listing.funcs {
        let c = listing.cost(f);
        keys.extend(
            plan.sort_order
                .iter()
                .map(|&e| c.get(e).map_or(0, |v| u128::from(v) + 1)),
        );
    }
    let mut order: Vec<usize> = (0..listing.funcs.len()).collect();
    let key = |i: usize| &keys[i * k..(i + 1) * k];
    order.sort_unstable_by(|&a, &b| key(b).cmp(key(a)));
    let mut rows: Vec<FuncId> = order.iter().map(|&i| listing.funcs[i]).collect();
    let by_cost = |a: &FuncId, b: &FuncId| plan.cmp_costs(listing.cost(*a), listing.cost(*b));
    // Which rows are shown depends on costs only: tied rows have equal
    // values in every sort event.
    let mut shown = rows.len();
    if plan.single_threshold < 100.0 {
        let mut reached = vec![0i128; plan.sort_order.len()];
        shown = 0;
        while shown < rows.len() && !all_thresholds_reached(plan, &reached) {
            advance(plan, &mut reached, listing.cost(rows[shown]));
            shown += 1;
        }
    }
    if let Some(top) = plan.opts.top {
        shown = shown.min(top);
    }
    let mut end = shown;
    while end > 0 && end < rows.len() && by_cost(&rows[end - 1], &rows[end]).is_eq() {
        end += 1;
    }
    rows[..end].sort_unstable_by(|&a, &b| by_cost(&a, &b).then_with(|| plan.cmp_names(a, b)).then(a.cmp(&b)));
    rows.truncate(shown);
    rows
}

/// Adds a printed function's cost to the running totals the thresholds
/// are checked against.
pub(super) fn advance(plan: &Plan<'_>, reached: &mut [i128], cost: CostRef<'_>) {
    for (k, &e) in plan.sort_order.iter().enumerate() {
        if let Some(v) = cost.get(e) {
            reached[k] = if plan.opts.inclusive {
                // callgrind_annotate's inclusive rule: what is left after
                // the last function printed.
                i128::from(plan.totals.get(e).unwrap_or(0)) - i128::from(v)
            } else {
                reached[k] + i128::from(v)
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
            let mut prop = r as f64 * 100.0;
            if let Some(t) = plan.totals.get(e).filter(|&t| t > 0) {
                prop /= t as f64;
            }
            prop >= th.value
        })
}

/// ` < caller (3x) [obj]` / ` >   callee (3x) [obj]`: the object shows when
/// the function was ever named by `fn=`, even with no `ob=` (`[]`).
fn write_call(out: &mut dyn Write, plan: &Plan<'_>, arrow: &[u8], other: FuncId, count: u64) -> io::Result<()> {
    out.write_all(arrow)?;
    out.write_all(&plan.full_name(other))?;
    write!(out, " ({}x)", super::format::commify(count))?;
    if let Some(obj) = plan.profile.functions[other as usize].object {
        out.write_all(b" [")?;
        out.write_all(plan.profile.name(obj))?;
        out.write_all(b"]")?;
    }
    out.write_all(b"\n")
}

pub type CallList<'p> = Vec<(FuncId, &'p CallStat)>;

/// Callers and callees of every function, each list sorted by call cost
/// (descending on the sort events), ties by name.
pub fn call_index<'p>(plan: &Plan<'p>) -> (FxHashMap<FuncId, CallList<'p>>, FxHashMap<FuncId, CallList<'p>>) {
    let mut callers: FxHashMap<FuncId, CallList<'p>> = FxHashMap::default();
    let mut callees: FxHashMap<FuncId, CallList<'p>> = FxHashMap::default();
    for (&(caller, callee), call) in plan.profile.calls() {
        callers.entry(callee).or_default().push((caller, call));
        callees.entry(caller).or_default().push((callee, call));
    }
    for list in callers.values_mut().chain(callees.values_mut()) {
        list.sort_unstable_by(|a, b| {
            plan.cmp_costs(plan.profile.call_cost(a.1), plan.profile.call_cost(b.1))
                .then_with(|| plan.cmp_names(a.0, b.0))
                .then(a.0.cmp(&b.0))
        });
    }
    (callers, callees)
}
