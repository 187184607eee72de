//! Inclusive costs that recursion cannot push past 100%.
//!
//! Callgrind records, for every call, the inclusive cost of that call. For
//! a recursive call that cost contains the cost of the calls nested inside
//! it, so summing the calls into a recursive function (what
//! callgrind_annotate does) counts the nested ones again and again. Here
//! the call graph's strongly connected components decide:
//!
//! - a function in no cycle, or only calling itself, costs what the calls
//!   into it from *other* functions cost: those are the outermost calls, so
//!   the sum is exact (for a function nobody else calls: its self cost plus
//!   its calls to others);
//! - the members of a cycle of several functions are charged as gprof
//!   charges them: self cost plus the calls leaving the cycle, and the
//!   cycle as a whole (`<cycle N>`) costs what the calls entering it cost.
//!
//! The same analysis serves any graph whose nodes have self costs and whose
//! edges have call costs: functions, or source files and objects when the
//! table is grouped.

use std::cmp::Ordering;

use super::Plan;
use crate::model::Profile;
use crate::model::cost::{Cost, CostRef, CostTable};
use crate::model::graph::components;

/// The call graph's strongly connected component of every function.
pub fn function_components(profile: &Profile) -> Vec<u32> {
    let mut edges: Vec<(u32, u32)> = profile.calls().keys().copied().collect();
    edges.extend_from_slice(&profile.inlined);
    components(profile.functions.len(), &edges)
}

/// A call between two nodes: caller, callee, its inclusive cost.
pub type Edge<'c> = (u32, u32, CostRef<'c>);

pub struct Recursion {
    nodes: usize,
    component: Vec<u32>,
    /// Cycle number (from 1) of each node that is in a cycle of several
    /// nodes; 0 for the others.
    cycle_of: Vec<u32>,
    /// The members of cycle N at index N - 1, in name order.
    pub cycles: Vec<Vec<u32>>,
    /// Inclusive cost of node v at row v, of cycle N at row `nodes + N - 1`.
    costs: CostTable,
    /// Whether anything calls the node (callees with no code of their own
    /// are listed only when called).
    called: Vec<bool>,
}

impl Recursion {
    /// Analyses `nodes` nodes with the given self costs and calls. `links`
    /// are (node, node whose code runs within it) pairs that are no calls:
    /// code inlined from another function's file (`fi=`) runs within the
    /// enclosing function's calls, so its calls belong to the same cycles.
    /// Cycles are numbered by their inclusive cost (in the plan's sort
    /// order), ties by their first member's name.
    pub fn new<'c>(
        plan: &Plan<'_>,
        nodes: usize,
        self_cost: impl Fn(u32) -> CostRef<'c>,
        edges: &[Edge<'_>],
        links: &[(u32, u32)],
        cmp_names: impl Fn(u32, u32) -> Ordering,
    ) -> Recursion {
        let n = plan.profile.events.len();
        let mut pairs: Vec<(u32, u32)> = edges.iter().map(|&(a, b, _)| (a, b)).collect();
        pairs.extend_from_slice(links);
        let component = components(nodes, &pairs);
        let mut size = vec![0u32; nodes];
        for &c in &component {
            size[c as usize] += 1;
        }

        // Self cost plus calls leaving the component, per node; calls
        // entering the component from outside, per node.
        let mut outgoing: Vec<Cost> = (0..nodes as u32).map(|v| Cost::from_ref(self_cost(v))).collect();
        let mut entering: Vec<Option<Cost>> = vec![None; nodes];
        let mut called = vec![false; nodes];
        for &(from, to, cost) in edges {
            called[to as usize] = true;
            if component[from as usize] != component[to as usize] {
                outgoing[from as usize].add_saturating(cost);
                entering[to as usize]
                    .get_or_insert_with(|| Cost::zero(n))
                    .add_saturating(cost);
            }
        }

        let mut members: Vec<Vec<u32>> = vec![Vec::new(); nodes];
        for v in 0..nodes as u32 {
            let c = component[v as usize] as usize;
            if size[c] > 1 {
                members[c].push(v);
            }
        }
        let mut cycles: Vec<(Vec<u32>, Cost)> = members
            .into_iter()
            .filter(|m| !m.is_empty())
            .map(|mut m| {
                m.sort_unstable_by(|&a, &b| cmp_names(a, b).then(a.cmp(&b)));
                let mut into = None::<Cost>;
                let mut within = Cost::zero(n);
                for &v in &m {
                    if let Some(e) = &entering[v as usize] {
                        into.get_or_insert_with(|| Cost::zero(n)).add_saturating(e.as_ref());
                    }
                    within.add_saturating(outgoing[v as usize].as_ref());
                }
                (m, into.unwrap_or(within))
            })
            .collect();
        cycles.sort_by(|a, b| {
            plan.cmp_costs(a.1.as_ref(), b.1.as_ref())
                .then_with(|| cmp_names(a.0[0], b.0[0]))
                .then(a.0[0].cmp(&b.0[0]))
        });

        let mut cycle_of = vec![0u32; nodes];
        let mut costs = CostTable::new(n);
        for v in 0..nodes {
            let row = costs.push();
            let cost = match &entering[v] {
                Some(e) if size[component[v] as usize] == 1 => e,
                _ => &outgoing[v],
            };
            costs.set(row, cost.as_ref());
        }
        for (i, (m, cost)) in cycles.iter().enumerate() {
            for &v in m {
                cycle_of[v as usize] = i as u32 + 1;
            }
            let row = costs.push();
            costs.set(row, cost.as_ref());
        }
        Recursion {
            nodes,
            component,
            cycle_of,
            cycles: cycles.into_iter().map(|(m, _)| m).collect(),
            costs,
            called,
        }
    }

    /// Inclusive cost of a node, or of a cycle's row ([`Recursion::cycle_row`]).
    pub fn cost(&self, row: u32) -> CostRef<'_> {
        self.costs.get(row)
    }

    /// The cycle (numbered from 1) a node belongs to, if any.
    pub fn cycle_of(&self, v: u32) -> Option<u32> {
        Some(self.cycle_of[v as usize]).filter(|&c| c != 0)
    }

    /// Whether a call from `a` to `b` stays within one component (a
    /// recursive call): its recorded cost is counted in an outer call's,
    /// so no inclusive figure includes it.
    pub fn is_recursive_call(&self, a: u32, b: u32) -> bool {
        self.component[a as usize] == self.component[b as usize]
    }

    pub fn is_called(&self, v: u32) -> bool {
        self.called[v as usize]
    }

    /// The row standing for cycle N as a whole.
    pub fn cycle_row(&self, cycle: u32) -> u32 {
        (self.nodes + cycle as usize - 1) as u32
    }

    /// The cycle a row stands for, when it is a cycle's row.
    pub fn row_cycle(&self, row: u32) -> Option<u32> {
        (row as usize >= self.nodes).then(|| (row as usize - self.nodes + 1) as u32)
    }
}
