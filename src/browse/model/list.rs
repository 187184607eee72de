//! The list both browsers show, owned once ([`List`]): the rows of a
//! table in order (the profile's functions, the comparison's changed
//! functions, each by its function's number), the callers and callees
//! open under some of them, the cursor, and what is kept around it
//! ([`Chrome`]); and what the keys do to it ([`ListKeys`]). Each browser
//! only says what its table lists: its rows, a row's calls, its figures
//! (drawn by [`crate::browse::view`]'s one list drawing).

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use rustc_hash::FxHashMap;

use super::{AT_START, History, NO_SEARCH, Search};

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

/// A call listed under a row: the function at its other end.
pub trait ListedCall {
    fn other(&self) -> u32;
}

impl<C> ListedCall for crate::view::table::Call<C> {
    fn other(&self) -> u32 {
        self.other
    }
}

impl ListedCall for crate::report::diff::CallLine {
    fn other(&self) -> u32 {
        self.other
    }
}

/// A row's callers and callees, as listed under it.
pub type Calls<C> = (Vec<C>, Vec<C>);

/// The list of either browser: its rows in order (by function number),
/// the calls (`C`) open under some, the lines drawn, the cursor, the first
/// line drawn, and the chrome (where Backspace/Esc goes back to: `P`).
pub struct List<P, C> {
    /// The rows listed, in order.
    pub rows: Vec<u32>,
    /// The list as drawn: rows and the call lines under the open ones.
    pub lines: Vec<ListLine>,
    /// The callers and callees of the open rows (by row).
    pub open: FxHashMap<u32, Calls<C>>,
    pub cursor: usize,
    pub offset: usize,
    pub chrome: Chrome<P>,
}

/// Where the cursor is in a list: the row, and the call line under it (by
/// the function at its other end: the list may be sorted again before it
/// is gone back to).
#[derive(Clone)]
pub struct Spot {
    pub row: Option<u32>,
    call: Option<(ListLine, u32)>,
}

impl<P, C: ListedCall> Default for List<P, C> {
    fn default() -> Self {
        List {
            rows: Vec::new(),
            lines: Vec::new(),
            open: FxHashMap::default(),
            cursor: 0,
            offset: 0,
            chrome: Chrome::default(),
        }
    }
}

impl<P, C: ListedCall> List<P, C> {
    /// The lines again (the rows, the open ones' calls), the cursor on
    /// `keep`'s row if it is listed, else on the first.
    pub fn relines(&mut self, keep: Option<u32>) {
        let open = &self.open;
        let mut lines = Vec::with_capacity(self.rows.len());
        for &row in &self.rows {
            lines.push(ListLine::Row(row));
            if let Some((callers, callees)) = open.get(&row) {
                lines.extend((0..callers.len() as u32).map(|index| ListLine::Caller { row, index }));
                lines.extend((0..callees.len() as u32).map(|index| ListLine::Callee { row, index }));
            }
        }
        self.lines = lines;
        self.cursor = keep
            .and_then(|k| self.row_position(k))
            .unwrap_or(0)
            .min(self.lines.len().saturating_sub(1));
    }

    /// Lists the open rows' calls again (`calls`: a row's callers and
    /// callees, in the order now shown); the lines are made again after.
    pub fn reopen(&mut self, mut calls: impl FnMut(u32) -> Calls<C>) {
        for (&row, lists) in self.open.iter_mut() {
            *lists = calls(row);
        }
    }

    /// Opens `row`'s calls (`lists`), unless it has none (said, as
    /// [`NO_CALLS`]); the cursor on the row.
    pub fn open_row(&mut self, row: u32, lists: Calls<C>) {
        if lists.0.is_empty() && lists.1.is_empty() {
            self.chrome.message = Some(NO_CALLS.into());
            return;
        }
        self.open.insert(row, lists);
        self.relines(Some(row));
    }

    /// Tab/Shift-Tab: the next (`step` 1) or previous of `count` events
    /// sorted by from `at`, wrapping around; `None` when there is one
    /// (`name`), which is said.
    pub fn step_event(&mut self, count: usize, at: usize, step: isize, name: &str) -> Option<usize> {
        if count <= 1 {
            self.chrome.message = Some(format!("{name} is the only event shown (--show picks events)"));
            return None;
        }
        Some((at as isize + step).rem_euclid(count as isize) as usize)
    }

