//! A tighter upper bound for a context X whose figure is a bound: only
//! what can lead to X, from the frame every outermost X activation runs
//! above, can hold X's cost.
//!
//! Take an outermost X activation A (no other activation of X below it).
//! Below A on its stack lies a *start* frame B: for X at recursion level
//! k >= 2 (the catch-all), the activation of X's function at depth k - 1
//! (a context of that function at level k - 1, named so); else the frame
//! at the bottom of the stack (a context entered without a recorded call,
//! a *root*). The frames between B and A form a walk of calls in the call
//! graph (and of links to code inlined from another file, which runs in
//! its function's frame) from B's context to X. No frame of that walk is
//! X (A is outermost), and none is a context of X's function at a level
//! below k (every such frame above B is at depth k or more).
//!
//! Let W(v) be the cost of the outermost X activations whose walk passes a
//! frame of v (or starts at one). Above the topmost frame of v in the walk
//! lies one call of v's, to a context z: either X itself, or a frame of
//! the walk, so that call holds A, and A counts in W(z). Hence
//!
//!   W(v) <= sum over v's calls v -> z (z != v) of: the call's cost if z
//!           is X; nothing if z cannot be in a walk (it is blocked, or X
//!           cannot be reached from it); else min(the call's cost, W(z));
//!           plus W(p) for code p inlined into v;
//!   W(v) <= v's own inclusive cost (exact, or its upper bound);
//!
//! and X's cost is at most the sum of W over the start contexts. Every
//! round of the iteration below keeps W an upper bound, so stopping early
//! is sound. The walk has no frame of a context that cannot reach X, so
//! everything a start context calls that never leads to X (a leaf helper,
//! the level-(k-1) frame's own calls to others) is left out, and so are
//! the calls that reach X only through a blocked context.
//!
//! Like the other bounds by calls, this holds when every activation above
//! a start is entered by a recorded call: X is left alone when its cycle
//! or X itself shows an activation entered without one.

use std::collections::hash_map::Entry;

use rustc_hash::FxHashMap;

use super::callgraph::{Edge, NO_FAMILY, max_into, min_into};
use crate::model::cost::{Cost, CostRef, CostTable, saturating_sum};

/// The graph as [`super::recursion::Recursion`] sees it, with what its
/// rules found so far.
pub(super) struct Enclosed<'a, 'c> {
    pub nodes: usize,
    pub edges: &'a [Edge<'c>],
    /// (outer, inner): code inlined into `outer` from another file.
    pub links: &'a [(u32, u32)],
    pub component: &'a [u32],
    /// Level of each node (all 1 without levels).
    pub level: &'a [u32],
    /// Family (function) of each node, or empty when unknown.
    pub family: &'a [u32],
    /// Whether an activation may enter a node without a recorded call.
    pub root: &'a dyn Fn(u32) -> bool,
    /// Components some of whose activations were entered without one.
    pub rooted: &'a dyn Fn(u32) -> bool,
    /// Columns count: the width of every cost.
    pub n: usize,
    /// No budget and no round limit: every pass runs until no bound moves
    /// (see `recursion::Work::ToCompletion`).
    pub to_completion: bool,
}

/// Rounds of the iteration per bounded node: each keeps W a bound, and on
/// the bundled programs W settles within three.
const ROUNDS: usize = 4;

/// Work allowed, in calls visited, for a whole profile: the bundled
/// programs need a fraction of it. A bound left untightened is still a
/// bound, so a bigger graph gets this much and no more, spent on the
/// widest bounds first, and a graph bigger than this (which one walk over
/// it would spend) is left alone: on the 50 MB benchmark profile the rule
/// cost a tenth of `--inclusive=yes --tree=both` for 0.05% of the total
/// off a few bounds.
pub(super) const BUDGET: usize = 1 << 16;

/// Work allowed to the first round from the level below
/// ([`Enclosed::first_round`]), in calls visited per node and call of the
/// graph: one round for every catch-all visits each start's calls once,
/// and the starts of different functions' catch-alls are different
/// contexts, so this is reached only by many catch-alls of one function
/// and level (caller chains with levels).
const FIRST_ROUND_WORK: usize = 4;

