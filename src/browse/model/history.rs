//! Where Backspace/Esc goes back to, in both browsers ([`History`]),
//! and the function list's places: its view, row and call line.

use super::{Browser, ListLine, SourceState, View, call_line_position};
use crate::model::FuncId;

/// Where Backspace/Esc goes back to, in either browser: the places the
/// last `HISTORY` (200) jumps were made from (a browser's `Place`: a row and
/// the call line under it, the view too in the function list).
pub struct History<P>(Vec<P>);

impl<P> Default for History<P> {
    fn default() -> Self {
        History(Vec::new())
    }
}

impl<P> History<P> {
    /// Keeps `place`, forgetting the oldest past `HISTORY` (200).
    pub fn push(&mut self, place: P) {
        if self.0.len() == HISTORY {
            self.0.remove(0);
        }
        self.0.push(place);
    }

    pub fn pop(&mut self) -> Option<P> {
        self.0.pop()
    }

    pub fn clear(&mut self) {
        self.0.clear();
    }
}

/// Said by Backspace/Esc with nowhere to go back to.
pub const AT_START: &str = "at the start of the history (q quits)";

/// Where the function list goes back to.
#[derive(Clone)]
pub struct Place {
    view: View,
    list_row: Option<u32>,
    /// The line within the row's open call lists the cursor was on (a
    /// caller or callee, by the function called), to return to it.
    list_call: Option<(ListLine, FuncId)>,
    /// Whose figures were shown (see [`super::parts::Parts::shown_slot`]): the
    /// view is made again of the figures shown when they are another
    /// part's (functions are the same ids in every part).
    slot: usize,
}

/// How far back Backspace/Esc can go.
const HISTORY: usize = 200;

impl Browser<'_> {
    /// Where the cursor is: the view, its list row and call line.
    pub(super) fn place(&self) -> Place {
        let line = self.lines.get(self.cursor).copied();
        let list_call = match (line, self.line_call_other()) {
            (Some(l @ (ListLine::Caller { .. } | ListLine::Callee { .. })), Some(f)) => Some((l, f)),
            _ => None,
        };
        Place {
            view: self.view.clone(),
            list_row: self.current_row(),
            list_call,
            slot: self.parts.shown_slot(),
        }
    }

    pub(super) fn push_history(&mut self) {
        let here = self.place();
        self.chrome.history.push(here);
    }

    /// The function at the other end of the call line under the list
    /// cursor.
    fn line_call_other(&self) -> Option<FuncId> {
        self.line_call(*self.lines.get(self.cursor)?).map(|c| c.other)
    }

    /// Backspace/Esc: back to `place` (see [`super::ListKeys::back`]).
    pub(super) fn return_to(&mut self, place: Place) {
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
            self.chrome.message = Some(format!(
                "{} has no cost in {}: x undoes the part filter",
                self.figures.name(r),
                self.part_or_whole_name()
            ));
        }
        if let Some((line, f)) = place.list_call {
            self.move_to_call_line(line, f);
        }
    }

    /// The call tree or source of a place in the history, made again of
    /// the figures shown (those of another part than when it was left).
    pub(super) fn remake_view(&mut self) {
        match &self.view {
            View::List => {}
            View::Tree(t) => {
                let root = t.nodes[0].func;
                if !self.listed_anywhere(root) {
                    self.chrome.message = Some(format!(
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
        let at = super::row_position(&self.lines, line.row());
        let found = at.and_then(|at| {
            call_line_position(&self.lines, at, line, |l| {
                self.line_call(l).is_some_and(|c| c.other == f)
            })
        });
        self.cursor = found.unwrap_or(self.cursor);
    }

    /// Puts the list cursor on `row`, lifting filters that hide it.
    pub(super) fn move_list_to(&mut self, row: u32) {
        if !self.rows.contains(&row) {
            if !self.filters.is_empty() && !self.passes(row) {
                // Those that hide it; the merged view stays.
                let keep: Vec<bool> = self.masks.iter().map(Option::is_none).collect();
                let mut k = keep.iter();
                self.filters.retain(|_| *k.next().unwrap_or(&false));
                self.masks.retain(Option::is_none);
                self.chrome.message = Some("filters cleared to show the function".into());
            }
            self.relist(Some(row));
        }
        if let Some(i) = super::row_position(&self.lines, row) {
            self.cursor = i;
        }
    }
}
