//! The browser's figures, read from the view layer ([`crate::view`]): the
//! rows of a function table asked for with a [`Query`] (sorted by one
//! event, every function, self or inclusive costs), each figure exact or
//! bounded as the view says, and the call lists with the view's
//! exactness. A figure on the screen is the view model's for the same
//! query, as the text report prints it.
//!
//! What takes a pass over the whole profile (inclusive costs, call
//! lists, the orders by each event) is made by a helper thread
//! ([`Figures::prepare`]) while the first screen, the first rows by self
//! cost, is shown.

use rustc_hash::FxHashMap;

use super::search::NameIndex;
use crate::model::cost::{Cost, CostRef};
use crate::model::{CallStat, FuncId, Profile};
use crate::report::{Options, ReportError};
use crate::view::listing::{CallList, Listing, call_index, listing, sort_call_list};
use crate::view::order::shown_functions;
use crate::view::source::SiteIndex;
use crate::view::{Figure, Query, Resolved, SortKey, Threshold, Tree};

/// A call from or to a function: the other end, how often, and its cost
/// (undecided for a recursive call, whose cost is in an outer call's), as
/// the view's call lists give it.
pub type Call = crate::view::table::Call<Cost>;

/// A profile with what the browser shows of it, computed once and kept.
pub struct Figures<'p> {
    pub profile: &'p Profile,
    /// The options given: the query's fields (events, `--exclude`,
    /// `--focus`) and where sources and objects are found (`-I`, the
    /// machine code's inputs).
    pub base: &'p Options,
    /// Events that can be the sort key: those `--show` shows.
    pub events: Vec<usize>,
    /// PROGRAM TOTALS, as the report prints them, and whether they are
    /// exact (see [`Resolved::totals_figure`]).
    pub totals: Figure<Cost>,
    /// The query as given, and by each event (every function): resolved
    /// once (resolving goes over every function for `--exclude`).
    base_query: Resolved<'p>,
    by_event: Vec<Resolved<'p>>,
    /// Functions with self costs (no recursion analysis: cheap).
    flat: Listing<'p>,
    /// Inclusive costs and the cycles of recursion; computed on a thread
    /// of its own while the list is already shown (see [`super::run`]).
    incl: Option<Listing<'p>>,
    calls: Option<CallIndex<'p>>,
    /// Full orders of the listing by (event, inclusive).
    orders: FxHashMap<(usize, bool), Vec<u32>>,
    /// How often each function is called, from all callers.
    incoming: Option<Vec<u64>>,
    /// What annotating a file reads from the whole profile.
    pub(super) sites: Option<SiteIndex>,
    /// The functions' own names, for `/`.
    names: Option<NameIndex>,
    /// The order by self cost holds only its first rows.
    partial: bool,
}

/// Rows of the first screen's order (see [`Figures::new`]).
const FIRST_ROWS: usize = 2000;

struct CallIndex<'p> {
    callers: FxHashMap<FuncId, CallList<'p>>,
    callees: FxHashMap<FuncId, CallList<'p>>,
}

/// The query of the table that lists every function by `event`, self or
/// inclusive costs, without trees (the browser lists calls itself).
pub fn query_for(profile: &Profile, base: &Options, event: usize, inclusive: bool) -> Query {
    Query {
        sort: vec![SortKey::by(&profile.events[event])],
        threshold: Threshold::new(100.0),
        inclusive,
        top: None,
        tree: Tree::default(),
        ..base.query()
    }
}

/// The query as given, with self or inclusive costs and no trees: what
/// the listings are made with.
fn listing_query(base: &Options, inclusive: bool) -> Query {
    Query {
        inclusive,
        tree: Tree::default(),
        ..base.query()
    }
}

/// A query checked against a profile, its error as the report's.
pub fn resolve(profile: &Profile, query: Query) -> Result<Resolved<'_>, ReportError> {
    Resolved::new(profile, query).map_err(|e| ReportError::Options(e.0))
}

impl<'p> Figures<'p> {
    /// Checks the options against the profile (an unknown event is an
    /// error, as in the report) and lists the functions by self cost.
    pub fn new(profile: &'p Profile, base: &'p Options) -> Result<Self, ReportError> {
        Self::with_first_rows(profile, base, FIRST_ROWS)
    }

