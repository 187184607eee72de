//! The rule of `analysis::enclosed` computed the plain way: W of every
//! start, of the code inlined into a start and of every member of X's
//! cycle that is not blocked, in rounds over all of them until none moves.
//! The shipped pass (a search from the starts, callees first, a worklist)
//! must give the very same bounds: both reach the greatest W below every
//! node's own figure.

use rustc_hash::FxHashMap;

use super::enclosed::{Enclosed, Reaches, all_columns, settle};
use crate::model::cost::{Cost, CostTable};

pub(super) fn tighten(g: &Enclosed<'_, '_>, bounded: &[u32], lower: &FxHashMap<u32, Cost>, costs: &mut CostTable) {
    let prepared = g.prepare(bounded, lower, costs);
    g.first_round(&prepared, lower, costs);
    let mut reaches = Reaches::default();
    for &x in &prepared.bounded {
        let Some(t) = g.target(&prepared, &mut reaches, x) else {
            continue;
        };
        let mut order: Vec<u32> = t.starts.iter().copied().filter(|&s| t.reach[s as usize]).collect();
        let starts = order.len();
        let pieces: Vec<u32> = order.iter().flat_map(|&s| prepared.inlined.of(s).to_vec()).collect();
        for p in pieces {
            if t.reach[p as usize] && !order.contains(&p) {
                order.push(p);
            }
        }
        for v in 0..g.nodes as u32 {
            if g.component[v as usize] == t.component && !g.blocked(&prepared, &t, v) && !order.contains(&v) {
                order.push(v);
            }
        }
        let slot: FxHashMap<u32, u32> = order.iter().enumerate().map(|(i, &v)| (v, i as u32)).collect();
        let mut w = CostTable::zeroed(g.n, order.len());
        for (i, &v) in order.iter().enumerate() {
            w.set(i as u32, costs.get(v));
        }
        let mut sum = Cost::zero(g.n);
        loop {
            let mut changed = false;
            for (i, &v) in order.iter().enumerate() {
                g.w_of(&prepared, &t, v, costs, |z| slot.get(&z).map(|&j| w.get(j)), &mut sum);
                let mut now = Cost::from_ref(w.get(i as u32));
                let before = now.clone();
                super::callgraph::min_into(&mut now, sum.as_ref());
                if now != before {
                    w.set(i as u32, now.as_ref());
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let mut bound = Cost::zero(g.n);
        bound.defined = all_columns(g.n);
        for i in 0..starts {
            bound.add_saturating(w.get(i as u32));
        }
        settle(x, bound.as_ref(), lower, costs);
    }
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use crate::input::{Source, load};
    use crate::model::Profile;
    use crate::model::builder::BuildOptions;

    /// Every bundled profile that loads (malformed inputs aside).
    fn bundled() -> Vec<PathBuf> {
        fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
            let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
            entries.sort();
            for p in entries {
                let name = p.file_name().unwrap().to_string_lossy().into_owned();
                if p.is_dir() {
                    if name != "malformed" && name != "fuzz-regressions" {
                        walk(&p, out);
                    }
                } else if name.starts_with("callgrind.out") || name.starts_with("cachegrind.out") {
                    out.push(p);
                }
            }
        }
        let mut out = Vec::new();
        walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata"), &mut out);
        out
    }

    /// (context, shipped, reference) for every figure the two passes give
    /// differently; and how many contexts are bounds.
    fn differences(p: &Profile) -> (Vec<String>, usize) {
        let total = p.calculated_total().clone();
        let run = |pass| {
            super::super::function_recursion_by(
                p,
                total.as_ref(),
                |_, _| std::cmp::Ordering::Equal,
                |a, b| a.cmp(&b),
                pass,
            )
        };
        let shipped = run(super::super::enclosed::tighten);
        let reference = run(super::tighten);
        let mut out = Vec::new();
        let mut bounded = 0;
        for v in 0..p.functions.len() as u32 {
            bounded += usize::from(!reference.is_exact(v));
            let (a, b) = (shipped.cost(v), reference.cost(v));
            let (la, lb) = (shipped.lower(v), reference.lower(v));
            if a.vals != b.vals || la.vals != lb.vals || shipped.is_exact(v) != reference.is_exact(v) {
                out.push(format!(
                    "{}: shipped <={:?} (>={:?}), reference <={:?} (>={:?})",
                    String::from_utf8_lossy(p.name(p.functions[v as usize].name)),
                    a.vals,
                    la.vals,
                    b.vals,
                    lb.vals
                ));
            }
        }
        (out, bounded)
    }

    #[test]
    fn the_shipped_pass_equals_the_plain_iteration_on_every_bundled_profile() {
        let mut failures = Vec::new();
        let mut bounded = 0usize;
        for path in bundled() {
            let Ok((p, _)) = load(&Source::Path(&path), BuildOptions::default()) else {
                continue;
            };
            let (found, b) = differences(&p);
            bounded += b;
            failures.extend(found.into_iter().map(|f| format!("{}: {f}", path.display())));
        }
        assert!(bounded > 20, "bounded contexts over the bundled profiles: {bounded}");
        assert!(
            failures.is_empty(),
            "{} differences:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }
}
