//! The first round of the rule of `analysis::enclosed` for every
//! catch-all (a context at a recursion level k >= 2), from its function's
//! level k-1 contexts: each start's calls summed once per function, level
//! and cycle, so that the round is linear in the graph. It tightens the
//! bounds the complete pass then starts from (a lower figure of a callee
//! caps the W of its callers) and that pass's wide-walk test skips.

use rustc_hash::FxHashMap;

use super::{Enclosed, Prepared, Rows, all_columns, settle};
use crate::analysis::callgraph::{NO_FAMILY, min_into};
use crate::model::cost::{Cost, CostRef, CostTable, saturating_sum};

impl Enclosed<'_, '_> {
    /// One round of the rule above for every bounded context X at a level
    /// k >= 2 of a known function, from the frames its outermost
    /// activations run above (its function's level k-1 contexts, the
    /// starts): W of every node but a start (and the code inlined into a
    /// start) is taken as its upper bound, which the first round of the
    /// iteration starts from, so the bound is sound as the iteration's is.
    /// A start's calls to X count whole; its calls to a blocked context
    /// (X's function below level k) count nothing, nor do, from a start
    /// in X's cycle, its calls leaving the cycle (what they enter cannot
    /// lead back to X, else it would be in the cycle); its other calls
    /// count the smaller of their cost and the callee's bound.
    ///
    /// Each start's calls are summed once per function, level and cycle
    /// ([`FixedTerms`]), and then only its calls to contexts whose bound
    /// may move are visited once per catch-all of its function and level:
    /// linear in the graph but for many such catch-alls of one function
    /// and level (caller chains with levels), where the complete pass
    /// that follows visits more anyway.
    pub(in crate::analysis) fn first_round(
        &self,
        prepared: &Prepared,
        lower: &FxHashMap<u32, Cost>,
        costs: &mut CostTable,
    ) {
        if self.family.len() != self.nodes {
            return;
        }
        let (calls, inlined) = (&prepared.calls, &prepared.inlined);
        let all = all_columns(self.n);
        // What may differ from one X to the next: the figure of a context
        // whose bound this pass may move, and whether a context is X or
        // code inlined into X.
        let mut moving = vec![false; self.nodes];
        for &x in &prepared.bounded {
            moving[x as usize] = true;
            for &p in inlined.of(x) {
                moving[p as usize] = true;
            }
        }
        let mut groups: FxHashMap<(u32, u32, u32), Group> = FxHashMap::default();
        let mut scratch = [Cost::zero(self.n), Cost::zero(self.n)];
        for &x in &prepared.bounded {
            let (k, family, c) = (
                self.level[x as usize],
                self.family[x as usize],
                self.component[x as usize],
            );
            if k < 2 || family == NO_FAMILY || self.left_alone(prepared, x) {
                continue;
            }
            let Some(starts) = prepared.by_level.get(&(family, k - 1)) else {
                continue;
            };
            let round = Round {
                g: self,
                calls,
                inlined,
                moving: &moving,
                family,
                k,
                c,
                all,
            };
            let group = groups
                .entry((family, k, c))
                .or_insert_with(|| round.group(starts, costs, &mut scratch));
            let mut bound = Cost::from_ref(group.constant.as_ref());
            for &s in &group.varying {
                let w = round.start_w(&mut group.terms, costs, s, Some(x), &mut scratch);
                bound.add_saturating(w);
            }
            settle(x, bound.as_ref(), lower, costs);
        }
    }
}

/// The first round's view of one function's level k (X's) and X's cycle.
struct Round<'r, 'a, 'c> {
    g: &'r Enclosed<'a, 'c>,
    calls: &'r Rows,
    inlined: &'r Rows,
    /// See `first_round`.
    moving: &'r [bool],
    family: u32,
    k: u32,
    c: u32,
    all: u64,
}

/// The starts of one function's level k and cycle, made once for all its
/// X: the sum of the W of the starts none of whose terms can differ from
/// one X to the next, and the other starts (summing every start again
/// for each X was most of the `--inclusive=yes --tree=both` time the rule
/// took on the 50 MB profile).
struct Group {
    constant: Cost,
    varying: Vec<u32>,
    terms: FixedTerms,
}

