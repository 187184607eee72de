use std::cmp::Ordering;

use rustc_hash::FxHashMap;

use super::names::{Keys, Naming, rewrite};
use super::{CallLine, Diff, Row};
use crate::analysis::recursion::Recursion;
use crate::model::Profile;
use crate::model::cost::CostRef;
use crate::report::listing::function_recursion;
use crate::report::{Options, Plan, ReportError};

pub(super) struct Side<'p> {
    pub(super) profile: &'p Profile,
    /// The profile's column of each shown event.
    pub(super) cols: Vec<usize>,
}

impl Side<'_> {
    fn values(&self, c: CostRef<'_>) -> Vec<i128> {
        self.cols.iter().map(|&i| c.get(i).map_or(0, i128::from)).collect()
    }

    fn total(&self) -> Vec<i128> {
        let t = self
            .profile
            .recorded_total()
            .map(|t| t.cost)
            .unwrap_or_else(|| self.profile.calculated_total().clone());
        self.values(t.as_ref())
    }
}

/// The two sides and their functions' names (numbers of [`Keys`](super::names::Keys)), kept to
/// list a row's calls when asked ([`Diff::calls`]).
pub(super) struct LaterCalls<'a> {
    pub(super) sides: [Side<'a>; 2],
    pub(super) ids: Vec<Vec<Option<u32>>>,
    /// Per side, its functions of each name: made on the first call of
    /// [`Diff::calls`] (a walk of every function), then each row's
    /// functions are found at once, not by that walk again.
    pub(super) members: std::sync::OnceLock<[Members; 2]>,
    pub(super) callers: bool,
    pub(super) callees: bool,
}

/// The functions of each name (number of [`Keys`](super::names::Keys)): those of name `k` are
/// `functions[start[k]..start[k + 1]]`.
pub(super) struct Members {
    start: Vec<u32>,
    functions: Vec<u32>,
}

impl Members {
    pub(super) fn new(ids: &[Option<u32>], names: usize) -> Members {
        let mut start = vec![0u32; names + 1];
        for id in ids.iter().flatten() {
            start[*id as usize + 1] += 1;
        }
        for k in 0..names {
            start[k + 1] += start[k];
        }
        let mut next = start.clone();
        let mut functions = vec![0u32; start[names] as usize];
        for (f, id) in ids.iter().enumerate() {
            if let Some(id) = id {
                functions[next[*id as usize] as usize] = f as u32;
                next[*id as usize] += 1;
            }
        }
        Members { start, functions }
    }

    pub(super) fn of(&self, name: u32) -> &[u32] {
        let k = name as usize;
        &self.functions[self.start[k] as usize..self.start[k + 1] as usize]
    }
}

/// The order of rows and of call lines: largest absolute change on the
/// sort events first, ties by rewritten `(file, function)` name.
pub(super) struct Order<'a> {
    pub(super) sort_idx: &'a [usize],
    pub(super) keys: &'a Keys<'a>,
}

impl Order<'_> {
    fn cmp(&self, a: (&[i128], u32), b: (&[i128], u32)) -> Ordering {
        let abs = |d: &[i128], i: usize| d[i].abs();
        (self.sort_idx.iter().map(|&i| abs(b.0, i)))
            .cmp(self.sort_idx.iter().map(|&i| abs(a.0, i)))
            .then_with(|| self.names(a.1, b.1))
    }

    fn names(&self, a: u32, b: u32) -> Ordering {
        self.keys.get(a).cmp(self.keys.get(b))
    }
}

