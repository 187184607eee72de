//! The report as data: `--format=json` (schema in docs/json-schema.md) and
//! `--format=csv`. Same selection as the text report (events, sorting,
//! thresholds, `--top`, grouping), figures as plain integers.

use std::io::Write;

use serde_json::{Map, Value, json};

use super::groups::grouped_rows;
use super::listing::{listing, row_call_index};
use super::order::shown_functions;
use super::{Group, Plan, ReportError};
use crate::analysis::groups::NO_OBJECT;
use crate::analysis::needs::Source;
use crate::model::cost::CostRef;
use crate::model::{FuncId, Profile};

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

fn function_ref(profile: &Profile, f: FuncId) -> (Value, Value) {
    let func = &profile.functions[f as usize];
    (text(profile.name(func.file)), text(profile.name(func.name)))
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
        "totals_calculated": plan.totals_calculated,
        "incomplete": plan.opts.incomplete,
        "inclusive": opts.inclusive,
        "group": match opts.group { Group::Function => "function", Group::File => "file", Group::Object => "object", Group::Symbol => "symbol" },
        "focus": opts.focus.iter().map(|s| s.text.clone()).collect::<Vec<_>>(),
        "exclude": opts.exclude.iter().map(|s| s.text.clone()).collect::<Vec<_>>(),
    });
    let mut annotate: Vec<u32> = Vec::new();
    if opts.group.lists_functions() {
        let listing = listing(&plan);
        let rows = shown_functions(&plan, &listing);
        let tree = opts.tree_caller || opts.tree_calling;
        let (callers, callees) = if tree {
            row_call_index(&plan, &listing, &rows)
        } else {
            Default::default()
        };
        let incoming = incoming_counts(profile);
        // `incoming`: the list holds the callers of `me`.
        let calls = |me: FuncId, list: Option<&Vec<(FuncId, &crate::model::CallStat)>>, incoming: bool| -> Value {
            list.map_or(&[][..], Vec::as_slice)
                .iter()
                .map(|(g, c)| {
                    let (file, function) = function_ref(profile, *g);
                    let recursive = if incoming {
                        listing.hides_call(*g, me)
                    } else {
                        listing.hides_call(me, *g)
                    };
                    let cost = if recursive { Value::Null } else { costs(&plan, profile.call_cost(c)) };
                    json!({ "file": file, "function": function, "count": c.count, "cost": cost, "recursive": recursive })
                })
                .collect()
        };
        let mut out_rows = Vec::new();
        let mut cycles = Vec::new();
        for &f in &rows {
            if let Some(cycle) = listing.cycle_row(f) {
                let members: Vec<Value> = listing
                    .cycle_members(cycle)
                    .iter()
                    .map(|&m| {
                        let (file, function) = function_ref(profile, m);
                        json!({ "file": file, "function": function })
                    })
                    .collect();
                cycles.push(json!({
                    "cycle": cycle,
                    "members": members,
                    "self": costs(&plan, listing.self_cost(&plan, f).as_ref()),
                    "inclusive": costs(&plan, listing.cost(f)),
                }));
                continue;
            }
            let func = &profile.functions[f as usize];
            let (file, function) = function_ref(profile, f);
            let mut row = json!({
                "file": file,
                "function": function,
                "object": func.object.map(|o| profile.name(o)).filter(|o| !o.is_empty()).map_or(Value::Null, text),
                "self": costs(&plan, profile.self_cost(f)),
                "calls": incoming.get(f as usize).copied().unwrap_or(0),
                "cycle": listing.cycle_of(f).map_or(Value::Null, Value::from),
            });
            if opts.inclusive {
                row["inclusive"] = costs(&plan, listing.cost(f));
                row["inclusive_exact"] = Value::from(listing.is_exact(f));
                row["inclusive_lower"] = costs(&plan, listing.lower(f));
            }
            if opts.tree_caller {
                row["callers"] = calls(f, callers.get(&f), true);
            }
            if opts.tree_calling {
                row["callees"] = calls(f, callees.get(&f), false);
            }
            out_rows.push(row);
            annotate.push(func.file);
        }
        if opts.inclusive {
            doc["cycles"] = Value::Array(cycles);
        }
        doc["functions"] = Value::Array(out_rows);
    } else {
        let (rows, files, order) = grouped_rows(&plan);
        doc["groups"] = rows
            .iter()
            .map(|row| {
                let mut g = json!({ "name": text(&row.name), "self": costs(&plan, row.self_cost.as_ref()) });
                if let Some(c) = &row.inclusive {
                    g["inclusive"] = costs(&plan, c.as_ref());
                    g["inclusive_exact"] = Value::from(row.exact);
                    g["inclusive_lower"] = costs(&plan, row.lower.as_ref().unwrap_or(c).as_ref());
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
                    json!({
                        "name": name(o.object),
                        "needs": o.needs.iter().map(|&d| name(d)).collect::<Vec<_>>(),
                        "loaded": o.loaded.iter().map(|&d| name(d)).collect::<Vec<_>>(),
                        "needs_from": match o.source {
                            Source::Needed => "DT_NEEDED",
                            Source::Name => "name",
                            Source::Unknown => "unknown",
                        },
                    })
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

/// How often each function was called, from all its callers.
pub(super) fn incoming_counts(profile: &Profile) -> Vec<u64> {
    let mut counts = vec![0u64; profile.functions.len()];
    for (&(_, callee), call) in profile.calls() {
        counts[callee as usize] = counts[callee as usize].saturating_add(call.count);
    }
    counts
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

/// A CSV field, quoted when it needs to be.
fn field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn csv_costs(plan: &Plan<'_>, c: CostRef<'_>, line: &mut Vec<String>) {
    for &i in &plan.show_order {
        line.push(c.get(i).map_or(String::new(), |v| v.to_string()));
    }
}

/// The header row: the name columns, a column per shown event, and with
/// `--inclusive=yes` an inclusive column per shown event and `cycle`.
fn yes_no(b: bool) -> String {
    if b { "yes" } else { "no" }.to_string()
}

fn write_header(
    out: &mut dyn Write,
    mut header: Vec<String>,
    events: &[String],
    inclusive: bool,
) -> std::io::Result<()> {
    header.extend(events.iter().cloned());
    if inclusive {
        header.extend(
            events
                .iter()
                .map(|e| field(&format!("{} inclusive", e.trim_matches('"')))),
        );
        header.push("cycle".into());
        // Whether the inclusive figures are exact (else upper bounds).
        header.push("exact".into());
    }
    writeln!(out, "{}", header.join(","))
}

pub fn write_csv(out: &mut dyn Write, profile: &Profile, opts: &super::Options) -> Result<(), ReportError> {
    let plan = Plan::new(profile, opts)?;
    let events: Vec<String> = plan.show_order.iter().map(|&i| field(&profile.events[i])).collect();
    let lossy = |b: &[u8]| field(&String::from_utf8_lossy(b));
    if opts.group.lists_functions() {
        // With --tree, each function's row is followed by a row per call
        // from a caller and/or to a callee, as in the text report's tree.
        let tree = opts.tree_caller || opts.tree_calling;
        let mut header = vec!["file".to_string(), "function".into(), "object".into()];
        if tree {
            header.extend(["relation", "other_file", "other_function", "count"].map(String::from));
        }
        write_header(out, header, &events, opts.inclusive)?;
        let listing = listing(&plan);
        let rows = shown_functions(&plan, &listing);
        let (callers, callees) = if tree {
            row_call_index(&plan, &listing, &rows)
        } else {
            Default::default()
        };
        for f in rows {
            let names = match listing.cycle_row(f) {
                Some(cycle) => vec![String::new(), format!("<cycle {cycle} as a whole>"), String::new()],
                None => {
                    let func = &profile.functions[f as usize];
                    let object = func.object.map(|o| profile.name(o)).unwrap_or(b"");
                    vec![
                        lossy(profile.name(func.file)),
                        lossy(profile.name(func.name)),
                        lossy(object),
                    ]
                }
            };
            let mut line = names.clone();
            if tree {
                line.extend(["function", "", "", ""].map(String::from));
            }
            csv_costs(&plan, listing.self_cost(&plan, f).as_ref(), &mut line);
            if opts.inclusive {
                csv_costs(&plan, listing.cost(f), &mut line);
                let cycle = listing.cycle_row(f).or_else(|| listing.cycle_of(f));
                line.push(cycle.map_or(String::new(), |c| c.to_string()));
                line.push(yes_no(listing.is_exact(f)));
            }
            writeln!(out, "{}", line.join(","))?;
            if !tree || listing.cycle_row(f).is_some() {
                continue;
            }
            let relations = [
                ("caller", opts.tree_caller, callers.get(&f)),
                ("callee", opts.tree_calling, callees.get(&f)),
            ];
            for (relation, wanted, list) in relations {
                for (other, call) in list.filter(|_| wanted).map_or(&[][..], Vec::as_slice) {
                    let o = &profile.functions[*other as usize];
                    let mut line = names.clone();
                    line.extend([
                        relation.to_string(),
                        lossy(profile.name(o.file)),
                        lossy(profile.name(o.name)),
                        call.count.to_string(),
                    ]);
                    // A recursive call's cost is part of an outer call's
                    // (as in the text tree): its fields are empty.
                    let hidden = if relation == "caller" {
                        listing.hides_call(*other, f)
                    } else {
                        listing.hides_call(f, *other)
                    };
                    if hidden {
                        line.extend(plan.show_order.iter().map(|_| String::new()));
                    } else {
                        csv_costs(&plan, profile.call_cost(call), &mut line);
                    }
                    if opts.inclusive {
                        line.extend(plan.show_order.iter().map(|_| String::new()));
                        line.push(String::new());
                        line.push(String::new());
                    }
                    writeln!(out, "{}", line.join(","))?;
                }
            }
        }
    } else {
        let header = vec![if opts.group == Group::File { "file" } else { "object" }.to_string()];
        write_header(out, header, &events, opts.inclusive)?;
        for row in grouped_rows(&plan).0 {
            let mut line = vec![lossy(&row.name)];
            csv_costs(&plan, row.self_cost.as_ref(), &mut line);
            if let Some(c) = &row.inclusive {
                csv_costs(&plan, c.as_ref(), &mut line);
                line.push(String::new());
                line.push(yes_no(row.exact));
            }
            writeln!(out, "{}", line.join(","))?;
        }
    }
    Ok(())
}
