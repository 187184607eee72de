//! PROGRAM TOTALS and the sorted `file:function` table, with callers and
//! callees when `--tree` asks for them.

use std::io::{self, Write};

use rustc_hash::FxHashMap;

use super::Plan;
use super::format::{RULE, widths, write_costs, write_event_names};
use crate::model::cost::Cost;
use crate::model::{CallCost, FuncId};

/// The cost each function is listed with: self cost, or with
/// `--inclusive=yes` callgrind_annotate's inclusive cost: the summed cost of
/// the calls into the function, or for functions nobody calls, self cost
/// plus the cost of their own calls.
pub fn listed_costs(plan: &Plan<'_>) -> FxHashMap<FuncId, Cost> {
    let profile = plan.profile;
    let mut costs: FxHashMap<FuncId, Cost> = FxHashMap::default();
    for (id, f) in profile.functions.iter().enumerate() {
        if f.has_body {
            costs.insert(id as FuncId, f.self_cost.clone());
        }
    }
    if !plan.opts.inclusive {
        return costs;
    }
    let mut incoming: FxHashMap<FuncId, Cost> = FxHashMap::default();
    let mut keys: Vec<&(FuncId, FuncId)> = profile.calls.keys().collect();
    keys.sort_unstable();
    for key @ &(caller, callee) in keys {
        let call = &profile.calls[key];
        if let Some(c) = costs.get_mut(&caller) {
            saturating_add(c, &call.cost);
        }
        let n = profile.events.len();
        saturating_add(
            incoming.entry(callee).or_insert_with(|| Cost::zero(n)),
            &call.cost,
        );
    }
    // Functions somebody calls take the sum of their incoming calls instead.
    for (callee, c) in incoming {
        costs.insert(callee, c);
    }
    costs
}

/// Display sums never wrap: they stop at u64::MAX (only reachable through
/// inclusive costs of deep recursion counted once per level).
fn saturating_add(a: &mut Cost, b: &Cost) {
    for i in 0..a.vals.len() {
        if let Some(v) = b.get(i) {
            a.vals[i] = a.vals[i].saturating_add(v);
        }
    }
    a.defined |= b.defined;
}

/// Prints totals and the function table; returns the functions printed.
pub fn write_functions(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<Vec<FuncId>> {
    let profile = plan.profile;
    let opts = plan.opts;
    let events = &profile.events;
    let cols = plan.columns(&plan.totals);

    let total_widths = widths(events, [&plan.totals], opts.show_percs);
    out.write_all(RULE.as_bytes())?;
    write_event_names(out, events, &total_widths, &plan.show_order)?;
    out.write_all(b"\n")?;
    out.write_all(RULE.as_bytes())?;
    write_costs(out, Some(&plan.totals), &total_widths, &cols)?;
    out.write_all(b" PROGRAM TOTALS")?;
    if plan.totals_calculated {
        out.write_all(b" (calculated)")?;
    }
    out.write_all(b"\n\n")?;

    let costs = listed_costs(plan);
    let fn_widths = widths(events, costs.values(), opts.show_percs);
    out.write_all(RULE.as_bytes())?;
    write_event_names(out, events, &fn_widths, &plan.show_order)?;
    out.write_all(b" file:function\n")?;
    out.write_all(RULE.as_bytes())?;

    let mut rows: Vec<(FuncId, Vec<u8>)> = costs.keys().map(|&f| (f, plan.full_name(f))).collect();
    rows.sort_by(|(fa, na), (fb, nb)| {
        plan.cmp_costs(&costs[fa], &costs[fb])
            .then_with(|| na.cmp(nb))
    });

    let tree = opts.tree_caller || opts.tree_calling;
    let (callers, callees) = if tree {
        call_index(plan)
    } else {
        Default::default()
    };
    let mut reached = vec![0i128; plan.sort_order.len()];
    let mut printed = Vec::new();
    for (f, name) in &rows {
        if plan.single_threshold < 100.0 && all_thresholds_reached(plan, &reached) {
            break;
        }
        let cost = &costs[f];
        let func = &profile.functions[*f as usize];
        let is_unknown = name.as_slice() == b"???:???";
        if tree {
            out.write_all(b"\n")?;
        }
        if opts.tree_caller && !is_unknown {
            for (caller, call) in callers.get(f).map_or(&[][..], Vec::as_slice) {
                write_costs(out, Some(&call.cost), &fn_widths, &cols)?;
                write_call(out, plan, b" < ", *caller, call.count, true)?;
            }
        }
        write_costs(out, Some(cost), &fn_widths, &cols)?;
        if tree {
            out.write_all(b" * ")?;
        }
        out.write_all(b" ")?;
        out.write_all(name)?;
        if let Some(obj) = func
            .object
            .map(|o| profile.name(o))
            .filter(|o| !o.is_empty())
        {
            out.write_all(b" [")?;
            out.write_all(obj)?;
            out.write_all(b"]")?;
        }
        out.write_all(b"\n")?;
        if opts.tree_calling && !is_unknown {
            for (callee, call) in callees.get(f).map_or(&[][..], Vec::as_slice) {
                write_costs(out, Some(&call.cost), &fn_widths, &cols)?;
                write_call(out, plan, b" >   ", *callee, call.count, true)?;
            }
        }
        printed.push(*f);
        for (k, &e) in plan.sort_order.iter().enumerate() {
            if let Some(v) = cost.get(e) {
                reached[k] = if opts.inclusive {
                    // callgrind_annotate's inclusive rule: what is left after
                    // the last function printed.
                    i128::from(plan.totals.get(e).unwrap_or(0)) - i128::from(v)
                } else {
                    reached[k] + i128::from(v)
                };
            }
        }
    }
    out.write_all(b"\n")?;
    Ok(printed)
}

fn all_thresholds_reached(plan: &Plan<'_>, reached: &[i128]) -> bool {
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
pub fn write_call(
    out: &mut dyn Write,
    plan: &Plan<'_>,
    arrow: &[u8],
    other: FuncId,
    count: u64,
    with_object: bool,
) -> io::Result<()> {
    out.write_all(arrow)?;
    out.write_all(&plan.full_name(other))?;
    write!(out, " ({}x)", super::format::commify(count))?;
    if with_object && let Some(obj) = plan.profile.functions[other as usize].object {
        out.write_all(b" [")?;
        out.write_all(plan.profile.name(obj))?;
        out.write_all(b"]")?;
    }
    out.write_all(b"\n")
}

type CallList<'p> = Vec<(FuncId, &'p CallCost)>;

/// Callers and callees of every function, each list sorted by call cost
/// (descending on the sort events), ties by name.
fn call_index<'p>(
    plan: &Plan<'p>,
) -> (
    FxHashMap<FuncId, CallList<'p>>,
    FxHashMap<FuncId, CallList<'p>>,
) {
    let mut callers: FxHashMap<FuncId, CallList<'p>> = FxHashMap::default();
    let mut callees: FxHashMap<FuncId, CallList<'p>> = FxHashMap::default();
    for (&(caller, callee), call) in &plan.profile.calls {
        callers.entry(callee).or_default().push((caller, call));
        callees.entry(caller).or_default().push((callee, call));
    }
    for list in callers.values_mut().chain(callees.values_mut()) {
        sort_calls(plan, list);
    }
    (callers, callees)
}

pub fn sort_calls(plan: &Plan<'_>, list: &mut [(FuncId, &CallCost)]) {
    list.sort_by_cached_key(|(f, _)| plan.full_name(*f));
    list.sort_by(|a, b| plan.cmp_costs(&a.1.cost, &b.1.cost));
}