pub(super) fn compare<'a>(
    old: &'a Profile,
    new: &'a Profile,
    opts: &Options,
    naming: Naming<'a>,
    later: bool,
) -> Result<Diff<'a>, ReportError> {
    // Events both profiles record, in OLD's order, narrowed by --show;
    // sorted by --sort (default: the first shown).
    let common: Vec<&String> = old.events.iter().filter(|e| new.events.contains(e)).collect();
    if common.is_empty() {
        return Err(ReportError::Options("the two profiles have no event in common".into()));
    }
    let pick = |flag: &str, wanted: &[String]| -> Result<Vec<String>, ReportError> {
        if wanted.is_empty() {
            return Ok(common.iter().map(|e| e.to_string()).collect());
        }
        wanted
            .iter()
            .map(|w| {
                common
                    .iter()
                    .find(|e| **e == w)
                    .map(|e| e.to_string())
                    .ok_or_else(|| ReportError::Options(format!("--{flag}: event '{w}' is not in both profiles")))
            })
            .collect()
    };
    let shown = pick("show", &opts.show)?;
    let sort_names: Vec<String> = opts.sort.iter().map(|k| k.event.clone()).collect();
    let sort = pick("sort", &sort_names)?;
    let col = |p: &Profile, e: &String| p.events.iter().rposition(|x| x == e).expect("common event");
    let sides = [old, new].map(|p| Side {
        profile: p,
        cols: shown.iter().map(|e| col(p, e)).collect(),
    });
    let sort_idx: Vec<usize> = sort
        .iter()
        .map(|e| shown.iter().position(|s| s == e).unwrap_or(0))
        .collect();
    let tree = opts.tree_caller || opts.tree_calling;

    // Every function of both sides, by its rewritten file:function. Without
    // --tree only functions with a body of their own are needed.
    let mut keys = Keys {
        strip_prefix: naming.strip_prefix,
        ..Keys::default()
    };
    let ids: Vec<Vec<Option<u32>>> = sides
        .iter()
        .map(|side| {
            let p = side.profile;
            p.functions
                .iter()
                .map(|func| {
                    (func.has_body || tree || opts.inclusive).then(|| {
                        keys.id((
                            rewrite(p.name(func.file), naming.files),
                            rewrite(p.name(func.name), naming.functions),
                        ))
                    })
                })
                .collect()
        })
        .collect();

    // With --inclusive=yes each side's recursion-correct inclusive costs
    // (see `recursion`), as its own report lists them.
    let inclusive: Vec<Option<Recursion>> = sides
        .iter()
        .map(|side| {
            opts.inclusive
                .then(|| Plan::new(side.profile, opts).map(|plan| function_recursion(&plan)))
                .transpose()
        })
        .collect::<Result<_, _>>()?;

    // file:function -> NEW - OLD per shown event.
    let mut changes: FxHashMap<u32, Vec<i128>> = FxHashMap::default();
    for (sign, ((side, ids), incl)) in [-1i128, 1].into_iter().zip(sides.iter().zip(&ids).zip(&inclusive)) {
        let p = side.profile;
        for (f, func) in p.functions.iter().enumerate() {
            let listed = func.has_body || incl.as_ref().is_some_and(|r| r.is_called(f as u32));
            let Some(id) = ids[f].filter(|_| listed) else {
                continue;
            };
            let cost = match incl {
                Some(r) => r.cost(f as u32),
                None => p.self_cost(f as u32),
            };
            let vals = side.values(cost);
            let e = changes.entry(id).or_insert_with(|| vec![0; shown.len()]);
            for (acc, v) in e.iter_mut().zip(vals) {
                *acc += sign * v;
            }
        }
    }
    let order = Order {
        sort_idx: &sort_idx,
        keys: &keys,
    };
    let mut rows: Vec<Row> = changes
        .into_iter()
        .filter(|(_, d)| d.iter().any(|&v| v != 0))
        .map(|(name, change)| Row {
            name,
            change,
            callers: Vec::new(),
            callees: Vec::new(),
        })
        .collect();
    rows.sort_by(|a, b| order.cmp((&a.change, a.name), (&b.change, b.name)));
    if let Some(top) = opts.top {
        rows.truncate(top);
    }
    if tree && !later {
        add_calls(&mut rows, &sides, &ids, opts, &order);
    }
    let old_total = sides[0].total();
    let new_total = sides[1].total();
    let delta: Vec<i128> = new_total.iter().zip(&old_total).map(|(n, o)| n - o).collect();
    Ok(Diff {
        shown,
        sort,
        old_total,
        new_total,
        delta,
        rows,
        primary: sort_idx[0],
        sort_idx,
        keys,
        later: (tree && later).then_some(LaterCalls {
            sides,
            ids,
            members: std::sync::OnceLock::new(),
            callers: opts.tree_caller,
            callees: opts.tree_calling,
        }),
    })
}

