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
//! and X's cost is at most the sum of W over the start contexts. W is
//! computed as the greatest solution of these inequalities (below every
//! node's own figure), which every round of the iteration keeps a bound.
//! The walk has no frame of a context that cannot reach X, so
//! everything a start context calls that never leads to X (a leaf helper,
//! the level-(k-1) frame's own calls to others) is left out, and so are
//! the calls that reach X only through a blocked context.
//!
//! Cost. Rounds over all of X's cycle, one bounded context after the
//! other, were quadratic: a cycle of N contexts has N bounded ones, and a
//! round visits N; and a round in node order moves a bound one call back
//! along a chain, so a chain needs as many rounds as it is long. So W is
//! computed only on the contexts a walk can pass from the starts (found
//! by a search from them), callees first (the search's post-order: in a
//! chain, or wherever the walks form no cycle once X is left out, each
//! context is worked on once), and a context is worked on again only when
//! one of its callees' W moved (a worklist). On a cycle of N functions
//! callgrind names at `--separate-recs=2` the starts of `fI'2` are level-1
//! `fI`, which leads into the cycle only at its end, so all of them take
//! work linear in N. Most bounded contexts are not solved at all: one
//! widest-walk search per group of them sharing starts and cycle proves
//! the rule cannot lower theirs (`widths`); at `--separate-recs=1` the N
//! contexts of such a cycle are one group, so that is linear too. There
//! is no budget: every bounded context the rule applies to reaches its
//! fixed point (a test holds the pass to the plain iteration,
//! `analysis::enclosed_reference`, on every bundled profile).
//!
//! Like the other bounds by calls, this holds when every activation above
//! a start is entered by a recorded call: X is left alone when its cycle
//! or X itself shows an activation entered without one.

use std::cell::OnceCell;

use rustc_hash::FxHashMap;

use super::callgraph::{Edge, NO_FAMILY, max_into, min_into};
use crate::model::cost::{Cost, CostRef, CostTable};

mod first_round;
mod floor;
mod region;
mod widths;

use floor::Floors;
use region::Region;
use widths::Widths;

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
}

/// What the rule needs of the graph, made once for all bounded contexts.
pub(super) struct Prepared {
    /// The bounded contexts, widest bound (first column) first, ties by
    /// node: the order they are tightened in (a tightened bound caps the
    /// W of the contexts worked on after it).
    pub bounded: Vec<u32>,
    /// Per node: its calls to others (indices into the edges).
    pub calls: Rows,
    /// Per node: its calls to others of its own cycle.
    internal: Rows,
    /// Per node: the code inlined into it from another file.
    pub inlined: Rows,
    /// Code inlined into a node from another file.
    pub link_target: Vec<bool>,
    /// The start contexts of a bounded context with no level below, found
    /// when first asked (asking every node was a cost of its own on big
    /// profiles).
    roots: OnceCell<Vec<u32>>,
    /// Whether a node is the outer row of a frame, or entered by calls.
    start_row: Vec<bool>,
    /// Start contexts by (family, level).
    pub by_level: FxHashMap<(u32, u32), Vec<u32>>,
    /// Per node: the calls into it (edge indices).
    pub into: Rows,
    /// Code inlined into more than one function.
    pub shared: Vec<bool>,
    /// Per component: its members (made when first asked).
    members: OnceCell<Rows>,
}

/// Which nodes reach a component, for the components asked about lately:
/// as many tables over the nodes as fit in [`REACH_CELLS`], the oldest
/// reused (cleared by the list of what it marked) when another is asked.
/// One table kept per component cost cycles times nodes: 557 MB for
/// 10,000 small cycles among 60,000 contexts, 4.3 GB for 30,000; one
/// table in all made the 50 MB profile's pass walk again at most changes
/// of cycle (the bounded contexts come widest first, not by cycle).
#[derive(Default)]
pub(super) struct Reaches {
    /// Calls and links backwards.
    back: Option<Rows>,
    /// By component: its table in `sets`.
    of: FxHashMap<u32, usize>,
    sets: Vec<Reach>,
    /// The table reused next when all are taken.
    oldest: usize,
}

/// The nodes that reach one component.
struct Reach {
    component: u32,
    reach: Vec<bool>,
    /// The nodes `reach` marks.
    marked: Vec<u32>,
}

