//! The table by source file or by ELF object (`--group=file|object`): the
//! self cost of the functions in each and, on request, the inclusive cost
//! of each group.
//!
//! Inclusive cost treats the groups as the nodes of a call graph: a call
//! between functions of two groups is a call between the groups, and calls
//! within a group are like a function calling itself. A group's inclusive
//! cost is then what runs while any of its functions is active: exact for
//! a group in no cycle of groups, and for one that calls only itself (the
//! calls from other groups are its outermost entries); bounded (see
//! [`Recursion`]) for groups calling each other.

use std::cmp::Ordering;

use rustc_hash::FxHashMap;

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

/// A row of the grouped table: a group, or with inclusive costs a cycle
/// of groups calling each other, as a whole.
pub struct GroupRow {
    pub name: Vec<u8>,
    pub self_cost: Cost,
    /// When asked for: inclusive cost, exact or an upper bound (see
    /// [`Recursion`]).
    pub inclusive: Option<Cost>,
    /// The lower bound of the inclusive cost (equal to it when exact).
    pub lower: Option<Cost>,
    pub exact: bool,
    /// The cycle the group is a member of.
    pub cycle: Option<u32>,
    /// The row stands for this cycle as a whole.
    pub whole_cycle: Option<u32>,
    /// The file the group stands for (grouped by file).
    pub file: Option<u32>,
}

impl GroupRow {
    /// The cost the table lists and sorts by.
    pub fn listed(&self) -> &Cost {
        self.inclusive.as_ref().unwrap_or(&self.self_cost)
    }
}

/// Every group with code or (with `inclusive`) called, in name order, then
/// (with `inclusive`) a row per cycle of groups, by number.
pub fn group_rows(
    profile: &Profile,
    group: Group,
    inclusive: bool,
    total: CostRef<'_>,
    cmp_costs: impl Fn(CostRef<'_>, CostRef<'_>) -> Ordering,
) -> Vec<GroupRow> {
    let n = profile.events.len();
    // Group key per function: a name id, or None for "no object".
    let key = |f: usize| -> Option<u32> {
        let func = &profile.functions[f];
        match group {
            Group::Object => func.home_object.filter(|&o| !profile.name(o).is_empty()),
            _ => Some(func.file),
        }
    };
    let name = |k: &Option<u32>| k.map_or(NO_OBJECT, |id| profile.name(id));
    let mut keys: Vec<Option<u32>> = (0..profile.functions.len()).map(key).collect();
    keys.sort_unstable();
    keys.dedup();
    keys.sort_by(|a, b| name(a).cmp(name(b)).then(a.cmp(b)));
    let node_of: FxHashMap<Option<u32>, u32> = keys.iter().enumerate().map(|(i, &k)| (k, i as u32)).collect();
    let node = |f: usize| node_of[&key(f)];
    let file = |k: &Option<u32>| k.filter(|_| group == Group::File);

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
    if !inclusive {
        for (g, k) in keys.iter().enumerate() {
            if has_body[g] {
                rows.push(GroupRow {
                    name: name(k).to_vec(),
                    self_cost: self_costs[g].clone(),
                    inclusive: None,
                    lower: None,
                    exact: true,
                    cycle: None,
                    whole_cycle: None,
                    file: file(k),
                });
            }
        }
        return rows;
    }
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
    let r = Recursion::new(
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
    for (g, k) in keys.iter().enumerate() {
        let g32 = g as u32;
        if has_body[g] || r.is_called(g32) {
            rows.push(GroupRow {
                name: name(k).to_vec(),
                self_cost: self_costs[g].clone(),
                inclusive: Some(Cost::from_ref(r.cost(g32))),
                lower: Some(Cost::from_ref(r.lower(g32))),
                exact: r.is_exact(g32),
                cycle: r.cycle_of(g32),
                whole_cycle: None,
                file: file(k),
            });
        }
    }
    for (i, members) in r.cycles.iter().enumerate() {
        let cycle = i as u32 + 1;
        let mut self_cost = Cost::zero(n);
        for &m in members {
            self_cost.add_saturating(self_costs[m as usize].as_ref());
        }
        let cost = Cost::from_ref(r.cost(r.cycle_row(cycle)));
        rows.push(GroupRow {
            name: format!("<cycle {cycle} as a whole>").into_bytes(),
            self_cost,
            inclusive: Some(cost.clone()),
            lower: Some(cost),
            exact: true,
            cycle: None,
            whole_cycle: Some(cycle),
            file: None,
        });
    }
    rows
}
