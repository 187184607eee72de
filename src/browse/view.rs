//! Drawing the browser: a title line, column names, the current view, and
//! a status line. Figures are formatted as the text report formats them
//! (`1,234,567 (12.34%)`). Colour only repeats what the text says: hot
//! rows are coloured, and their percentage is printed beside them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};

mod diff;
mod list;

pub use diff::{DIFF_HELP, draw_diff};

use super::model::{Browser, ListKeys, ListLine, Search, View};
use super::text::{SourceText, TextLine};
use crate::model::cost::{Cost, Val};
use crate::report::format::{Columns, commify, percent, percent_text, write_costs, write_figure};
use crate::view::Figure;
use crate::view::figure::{BOUND_MARK, UNDECIDED_MARK};

/// How the terminal may be styled: `TERM=dumb` gets plain text, and
/// `NO_COLOR` (any non-empty value) attributes without colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub color: bool,
    pub attrs: bool,
}

/// `--color` for the browser (set once by the command line; auto when
/// not).
pub static COLOUR_CHOICE: std::sync::OnceLock<crate::report::colour::Choice> = std::sync::OnceLock::new();

impl Theme {
    /// Colour as `--color` and the environment say (NO_COLOR,
    /// CLICOLOR_FORCE, TERM=dumb: see [`crate::report::colour`]); the
    /// browser always runs on a terminal.
    pub fn from_env() -> Theme {
        let dumb = std::env::var_os("TERM").is_some_and(|t| t == "dumb");
        let choice = COLOUR_CHOICE.get().copied().unwrap_or_default();
        Theme {
            color: crate::report::colour::decide(choice, true, |name| std::env::var_os(name)),
            attrs: !dumb,
        }
    }

    pub fn plain() -> Theme {
        Theme {
            color: false,
            attrs: false,
        }
    }

    pub(super) fn bar(self) -> Style {
        if self.attrs {
            Style::default().add_modifier(Modifier::REVERSED)
        } else {
            Style::default()
        }
    }

    pub(super) fn selected(self) -> Style {
        if self.attrs {
            Style::default().add_modifier(Modifier::REVERSED)
        } else {
            Style::default()
        }
    }

    /// A diff's row that grew (`grew`) or shrank: red or green, no style
    /// without colour (the sign says it).
    pub(super) fn change(self, grew: bool) -> Style {
        match (self.color, grew) {
            (true, true) => Style::default().fg(Color::Red),
            (true, false) => Style::default().fg(Color::Green),
            _ => Style::default(),
        }
    }

    /// A row whose key figure is at least [`HOT`] percent of the total.
    fn hot(self) -> Style {
        match (self.color, self.attrs) {
            (true, _) => Style::default().fg(Color::Red),
            (false, true) => Style::default().add_modifier(Modifier::BOLD),
            _ => Style::default(),
        }
    }
}

/// Percent of the total from which a row is drawn as hot.
const HOT: f64 = 5.0;

/// The keys, as `?` shows them.
pub const HELP: &[&str] = &[
    "Keys",
    "  Up/Down j/k PgUp/PgDn Home/End   move",
    "  Right/Space/+  Left/-    expand/collapse callers (<) and callees (>)",
    "  Enter          on a function: its call tree; on a call: go to it",
    "  Backspace/Esc  back",
    "  t              call tree of the function under the cursor",
    "  l / u          (tree) follow the heaviest calls down / go to the parent",
    "  a              annotated source of the function under the cursor;",
    "                 there Enter follows a => call, Left/Right scroll sideways",
    "  m              its machine code (profiles made with --dump-instr=yes)",
    "  /  n  N        search names (smart case) / next / previous match",
    "  Tab/Shift-Tab  sort by the next/previous event",
    "  i              sort by inclusive / self cost",
    "  o / f / x      filter by object / by file / undo the last filter",
    "  s              one row per function (merged contexts, inlined code)",
    "  p              pick one thread or part of the profiles summed",
    "  d              show file, object and call counts",
    "  ?              this help      q, Ctrl-C   quit",
    "",
    "Figures as in the text report: <=N an upper bound (the data cannot decide",
    "the cost exactly: recursion); ? not decided (a recursive call, its cost",
    "is in an outer call's); . no cost. Any key closes this help.",
];

