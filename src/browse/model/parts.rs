//! The thread/part filter (`p`): one thread, dump or input file of the
//! profiles summed, picked from a list.
//!
//! Profiles of one run come as several files (`--separate-threads=yes`:
//! `callgrind.out.PID-01`, `-02`, ...; dumps: `.1`, `.2`, ...) or as one
//! file of several parts, and the first screen shows their sum, as the
//! report does. The loader keeps each part's costs apart as well, in the
//! ids of the whole profile ([`crate::model::PartCosts`]): a part shown is
//! a profile of its own with its own figures (percentages of the part's
//! total, as the report of that file alone prints them), and a function is
//! the same row in every part, so the object and file filters, the cursor
//! and the open call lists carry over. A part's figures are made when it is
//! first picked and kept; its inclusive costs are computed as the whole
//! profile's are, on a helper thread, the list by self cost shown
//! meanwhile.

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use super::super::figures::{Figures, OtherView, Prepared};
use super::{Browser, Filter, ListLine, Place, View};
use crate::model::Profile;
use crate::report::Options;

/// The parts of the profile browsed and the figures made of them.
pub struct Parts<'p> {
    /// The profile whose parts are kept apart (the sum).
    whole: &'p Profile,
    /// The figures not shown: `[0]` the whole profile's while a part is
    /// shown, `[k + 1]` part k's once made.
    shelf: Vec<Option<Figures<'p>>>,
    /// Which of `shelf`'s figures is shown (0: the whole profile's).
    shown: usize,
    /// The list of parts is open, its cursor on this part.
    pub menu: Option<usize>,
    /// Parts' profiles whose inclusive costs are to be computed.
    to_prepare: Vec<&'p Profile>,
    /// The profile as recorded of each slot of `shelf`, once made.
    recorded: Vec<Option<&'p Profile>>,
    /// The other view (merged, or as recorded while merged is shown) of
    /// each slot not shown; the shown slot's is the browser's `other`.
    others: Vec<Option<OtherView<'p>>>,
    /// Whether each slot's merged view has been asked of a helper thread.
    merge_asked: Vec<bool>,
    /// The history and view of merged functions held while a slot's
    /// merged view is made (the rows as recorded shown meanwhile have
    /// other ids): given back when it is shown.
    held: Option<(usize, super::History<Place>, View)>,
}

impl<'p> Parts<'p> {
    pub fn new(whole: &'p Profile) -> Self {
        let slots = whole.kept_parts() + 1;
        let mut recorded = vec![None; slots];
        recorded[0] = Some(whole);
        Parts {
            whole,
            shelf: (0..slots).map(|_| None).collect(),
            shown: 0,
            menu: None,
            to_prepare: Vec::new(),
            recorded,
            others: (0..slots).map(|_| None).collect(),
            merge_asked: vec![false; slots],
            held: None,
        }
    }

    /// Which figures are shown: 0 the whole profile's, k + 1 part k's.
    pub fn shown_slot(&self) -> usize {
        self.shown
    }

    pub fn count(&self) -> usize {
        self.whole.kept_parts()
    }
}

/// Part `k` of `whole` as a profile of its own, focused as the whole one
/// is. It lives as long as the browser's profile: the browser runs until
/// the process ends, and each part is made once.
fn part_profile(whole: &Profile, k: usize, base: &Options) -> Result<&'static Profile, String> {
    let part = whole.part(k).ok_or("no such part")?;
    Ok(Box::leak(Box::new(crate::report::apply_focus(part, base)?)))
}

impl<'p> Browser<'p> {
    /// Part `k`'s thread and part numbers (`part #k` when the file
    /// numbers neither), and its file's name when those numbers alone
    /// do not tell it from the other parts.
    pub fn part_name(&self, k: usize) -> String {
        let numbers = self.part_numbers(k);
        let unique = (0..self.parts.count())
            .filter(|&j| self.part_numbers(j) == numbers)
            .count()
            == 1;
        match self.part_file(k) {
            Some(file) if !unique => format!("{numbers} {file}"),
            _ => numbers,
        }
    }

