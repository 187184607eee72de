//! `--diff --format=bmf`: NEW's figures as Bencher Metric Format JSON
//! (<https://bencher.dev/docs/reference/bencher-metric-format>), for
//! `bencher run --adapter json`. One benchmark for the program's total
//! (named by `--bench-name`, NEW's file name by default) and one per gate
//! rule naming functions, files or objects (`NAME/inclusive:parse`); each
//! holds a measure per event, named as Bencher's own callgrind adapter
//! names them (`Ir` is `instructions`). A figure the profile only bounds
//! (an inclusive cost in recursion) has its bounds in `lower_value` and
//! `upper_value`, and its upper bound as `value` (BMF needs a value; the
//! upper bound is one the data guarantees, never a guess).

use serde_json::{Map, Value, json};

use super::figures::{Figures, Range};
use super::gate::{Gate, Scope};

/// Bencher's measure slug for a callgrind event: its callgrind adapter's
/// names (`instructions`, `global-bus-events`), else the event's name in
/// lower case (`dr`, `d1mr`, `bcm`).
pub fn measure(event: &str) -> String {
    match event {
        "Ir" => "instructions".into(),
        "Ge" => "global-bus-events".into(),
        other => other.to_ascii_lowercase(),
    }
}

fn metric(r: Range) -> Value {
    if r.is_exact() {
        json!({ "value": r.lo as f64 })
    } else {
        json!({ "value": r.hi as f64, "lower_value": r.lo as f64, "upper_value": r.hi as f64 })
    }
}

/// The BMF document.
pub fn bmf(fig: &Figures<'_>, gate: Option<&Gate>, bench: &str) -> Value {
    let mut doc = Map::new();
    let total: Map<String, Value> = fig
        .events
        .iter()
        .enumerate()
        .map(|(k, e)| (measure(e), metric(Range::exact(fig.totals[1][k]))))
        .collect();
    doc.insert(bench.to_string(), Value::Object(total));
    for o in gate.map_or(&[][..], |g| &g.outcomes[..]) {
        if matches!(o.rule.scope, Scope::Total | Scope::Each) {
            continue;
        }
        let name = format!("{bench}/{}", o.rule.text.split_whitespace().next().unwrap_or(""));
        let entry = doc.entry(name).or_insert_with(|| Value::Object(Map::new()));
        entry[measure(&o.event)] = metric(o.new);
    }
    Value::Object(doc)
}
