//! The browser's state and what each key does to it. No terminal here:
//! the tests drive it with key events and read the screen it draws into
//! ratatui's test backend.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use rustc_hash::FxHashMap;

mod filters;
mod find;
mod history;
mod parts;
mod source;
mod tree;

pub use find::NO_SEARCH;
pub use history::{AT_START, History, Place};

use super::figures::{Call, Figures, OtherView};
use super::text::SourceText;
use crate::model::FuncId;
use crate::model::cost::Cost;
use crate::view::Figure;

/// Moves a cursor over `len` lines for a movement key (Up/Down j/k,
/// PgUp/PgDn by `page`, Home/End g/G), the same in every list of both
/// browsers; false for any other key.
pub fn move_cursor(cursor: &mut usize, key: KeyCode, len: usize, page: usize) -> bool {
    let last = len.saturating_sub(1);
    *cursor = match key {
        KeyCode::Up | KeyCode::Char('k') => cursor.saturating_sub(1),
        KeyCode::Down | KeyCode::Char('j') => (*cursor + 1).min(last),
        KeyCode::PageUp => cursor.saturating_sub(page.max(1)),
        KeyCode::PageDown => (*cursor + page.max(1)).min(last),
        KeyCode::Home | KeyCode::Char('g') => 0,
        KeyCode::End | KeyCode::Char('G') => last,
        _ => return false,
    };
    true
}

/// `Right`/`+`/Space opens a row's calls, `Left`/`-` closes them (in both
/// browsers' lists); `None` for any other key.
pub fn open_key(key: KeyCode) -> Option<bool> {
    match key {
        KeyCode::Right | KeyCode::Char('+') | KeyCode::Char(' ') => Some(true),
        KeyCode::Left | KeyCode::Char('-') => Some(false),
        _ => None,
    }
}

/// What both browsers keep around their rows, the same in each: the
/// search, the status line's message, the help, where Backspace/Esc goes
/// back to (places `P`), the page size, whether to quit.
pub struct Chrome<P> {
    pub search: Search,
    /// A one-line message for the status line (cleared by the next key).
    pub message: Option<String>,
    pub help: bool,
    pub history: History<P>,
    /// Rows of the list area at the last draw (page keys move this many).
    pub page: usize,
    pub quit: bool,
}

impl<P> Default for Chrome<P> {
    fn default() -> Self {
        Chrome {
            search: Search::default(),
            message: None,
            help: false,
            history: History::default(),
            page: 20,
            quit: false,
        }
    }
}

/// What the keys both browsers share change: the chrome, the list's
/// cursor and how many lines it has; and the first line drawn.
pub struct ListState<'a, P> {
    pub chrome: &'a mut Chrome<P>,
    pub cursor: &'a mut usize,
    pub len: usize,
    pub offset: &'a mut usize,
}

/// One key handler for both browsers (the function list and the
/// comparison): Ctrl-C and Ctrl-Q quit at once (over a help or a search
/// being typed too), any key closes the help, then goes to an open menu,
/// then to the search being typed; then the keys read the same way
/// whatever is shown (q ? Backspace/Esc Tab/Shift-Tab i / n N); the rest
/// are each browser's own ([`ListKeys::other_key`]).
pub trait ListKeys {
    fn list_state(&mut self) -> ListState<'_, Self::Place>;
    /// A key for a menu open over the list: true when one was.
    fn menu_key(&mut self, _key: KeyEvent) -> bool {
        false
    }
    /// The lines listed.
    fn lines(&self) -> &[ListLine];
    /// Whether the own name ([`super::search::own_name`]) of row `row`'s
    /// function matches `query` ([`super::search::text_matches`]).
    fn row_matches(&self, row: u32, query: &str) -> bool;
    /// Which rows match `query` (by row), all at once when an index can
    /// tell (`None`: each row is tried with [`ListKeys::row_matches`]).
    fn all_matches(&mut self, _query: &str) -> Option<Vec<bool>> {
        None
    }
    /// The list is shown (a search moves the cursor in it).
    fn show_list(&mut self) {}
    /// The next (or previous, `step` -1) row whose function's name
    /// matches the search, skipping the cursor's own (`skip`) or not;
    /// wraps around. The same in every list: only which rows match is
    /// the table's.
    fn find_next(&mut self, skip: bool, step: isize) {
        let query = self.list_state().chrome.search.text.clone();
        if query.is_empty() {
            if skip {
                self.list_state().chrome.message = Some(NO_SEARCH.into());
            }
            return;
        }
        self.show_list();
        let state = self.list_state();
        let cursor = *state.cursor;
        let mut search = std::mem::take(&mut state.chrome.search);
        // Which rows match, once per text typed (when an index can tell).
        let mut hits = search.hits.take().filter(|(q, _)| *q == query);
        if hits.is_none() {
            hits = self.all_matches(&query).map(|h| (query.clone(), h));
        }
        let lines = self.lines();
        let matches = |i: usize| match lines[i] {
            ListLine::Row(r) => match &hits {
                Some((_, h)) => h.get(r as usize) == Some(&true),
                None => self.row_matches(r, &query),
            },
            _ => false,
        };
        let found = search.find(cursor, lines.len(), (skip, step), matches);
        search.hits = hits;
        let state = self.list_state();
        state.chrome.search = search;
        match found {
            Ok(i) => *state.cursor = i,
            Err(why) => state.chrome.message = Some(why),
        }
    }

