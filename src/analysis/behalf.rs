//! Inclusive costs of groups (`--group=object|file --inclusive=yes`) on
//! their own behalf: what runs while a group's code is active, with what
//! it calls in the objects it depends on, but not the callbacks into the
//! objects that depend on it.
//!
//! "While any function of the group is on the stack" answers nothing for
//! objects: the C library's start code holds `main`, so the program, the
//! C library and the dynamic loader all cost the whole run. An object's
//! dependencies (ELF `DT_NEEDED`, transitively) give the calls a
//! direction instead. An instruction counts for group X when, reading its
//! stack from the top down and skipping the frames of X's dependencies,
//! the first frame left is X's. X's dependencies are the functions of the
//! objects X's functions live in (other than X's) and of the objects
//! those depend on; code of no known object (valgrind's trampolines) is
//! a dependency of every group.
//!
//! From the call arcs: seen without the dependencies' frames, the stack
//! alternates between runs of X frames and runs of others, so X's figure
//! is the sum of the calls that start a run of X (entries) minus the
//! calls that start a run of others above a run of X (callbacks), each a
//! whole activation whose recorded cost is exact; nested runs are added
//! and taken off in turn. A call from X's code into an outsider is a
//! callback, a call from an outsider into X an entry. A call from a
//! dependency's function is either, depending on what lies below it:
//! decided when every path of the call graph that reaches that function
//! through dependencies alone starts in X (or every one starts outside X
//! or at a root), and otherwise counted as 0 or in full, whichever bound
//! is asked. Activations entered without a recorded call (the program's
//! first function) are roots: outside X, or entries of X.

use rustc_hash::FxHashMap;

use super::needs::Order;
use crate::model::Profile;
use crate::model::cost::{Cost, CostRef, CostTable, Val};

/// A group's figure: exact when `lower` equals `upper` in every column.
pub struct Figure {
    pub upper: Cost,
    pub lower: Cost,
}

/// The call graph as the groups see it.
pub struct Nodes<'a> {
    /// Group of each function.
    pub group: &'a [u32],
    /// Object (index in the [`Order`]) of each function.
    pub object: &'a [u32],
    pub groups: usize,
    /// Grouped by object: the group of each object (index in the
    /// [`Order`]). A function seen in several objects has frames in each.
    pub object_group: Option<&'a [u32]>,
}

/// A call (or code run within a function, see `links` in
/// [`super::recursion::Graph`]) with its cost, and whether that cost is
/// only an upper bound of the activations it stands for.
struct Arc {
    from: u32,
    to: u32,
    /// Row of its cost in the arcs' cost table.
    cost: u32,
    bounded: bool,
}

/// Per function, a bit per group of the batch: whether it runs above X's
/// code (`x`), above others' code or a root (`other`), through
/// dependencies alone; and the functions whose bits grew, to visit.
struct Reached {
    x: Vec<u64>,
    other: Vec<u64>,
    listed: Vec<bool>,
    todo: Vec<u32>,
}

impl Reached {
    fn reach(&mut self, w: usize, x: u64, other: u64) {
        let (nx, no) = (x & !self.x[w], other & !self.other[w]);
        if nx | no != 0 {
            self.x[w] |= nx;
            self.other[w] |= no;
            if !self.listed[w] {
                self.listed[w] = true;
                self.todo.push(w as u32);
            }
        }
    }
}

