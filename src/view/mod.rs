//! What is shown, as data: the layer between [`crate::analysis`] (what
//! the figures mean) and the outputs (text, JSON, CSV, DOT, gprof's
//! views, the browser), which only render what this layer returns.
//!
//! # The query
//! A [`Query`] says what to show: the events, the sort events and their
//! thresholds, `--top`, self or inclusive costs, the grouping, `--focus`
//! and `--exclude`, and which call trees. [`Resolved`] is a query checked
//! against a profile (event names to columns, PROGRAM TOTALS, the
//! functions `--exclude` hides); every view is made from one. A query
//! also says what the profile must be loaded with ([`Needs`]): calls,
//! line costs, jumps.
//!
//! # The views
//! - [`table::FunctionTable`]: the function table (`--group=function` and
//!   `symbol`). Its rows are [`table::RowId`]s (a function, or with
//!   inclusive costs a cycle of recursion as a whole) in the order shown;
//!   for each it gives the self cost, the figure listed
//!   ([`table::FunctionTable::listed`]) and the inclusive cost as a
//!   [`Figure`] (exact, or an upper bound with its lower bound), the
//!   row's identity ([`table::Identity`]: function, file, object, the
//!   context callgrind names, whether contexts were merged) and its
//!   callers and callees ([`table::Call`]: the function at the other end,
//!   count and cost, each cost exact or [`Figure::Undecided`]).
//! - [`source::annotate`]: annotated source as typed lines
//!   ([`source::Line`]: a source line with its cost, a call line with the
//!   callee's id, count and cost, a gap, a note), so a browser gets the
//!   callee of a `=>` line as an id, not by reading printed text.
//! - [`groups::GroupTable`]: the table by file or object.
//!
//! # Exactness
//! Every figure is a [`Figure`]: [`Exactness::Exact`], an upper bound, or
//! not decided by the data. Outputs render it with the marks of
//! [`figure`] (`<=` before a bound, `?` for no figure) or its
//! [`Exactness::name`], and a report that shows a mark ends its table
//! with [`Marks::legend`].
//!
//! # Speed
//! A table is not materialised row by row: [`table::FunctionTable`]
//! holds the rows in cost order (sort keys made only for the rows the
//! threshold can reach, see [`order`]) with the runs of equal cost still
//! to be put in name order, which a printer does block by block just
//! before printing them (see `report::rows`). Figures are read per row,
//! borrowed from the profile and the analysis.

pub mod asm;
pub mod figure;
pub mod gprof;
pub mod groups;
pub mod listing;
pub mod order;
pub mod source;
pub mod table;

use std::cmp::Ordering;

pub use crate::analysis::groups::Group;
use crate::analysis::symspec::SymSpec;
use crate::model::cost::{Cost, CostRef};
use crate::model::{FuncId, Profile};
pub use figure::{Exactness, Figure, Marks};

/// A threshold percentage, with the text the user wrote (the header shows it
/// as written: `99.5`, `90`).
#[derive(Debug, Clone, PartialEq)]
pub struct Threshold {
    pub text: String,
    pub value: f64,
}

impl Threshold {
    pub fn new(value: f64) -> Self {
        Threshold {
            text: crate::report::format::perl_number(value),
            value,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct SortKey {
    pub event: String,
    pub threshold: Option<Threshold>,
}

impl SortKey {
    /// By `event`, with no threshold of its own.
    pub fn by(event: &str) -> SortKey {
        SortKey {
            event: event.to_string(),
            threshold: None,
        }
    }
}

/// Which call trees a table shows under each row (`--tree`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tree {
    pub callers: bool,
    pub callees: bool,
}

impl Tree {
    pub fn any(self) -> bool {
        self.callers || self.callees
    }
}

/// What to show.
#[derive(Debug, Clone)]
pub struct Query {
    /// Events to show; empty: all, in file order.
    pub show: Vec<String>,
    /// Sort events with optional per-event thresholds; empty: file order.
    pub sort: Vec<SortKey>,
    pub threshold: Threshold,
    /// At most this many rows, whatever the thresholds.
    pub top: Option<usize>,
    /// Inclusive costs (recursion-correct, see `analysis::recursion`).
    pub inclusive: bool,
    pub group: Group,
    /// The profile was already cut down to what these reach
    /// (`analysis::focus`).
    pub focus: Vec<SymSpec>,
    /// Functions left out of the tables, trees and graph.
    pub exclude: Vec<SymSpec>,
    pub tree: Tree,
}

impl Default for Query {
    fn default() -> Self {
        Query {
            show: Vec::new(),
            sort: Vec::new(),
            threshold: Threshold::new(99.0),
            top: None,
            inclusive: false,
            group: Group::Function,
            focus: Vec::new(),
            exclude: Vec::new(),
            tree: Tree::default(),
        }
    }
}

/// What a profile must be loaded with for a view.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Needs {
    pub calls: Load,
    pub line_costs: Load,
    pub jumps: bool,
}

/// How much of a kind of data a view reads.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Load {
    #[default]
    No,
    /// Only what annotating the sources that exist reads: the line costs
    /// and call sites of files a source may be found for (see
    /// [`crate::model::sources::SourceCheck`]).
    FoundSources,
    All,
}

