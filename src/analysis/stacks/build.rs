//! Building the frames: a walk from the top-level contexts down the
//! recorded calls, splitting each frame's weight over its contexts' self
//! costs and calls (see the module above for the rules).

use rustc_hash::FxHashMap;

use super::tree::{Frame, ROOT, Tree, sort_siblings};
use super::{Granularity, Key, StackOptions};
use crate::analysis::contexts;
use crate::model::{FuncId, Profile};

/// The call graph of contexts as the walk reads it: code inlined from
/// another file counted in the function it was inlined into, self-calls
/// left out (a context's nested activations are within its outer ones).
struct Graph {
    events: usize,
    /// Per context (host ids only) and event.
    self_cost: Vec<u64>,
    /// Calls out of each context: (callee, row of `edge_cost`).
    out: Vec<Vec<(FuncId, u32)>>,
    edge_cost: Vec<u64>,
    /// How many contexts call each context.
    callers: Vec<u32>,
    /// Each context's frame key.
    key: Vec<u32>,
    /// Whether the context is itself (not a fragment merged into another).
    is_host: Vec<bool>,
}

fn clamp(v: crate::model::cost::Val) -> u64 {
    u64::try_from(v.max(0)).unwrap_or(u64::MAX)
}

/// Frame keys per context, and what each key names.
/// `name` without Rust's legacy symbol hashes: `::h` and 16 hex digits
/// ending a path segment.
pub fn strip_rust_hashes(name: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(name.len());
    let mut i = 0;
    while i < name.len() {
        let hash = name[i..].starts_with(b"::h")
            && name.len() >= i + 19
            && name[i + 3..i + 19].iter().all(u8::is_ascii_hexdigit)
            && name
                .get(i + 19)
                .is_none_or(|b| !b.is_ascii_alphanumeric() && *b != b'_');
        if hash {
            i += 19;
        } else {
            out.push(name[i]);
            i += 1;
        }
    }
    out
}

/// `path` with the Rust toolchain's commit left out: `/rustc/<40 hex
/// digits>/library/...` as `/rustc/library/...`.
pub fn strip_rustc_commit(path: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(path.len());
    let mut i = 0;
    while i < path.len() {
        if path[i..].starts_with(b"/rustc/")
            && path.len() > i + 47
            && path[i + 7..i + 47].iter().all(u8::is_ascii_hexdigit)
            && path[i + 47] == b'/'
        {
            out.extend_from_slice(b"/rustc");
            i += 47;
        } else {
            out.push(path[i]);
            i += 1;
        }
    }
    out
}

fn keys(profile: &Profile, host: &[FuncId], granularity: Granularity, strip: bool) -> (Vec<u32>, Vec<Key>, usize) {
    let mut index: crate::safety::keyed::InputMap<Vec<u8>, u32> = Default::default();
    let mut keys: Vec<Key> = Vec::new();
    let mut of = Vec::with_capacity(profile.functions.len());
    let mut chain_len = 0;
    let first_lines = first_lines(profile);
    for (f, func) in profile.functions.iter().enumerate() {
        // A fragment's frame is its host's, except by file.
        let owner = if granularity == Granularity::FileFunction {
            func
        } else {
            &profile.functions[host[f] as usize]
        };
        let name = profile.name(owner.name);
        let (end, _) = contexts::split(name);
        let stripped;
        let base = if strip {
            stripped = strip_rust_hashes(&name[..end]);
            &stripped[..]
        } else {
            &name[..end]
        };
        if end < name.len() {
            let fields = name[end + 1..].split(|&b| b == b'\'');
            let callers = fields
                .filter(|x| !x.is_empty() && !x.iter().all(u8::is_ascii_digit))
                .count();
            chain_len = chain_len.max(callers);
        }
        let file = if strip {
            strip_rustc_commit(profile.name(owner.file))
        } else {
            profile.name(owner.file).to_vec()
        };
        let object = owner
            .home_object
            .or(owner.object)
            .map(|o| profile.name(o).to_vec())
            .unwrap_or_default();
        let label = match granularity {
            Granularity::Function => base.to_vec(),
            Granularity::FileFunction => {
                let mut l = file.clone();
                l.push(b':');
                l.extend_from_slice(base);
                l
            }
            Granularity::Object if object.is_empty() => b"???".to_vec(),
            Granularity::Object => crate::model::names::last_part(&object).to_vec(),
        };
        let next = keys.len() as u32;
        let k = *index.entry(label.clone()).or_insert_with(|| {
            keys.push(Key {
                label,
                file: if granularity == Granularity::Object {
                    Vec::new()
                } else {
                    file
                },
                object,
                line: first_lines.get(&(host[f])).copied(),
            });
            next
        });
        of.push(k);
    }
    (of, keys, chain_len)
}

