//! The function table as data: its rows in order, and for each the
//! figures every output shows (self cost, the listed cost, the inclusive
//! cost as a [`Figure`], calls in, callers and callees) and its identity.
//!
//! A table comes in two parts ([`FunctionTable::new`]): the
//! [`FunctionTable`] answers questions about a row, and the [`Order`]
//! holds the rows. The order's runs of rows of equal cost are put in name
//! order only when asked ([`Order::order_ties`]), and only as far as the
//! rows shown reach, which on big profiles is most of a table's time.
//!
//! A browser that wants every function (no threshold) makes the query
//! with `threshold: 100` and calls [`Order::order_ties`].

use std::ops::Range;
use std::sync::OnceLock;

use rustc_hash::FxHashMap;

use super::figure::{Figure, Marks};
use super::listing::{CallList, Listing, cycle_calls, listing, row_call_index};
use super::order::{ordered_functions, sort_runs_by_names};
use super::{Group, Needs, Query, Resolved};
use crate::analysis::contexts::base_end;
use crate::model::cost::{Cost, CostRef};
use crate::model::{CallStat, FuncId, Profile};

/// A row of the table: a function's id, or (with inclusive costs) the
/// row of a cycle of recursion as a whole (see [`FunctionTable::kind`]).
pub type RowId = u32;

/// What a row stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowKind<'a> {
    Function(FuncId),
    /// A cycle of recursion as a whole: its number and members (in name
    /// order).
    Cycle {
        number: u32,
        members: &'a [FuncId],
    },
}

/// Who a function row is: names as the profile gives them (bytes: not
/// necessarily UTF-8, not yet made safe for a terminal).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Identity<'p> {
    pub func: FuncId,
    pub file: &'p [u8],
    /// The whole name, context included (`fib'2`, `f'main'_start`).
    pub name: &'p [u8],
    /// The context callgrind appends to the name (`'2`), empty if none.
    pub context: &'p [u8],
    /// The object (`[obj]` in the text): `Some` once named by `fn=`, even
    /// when empty.
    pub object: Option<&'p [u8]>,
    /// The cycle of recursion it is a member of, when the table lists
    /// cycles (inclusive costs).
    pub cycle: Option<u32>,
    /// Whether the row stands for every context of a function, merged
    /// (`--group=symbol`).
    pub merged: bool,
}

/// A call from or to a row's function: the function at the other end,
/// how often, and the cost of those calls (exact, or not decided where
/// the recorded cost is already within an outer call's).
#[derive(Debug, Clone, PartialEq)]
pub struct Call<C> {
    pub other: FuncId,
    pub count: u64,
    pub cost: Figure<C>,
}

/// The rows of a table in order (see the module's notes on ties).
pub struct Order {
    /// The rows in cost order, as far as the shown ones and the last run
    /// among them reach.
    pub rows: Vec<RowId>,
    /// Runs of rows of equal cost reaching into the shown rows, still to
    /// be put in name order.
    pub runs: Vec<Range<usize>>,
    /// How many rows are shown.
    pub shown: usize,
}

impl Order {
    /// Puts every run in name order: [`Order::shown`] is then final.
    pub fn order_ties(&mut self, table: &FunctionTable<'_, '_>) {
        sort_runs_by_names(table.resolved, &table.listing, &mut self.rows, &self.runs, self.shown);
        self.runs.clear();
    }

    /// The rows shown, in order once the ties are ordered.
    pub fn shown(&self) -> &[RowId] {
        &self.rows[..self.shown]
    }
}

/// The function table (`--group=function|symbol`).
pub struct FunctionTable<'r, 'p> {
    pub resolved: &'r Resolved<'p>,
    /// The rows and their listed costs (see [`Listing`]).
    pub listing: Listing<'p>,
    /// The first row by cost, shown or not.
    top: Option<RowId>,
    /// With `--tree`: the callers and callees of the rows shown, sorted.
    callers: FxHashMap<FuncId, CallList<'p>>,
    callees: FxHashMap<FuncId, CallList<'p>>,
    /// Calls into each function from all its callers (made when asked).
    incoming: OnceLock<Vec<u64>>,
}

