//! Drawing the comparison (`--browse --diff`) as the function list is
//! drawn ([`draw_rows`], the help, the status line), each figure the text
//! diff's cell for the same line ([`DiffTable::cells`]).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::{Look, Status, Theme, draw_help, draw_rows, fit_status, keep_visible, rows_count, screen, typed_status};
use crate::browse::diff::{DiffBrowser, DiffTable};
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

/// A line of the comparison: its figure in event `e` and its name, as
/// `--diff --tree=both` prints them (`cw` wide), and how it looks.
fn diff_line(table: &DiffTable, line: ListLine, e: usize, percs: bool, cw: usize) -> Option<(String, Look)> {
    let cell = table.cells(line, percs)?.swap_remove(e);
    let row = line.row() as usize;
    let (arrow, call) = match line {
        ListLine::Row(_) => {
            let change = table.change(row, e);
            let look = match change {
                0 => Look::Plain,
                v => Look::Changed { grew: v > 0 },
            };
            return Some((format!(" {cell:>cw$}  {}", table.row_name(row)), look));
        }
        ListLine::Caller { .. } => ("<", table.call(line)?),
        ListLine::Callee { .. } => (">", table.call(line)?),
    };
    let recursive = if call.change.is_none() { " recursive" } else { "" };
    let name = table.shown(call.other);
    let text = format!(" {cell:>cw$}    {arrow} {name} ({}x){recursive}", signed(call.count));
    Some((text, Look::Plain))
}

/// Draws the comparison into `buf` over `area`.
pub fn draw_diff(buf: &mut Buffer, area: Rect, b: &mut DiffBrowser, theme: Theme) {
    let Some((mut s, body)) = screen(buf, area, theme) else {
        return;
    };
    b.chrome.page = body;
    keep_visible(b.cursor, &mut b.offset, body);
    let table = b.table();
    let (e, percs) = (b.event, b.input.opts.show_percs);
    let event = table.events().get(e).cloned().unwrap_or_default();
    let names = &b.input.names;
    let cost = if b.inclusive { "inclusive" } else { "self" };
    let title = format!(
        "cgann: {} minus {}, by absolute change of {cost} {event}",
        names.1, names.0
    );
    s.line(0, &title, theme.bar());
    let totals = table.total_cells(percs);
    let first = table.cells(ListLine::Row(0), percs).map(|c| c[e].len());
    let cw = totals.iter().map(String::len).chain(first).max().unwrap_or(10) + 2;
    s.line(
        1,
        &format!("  {:>cw$}  function", format!("{event} change")),
        Style::default(),
    );
    let lines = &b.lines;
    draw_rows(&mut s, body, b.offset, b.cursor, |k| {
        diff_line(table, *lines.get(k)?, e, percs, cw)
    });
    if b.chrome.help {
        draw_help(&mut s, body, DIFF_HELP);
    }
    let status = typed_status(&b.chrome.search, &b.chrome.message).unwrap_or_else(|| {
        let total = |t: &[i128]| plain(t.get(e).copied().unwrap_or(0));
        Status {
            body: format!(
                "old {} | new {} | change {} | {}",
                total(&table.diff.old_total),
                total(&table.diff.new_total),
                totals.get(e).map_or("", String::as_str),
                rows_count(table.rows())
            ),
            total: String::new(),
            hint: true,
        }
    });
    s.line(body + 2, &fit_status(&status, s.width), theme.bar());
}