    fn part_numbers(&self, k: usize) -> String {
        let Some(h) = self.parts.whole.parts.get(k) else {
            return format!("part #{}", k + 1);
        };
        let text = |v: &Option<Vec<u8>>| v.as_deref().map(|t| String::from_utf8_lossy(t).trim().to_string());
        let mut name = Vec::new();
        let parts_per_input = self.parts.whole.parts.iter().filter(|p| p.input == h.input).count();
        if let Some(t) = text(&h.thread) {
            name.push(format!("thread {t}"));
        }
        if parts_per_input > 1 || name.is_empty() {
            match text(&h.part) {
                Some(p) => name.push(format!("part {p}")),
                None => name.push(format!("part #{}", k + 1)),
            }
        }
        name.join(" ")
    }

    /// The name of the file part `k` comes from (without its folders),
    /// when several were loaded.
    fn part_file(&self, k: usize) -> Option<String> {
        let h = self.parts.whole.parts.get(k)?;
        let file = self.inputs.get(h.input).filter(|_| self.inputs.len() > 1)?;
        Some(super::super::view::file_name(file).to_string())
    }

    /// The part shown by name, or "the whole profile".
    pub fn part_or_whole_name(&self) -> String {
        match self.parts.shown {
            0 => "the whole profile".into(),
            slot => self.part_name(slot - 1),
        }
    }

    /// The lines of the list of parts: name and self cost of the event
    /// sorted by, with its share of the whole profile's.
    pub fn part_menu_lines(&self) -> Vec<String> {
        let whole = self.parts.whole;
        let event = self.event;
        let total = whole.self_total.get(event);
        let event_name = whole.events.get(event).map_or("", String::as_str);
        let names: Vec<String> = (0..self.parts.count())
            .map(|k| match self.part_file(k) {
                Some(file) => format!("{}  {file}", self.part_numbers(k)),
                None => self.part_numbers(k),
            })
            .collect();
        let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
        let costs = whole.part_costs.as_deref().unwrap_or_default();
        names
            .iter()
            .zip(costs)
            .map(|(name, costs)| {
                let v = costs.self_total.get(event);
                let share = match (v, total) {
                    (Some(v), Some(t)) if t != 0 => format!(" ({:5.2}%)", v as f64 * 100.0 / t as f64),
                    _ => String::new(),
                };
                let v = v.map_or(".".to_string(), crate::report::format::commify);
                format!("{name:<width$}  {event_name} {v}{share}")
            })
            .collect()
    }

    /// `p`: opens the list of parts.
    pub(super) fn parts_key(&mut self) {
        if self.parts.count() == 0 {
            let n = self.figures.profile.parts.len().max(self.parts.whole.parts.len());
            self.list.chrome.message = Some(if n > crate::model::builder::MAX_KEPT_PARTS {
                format!(
                    "{n} parts: more than {} are shown summed only",
                    crate::model::builder::MAX_KEPT_PARTS
                )
            } else {
                "one thread or part only: nothing to pick from (p filters a profile of several)".into()
            });
            return;
        }
        self.parts.menu = Some(self.parts.shown.saturating_sub(1));
    }

