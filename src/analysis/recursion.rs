//! Inclusive costs: exact wherever callgrind's data decides them, an upper
//! bound (with the lower bound beside it) where it cannot.
//!
//! Callgrind records, for every call, the inclusive cost of that call.
//! Summing the calls into a function (callgrind_annotate's figure) is
//! exact as long as no two activations of it nest: then nothing is
//! counted twice. Activations of a context cannot nest when
//!
//! - it is in no cycle of the call graph (strongly connected component of
//!   one node, no call to itself), or
//! - callgrind separated recursion levels (`--separate-recs`, names
//!   `fib'2`) and its level is below the highest level of the profile:
//!   only the top level, the catch-all, holds nested activations. A
//!   function that never recursed is at level 1, below the top.
//!
//! Such a context is *settled*: its inclusive cost is the sum of the calls
//! into it, and so is the cost of any call into it. Its activations also
//! cover its self cost and every call it makes once, so self + calls out
//! is the same figure; where the two differ (a thread's start function is
//! entered without a recorded call, and sampling producers record calls
//! that do not cover self costs), the larger is taken, which is never
//! below the self cost.
//!
//! A context that calls only itself (a component of one node) is exact
//! too: the calls from other functions are its outermost activations.
//!
//! What is left (members of cycles of several contexts that are not
//! settled: the catch-all level, or any recursion in a profile without
//! levels) gets bounds:
//!
//! - lower: its self cost plus the calls leaving its component (those
//!   cannot nest), or the calls entering it from outside its component
//!   plus those from lower levels of the same function (outermost
//!   activations), whichever is larger;
//! - upper: the smallest of the calls from other contexts, the sum over
//!   its callers of the smaller of their calls' cost and their own
//!   inclusive cost (exact or bounded), the cost of its cycle as a whole,
//!   and (for level k) the level k-1 contexts' exact inclusive cost minus
//!   their self cost, within which every level-k activation runs; never
//!   below the lower bound, never above the total. The bounds by calls
//!   into a member are left out for a cycle some of whose activations were
//!   entered without a recorded call (its members' own code and calls out
//!   cost more than the calls entering it).
//!
//! Calls from the node's own frame: code inlined into a function from
//! another file has a node of its own (`alloc.rs:build`, a link from
//! `build`), but it runs in the function's frame. Its call to the
//! function (`unique_ptr.h:Neg::~Neg()'2` calling `Neg::~Neg()'2`) is the
//! function calling itself, and counts as that, not as a call from
//! another node. Sound: an outermost activation A of v has no frame of v
//! below it, so the frame that called it is not v's, nor is it code
//! inlined into v (that runs in a frame of v); A is entered by one of the
//! calls still counted as from others, whose recorded cost holds it, and
//! outermost activations do not nest, so the calls from others (and, per
//! caller, the smaller of the call's cost and the caller's inclusive cost)
//! still cover every activation. A call from v's own frame enters an
//! activation nested in that frame's, already covered.
//!
//! When the two bounds meet, the figure is exact. A cycle as a whole costs
//! what the calls entering it cost (its outermost activations), and as
//! much as its members' self costs plus the calls leaving it. Cycles whose
//! members are all exact are not listed (nothing about them is unknown).
//!
//! The same analysis serves any graph whose nodes have self costs and whose
//! edges have call costs: functions, or source files and objects when the
//! table is grouped.

use std::cmp::Ordering;

use rustc_hash::FxHashMap;

pub use super::callgraph::{Edge, NO_FAMILY};
use super::callgraph::{max_into, min_into};
use crate::model::cost::{Cost, CostRef, CostTable};
use crate::model::graph::components;

/// Recursion levels of the nodes (callgrind's `--separate-recs`), when the
/// nodes are function contexts.
#[derive(Debug, Clone, Default)]
pub struct Levels {
    /// Level of each node (1 for a name without one).
    pub level: Vec<u32>,
}

/// Gives, for the nodes listed, and for every node that is a context of
/// the same function, a number per function (its "family"); the other
/// nodes get [`NO_FAMILY`]. Asked only for the nodes whose figure is a
/// bound: reading every name of a big profile costs more than the rest
/// of the analysis.
pub type Families<'a> = &'a dyn Fn(&[u32]) -> Vec<u32>;

