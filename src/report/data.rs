//! The report as data: `--format=json` (schema in docs/json-schema.md) and
//! `--format=csv`. Same selection as the text report (events, sorting,
//! thresholds, `--top`, grouping), figures as plain integers.

use std::io::Write;

use serde_json::{Map, Value, json};

use super::groups::{GroupTable, group_table};
use super::{Group, Plan, ReportError};
use crate::analysis::groups::NO_OBJECT;
use crate::analysis::needs::Source;
use crate::model::cost::CostRef;
use crate::model::{FuncId, Profile};
use crate::view::Exactness;
use crate::view::table::{Call, FunctionTable, RowKind};

/// Version of the JSON layout; raised on incompatible changes.
pub const SCHEMA: u64 = 3;

/// An exact JSON integer where JSON readers take one (i64 or u64): every
/// cost but one below -2^63, which is written as a float.
pub(super) fn integer(v: impl Into<i128>) -> Value {
    let v: i128 = v.into();
    if let Ok(i) = i64::try_from(v) {
        Value::from(i)
    } else if let Ok(u) = u64::try_from(v) {
        Value::from(u)
    } else {
        Value::from(v as f64)
    }
}

/// `{event: long name}` from the profile's `event:` lines (units live
/// there: pyprof2calltree's `event: ns : Nanoseconds`, callgrind's
/// `--collect-systime=nsec`), the first part's definition of each.
pub(super) fn long_names(profile: &Profile) -> Value {
    let mut m = Map::new();
    for def in profile.parts.iter().flat_map(|p| &p.event_defs) {
        if let Some(long) = &def.long_name
            && !m.contains_key(&def.name)
        {
            m.insert(def.name.clone(), Value::String(long.clone()));
        }
    }
    Value::Object(m)
}

fn text(bytes: &[u8]) -> Value {
    Value::String(String::from_utf8_lossy(bytes).into_owned())
}

/// `{event: value}` for the shown events; `null` where undefined.
pub(super) fn costs(plan: &Plan<'_>, c: CostRef<'_>) -> Value {
    let mut m = Map::new();
    for &i in &plan.show_order {
        m.insert(plan.profile.events[i].clone(), c.get(i).map_or(Value::Null, integer));
    }
    Value::Object(m)
}

