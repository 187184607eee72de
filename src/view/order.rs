//! The order of a function table: rows by cost (largest first, ties by
//! name), cut where the thresholds are reached and at `--top`.

use std::cmp::Ordering;
use std::ops::Range;

use super::listing::Listing;
use super::{FileName, Resolved, cmp_file_names};
use crate::model::FuncId;
use crate::model::cost::{CostRef, Val, to_f64};

/// The functions the table shows, in callgrind_annotate's order (by cost,
/// ties by name), cut where the thresholds are reached and at `--top`.
/// Only the rows that can be shown need their ties broken by name, so the
/// full sort runs on costs alone (comparing names is what costs time with
/// 800,000 functions, most of them tied at tiny costs) and names order just
/// the prefix that can be shown.
/// Sorts (key, row) pairs by key, largest first; rows of equal keys in any
/// order (the caller orders the shown ones by name). On one thread: two
/// halves sorted on two threads and merged made the whole run 1.3% faster
/// on the 50 MB benchmark profile (median of 60 paired runs), under the
/// 3% a second mechanism has to earn.
fn sort_largest_first(pairs: &mut [(u64, u32)]) {
    pairs.sort_unstable_by_key(|&(key, _)| std::cmp::Reverse(key));
}

/// The rows of a listing sorted by cost, largest first, with their keys.
enum SortedKeys {
    /// One sort event whose every key fits 64 bits (the usual case):
    /// (key, row) pairs in order.
    One(Vec<(u64, u32)>),
    /// `k` keys per row, by row, and the order of the rows.
    Many { keys: Vec<Val>, k: usize, order: Vec<u32> },
}

impl SortedKeys {
    /// The rows (indices into the listing), in order.
    fn order(&self) -> Box<dyn Iterator<Item = usize> + '_> {
        match self {
            SortedKeys::One(pairs) => Box::new(pairs.iter().map(|&(_, i)| i as usize)),
            SortedKeys::Many { order, .. } => Box::new(order.iter().map(|&i| i as usize)),
        }
    }

    /// Whether the `a`-th and `b`-th rows in order have equal keys.
    fn same(&self, a: usize, b: usize) -> bool {
        match self {
            SortedKeys::One(pairs) => pairs[a].0 == pairs[b].0,
            SortedKeys::Many { keys, k, order } => {
                let key = |j: usize| &keys[order[j] as usize * k..(order[j] as usize + 1) * k];
                key(a) == key(b)
            }
        }
    }
}

/// The (key, row) pairs of one sort event (see [`sort_keys`]) that the
/// threshold can reach, unsorted; `None` when a value of 2^64-1 leaves no
/// key for it. [`shown_functions`] shows rows largest first until the
/// running sum of their values reaches the threshold, and every row it
/// shows, with every row of equal cost, is kept. Rows are grouped by the
/// bit length of their keys; the groups are summed from the largest down
/// to the first at whose end the threshold is reached, and the rows of
/// smaller groups are left out. On the 50 MB benchmark profile 37,000 of
/// 154,000 functions are shown and 48,600 are kept (costs from 127 up),
/// and the report runs some 12 million instructions fewer. (Not with
/// `--inclusive=yes`, whose threshold is not a running sum, nor at 100%.)
/// The groups are summed in a first pass over the costs, so that only the
/// kept pairs are made: all of them made first, then dropped, took 2.5 MB
/// of fresh memory where 0.8 MB does.
fn reachable_pairs(plan: &Resolved<'_>, listing: &Listing<'_>, e: usize) -> Option<Vec<(u64, u32)>> {
    // A negative value has no key here: the general sort takes it.
    let key = |f: FuncId| {
        listing
            .cost(f)
            .get(e)
            .map_or(Some(0), |v| u64::try_from(v).ok()?.checked_add(1))
    };
    let group = |key: u64| 64 - key.leading_zeros() as usize;
    let (mut sums, mut counts) = ([0u128; 65], [0usize; 65]);
    for &f in &listing.funcs {
        let key = key(f)?;
        // Key 0 is an undefined value, which adds nothing.
        sums[group(key)] += u128::from(key.saturating_sub(1));
        counts[group(key)] += 1;
    }
    let mut first_kept = 0;
    if !plan.query.inclusive && plan.single_threshold < 100.0 {
        let mut reached = 0u128;
        first_kept = (0..=64)
            .rev()
            .find(|&g| {
                reached += sums[g];
                all_thresholds_reached(plan, &[reached as i128])
            })
            .unwrap_or(0);
    }
    let mut pairs = Vec::with_capacity(counts[first_kept..].iter().sum());
    for (i, &f) in listing.funcs.iter().enumerate() {
        let key = key(f)?;
        if group(key) >= first_kept {
            pairs.push((key, i as u32));
        }
    }
    Some(pairs)
}

