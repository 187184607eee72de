//! What the HTML page shows, gathered from the same functions the JSON
//! output calls (`report::data`, `report::listing`, `report::order`,
//! `report::asm::to_json`, `report::diff::diff`) and the view's typed
//! source lines (`view::source::annotate`, which the text report prints):
//! this module reads figures, it never computes one; `page.rs` only
//! renders what it gathers.

use std::borrow::Cow;

use rustc_hash::FxHashMap;
use serde_json::Value;

use super::super::data::{costs, long_names};
use super::super::diff::{self, CallLine, Naming};
use super::super::flame::diff::write_diff_svg;
use super::super::flame::{FlameOptions, svg_string};
use super::super::listing::{CallList, Listing, listing, row_call_index};
use super::super::order::shown_functions;
use super::super::{Options, Plan, ReportError};
use crate::model::cost::CostRef;
use crate::model::{FuncId, Profile};
use crate::view::Figure;
use crate::view::source::{Body, Line, annotate};
use crate::view::table::incoming_counts;

/// A cost as shown: one value per shown event, `None` where undefined.
pub type Figures = Vec<Option<i128>>;

/// A function as named: what the table shows and the filter matches.
/// Borrowed from the profile's names where they are UTF-8 (on the 1 GB
/// benchmark profile the page names 821,175 functions: 394 MB of text
/// copied before).
#[derive(Clone, Debug, Default)]
pub struct Name<'p> {
    pub function: Cow<'p, str>,
    pub file: Cow<'p, str>,
    pub object: Cow<'p, str>,
}

/// A call between a row's function and another, summed over call sites.
#[derive(Clone, Debug)]
pub struct Call {
    /// The other end, an index into [`ProfileData::names`].
    pub other: u32,
    pub count: i128,
    /// `None`: a recursive call, whose cost is part of an outer call's.
    pub cost: Option<Figures>,
}

/// A row of the function table.
#[derive(Clone, Debug)]
pub struct Row {
    /// Index into [`ProfileData::names`].
    pub name: u32,
    pub self_cost: Figures,
    pub inclusive: Figures,
    /// The lower bound of `inclusive` (equal to it when exact).
    pub lower: Figures,
    pub exact: bool,
    /// How often the function was called, from all its callers.
    pub calls: u64,
    /// The cycle of recursion it belongs to, or (for a cycle's own row)
    /// stands for.
    pub cycle: Option<u32>,
    /// A cycle's row: its members (indices into `names`).
    pub members: Vec<u32>,
    pub callers: Vec<Call>,
    pub callees: Vec<Call>,
}

/// A line of a source file that makes calls: `=> callee (Nx)`.
#[derive(Clone, Debug)]
pub struct LineCall {
    pub line: u64,
    pub callee: u32,
    pub count: u64,
    pub cost: Option<Figures>,
}

/// An annotated source file: its cost lines, its call lines and the text
/// of the windows around them (as `--context` says, as the text report
/// prints them).
#[derive(Clone, Debug, Default)]
pub struct SourceFile {
    /// The file name as the profile names it.
    pub file: String,
    /// Where it was read from, as the text report's heading says.
    pub shown: String,
    /// Why it is not shown, when it is not.
    pub missing: Option<String>,
    /// Runs of consecutive lines: the first line's number and the texts
    /// (`None`: past the end of the file).
    pub windows: Vec<(u64, Vec<Option<String>>)>,
    pub costs: Vec<(u64, Figures)>,
    pub calls: Vec<LineCall>,
}

/// The page of one profile (or of several summed).
#[derive(Clone, Debug)]
pub struct ProfileData<'p> {
    pub generator: String,
    /// The inputs and their parts, as the JSON output lists them.
    pub inputs: Value,
    /// The events shown, and their long names where the profile gives any.
    pub events: Vec<String>,
    pub long_names: Value,
    pub totals: Figures,
    pub totals_calculated: bool,
    /// Why the profile is incomplete (`--partial`).
    pub incomplete: Vec<String>,
    /// The `--threshold` the rows were chosen with.
    pub threshold: String,
    pub names: Vec<Name<'p>>,
    /// In the table's order (inclusive cost, as `--inclusive=yes` sorts).
    pub rows: Vec<Row>,
    pub sources: Vec<SourceFile>,
    /// `--asm=yes`: the machine code as the JSON output gives it.
    pub machine_code: Option<Value>,
    /// The flame graph, as `--format=flame` draws it (an SVG document),
    /// or why there is none.
    pub flame: Result<String, String>,
}