    /// Where a jump is made from, to come back to: the row and the call
    /// line under it the cursor is on (and what else the browser shows).
    type Place;
    /// A function as the rows name it.
    type Id;
    /// Where the cursor is now.
    fn place(&self) -> Self::Place;
    /// Puts the cursor back on `place`, as near as the list allows.
    fn return_to(&mut self, place: Self::Place);
    /// Backspace/Esc: back where the last jump came from.
    fn back(&mut self) {
        match self.list_state().chrome.history.pop() {
            Some(place) => self.return_to(place),
            None => self.list_state().chrome.message = Some(AT_START.into()),
        }
    }
    /// The function at the other end of a call line.
    fn call_target(&self, line: ListLine) -> Option<Self::Id>;
    /// Puts the list cursor on the row of `f`: false (having said why)
    /// when it has none.
    fn show_row(&mut self, f: &Self::Id) -> bool;
    /// Opens (`open`) or closes the calls of the row under the cursor.
    fn open_calls(&mut self, open: bool);
    /// Enter on a call line: to the other function's row, its calls
    /// open; Backspace/Esc comes back to the call line.
    fn follow_call(&mut self, line: ListLine) {
        let Some(target) = self.call_target(line) else {
            return;
        };
        let here = self.place();
        if self.show_row(&target) {
            self.list_state().chrome.history.push(here);
            self.open_calls(true);
        }
    }
    /// A key of the list: movement, opening (closing) a row's calls,
    /// Enter ([`ListKeys::enter_row`] on a row, [`ListKeys::follow_call`]
    /// on a call line), the same in every list.
    fn list_key(&mut self, key: KeyEvent) {
        let state = self.list_state();
        if move_cursor(state.cursor, key.code, state.len, state.chrome.page) {
            return;
        }
        let cursor = *state.cursor;
        match (open_key(key.code), self.lines().get(cursor).copied()) {
            (Some(open), _) => self.open_calls(open),
            (None, Some(ListLine::Row(_))) if key.code == KeyCode::Enter => self.enter_row(),
            (None, Some(line)) if key.code == KeyCode::Enter => self.follow_call(line),
            _ => {}
        }
    }
    /// Enter on a row.
    fn enter_row(&mut self);
    /// Tab/Shift-Tab: sorts by the next (`step` 1) or previous event.
    fn cycle_event(&mut self, step: isize);
    /// `i`: sorts by inclusive or self cost.
    fn toggle_inclusive(&mut self);
    /// `/`: a search is started from the cursor.
    fn begin_search(&mut self) {
        let state = self.list_state();
        state.chrome.search.begin(*state.cursor);
    }
    fn other_key(&mut self, key: KeyEvent);

    fn answer(&mut self, key: KeyEvent) {
        let state = self.list_state();
        state.chrome.message = None;
        if key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c') | KeyCode::Char('q'))
        {
            state.chrome.quit = true;
            return;
        }
        if std::mem::take(&mut state.chrome.help) {
            return;
        }
        let typing = state.chrome.search.typing;
        if self.menu_key(key) {
            return;
        }
        if typing {
            let state = self.list_state();
            if state.chrome.search.typing_key(key, state.cursor, state.len) {
                self.find_next(false, 1);
            }
            return;
        }
        match key.code {
            KeyCode::Char('q') => self.list_state().chrome.quit = true,
            KeyCode::Char('?') | KeyCode::F(1) => self.list_state().chrome.help = true,
            KeyCode::Backspace | KeyCode::Esc => self.back(),
            KeyCode::Tab => self.cycle_event(1),
            KeyCode::BackTab => self.cycle_event(-1),
            KeyCode::Char('i') => self.toggle_inclusive(),
            KeyCode::Char('/') => self.begin_search(),
            KeyCode::Char('n') => self.find_next(true, 1),
            KeyCode::Char('N') => self.find_next(true, -1),
            _ => self.other_key(key),
        }
    }
}

