//! The browser's state and what each key does to it. No terminal here:
//! the tests drive it with key events and read the screen it draws into
//! ratatui's test backend.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use rustc_hash::FxHashMap;

mod parts;

use super::figures::{Call, Figures, OtherView, SourceText};
use crate::model::FuncId;
use crate::model::cost::Cost;

/// A line of the function list: a function (or cycle) row, or one of the
/// callers/callees expanded under it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListLine {
    Row(u32),
    Caller { row: u32, index: u32 },
    Callee { row: u32, index: u32 },
}

/// A node of the call tree: a call from its parent (the root: the function
/// itself, with its inclusive cost).
#[derive(Clone, Debug)]
pub struct Node {
    pub func: FuncId,
    pub depth: usize,
    pub parent: Option<usize>,
    pub count: Option<u64>,
    /// `None`: a recursive call (its cost is in an outer call's).
    pub cost: Option<Cost>,
    /// The callee is already on the path from the root: shown, never
    /// descended into.
    pub on_path: bool,
    pub expanded: bool,
}

#[derive(Clone, Debug)]
pub struct TreeState {
    pub nodes: Vec<Node>,
    pub cursor: usize,
    pub offset: usize,
}

#[derive(Clone)]
pub struct SourceState {
    pub func: FuncId,
    /// Machine code (`m`), not annotated source (`a`).
    pub machine_code: bool,
    /// Characters of each line's text scrolled off to the left
    /// (Left/Right): long lines and notes are cut at the window's edge.
    pub column: usize,
    pub text: std::rc::Rc<SourceText>,
    pub cursor: usize,
    pub offset: usize,
}

#[derive(Clone)]
pub enum View {
    List,
    Tree(TreeState),
    Source(SourceState),
}

/// A filter of the function list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Filter {
    /// Functions of this object (by name id; `None`: no object).
    Object(Option<u32>),
    /// Functions of this file (by name id).
    File(u32),
    /// One row per function of an object (`s`, `--group=symbol`): the
    /// rows are the merged functions, whatever filters come before or
    /// after it.
    Symbols,
    /// One part (thread, dump, input file) of the profiles summed (`p`):
    /// the figures are the part's (see [`parts`]).
    Part(usize),
}

/// Where Backspace/Esc goes back to.
#[derive(Clone)]
struct Place {
    view: View,
    list_row: Option<u32>,
    /// The line within the row's open call lists the cursor was on (a
    /// caller or callee, by the function called), to return to it.
    list_call: Option<(ListLine, FuncId)>,
    /// Whose figures were shown (see [`parts::Parts::shown_slot`]): the
    /// view is made again of the figures shown when they are another
    /// part's (functions are the same ids in every part).
    slot: usize,
}

/// Search being typed (`/`), or the last one (for `n`/`N`).
#[derive(Clone, Default)]
pub struct Search {
    pub text: String,
    pub typing: bool,
    /// Where the cursor was when the search started (Esc returns there).
    start: usize,
    pub failed: bool,
    /// The functions matching a text, kept while it is searched again.
    hits: Option<(String, Vec<bool>)>,
}

pub struct Browser<'p> {
    pub figures: Figures<'p>,
    /// The profile's name(s), for the status line.
    pub title: String,
    /// Sort event (an index into the profile's events).
    pub event: usize,
    pub inclusive: bool,
    /// Show each function's file, object and calls.
    pub details: bool,
    pub filters: Vec<Filter>,
    /// For each filter, whether each row passes it (rows are function ids,
    /// then cycles, which pass no filter); `None`: every row passes.
    masks: Vec<Option<Vec<bool>>>,
    /// Whether the rows are merged functions (`--group=symbol`).
    pub symbols: bool,
    /// The view not shown, once made (see [`Browser::other_view`]).
    other: Option<OtherView<'p>>,
    /// `s` was pressed before the merged view was made: it is shown when
    /// it arrives.
    pub symbols_wanted: bool,
    /// The rows listed (the order, filtered).
    pub rows: Vec<u32>,
    /// The list as drawn: rows and expanded call lines.
    pub lines: Vec<ListLine>,
    pub expanded: FxHashMap<u32, (Vec<Call>, Vec<Call>)>,
    pub cursor: usize,
    pub offset: usize,
    pub view: View,
    history: Vec<Place>,
    pub search: Search,
    pub help: bool,
    /// A one-line message for the status line (cleared by the next key).
    pub message: Option<String>,
    /// Rows of the list area at the last draw (page keys move this many).
    pub page: usize,
    pub quit: bool,
    /// The thread/part filter's state (`p`).
    pub parts: parts::Parts<'p>,
}