impl Enclosed<'_, '_> {
    /// Tightens `costs` of the `bounded` nodes, never below their lower
    /// bounds: every catch-all by the first round of the rule from the
    /// level below (in time linear in the graph), then, when `iterate`,
    /// the widest bounds (first column) first, ties by node, by the
    /// rule's iteration within [`BUDGET`]; `iterate` is `None` for no
    /// iteration, `Some(None)` for an iteration (and a first round) run
    /// until no bound moves, with no budget.
    pub fn tighten(
        &self,
        bounded: &[u32],
        lower: &FxHashMap<u32, Cost>,
        costs: &mut CostTable,
        iterate: Option<Option<usize>>,
    ) {
        let nodes = self.nodes;
        let width = |x: u32| {
            let low = lower.get(&x).and_then(|l| l.get(0)).unwrap_or(0);
            costs.get(x).get(0).unwrap_or(0).saturating_sub(low)
        };
        let mut bounded = bounded.to_vec();
        bounded.sort_by_key(|&x| (std::cmp::Reverse(width(x)), x));
        let calls = Rows::new(
            nodes,
            self.edges
                .iter()
                .enumerate()
                .filter(|(_, e)| e.0 != e.1)
                .map(|(i, e)| (e.0, i as u32)),
        );
        let inlined = Rows::new(nodes, self.links.iter().filter(|l| l.0 != l.1).map(|&(a, b)| (a, b)));
        let mut link_target = vec![false; nodes];
        for &(outer, inner) in self.links {
            link_target[inner as usize] |= outer != inner;
        }
        let mut called = vec![false; nodes];
        for &(a, b, _) in self.edges {
            called[b as usize] |= a != b;
        }
        // A start context: the outer row of a frame (code inlined into it
        // is reached by its links), unless calls enter the inlined row.
        let start_row = |v: usize| !link_target[v] || called[v];
        let mut by_level: FxHashMap<(u32, u32), Vec<u32>> = FxHashMap::default();
        if self.family.len() == nodes {
            for v in 0..nodes {
                if self.family[v] != NO_FAMILY && start_row(v) {
                    by_level
                        .entry((self.family[v], self.level[v]))
                        .or_default()
                        .push(v as u32);
                }
            }
        }
        let limited = !self.to_completion;
        self.first_round(&bounded, lower, costs, (&calls, &inlined), &link_target, &by_level);
        let Some(budget) = iterate else {
            return;
        };
        let roots: Vec<u32> = (0..nodes as u32)
            .filter(|&v| start_row(v as usize) && (self.root)(v))
            .collect();
        let mut members: FxHashMap<u32, Vec<u32>> = FxHashMap::default();
        for &x in &bounded {
            members.entry(self.component[x as usize]).or_default();
        }
        for v in 0..nodes as u32 {
            if let Some(m) = members.get_mut(&self.component[v as usize]) {
                m.push(v);
            }
        }
        // Per component: which nodes can reach it, and the calls and links
        // its members make (a round's work, give or take the starts).
        let mut reaches: FxHashMap<u32, Vec<bool>> = FxHashMap::default();
        let mut back: Option<Rows> = None;
        let component_work: FxHashMap<u32, usize> = members
            .iter()
            .map(|(&c, m)| (c, m.iter().map(|&v| calls.of(v).len() + inlined.of(v).len() + 1).sum()))
            .collect();

        let all = if self.n >= 64 { u64::MAX } else { (1u64 << self.n) - 1 };
        let mut budget = budget.unwrap_or(usize::MAX);
        let rounds = if limited { ROUNDS } else { usize::MAX };
        // Per node: its slot in `w` while a bounded node is worked on.
        let mut slot = vec![u32::MAX; nodes];
        let mut is_start = vec![false; nodes];
        let mut part = Cost::zero(self.n);
        let mut sum = Cost::zero(self.n);
        let mut cur = Cost::zero(self.n);
        for &x in &bounded {
            let c = self.component[x as usize];
            // Code inlined from another file is no activation: no call
            // enters it, and its figure is its share of its function's.
            if (self.rooted)(c) || (self.root)(x) || link_target[x as usize] {
                continue;
            }
            if component_work[&c] > budget {
                continue;
            }
            let k = self.level[x as usize];
            let family = self.family.get(x as usize).copied().unwrap_or(NO_FAMILY);
            let starts: &[u32] = match by_level.get(&(family, k.wrapping_sub(1))) {
                Some(s) if k >= 2 && family != NO_FAMILY => s,
                _ => &roots,
            };
            let of_x = |v: u32| v == x || inlined.of(x).contains(&v);
            let blocked = |v: u32| {
                of_x(v)
                    || (family != NO_FAMILY
                        && self.family.get(v as usize) == Some(&family)
                        && self.level[v as usize] < k)
            };
            // Which nodes reach the component: a walk over the calls into
            // it, charged to the budget like the rounds.
            let reach = match reaches.entry(c) {
                Entry::Occupied(known) => known.into_mut(),
                Entry::Vacant(vacant) => {
                    let graph = self.edges.len() + self.links.len() + nodes;
                    if graph > budget {
                        continue;
                    }
                    budget -= graph;
                    let back = back.get_or_insert_with(|| {
                        let calls_in = self.edges.iter().map(|e| (e.1, e.0));
                        Rows::new(nodes, calls_in.chain(self.links.iter().map(|&(a, b)| (b, a))))
                    });
                    vacant.insert(back.reaching(&members[&c]))
                }
            };
            let mut order: Vec<u32> = Vec::new();
            for &s in starts {
                if reach[s as usize] && !is_start[s as usize] {
                    is_start[s as usize] = true;
                    order.push(s);
                }
            }
            // The code inlined into a start runs in the start's frame.
            let pieces: Vec<u32> = order.iter().flat_map(|&s| inlined.of(s).iter().copied()).collect();
            for p in pieces {
                if reach[p as usize] && !is_start[p as usize] && slot[p as usize] == u32::MAX {
                    slot[p as usize] = 0;
                    order.push(p);
                }
            }
            for &v in &members[&c] {
                if !is_start[v as usize] && slot[v as usize] == u32::MAX && !blocked(v) {
                    order.push(v);
                }
            }
            order.sort_unstable();
            // One table per bounded node: a cost per node allocated apart
            // was a third of the rule's time on the 50 MB profile.
            let mut w = CostTable::zeroed(self.n, order.len());
            for (i, &v) in order.iter().enumerate() {
                slot[v as usize] = i as u32;
                w.set(i as u32, costs.get(v));
            }
            let work: usize = order.iter().map(|&v| calls.of(v).len() + inlined.of(v).len() + 1).sum();
            for _ in 0..rounds {
                if work > budget {
                    break;
                }
                budget -= work;
                let mut changed = false;
                for (i, &v) in order.iter().enumerate() {
                    // A sum of no terms is 0 (an undefined cost is 0 too).
                    sum.vals.fill(0);
                    sum.defined = all;
                    let terms = calls.of(v).iter().map(|&e| {
                        let (_, z, cost) = self.edges[e as usize];
                        (z, Some(cost))
                    });
                    for (z, cost) in terms.chain(inlined.of(v).iter().map(|&p| (p, None))) {
                        if of_x(z) {
                            if let Some(cost) = cost {
                                sum.add_saturating(cost);
                            }
                            continue;
                        }
                        // A call cannot enter a blocked context; code
                        // inlined into a frame of the walk runs in it.
                        if cost.is_some() && blocked(z) {
                            continue;
                        }
                        let bound = match slot[z as usize] {
                            u32::MAX if reach[z as usize] => costs.get(z),
                            u32::MAX => continue,
                            j => w.get(j),
                        };
                        part.vals.copy_from_slice(bound.vals);
                        part.defined = bound.defined;
                        if let Some(cost) = cost {
                            min_into(&mut part, cost);
                        }
                        sum.add_saturating(part.as_ref());
                    }
                    let now = w.get(i as u32);
                    if (0..self.n).any(|col| matches!((now.get(col), sum.get(col)), (Some(a), Some(b)) if b < a)) {
                        cur.vals.copy_from_slice(now.vals);
                        cur.defined = now.defined;
                        min_into(&mut cur, sum.as_ref());
                        w.set(i as u32, cur.as_ref());
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
            let mut bound = Cost::zero(self.n);
            bound.defined = all;
            for &s in starts {
                if is_start[s as usize] {
                    bound.add_saturating(w.get(slot[s as usize]));
                }
            }
            for &v in &order {
                slot[v as usize] = u32::MAX;
                is_start[v as usize] = false;
            }
            let mut high = Cost::from_ref(costs.get(x));
            min_into(&mut high, bound.as_ref());
            if let Some(low) = lower.get(&x) {
                max_into(&mut high, low.as_ref());
            }
            costs.set(x, high.as_ref());
        }
    }
}

impl Enclosed<'_, '_> {
    /// One round of the rule above for every bounded context X at a level
    /// k >= 2 of a known function, from the frames its outermost
    /// activations run above (its function's level k-1 contexts, the
    /// starts): W of every node but a start (and the code inlined into a
    /// start) is taken as its upper bound, which the first round of the
    /// iteration starts from, so the bound is sound as the iteration's is.
    /// A start's calls to X count whole; its calls to a blocked context
    /// (X's function below level k) count nothing, nor do, from a start
    /// in X's cycle, its calls leaving the cycle (what they enter cannot
    /// lead back to X, else it would be in the cycle); its other calls
    /// count the smaller of their cost and the callee's bound.
    ///
    /// Each start's calls are summed once per function, level and cycle
    /// ([`FixedTerms`]), and then only its calls to contexts whose bound
    /// may move are visited once per catch-all of its function and level:
    /// linear in the graph but for many such catch-alls, where
    /// [`FIRST_ROUND_WORK`] passes over the graph end it (widest first).
    fn first_round(
        &self,
        bounded: &[u32],
        lower: &FxHashMap<u32, Cost>,
        costs: &mut CostTable,
        (calls, inlined): (&Rows, &Rows),
        link_target: &[bool],
        by_level: &FxHashMap<(u32, u32), Vec<u32>>,
    ) {
        if self.family.len() != self.nodes {
            return;
        }
        let all = if self.n >= 64 { u64::MAX } else { (1u64 << self.n) - 1 };
        let mut budget = if !self.to_completion {
            FIRST_ROUND_WORK * (self.edges.len() + self.links.len() + self.nodes)
        } else {
            usize::MAX
        };
        // What may differ from one X to the next: the figure of a context
        // whose bound this pass may move, and whether a context is X or
        // code inlined into X.
        let mut moving = vec![false; self.nodes];
        for &x in bounded {
            moving[x as usize] = true;
            for &p in inlined.of(x) {
                moving[p as usize] = true;
            }
        }
        let mut groups: FxHashMap<(u32, u32, u32), Group> = FxHashMap::default();
        let mut scratch = [Cost::zero(self.n), Cost::zero(self.n)];
        for &x in bounded {
            let (k, family, c) = (
                self.level[x as usize],
                self.family[x as usize],
                self.component[x as usize],
            );
            if k < 2 || family == NO_FAMILY || (self.rooted)(c) || (self.root)(x) || link_target[x as usize] {
                continue;
            }
            let Some(starts) = by_level.get(&(family, k - 1)) else {
                continue;
            };
            let work: usize = starts
                .iter()
                .map(|&s| 1 + calls.of(s).len() + inlined.of(s).iter().map(|&p| 1 + calls.of(p).len()).sum::<usize>())
                .sum();
            if work > budget {
                continue;
            }
            budget -= work;
            let round = Round {
                g: self,
                calls,
                inlined,
                moving: &moving,
                family,
                k,
                c,
                all,
            };
            let group = groups
                .entry((family, k, c))
                .or_insert_with(|| round.group(starts, costs, &mut scratch));
            let mut bound = Cost::from_ref(group.constant.as_ref());
            for &s in &group.varying {
                let w = round.start_w(&mut group.terms, costs, s, Some(x), &mut scratch);
                bound.add_saturating(w);
            }
            let mut high = Cost::from_ref(costs.get(x));
            min_into(&mut high, bound.as_ref());
            if let Some(low) = lower.get(&x) {
                max_into(&mut high, low.as_ref());
            }
            costs.set(x, high.as_ref());
        }
    }
}

/// The first round's view of one function's level k (X's) and X's cycle.
struct Round<'r, 'a, 'c> {
    g: &'r Enclosed<'a, 'c>,
    calls: &'r Rows,
    inlined: &'r Rows,
    /// See `first_round`.
    moving: &'r [bool],
    family: u32,
    k: u32,
    c: u32,
    all: u64,
}

/// The starts of one function's level k and cycle, made once for all its
/// X: the sum of the W of the starts none of whose terms can differ from
/// one X to the next, and the other starts (summing every start again
/// for each X was most of the `--inclusive=yes --tree=both` time the rule
/// took on the 50 MB profile).
struct Group {
    constant: Cost,
    varying: Vec<u32>,
    terms: FixedTerms,
}

impl Round<'_, '_, '_> {
    /// A call's callee never on a walk: X's function below level k.
    fn family_below(&self, z: u32) -> bool {
        self.g.family[z as usize] == self.family && self.g.level[z as usize] < self.k
    }

    fn of_x(&self, x: Option<u32>, v: u32) -> bool {
        x.is_some_and(|x| v == x || self.inlined.of(x).contains(&v))
    }

    fn group(&self, starts: &[u32], costs: &CostTable, scratch: &mut [Cost; 2]) -> Group {
        let mut group = Group {
            constant: Cost::zero(self.g.n),
            varying: Vec::new(),
            terms: FixedTerms::new(self.g.n, self.all),
        };
        group.constant.defined = self.all;
        for &s in starts {
            let in_cycle = self.g.component[s as usize] == self.c;
            let fixed = |v: u32, terms: &mut FixedTerms| {
                let row = self.row(terms, costs, v, in_cycle);
                !self.moving[v as usize] && terms.get(row).1.is_empty()
            };
            let constant = fixed(s, &mut group.terms)
                && self.inlined.of(s).iter().all(|&p| {
                    fixed(p, &mut group.terms) && self.inlined.of(p).iter().all(|&q| !self.moving[q as usize])
                });
            if constant {
                let w = self.start_w(&mut group.terms, costs, s, None, scratch);
                group.constant.add_saturating(w);
            } else {
                group.varying.push(s);
            }
        }
        group
    }

    /// The row of frame `v` (a start, or code inlined into one) in
    /// `terms`: its calls' terms that are the same for every X summed,
    /// the others listed.
    fn row(&self, terms: &mut FixedTerms, costs: &CostTable, v: u32, in_cycle: bool) -> u32 {
        terms.row(v, in_cycle, || {
            self.calls.of(v).iter().map(move |&e| {
                let (_, z, cost) = self.g.edges[e as usize];
                let counted = !(self.family_below(z) || (in_cycle && self.g.component[z as usize] != self.c));
                (
                    e,
                    (!self.moving[z as usize]).then_some(counted.then(|| (costs.get(z), cost))),
                )
            })
        })
    }

    /// W of a frame of a start's (the start, or code inlined into it) by
    /// its calls, into `sum`: its fixed terms, then its calls into
    /// contexts that may move.
    fn calls_term(
        &self,
        terms: &mut FixedTerms,
        costs: &CostTable,
        v: u32,
        in_cycle: bool,
        x: Option<u32>,
        sum: &mut Cost,
    ) {
        let row = self.row(terms, costs, v, in_cycle);
        let (fixed_sum, moving_calls) = terms.get(row);
        sum.vals.copy_from_slice(fixed_sum.vals);
        sum.defined = fixed_sum.defined;
        for &e in moving_calls {
            let (_, z, cost) = self.g.edges[e as usize];
            if self.of_x(x, z) {
                sum.add_saturating(cost);
                continue;
            }
            if self.family_below(z) || (in_cycle && self.g.component[z as usize] != self.c) {
                continue;
            }
            add_smaller(sum, costs.get(z), cost);
        }
    }

    /// W of start `s` for X (`None`: for a start no X changes).
    fn start_w<'s>(
        &self,
        terms: &mut FixedTerms,
        costs: &CostTable,
        s: u32,
        x: Option<u32>,
        [w, piece_w]: &'s mut [Cost; 2],
    ) -> CostRef<'s> {
        let in_cycle = self.g.component[s as usize] == self.c;
        self.calls_term(terms, costs, s, in_cycle, x, w);
        for &p in self.inlined.of(s) {
            // (Not blocked: no call enters it, it runs in the start's
            // frame.)
            if self.of_x(x, p) {
                continue;
            }
            // Code inlined into a start runs in its frame: in the cycle
            // when the start is.
            self.calls_term(terms, costs, p, in_cycle, x, piece_w);
            for &q in self.inlined.of(p) {
                piece_w.add_saturating(costs.get(q));
            }
            min_into(piece_w, costs.get(p));
            w.add_saturating(piece_w.as_ref());
        }
        min_into(w, costs.get(s));
        w.as_ref()
    }
}

