use std::cmp::Ordering;
use std::io::Write;

use super::names::Keys;
use super::{CallLine, Row};
use crate::report::Options;
use crate::view::figure::{Exactness, Marks, UNDECIDED_MARK};

/// `+1,234` / `-1,234` / `0`.
pub(crate) fn signed(v: i128) -> String {
    let digits = crate::report::format::commify(v.saturating_abs());
    match v.cmp(&0) {
        Ordering::Greater => format!("+{digits}"),
        Ordering::Less => format!("-{digits}"),
        Ordering::Equal => digits,
    }
}

/// `1,234` / `-1,234` (no `+`).
pub(crate) fn plain(v: i128) -> String {
    signed(v).trim_start_matches('+').to_string()
}

/// An exact figure, or `lo..hi` of a range.
pub(crate) fn range(r: super::figures::Range, show: fn(i128) -> String) -> String {
    if r.is_exact() {
        show(r.lo)
    } else {
        format!("{}..{}", show(r.lo), show(r.hi))
    }
}

/// A change as every text form of the diff shows it (the report, the
/// browser): `+1,234 (+0.16%)`, its percentage of OLD's total left out
/// for no change, when that total is 0 (`p` is `None`) or without
/// `--show-percs`.
pub(crate) fn change_cell(v: i128, p: Option<f64>, percs: bool) -> String {
    match (percs, p) {
        (true, Some(p)) if v != 0 => format!("{} ({p:+.2}%)", signed(v)),
        _ => signed(v),
    }
}

/// The cells of one line of the diff, per shown event: a row's or a
/// total's change (`Some`), or a call line's (`None` for a recursive
/// call: its cost is not decided by the data, and every event shows the
/// undecided mark `?`, as the --tree report does; `.` would read as no
/// change).
pub(crate) fn change_cells(
    change: Option<&[i128]>,
    events: usize,
    pct: &dyn Fn(i128, usize) -> Option<f64>,
    percs: bool,
) -> Vec<String> {
    match change {
        Some(d) => d
            .iter()
            .enumerate()
            .map(|(k, &v)| change_cell(v, pct(v, k), percs))
            .collect(),
        None => vec![UNDECIDED_MARK.to_string(); events],
    }
}

#[allow(clippy::too_many_arguments)]
pub(super) fn write_text(
    out: &mut dyn Write,
    opts: &Options,
    names: (&str, &str),
    shown: &[String],
    sort: &[String],
    totals: (&[i128], &[i128], &[i128]),
    rows: &[Row],
    keys: &Keys<'_>,
    pct: &dyn Fn(i128, usize) -> Option<f64>,
) -> std::io::Result<()> {
    const RULE: &str = crate::report::format::RULE;
    let (old_total, new_total, delta) = totals;
    let cells = |d: Option<&[i128]>| change_cells(d, shown.len(), pct, opts.show_percs);
    let delta_cells = cells(Some(delta));
    // Per row: its callers' cells, its own, its callees'.
    type Cells = Vec<Vec<String>>;
    let row_cells: Vec<(Cells, Vec<String>, Cells)> = rows
        .iter()
        .map(|r| {
            let calls = |list: &[CallLine]| list.iter().map(|c| cells(c.change.as_deref())).collect::<Vec<_>>();
            (calls(&r.callers), cells(Some(&r.change)), calls(&r.callees))
        })
        .collect();
    let width = |k: usize| {
        row_cells
            .iter()
            .flat_map(|(a, own, b)| a.iter().chain([own]).chain(b))
            .map(|c| c[k].len())
            .chain([delta_cells[k].len(), shown[k].len()])
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..shown.len()).map(width).collect();
    out.write_all(RULE.as_bytes())?;
    writeln!(out, "Difference: '{}' (new) minus '{}' (old)", names.1, names.0)?;
    out.write_all(RULE.as_bytes())?;
    writeln!(out, "Events shown:     {}", shown.join(" "))?;
    writeln!(out, "Event sort order: {} (absolute change)", sort.join(" "))?;
    for (label, t) in [("Old totals:       ", old_total), ("New totals:       ", new_total)] {
        let v: Vec<String> = t.iter().map(|&v| plain(v)).collect();
        writeln!(out, "{label}{}", v.join(" "))?;
    }
    writeln!(out, "Percentages are of the old totals.\n")?;
    let header = |out: &mut dyn Write, tail: &str| -> std::io::Result<()> {
        out.write_all(RULE.as_bytes())?;
        let names: Vec<String> = shown.iter().zip(&widths).map(|(e, w)| format!("{e:<w$}")).collect();
        writeln!(out, "{} {tail}", names.join(" "))?;
        out.write_all(RULE.as_bytes())
    };
    let line = |out: &mut dyn Write, c: &[String]| -> std::io::Result<()> {
        let cols: Vec<String> = c.iter().zip(&widths).map(|(s, w)| format!("{s:>w$}")).collect();
        write!(out, "{} ", cols.join(" "))
    };
    let name = |out: &mut dyn Write, id: u32| -> std::io::Result<()> {
        let (file, func) = keys.shown(id);
        out.write_all(file)?;
        out.write_all(b":")?;
        out.write_all(func)
    };
    // ` < caller (+3x)` / ` >   callee (-2x)`, as in the --tree report.
    let calls = |out: &mut dyn Write, arrow: &[u8], list: &[CallLine], c: &[Vec<String>]| -> std::io::Result<()> {
        for (call, c) in list.iter().zip(c) {
            line(out, c)?;
            out.write_all(arrow)?;
            name(out, call.other)?;
            writeln!(out, " ({}x)", signed(call.count))?;
        }
        Ok(())
    };
    let tree = opts.tree_caller || opts.tree_calling;
    header(out, "")?;
    line(out, &delta_cells)?;
    writeln!(out, " PROGRAM TOTALS\n")?;
    header(out, "file:function")?;
    for (r, (caller_cells, own, callee_cells)) in rows.iter().zip(&row_cells) {
        if tree {
            out.write_all(b"\n")?;
        }
        calls(out, b" < ", &r.callers, caller_cells)?;
        line(out, own)?;
        if tree {
            out.write_all(b" * ")?;
        }
        out.write_all(b" ")?;
        name(out, r.name)?;
        out.write_all(b"\n")?;
        calls(out, b" >   ", &r.callees, callee_cells)?;
    }
    out.write_all(b"\n")?;
    let mut marks = Marks::default();
    if rows
        .iter()
        .flat_map(|r| r.callers.iter().chain(&r.callees))
        .any(|c| c.change.is_none())
    {
        marks.saw(Exactness::Undecided);
    }
    if let Some(legend) = marks.legend() {
        out.write_all(legend.as_bytes())?;
        out.write_all(b"\n")?;
    }
    Ok(())
}
