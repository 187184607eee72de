//! The table by source file or by ELF object (`--group=file|object`); the
//! figures come from [`crate::analysis::groups`].

use std::io::{self, Write};

use super::format::{RULE, widths, write_event_names};
use super::order::{advance, all_thresholds_reached};
use super::{Group, Plan};
pub use crate::analysis::groups::GroupRow;
use crate::analysis::groups::group_rows;

/// The groups shown (sorted, cut at the thresholds and `--top`), and the
/// files to auto-annotate: the shown files when grouping by file, none
/// when grouping by object.
pub fn grouped_rows(plan: &Plan<'_>) -> (Vec<GroupRow>, Vec<u32>) {
    let opts = plan.opts;
    let mut rows = group_rows(
        plan.profile,
        opts.group,
        opts.inclusive,
        plan.totals.as_ref(),
        |a, b| plan.cmp_costs(a, b),
    );
    // Rows are in name order here (cycles last, by number), so a stable
    // sort by cost breaks ties by name.
    rows.sort_by(|a, b| plan.cmp_costs(a.listed().as_ref(), b.listed().as_ref()));
    let mut reached = vec![0i128; plan.sort_order.len()];
    let mut shown = Vec::new();
    let mut files = Vec::new();
    for row in rows {
        let at_threshold = plan.single_threshold < 100.0 && all_thresholds_reached(plan, &reached);
        if at_threshold || opts.top.is_some_and(|t| shown.len() >= t) {
            break;
        }
        advance(plan, &mut reached, row.listed().as_ref());
        files.extend(row.file);
        shown.push(row);
    }
    (shown, files)
}

/// Prints the grouped table; returns the files to auto-annotate.
pub fn write_groups(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<Vec<u32>> {
    let events = &plan.profile.events;
    let (rows, files) = grouped_rows(plan);
    let bounded = rows.iter().any(|r| !r.exact);
    let w = super::format::widen_for_bounds(
        widths(events, rows.iter().map(|r| r.listed().as_ref()), plan.opts.show_percs),
        bounded,
    );
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
        super::format::write_figure(out, Some(row.listed().as_ref()), row.exact, &w, &cols)?;
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
