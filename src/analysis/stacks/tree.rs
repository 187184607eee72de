//! The tree of frames, and what outputs do with it: focus on some frames
//! (re-rooted there), exclude some (pruned with what they hold), invert
//! (callers above), prune narrow frames.

use rustc_hash::FxHashMap;

use super::Key;

/// No parent: a top-level frame.
pub const ROOT: u32 = u32::MAX;

#[derive(Debug, Clone)]
pub struct Frame {
    pub key: u32,
    pub parent: u32,
    /// Sorted by label (then key), as flame graphs order siblings.
    pub children: Vec<u32>,
    /// The weight is the recorded cost of its stack, not an estimate.
    pub exact: bool,
    /// The weight less the children's is exact too: the frame and every
    /// child are exact, and it was expanded.
    pub self_exact: bool,
    /// Not expanded (lighter than the floor, or past the frame budget):
    /// the weight of its callees is in its own.
    pub unexpanded: bool,
}

/// Frames with weights per event.
#[derive(Debug, Clone)]
pub struct Tree {
    pub events: Vec<String>,
    pub keys: Vec<Key>,
    pub frames: Vec<Frame>,
    /// Top-level frames, sorted by label.
    pub roots: Vec<u32>,
    /// `frames.len() * events.len()`, frame-major.
    pub(super) weights: Vec<u64>,
    /// The sum of the self costs per event (what the leaves add up to
    /// before focus or exclusion).
    pub totals: Vec<u64>,
    /// Frames left unexpanded while building.
    pub unexpanded: usize,
    /// Of those, the frames left unexpanded at [`super::MAX_DEPTH`].
    pub too_deep: usize,
    /// The longest caller chain of the profile's context names (0: none).
    pub chain_len: usize,
    /// Weight per event that no frame holds (self cost of contexts that no
    /// call from a top-level frame reaches).
    pub unattributed: Vec<u64>,
    /// Each function's frame key.
    pub function_key: Vec<u32>,
}

impl Tree {
    pub(super) fn empty(events: Vec<String>, keys: Vec<Key>) -> Tree {
        let n = events.len();
        Tree {
            events,
            keys,
            frames: Vec::new(),
            roots: Vec::new(),
            weights: Vec::new(),
            totals: vec![0; n],
            unexpanded: 0,
            too_deep: 0,
            chain_len: 0,
            unattributed: vec![0; n],
            function_key: Vec::new(),
        }
    }

    pub fn weight(&self, frame: u32, event: usize) -> u64 {
        self.weights[frame as usize * self.events.len() + event]
    }

    pub fn weights(&self, frame: u32) -> &[u64] {
        let n = self.events.len();
        &self.weights[frame as usize * n..(frame as usize + 1) * n]
    }

    /// The frame's weight less its children's: its own cost in this stack.
    pub fn self_weight(&self, frame: u32, event: usize) -> u64 {
        let f = &self.frames[frame as usize];
        let below: u64 = f.children.iter().map(|&c| self.weight(c, event)).sum();
        self.weight(frame, event).saturating_sub(below)
    }

    pub fn key(&self, frame: u32) -> &Key {
        &self.keys[self.frames[frame as usize].key as usize]
    }

    /// The sum of the top-level frames' weights.
    pub fn shown_total(&self, event: usize) -> u64 {
        self.roots.iter().map(|&r| self.weight(r, event)).sum()
    }

    /// The share (0 to 1) of the shown weight whose whole stack is exact:
    /// the self weight of frames whose self weight is exact.
    pub fn exact_share(&self, event: usize) -> f64 {
        let total = self.shown_total(event);
        if total == 0 {
            return 1.0;
        }
        let exact: u64 = (0..self.frames.len() as u32)
            .filter(|&f| self.frames[f as usize].self_exact)
            .map(|f| self.self_weight(f, event))
            .sum();
        exact as f64 / total as f64
    }

    /// The frames from the top down to `frame`.
    pub fn path(&self, frame: u32) -> Vec<u32> {
        let mut path = vec![frame];
        let mut f = frame;
        while self.frames[f as usize].parent != ROOT {
            f = self.frames[f as usize].parent;
            path.push(f);
        }
        path.reverse();
        path
    }

    /// Every frame, parents before children, siblings in order.
    pub fn preorder(&self) -> Vec<u32> {
        let mut order = Vec::with_capacity(self.frames.len());
        let mut stack: Vec<u32> = self.roots.iter().rev().copied().collect();
        while let Some(f) = stack.pop() {
            order.push(f);
            stack.extend(self.frames[f as usize].children.iter().rev());
        }
        order
    }

