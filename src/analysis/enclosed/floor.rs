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

use super::{Enclosed, Prepared, Target};
use crate::analysis::callgraph::NO_FAMILY;
use crate::cost::Val;
use crate::model::cost::CostTable;

/// No row, no edge.
const NONE: u32 = u32::MAX;

/// One term of a row's sum: a call (edge index) or code inlined into the
/// row (`edge` is `NONE`), into `node`, whose W is row `to`'s or, when
/// `to` is `NONE`, its own figure. Terms that count nothing are not kept.
#[derive(Clone, Copy)]
struct Term {
    edge: u32,
    node: u32,
    to: u32,
}

/// F of one cycle.
struct Floor {
    /// Per row: its node; and per node of the floor, its row (terms keep
    /// the rows they read: hash lookups per term were most of the cost).
    nodes: Vec<u32>,
    row: FxHashMap<u32, u32>,
    /// F, `n` columns per row (an undefined figure is 0).
    w: Vec<Val>,
    /// Per row: its terms, `terms[term_start[r]..term_start[r + 1]]`,
    /// fixed when the floor is made (what is blocked, shared or reaches
    /// the cycle does not change).
    term_start: Vec<u32>,
    terms: Vec<Term>,
    /// Per row: the rows whose terms read it.
    callers: super::Rows,
    /// Per row: whether it is queued (all false between settles: a
    /// lowered bound's settle is not a pass over every row).
    queued: Vec<bool>,
}

/// The floors of the cycles asked about so far. Each is as big as its
/// rows, whatever the graph's size, and a lowered bound is carried only
/// into the floors with a row for it or its callers (a table over every
/// node per floor, and a visit to every floor per lowered bound, cost
/// cycles times the graph).
pub(super) struct Floors {
    of: Vec<Floor>,
    /// By (cycle, function or `NO_FAMILY`): the floor's index in `of`;
    /// see [`Floors::shows`].
    index: FxHashMap<(u32, u32), usize>,
    /// Per node: the floors with a row for it, and the row.
    rows_of: FxHashMap<u32, Vec<(u32, u32)>>,
    /// Scratch: one row's sums.
    sum: Vec<Val>,
    /// Scratch while a floor is made: per node, its row or `NONE`.
    row: Vec<u32>,
}

impl Floors {
    pub(super) fn new(g: &Enclosed<'_, '_>) -> Floors {
        Floors {
            of: Vec::new(),
            index: FxHashMap::default(),
            rows_of: FxHashMap::default(),
            sum: vec![0; g.n],
            row: Vec::new(),
        }
    }

    /// Whether F of X's cycle shows that the rule cannot lower X's bound
    /// (one solve for all the cycle's bounded contexts).
    pub(super) fn cycle_shows(
        &mut self,
        g: &Enclosed<'_, '_>,
        p: &Prepared,
        t: &Target<'_>,
        costs: &CostTable,
    ) -> bool {
        self.shows(g, p, t, costs, NO_FAMILY)
    }

    /// Whether, when X's function has several bounded contexts in the
    /// cycle, F of that function's alone (it blocks less) shows it: asked
    /// after it.
    pub(super) fn family_shows(
        &mut self,
        g: &Enclosed<'_, '_>,
        p: &Prepared,
        t: &Target<'_>,
        costs: &CostTable,
    ) -> bool {
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
        let at = match self.index.get(&key) {
            Some(&at) => at,
            None => {
                self.row.resize(g.nodes, NONE);
                let floor = Floor::make(g, p, t, costs, only, &mut self.sum, &mut self.row);
                let at = self.of.len();
                for (r, &v) in floor.nodes.iter().enumerate() {
                    self.rows_of.entry(v).or_default().push((at as u32, r as u32));
                }
                self.of.push(floor);
                self.index.insert(key, at);
                at
            }
        };
        let floor = &self.of[at];
        let n = g.n;
        let bound = costs.get(t.x);
        let mut sum: Vec<Val> = vec![0; n];
        for &s in t.starts {
            if let Some(&r) = floor.row.get(&s)
                && t.reach[s as usize]
            {
                for (col, total) in sum.iter_mut().enumerate() {
                    *total = total.saturating_add(floor.w[r as usize * n + col]);
                }
            }
        }
        (0..n).all(|col| bound.get(col).is_none_or(|b| sum[col] >= b))
    }