/// Per frame of a start (and whether the start is in X's cycle), the sum
/// of its calls' terms that are the same for every X of one function and
/// level (calls into contexts whose figures the pass does not move), and
/// the list of its other calls.
struct FixedTerms {
    row: FxHashMap<(u32, bool), u32>,
    sums: CostTable,
    /// Per row: the calls (edge indices) into contexts that may move.
    moving: Vec<Vec<u32>>,
    all: u64,
}

impl FixedTerms {
    fn new(n: usize, all: u64) -> FixedTerms {
        FixedTerms {
            row: FxHashMap::default(),
            sums: CostTable::new(n),
            moving: Vec::new(),
            all,
        }
    }

    /// The row of frame `v`, made from `calls` when first asked: each
    /// call's edge index with `None` when its term may move, else
    /// `Some(None)` when it counts nothing, `Some(Some((callee's bound,
    /// call's cost)))` for the smaller of the two.
    fn row<'a, I>(&mut self, v: u32, in_cycle: bool, calls: impl FnOnce() -> I) -> u32
    where
        I: Iterator<Item = (u32, Option<Option<(CostRef<'a>, CostRef<'a>)>>)>,
    {
        if let Some(&row) = self.row.get(&(v, in_cycle)) {
            return row;
        }
        let row = self.sums.push();
        let mut sum = Cost::zero(self.sums.get(row).vals.len());
        sum.defined = self.all;
        let mut moving = Vec::new();
        for (e, term) in calls() {
            match term {
                None => moving.push(e),
                Some(None) => {}
                Some(Some((bound, cost))) => add_smaller(&mut sum, bound, cost),
            }
        }
        self.sums.set(row, sum.as_ref());
        self.moving.push(moving);
        self.row.insert((v, in_cycle), row);
        row
    }