    /// [`Figures::new`] with the first screen's order holding `first_rows`
    /// rows until the helper thread's full order arrives.
    pub fn with_first_rows(profile: &'p Profile, base: &'p Options, first_rows: usize) -> Result<Self, ReportError> {
        let base_query = resolve(profile, base.query())?;
        let events = base_query.show_order.clone();
        let totals = base_query.totals_figure().to_owned();
        let by_event = (0..profile.events.len())
            .map(|e| resolve(profile, query_for(profile, base, e, false)))
            .collect::<Result<Vec<_>, _>>()?;
        let flat = listing(&resolve(profile, listing_query(base, false))?);
        let mut figures = Figures {
            profile,
            base,
            events,
            totals,
            base_query,
            by_event,
            flat,
            incl: None,
            calls: None,
            orders: FxHashMap::default(),
            incoming: None,
            sites: None,
            names: None,
            partial: false,
        };
        // The first screen needs the first rows in order, not all: ties
        // are put in name order only as far as these reach (on the 1 GB
        // benchmark profile, ordering all 821,000 functions took 680 ms,
        // most of it comparing the names of tied functions). The helper
        // thread's full order replaces this one (see `prepare`); its first
        // rows are these, as the report's `--top` keeps them.
        let primary = figures.primary_event();
        let first = Query {
            top: Some(first_rows),
            ..query_for(profile, base, primary, false)
        };
        let rows = shown_functions(&resolve(profile, first)?, &figures.flat);
        figures.partial = rows.len() < figures.flat.funcs.len();
        figures.orders.insert((primary, false), rows);
        Ok(figures)
    }

    /// The total of event `e` (percentages are of it).
    pub fn total(&self, e: usize) -> Option<crate::model::cost::Val> {
        self.totals.value().and_then(|c| c.get(e))
    }

    /// Whether the list holds only its first rows until the helper thread
    /// is done.
    pub fn is_partial(&self) -> bool {
        self.partial
    }

    /// The sort event first (in the report, the first sort event numbers
    /// the cycles).
    pub fn primary_event(&self) -> usize {
        self.base_query
            .sort_order
            .first()
            .copied()
            .filter(|e| self.events.contains(e))
            .unwrap_or(self.events[0])
    }

    /// The query of the list by `event`.
    pub fn query(&self, event: usize, inclusive: bool) -> Query {
        query_for(self.profile, self.base, event, inclusive)
    }