    /// A key while the list of parts is open.
    pub(super) fn part_menu_key(&mut self, key: KeyEvent) {
        let Some(at) = self.parts.menu else { return };
        let last = self.parts.count().saturating_sub(1);
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => self.parts.menu = Some(at.saturating_sub(1)),
            KeyCode::Down | KeyCode::Char('j') => self.parts.menu = Some((at + 1).min(last)),
            KeyCode::Home | KeyCode::Char('g') => self.parts.menu = Some(0),
            KeyCode::End | KeyCode::Char('G') => self.parts.menu = Some(last),
            KeyCode::Enter => {
                self.parts.menu = None;
                self.pick_part(at);
            }
            KeyCode::Esc | KeyCode::Backspace | KeyCode::Char('q') | KeyCode::Char('p') => self.parts.menu = None,
            _ => {}
        }
    }

    /// Shows part `k` alone: a filter on the stack.
    fn pick_part(&mut self, k: usize) {
        if self.filters.last() == Some(&Filter::Part(k)) {
            self.list.chrome.message = Some("already filtered so".into());
            return;
        }
        if let Err(m) = self.show_part(Some(k)) {
            self.list.chrome.message = Some(format!("{}: {m}", self.part_name(k)));
            return;
        }
        self.filters.push(Filter::Part(k));
        // A part is no mask of rows: the figures shown are the part's.
        self.masks.push(None);
        self.after_part_change();
    }

    /// `x` on a part filter: back to the part below it on the stack, or
    /// to the whole profile.
    pub(super) fn undo_part(&mut self) {
        self.filters.pop();
        self.masks.pop();
        let below = self.filters.iter().rev().find_map(|f| match f {
            Filter::Part(k) => Some(*k),
            _ => None,
        });
        // The figures of a part shown before cannot fail to be there.
        if let Err(m) = self.show_part(below) {
            self.list.chrome.message = Some(m);
        }
        self.after_part_change();
    }

    /// Puts part `k`'s figures (`None`: the whole profile's) on show, one
    /// row per function when that is shown: the part's merged view if
    /// made, else its rows as recorded until it is (asked for as `s` asks;
    /// the merged functions' ids are the same in every part, as the
    /// functions' are).
    fn show_part(&mut self, k: Option<usize>) -> Result<(), String> {
        let slot = k.map_or(0, |k| k + 1);
        if slot == self.parts.shown {
            return Ok(());
        }
        let figures = match self.parts.shelf.get_mut(slot).and_then(Option::take) {
            Some(f) => f,
            None => {
                let k = k.ok_or("the whole profile's figures are missing")?;
                let base = self.figures.base;
                let profile = part_profile(self.parts.whole, k, base)?;
                let figures = Figures::new(profile, base).map_err(|e| e.to_string())?;
                self.parts.to_prepare.push(profile);
                self.parts.recorded[slot] = Some(profile);
                figures
            }
        };
        self.parts.held = None;
        // The rows as recorded on show, the merged view aside.
        let merged = self.symbols;
        if merged {
            self.swap_other();
        }
        let old = std::mem::replace(&mut self.figures, figures);
        let old_slot = self.parts.shown;
        self.parts.shelf[old_slot] = Some(old);
        self.parts.others[old_slot] = self.other.take();
        self.parts.shown = slot;
        self.other = self.parts.others[slot].take();
        if merged {
            if self.other.is_some() {
                self.swap_other();
            } else {
                // Shown when made (see `Browser::other_view_for`);
                // meanwhile the rows as recorded, whose ids are not the
                // merged ones: the cursor goes to the function's first
                // context, the open call lists are dropped, and the
                // history and view are held until the merged view is
                // shown.
                let symbol_of = self.parts.others[old_slot].as_ref().map(|o| o.symbol_of);
                let context = self
                    .current_function()
                    .zip(symbol_of)
                    .and_then(|(s, of)| of.iter().position(|&x| x == s));
                self.list.open.clear();
                let view = std::mem::replace(&mut self.view, View::List);
                self.parts.held = Some((slot, std::mem::take(&mut self.list.chrome.history), view));
                self.list.lines = context.map(|f| vec![ListLine::Row(f as u32)]).unwrap_or_default();
                self.list.cursor = 0;
                self.symbols = false;
                self.filters.retain(|f| *f != Filter::Symbols);
                self.symbols_wanted = true;
            }
        }
        Ok(())
    }

    /// Gives back the history and view held while the merged view shown
    /// now was made (see [`Browser::show_part`]), the view made of its
    /// figures.
    pub(super) fn give_back_held(&mut self) {
        match self.parts.held.take() {
            Some((slot, history, view)) if slot == self.parts.shown && self.symbols => {
                self.list.chrome.history = history;
                if !matches!(view, View::List) {
                    self.view = view;
                    self.remake_view();
                }
            }
            _ => {}
        }
    }

    /// Drops what [`Browser::give_back_held`] would give back.
    pub(super) fn drop_held(&mut self) {
        self.parts.held = None;
    }

    /// The profile whose merged view is wanted and not asked for yet (the
    /// one shown as recorded); asked for from now on.
    pub fn take_merge_request(&mut self) -> Option<&'p Profile> {
        let slot = self.parts.shown;
        if !self.symbols_wanted || self.other.is_some() || self.parts.merge_asked[slot] {
            return None;
        }
        self.parts.merge_asked[slot] = true;
        self.parts.recorded[slot]
    }

    /// Makes here, now, the merged view [`Browser::take_merge_request`]
    /// hands to a helper thread (for tests, which have none).
    pub fn merge_now(&mut self) {
        if let Some(profile) = self.take_merge_request() {
            let (merged, symbol_of) = super::super::figures::symbol_profile(profile);
            let figures = Figures::ready(merged, self.figures.base).expect("the options fit the merged profile");
            self.other_view_for(profile, OtherView { figures, symbol_of });
        }
    }

    /// The merged view of `of` (the whole profile or a part as recorded)
    /// is made: shown if `of` is shown and `s` asked for it, else kept.
    pub fn other_view_for(&mut self, of: &'p Profile, other: OtherView<'p>) {
        let slot = self
            .parts
            .recorded
            .iter()
            .position(|r| r.is_some_and(|r| std::ptr::eq(r, of)));
        match slot {
            Some(slot) if slot != self.parts.shown => self.parts.others[slot] = Some(other),
            _ => self.other_view(other),
        }
    }

    /// After other figures are shown: the list sorted again, the cursor
    /// on the same function if listed, the open call lists and the call
    /// tree and source made again of the new figures (the history too, when
    /// gone back to); the search's matches were of the old ones.
    fn after_part_change(&mut self) {
        let from = self.current_function();
        self.list.chrome.search.hits = None;
        // Masks are of the functions shown (merged or not).
        let filters = std::mem::take(&mut self.filters);
        self.masks = filters.iter().map(|f| self.mask(f)).collect();
        self.filters = filters;
        self.resort();
        // The source's costs are the part's too (`resort` made the tree).
        if matches!(self.view, View::Source(_)) {
            self.remake_view();
        }
        if let Some(f) = from
            && matches!(self.view, View::List)
            && !self.list.rows.contains(&f)
        {
            self.list.chrome.message = Some("the function has no cost here: x undoes the filter".into());
        }
        if self.symbols_wanted {
            self.list.chrome.message = Some(format!(
                "merging {} into one row per function... (s again cancels)",
                self.part_or_whole_name()
            ));
        }
    }

    /// Takes the parts' profiles whose inclusive costs are to be computed
    /// (see [`Figures::prepare`]); the browser takes the result in
    /// [`Browser::prepared`].
    pub fn take_parts_to_prepare(&mut self) -> Vec<&'p Profile> {
        std::mem::take(&mut self.parts.to_prepare)
    }

    /// Computes here, now, what [`Browser::take_parts_to_prepare`] hands to
    /// a helper thread (for tests, which have none).
    pub fn prepare_parts_now(&mut self) {
        let base = self.figures.base;
        for profile in self.take_parts_to_prepare() {
            self.prepared(Figures::prepare(profile, base));
        }
    }

    /// Gives `p` to the figures on the shelf it is of; `Some(p)` back when
    /// none is.
    pub(super) fn shelve_prepared(&mut self, p: Prepared<'p>) -> Option<Prepared<'p>> {
        let of = p.profile;
        let others = self.parts.others.iter_mut().flatten().map(|o| &mut o.figures);
        match self
            .parts
            .shelf
            .iter_mut()
            .flatten()
            .chain(others)
            .find(|f| std::ptr::eq(f.profile, of))
        {
            Some(f) => {
                f.set_prepared(p);
                None
            }
            None => Some(p),
        }
    }
}
