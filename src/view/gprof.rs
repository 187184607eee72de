//! gprof's views of a profile as data: the flat profile (`--flat`) and
//! the call graph's entries (`--graph`), with callgrind's measured
//! figures where gprof has estimates: exact call counts, and the cost of
//! every call as callgrind recorded it. Inclusive figures are the view's
//! (exact or bounded); a call within a recursion has no cost of its own
//! ([`Figure::Undecided`]).

use rustc_hash::FxHashMap;

use super::figure::{Figure, Marks};
use super::listing::{CallList, Listing, call_index, cycle_calls};
use super::order::{advance, all_thresholds_reached, shown_functions};
use super::table::{FunctionTable, RowId, RowKind};
use super::{Query, Resolved};
use crate::model::cost::{Cost, CostRef, Val, saturating_sum};
use crate::model::{CallStat, FuncId};

/// A row of the flat profile.
pub struct FlatRow<'p> {
    pub func: FuncId,
    pub self_cost: CostRef<'p>,
    /// The self costs of the primary sort event of this row and those
    /// above it.
    pub cumulative: Val,
    /// Calls from other functions (those of its cycle too), not from
    /// itself: gprof's count.
    pub calls: u64,
    /// The inclusive cost (of every shown event).
    pub inclusive: Figure<Cost>,
    /// The cycle of recursion it is a member of.
    pub cycle: Option<u32>,
}

/// The marks the flat profile shows: a row's inclusive figures are shown
/// when something calls it.
pub fn flat_marks(rows: &[FlatRow<'_>]) -> Marks {
    let mut marks = Marks::default();
    for r in rows.iter().filter(|r| r.calls > 0) {
        marks.saw(r.inclusive.exactness());
    }
    marks
}

/// The flat profile: functions by self cost (then by calls, then by
/// name), cut at the thresholds and `--top`. `inclusive` is the table of
/// the same query with inclusive costs ([`Query::with_inclusive`]).
pub fn flat<'p>(resolved: &Resolved<'p>, inclusive: &FunctionTable<'_, 'p>) -> Vec<FlatRow<'p>> {
    let profile = resolved.profile;
    let mut counts = vec![0u64; profile.functions.len()];
    for (&(caller, callee), call) in profile.calls() {
        if caller != callee {
            counts[callee as usize] = counts[callee as usize].saturating_add(call.count);
        }
    }
    let calls = |f: FuncId| counts[f as usize];

    // Sorted on flat keys (self cost per sort event, then calls); names
    // break ties only where rows can be shown, as in the function table.
    let mut rows: Vec<FuncId> = (0..profile.functions.len() as FuncId)
        .filter(|&f| profile.functions[f as usize].has_body && resolved.shows(f))
        .collect();
    let k = resolved.sort_order.len() + 1;
    let mut keys: Vec<Val> = Vec::with_capacity(rows.len() * k);
    for &f in &rows {
        let c = profile.self_cost(f);
        // An undefined value sorts as -1, as in the other tables.
        keys.extend(resolved.sort_order.iter().map(|&e| c.get(e).unwrap_or(-1)));
        keys.push(Val::from(calls(f)));
    }
    let mut order: Vec<usize> = (0..rows.len()).collect();
    let key = |i: usize| &keys[i * k..(i + 1) * k];
    order.sort_unstable_by(|&a, &b| key(b).cmp(key(a)));
    let by_key: FxHashMap<FuncId, usize> = order.iter().map(|&i| (rows[i], i)).collect();
    rows = order.iter().map(|&i| rows[i]).collect();
    let mut reached = vec![0i128; resolved.sort_order.len()];
    let mut shown = 0;
    while shown < rows.len()
        && !(resolved.single_threshold < 100.0 && all_thresholds_reached(resolved, &reached))
        && resolved.query.top.is_none_or(|t| shown < t)
    {
        advance(resolved, &mut reached, profile.self_cost(rows[shown]));
        shown += 1;
    }
    let same = |a: FuncId, b: FuncId| key(by_key[&a]) == key(by_key[&b]);
    let mut end = shown;
    while end > 0 && end < rows.len() && same(rows[end - 1], rows[end]) {
        end += 1;
    }
    rows[..end].sort_by(|&a, &b| {
        key(by_key[&b])
            .cmp(key(by_key[&a]))
            .then_with(|| resolved.cmp_names(a, b))
            .then(a.cmp(&b))
    });
    rows.truncate(shown);
    let e = resolved.sort_order[0];
    let mut cumulative: Val = 0;
    rows.into_iter()
        .map(|f| {
            let self_cost = profile.self_cost(f);
            cumulative = saturating_sum(cumulative, self_cost.get(e).unwrap_or(0));
            FlatRow {
                func: f,
                self_cost,
                cumulative,
                calls: calls(f),
                inclusive: inclusive.listed(f).to_owned(),
                cycle: inclusive.cycle_of(f),
            }
        })
        .collect()
}