    /// Notes that the pass lowered `x`'s bound: the floors that read it
    /// are worked on again.
    pub(super) fn lowered(&mut self, g: &Enclosed<'_, '_>, p: &Prepared, x: u32, costs: &CostTable) {
        // Per floor that reads X's bound: X's row, then its callers'.
        let mut queues: Vec<(u32, u32)> = Vec::new();
        let callers = p.into.of(x).iter().map(|&e| g.edges[e as usize].0);
        for v in std::iter::once(x).chain(callers) {
            queues.extend(self.rows_of.get(&v).into_iter().flatten().copied());
        }
        // By floor, each floor's rows in the order found.
        queues.sort_by_key(|&(floor, _)| floor);
        for run in queues.chunk_by(|a, b| a.0 == b.0) {
            let queue = run.iter().map(|&(_, r)| r).collect();
            self.of[run[0].0 as usize].settle(g, costs, &mut self.sum, queue);
        }
    }
}

impl Floor {
    fn make(
        g: &Enclosed<'_, '_>,
        p: &Prepared,
        t: &Target<'_>,
        costs: &CostTable,
        only: u32,
        sum: &mut [Val],
        row: &mut [u32],
    ) -> Floor {
        let c = t.component;
        let mut floor = Floor {
            nodes: Vec::new(),
            row: FxHashMap::default(),
            w: Vec::new(),
            term_start: Vec::new(),
            terms: Vec::new(),
            callers: super::Rows::new(0, std::iter::empty()),
            queued: Vec::new(),
        };
        let enter = |floor: &mut Floor, row: &mut [u32], v: u32| {
            if row[v as usize] == NONE {
                row[v as usize] = floor.nodes.len() as u32;
                floor.nodes.push(v);
            }
        };
        // The cycle's bounded contexts the rule works on: what they block
        // (per function, the level below which) and their starts.
        let mut blocks: FxHashMap<u32, u32> = FxHashMap::default();
        // Many bounded contexts share one list of starts (their function's
        // level below, or the roots): each list is entered once.
        let mut lists: Vec<*const u32> = Vec::new();
        for &x in &p.bounded {
            let family = g.family.get(x as usize).copied().unwrap_or(NO_FAMILY);
            if g.component[x as usize] != c || g.left_alone(p, x) || (only != NO_FAMILY && family != only) {
                continue;
            }
            if family != NO_FAMILY {
                let level = blocks.entry(family).or_insert(0);
                *level = (*level).max(g.level[x as usize]);
            }
            let starts = g.starts(p, x);
            if lists.contains(&starts.as_ptr()) {
                continue;
            }
            lists.push(starts.as_ptr());
            for &s in starts {
                if t.reach[s as usize] {
                    enter(&mut floor, row, s);
                    for &q in p.inlined.of(s) {
                        if t.reach[q as usize] {
                            enter(&mut floor, row, q);
                        }
                    }
                }
            }
        }
        for &v in g.members(p, c) {
            enter(&mut floor, row, v);
        }
        // Whether a call into `v` counts nothing for some bounded context
        // of the cycle.
        let blocked = |v: u32| {
            let family = g.family.get(v as usize).copied().unwrap_or(NO_FAMILY);
            family != NO_FAMILY && blocks.get(&family).is_some_and(|&k| g.level[v as usize] < k)
        };
        let n = g.n;
        floor.w = Vec::with_capacity(floor.nodes.len() * n);
        floor.term_start = Vec::with_capacity(floor.nodes.len() + 1);
        let mut pairs: Vec<(u32, u32)> = Vec::new();
        for (r, &v) in floor.nodes.iter().enumerate() {
            let own = costs.get(v);
            floor.w.extend((0..n).map(|col| own.get(col).unwrap_or(0).max(0)));
            floor.term_start.push(floor.terms.len() as u32);
            for &e in g.calls_into(p, v, c) {
                let z = g.edges[e as usize].1;
                let to = row[z as usize];
                if blocked(z) || (to == NONE && !t.reach[z as usize]) {
                    continue;
                }
                floor.terms.push(Term { edge: e, node: z, to });
                if to != NONE {
                    pairs.push((to, r as u32));
                }
            }
            for &q in p.inlined.of(v) {
                let to = row[q as usize];
                if p.shared[q as usize] || (to == NONE && !t.reach[q as usize]) {
                    continue;
                }
                floor.terms.push(Term {
                    edge: NONE,
                    node: q,
                    to,
                });
                if to != NONE {
                    pairs.push((to, r as u32));
                }
            }
        }
        floor.term_start.push(floor.terms.len() as u32);
        floor.row = floor.nodes.iter().enumerate().map(|(r, &v)| (v, r as u32)).collect();
        for &v in &floor.nodes {
            row[v as usize] = NONE;
        }
        floor.callers = super::Rows::new(floor.nodes.len(), pairs.into_iter());
        floor.queued = vec![false; floor.nodes.len()];
        let all = floor.callees_first();
        floor.settle(g, costs, sum, all);
        floor
    }