    /// Closes `row`'s calls, the cursor on the row.
    pub fn close_row(&mut self, row: u32) {
        if self.open.remove(&row).is_some() {
            self.relines(Some(row));
        } else {
            self.go_to(row);
        }
    }

    /// The row the cursor is on (or under).
    pub fn current_row(&self) -> Option<u32> {
        self.lines.get(self.cursor).map(|l| l.row())
    }

    /// The call a call line stands for.
    pub fn line_call(&self, line: ListLine) -> Option<&C> {
        match line {
            ListLine::Row(_) => None,
            ListLine::Caller { row, index } => self.open.get(&row)?.0.get(index as usize),
            ListLine::Callee { row, index } => self.open.get(&row)?.1.get(index as usize),
        }
    }

    /// The function at the other end of a call line.
    pub fn call_target(&self, line: ListLine) -> Option<u32> {
        self.line_call(line).map(ListedCall::other)
    }

    /// Where `Row(row)` is in the lines.
    pub fn row_position(&self, row: u32) -> Option<usize> {
        self.lines.iter().position(|l| *l == ListLine::Row(row))
    }

    /// Puts the cursor on `row`'s line: false when it is not listed.
    pub fn go_to(&mut self, row: u32) -> bool {
        let at = self.row_position(row);
        self.cursor = at.unwrap_or(self.cursor);
        at.is_some()
    }

    /// Where the cursor is.
    pub fn spot(&self) -> Spot {
        let line = self.lines.get(self.cursor).copied();
        Spot {
            row: line.map(ListLine::row),
            call: line.and_then(|l| Some((l, self.call_target(l)?))),
        }
    }

    /// Puts the cursor back on the call line `spot` was on, when its row
    /// (the cursor's) still has its calls open: the line of the same kind
    /// (caller or callee) to the same function; the lists may have been
    /// sorted again since.
    pub fn return_to_call(&mut self, spot: &Spot) {
        let Some((was, other)) = spot.call else { return };
        let Some(at) = self.row_position(was.row()) else { return };
        let same_kind = |l: &ListLine| std::mem::discriminant(l) == std::mem::discriminant(&was);
        let under = self.lines[at + 1..]
            .iter()
            .take_while(|l| !matches!(l, ListLine::Row(_)));
        let found = under
            .enumerate()
            .find(|(_, l)| same_kind(l) && self.call_target(**l) == Some(other));
        if let Some((k, _)) = found {
            self.cursor = at + 1 + k;
        }
    }
}