/// A line of a list (the function list, the comparison): a row (a
/// function or cycle; a comparison's row by its place), or one of the
/// callers/callees expanded under it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListLine {
    Row(u32),
    Caller { row: u32, index: u32 },
    Callee { row: u32, index: u32 },
}

impl ListLine {
    /// The row the line is, or is listed under.
    pub fn row(self) -> u32 {
        match self {
            ListLine::Row(r) | ListLine::Caller { row: r, .. } | ListLine::Callee { row: r, .. } => r,
        }
    }
}

/// The call a call line of either browser's list stands for, in the
/// callers and callees open under its row (`open`, by row).
pub fn open_call<C>(open: &FxHashMap<u32, (Vec<C>, Vec<C>)>, line: ListLine) -> Option<&C> {
    match line {
        ListLine::Row(_) => None,
        ListLine::Caller { row, index } => open.get(&row)?.0.get(index as usize),
        ListLine::Callee { row, index } => open.get(&row)?.1.get(index as usize),
    }
}

/// Where `Row(row)` is in `lines`, in either browser's list.
pub fn row_position(lines: &[ListLine], row: u32) -> Option<usize> {
    lines.iter().position(|l| *l == ListLine::Row(row))
}

/// Where the call line `was` (a caller or callee, its row's list sorted
/// again since) is now under its row at `at`: the line of the same kind
/// whose call `is_other`.
pub fn call_line_position(
    lines: &[ListLine],
    at: usize,
    was: ListLine,
    is_other: impl Fn(ListLine) -> bool,
) -> Option<usize> {
    let same_kind = |l: &ListLine| std::mem::discriminant(l) == std::mem::discriminant(&was);
    let under = lines
        .get(at + 1..)?
        .iter()
        .take_while(|l| !matches!(l, ListLine::Row(_)));
    let k = under.enumerate().find(|(_, l)| same_kind(l) && is_other(**l))?.0;
    Some(at + 1 + k)
}

/// Said when a row's calls are opened and it has none listed.
pub const NO_CALLS: &str = "no calls from or to this function";

/// The lines of a list: each row, and under an open one (`open` gives
/// how many callers and callees it lists) its call lines.
pub fn list_lines(rows: impl Iterator<Item = u32>, open: impl Fn(u32) -> Option<(usize, usize)>) -> Vec<ListLine> {
    let mut lines = Vec::with_capacity(rows.size_hint().0);
    for row in rows {
        lines.push(ListLine::Row(row));
        if let Some((callers, callees)) = open(row) {
            lines.extend((0..callers as u32).map(|index| ListLine::Caller { row, index }));
            lines.extend((0..callees as u32).map(|index| ListLine::Callee { row, index }));
        }
    }
    lines
}

/// A node of the call tree: a call from its parent (the root: the function
/// itself, with its inclusive cost).
#[derive(Clone, Debug)]
pub struct Node {
    pub func: FuncId,
    pub depth: usize,
    pub parent: Option<usize>,
    pub count: Option<u64>,
    /// The call's cost (undecided: a recursive call, its cost is in an
    /// outer call's), or the root's inclusive cost (exact or a bound).
    pub cost: Figure<Cost>,
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
    /// the figures are the part's (see `parts`).
    Part(usize),
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
    pub inputs: Vec<String>,
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
    pub chrome: Chrome<Place>,
    /// The thread/part filter's state (`p`).
    pub parts: parts::Parts<'p>,
}

