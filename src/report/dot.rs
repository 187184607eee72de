//! `--format=dot`: the call graph for Graphviz. A node per function whose
//! inclusive cost (of the primary sort event) reaches `--node-threshold`
//! percent of the total, labelled with self and inclusive cost and shaded
//! by inclusive cost; an edge per call between shown functions whose cost
//! reaches `--edge-threshold` percent, labelled with the call count.
//! Inclusive cost is the recursion-correct one of `--inclusive=yes`: the
//! members of a cycle of recursion are drawn in a cluster labelled with the
//! cycle's cost, and recursive calls as dashed edges with their count only
//! (their cost is part of an outer call's).

use std::io::Write;

use super::format::{commify, percent};
use super::functions::listing;
use super::{Plan, ReportError};
use crate::model::{FuncId, Profile};

/// DOT string literal contents: quotes and backslashes escaped, bytes that
/// are not UTF-8 replaced.
fn escape(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
}

/// From pale yellow (0%) to red (100%).
fn shade(fraction: f64) -> String {
    let f = fraction.clamp(0.0, 1.0);
    let green = (255.0 - 200.0 * f) as u8;
    let blue = (200.0 * (1.0 - f)) as u8;
    format!("#ff{green:02x}{blue:02x}")
}

pub fn write_dot(out: &mut dyn Write, profile: &Profile, opts: &super::Options) -> Result<(), ReportError> {
    let plan = Plan::new(profile, opts)?;
    let event = plan.sort_order[0];
    let total = plan.totals.get(event);
    let pct = |v: u64| percent(v, total);
    // Inclusive costs whether or not --inclusive was given.
    let incl_opts = opts.with_inclusive();
    let incl_plan = Plan::new(profile, &incl_opts)?;
    let incl = listing(&incl_plan);
    let value = |c: crate::model::cost::CostRef<'_>| c.get(event).unwrap_or(0);
    let shown: Vec<FuncId> = incl
        .funcs
        .iter()
        .copied()
        .filter(|&f| incl.cycle_row(f).is_none() && pct(value(incl.cost(f))) >= opts.node_threshold)
        .collect();
    let is_shown = {
        let mut v = vec![false; profile.functions.len()];
        for &f in &shown {
            v[f as usize] = true;
        }
        v
    };
    let ev = &profile.events[event];
    writeln!(out, "digraph callgraph {{")?;
    writeln!(
        out,
        "  graph [fontname=\"Helvetica\", label=\"{} ({ev}, nodes >= {}%, edges >= {}%)\"];",
        escape(opts.input_name.as_bytes()),
        opts.node_threshold,
        opts.edge_threshold
    )?;
    writeln!(out, "  node [shape=box, style=filled, fontname=\"Helvetica\"];")?;
    writeln!(out, "  edge [fontname=\"Helvetica\"];")?;
    for &f in &shown {
        let func = &profile.functions[f as usize];
        let (s, i) = (value(profile.self_cost(f)), value(incl.cost(f)));
        writeln!(
            out,
            "  f{f} [label=\"{}\\n{}\\nself {ev}: {} ({:.2}%)\\ninclusive {ev}: {} ({:.2}%)\", fillcolor=\"{}\"];",
            escape(profile.name(func.file)),
            escape(profile.name(func.name)),
            commify(s),
            pct(s),
            commify(i),
            pct(i),
            shade(pct(i) / 100.0)
        )?;
    }
    let mut clusters: Vec<(u32, Vec<FuncId>)> = Vec::new();
    for &f in &shown {
        if let Some(cycle) = incl.cycle_of(f) {
            match clusters.iter_mut().find(|(c, _)| *c == cycle) {
                Some((_, members)) => members.push(f),
                None => clusters.push((cycle, vec![f])),
            }
        }
    }
    clusters.sort_unstable();
    let recursion = incl.recursion.as_ref().expect("inclusive listings analyse recursion");
    for (cycle, members) in &clusters {
        let c = value(incl.cost(recursion.cycle_row(*cycle)));
        writeln!(
            out,
            "  subgraph cluster_cycle{cycle} {{ label=\"cycle {cycle}: inclusive {ev} {} ({:.2}%)\"; style=dashed; {} }}",
            commify(c),
            pct(c),
            members.iter().map(|f| format!("f{f};")).collect::<Vec<_>>().join(" ")
        )?;
    }
    let mut edges: Vec<(&(FuncId, FuncId), &crate::model::CallStat)> = profile
        .calls()
        .iter()
        .filter(|((a, b), c)| {
            is_shown[*a as usize]
                && is_shown[*b as usize]
                && (incl.hides_call(*a, *b) || pct(value(profile.call_cost(c))) >= opts.edge_threshold)
        })
        .collect();
    edges.sort_by_key(|(k, _)| **k);
    for ((a, b), call) in edges {
        if incl.hides_call(*a, *b) {
            writeln!(
                out,
                "  f{a} -> f{b} [label=\"{}x\\nrecursive\", style=dashed];",
                commify(call.count)
            )?;
            continue;
        }
        let c = value(profile.call_cost(call));
        let width = 1.0 + 4.0 * (pct(c) / 100.0).clamp(0.0, 1.0);
        writeln!(
            out,
            "  f{a} -> f{b} [label=\"{}x\\n{} ({:.2}%)\", penwidth={width:.2}];",
            commify(call.count),
            commify(c),
            pct(c)
        )?;
    }
    writeln!(out, "}}")?;
    Ok(())
}
