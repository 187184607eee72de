//! `--diff --format=json`: the changes, each function's OLD and NEW
//! figures, the explain table and the gate's verdict.

use serde_json::{Map, Value, json};

use super::explain::{CallChange, Explain, Presence};
use super::figures::{Figures, Range};
use super::gate::Gate;
use super::{CallLine, Diff};
use crate::report::Options;
use crate::report::data::integer;

fn text(b: &[u8]) -> Value {
    Value::String(String::from_utf8_lossy(b).into_owned())
}

/// An exact figure as a number; a range as `{ "min", "max" }`.
pub(super) fn range(r: Range) -> Value {
    if r.is_exact() {
        integer(r.lo)
    } else {
        json!({ "min": integer(r.lo), "max": integer(r.hi) })
    }
}

/// The JSON document of a diff.
pub(super) fn document(
    diff: &Diff<'_>,
    opts: &Options,
    names: (&str, &str),
    explained: Option<(&Figures<'_>, &Explain)>,
    gate: Option<&Gate>,
) -> Value {
    let shown = &diff.shown;
    let pct = |v: i128, k: usize| diff.percent(v, k);
    let costs = |d: &[i128]| -> Value {
        let mut m = Map::new();
        for (k, e) in shown.iter().enumerate() {
            m.insert(
                e.clone(),
                json!({ "change": integer(d[k]), "percent_of_old": pct(d[k], k) }),
            );
        }
        Value::Object(m)
    };
    let by_event =
        |d: &[i128]| -> Value { Value::Object(shown.iter().zip(d).map(|(e, v)| (e.clone(), integer(*v))).collect()) };
    let calls = |list: &[CallLine]| -> Value {
        list.iter()
            .map(|c| {
                let (file, func) = diff.name(c.other);
                json!({
                    "file": text(file), "function": text(func),
                    "count_change": integer(c.count), "recursive": c.change.is_none(),
                    "change": c.change.as_deref().map_or(Value::Null, costs)
                })
            })
            .collect()
    };
    let functions: Vec<Value> = diff
        .rows
        .iter()
        .map(|r| {
            let (file, func) = diff.name(r.name);
            let mut v = json!({
                "file": text(file), "function": text(func), "change": costs(&r.change),
                "old": by_event(&r.old), "new": by_event(&r.new),
            });
            if opts.tree_caller {
                v["callers"] = calls(&r.callers);
            }
            if opts.tree_calling {
                v["callees"] = calls(&r.callees);
            }
            v
        })
        .collect();
    let mut doc = json!({
        "schema": crate::report::data::SCHEMA,
        "generator": format!("cgann {}", env!("CARGO_PKG_VERSION")),
        "diff": { "old": names.0, "new": names.1 },
        "events": { "shown": shown, "sort": &diff.sort },
        "old_totals": by_event(&diff.old_total),
        "new_totals": by_event(&diff.new_total),
        "totals": costs(&diff.delta),
        "functions": functions,
    });
    if let Some((fig, e)) = explained {
        doc["explain"] = explain(fig, e);
    }
    if let Some(g) = gate {
        doc["gate"] = gate_json(fig_of(explained), g);
    }
    doc
}

fn fig_of<'f, 'a>(explained: Option<(&'f Figures<'a>, &Explain)>) -> Option<&'f Figures<'a>> {
    explained.map(|(f, _)| f)
}

fn name(fig: &Figures<'_>, id: u32) -> (Value, Value) {
    let (file, function) = fig.name(id);
    (text(file), text(function))
}

fn explain(fig: &Figures<'_>, e: &Explain) -> Value {
    let calls = |list: &[CallChange]| -> Value {
        list.iter()
            .map(|c| {
                let (file, function) = name(fig, c.other);
                json!({
                    "file": file, "function": function,
                    "cost_change": c.cost.map_or(Value::Null, integer),
                    "count_change": integer(c.count),
                })
            })
            .collect()
    };
    let rows: Vec<Value> = e
        .rows
        .iter()
        .map(|r| {
            let (file, function) = name(fig, r.function);
            json!({
                "file": file, "function": function,
                "presence": match r.presence { Presence::Both => "both", Presence::New => "new", Presence::Removed => "removed" },
                "old_self": integer(r.old_self), "new_self": integer(r.new_self),
                "self_change": integer(r.self_change()),
                "old_inclusive": range(r.old_inclusive), "new_inclusive": range(r.new_inclusive),
                "inclusive_change": range(r.inclusive_change()),
                "calls_change": integer(r.calls),
                "main_callers": calls(&r.callers), "main_callees": calls(&r.callees),
            })
        })
        .collect();
    json!({
        "event": fig.events[e.event],
        "rows": rows,
        "more": { "functions": e.more, "self_change": integer(e.more_change) },
        "outside_functions": integer(e.outside),
        "old_total": integer(e.old_total),
        "new_total": integer(e.new_total),
        "total_change": integer(e.total_change()),
    })
}

pub(super) fn gate_json(fig: Option<&Figures<'_>>, g: &Gate) -> Value {
    let outcomes: Vec<Value> = g
        .outcomes
        .iter()
        .map(|o| {
            let offenders: Vec<Value> = o
                .offenders
                .iter()
                .map(|f| {
                    let (file, function) = fig.map_or((Value::Null, Value::Null), |fig| name(fig, f.function));
                    json!({ "file": file, "function": function, "old": integer(f.old), "new": integer(f.new) })
                })
                .collect();
            json!({
                "name": o.rule.name, "rule": o.rule.text, "event": o.event,
                "old": range(o.old), "new": range(o.new), "change": range(o.change()),
                "allowed": integer(o.allowed()),
                "verdict": o.verdict.word(), "waived": o.waived,
                "functions": o.functions, "offenders": offenders,
            })
        })
        .collect();
    json!({
        "verdict": g.verdict.word(),
        "rules": outcomes,
        "unknown_waivers": g.unknown_waivers,
    })
}