/// How many node entries the tables of [`Reaches`] may hold in all.
const REACH_CELLS: usize = 64 << 20;

/// One bounded context X, as the rule sees it.
pub(super) struct Target<'p> {
    pub x: u32,
    pub component: u32,
    pub starts: &'p [u32],
    /// Which nodes reach X's component (the others are on no walk).
    pub reach: &'p [bool],
    /// The code inlined into X (it runs in X's frames).
    pieces: &'p [u32],
    level: u32,
    family: u32,
}

impl Enclosed<'_, '_> {
    /// Tightens `costs` of the `bounded` nodes, never below their lower
    /// bounds: every catch-all by the first round of the rule from the
    /// level below (in time linear in the graph), then every bounded
    /// context by the rule's W computed to its fixed point.
    pub fn tighten(&self, bounded: &[u32], lower: &FxHashMap<u32, Cost>, costs: &mut CostTable) {
        let prepared = self.prepare(bounded, lower, costs);
        self.first_round(&prepared, lower, costs);
        let mut region = Region::new(self.nodes);
        let mut reaches = Reaches::default();
        let mut widths = Widths::new(self);
        let mut floors = Floors::new(self);
        for &x in &prepared.bounded {
            // A bound already at its lower bound cannot move.
            if at_lower(x, lower, costs) {
                continue;
            }
            let Some(target) = self.target(&prepared, &mut reaches, x) else {
                continue;
            };
            // Three proofs that the rule cannot lower X's bound; which one
            // proves it does not change the result. The widest walks come
            // first: asking the cycle's floor first saved 10 M instructions
            // on 50m but made a generated cycle of 100,000 functions 2x
            // slower (each bound the pass lowers is then carried through
            // the floor, around the whole cycle).
            if widths.cannot_lower(self, &prepared, &target, costs) {
                continue;
            }
            if floors.cycle_shows(self, &prepared, &target, costs) {
                continue;
            }
            if floors.family_shows(self, &prepared, &target, costs) {
                continue;
            }
            let bound = region.solve(self, &prepared, &target, costs);
            let before = Cost::from_ref(costs.get(x));
            settle(x, bound.as_ref(), lower, costs);
            if *before.vals != *costs.get(x).vals {
                widths.lowered(x);
                floors.lowered(self, &prepared, x, costs);
            }
        }
    }

