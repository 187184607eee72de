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

/// The function each context is counted in: itself, or for code inlined
/// from another file the function it was inlined into (followed to one
/// that is no fragment itself).
fn hosts(profile: &Profile) -> Vec<FuncId> {
    let n = profile.functions.len();
    let mut host: Vec<FuncId> = (0..n as FuncId).collect();
    for &(outer, inner) in &profile.inlined {
        if outer != inner && (inner as usize) < n && host[inner as usize] == inner {
            host[inner as usize] = outer;
        }
    }
    (0..n as FuncId)
        .map(|f| {
            let mut node = f;
            for _ in 0..n {
                let next = host[node as usize];
                if next == node || next == f {
                    break;
                }
                node = next;
            }
            node
        })
        .collect()
}

fn base_name(path: &[u8]) -> &[u8] {
    path.rsplit(|&b| b == b'/').next().unwrap_or(path)
}

/// Frame keys per context, and what each key names.
fn keys(profile: &Profile, host: &[FuncId], granularity: Granularity) -> (Vec<u32>, Vec<Key>, usize) {
    let mut index: FxHashMap<Vec<u8>, u32> = FxHashMap::default();
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
        let base = &name[..end];
        if end < name.len() {
            let fields = name[end + 1..].split(|&b| b == b'\'');
            let callers = fields.filter(|x| !x.is_empty() && !x.iter().all(u8::is_ascii_digit)).count();
            chain_len = chain_len.max(callers);
        }
        let file = profile.name(owner.file).to_vec();
        let object = owner.home_object.or(owner.object).map(|o| profile.name(o).to_vec()).unwrap_or_default();
        let label = match granularity {
            Granularity::Function => base.to_vec(),
            Granularity::FileFunction => {
                let mut l = file.clone();
                l.push(b':');
                l.extend_from_slice(base);
                l
            }
            Granularity::Object if object.is_empty() => b"???".to_vec(),
            Granularity::Object => base_name(&object).to_vec(),
        };
        let next = keys.len() as u32;
        let k = *index.entry(label.clone()).or_insert_with(|| {
            keys.push(Key {
                label,
                file: if granularity == Granularity::Object { Vec::new() } else { file },
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
        for f in 0..n {
            let c = profile.self_cost(f as FuncId);
            let h = host[f] as usize;
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

/// Builds the stacks of `profile` (see the module documentation).
///
/// Contexts are taken in an order where calls go forward; each passes the
/// flow it received at each frame on to its callees, in proportion to
/// their calls' cost (exactly, when it received its whole cost at one
/// frame), and leaves its self cost at the frame in the same proportion.
/// A callee's frame is the frame's child of the callee's key; the frame
/// itself for a callee of the same key (direct recursion); and for a key
/// already on the stack, that earlier frame (a stack never holds a key
/// twice: `main;a;b;a` is `main;a`). Each context's self cost is split
/// over its frames in whole units (largest remainder), so every function's
/// frames add up to its self cost; a frame's weight is the sum of the self
/// costs left in it and below it.
pub fn build(profile: &Profile, opts: &StackOptions) -> Tree {
    let host = hosts(profile);
    let (key, keys, chain_len) = keys(profile, &host, opts.granularity);
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
    let mut pending: Vec<Vec<Packet>> = (0..n).map(|_| Vec::new()).collect();
    let mut own: Vec<u64> = Vec::new();
    // Per frame: every flow that reached it was whole.
    let mut whole_here: Vec<bool> = Vec::new();
    let mut child_of: FxHashMap<(u32, u32), u32> = FxHashMap::default();
    let new_frame = |tree: &mut Tree, own: &mut Vec<u64>, whole_here: &mut Vec<bool>, key: u32, parent: u32| {
        let id = tree.frames.len() as u32;
        tree.frames.push(Frame {
            key,
            parent,
            children: Vec::new(),
            exact: true,
            self_exact: true,
            unexpanded: false,
        });
        own.extend(std::iter::repeat_n(0, e));
        whole_here.push(true);
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
        let cut_out = graph.out[x as usize]
            .iter()
            .any(|&(_, row)| cut[row as usize] && graph.edge(row).iter().any(|&v| v > 0));
        if followed_callers[x as usize] == 0 && graph.is_host[x as usize] {
            let mut amount = graph.self_of(x).iter().map(|&v| v as f64).collect::<Vec<f64>>();
            for &(_, row) in &kept {
                for (a, &v) in amount.iter_mut().zip(graph.edge(row)) {
                    *a += v as f64;
                }
            }
            if amount.iter().any(|&a| a > 0.0) {
                let id = new_frame(&mut tree, &mut own, &mut whole_here, graph.key[x as usize], ROOT);
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
        let mut denom = self_cost.iter().map(|&v| v as f64).collect::<Vec<f64>>();
        for &(_, row) in &kept {
            for (d, &v) in denom.iter_mut().zip(graph.edge(row)) {
                *d += v as f64;
            }
        }
        let mut deposits: Vec<f64> = Vec::with_capacity(merged.len() * e);
        for p in &merged {
            let whole = !p.partial && p.whole_inputs == followed_callers[x as usize] && !cut_out;
            let share: Vec<f64> = (0..e)
                .map(|i| if denom[i] > 0.0 { p.amount[i] / denom[i] } else { 0.0 })
                .collect();
            for i in 0..e {
                deposits.push(if whole { self_cost[i] as f64 } else { self_cost[i] as f64 * share[i] });
            }
            if !whole && p.amount.iter().any(|&a| a > 0.0) {
                whole_here[p.frame as usize] = false;
            }
            let expand = p.amount.first().is_none_or(|&a| a >= opts.floor as f64)
                && tree.frames.len() < opts.max_frames;
            if !expand && !tree.frames[p.frame as usize].unexpanded {
                tree.frames[p.frame as usize].unexpanded = true;
                tree.unexpanded += 1;
            }
            let frame_key = tree.frames[p.frame as usize].key;
            for &(y, row) in &kept {
                let cost = graph.edge(row);
                let amount: Vec<f64> = (0..e)
                    .map(|i| if whole { cost[i] as f64 } else { cost[i] as f64 * share[i] })
                    .collect();
                if amount.iter().all(|&a| a <= 0.0) {
                    continue;
                }
                let ky = graph.key[y as usize];
                let target = if !expand || ky == frame_key {
                    p.frame
                } else {
                    let mut at = tree.frames[p.frame as usize].parent;
                    let mut found = None;
                    while at != ROOT {
                        if tree.frames[at as usize].key == ky {
                            found = Some(at);
                            break;
                        }
                        at = tree.frames[at as usize].parent;
                    }
                    match found {
                        Some(a) => a,
                        None => match child_of.get(&(p.frame, ky)) {
                            Some(&c) => c,
                            None => {
                                let c = new_frame(&mut tree, &mut own, &mut whole_here, ky, p.frame);
                                child_of.insert((p.frame, ky), c);
                                c
                            }
                        },
                    }
                };
                pending[y as usize].push(Packet {
                    frame: target,
                    amount,
                    whole_inputs: u32::from(whole),
                    partial: !whole,
                });
            }
        }
        // The self cost in whole units over the frames.
        for i in 0..e {
            let shares: Vec<f64> = (0..merged.len()).map(|j| deposits[j * e + i]).collect();
            for (j, v) in apportion(self_cost[i], &shares).into_iter().enumerate() {
                let slot = &mut own[merged[j].frame as usize * e + i];
                *slot = slot.saturating_add(v);
            }
        }
    }
    // Weights: own cost plus the children's (children come after their
    // parents).
    tree.weights = own.clone();
    let mut exact = whole_here;
    for f in (0..tree.frames.len()).rev() {
        let parent = tree.frames[f].parent;
        tree.frames[f].self_exact = exact[f] && !tree.frames[f].unexpanded;
        if parent != ROOT {
            for i in 0..e {
                let v = tree.weights[f * e + i];
                let w = &mut tree.weights[parent as usize * e + i];
                *w = w.saturating_add(v);
            }
            exact[parent as usize] &= exact[f];
        }
    }
    for (f, frame) in tree.frames.iter_mut().enumerate() {
        frame.exact = exact[f];
    }
    // Only whole flows left cost in an exact frame's subtree; its own
    // cost is exact when every flow that reached the frame itself was.
    sort_siblings(&mut tree);
    for i in 0..e {
        tree.unattributed[i] = tree.totals[i].saturating_sub(tree.shown_total(i));
    }
    tree
}

/// `total` split in whole units in proportion to `shares` (largest
/// remainder; ties to the earlier share). All to the first share when
/// they are all 0.
fn apportion(total: u64, shares: &[f64]) -> Vec<u64> {
    let mut out = vec![0u64; shares.len()];
    if shares.is_empty() {
        return out;
    }
    let sum: f64 = shares.iter().map(|s| s.max(0.0)).sum();
    if sum <= 0.0 {
        out[0] = total;
        return out;
    }
    // One share holding (nearly) everything: exact, no float on the way.
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