    /// What takes time to compute on a big profile, for a helper thread
    /// to compute while the list by self cost is shown: inclusive costs as
    /// `--inclusive=yes` lists them (the recursion analysis over every
    /// call), the call lists, and the orders of the list by every event,
    /// so that no key waits for them.
    pub fn prepare(profile: &'p Profile, base: &'p Options) -> Prepared<'p> {
        let base_query = resolve(profile, base.query()).expect("options checked by Figures::new");
        let primary = base_query.sort_order.first().copied().unwrap_or(0);
        // The cycles are numbered in the order of the query as given, as
        // the report numbers them.
        let resolved = resolve(profile, listing_query(base, true)).expect("options checked");
        let incl = listing(&resolved);
        let (callers, callees) = call_index(&resolved, &incl, &[]);
        let flat = listing(&resolve(profile, listing_query(base, false)).expect("options checked"));
        let mut orders = Vec::new();
        let events = base_query.show_order.clone();
        // The primary event first: it is the one the user sees first.
        let mut keys: Vec<(usize, bool)> = vec![(primary, true)];
        keys.extend(events.iter().flat_map(|&e| [(e, true), (e, false)]));
        keys.dedup();
        for (e, inclusive) in keys {
            if orders.iter().any(|(k, _)| *k == (e, inclusive)) {
                continue;
            }
            let Ok(resolved) = resolve(profile, query_for(profile, base, e, inclusive)) else {
                continue;
            };
            let rows = shown_functions(&resolved, if inclusive { &incl } else { &flat });
            orders.push(((e, inclusive), rows));
        }
        Prepared {
            profile,
            incl,
            calls: CallIndex { callers, callees },
            orders,
            sites: SiteIndex::new(profile),
            // The helper thread counts them.
            incoming: crate::view::table::incoming_counts(profile),
            names: NameIndex::new(profile),
        }
    }

    pub fn set_prepared(&mut self, p: Prepared<'p>) {
        self.incl = Some(p.incl);
        self.calls = Some(p.calls);
        self.sites = Some(p.sites);
        self.incoming = Some(p.incoming);
        self.names = Some(p.names);
        self.partial = false;
        // These replace the first screen's partial order (see `order`).
        self.orders.extend(p.orders);
    }

    pub fn has_inclusive(&self) -> bool {
        self.incl.is_some()
    }

    /// The listing the call figures take recursion from.
    fn calls_listing(&self) -> &Listing<'p> {
        self.incl.as_ref().unwrap_or(&self.flat)
    }

    /// Every row (function, or with inclusive costs a cycle as a whole) in
    /// the report's order by `event`; `None` while inclusive costs are
    /// being computed.
    pub fn order(&mut self, event: usize, inclusive: bool) -> Option<&[u32]> {
        let listing = if inclusive { self.incl.as_ref()? } else { &self.flat };
        if !self.orders.contains_key(&(event, inclusive)) {
            let resolved = resolve(self.profile, self.query(event, inclusive)).ok()?;
            let rows = shown_functions(&resolved, listing);
            self.orders.insert((event, inclusive), rows);
        }
        self.orders.get(&(event, inclusive)).map(Vec::as_slice)
    }

    /// The cycle a row stands for as a whole, if it is one.
    pub fn cycle_row(&self, row: u32) -> Option<u32> {
        self.incl.as_ref().and_then(|l| l.cycle_row(row))
    }

    pub fn cycle_of(&self, f: FuncId) -> Option<u32> {
        self.incl.as_ref().and_then(|l| l.cycle_of(f))
    }

    pub fn cycle_members(&self, cycle: u32) -> &[FuncId] {
        self.incl.as_ref().map_or(&[], |l| l.cycle_members(cycle))
    }

    /// Whether `row` is a function (not a cycle's row).
    pub fn is_function(&self, row: u32) -> bool {
        (row as usize) < self.profile.functions.len()
    }

    /// Self cost of a row.
    pub fn self_cost(&self, row: u32) -> Cost {
        match (&self.incl, self.is_function(row)) {
            (_, true) => Cost::from_ref(self.profile.self_cost(row)),
            (Some(l), false) => l.self_cost(&self.base_query, row),
            (None, false) => Cost::zero(self.profile.events.len()),
        }
    }

    /// Inclusive cost of a row, once computed: exact, or an upper bound
    /// with its lower bound (as the view's table lists it).
    pub fn inclusive(&self, row: u32) -> Option<Figure<CostRef<'_>>> {
        let l = self.incl.as_ref()?;
        Some(Figure::new(l.cost(row), l.is_exact(row), || Some(l.lower(row))))
    }

    /// Whether some inclusive cost is an upper bound (its column then needs
    /// room for the mark).
    pub fn inclusive_has_bounds(&self) -> bool {
        self.incl.as_ref().is_some_and(|l| l.has_bounds())
    }

    /// Whether a row's inclusive cost is exact (else an upper bound).
    pub fn inclusive_exact(&self, row: u32) -> bool {
        self.incl.as_ref().is_none_or(|l| l.is_exact(row))
    }

    /// The function's callers or callees, sorted as the text report's tree
    /// lists them for `event`, each cost exact or undecided.
    pub fn calls(&mut self, f: FuncId, event: usize, callers: bool) -> Vec<Call> {
        if !self.is_function(f) {
            return Vec::new();
        }
        self.index();
        let Some(resolved) = self.by_event.get(event) else {
            return Vec::new();
        };
        let Some(index) = self.calls.as_ref() else {
            return Vec::new();
        };
        let map = if callers { &index.callers } else { &index.callees };
        let mut list: CallList<'p> = map.get(&f).cloned().unwrap_or_default();
        sort_call_list(resolved, self.calls_listing(), f, &mut list, callers);
        let listing = self.calls_listing();
        list.iter()
            .map(|&(other, call): &(FuncId, &CallStat)| {
                let (a, b) = if callers { (other, f) } else { (f, other) };
                Call {
                    other,
                    count: call.count,
                    cost: if listing.hides_call(a, b) {
                        Figure::Undecided
                    } else {
                        Figure::Exact(Cost::from_ref(self.profile.call_cost(call)))
                    },
                }
            })
            .collect()
    }

    /// For each function, whether its own name holds `query` (smart
    /// case); `None` until the helper thread has made the name index.
    pub fn search(&self, query: &str) -> Option<Vec<bool>> {
        self.names.as_ref().map(|n| n.matching(query))
    }

    /// Whether `f` calls anything.
    pub fn has_callees(&mut self, f: FuncId) -> bool {
        self.index();
        self.calls
            .as_ref()
            .is_some_and(|i| i.callees.get(&f).is_some_and(|l| !l.is_empty()))
    }

    /// Builds the call lists once (unsorted: each is sorted when shown).
    fn index(&mut self) {
        if self.calls.is_none()
            && let Some(resolved) = self.by_event.first()
        {
            let (callers, callees) = call_index(resolved, self.calls_listing(), &[]);
            self.calls = Some(CallIndex { callers, callees });
        }
    }

    /// How often `f` was called, from all its callers.
    pub fn calls_into(&mut self, f: FuncId) -> u64 {
        let profile = self.profile;
        let counts = self
            .incoming
            .get_or_insert_with(|| crate::view::table::incoming_counts(profile));
        counts.get(f as usize).copied().unwrap_or(0)
    }

    /// The function's name, or `<cycle N as a whole>`.
    pub fn name(&self, row: u32) -> String {
        match self.cycle_row(row) {
            Some(c) => format!("<cycle {c} as a whole>"),
            None if self.is_function(row) => {
                let func = &self.profile.functions[row as usize];
                let mut s = String::from_utf8_lossy(self.profile.name(func.name)).into_owned();
                if let Some(c) = self.cycle_of(row) {
                    s.push_str(&format!(" <cycle {c}>"));
                }
                s
            }
            None => String::from("?"),
        }
    }

    pub fn file_id(&self, f: FuncId) -> Option<u32> {
        self.profile.functions.get(f as usize).map(|func| func.file)
    }

    pub fn object_id(&self, f: FuncId) -> Option<u32> {
        self.profile
            .functions
            .get(f as usize)
            .and_then(|func| func.object.or(func.home_object))
    }

    pub fn file_name(&self, f: FuncId) -> &'p [u8] {
        self.profile
            .functions
            .get(f as usize)
            .map_or(b"", |func| self.profile.name(func.file))
    }

    pub fn object_name(&self, f: FuncId) -> &'p [u8] {
        self.object_id(f).map_or(b"", |o| self.profile.name(o))
    }
}