/// Whether `row` passes every filter's mask.
fn passes(masks: &[Option<Vec<bool>>], row: u32) -> bool {
    masks.iter().flatten().all(|m| m.get(row as usize) == Some(&true))
}

/// Characters Left/Right scroll the source sideways.
const SIDEWAYS: usize = 20;

/// How far back Backspace/Esc can go.
const HISTORY: usize = 200;

/// A `l` walk stops after this many calls (the path check stops it on any
/// cycle first; this bounds a pathological chain).
const HOT_PATH_MAX: usize = 512;

impl<'p> Browser<'p> {
    pub fn new(figures: Figures<'p>, title: String, inclusive: bool) -> Self {
        let event = figures.primary_event();
        let parts = parts::Parts::new(figures.profile);
        let mut b = Browser {
            figures,
            title,
            event,
            inclusive,
            details: false,
            filters: Vec::new(),
            masks: Vec::new(),
            symbols: false,
            other: None,
            symbols_wanted: false,
            rows: Vec::new(),
            lines: Vec::new(),
            expanded: FxHashMap::default(),
            cursor: 0,
            offset: 0,
            view: View::List,
            history: Vec::new(),
            search: Search::default(),
            help: false,
            message: None,
            page: 20,
            quit: false,
            parts,
        };
        b.relist(None);
        b
    }

    /// Inclusive costs, call lists and orders are ready (computed on
    /// another thread: see [`Figures::prepare`]).
    pub fn prepared(&mut self, p: super::figures::Prepared<'p>) {
        if !std::ptr::eq(p.profile, self.figures.profile) {
            // A part's, or the whole profile's while a part is shown.
            let Some(p) = self.shelve_prepared(p) else { return };
            // The view not shown (toggled away from with `s`).
            if let Some(o) = self
                .other
                .as_mut()
                .filter(|o| std::ptr::eq(p.profile, o.figures.profile))
            {
                o.figures.set_prepared(p);
            }
            return;
        }
        let keep = self.current_row();
        self.figures.set_prepared(p);
        // Call lists now know their recursive calls: sort them again.
        let open: Vec<u32> = self.expanded.keys().copied().collect();
        for row in open {
            let lists = (self.calls_of(row, true), self.calls_of(row, false));
            self.expanded.insert(row, lists);
        }
        self.relist(keep);
    }

    fn calls_of(&mut self, row: u32, callers: bool) -> Vec<Call> {
        self.figures.calls(row, self.event, callers)
    }

    /// Rebuilds the rows (order, filters) and lines, keeping the cursor on
    /// `keep` if it is still listed.
    pub fn relist(&mut self, keep: Option<u32>) {
        let (event, inclusive) = (self.event, self.inclusive);
        let order: Vec<u32> = match self.figures.order(event, inclusive) {
            Some(o) => o.to_vec(),
            // Inclusive costs not ready yet: by self cost meanwhile.
            None => self
                .figures
                .order(event, false)
                .map(<[u32]>::to_vec)
                .unwrap_or_default(),
        };
        self.rows = if self.filters.is_empty() {
            order
        } else {
            order.into_iter().filter(|&r| self.passes(r)).collect()
        };
        self.relines(keep);
    }

    fn passes(&self, row: u32) -> bool {
        passes(&self.masks, row)
    }

    /// The view not shown is ready (made on a helper thread: see
    /// [`super::run`]); if `s` asked for it meanwhile, it is shown now.
    pub fn other_view(&mut self, other: OtherView<'p>) {
        self.other = Some(other);
        if std::mem::take(&mut self.symbols_wanted) {
            // "merging ..." is done.
            self.message = None;
            self.toggle_symbols();
            self.give_back_held();
        }
    }

    /// Swaps the figures shown with the other view's (merged and as
    /// recorded), nothing else.
    fn swap_other(&mut self) {
        if let Some(o) = self.other.as_mut() {
            std::mem::swap(&mut self.figures, &mut o.figures);
        }
    }

    /// Whether the view not shown is there to toggle to.
    pub fn has_other_view(&self) -> bool {
        self.other.is_some()
    }

    /// `s`: one row per function of an object, or back to the rows as
    /// recorded. Pushed on the filters' stack (so `x` undoes it in turn);
    /// pressed again, it leaves the stack wherever it is. The cursor stays
    /// on the same function: from a context to its merged function, from a
    /// merged function to its costliest context listed.
    fn symbols_key(&mut self) {
        self.drop_held();
        // The merged view is made on a helper thread when first wanted
        // (see `Live::start_merge`): until it is there, `s` says so.
        if self.other.is_none() {
            self.symbols_wanted = !self.symbols_wanted;
            self.message = Some(if self.symbols_wanted {
                "merging contexts and inlined fragments into one row per function... (s again cancels)".into()
            } else {
                "cancelled: the rows as recorded stay".into()
            });
            return;
        }
        self.toggle_symbols();
    }