impl Load {
    pub fn any(self) -> bool {
        self != Load::No
    }
}

impl Needs {
    pub fn union(self, o: Needs) -> Needs {
        Needs {
            calls: self.calls.max(o.calls),
            line_costs: self.line_costs.max(o.line_costs),
            jumps: self.jumps || o.jumps,
        }
    }
}

impl Query {
    /// What the table this query asks for needs: calls for anything but
    /// a plain table of self costs by function (inclusive costs, trees,
    /// focus and exclusion, groups).
    pub fn needs(&self) -> Needs {
        let calls = self.inclusive
            || self.tree.any()
            || !self.focus.is_empty()
            || !self.exclude.is_empty()
            || self.group != Group::Function;
        Needs {
            calls: if calls { Load::All } else { Load::No },
            line_costs: Load::No,
            jumps: false,
        }
    }

    /// The same query with inclusive costs: the views that always show
    /// them (gprof's, DOT) are made with it.
    pub fn with_inclusive(&self) -> Query {
        Query {
            inclusive: true,
            ..self.clone()
        }
    }
}

/// A query resolved against a profile's events.
pub struct Resolved<'a> {
    pub profile: &'a Profile,
    pub query: Query,
    pub show_order: Vec<usize>,
    pub sort_order: Vec<usize>,
    /// One threshold per sort event.
    pub thresholds: Vec<Threshold>,
    /// The `--threshold` value, or 0 when per-event thresholds are given
    /// (100 means: show every function).
    pub single_threshold: f64,
    /// PROGRAM TOTALS; percentages are taken against these.
    pub totals: Cost,
    /// How many values the totals line wrote (see the annotation footer).
    pub totals_len: usize,
    pub totals_calculated: bool,
    /// Functions `--exclude` leaves out (empty when none is).
    hidden: Vec<bool>,
}

/// An error in a query (an unknown event).
#[derive(Debug, Clone, PartialEq)]
pub struct QueryError(pub String);

impl std::fmt::Display for QueryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for QueryError {}

fn event_index(events: &[String], name: &str) -> Option<usize> {
    // With duplicate names the last column wins, as in callgrind_annotate.
    events.iter().rposition(|e| e == name)
}