/// Sort keys, one per sort event and row, largest first: the value, -1 for
/// an undefined one (callgrind_annotate's rule); in the one-event pairs, 0
/// for an undefined value and value + 1 otherwise. Comparing these is much
/// cheaper than decoding costs in every comparison.
fn sort_keys(plan: &Resolved<'_>, listing: &Listing<'_>) -> SortedKeys {
    let k = plan.sort_order.len();
    if let [e] = plan.sort_order[..] {
        // One sort event (the usual case): (key, index) pairs compare as one
        // integer, where comparing one-element key slices cost 10x the
        // instructions (callgrind, 50 MB profile, 154,000 functions: the
        // sort went from 158 million instructions to about 20 million).
        // 64-bit keys (all but a value of 2^64-1 fit) make the pairs half
        // as big as 128-bit ones (with the tied rows' names looked up once,
        // 141 million -> 94 million instructions on the 200 MB profile).
        // Made straight from the costs, with no table of 128-bit keys and
        // no separate order: 3.6 MB less fresh memory on the 50 MB
        // profile, whose pages the report waited for.
        if let Some(mut pairs) = reachable_pairs(plan, listing, e) {
            sort_largest_first(&mut pairs);
            return SortedKeys::One(pairs);
        }
    }
    let mut keys: Vec<Val> = Vec::with_capacity(listing.funcs.len() * k);
    for &f in &listing.funcs {
        let c = listing.cost(f);
        keys.extend(
            plan.sort_order
                .iter()
                // callgrind_annotate's order: an undefined value counts as -1.
                .map(|&e| c.get(e).unwrap_or(-1)),
        );
    }
    let mut order: Vec<u32> = (0..listing.funcs.len() as u32).collect();
    if k == 1 {
        order.sort_unstable_by_key(|&i| std::cmp::Reverse(keys[i as usize]));
    } else {
        let key = |i: u32| &keys[i as usize * k..(i as usize + 1) * k];
        order.sort_unstable_by(|&a, &b| key(b).cmp(key(a)));
    }
    SortedKeys::Many { keys, k, order }
}

pub fn shown_functions(plan: &Resolved<'_>, listing: &Listing<'_>) -> Vec<FuncId> {
    let Ordered {
        mut rows, runs, shown, ..
    } = ordered_functions(plan, listing);
    sort_runs_by_names(plan, listing, &mut rows, &runs, shown);
    rows.truncate(shown);
    rows
}

/// The rows of a table in cost order, before ties are put in name order.
pub struct Ordered {
    /// The rows in cost order, as far as the shown ones and the last run
    /// among them reach.
    pub rows: Vec<FuncId>,
    /// Runs of rows of equal cost reaching into the shown rows, in order:
    /// each still to be put in name order.
    pub runs: Vec<Range<usize>>,
    /// How many rows are shown.
    pub shown: usize,
    /// The first row by cost, shown or not (`None` when no row was
    /// sorted: see reachable_pairs).
    pub top: Option<FuncId>,
}

pub fn ordered_functions(plan: &Resolved<'_>, listing: &Listing<'_>) -> Ordered {
    let sorted = sort_keys(plan, listing);
    let mut rows: Vec<FuncId> = sorted.order().map(|i| listing.funcs[i]).collect();
    // Which rows are shown depends on costs only: tied rows have equal
    // values in every sort event.
    let mut shown = rows.len();
    if plan.single_threshold < 100.0 {
        let mut reached = vec![0i128; plan.sort_order.len()];
        shown = 0;
        while shown < rows.len() && !all_thresholds_reached(plan, &reached) {
            match &sorted {
                // The value is in the key already (see sort_keys): read
                // in order, not looked up per row in the cost table.
                SortedKeys::One(pairs) if !plan.query.inclusive => {
                    if let Some(v) = pairs[shown].0.checked_sub(1) {
                        reached[0] += i128::from(v);
                    }
                }
                _ => advance(plan, &mut reached, listing.cost(rows[shown])),
            }
            shown += 1;
        }
    }
    if let Some(top) = plan.query.top {
        shown = shown.min(top);
    }
    // Rows are in cost order already: only runs of equal costs that reach
    // into the shown rows need their order by name.
    let mut runs = Vec::new();
    let mut start = 0;
    while start < shown {
        let mut end = start + 1;
        while end < rows.len() && sorted.same(end, start) {
            end += 1;
        }
        if end - start > 1 {
            runs.push(start..end);
        }
        start = end;
    }
    let top = rows.first().copied();
    rows.truncate(runs.last().map_or(shown, |run| run.end.max(shown)));
    Ordered { rows, runs, shown, top }
}