impl<'r, 'p> FunctionTable<'r, 'p> {
    /// What a function table needs loaded (see [`Query::needs`]).
    pub fn needs(query: &Query) -> Needs {
        query.needs()
    }

    /// The table and its rows, sorted and cut at the thresholds and
    /// `--top`. With call trees, the ties are in name order already (the
    /// trees are made for the rows shown).
    pub fn new(resolved: &'r Resolved<'p>) -> (Self, Order) {
        let listing = listing(resolved);
        let ordered = ordered_functions(resolved, &listing);
        let mut table = FunctionTable {
            resolved,
            listing,
            top: ordered.top,
            callers: FxHashMap::default(),
            callees: FxHashMap::default(),
            incoming: OnceLock::new(),
        };
        let mut order = Order {
            rows: ordered.rows,
            runs: ordered.runs,
            shown: ordered.shown,
        };
        if resolved.query.tree.any() {
            order.order_ties(&table);
            let (callers, callees) = row_call_index(resolved, &table.listing, order.shown());
            table.callers = callers;
            table.callees = callees;
        }
        (table, order)
    }

    /// The table without an order: for outputs that show every row by
    /// some rule of their own (DOT's node threshold).
    pub fn unordered(resolved: &'r Resolved<'p>) -> Self {
        FunctionTable {
            resolved,
            listing: listing(resolved),
            top: None,
            callers: FxHashMap::default(),
            callees: FxHashMap::default(),
            incoming: OnceLock::new(),
        }
    }

    /// Every row, in no order.
    pub fn all_rows(&self) -> &[RowId] {
        &self.listing.funcs
    }

    /// The row of a cycle of recursion as a whole.
    pub fn cycle_row(&self, cycle: u32) -> Option<RowId> {
        self.listing.recursion.as_ref().map(|r| r.cycle_row(cycle))
    }

    /// The first row by cost (shown or not).
    pub fn top(&self) -> Option<RowId> {
        self.top
    }

