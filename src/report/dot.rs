//! `--format=dot`: the call graph for Graphviz. A node per function whose
//! inclusive cost (of the primary sort event) reaches `--node-threshold`
//! percent of the total, labelled with self and inclusive cost and shaded
//! by inclusive cost; an edge per call between shown functions whose cost
//! reaches `--edge-threshold` percent, labelled with the call count.
//! Inclusive cost is the recursion-correct one of `--inclusive=yes`: the
//! members of a cycle of recursion are drawn in a cluster labelled with the
//! cycle's cost, and recursive calls as dashed edges with their count only
//! (their cost is part of an outer call's).
//!
//! Readable on C++ and Rust: a node shows its function's short name
//! ([`short_function_name`]: no template arguments, parameters or return
//! type), wrapped at `::`, and its file's base name; the full names are
//! its tooltip. Code inlined from another file (`fi=`, a function of its
//! own in the model, which no call reaches) is folded into the function
//! it was inlined into: its self cost and its calls are that node's.

use std::collections::BTreeMap;
use std::io::Write;

use super::format::{commify, percent};
use super::short_name::{short_function_name, short_function_name_with_parameters, wrap};
use super::{Plan, ReportError};
use crate::analysis::contexts::base_end;
use crate::model::cost::Val;
use crate::model::{FuncId, Profile};
use crate::view::table::{FunctionTable, RowKind};
use crate::view::{Exactness, Marks};

/// Label lines are wrapped at about this many characters.
const LABEL_WIDTH: usize = 32;

/// DOT string literal contents: quotes and backslashes escaped, bytes that
/// are not UTF-8 replaced.
fn escape(bytes: &[u8]) -> String {
    escape_str(&String::from_utf8_lossy(bytes))
}

fn escape_str(s: &str) -> String {
    crate::safety::terminal::dot_text(s)
}

/// From pale yellow (0%) to red (100%).
fn shade(fraction: f64) -> String {
    let f = fraction.clamp(0.0, 1.0);
    let green = (255.0 - 200.0 * f) as u8;
    let blue = (200.0 * (1.0 - f)) as u8;
    format!("#ff{green:02x}{blue:02x}")
}

/// Past this many nodes a drawn graph is too big to read (a CPython run
/// at the default threshold drew 10,000 by 11,000 pixels).
const READABLE_NODES: usize = 60;

/// The hint for a graph of more than [`READABLE_NODES`] nodes (`percents`:
/// each node's inclusive percent): the threshold that would keep that many.
fn too_big_hint(mut percents: Vec<f64>, threshold: f64) -> Option<String> {
    if percents.len() <= READABLE_NODES {
        return None;
    }
    percents.sort_by(|a, b| b.total_cmp(a));
    // Just above the first node left out, rounded up to what prints.
    let cut = percents[READABLE_NODES];
    let suggested = ((cut * 100.0).floor() + 1.0) / 100.0;
    Some(format!(
        "the graph has {} nodes above --node-threshold={threshold}, too many to read; --node-threshold={suggested} draws at most {READABLE_NODES}",
        percents.len()
    ))
}