    /// The tree with only the frames whose key `keep` accepts as tops,
    /// their stacks above cut off and the stacks below merged per key
    /// (`--focus`): the outermost frame of each stack that `keep`
    /// accepts.
    pub fn focus(&self, keep: impl Fn(u32) -> bool) -> Tree {
        let mut out = Merger::new(self);
        for f in self.preorder() {
            if !keep(self.frames[f as usize].key) {
                continue;
            }
            let path = self.path(f);
            if path[..path.len() - 1]
                .iter()
                .any(|&a| keep(self.frames[a as usize].key))
            {
                continue;
            }
            out.copy_subtree(self, f, ROOT);
        }
        out.finish()
    }

    /// The tree without the frames whose key `drop` accepts, and what is
    /// below them (`--exclude`): their weight leaves their parents' too.
    pub fn exclude(&self, drop: impl Fn(u32) -> bool) -> Tree {
        let mut out = Merger::new(self);
        let mut stack: Vec<(u32, u32)> = self.roots.iter().rev().map(|&r| (r, ROOT)).collect();
        let mut removed: FxHashMap<u32, Vec<u64>> = FxHashMap::default();
        let n = self.events.len();
        while let Some((f, parent)) = stack.pop() {
            let frame = &self.frames[f as usize];
            if drop(frame.key) {
                // Take its weight off every ancestor in the new tree.
                let mut a = parent;
                while a != ROOT {
                    let w = removed.entry(a).or_insert_with(|| vec![0; n]);
                    for (e, v) in w.iter_mut().enumerate() {
                        *v += self.weight(f, e);
                    }
                    a = out.frames[a as usize].parent;
                }
                continue;
            }
            let new = out.add(frame.key, parent, self.weights(f), frame);
            stack.extend(frame.children.iter().rev().map(|&c| (c, new)));
        }
        for (f, w) in removed {
            let row = &mut out.weights[f as usize * n..(f as usize + 1) * n];
            for (v, r) in row.iter_mut().zip(w) {
                *v = v.saturating_sub(r);
            }
        }
        out.finish()
    }

    /// The callers' view: a top-level frame per function with self
    /// weight, its callers below it, their callers below them. A frame is
    /// exact when every frame whose self weight it gathers is.
    pub fn invert(&self) -> Tree {
        let mut out = Merger::new(self);
        let n = self.events.len();
        let mut own = vec![0u64; n];
        for f in self.preorder() {
            for (e, v) in own.iter_mut().enumerate() {
                *v = self.self_weight(f, e);
            }
            if own.iter().all(|&v| v == 0) {
                continue;
            }
            let frame = &self.frames[f as usize];
            let mut parent = ROOT;
            let mut at = f;
            loop {
                let x = &self.frames[at as usize];
                let flags = Frame {
                    key: x.key,
                    parent,
                    children: Vec::new(),
                    exact: frame.self_exact,
                    self_exact: frame.self_exact,
                    unexpanded: frame.unexpanded,
                };
                parent = out.add(x.key, parent, &own, &flags);
                if x.parent == ROOT {
                    break;
                }
                at = x.parent;
            }
        }
        let mut t = out.finish();
        // In the callers' view a frame's own weight is the part of its
        // function's self cost whose callers end there: exact with it.
        for f in 0..t.frames.len() {
            let exact = t.frames[f].exact;
            t.frames[f].self_exact = exact && t.frames[f].children.iter().all(|&c| t.frames[c as usize].exact);
        }
        t
    }

    /// A kept frame's weight in `event` not in its kept children: what a
    /// stack ending at it weighs once the frames `keep` leaves out are
    /// folded into their parents (the folded line's, speedscope's and
    /// pprof's sample weight).
    pub fn own_weight(&self, f: u32, event: usize, keep: &[bool]) -> u64 {
        let below: u64 = self.frames[f as usize]
            .children
            .iter()
            .filter(|&&c| keep[c as usize])
            .map(|&c| self.weight(c, event))
            .sum();
        self.weight(f, event).saturating_sub(below)
    }

    /// The frames at least `min` wide in `event` whose parents are kept;
    /// returns which frames are kept (by id) and how many were pruned.
    pub fn prune(&self, event: usize, min: u64) -> (Vec<bool>, usize) {
        let mut keep = vec![false; self.frames.len()];
        let mut pruned = 0;
        let mut stack: Vec<u32> = self.roots.clone();
        while let Some(f) = stack.pop() {
            let w = self.weight(f, event);
            if w == 0 {
                continue;
            }
            if w < min {
                pruned += 1;
                continue;
            }
            keep[f as usize] = true;
            stack.extend(&self.frames[f as usize].children);
        }
        (keep, pruned)
    }

