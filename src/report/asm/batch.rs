//! Fewer objdump runs: functions of one object whose ranges are close
//! are disassembled by one run over the range that covers them, and each
//! function's part is cut out of it as a run of its own would print it.
//!
//! Each objdump run first reads the object's symbols and, for `-l`, its
//! line table: on CPython's 23 MB libpython some 30 ms of CPU before the
//! first instruction, while a kilobyte of code costs about half a
//! millisecond. The 50 MB benchmark profile's top 20 functions have 11
//! ranges in libpython, four of them overlapping or a few kilobytes from
//! the next one.

use std::path::PathBuf;

use super::super::objdump::{AsmItem, ObjectSearch, disassemble};

/// Ranges of one object closer than this are disassembled by one run:
/// the code between them costs less than a run's start.
pub(super) const MERGE_GAP: u64 = 32 << 10;

/// The code to disassemble for one function: `[first, stop)` of the
/// object at `path`, `stop` some way past its last recorded instruction.
#[derive(Debug, Clone)]
pub(super) struct Span {
    pub(super) path: PathBuf,
    pub(super) first: u64,
    /// The last recorded instruction.
    pub(super) last: u64,
    pub(super) stop: u64,
}

/// The functions (indexes into `spans`) to disassemble together: by
/// object, in address order, a range joining the group when it starts
/// within [`MERGE_GAP`] of the group's end and the group stays under
/// `max_span` bytes.
pub(super) fn groups(spans: &[Option<Span>], max_span: u64) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..spans.len()).filter(|&k| spans[k].is_some()).collect();
    let span = |k: usize| spans[k].as_ref().expect("filtered");
    order.sort_by(|&a, &b| (&span(a).path, span(a).first, a).cmp(&(&span(b).path, span(b).first, b)));
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut hull: (u64, u64) = (0, 0);
    for k in order {
        let s = span(k);
        let joins = groups.last().is_some_and(|g| {
            span(g[0]).path == s.path
                && s.first <= hull.1.saturating_add(MERGE_GAP)
                && s.stop.max(hull.1) - hull.0 <= max_span
        });
        if joins {
            groups.last_mut().expect("joins").push(k);
            hull.1 = hull.1.max(s.stop);
        } else {
            groups.push(vec![k]);
            hull = (s.first, s.stop);
        }
    }
    groups
}

/// The groups to disassemble when at most `cap` runs may start: those
/// holding the functions first in table order (a group's smallest index)
/// are kept; the functions of the others are returned, in table order.
pub(super) fn within_cap(mut groups: Vec<Vec<usize>>, cap: usize) -> (Vec<Vec<usize>>, Vec<usize>) {
    if groups.len() <= cap {
        return (groups, Vec::new());
    }
    groups.sort_by_key(|g| g.iter().min().copied());
    let mut left: Vec<usize> = groups.split_off(cap).into_iter().flatten().collect();
    left.sort_unstable();
    (groups, left)
}

/// Disassembles a group's functions: one run over them all, each cut out
/// of it ([`slice`]); a function that cannot be cut out exactly, or a
/// group whose run failed, gets a run of its own.
pub(super) fn run(
    search: &ObjectSearch,
    spans: &[Option<Span>],
    group: &[usize],
) -> Vec<(usize, Result<Vec<AsmItem>, String>)> {
    let span = |k: usize| spans[k].as_ref().expect("grouped spans exist");
    let alone = |k: usize| {
        let s = span(k);
        (k, disassemble(search, &s.path, s.first, s.stop))
    };
    if let [k] = group {
        return vec![alone(*k)];
    }
    let start = group.iter().map(|&k| span(k).first).min().unwrap_or(0);
    let stop = group.iter().map(|&k| span(k).stop).max().unwrap_or(0);
    let Ok(items) = disassemble(search, &span(group[0]).path, start, stop) else {
        return group.iter().map(|&k| alone(k)).collect();
    };
    group
        .iter()
        .map(|&k| {
            let s = span(k);
            match slice(&items, s.first, s.last, s.stop) {
                Some(part) => (k, Ok(part)),
                None => alone(k),
            }
        })
        .collect()
}