/// The first line with cost of each function, when the profile kept
/// per-function lines.
fn first_lines(profile: &Profile) -> FxHashMap<FuncId, u64> {
    let Some(fl) = &profile.function_lines else {
        return FxHashMap::default();
    };
    fl.map
        .iter()
        .filter_map(|(&f, lines)| lines.keys().filter(|&&l| l > 0).min().map(|&l| (f, l)))
        .collect()
}

impl Graph {
    fn new(profile: &Profile, events: &[usize], host: &[FuncId], key: Vec<u32>) -> Graph {
        let n = profile.functions.len();
        let e = events.len();
        let mut self_cost = vec![0u64; n * e];
        for (f, &h) in host.iter().enumerate() {
            let c = profile.self_cost(f as FuncId);
            let h = h as usize;
            for (i, &ev) in events.iter().enumerate() {
                let v = clamp(c.get(ev).unwrap_or(0));
                self_cost[h * e + i] = self_cost[h * e + i].saturating_add(v);
            }
        }
        // Calls summed per (caller, callee) host pair, in a fixed order.
        let mut calls: Vec<(FuncId, FuncId, &crate::model::CallStat)> = profile
            .calls()
            .iter()
            .map(|(&(a, b), s)| (host[a as usize], host[b as usize], s))
            .filter(|&(a, b, _)| a != b)
            .collect();
        calls.sort_unstable_by_key(|&(a, b, s)| (a, b, s.seq));
        let mut out: Vec<Vec<(FuncId, u32)>> = vec![Vec::new(); n];
        let mut edge_cost: Vec<u64> = Vec::new();
        let mut callers = vec![0u32; n];
        let mut last: Option<(FuncId, FuncId)> = None;
        for (a, b, stat) in calls {
            let cost = profile.call_cost(stat);
            if last != Some((a, b)) {
                let r = (edge_cost.len() / e.max(1)) as u32;
                edge_cost.extend(std::iter::repeat_n(0, e));
                out[a as usize].push((b, r));
                callers[b as usize] += 1;
                last = Some((a, b));
            }
            let r = out[a as usize].last().map_or(0, |x| x.1) as usize;
            for (i, &ev) in events.iter().enumerate() {
                let v = clamp(cost.get(ev).unwrap_or(0));
                edge_cost[r * e + i] = edge_cost[r * e + i].saturating_add(v);
            }
        }
        Graph {
            events: e,
            self_cost,
            out,
            edge_cost,
            callers,
            key,
            is_host: (0..n).map(|f| host[f] == f as FuncId).collect(),
        }
    }

    fn self_of(&self, f: FuncId) -> &[u64] {
        &self.self_cost[f as usize * self.events..(f as usize + 1) * self.events]
    }

    fn edge(&self, row: u32) -> &[u64] {
        &self.edge_cost[row as usize * self.events..(row as usize + 1) * self.events]
    }
}