    /// Swaps the figures shown for the other view's, the filters and the
    /// cursor carried over (call lists, the history and the search's
    /// matches are of the old rows: they are dropped).
    fn toggle_symbols(&mut self) {
        let Some(other) = self.other.take() else { return };
        let from = self.current_function().filter(|&f| self.figures.is_function(f));
        let old = std::mem::replace(&mut self.figures, other.figures);
        self.other = Some(OtherView {
            figures: old,
            symbol_of: other.symbol_of,
        });
        let symbol_of = other.symbol_of;
        self.symbols = !self.symbols;
        // On the filters' stack while shown (`x` has taken it off already).
        if self.symbols {
            self.filters.push(Filter::Symbols);
        } else if let Some(at) = self.filters.iter().rposition(|f| *f == Filter::Symbols) {
            self.filters.remove(at);
        }
        self.expanded.clear();
        self.history.clear();
        self.view = View::List;
        self.search.hits = None;
        let filters = std::mem::take(&mut self.filters);
        self.masks = filters.iter().map(|f| self.mask(f)).collect();
        self.filters = filters;
        if self.event >= self.figures.profile.events.len() {
            self.event = self.figures.primary_event();
        }
        let target = match (from, self.symbols) {
            (Some(f), true) => symbol_of.get(f as usize).copied(),
            // The first of its contexts in the order shown that the
            // filters let through, else the first.
            (Some(s), false) => {
                let (event, inclusive) = (self.event, self.inclusive);
                let masks = &self.masks;
                let order = match self.figures.order(event, inclusive) {
                    Some(o) => Some(o),
                    None => self.figures.order(event, false),
                };
                order.and_then(|o| {
                    let mut contexts = o.iter().copied().filter(|&r| symbol_of.get(r as usize) == Some(&s));
                    let first = contexts.next()?;
                    Some(if passes(masks, first) {
                        first
                    } else {
                        contexts.find(|&r| passes(masks, r)).unwrap_or(first)
                    })
                })
            }
            (None, _) => None,
        };
        self.relist(target);
        if target.is_some_and(|t| !self.rows.contains(&t)) {
            self.message = Some("the function is hidden by a filter: x undoes filters".into());
        }
    }

    /// Which functions pass `filter`: one pass over the functions in
    /// memory order, where checking the rows in cost order read them all
    /// over the place (67 ms for `o` on the 1 GB benchmark profile's
    /// 821,000 rows; the mask is looked up in a few hundred kB).
    fn mask(&self, filter: &Filter) -> Option<Vec<bool>> {
        let f = &self.figures;
        let functions = 0..f.profile.functions.len() as FuncId;
        match *filter {
            Filter::Object(o) => Some(functions.map(|g| f.object_id(g) == o).collect()),
            Filter::File(n) => Some(functions.map(|g| f.file_id(g) == Some(n)).collect()),
            Filter::Symbols | Filter::Part(_) => None,
        }
    }

    fn relines(&mut self, keep: Option<u32>) {
        let mut lines = Vec::with_capacity(self.rows.len());
        for &row in &self.rows {
            lines.push(ListLine::Row(row));
            if let Some((callers, callees)) = self.expanded.get(&row) {
                lines.extend((0..callers.len() as u32).map(|index| ListLine::Caller { row, index }));
                lines.extend((0..callees.len() as u32).map(|index| ListLine::Callee { row, index }));
            }
        }
        self.lines = lines;
        self.cursor = keep
            .and_then(|k| self.lines.iter().position(|l| *l == ListLine::Row(k)))
            .unwrap_or(0)
            .min(self.lines.len().saturating_sub(1));
    }

    /// The row the list cursor is on (or under).
    pub fn current_row(&self) -> Option<u32> {
        self.lines.get(self.cursor).map(|l| match *l {
            ListLine::Row(r) | ListLine::Caller { row: r, .. } | ListLine::Callee { row: r, .. } => r,
        })
    }

    /// The function the cursor points at: a row's, a call line's other
    /// end, a tree node's, the source's.
    pub fn current_function(&self) -> Option<FuncId> {
        match &self.view {
            View::List => match *self.lines.get(self.cursor)? {
                ListLine::Row(r) => Some(r),
                ListLine::Caller { row, index } => self.expanded.get(&row)?.0.get(index as usize).map(|c| c.other),
                ListLine::Callee { row, index } => self.expanded.get(&row)?.1.get(index as usize).map(|c| c.other),
            },
            View::Tree(t) => t.nodes.get(t.cursor).map(|n| n.func),
            View::Source(s) => Some(s.func),
        }
    }

