//! The browser shows the view model's figures: for bundled profiles
//! (recursive programs at every `--separate-recs` setting, a C, a C++
//! and a Rust program), the figures drawn on the screen (ratatui's test
//! backend) in the list, the callers and callees expanded under a row,
//! the call tree and its root, and the `=>` lines of annotated source
//! equal `cgann::view`'s for the same query (sorted by the browser's
//! event, every function, inclusive costs, both trees), with the same
//! mark: `<=` before an upper bound, `?` for a figure the data does not
//! decide, `.` for none. A screen that drops a mark or computes a figure
//! of its own fails here. The screens are read, as a user reads them.

use std::path::Path;

use cgann::analysis::symspec::SymSpec;
use cgann::browse::model::{Browser, ListLine, View};
use cgann::browse::text::TextLine;
use cgann::model::FuncId;
use cgann::model::cost::CostRef;
use cgann::report::Options;
use cgann::view::Figure;
use cgann::view::source::{Line, annotate};
use cgann::view::table::{Call, FunctionTable, RowKind};

use super::{Fixture, load_profile, press, root, screen};

/// A figure as a screen shows it in one event.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Cell {
    Value { bound: bool, v: i128 },
    Dot,
    Undecided,
}

/// The view's figure in event `e`, as it must be drawn.
fn cell_of(figure: &Figure<CostRef<'_>>, e: usize) -> Cell {
    match figure {
        Figure::Undecided => Cell::Undecided,
        Figure::Exact(c) => c.get(e).map_or(Cell::Dot, |v| Cell::Value { bound: false, v }),
        Figure::Bounded { upper, .. } => upper.get(e).map_or(Cell::Dot, |v| Cell::Value { bound: true, v }),
    }
}

thread_local! {
    /// How many bounds and undecided figures were read (the marks this
    /// test checks do occur).
    static MARKS: std::cell::RefCell<(usize, usize)> = const { std::cell::RefCell::new((0, 0)) };
}

/// A drawn cell (`<=1,234 ( 5.67%)`, `?`, `.`) read back.
fn read_cell(text: &str) -> Cell {
    let text = text.trim();
    MARKS.with(|m| {
        let mut m = m.borrow_mut();
        m.0 += usize::from(text.starts_with("<="));
        m.1 += usize::from(text == "?");
    });
    match text {
        "?" => Cell::Undecided,
        "." => Cell::Dot,
        _ => {
            let (bound, rest) = match text.strip_prefix("<=") {
                Some(rest) => (true, rest),
                None => (false, text),
            };
            let digits: String = rest.split(" (").next().unwrap().replace(',', "");
            let v = digits.parse().unwrap_or_else(|_| panic!("a figure: {text:?}"));
            Cell::Value { bound, v }
        }
    }
}

/// The screen's lines (120 columns, `height` rows).
fn lines_of(b: &mut Browser<'_>, height: u16) -> Vec<String> {
    screen(b, 160, height).lines().map(str::to_string).collect()
}

/// The part of `line` in the column that ends at `end` and is `width`
/// wide (characters).
fn column(line: &str, end: usize, width: usize) -> String {
    line.chars().skip(end - width).take(width).collect()
}

fn owned(c: Call<CostRef<'_>>) -> (FuncId, u64, Figure<CostRef<'_>>) {
    (c.other, c.count, c.cost)
}

