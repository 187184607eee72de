//! The source (`a`) and machine-code (`m`) views of a function.

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use super::super::text::{SourceText, TextLine};
use super::{Browser, ListKeys, SourceState, View};
use crate::model::FuncId;

/// Characters Left/Right scroll the source sideways.
const SIDEWAYS: usize = 20;

impl Browser<'_> {
    pub(super) fn open_source(&mut self) {
        let Some(f) = self.current_function().filter(|&f| self.figures.is_function(f)) else {
            self.list.chrome.message = Some("no function here".into());
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
                    .position(|l| l.number().is_some_and(|n| n >= want))
                    .or_else(|| text.lines.iter().rposition(|l| l.number().is_some()))
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
            offset: cursor.saturating_sub(self.list.chrome.page / 3),
            column: 0,
        });
    }

    /// The machine code of the function under the cursor, its hottest
    /// instruction (the first marked `>>`) under the cursor.
    pub(super) fn open_machine_code(&mut self) {
        let Some(f) = self.current_function().filter(|&f| self.figures.is_function(f)) else {
            self.list.chrome.message = Some("no function here".into());
            return;
        };
        let text = self.figures.machine_code(f, self.event);
        let cursor = text
            .lines
            .iter()
            .position(|l| matches!(l, TextLine::Instr { hot: true, .. }))
            .unwrap_or(0);
        self.show_text(f, true, text, cursor);
    }

    pub(super) fn source_key(&mut self, key: KeyEvent) {
        if key.code == KeyCode::Enter {
            self.follow_call();
            return;
        }
        let page = self.list.chrome.page.max(1);
        let View::Source(s) = &mut self.view else { return };
        if super::move_cursor(&mut s.cursor, key.code, s.text.lines.len(), page) {
            return;
        }
        match key.code {
            KeyCode::Right | KeyCode::Char('L') => {
                let longest = (s.text.lines.iter())
                    .map(|l| super::super::view::text_line(&s.text, l).chars().count())
                    .max()
                    .unwrap_or(0);
                s.column = (s.column + SIDEWAYS).min(longest.saturating_sub(SIDEWAYS / 2));
            }
            KeyCode::Left | KeyCode::Char('H') => s.column = s.column.saturating_sub(SIDEWAYS),
            _ => {}
        }
    }
}

impl Browser<'_> {
    /// Enter in the source or machine code: goes to the callee of the `=>`
    /// line under the cursor (by the id the view gives it), or, on a line
    /// with calls under it, to the costliest of them (said on the status
    /// line), as Enter on a callee in the list does; Backspace comes back
    /// to the same line.
    fn follow_call(&mut self) {
        let View::Source(s) = &self.view else { return };
        let lines = &s.text.lines;
        let Some(here) = lines.get(s.cursor) else { return };
        let event = s.text.event;
        let (call, several) = match here {
            TextLine::Call { .. } => (here, None),
            _ => {
                // A line's `=>` lines follow it.
                let calls: Vec<&TextLine> = lines[s.cursor + 1..]
                    .iter()
                    .take_while(|l| matches!(l, TextLine::Call { .. }))
                    .collect();
                // The costliest (an undecided cost counts as none), the
                // first of equals.
                let cost = |l: &&&TextLine| {
                    l.call()
                        .and_then(|(_, c)| c.value().and_then(|v| v.get(event)))
                        .unwrap_or(0)
                };
                let Some(best) = calls.iter().rev().max_by_key(cost) else {
                    self.list.chrome.message =
                        Some("no call here: Enter on a `=>` line goes to the function called".into());
                    return;
                };
                (*best, (calls.len() > 1).then_some(calls.len()))
            }
        };
        let TextLine::Call { callee, name, .. } = call else {
            return;
        };
        let Some(f) = *callee else {
            self.list.chrome.message = Some(format!("{name} is not a function of this profile"));
            return;
        };
        self.push_history();
        self.view = View::List;
        self.move_list_to(f);
        if self.current_row() != Some(f) {
            self.list.chrome.message = Some(format!("{} has no cost listed here", self.figures.name(f)));
            return;
        }
        self.open_calls(true);
        if let Some(n) = several {
            self.list.chrome.message = Some(format!(
                "{}: the costliest of the {n} calls on that line (Enter on a `=>` line picks one)",
                self.figures.name(f)
            ));
        }
    }
}