/// See [`Figures::prepare`].
pub struct Prepared<'p> {
    /// The profile these figures are of (the browser may have toggled to
    /// another view meanwhile).
    pub profile: &'p Profile,
    incl: Listing<'p>,
    calls: CallIndex<'p>,
    orders: Vec<((usize, bool), Vec<u32>)>,
    sites: SiteIndex,
    incoming: Vec<u64>,
    names: NameIndex,
}

/// The figures of the view the browser is not showing (the profile as
/// recorded, or its `--group=symbol` merge), ready to be toggled to with
/// `s`, and which symbol each recorded function became.
pub struct OtherView<'p> {
    pub figures: Figures<'p>,
    pub symbol_of: &'p [FuncId],
}

impl<'p> Figures<'p> {
    /// [`Figures::new`] with what [`Figures::prepare`] computes already
    /// in: for a view made on a helper thread before it is shown.
    pub fn ready(profile: &'p Profile, base: &'p Options) -> Result<Self, ReportError> {
        let mut figures = Figures::new(profile, base)?;
        figures.set_prepared(Figures::prepare(profile, base));
        Ok(figures)
    }
}

/// `profile` merged to one row per function of an object, as
/// `--group=symbol` prints it. It lives as long as the process, like the
/// profile the browser was started on (the copy doubles the memory the
/// profile takes: it is made when the view is first asked for).
pub fn symbol_profile(profile: &Profile) -> (&'static Profile, &'static [FuncId]) {
    let (merged, symbol_of) = crate::analysis::symbols::merge_copy(profile);
    let merged: &'static Profile = Box::leak(Box::new(merged));
    (merged, symbol_of.leak())
}
