//! Searching the list for a function name (`/`, `n`, `N`).

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::super::search;
use super::{Browser, ListLine, View};

impl Browser<'_> {
    pub(super) fn search_key(&mut self, key: KeyEvent) {
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
                // Each text is searched from where the search started, as
                // less and vim do: a text that no longer matches leaves the
                // cursor there, not on the last partial match.
                self.search.text.push(c);
                self.cursor = self.search.start.min(self.lines.len().saturating_sub(1));
                self.find_next(false, 1);
            }
            _ => {}
        }
    }

    /// Moves the list cursor to the next (or previous) row whose function
    /// name matches the search (see [`search`]), from the cursor
    /// (`skip`: not the row under it); wraps around.
    pub(super) fn find_next(&mut self, skip: bool, step: isize) {
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
                None => search::name_matches(profile, r, &query),
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
}