/// What is analysed: nodes with self costs, calls between them, and
/// `links`: (node, node whose code runs within it) pairs that are no calls
/// (code inlined from another function's file, `fi=`, runs within the
/// enclosing function's calls, so its calls belong to the same cycles).
pub struct Graph<'a, 'c, S> {
    pub nodes: usize,
    pub self_cost: S,
    pub edges: &'a [Edge<'c>],
    pub links: &'a [(u32, u32)],
    pub levels: Option<&'a Levels>,
    pub families: Option<Families<'a>>,
    /// Exact inclusive costs known beforehand (functions merged from their
    /// contexts: see `analysis::symbols`).
    pub known: Option<&'a FxHashMap<u32, Cost>>,
    /// PROGRAM TOTALS: no figure goes above it (unless the self cost does).
    pub total: CostRef<'a>,
}

/// The bound-tightening pass (`analysis::enclosed`): the shipped one, or
/// in tests the plain iteration it is held against.
pub(super) type Tighten =
    for<'a, 'c, 'b> fn(&super::enclosed::Enclosed<'a, 'c>, &'b [u32], &FxHashMap<u32, Cost>, &mut CostTable);

pub struct Recursion {
    nodes: usize,
    component: Vec<u32>,
    /// Cycle number (from 1) of each node that is in a listed cycle; 0 for
    /// the others.
    cycle_of: Vec<u32>,
    /// The members of cycle N at index N - 1, in name order.
    pub cycles: Vec<Vec<u32>>,
    /// Inclusive cost (exact, or the upper bound) of node v at row v, of
    /// cycle N at row `nodes + N - 1`.
    costs: CostTable,
    /// Lower bound of the nodes whose figure is a bound.
    lower: FxHashMap<u32, Cost>,
    exact: Vec<bool>,
    /// Activations never nest: every call into it has an exact cost.
    settled: Vec<bool>,
    /// Whether anything calls the node (callees with no code of their own
    /// are listed only when called).
    called: Vec<bool>,
}

/// Per-node sums of the calls, by where they come from and go to.
struct CallSums {
    /// Calls into the node from other nodes.
    into_others: CostTable,
    /// Calls from the node to other nodes.
    out_others: CostTable,
    /// Row of each node that is in a cycle of several nodes in the three
    /// tables below (`u32::MAX` for the others): only such nodes have
    /// bounds, and a profile has few of them, so the tables are that
    /// small (zeroing and summing six tables over every node was 48 M
    /// instructions of `--inclusive=yes --tree=both` on the 50 MB
    /// benchmark profile).
    ring: Vec<u32>,
    /// Calls entering the node's component from outside.
    entering: CostTable,
    /// Calls from the node leaving its component.
    leaving: CostTable,
    /// Calls from lower recursion levels of the same function, within the
    /// component.
    from_lower: CostTable,
}

impl CallSums {
    /// The row of `v`, a node in a cycle of several nodes, in the ring
    /// tables.
    fn ring(&self, v: u32) -> u32 {
        self.ring[v as usize]
    }
}