    fn push_history(&mut self) {
        if self.history.len() == HISTORY {
            self.history.remove(0);
        }
        let line = self.lines.get(self.cursor).copied();
        let list_call = match (line, self.line_call_other()) {
            (Some(l @ (ListLine::Caller { .. } | ListLine::Callee { .. })), Some(f)) => Some((l, f)),
            _ => None,
        };
        self.history.push(Place {
            view: self.view.clone(),
            list_row: self.current_row(),
            list_call,
            slot: self.parts.shown_slot(),
        });
    }

    /// The function at the other end of the call line under the list
    /// cursor.
    fn line_call_other(&self) -> Option<FuncId> {
        self.line_call(*self.lines.get(self.cursor)?).map(|c| c.other)
    }

    fn back(&mut self) {
        match self.history.pop() {
            Some(place) => {
                self.view = place.view;
                if let Some(r) = place.list_row {
                    self.move_list_to(r);
                }
                if place.slot != self.parts.shown_slot() {
                    self.remake_view();
                }
                if let Some(r) = place.list_row
                    && !self.rows.contains(&r)
                    && matches!(self.view, View::List)
                {
                    self.message = Some(format!(
                        "{} has no cost in {}: x undoes the part filter",
                        self.figures.name(r),
                        self.part_or_whole_name()
                    ));
                }
                if let Some((line, f)) = place.list_call {
                    self.move_to_call_line(line, f);
                }
            }
            None => self.message = Some("at the start of the history (q quits)".into()),
        }
    }

    /// The call tree or source of a place in the history, made again of
    /// the figures shown (those of another part than when it was left).
    fn remake_view(&mut self) {
        match &self.view {
            View::List => {}
            View::Tree(t) => {
                let root = t.nodes[0].func;
                if !self.listed_anywhere(root) {
                    self.message = Some(format!(
                        "{} has no cost in {}: x undoes the part filter",
                        self.figures.name(root),
                        self.part_or_whole_name()
                    ));
                }
                self.view = View::Tree(self.tree_for(root));
            }
            View::Source(s) => {
                let (f, machine_code, cursor, offset) = (s.func, s.machine_code, s.cursor, s.offset);
                let text = if machine_code {
                    self.figures.machine_code(f, self.event)
                } else {
                    self.figures.source(f, self.event)
                };
                let last = text.lines.len().saturating_sub(1);
                self.view = View::Source(SourceState {
                    func: f,
                    machine_code,
                    text: std::rc::Rc::new(text),
                    cursor: cursor.min(last),
                    offset: offset.min(last),
                    column: 0,
                });
            }
        }
    }

    /// Whether the figures shown list `f` in some order (by self or
    /// inclusive cost of the event sorted by): whether it has a cost here.
    fn listed_anywhere(&mut self, f: FuncId) -> bool {
        let event = self.event;
        self.figures.order(event, false).is_some_and(|o| o.contains(&f))
            || self.figures.order(event, true).is_some_and(|o| o.contains(&f))
    }

    /// Puts the list cursor on the call line `line` was (the caller or
    /// callee `f` under the same row), when that row's calls are still
    /// open; the lists may have been sorted again since.
    fn move_to_call_line(&mut self, line: ListLine, f: FuncId) {
        let callers = matches!(line, ListLine::Caller { .. });
        let row = match line {
            ListLine::Row(_) => return,
            ListLine::Caller { row, .. } | ListLine::Callee { row, .. } => row,
        };
        let Some(lists) = self.expanded.get(&row) else { return };
        let list = if callers { &lists.0 } else { &lists.1 };
        let Some(index) = list.iter().position(|c| c.other == f) else {
            return;
        };
        let index = index as u32;
        let want = if callers {
            ListLine::Caller { row, index }
        } else {
            ListLine::Callee { row, index }
        };
        if let Some(i) = self.lines.iter().position(|l| *l == want) {
            self.cursor = i;
        }
    }

    /// Puts the list cursor on `row`, lifting filters that hide it.
    fn move_list_to(&mut self, row: u32) {
        if !self.rows.contains(&row) {
            if !self.filters.is_empty() && !self.passes(row) {
                // Those that hide it; the merged view stays.
                let keep: Vec<bool> = self.masks.iter().map(Option::is_none).collect();
                let mut k = keep.iter();
                self.filters.retain(|_| *k.next().unwrap_or(&false));
                self.masks.retain(Option::is_none);
                self.message = Some("filters cleared to show the function".into());
            }
            self.relist(Some(row));
        }
        if let Some(i) = self.lines.iter().position(|l| *l == ListLine::Row(row)) {
            self.cursor = i;
        }
    }