impl ListKeys for Browser<'_> {
    fn list_state(&mut self) -> ListState<'_, Place> {
        ListState {
            len: self.lines.len(),
            chrome: &mut self.chrome,
            cursor: &mut self.cursor,
            offset: &mut self.offset,
        }
    }

    fn menu_key(&mut self, key: KeyEvent) -> bool {
        let open = self.parts.menu.is_some();
        if open {
            self.part_menu_key(key);
        }
        open
    }

    fn lines(&self) -> &[ListLine] {
        &self.lines
    }

    fn row_matches(&self, row: u32, query: &str) -> bool {
        super::search::name_matches(self.figures.profile, row, query)
    }

    /// From the name index, once made.
    fn all_matches(&mut self, query: &str) -> Option<Vec<bool>> {
        self.figures.search(query)
    }

    fn show_list(&mut self) {
        if !matches!(self.view, View::List) {
            self.push_history();
            self.view = View::List;
        }
    }

    type Place = Place;
    type Id = FuncId;

    fn place(&self) -> Place {
        Browser::place(self)
    }

    fn return_to(&mut self, place: Place) {
        Browser::return_to(self, place);
    }

    fn call_target(&self, line: ListLine) -> Option<FuncId> {
        self.line_call(line).map(|c| c.other)
    }

    /// Always: filters that hide the row are lifted.
    fn show_row(&mut self, f: &FuncId) -> bool {
        self.move_list_to(*f);
        true
    }

    fn open_calls(&mut self, open: bool) {
        self.expand(open);
    }

    /// Its call tree.
    fn enter_row(&mut self) {
        self.open_tree();
    }

    fn cycle_event(&mut self, step: isize) {
        let events = &self.figures.events;
        if events.len() <= 1 {
            let name = self.figures.profile.events.get(self.event).map_or("", String::as_str);
            self.chrome.message = Some(only_event(name));
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
            self.chrome.message =
                Some("inclusive costs are still being computed: listed by self cost meanwhile".into());
        }
        self.resort();
    }

    fn begin_search(&mut self) {
        self.chrome.search.begin(self.cursor);
        self.show_list();
    }

    fn other_key(&mut self, key: KeyEvent) {
        match key.code {
            KeyCode::Char('d') => self.details = !self.details,
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
}

impl<'p> Browser<'p> {
    /// The browser of `figures`, of the profiles named `inputs` (summed).
    pub fn new(figures: Figures<'p>, inputs: Vec<String>, inclusive: bool) -> Self {
        let event = figures.primary_event();
        let parts = parts::Parts::new(figures.profile);
        let mut b = Browser {
            figures,
            inputs,
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
            chrome: Chrome::default(),
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
        self.figures.set_prepared(p);
        // Call lists now know their recursive calls: sort them again.
        self.relist_with_calls();
    }

    /// Lists again, the open call lists too, the cursor on its row.
    fn relist_with_calls(&mut self) {
        let keep = self.current_row();
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

    /// The view not shown is ready (made on a helper thread: see
    /// [`super::run`]); if `s` asked for it meanwhile, it is shown now.
    pub fn other_view(&mut self, other: OtherView<'p>) {
        self.other = Some(other);
        if std::mem::take(&mut self.symbols_wanted) {
            // "merging ..." is done.
            self.chrome.message = None;
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

    fn relines(&mut self, keep: Option<u32>) {
        let open = |row| self.expanded.get(&row).map(|(a, b)| (a.len(), b.len()));
        self.lines = list_lines(self.rows.iter().copied(), open);
        self.cursor = keep
            .and_then(|k| row_position(&self.lines, k))
            .unwrap_or(0)
            .min(self.lines.len().saturating_sub(1));
    }

    /// The row the list cursor is on (or under).
    pub fn current_row(&self) -> Option<u32> {
        self.lines.get(self.cursor).map(|l| l.row())
    }

    /// The function the cursor points at: a row's, a call line's other
    /// end, a tree node's, the source's.
    pub fn current_function(&self) -> Option<FuncId> {
        match &self.view {
            View::List => match *self.lines.get(self.cursor)? {
                ListLine::Row(r) => Some(r),
                line => self.line_call(line).map(|c| c.other),
            },
            View::Tree(t) => t.nodes.get(t.cursor).map(|n| n.func),
            View::Source(s) => Some(s.func),
        }
    }

    /// Handles one key press (see [`ListKeys`]).
    pub fn key(&mut self, key: KeyEvent) {
        self.answer(key);
    }

    /// Sorts again (new event or cost), the open call lists too.
    fn resort(&mut self) {
        self.relist_with_calls();
        if let View::Tree(t) = &self.view {
            let root = t.nodes[0].func;
            self.view = View::Tree(self.tree_for(root));
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
                self.chrome.message = Some("a cycle's row: its members' calls are under their own rows".into());
                return;
            }
            let lists = (self.calls_of(row, true), self.calls_of(row, false));
            if lists.0.is_empty() && lists.1.is_empty() {
                self.chrome.message = Some(NO_CALLS.into());
                return;
            }
            self.expanded.insert(row, lists);
        } else {
            self.expanded.remove(&row);
        }
        self.relines(Some(row));
    }

    /// Figures of a list line: (self, inclusive); call lines have the
    /// call's cost as inclusive (undecided when recursive), a row its
    /// inclusive cost once computed (exact or a bound).
    pub fn line_costs(&self, line: ListLine) -> (Option<Cost>, Option<Figure<Cost>>) {
        match line {
            ListLine::Row(r) => (
                Some(self.figures.self_cost(r)),
                self.figures.inclusive(r).map(|f| f.to_owned()),
            ),
            ListLine::Caller { .. } | ListLine::Callee { .. } => (None, self.line_call(line).map(|c| c.cost.clone())),
        }
    }

    /// The call a call line stands for.
    pub fn line_call(&self, line: ListLine) -> Option<&Call> {
        open_call(&self.expanded, line)
    }
}

/// What Tab says when there is one event to sort by (either browser).
pub fn only_event(name: &str) -> String {
    format!("{name} is the only event shown (--show picks events)")
}