impl Recursion {
    /// Analyses `graph`. Listed cycles are numbered by their inclusive
    /// cost (in `cmp_costs` order), ties by their first member's name.
    pub fn new<'c, S>(
        graph: &Graph<'_, 'c, S>,
        cmp_costs: impl Fn(CostRef<'_>, CostRef<'_>) -> Ordering,
        cmp_names: impl Fn(u32, u32) -> Ordering,
    ) -> Recursion
    where
        S: Fn(u32) -> CostRef<'c>,
    {
        Self::with_pass(graph, cmp_costs, cmp_names, super::enclosed::tighten)
    }

    /// [`Recursion::new`] with the bound-tightening pass `tighten`.
    pub(super) fn with_pass<'c, S>(
        graph: &Graph<'_, 'c, S>,
        cmp_costs: impl Fn(CostRef<'_>, CostRef<'_>) -> Ordering,
        cmp_names: impl Fn(u32, u32) -> Ordering,
        tighten: Tighten,
    ) -> Recursion
    where
        S: Fn(u32) -> CostRef<'c>,
    {
        let nodes = graph.nodes;
        let n = graph.total.vals.len();
        let mut pairs: Vec<(u32, u32)> = graph.edges.iter().map(|&(a, b, _)| (a, b)).collect();
        pairs.extend_from_slice(graph.links);
        let component = components(nodes, &pairs);
        let mut size = vec![0u32; nodes];
        for &c in &component {
            size[c as usize] += 1;
        }

        let table = || CostTable::zeroed(n, nodes);
        let mut ring = vec![u32::MAX; nodes];
        // The nodes of cycles of several nodes, in node order.
        let mut ring_nodes: Vec<u32> = Vec::new();
        for (v, r) in ring.iter_mut().enumerate() {
            if size[component[v] as usize] > 1 {
                *r = ring_nodes.len() as u32;
                ring_nodes.push(v as u32);
            }
        }
        let ring_table = || CostTable::zeroed(n, ring_nodes.len());
        let mut sums = CallSums {
            into_others: table(),
            out_others: table(),
            ring,
            entering: ring_table(),
            leaving: ring_table(),
            from_lower: ring_table(),
        };
        let mut called = vec![false; nodes];
        let mut called_by_others = vec![false; nodes];
        let mut self_loop = vec![false; nodes];
        let levels = graph.levels.filter(|l| l.level.len() == nodes);
        let frame = frames(nodes, graph.links);
        for &(a, b, cost) in graph.edges {
            called[b as usize] = true;
            if a == b {
                self_loop[a as usize] = true;
                continue;
            }
            // A call to a node from code inlined into it (its own frame) is
            // a call to itself: see "Calls from the node's own frame".
            if frame[a as usize] == b {
                continue;
            }
            called_by_others[b as usize] = true;
            sums.into_others.add_saturating(b, cost);
            sums.out_others.add_saturating(a, cost);
            if component[a as usize] != component[b as usize] {
                let (ra, rb) = (sums.ring(a), sums.ring(b));
                if rb != u32::MAX {
                    sums.entering.add_saturating(rb, cost);
                }
                if ra != u32::MAX {
                    sums.leaving.add_saturating(ra, cost);
                }
            }
        }

        // Columns with a negative value (memory deltas, `pprof -diff_base`):
        // there a callee can lower its caller's figure, so no figure is
        // bounded by the self cost or the total; see `signed_sums`.
        let signed: Vec<usize> = (0..n)
            .filter(|&i| {
                graph.edges.iter().any(|(_, _, c)| c.get(i).is_some_and(|v| v < 0))
                    || (0..nodes).any(|v| (graph.self_cost)(v as u32).get(i).is_some_and(|v| v < 0))
            })
            .collect();

        let level = |v: usize| levels.map_or(1, |l| l.level[v]);
        let settled = settled_nodes(&component, &size, &self_loop, levels);

        // The functions of the contexts that may nest, at level 2 and
        // deeper (the others have no lower level), and the calls into
        // them from their lower levels.
        let bounded: Vec<u32> = ring_nodes
            .iter()
            .copied()
            .filter(|&v| !settled[v as usize] && level(v as usize) >= 2)
            .collect();
        let family = match graph.families {
            Some(families) if !bounded.is_empty() => families(&bounded),
            _ => Vec::new(),
        };
        if family.len() == nodes {
            for &(a, b, cost) in graph.edges {
                let (fa, fb) = (family[a as usize], family[b as usize]);
                if a != b
                    && fa != NO_FAMILY
                    && fa == fb
                    && level(a as usize) < level(b as usize)
                    && component[a as usize] == component[b as usize]
                {
                    let rb = sums.ring(b);
                    sums.from_lower.add_saturating(rb, cost);
                }
            }
        }

        let self_cost = |v: usize| (graph.self_cost)(v as u32);
        let mut costs = table();
        let mut lower: FxHashMap<u32, Cost> = FxHashMap::default();
        let mut exact = vec![false; nodes];
        // Code inlined into a node from another file runs in its frames:
        // its own cost and calls out are the node's too (a function nothing
        // calls, whose inlined code makes its calls, costs them).
        // (A row per node with inlined code, not a map of costs: 43,000
        // allocations and their map on the 50 MB profile.)
        let mut piece_row = vec![u32::MAX; if graph.links.is_empty() { 0 } else { nodes }];
        let mut pieces = CostTable::new(n);
        for (p, &outer) in frame.iter().enumerate() {
            if outer as usize != p {
                let row = match piece_row[outer as usize] {
                    u32::MAX => {
                        let row = pieces.push();
                        piece_row[outer as usize] = row;
                        row
                    }
                    row => row,
                };
                pieces.add_saturating(row, self_cost(p));
                pieces.add_saturating(row, sums.out_others.get(p as u32));
            }
        }
        // Settled contexts, and those that call only themselves: exact.
        // (One scratch cost for all: a fresh one per node was a third of a
        // million allocations on the 50 MB benchmark profile.)
        let mut c = Cost::zero(n);
        for v in 0..nodes {
            if settled[v] || size[component[v] as usize] == 1 {
                let own = self_cost(v);
                c.vals.copy_from_slice(own.vals);
                c.defined = own.defined;
                c.add_saturating(sums.out_others.get(v as u32));
                if let Some(&row) = piece_row.get(v).filter(|&&r| r != u32::MAX) {
                    c.add_saturating(pieces.get(row));
                }
                max_into(&mut c, sums.into_others.get(v as u32));
                clamp(&mut c, own, graph.total);
                costs.set(v as u32, c.as_ref());
                exact[v] = true;
            }
        }

        // Every cycle of several nodes as a whole.
        let mut members: Vec<(u32, Vec<u32>)> = Vec::new();
        let mut member_list: FxHashMap<u32, usize> = FxHashMap::default();
        for &v in &ring_nodes {
            let c = component[v as usize];
            let i = *member_list.entry(c).or_insert_with(|| {
                members.push((c, Vec::new()));
                members.len() - 1
            });
            members[i].1.push(v);
        }
        let mut whole: FxHashMap<u32, Cost> = FxHashMap::default();
        // Cycles whose members' own code and calls out cost more than the
        // calls entering them: some activation entered without a recorded
        // call (a thread's start, a program's root), so the calls into a
        // member need not cover its activations.
        let mut rooted = rustc_hash::FxHashSet::default();
        for (c, m) in &members {
            let c = *c as usize;
            let mut into = Cost::zero(n);
            let mut within = Cost::zero(n);
            for &v in m {
                into.add_saturating(sums.entering.get(sums.ring(v)));
                within.add_saturating(self_cost(v as usize));
                within.add_saturating(sums.leaving.get(sums.ring(v)));
            }
            if (0..n).any(|i| within.get(i).unwrap_or(0) > into.get(i).unwrap_or(0)) {
                rooted.insert(c as u32);
            }
            let entering = into.clone();
            max_into(&mut into, within.as_ref());
            for &i in &signed {
                into.vals[i] = entering.vals[i];
            }
            whole.insert(c as u32, into);
        }

        // The rest: bounds.
        let mut inlined = vec![false; nodes];
        for &(outer, inner) in graph.links {
            if outer != inner {
                inlined[inner as usize] = true;
            }
        }
        let below = levels
            .filter(|_| family.len() == nodes)
            .map(|l| level_sums(&l.level, &family, &exact, &inlined, &costs, &self_cost, n));
        for v in ring_nodes.iter().map(|&v| v as usize) {
            if exact[v] {
                continue;
            }
            let own = self_cost(v);
            let mut low = Cost::from_ref(own);
            let r = sums.ring(v as u32);
            low.add_saturating(sums.leaving.get(r));
            let mut outermost = Cost::from_ref(sums.entering.get(r));
            outermost.add_saturating(sums.from_lower.get(r));
            max_into(&mut low, outermost.as_ref());
            clamp(&mut low, own, graph.total);

            let mut high = Cost::from_ref(graph.total);
            if called[v] && !rooted.contains(&component[v]) {
                min_into(&mut high, sums.into_others.get(v as u32));
            }
            if let Some(w) = whole.get(&component[v]) {
                min_into(&mut high, w.as_ref());
            }
            if let Some(below) = &below
                && let Some(b) = below.get(&(family[v], level(v) - 1))
            {
                min_into(&mut high, b.as_ref());
            }
            clamp(&mut high, low.as_ref(), graph.total);
            costs.set(v as u32, high.as_ref());
            lower.insert(v as u32, low);
        }

        // Tighter: the activations of a context entered from a caller run
        // within that caller's, so each caller adds at most the smaller of
        // its call's cost and its own inclusive cost (exact, or its upper
        // bound); code inlined from another file runs within its
        // function. Two rounds: the second uses the first's bounds.
        let mut into_bounded: FxHashMap<u32, Vec<(u32, CostRef<'c>)>> = FxHashMap::default();
        for &(a, b, cost) in graph.edges {
            if a != b && frame[a as usize] != b && !exact[b as usize] && !rooted.contains(&component[b as usize]) {
                into_bounded.entry(b).or_default().push((a, cost));
            }
        }
        let mut linked: FxHashMap<u32, Vec<u32>> = FxHashMap::default();
        for &(outer, inner) in graph.links {
            if outer != inner && !exact[inner as usize] {
                linked.entry(inner).or_default().push(outer);
            }
        }
        let bounded_nodes: Vec<u32> = ring_nodes.iter().copied().filter(|&v| !exact[v as usize]).collect();
        let mut sum = Cost::zero(n);
        let mut part = Cost::zero(n);
        for _round in 0..2 {
            for &v in &bounded_nodes {
                let mut high = Cost::from_ref(costs.get(v));
                let narrowing = [
                    into_bounded
                        .get(&v)
                        .filter(|_| called[v as usize])
                        .map(|calls| calls.iter().map(|&(x, c)| (Some(c), x)).collect::<Vec<_>>()),
                    linked
                        .get(&v)
                        .filter(|_| !called[v as usize])
                        .map(|outers| outers.iter().map(|&u| (None, u)).collect::<Vec<_>>()),
                ];
                for terms in narrowing.into_iter().flatten() {
                    sum.vals.fill(0);
                    sum.defined = 0;
                    for (call, x) in terms {
                        let bound = costs.get(x);
                        part.vals.copy_from_slice(bound.vals);
                        part.defined = bound.defined;
                        if let Some(c) = call {
                            min_into(&mut part, c);
                        }
                        sum.add_saturating(part.as_ref());
                    }
                    min_into(&mut high, sum.as_ref());
                }
                clamp(&mut high, lower[&v].as_ref(), graph.total);
                costs.set(v, high.as_ref());
            }
        }
        // Tighter still: only what leads to a context from the frame its
        // outermost activations run above can hold its cost (see
        // `analysis::enclosed`).
        if signed.is_empty() && !bounded_nodes.is_empty() {
            // Where a stack can start: a context nothing calls (code
            // inlined from another file aside: no call enters it), one
            // whose own code and calls out cost more than the calls into
            // it, and the members of a cycle that shows such an entry.
            // (Asked of the bounded contexts, and of every node only when
            // the pass iterates: a pass over every node's costs was a
            // cost of its own on big profiles.)
            let root = |v: u32| {
                let v = v as usize;
                let lone = settled[v] || size[component[v] as usize] == 1;
                let (own, out, into) = (
                    self_cost(v),
                    sums.out_others.get(v as u32),
                    sums.into_others.get(v as u32),
                );
                let unrecorded = || {
                    (0..n).any(|i| {
                        own.get(i).unwrap_or(0).saturating_add(out.get(i).unwrap_or(0)) > into.get(i).unwrap_or(0)
                    })
                };
                (!called_by_others[v] || (lone && unrecorded())) && !inlined[v] || rooted.contains(&component[v])
            };
            let level_of: Vec<u32> = (0..nodes).map(level).collect();
            let rooted_component = |c: u32| rooted.contains(&c);
            let enclosed = super::enclosed::Enclosed {
                nodes,
                edges: graph.edges,
                links: graph.links,
                component: &component,
                level: &level_of,
                family: &family,
                root: &root,
                rooted: &rooted_component,
                n,
            };
            tighten(&enclosed, &bounded_nodes, &lower, &mut costs);
        }
        for &v in &bounded_nodes {
            exact[v as usize] = same_values(costs.get(v), lower[&v].as_ref());
        }
        for (&v, known) in graph.known.into_iter().flatten() {
            if (v as usize) < nodes {
                let mut c = known.clone();
                clamp(&mut c, self_cost(v as usize), graph.total);
                costs.set(v, c.as_ref());
                lower.remove(&v);
                exact[v as usize] = true;
            }
        }

        if !signed.is_empty() {
            signed_sums(&signed, &sums, &called, &self_cost, &mut costs, &mut lower);
        }

        // Cycles with a member whose figure is a bound are listed.
        let mut cycles: Vec<(Vec<u32>, Cost)> = members
            .into_iter()
            .filter(|(_, m)| m.iter().any(|&v| !exact[v as usize]))
            .map(|(c, mut m)| {
                m.sort_unstable_by(|&a, &b| cmp_names(a, b).then(a.cmp(&b)));
                let cost = whole.remove(&c).unwrap_or_else(|| Cost::zero(n));
                (m, cost)
            })
            .collect();
        cycles.sort_by(|a, b| {
            cmp_costs(a.1.as_ref(), b.1.as_ref())
                .then_with(|| cmp_names(a.0[0], b.0[0]))
                .then(a.0[0].cmp(&b.0[0]))
        });
        let mut cycle_of = vec![0u32; nodes];
        costs.reserve(cycles.len());
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
            lower,
            exact,
            settled,
            called,
        }
    }

    /// Inclusive cost of a node (exact, or an upper bound: see
    /// [`Recursion::is_exact`]), or of a cycle's row
    /// ([`Recursion::cycle_row`]).
    pub fn cost(&self, row: u32) -> CostRef<'_> {
        self.costs.get(row)
    }

    /// The lower bound of a node's or a cycle's inclusive cost.
    pub fn lower(&self, row: u32) -> CostRef<'_> {
        self.lower.get(&row).map_or_else(|| self.costs.get(row), Cost::as_ref)
    }

    /// Whether the inclusive cost of a node or cycle is exact (else it is
    /// an upper bound).
    pub fn is_exact(&self, row: u32) -> bool {
        self.exact.get(row as usize).copied().unwrap_or(true)
    }

    /// The listed cycle (numbered from 1) a node belongs to, if any.
    pub fn cycle_of(&self, v: u32) -> Option<u32> {
        Some(self.cycle_of[v as usize]).filter(|&c| c != 0)
    }

    /// Whether the recorded cost of the calls from `a` to `b` is no exact
    /// figure: `a` runs within `b`'s cycle and `b`'s activations can nest,
    /// so an outer call's cost already holds it.
    pub fn hides_call(&self, a: u32, b: u32) -> bool {
        self.component[a as usize] == self.component[b as usize] && !self.settled[b as usize]
    }

    /// Whether `a` and `b` are in one strongly connected component (a call
    /// between them stays within it).
    pub fn same_component(&self, a: u32, b: u32) -> bool {
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

/// The frame each node's code runs in: the node whose code was inlined
/// into it (`links`' outer) for code inlined from another file, else the
/// node itself.
fn frames(nodes: usize, links: &[(u32, u32)]) -> Vec<u32> {
    let mut frame: Vec<u32> = (0..nodes as u32).collect();
    for &(outer, inner) in links {
        if (outer as usize) < nodes && (inner as usize) < nodes {
            frame[inner as usize] = outer;
        }
    }
    frame
}

/// Which nodes are settled (their activations cannot nest; see the
/// module's doc): in no cycle, or below the top recursion level.
fn settled_nodes(component: &[u32], size: &[u32], self_loop: &[bool], levels: Option<&Levels>) -> Vec<bool> {
    let top_level = levels.map_or(1, |l| l.level.iter().copied().max().unwrap_or(1));
    (0..component.len())
        .map(|v| {
            let level = levels.map_or(1, |l| l.level[v]);
            !self_loop[v] && (size[component[v] as usize] == 1 || (top_level >= 2 && level < top_level))
        })
        .collect()
}

/// Which calls have an exact recorded cost ([`Recursion::hides_call`]),
/// without any inclusive cost: what annotated `=>` lines and `--diff`
/// need, at the cost of the components alone.
pub struct CallExactness {
    component: Vec<u32>,
    settled: Vec<bool>,
}

impl CallExactness {
    /// `calls`: (caller, callee) pairs; `links` as in [`Graph`].
    pub fn new(nodes: usize, calls: &[(u32, u32)], links: &[(u32, u32)], levels: Option<&Levels>) -> Self {
        let mut pairs = calls.to_vec();
        pairs.extend_from_slice(links);
        let component = components(nodes, &pairs);
        let mut size = vec![0u32; nodes];
        for &c in &component {
            size[c as usize] += 1;
        }
        let mut self_loop = vec![false; nodes];
        for &(a, b) in calls {
            if a == b {
                self_loop[a as usize] = true;
            }
        }
        let levels = levels.filter(|l| l.level.len() == nodes);
        let settled = settled_nodes(&component, &size, &self_loop, levels);
        CallExactness { component, settled }
    }

    /// See [`Recursion::hides_call`].
    pub fn hides_call(&self, a: u32, b: u32) -> bool {
        self.component[a as usize] == self.component[b as usize] && !self.settled[b as usize]
    }
}

/// Per function (family) and level: an upper bound of what runs within
/// that level's activations besides its own code, the deeper levels'
/// room: the contexts' exact inclusive costs minus their self costs. Code
/// inlined from another file has a row of its own (`inlined`), run within
/// its function's activations: only its self cost counts. Only where every
/// context of the level is exact.
fn level_sums<'c>(
    level: &[u32],
    family: &[u32],
    exact: &[bool],
    inlined: &[bool],
    costs: &CostTable,
    self_cost: &impl Fn(usize) -> CostRef<'c>,
    n: usize,
) -> FxHashMap<(u32, u32), Cost> {
    let mut wanted: FxHashMap<(u32, u32), (Option<Cost>, Cost)> = FxHashMap::default();
    for (v, &known) in exact.iter().enumerate() {
        let (f, k) = (family[v], level[v]);
        if !known && f != NO_FAMILY && k >= 2 {
            wanted.insert((f, k - 1), (None, Cost::zero(n)));
        }
    }
    if wanted.is_empty() {
        return FxHashMap::default();
    }
    let mut spoiled = rustc_hash::FxHashSet::default();
    for v in 0..exact.len() {
        if family[v] == NO_FAMILY {
            continue;
        }
        let key = (family[v], level[v]);
        let Some((inclusive, selves)) = wanted.get_mut(&key) else {
            continue;
        };
        if !exact[v] {
            spoiled.insert(key);
            continue;
        }
        let sum = inclusive.get_or_insert_with(|| Cost::zero(n));
        if !inlined[v] {
            sum.add_saturating(costs.get(v as u32));
        }
        selves.add_saturating(self_cost(v));
    }
    wanted
        .into_iter()
        .filter(|(k, _)| !spoiled.contains(k))
        .filter_map(|(k, (inclusive, selves))| {
            let mut inclusive = inclusive?;
            for (i, s) in selves.vals.iter().enumerate() {
                inclusive.vals[i] = inclusive.vals[i].saturating_sub(*s);
            }
            Some((k, inclusive))
        })
        .collect()
}

