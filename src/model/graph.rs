//! Strongly connected components of a call graph: the cycles of recursion
//! that inclusive costs have to treat as one unit.

/// The component of every node, by Tarjan's algorithm run with an explicit
/// stack (a call chain a million functions deep is a real profile's shape,
/// and recursion that deep would overflow the thread's stack).
///
/// Nodes are `0..nodes`; `edges` are (from, to) pairs in any order.
/// Components are numbered from 0 in the order Tarjan completes them.
pub fn components(nodes: usize, edges: &[(u32, u32)]) -> Vec<u32> {
    // Adjacency in compressed rows: the targets of node v are
    // `targets[start[v]..start[v + 1]]`.
    let mut start = vec![0u32; nodes + 1];
    for &(from, _) in edges {
        start[from as usize + 1] += 1;
    }
    for v in 0..nodes {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut targets = vec![0u32; edges.len()];
    for &(from, to) in edges {
        targets[fill[from as usize] as usize] = to;
        fill[from as usize] += 1;
    }

    let mut t = Tarjan {
        index: vec![UNSEEN; nodes],
        low: vec![0; nodes],
        on_stack: vec![false; nodes],
        component: vec![UNSEEN; nodes],
        stack: Vec::new(),
        frames: Vec::new(),
        next_index: 0,
        next_component: 0,
    };
    for root in 0..nodes as u32 {
        if t.index[root as usize] != UNSEEN {
            continue;
        }
        t.visit(root, start[root as usize]);
        while let Some(&(v, edge)) = t.frames.last() {
            if edge < start[v as usize + 1] {
                t.frames.last_mut().expect("a frame").1 += 1;
                let w = targets[edge as usize];
                if t.index[w as usize] == UNSEEN {
                    t.visit(w, start[w as usize]);
                } else if t.on_stack[w as usize] {
                    t.low[v as usize] = t.low[v as usize].min(t.index[w as usize]);
                }
            } else {
                t.finish(v);
            }
        }
    }
    t.component
}

const UNSEEN: u32 = u32::MAX;

struct Tarjan {
    index: Vec<u32>,
    low: Vec<u32>,
    on_stack: Vec<bool>,
    component: Vec<u32>,
    stack: Vec<u32>,
    /// Depth-first frames: (node, next edge to look at).
    frames: Vec<(u32, u32)>,
    next_index: u32,
    next_component: u32,
}

impl Tarjan {
    fn visit(&mut self, v: u32, first_edge: u32) {
        self.index[v as usize] = self.next_index;
        self.low[v as usize] = self.next_index;
        self.next_index += 1;
        self.stack.push(v);
        self.on_stack[v as usize] = true;
        self.frames.push((v, first_edge));
    }

    /// All of `v`'s edges are seen: hand its low link to its parent, and
    /// when it is its component's root, pop the component.
    fn finish(&mut self, v: u32) {
        self.frames.pop();
        if let Some(&(parent, _)) = self.frames.last() {
            self.low[parent as usize] = self.low[parent as usize].min(self.low[v as usize]);
        }
        if self.low[v as usize] == self.index[v as usize] {
            loop {
                let w = self.stack.pop().expect("v is on the stack");
                self.on_stack[w as usize] = false;
                self.component[w as usize] = self.next_component;
                if w == v {
                    break;
                }
            }
            self.next_component += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::components;

    fn same(c: &[u32], a: usize, b: usize) -> bool {
        c[a] == c[b]
    }

    #[test]
    fn finds_mutual_and_self_recursion() {
        // 0 -> 1 -> 2 -> 1, 2 -> 3, 3 -> 3, 4 alone.
        let c = components(5, &[(0, 1), (1, 2), (2, 1), (2, 3), (3, 3)]);
        assert!(same(&c, 1, 2));
        assert!(!same(&c, 0, 1));
        assert!(!same(&c, 2, 3));
        assert!(!same(&c, 3, 4));
        let distinct: std::collections::BTreeSet<_> = c.iter().collect();
        assert_eq!(distinct.len(), 4);
    }

    #[test]
    fn a_million_deep_chain_does_not_overflow() {
        let n = 1_000_000u32;
        let mut edges: Vec<(u32, u32)> = (0..n - 1).map(|v| (v, v + 1)).collect();
        let c = components(n as usize, &edges);
        let distinct: std::collections::HashSet<_> = c.iter().collect();
        assert_eq!(distinct.len(), n as usize);
        // Closing the chain makes it one cycle.
        edges.push((n - 1, 0));
        let c = components(n as usize, &edges);
        assert!(c.iter().all(|&x| x == c[0]));
    }
}