/// One key handler for both browsers (the function list and the
/// comparison): Ctrl-C and Ctrl-Q quit at once (over a help or a search
/// being typed too), any key closes the help, then goes to an open menu,
/// then to the search being typed; then the keys read the same way
/// whatever is shown (q ? Backspace/Esc Tab/Shift-Tab i / n N); the rest
/// are each browser's own ([`ListKeys::other_key`]).
pub trait ListKeys {
    /// Where a jump is made from, to come back to: the row and the call
    /// line under it the cursor is on (and what else the browser shows).
    type Place;
    /// What the rows' open call lines are.
    type Call: ListedCall;
    fn list(&self) -> &List<Self::Place, Self::Call>;
    fn list_mut(&mut self) -> &mut List<Self::Place, Self::Call>;
    /// A key for a menu open over the list: true when one was.
    fn menu_key(&mut self, _key: KeyEvent) -> bool {
        false
    }
    /// Whether the own name ([`crate::browse::search::own_name`]) of
    /// row `row`'s function matches `query`
    /// ([`crate::browse::search::text_matches`]).
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
        let query = self.list().chrome.search.text.clone();
        if query.is_empty() {
            if skip {
                self.list_mut().chrome.message = Some(NO_SEARCH.into());
            }
            return;
        }
        self.show_list();
        let list = self.list_mut();
        let cursor = list.cursor;
        let mut search = std::mem::take(&mut list.chrome.search);
        // Which rows match, once per text typed (when an index can tell).
        let mut hits = search.hits.take().filter(|(q, _)| *q == query);
        if hits.is_none() {
            hits = self.all_matches(&query).map(|h| (query.clone(), h));
        }
        let lines = &self.list().lines;
        let matches = |i: usize| match lines[i] {
            ListLine::Row(r) => match &hits {
                Some((_, h)) => h.get(r as usize) == Some(&true),
                None => self.row_matches(r, &query),
            },
            _ => false,
        };
        let found = search.find(cursor, lines.len(), (skip, step), matches);
        search.hits = hits;
        let list = self.list_mut();
        list.chrome.search = search;
        match found {
            Ok(i) => list.cursor = i,
            Err(why) => list.chrome.message = Some(why),
        }
    }

    /// Where the cursor is now.
    fn place(&self) -> Self::Place;
    /// Puts the cursor back on `place`, as near as the list allows.
    fn return_to(&mut self, place: Self::Place);
    /// Backspace/Esc: back where the last jump came from.
    fn back(&mut self) {
        match self.list_mut().chrome.history.pop() {
            Some(place) => self.return_to(place),
            None => self.list_mut().chrome.message = Some(AT_START.into()),
        }
    }
    /// Puts the list cursor on the row of `f`: false (having said why)
    /// when it has none.
    fn show_row(&mut self, f: u32) -> bool;
    /// Opens (`open`) or closes the calls of the row under the cursor
    /// (closing them from a call line puts the cursor on the row).
    fn open_calls(&mut self, open: bool) {
        let Some(row) = self.list().current_row() else { return };
        if !open {
            self.close_calls(row);
        } else if !self.list().open.contains_key(&row)
            && let Some(lists) = self.row_calls(row)
        {
            self.list_mut().open_row(row, lists);
        }
    }
    /// The callers and callees of `row`, to open under it: `None`
    /// (having said why) when they cannot be listed now.
    fn row_calls(&mut self, row: u32) -> Option<Calls<Self::Call>>;
    /// Closes `row`'s calls.
    fn close_calls(&mut self, row: u32) {
        self.list_mut().close_row(row);
    }
    /// Enter on a call line: to the other function's row, its calls
    /// open; Backspace/Esc comes back to the call line.
    fn follow_call(&mut self, line: ListLine) {
        let Some(target) = self.list().call_target(line) else {
            return;
        };
        let here = self.place();
        if self.show_row(target) {
            self.list_mut().chrome.history.push(here);
            self.open_calls(true);
        }
    }
    /// A key of the list: movement, opening (closing) a row's calls,
    /// Enter ([`ListKeys::enter_row`] on a row, [`ListKeys::follow_call`]
    /// on a call line), the same in every list.
    fn list_key(&mut self, key: KeyEvent) {
        let list = self.list_mut();
        if move_cursor(&mut list.cursor, key.code, list.lines.len(), list.chrome.page) {
            return;
        }
        match (open_key(key.code), list.lines.get(list.cursor).copied()) {
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
        let list = self.list_mut();
        list.chrome.search.begin(list.cursor);
    }
    fn other_key(&mut self, key: KeyEvent);

    fn answer(&mut self, key: KeyEvent) {
        let chrome = &mut self.list_mut().chrome;
        chrome.message = None;
        if key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c') | KeyCode::Char('q'))
        {
            chrome.quit = true;
            return;
        }
        if std::mem::take(&mut chrome.help) {
            return;
        }
        let typing = chrome.search.typing;
        if self.menu_key(key) {
            return;
        }
        if typing {
            let list = self.list_mut();
            if list.chrome.search.typing_key(key, &mut list.cursor, list.lines.len()) {
                self.find_next(false, 1);
            }
            return;
        }
        match key.code {
            KeyCode::Char('q') => self.list_mut().chrome.quit = true,
            KeyCode::Char('?') | KeyCode::F(1) => self.list_mut().chrome.help = true,
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
/// function or cycle, by its number), or one of the callers/callees
/// open under it.
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

/// Said when a row's calls are opened and it has none listed.
pub const NO_CALLS: &str = "no calls from or to this function";
