//! `--browse --diff OLD NEW`: the comparison in the browser. Rows, order
//! and figures are the ones `--diff` prints (from [`diff`], which its
//! text, JSON and CSV forms print):
//! functions by absolute change, signed figures in percent of OLD's total,
//! and under each row the change of its calls.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::style::Style;
use regex::RegexBuilder;
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::{Arc, mpsc};

use super::view::{Screen, Theme, keep_visible};
use crate::model::Profile;
use crate::report::diff::{CallLine, Diff, Naming, Rewrite, diff};
use crate::report::format::commify;
use crate::report::{Options, ReportError, SortKey};

/// A change: the figure and its percent of OLD's total.
#[derive(Clone, Debug, PartialEq)]
pub struct Change {
    pub value: i128,
    pub percent: Option<f64>,
}

#[derive(Clone, Debug)]
pub struct DiffCall {
    pub name: String,
    pub count: i128,
    /// `None`: a recursive call (its cost is in an outer call's).
    pub change: Option<Vec<Change>>,
}

#[derive(Clone, Debug)]
pub struct DiffRow {
    /// `file:function`
    pub name: String,
    pub function: String,
    pub change: Vec<Change>,
    pub callers: Vec<DiffCall>,
    pub callees: Vec<DiffCall>,
}

/// The diff as `--diff --tree=both` gives it.
pub struct DiffTable {
    pub events: Vec<String>,
    pub old_totals: Vec<i128>,
    pub new_totals: Vec<i128>,
    pub totals: Vec<Change>,
    pub rows: Vec<DiffRow>,
    /// The row of each name, by the name's hash (see [`DiffTable::find`]).
    index: FxHashMap<u64, u32>,
}

fn name_hash(name: &str) -> u64 {
    std::hash::BuildHasher::hash_one(&rustc_hash::FxBuildHasher, name)
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
    pub fn table(&self, event: Option<&str>, inclusive: bool) -> Result<DiffTable, ReportError> {
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
        let diff = diff(
            self.old,
            self.new,
            &opts,
            Naming {
                files: &self.rules.0,
                functions: &self.rules.1,
                strip_prefix: self.strip_prefix.as_deref(),
            },
        )?;
        Ok(DiffTable::of(&diff))
    }
}

impl DiffTable {
    /// The row named `name`: looked up by its hash, where comparing the
    /// names of every row (on two 1 GB profiles, 200,000 names of up to
    /// 1 kB) made Right and Enter take 90-100 ms.
    pub fn find(&self, name: &str) -> Option<usize> {
        let at = *self.index.get(&name_hash(name))? as usize;
        if self.rows[at].name == name {
            return Some(at);
        }
        // Two names of one hash: the first of them is indexed.
        self.rows.iter().position(|r| r.name == name)
    }