    pub(super) fn prepare(&self, bounded: &[u32], lower: &FxHashMap<u32, Cost>, costs: &CostTable) -> Prepared {
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
        let internal = Rows::new(
            nodes,
            self.edges
                .iter()
                .enumerate()
                .filter(|(_, e)| e.0 != e.1 && self.component[e.0 as usize] == self.component[e.1 as usize])
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
        let start_row: Vec<bool> = (0..nodes).map(|v| !link_target[v] || called[v]).collect();
        let mut by_level: FxHashMap<(u32, u32), Vec<u32>> = FxHashMap::default();
        if self.family.len() == nodes {
            for (v, &start) in start_row.iter().enumerate() {
                if self.family[v] != NO_FAMILY && start {
                    by_level
                        .entry((self.family[v], self.level[v]))
                        .or_default()
                        .push(v as u32);
                }
            }
        }
        let into = Rows::new(
            nodes,
            self.edges
                .iter()
                .enumerate()
                .filter(|(_, e)| e.0 != e.1)
                .map(|(i, e)| (e.1, i as u32)),
        );
        let mut outer = vec![u32::MAX; nodes];
        let mut shared = vec![false; nodes];
        for &(a, b) in self.links {
            if a == b {
                continue;
            }
            match outer[b as usize] {
                u32::MAX => outer[b as usize] = a,
                o if o != a => shared[b as usize] = true,
                _ => {}
            }
        }
        Prepared {
            bounded,
            calls,
            internal,
            inlined,
            link_target,
            roots: OnceCell::new(),
            start_row,
            by_level,
            into,
            shared,
            members: OnceCell::new(),
        }
    }

    /// The calls of `v` a walk into X's cycle (component `c`) can take,
    /// or more: a member's calls leaving the cycle cannot lead back to it,
    /// so a member's calls within the cycle; anyone else's, all. (Members
    /// make many calls that leave the cycle: searches and floors went
    /// through them all.)
    #[inline]
    pub(super) fn calls_into<'p>(&self, prepared: &'p Prepared, v: u32, c: u32) -> &'p [u32] {
        if self.component[v as usize] == c {
            prepared.internal.of(v)
        } else {
            prepared.calls.of(v)
        }
    }

    /// The members of component `c`.
    pub(super) fn members<'p>(&self, prepared: &'p Prepared, c: u32) -> &'p [u32] {
        let rows = prepared.members.get_or_init(|| {
            let count = self.component.iter().max().map_or(0, |&m| m as usize + 1);
            Rows::new(count, self.component.iter().enumerate().map(|(v, &c)| (c, v as u32)))
        });
        rows.of(c)
    }

    /// X as the rule sees it, or `None` when the rule leaves X alone.
    pub(super) fn target<'p>(&self, prepared: &'p Prepared, reaches: &'p mut Reaches, x: u32) -> Option<Target<'p>> {
        let c = self.component[x as usize];
        // Code inlined from another file is no activation: no call
        // enters it, and its figure is its share of its function's.
        if self.left_alone(prepared, x) {
            return None;
        }
        // Which nodes reach the component: a walk over the calls into it,
        // again whenever the component changes (the walk is as long as
        // what it marks; the bounded contexts come widest first, not by
        // cycle).
        let at = match reaches.of.get(&c) {
            Some(&at) => at,
            None => {
                let back = reaches.back.get_or_insert_with(|| {
                    let calls_in = self.edges.iter().map(|e| (e.1, e.0));
                    Rows::new(self.nodes, calls_in.chain(self.links.iter().map(|&(a, b)| (b, a))))
                });
                let at = if reaches.sets.len() < (REACH_CELLS / self.nodes.max(1)).max(1) {
                    reaches.sets.push(Reach {
                        component: c,
                        reach: vec![false; self.nodes],
                        marked: Vec::new(),
                    });
                    reaches.sets.len() - 1
                } else {
                    let at = reaches.oldest;
                    reaches.oldest = (at + 1) % reaches.sets.len();
                    let set = &mut reaches.sets[at];
                    reaches.of.remove(&set.component);
                    for &v in &set.marked {
                        set.reach[v as usize] = false;
                    }
                    set.marked.clear();
                    set.component = c;
                    at
                };
                let set = &mut reaches.sets[at];
                back.mark_reaching(self.members(prepared, c), &mut set.reach, &mut set.marked);
                reaches.of.insert(c, at);
                at
            }
        };
        let level = self.level[x as usize];
        let family = self.family.get(x as usize).copied().unwrap_or(NO_FAMILY);
        let starts = self.starts(prepared, x);
        Some(Target {
            x,
            component: c,
            starts,
            reach: &reaches.sets[at].reach,
            pieces: prepared.inlined.of(x),
            level,
            family,
        })
    }

    /// The start contexts of X: its function's contexts at the level
    /// below, or the roots.
    pub(super) fn starts<'p>(&self, prepared: &'p Prepared, x: u32) -> &'p [u32] {
        let level = self.level[x as usize];
        let family = self.family.get(x as usize).copied().unwrap_or(NO_FAMILY);
        match prepared.by_level.get(&(family, level.wrapping_sub(1))) {
            Some(s) if level >= 2 && family != NO_FAMILY => s,
            _ => prepared.roots.get_or_init(|| {
                (0..self.nodes as u32)
                    .filter(|&v| prepared.start_row[v as usize] && (self.root)(v))
                    .collect()
            }),
        }
    }

    /// Whether the rule leaves X alone (see [`Enclosed::target`]).
    pub(super) fn left_alone(&self, prepared: &Prepared, x: u32) -> bool {
        (self.rooted)(self.component[x as usize]) || (self.root)(x) || prepared.link_target[x as usize]
    }

    /// Whether `v` is X, or code inlined into X (it runs in X's frame).
    #[inline]
    pub(super) fn of_x(&self, _prepared: &Prepared, t: &Target<'_>, v: u32) -> bool {
        v == t.x || t.pieces.contains(&v)
    }

    /// Whether no frame of a walk can be `v`: X, or X's function below X's
    /// level.
    #[inline]
    pub(super) fn blocked(&self, prepared: &Prepared, t: &Target<'_>, v: u32) -> bool {
        self.of_x(prepared, t, v)
            || (t.family != NO_FAMILY
                && self.family.get(v as usize) == Some(&t.family)
                && self.level[v as usize] < t.level)
    }

    /// The rule's W of `v` from its callees' (`w` of a node with a figure
    /// of its own in the iteration, else `None`: then its upper bound
    /// counts if it can lead to X), into `sum`.
    pub(super) fn w_of<'w>(
        &self,
        prepared: &Prepared,
        t: &Target<'_>,
        v: u32,
        costs: &'w CostTable,
        w: impl Fn(u32) -> Option<CostRef<'w>>,
        sum: &mut Cost,
    ) {
        // A sum of no terms is 0 (an undefined cost is 0 too).
        sum.vals.fill(0);
        sum.defined = all_columns(self.n);
        let calls = self.calls_into(prepared, v, t.component).iter().map(|&e| {
            let (_, z, cost) = self.edges[e as usize];
            (z, Some(cost))
        });
        for (z, cost) in calls.chain(prepared.inlined.of(v).iter().map(|&p| (p, None))) {
            if self.of_x(prepared, t, z) {
                if let Some(cost) = cost {
                    sum.add_saturating(cost);
                }
                continue;
            }
            // A call cannot enter a blocked context; code inlined into a
            // frame of the walk runs in it.
            if cost.is_some() && self.blocked(prepared, t, z) {
                continue;
            }
            let bound = match w(z) {
                Some(own) => own,
                None if t.reach[z as usize] => costs.get(z),
                None => continue,
            };
            match cost {
                Some(cost) => first_round::add_smaller(sum, bound, cost),
                None => sum.add_saturating(bound),
            }
        }
    }
}

