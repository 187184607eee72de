//! The table by source file or by ELF object (`--group=file|object`): the
//! self cost of the functions in each.

use std::io::{self, Write};

use rustc_hash::FxHashMap;

use super::format::{RULE, widths, write_costs, write_event_names};
use super::functions::{advance, all_thresholds_reached};
use super::{Group, Plan};
use crate::model::cost::Cost;

/// Name printed for functions whose object the profile does not give.
const NO_OBJECT: &[u8] = b"(no object)";

/// The groups shown (sorted, cut at the thresholds and `--top`) with their
/// costs, and the files to auto-annotate: the shown files when grouping by
/// file, none when grouping by object.
pub fn grouped_rows(plan: &Plan<'_>) -> (Vec<(Vec<u8>, Cost)>, Vec<u32>) {
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
    let mut costs: FxHashMap<Option<u32>, Cost> = FxHashMap::default();
    for (f, func) in profile.functions.iter().enumerate() {
        if func.has_body {
            costs
                .entry(key(f))
                .or_insert_with(|| Cost::zero(n))
                .add_saturating(profile.self_cost(f as u32));
        }
    }
    let name = |k: &Option<u32>| k.map_or(NO_OBJECT, |id| profile.name(id));
    let mut rows: Vec<(Option<u32>, Cost)> = costs.into_iter().collect();
    rows.sort_by(|(ka, ca), (kb, cb)| {
        plan.cmp_costs(ca.as_ref(), cb.as_ref())
            .then_with(|| name(ka).cmp(name(kb)))
    });
    let mut reached = vec![0i128; plan.sort_order.len()];
    let mut shown = Vec::new();
    let mut files = Vec::new();
    for (k, cost) in rows {
        let at_threshold = plan.single_threshold < 100.0 && all_thresholds_reached(plan, &reached);
        if at_threshold || opts.top.is_some_and(|t| shown.len() >= t) {
            break;
        }
        advance(plan, &mut reached, cost.as_ref());
        if opts.group == Group::File
            && let Some(file) = k
        {
            files.push(file);
        }
        shown.push((name(&k).to_vec(), cost));
    }
    (shown, files)
}

/// Prints the grouped table; returns the files to auto-annotate.
pub fn write_groups(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<Vec<u32>> {
    let events = &plan.profile.events;
    let (rows, files) = grouped_rows(plan);
    let w = widths(events, rows.iter().map(|(_, c)| c.as_ref()), plan.opts.show_percs);
    let cols = plan.columns(&plan.totals);
    out.write_all(RULE.as_bytes())?;
    write_event_names(out, events, &w, &plan.show_order)?;
    out.write_all(if plan.opts.group == Group::Object {
        b" object\n"
    } else {
        b" file\n"
    })?;
    out.write_all(RULE.as_bytes())?;
    for (name, cost) in &rows {
        write_costs(out, Some(cost.as_ref()), &w, &cols)?;
        out.write_all(b" ")?;
        out.write_all(name)?;
        out.write_all(b"\n")?;
    }
    out.write_all(b"\n")?;
    Ok(files)
}
