//! A lower bound of what the rule of `analysis::enclosed` gives a bounded
//! context X, made once per cycle for all its bounded contexts: when it is
//! at or above X's bound, the rule cannot lower it and X is not solved.
//!
//! The rule's W for X is the greatest solution of its inequalities (below
//! every context's own figure), so it is at or above any W' that meets
//! them: W'(v) <= v's own figure and W'(v) <= the sum of v's terms taken
//! with W' (a post-fixed point). Take one problem for the whole cycle:
//! a row for every member, every start of any of its bounded contexts and
//! the code inlined into such a start; a call into a context that any of
//! them blocks (its function below its level) counts nothing, a call into
//! a row the smaller of its cost and the row's W, a call into a context
//! that reaches the cycle its smaller of cost and figure; code inlined
//! into a row counts its W (nothing when it is inlined into several
//! functions). Its greatest solution F, restricted to the contexts X's
//! walks can pass, meets X's inequalities: each of F's terms is at most
//! X's (X's calls into X count whole, F's at most that; what X blocks F
//! blocks too; code inlined into X and into another function counts
//! nothing in F). So the sum of F over X's starts is at most the rule's
//! bound for X.
//!
//! On the 50 MB CPython profile the widest-walk proof (`widths`) leaves
//! 150 contexts of one cycle to solve, and the rule lowers 7: the rule's
//! bound for most of them is the sum of their starts' own figures, which
//! F shows at the cost of one solve for the cycle. A bound the pass lowers
//! lowers F in turn: its row and its callers' are worked on again (F with
//! the old figure would not be a lower bound).

use rustc_hash::FxHashMap;

use super::{Enclosed, Prepared, Reaches, Rows, Target};
use crate::analysis::callgraph::NO_FAMILY;
use crate::cost::Val;
use crate::model::cost::CostTable;

/// F of one cycle.
struct Floor {
    /// Per row: its node; and per node with a row, the row.
    nodes: Vec<u32>,
    row: FxHashMap<u32, u32>,
    /// F, `n` columns per row (an undefined figure is 0).
    w: Vec<Val>,
    /// Per row: the rows whose terms read it.
    callers: Rows,
    /// Per function: the level below which the cycle's bounded contexts
    /// block it.
    blocks: FxHashMap<u32, u32>,
}

/// The floors of the cycles asked about so far.
pub(super) struct Floors {
    /// By (cycle, function or `NO_FAMILY`): see [`Floors::shows`].
    of: FxHashMap<(u32, u32), Floor>,
    /// Code inlined into more than one function.
    shared: Vec<bool>,
    /// Per node: the calls into it (edge indices).
    into: Rows,
    /// Scratch: one row's sums.
    sum: Vec<Val>,
}

impl Floors {
    pub(super) fn new(g: &Enclosed<'_, '_>) -> Floors {
        let mut outer = vec![u32::MAX; g.nodes];
        let mut shared = vec![false; g.nodes];
        for &(a, b) in g.links {
            if a == b {
                continue;
            }
            match outer[b as usize] {
                u32::MAX => outer[b as usize] = a,
                o if o != a => shared[b as usize] = true,
                _ => {}
            }
        }
        let into = Rows::new(
            g.nodes,
            g.edges
                .iter()
                .enumerate()
                .filter(|(_, e)| e.0 != e.1)
                .map(|(i, e)| (e.1, i as u32)),
        );
        Floors {
            of: FxHashMap::default(),
            shared,
            into,
            sum: vec![0; g.n],
        }
    }

    /// Whether F shows that the rule cannot lower X's bound: F of X's
    /// cycle, else, when X's function has several bounded contexts in the
    /// cycle, F of that function's alone (it blocks less).
    pub(super) fn cannot_lower(
        &mut self,
        g: &Enclosed<'_, '_>,
        p: &Prepared,
        t: &Target<'_>,
        costs: &CostTable,
    ) -> bool {
        if self.shows(g, p, t, costs, NO_FAMILY) {
            return true;
        }
        let family = g.family.get(t.x as usize).copied().unwrap_or(NO_FAMILY);
        let several = || {
            let alike =
                |&&x: &&u32| g.component[x as usize] == t.component && g.family.get(x as usize) == Some(&family);
            p.bounded.iter().filter(alike).nth(1).is_some()
        };
        family != NO_FAMILY && several() && self.shows(g, p, t, costs, family)
    }

    /// Whether F of X's cycle (`only`: of its contexts of that function
    /// alone, or `NO_FAMILY`: of all) sums to X's bound over X's starts.
    fn shows(&mut self, g: &Enclosed<'_, '_>, p: &Prepared, t: &Target<'_>, costs: &CostTable, only: u32) -> bool {
        let key = (t.component, only);
        if !self.of.contains_key(&key) {
            let floor = self.make(g, p, t, costs, only);
            self.of.insert(key, floor);
        }
        let floor = &self.of[&key];
        let n = g.n;
        let bound = costs.get(t.x);
        let mut sum: Vec<Val> = vec![0; n];
        for &s in t.starts {
            if let Some(&r) = floor.row.get(&s).filter(|_| t.reach[s as usize]) {
                for (col, total) in sum.iter_mut().enumerate() {
                    *total = total.saturating_add(floor.w[r as usize * n + col]);
                }
            }
        }
        (0..n).all(|col| bound.get(col).is_none_or(|b| sum[col] >= b))
    }