/// A row of `--diff`.
#[derive(Clone, Debug)]
pub struct DiffRow {
    pub name: u32,
    pub change: Vec<i128>,
    pub callers: Vec<Call>,
    pub callees: Vec<Call>,
}

/// The page of `--diff OLD NEW`.
#[derive(Clone, Debug)]
pub struct DiffData {
    pub generator: String,
    pub old: String,
    pub new: String,
    pub events: Vec<String>,
    pub sort: Vec<String>,
    pub old_total: Vec<i128>,
    pub new_total: Vec<i128>,
    pub delta: Vec<i128>,
    /// The primary sort event, and the growth of its total in percent of
    /// OLD's (`None` when OLD's is 0), as `--fail-above` reads them.
    pub primary: String,
    pub growth: Option<f64>,
    pub names: Vec<Name<'static>>,
    pub rows: Vec<DiffRow>,
    /// The differential flame graph, as `--diff --format=flame` draws it,
    /// or why there is none.
    pub flame: Result<String, String>,
}

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn figures(plan: &Plan<'_>, c: CostRef<'_>) -> Figures {
    plan.show_order.iter().map(|&i| c.get(i)).collect()
}

/// Why a file with costs is not shown: not found where cgann may read
/// sources (or it could not be read).
pub const UNFOUND: &str = "could not be found";

/// The widest context window the page keeps around a cost line: beyond
/// this, `--context` would only copy whole files into the page.
const MAX_CONTEXT: u64 = 50;

/// Numbers the functions the page names (rows and the other ends of their
/// calls), in the order first met.
struct Namer<'p> {
    profile: &'p Profile,
    ids: FxHashMap<FuncId, u32>,
    names: Vec<Name<'p>>,
}

impl Namer<'_> {
    fn id(&mut self, f: FuncId) -> u32 {
        if let Some(&id) = self.ids.get(&f) {
            return id;
        }
        let p = self.profile;
        let func = &p.functions[f as usize];
        let id = self.names.len() as u32;
        self.names.push(Name {
            function: String::from_utf8_lossy(p.name(func.name)),
            file: String::from_utf8_lossy(p.name(func.file)),
            object: func
                .object
                .map(|o| String::from_utf8_lossy(p.name(o)))
                .unwrap_or_default(),
        });
        self.ids.insert(f, id);
        id
    }
}

/// Gathers the page of one profile: the function table with inclusive
/// costs and both call trees (as `--format=json --inclusive=yes
/// --tree=both` lists them), the annotated files, the machine code.
pub fn gather<'p>(profile: &'p Profile, opts: &Options) -> Result<ProfileData<'p>, ReportError> {
    let plan = Plan::new(profile, opts)?;
    let listing = listing(&plan);
    let shown = shown_functions(&plan, &listing);
    let (callers, callees) = row_call_index(&plan, &listing, &shown);
    let incoming = incoming_counts(profile);
    let mut namer = Namer {
        profile,
        ids: FxHashMap::default(),
        names: Vec::new(),
    };
    // Cycle rows are numbered after the functions (their names are made
    // here: the text report prints `<cycle N as a whole>`).
    let mut cycle_names: FxHashMap<u32, u32> = FxHashMap::default();
    let mut rows = Vec::with_capacity(shown.len());
    for &f in &shown {
        let cycle_row = listing.cycle_row(f);
        let name = match cycle_row {
            Some(c) => *cycle_names.entry(c).or_insert_with(|| {
                namer.names.push(Name {
                    function: format!("<cycle {c} as a whole>").into(),
                    ..Name::default()
                });
                namer.names.len() as u32 - 1
            }),
            None => namer.id(f),
        };
        let members = cycle_row.map_or_else(Vec::new, |c| {
            listing.cycle_members(c).iter().map(|&m| namer.id(m)).collect()
        });
        let calls_of = |namer: &mut Namer<'_>, list: Option<&CallList<'_>>, incoming: bool| -> Vec<Call> {
            list.map_or(&[][..], Vec::as_slice)
                .iter()
                .map(|(g, c)| {
                    let hidden = if incoming {
                        listing.hides_call(*g, f)
                    } else {
                        listing.hides_call(f, *g)
                    };
                    Call {
                        other: namer.id(*g),
                        count: i128::from(c.count),
                        cost: (!hidden).then(|| figures(&plan, profile.call_cost(c))),
                    }
                })
                .collect()
        };
        let (row_callers, row_callees) = if cycle_row.is_some() {
            (Vec::new(), Vec::new())
        } else {
            (
                calls_of(&mut namer, callers.get(&f), true),
                calls_of(&mut namer, callees.get(&f), false),
            )
        };
        rows.push(Row {
            name,
            self_cost: figures(&plan, listing.self_cost(&plan, f).as_ref()),
            inclusive: figures(&plan, listing.cost(f)),
            lower: figures(&plan, listing.lower(f)),
            exact: listing.is_exact(f),
            calls: if cycle_row.is_some() {
                0
            } else {
                incoming.get(f as usize).copied().unwrap_or(0)
            },
            cycle: cycle_row.or_else(|| listing.cycle_of(f)),
            members,
            callers: row_callers,
            callees: row_callees,
        });
    }
    let sources = if opts.auto || !opts.user_files.is_empty() {
        annotated_sources(&plan, &listing, &shown, &mut namer)
    } else {
        Vec::new()
    };
    let machine_code = opts
        .machine_code
        .as_ref()
        .map(|mc| super::super::asm::to_json(&plan, mc, |c| costs(&plan, c)));
    Ok(ProfileData {
        generator: format!("cgann {}", env!("CARGO_PKG_VERSION")),
        inputs: inputs(profile, opts),
        events: plan.show_order.iter().map(|&i| profile.events[i].clone()).collect(),
        long_names: long_names(profile),
        totals: figures(&plan, plan.totals.as_ref()),
        totals_calculated: plan.totals_calculated,
        incomplete: opts.incomplete.clone(),
        threshold: plan.thresholds.first().map_or_else(String::new, |t| t.text.clone()),
        names: namer.names,
        rows,
        sources,
        machine_code,
        flame: svg_string(profile, &flame_options(profile, opts)),
    })
}

