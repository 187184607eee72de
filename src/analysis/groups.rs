//! The table by source file or by ELF object (`--group=file|object`): the
//! self cost of the functions in each and, on request, the inclusive cost
//! of each group.
//!
//! A group's inclusive cost is its cost on its own behalf (see
//! [`behalf`]): its code, with what it calls in the objects it depends on,
//! without the callbacks into the objects that depend on it. What runs
//! while any of its functions is on the stack (the same analysis as for
//! functions, on the graph of groups: see [`Recursion`]) bounds it from
//! above.

use std::cmp::Ordering;

use rustc_hash::FxHashMap;

use super::behalf;
use super::needs::{self, Order};
use super::recursion::{Edge, Graph, Recursion};
use crate::model::Profile;
use crate::model::cost::{Cost, CostRef};

/// What the table lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Group {
    #[default]
    Function,
    /// Source files (a function inlined from a header counts there).
    File,
    /// ELF objects (`ob=`).
    Object,
    /// Functions with their contexts (recursion levels, callers) and
    /// inlined fragments merged (see [`super::symbols`]): the profile is
    /// merged before the report, which lists functions.
    Symbol,
}

impl Group {
    /// Whether the report lists functions (by context or merged).
    pub fn lists_functions(self) -> bool {
        matches!(self, Group::Function | Group::Symbol)
    }
}

/// Name printed for functions whose object the profile does not give.
pub const NO_OBJECT: &[u8] = b"(no object)";

/// A row of the grouped table.
pub struct GroupRow {
    pub name: Vec<u8>,
    pub self_cost: Cost,
    /// When asked for: inclusive cost, exact or an upper bound (see
    /// [`Recursion`]).
    pub inclusive: Option<Cost>,
    /// The lower bound of the inclusive cost (equal to it when exact).
    pub lower: Option<Cost>,
    pub exact: bool,
    /// The file the group stands for (grouped by file).
    pub file: Option<u32>,
}

impl GroupRow {
    /// The cost the table lists and sorts by.
    pub fn listed(&self) -> &Cost {
        self.inclusive.as_ref().unwrap_or(&self.self_cost)
    }
}