/// Which calls the walk follows: a depth-first search from the contexts
/// no call reaches cuts the calls that close a cycle (recursion through
/// the top-level catch-all `f'N`, or any recursion at
/// `--separate-recs=1`: their recorded cost is within an outer call's).
/// Returns the contexts in an order where every followed call goes
/// forward, and the cut calls' rows.
fn order(graph: &Graph) -> (Vec<FuncId>, Vec<bool>) {
    let n = graph.out.len();
    let rows = graph.edge_cost.len() / graph.events.max(1);
    let mut cut = vec![false; rows];
    // 0 unseen, 1 on the search's stack, 2 done.
    let mut state = vec![0u8; n];
    let mut post: Vec<FuncId> = Vec::with_capacity(n);
    let starts = (0..n as FuncId)
        .filter(|&f| graph.callers[f as usize] == 0)
        .chain(0..n as FuncId);
    for s in starts {
        if state[s as usize] != 0 || !graph.is_host[s as usize] {
            continue;
        }
        state[s as usize] = 1;
        let mut stack: Vec<(FuncId, usize)> = vec![(s, 0)];
        while let Some(&mut (x, ref mut i)) = stack.last_mut() {
            if let Some(&(y, row)) = graph.out[x as usize].get(*i) {
                *i += 1;
                match state[y as usize] {
                    0 => {
                        state[y as usize] = 1;
                        stack.push((y, 0));
                    }
                    1 => cut[row as usize] = true,
                    _ => {}
                }
            } else {
                state[x as usize] = 2;
                post.push(x);
                stack.pop();
            }
        }
    }
    post.reverse();
    (post, cut)
}

/// Flow into one context at one frame.
struct Packet {
    frame: u32,
    amount: Vec<f64>,
    /// How many of the context's followed callers passed it their whole
    /// recorded cost here.
    whole_inputs: u32,
    /// Some of it was an estimated share.
    partial: bool,
}

/// Per frame while building.
#[derive(Clone, Copy)]
struct State {
    /// Every flow that came in from the parent was a whole one.
    inflow_whole: bool,
    /// Some flow moved across this frame's subtree (to or from a frame
    /// outside it) by an estimate.
    disturbed: bool,
    /// Every flow left in the frame itself was whole.
    own_whole: bool,
    /// How many frames its stack has, itself included.
    depth: u32,
}