pub fn write_dot(out: &mut dyn Write, profile: &Profile, opts: &super::Options) -> Result<(), ReportError> {
    let plan = Plan::new(profile, opts)?;
    let event = plan.sort_order[0];
    let total = plan.totals.get(event);
    let pct = |v: Val| percent(v, total);
    // Inclusive costs whether or not --inclusive was given.
    let incl_opts = opts.with_inclusive();
    let incl_plan = Plan::new(profile, &incl_opts)?;
    let incl = FunctionTable::unordered(&incl_plan);
    let value = |c: crate::model::cost::CostRef<'_>| c.get(event).unwrap_or(0);
    // The figure's value with its mark (`<=` for a bound).
    let inclusive = |row: u32| {
        let figure = incl.listed(row);
        let v = figure.value().map_or(0, |c| value(*c));
        (v, figure.exactness())
    };
    let mut marks = Marks::default();
    let node = crate::analysis::hosts::hosts(profile);
    // Per node: its self cost with its fragments', and the fragments.
    let mut self_cost: Vec<Val> = (0..profile.functions.len() as FuncId)
        .map(|f| value(profile.self_cost(f)))
        .collect();
    let mut fragments: BTreeMap<FuncId, Vec<FuncId>> = BTreeMap::new();
    for (f, &n) in node.iter().enumerate() {
        if n != f as FuncId {
            self_cost[n as usize] = self_cost[n as usize].saturating_add(self_cost[f]);
            fragments.entry(n).or_default().push(f as FuncId);
        }
    }
    let shown: Vec<FuncId> = incl
        .all_rows()
        .iter()
        .copied()
        .filter(|&f| {
            (f as usize) < node.len()
                && node[f as usize] == f
                && matches!(incl.kind(f), RowKind::Function(_))
                && pct(inclusive(f).0) >= opts.node_threshold
        })
        .collect();
    if let Some(hint) = too_big_hint(
        shown.iter().map(|&f| pct(inclusive(f).0)).collect(),
        opts.node_threshold,
    ) {
        message!("cgann: note: {hint}");
    }
    let is_shown = {
        let mut v = vec![false; profile.functions.len()];
        for &f in &shown {
            v[f as usize] = true;
        }
        v
    };
    // Short names, with their parameters where two shown nodes would
    // otherwise look the same (`operator delete()`).
    let full_name = |f: FuncId| String::from_utf8_lossy(profile.name(profile.functions[f as usize].name));
    // The context callgrind appends (`'2`, `'caller`) is kept whole: it is
    // what tells a recursion level's node from its function's.
    let shorten = |f: FuncId, parameters: bool| {
        let name = full_name(f);
        let (base, context) = name.split_at(base_end(name.as_bytes()));
        let mut s = if parameters {
            short_function_name_with_parameters(base)
        } else {
            short_function_name(base)
        };
        s.push_str(context);
        s
    };
    let mut short: Vec<String> = shown.iter().map(|&f| shorten(f, false)).collect();
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    for s in &short {
        *seen.entry(s.as_str()).or_default() += 1;
    }
    let twins: Vec<bool> = short.iter().map(|s| seen[s.as_str()] > 1).collect();
    for ((s, &f), twin) in short.iter_mut().zip(&shown).zip(twins) {
        if twin {
            *s = shorten(f, true);
        }
    }
    let ev = &profile.events[event];
    let mut body = Vec::new();
    let out_final = out;
    let out: &mut dyn Write = &mut body;
    for (&f, short) in shown.iter().zip(&short) {
        let func = &profile.functions[f as usize];
        let s = self_cost[f as usize];
        let (i, exactness) = inclusive(f);
        marks.saw(exactness);
        let name = full_name(f);
        let file = profile.name(func.file);
        let inlined = fragments.get(&f).map_or(&[][..], Vec::as_slice);
        let mut label: Vec<String> = wrap(short, LABEL_WIDTH).iter().map(|l| escape_str(l)).collect();
        let mut file_line = escape(crate::model::names::last_part(file));
        let mut tooltip = format!("{}\\n{}", escape_str(&name), escape(file));
        if !inlined.is_empty() {
            file_line.push_str(&format!(" (+{} inlined)", inlined.len()));
            for &g in inlined {
                tooltip.push_str(&format!(
                    "\\ninlined: {}",
                    escape(profile.name(profile.functions[g as usize].file))
                ));
            }
        }
        label.push(file_line);
        label.push(format!("self {ev}: {} ({:.2}%)", commify(s), pct(s)));
        label.push(format!(
            "inclusive {ev}: {}{} ({:.2}%)",
            exactness.mark(),
            commify(i),
            pct(i)
        ));
        writeln!(
            out,
            "  f{f} [label=\"{}\", tooltip=\"{tooltip}\", fillcolor=\"{}\"];",
            label.join("\\n"),
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
    for (cycle, members) in &clusters {
        let row = incl.cycle_row(*cycle).expect("inclusive listings analyse recursion");
        let (c, exactness) = inclusive(row);
        marks.saw(exactness);
        writeln!(
            out,
            "  subgraph cluster_cycle{cycle} {{ label=\"cycle {cycle}: inclusive {ev} {}{} ({:.2}%)\"; style=dashed; {} }}",
            exactness.mark(),
            commify(c),
            pct(c),
            members.iter().map(|f| format!("f{f};")).collect::<Vec<_>>().join(" ")
        )?;
    }
    // Calls between nodes: a fragment's calls are its host's, summed.
    struct Edge {
        count: u64,
        cost: Val,
        recursive: bool,
    }
    let mut edges: BTreeMap<(FuncId, FuncId), Edge> = BTreeMap::new();
    for (&(a, b), call) in profile.calls() {
        let (na, nb) = (node[a as usize], node[b as usize]);
        let recursive = incl.call_cost(a, b, call).exactness() == Exactness::Undecided;
        if !is_shown[na as usize] || !is_shown[nb as usize] || (na == nb && !recursive) {
            continue;
        }
        let e = edges.entry((na, nb)).or_insert(Edge {
            count: 0,
            cost: 0,
            recursive: false,
        });
        e.count = e.count.saturating_add(call.count);
        e.recursive |= recursive;
        if !recursive {
            e.cost = e.cost.saturating_add(value(profile.call_cost(call)));
        }
    }
    for ((a, b), e) in edges {
        if e.recursive {
            marks.saw(Exactness::Undecided);
            writeln!(
                out,
                "  f{a} -> f{b} [label=\"{}x\\n{} recursive\", style=dashed];",
                commify(e.count),
                Exactness::Undecided.mark()
            )?;
            continue;
        }
        if pct(e.cost) < opts.edge_threshold {
            continue;
        }
        let width = 1.0 + 4.0 * (pct(e.cost) / 100.0).clamp(0.0, 1.0);
        writeln!(
            out,
            "  f{a} -> f{b} [label=\"{}x\\n{} ({:.2}%)\", penwidth={width:.2}];",
            commify(e.count),
            commify(e.cost),
            pct(e.cost)
        )?;
    }
    // The graph's label names the marks its labels show.
    let legend = match (marks.bound, marks.undecided) {
        (false, false) => "",
        (true, false) => "; <= an upper bound",
        (false, true) => "; ? not decided by the data",
        (true, true) => "; <= an upper bound, ? not decided by the data",
    };
    let out = out_final;
    writeln!(out, "digraph callgraph {{")?;
    writeln!(
        out,
        "  graph [fontname=\"Helvetica\", label=\"{} ({ev}, nodes >= {}%, edges >= {}%; names shortened, whole in tooltips{legend})\"];",
        escape(opts.input_name.as_bytes()),
        opts.node_threshold,
        opts.edge_threshold
    )?;
    writeln!(out, "  node [shape=box, style=filled, fontname=\"Helvetica\"];")?;
    writeln!(out, "  edge [fontname=\"Helvetica\"];")?;
    out.write_all(&body)?;
    writeln!(out, "}}")?;
    Ok(())
}