/// Draws the browser into `buf` over `area`.
pub fn draw_into(buf: &mut Buffer, area: Rect, b: &mut Browser<'_>, theme: Theme) {
    draw(buf, area, b, theme);
}

/// What a kind of table the browser lists (the function list's costs,
/// the comparison's changes) gives the one drawing of every browser
/// ([`draw`], [`draw_list`]): the title, the columns and each line's
/// cells and name, the help and the status line. The rest (the cursor's
/// line kept in sight and marked, call lines under their rows, the help
/// over the list, the status line) is drawn once for every kind.
pub(super) trait ListTable: ListKeys {
    /// What the lines' cells need, worked out once a screen.
    type Columns;
    /// The title, the column names' line, and the columns, for a screen
    /// `width` wide.
    fn columns(&mut self, width: usize) -> (String, String, Self::Columns);
    /// A line as listed ([`row_line`], [`call_line`]) and its look.
    fn line_text(&mut self, columns: &Self::Columns, line: ListLine) -> Option<(String, Look)>;
    /// The keys, as `?` shows them.
    fn help(&self) -> &'static [&'static str];
    /// The status line, cut to `width` (`columns`: the list's, when it
    /// is shown).
    fn status(&self, columns: Option<&Self::Columns>, width: usize) -> String;
    /// Draws the view shown instead of the list (a call tree, a source),
    /// false when the list is shown.
    fn draw_view(&mut self, _s: &mut Screen<'_>, _body: usize) -> bool {
        false
    }
    /// Draws a menu open over the view.
    fn draw_menu(&mut self, _s: &mut Screen<'_>, _body: usize) {}
}

/// A row as listed: its cells (figures and marks: ASCII) right-aligned
/// in `width`, its name.
fn row_line(cells: &str, width: usize, name: &str) -> String {
    let pad = width.saturating_sub(cells.len());
    format!(" {:pad$}{cells}  {name}", "")
}

/// A call line as listed: its cells, `  < name (3x)`, ` recursive` when
/// its cost is not decided by the data (it is in an outer call's), then
/// `details`.
fn call_line(
    cells: &str,
    width: usize,
    line: ListLine,
    name: &str,
    count: &str,
    recursive: bool,
    details: &str,
) -> String {
    let arrow = if matches!(line, ListLine::Caller { .. }) {
        "<"
    } else {
        ">"
    };
    let recursive = if recursive { " recursive" } else { "" };
    let pad = width.saturating_sub(cells.len());
    format!(" {:pad$}{cells}    {arrow} {name} ({count}x){recursive}{details}", "")
}

/// Draws either browser into `buf` over `area`: its view (the list, or
/// the function list's call tree or source), the help or a menu over
/// it, and the status line.
pub(super) fn draw<T: ListTable>(buf: &mut Buffer, area: Rect, b: &mut T, theme: Theme) {
    let (w, h) = (area.width as usize, area.height as usize);
    if w < 20 || h < 4 {
        buf.set_stringn(area.x, area.y, "cgann: window too small", w, Style::default());
        return;
    }
    let mut screen = Screen {
        buf,
        area,
        width: w,
        theme,
    };
    // Between the title and column lines and the status line.
    let body = h - 3;
    b.list_mut().chrome.page = body;
    let columns = (!b.draw_view(&mut screen, body)).then(|| draw_list(&mut screen, body, b));
    if b.list().chrome.help {
        draw_help(&mut screen, body, b.help());
    } else {
        b.draw_menu(&mut screen, body);
    }
    let status = b.status(columns.as_ref(), screen.width);
    screen.line(body + 2, &status, theme.bar());
}

/// The list of either browser: the title, the column names, and the
/// lines from the first in sight; its columns back.
fn draw_list<T: ListTable>(s: &mut Screen<'_>, body: usize, b: &mut T) -> T::Columns {
    let (title, header, columns) = b.columns(s.width);
    s.line(0, &title, s.theme.bar());
    s.line(1, &header, Style::default());
    let list = b.list_mut();
    keep_visible(list.cursor, &mut list.offset, body);
    let (offset, cursor) = (list.offset, list.cursor);
    draw_rows(s, body, offset, cursor, |k| {
        let line = *b.list().lines.get(k)?;
        b.line_text(&columns, line)
    });
    columns
}

