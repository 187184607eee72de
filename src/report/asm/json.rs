//! The machine code as data, for `--format=json` (`machine_code` in
//! docs/json-schema.md).

use serde_json::{Value, json};

use super::super::Plan;
use super::listing::{contexts_of, fetch_all, prepare};
use super::{MachineCode, lossy};
use crate::model::cost::CostRef;

/// The machine code as data, for `--format=json`: every instruction of the
/// code shown (none folded).
pub fn to_json(plan: &Plan<'_>, mc: &MachineCode, costs: impl Fn(CostRef<'_>) -> Value) -> Value {
    let names = &mc.instr.names;
    let mut functions = Vec::new();
    let mut fetched = fetch_all(plan, mc);
    let contexts = contexts_of(plan.profile, mc);
    for ((code, fetched), contexts) in mc.instr.code.iter().zip(&mut fetched).zip(contexts) {
        let listing = prepare(mc, code, fetched, contexts);
        let instrs: Vec<Value> = listing
            .rows
            .iter()
            .map(|r| {
                let (file, line) = r.source.as_ref().map_or((Value::Null, Value::Null), |(f, l)| {
                    (Value::String(lossy(f)), Value::from(*l))
                });
                let calls: Vec<Value> = r
                    .instr
                    .map_or(&[][..], |i| &i.calls[..])
                    .iter()
                    .map(|c| {
                        json!({
                            "file": lossy(names.get(c.callee_file)),
                            "function": lossy(names.get(c.callee)),
                            "count": c.count,
                            "cost": costs(c.cost.as_ref()),
                        })
                    })
                    .collect();
                let jumps: Vec<Value> = r
                    .instr
                    .map_or(&[][..], |i| &i.jumps[..])
                    .iter()
                    .map(|j| {
                        json!({
                            "conditional": j.conditional,
                            "executed": j.executed,
                            "taken": j.followed,
                            "target": if j.target == 0 { Value::Null } else { Value::from(j.target) },
                            "target_function": lossy(names.get(j.target_func)),
                            "target_file": lossy(names.get(j.target_file)),
                            "target_line": j.target_line,
                        })
                    })
                    .collect();
                json!({
                    "address": r.addr,
                    "text": r.text,
                    "file": file,
                    "line": line,
                    "cost": r.instr.map_or(Value::Null, |i| costs(i.cost.as_ref())),
                    "calls": calls,
                    "jumps": jumps,
                })
            })
            .collect();
        functions.push(json!({
            "function": lossy(&code.key.name),
            "object": lossy(&code.key.object),
            "contexts": listing.contexts,
            "self": costs(listing.self_cost.as_ref()),
            "instructions_total": costs(code.total(plan.profile.events.len()).as_ref()),
            "notes": listing.notes,
            "instructions": instrs,
        }));
    }
    json!({
        "addresses": mc.instr.has_addresses,
        "jumps": mc.instr.has_jumps,
        "functions": functions,
    })
}