/// What a run over `[first, stop)` alone prints, as far as [`cut`] keeps
/// it (up to the first symbol after `last`), cut out of a run over a
/// wider range; `None` when that cannot be told from the wider run.
///
/// A run starting at a symbol prints its header and, when the line table
/// has a line for it, that line before the first instruction, as the
/// wider run does there when the line changes. So the part is exact when
/// `first` starts a symbol and a source line comes between the header and
/// the instruction; otherwise (inside a function, or a line the wider run
/// did not repeat, or no line) the function is run alone. So it is too
/// when the code runs on past `stop` inside an instruction: a run alone
/// decodes that instruction's first bytes only.
///
/// [`cut`]: super::listing::cut
pub(super) fn slice(items: &[AsmItem], first: u64, last: u64, stop: u64) -> Option<Vec<AsmItem>> {
    let at = items
        .iter()
        .position(|i| matches!(i, AsmItem::Symbol(a, _) if *a == first))?;
    let mut out = vec![items[at].clone()];
    let mut instrs = 0;
    for item in &items[at + 1..] {
        match item {
            AsmItem::Symbol(a, _) if *a > last && *a <= stop => break,
            AsmItem::Instr(a, _) | AsmItem::Symbol(a, _) if *a >= stop => {
                if *a > stop {
                    return None;
                }
                break;
            }
            AsmItem::Instr(a, _) => {
                if instrs == 0 && (*a != first || !matches!(out.last(), Some(AsmItem::Source(..)))) {
                    return None;
                }
                instrs += 1;
            }
            _ => {}
        }
        out.push(item.clone());
    }
    // Nothing after the last instruction is the function's.
    while matches!(out.last(), Some(AsmItem::Source(..) | AsmItem::Symbol(..))) {
        out.pop();
    }
    (instrs > 0).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn span(path: &str, first: u64, stop: u64) -> Option<Span> {
        Some(Span {
            path: path.into(),
            first,
            last: first,
            stop,
        })
    }

    #[test]
    fn the_cap_keeps_the_groups_first_in_table_order() {
        let groups = vec![vec![4, 0], vec![3], vec![1, 5], vec![2]];
        let (kept, left) = within_cap(groups.clone(), 2);
        assert_eq!(kept, vec![vec![4, 0], vec![1, 5]]);
        assert_eq!(left, vec![2, 3]);
        assert_eq!(within_cap(groups.clone(), 4), (groups, vec![]));
    }

    #[test]
    fn close_ranges_of_one_object_go_together() {
        let spans = vec![
            span("/lib/a", 0x10000, 0x12000),
            None,
            span("/lib/b", 0x10000, 0x11000),
            // Overlaps the first.
            span("/lib/a", 0x11000, 0x20000),
            // Just within the gap of the group's end.
            span("/lib/a", 0x20000 + MERGE_GAP, 0x29000),
            // Too far.
            span("/lib/a", 0x100000, 0x101000),
        ];
        assert_eq!(groups(&spans, 4 << 20), vec![vec![0, 3, 4], vec![5], vec![2]]);
        // A group stays under the longest range.
        assert_eq!(groups(&spans, 0x10000), vec![vec![0, 3], vec![4], vec![5], vec![2]]);
    }

    fn instr(a: u64) -> AsmItem {
        AsmItem::Instr(a, "nop".into())
    }
    fn source(line: u64) -> AsmItem {
        AsmItem::Source(b"a.c".to_vec(), line)
    }

    #[test]
    fn a_part_is_what_a_run_of_its_own_prints() {
        let items = vec![
            AsmItem::Symbol(0x10, "f".into()),
            source(1),
            instr(0x10),
            instr(0x14),
            AsmItem::Symbol(0x20, "g".into()),
            source(7),
            instr(0x20),
            source(8),
            instr(0x24),
            AsmItem::Symbol(0x30, "h".into()),
            source(9),
            instr(0x30),
            instr(0x34),
        ];
        let g = vec![
            AsmItem::Symbol(0x20, "g".into()),
            source(7),
            instr(0x20),
            source(8),
            instr(0x24),
        ];
        // Up to the next symbol, wherever the run alone would stop after it.
        assert_eq!(slice(&items, 0x20, 0x24, 0x30).unwrap(), g);
        assert_eq!(slice(&items, 0x20, 0x24, 0x32).unwrap(), g);
        // Up to `stop` when it comes first, at an instruction.
        assert_eq!(slice(&items, 0x20, 0x20, 0x24).unwrap(), g[..3]);
        // A run alone would end in 0x20's instruction cut short.
        assert_eq!(slice(&items, 0x20, 0x20, 0x22), None);
        assert_eq!(slice(&items, 0x10, 0x100, 0x100).unwrap(), items);
        // Inside a function: a run from there would name `<g+0x4>`.
        assert_eq!(slice(&items, 0x24, 0x24, 0x30), None);
        // No line printed at the start: the line table may have none there.
        let bare = vec![AsmItem::Symbol(0x20, "g".into()), instr(0x20)];
        assert_eq!(slice(&bare, 0x20, 0x20, 0x30), None);
    }
}