/// Builds the stacks of `profile` (see the module documentation).
///
/// Contexts are taken in an order where calls go forward; each passes the
/// flow it received at each frame on to its callees, in proportion to
/// their calls' cost (exactly, when it received its whole cost at one
/// frame), and leaves its self cost at the frame in the same proportion.
/// A callee's frame is the frame's child of the callee's key; the frame
/// itself for a callee of the same key (direct recursion); and for a key
/// already on the stack, that earlier frame (a stack never holds a key
/// twice: `main;a;b;a` is `main;a`). A frame's weight is the cost left in
/// it and below it, in whole units: rounded from the top down, so that an
/// exact frame keeps its recorded cost and children never outweigh their
/// parent.
///
/// A frame is exact when its parent is, every flow that came in from the
/// parent was its context's whole recorded cost (the context has no other
/// caller, or all its callers passed it their whole cost there), and no
/// estimated flow left its subtree for a frame above it.
pub fn build(profile: &Profile, opts: &StackOptions) -> Tree {
    let host = crate::analysis::hosts::hosts(profile);
    let (key, keys, chain_len) = keys(profile, &host, opts.granularity, opts.strip_hashes);
    let graph = Graph::new(profile, &opts.events, &host, key.clone());
    let e = graph.events;
    let names: Vec<String> = opts
        .events
        .iter()
        .map(|&i| profile.events.get(i).cloned().unwrap_or_default())
        .collect();
    let mut tree = Tree::empty(names, keys);
    tree.chain_len = chain_len;
    tree.function_key = key;
    let n = profile.functions.len();
    for f in 0..n {
        for (i, t) in tree.totals.iter_mut().enumerate() {
            *t = t.saturating_add(graph.self_of(f as FuncId)[i]);
        }
    }
    let (order, cut) = order(&graph);
    // Followed calls into each context.
    let mut followed_callers = vec![0u32; n];
    for out in &graph.out {
        for &(y, row) in out {
            if !cut[row as usize] {
                followed_callers[y as usize] += 1;
            }
        }
    }
    // The contexts at either end of a cut call with cost: where their
    // frames are, for the exactness of the frames between them.
    let mut cut_end = vec![false; n];
    let mut cut_calls: Vec<(FuncId, FuncId)> = Vec::new();
    for (xx, out) in graph.out.iter().enumerate() {
        for &(y, row) in out {
            if cut[row as usize] && graph.edge(row).iter().any(|&v| v > 0) {
                cut_end[xx] = true;
                cut_end[y as usize] = true;
                cut_calls.push((xx as FuncId, y));
            }
        }
    }
    let mut frames_of: FxHashMap<FuncId, Vec<u32>> = FxHashMap::default();
    let mut rescaled: Vec<FuncId> = Vec::new();
    let mut pending: Vec<Vec<Packet>> = (0..n).map(|_| Vec::new()).collect();
    let mut dropped = vec![0f64; n * e];
    // Cost left in each frame itself, per event.
    let mut own: Vec<f64> = Vec::new();
    let mut state: Vec<State> = Vec::new();
    let mut child_of: FxHashMap<(u32, u32), u32> = FxHashMap::default();
    let new_frame = |tree: &mut Tree, own: &mut Vec<f64>, state: &mut Vec<State>, key: u32, parent: u32| {
        let id = tree.frames.len() as u32;
        let depth = if parent == ROOT {
            1
        } else {
            state[parent as usize].depth + 1
        };
        tree.frames.push(Frame {
            key,
            parent,
            children: Vec::new(),
            exact: true,
            self_exact: true,
            unexpanded: false,
        });
        own.extend(std::iter::repeat_n(0.0, e));
        state.push(State {
            inflow_whole: true,
            disturbed: false,
            own_whole: true,
            depth,
        });
        if parent == ROOT {
            tree.roots.push(id);
        } else {
            tree.frames[parent as usize].children.push(id);
        }
        id
    };
    for &x in &order {
        let mut packets = std::mem::take(&mut pending[x as usize]);
        let kept: Vec<(FuncId, u32)> = graph.out[x as usize]
            .iter()
            .copied()
            .filter(|&(_, row)| !cut[row as usize])
            .collect();
        if followed_callers[x as usize] == 0 && graph.is_host[x as usize] {
            let mut amount = graph.self_of(x).iter().map(|&v| v as f64).collect::<Vec<f64>>();
            for &(_, row) in &kept {
                for (a, &v) in amount.iter_mut().zip(graph.edge(row)) {
                    *a += v as f64;
                }
            }
            if amount.iter().any(|&a| a > 0.0) {
                let id = new_frame(&mut tree, &mut own, &mut state, graph.key[x as usize], ROOT);
                packets.push(Packet {
                    frame: id,
                    amount,
                    whole_inputs: 0,
                    partial: false,
                });
            }
        }
        if packets.is_empty() {
            continue;
        }
        // One packet per frame.
        packets.sort_by_key(|p| p.frame);
        let mut merged: Vec<Packet> = Vec::with_capacity(packets.len());
        for p in packets {
            match merged.last_mut() {
                Some(m) if m.frame == p.frame => {
                    for (a, v) in m.amount.iter_mut().zip(&p.amount) {
                        *a += v;
                    }
                    m.whole_inputs += p.whole_inputs;
                    m.partial |= p.partial;
                }
                _ => merged.push(p),
            }
        }
        let self_cost = graph.self_of(x);
        // An estimated flow takes the share of the context's recorded
        // costs that its part of all the flow into the context is.
        // Flow that unexpanded frames kept (see below) counts as inflow:
        // its share of the context's costs is in them.
        let mut inflow = dropped[x as usize * e..(x as usize + 1) * e].to_vec();
        // The flow of the expanded packets, whose frames get the self cost.
        let mut expanded_in = vec![0f64; e];
        for p in &merged {
            for (t, a) in inflow.iter_mut().zip(&p.amount) {
                *t += a;
            }
        }
        let mut deposits: Vec<f64> = Vec::with_capacity(merged.len() * e);
        if cut_end[x as usize] {
            frames_of.insert(x, merged.iter().map(|p| p.frame).collect());
        }
        for p in &merged {
            // Whole: every followed call into the context passed its whole
            // cost here. A cut call into it (closing a cycle) is checked
            // at the end: it must come from below this frame, a nested
            // activation whose cost is within the followed calls'.
            let whole = !p.partial && p.whole_inputs == followed_callers[x as usize];
            let share: Vec<f64> = (0..e)
                .map(|i| if inflow[i] > 0.0 { p.amount[i] / inflow[i] } else { 0.0 })
                .collect();
            for i in 0..e {
                deposits.push(if whole {
                    self_cost[i] as f64
                } else {
                    self_cost[i] as f64 * share[i]
                });
            }
            if !whole && self_cost.iter().any(|&v| v > 0) && p.amount.iter().any(|&a| a > 0.0) {
                state[p.frame as usize].own_whole = false;
            }
            let too_deep = state[p.frame as usize].depth as usize >= super::MAX_DEPTH;
            let expand = p.amount.first().is_none_or(|&a| a >= opts.floor as f64)
                && tree.frames.len() < opts.max_frames
                && !too_deep;
            if !expand {
                // Too light (or deep) to expand: the frame keeps the flow
                // whole (its callees' cost in it), and the callees count
                // it as theirs kept elsewhere.
                if !tree.frames[p.frame as usize].unexpanded {
                    tree.frames[p.frame as usize].unexpanded = true;
                    tree.unexpanded += 1;
                    tree.too_deep += usize::from(too_deep);
                }
                let at = deposits.len() - e;
                for i in 0..e {
                    deposits[at + i] = 0.0;
                    own[p.frame as usize * e + i] += p.amount[i];
                }
                for &(y, row) in &kept {
                    let cost = graph.edge(row);
                    for i in 0..e {
                        dropped[y as usize * e + i] += if whole {
                            cost[i] as f64
                        } else {
                            cost[i] as f64 * share[i]
                        };
                    }
                }
                continue;
            }
            for (t, a) in expanded_in.iter_mut().zip(&p.amount) {
                *t += a;
            }
            let frame_key = tree.frames[p.frame as usize].key;
            for &(y, row) in &kept {
                let cost = graph.edge(row);
                let amount: Vec<f64> = (0..e)
                    .map(|i| {
                        if whole {
                            cost[i] as f64
                        } else {
                            cost[i] as f64 * share[i]
                        }
                    })
                    .collect();
                if amount.iter().all(|&a| a <= 0.0) {
                    continue;
                }
                let ky = graph.key[y as usize];
                let target = if ky == frame_key {
                    p.frame
                } else {
                    match existing_target(&tree, &child_of, p.frame, ky) {
                        Some(t) => t,
                        None => {
                            let c = new_frame(&mut tree, &mut own, &mut state, ky, p.frame);
                            child_of.insert((p.frame, ky), c);
                            c
                        }
                    }
                };
                if !whole {
                    if tree.frames[target as usize].parent == p.frame && target != p.frame {
                        state[target as usize].inflow_whole = false;
                    } else {
                        disturb(&tree, &mut state, p.frame, target);
                    }
                }
                pending[y as usize].push(Packet {
                    frame: target,
                    amount,
                    whole_inputs: u32::from(whole),
                    partial: !whole,
                });
            }
        }
        // The self cost, all of it, over the frames (already so but for
        // rounding, unless no flow reached the context with cost).
        let mut moved = false;
        for i in 0..e {
            let sum: f64 = (0..merged.len()).map(|j| deposits[j * e + i]).sum();
            let want = if inflow[i] > 0.0 {
                self_cost[i] as f64 * (expanded_in[i] / inflow[i]).min(1.0)
            } else {
                self_cost[i] as f64
            };
            let factor = if sum > 0.0 { want / sum } else { 0.0 };
            if sum <= 0.0 && want > 0.0 && !merged.is_empty() {
                own[merged[0].frame as usize * e + i] += want;
                moved = true;
                continue;
            }
            if (factor - 1.0).abs() > 1e-6 {
                moved = true;
            }
            for (j, p) in merged.iter().enumerate() {
                own[p.frame as usize * e + i] += deposits[j * e + i] * factor;
            }
        }
        if moved && !cut_end[x as usize] {
            frames_of.insert(x, merged.iter().map(|p| p.frame).collect());
            rescaled.push(x);
        }
    }
    // Flow moved between the frames of a cut call's ends (and of a context
    // made whole by rescaling): the frames between them and where their
    // stacks meet are estimated.
    for (a, b) in cut_calls {
        let (from, to) = (frames_of.get(&a), frames_of.get(&b));
        // Nested: the callee's one frame is of its key and above every
        // frame of the caller, where the call's flow would return to.
        if let (Some(from), Some(&[t])) = (from, to.map(Vec::as_slice))
            && tree.frames[t as usize].key == graph.key[b as usize]
            && from.iter().all(|&f| tree.path(f).contains(&t))
        {
            continue;
        }
        let group: Vec<u32> = from.into_iter().chain(to).flatten().copied().collect();
        disturb_group(&tree, &mut state, &group);
        for &f in to.into_iter().flatten() {
            state[f as usize].disturbed = true;
        }
    }
    for c in rescaled {
        disturb_group(&tree, &mut state, &frames_of[&c]);
    }
    // Exactness from the top down (parents come before children).
    for (f, s) in state.iter().enumerate() {
        let parent = tree.frames[f].parent;
        let parent_exact = parent == ROOT || tree.frames[parent as usize].exact;
        tree.frames[f].exact = parent_exact && s.inflow_whole && !s.disturbed;
    }
    // Float weights: own cost plus the children's (children come after
    // their parents).
    let mut floats = own.clone();
    for f in (0..tree.frames.len()).rev() {
        let parent = tree.frames[f].parent;
        if parent != ROOT {
            for i in 0..e {
                floats[parent as usize * e + i] += floats[f * e + i];
            }
        }
    }
    sort_siblings(&mut tree);
    round(&mut tree, &floats);
    for (f, s) in state.iter().enumerate() {
        let fr = &tree.frames[f];
        let children_exact = fr.children.iter().all(|&c| tree.frames[c as usize].exact);
        tree.frames[f].self_exact = fr.exact && children_exact && s.own_whole && !fr.unexpanded;
    }
    for i in 0..e {
        tree.unattributed[i] = tree.totals[i].saturating_sub(tree.shown_total(i));
    }
    tree
}