/// Sorts each of `runs` (ranges of `rows` of equal cost, in order) by
/// name, as far as the first `shown` rows reach. Many runs are sorted on
/// two threads, half of the rows in them each: on the 50 MB benchmark
/// profile 31,750 of the 37,185 rows shown are in 3,659 runs of equal
/// cost, and sorting them took about 6 ms (the names are long and far
/// apart in memory).
pub fn sort_runs_by_names(
    plan: &Resolved<'_>,
    listing: &Listing<'_>,
    rows: &mut [FuncId],
    runs: &[Range<usize>],
    shown: usize,
) {
    const PARALLEL_FROM: usize = 4096;
    let sort = |rows: &mut [FuncId], runs: &[Range<usize>], base: usize| {
        for run in runs {
            let (start, end) = (run.start - base, run.end - base);
            sort_by_names(plan, listing, &mut rows[start..end], shown - run.start);
        }
    };
    let total: usize = runs.iter().map(ExactSizeIterator::len).sum();
    if total < PARALLEL_FROM {
        sort(rows, runs, 0);
        return;
    }
    // The first run of the second half: where half the rows in runs lie
    // before it.
    let mut before = 0;
    let half = runs
        .iter()
        .position(|run| {
            before += run.len();
            before > total / 2
        })
        .map_or(runs.len(), |k| k + 1);
    let Some(cut) = runs.get(half).map(|run| run.start) else {
        sort(rows, runs, 0);
        return;
    };
    let (first, second) = rows.split_at_mut(cut);
    std::thread::scope(|scope| {
        scope.spawn(|| sort(second, &runs[half..], cut));
        sort(first, &runs[..half], 0);
    });
}

/// Puts the first `needed` rows of `rows` (of equal cost) in order by
/// name (cycles first, by number), then id: those that sort first, in
/// that order. The rest are left in any order (they are not shown): a run
/// that the threshold cuts is only partitioned around the last row
/// needed, and only the rows before it are sorted.
pub fn sort_by_names(plan: &Resolved<'_>, listing: &Listing<'_>, rows: &mut [FuncId], needed: usize) {
    if rows.iter().any(|&f| listing.cycle_row(f).is_some()) {
        sort_first(rows, needed, |&a, &b| listing.cmp_names(plan, a, b).then(a.cmp(&b)));
        return;
    }
    // The names looked up once per row, not twice per comparison: on the
    // 1 GB profile, whose threshold reaches into runs of thousands of
    // functions of equal cost, the lookups were a third of the time spent
    // comparing names.
    let profile = plan.profile;
    let mut named: Vec<(FileName<'_>, FuncId)> = rows
        .iter()
        .map(|&f| {
            let func = &profile.functions[f as usize];
            ((func.file, profile.name(func.file), profile.name(func.name)), f)
        })
        .collect();
    // The names' first lines read in one pass before the sort compares
    // them (see RowPrinter::touch): 3.4 ms -> 2.7 ms for the tied rows of
    // the 50 MB benchmark profile (medians of 6 runs, timed inside the
    // process).
    for ((_, _, name), _) in &named {
        std::hint::black_box([0, 64, 128].map(|at| name.get(at).copied()));
    }
    sort_first(&mut named, needed, |a, b| cmp_file_names(a.0, b.0).then(a.1.cmp(&b.1)));
    for (row, (_, f)) in rows.iter_mut().zip(named) {
        *row = f;
    }
}

/// Sorts the `needed` smallest of `items` (by `cmp`, a total order) into
/// the front, in order.
fn sort_first<T>(items: &mut [T], needed: usize, mut cmp: impl FnMut(&T, &T) -> Ordering) {
    let front = if needed < items.len() {
        if needed == 0 {
            return;
        }
        items.select_nth_unstable_by(needed - 1, &mut cmp).0
    } else {
        items
    };
    front.sort_unstable_by(cmp);
}

/// Adds a printed function's cost to the running totals the thresholds
/// are checked against.
pub fn advance(plan: &Resolved<'_>, reached: &mut [i128], cost: CostRef<'_>) {
    for (k, &e) in plan.sort_order.iter().enumerate() {
        if let Some(v) = cost.get(e) {
            reached[k] = if plan.query.inclusive {
                // callgrind_annotate's inclusive rule: what is left after
                // the last function printed.
                plan.totals.get(e).unwrap_or(0) - v
            } else {
                reached[k] + v
            };
        }
    }
}

pub fn all_thresholds_reached(plan: &Resolved<'_>, reached: &[i128]) -> bool {
    plan.sort_order
        .iter()
        .zip(&plan.thresholds)
        .zip(reached)
        .all(|((&e, th), &r)| {
            let mut prop = to_f64(r) * 100.0;
            if let Some(t) = plan.totals.get(e).filter(|&t| t > 0) {
                prop /= to_f64(t);
            }
            prop >= th.value
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_tables_sort_like_small_ones() {
        for len in [0, 1, 100, (1 << 15) - 1, 1 << 15, (1 << 15) + 7, 100_003] {
            // A spread of keys with many ties, as costs have.
            let mut pairs: Vec<(u64, u32)> = (0..len as u32)
                .map(|i| (u64::from(i.wrapping_mul(2_654_435_761) % 977), i))
                .collect();
            let mut want = pairs.clone();
            want.sort_unstable_by_key(|&(k, i)| (std::cmp::Reverse(k), i));
            sort_largest_first(&mut pairs);
            assert!(pairs.windows(2).all(|w| w[0].0 >= w[1].0), "length {len}");
            pairs.sort_unstable_by_key(|&(k, i)| (std::cmp::Reverse(k), i));
            assert_eq!(pairs, want, "length {len}: the same pairs");
        }
    }
}
