//! `--browse --diff OLD NEW`: the comparison, a list the browser shows.
//! Its rows, their order, call lines and figures are the diff's
//! (`report::diff`, which `--diff` prints as text, JSON and CSV):
//! functions by absolute change, each figure the text's cell
//! ([`Diff::cells`]: signed, in percent of OLD's total; a recursive call's
//! the undecided mark). The list is the function list's ([`List`]: its
//! rows by function number, open calls, cursor, history; its keys
//! [`ListKeys`], search and drawing, [`super::view::draw_diff`]): this
//! module only says which rows and calls the comparison lists, and makes
//! its tables (one per sort event and cost, on a helper thread).

use ratatui::crossterm::event::KeyEvent;
use rustc_hash::FxHashMap;

use super::helper::{Helpers, lower_priority};
use super::model::{Calls, List, ListKeys, Spot};
use super::search::{own_name, text_matches};
use crate::model::Profile;
use crate::report::diff::{CallIndex, CallLine, Diff, Naming, Rewrite, diff_rows};
use crate::report::{Options, ReportError, SortKey};

/// The diff as `--diff --tree=both` gives it. Its functions are numbered
/// the same way in every table of one [`DiffInput`] (every function of
/// both profiles, in their order: `--tree` numbers them all), so a row
/// is the same function's, by its number, in every table.
pub struct DiffTable {
    pub(super) diff: Diff<'static>,
    /// The row of each function (by its number in `diff`), `u32::MAX`
    /// for none.
    row_of: Vec<u32>,
}

/// Where the two profiles and the options to compare them with are.
pub struct DiffInput {
    pub old: &'static Profile,
    pub new: &'static Profile,
    pub names: (String, String),
    pub rules: (Vec<Rewrite>, Vec<Rewrite>),
    /// Shortened from the file names shown (the current directory); the
    /// names are matched as recorded ([`Naming`]).
    pub strip_prefix: Option<Vec<u8>>,
    pub opts: Options,
}

impl DiffInput {
    /// The diff sorted by `event` (self or inclusive costs).
    pub fn table(&'static self, event: Option<&str>, inclusive: bool) -> Result<DiffTable, ReportError> {
        let opts = Options {
            tree_caller: true,
            tree_calling: true,
            inclusive,
            sort: match event {
                Some(e) => vec![SortKey::by(e)],
                None => self.opts.sort.clone(),
            },
            ..self.opts.clone()
        };
        let diff = diff_rows(
            self.old,
            self.new,
            &opts,
            Naming {
                files: &self.rules.0,
                functions: &self.rules.1,
                strip_prefix: self.strip_prefix.as_deref(),
            },
        )?;
        Ok(DiffTable::of(diff))
    }

    fn index(&self) -> CallIndex<'static> {
        CallIndex::new(self.old, self.new)
    }
}

impl DiffTable {
    fn of(diff: Diff<'static>) -> DiffTable {
        let mut row_of = vec![u32::MAX; diff.names()];
        for (i, row) in diff.rows.iter().enumerate() {
            row_of[row.name as usize] = i as u32;
        }
        DiffTable { diff, row_of }
    }

    pub fn events(&self) -> &[String] {
        &self.diff.shown
    }

    pub fn rows(&self) -> usize {
        self.diff.rows.len()
    }

    /// The function of the row at `row` (its place in the table).
    pub fn row_id(&self, row: usize) -> u32 {
        self.diff.rows[row].name
    }

    /// The place of function `id`'s row.
    fn position(&self, id: u32) -> Option<usize> {
        let row = *self.row_of.get(id as usize)?;
        (row != u32::MAX).then_some(row as usize)
    }

    /// `file:function` as `--diff` prints it.
    pub fn shown(&self, id: u32) -> String {
        let (file, function) = self.diff.name(id);
        format!(
            "{}:{}",
            String::from_utf8_lossy(file),
            String::from_utf8_lossy(function)
        )
    }

    /// The name of the row at `row` as `--diff` prints it.
    pub fn row_name(&self, row: usize) -> String {
        self.shown(self.row_id(row))
    }

    /// The change of the row at `row` in shown event `event`.
    pub fn change(&self, row: usize, event: usize) -> i128 {
        self.diff.rows[row].change.get(event).copied().unwrap_or(0)
    }

    /// The change of function `id`'s row, per shown event.
    pub fn row_change(&self, id: u32) -> Option<&[i128]> {
        Some(&self.diff.rows[self.position(id)?].change)
    }

    /// A line's cells per shown event, as the text diff prints them
    /// ([`Diff::cells`]): a row's change, a call's (`None`: recursive, `?`).
    pub fn cells(&self, change: Option<&[i128]>, percs: bool) -> Vec<String> {
        self.diff.cells(change, percs)
    }