/// The list of parts (`p`) over the screen, the cursor's line marked `>`
/// and drawn in reverse.
fn draw_part_menu(s: &mut Screen<'_>, b: &Browser<'_>, at: usize, body: usize) {
    let lines = b.part_menu_lines();
    s.line(
        1,
        "Show one thread or part alone (Enter picks, Esc cancels; x undoes it later):",
        s.theme.bar(),
    );
    let rows = body.max(1);
    let mut offset = 0;
    keep_visible(at, &mut offset, rows);
    for i in 0..rows {
        let k = offset + i;
        match lines.get(k) {
            Some(text) => {
                let selected = k == at;
                let style = if selected { s.theme.selected() } else { Style::default() };
                s.line(2 + i, &format!("{} {text}", if selected { ">" } else { " " }), style);
            }
            None => s.line(2 + i, "", Style::default()),
        }
    }
}

/// A drawing area and how to style it.
pub(super) struct Screen<'a> {
    pub buf: &'a mut Buffer,
    pub area: Rect,
    pub width: usize,
    pub theme: Theme,
}

impl Screen<'_> {
    /// Writes a whole screen line (cut at the width, the rest blank).
    pub(super) fn line(&mut self, y: usize, text: &str, style: Style) {
        let (x, y) = (self.area.x, self.area.y + y as u16);
        let blank: String = " ".repeat(self.width);
        self.buf.set_stringn(x, y, &blank, self.width, style);
        let text: String = text.chars().map(|c| if c.is_control() { '?' } else { c }).collect();
        self.buf.set_stringn(x, y, text, self.width, style);
    }
}

/// `1,234 (12.34%)` right-aligned in `width`; `.` for no figure.
fn cell(v: Option<Val>, total: Option<Val>, width: usize) -> String {
    marked_cell(v, total, width, "")
}

/// [`cell`] with `mark` before the figure: `<=` for an upper bound, as the
/// text report marks it.
fn marked_cell(v: Option<Val>, total: Option<Val>, width: usize, mark: &str) -> String {
    match v {
        Some(v) => format!(
            "{:>width$}",
            format!("{mark}{}{}", commify(v), percent_text(percent(v, total)))
        ),
        None => format!("{:>width$}", "."),
    }
}

/// A figure's cell in event `e`: exact, `<=` before an upper bound, `?`
/// for a figure the data does not decide (the view's marks); `.` for none.
fn figure_cell(f: Option<&Figure<Cost>>, e: usize, total: Option<Val>, width: usize) -> String {
    match f {
        None => cell(None, total, width),
        Some(Figure::Exact(c)) => cell(c.get(e), total, width),
        Some(Figure::Bounded { upper, .. }) => marked_cell(upper.get(e), total, width, BOUND_MARK),
        Some(Figure::Undecided) => format!("{UNDECIDED_MARK:>width$}"),
    }
}

/// The value a figure shows in event `e` (none when undecided).
fn shown_value(f: Option<&Figure<Cost>>, e: usize) -> Option<Val> {
    f.and_then(|f| f.value()).and_then(|c| c.get(e))
}

/// Width of a cost column: the total's with its percentage, and room for
/// the mark of an upper bound where some figure is one.
fn cost_width(total: Option<Val>, bounded: bool) -> usize {
    commify(total.unwrap_or(0)).len() + 9 + if bounded { BOUND_MARK.len() } else { 0 }
}

fn get(c: &Option<Cost>, e: usize) -> Option<Val> {
    c.as_ref().and_then(|c| c.get(e))
}

/// Scrolls `offset` so that row `cursor` is among the `rows` shown.
pub(super) fn keep_visible(cursor: usize, offset: &mut usize, rows: usize) {
    if cursor < *offset {
        *offset = cursor;
    } else if cursor >= *offset + rows {
        *offset = cursor + 1 - rows;
    }
}

