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
//!
//! Code inlined from another file (a row `alloc.rs:build` beside
//! `main.rs:build`) runs in its function's frame: here it is one unit with
//! it (the components are those of the call graph with each such row
//! joined to its function), so the focus counts it once, inside its
//! function's activations, and never as a root of its own.
//!
//! The focus's total is the cost of the activations of focused functions
//! that run under no other: for every *root* component (one holding a
//! focused function that no component the focus reaches calls), its self
//! cost and the calls leaving it. That is exact when every function of the
//! component is focused (nothing else of it runs outside them, and
//! whatever runs above them is under a call leaving the component). When
//! the component also holds functions outside the focus (`--focus=factor`
//! in a cycle `expr -> term -> factor -> expr`), their activations outside
//! the focused ones are in that figure too, and it is an upper bound: at
//! most that, and at most the sum of the focused functions' inclusive
//! costs (each bounded by [`super::recursion`]); at least each focused
//! function's inclusive cost (its lower bound), the calls entering the
//! component into focused functions (nothing focused runs below them: the
//! caller is out of the focus's reach), and the focused functions' own
//! code.

use rustc_hash::FxHashMap;

use super::callgraph::{max_into, min_into};
use super::symspec::SymSpec;
use crate::model::cost::{Cost, CostRef, CostTable, Val, to_f64};
use crate::model::graph::components;
use crate::model::{CallStat, FuncId, Profile};

/// The focused profile: costs of functions outside the focus's reach are
/// gone, shared ones are scaled, and `focus_total` is the cost of the
/// focused functions (`focus_lower` its lower bound, when it is an upper
/// bound: see the module's doc). Source lines are dropped (a line's cost
/// cannot be split between the functions sharing a file).
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
    let component = frame_components(&profile);

    let share = shares(n, &component, &focused, &calls, &profile.inlined);
    let (total, lower) = focus_total(&profile, &component, &focused, &share);

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

    profile.self_costs = self_costs;
    profile.self_total = self_total;
    profile.call_sites = call_sites;
    profile.site_costs = site_costs;
    profile.calls = Default::default();
    profile.lines = FxHashMap::default();
    profile.lines_left_out = Default::default();
    profile.line_costs = CostTable::new(events);
    profile.jumps = FxHashMap::default();
    profile.focus_total = Some(total);
    profile.focus_lower = lower;
    Ok(profile)
}

/// The call graph's strongly connected component of every function, code
/// inlined from another file joined to the function it runs in (a link
/// both ways): its frame is its function's.
fn frame_components(profile: &Profile) -> Vec<u32> {
    let mut edges: Vec<(u32, u32)> = profile.calls().keys().copied().collect();
    for &(outer, inner) in &profile.inlined {
        edges.push((outer, inner));
        edges.push((inner, outer));
    }
    edges.sort_unstable();
    components(profile.functions.len(), &edges)
}

/// The focus's total (see the module's doc), and its lower bound when the
/// total is an upper bound. `share`: what [`shares`] gives (the
/// components the focus reaches have a share above 0).
fn focus_total(profile: &Profile, component: &[u32], focused: &[bool], share: &[f64]) -> (Cost, Option<Cost>) {
    let n = profile.functions.len();
    let events = profile.events.len();
    let mut called_from_reach = vec![false; n];
    for &(caller, callee) in profile.calls().keys() {
        if share[caller as usize] > 0.0 && component[caller as usize] != component[callee as usize] {
            called_from_reach[component[callee as usize] as usize] = true;
        }
    }
    let mut holds_focus = vec![false; n];
    // Whether a component holds a function outside the focus.
    let mut partial = vec![false; n];
    for f in 0..n {
        holds_focus[component[f] as usize] |= focused[f];
    }
    for f in 0..n {
        partial[component[f] as usize] |= !focused[f];
    }
    let is_root = |c: u32| holds_focus[c as usize] && !called_from_reach[c as usize];
    // Per root component: its self cost and the calls leaving it.
    let mut whole: FxHashMap<u32, Cost> = FxHashMap::default();
    for (f, &c) in component.iter().enumerate() {
        if is_root(c) {
            whole
                .entry(c)
                .or_insert_with(|| Cost::zero(events))
                .add_saturating(profile.self_cost(f as FuncId));
        }
    }
    // Per partial root component: the calls entering it into focused
    // functions.
    let mut entering: FxHashMap<u32, Cost> = FxHashMap::default();
    for (&(caller, callee), call) in profile.calls() {
        let (ca, cb) = (component[caller as usize], component[callee as usize]);
        if ca == cb {
            continue;
        }
        if is_root(ca) {
            whole
                .get_mut(&ca)
                .expect("a root's cost")
                .add_saturating(profile.call_cost(call));
        }
        if is_root(cb) && partial[cb as usize] && focused[callee as usize] {
            entering
                .entry(cb)
                .or_insert_with(|| Cost::zero(events))
                .add_saturating(profile.call_cost(call));
        }
    }
    let mut roots: Vec<u32> = whole.keys().copied().collect();
    roots.sort_unstable();
    let mut total = Cost::zero(events);
    for c in &roots {
        if !partial[*c as usize] {
            total.add_saturating(whole[c].as_ref());
        }
    }
    if !roots.iter().any(|&c| partial[c as usize]) {
        return (total, None);
    }

    // A partial root: bounds by the focused functions' own inclusive
    // costs. Code inlined from another file is counted in its function's.
    let mut inner = vec![false; n];
    for &(outer, f) in &profile.inlined {
        inner[f as usize] |= outer != f;
    }
    let analysis = super::function_recursion(
        profile,
        profile.calculated_total().as_ref(),
        |_, _| std::cmp::Ordering::Equal,
        |a, b| a.cmp(&b),
    );
    let mut lower = total.clone();
    for &c in roots.iter().filter(|&&c| partial[c as usize]) {
        let mut high = whole[&c].clone();
        let mut sum_high = Cost::zero(events);
        let mut low = entering.remove(&c).unwrap_or_else(|| Cost::zero(events));
        let mut own = Cost::zero(events);
        for f in (0..n).filter(|&f| component[f] == c && focused[f]) {
            own.add_saturating(profile.self_cost(f as FuncId));
            if !inner[f] {
                sum_high.add_saturating(analysis.cost(f as u32));
                max_into(&mut low, analysis.lower(f as u32));
            }
        }
        max_into(&mut low, own.as_ref());
        min_into(&mut high, sum_high.as_ref());
        // Never below the lower bound (the figures are all sound; this
        // keeps a column with no call records consistent).
        max_into(&mut high, low.as_ref());
        total.add_saturating(high.as_ref());
        lower.add_saturating(low.as_ref());
    }
    let exact = (0..events).all(|i| total.get(i) == lower.get(i));
    (total, (!exact).then_some(lower))
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
