//! `--browse --diff OLD NEW`: the comparison, a list the browser shows.
//! Its rows, their order, call lines and figures are the diff's
//! (`report::diff`, which `--diff` prints as text, JSON and CSV):
//! functions by absolute change, each figure the text's cell
//! ([`Diff::cells`]: signed, in percent of OLD's total; a recursive call's
//! the undecided mark). What is on the screen is the function list's:
//! its lines ([`ListLine`]), keys ([`ListKeys`]: the list's keys, the
//! search, following a call), status, help and history
//! ([`super::model::Chrome`]), and its drawing: the comparison is one
//! more kind of table the one list drawing draws
//! ([`super::view::draw_diff`]).

use ratatui::crossterm::event::KeyEvent;
use rustc_hash::{FxHashMap, FxHashSet};

use super::helper::{Helpers, lower_priority};
use super::model::{
    Chrome, ListKeys, ListLine, ListState, NO_CALLS, call_line_position, list_lines, open_call, row_position,
};
use super::search::{own_name, text_matches};
use crate::model::Profile;
use crate::report::diff::{CallIndex, CallLine, Diff, Naming, Rewrite, diff_rows};
use crate::report::{Options, ReportError, SortKey};

/// A function as the two profiles name it (rewritten, not shortened):
/// the same function in every table of the comparison.
type FnName = (Vec<u8>, Vec<u8>);

/// Where Backspace/Esc goes back to in the comparison: a row, and the
/// call line under it the cursor was on (by the function at its other
/// end), as the function list's [`super::model::Place`].
pub struct DiffPlace {
    row: FnName,
    call: Option<(ListLine, FnName)>,
}

