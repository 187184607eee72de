//! A cheap proof that the rule of `analysis::enclosed` cannot lower X's
//! bound B, made once for all the bounded contexts that share their starts,
//! blocked contexts and cycle (a *group*: one function's level k and
//! cycle, or every context of a cycle whose starts are the roots).
//!
//! Per column, the widest walk from a start to every context u a walk can
//! pass: the largest b(u) such that some walk from a start to u passes
//! only frames whose figures and calls whose costs are at least b(u)
//! (found as a widest-path search: contexts taken widest first). If u
//! calls X (or code inlined into X) for a sum S, then W of the start is
//! at least min(b(u), S): W at min(b(u), S) on the frames of that walk and
//! 0 elsewhere meets every inequality of the rule (each frame's figure and
//! the next call's cost are at least that much, and u's calls into X count
//! S whole), and W at its greatest solution is above every such W. So when
//! some caller gives at least B in every column, the rule cannot lower B.
//!
//! The walk to u must not pass X: if the widest one does, its part up to
//! the first call into X is a walk to a caller of X at least as wide, and
//! ends with a call into X at least that wide, so the proof holds. It must
//! pass no blocked context: none is visited. A node with code inlined
//! from several functions is not visited (a walk reaching it by another
//! function's link would not be one of X's walks if X is one of them).
//!
//! One search per group, not one walk per bounded context: on a cycle of
//! N functions at `--separate-recs=1` the N bounded contexts share one
//! group, and walks per context were N each (quadratic).

use std::collections::BinaryHeap;

use rustc_hash::FxHashMap;

use super::{Enclosed, Prepared, Target};
use crate::analysis::callgraph::NO_FAMILY;
use crate::model::cost::{CostRef, CostTable};

/// (function whose lower levels are blocked, or `NO_FAMILY`; its level k;
/// cycle).
type GroupKey = (u32, u32, u32);

/// The widths of one group, per visited context.
struct Group {
    /// The bounds lowered before `moved[checked]` are known not to make
    /// the search stale (it ran after them, or they reach no walk of the
    /// group's cycle): each is looked at once per group, not once per
    /// bounded context asked.
    checked: usize,
    /// Per visited context: its row in `widths` (`n` columns).
    row: FxHashMap<u32, u32>,
    widths: Vec<i128>,
    /// Per start (its row in `fixed`, `n` columns): the sum of its calls'
    /// terms that are the same for every X of the group (calls to
    /// contexts outside the cycle that lead into it, whose W the rule
    /// takes as their figure).
    start_row: FxHashMap<u32, u32>,
    fixed: Vec<i128>,
    /// Per column: the sum over the starts of min(own figure, fixed sum).
    total: Vec<i128>,
}

pub(super) struct Widths {
    groups: FxHashMap<GroupKey, Group>,
    /// Contexts whose bounds the complete pass lowered, in order.
    moved: Vec<u32>,
    /// Scratch per node: the search's width and whether it is settled,
    /// valid where `stamp` is the current search.
    best: Vec<i128>,
    stamp: Vec<u32>,
    done: Vec<bool>,
    search: u32,
    /// Scratch per node: the sum of its calls into X, and whether it is
    /// listed as a caller.
    sum: Vec<i128>,
    listed: Vec<bool>,
}

impl Widths {
    pub(super) fn new(g: &Enclosed<'_, '_>) -> Widths {
        let nodes = g.nodes;
        Widths {
            groups: FxHashMap::default(),
            moved: Vec::new(),
            best: vec![0; nodes],
            stamp: vec![0; nodes],
            done: vec![false; nodes],
            search: 0,
            sum: vec![0; nodes],
            listed: vec![false; nodes],
        }
    }

    /// Notes that the pass lowered `x`'s bound.
    pub(super) fn lowered(&mut self, x: u32) {
        self.moved.push(x);
    }

    fn key(t: &Target<'_>) -> GroupKey {
        if t.family != NO_FAMILY && t.level >= 2 {
            (t.family, t.level, t.component)
        } else {
            (NO_FAMILY, 0, t.component)
        }
    }

    /// Whether the proof above shows that the rule cannot lower X's bound.
    pub(super) fn cannot_lower(
        &mut self,
        g: &Enclosed<'_, '_>,
        p: &Prepared,
        t: &Target<'_>,
        costs: &CostTable,
    ) -> bool {
        let key = Self::key(t);
        // A lowered bound of a context that reaches X's cycle (a member,
        // a start, a context a start calls) may lower what the search
        // found: then it runs again.
        let fresh = self.groups.get_mut(&key).is_some_and(|group| {
            let stale = self.moved[group.checked..].iter().any(|&m| t.reach[m as usize]);
            if !stale {
                group.checked = self.moved.len();
            }
            !stale
        });
        if !fresh {
            let group = self.search_group(g, p, t, key, costs);
            self.groups.insert(key, group);
        }
        let group = &self.groups[&key];
        let bound = costs.get(t.x);
        let n = g.n;
        // The callers of X and of code inlined into X, with their sums.
        let mut callers: Vec<u32> = Vec::new();
        let targets = std::iter::once(t.x).chain(p.inlined.of(t.x).iter().copied());
        (0..n).all(|col| {
            let Some(b) = bound.get(col) else {
                return true;
            };
            callers.clear();
            for z in targets.clone() {
                for &e in p.into.of(z) {
                    let (u, _, cost) = g.edges[e as usize];
                    if !group.row.contains_key(&u) {
                        continue;
                    }
                    if !self.listed[u as usize] {
                        self.listed[u as usize] = true;
                        callers.push(u);
                    }
                    self.sum[u as usize] = self.sum[u as usize].saturating_add(cost.get(col).unwrap_or(0));
                }
            }
            // W of each start is at least min(its figure, its fixed terms
            // and its calls into X), so their sum is at least `total`
            // with each calling start's share raised.
            let mut total = group.total[col];
            let mut hit = 0;
            for &u in &callers {
                let (width, sum) = (group.widths[group.row[&u] as usize * n + col], self.sum[u as usize]);
                hit = hit.max(width.min(sum));
                if let Some(&r) = group.start_row.get(&u) {
                    let (own, fixed) = (costs.get(u).get(col).unwrap_or(0), group.fixed[r as usize * n + col]);
                    total = total.saturating_add(own.min(fixed.saturating_add(sum)) - own.min(fixed));
                }
                self.sum[u as usize] = 0;
                self.listed[u as usize] = false;
            }
            hit.max(total) >= b
        })
    }

