//! `--focus=SYMSPEC`: the profile as seen from some functions: only what
//! they reach through calls, and only the part of it they account for.
//!
//! A function reached only from the focus counts whole. A function that is
//! also called from elsewhere counts in proportion to the cost of its calls
//! coming from within the focus (callgrind measures every call's cost; how
//! a shared function's own cost splits between its callers is not
//! recorded, so this is an estimate, as gprof's `-F` is). Proportions flow
//! down the call graph a strongly connected component at a time, so a
//! cycle of recursion shares one proportion.

use rustc_hash::FxHashMap;

use super::function_components;
use super::symspec::SymSpec;
use crate::model::cost::{Cost, CostRef, CostTable, Val, to_f64};
use crate::model::{CallStat, FuncId, Profile};

/// The focused profile: costs of functions outside the focus's reach are
/// gone, shared ones are scaled, and `focus_total` is the cost of the
/// focused functions. Source lines are dropped (a line's cost cannot be
/// split between the functions sharing a file).
pub fn focus(mut profile: Profile, specs: &[SymSpec], event: usize) -> Result<Profile, String> {
    let n = profile.functions.len();
    let specs: Vec<SymSpec> = specs.iter().map(|s| s.resolve(&profile)).collect();
    let mut focused: Vec<bool> = (0..n as FuncId)
        .map(|f| specs.iter().any(|s| s.matches(&profile, f)))
        .collect();
    // Code inlined from another file into a focused function is part of
    // it: the table lists it, so the focus's cost holds it (without it, a
    // header's inlined loop was listed at 2083% of the focus).
    for &(outer, inner) in &profile.inlined {
        if focused[outer as usize] {
            focused[inner as usize] = true;
        }
    }
    if !focused.iter().any(|&b| b) {
        let names: Vec<&str> = specs.iter().map(|s| s.text.as_str()).collect();
        return Err(format!("--focus: no function matches {}", names.join(", ")));
    }
    // Calls (caller, callee, cost of the event, count), in a fixed order so
    // that the shares' floating-point sums come out the same every run.
    let calls: Vec<(FuncId, FuncId, Val, u64)> = {
        let mut v: Vec<_> = profile
            .calls()
            .iter()
            .map(|(&(a, b), c)| (a, b, profile.call_cost(c).get(event).unwrap_or(0), c.count))
            .collect();
        v.sort_unstable();
        v
    };
    let component = function_components(&profile);

    let share = shares(n, &component, &focused, &calls, &profile.inlined);

    let events = profile.events.len();
    let scale = |c: CostRef<'_>, s: f64| -> Cost {
        let mut out = Cost::from_ref(c);
        for v in out.vals.iter_mut() {
            *v = (to_f64(*v) * s).round() as Val;
        }
        out
    };
    let mut self_costs = CostTable::new(events);
    let mut self_total = Cost::zero(events);
    for (f, &s) in share.iter().enumerate() {
        let row = self_costs.push();
        let c = scale(profile.self_cost(f as FuncId), s);
        self_total.add_saturating(c.as_ref());
        self_costs.set(row, c.as_ref());
        profile.functions[f].has_body &= s > 0.0;
    }
    let mut site_costs = CostTable::new(events);
    let mut call_sites = FxHashMap::default();
    for (&(caller, callee, line), site) in &profile.call_sites {
        let s = share[caller as usize];
        if s > 0.0 {
            let row = site_costs.push();
            site_costs.set(row, scale(profile.site_costs.get(site.row), s).as_ref());
            call_sites.insert((caller, callee, line), CallStat { row, ..*site });
        }
    }

    // The focus's cost: for each component holding a focused function that
    // no other reached component calls, its self cost and the calls
    // leaving it.
    let mut called_from_reach = vec![false; n];
    for &(caller, callee, _) in call_sites.keys() {
        if component[caller as usize] != component[callee as usize] {
            called_from_reach[component[callee as usize] as usize] = true;
        }
    }
    let mut holds_focus = vec![false; n];
    for f in 0..n {
        if focused[f] {
            holds_focus[component[f] as usize] = true;
        }
    }
    let is_root = |c: u32| holds_focus[c as usize] && !called_from_reach[c as usize];
    let mut total = Cost::zero(events);
    for (f, &c) in component.iter().enumerate() {
        if is_root(c) {
            total.add_saturating(self_costs.get(f as u32));
        }
    }
    for (&(caller, callee, _), site) in &call_sites {
        let c = component[caller as usize];
        if c != component[callee as usize] && is_root(c) {
            total.add_saturating(site_costs.get(site.row));
        }
    }

    profile.self_costs = self_costs;
    profile.self_total = self_total;
    profile.call_sites = call_sites;
    profile.site_costs = site_costs;
    profile.calls = Default::default();
    profile.lines = FxHashMap::default();
    profile.line_costs = CostTable::new(events);
    profile.jumps = FxHashMap::default();
    profile.focus_total = Some(total);
    Ok(profile)
}

/// The proportion of each function's cost the focus accounts for: 1 for a
/// component holding a focused function, else the share of the cost of the
/// calls entering its component that comes from within the focus (by call
/// count when those calls have no cost), or its enclosing function's share
/// for inlined code; 0 for what the focus does not reach.
fn shares(
    n: usize,
    component: &[u32],
    focused: &[bool],
    calls: &[(FuncId, FuncId, Val, u64)],
    inlined: &[(FuncId, FuncId)],
) -> Vec<f64> {
    let components = component.iter().map(|&c| c as usize + 1).max().unwrap_or(0);
    let mut members: Vec<Vec<FuncId>> = vec![Vec::new(); components];
    for f in 0..n {
        members[component[f] as usize].push(f as FuncId);
    }
    let mut entering: Vec<Vec<(FuncId, Val, u64)>> = vec![Vec::new(); components];
    for &(a, b, cost, count) in calls {
        let cb = component[b as usize];
        if component[a as usize] != cb {
            entering[cb as usize].push((a, cost, count));
        }
    }
    let mut linked: Vec<Vec<FuncId>> = vec![Vec::new(); components];
    for &(outer, inner) in inlined {
        let ci = component[inner as usize];
        if component[outer as usize] != ci {
            linked[ci as usize].push(outer);
        }
    }
    let mut share = vec![0.0f64; n];
    // Tarjan numbers a component after every component it reaches, so in
    // descending order callers come before callees.
    for c in (0..components).rev() {
        let s = if members[c].iter().any(|&f| focused[f as usize]) {
            1.0
        } else {
            let (mut cost_in, mut cost_all, mut count_in, mut count_all) = (0.0, 0.0, 0.0, 0.0);
            for &(g, cost, count) in &entering[c] {
                let sg = share[g as usize];
                cost_in += sg * to_f64(cost);
                cost_all += to_f64(cost);
                count_in += sg * count as f64;
                count_all += count as f64;
            }
            let by_calls = if cost_all > 0.0 {
                cost_in / cost_all
            } else if count_all > 0.0 {
                count_in / count_all
            } else {
                0.0
            };
            linked[c].iter().map(|&o| share[o as usize]).fold(by_calls, f64::max)
        };
        for &f in &members[c] {
            share[f as usize] = s.clamp(0.0, 1.0);
        }
    }
    share
}