    fn get(&self, row: u32) -> (CostRef<'_>, &[u32]) {
        (self.sums.get(row), &self.moving[row as usize])
    }
}

/// `sum += min(bound, cost)` column by column: the bound where the call's
/// cost is undefined, nothing where the bound is (what copying the bound,
/// `min_into` and adding does, without the copy).
fn add_smaller(sum: &mut Cost, bound: CostRef<'_>, cost: CostRef<'_>) {
    let mut bits = bound.defined;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        let b = bound.vals[i];
        let term = cost.get(i).map_or(b, |c| b.min(c));
        sum.vals[i] = saturating_sum(sum.vals[i], term);
    }
    sum.defined |= bound.defined;
}

/// Lists per node in compressed rows: the items of node v are
/// `items[start[v]..start[v + 1]]`.
struct Rows {
    start: Vec<u32>,
    items: Vec<u32>,
}

impl Rows {
    fn new(nodes: usize, pairs: impl Iterator<Item = (u32, u32)> + Clone) -> Rows {
        let mut start = vec![0u32; nodes + 1];
        for (v, _) in pairs.clone() {
            start[v as usize + 1] += 1;
        }
        for v in 0..nodes {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut items = vec![0u32; start[nodes] as usize];
        for (v, item) in pairs {
            items[fill[v as usize] as usize] = item;
            fill[v as usize] += 1;
        }
        Rows { start, items }
    }

    fn of(&self, v: u32) -> &[u32] {
        &self.items[self.start[v as usize] as usize..self.start[v as usize + 1] as usize]
    }

    /// Which nodes reach one of `targets` (the rows being edges backwards).
    fn reaching(&self, targets: &[u32]) -> Vec<bool> {
        let mut seen = vec![false; self.start.len() - 1];
        let mut stack: Vec<u32> = targets.to_vec();
        for &t in targets {
            seen[t as usize] = true;
        }
        while let Some(v) = stack.pop() {
            for &u in self.of(v) {
                if !seen[u as usize] {
                    seen[u as usize] = true;
                    stack.push(u);
                }
            }
        }
        seen
    }
}
