//! The explain table of a diff: per function that changed, OLD's and
//! NEW's self cost, the change of its self cost, of its inclusive cost
//! (exact or a range) and of how often it was called, and the calls that
//! changed most into and out of it. The rows listed plus one "N more" row
//! (and, where a profile's recorded total differs from the sum of its
//! functions, a row for that difference) add up to the change of the
//! total.

use std::cmp::Ordering;

use super::figures::{Figures, Range};

/// The most callers (and callees) a row names.
pub const MAIN_CALLS: usize = 2;

/// A call that changed, seen from one end.
#[derive(Debug, Clone)]
pub struct CallChange {
    pub other: u32,
    /// Change of its cost; `None` for a recursive call (part of an outer
    /// call's cost).
    pub cost: Option<i128>,
    pub count: i128,
}

/// Whether a function is in both profiles, only NEW or only OLD.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Presence {
    Both,
    New,
    Removed,
}

#[derive(Debug, Clone)]
pub struct ExplainRow {
    pub function: u32,
    pub presence: Presence,
    pub old_self: i128,
    pub new_self: i128,
    pub old_inclusive: Range,
    pub new_inclusive: Range,
    /// Change of how often other functions called it.
    pub calls: i128,
    pub callers: Vec<CallChange>,
    pub callees: Vec<CallChange>,
}

impl ExplainRow {
    pub fn self_change(&self) -> i128 {
        self.new_self - self.old_self
    }

    pub fn inclusive_change(&self) -> Range {
        self.new_inclusive.minus(self.old_inclusive)
    }
}

/// The table for one event.
#[derive(Debug, Clone)]
pub struct Explain {
    /// Index in [`Figures::events`].
    pub event: usize,
    /// The rows listed, by absolute change of self cost (then of inclusive
    /// cost, then name).
    pub rows: Vec<ExplainRow>,
    /// How many more functions changed, and the sum of their self costs'
    /// changes.
    pub more: usize,
    pub more_change: i128,
    /// The change of the totals not in any function's self cost (recorded
    /// totals that differ from the sum of the functions).
    pub outside: i128,
    pub old_total: i128,
    pub new_total: i128,
}

impl Explain {
    pub fn total_change(&self) -> i128 {
        self.new_total - self.old_total
    }
}

/// The explain table of event `k`: `top` rows listed (all with `None`).
pub fn explain(fig: &Figures<'_>, k: usize, top: Option<usize>) -> Explain {
    let mut rows: Vec<ExplainRow> = Vec::new();
    let mut all_self = 0i128;
    for (id, f) in fig.functions.iter().enumerate() {
        let presence = match f.present {
            [true, true] => Presence::Both,
            [false, true] => Presence::New,
            [true, false] => Presence::Removed,
            [false, false] => continue,
        };
        let row = ExplainRow {
            function: id as u32,
            presence,
            old_self: f.self_cost[0][k],
            new_self: f.self_cost[1][k],
            old_inclusive: f.inclusive[0][k],
            new_inclusive: f.inclusive[1][k],
            calls: f.called[1] - f.called[0],
            callers: Vec::new(),
            callees: Vec::new(),
        };
        all_self += row.self_change();
        let changed = presence != Presence::Both
            || row.self_change() != 0
            || row.old_inclusive != row.new_inclusive
            || row.calls != 0;
        if changed {
            rows.push(row);
        }
    }
    let magnitude = |r: &ExplainRow| {
        let i = r.inclusive_change();
        (r.self_change().abs(), i.hi.abs().max(i.lo.abs()))
    };
    rows.sort_by(|a, b| {
        magnitude(b)
            .cmp(&magnitude(a))
            .then_with(|| fig.recorded_name(a.function).cmp(&fig.recorded_name(b.function)))
    });
    let shown = top.unwrap_or(rows.len()).min(rows.len());
    let rest = rows.split_off(shown);
    let more_change = rest.iter().map(ExplainRow::self_change).sum();
    add_calls(fig, k, &mut rows);
    let (old_total, new_total) = (fig.totals[0][k], fig.totals[1][k]);
    Explain {
        event: k,
        rows,
        more: rest.len(),
        more_change,
        outside: (new_total - old_total) - all_self,
        old_total,
        new_total,
    }
}

/// Each listed row's callers and callees whose calls changed most.
fn add_calls(fig: &Figures<'_>, k: usize, rows: &mut [ExplainRow]) {
    let at: rustc_hash::FxHashMap<u32, usize> = rows.iter().enumerate().map(|(i, r)| (r.function, i)).collect();
    for (&(a, b), c) in &fig.calls {
        if a == b {
            continue;
        }
        let change = CallChange {
            other: 0,
            cost: (!c.recursive).then(|| c.cost[1][k] - c.cost[0][k]),
            count: c.count[1] - c.count[0],
        };
        if change.count == 0 && change.cost.unwrap_or(0) == 0 {
            continue;
        }
        if let Some(&i) = at.get(&b) {
            rows[i].callers.push(CallChange {
                other: a,
                ..change.clone()
            });
        }
        if let Some(&i) = at.get(&a) {
            rows[i].callees.push(CallChange { other: b, ..change });
        }
    }
    let order = |x: &CallChange, y: &CallChange| -> Ordering {
        let key = |c: &CallChange| (c.cost.map_or(0, i128::abs), c.count.abs());
        key(y)
            .cmp(&key(x))
            .then_with(|| fig.recorded_name(x.other).cmp(&fig.recorded_name(y.other)))
    };
    for row in rows {
        for list in [&mut row.callers, &mut row.callees] {
            list.sort_by(order);
            list.truncate(MAIN_CALLS);
        }
    }
}
