//! `--browse --diff OLD NEW`: the comparison in the browser. Rows, order
//! and figures are the ones `--diff` prints (from `report::diff::diff`, which its
//! text, JSON and CSV forms print):
//! functions by absolute change, signed figures in percent of OLD's total,
//! and under each row the change of its calls.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::style::Style;
use regex::bytes::RegexBuilder;
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::mpsc;

use super::model::move_cursor;
use super::view::{Look, Screen, Status, Theme, draw_help, draw_rows, keep_visible};
use crate::model::Profile;
use crate::report::diff::{CallIndex, CallLine, Diff, Naming, Rewrite, diff_rows};
use crate::report::format::commify;
use crate::report::{Options, ReportError, SortKey};
use crate::view::figure::UNDECIDED_MARK;

/// A change: the figure and its percent of OLD's total.
#[derive(Clone, Debug, PartialEq)]
pub struct Change {
    pub value: i128,
    pub percent: Option<f64>,
}

/// A call line as shown (for tests and callers that want text).
#[derive(Clone, Debug, PartialEq)]
pub struct DiffCall {
    /// `file:function` of the other end.
    pub name: String,
    pub count: i128,
    /// `None`: a recursive call (its cost is in an outer call's).
    pub change: Option<Vec<Change>>,
}

/// A function as the two profiles name it (rewritten, not shortened):
/// the same function in every table of the comparison.
type FnName = (Vec<u8>, Vec<u8>);