    /// The rows in callees-first order (a search's post-order over the
    /// rows the terms read): the first pass then reads settled callees
    /// wherever the terms form no cycle.
    fn callees_first(&self) -> Vec<u32> {
        let rows = self.nodes.len();
        let mut order = Vec::with_capacity(rows);
        let mut seen = vec![false; rows];
        let mut stack: Vec<(u32, u32)> = Vec::new();
        for root in 0..rows as u32 {
            if seen[root as usize] {
                continue;
            }
            seen[root as usize] = true;
            stack.push((root, self.term_start[root as usize]));
            while let Some(&mut (r, ref mut next)) = stack.last_mut() {
                if *next == self.term_start[r as usize + 1] {
                    order.push(r);
                    stack.pop();
                    continue;
                }
                let to = self.terms[*next as usize].to;
                *next += 1;
                if to != NONE && !seen[to as usize] {
                    seen[to as usize] = true;
                    stack.push((to, self.term_start[to as usize]));
                }
            }
        }
        order
    }

    /// Lowers F to the greatest solution below its present values, from
    /// the rows in `queue`, in that order (a row is worked on again, after
    /// those queued, when a row its terms read moved).
    fn settle(&mut self, g: &Enclosed<'_, '_>, costs: &CostTable, sum: &mut [Val], queue: Vec<u32>) {
        let n = g.n;
        let queued = &mut self.queued;
        for &r in &queue {
            queued[r as usize] = true;
        }
        let mut queue: std::collections::VecDeque<u32> = queue.into();
        while let Some(r) = queue.pop_front() {
            queued[r as usize] = false;
            sum.fill(0);
            let terms = &self.terms[self.term_start[r as usize] as usize..self.term_start[r as usize + 1] as usize];
            for term in terms {
                let own = costs.get(term.node);
                let bound = |col: usize| match term.to {
                    NONE => own.get(col).unwrap_or(0).max(0),
                    j => self.w[j as usize * n + col],
                };
                if term.edge == NONE {
                    for (col, total) in sum.iter_mut().enumerate() {
                        *total = total.saturating_add(bound(col));
                    }
                } else {
                    let cost = g.edges[term.edge as usize].2;
                    for (col, total) in sum.iter_mut().enumerate() {
                        *total = total.saturating_add(cost.get(col).unwrap_or(0).max(0).min(bound(col)));
                    }
                }
            }
            let own = costs.get(self.nodes[r as usize]);
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
                        queue.push_back(caller);
                    }
                }
            }
        }
    }
}