/// Draws the lines of a list (the function list, a call tree, a source,
/// the comparison) from `offset`, `body` of them from screen row 2: each
/// as `line` gives it (its text after the cursor's mark, and whether it is
/// hot), the cursor's line marked `>` and in reverse, rows past the end
/// blank. Both browsers draw every list this way.
/// How a row of a list is drawn when the cursor is not on it.
#[derive(Clone, Copy)]
pub(super) enum Look {
    Plain,
    /// One of the costliest rows.
    Hot,
    /// A comparison's row that grew or shrank (the sign says it too).
    Changed {
        grew: bool,
    },
}

impl From<bool> for Look {
    /// `hot`: [`Look::Hot`] or [`Look::Plain`].
    fn from(hot: bool) -> Look {
        if hot { Look::Hot } else { Look::Plain }
    }
}

pub(super) fn draw_rows(
    s: &mut Screen<'_>,
    body: usize,
    offset: usize,
    cursor: usize,
    mut line: impl FnMut(usize) -> Option<(String, Look)>,
) {
    for i in 0..body {
        let y = 2 + i;
        let Some((text, look)) = line(offset + i) else {
            s.line(y, "", Style::default());
            continue;
        };
        let selected = offset + i == cursor;
        let marker = if selected { ">" } else { " " };
        let style = match look {
            _ if selected => s.theme.selected(),
            Look::Hot => s.theme.hot(),
            Look::Changed { grew } => s.theme.change(grew),
            Look::Plain => Style::default(),
        };
        s.line(y, &format!("{marker}{text}"), style);
    }
}

/// A help screen over the body.
pub(super) fn draw_help(s: &mut Screen<'_>, body: usize, help: &[&str]) {
    for i in 0..=body {
        s.line(1 + i, help.get(i).copied().unwrap_or(""), Style::default());
    }
}

/// How a row is reached, for its details: `3,000x`; code inlined into
/// another function, which no call reaches, says so and where (`(0x)`
/// read like a hex prefix); a function no call reaches (a root) says so.
fn calls_into_text(b: &Browser<'_>, r: u32, calls: u64) -> String {
    if calls > 0 {
        return format!("{}x", commify(calls));
    }
    let profile = b.figures.profile;
    match profile.inlined.iter().find(|&&(_, fragment)| fragment == r) {
        // The part of a function whose code comes from another file (a
        // header's inline function): the file follows.
        Some(&(host, _)) if b.figures.name(host) == b.figures.name(r) => "inlined code".into(),
        Some(&(host, _)) => format!("inlined in {}", b.figures.name(host)),
        None => "no calls".into(),
    }
}

/// A row's name as listed (with `d`, its calls, file and object too).
fn row_name(b: &mut Browser<'_>, r: u32) -> String {
    let mut name = b.figures.name(r);
    if b.details && b.figures.is_function(r) {
        let calls = b.figures.calls_into(r);
        let file = String::from_utf8_lossy(b.figures.file_name(r)).into_owned();
        let object = String::from_utf8_lossy(b.figures.object_name(r)).into_owned();
        name = format!("{name} ({}) {file} [{object}]", calls_into_text(b, r, calls));
    }
    name
}

fn draw_tree(s: &mut Screen<'_>, b: &mut Browser<'_>, body: usize) {
    let e = b.event;
    let total = b.figures.total(e);
    let event = b.figures.profile.events[e].clone();
    let View::Tree(t) = &mut b.view else { return };
    // The root's inclusive cost may be a bound: room for its mark.
    let cw = cost_width(total, matches!(t.nodes[0].cost, Figure::Bounded { .. }));
    let root = t.nodes[0].func;
    let root_name = b.figures.name(root);
    s.line(0, &format!("cgann: call tree of {root_name}"), s.theme.bar());
    s.line(
        1,
        &format!("  {:>cw$}  calls", format!("{event} incl")),
        Style::default(),
    );
    keep_visible(t.cursor, &mut t.offset, body);
    // Indentation is capped so names stay readable in deep trees; the
    // depth is then printed.
    let max_indent = (s.width / 3).max(4);
    let t = t.clone();
    draw_rows(s, body, t.offset, t.cursor, |k| {
        let node = t.nodes.get(k)?;
        let cost = figure_cell(Some(&node.cost), e, total, cw);
        let indent = node.depth * 2;
        let lead = if indent > max_indent {
            format!("{:>max_indent$}", format!("[{}] ", node.depth))
        } else {
            " ".repeat(indent)
        };
        let undecided = node.cost == Figure::Undecided;
        let sign = if node.on_path || undecided {
            "@"
        } else if node.expanded {
            "-"
        } else if b.figures.has_callees(node.func) {
            "+"
        } else {
            " "
        };
        let mut name = format!("{lead}{sign} {}", b.figures.name(node.func));
        if let Some(count) = node.count {
            name.push_str(&format!(" ({}x)", commify(count)));
        }
        if node.on_path {
            name.push_str(" recursive: called above");
        } else if undecided {
            name.push_str(" recursive");
        }
        let hot = percent(shown_value(Some(&node.cost), e).unwrap_or(0), total) >= HOT;
        Some((format!(" {cost}  {name}"), hot.into()))
    });
}