/// The diff as `--diff --tree=both` gives it: its rows when made, each
/// row's calls when first shown (listed by [`Diff::calls`] from the
/// [`CallIndex`]). Names stay in the profiles' tables, formatted when drawn.
pub struct DiffTable {
    pub(super) diff: Diff<'static>,
    /// The row of each function (by its number in `diff`), `u32::MAX`
    /// for none.
    row_of: Vec<u32>,
    /// The callers and callees of the rows listed so far.
    calls: FxHashMap<u32, (Vec<CallLine>, Vec<CallLine>)>,
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
        DiffTable {
            diff,
            row_of,
            calls: FxHashMap::default(),
        }
    }

    pub fn events(&self) -> &[String] {
        &self.diff.shown
    }

    pub fn rows(&self) -> usize {
        self.diff.rows.len()
    }

    /// The row of the function named `name`.
    fn find(&self, name: &FnName) -> Option<usize> {
        let id = self.diff.find(&name.0, &name.1)?;
        let row = *self.row_of.get(id as usize)?;
        (row != u32::MAX).then_some(row as usize)
    }

    fn recorded(&self, id: u32) -> FnName {
        let (file, function) = self.diff.recorded_name(id);
        (file.to_vec(), function.to_vec())
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

    /// The name of `row` as `--diff` prints it.
    pub fn row_name(&self, row: usize) -> String {
        self.shown(self.diff.rows[row].name)
    }

    /// The change of `row` in shown event `event`.
    pub fn change(&self, row: usize, event: usize) -> i128 {
        self.diff.rows[row].change.get(event).copied().unwrap_or(0)
    }

    /// A line's cells per shown event, as the text diff prints them
    /// ([`Diff::cells`]): a row's change, a call's (`?` when recursive).
    pub fn cells(&self, line: ListLine, percs: bool) -> Option<Vec<String>> {
        let change = match line {
            ListLine::Row(r) => Some(&self.diff.rows.get(r as usize)?.change[..]),
            _ => self.call(line)?.change.as_deref(),
        };
        Some(self.diff.cells(change, percs))
    }

    /// The total change's cells per shown event.
    pub fn total_cells(&self, percs: bool) -> Vec<String> {
        self.diff.cells(Some(&self.diff.delta), percs)
    }

    /// Lists the calls of `row` (once).
    fn list_calls(&mut self, row: usize, index: &CallIndex<'static>) {
        if !self.calls.contains_key(&(row as u32)) {
            let calls = self.diff.calls(row, index);
            self.calls.insert(row as u32, calls);
        }
    }

    /// The call a call line stands for.
    pub fn call(&self, line: ListLine) -> Option<&CallLine> {
        open_call(&self.calls, line)
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
    /// are listed when it is first expanded: made by the helper thread
    /// first, or when first needed if there is none.
    index: Option<Box<CallIndex<'static>>>,
    /// The helper thread making them.
    helpers: Helpers<Made>,
    /// The table a key asked for before the helper made it: shown when
    /// it arrives.
    wanted: Option<(usize, bool)>,
    /// The row expanded before the call index was made: expanded when
    /// it arrives.
    wanted_calls: Option<FnName>,
    /// The events compared (the first table's).
    events: Vec<String>,
    pub event: usize,
    pub inclusive: bool,
    /// The list as drawn: rows (by their place in the table) and the
    /// call lines under the open ones, as the function list's.
    pub lines: Vec<ListLine>,
    expanded: FxHashSet<FnName>,
    pub cursor: usize,
    pub(super) offset: usize,
    pub chrome: Chrome<Option<DiffPlace>>,
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
            lines: Vec::new(),
            expanded: FxHashSet::default(),
            cursor: 0,
            offset: 0,
            chrome: Chrome::default(),
        };
        b.relines(None);
        Ok(b)
    }

    pub fn table(&self) -> &DiffTable {
        &self.tables[&(self.event, self.inclusive)]
    }

    fn relines(&mut self, keep: Option<FnName>) {
        let key = (self.event, self.inclusive);
        let Some(table) = self.tables.get_mut(&key) else {
            return;
        };
        let mut open: Vec<usize> = self.expanded.iter().filter_map(|n| table.find(n)).collect();
        open.sort_unstable();
        if let Some(index) = self.index.as_deref() {
            for &r in &open {
                table.list_calls(r, index);
            }
        }
        let calls = &table.calls;
        let listed = |r: u32| match open.binary_search(&(r as usize)) {
            Ok(_) => calls.get(&r).map(|(a, b)| (a.len(), b.len())),
            Err(_) => None,
        };
        let lines = list_lines(0..table.rows() as u32, listed);
        let at = keep
            .and_then(|name| table.find(&name))
            .and_then(|r| row_position(&lines, r as u32));
        self.lines = lines;
        self.cursor = at.unwrap_or(0).min(self.lines.len().saturating_sub(1));
    }

    /// The function of the row the cursor is on (or under).
    fn current_row_name(&self) -> Option<FnName> {
        let row = self.lines.get(self.cursor)?.row();
        let table = self.table();
        Some(table.recorded(table.diff.rows[row as usize].name))
    }

    fn go_to(&mut self, name: &FnName) -> bool {
        let at = self
            .table()
            .find(name)
            .and_then(|r| row_position(&self.lines, r as u32));
        self.cursor = at.unwrap_or(self.cursor);
        at.is_some()
    }

    /// Shows the table for a new sort event or cost (made the first time,
    /// by the diff report, unless the helper thread is making it); on
    /// failure, stays on the table shown.
    fn resort(&mut self, event: usize, inclusive: bool) {
        let key = (event, inclusive);
        if !self.tables.contains_key(&key) {
            if self.helpers.working() {
                self.wanted = Some(key);
                self.chrome.message = Some(format!(
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
                    self.chrome.message = Some(e.to_string());
                    return;
                }
            }
        }
        self.wanted = None;
        let keep = self.current_row_name();
        (self.event, self.inclusive) = key;
        self.relines(keep);
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
                        self.chrome.message = None;
                        self.resort(key.0, key.1);
                    }
                }
                Made::Table(key, Err(e)) if self.wanted == Some(key) => {
                    self.wanted = None;
                    self.chrome.message = Some(e);
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

    /// The call index is here: the row expanded while it was made opens.
    fn index_ready(&mut self, index: Box<CallIndex<'static>>) {
        self.index = Some(index);
        if let Some(name) = self.wanted_calls.take() {
            self.chrome.message = None;
            self.expanded.insert(name.clone());
            let keep = self.current_row_name();
            self.relines(keep);
            self.close_if_no_calls(name);
        }
    }

    /// A row just opened that has no calls listed closes again, saying
    /// so, as in the function list ([`NO_CALLS`]).
    fn close_if_no_calls(&mut self, name: FnName) {
        let table = self.table();
        let none = table
            .find(&name)
            .and_then(|r| table.calls.get(&(r as u32)))
            .is_some_and(|(callers, callees)| callers.is_empty() && callees.is_empty());
        if none {
            self.expanded.remove(&name);
            self.chrome.message = Some(NO_CALLS.into());
        }
    }

    /// Handles one key press: the function list's keys, those that apply
    /// (see [`ListKeys`]).
    pub fn key(&mut self, key: KeyEvent) {
        self.answer(key);
    }
}