    /// The widest walks of group `key` from its starts, per column.
    fn search_group(
        &mut self,
        g: &Enclosed<'_, '_>,
        p: &Prepared,
        t: &Target<'_>,
        key: GroupKey,
        costs: &CostTable,
    ) -> Group {
        let n = g.n;
        let mut group = Group {
            checked: self.moved.len(),
            row: FxHashMap::default(),
            widths: Vec::new(),
            start_row: FxHashMap::default(),
            fixed: Vec::new(),
            total: vec![0; n],
        };
        let blocked =
            |v: u32| key.0 != NO_FAMILY && g.family.get(v as usize) == Some(&key.0) && g.level[v as usize] < key.1;
        let member = |v: u32| g.component[v as usize] == key.2 && !blocked(v) && !p.shared[v as usize];
        let own = |v: u32, col: usize| costs.get(v).get(col).unwrap_or(0);
        for &s in t.starts {
            if !t.reach[s as usize] {
                continue;
            }
            let r = group.start_row.len() as u32;
            group.start_row.insert(s, r);
            group.fixed.extend(std::iter::repeat_n(0, n));
            let row = &mut group.fixed[r as usize * n..(r as usize + 1) * n];
            for &e in p.calls.of(s) {
                let (_, z, cost): (u32, u32, CostRef<'_>) = g.edges[e as usize];
                if g.component[z as usize] == key.2 || !t.reach[z as usize] || blocked(z) {
                    continue;
                }
                for (col, f) in row.iter_mut().enumerate() {
                    *f = f.saturating_add(cost.get(col).unwrap_or(0).min(own(z, col)).max(0));
                }
            }
            for (col, f) in row.iter().enumerate() {
                group.total[col] = group.total[col].saturating_add(own(s, col).min(*f).max(0));
            }
        }
        let mut heap: BinaryHeap<(i128, u32)> = BinaryHeap::new();
        for col in 0..n {
            self.search += 1;
            let search = self.search;
            let mut scratch = Scratch {
                best: &mut self.best,
                stamp: &mut self.stamp,
                done: &mut self.done,
                search,
                heap: &mut heap,
            };
            for &s in t.starts {
                if t.reach[s as usize] && !p.shared[s as usize] {
                    scratch.offer(s, own(s, col));
                }
            }
            while let Some((width, v)) = scratch.heap.pop() {
                let i = v as usize;
                if scratch.done[i] || width < scratch.best[i] {
                    continue;
                }
                scratch.done[i] = true;
                let slot = *group.row.entry(v).or_insert_with(|| {
                    group.widths.extend(std::iter::repeat_n(0, n));
                    (group.widths.len() / n - 1) as u32
                });
                group.widths[slot as usize * n + col] = width;
                let start = t.starts.binary_search(&v).is_ok();
                for &e in g.calls_into(p, v, key.2) {
                    let (_, z, cost): (u32, u32, CostRef<'_>) = g.edges[e as usize];
                    if member(z) {
                        let w = width.min(cost.get(col).unwrap_or(0)).min(own(z, col));
                        scratch.offer(z, w);
                    }
                }
                for &z in p.inlined.of(v) {
                    // Code inlined into a start runs in its frame, a
                    // member's in the member's.
                    let piece_of_start = start && t.reach[z as usize] && !p.shared[z as usize];
                    if member(z) || piece_of_start {
                        scratch.offer(z, width.min(own(z, col)));
                    }
                }
            }
        }
        group
    }
}

/// One search's scratch: the widest width found so far per context.
struct Scratch<'s> {
    best: &'s mut [i128],
    stamp: &'s mut [u32],
    done: &'s mut [bool],
    search: u32,
    heap: &'s mut BinaryHeap<(i128, u32)>,
}

impl Scratch<'_> {
    /// Offers `v` a walk of `width`: kept if the widest so far.
    fn offer(&mut self, v: u32, width: i128) {
        let i = v as usize;
        if self.stamp[i] != self.search {
            self.stamp[i] = self.search;
            self.done[i] = false;
            self.best[i] = width;
            self.heap.push((width, v));
        } else if !self.done[i] && width > self.best[i] {
            self.best[i] = width;
            self.heap.push((width, v));
        }
    }
}