fn draw_source(s: &mut Screen<'_>, b: &mut Browser<'_>, body: usize) {
    let name = b.figures.name(match &b.view {
        View::Source(src) => src.func,
        _ => return,
    });
    let View::Source(src) = &mut b.view else { return };
    s.line(
        0,
        &format!("cgann: source of {name}: {}", src.text.title),
        s.theme.bar(),
    );
    if let Some(why) = &src.text.missing {
        s.line(1, "", Style::default());
        let words = wrap(why, s.width.saturating_sub(2));
        for i in 0..body {
            let text = words.get(i).map_or(String::new(), |l| format!("  {l}"));
            s.line(2 + i, &text, Style::default());
        }
        return;
    }
    let header = match src.column {
        0 => " line  (Backspace: back)".to_string(),
        c => format!(
            " line  (Backspace: back)  from column {} (Left: back to the start)",
            c + 1
        ),
    };
    s.line(1, &header, Style::default());
    keep_visible(src.cursor, &mut src.offset, body);
    let src = &*src;
    draw_rows(s, body, src.offset, src.cursor, |k| {
        let line = src.text.lines.get(k)?;
        let num = line
            .number()
            .filter(|&n| n > 0)
            .map_or(String::new(), |n| n.to_string());
        let text: String = text_line(&src.text, line).chars().skip(src.column).collect();
        Some((format!("{num:>5} {text}"), Look::Plain))
    });
}

/// A line of annotated source or machine code as the text report prints
/// it (its cost columns formatted by the report's functions, for the
/// event shown): the view's typed line, rendered.
pub fn text_line(src: &SourceText, line: &TextLine) -> String {
    let order = [src.event];
    let cols = Columns {
        order: &order,
        show_percs: src.percents,
        totals: &src.totals,
    };
    let widths = &src.widths;
    let blank = widths.get(src.event).map_or(0, |w| w + 1);
    let aw = src.addr_width;
    let mut out = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = match line {
        TextLine::Note(t) => return t.clone(),
        TextLine::Source { cost, text, .. } => {
            write_costs(&mut out, cost.as_ref().map(Cost::as_ref), widths, &cols).map(|_| format!(" {text}"))
        }
        TextLine::Call { name, count, cost, .. } => {
            write_figure(&mut out, &cost.as_ref(), widths, &cols).map(|_| format!(" => {name} ({}x)", commify(*count)))
        }
        TextLine::Branch(t) if aw > 0 => Ok(format!("{:blank$}{:aw$}     {t}", "", "")),
        TextLine::Branch(t) => Ok(format!("{:blank$} {t}", "")),
        TextLine::From(t) => Ok(format!("{:blank$}   {t}", "")),
        TextLine::Instr { addr, cost, hot, text } => {
            let text = if text.is_empty() {
                String::new()
            } else {
                format!("  {text}")
            };
            let mark = if *hot { ">>" } else { "  " };
            write_costs(&mut out, cost.as_ref().map(Cost::as_ref), widths, &cols)
                .map(|_| format!("{mark} {addr:>aw$x}{text}"))
        }
    }
    .map(|rest| out.extend_from_slice(rest.as_bytes()));
    String::from_utf8_lossy(&out).into_owned()
}

/// Words of `text` in lines of at most `width` characters.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// `1 row`, `2,345 rows`.
pub(super) fn rows_count(n: usize) -> String {
    match n {
        1 => "1 row".into(),
        n => format!("{} rows", commify(n as u64)),
    }
}