    /// The rows of `diff`, with the names and percentages `--diff` prints.
    fn of(diff: &Diff<'_>) -> DiffTable {
        let changes = |values: &[i128]| -> Vec<Change> {
            values
                .iter()
                .enumerate()
                .map(|(k, &value)| Change {
                    value,
                    percent: diff.percent(value, k),
                })
                .collect()
        };
        let names = |id: u32| {
            let (file, function) = diff.name(id);
            (String::from_utf8_lossy(file), String::from_utf8_lossy(function))
        };
        let calls = |list: &[CallLine]| -> Vec<DiffCall> {
            list.iter()
                .map(|c| {
                    let (file, function) = names(c.other);
                    DiffCall {
                        name: format!("{file}:{function}"),
                        count: c.count,
                        change: c.change.as_deref().map(changes),
                    }
                })
                .collect()
        };
        let rows: Vec<DiffRow> = diff
            .rows
            .iter()
            .map(|r| {
                let (file, function) = names(r.name);
                DiffRow {
                    name: format!("{file}:{function}"),
                    function: function.into_owned(),
                    change: changes(&r.change),
                    callers: calls(&r.callers),
                    callees: calls(&r.callees),
                }
            })
            .collect();
        let mut index = FxHashMap::default();
        for (i, row) in rows.iter().enumerate() {
            index.entry(name_hash(&row.name)).or_insert(i as u32);
        }
        DiffTable {
            index,
            events: diff.shown.clone(),
            old_totals: diff.old_total.clone(),
            new_totals: diff.new_total.clone(),
            totals: changes(&diff.delta),
            rows,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiffLine {
    Row(usize),
    Caller(usize, usize),
    Callee(usize, usize),
}

/// A table made on the helper thread: its key, or why it could not be made.
type Made = ((usize, bool), Result<DiffTable, String>);

pub struct DiffBrowser {
    input: Arc<DiffInput>,
    /// Tables by (sort event, inclusive), made when first asked for or
    /// by the helper thread (see [`DiffBrowser::prepare_others`]).
    tables: FxHashMap<(usize, bool), DiffTable>,
    /// Where the helper thread's tables arrive, while it works.
    helper: Option<mpsc::Receiver<Made>>,
    /// The table a key asked for before the helper made it: shown when
    /// it arrives.
    wanted: Option<(usize, bool)>,
    /// The events compared (the first table's).
    events: Vec<String>,
    pub event: usize,
    pub inclusive: bool,
    pub lines: Vec<DiffLine>,
    expanded: FxHashSet<String>,
    pub cursor: usize,
    offset: usize,
    history: Vec<String>,
    search: String,
    typing: bool,
    pub help: bool,
    pub message: Option<String>,
    page: usize,
    pub quit: bool,
}

impl DiffBrowser {
    pub fn new(input: DiffInput) -> Result<DiffBrowser, ReportError> {
        let first = input.table(None, input.opts.inclusive)?;
        // The event sorted by first: the --sort one, else the first shown.
        let event = input
            .opts
            .sort
            .first()
            .and_then(|k| first.events.iter().position(|e| *e == k.event))
            .unwrap_or(0);
        let inclusive = input.opts.inclusive;
        let events = first.events.clone();
        let mut tables = FxHashMap::default();
        tables.insert((event, inclusive), first);
        let mut b = DiffBrowser {
            input: Arc::new(input),
            tables,
            helper: None,
            wanted: None,
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

    fn relines(&mut self, keep: Option<String>) {
        let table = self.table();
        let open: FxHashSet<usize> = self.expanded.iter().filter_map(|n| table.find(n)).collect();
        let mut lines = Vec::with_capacity(table.rows.len());
        for (i, row) in table.rows.iter().enumerate() {
            lines.push(DiffLine::Row(i));
            if open.contains(&i) {
                lines.extend((0..row.callers.len()).map(|k| DiffLine::Caller(i, k)));
                lines.extend((0..row.callees.len()).map(|k| DiffLine::Callee(i, k)));
            }
        }
        let at = keep
            .and_then(|name| table.find(&name))
            .and_then(|r| lines.iter().position(|l| *l == DiffLine::Row(r)));
        self.lines = lines;
        self.cursor = at.unwrap_or(0).min(self.lines.len().saturating_sub(1));
    }

    fn row_of(&self, line: DiffLine) -> usize {
        match line {
            DiffLine::Row(i) | DiffLine::Caller(i, _) | DiffLine::Callee(i, _) => i,
        }
    }

    fn current_row_name(&self) -> Option<String> {
        let line = *self.lines.get(self.cursor)?;
        Some(self.table().rows[self.row_of(line)].name.clone())
    }

    fn go_to(&mut self, name: &str) -> bool {
        let Some(r) = self.table().find(name) else {
            return false;
        };
        match self.lines.iter().position(|l| *l == DiffLine::Row(r)) {
            Some(at) => {
                self.cursor = at;
                true
            }
            None => false,
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

    /// Makes the tables not shown yet (by inclusive or self cost, by each
    /// event) on a helper thread at the lowest priority, the other cost of
    /// the event shown first: on two 1 GB profiles one takes seconds,
    /// which `i` or Tab would otherwise wait for. The terminal loop takes
    /// them in with [`DiffBrowser::poll`].
    pub fn prepare_others(&mut self) {
        let mut keys = vec![(self.event, !self.inclusive)];
        for e in (0..self.events.len()).filter(|&e| e != self.event) {
            keys.extend([(e, self.inclusive), (e, !self.inclusive)]);
        }
        let (send, results) = mpsc::channel();
        let input = Arc::clone(&self.input);
        let events = self.events.clone();
        std::thread::spawn(move || {
            super::lower_priority();
            for key in keys {
                let table = input.table(Some(&events[key.0]), key.1).map_err(|e| e.to_string());
                if send.send((key, table)).is_err() {
                    // The browser has quit.
                    return;
                }
            }
        });
        self.helper = Some(results);
    }

    /// Takes in the tables the helper thread has made (showing the one a
    /// key waits for): whether any arrived, and whether it still works.
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
        for (key, table) in arrived {
            match table {
                Ok(t) => {
                    self.tables.insert(key, t);
                    if self.wanted == Some(key) {
                        self.message = None;
                        self.resort(key.0, key.1);
                    }
                }
                Err(e) if self.wanted == Some(key) => {
                    self.wanted = None;
                    self.message = Some(e);
                }
                Err(_) => {}
            }
        }
        if !working && let Some((event, inclusive)) = self.wanted {
            // Not made by the helper (it failed unseen): made now.
            self.wanted = None;
            self.resort(event, inclusive);
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
        let last = len.saturating_sub(1);
        match key.code {
            KeyCode::Char('q') => self.quit = true,
            KeyCode::Char('?') => self.help = true,
            KeyCode::Up | KeyCode::Char('k') => self.cursor = self.cursor.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => self.cursor = (self.cursor + 1).min(last),
            KeyCode::PageUp => self.cursor = self.cursor.saturating_sub(self.page.max(1)),
            KeyCode::PageDown => self.cursor = (self.cursor + self.page.max(1)).min(last),
            KeyCode::Home | KeyCode::Char('g') => self.cursor = 0,
            KeyCode::End | KeyCode::Char('G') => self.cursor = last,
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
                Some(name) => {
                    self.go_to(&name);
                }
                None => self.message = Some("at the start of the history (q quits)".into()),
            },
            _ => {}
        }
    }

    fn expand(&mut self, open: bool) {
        let Some(name) = self.current_row_name() else { return };
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
        let table = self.table();
        let target = match line {
            DiffLine::Row(_) => {
                self.expand(true);
                return;
            }
            DiffLine::Caller(i, k) => table.rows[i].callers[k].name.clone(),
            DiffLine::Callee(i, k) => table.rows[i].callees[k].name.clone(),
        };
        let here = self.current_row_name();
        if self.go_to(&target) {
            self.history.extend(here);
            self.expand(true);
        } else {
            self.message = Some(format!("{target} did not change: it has no row"));
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
        let table = self.table();
        let n = self.lines.len() as isize;
        let start = self.cursor as isize + if skip { step } else { 0 };
        let found = (0..n)
            .map(|k| (start + k * step).rem_euclid(n.max(1)) as usize)
            .find(|&i| matches!(self.lines[i], DiffLine::Row(r) if re.is_match(&table.rows[r].function)));
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
        let event = table.events.get(e).cloned().unwrap_or_default();
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
        let cw = table
            .totals
            .iter()
            .map(|c| signed(c).len())
            .chain(table.rows.first().map(|r| signed(&r.change[e]).len()))
            .max()
            .unwrap_or(10)
            + 2;
        s.line(
            1,
            &format!("  {:>cw$}  function", format!("{event} change")),
            Style::default(),
        );
        for i in 0..body {
            let y = 2 + i;
            let Some(&line) = self.lines.get(self.offset + i) else {
                s.line(y, "", Style::default());
                continue;
            };
            let selected = self.offset + i == self.cursor;
            let marker = if selected { ">" } else { " " };
            let text = match line {
                DiffLine::Row(r) => {
                    let row = &table.rows[r];
                    format!("{marker} {:>cw$}  {}", signed(&row.change[e]), row.name)
                }
                DiffLine::Caller(r, k) | DiffLine::Callee(r, k) => {
                    let (arrow, call) = match line {
                        DiffLine::Caller(..) => ("<", &table.rows[r].callers[k]),
                        _ => (">", &table.rows[r].callees[k]),
                    };
                    let cost = call.change.as_ref().map_or(".".to_string(), |c| signed(&c[e]));
                    let recursive = if call.change.is_none() { " recursive" } else { "" };
                    format!(
                        "{marker} {cost:>cw$}    {arrow} {} ({}x){recursive}",
                        call.name,
                        signed_int(call.count)
                    )
                }
            };
            let style = if selected { theme.selected() } else { Style::default() };
            s.line(y, &text, style);
        }
        if self.help {
            for i in 0..=body {
                s.line(1 + i, DIFF_HELP.get(i).copied().unwrap_or(""), Style::default());
            }
        }
        let status = if self.typing {
            format!("/{}", self.search)
        } else if let Some(m) = &self.message {
            m.clone()
        } else {
            format!(
                "old {} | new {} | change {} | {} rows | ? help",
                commify_signed(table.old_totals.get(e).copied().unwrap_or(0)),
                commify_signed(table.new_totals.get(e).copied().unwrap_or(0)),
                table.totals.get(e).map_or(String::new(), signed),
                commify(table.rows.len() as u64)
            )
        };
        s.line(h - 1, &super::view::fit_status(&status, w), theme.bar());
    }
}

const DIFF_HELP: &[&str] = &[
    "Keys (comparison)",
    "  Up/Down j/k PgUp/PgDn Home/End   move",
    "  Right/Space/+  Left/-    expand/collapse the change of callers (<) and callees (>)",
    "  Enter          on a call: go to the other function's row",
    "  Backspace/Esc  back",
    "  /  n  N        search names / next / previous match",
    "  Tab/Shift-Tab  sort by the next/previous event",
    "  i              compare inclusive / self costs",
    "  ?              this help      q, Ctrl-C   quit",
    "",
    "Figures are NEW minus OLD, in percent of OLD's total, as --diff prints",
    "them. Any key closes this help.",
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
