//! `--diff OLD NEW`: every figure is NEW minus OLD, functions matched by
//! `file:function` (after `--mod-filename`/`--mod-funcname` rewrites, so
//! builds in other directories or with other Rust hashes line up), rows
//! sorted by absolute change, percentages of OLD's total. With `--tree`,
//! each row's callers and callees with the change of the calls' cost and
//! count, matched by the rewritten names of both ends.
//!
//! Names are rewritten, matched and ordered as the profiles record them
//! (the profiles are loaded without shortening), so a diff pairs the same
//! functions and lists them in the same order from any working directory;
//! only the names printed are shortened by it ([`Naming::strip_prefix`]).

use super::{Options, ReportError};
use crate::model::Profile;

mod bmf;
mod calls;
mod compare;
mod csv;
pub mod explain;
pub mod figures;
pub mod gate;
mod json;
pub mod markdown;
mod names;
mod output;
pub(crate) mod text;
mod verdict;

pub use bmf::measure;
pub use calls::CallIndex;
pub use figures::{Figures, Range, figures};
pub use gate::{Gate, Rule, Verdict};
pub use names::{Naming, Rewrite, rename_profile, unused_rules};
pub use output::{GateOptions, MARKDOWN_ROWS, diff_document, write_diff};

use compare::{LaterCalls, compare};
use names::Keys;

/// The outcome, for `--fail-above`: growth of the primary sort event's
/// total in percent of OLD's magnitude (None when OLD's total is 0).
pub struct DiffSummary {
    pub event: String,
    pub growth: Option<f64>,
    /// The share of the larger total that both profiles' functions have
    /// in common (by self cost of the primary event, in percent), when
    /// rows are self costs: low when names do not line up.
    pub shared: Option<f64>,
    /// The gate's outcome, when there are rules.
    pub gate: Option<Gate>,
}

/// A function's change, and with `--tree` the changes of its calls.
pub struct Row {
    /// The function: see [`Diff::name`].
    pub name: u32,
    /// NEW minus OLD per shown event.
    pub change: Vec<i128>,
    /// OLD's and NEW's figures per shown event (0 where a profile lacks
    /// the function).
    pub old: Vec<i128>,
    pub new: Vec<i128>,
    pub callers: Vec<CallLine>,
    pub callees: Vec<CallLine>,
}

/// The change of the calls between a row's function and `other` (its
/// caller or its callee), summed over call sites: count and cost. The cost
/// of a recursive call is `None`: it is part of an outer call's cost.
pub struct CallLine {
    /// The caller or callee: see [`Diff::name`].
    pub other: u32,
    pub count: i128,
    pub change: Option<Vec<i128>>,
}

/// The difference of two profiles: what `--diff` prints in each format,
/// and what the browser lists (`--browse --diff`).
pub struct Diff<'a> {
    /// The events compared, in OLD's order, narrowed by `--show`.
    pub shown: Vec<String>,
    /// The events sorted by (`--sort`, default the first shown).
    pub sort: Vec<String>,
    /// Per shown event: OLD's and NEW's totals and NEW minus OLD.
    pub old_total: Vec<i128>,
    pub new_total: Vec<i128>,
    pub delta: Vec<i128>,
    /// The functions that changed, by absolute change on the sort events
    /// (ties by name), with `--tree` their calls' changes.
    pub rows: Vec<Row>,
    /// The sum of the functions' losses of self cost (OLD's figure above
    /// NEW's) in the primary event, over all rows (before `--top`);
    /// `None` where a figure is negative.
    lost: Option<i128>,
    /// Index of the primary sort event in `shown`.
    primary: usize,
    /// Indices in `shown` of the sort events.
    sort_idx: Vec<usize>,
    keys: Keys<'a>,
    /// Made by [`diff_rows`]: what [`Diff::calls`] needs to list a row's
    /// calls when asked.
    later: Option<LaterCalls<'a>>,
}

impl Diff<'_> {
    /// A function's file and function names as printed (rewritten, the
    /// file shortened by [`Naming::strip_prefix`]).
    pub fn name(&self, id: u32) -> (&[u8], &[u8]) {
        self.keys.shown(id)
    }

    /// `v` (a change of shown event `k`) in percent of OLD's total (`None`
    /// when that is 0).
    pub fn percent(&self, v: i128, k: usize) -> Option<f64> {
        let old = self.old_total[k];
        (old != 0).then(|| v as f64 * 100.0 / old as f64)
    }

    /// One line's cells per shown event, as every text form of the diff
    /// shows them (see `text::change_cells`): a row's or a total's
    /// `change`, or `None` for a recursive call's (undecided).
    pub fn cells(&self, change: Option<&[i128]>, percs: bool) -> Vec<String> {
        text::change_cells(change, self.shown.len(), &|v, k| self.percent(v, k), percs)
    }

    /// The number of the function named `(file, function)` as recorded
    /// (rewritten, not shortened: see [`Diff::recorded_name`]), if either
    /// profile has it.
    pub fn find(&self, file: &[u8], function: &[u8]) -> Option<u32> {
        self.keys.find(file, function)
    }

    /// A function's file and function names as matched (rewritten, not
    /// shortened): the same function's in any diff of the two profiles.
    pub fn recorded_name(&self, id: u32) -> (&[u8], &[u8]) {
        let (file, function) = self.keys.get(id);
        (file, function)
    }

    /// How many functions are numbered (ids run below this).
    pub fn names(&self) -> usize {
        self.keys.keys.len()
    }

    /// The outcome, for `--fail-above`.
    pub fn summary(&self) -> DiffSummary {
        DiffSummary {
            event: self.shown[self.primary].clone(),
            growth: self.percent(self.delta[self.primary], self.primary),
            shared: None,
            gate: None,
        }
    }

    /// The share of the larger total of the primary event that both
    /// profiles' functions have in common: every function's smaller self
    /// cost, summed (unchanged functions' whole cost), in percent. `None`
    /// when both totals are 0 or less.
    pub fn shared_share(&self) -> Option<f64> {
        let k = self.primary;
        let (old, new) = (self.old_total[k], self.new_total[k]);
        let larger = old.max(new);
        if larger <= 0 {
            return None;
        }
        Some((old - self.lost?).max(0) as f64 * 100.0 / larger as f64)
    }
}

/// NEW minus OLD: functions matched by their rewritten names (see the
/// module's comment).
pub fn diff<'a>(
    old: &'a Profile,
    new: &'a Profile,
    opts: &Options,
    naming: Naming<'a>,
) -> Result<Diff<'a>, ReportError> {
    compare(old, new, opts, naming, false)
}

/// [`diff`] without the rows' calls, which [`Diff::calls`] lists for one
/// row when asked (the `--tree` options say which: callers, callees):
/// what the browser shows first does not wait for the calls of every row
/// of two big profiles.
pub fn diff_rows<'a>(
    old: &'a Profile,
    new: &'a Profile,
    opts: &Options,
    naming: Naming<'a>,
) -> Result<Diff<'a>, ReportError> {
    compare(old, new, opts, naming, true)
}