/// The figures of the columns with negative values: the calls into a node
/// from others, or for a node nothing calls its self cost and calls out.
/// The rules that keep a figure at or above the self cost and at or below
/// the total, and the bounds by other figures, assume costs that only add
/// up; a column where a callee can give back what its caller took has no
/// such bounds. Where activations cannot nest, the calls in are still the
/// exact figure.
fn signed_sums<'c>(
    signed: &[usize],
    sums: &CallSums,
    called: &[bool],
    self_cost: &impl Fn(usize) -> CostRef<'c>,
    costs: &mut CostTable,
    lower: &mut FxHashMap<u32, Cost>,
) {
    for (v, &is_called) in called.iter().enumerate() {
        let mut c = Cost::from_ref(costs.get(v as u32));
        let into = sums.into_others.get(v as u32);
        let own = self_cost(v);
        let out = sums.out_others.get(v as u32);
        for &i in signed {
            let figure = if is_called {
                into.get(i)
            } else {
                match (own.get(i), out.get(i)) {
                    (None, None) => None,
                    (a, b) => Some(a.unwrap_or(0).saturating_add(b.unwrap_or(0))),
                }
            };
            match figure {
                Some(x) => {
                    c.vals[i] = x;
                    c.defined |= 1 << i;
                }
                None => {
                    c.vals[i] = 0;
                    c.defined &= !(1 << i);
                }
            }
            if let Some(low) = lower.get_mut(&(v as u32)) {
                low.vals[i] = c.vals[i];
                low.defined = (low.defined & !(1 << i)) | (c.defined & (1 << i));
            }
        }
        costs.set(v as u32, c.as_ref());
    }
}

/// `c` kept at or below `total` and at or above `floor` (which wins).
fn clamp(c: &mut Cost, floor: CostRef<'_>, total: CostRef<'_>) {
    min_into(c, total);
    max_into(c, floor);
}

fn same_values(a: CostRef<'_>, b: CostRef<'_>) -> bool {
    (0..a.vals.len()).all(|i| a.get(i) == b.get(i))
}