/// The flame graph's options: the first sort event, frames narrower than
/// 0.1% left out, as `--format=flame` draws it by default. (The profile
/// given is already cut down by `--focus`.)
fn flame_options(profile: &Profile, opts: &Options) -> FlameOptions {
    let event = opts
        .sort
        .first()
        .map(|k| k.event.clone())
        .or_else(|| opts.show.first().cloned())
        .or_else(|| profile.events.first().cloned());
    FlameOptions {
        events: event.into_iter().collect(),
        exclude: opts.exclude.clone(),
        min_width: 0.1,
        title: std::iter::once(opts.input_name.as_str())
            .chain(opts.other_inputs.iter().map(String::as_str))
            .collect::<Vec<_>>()
            .join(" + "),
        ..FlameOptions::default()
    }
}

/// The inputs and the header lines of their parts (command, producer,
/// process, thread), as the JSON output lists them.
fn inputs(profile: &Profile, opts: &Options) -> Value {
    let mut inputs: Vec<Value> = std::iter::once(&opts.input_name)
        .chain(&opts.other_inputs)
        .map(|name| serde_json::json!({ "file": name, "parts": [] }))
        .collect();
    for p in &profile.parts {
        let opt = |v: &Option<Vec<u8>>| v.as_deref().map_or(Value::Null, |b| Value::String(lossy(b)));
        let part = serde_json::json!({
            "creator": opt(&p.creator), "cmd": opt(&p.cmd), "pid": opt(&p.pid),
            "part": opt(&p.part), "thread": opt(&p.thread),
        });
        if let Some(Value::Array(parts)) = inputs.get_mut(p.input).and_then(|i| i.get_mut("parts")) {
            parts.push(part);
        }
    }
    Value::Array(inputs)
}

/// The files the text report would annotate (those of the rows, and the
/// ones named on the command line), each with its per-line costs, its
/// call lines and the text around them: the typed lines of
/// [`crate::view::source::annotate`], which the text report prints, so
/// the page shows the same lines, calls and marks (the hostile-input rules
/// of annotation apply there). Only the context is capped
/// ([`MAX_CONTEXT`]).
fn annotated_sources(plan: &Plan<'_>, listing: &Listing<'_>, rows: &[u32], namer: &mut Namer<'_>) -> Vec<SourceFile> {
    let profile = plan.profile;
    let mut query = plan.opts.source_query();
    query.context = if query.context.is_finite() && query.context > 0.0 {
        query.context.min(MAX_CONTEXT as f64)
    } else {
        0.0
    };
    let auto_files: Vec<u32> = rows
        .iter()
        .filter(|&&f| listing.cycle_row(f).is_none())
        .map(|&f| profile.functions[f as usize].file)
        .collect();
    let annotation = annotate(plan, &query, &auto_files, None, listing.recursion.as_ref());
    let mut files: Vec<SourceFile> = annotation
        .files
        .iter()
        .map(|file| {
            let mut out = SourceFile {
                file: lossy(&file.name),
                shown: lossy(&file.shown),
                ..SourceFile::default()
            };
            match &file.body {
                None => out.missing = Some("no information has been collected for this file".into()),
                Some(body) => typed_lines(plan, body, namer, &mut out),
            }
            out
        })
        .collect();
    files.extend(annotation.unfound.iter().map(|name| SourceFile {
        file: lossy(name),
        shown: lossy(name),
        missing: Some(UNFOUND.into()),
        ..SourceFile::default()
    }));
    files.sort_by(|a, b| a.file.cmp(&b.file));
    files
}

