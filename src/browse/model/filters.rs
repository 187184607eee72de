//! The filters of the function list: by object or file (`o`/`f`), one
//! row per function of an object (`s`), and undoing them (`x`).

use super::super::figures::OtherView;
use super::{Browser, Filter, View};
use crate::model::FuncId;

/// Whether `row` passes every filter's mask.
fn passes(masks: &[Option<Vec<bool>>], row: u32) -> bool {
    masks.iter().flatten().all(|m| m.get(row as usize) == Some(&true))
}

impl Browser<'_> {
    pub(super) fn passes(&self, row: u32) -> bool {
        passes(&self.masks, row)
    }

    /// `s`: one row per function of an object, or back to the rows as
    /// recorded. Pushed on the filters' stack (so `x` undoes it in turn);
    /// pressed again, it leaves the stack wherever it is. The cursor stays
    /// on the same function: from a context to its merged function, from a
    /// merged function to its costliest context listed.
    pub(super) fn symbols_key(&mut self) {
        self.drop_held();
        // The merged view is made on a helper thread when first wanted
        // (see `Live::start_merge`): until it is there, `s` says so.
        if self.other.is_none() {
            self.symbols_wanted = !self.symbols_wanted;
            self.list.chrome.message = Some(if self.symbols_wanted {
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
    pub(super) fn toggle_symbols(&mut self) {
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
        self.list.open.clear();
        self.list.chrome.history.clear();
        self.view = View::List;
        self.list.chrome.search.hits = None;
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
        if target.is_some_and(|t| !self.list.rows.contains(&t)) {
            self.list.chrome.message = Some("the function is hidden by a filter: x undoes filters".into());
        }
    }

    /// Which functions pass `filter`: one pass over the functions in
    /// memory order, where checking the rows in cost order read them all
    /// over the place (67 ms for `o` on the 1 GB benchmark profile's
    /// 821,000 rows; the mask is looked up in a few hundred kB).
    pub(super) fn mask(&self, filter: &Filter) -> Option<Vec<bool>> {
        let f = &self.figures;
        let functions = 0..f.profile.functions.len() as FuncId;
        match *filter {
            Filter::Object(o) => Some(functions.map(|g| f.object_id(g) == o).collect()),
            Filter::File(n) => Some(functions.map(|g| f.file_id(g) == Some(n)).collect()),
            Filter::Symbols | Filter::Part(_) => None,
        }
    }

    pub(super) fn add_filter(&mut self, object: bool) {
        let Some(f) = self.current_function().filter(|&f| self.figures.is_function(f)) else {
            self.list.chrome.message = Some("no function here to filter by".into());
            return;
        };
        let filter = match (object, self.figures.file_id(f)) {
            (true, _) => Filter::Object(self.figures.object_id(f)),
            (false, Some(file)) => Filter::File(file),
            (false, None) => return,
        };
        if self.filters.contains(&filter) {
            self.list.chrome.message = Some("already filtered so".into());
            return;
        }
        // The rows listed narrow down: only the new filter is checked.
        let mask = self.mask(&filter);
        self.filters.push(filter);
        if let Some(mask) = &mask {
            self.list.rows.retain(|&r| mask.get(r as usize) == Some(&true));
        }
        self.masks.push(mask);
        self.view = View::List;
        self.list.relines(Some(f));
    }

    pub(super) fn undo_filter(&mut self) {
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
            self.list.chrome.message = Some("no filter to undo".into());
            return;
        }
        let keep = self.current_row();
        self.relist(keep);
    }
}