/// [`Enclosed::tighten`] as a [`super::recursion::Tighten`].
pub(super) fn tighten(g: &Enclosed<'_, '_>, bounded: &[u32], lower: &FxHashMap<u32, Cost>, costs: &mut CostTable) {
    g.tighten(bounded, lower, costs);
}

/// Whether X's bound is its lower bound in every column.
fn at_lower(x: u32, lower: &FxHashMap<u32, Cost>, costs: &CostTable) -> bool {
    lower.get(&x).is_some_and(|low| {
        let high = costs.get(x);
        (0..low.vals.len()).all(|col| high.get(col) == low.get(col))
    })
}

/// X's bound `bound` taken where it is lower, never below X's lower bound.
pub(super) fn settle(x: u32, bound: CostRef<'_>, lower: &FxHashMap<u32, Cost>, costs: &mut CostTable) {
    let mut high = Cost::from_ref(costs.get(x));
    min_into(&mut high, bound);
    if let Some(low) = lower.get(&x) {
        max_into(&mut high, low.as_ref());
    }
    costs.set(x, high.as_ref());
}

pub(super) fn all_columns(n: usize) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// Lists per node in compressed rows: the items of node v are
/// `items[start[v]..start[v + 1]]`.
pub(super) struct Rows {
    start: Vec<u32>,
    items: Vec<u32>,
}

impl Rows {
    pub(super) fn new(nodes: usize, pairs: impl Iterator<Item = (u32, u32)> + Clone) -> Rows {
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

    #[inline]
    pub(super) fn of(&self, v: u32) -> &[u32] {
        &self.items[self.start[v as usize] as usize..self.start[v as usize + 1] as usize]
    }

    /// Marks in `seen` (all false) the nodes that reach one of `targets`
    /// (the rows being edges backwards), listing them in `marked`.
    fn mark_reaching(&self, targets: &[u32], seen: &mut [bool], marked: &mut Vec<u32>) {
        let mut next = marked.len();
        for &t in targets {
            if !seen[t as usize] {
                seen[t as usize] = true;
                marked.push(t);
            }
        }
        while let Some(&v) = marked.get(next) {
            next += 1;
            for &u in self.of(v) {
                if !seen[u as usize] {
                    seen[u as usize] = true;
                    marked.push(u);
                }
            }
        }
    }
}