impl ListKeys for DiffBrowser {
    fn list_state(&mut self) -> ListState<'_, Option<DiffPlace>> {
        ListState {
            len: self.lines.len(),
            chrome: &mut self.chrome,
            cursor: &mut self.cursor,
            offset: &mut self.offset,
        }
    }

    fn cycle_event(&mut self, step: isize) {
        if self.events.len() <= 1 {
            let name = self.events.first().map_or("", String::as_str);
            self.chrome.message = Some(super::model::only_event(name));
            return;
        }
        let n = self.events.len() as isize;
        self.resort((self.event as isize + step).rem_euclid(n) as usize, self.inclusive);
    }

    fn toggle_inclusive(&mut self) {
        self.resort(self.event, !self.inclusive);
    }

    type Place = Option<DiffPlace>;
    type Id = FnName;

    fn place(&self) -> Option<DiffPlace> {
        let line = *self.lines.get(self.cursor)?;
        let table = self.table();
        let call = self.call_target(line).map(|other| (line, other));
        let row = table.recorded(table.diff.rows[line.row() as usize].name);
        Some(DiffPlace { row, call })
    }

    /// To the row the cursor was on, and to the call line under it if
    /// its calls are open.
    fn return_to(&mut self, place: Option<DiffPlace>) {
        let Some(DiffPlace { row, call }) = place else { return };
        if !self.go_to(&row) {
            return;
        }
        let table = self.table();
        let found = call.and_then(|(line, other)| {
            call_line_position(&self.lines, self.cursor, line, |l| {
                table.call(l).is_some_and(|c| table.recorded(c.other) == other)
            })
        });
        self.cursor = found.unwrap_or(self.cursor);
    }

    fn call_target(&self, line: ListLine) -> Option<FnName> {
        let table = self.table();
        table.call(line).map(|c| table.recorded(c.other))
    }

    /// False when the function did not change (it has no row), which is
    /// said.
    fn show_row(&mut self, f: &FnName) -> bool {
        if self.go_to(f) {
            return true;
        }
        let table = self.table();
        let name = match table.diff.find(&f.0, &f.1) {
            Some(id) => table.shown(id),
            None => format!("{}:{}", String::from_utf8_lossy(&f.0), String::from_utf8_lossy(&f.1)),
        };
        self.chrome.message = Some(format!("{name} did not change: it has no row"));
        false
    }

    fn open_calls(&mut self, open: bool) {
        self.expand(open);
    }

    fn lines(&self) -> &[ListLine] {
        &self.lines
    }

    /// By the function's own name, as the function list's rows (it
    /// matched the whole name: a `--separate-callers` context's callers
    /// too).
    fn row_matches(&self, row: u32, query: &str) -> bool {
        let diff = &self.table().diff;
        let name = diff.name(diff.rows[row as usize].name).1;
        text_matches(own_name(name), query)
    }

    fn other_key(&mut self, key: KeyEvent) {
        self.list_key(key);
    }

    /// Its calls open.
    fn enter_row(&mut self) {
        self.expand(true);
    }
}

impl DiffBrowser {
    fn expand(&mut self, open: bool) {
        let Some(name) = self.current_row_name() else { return };
        if open && self.index.is_none() {
            if self.helpers.working() {
                self.chrome.message = Some("listing the calls... (shown when ready)".into());
                self.wanted_calls = Some(name);
                return;
            }
            self.index = Some(Box::new(self.input.index()));
        }
        if !open && self.wanted_calls.as_ref() == Some(&name) {
            self.wanted_calls = None;
        }
        let changed = if open {
            self.expanded.insert(name.clone())
        } else {
            self.expanded.remove(&name)
        };
        if changed || !open {
            self.relines(Some(name.clone()));
        }
        if changed && open {
            self.close_if_no_calls(name);
        }
    }
}