/// Checks the list, the expanded calls, the trees and the source of the
/// first rows of one profile; returns how many figures were compared.
fn check(path: &Path, opts: Options) -> usize {
    let Some(mut profile) = load_profile(path) else {
        return 0;
    };
    if !opts.focus.is_empty() {
        // As the command line cuts the profile down before browsing.
        profile = cgann::report::apply_focus(profile, &opts).expect("the focus fits");
    }
    let fx = Fixture { profile, opts };
    let mut b = fx.browser();
    if !b.inclusive {
        press(&mut b, "i");
    }
    let e = b.event;
    let query = b.figures.query(e, true);
    let query = cgann::view::Query {
        tree: cgann::view::Tree {
            callers: true,
            callees: true,
        },
        ..query
    };
    let resolved = cgann::view::Resolved::new(&fx.profile, query).expect("the query fits");
    let (table, mut order) = FunctionTable::new(&resolved);
    order.order_ties(&table);
    let what = path.strip_prefix(root()).unwrap_or(path).display().to_string();
    assert_eq!(
        b.list.rows[..],
        order.shown()[..],
        "{what}: the list's rows are the view's, in order"
    );
    let mut compared = 0;
    // The list: the first screen's rows, both columns.
    let height = 40u16;
    let drawn = lines_of(&mut b, height);
    let header = &drawn[1];
    let end = header.find("  function").expect("the list's header");
    let cw = (end - 3) / 2;
    for (i, line) in drawn[2..height as usize - 1].iter().enumerate() {
        let Some(&ListLine::Row(r)) = b.list.lines.get(b.list.offset + i) else {
            continue;
        };
        let own = read_cell(&column(line, 2 + cw, cw));
        let incl = read_cell(&column(line, 3 + 2 * cw, cw));
        let own_want = cell_of(&Figure::Exact(table.self_cost(r).as_ref()), e);
        assert_eq!(own, own_want, "{what}: self cost of row {r}: {line}");
        assert_eq!(
            incl,
            cell_of(&table.listed(r), e),
            "{what}: inclusive cost of row {r}: {line}"
        );
        compared += 2;
    }
    // The status line's total (under --focus, the focus's total).
    let status = drawn.last().expect("a status line");
    let total = status
        .split_once(" | total ")
        .and_then(|(_, t)| t.split_once(" | "))
        .expect("the total")
        .0;
    assert_eq!(
        read_cell(total),
        cell_of(&resolved.totals_figure(), e),
        "{what}: {status}"
    );
    // The calls under the first function rows, and their call trees.
    let functions: Vec<FuncId> = order
        .shown()
        .iter()
        .copied()
        .filter(|&r| matches!(table.kind(r), RowKind::Function(_)) && !table.is_unknown(r))
        .take(6)
        .collect();
    for &f in &functions {
        b.list.cursor = b.list.lines.iter().position(|l| *l == ListLine::Row(f)).expect("a row");
        press(&mut b, "<Right>");
        let drawn = lines_of(&mut b, height);
        let mut shown = Vec::new();
        for (i, line) in drawn[2..height as usize - 1].iter().enumerate() {
            match b.list.lines.get(b.list.offset + i) {
                Some(&l @ (ListLine::Caller { row, .. } | ListLine::Callee { row, .. })) if row == f => {
                    let call = b.line_call(l).expect("a call");
                    let cell = read_cell(&column(line, 3 + 2 * cw, cw));
                    shown.push((matches!(l, ListLine::Caller { .. }), call.other, call.count, cell));
                }
                _ => {}
            }
        }
        let want: Vec<(bool, FuncId, u64, Cell)> = (table.callers(f).map(|c| (true, c)))
            .chain(table.callees(f).map(|c| (false, c)))
            .map(|(caller, c)| {
                let (other, count, cost) = owned(c);
                (caller, other, count, cell_of(&cost, e))
            })
            .take(shown.len())
            .collect();
        assert_eq!(shown, want, "{what}: calls of {}", b.figures.name(f));
        assert!(!shown.is_empty() || table.callers(f).chain(table.callees(f)).next().is_none());
        compared += shown.len();
        press(&mut b, "<Left>");
        // Its call tree: the root's inclusive cost, then its callees.
        press(&mut b, "t");
        let drawn = lines_of(&mut b, height);
        let tw = drawn[1].find("  calls").expect("the tree's header") - 2;
        let View::Tree(t) = &b.view else {
            panic!("{what}: the tree")
        };
        let nodes = t.nodes.clone();
        let root_cell = read_cell(&column(&drawn[2], 2 + tw, tw));
        assert_eq!(
            root_cell,
            cell_of(&table.listed(f), e),
            "{what}: root of {}",
            b.figures.name(f)
        );
        let callees: Vec<_> = table.callees(f).map(owned).collect();
        for (k, (other, count, cost)) in callees.iter().enumerate().take(height as usize - 4) {
            let node = &nodes[1 + k];
            assert_eq!((node.func, node.count), (*other, Some(*count)), "{what}: tree of {f}");
            let drawn_cell = read_cell(&column(&drawn[3 + k], 2 + tw, tw));
            assert_eq!(drawn_cell, cell_of(cost, e), "{what}: tree of {f}: {}", drawn[3 + k]);
            compared += 1;
        }
        press(&mut b, "<BS>");
        // Its annotated source: each `=>` line's figure.
        press(&mut b, "a");
        compared += check_source(&mut b, &resolved, &fx.opts, e, &what);
        press(&mut b, "<BS>");
    }
    compared
}

