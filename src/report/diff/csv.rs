use std::io::Write;

use super::Row;
use super::names::Keys;
use crate::report::Options;

/// A header and a row per function; with `--tree` the rows of its callers
/// and callees follow it, saying whose they are.
pub(super) fn write_csv(
    out: &mut dyn Write,
    opts: &Options,
    shown: &[String],
    rows: &[Row],
    keys: &Keys<'_>,
) -> std::io::Result<()> {
    let quote = |b: &[u8]| {
        let s = String::from_utf8_lossy(b);
        if s.contains([',', '"', '\n', '\r']) {
            format!("\"{}\"", s.replace('"', "\"\""))
        } else {
            s.into_owned()
        }
    };
    let values = |d: &[i128]| d.iter().map(i128::to_string).collect::<Vec<_>>().join(",");
    // The changes, then OLD's and NEW's figures (`Ir_old`, `Ir_new`).
    let header = {
        let side = |suffix: &str| {
            shown
                .iter()
                .map(|e| quote(format!("{e}_{suffix}").as_bytes()))
                .collect::<Vec<_>>()
        };
        let mut h: Vec<String> = shown.iter().map(|e| quote(e.as_bytes())).collect();
        h.extend(side("old"));
        h.extend(side("new"));
        h.join(",")
    };
    let figures = |r: &Row| format!("{},{},{}", values(&r.change), values(&r.old), values(&r.new));
    let tree = opts.tree_caller || opts.tree_calling;
    if !tree {
        writeln!(out, "file,function,{header}")?;
        for r in rows {
            let (file, func) = keys.shown(r.name);
            writeln!(out, "{},{},{}", quote(file), quote(func), figures(r))?;
        }
        return Ok(());
    }
    writeln!(
        out,
        "file,function,relation,other_file,other_function,count_change,{header}"
    )?;
    // A call line's OLD and NEW figures are left empty: its change is
    // what a diff lists.
    let no_sides = ",".repeat(2 * shown.len());
    for r in rows {
        let (file, func) = keys.shown(r.name);
        let (file, func) = (quote(file), quote(func));
        writeln!(out, "{file},{func},function,,,,{}", figures(r))?;
        for (relation, list) in [("caller", &r.callers), ("callee", &r.callees)] {
            for c in list {
                let (ofile, ofunc) = keys.shown(c.other);
                writeln!(
                    out,
                    "{file},{func},{relation},{},{},{},{}{no_sides}",
                    quote(ofile),
                    quote(ofunc),
                    c.count,
                    c.change.as_deref().map_or_else(|| ",".repeat(shown.len() - 1), values)
                )?;
            }
        }
    }
    Ok(())
}