pub fn write_json(out: &mut dyn Write, profile: &Profile, opts: &super::Options) -> Result<(), ReportError> {
    let plan = Plan::new(profile, opts)?;
    let mut inputs: Vec<Value> = std::iter::once(&opts.input_name)
        .chain(&opts.other_inputs)
        .map(|name| json!({ "file": name, "parts": [] }))
        .collect();
    for p in &profile.parts {
        let opt = |v: &Option<Vec<u8>>| v.as_deref().map_or(Value::Null, text);
        let part = json!({
            "creator": opt(&p.creator), "cmd": opt(&p.cmd), "pid": opt(&p.pid),
            "part": opt(&p.part), "thread": opt(&p.thread),
            "desc": p.desc.iter().map(|d| text(d)).collect::<Vec<_>>(),
        });
        if let Some(Value::Array(parts)) = inputs.get_mut(p.input).and_then(|i| i.get_mut("parts")) {
            parts.push(part);
        }
    }
    let names = |order: &[usize]| order.iter().map(|&i| profile.events[i].clone()).collect::<Vec<_>>();
    let mut doc = json!({
        "schema": SCHEMA,
        "generator": format!("cgann {}", env!("CARGO_PKG_VERSION")),
        "inputs": inputs,
        "events": {
            "recorded": &profile.events[..profile.recorded],
            "shown": names(&plan.show_order),
            "sort": names(&plan.sort_order),
            "thresholds": plan.thresholds.iter().map(|t| t.value).collect::<Vec<_>>(),
            "long_names": long_names(profile),
        },
        "totals": costs(&plan, plan.totals.as_ref()),
        "totals_exactness": plan.totals_figure().exactness().name(),
        "totals_calculated": plan.totals_calculated,
        "incomplete": plan.opts.incomplete,
        "inclusive": opts.inclusive,
        "group": match opts.group { Group::Function => "function", Group::File => "file", Group::Object => "object", Group::Symbol => "symbol" },
        "focus": opts.focus.iter().map(|s| s.text.clone()).collect::<Vec<_>>(),
        "exclude": opts.exclude.iter().map(|s| s.text.clone()).collect::<Vec<_>>(),
    });
    // A focus's total the data cannot decide: an upper bound, with its
    // lower bound, named as the rows' inclusive figures are.
    if !opts.focus.is_empty() {
        let lower = profile.focus_lower.as_ref();
        doc["totals_lower"] = costs(&plan, lower.unwrap_or(&plan.totals).as_ref());
    }
    let mut annotate: Vec<u32> = Vec::new();
    if opts.group.lists_functions() {
        let (table, mut order) = FunctionTable::new(&plan);
        order.order_ties(&table);
        let function_ref = |f: FuncId| {
            let id = table.identity(f);
            (text(id.file), text(id.name))
        };
        let calls = |list: &mut dyn Iterator<Item = Call<CostRef<'_>>>| -> Value {
            list.map(|c| {
                let (file, function) = function_ref(c.other);
                let cost = c.cost.value().map_or(Value::Null, |v| costs(&plan, *v));
                json!({
                    "file": file, "function": function, "count": c.count, "cost": cost,
                    "exactness": c.cost.exactness().name(),
                    "recursive": c.cost.exactness() == Exactness::Undecided,
                })
            })
            .collect()
        };
        let mut out_rows = Vec::new();
        let mut cycles = Vec::new();
        for &f in order.shown() {
            let figure = table.listed(f);
            if let RowKind::Cycle { number, members } = table.kind(f) {
                let members: Vec<Value> = members
                    .iter()
                    .map(|&m| {
                        let (file, function) = function_ref(m);
                        json!({ "file": file, "function": function })
                    })
                    .collect();
                cycles.push(json!({
                    "cycle": number,
                    "members": members,
                    "self": costs(&plan, table.self_cost(f).as_ref()),
                    "inclusive": figure.value().map_or(Value::Null, |v| costs(&plan, *v)),
                    "inclusive_exactness": figure.exactness().name(),
                }));
                continue;
            }
            let id = table.identity(f);
            let mut row = json!({
                "file": text(id.file),
                "function": text(id.name),
                "object": id.object.filter(|o| !o.is_empty()).map_or(Value::Null, text),
                "self": costs(&plan, profile.self_cost(f)),
                "calls": table.calls_into(f),
                "cycle": id.cycle.map_or(Value::Null, Value::from),
            });
            if let Some(inclusive) = table.inclusive(f) {
                row["inclusive"] = inclusive.value().map_or(Value::Null, |v| costs(&plan, *v));
                row["inclusive_exact"] = Value::from(inclusive.exactness() == Exactness::Exact);
                row["inclusive_exactness"] = Value::from(inclusive.exactness().name());
                row["inclusive_lower"] = inclusive.lower().map_or(Value::Null, |v| costs(&plan, *v));
            }
            if opts.tree_caller {
                row["callers"] = calls(&mut table.callers(f));
            }
            if opts.tree_calling {
                row["callees"] = calls(&mut table.callees(f));
            }
            out_rows.push(row);
            annotate.push(profile.functions[f as usize].file);
        }
        if opts.inclusive {
            doc["cycles"] = Value::Array(cycles);
        }
        doc["functions"] = Value::Array(out_rows);
    } else {
        let GroupTable { rows, files, order } = group_table(&plan);
        doc["groups"] = rows
            .iter()
            .map(|row| {
                let mut g = json!({ "name": text(&row.name), "self": costs(&plan, row.self_cost.as_ref()) });
                if row.inclusive.is_some() {
                    let figure = row.figure();
                    g["inclusive"] = figure.value().map_or(Value::Null, |v| costs(&plan, *v));
                    g["inclusive_exact"] = Value::from(figure.exactness() == Exactness::Exact);
                    g["inclusive_exactness"] = Value::from(figure.exactness().name());
                    g["inclusive_lower"] = figure.lower().map_or(Value::Null, |v| costs(&plan, *v));
                }
                g
            })
            .collect();
        annotate = files;
        if let Some(order) = order {
            doc["objects"] = order
                .objects
                .iter()
                .map(|o| {
                    let name = |o: Option<u32>| text(o.map_or(NO_OBJECT, |o| profile.name(o)));
                    // Capped (see `limits::LISTED_NEEDS_CAP`): what is cut
                    // is counted in `needs_more` / `loaded_more`.
                    let cap = crate::limits::LISTED_NEEDS_CAP;
                    let listed = |l: &[Option<u32>]| l.iter().take(cap).map(|&d| name(d)).collect::<Vec<_>>();
                    let mut object = json!({
                        "name": name(o.object),
                        "needs": listed(&o.needs),
                        "loaded": listed(&o.loaded),
                        "needs_from": match o.source {
                            Source::Needed => "DT_NEEDED",
                            Source::Name => "name",
                            Source::Unknown => "unknown",
                        },
                    });
                    for (key, list) in [("needs_more", o.needs.as_slice()), ("loaded_more", o.loaded.as_slice())] {
                        if list.len() > cap {
                            object[key] = Value::from(list.len() - cap);
                        }
                    }
                    object
                })
                .collect();
        }
    }
    if opts.auto || !opts.user_files.is_empty() {
        doc["annotated"] = annotated_lines(&plan, &annotate);
    }
    if let Some(mc) = &opts.machine_code {
        doc["machine_code"] = super::asm::to_json(&plan, mc, |c| costs(&plan, c));
    }
    serde_json::to_writer_pretty(&mut *out, &doc).map_err(|e| ReportError::Io(e.into()))?;
    out.write_all(b"\n")?;
    Ok(())
}