/// The frame a call into key `k` from `frame` goes to, if it exists:
/// `frame` itself for its own key, a frame above it of that key, else its
/// child of that key.
fn existing_target(tree: &Tree, child_of: &FxHashMap<(u32, u32), u32>, frame: u32, k: u32) -> Option<u32> {
    let mut at = frame;
    while at != ROOT {
        if tree.frames[at as usize].key == k {
            return Some(at);
        }
        at = tree.frames[at as usize].parent;
    }
    child_of.get(&(frame, k)).copied()
}

/// An estimated flow between frame `from` and frame `to` (one above the
/// other, or a child): the frames whose subtree it enters or leaves are
/// not exact.
fn disturb(tree: &Tree, state: &mut [State], from: u32, to: u32) {
    if tree.frames[to as usize].parent == from && to != from {
        state[to as usize].inflow_whole = false;
        return;
    }
    // `to` is `from` or above it: every frame from `from` up to below `to`.
    let mut at = from;
    while at != to && at != ROOT {
        state[at as usize].disturbed = true;
        at = tree.frames[at as usize].parent;
    }
}

/// Flow moved between `frames`: every frame on the way from each of them
/// up to (not including) the frame where all their stacks meet is
/// estimated; a lone frame is itself.
fn disturb_group(tree: &Tree, state: &mut [State], frames: &[u32]) {
    match frames {
        [] => {}
        [one] => state[*one as usize].disturbed = true,
        _ => {
            let paths: Vec<Vec<u32>> = frames.iter().map(|&f| tree.path(f)).collect();
            let common = (0..)
                .take_while(|&d| paths.iter().all(|p| p.get(d).is_some() && p[d] == paths[0][d]))
                .count();
            for p in &paths {
                for &f in &p[common..] {
                    state[f as usize].disturbed = true;
                }
            }
        }
    }
}