    /// Handles one key press.
    pub fn key(&mut self, key: KeyEvent) {
        self.message = None;
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if ctrl && matches!(key.code, KeyCode::Char('c') | KeyCode::Char('q')) {
            self.quit = true;
            return;
        }
        if self.help {
            self.help = false;
            return;
        }
        if self.parts.menu.is_some() {
            self.part_menu_key(key);
            return;
        }
        if self.search.typing {
            self.search_key(key);
            return;
        }
        match key.code {
            KeyCode::Char('q') => self.quit = true,
            KeyCode::Char('?') | KeyCode::F(1) => self.help = true,
            KeyCode::Backspace | KeyCode::Esc => self.back(),
            KeyCode::Tab => self.cycle_event(1),
            KeyCode::BackTab => self.cycle_event(-1),
            KeyCode::Char('i') => self.toggle_inclusive(),
            KeyCode::Char('d') => self.details = !self.details,
            KeyCode::Char('/') => {
                // The last text's matches stay: typing it again finds them.
                self.search = Search {
                    text: String::new(),
                    typing: true,
                    start: self.cursor,
                    failed: false,
                    hits: self.search.hits.take(),
                };
                if !matches!(self.view, View::List) {
                    self.push_history();
                    self.view = View::List;
                }
            }
            KeyCode::Char('n') => self.find_next(true, 1),
            KeyCode::Char('N') => self.find_next(true, -1),
            KeyCode::Char('o') => self.add_filter(true),
            KeyCode::Char('f') => self.add_filter(false),
            KeyCode::Char('x') => self.undo_filter(),
            KeyCode::Char('s') => self.symbols_key(),
            KeyCode::Char('p') => self.parts_key(),
            KeyCode::Char('a') => self.open_source(),
            KeyCode::Char('m') => self.open_machine_code(),
            KeyCode::Char('t') => self.open_tree(),
            _ => match self.view {
                View::List => self.list_key(key),
                View::Tree(_) => self.tree_key(key),
                View::Source(_) => self.source_key(key),
            },
        }
    }

    fn cycle_event(&mut self, step: isize) {
        let events = &self.figures.events;
        if events.len() <= 1 {
            let name = self.figures.profile.events.get(self.event).map_or("", String::as_str);
            self.message = Some(format!("{name} is the only event shown (--show picks events)"));
            return;
        }
        let at = events.iter().position(|&e| e == self.event).unwrap_or(0) as isize;
        let next = (at + step).rem_euclid(events.len() as isize) as usize;
        self.event = events[next];
        self.resort();
    }

    fn toggle_inclusive(&mut self) {
        self.inclusive = !self.inclusive;
        if self.inclusive && !self.figures.has_inclusive() {
            self.message = Some("inclusive costs are still being computed: listed by self cost meanwhile".into());
        }
        self.resort();
    }

    /// Sorts again (new event or cost), the open call lists too.
    fn resort(&mut self) {
        let keep = self.current_row();
        let open: Vec<u32> = self.expanded.keys().copied().collect();
        for row in open {
            let lists = (self.calls_of(row, true), self.calls_of(row, false));
            self.expanded.insert(row, lists);
        }
        self.relist(keep);
        if let View::Tree(t) = &self.view {
            let root = t.nodes[0].func;
            self.view = View::Tree(self.tree_for(root));
        }
    }

    fn add_filter(&mut self, object: bool) {
        let Some(f) = self.current_function().filter(|&f| self.figures.is_function(f)) else {
            self.message = Some("no function here to filter by".into());
            return;
        };
        let filter = match (object, self.figures.file_id(f)) {
            (true, _) => Filter::Object(self.figures.object_id(f)),
            (false, Some(file)) => Filter::File(file),
            (false, None) => return,
        };
        if self.filters.contains(&filter) {
            self.message = Some("already filtered so".into());
            return;
        }
        // The rows listed narrow down: only the new filter is checked.
        let mask = self.mask(&filter);
        self.filters.push(filter);
        if let Some(mask) = &mask {
            self.rows.retain(|&r| mask.get(r as usize) == Some(&true));
        }
        self.masks.push(mask);
        self.view = View::List;
        self.relines(Some(f));
    }

    fn undo_filter(&mut self) {
        if self.filters.last() == Some(&Filter::Symbols) {
            self.toggle_symbols();
            return;
        }
        if let Some(Filter::Part(_)) = self.filters.last() {
            self.undo_part();
            return;
        }
        self.masks.pop();
        if self.filters.pop().is_none() {
            self.message = Some("no filter to undo".into());
            return;
        }
        let keep = self.current_row();
        self.relist(keep);
    }