    /// The deepest stack.
    pub fn depth(&self) -> usize {
        let mut depth = vec![0usize; self.frames.len()];
        let mut max = 0;
        for f in self.preorder() {
            let p = self.frames[f as usize].parent;
            let d = if p == ROOT { 1 } else { depth[p as usize] + 1 };
            depth[f as usize] = d;
            max = max.max(d);
        }
        max
    }
}

/// Builds a tree frame by frame, merging frames of one key under one
/// parent (weights added, exact only when every merged frame is).
pub(super) struct Merger {
    events: Vec<String>,
    keys: Vec<Key>,
    frames: Vec<Frame>,
    weights: Vec<u64>,
    index: FxHashMap<(u32, u32), u32>,
    roots: Vec<u32>,
    totals: Vec<u64>,
    unexpanded: usize,
    too_deep: usize,
    chain_len: usize,
    unattributed: Vec<u64>,
    function_key: Vec<u32>,
}

impl Merger {
    pub(super) fn new(from: &Tree) -> Merger {
        Merger {
            events: from.events.clone(),
            keys: from.keys.clone(),
            frames: Vec::new(),
            weights: Vec::new(),
            index: FxHashMap::default(),
            roots: Vec::new(),
            totals: from.totals.clone(),
            unexpanded: from.unexpanded,
            too_deep: from.too_deep,
            chain_len: from.chain_len,
            unattributed: from.unattributed.clone(),
            function_key: from.function_key.clone(),
        }
    }

    /// Adds `weights` to the frame of `key` under `parent` (made when
    /// missing); returns its id.
    pub(super) fn add(&mut self, key: u32, parent: u32, weights: &[u64], flags: &Frame) -> u32 {
        let n = self.events.len();
        let id = match self.index.get(&(parent, key)) {
            Some(&id) => {
                let f = &mut self.frames[id as usize];
                f.exact &= flags.exact;
                f.self_exact &= flags.self_exact;
                f.unexpanded |= flags.unexpanded;
                id
            }
            None => {
                let id = self.frames.len() as u32;
                self.frames.push(Frame {
                    key,
                    parent,
                    children: Vec::new(),
                    exact: flags.exact,
                    self_exact: flags.self_exact,
                    unexpanded: flags.unexpanded,
                });
                self.weights.extend(std::iter::repeat_n(0, n));
                self.index.insert((parent, key), id);
                if parent == ROOT {
                    self.roots.push(id);
                } else {
                    self.frames[parent as usize].children.push(id);
                }
                id
            }
        };
        let row = &mut self.weights[id as usize * n..(id as usize + 1) * n];
        for (v, w) in row.iter_mut().zip(weights) {
            *v = v.saturating_add(*w);
        }
        id
    }

    fn copy_subtree(&mut self, from: &Tree, top: u32, parent: u32) {
        let mut stack = vec![(top, parent)];
        while let Some((f, parent)) = stack.pop() {
            let frame = &from.frames[f as usize];
            let new = self.add(frame.key, parent, from.weights(f), frame);
            stack.extend(frame.children.iter().rev().map(|&c| (c, new)));
        }
    }

    pub(super) fn finish(self) -> Tree {
        let mut t = Tree {
            events: self.events,
            keys: self.keys,
            frames: self.frames,
            roots: self.roots,
            weights: self.weights,
            totals: self.totals,
            unexpanded: self.unexpanded,
            too_deep: self.too_deep,
            chain_len: self.chain_len,
            unattributed: self.unattributed,
            function_key: self.function_key,
        };
        sort_siblings(&mut t);
        t
    }
}

/// Orders every frame's children and the roots by label, then key.
pub(super) fn sort_siblings(t: &mut Tree) {
    let keys = &t.keys;
    let frames_keys: Vec<u32> = t.frames.iter().map(|f| f.key).collect();
    let order = |a: &u32, b: &u32| {
        let (ka, kb) = (frames_keys[*a as usize], frames_keys[*b as usize]);
        keys[ka as usize].label.cmp(&keys[kb as usize].label).then(ka.cmp(&kb))
    };
    t.roots.sort_by(order);
    for f in &mut t.frames {
        f.children.sort_by(order);
    }
}
