//! The browser's state and what each key does to it. No terminal here:
//! the tests drive it with key events and read the screen it draws into
//! ratatui's test backend.

use ratatui::crossterm::event::{KeyCode, KeyEvent};

mod filters;
mod find;
mod history;
mod list;
mod parts;
mod source;
mod tree;

pub use find::NO_SEARCH;
pub use history::{AT_START, History, Place};
pub use list::{Calls, Chrome, List, ListKeys, ListLine, ListedCall, NO_CALLS, Spot, move_cursor, open_key};

use super::figures::{Call, Figures, OtherView};
use super::text::SourceText;
use crate::model::FuncId;
use crate::model::cost::Cost;
use crate::view::Figure;

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
    /// The list: the rows listed (the order, filtered), the calls open
    /// under them, the cursor, the history.
    pub list: List<Place, Call>,
    pub view: View,
    /// The thread/part filter's state (`p`).
    pub parts: parts::Parts<'p>,
}

impl ListKeys for Browser<'_> {
    type Place = Place;
    type Call = Call;

    fn list(&self) -> &List<Place, Call> {
        &self.list
    }

    fn list_mut(&mut self) -> &mut List<Place, Call> {
        &mut self.list
    }

    fn menu_key(&mut self, key: KeyEvent) -> bool {
        let open = self.parts.menu.is_some();
        if open {
            self.part_menu_key(key);
        }
        open
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

    fn place(&self) -> Place {
        Browser::place(self)
    }

    fn return_to(&mut self, place: Place) {
        Browser::return_to(self, place);
    }

    /// Always: filters that hide the row are lifted.
    fn show_row(&mut self, f: FuncId) -> bool {
        self.move_list_to(f);
        true
    }

    /// None for a cycle's row.
    fn row_calls(&mut self, row: u32) -> Option<Calls<Call>> {
        if !self.figures.is_function(row) {
            self.list.chrome.message = Some("a cycle's row: its members' calls are under their own rows".into());
            return None;
        }
        Some((self.calls_of(row, true), self.calls_of(row, false)))
    }

    /// Its call tree.
    fn enter_row(&mut self) {
        self.open_tree();
    }

    fn cycle_event(&mut self, step: isize) {
        let events = &self.figures.events;
        let at = events.iter().position(|&e| e == self.event).unwrap_or(0);
        let name = self.figures.profile.events.get(self.event).map_or("", String::as_str);
        if let Some(next) = self.list.step_event(events.len(), at, step, name) {
            self.event = events[next];
            self.resort();
        }
    }

    fn toggle_inclusive(&mut self) {
        self.inclusive = !self.inclusive;
        if self.inclusive && !self.figures.has_inclusive() {
            self.list.chrome.message =
                Some("inclusive costs are still being computed: listed by self cost meanwhile".into());
        }
        self.resort();
    }

    fn begin_search(&mut self) {
        self.list.chrome.search.begin(self.list.cursor);
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
            list: List::default(),
            view: View::List,
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
        let (figures, event) = (&mut self.figures, self.event);
        self.list
            .reopen(|row| (figures.calls(row, event, true), figures.calls(row, event, false)));
        self.relist(self.current_row());
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
        self.list.rows = if self.filters.is_empty() {
            order
        } else {
            order.into_iter().filter(|&r| self.passes(r)).collect()
        };
        self.list.relines(keep);
    }

    /// The view not shown is ready (made on a helper thread: see
    /// [`super::run`]); if `s` asked for it meanwhile, it is shown now.
    pub fn other_view(&mut self, other: OtherView<'p>) {
        self.other = Some(other);
        if std::mem::take(&mut self.symbols_wanted) {
            // "merging ..." is done.
            self.list.chrome.message = None;
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

    /// The row the list cursor is on (or under).
    pub fn current_row(&self) -> Option<u32> {
        self.list.current_row()
    }

    /// The function the cursor points at: a row's, a call line's other
    /// end, a tree node's, the source's.
    pub fn current_function(&self) -> Option<FuncId> {
        match &self.view {
            View::List => match *self.list.lines.get(self.list.cursor)? {
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
        self.list.line_call(line)
    }
}
