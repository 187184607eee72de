//! The table by source file or by ELF object (`--group=file|object`): the
//! self cost of the functions in each.

use std::io::{self, Write};

use rustc_hash::FxHashMap;

use super::format::{RULE, widths, write_costs, write_event_names};
use super::functions::{advance, all_thresholds_reached};
use super::recursion::{Edge, Recursion};
use super::{Group, Plan};
use crate::model::cost::Cost;

/// Name printed for functions whose object the profile does not give.
const NO_OBJECT: &[u8] = b"(no object)";

/// A row of the grouped table: a group, or with `--inclusive=yes` a cycle
/// of groups calling each other, as a whole.
pub struct GroupRow {
    pub name: Vec<u8>,
    pub self_cost: Cost,
    /// With `--inclusive=yes`: recursion-correct inclusive cost (see
    /// [`Recursion`]).
    pub inclusive: Option<Cost>,
    /// The cycle the group is a member of.
    pub cycle: Option<u32>,
    /// The row stands for this cycle as a whole.
    pub whole_cycle: Option<u32>,
}

impl GroupRow {
    /// The cost the table lists and sorts by.
    pub fn listed(&self) -> &Cost {
        self.inclusive.as_ref().unwrap_or(&self.self_cost)
    }
}

/// The groups shown (sorted, cut at the thresholds and `--top`), and the
/// files to auto-annotate: the shown files when grouping by file, none
/// when grouping by object.
///
/// Inclusive cost treats the groups as the nodes of a call graph: a call
/// between functions of two groups is a call between the groups, and calls
/// within a group are like a function calling itself. Groups calling each
/// other (a.c calls b.c calls back into a.c) form cycles, as functions do.
pub fn grouped_rows(plan: &Plan<'_>) -> (Vec<GroupRow>, Vec<u32>) {
    let profile = plan.profile;
    let opts = plan.opts;
    let n = profile.events.len();
    // Group key per function: a name id, or None for "no object".
    let key = |f: usize| -> Option<u32> {
        let func = &profile.functions[f];
        match opts.group {
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
    if opts.inclusive {
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
            plan,
            keys.len(),
            |g| self_costs[g as usize].as_ref(),
            &edges,
            &links,
            |a: u32, b: u32| a.cmp(&b),
        );
        for (g, k) in keys.iter().enumerate() {
            if has_body[g] || r.is_called(g as u32) {
                rows.push(GroupRow {
                    name: name(k).to_vec(),
                    self_cost: self_costs[g].clone(),
                    inclusive: Some(Cost::from_ref(r.cost(g as u32))),
                    cycle: r.cycle_of(g as u32),
                    whole_cycle: None,
                });
            }
        }
        for (i, members) in r.cycles.iter().enumerate() {
            let cycle = i as u32 + 1;
            let mut self_cost = Cost::zero(n);
            for &m in members {
                self_cost.add_saturating(self_costs[m as usize].as_ref());
            }
            rows.push(GroupRow {
                name: format!("<cycle {cycle} as a whole>").into_bytes(),
                self_cost,
                inclusive: Some(Cost::from_ref(r.cost(r.cycle_row(cycle)))),
                cycle: None,
                whole_cycle: Some(cycle),
            });
        }
    } else {
        for (g, k) in keys.iter().enumerate() {
            if has_body[g] {
                rows.push(GroupRow {
                    name: name(k).to_vec(),
                    self_cost: self_costs[g].clone(),
                    inclusive: None,
                    cycle: None,
                    whole_cycle: None,
                });
            }
        }
    }
    // Rows are in name order here (cycles last, by number), so a stable
    // sort by cost breaks ties by name.
    rows.sort_by(|a, b| plan.cmp_costs(a.listed().as_ref(), b.listed().as_ref()));
    let file_of: FxHashMap<&[u8], u32> = keys.iter().filter_map(|k| k.map(|id| (profile.name(id), id))).collect();
    let mut reached = vec![0i128; plan.sort_order.len()];
    let mut shown = Vec::new();
    let mut files = Vec::new();
    for row in rows {
        let at_threshold = plan.single_threshold < 100.0 && all_thresholds_reached(plan, &reached);
        if at_threshold || opts.top.is_some_and(|t| shown.len() >= t) {
            break;
        }
        advance(plan, &mut reached, row.listed().as_ref());
        if opts.group == Group::File
            && row.whole_cycle.is_none()
            && let Some(&file) = file_of.get(row.name.as_slice())
        {
            files.push(file);
        }
        shown.push(row);
    }
    (shown, files)
}

/// Prints the grouped table; returns the files to auto-annotate.
pub fn write_groups(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<Vec<u32>> {
    let events = &plan.profile.events;
    let (rows, files) = grouped_rows(plan);
    let w = widths(events, rows.iter().map(|r| r.listed().as_ref()), plan.opts.show_percs);
    let cols = plan.columns(&plan.totals);
    out.write_all(RULE.as_bytes())?;
    write_event_names(out, events, &w, &plan.show_order)?;
    out.write_all(if plan.opts.group == Group::Object {
        b" object\n"
    } else {
        b" file\n"
    })?;
    out.write_all(RULE.as_bytes())?;
    for row in &rows {
        write_costs(out, Some(row.listed().as_ref()), &w, &cols)?;
        out.write_all(b" ")?;
        out.write_all(&row.name)?;
        if let Some(cycle) = row.cycle {
            write!(out, " <cycle {cycle}>")?;
        }
        out.write_all(b"\n")?;
    }
    out.write_all(b"\n")?;
    Ok(files)
}