/// A file's typed lines as the page holds them: the cost lines, the call
/// lines under the source line they follow (a call whose cost the data
/// cannot decide without one), and the runs of source text (a line with
/// cost past the end of the file has none).
fn typed_lines(plan: &Plan<'_>, body: &Body<'_>, namer: &mut Namer<'_>, out: &mut SourceFile) {
    if let Some(c) = body.unidentified {
        out.costs.push((0, figures(plan, c)));
    }
    let mut last = 0u64;
    let text = |out: &mut SourceFile, number: u64, line: Option<String>| match out.windows.last_mut() {
        Some((start, lines)) if *start + lines.len() as u64 == number => lines.push(line),
        _ => out.windows.push((number, vec![line])),
    };
    for line in &body.lines {
        match line {
            Line::Source { number, cost, text: t } => {
                last = *number;
                if let Some(c) = cost {
                    out.costs.push((*number, figures(plan, *c)));
                }
                let t = t.strip_suffix(b"\n").unwrap_or(t);
                text(out, *number, Some(lossy(t.strip_suffix(b"\r").unwrap_or(t))));
            }
            Line::Bogus { number, cost } => {
                last = *number;
                out.costs.push((*number, figures(plan, *cost)));
                text(out, *number, None);
            }
            Line::Call { callee, count, cost } => out.calls.push(LineCall {
                line: last,
                callee: namer.id(*callee),
                count: *count,
                cost: match cost {
                    Figure::Exact(c) => Some(figures(plan, *c)),
                    _ => None,
                },
            }),
            Line::Gap(_) | Line::Branch(_) | Line::PastEnd { .. } => {}
        }
    }
}

/// Numbers the functions a diff page names, in the order first met.
struct DiffNamer<'d> {
    diff: &'d diff::Diff<'d>,
    ids: FxHashMap<u32, u32>,
    names: Vec<Name<'static>>,
}

impl DiffNamer<'_> {
    fn id(&mut self, key: u32) -> u32 {
        if let Some(&id) = self.ids.get(&key) {
            return id;
        }
        let (file, function) = self.diff.name(key);
        self.names.push(Name {
            function: lossy(function).into(),
            file: lossy(file).into(),
            object: Cow::default(),
        });
        let id = self.names.len() as u32 - 1;
        self.ids.insert(key, id);
        id
    }

    fn calls(&mut self, list: &[CallLine]) -> Vec<Call> {
        list.iter()
            .map(|c| Call {
                other: self.id(c.other),
                count: c.count,
                cost: c.change.as_ref().map(|v| v.iter().map(|&x| Some(x)).collect()),
            })
            .collect()
    }
}

/// Gathers the page of `--diff OLD NEW`: the rows [`diff::diff`] makes,
/// with both trees.
pub fn gather_diff(
    old: &Profile,
    new: &Profile,
    opts: &Options,
    inputs: (&str, &str),
    naming: Naming<'_>,
) -> Result<DiffData, ReportError> {
    let d = diff::diff(old, new, opts, naming)?;
    let mut namer = DiffNamer {
        diff: &d,
        ids: FxHashMap::default(),
        names: Vec::new(),
    };
    let rows = d
        .rows
        .iter()
        .map(|r| DiffRow {
            name: namer.id(r.name),
            change: r.change.clone(),
            callers: namer.calls(&r.callers),
            callees: namer.calls(&r.callees),
        })
        .collect();
    let names = namer.names;
    let flame = {
        let mut svg = Vec::new();
        let fopts = FlameOptions {
            title: format!("{} -> {}", inputs.0, inputs.1),
            ..flame_options(new, opts)
        };
        write_diff_svg(&mut svg, old, new, &fopts).map(|_| String::from_utf8_lossy(&svg).into_owned())
    };
    let summary = d.summary();
    Ok(DiffData {
        generator: format!("cgann {}", env!("CARGO_PKG_VERSION")),
        old: inputs.0.to_string(),
        new: inputs.1.to_string(),
        events: d.shown.clone(),
        sort: d.sort.clone(),
        old_total: d.old_total.clone(),
        new_total: d.new_total.clone(),
        delta: d.delta.clone(),
        primary: summary.event,
        growth: summary.growth,
        names,
        rows,
        flame,
    })
}
