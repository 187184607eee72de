//! Where Backspace/Esc goes back to, in both browsers ([`History`]),
//! and the function list's places: its view, row and call line.

use super::{Browser, SourceState, Spot, View};
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
    /// The list's row and the call line under it the cursor was on.
    list: Spot,
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
        Place {
            view: self.view.clone(),
            list: self.list.spot(),
            slot: self.parts.shown_slot(),
        }
    }

    pub(super) fn push_history(&mut self) {
        let here = self.place();
        self.list.chrome.history.push(here);
    }

    /// Said when `f`, gone back to, has no cost in the part shown.
    fn no_cost_here(&self, f: FuncId) -> String {
        format!(
            "{} has no cost in {}: x undoes the part filter",
            self.figures.name(f),
            self.part_or_whole_name()
        )
    }

    /// Backspace/Esc: back to `place` (see [`super::ListKeys::back`]).
    pub(super) fn return_to(&mut self, place: Place) {
        self.view = place.view;
        if let Some(r) = place.list.row {
            self.move_list_to(r);
        }
        if place.slot != self.parts.shown_slot() {
            self.remake_view();
        }
        if let Some(r) = place.list.row
            && !self.list.rows.contains(&r)
            && matches!(self.view, View::List)
        {
            self.list.chrome.message = Some(self.no_cost_here(r));
        }
        self.list.return_to_call(&place.list);
    }

    /// The call tree or source of a place in the history, made again of
    /// the figures shown (those of another part than when it was left).
    pub(super) fn remake_view(&mut self) {
        match &self.view {
            View::List => {}
            View::Tree(t) => {
                let root = t.nodes[0].func;
                if !self.listed_anywhere(root) {
                    self.list.chrome.message = Some(self.no_cost_here(root));
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

    /// Puts the list cursor on `row`, lifting filters that hide it.
    pub(super) fn move_list_to(&mut self, row: u32) {
        if !self.list.rows.contains(&row) {
            if !self.filters.is_empty() && !self.passes(row) {
                // Those that hide it; the merged view stays.
                let keep: Vec<bool> = self.masks.iter().map(Option::is_none).collect();
                let mut k = keep.iter();
                self.filters.retain(|_| *k.next().unwrap_or(&false));
                self.masks.retain(Option::is_none);
                self.list.chrome.message = Some("filters cleared to show the function".into());
            }
            self.relist(Some(row));
        }
        self.list.go_to(row);
    }
}