/// Every group with code or (with inclusive costs) called, in name order.
/// Inclusive costs are given with the objects' dependency `order` (see
/// [`needs::object_order`]).
pub fn group_rows(
    profile: &Profile,
    group: Group,
    inclusive: Option<&Order>,
    total: CostRef<'_>,
    cmp_costs: impl Fn(CostRef<'_>, CostRef<'_>) -> Ordering,
) -> Vec<GroupRow> {
    let n = profile.events.len();
    // By object, a function seen in several objects (one file and name in
    // each: see `Profile::several_objects`) is in a group of its own per
    // set of objects: its self cost is some of each, in unknown shares.
    let mut shared: Vec<Vec<u32>> = Vec::new();
    let mut shared_of: FxHashMap<u32, u32> = FxHashMap::default();
    if group == Group::Object {
        let mut several: Vec<(&u32, &Vec<u32>)> = profile.several_objects.iter().collect();
        several.sort_unstable();
        for (&f, objects) in several {
            let mut set = objects.clone();
            set.sort_unstable_by(|&a, &b| profile.name(a).cmp(profile.name(b)).then(a.cmp(&b)));
            let i = shared.iter().position(|s| *s == set).unwrap_or_else(|| {
                shared.push(set);
                shared.len() - 1
            });
            shared_of.insert(f, i as u32 + 1);
        }
    }
    let shared_names: Vec<Vec<u8>> = shared
        .iter()
        .map(|set| {
            let mut name = b"(code built into each of: ".to_vec();
            for (i, &o) in set.iter().enumerate() {
                if i > 0 {
                    name.extend_from_slice(b", ");
                }
                let path = profile.name(o);
                name.extend_from_slice(crate::model::names::last_part(path));
            }
            name.push(b')');
            name
        })
        .collect();
    // Group key per function: a name id, or None for "no object"; and the
    // set of objects shared (0: none).
    let key = |f: usize| -> (Option<u32>, u32) {
        let func = &profile.functions[f];
        match group {
            Group::Object => match shared_of.get(&(f as u32)) {
                Some(&s) => (None, s),
                None => (needs::object_key(profile, f), 0),
            },
            _ => (Some(func.file), 0),
        }
    };
    let name = |k: &(Option<u32>, u32)| match k {
        (_, s) if *s > 0 => &shared_names[*s as usize - 1][..],
        (k, _) => k.map_or(NO_OBJECT, |id| profile.name(id)),
    };
    let mut keys: Vec<(Option<u32>, u32)> = (0..profile.functions.len()).map(key).collect();
    keys.sort_unstable();
    keys.dedup();
    keys.sort_by(|a, b| name(a).cmp(name(b)).then(a.cmp(b)));
    let node_of: FxHashMap<(Option<u32>, u32), u32> = keys.iter().enumerate().map(|(i, &k)| (k, i as u32)).collect();
    let node = |f: usize| node_of[&key(f)];
    let file = |k: &(Option<u32>, u32)| k.0.filter(|_| group == Group::File);

    let mut self_costs: Vec<Cost> = vec![Cost::zero(n); keys.len()];
    let mut has_body = vec![false; keys.len()];
    for (f, func) in profile.functions.iter().enumerate() {
        if func.has_body {
            let g = node(f) as usize;
            self_costs[g].add_saturating(profile.self_cost(f as u32));
            has_body[g] = true;
        }
    }
    let mut rows: Vec<GroupRow> = Vec::new();
    let Some(order) = inclusive else {
        for (g, k) in keys.iter().enumerate() {
            if has_body[g] {
                rows.push(GroupRow {
                    name: name(k).to_vec(),
                    self_cost: self_costs[g].clone(),
                    inclusive: None,
                    lower: None,
                    exact: true,
                    file: file(k),
                });
            }
        }
        return rows;
    };
    let edges: Vec<Edge<'_>> = profile
        .calls()
        .iter()
        .map(|(&(a, b), call)| (node(a as usize), node(b as usize), profile.call_cost(call)))
        .collect();
    let links: Vec<(u32, u32)> = profile
        .inlined
        .iter()
        .map(|&(a, b)| (node(a as usize), node(b as usize)))
        .collect();
    // While any of a group's functions is on the stack: an upper bound of
    // the figure on the group's behalf.
    let on_stack = Recursion::new(
        &Graph {
            nodes: keys.len(),
            self_cost: |g| self_costs[g as usize].as_ref(),
            edges: &edges,
            links: &links,
            levels: None,
            families: None,
            known: None,
            total,
        },
        cmp_costs,
        |a: u32, b: u32| a.cmp(&b),
    );
    let object_index = order.index();
    let group_of: Vec<u32> = (0..profile.functions.len()).map(node).collect();
    let object_of: Vec<u32> = (0..profile.functions.len())
        .map(|f| object_index.get(&needs::object_key(profile, f)).copied().unwrap_or(0))
        .collect();
    let components = super::function_components(profile);
    let mut size = vec![0u32; profile.functions.len()];
    for &c in &components {
        size[c as usize] += 1;
    }
    let mut in_cycle: Vec<bool> = components.iter().map(|&c| size[c as usize] > 1).collect();
    for &(a, b) in profile.calls().keys() {
        if a == b {
            in_cycle[a as usize] = true;
        }
    }
    let object_group: Vec<u32> = order
        .objects
        .iter()
        .map(|o| node_of.get(&(o.object, 0)).copied().unwrap_or(u32::MAX))
        .collect();
    let figures = behalf::on_behalf(
        profile,
        &behalf::Nodes {
            group: &group_of,
            object: &object_of,
            groups: keys.len(),
            object_group: (group == Group::Object).then_some(&object_group[..]),
        },
        order,
        &in_cycle,
        total,
    );
    // What runs while a group's functions are on the stack bounds the
    // figure by object, unless a function seen in several objects (whose
    // group is its own) may run a group's code. By file it leaves out the
    // code a file's functions run inlined from other files, which their
    // activations hold: no bound either.
    let misplaced = group == Group::File || !profile.several_objects.is_empty();
    for ((g, k), figure) in keys.iter().enumerate().zip(figures) {
        let g32 = g as u32;
        if has_body[g] || on_stack.is_called(g32) {
            let behalf::Figure { mut upper, lower } = figure;
            let stack = on_stack.cost(g32);
            for i in 0..n {
                if let (Some(u), Some(s)) = (upper.get(i), stack.get(i))
                    && s >= 0
                    && !misplaced
                    && lower.get(i).is_some_and(|l| l >= 0 && l <= s)
                {
                    upper.vals[i] = u.min(s);
                }
            }
            let exact = (0..n).all(|i| upper.get(i) == lower.get(i));
            rows.push(GroupRow {
                name: name(k).to_vec(),
                self_cost: self_costs[g].clone(),
                inclusive: Some(upper),
                lower: Some(lower),
                exact,
                file: file(k),
            });
        }
    }
    rows
}