/// The status line while a search is typed, or with a message: the same
/// in both browsers.
pub(super) fn typed_status(search: &Search, message: &Option<String>) -> Option<Status> {
    if search.typing {
        let failed = if search.failed { "  (no match)" } else { "" };
        return Some(Status::message(format!("/{}{failed}", search.text)));
    }
    message.as_ref().map(|m| Status::message(m.clone()))
}

fn status_line(b: &Browser<'_>, title: &str) -> Status {
    if let Some(typed) = typed_status(&b.list.chrome.search, &b.list.chrome.message) {
        return typed;
    }
    let e = b.event;
    let event = &b.figures.profile.events[e];
    let rows = if b.figures.is_partial() {
        format!("first {} (sorting the rest)", rows_count(b.list.rows.len()))
    } else {
        rows_count(b.list.rows.len())
    };
    let mut s = format!(
        "{title} | {event} {} | {rows}",
        if b.inclusive { "inclusive" } else { "self" },
    );
    for f in &b.filters {
        let profile = b.figures.profile;
        let (kind, v) = match *f {
            super::model::Filter::Object(o) => ("ob", o.map_or(&b""[..], |o| profile.name(o))),
            super::model::Filter::File(n) => ("fl", profile.name(n)),
            super::model::Filter::Symbols => {
                s.push_str(" | group=symbol");
                continue;
            }
            super::model::Filter::Part(k) => {
                s.push_str(&format!(" | {}", b.part_name(k)));
                continue;
            }
        };
        s.push_str(&format!(" | {kind}={}", String::from_utf8_lossy(v)));
    }
    if b.symbols_wanted {
        s.push_str(" | group=symbol: merging");
    }
    // Under --focus the total may be a bound: marked as the report
    // marks it.
    let (mark, value) = match &b.figures.totals {
        Figure::Exact(c) => ("", c.get(e)),
        Figure::Bounded { upper, .. } => (BOUND_MARK, upper.get(e)),
        Figure::Undecided => (UNDECIDED_MARK, None),
    };
    let total = match value {
        Some(t) => format!(" | total {mark}{}", commify(t)),
        None => format!(" | total {}", if mark.is_empty() { "." } else { mark }),
    };
    Status {
        body: s,
        total,
        hint: true,
    }
}

/// A profile's file name without its directories.
pub(super) fn file_name(path: &str) -> &str {
    std::path::Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or(path)
}

/// Characters of the title the status line keeps when it is too long.
const MIN_TITLE: usize = 8;

/// What the status line ends with when it is not a message.
const HELP_HINT: &str = " | ? help";

/// The status line: what is shown, the total, and the help hint (or a
/// message alone).
pub(super) struct Status {
    pub body: String,
    /// ` | total 1,234`, empty for none.
    pub total: String,
    /// Ends with [`HELP_HINT`].
    pub hint: bool,
}

impl Status {
    /// A message or the search being typed: the whole line.
    pub(super) fn message(text: String) -> Status {
        Status {
            body: text,
            total: String::new(),
            hint: false,
        }
    }

    pub(super) fn text(&self) -> String {
        let hint = if self.hint { HELP_HINT } else { "" };
        format!("{}{}{hint}", self.body, self.total)
    }

    fn len(&self) -> usize {
        self.text().chars().count()
    }
}

/// The status line cut to `width`, its end (the total and `? help`) kept
/// whole: the middle gives way, marked by `~`.
pub(super) fn fit_status(status: &Status, width: usize) -> String {
    let text = status.text();
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= width {
        return text;
    }
    if !status.hint {
        return chars[..width].iter().collect();
    }
    let end = format!("{}{HELP_HINT}", status.total);
    let (body, tail) = if end.chars().count() + 1 < width {
        (status.body.clone(), end)
    } else {
        (format!("{}{}", status.body, status.total), HELP_HINT.to_string())
    };
    let keep = width.saturating_sub(tail.chars().count() + 1);
    let mut out: String = body.chars().take(keep).collect();
    out.push('~');
    out.push_str(&tail);
    out.chars().take(width).collect()
}