/// The source view's costed lines and `=>` lines against the view's
/// annotation of the same file; how many were compared.
fn check_source(
    b: &mut Browser<'_>,
    resolved: &cgann::view::Resolved<'_>,
    opts: &Options,
    e: usize,
    what: &str,
) -> usize {
    let View::Source(s) = &b.view else { return 0 };
    if s.text.missing.is_some() {
        return 0;
    }
    let mut query = opts.source_query();
    query.auto = false;
    query.user_files = vec![s.text.title.clone()];
    let annotation = annotate(resolved, &query, &[], None, None);
    let want: Vec<(bool, u64, u64, Cell)> = annotation
        .files
        .iter()
        .filter_map(|f| f.body.as_ref())
        .flat_map(|body| body.lines.iter())
        .filter_map(|l| match l {
            Line::Source { number, cost, .. } => Some((
                false,
                *number,
                0,
                cost.map_or(Cell::Dot, |c| cell_of(&Figure::Exact(c), e)),
            )),
            Line::Bogus { number, cost } => Some((false, *number, 0, cell_of(&Figure::Exact(*cost), e))),
            Line::Call { callee, count, cost } => Some((true, u64::from(*callee), *count, cell_of(cost, e))),
            _ => None,
        })
        .collect();
    let (count, w) = (s.text.lines.len(), s.text.widths[e]);
    let lines = s.text.lines.clone();
    let mut shown = Vec::new();
    // Page by page through the whole file, reading each line drawn.
    let height = 30u16;
    let page = height as usize - 3;
    for start in (0..count).step_by(page) {
        if let View::Source(s) = &mut b.view {
            (s.cursor, s.offset) = (start, start);
        }
        let drawn = lines_of(b, height);
        for (i, line) in drawn[2..2 + page].iter().enumerate() {
            let Some(typed) = lines.get(start + i) else { break };
            let cell = || read_cell(&column(line, 7 + w, w));
            match typed {
                TextLine::Source { number, .. } if *number > 0 => shown.push((false, *number, 0, cell())),
                TextLine::Call {
                    callee: Some(f), count, ..
                } => shown.push((true, u64::from(*f), *count, cell())),
                _ => {}
            }
        }
    }
    assert_eq!(shown, want, "{what}: the lines of {}", query.user_files[0]);
    shown.len()
}

/// The options the browser gets for a profile in `dir` (`-I dir`).
fn options_for(dir: &str) -> Options {
    Options {
        input_name: "callgrind.out".into(),
        include_dirs: vec![format!("{dir}/")],
        ..Options::default()
    }
}

#[test]
fn screens_show_the_views_figures_with_their_marks() {
    let mut profiles: Vec<(String, String)> = ["recs1", "recs2", "recs3", "recs500"]
        .iter()
        .map(|r| ("testdata/contexts/parser".to_string(), format!("callgrind.out.{r}")))
        .collect();
    for (dir, file) in [
        ("testdata/contexts/walk", "callgrind.out.recs1"),
        ("testdata/recursion", "callgrind.out.hand"),
        ("testdata/recursion", "callgrind.out.uncovered"),
        ("testdata/golden/c_multi", "callgrind.out.O0"),
        ("testdata/golden/c_formats", "callgrind.out.sim"),
        ("testdata/golden/cpp", "callgrind.out.cpp"),
        ("testdata/golden/rust", "callgrind.out.rust"),
    ] {
        profiles.push((dir.into(), file.into()));
    }
    let mut compared = 0;
    let focused = [
        ("testdata/contexts/parser", "callgrind.out.recs1", "factor"),
        ("testdata/golden/c_multi", "callgrind.out.O0", "sum_loop"),
    ];
    let cases = (profiles.iter().map(|(d, f)| (d.as_str(), f.as_str(), None)))
        .chain(focused.iter().map(|&(d, f, focus)| (d, f, Some(focus))));
    for (dir, file, focus) in cases {
        let path = root().join(dir).join(file);
        assert!(path.exists(), "{}", path.display());
        let opts = Options {
            focus: focus.iter().map(|f| SymSpec::parse(f).expect("a name")).collect(),
            ..options_for(dir)
        };
        let n = check(&path, opts);
        assert!(n > 0, "{dir}/{file}: nothing compared");
        compared += n;
    }
    assert!(compared > 500, "only {compared} figures compared");
    let seen = MARKS.with(|m| *m.borrow());
    assert!(
        seen.0 > 0 && seen.1 > 0,
        "bounds and undecided figures compared: {seen:?}"
    );
}