    /// The total change's cells per shown event.
    pub fn total_cells(&self, percs: bool) -> Vec<String> {
        self.diff.cells(Some(&self.diff.delta), percs)
    }

    /// The callers and callees of function `id`'s row (none without one).
    fn calls(&self, id: u32, index: &CallIndex<'static>) -> Calls<CallLine> {
        match self.position(id) {
            Some(row) => self.diff.calls(row, index),
            None => (Vec::new(), Vec::new()),
        }
    }
}

/// What the helper thread makes: the call index, or a table (its key, or
/// why it could not be made).
enum Made {
    Index(Box<CallIndex<'static>>),
    Table((usize, bool), Result<Box<DiffTable>, String>),
}

pub struct DiffBrowser {
    /// Leaked, as the profiles are: the tables borrow its names.
    pub(super) input: &'static DiffInput,
    /// Tables by (sort event, inclusive), made when first asked for or
    /// by the helper thread (see [`DiffBrowser::prepare_others`]).
    tables: FxHashMap<(usize, bool), DiffTable>,
    /// Both profiles' calls by caller and callee, from which a row's calls
    /// are listed when it is opened: made by the helper thread first, or
    /// when first needed if there is none.
    index: Option<Box<CallIndex<'static>>>,
    /// The helper thread making them.
    helpers: Helpers<Made>,
    /// The table a key asked for before the helper made it: shown when
    /// it arrives.
    wanted: Option<(usize, bool)>,
    /// The row opened before the call index was made: opened when it
    /// arrives.
    wanted_calls: Option<u32>,
    /// The events compared (the first table's).
    events: Vec<String>,
    pub event: usize,
    pub inclusive: bool,
    /// The list: the table's rows, the calls open under them, the cursor.
    pub list: List<Spot, CallLine>,
}

impl DiffBrowser {
    pub fn new(input: DiffInput) -> Result<DiffBrowser, ReportError> {
        let input: &'static DiffInput = Box::leak(Box::new(input));
        let first = input.table(None, input.opts.inclusive)?;
        // The event sorted by first: the --sort one, else the first shown.
        let event = input
            .opts
            .sort
            .first()
            .and_then(|k| first.events().iter().position(|e| *e == k.event))
            .unwrap_or(0);
        let inclusive = input.opts.inclusive;
        let events = first.events().to_vec();
        let mut tables = FxHashMap::default();
        tables.insert((event, inclusive), first);
        let mut b = DiffBrowser {
            input,
            tables,
            index: None,
            helpers: Helpers::new(),
            wanted: None,
            wanted_calls: None,
            events,
            event,
            inclusive,
            list: List::default(),
        };
        b.relist(None);
        Ok(b)
    }

    pub fn table(&self) -> &DiffTable {
        &self.tables[&(self.event, self.inclusive)]
    }

    /// The rows of the table shown, the open rows' calls listed from it,
    /// the cursor on `keep`'s row.
    fn relist(&mut self, keep: Option<u32>) {
        let Some(table) = self.tables.get(&(self.event, self.inclusive)) else {
            return;
        };
        if let Some(index) = self.index.as_deref() {
            self.list.reopen(|id| table.calls(id, index));
        }
        self.list.rows = table.diff.rows.iter().map(|r| r.name).collect();
        self.list.relines(keep);
    }

    /// Shows the table for a new sort event or cost (made the first time,
    /// by the diff report, unless the helper thread is making it); on
    /// failure, stays on the table shown.
    fn resort(&mut self, event: usize, inclusive: bool) {
        let key = (event, inclusive);
        if !self.tables.contains_key(&key) {
            if self.helpers.working() {
                self.wanted = Some(key);
                self.list.chrome.message = Some(format!(
                    "comparing {} costs of {}... (shown when ready)",
                    if inclusive { "inclusive" } else { "self" },
                    self.events[event]
                ));
                return;
            }
            match self.input.table(Some(&self.events[event]), inclusive) {
                Ok(t) => {
                    self.tables.insert(key, t);
                }
                Err(e) => {
                    self.list.chrome.message = Some(e.to_string());
                    return;
                }
            }
        }
        self.wanted = None;
        (self.event, self.inclusive) = key;
        self.relist(self.list.current_row());
    }

    /// Makes on a helper thread at the lowest priority, first the call
    /// index (a row's calls are listed from it when the row is first
    /// expanded), then the tables not shown yet (by inclusive or self
    /// cost, by each event), the other cost of the event shown first: on
    /// two 1 GB profiles one takes seconds, which `i` or Tab would
    /// otherwise wait for. The terminal loop takes them in with
    /// [`DiffBrowser::poll`].
    pub fn prepare_others(&mut self) {
        let mut keys = vec![(self.event, !self.inclusive)];
        for e in (0..self.events.len()).filter(|&e| e != self.event) {
            keys.extend([(e, self.inclusive), (e, !self.inclusive)]);
        }
        let input = self.input;
        let events = self.events.clone();
        let index = self.index.is_none();
        self.helpers.spawn(move |send| {
            lower_priority();
            if index {
                send(Made::Index(Box::new(input.index())));
            }
            for key in keys {
                let table = input.table(Some(&events[key.0]), key.1);
                send(Made::Table(key, table.map(Box::new).map_err(|e| e.to_string())));
            }
        });
    }

