//! The comparison (`--browse --diff`) as a kind of table the browser
//! lists ([`ListTable`]): drawn as the function list is, each figure the
//! text diff's cell for the same line
//! ([`crate::browse::diff::DiffTable::cells`]).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::{ListTable, Look, Status, Theme, call_line, fit_status, row_line, rows_count, typed_status};
use crate::browse::diff::DiffBrowser;
use crate::browse::model::ListLine;
use crate::report::diff::text::{plain, signed};

/// The keys of the comparison, as `?` shows them.
pub const DIFF_HELP: &[&str] = &[
    "Keys (comparison)",
    "  Up/Down j/k PgUp/PgDn Home/End   move",
    "  Right/Space/+  Left/-    expand/collapse changes of callers (<), callees (>)",
    "  Enter          on a call: go to the other function's row",
    "  Backspace/Esc  back",
    "  /  n  N        search names (smart case) / next / previous match",
    "  Tab/Shift-Tab  sort by the next/previous event",
    "  i              compare inclusive / self costs",
    "  ?              this help      q, Ctrl-C   quit",
    "",
    "Figures are NEW minus OLD, in percent of OLD's total, as --diff prints",
    "them; ? a recursive call's change, not decided by the data (its cost",
    "is in an outer call's). Any key closes this help.",
];

/// Draws the comparison into `buf` over `area`, as the function list is
/// drawn.
pub fn draw_diff(buf: &mut Buffer, area: Rect, b: &mut DiffBrowser, theme: Theme) {
    super::draw(buf, area, b, theme);
}

/// The comparison's columns: the event's, whether in percent, the
/// cells' width.
pub struct ChangeColumns {
    event: usize,
    percs: bool,
    width: usize,
    /// The total change's cells, for the status line.
    totals: Vec<String>,
}

impl ListTable for DiffBrowser {
    type Columns = ChangeColumns;

    fn columns(&mut self, _width: usize) -> (String, String, ChangeColumns) {
        let table = self.table();
        let (e, percs) = (self.event, self.input.opts.show_percs);
        let event = table.events().get(e).cloned().unwrap_or_default();
        let names = &self.input.names;
        let cost = if self.inclusive { "inclusive" } else { "self" };
        let title = format!(
            "cgann: {} minus {}, by absolute change of {cost} {event}",
            names.1, names.0
        );
        let totals = table.total_cells(percs);
        let first = (table.rows() > 0).then(|| table.cells(Some(&table.diff.rows[0].change), percs)[e].len());
        let cw = totals.iter().map(String::len).chain(first).max().unwrap_or(10) + 2;
        let header = format!("  {:>cw$}  function", format!("{event} change"));
        let columns = ChangeColumns {
            event: e,
            percs,
            width: cw,
            totals,
        };
        (title, header, columns)
    }

    /// A row red where it grew, green where it shrank; a call's count
    /// change signed.
    fn line_text(&mut self, c: &ChangeColumns, line: ListLine) -> Option<(String, Look)> {
        let table = self.table();
        let ListLine::Row(r) = line else {
            let call = self.list.line_call(line)?;
            let cell = table.cells(call.change.as_deref(), c.percs).swap_remove(c.event);
            let (name, count) = (table.shown(call.other), signed(call.count));
            let text = call_line(&cell, c.width, line, &name, &count, call.change.is_none(), "");
            return Some((text, Look::Plain));
        };
        let change = table.row_change(r)?;
        let look = match change.get(c.event).copied().unwrap_or(0) {
            0 => Look::Plain,
            v => Look::Changed { grew: v > 0 },
        };
        let cell = table.cells(Some(change), c.percs).swap_remove(c.event);
        Some((row_line(&cell, c.width, &table.shown(r)), look))
    }

    fn help(&self) -> &'static [&'static str] {
        DIFF_HELP
    }

    /// Both profiles' totals and the change.
    fn status(&self, columns: Option<&ChangeColumns>, width: usize) -> String {
        let table = self.table();
        let e = self.event;
        let status = typed_status(&self.list.chrome.search, &self.list.chrome.message).unwrap_or_else(|| {
            let total = |t: &[i128]| plain(t.get(e).copied().unwrap_or(0));
            Status {
                body: format!(
                    "old {} | new {} | change {} | {}",
                    total(&table.diff.old_total),
                    total(&table.diff.new_total),
                    columns.and_then(|c| c.totals.get(e)).map_or("", String::as_str),
                    rows_count(table.rows())
                ),
                total: String::new(),
                hint: true,
            }
        });
        fit_status(&status, width)
    }
}
