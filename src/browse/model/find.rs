//! Searching a list for a function name (`/`, `n`, `N`): the search as
//! both browsers type and run it ([`super::ListKeys::find_next`]).

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::Search;

impl Search {
    /// `/`: a new text, searched from `cursor`. The last text's matches
    /// stay: typing it again finds them.
    pub fn begin(&mut self, cursor: usize) {
        *self = Search {
            text: String::new(),
            typing: true,
            start: cursor,
            failed: false,
            hits: self.hits.take(),
        };
    }

    /// A key while the text is typed (in a list of `len` lines): Enter
    /// ends it, Esc too with the cursor back where the search started.
    /// True when the text changed: it is to be searched again, from where
    /// the search started (the cursor is put back there): as in less and
    /// vim, a text that no longer matches leaves the cursor there, not on
    /// the last partial match.
    pub fn typing_key(&mut self, key: KeyEvent, cursor: &mut usize, len: usize) -> bool {
        let start = self.start.min(len.saturating_sub(1));
        let changed = match key.code {
            KeyCode::Esc => {
                self.typing = false;
                *cursor = start;
                false
            }
            KeyCode::Enter => {
                self.typing = false;
                false
            }
            KeyCode::Backspace => {
                self.text.pop();
                true
            }
            KeyCode::Char(c) if !key.modifiers.contains(KeyModifiers::CONTROL) => {
                self.text.push(c);
                true
            }
            _ => false,
        };
        if changed {
            *cursor = start;
        }
        changed
    }

    /// The first of `len` lines from `cursor` (`skip`: not the one under
    /// it) going by `step`, wrapping around, that `matches`; when none
    /// does, the message that says so (and the search is marked failed).
    pub fn find(
        &mut self,
        cursor: usize,
        len: usize,
        (skip, step): (bool, isize),
        matches: impl Fn(usize) -> bool,
    ) -> Result<usize, String> {
        let start = cursor as isize + if skip { step } else { 0 };
        let found = (0..len as isize)
            .map(|k| (start + k * step).rem_euclid(len.max(1) as isize) as usize)
            .find(|&i| matches(i));
        self.failed = found.is_none();
        found.ok_or_else(|| format!("no function name matches '{}'", self.text))
    }
}

/// Said by `n`/`N` before any search.
pub const NO_SEARCH: &str = "no search (/ starts one)";