    /// Takes in what the helper thread has made (showing what a key waits
    /// for): whether anything arrived, and whether it still works.
    pub fn poll(&mut self) -> (bool, bool) {
        let arrived = self.helpers.arrived();
        let working = self.helpers.working();
        let any = !arrived.is_empty();
        for made in arrived {
            match made {
                Made::Index(index) => self.index_ready(index),
                Made::Table(key, Ok(t)) => {
                    self.tables.insert(key, *t);
                    if self.wanted == Some(key) {
                        self.list.chrome.message = None;
                        self.resort(key.0, key.1);
                    }
                }
                Made::Table(key, Err(e)) if self.wanted == Some(key) => {
                    self.wanted = None;
                    self.list.chrome.message = Some(e);
                }
                Made::Table(..) => {}
            }
        }
        if !working {
            if let Some((event, inclusive)) = self.wanted {
                // Not made by the helper (it failed unseen): made now.
                self.wanted = None;
                self.resort(event, inclusive);
            }
            if self.index.is_none() && self.wanted_calls.is_some() {
                self.index_ready(Box::new(self.input.index()));
            }
        }
        (any, working)
    }

    /// The call index is here: the row opened while it was made opens
    /// (the cursor staying where it is).
    fn index_ready(&mut self, index: Box<CallIndex<'static>>) {
        self.index = Some(index);
        if let Some(row) = self.wanted_calls.take() {
            self.list.chrome.message = None;
            let keep = self.list.current_row();
            if let Some(lists) = self.row_calls(row) {
                self.list.open_row(row, lists);
            }
            self.list.relines(keep);
        }
    }

    /// Handles one key press: the function list's keys, those that apply
    /// (see [`ListKeys`]).
    pub fn key(&mut self, key: KeyEvent) {
        self.answer(key);
    }
}

impl ListKeys for DiffBrowser {
    type Place = Spot;
    type Call = CallLine;

    fn list(&self) -> &List<Spot, CallLine> {
        &self.list
    }

    fn list_mut(&mut self) -> &mut List<Spot, CallLine> {
        &mut self.list
    }

    fn cycle_event(&mut self, step: isize) {
        let name = self.events.first().map_or("", String::as_str);
        if let Some(next) = self.list.step_event(self.events.len(), self.event, step, name) {
            self.resort(next, self.inclusive);
        }
    }

    fn toggle_inclusive(&mut self) {
        self.resort(self.event, !self.inclusive);
    }

    fn place(&self) -> Spot {
        self.list.spot()
    }

    /// To the row the cursor was on, and to the call line under it if
    /// its calls are open.
    fn return_to(&mut self, spot: Spot) {
        if spot.row.is_some_and(|row| self.list.go_to(row)) {
            self.list.return_to_call(&spot);
        }
    }

    /// False when the function did not change (it has no row), which is
    /// said.
    fn show_row(&mut self, f: u32) -> bool {
        if self.list.go_to(f) {
            return true;
        }
        let name = self.table().shown(f);
        self.list.chrome.message = Some(format!("{name} did not change: it has no row"));
        false
    }

    /// From the call index: made first if the helper thread is not
    /// making it, else the row opens when it arrives.
    fn row_calls(&mut self, row: u32) -> Option<Calls<CallLine>> {
        if self.index.is_none() {
            if self.helpers.working() {
                self.list.chrome.message = Some("listing the calls... (shown when ready)".into());
                self.wanted_calls = Some(row);
                return None;
            }
            self.index = Some(Box::new(self.input.index()));
        }
        let index = self.index.as_deref()?;
        Some(self.tables[&(self.event, self.inclusive)].calls(row, index))
    }

    fn close_calls(&mut self, row: u32) {
        if self.wanted_calls == Some(row) {
            self.wanted_calls = None;
        }
        self.list.close_row(row);
    }

    /// By the function's own name, as the function list's rows (it
    /// matched the whole name: a `--separate-callers` context's callers
    /// too).
    fn row_matches(&self, row: u32, query: &str) -> bool {
        text_matches(own_name(self.table().diff.name(row).1), query)
    }

    fn other_key(&mut self, key: KeyEvent) {
        self.list_key(key);
    }

    /// Its calls open.
    fn enter_row(&mut self) {
        self.open_calls(true);
    }
}
