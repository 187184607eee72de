//! The rows a function table lists and the figures it lists them with:
//! functions (and callees with no code of their own) with their self or
//! inclusive costs, the cycles of recursion listed as a whole, and every
//! function's callers and callees. The figures come from
//! [`crate::analysis`]; every view of functions reads them from here.

use std::cmp::Ordering;

use rustc_hash::FxHashMap;

use super::Resolved;
use crate::analysis::recursion::Recursion;
use crate::model::cost::{Cost, CostRef, CostTable};
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

    /// Whether a row's listed cost is exact: always for self costs; for
    /// inclusive costs, see [`Recursion::is_exact`] (else it is an upper
    /// bound).
    #[inline]
    pub fn is_exact(&self, row: u32) -> bool {
        match &self.recursion {
            Some(r) if self.inclusive => r.is_exact(row),
            _ => true,
        }
    }

    /// The lower bound of a row's listed cost (the cost itself when exact).
    pub fn lower(&self, row: u32) -> CostRef<'_> {
        match &self.recursion {
            Some(r) if self.inclusive => r.lower(row),
            _ => self.self_costs.get(row),
        }
    }

    /// Whether some row listed is an upper bound.
    pub fn has_bounds(&self) -> bool {
        self.inclusive && self.funcs.iter().any(|&f| !self.is_exact(f))
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
    pub fn self_cost(&self, plan: &Resolved<'_>, row: u32) -> Cost {
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

    /// The cycle a function is a member of, when the cycles are listed
    /// (with inclusive costs: without, a `<cycle N>` mark would name a row
    /// that is not there).
    pub fn cycle_of(&self, f: FuncId) -> Option<u32> {
        if !self.inclusive {
            return None;
        }
        self.recursion.as_ref().and_then(|r| r.cycle_of(f))
    }

    /// Whether the recorded cost of the call from `a` to `b` is no exact
    /// figure (see [`Recursion::hides_call`]): it shows as `.`; never,
    /// without the analysis.
    pub fn hides_call(&self, a: FuncId, b: FuncId) -> bool {
        self.recursion.as_ref().is_some_and(|r| r.hides_call(a, b))
    }

    /// Whether a call from `a` to `b` stays within one listed cycle.
    pub fn within_cycle(&self, a: FuncId, b: FuncId) -> bool {
        self.cycle_of(a).is_some_and(|c| self.cycle_of(b) == Some(c))
    }

    /// Name order of rows: cycles (by number) before functions.
    pub fn cmp_names(&self, plan: &Resolved<'_>, a: u32, b: u32) -> Ordering {
        match (self.cycle_row(a), self.cycle_row(b)) {
            (None, None) => plan.cmp_names(a, b),
            (Some(x), Some(y)) => x.cmp(&y),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
        }
    }
}

/// Inclusive costs of the profile's functions (see [`Recursion`]), with
/// the cycles numbered in the plan's order.
pub fn function_recursion(plan: &Resolved<'_>) -> Recursion {
    crate::analysis::function_recursion(
        plan.profile,
        plan.totals.as_ref(),
        |a, b| plan.cmp_costs(a, b),
        |a, b| plan.cmp_names(a, b),
    )
}

/// Self costs, or with `--inclusive=yes` inclusive costs exact where the
/// data decides them and bounded elsewhere (see [`Recursion`]): functions with code, callees that
/// have none but are called, and a row per cycle.
pub fn listing<'p>(plan: &Resolved<'p>) -> Listing<'p> {
    let profile = plan.profile;
    let opts = &plan.query;
    let recursion = (opts.inclusive || opts.tree.any()).then(|| function_recursion(plan));
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