/// Per-line costs of the files the text report would annotate.
fn annotated_lines(plan: &Plan<'_>, auto_files: &[u32]) -> Value {
    let profile = plan.profile;
    let mut files: Vec<&[u8]> = plan.opts.user_files.iter().map(|s| s.as_bytes()).collect();
    if plan.opts.auto {
        files.extend(
            auto_files
                .iter()
                .map(|&f| profile.name(f))
                .filter(|n| *n != crate::parse::UNKNOWN),
        );
    }
    files.sort();
    files.dedup();
    files
        .into_iter()
        .map(|name| {
            let lines = profile.names.find(name).and_then(|id| profile.lines.get(&id));
            let mut nums: Vec<u64> = lines.map(|m| m.keys().copied().collect()).unwrap_or_default();
            nums.sort_unstable();
            let lines: Vec<Value> = nums
                .iter()
                .map(|&l| json!({ "line": l, "cost": costs(plan, profile.line_costs.get(lines.expect("has lines")[&l])) }))
                .collect();
            json!({ "file": text(name), "lines": lines })
        })
        .collect()
}

/// A CSV field, quoted when it needs to be and defused when a spreadsheet
/// would take it for a formula.
fn field(s: &str) -> String {
    crate::safety::csv::field(s)
}

fn csv_costs(plan: &Plan<'_>, c: CostRef<'_>, line: &mut Vec<String>) {
    for &i in &plan.show_order {
        line.push(c.get(i).map_or(String::new(), |v| v.to_string()));
    }
}

/// The header row: the name columns, a column per shown event, with
/// `--inclusive=yes` an inclusive column per shown event and `cycle`, and
/// with inclusive costs or call trees `exactness` (of the inclusive cost,
/// or of a call line's cost: `exact`, `bound`, `undecided`).
fn write_header(
    out: &mut dyn Write,
    mut header: Vec<String>,
    events: &[String],
    inclusive: bool,
    exactness: bool,
) -> std::io::Result<()> {
    header.extend(events.iter().cloned());
    if inclusive {
        header.extend(
            events
                .iter()
                .map(|e| field(&format!("{} inclusive", e.trim_matches('"')))),
        );
        header.push("cycle".into());
    }
    if exactness {
        header.push("exactness".into());
    }
    writeln!(out, "{}", header.join(","))
}