impl Round<'_, '_, '_> {
    /// A call's callee never on a walk: X's function below level k.
    fn family_below(&self, z: u32) -> bool {
        self.g.family[z as usize] == self.family && self.g.level[z as usize] < self.k
    }

    fn of_x(&self, x: Option<u32>, v: u32) -> bool {
        x.is_some_and(|x| v == x || self.inlined.of(x).contains(&v))
    }

    fn group(&self, starts: &[u32], costs: &CostTable, scratch: &mut [Cost; 2]) -> Group {
        let mut group = Group {
            constant: Cost::zero(self.g.n),
            varying: Vec::new(),
            terms: FixedTerms::new(self.g.n, self.all),
        };
        group.constant.defined = self.all;
        for &s in starts {
            let in_cycle = self.g.component[s as usize] == self.c;
            let fixed = |v: u32, terms: &mut FixedTerms| {
                let row = self.row(terms, costs, v, in_cycle);
                !self.moving[v as usize] && terms.get(row).1.is_empty()
            };
            let constant = fixed(s, &mut group.terms)
                && self.inlined.of(s).iter().all(|&p| {
                    fixed(p, &mut group.terms) && self.inlined.of(p).iter().all(|&q| !self.moving[q as usize])
                });
            if constant {
                let w = self.start_w(&mut group.terms, costs, s, None, scratch);
                group.constant.add_saturating(w);
            } else {
                group.varying.push(s);
            }
        }
        group
    }

    /// The row of frame `v` (a start, or code inlined into one) in
    /// `terms`: its calls' terms that are the same for every X summed,
    /// the others listed.
    fn row(&self, terms: &mut FixedTerms, costs: &CostTable, v: u32, in_cycle: bool) -> u32 {
        terms.row(v, in_cycle, || {
            self.calls.of(v).iter().map(move |&e| {
                let (_, z, cost) = self.g.edges[e as usize];
                let counted = !(self.family_below(z) || (in_cycle && self.g.component[z as usize] != self.c));
                (
                    e,
                    (!self.moving[z as usize]).then_some(counted.then(|| (costs.get(z), cost))),
                )
            })
        })
    }

    /// W of a frame of a start's (the start, or code inlined into it) by
    /// its calls, into `sum`: its fixed terms, then its calls into
    /// contexts that may move.
    fn calls_term(
        &self,
        terms: &mut FixedTerms,
        costs: &CostTable,
        v: u32,
        in_cycle: bool,
        x: Option<u32>,
        sum: &mut Cost,
    ) {
        let row = self.row(terms, costs, v, in_cycle);
        let (fixed_sum, moving_calls) = terms.get(row);
        sum.vals.copy_from_slice(fixed_sum.vals);
        sum.defined = fixed_sum.defined;
        for &e in moving_calls {
            let (_, z, cost) = self.g.edges[e as usize];
            if self.of_x(x, z) {
                sum.add_saturating(cost);
                continue;
            }
            if self.family_below(z) || (in_cycle && self.g.component[z as usize] != self.c) {
                continue;
            }
            add_smaller(sum, costs.get(z), cost);
        }
    }

    /// W of start `s` for X (`None`: for a start no X changes).
    fn start_w<'s>(
        &self,
        terms: &mut FixedTerms,
        costs: &CostTable,
        s: u32,
        x: Option<u32>,
        [w, piece_w]: &'s mut [Cost; 2],
    ) -> CostRef<'s> {
        let in_cycle = self.g.component[s as usize] == self.c;
        self.calls_term(terms, costs, s, in_cycle, x, w);
        for &p in self.inlined.of(s) {
            // (Not blocked: no call enters it, it runs in the start's
            // frame.)
            if self.of_x(x, p) {
                continue;
            }
            // Code inlined into a start runs in its frame: in the cycle
            // when the start is.
            self.calls_term(terms, costs, p, in_cycle, x, piece_w);
            for &q in self.inlined.of(p) {
                piece_w.add_saturating(costs.get(q));
            }
            min_into(piece_w, costs.get(p));
            w.add_saturating(piece_w.as_ref());
        }
        min_into(w, costs.get(s));
        w.as_ref()
    }
}

/// Per frame of a start (and whether the start is in X's cycle), the sum
/// of its calls' terms that are the same for every X of one function and
/// level (calls into contexts whose figures the pass does not move), and
/// the list of its other calls.
struct FixedTerms {
    row: FxHashMap<(u32, bool), u32>,
    sums: CostTable,
    /// Per row: the calls (edge indices) into contexts that may move.
    moving: Vec<Vec<u32>>,
    all: u64,
}

impl FixedTerms {
    fn new(n: usize, all: u64) -> FixedTerms {
        FixedTerms {
            row: FxHashMap::default(),
            sums: CostTable::new(n),
            moving: Vec::new(),
            all,
        }
    }

    /// The row of frame `v`, made from `calls` when first asked: each
    /// call's edge index with `None` when its term may move, else
    /// `Some(None)` when it counts nothing, `Some(Some((callee's bound,
    /// call's cost)))` for the smaller of the two.
    fn row<'a, I>(&mut self, v: u32, in_cycle: bool, calls: impl FnOnce() -> I) -> u32
    where
        I: Iterator<Item = (u32, Option<Option<(CostRef<'a>, CostRef<'a>)>>)>,
    {
        if let Some(&row) = self.row.get(&(v, in_cycle)) {
            return row;
        }
        let row = self.sums.push();
        let mut sum = Cost::zero(self.sums.get(row).vals.len());
        sum.defined = self.all;
        let mut moving = Vec::new();
        for (e, term) in calls() {
            match term {
                None => moving.push(e),
                Some(None) => {}
                Some(Some((bound, cost))) => add_smaller(&mut sum, bound, cost),
            }
        }
        self.sums.set(row, sum.as_ref());
        self.moving.push(moving);
        self.row.insert((v, in_cycle), row);
        row
    }

    fn get(&self, row: u32) -> (CostRef<'_>, &[u32]) {
        (self.sums.get(row), &self.moving[row as usize])
    }
}

/// `sum += min(bound, cost)` column by column: the bound where the call's
/// cost is undefined, nothing where the bound is (what copying the bound,
/// `min_into` and adding does, without the copy).
pub(super) fn add_smaller(sum: &mut Cost, bound: CostRef<'_>, cost: CostRef<'_>) {
    let mut bits = bound.defined;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        let b = bound.vals[i];
        let term = cost.get(i).map_or(b, |c| b.min(c));
        sum.vals[i] = saturating_sum(sum.vals[i], term);
    }
    sum.defined |= bound.defined;
}