/// The change of the calls between two functions (their rewritten names),
/// summed over both profiles' calls between them.
pub(super) struct CallSum {
    count: i128,
    change: Vec<i128>,
    recursive: bool,
}

impl CallSum {
    pub(super) fn new(width: usize) -> CallSum {
        CallSum {
            count: 0,
            change: vec![0; width],
            recursive: false,
        }
    }

    /// Adds `call` of `side` (`sign` -1 for OLD, 1 for NEW).
    pub(super) fn add(
        &mut self,
        sign: i128,
        side: &Side<'_>,
        p: &Profile,
        call: &crate::model::CallStat,
        recursive: bool,
    ) {
        self.count += sign * i128::from(call.count);
        self.recursive |= recursive;
        for (acc, v) in self.change.iter_mut().zip(side.values(p.call_cost(call))) {
            *acc += sign * v;
        }
    }

    /// Its line, unless neither its count nor (when not recursive) its
    /// cost changed.
    pub(super) fn line(self, other: u32) -> Option<CallLine> {
        let change = (!self.recursive).then_some(self.change);
        if self.count == 0 && change.as_ref().is_none_or(|d| d.iter().all(|&v| v == 0)) {
            return None;
        }
        Some(CallLine {
            other,
            count: self.count,
            change,
        })
    }
}

/// By `order`, recursive calls last (by absolute change of their count,
/// then name).
pub(super) fn sort_calls(list: &mut [CallLine], order: &Order<'_>) {
    list.sort_by(|a, b| match (&a.change, &b.change) {
        (Some(x), Some(y)) => order.cmp((x, a.other), (y, b.other)),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => (b.count.abs().cmp(&a.count.abs())).then_with(|| order.names(a.other, b.other)),
    });
}

/// Fills in the rows' callers and callees: the calls of both sides matched
/// by the rewritten names of both ends, NEW minus OLD (a call only one side
/// makes counts as zero in the other), those that changed in count or in a
/// shown event. A call that is recursive in either profile (its ends in one
/// cycle of that profile's call graph, as the --tree report decides) shows
/// the change of its count only, and only when that changed: its cost is
/// part of an outer call's. Sorted by `order`, recursive calls last (by
/// absolute change of their count, then name).
fn add_calls(rows: &mut [Row], sides: &[Side<'_>; 2], ids: &[Vec<Option<u32>>], opts: &Options, order: &Order<'_>) {
    let width = sides[0].cols.len();
    let mut calls: FxHashMap<(u32, u32), CallSum> = FxHashMap::default();
    for (sign, (side, ids)) in [-1i128, 1].into_iter().zip(sides.iter().zip(ids)) {
        let p = side.profile;
        let r = crate::analysis::function_call_exactness(p);
        for (&(caller, callee), call) in p.calls() {
            let (Some(a), Some(b)) = (ids[caller as usize], ids[callee as usize]) else {
                continue;
            };
            let e = calls.entry((a, b)).or_insert_with(|| CallSum::new(width));
            e.add(sign, side, p, call, r.hides_call(caller, callee));
        }
    }
    let at: FxHashMap<u32, usize> = rows.iter().enumerate().map(|(i, r)| (r.name, i)).collect();
    for ((caller, callee), sum) in calls {
        let Some(line) = sum.line(caller) else {
            continue;
        };
        if opts.tree_caller
            && let Some(&i) = at.get(&callee)
        {
            rows[i].callers.push(CallLine {
                other: caller,
                count: line.count,
                change: line.change.clone(),
            });
        }
        if opts.tree_calling
            && let Some(&i) = at.get(&caller)
        {
            rows[i].callees.push(CallLine { other: callee, ..line });
        }
    }
    for row in rows {
        for list in [&mut row.callers, &mut row.callees] {
            sort_calls(list, order);
        }
    }
}
