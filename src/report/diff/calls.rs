use rustc_hash::FxHashMap;

use super::compare::{CallSum, Members, Order, sort_calls};
use super::{CallLine, Diff};
use crate::model::Profile;

/// Each profile's calls by caller and by callee, and which of them are
/// recursive (as the --tree report decides): what [`Diff::calls`] reads to
/// list one row's calls. Made once for the two profiles, for every table
/// compared from them (by any sort event, self or inclusive).
pub struct CallIndex<'a> {
    sides: [IndexSide<'a>; 2],
}

struct IndexSide<'a> {
    profile: &'a Profile,
    exactness: crate::analysis::recursion::CallExactness,
    /// `(caller, callee)` of every call, sorted.
    by_caller: Vec<(u32, u32)>,
    /// `(callee, caller)` of every call, sorted.
    by_callee: Vec<(u32, u32)>,
}

impl<'a> CallIndex<'a> {
    pub fn new(old: &'a Profile, new: &'a Profile) -> CallIndex<'a> {
        let side = |profile: &'a Profile| {
            let mut by_caller: Vec<(u32, u32)> = profile.calls().keys().copied().collect();
            let mut by_callee: Vec<(u32, u32)> = by_caller.iter().map(|&(a, b)| (b, a)).collect();
            by_caller.sort_unstable();
            by_callee.sort_unstable();
            IndexSide {
                profile,
                exactness: crate::analysis::function_call_exactness(profile),
                by_caller,
                by_callee,
            }
        };
        CallIndex {
            sides: [side(old), side(new)],
        }
    }
}

/// The pairs of `sorted` whose first member is `f`.
fn calls_of(sorted: &[(u32, u32)], f: u32) -> &[(u32, u32)] {
    let start = sorted.partition_point(|&(a, _)| a < f);
    let end = start + sorted[start..].partition_point(|&(a, _)| a == f);
    &sorted[start..end]
}

impl Diff<'_> {
    /// The callers and callees of `rows[row]`, as [`diff`](super::diff) lists them with
    /// `--tree` (each as asked by the options), for a diff made by
    /// [`diff_rows`](super::diff_rows) from the profiles `index` was made from (empty lists
    /// otherwise).
    pub fn calls(&self, row: usize, index: &CallIndex<'_>) -> (Vec<CallLine>, Vec<CallLine>) {
        let (Some(later), Some(r)) = (&self.later, self.rows.get(row)) else {
            return (Vec::new(), Vec::new());
        };
        let width = self.shown.len();
        let members = later
            .members
            .get_or_init(|| [0, 1].map(|s| Members::new(&later.ids[s], self.keys.keys.len())));
        let mut callers: FxHashMap<u32, CallSum> = FxHashMap::default();
        let mut callees: FxHashMap<u32, CallSum> = FxHashMap::default();
        for (sign, (((side, ids), at), members)) in [-1i128, 1]
            .into_iter()
            .zip(later.sides.iter().zip(&later.ids).zip(&index.sides).zip(members))
        {
            let p = side.profile;
            if !std::ptr::eq(p, at.profile) {
                return (Vec::new(), Vec::new());
            }
            for &f in members.of(r.name) {
                let lists = [
                    (later.callees, &at.by_caller, &mut callees, false),
                    (later.callers, &at.by_callee, &mut callers, true),
                ];
                for (wanted, sorted, sums, incoming) in lists {
                    if !wanted {
                        continue;
                    }
                    for &(_, other) in calls_of(sorted, f) {
                        let (caller, callee) = if incoming { (other, f) } else { (f, other) };
                        let (Some(call), Some(id)) = (p.calls().get(&(caller, callee)), ids[other as usize]) else {
                            continue;
                        };
                        let e = sums.entry(id).or_insert_with(|| CallSum::new(width));
                        e.add(sign, side, p, call, at.exactness.hides_call(caller, callee));
                    }
                }
            }
        }
        let order = Order {
            sort_idx: &self.sort_idx,
            keys: &self.keys,
        };
        let lines = |sums: FxHashMap<u32, CallSum>| {
            let mut list: Vec<CallLine> = sums.into_iter().filter_map(|(other, sum)| sum.line(other)).collect();
            sort_calls(&mut list, &order);
            list
        };
        (lines(callers), lines(callees))
    }
}
