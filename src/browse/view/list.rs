//! The function list as a kind of table the browser lists
//! ([`ListTable`]): costs by self and inclusive cost, hot rows, the
//! status line of what is shown.

use super::{
    HELP, HOT, ListTable, Look, MIN_TITLE, Screen, call_line, cell, cost_width, draw_part_menu, draw_source, draw_tree,
    figure_cell, file_name, fit_status, get, row_line, row_name, rows_count, shown_value, status_line,
};
use crate::browse::model::{Browser, Filter, ListLine, View};
use crate::model::cost::Val;
use crate::report::format::{commify, percent};
use crate::view::Figure;

/// The function list's columns: the event's, its total, the cells'
/// width, and whether both self and inclusive costs fit.
pub struct CostColumns {
    event: usize,
    total: Option<Val>,
    width: usize,
    both: bool,
}

impl ListTable for Browser<'_> {
    type Columns = CostColumns;

    fn columns(&mut self, width: usize) -> (String, String, CostColumns) {
        let e = self.event;
        let total = self.figures.total(e);
        let cw = cost_width(total, self.figures.inclusive_has_bounds());
        let event = &self.figures.profile.events[e];
        let sorted = |incl: bool| if incl == self.inclusive { "*" } else { "" };
        let filters = if self.filters.iter().all(|f| *f == Filter::Symbols) {
            String::new()
        } else {
            format!(" (filtered to {})", rows_count(self.list.rows.len()))
        };
        let title = format!(
            "cgann: {} by {} {event}{filters}",
            if self.symbols {
                "one row per function,"
            } else {
                "functions"
            },
            if self.inclusive { "inclusive" } else { "self" }
        );
        // In a narrow window only the column sorted by is shown.
        let both = width >= 2 * cw + 24;
        let header = if both {
            format!(
                "  {:>cw$} {:>cw$}  function",
                format!("{event} self{}", sorted(false)),
                format!("{event} incl{}", sorted(true))
            )
        } else {
            format!(
                "  {:>cw$}  function",
                format!("{event} {}", if self.inclusive { "incl" } else { "self" })
            )
        };
        let columns = CostColumns {
            event: e,
            total,
            width: cw,
            both,
        };
        (title, header, columns)
    }

    fn line_text(&mut self, c: &CostColumns, line: ListLine) -> Option<(String, Look)> {
        let (e, total, cw) = (c.event, c.total, c.width);
        let ListLine::Row(r) = line else {
            let call = self.line_call(line)?.clone();
            let cost = figure_cell(Some(&call.cost), e, total, cw);
            let cells = if c.both { format!("{:cw$} {cost}", "") } else { cost };
            let details = match self.details {
                true => format!(" {}", String::from_utf8_lossy(self.figures.file_name(call.other))),
                false => String::new(),
            };
            let (name, count) = (self.figures.name(call.other), commify(call.count));
            let recursive = call.cost == Figure::Undecided;
            return Some((
                call_line(&cells, 0, line, &name, &count, recursive, &details),
                Look::Plain,
            ));
        };
        let (own, incl) = self.line_costs(line);
        let own_text = cell(get(&own, e), total, cw);
        let incl_text = if self.figures.has_inclusive() {
            figure_cell(incl.as_ref(), e, total, cw)
        } else {
            format!("{:>cw$}", "...")
        };
        let key = if self.inclusive {
            shown_value(incl.as_ref(), e)
        } else {
            get(&own, e)
        };
        let hot = percent(key.unwrap_or(0), total) >= HOT;
        let costs = match (c.both, self.inclusive) {
            (true, _) => format!("{own_text} {incl_text}"),
            (false, false) => own_text,
            (false, true) => incl_text,
        };
        Some((row_line(&costs, 0, &row_name(self, r)), hot.into()))
    }

    fn help(&self) -> &'static [&'static str] {
        HELP
    }

    fn status(&self, _: Option<&CostColumns>, w: usize) -> String {
        let b = self;
        let mut title = b.inputs.join(" + ");
        let mut status = status_line(b, &title);
        if status.len() > w {
            // The profiles' file names without their directories first.
            let short: Vec<&str> = b.inputs.iter().map(|p| file_name(p)).collect();
            title = short.join(" + ");
            status = status_line(b, &title);
            if status.len() > w && short.len() > 1 {
                // Then the first and how many more (the filters, a thread's
                // name among them, matter more than the list of files).
                title = format!("{} + {} more", short[0], short.len() - 1);
                status = status_line(b, &title);
                if status.len() > w {
                    title = format!("{} profiles", short.len());
                    status = status_line(b, &title);
                }
            }
        }
        let over = status.len().saturating_sub(w);
        if over > 0 && b.list.chrome.message.is_none() && !b.list.chrome.search.typing {
            // Then the title's end, down to a few characters: what is shown
            // (the filters, the total) matters more than the file's name.
            let len = title.chars().count();
            let keep = len.saturating_sub(over + 1).max(MIN_TITLE);
            if keep < len {
                title = title.chars().take(keep).chain(std::iter::once('~')).collect();
                status = status_line(b, &title);
            }
        }
        fit_status(&status, w)
    }

    fn draw_view(&mut self, s: &mut Screen<'_>, body: usize) -> bool {
        match &self.view {
            View::List => return false,
            View::Tree(_) => draw_tree(s, self, body),
            View::Source(_) => draw_source(s, self, body),
        }
        true
    }

    /// The list of parts (`p`), when open.
    fn draw_menu(&mut self, s: &mut Screen<'_>, body: usize) {
        if let Some(at) = self.parts.menu {
            draw_part_menu(s, self, at, body);
        }
    }
}