    fn list_key(&mut self, key: KeyEvent) {
        let len = self.lines.len();
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => self.cursor = self.cursor.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => self.cursor = (self.cursor + 1).min(len.saturating_sub(1)),
            KeyCode::PageUp => self.cursor = self.cursor.saturating_sub(self.page.max(1)),
            KeyCode::PageDown => self.cursor = (self.cursor + self.page.max(1)).min(len.saturating_sub(1)),
            KeyCode::Home | KeyCode::Char('g') => self.cursor = 0,
            KeyCode::End | KeyCode::Char('G') => self.cursor = len.saturating_sub(1),
            KeyCode::Right | KeyCode::Char('+') | KeyCode::Char(' ') => self.expand(true),
            KeyCode::Left | KeyCode::Char('-') => self.expand(false),
            KeyCode::Enter => match self.lines.get(self.cursor) {
                Some(ListLine::Row(_)) => self.open_tree(),
                Some(_) => {
                    if let Some(f) = self.current_function() {
                        self.push_history();
                        self.move_list_to(f);
                        self.expand(true);
                    }
                }
                None => {}
            },
            _ => {}
        }
    }

    /// Expands (or collapses) the callers and callees of the row under the
    /// cursor.
    fn expand(&mut self, open: bool) {
        let Some(row) = self.current_row() else { return };
        if open == self.expanded.contains_key(&row) {
            if !open {
                // On a call line: go up to its row.
                self.move_list_to(row);
            }
            return;
        }
        if open {
            if !self.figures.is_function(row) {
                self.message = Some("a cycle's row: its members' calls are under their own rows".into());
                return;
            }
            let lists = (self.calls_of(row, true), self.calls_of(row, false));
            if lists.0.is_empty() && lists.1.is_empty() {
                self.message = Some("no calls from or to this function".into());
                return;
            }
            self.expanded.insert(row, lists);
        } else {
            self.expanded.remove(&row);
        }
        self.relines(Some(row));
    }

    fn open_tree(&mut self) {
        let Some(f) = self.current_function().filter(|&f| self.figures.is_function(f)) else {
            self.message = Some("no function here".into());
            return;
        };
        self.push_history();
        self.view = View::Tree(self.tree_for(f));
    }

    /// The call tree of `f`: the root, its callees one level down.
    fn tree_for(&mut self, f: FuncId) -> TreeState {
        let cost = self
            .figures
            .inclusive_cost(f)
            .map(Cost::from_ref)
            .unwrap_or_else(|| self.figures.self_cost(f));
        let mut t = TreeState {
            nodes: vec![Node {
                func: f,
                depth: 0,
                parent: None,
                count: None,
                cost: Some(cost),
                on_path: false,
                expanded: false,
            }],
            cursor: 0,
            offset: 0,
        };
        self.tree_expand(&mut t, 0);
        t
    }

    /// Whether `f` is `node` or one of its ancestors.
    fn on_path(t: &TreeState, node: usize, f: FuncId) -> bool {
        let mut at = Some(node);
        while let Some(i) = at {
            if t.nodes[i].func == f {
                return true;
            }
            at = t.nodes[i].parent;
        }
        false
    }

    /// Opens a node's callees under it; false if it has none (or is a
    /// recursive call, not descended into).
    fn tree_expand(&mut self, t: &mut TreeState, node: usize) -> bool {
        let n = &t.nodes[node];
        if n.expanded {
            return true;
        }
        if n.on_path || n.cost.is_none() {
            return false;
        }
        let (func, depth) = (n.func, n.depth);
        let callees = self.calls_of(func, false);
        if callees.is_empty() {
            return false;
        }
        let children: Vec<Node> = callees
            .into_iter()
            .map(|c| Node {
                on_path: Self::on_path(t, node, c.other),
                func: c.other,
                depth: depth + 1,
                parent: Some(node),
                count: Some(c.count),
                cost: c.cost,
                expanded: false,
            })
            .collect();
        let k = children.len();
        t.nodes.splice(node + 1..node + 1, children);
        // Parents after the inserted nodes moved down by k.
        for n in &mut t.nodes[node + 1 + k..] {
            if let Some(p) = n.parent.as_mut().filter(|p| **p > node) {
                *p += k;
            }
        }
        t.nodes[node].expanded = true;
        true
    }

    fn tree_collapse(t: &mut TreeState, node: usize) {
        let depth = t.nodes[node].depth;
        let end = (node + 1..t.nodes.len())
            .find(|&i| t.nodes[i].depth <= depth)
            .unwrap_or(t.nodes.len());
        let k = end - node - 1;
        t.nodes.drain(node + 1..end);
        for n in &mut t.nodes[node + 1..] {
            if let Some(p) = n.parent.as_mut().filter(|p| **p > node) {
                *p -= k;
            }
        }
        t.nodes[node].expanded = false;
    }

    fn tree_key(&mut self, key: KeyEvent) {
        let View::Tree(mut t) = std::mem::replace(&mut self.view, View::List) else {
            return;
        };
        let len = t.nodes.len();
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => t.cursor = t.cursor.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => t.cursor = (t.cursor + 1).min(len - 1),
            KeyCode::PageUp => t.cursor = t.cursor.saturating_sub(self.page.max(1)),
            KeyCode::PageDown => t.cursor = (t.cursor + self.page.max(1)).min(len - 1),
            KeyCode::Home | KeyCode::Char('g') => t.cursor = 0,
            KeyCode::End | KeyCode::Char('G') => t.cursor = len - 1,
            KeyCode::Right | KeyCode::Char('+') | KeyCode::Char(' ') => {
                let at = t.cursor;
                let node = &t.nodes[at];
                if node.on_path || node.cost.is_none() {
                    self.message = Some("a recursive call: its callees are above it in the tree".into());
                } else if !self.tree_expand(&mut t, at) {
                    self.message = Some("calls nothing".into());
                }
            }
            KeyCode::Left | KeyCode::Char('-') => {
                let at = t.cursor;
                if t.nodes[at].expanded {
                    Self::tree_collapse(&mut t, at);
                } else if let Some(p) = t.nodes[t.cursor].parent {
                    t.cursor = p;
                }
            }
            KeyCode::Char('u') => match t.nodes[t.cursor].parent {
                Some(p) => t.cursor = p,
                None => self.message = Some("at the root (Enter on a caller in the list goes up)".into()),
            },
            KeyCode::Char('l') => self.hot_path(&mut t),
            KeyCode::Enter => {
                let f = t.nodes[t.cursor].func;
                if t.cursor != 0 {
                    self.view = View::Tree(t);
                    self.push_history();
                    self.view = View::Tree(self.tree_for(f));
                    return;
                }
            }
            _ => {}
        }
        self.view = View::Tree(t);
    }

    /// `l`: from the cursor, down the heaviest call at each level until a
    /// function that calls nothing or only recursively.
    fn hot_path(&mut self, t: &mut TreeState) {
        for _ in 0..HOT_PATH_MAX {
            let at = t.cursor;
            if !self.tree_expand(t, at) {
                break;
            }
            // Children are in cost order, recursive calls last.
            let child = at + 1;
            let next = t
                .nodes
                .get(child)
                .filter(|n| n.parent == Some(at) && !n.on_path && n.cost.is_some());
            match next {
                Some(_) => t.cursor = child,
                None => break,
            }
        }
    }

    fn open_source(&mut self) {
        let Some(f) = self.current_function().filter(|&f| self.figures.is_function(f)) else {
            self.message = Some("no function here".into());
            return;
        };
        let text = self.figures.source(f, self.event);
        let target = self.figures.function_line(f, self.event);
        // The first line shown at or after the function's line, else the
        // last before it.
        let cursor = target
            .and_then(|want| {
                text.lines
                    .iter()
                    .position(|(n, _)| n.is_some_and(|n| n >= want))
                    .or_else(|| text.lines.iter().rposition(|(n, _)| n.is_some()))
            })
            .unwrap_or(0);
        self.show_text(f, false, text, cursor);
    }

    /// Shows `text` (annotated source or machine code of `f`) with the
    /// cursor on line `cursor`, a third down the page.
    fn show_text(&mut self, f: FuncId, machine_code: bool, text: SourceText, cursor: usize) {
        self.push_history();
        self.view = View::Source(SourceState {
            func: f,
            machine_code,
            text: std::rc::Rc::new(text),
            cursor,
            offset: cursor.saturating_sub(self.page / 3),
            column: 0,
        });
    }

    /// The machine code of the function under the cursor, its hottest
    /// instruction (the first marked `>>`) under the cursor.
    fn open_machine_code(&mut self) {
        let Some(f) = self.current_function().filter(|&f| self.figures.is_function(f)) else {
            self.message = Some("no function here".into());
            return;
        };
        let text = self.figures.machine_code(f, self.event);
        let cursor = text.lines.iter().position(|(_, l)| l.contains(">> ")).unwrap_or(0);
        self.show_text(f, true, text, cursor);
    }

    fn source_key(&mut self, key: KeyEvent) {
        let page = self.page.max(1);
        let View::Source(s) = &mut self.view else { return };
        let len = s.text.lines.len().max(1);
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => s.cursor = s.cursor.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => s.cursor = (s.cursor + 1).min(len - 1),
            KeyCode::PageUp => s.cursor = s.cursor.saturating_sub(page),
            KeyCode::PageDown => s.cursor = (s.cursor + page).min(len - 1),
            KeyCode::Home | KeyCode::Char('g') => s.cursor = 0,
            KeyCode::End | KeyCode::Char('G') => s.cursor = len - 1,
            KeyCode::Right | KeyCode::Char('L') => {
                let longest = s.text.lines.iter().map(|(_, t)| t.chars().count()).max().unwrap_or(0);
                s.column = (s.column + SIDEWAYS).min(longest.saturating_sub(SIDEWAYS / 2));
            }
            KeyCode::Left | KeyCode::Char('H') => s.column = s.column.saturating_sub(SIDEWAYS),
            _ => {}
        }
    }

    fn search_key(&mut self, key: KeyEvent) {
        match key.code {
            KeyCode::Esc => {
                self.search.typing = false;
                self.cursor = self.search.start.min(self.lines.len().saturating_sub(1));
            }
            KeyCode::Enter => self.search.typing = false,
            KeyCode::Backspace => {
                self.search.text.pop();
                self.cursor = self.search.start.min(self.lines.len().saturating_sub(1));
                self.find_next(false, 1);
            }
            KeyCode::Char(c) if !key.modifiers.contains(KeyModifiers::CONTROL) => {
                self.search.text.push(c);
                self.find_next(false, 1);
            }
            _ => {}
        }
    }

    /// Moves the list cursor to the next (or previous) row whose function
    /// name matches the search (see [`super::search`]), from the cursor
    /// (`skip`: not the row under it); wraps around.
    fn find_next(&mut self, skip: bool, step: isize) {
        let query = self.search.text.clone();
        if query.is_empty() {
            if skip {
                self.message = Some("no search (/ starts one)".into());
            }
            return;
        }
        if !matches!(self.view, View::List) {
            self.push_history();
            self.view = View::List;
        }
        // Which functions match, once per text typed (when the name index
        // is made; before, each row is tried in turn).
        if self.search.hits.as_ref().is_none_or(|(q, _)| *q != query)
            && let Some(hits) = self.figures.search(&query)
        {
            self.search.hits = Some((query.clone(), hits));
        }
        let hits = self.search.hits.as_ref().filter(|(q, _)| *q == query).map(|(_, h)| h);
        let profile = self.figures.profile;
        let n = self.lines.len();
        let matches = |line: &ListLine| match *line {
            ListLine::Row(r) => match hits {
                Some(h) => h.get(r as usize) == Some(&true),
                None => super::search::name_matches(profile, r, &query),
            },
            _ => false,
        };
        let start = self.cursor as isize + if skip { step } else { 0 };
        let found = (0..n as isize)
            .map(|k| (start + k * step).rem_euclid(n.max(1) as isize) as usize)
            .find(|&i| matches(&self.lines[i]));
        match found {
            Some(i) => {
                self.cursor = i;
                self.search.failed = false;
            }
            None => {
                self.search.failed = true;
                self.message = Some(format!("no function name matches '{query}'"));
            }
        }
    }

    /// Costs of a list line: (self, inclusive); call lines have the
    /// call's cost as inclusive, `None` when recursive.
    pub fn line_costs(&self, line: ListLine) -> (Option<Cost>, Option<Cost>) {
        match line {
            ListLine::Row(r) => (
                Some(self.figures.self_cost(r)),
                self.figures.inclusive_cost(r).map(Cost::from_ref),
            ),
            ListLine::Caller { row, index } => (
                None,
                self.expanded
                    .get(&row)
                    .and_then(|e| e.0.get(index as usize))
                    .and_then(|c| c.cost.clone()),
            ),
            ListLine::Callee { row, index } => (
                None,
                self.expanded
                    .get(&row)
                    .and_then(|e| e.1.get(index as usize))
                    .and_then(|c| c.cost.clone()),
            ),
        }
    }

    /// The call a call line stands for.
    pub fn line_call(&self, line: ListLine) -> Option<&Call> {
        match line {
            ListLine::Row(_) => None,
            ListLine::Caller { row, index } => self.expanded.get(&row)?.0.get(index as usize),
            ListLine::Callee { row, index } => self.expanded.get(&row)?.1.get(index as usize),
        }
    }
}