/// Integer weights from the float ones, top down: each frame's weight is
/// split over its children and itself by largest remainder, an exact child
/// first at its (whole) recorded cost, so that children never outweigh
/// their parent and the leaves add up to the top-level frames.
fn round(tree: &mut Tree, floats: &[f64]) {
    let e = tree.events.len();
    tree.weights = vec![0; tree.frames.len() * e];
    for &r in &tree.roots {
        for i in 0..e {
            tree.weights[r as usize * e + i] = floats[r as usize * e + i].round().max(0.0) as u64;
        }
    }
    for f in tree.preorder() {
        let children = tree.frames[f as usize].children.clone();
        if children.is_empty() {
            continue;
        }
        for i in 0..e {
            let w = tree.weights[f as usize * e + i];
            let kids: Vec<f64> = children.iter().map(|&c| floats[c as usize * e + i].max(0.0)).collect();
            let own = (floats[f as usize * e + i] - kids.iter().sum::<f64>()).max(0.0);
            let mut left = w;
            let mut values = vec![0u64; kids.len()];
            let mut shares: Vec<f64> = Vec::with_capacity(kids.len() + 1);
            let mut estimated: Vec<usize> = Vec::new();
            for (j, &c) in children.iter().enumerate() {
                let v = kids[j].round();
                if tree.frames[c as usize].exact && v <= left as f64 {
                    values[j] = v as u64;
                    left -= values[j];
                } else {
                    estimated.push(j);
                    shares.push(kids[j]);
                }
            }
            // The frame's own cost is the last share; what it gets stays
            // with the frame.
            shares.push(own);
            let parts = apportion(left, &shares);
            for (k, &j) in estimated.iter().enumerate() {
                values[j] = parts[k];
            }
            for (j, v) in values.into_iter().enumerate() {
                tree.weights[children[j] as usize * e + i] = v;
            }
        }
    }
}