    /// Notes that the pass lowered `x`'s bound: the floors that read it
    /// are worked on again.
    pub(super) fn lowered(&mut self, g: &Enclosed<'_, '_>, p: &Prepared, reaches: &Reaches, x: u32, costs: &CostTable) {
        let Floors { of, shared, into, sum } = self;
        for (c, floor) in of.iter_mut() {
            let mut queue: Vec<u32> = Vec::new();
            if let Some(&r) = floor.row.get(&x) {
                queue.push(r);
            }
            for &e in into.of(x) {
                if let Some(&r) = floor.row.get(&g.edges[e as usize].0) {
                    queue.push(r);
                }
            }
            if !queue.is_empty() {
                floor.settle(g, p, (shared, &reaches.of[&c.0]), costs, sum, queue);
            }
        }
    }

    fn make(&mut self, g: &Enclosed<'_, '_>, p: &Prepared, t: &Target<'_>, costs: &CostTable, only: u32) -> Floor {
        let c = t.component;
        let mut floor = Floor {
            nodes: Vec::new(),
            row: FxHashMap::default(),
            w: Vec::new(),
            callers: Rows::new(0, std::iter::empty()),
            blocks: FxHashMap::default(),
        };
        let enter = |floor: &mut Floor, v: u32| {
            if let std::collections::hash_map::Entry::Vacant(e) = floor.row.entry(v) {
                e.insert(floor.nodes.len() as u32);
                floor.nodes.push(v);
            }
        };
        // The cycle's bounded contexts the rule works on: what they block
        // and their starts.
        for &x in &p.bounded {
            let family = g.family.get(x as usize).copied().unwrap_or(NO_FAMILY);
            if g.component[x as usize] != c || g.left_alone(p, x) || (only != NO_FAMILY && family != only) {
                continue;
            }
            if family != NO_FAMILY {
                let level = floor.blocks.entry(family).or_insert(0);
                *level = (*level).max(g.level[x as usize]);
            }
            for &s in g.starts(p, x) {
                if t.reach[s as usize] {
                    enter(&mut floor, s);
                    for &q in p.inlined.of(s) {
                        if t.reach[q as usize] {
                            enter(&mut floor, q);
                        }
                    }
                }
            }
        }
        for v in 0..g.nodes as u32 {
            if g.component[v as usize] == c {
                enter(&mut floor, v);
            }
        }
        let n = g.n;
        floor.w = Vec::with_capacity(floor.nodes.len() * n);
        let mut pairs: Vec<(u32, u32)> = Vec::new();
        for (r, &v) in floor.nodes.iter().enumerate() {
            let own = costs.get(v);
            floor.w.extend((0..n).map(|col| own.get(col).unwrap_or(0).max(0)));
            for &e in p.calls.of(v) {
                let z = g.edges[e as usize].1;
                if let Some(&j) = floor.row.get(&z).filter(|_| !floor.blocked(g, z)) {
                    pairs.push((j, r as u32));
                }
            }
            for &q in p.inlined.of(v) {
                if let Some(&j) = floor.row.get(&q).filter(|_| !self.shared[q as usize]) {
                    pairs.push((j, r as u32));
                }
            }
        }
        floor.callers = Rows::new(floor.nodes.len(), pairs.into_iter());
        let all = (0..floor.nodes.len() as u32).rev().collect();
        floor.settle(g, p, (&self.shared, t.reach), costs, &mut self.sum, all);
        floor
    }
}

impl Floor {
    /// Whether a call into `v` counts nothing for some bounded context of
    /// the cycle.
    fn blocked(&self, g: &Enclosed<'_, '_>, v: u32) -> bool {
        let family = g.family.get(v as usize).copied().unwrap_or(NO_FAMILY);
        family != NO_FAMILY && self.blocks.get(&family).is_some_and(|&k| g.level[v as usize] < k)
    }

    /// Lowers F to the greatest solution below its present values, from
    /// the rows in `queue` (a row is worked on again when a row its
    /// terms read moved).
    fn settle(
        &mut self,
        g: &Enclosed<'_, '_>,
        p: &Prepared,
        (shared, reach): (&[bool], &[bool]),
        costs: &CostTable,
        sum: &mut [Val],
        mut queue: Vec<u32>,
    ) {
        let n = g.n;
        let mut queued = vec![false; self.nodes.len()];
        for &r in &queue {
            queued[r as usize] = true;
        }
        while let Some(r) = queue.pop() {
            queued[r as usize] = false;
            let v = self.nodes[r as usize];
            sum.fill(0);
            for &e in p.calls.of(v) {
                let (_, z, cost) = g.edges[e as usize];
                if self.blocked(g, z) {
                    continue;
                }
                let row = self.row.get(&z).copied();
                if row.is_none() && !reach[z as usize] {
                    continue;
                }
                for (col, total) in sum.iter_mut().enumerate() {
                    let bound = match row {
                        Some(j) => self.w[j as usize * n + col],
                        None => costs.get(z).get(col).unwrap_or(0).max(0),
                    };
                    *total = total.saturating_add(cost.get(col).unwrap_or(0).max(0).min(bound));
                }
            }
            for &q in p.inlined.of(v) {
                if shared[q as usize] {
                    continue;
                }
                let row = self.row.get(&q).copied();
                if row.is_none() && !reach[q as usize] {
                    continue;
                }
                for (col, total) in sum.iter_mut().enumerate() {
                    *total = total.saturating_add(match row {
                        Some(j) => self.w[j as usize * n + col],
                        None => costs.get(q).get(col).unwrap_or(0).max(0),
                    });
                }
            }
            let own = costs.get(v);
            let mut moved = false;
            for (col, &total) in sum.iter().enumerate() {
                let slot = &mut self.w[r as usize * n + col];
                let cap = own.get(col).unwrap_or(0).max(0);
                let now = (*slot).min(cap).min(total);
                if now < *slot {
                    *slot = now;
                    moved = true;
                }
            }
            if moved {
                for &caller in self.callers.of(r) {
                    if !queued[caller as usize] {
                        queued[caller as usize] = true;
                        queue.push(caller);
                    }
                }
            }
        }
    }
}