pub fn write_csv(out: &mut dyn Write, profile: &Profile, opts: &super::Options) -> Result<(), ReportError> {
    let plan = Plan::new(profile, opts)?;
    let events: Vec<String> = plan.show_order.iter().map(|&i| field(&profile.events[i])).collect();
    let lossy = |b: &[u8]| field(&String::from_utf8_lossy(b));
    let blanks = |line: &mut Vec<String>| line.extend(plan.show_order.iter().map(|_| String::new()));
    if opts.group.lists_functions() {
        // With --tree, each function's row is followed by a row per call
        // from a caller and/or to a callee, as in the text report's tree.
        let tree = opts.tree_caller || opts.tree_calling;
        let mut header = vec!["file".to_string(), "function".into(), "object".into()];
        if tree {
            header.extend(["relation", "other_file", "other_function", "count"].map(String::from));
        }
        write_header(out, header, &events, opts.inclusive, opts.inclusive || tree)?;
        let (table, mut order) = FunctionTable::new(&plan);
        order.order_ties(&table);
        for &f in order.shown() {
            let names = match table.kind(f) {
                RowKind::Cycle { number, .. } => {
                    vec![String::new(), format!("<cycle {number} as a whole>"), String::new()]
                }
                RowKind::Function(f) => {
                    let id = table.identity(f);
                    vec![lossy(id.file), lossy(id.name), lossy(id.object.unwrap_or(b""))]
                }
            };
            let mut line = names.clone();
            if tree {
                line.extend(["function", "", "", ""].map(String::from));
            }
            csv_costs(&plan, table.self_cost(f).as_ref(), &mut line);
            let mut exactness = Exactness::Exact;
            if let Some(inclusive) = table.inclusive(f) {
                match inclusive.value() {
                    Some(v) => csv_costs(&plan, *v, &mut line),
                    None => blanks(&mut line),
                }
                exactness = inclusive.exactness();
                let cycle = match table.kind(f) {
                    RowKind::Cycle { number, .. } => Some(number),
                    RowKind::Function(f) => table.cycle_of(f),
                };
                line.push(cycle.map_or(String::new(), |c| c.to_string()));
            }
            if opts.inclusive || tree {
                line.push(exactness.name().to_string());
            }
            writeln!(out, "{}", line.join(","))?;
            if !tree || matches!(table.kind(f), RowKind::Cycle { .. }) {
                continue;
            }
            let relations: [(&str, bool, &mut dyn Iterator<Item = Call<CostRef<'_>>>); 2] = [
                ("caller", opts.tree_caller, &mut table.callers(f)),
                ("callee", opts.tree_calling, &mut table.callees(f)),
            ];
            for (relation, wanted, list) in relations {
                for call in list.filter(|_| wanted) {
                    let o = table.identity(call.other);
                    let mut line = names.clone();
                    line.extend([
                        relation.to_string(),
                        lossy(o.file),
                        lossy(o.name),
                        call.count.to_string(),
                    ]);
                    // A recursive call's cost is part of an outer call's
                    // (as in the text tree): its fields are empty, and its
                    // exactness says why.
                    match call.cost.value() {
                        Some(v) => csv_costs(&plan, *v, &mut line),
                        None => blanks(&mut line),
                    }
                    if opts.inclusive {
                        blanks(&mut line);
                        line.push(String::new());
                    }
                    line.push(call.cost.exactness().name().to_string());
                    writeln!(out, "{}", line.join(","))?;
                }
            }
        }
    } else {
        let header = vec![if opts.group == Group::File { "file" } else { "object" }.to_string()];
        write_header(out, header, &events, opts.inclusive, opts.inclusive)?;
        for row in group_table(&plan).rows {
            let mut line = vec![lossy(&row.name)];
            csv_costs(&plan, row.self_cost.as_ref(), &mut line);
            if row.inclusive.is_some() {
                let figure = row.figure();
                match figure.value() {
                    Some(v) => csv_costs(&plan, *v, &mut line),
                    None => blanks(&mut line),
                }
                line.push(String::new());
                line.push(figure.exactness().name().to_string());
            }
            writeln!(out, "{}", line.join(","))?;
        }
    }
    Ok(())
}