/// The calls into a cycle from outside it (given the callers index) or out
/// of it (given the callees index), summed per function outside, sorted
/// like every call list.
pub fn cycle_calls(
    plan: &Resolved<'_>,
    listing: &Listing<'_>,
    members: &[FuncId],
    index: &FxHashMap<FuncId, CallList<'_>>,
) -> Vec<(FuncId, u64, Cost)> {
    let profile = plan.profile;
    let mut sums: FxHashMap<FuncId, (u64, Cost)> = FxHashMap::default();
    for m in members {
        for (other, call) in index.get(m).map_or(&[][..], Vec::as_slice) {
            if listing.within_cycle(*m, *other) {
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

pub type CallList<'p> = Vec<(FuncId, &'p CallStat)>;

/// Callers and callees of every function; the lists of the functions in
/// `rows` (those printed) sorted by call cost (descending on the sort
/// events), recursive calls (whose cost is not shown) last, ties by name.
pub fn call_index<'p>(
    plan: &Resolved<'p>,
    listing: &Listing<'_>,
    rows: &[u32],
) -> (FxHashMap<FuncId, CallList<'p>>, FxHashMap<FuncId, CallList<'p>>) {
    index_calls(plan, listing, rows, |_| true)
}

/// [`call_index`] with lists only for the functions of `rows` and the
/// members of the cycles among them: what the tables print. On the 50 MB
/// benchmark profile with its 300,000 calls, the full index was built
/// for the few hundred rows of an `--inclusive=yes --tree=both` report.
pub fn row_call_index<'p>(
    plan: &Resolved<'p>,
    listing: &Listing<'_>,
    rows: &[u32],
) -> (FxHashMap<FuncId, CallList<'p>>, FxHashMap<FuncId, CallList<'p>>) {
    let mut wanted = vec![false; plan.profile.functions.len()];
    for &row in rows {
        match listing.cycle_row(row) {
            Some(cycle) => listing
                .cycle_members(cycle)
                .iter()
                .for_each(|&m| wanted[m as usize] = true),
            None => wanted[row as usize] = true,
        }
    }
    index_calls(plan, listing, rows, |f| wanted[f as usize])
}

fn index_calls<'p>(
    plan: &Resolved<'p>,
    listing: &Listing<'_>,
    rows: &[u32],
    wanted: impl Fn(FuncId) -> bool,
) -> (FxHashMap<FuncId, CallList<'p>>, FxHashMap<FuncId, CallList<'p>>) {
    let mut callers: FxHashMap<FuncId, CallList<'p>> = FxHashMap::default();
    let mut callees: FxHashMap<FuncId, CallList<'p>> = FxHashMap::default();
    for (&(caller, callee), call) in plan.profile.calls() {
        if plan.shows(caller) && plan.shows(callee) {
            if wanted(callee) {
                callers.entry(callee).or_default().push((caller, call));
            }
            if wanted(caller) {
                callees.entry(caller).or_default().push((callee, call));
            }
        }
    }
    for f in rows {
        for (index, incoming) in [(&mut callers, true), (&mut callees, false)] {
            if let Some(list) = index.get_mut(f) {
                sort_call_list(plan, listing, *f, list, incoming);
            }
        }
    }
    (callers, callees)
}

/// Callers and callees of every function `plan` shows, as [`call_index`]
/// lists them but unsorted (the browser sorts a list when it shows it),
/// each direction in two flat arrays. A map from
/// function to a list of its own took 114 MB on the 1 GB benchmark profile
/// (636,000 calls: a list and a map entry per function, lists grown by
/// doubling); these take 27 MB.
pub struct CallIndex<'p> {
    pub callers: CallLists<'p>,
    pub callees: CallLists<'p>,
}

/// The calls of function `f` are `calls[starts[f]..starts[f + 1]]`, in the
/// order the profile's summed calls are walked in (as the view's index
/// pushes them).
pub struct CallLists<'p> {
    starts: Vec<u32>,
    calls: Vec<(FuncId, &'p CallStat)>,
}

impl<'p> CallIndex<'p> {
    /// The calls between functions `plan` shows.
    pub fn new(plan: &Resolved<'p>) -> Self {
        let profile = plan.profile;
        let shown = || {
            profile
                .calls()
                .iter()
                .filter(|((caller, callee), _)| plan.shows(*caller) && plan.shows(*callee))
        };
        let n = profile.functions.len();
        // Counted first, then placed: each list in the walk's order.
        let (mut into, mut out) = (vec![0u32; n + 1], vec![0u32; n + 1]);
        for (&(caller, callee), _) in shown() {
            into[callee as usize + 1] += 1;
            out[caller as usize + 1] += 1;
        }
        for counts in [&mut into, &mut out] {
            for f in 0..n {
                counts[f + 1] += counts[f];
            }
        }
        let placed = |starts: Vec<u32>, end: fn(&(FuncId, FuncId)) -> (FuncId, FuncId)| {
            let mut next = starts.clone();
            let mut calls = vec![(0, None); starts[n] as usize];
            for (pair, call) in shown() {
                let (at, other) = end(pair);
                calls[next[at as usize] as usize] = (other, Some(call));
                next[at as usize] += 1;
            }
            let calls = calls
                .into_iter()
                .map(|(other, call)| (other, call.expect("placed")))
                .collect();
            CallLists { starts, calls }
        };
        CallIndex {
            callers: placed(into, |&(caller, callee)| (callee, caller)),
            callees: placed(out, |&(caller, callee)| (caller, callee)),
        }
    }
}

impl<'p> CallLists<'p> {
    pub fn of(&self, f: FuncId) -> &[(FuncId, &'p CallStat)] {
        match (self.starts.get(f as usize), self.starts.get(f as usize + 1)) {
            (Some(&a), Some(&b)) => &self.calls[a as usize..b as usize],
            _ => &[],
        }
    }
}

/// Sorts the callers (`incoming`) or callees of `me` as the tree lists
/// them: by call cost (descending on the sort events), calls whose cost is
/// no exact figure (printed `.`) last, ties by name.
pub fn sort_call_list(plan: &Resolved<'_>, listing: &Listing<'_>, me: FuncId, list: &mut CallList<'_>, incoming: bool) {
    list.sort_unstable_by(|a, b| {
        let hidden = |other: FuncId| {
            if incoming {
                listing.hides_call(other, me)
            } else {
                listing.hides_call(me, other)
            }
        };
        hidden(a.0)
            .cmp(&hidden(b.0))
            .then_with(|| plan.cmp_costs(plan.profile.call_cost(a.1), plan.profile.call_cost(b.1)))
            .then_with(|| plan.cmp_names(a.0, b.0))
            .then(a.0.cmp(&b.0))
    })
}