/// `total` split in whole units in proportion to `shares` (largest
/// remainder; ties to the earlier share). All to the last share when
/// they are all 0.
fn apportion(total: u64, shares: &[f64]) -> Vec<u64> {
    let mut out = vec![0u64; shares.len()];
    if shares.is_empty() {
        return out;
    }
    let sum: f64 = shares.iter().map(|s| s.max(0.0)).sum();
    if sum <= 0.0 {
        out[shares.len() - 1] = total;
        return out;
    }
    let mut given = 0u64;
    let mut rest: Vec<(f64, usize)> = Vec::with_capacity(shares.len());
    for (j, &s) in shares.iter().enumerate() {
        let x = s.max(0.0) / sum * total as f64;
        let fl = (x.floor() as u64).min(total - given);
        out[j] = fl;
        given += fl;
        rest.push((x - fl as f64, j));
    }
    rest.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut left = total - given;
    let mut k = 0;
    while left > 0 {
        out[rest[k % rest.len()].1] += 1;
        left -= 1;
        k += 1;
    }
    out
}

#[cfg(test)]
mod hash_tests {
    use super::{strip_rust_hashes, strip_rustc_commit};

    #[test]
    fn only_whole_hashes_go() {
        assert_eq!(strip_rust_hashes(b"a::b::h0123456789abcdef"), b"a::b");
        assert_eq!(
            strip_rust_hashes(b"<T as a::F>::f::h0123456789abcdef (inlined)"),
            b"<T as a::F>::f (inlined)"
        );
        // Not a hash: too short, too long, or a name that starts with h.
        assert_eq!(strip_rust_hashes(b"a::h0123"), b"a::h0123");
        assert_eq!(strip_rust_hashes(b"a::h0123456789abcdef0"), b"a::h0123456789abcdef0");
        assert_eq!(strip_rust_hashes(b"a::helper"), b"a::helper");
        let commit = "/rustc/0123456789abcdef0123456789abcdef01234567/library/core/src/lib.rs";
        assert_eq!(strip_rustc_commit(commit.as_bytes()), b"/rustc/library/core/src/lib.rs");
        assert_eq!(strip_rustc_commit(b"/rustc/abc/lib.rs"), b"/rustc/abc/lib.rs");
    }
}