    pub fn kind(&self, row: RowId) -> RowKind<'_> {
        match self.listing.cycle_row(row) {
            Some(number) => RowKind::Cycle {
                number,
                members: self.listing.cycle_members(number),
            },
            None => RowKind::Function(row),
        }
    }

    /// The figure the table lists and sorts by: the self cost, or with
    /// inclusive costs the inclusive one.
    #[inline]
    pub fn listed(&self, row: RowId) -> Figure<CostRef<'_>> {
        let cost = self.listing.cost(row);
        if self.listing.is_exact(row) {
            Figure::Exact(cost)
        } else {
            Figure::Bounded {
                upper: cost,
                lower: Some(self.listing.lower(row)),
            }
        }
    }

    /// The inclusive cost, when the query asks for inclusive costs.
    pub fn inclusive(&self, row: RowId) -> Option<Figure<CostRef<'_>>> {
        self.resolved.query.inclusive.then(|| self.listed(row))
    }

    /// The self cost: a function's, or the sum of a cycle's members'.
    pub fn self_cost(&self, row: RowId) -> Cost {
        self.listing.self_cost(self.resolved, row)
    }

    pub fn identity(&self, f: FuncId) -> Identity<'p> {
        let profile = self.resolved.profile;
        let func = &profile.functions[f as usize];
        let name = profile.name(func.name);
        Identity {
            func: f,
            file: profile.name(func.file),
            name,
            context: &name[base_end(name)..],
            object: func.object.map(|o| profile.name(o)),
            cycle: self.listing.cycle_of(f),
            merged: self.resolved.query.group == Group::Symbol,
        }
    }

    /// The cycle a function is a member of, when the table lists cycles.
    pub fn cycle_of(&self, f: FuncId) -> Option<u32> {
        self.listing.cycle_of(f)
    }

    /// How often a function was called, by all its callers.
    pub fn calls_into(&self, f: FuncId) -> u64 {
        let counts = self.incoming.get_or_init(|| incoming_counts(self.resolved.profile));
        counts.get(f as usize).copied().unwrap_or(0)
    }

    /// The cost of the calls from `from` to `to` (`stat`, their record):
    /// not decided when the recorded cost is already within an outer
    /// call's (see `Recursion::hides_call`; never without inclusive costs
    /// or trees, which analyse no recursion).
    pub fn call_cost(&self, from: FuncId, to: FuncId, stat: &'p CallStat) -> Figure<CostRef<'p>> {
        if self.listing.hides_call(from, to) {
            Figure::Undecided
        } else {
            Figure::Exact(self.resolved.profile.call_cost(stat))
        }
    }

    fn call(&self, from: FuncId, to: FuncId, other: FuncId, stat: &'p CallStat) -> Call<CostRef<'p>> {
        Call {
            other,
            count: stat.count,
            cost: self.call_cost(from, to, stat),
        }
    }

    /// The callers of a function row shown, as the tree lists them: by
    /// cost, undecided ones last, ties by name (empty without `--tree`).
    pub fn callers(&self, f: FuncId) -> impl Iterator<Item = Call<CostRef<'p>>> + '_ {
        let list = self.callers.get(&f).map_or(&[][..], Vec::as_slice);
        list.iter().map(move |&(g, stat)| self.call(g, f, g, stat))
    }

    /// The callees of a function row shown (see [`FunctionTable::callers`]).
    pub fn callees(&self, f: FuncId) -> impl Iterator<Item = Call<CostRef<'p>>> + '_ {
        let list = self.callees.get(&f).map_or(&[][..], Vec::as_slice);
        list.iter().map(move |&(g, stat)| self.call(f, g, g, stat))
    }

    /// The calls into a cycle from outside it, summed per caller (exact:
    /// calls entering a cycle are never within an outer call of it).
    pub fn cycle_callers(&self, cycle: u32) -> Vec<Call<Cost>> {
        self.cycle_calls(cycle, &self.callers)
    }

    /// The calls leaving a cycle, summed per callee.
    pub fn cycle_callees(&self, cycle: u32) -> Vec<Call<Cost>> {
        self.cycle_calls(cycle, &self.callees)
    }

    fn cycle_calls(&self, cycle: u32, index: &FxHashMap<FuncId, CallList<'p>>) -> Vec<Call<Cost>> {
        let members = self.listing.cycle_members(cycle);
        cycle_calls(self.resolved, &self.listing, members, index)
            .into_iter()
            .map(|(other, count, cost)| Call {
                other,
                count,
                cost: Figure::Exact(cost),
            })
            .collect()
    }

    /// The marks the shown rows' listed figures and call lines carry.
    pub fn marks(&self, shown: &[RowId]) -> Marks {
        let mut marks = Marks::default();
        let tree = self.resolved.query.tree;
        for &row in shown {
            marks.saw(self.listed(row).exactness());
            if let RowKind::Function(f) = self.kind(row) {
                if tree.callers && !self.is_unknown(f) {
                    self.callers(f).for_each(|c| marks.saw(c.cost.exactness()));
                }
                if tree.callees && !self.is_unknown(f) {
                    self.callees(f).for_each(|c| marks.saw(c.cost.exactness()));
                }
            }
        }
        marks
    }

    /// `???:???`, whose call trees callgrind_annotate leaves out.
    pub fn is_unknown(&self, f: FuncId) -> bool {
        let profile = self.resolved.profile;
        let func = &profile.functions[f as usize];
        profile.name(func.file) == b"???" && profile.name(func.name) == b"???"
    }

    /// The files of the function rows in `rows` (to annotate).
    pub fn files(&self, rows: &[RowId]) -> Vec<u32> {
        rows.iter()
            .filter(|&&f| self.listing.cycle_row(f).is_none())
            .map(|&f| self.resolved.profile.functions[f as usize].file)
            .collect()
    }
}

/// How often each function is called, from all its callers, by function
/// id (35 ms on the 1 GB benchmark profile).
pub fn incoming_counts(profile: &Profile) -> Vec<u64> {
    let mut counts = vec![0u64; profile.functions.len()];
    for (&(_, callee), call) in profile.calls() {
        counts[callee as usize] = counts[callee as usize].saturating_add(call.count);
    }
    counts
}
