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
    let quote = |b: &[u8]| crate::safety::csv::field(&String::from_utf8_lossy(b));
    let values = |d: &[i128]| d.iter().map(i128::to_string).collect::<Vec<_>>().join(",");
    let tree = opts.tree_caller || opts.tree_calling;
    if !tree {
        writeln!(out, "file,function,{}", shown.join(","))?;
        for r in rows {
            let (file, func) = keys.shown(r.name);
            writeln!(out, "{},{},{}", quote(file), quote(func), values(&r.change))?;
        }
        return Ok(());
    }
    writeln!(
        out,
        "file,function,relation,other_file,other_function,count_change,{}",
        shown.join(",")
    )?;
    for r in rows {
        let (file, func) = keys.shown(r.name);
        let (file, func) = (quote(file), quote(func));
        writeln!(out, "{file},{func},function,,,,{}", values(&r.change))?;
        for (relation, list) in [("caller", &r.callers), ("callee", &r.callees)] {
            for c in list {
                let (ofile, ofunc) = keys.shown(c.other);
                writeln!(
                    out,
                    "{file},{func},{relation},{},{},{},{}",
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
