//! The complete pass of `analysis::enclosed` for one bounded context X:
//! W on the contexts a walk from X's starts can pass, to its fixed point.

use std::collections::VecDeque;

use super::{Enclosed, Prepared, Rows, Target, all_columns};
use crate::analysis::callgraph::min_into;
use crate::model::cost::{Cost, CostTable};

/// The contexts a walk from X's starts can pass, with their W: scratch
/// kept from one bounded context to the next.
pub(super) struct Region {
    /// Per node: its slot in `w`, or `u32::MAX` outside the region.
    slot: Vec<u32>,
    /// The region's nodes by slot.
    nodes: Vec<u32>,
    /// Slots in the search's post-order (callees before callers).
    order: Vec<u32>,
    /// (callee slot, caller slot) of every call or link within the region.
    pairs: Vec<(u32, u32)>,
    queued: Vec<bool>,
}

impl Region {
    pub(super) fn new(nodes: usize) -> Region {
        Region {
            slot: vec![u32::MAX; nodes],
            nodes: Vec::new(),
            order: Vec::new(),
            pairs: Vec::new(),
            queued: Vec::new(),
        }
    }

    fn enter(&mut self, v: u32) -> u32 {
        let s = self.nodes.len() as u32;
        self.slot[v as usize] = s;
        self.nodes.push(v);
        s
    }

    /// The sum over X's starts of their W at its fixed point.
    pub(super) fn solve(&mut self, g: &Enclosed<'_, '_>, p: &Prepared, t: &Target<'_>, costs: &CostTable) -> Cost {
        let inlined = &p.inlined;
        // The starts that reach X's component, then the code inlined into
        // them (it runs in their frames), have a W of their own.
        for &s in t.starts {
            if t.reach[s as usize] && self.slot[s as usize] == u32::MAX {
                self.enter(s);
            }
        }
        let starts = self.nodes.len();
        for i in 0..starts {
            for &q in inlined.of(self.nodes[i]) {
                if t.reach[q as usize] && self.slot[q as usize] == u32::MAX {
                    self.enter(q);
                }
            }
        }
        // So does every other member of X's cycle a walk can pass: found by
        // a search from the starts, which lists callees first.
        let seeds = self.nodes.len();
        let mut stack: Vec<(u32, usize)> = Vec::new();
        let mut done = vec![false; seeds];
        for seed in 0..seeds as u32 {
            if done[seed as usize] {
                continue;
            }
            done[seed as usize] = true;
            stack.push((seed, 0));
            while let Some(&mut (s, ref mut next)) = stack.last_mut() {
                let v = self.nodes[s as usize];
                let (out, links) = (g.calls_into(p, v, t.component), inlined.of(v));
                if *next == out.len() + links.len() {
                    self.order.push(s);
                    stack.pop();
                    continue;
                }
                let (z, call) = match out.get(*next) {
                    Some(&e) => (g.edges[e as usize].1, true),
                    None => (links[*next - out.len()], false),
                };
                *next += 1;
                if g.of_x(p, t, z) || (call && g.blocked(p, t, z)) {
                    continue;
                }
                let z_slot = match self.slot[z as usize] {
                    u32::MAX if g.component[z as usize] == t.component && !g.blocked(p, t, z) => self.enter(z),
                    u32::MAX => continue,
                    j => j,
                };
                self.pairs.push((z_slot, s));
                if done.len() <= z_slot as usize {
                    done.resize(z_slot as usize + 1, false);
                }
                if !done[z_slot as usize] {
                    done[z_slot as usize] = true;
                    stack.push((z_slot, 0));
                }
            }
        }
        let callers = Rows::new(self.nodes.len(), self.pairs.iter().copied());

        // W from every node's own figure down: each step keeps it a bound,
        // and a node is worked on again only when a callee's W moved.
        let n = g.n;
        let mut w = CostTable::zeroed(n, self.nodes.len());
        for (i, &v) in self.nodes.iter().enumerate() {
            w.set(i as u32, costs.get(v));
        }
        self.queued.clear();
        self.queued.resize(self.nodes.len(), true);
        let mut queue: VecDeque<u32> = self.order.iter().copied().collect();
        let (mut sum, mut cur) = (Cost::zero(n), Cost::zero(n));
        while let Some(s) = queue.pop_front() {
            self.queued[s as usize] = false;
            let v = self.nodes[s as usize];
            let slot = &self.slot;
            g.w_of(
                p,
                t,
                v,
                costs,
                |z| match slot[z as usize] {
                    u32::MAX => None,
                    j => Some(w.get(j)),
                },
                &mut sum,
            );
            let now = w.get(s);
            if (0..n).any(|col| matches!((now.get(col), sum.get(col)), (Some(a), Some(b)) if b < a)) {
                cur.vals.copy_from_slice(now.vals);
                cur.defined = now.defined;
                min_into(&mut cur, sum.as_ref());
                w.set(s, cur.as_ref());
                for &caller in callers.of(s) {
                    if !self.queued[caller as usize] {
                        self.queued[caller as usize] = true;
                        queue.push_back(caller);
                    }
                }
            }
        }
        let mut bound = Cost::zero(n);
        bound.defined = all_columns(n);
        for i in 0..starts {
            bound.add_saturating(w.get(i as u32));
        }
        for &v in &self.nodes {
            self.slot[v as usize] = u32::MAX;
        }
        self.nodes.clear();
        self.order.clear();
        self.pairs.clear();
        bound
    }
}
