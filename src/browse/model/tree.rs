//! The call tree view (`t`): expanding and collapsing its nodes, and
//! following the hot path (`l`).

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use super::{Browser, Node, TreeState, View};
use crate::model::FuncId;
use crate::view::Figure;

/// A `l` walk stops after this many calls (the path check stops it on any
/// cycle first; this bounds a pathological chain).
const HOT_PATH_MAX: usize = 512;

impl Browser<'_> {
    pub(super) fn open_tree(&mut self) {
        let Some(f) = self.current_function().filter(|&f| self.figures.is_function(f)) else {
            self.list.chrome.message = Some("no function here".into());
            return;
        };
        self.push_history();
        self.view = View::Tree(self.tree_for(f));
    }

    /// The call tree of `f`: the root, its callees one level down.
    pub(super) fn tree_for(&mut self, f: FuncId) -> TreeState {
        // The root's inclusive cost as the list shows it (a bound marked
        // as one), its self cost until inclusive costs are computed.
        let cost = self
            .figures
            .inclusive(f)
            .map(|c| c.to_owned())
            .unwrap_or_else(|| Figure::Exact(self.figures.self_cost(f)));
        let mut t = TreeState {
            nodes: vec![Node {
                func: f,
                depth: 0,
                parent: None,
                count: None,
                cost,
                on_path: false,
                expanded: false,
            }],
            cursor: 0,
            offset: 0,
        };
        self.tree_expand(&mut t, 0);
        t
    }

    /// Whether `f` is `node` or one of its ancestors.
    fn on_path(t: &TreeState, node: usize, f: FuncId) -> bool {
        let mut at = Some(node);
        while let Some(i) = at {
            if t.nodes[i].func == f {
                return true;
            }
            at = t.nodes[i].parent;
        }
        false
    }

    /// Opens a node's callees under it; false if it has none (or is a
    /// recursive call, not descended into).
    fn tree_expand(&mut self, t: &mut TreeState, node: usize) -> bool {
        let n = &t.nodes[node];
        if n.expanded {
            return true;
        }
        if n.on_path || n.cost == Figure::Undecided {
            return false;
        }
        let (func, depth) = (n.func, n.depth);
        let callees = self.calls_of(func, false);
        if callees.is_empty() {
            return false;
        }
        let children: Vec<Node> = callees
            .into_iter()
            .map(|c| Node {
                on_path: Self::on_path(t, node, c.other),
                func: c.other,
                depth: depth + 1,
                parent: Some(node),
                count: Some(c.count),
                cost: c.cost,
                expanded: false,
            })
            .collect();
        let k = children.len();
        t.nodes.splice(node + 1..node + 1, children);
        // Parents after the inserted nodes moved down by k.
        for n in &mut t.nodes[node + 1 + k..] {
            if let Some(p) = n.parent.as_mut().filter(|p| **p > node) {
                *p += k;
            }
        }
        t.nodes[node].expanded = true;
        true
    }

    fn tree_collapse(t: &mut TreeState, node: usize) {
        let depth = t.nodes[node].depth;
        let end = (node + 1..t.nodes.len())
            .find(|&i| t.nodes[i].depth <= depth)
            .unwrap_or(t.nodes.len());
        let k = end - node - 1;
        t.nodes.drain(node + 1..end);
        for n in &mut t.nodes[node + 1..] {
            if let Some(p) = n.parent.as_mut().filter(|p| **p > node) {
                *p -= k;
            }
        }
        t.nodes[node].expanded = false;
    }

    pub(super) fn tree_key(&mut self, key: KeyEvent) {
        let View::Tree(mut t) = std::mem::replace(&mut self.view, View::List) else {
            return;
        };
        if super::move_cursor(&mut t.cursor, key.code, t.nodes.len(), self.list.chrome.page) {
            self.view = View::Tree(t);
            return;
        }
        match key.code {
            KeyCode::Right | KeyCode::Char('+') | KeyCode::Char(' ') => {
                let at = t.cursor;
                let node = &t.nodes[at];
                if node.on_path || node.cost == Figure::Undecided {
                    self.list.chrome.message = Some("a recursive call: its callees are above it in the tree".into());
                } else if !self.tree_expand(&mut t, at) {
                    self.list.chrome.message = Some("calls nothing".into());
                }
            }
            KeyCode::Left | KeyCode::Char('-') => {
                let at = t.cursor;
                if t.nodes[at].expanded {
                    Self::tree_collapse(&mut t, at);
                } else if let Some(p) = t.nodes[t.cursor].parent {
                    t.cursor = p;
                }
            }
            KeyCode::Char('u') => match t.nodes[t.cursor].parent {
                Some(p) => t.cursor = p,
                None => self.list.chrome.message = Some("at the root (Enter on a caller in the list goes up)".into()),
            },
            KeyCode::Char('l') => self.hot_path(&mut t),
            KeyCode::Enter => {
                let f = t.nodes[t.cursor].func;
                if t.cursor != 0 {
                    self.view = View::Tree(t);
                    self.push_history();
                    self.view = View::Tree(self.tree_for(f));
                    return;
                }
            }
            _ => {}
        }
        self.view = View::Tree(t);
    }

    /// `l`: from the cursor, down the heaviest call at each level until a
    /// function that calls nothing or only recursively.
    fn hot_path(&mut self, t: &mut TreeState) {
        for _ in 0..HOT_PATH_MAX {
            let at = t.cursor;
            if !self.tree_expand(t, at) {
                break;
            }
            // Children are in cost order, recursive calls last.
            let child = at + 1;
            let next = t
                .nodes
                .get(child)
                .filter(|n| n.parent == Some(at) && !n.on_path && n.cost != Figure::Undecided);
            match next {
                Some(_) => t.cursor = child,
                None => break,
            }
        }
    }
}