/// A caller or callee line of a call graph entry.
pub struct Arc {
    pub other: FuncId,
    pub count: u64,
    /// The cost of those calls as callgrind measured them; not decided
    /// for a call within a recursion.
    pub cost: Figure<Cost>,
    /// All calls into the callee from outside its cycle (gprof's
    /// denominator); `None` for a call within a recursion.
    pub callee_calls: Option<u64>,
}

/// A member of a cycle, in its cycle's entry.
pub struct Member {
    pub func: FuncId,
    pub self_cost: Cost,
    /// Its inclusive cost less its self cost.
    pub children: Figure<Cost>,
    /// Calls to it from within its cycle.
    pub calls_within: u64,
}

/// What a call graph entry stands for.
pub enum EntryKind {
    Function(FuncId),
    /// A cycle of recursion as a whole, with its members.
    Cycle {
        number: u32,
        members: Vec<Member>,
    },
}

/// An entry of the call graph: its callers, its own line, its callees.
pub struct Entry {
    pub row: RowId,
    /// The entry's number (from 1), which names it elsewhere.
    pub index: usize,
    pub kind: EntryKind,
    /// Empty: nothing called it (`<spontaneous>`).
    pub callers: Vec<Arc>,
    pub self_cost: Cost,
    pub inclusive: Figure<Cost>,
    /// The inclusive cost less the self cost (a bound when it is).
    pub children: Figure<Cost>,
    /// Calls from outside (from other functions, or into the cycle), and
    /// from itself or within its cycle.
    pub called_outside: u64,
    pub called_within: u64,
    pub callees: Vec<Arc>,
}

/// gprof's call graph, made from the table of the query with inclusive
/// costs.
pub struct CallGraph {
    pub entries: Vec<Entry>,
    /// The entry number of each row shown (functions below the threshold
    /// have none).
    pub index: FxHashMap<RowId, usize>,
    /// The table the entries come from (for names and cycles).
    listing_cycles: FxHashMap<FuncId, u32>,
}

impl CallGraph {
    /// The marks the call graph shows: its entries' inclusive and
    /// children figures (a call within a recursion shows no cost, no mark).
    pub fn marks(&self) -> Marks {
        let mut marks = Marks::default();
        for entry in &self.entries {
            marks.saw(entry.inclusive.exactness());
            marks.saw(entry.children.exactness());
            if let EntryKind::Cycle { members, .. } = &entry.kind {
                for m in members {
                    marks.saw(m.children.exactness());
                }
            }
        }
        marks
    }

    /// The cycle a function is a member of.
    pub fn cycle_of(&self, f: FuncId) -> Option<u32> {
        self.listing_cycles.get(&f).copied()
    }
}

/// Calls into each function: (from other functions, from itself or its
/// cycle). gprof's `a+b`.
fn call_counts(listing: &Listing<'_>, callers: &FxHashMap<FuncId, CallList<'_>>, f: FuncId) -> (u64, u64) {
    let mut outside = 0u64;
    let mut recursive = 0u64;
    for (caller, call) in callers.get(&f).map_or(&[][..], Vec::as_slice) {
        if listing.hides_call(*caller, f) {
            recursive = recursive.saturating_add(call.count);
        } else {
            outside = outside.saturating_add(call.count);
        }
    }
    (outside, recursive)
}

/// `inclusive - self`, with the inclusive figure's exactness.
fn children(inclusive: &Figure<CostRef<'_>>, own: CostRef<'_>) -> Figure<Cost> {
    inclusive.to_owned().map(|mut c| {
        for (v, s) in c.vals.iter_mut().zip(own.vals) {
            *v = v.saturating_sub(*s);
        }
        c
    })
}

