//! Folded stacks: a line per stack with weight of its own, frames from the
//! top down joined by `;`, then the weight (`main;run;work 1234`), as
//! flamegraph.pl, inferno, speedscope, flamelens and Grafana Pyroscope
//! read them. The format has no place for exactness: the notes go to
//! stderr.

use std::io::{self, Write};

use super::min_weight;
use crate::analysis::stacks::Tree;

/// A frame's name in a folded line: `;` separates frames and the last
/// blank the weight, so `;` becomes `:` and line breaks blanks.
fn folded_name(label: &[u8]) -> String {
    String::from_utf8_lossy(label)
        .chars()
        .map(|c| match c {
            ';' => ':',
            '\n' | '\r' => ' ',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect()
}

/// Writes the stacks of `event` (an index into the tree's events),
/// leaving out frames narrower than `min_width` percent; returns how many
/// frames were left out. A pruned frame's weight stays in its parent's
/// line, so the lines still add up to the total.
pub fn write_folded(out: &mut dyn Write, tree: &Tree, event: usize, min_width: f64) -> io::Result<usize> {
    let min = min_weight(tree, event, min_width);
    let (keep, pruned) = tree.prune(event, min);
    let names: Vec<String> = tree.keys.iter().map(|k| folded_name(&k.label)).collect();
    let mut line = String::new();
    for f in tree.preorder() {
        if !keep[f as usize] {
            continue;
        }
        let own = tree.own_weight(f, event, &keep);
        if own == 0 {
            continue;
        }
        line.clear();
        for (i, &p) in tree.path(f).iter().enumerate() {
            if i > 0 {
                line.push(';');
            }
            line.push_str(&names[tree.frames[p as usize].key as usize]);
        }
        writeln!(out, "{line} {own}")?;
    }
    Ok(pruned)
}
