//! The differential flame graph of `--diff OLD NEW`: NEW's stacks, widths
//! from NEW, each frame coloured by the change of its weight from OLD's
//! frame of the same stack (red grew, blue shrank, grey unchanged) and
//! marked `+`/`-` in its label, so the change does not rest on colour
//! alone. A frame is hatched when either side's weight is estimated; the
//! tooltip gives both figures and their exactness. Below the graph, the
//! functions whose self cost changed most: recorded figures, exact.

use crate::safety::keyed::InputMap;
use std::io::{self, Write};

use rustc_hash::FxHashMap;

use super::svg::{Paint, write_svg_with};
use super::{FlameOptions, exactness_note, stacks};
use crate::analysis::stacks::{ROOT, Tree};
use crate::model::Profile;
use crate::report::diff::text::signed;
use crate::report::format::commify;

/// OLD's frame of the same stack (by labels) as each of NEW's frames.
fn matching(old: &Tree, new: &Tree) -> Vec<Option<u32>> {
    let mut index: FxHashMap<(u32, &[u8]), u32> = FxHashMap::default();
    for f in 0..old.frames.len() as u32 {
        index.insert((old.frames[f as usize].parent, &old.key(f).label), f);
    }
    let mut of = vec![None; new.frames.len()];
    for f in new.preorder() {
        let parent = new.frames[f as usize].parent;
        let old_parent = if parent == ROOT {
            Some(ROOT)
        } else {
            of[parent as usize]
        };
        of[f as usize] = old_parent.and_then(|p| index.get(&(p, new.key(f).label.as_slice())).copied());
    }
    of
}

/// Self cost per frame label (recorded, exact), summed over the label's
/// functions.
fn self_by_label(profile: &Profile, tree: &Tree, column: usize) -> InputMap<Vec<u8>, i128> {
    let mut m: InputMap<Vec<u8>, i128> = InputMap::default();
    for (f, &k) in tree.function_key.iter().enumerate() {
        let v = profile.self_cost(f as u32).get(column).unwrap_or(0);
        *m.entry(tree.keys[k as usize].label.clone()).or_default() += v;
    }
    m
}

/// Writes the differential flame graph; returns how many frames were
/// left out as narrower than `--min-width`.
pub fn write_diff_svg(
    out: &mut dyn Write,
    old_p: &Profile,
    new_p: &Profile,
    opts: &FlameOptions,
) -> Result<usize, String> {
    let old = stacks(old_p, opts, false)?;
    let new = stacks(new_p, opts, false)?;
    let column = |p: &Profile| super::event_columns(p, &opts.events, false).map(|c| c[0]);
    let (old_col, new_col) = (column(old_p)?, column(new_p)?);
    let of = matching(&old, &new);
    let changes: Vec<i128> = (0..new.frames.len())
        .map(|f| {
            let was = of[f].map_or(0, |o| old.weight(o, 0));
            i128::from(new.weight(f as u32, 0)) - i128::from(was)
        })
        .collect();
    let largest = changes.iter().map(|c| c.unsigned_abs()).max().unwrap_or(0).max(1) as f64;
    let paint = |f: u32| {
        let change = changes[f as usize];
        let strength = (change.unsigned_abs() as f64 / largest).sqrt();
        let fade = (220.0 - 160.0 * strength) as u8;
        let fill = match change.signum() {
            1 => format!("rgb(240,{fade},{fade})"),
            -1 => format!("rgb({fade},{fade},240)"),
            _ => "rgb(215,215,215)".to_string(),
        };
        let (was, old_status) = match of[f as usize] {
            Some(o) => (
                commify(old.weight(o, 0)),
                if old.frames[o as usize].exact {
                    "exact"
                } else {
                    "estimated"
                },
            ),
            None => ("0".into(), "absent"),
        };
        Paint {
            fill,
            note: format!("\nold {was} ({old_status}); change {}", signed(change)),
            mark: match change.signum() {
                1 => "+",
                -1 => "-",
                _ => "",
            },
        }
    };
    // Hatched when either side is estimated: the frame's `exact` flag is
    // what the SVG hatches by.
    let mut drawn = new.clone();
    // A stack absent from OLD is known to be absent when OLD's frame of
    // its parent is exact with all its children.
    for (f, frame) in drawn.frames.iter_mut().enumerate() {
        let old_exact = match of[f] {
            Some(o) => old.frames[o as usize].exact,
            None => {
                let parent = new.frames[f].parent;
                parent != ROOT && of[parent as usize].is_some_and(|o| old.frames[o as usize].self_exact)
            }
        };
        frame.exact &= old_exact;
    }
    let subtitle = format!(
        "new: {}; old: {:.1}% on exact stacks",
        exactness_note(&new, 0),
        old.exact_share(0) * 100.0
    );
    // The exact figures beside the graph: self cost change per function.
    let (old_self, new_self) = (self_by_label(old_p, &old, old_col), self_by_label(new_p, &new, new_col));
    let mut rows: Vec<(&[u8], i128)> = new_self
        .iter()
        .map(|(l, &v)| (l.as_slice(), v - old_self.get(l).copied().unwrap_or(0)))
        .chain(
            old_self
                .iter()
                .filter(|(l, _)| !new_self.contains_key(*l))
                .map(|(l, &v)| (l.as_slice(), -v)),
        )
        .filter(|&(_, c)| c != 0)
        .collect();
    rows.sort_by(|a, b| b.1.abs().cmp(&a.1.abs()).then(a.0.cmp(b.0)));
    let extra: Vec<String> = std::iter::once(format!(
        "Self cost change per function ({}, recorded: exact):",
        new.events[0]
    ))
    .chain(
        rows.iter()
            .take(10)
            .map(|(l, c)| format!("{:>16}  {}", signed(*c), String::from_utf8_lossy(l))),
    )
    .chain(
        rows.is_empty()
            .then(|| "  none: every function's self cost is the same".to_string()),
    )
    .collect();
    write_svg_with(out, &drawn, opts, &subtitle, &paint, &extra).map_err(|e: io::Error| e.to_string())
}