/// The call graph of the query (see [`Query::with_inclusive`]: its
/// resolved form is `resolved`).
pub fn call_graph(resolved: &Resolved<'_>) -> CallGraph {
    debug_assert!(resolved.query.inclusive);
    let table = FunctionTable::unordered(resolved);
    let listing = &table.listing;
    let profile = resolved.profile;
    let rows = shown_functions(resolved, listing);
    let (callers, callees) = call_index(resolved, listing, &rows);
    let index: FxHashMap<RowId, usize> = rows.iter().enumerate().map(|(i, &f)| (f, i + 1)).collect();
    let nonrecursive = |f: FuncId| call_counts(listing, &callers, f).0;
    let arc = |from: FuncId, to: FuncId, other: FuncId, call: &CallStat, callee_calls: u64| -> Arc {
        let recursive = listing.hides_call(from, to);
        Arc {
            other,
            count: call.count,
            cost: if recursive {
                Figure::Undecided
            } else {
                Figure::Exact(Cost::from_ref(profile.call_cost(call)))
            },
            callee_calls: (!recursive).then_some(callee_calls),
        }
    };
    let summed = |(other, count, cost): (FuncId, u64, Cost), callee_calls: u64| Arc {
        other,
        count,
        cost: Figure::Exact(cost),
        callee_calls: Some(callee_calls),
    };
    let mut entries = Vec::with_capacity(rows.len());
    for &row in &rows {
        let own = table.self_cost(row);
        let inclusive = table.listed(row);
        let children_cost = children(&inclusive, own.as_ref());
        let inclusive = inclusive.to_owned();
        let entry = match table.kind(row) {
            RowKind::Cycle { number, members } => {
                let outside_in = cycle_calls(resolved, listing, members, &callers);
                let entering: u64 = outside_in.iter().map(|a| a.1).sum();
                let within: u64 = members.iter().map(|&m| call_counts(listing, &callers, m).1).sum();
                let member_rows = members
                    .iter()
                    .map(|&m| {
                        let m_own = profile.self_cost(m);
                        Member {
                            func: m,
                            self_cost: Cost::from_ref(m_own),
                            children: children(&table.listed(m), m_own),
                            calls_within: call_counts(listing, &callers, m).1,
                        }
                    })
                    .collect();
                let out: Vec<Arc> = cycle_calls(resolved, listing, members, &callees)
                    .into_iter()
                    .map(|c| {
                        let n = nonrecursive(c.0);
                        summed(c, n)
                    })
                    .collect();
                Entry {
                    row,
                    index: index[&row],
                    kind: EntryKind::Cycle {
                        number,
                        members: member_rows,
                    },
                    callers: outside_in.into_iter().map(|c| summed(c, entering)).collect(),
                    self_cost: own,
                    inclusive,
                    children: children_cost,
                    called_outside: entering,
                    called_within: within,
                    callees: out,
                }
            }
            RowKind::Function(f) => {
                let (outside, recursive) = call_counts(listing, &callers, f);
                let incoming = callers.get(&f).map_or(&[][..], Vec::as_slice);
                let outgoing = callees.get(&f).map_or(&[][..], Vec::as_slice);
                Entry {
                    row,
                    index: index[&row],
                    kind: EntryKind::Function(f),
                    callers: incoming.iter().map(|(g, call)| arc(*g, f, *g, call, outside)).collect(),
                    self_cost: own,
                    inclusive,
                    children: children_cost,
                    called_outside: outside,
                    called_within: recursive,
                    callees: outgoing
                        .iter()
                        .map(|(h, call)| arc(f, *h, *h, call, nonrecursive(*h)))
                        .collect(),
                }
            }
        };
        entries.push(entry);
    }
    let listing_cycles = (0..profile.functions.len() as FuncId)
        .filter_map(|f| listing.cycle_of(f).map(|c| (f, c)))
        .collect();
    CallGraph {
        entries,
        index,
        listing_cycles,
    }
}

impl Query {
    /// What gprof's views need loaded: the call graph.
    pub fn gprof_needs() -> super::Needs {
        super::Needs {
            calls: super::Load::All,
            ..super::Needs::default()
        }
    }
}