/// The figure of every group on its own behalf (see the module's doc).
/// `in_cycle`: whether a function is in a cycle of the call graph (its
/// activations may nest, so its self cost plus calls out is only an upper
/// bound of its activations).
pub fn on_behalf(
    profile: &Profile,
    nodes: &Nodes<'_>,
    order: &Order,
    in_cycle: &[bool],
    total: CostRef<'_>,
) -> Vec<Figure> {
    let n = profile.events.len();
    let funcs = profile.functions.len();
    let mut into = vec![Cost::zero(n); funcs];
    let mut out = vec![Cost::zero(n); funcs];
    let mut arcs: Vec<Arc> = Vec::with_capacity(profile.calls().len());
    let mut arc_costs = CostTable::new(n);
    for (&(a, b), call) in profile.calls() {
        if a == b {
            continue;
        }
        let cost = profile.call_cost(call);
        into[b as usize].add_saturating(cost);
        out[a as usize].add_saturating(cost);
        let row = arc_costs.push();
        arc_costs.set(row, cost);
        arcs.push(Arc {
            from: a,
            to: b,
            cost: row,
            bounded: false,
        });
    }
    // Its activations' cost, when a function's self cost and calls out
    // give it: exact unless they can nest.
    let activations = |f: usize| {
        let mut c = Cost::from_ref(profile.self_cost(f as u32));
        c.add_saturating(out[f].as_ref());
        c
    };
    let mut linked = vec![false; funcs];
    // What runs within a function's activations in code inlined from other
    // files (rows of their own, entered by no call).
    let mut inlined: FxHashMap<usize, (Cost, bool)> = FxHashMap::default();
    for &(outer, inner) in &profile.inlined {
        if outer != inner && !linked[inner as usize] {
            linked[inner as usize] = true;
            let cost = activations(inner as usize);
            let within = inlined.entry(outer as usize).or_insert_with(|| (Cost::zero(n), false));
            within.0.add_saturating(cost.as_ref());
            within.1 |= in_cycle[inner as usize];
            let row = arc_costs.push();
            arc_costs.set(row, cost.as_ref());
            arcs.push(Arc {
                from: outer,
                to: inner,
                cost: row,
                bounded: in_cycle[inner as usize],
            });
        }
    }
    // Roots: what a function's own code and calls out cost beyond the
    // calls into it was entered without a recorded call.
    let mut roots: Vec<(u32, Cost, bool)> = Vec::new();
    for f in 0..funcs {
        if linked[f] || !profile.functions[f].has_body {
            continue;
        }
        let mut whole = activations(f);
        let mut bounded = in_cycle[f];
        if let Some((cost, cycle)) = inlined.get(&f) {
            whole.add_saturating(cost.as_ref());
            bounded |= cycle;
        }
        let mut excess = whole.clone();
        let mut any = false;
        for i in 0..n {
            let v = excess.get(i).unwrap_or(0) - into[f].get(i).unwrap_or(0);
            excess.vals[i] = v.max(0);
            any |= v > 0;
        }
        if any {
            roots.push((f as u32, if bounded { whole } else { excess }, bounded));
        }
    }
    // The callees of each function, contiguous (arcs sorted by caller).
    arcs.sort_unstable_by_key(|arc| (arc.from, arc.to));
    let mut first_arc = vec![0u32; funcs + 1];
    for arc in &arcs {
        first_arc[arc.from as usize + 1] += 1;
    }
    for f in 0..funcs {
        first_arc[f + 1] += first_arc[f];
    }
    let callees = |f: u32| &arcs[first_arc[f as usize] as usize..first_arc[f as usize + 1] as usize];

    let depends = order.closure();
    let index = order.index();
    // The functions seen in several objects, with those objects.
    let several: Vec<(usize, Vec<u32>)> = {
        let mut list: Vec<(usize, Vec<u32>)> = profile
            .several_objects
            .iter()
            .filter(|(f, _)| (**f as usize) < funcs)
            .map(|(&f, objects)| {
                let objects = objects.iter().filter_map(|&o| index.get(&Some(o)).copied()).collect();
                (f as usize, objects)
            })
            .collect();
        list.sort_unstable();
        list
    };
    // Objects of each group.
    let mut group_objects: Vec<Vec<u32>> = vec![Vec::new(); nodes.groups];
    for f in 0..funcs {
        let list = &mut group_objects[nodes.group[f] as usize];
        if !list.contains(&nodes.object[f]) {
            list.push(nodes.object[f]);
        }
    }
    for (f, objects) in &several {
        let list = &mut group_objects[nodes.group[*f] as usize];
        for &o in objects {
            if !list.contains(&o) {
                list.push(o);
            }
        }
    }
    let k = order.objects.len();
    let mut self_costs = vec![Cost::zero(n); nodes.groups];
    for f in 0..funcs {
        self_costs[nodes.group[f] as usize].add_saturating(profile.self_cost(f as u32));
    }
    let mut figures = Vec::with_capacity(nodes.groups);
    // Up to 64 groups at a time, a bit each: per function, for which
    // groups its frames may be X's, a dependency's or another's (a
    // function seen in several objects may be of several kinds), and for
    // which it runs above X's code or above others' (or a root) through
    // dependencies alone.
    let mut may_x = vec![0u64; funcs];
    let mut may_dep = vec![0u64; funcs];
    let mut may_other = vec![0u64; funcs];
    let mut from = Reached {
        x: vec![0u64; funcs],
        other: vec![0u64; funcs],
        listed: vec![false; funcs],
        todo: Vec::new(),
    };
    for first in (0..nodes.groups).step_by(64) {
        let last = (first + 64).min(nodes.groups);
        let all = if last - first == 64 {
            !0u64
        } else {
            (1u64 << (last - first)) - 1
        };
        let bit = |g: u32| {
            let g = g as usize;
            if (first..last).contains(&g) {
                1u64 << (g - first)
            } else {
                0
            }
        };
        // The groups for which each object is a dependency or their own.
        let mut dep_of = vec![0u64; k];
        for (i, objects) in group_objects[first..last].iter().enumerate() {
            let b = 1u64 << i;
            for &o in objects {
                dep_of[o as usize] |= b;
                for d in depends.of(o as usize) {
                    dep_of[d] |= b;
                }
            }
        }
        // A frame of function f running object o's code, for each group:
        // X's, a dependency's, another's.
        let frame = |f: usize, o: u32| {
            let x = bit(nodes.group[f]) | nodes.object_group.map_or(0, |groups| bit(groups[o as usize]));
            let dep = dep_of[o as usize] & !x;
            (x, dep, all & !x & !dep)
        };
        for f in 0..funcs {
            (may_x[f], may_dep[f], may_other[f]) = frame(f, nodes.object[f]);
        }
        for (f, objects) in &several {
            for &o in objects {
                let (x, dep, other) = frame(*f, o);
                may_x[*f] |= x;
                may_dep[*f] |= dep;
                may_other[*f] |= other;
            }
        }
        let unsure = |f: usize| (may_x[f] & may_dep[f]) | (may_x[f] & may_other[f]) | (may_dep[f] & may_other[f]);
        // Dependencies, and functions that may be one: paths go through.
        let deplike = |f: usize| may_dep[f] | unsure(f);

        from.x.fill(0);
        from.other.fill(0);
        for arc in &arcs {
            let (a, b) = (arc.from as usize, arc.to as usize);
            let (ua, dl) = (unsure(a), deplike(b));
            from.reach(b, may_x[a] & !ua & dl, may_other[a] & !ua & dl);
        }
        for (f, _) in &several {
            let u = unsure(*f);
            from.reach(*f, u & may_x[*f], u & may_other[*f]);
        }
        for &(r, _, _) in &roots {
            from.reach(r as usize, 0, deplike(r as usize));
        }
        while let Some(v) = from.todo.pop() {
            let v = v as usize;
            from.listed[v] = false;
            let dv = deplike(v);
            let (fx, fo) = (from.x[v] & dv, from.other[v] & dv);
            for arc in callees(v as u32) {
                let w = arc.to as usize;
                let dl = deplike(w);
                from.reach(w, fx & dl, fo & dl);
            }
        }
        let (from_x, from_other) = (&from.x, &from.other);

        // Sums per group: decided entries and callbacks, and those that
        // may be.
        let width = last - first;
        let mut entries = vec![Cost::zero(n); width];
        let mut maybe_entries = vec![Cost::zero(n); width];
        let mut callbacks = vec![Cost::zero(n); width];
        let mut maybe_callbacks = vec![Cost::zero(n); width];
        let add = |sums: &mut [Cost], mut mask: u64, cost: CostRef<'_>| {
            while mask != 0 {
                sums[mask.trailing_zeros() as usize].add_saturating(cost);
                mask &= mask - 1;
            }
        };
        for arc in &arcs {
            let (a, b) = (arc.from as usize, arc.to as usize);
            let u = unsure(a) | unsure(b);
            let sure = all & !u;
            let (xa, da, oa) = (may_x[a] & sure, may_dep[a] & sure, may_other[a] & sure);
            let (xb, ob) = (may_x[b] & sure, may_other[b] & sure);
            if (xb & (oa | da)) | (ob & (xa | da)) | u == 0 {
                continue;
            }
            // Below a dependency's function: X only, others only, or
            // not decided (both, or no path: taken as both).
            let (fx, fo) = (from_x[a], from_other[a]);
            let undecided = !(fx ^ fo);
            let mut entry = (oa & xb) | (da & xb & fo & !fx);
            let mut maybe_entry = da & xb & undecided;
            let mut callback = (xa & ob) | (da & ob & fx & !fo);
            let mut maybe_callback = da & ob & undecided;
            // A function that may be of another object than it says: the
            // call may start a run of X or of others, or neither.
            maybe_entry |= u & may_x[b] & (may_other[a] | (may_dep[a] & fo));
            maybe_callback |= u & may_other[b] & (may_x[a] | (may_dep[a] & fx));
            if arc.bounded {
                maybe_entry |= entry;
                maybe_callback |= callback;
                entry = 0;
                callback = 0;
            }
            let cost = arc_costs.get(arc.cost);
            add(&mut entries, entry, cost);
            add(&mut maybe_entries, maybe_entry, cost);
            add(&mut callbacks, callback, cost);
            add(&mut maybe_callbacks, maybe_callback, cost);
        }
        for (r, cost, bounded) in &roots {
            let r = *r as usize;
            let maybe = may_x[r] & if *bounded { all } else { unsure(r) };
            add(&mut maybe_entries, maybe, cost.as_ref());
            add(&mut entries, may_x[r] & !maybe, cost.as_ref());
        }
        for (i, g) in (first..last).enumerate() {
            let mut upper = Cost::zero(n);
            let mut lower = Cost::zero(n);
            for c in 0..n {
                let v = |c2: &Cost| -> Val { c2.get(c).unwrap_or(0) };
                let base = v(&entries[i]) - v(&callbacks[i]);
                lower.vals[c] = base - v(&maybe_callbacks[i]);
                upper.vals[c] = base + v(&maybe_entries[i]);
            }
            lower.defined =
                entries[i].defined | maybe_entries[i].defined | callbacks[i].defined | self_costs[g].defined;
            upper.defined = lower.defined;
            figures.push(clamped(upper, lower, self_costs[g].as_ref(), total));
        }
    }
    figures
}

/// Keeps the figure at or above the self cost and at or below the total
/// (unless the self cost is above it), in the columns where every value
/// is positive; in the others (memory deltas) the arithmetic stands.
fn clamped(mut upper: Cost, mut lower: Cost, own: CostRef<'_>, total: CostRef<'_>) -> Figure {
    for i in 0..upper.vals.len() {
        if total.get(i).is_some_and(|t| t < 0) || own.get(i).is_some_and(|s| s < 0) {
            continue;
        }
        let own = own.get(i).unwrap_or(0);
        let total = total.get(i).unwrap_or(Val::MAX).max(own);
        lower.vals[i] = lower.vals[i].clamp(own, total);
        upper.vals[i] = upper.vals[i].clamp(lower.vals[i], total);
    }
    Figure { upper, lower }
}