/// The diff as `--diff --tree=both` gives it: its rows when made, each
/// row's calls when first shown (listed by [`Diff::calls`] from the
/// [`CallIndex`]). Names stay in the profiles' tables, formatted when drawn.
pub struct DiffTable {
    diff: Diff<'static>,
    /// The row of each function (by its number in `diff`), `u32::MAX`
    /// for none.
    row_of: Vec<u32>,
    /// The callers and callees of the rows listed so far.
    calls: FxHashMap<usize, (Vec<CallLine>, Vec<CallLine>)>,
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
            sort: event.map_or_else(
                || self.opts.sort.clone(),
                |e| {
                    vec![SortKey {
                        event: e.to_string(),
                        threshold: None,
                    }]
                },
            ),
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
    fn shown(&self, id: u32) -> String {
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

    fn change_of(&self, values: &[i128], event: usize) -> Change {
        let value = values.get(event).copied().unwrap_or(0);
        Change {
            value,
            percent: self.diff.percent(value, event),
        }
    }

    /// The change of `row` in shown event `event`.
    pub fn change(&self, row: usize, event: usize) -> Change {
        self.change_of(&self.diff.rows[row].change, event)
    }

    fn total(&self, event: usize) -> Change {
        self.change_of(&self.diff.delta, event)
    }

    /// Lists the calls of `row` (once).
    fn list_calls(&mut self, row: usize, index: &CallIndex<'static>) {
        if !self.calls.contains_key(&row) {
            let calls = self.diff.calls(row, index);
            self.calls.insert(row, calls);
        }
    }

    /// The calls of `row` as shown, if listed: callers, callees.
    pub fn listed_calls(&self, row: usize) -> Option<(Vec<DiffCall>, Vec<DiffCall>)> {
        let (callers, callees) = self.calls.get(&row)?;
        let shown = |list: &[CallLine]| -> Vec<DiffCall> {
            list.iter()
                .map(|c| DiffCall {
                    name: self.shown(c.other),
                    count: c.count,
                    change: c
                        .change
                        .as_ref()
                        .map(|v| (0..v.len()).map(|k| self.change_of(v, k)).collect()),
                })
                .collect()
        };
        Some((shown(callers), shown(callees)))
    }

    fn call(&self, line: DiffLine) -> Option<&CallLine> {
        match line {
            DiffLine::Row(_) => None,
            DiffLine::Caller(r, k) => self.calls.get(&r)?.0.get(k),
            DiffLine::Callee(r, k) => self.calls.get(&r)?.1.get(k),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiffLine {
    Row(usize),
    Caller(usize, usize),
    Callee(usize, usize),
}

/// What the helper thread makes: the call index, or a table (its key, or
/// why it could not be made).
enum Made {
    Index(Box<CallIndex<'static>>),
    Table((usize, bool), Result<Box<DiffTable>, String>),
}

pub struct DiffBrowser {
    /// Leaked, as the profiles are: the tables borrow its names.
    input: &'static DiffInput,
    /// Tables by (sort event, inclusive), made when first asked for or
    /// by the helper thread (see [`DiffBrowser::prepare_others`]).
    tables: FxHashMap<(usize, bool), DiffTable>,
    /// Both profiles' calls by caller and callee, from which a row's calls
    /// are listed when it is first expanded: made by the helper thread
    /// first, or when first needed if there is none.
    index: Option<Box<CallIndex<'static>>>,
    /// Where the helper thread's work arrives, while it works.
    helper: Option<mpsc::Receiver<Made>>,
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
    pub lines: Vec<DiffLine>,
    expanded: FxHashSet<FnName>,
    pub cursor: usize,
    offset: usize,
    /// Where Backspace/Esc goes back to: a row, and the call line under
    /// it the cursor was on (by the function at its other end).
    history: Vec<(FnName, Option<FnName>)>,
    search: String,
    typing: bool,
    pub help: bool,
    pub message: Option<String>,
    page: usize,
    pub quit: bool,
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
            helper: None,
            wanted: None,
            wanted_calls: None,
            events,
            event,
            inclusive,
            lines: Vec::new(),
            expanded: FxHashSet::default(),
            cursor: 0,
            offset: 0,
            history: Vec::new(),
            search: String::new(),
            typing: false,
            help: false,
            message: None,
            page: 20,
            quit: false,
        };
        b.relines(None);
        Ok(b)
    }

    pub fn table(&self) -> &DiffTable {
        &self.tables[&(self.event, self.inclusive)]
    }

    /// The calls of `row` of the table shown, as shown: callers, callees
    /// (listed now if they were not; the call index is made now if there
    /// is no helper thread making it).
    pub fn calls_shown(&mut self, row: usize) -> Option<(Vec<DiffCall>, Vec<DiffCall>)> {
        if self.index.is_none() && self.helper.is_none() {
            self.index = Some(Box::new(self.input.index()));
        }
        let index = self.index.as_deref()?;
        let table = self.tables.get_mut(&(self.event, self.inclusive))?;
        if row >= table.rows() {
            return None;
        }
        table.list_calls(row, index);
        table.listed_calls(row)
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
        let mut lines = Vec::with_capacity(table.rows() + open.len());
        let mut next = open.iter().peekable();
        for i in 0..table.rows() {
            lines.push(DiffLine::Row(i));
            if next.next_if(|&&r| r == i).is_some()
                && let Some((callers, callees)) = table.calls.get(&i)
            {
                lines.extend((0..callers.len()).map(|k| DiffLine::Caller(i, k)));
                lines.extend((0..callees.len()).map(|k| DiffLine::Callee(i, k)));
            }
        }
        let at = keep
            .and_then(|name| table.find(&name))
            .and_then(|r| position_of_row(&lines, r));
        self.lines = lines;
        self.cursor = at.unwrap_or(0).min(self.lines.len().saturating_sub(1));
    }

    fn row_of(&self, line: DiffLine) -> usize {
        match line {
            DiffLine::Row(i) | DiffLine::Caller(i, _) | DiffLine::Callee(i, _) => i,
        }
    }

    fn current_row_name(&self) -> Option<FnName> {
        let line = *self.lines.get(self.cursor)?;
        let table = self.table();
        Some(table.recorded(table.diff.rows[self.row_of(line)].name))
    }

    fn go_to(&mut self, name: &FnName) -> bool {
        let Some(r) = self.table().find(name) else {
            return false;
        };
        match position_of_row(&self.lines, r) {
            Some(at) => {
                self.cursor = at;
                true
            }
            None => false,
        }
    }

    /// From a row's line, to the call line under it whose other end is
    /// `other`, if its calls are open.
    fn go_to_call(&mut self, other: &FnName) {
        let Some(&DiffLine::Row(r)) = self.lines.get(self.cursor) else {
            return;
        };
        let table = self.table();
        let found = self.lines[self.cursor + 1..]
            .iter()
            .take_while(|l| matches!(l, DiffLine::Caller(i, _) | DiffLine::Callee(i, _) if *i == r))
            .position(|&l| table.call(l).is_some_and(|c| table.recorded(c.other) == *other));
        if let Some(k) = found {
            self.cursor += 1 + k;
        }
    }

    /// Shows the table for a new sort event or cost (made the first time,
    /// by the diff report, unless the helper thread is making it); on
    /// failure, stays on the table shown.
    fn resort(&mut self, event: usize, inclusive: bool) {
        let key = (event, inclusive);
        if !self.tables.contains_key(&key) {
            if self.helper.is_some() {
                self.wanted = Some(key);
                self.message = Some(format!(
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
                    self.message = Some(e.to_string());
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
        let (send, results) = mpsc::channel();
        let input = self.input;
        let events = self.events.clone();
        let index = self.index.is_none();
        std::thread::spawn(move || {
            super::lower_priority();
            if index && send.send(Made::Index(Box::new(input.index()))).is_err() {
                return;
            }
            for key in keys {
                let table = input
                    .table(Some(&events[key.0]), key.1)
                    .map(Box::new)
                    .map_err(|e| e.to_string());
                if send.send(Made::Table(key, table)).is_err() {
                    // The browser has quit.
                    return;
                }
            }
        });
        self.helper = Some(results);
    }

    /// Takes in what the helper thread has made (showing what a key waits
    /// for): whether anything arrived, and whether it still works.
    pub fn poll(&mut self) -> (bool, bool) {
        let Some(results) = &self.helper else {
            return (false, false);
        };
        let mut arrived = Vec::new();
        let working = loop {
            match results.try_recv() {
                Ok(made) => arrived.push(made),
                Err(mpsc::TryRecvError::Empty) => break true,
                Err(mpsc::TryRecvError::Disconnected) => break false,
            }
        };
        if !working {
            self.helper = None;
        }
        let any = !arrived.is_empty();
        for made in arrived {
            match made {
                Made::Index(index) => {
                    self.index = Some(index);
                    if let Some(name) = self.wanted_calls.take() {
                        self.message = None;
                        self.expanded.insert(name.clone());
                        let keep = self.current_row_name();
                        self.relines(keep);
                    }
                }
                Made::Table(key, Ok(t)) => {
                    self.tables.insert(key, *t);
                    if self.wanted == Some(key) {
                        self.message = None;
                        self.resort(key.0, key.1);
                    }
                }
                Made::Table(key, Err(e)) if self.wanted == Some(key) => {
                    self.wanted = None;
                    self.message = Some(e);
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
            if self.index.is_none()
                && let Some(name) = self.wanted_calls.take()
            {
                self.index = Some(Box::new(self.input.index()));
                self.expanded.insert(name);
                let keep = self.current_row_name();
                self.relines(keep);
            }
        }
        (any, working)
    }

    pub fn key(&mut self, key: KeyEvent) {
        self.message = None;
        if key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c')) {
            self.quit = true;
            return;
        }
        if self.help {
            self.help = false;
            return;
        }
        if self.typing {
            match key.code {
                KeyCode::Enter | KeyCode::Esc => self.typing = false,
                KeyCode::Backspace => {
                    self.search.pop();
                }
                KeyCode::Char(c) => {
                    self.search.push(c);
                    self.find(false, 1);
                }
                _ => {}
            }
            return;
        }
        let len = self.lines.len();
        match key.code {
            KeyCode::Char('q') => self.quit = true,
            KeyCode::Char('?') => self.help = true,
            code if move_cursor(&mut self.cursor, code, len, self.page) => {}
            KeyCode::Right | KeyCode::Char('+') | KeyCode::Char(' ') => self.expand(true),
            KeyCode::Left | KeyCode::Char('-') => self.expand(false),
            KeyCode::Tab | KeyCode::BackTab => {
                let n = self.events.len().max(1);
                let step = if key.code == KeyCode::Tab { 1 } else { n - 1 };
                self.resort((self.event + step) % n, self.inclusive);
            }
            KeyCode::Char('i') => self.resort(self.event, !self.inclusive),
            KeyCode::Char('/') => {
                self.search.clear();
                self.typing = true;
            }
            KeyCode::Char('n') => self.find(true, 1),
            KeyCode::Char('N') => self.find(true, -1),
            KeyCode::Enter => self.follow(),
            KeyCode::Backspace | KeyCode::Esc => match self.history.pop() {
                Some((name, call)) => {
                    if self.go_to(&name)
                        && let Some(other) = call
                    {
                        self.go_to_call(&other);
                    }
                }
                None => self.message = Some("at the start of the history (q quits)".into()),
            },
            _ => {}
        }
    }

    fn expand(&mut self, open: bool) {
        let Some(name) = self.current_row_name() else { return };
        if open && self.index.is_none() {
            if self.helper.is_some() {
                self.message = Some("listing the calls... (shown when ready)".into());
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
            self.relines(Some(name));
        }
    }

    /// Enter on a call line: to the other function's row.
    fn follow(&mut self) {
        let Some(&line) = self.lines.get(self.cursor) else {
            return;
        };
        if let DiffLine::Row(_) = line {
            self.expand(true);
            return;
        }
        let table = self.table();
        let Some(other) = table.call(line).map(|c| c.other) else {
            return;
        };
        let target = table.recorded(other);
        let here = self.current_row_name().map(|row| (row, Some(target.clone())));
        if self.go_to(&target) {
            self.history.extend(here);
            self.expand(true);
        } else {
            self.message = Some(format!("{} did not change: it has no row", self.table().shown(other)));
        }
    }

    fn find(&mut self, skip: bool, step: isize) {
        if self.search.is_empty() {
            return;
        }
        let Ok(re) = RegexBuilder::new(&regex::escape(&self.search))
            .case_insensitive(!self.search.chars().any(char::is_uppercase))
            .build()
        else {
            return;
        };
        let diff = &self.table().diff;
        let n = self.lines.len() as isize;
        let start = self.cursor as isize + if skip { step } else { 0 };
        let found = (0..n)
            .map(|k| (start + k * step).rem_euclid(n.max(1)) as usize)
            .find(|&i| matches!(self.lines[i], DiffLine::Row(r) if re.is_match(diff.name(diff.rows[r].name).1)));
        match found {
            Some(i) => self.cursor = i,
            None => self.message = Some(format!("no function name matches '{}'", self.search)),
        }
    }

    pub fn draw_into(&mut self, buf: &mut Buffer, area: Rect, theme: Theme) {
        let (w, h) = (area.width as usize, area.height as usize);
        if w < 20 || h < 4 {
            buf.set_stringn(area.x, area.y, "cgann: window too small", w, Style::default());
            return;
        }
        let body = h - 3;
        self.page = body;
        keep_visible(self.cursor, &mut self.offset, body);
        let mut s = Screen {
            buf,
            area,
            width: w,
            theme,
        };
        let table = &self.tables[&(self.event, self.inclusive)];
        let e = self.event;
        let event = table.events().get(e).cloned().unwrap_or_default();
        let names = &self.input.names;
        s.line(
            0,
            &format!(
                "cgann: {} minus {}, by absolute change of {} {event}",
                names.1,
                names.0,
                if self.inclusive { "inclusive" } else { "self" }
            ),
            theme.bar(),
        );
        let cw = (0..table.events().len())
            .map(|k| signed(&table.total(k)).len())
            .chain((table.rows() > 0).then(|| signed(&table.change(0, e)).len()))
            .max()
            .unwrap_or(10)
            + 2;
        s.line(
            1,
            &format!("  {:>cw$}  function", format!("{event} change")),
            Style::default(),
        );
        // Drawn as the browser's list: the same rows, marks and help.
        draw_rows(&mut s, body, self.offset, self.cursor, |k| {
            let line = *self.lines.get(k)?;
            let mut look = Look::Plain;
            let text = match line {
                DiffLine::Row(r) => {
                    let change = table.change(r, e);
                    if change.value != 0 {
                        look = Look::Changed { grew: change.value > 0 };
                    }
                    format!(" {:>cw$}  {}", signed(&change), table.row_name(r))
                }
                DiffLine::Caller(..) | DiffLine::Callee(..) => {
                    let arrow = if matches!(line, DiffLine::Caller(..)) { "<" } else { ">" };
                    let call = table.call(line)?;
                    // A recursive call's change is not decided by the
                    // data: the view's mark for it.
                    let cost = call
                        .change
                        .as_ref()
                        .map_or(UNDECIDED_MARK.to_string(), |c| signed(&table.change_of(c, e)));
                    let recursive = if call.change.is_none() { " recursive" } else { "" };
                    format!(
                        " {cost:>cw$}    {arrow} {} ({}x){recursive}",
                        table.shown(call.other),
                        signed_int(call.count)
                    )
                }
            };
            Some((text, look))
        });
        if self.help {
            draw_help(&mut s, body, DIFF_HELP);
        }
        let status = if self.typing {
            Status::message(format!("/{}", self.search))
        } else if let Some(m) = &self.message {
            Status::message(m.clone())
        } else {
            Status {
                body: format!(
                    "old {} | new {} | change {} | {} rows",
                    commify_signed(table.diff.old_total.get(e).copied().unwrap_or(0)),
                    commify_signed(table.diff.new_total.get(e).copied().unwrap_or(0)),
                    signed(&table.total(e)),
                    commify(table.rows() as u64)
                ),
                total: String::new(),
                hint: true,
            }
        };
        s.line(h - 1, &super::view::fit_status(&status, w), theme.bar());
    }
}

pub const DIFF_HELP: &[&str] = &[
    "Keys (comparison)",
    "  Up/Down j/k PgUp/PgDn Home/End   move",
    "  Right/Space/+  Left/-    expand/collapse changes of callers (<), callees (>)",
    "  Enter          on a call: go to the other function's row",
    "  Backspace/Esc  back",
    "  /  n  N        search names / next / previous match",
    "  Tab/Shift-Tab  sort by the next/previous event",
    "  i              compare inclusive / self costs",
    "  ?              this help      q, Ctrl-C   quit",
    "",
    "Figures are NEW minus OLD, in percent of OLD's total, as --diff prints",
    "them; ? a recursive call's change, not decided by the data (its cost",
    "is in an outer call's). Any key closes this help.",
];

fn commify_signed(v: i128) -> String {
    let digits = commify(u64::try_from(v.unsigned_abs()).unwrap_or(u64::MAX));
    if v < 0 { format!("-{digits}") } else { digits }
}

fn signed_int(v: i128) -> String {
    if v > 0 {
        format!("+{}", commify_signed(v))
    } else {
        commify_signed(v)
    }
}

/// `+1,234 (+0.12%)`, `-1,234 (-0.12%)`.
fn signed(c: &Change) -> String {
    let pct = c.percent.map_or(String::new(), |p| format!(" ({p:+.2}%)"));
    format!("{}{pct}", signed_int(c.value))
}

/// Where `Row(row)` is in `lines` (rows are in order, call lines after
/// their row).
fn position_of_row(lines: &[DiffLine], row: usize) -> Option<usize> {
    let at = lines.partition_point(|l| match *l {
        DiffLine::Row(i) | DiffLine::Caller(i, _) | DiffLine::Callee(i, _) => i < row,
    });
    (lines.get(at) == Some(&DiffLine::Row(row))).then_some(at)
}