impl<'a> Resolved<'a> {
    pub fn new(profile: &'a Profile, query: Query) -> Result<Self, QueryError> {
        let events = &profile.events;
        let lookup = |flag: &str, name: &str| {
            event_index(events, name).ok_or_else(|| {
                QueryError(format!(
                    "--{flag}: event '{name}' is not in the profile (it has: {})",
                    events.join(" ")
                ))
            })
        };
        // Events are resolved by name even by default, so with duplicate
        // names (`events: Ir Ir`) every column shows the last one, as in
        // callgrind_annotate.
        let all_events: Vec<usize> = events.iter().map(|e| event_index(events, e).unwrap_or(0)).collect();
        let show_order = if query.show.is_empty() {
            all_events.clone()
        } else {
            query.show.iter().map(|e| lookup("show", e)).collect::<Result<_, _>>()?
        };
        let sort_order = if query.sort.is_empty() {
            all_events
        } else {
            query
                .sort
                .iter()
                .map(|k| lookup("sort", &k.event))
                .collect::<Result<Vec<_>, _>>()?
        };
        // Per-event thresholds (`--sort=Ir:90`) replace `--threshold`, which
        // otherwise applies to the primary sort event alone.
        let per_event = query.sort.iter().any(|k| k.threshold.is_some());
        let thresholds: Vec<Threshold> = (0..sort_order.len())
            .map(|i| match query.sort.get(i).and_then(|k| k.threshold.clone()) {
                Some(t) => t,
                None if i == 0 && !per_event => query.threshold.clone(),
                None => Threshold {
                    text: "0".into(),
                    value: 0.0,
                },
            })
            .collect();
        let single_threshold = if per_event { 0.0 } else { query.threshold.value };
        let recorded = match &profile.focus_total {
            Some(t) => Some(crate::parse::header::TotalsLine {
                cost: t.clone(),
                len: events.len(),
            }),
            None => profile.recorded_total(),
        };
        let (totals, totals_len, totals_calculated) = match recorded {
            Some(t) => (t.cost, t.len, false),
            None => {
                let c = profile.calculated_total().clone();
                let len = (0..events.len())
                    .rev()
                    .find(|&i| c.get(i).is_some())
                    .map_or(0, |i| i + 1);
                (c, len, true)
            }
        };
        let hidden = if query.exclude.is_empty() {
            Vec::new()
        } else {
            let specs: Vec<SymSpec> = query.exclude.iter().map(|s| s.resolve(profile)).collect();
            (0..profile.functions.len() as FuncId)
                .map(|f| specs.iter().any(|s| s.matches(profile, f)))
                .collect()
        };
        Ok(Resolved {
            profile,
            query,
            show_order,
            sort_order,
            thresholds,
            single_threshold,
            totals,
            totals_len,
            totals_calculated,
            hidden,
        })
    }

    /// PROGRAM TOTALS as a figure: under `--focus`, the focus's cost,
    /// an upper bound with its lower bound when the focused functions
    /// share a cycle of recursion with others (`analysis::focus`).
    pub fn totals_figure(&self) -> Figure<CostRef<'_>> {
        match &self.profile.focus_lower {
            Some(lower) if !self.query.focus.is_empty() => Figure::Bounded {
                upper: self.totals.as_ref(),
                lower: Some(lower.as_ref()),
            },
            _ => Figure::Exact(self.totals.as_ref()),
        }
    }

    /// callgrind_annotate's order of costs: descending on each sort event in
    /// turn, an undefined value counting as -1.
    pub fn cmp_costs(&self, a: CostRef<'_>, b: CostRef<'_>) -> Ordering {
        for &i in &self.sort_order {
            let x = a.get(i).map_or(-1, i128::from);
            let y = b.get(i).map_or(-1, i128::from);
            match y.cmp(&x) {
                Ordering::Equal => continue,
                other => return other,
            }
        }
        Ordering::Equal
    }

    /// Whether function `f` is shown (not left out by `--exclude`).
    pub fn shows(&self, f: FuncId) -> bool {
        !self.hidden.get(f as usize).copied().unwrap_or(false)
    }

    /// `file:function`, the name functions are listed and sorted by.
    pub fn full_name(&self, f: FuncId) -> Vec<u8> {
        let func = &self.profile.functions[f as usize];
        let mut s = self.profile.name(func.file).to_vec();
        s.push(b':');
        s.extend_from_slice(self.profile.name(func.name));
        s
    }

    /// Compares `file:function` names byte-wise without building them.
    pub fn cmp_names(&self, a: FuncId, b: FuncId) -> Ordering {
        let (fa, fb) = (&self.profile.functions[a as usize], &self.profile.functions[b as usize]);
        cmp_file_names(
            (fa.file, self.profile.name(fa.file), self.profile.name(fa.name)),
            (fb.file, self.profile.name(fb.file), self.profile.name(fb.name)),
        )
    }
}

/// A function's file (id and name) and name, as [`cmp_file_names`] takes
/// them.
pub type FileName<'a> = (u32, &'a [u8], &'a [u8]);

/// Compares `file:function` names byte-wise without building them.
pub fn cmp_file_names((ia, xa, na): FileName<'_>, (ib, xb, nb): FileName<'_>) -> Ordering {
    if ia == ib {
        return na.cmp(nb);
    }
    let common = xa.len().min(xb.len());
    match xa[..common].cmp(&xb[..common]) {
        Ordering::Equal => {
            let whole = |file: &[u8], name: &[u8]| {
                file[common..]
                    .iter()
                    .chain(b":")
                    .chain(name)
                    .copied()
                    .collect::<Vec<u8>>()
            };
            whole(xa, na).cmp(&whole(xb, nb))
        }
        other => other,
    }
}
