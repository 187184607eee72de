//! The browser (`--browse`) without a terminal: its model driven by key
//! presses, drawn into ratatui's test backend.
//!
//! - Screens: each view drawn at a fixed size from bundled real profiles
//!   and compared with `testdata/browse/screens/<name>.txt`.
//!   `CGANN_UPDATE_SCREENS=1 cargo test --test browse` (or
//!   `scripts/browse-screens.sh`) writes them anew: review the diff.
//! - Figures: what the browser shows after a key sequence equals what the
//!   report prints for the same function (its JSON form, the same figures
//!   as the text).
//! - Robustness: random keys on every bundled, malformed and
//!   fuzz-regression profile never panic, at any window size.

use std::path::{Path, PathBuf};

use cgann::browse::figures::Figures;
use cgann::browse::model::{Browser, ListLine, View};
use cgann::browse::view::{Theme, draw_into};
use cgann::input::{Source, load};
use cgann::model::Profile;
use cgann::model::builder::BuildOptions;
use cgann::report::{Options, SortKey};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use serde_json::Value;

#[path = "../fuzz/common.rs"]
mod fuzz_common;

#[path = "browse/view_figures.rs"]
mod view_figures;

#[path = "browse/diff_figures.rs"]
mod diff_figures;

#[path = "browse/diff_search.rs"]
mod diff_search;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn load_profile(path: &Path) -> Option<Profile> {
    let build = BuildOptions {
        demangle: true,
        keep_parts: true,
        ..BuildOptions::default()
    };
    load(&Source::Path(path), build).ok().map(|(p, _)| p)
}

/// The options the browser gets from the command line `cgann --browse`
/// with `-I` the case folder (relative, so screens are the same
/// everywhere: tests run in the package's folder).
fn options(case_dir: &str) -> Options {
    Options {
        input_name: "callgrind.out".into(),
        include_dirs: vec![format!("{case_dir}/")],
        ..Options::default()
    }
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// Presses the keys of `spec`: characters are keys, `<Name>` a named key.
fn press(b: &mut Browser<'_>, spec: &str) {
    let mut chars = spec.chars();
    while let Some(c) = chars.next() {
        let code = if c == '<' {
            let name: String = chars.by_ref().take_while(|&c| c != '>').collect();
            match name.as_str() {
                "Enter" => KeyCode::Enter,
                "Esc" => KeyCode::Esc,
                "BS" => KeyCode::Backspace,
                "Tab" => KeyCode::Tab,
                "BackTab" => KeyCode::BackTab,
                "Up" => KeyCode::Up,
                "Down" => KeyCode::Down,
                "Left" => KeyCode::Left,
                "Right" => KeyCode::Right,
                "PgDn" => KeyCode::PageDown,
                "PgUp" => KeyCode::PageUp,
                "Home" => KeyCode::Home,
                "End" => KeyCode::End,
                other => panic!("unknown key <{other}>"),
            }
        } else {
            KeyCode::Char(c)
        };
        b.key(key(code));
    }
}

/// The screen as text, one line per row, trailing blanks cut.
fn screen(b: &mut Browser<'_>, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    terminal
        .draw(|f| {
            let area = f.area();
            draw_into(f.buffer_mut(), area, b, Theme::plain());
        })
        .expect("draw");
    let buf = terminal.backend().buffer();
    let mut text = String::new();
    for y in 0..height {
        let line: String = (0..width).map(|x| buf[(x, y)].symbol().to_string()).collect();
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

/// Compares a screen with its stored copy (or stores it).
fn check_screen(name: &str, text: &str) {
    let path = root().join("testdata/browse/screens").join(format!("{name}.txt"));
    if std::env::var_os("CGANN_UPDATE_SCREENS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (CGANN_UPDATE_SCREENS=1 writes it)", path.display()));
    assert!(
        want == text,
        "screen {name} differs from {}:\n--- stored\n{want}--- drawn\n{text}",
        path.display()
    );
}

/// A loaded profile and the browser's options: the browser borrows both.
struct Fixture {
    profile: Profile,
    opts: Options,
}

impl Fixture {
    fn new(case: &str, file: &str, opts: impl FnOnce(&mut Options)) -> Fixture {
        let dir = format!("testdata/golden/{case}");
        let profile = load_profile(&root().join(&dir).join(file)).expect("bundled profile loads");
        let mut o = options(&dir);
        opts(&mut o);
        Fixture { profile, opts: o }
    }

    /// A browser with inclusive costs computed (as the terminal browser
    /// has them after its first fraction of a second).
    fn browser(&self) -> Browser<'_> {
        let figures = Figures::new(&self.profile, &self.opts).expect("options fit");
        let mut b = Browser::new(figures, vec!["callgrind.out".into()], self.opts.inclusive);
        b.prepared(Figures::prepare(&self.profile, &self.opts));
        b
    }
}

/// Moves the cursor to the row of the function named `name` (searching
/// for it, then `n` until the name is exact).
fn go_to(b: &mut Browser<'_>, name: &str) {
    press(b, &format!("/{name}<Enter>"));
    for _ in 0..b.list.lines.len() {
        let f = b.current_function().expect("a row");
        let profile = b.figures.profile;
        if profile.name(profile.functions[f as usize].name) == name.as_bytes() {
            return;
        }
        press(b, "n");
    }
    panic!("no function {name}");
}

#[test]
fn screens_of_every_view() {
    let fx = Fixture::new("c_multi", "callgrind.out.O0", |_| {});
    let mut b = fx.browser();
    check_screen("list_self", &screen(&mut b, 80, 24));
    press(&mut b, "i");
    check_screen("list_inclusive", &screen(&mut b, 80, 24));
    go_to(&mut b, "sum_loop");
    press(&mut b, "<Right>");
    check_screen("list_expanded", &screen(&mut b, 80, 24));
    press(&mut b, "d");
    check_screen("list_details", &screen(&mut b, 80, 24));
    press(&mut b, "d");
    go_to(&mut b, "main");
    press(&mut b, "<Enter>");
    check_screen("tree_main", &screen(&mut b, 80, 24));
    press(&mut b, "l");
    check_screen("tree_main_hot_path", &screen(&mut b, 80, 24));
    press(&mut b, "uu");
    check_screen("tree_main_up", &screen(&mut b, 80, 24));
    press(&mut b, "<Esc>");
    go_to(&mut b, "fib");
    press(&mut b, "<Enter>l");
    check_screen("tree_fib_recursive", &screen(&mut b, 80, 24));
    press(&mut b, "<Esc>");
    go_to(&mut b, "scale");
    press(&mut b, "a");
    check_screen("source_scale", &screen(&mut b, 80, 24));
    press(&mut b, "<Esc>");
    go_to(&mut b, "strcmp");
    press(&mut b, "a");
    check_screen("source_missing", &screen(&mut b, 80, 24));
    press(&mut b, "<Esc>");
    go_to(&mut b, "mix32");
    press(&mut b, "f");
    check_screen("filter_file", &screen(&mut b, 80, 24));
    press(&mut b, "x?");
    check_screen("help", &screen(&mut b, 80, 24));
    press(&mut b, " /is_od");
    check_screen("search_typing", &screen(&mut b, 80, 24));
    press(&mut b, "<Enter>");
    // A resize: the same state at other sizes.
    check_screen("resized_120x30", &screen(&mut b, 120, 30));
    check_screen("resized_40x10", &screen(&mut b, 40, 10));
}

#[test]
fn screens_of_more_events_and_cpp_names() {
    let fx = Fixture::new("c_formats", "callgrind.out.sim", |_| {});
    let mut b = fx.browser();
    press(&mut b, "<Tab><Tab>");
    check_screen("sim_third_event", &screen(&mut b, 80, 24));
    let fx = Fixture::new("cpp", "callgrind.out.cpp", |_| {});
    let mut b = fx.browser();
    press(&mut b, "i");
    check_screen("cpp_inclusive", &screen(&mut b, 100, 24));
}

/// The report's figures (JSON form of `--inclusive=yes --tree=both
/// --threshold=100` sorted by `event`), by function name.
fn report(fx: &Fixture, event: &str) -> Vec<Value> {
    let opts = Options {
        inclusive: true,
        tree_caller: true,
        tree_calling: true,
        threshold: cgann::report::Threshold::new(100.0),
        sort: vec![SortKey {
            event: event.into(),
            threshold: None,
        }],
        auto: false,
        ..fx.opts.clone()
    };
    let mut out = Vec::new();
    cgann::report::data::write_json(&mut out, &fx.profile, &opts).expect("report");
    let doc: Value = serde_json::from_slice(&out).unwrap();
    doc["functions"].as_array().unwrap().clone()
}

fn row_of<'a>(rows: &'a [Value], file: &str, name: &str) -> &'a Value {
    rows.iter()
        .find(|r| r["function"] == name && r["file"] == file)
        .unwrap_or_else(|| panic!("{file}:{name} not in the report"))
}

/// The figure of `event` in a JSON cost object (null: undefined).
fn figure(v: &Value, event: &str) -> Option<i128> {
    let v = &v[event];
    v.as_i64().map(i128::from).or_else(|| v.as_u64().map(i128::from))
}

#[test]
fn expanded_calls_and_costs_are_the_reports() {
    let fx = Fixture::new("c_multi", "callgrind.out.O0", |_| {});
    let rows = report(&fx, "Ir");
    let mut b = fx.browser();
    let ir = 0;
    for name in ["main", "sum_loop", "scale", "fib", "fib'2", "is_even'2", "mix32"] {
        go_to(&mut b, name);
        press(&mut b, "<Right>");
        let f = b.current_function().unwrap();
        let file = String::from_utf8_lossy(b.figures.file_name(f)).into_owned();
        let want = row_of(&rows, &file, name);
        let (own, incl) = b.line_costs(ListLine::Row(f));
        assert_eq!(own.unwrap().get(ir), figure(&want["self"], "Ir"), "{name} self");
        assert_eq!(
            incl.unwrap().value().unwrap().get(ir),
            figure(&want["inclusive"], "Ir"),
            "{name} inclusive"
        );
        // The call lines under the row, in the report's order.
        let lines: Vec<ListLine> = b
            .list
            .lines
            .iter()
            .copied()
            .filter(|l| matches!(l, ListLine::Caller { row, .. } | ListLine::Callee { row, .. } if *row == f))
            .collect();
        let shown: Vec<(String, bool, u64, Option<i128>)> = lines
            .iter()
            .map(|&l| {
                let call = b.line_call(l).unwrap();
                (
                    String::from_utf8_lossy(
                        b.figures
                            .profile
                            .name(b.figures.profile.functions[call.other as usize].name),
                    )
                    .into_owned(),
                    matches!(l, ListLine::Caller { .. }),
                    call.count,
                    call.cost.value().and_then(|c| c.get(ir)),
                )
            })
            .collect();
        let mut expected = Vec::new();
        for (key, caller) in [("callers", true), ("callees", false)] {
            for c in want[key].as_array().unwrap() {
                expected.push((
                    c["function"].as_str().unwrap().to_string(),
                    caller,
                    c["count"].as_u64().unwrap(),
                    if c["recursive"] == true {
                        None
                    } else {
                        figure(&c["cost"], "Ir")
                    },
                ));
            }
        }
        assert_eq!(shown, expected, "calls of {name}");
        press(&mut b, "<Left>");
    }
}

#[test]
fn event_change_sorts_as_the_report_sorts() {
    let fx = Fixture::new("c_formats", "callgrind.out.sim", |_| {});
    let mut b = fx.browser();
    let events = fx.profile.events.clone();
    assert!(events.len() > 2, "a profile with several events");
    for step in 0..events.len() {
        let event = &events[b.event];
        for inclusive in [false, true] {
            if b.inclusive != inclusive {
                press(&mut b, "i");
            }
            let rows = report(&fx, event);
            let names: Vec<String> = b
                .list
                .rows
                .iter()
                .map(|&r| {
                    if b.figures.is_function(r) {
                        format!(
                            "{}:{}",
                            String::from_utf8_lossy(b.figures.file_name(r)),
                            b.figures.name(r)
                        )
                    } else {
                        b.figures.name(r)
                    }
                })
                .filter(|n| !n.starts_with("<cycle"))
                .collect();
            if inclusive {
                // The report lists functions in the same order (it puts
                // cycles in a list of their own).
                let want: Vec<String> = rows
                    .iter()
                    .map(|r| {
                        let name = r["function"].as_str().unwrap();
                        let cycle = r["cycle"].as_u64().map_or(String::new(), |c| format!(" <cycle {c}>"));
                        format!("{}:{name}{cycle}", r["file"].as_str().unwrap())
                    })
                    .collect();
                assert_eq!(names, want, "order by inclusive {event} (step {step})");
            } else {
                // Self costs of the first rows, in order, are the report's
                // self costs sorted.
                let mut want: Vec<i128> = rows.iter().filter_map(|r| figure(&r["self"], event)).collect();
                want.sort_unstable_by(|a, b| b.cmp(a));
                let got: Vec<i128> = b
                    .list
                    .rows
                    .iter()
                    .filter_map(|&r| b.figures.self_cost(r).get(b.event))
                    .take(want.len().min(30))
                    .collect();
                assert_eq!(got, want[..got.len()], "order by self {event}");
            }
        }
        press(&mut b, "<Tab>");
    }
    assert_eq!(b.event, fx.profile.events.iter().position(|e| *e == events[0]).unwrap());
}

#[test]
fn search_filters_and_history() {
    let fx = Fixture::new("c_multi", "callgrind.out.O0", |_| {});
    let mut b = fx.browser();
    let all = b.list.rows.len();
    // Incremental: each letter moves to the first match from where the
    // search started; smart case.
    press(&mut b, "/SUM_L");
    assert!(b.list.chrome.search.failed, "capital letters match case");
    press(&mut b, "<BS><BS><BS><BS><BS>sum_l");
    let f = b.current_function().unwrap();
    assert_eq!(b.figures.name(f), "sum_loop");
    press(&mut b, "<Enter>");
    // Filter by the function's object, then its file: stacked.
    press(&mut b, "o");
    let object = b.figures.object_name(f).to_vec();
    assert!(
        b.list
            .rows
            .iter()
            .all(|&r| b.figures.object_name(r) == object.as_slice())
    );
    let by_object = b.list.rows.len();
    assert!(by_object < all);
    press(&mut b, "f");
    let file = b.figures.file_name(f).to_vec();
    assert!(b.list.rows.iter().all(|&r| b.figures.file_name(r) == file.as_slice()));
    assert!(b.list.rows.len() <= by_object);
    assert_eq!(b.current_function(), Some(f), "the cursor stays on the function");
    press(&mut b, "x");
    assert_eq!(b.list.rows.len(), by_object);
    press(&mut b, "x");
    assert_eq!(b.list.rows.len(), all);
    press(&mut b, "x");
    assert_eq!(b.list.chrome.message.as_deref(), Some("no filter to undo"));
    // Enter on a callee goes to it; Backspace comes back.
    press(&mut b, "<Right>");
    let callee_line = b
        .list
        .lines
        .iter()
        .position(|l| matches!(l, ListLine::Callee { .. }))
        .expect("sum_loop calls something");
    b.list.cursor = callee_line;
    let callee = b.current_function().unwrap();
    press(&mut b, "<Enter>");
    assert_eq!(b.list.lines[b.list.cursor], ListLine::Row(callee));
    press(&mut b, "t");
    assert!(matches!(b.view, View::Tree(_)));
    press(&mut b, "<BS>");
    assert!(matches!(b.view, View::List));
    assert_eq!(b.current_function(), Some(callee));
    press(&mut b, "<BS>");
    assert_eq!(b.current_row(), Some(f));
    assert!(
        matches!(b.list.lines[b.list.cursor], ListLine::Callee { row, .. } if row == f),
        "back on the callee line Enter was pressed on, not on its row"
    );
    assert_eq!(b.current_function(), Some(callee));
}

/// Left/Right scroll the source sideways: a narrow window cuts its long
/// lines (and notes) at the edge, with no other way to read them.
#[test]
fn source_scrolls_sideways() {
    let fx = Fixture::new("c_multi", "callgrind.out.O0", |_| {});
    let mut b = fx.browser();
    go_to(&mut b, "sum_loop");
    press(&mut b, "a");
    let narrow = screen(&mut b, 40, 14);
    assert!(!narrow.contains("(3,000x)"), "{narrow}");
    press(&mut b, "<Right><Right>");
    let scrolled = screen(&mut b, 40, 14);
    assert!(scrolled.contains("okup (3,000x)"), "{scrolled}");
    assert!(scrolled.contains("from column 41"), "{scrolled}");
    press(&mut b, "<Left><Left>");
    assert_eq!(screen(&mut b, 40, 14), narrow);
}

/// Tab with a single event says so rather than nothing.
#[test]
fn tab_with_one_event_says_so() {
    let fx = Fixture::new("c_multi", "callgrind.out.O0", |_| {});
    let mut b = fx.browser();
    press(&mut b, "<Tab>");
    assert_eq!(
        b.list.chrome.message.as_deref(),
        Some("Ir is the only event shown (--show picks events)")
    );
}

/// The comparison too: Tab with a single event says so, and stays.
#[test]
fn diff_tab_with_one_event_says_so() {
    let mut b = diff_browser(false);
    b.key(key(KeyCode::Tab));
    assert_eq!(
        b.list.chrome.message.as_deref(),
        Some("Ir is the only event shown (--show picks events)")
    );
}

/// One row filtered is `1 row`, in the title and the status line.
#[test]
fn one_row_is_said_in_the_singular() {
    let fx = Fixture::new("c_multi", "callgrind.out.O0", |_| {});
    let mut b = fx.browser();
    go_to(&mut b, "mix32");
    press(&mut b, "of");
    assert_eq!(b.list.rows.len(), 1);
    let shown = screen(&mut b, 100, 24);
    assert!(
        shown.starts_with("cgann: functions by self Ir (filtered to 1 row)\n"),
        "{shown}"
    );
    assert!(shown.contains(" | 1 row | "), "{shown}");
}

/// Both helps fit an 80x24 terminal whole: no key's line cut at the edge,
/// the title and status line above and below.
#[test]
fn help_fits_80x24() {
    for help in [cgann::browse::view::HELP, cgann::browse::view::DIFF_HELP] {
        for line in help {
            assert!(line.chars().count() <= 80, "cut at 80 columns: {line}");
        }
        assert!(help.len() + 2 <= 24, "{} lines", help.len());
    }
}

#[test]
fn hot_path_stops_at_recursion() {
    // testdata/recursion/callgrind.out.hand: f calls itself, c and d call
    // each other.
    let profile = load_profile(&root().join("testdata/recursion/callgrind.out.hand")).unwrap();
    let set = Options::default();
    let mut b = Browser::new(Figures::new(&profile, &set).unwrap(), vec!["hand".into()], false);
    b.prepared(Figures::prepare(&profile, &set));
    go_to(&mut b, "main");
    press(&mut b, "<Enter>");
    for _ in 0..20 {
        press(&mut b, "<Down><Right>l");
    }
    let View::Tree(t) = &b.view else { panic!("tree") };
    // Every branch ends: no function is below itself on its path.
    for (i, n) in t.nodes.iter().enumerate() {
        let mut at = n.parent;
        while let Some(p) = at {
            assert!(t.nodes[p].func != n.func || n.on_path, "node {i} repeats an ancestor");
            at = t.nodes[p].parent;
        }
        assert!(!(n.on_path && n.expanded), "a recursive call is never opened");
    }
    assert!(t.nodes.len() < 50);
}

fn every_test_profile() -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![root().join("testdata")];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                if !p.ends_with("expected") && !p.ends_with("src") && !p.ends_with("screens") {
                    stack.push(p);
                }
            } else if !p.extension().is_some_and(|x| x == "md" || x == "txt") {
                files.push(p);
            }
        }
    }
    files.sort();
    files
}

/// A fixed pseudo-random stream of key bytes for the fuzz target's body
/// (xorshift): mostly the browser's keys and resizes, some typed text.
fn key_bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut x = seed | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            if x % 100 < 85 {
                (x >> 8) as u8 % 48
            } else {
                (x >> 8) as u8
            }
        })
        .collect()
}

/// The fuzz target `browse_keys`' body (fuzz/common.rs) on every bundled,
/// malformed and fuzz-regression profile (compressed ones decompressed),
/// and on the four threads' files as one file of four parts: seeded keys,
/// self and inclusive, inclusive costs arriving early or late, the merged
/// view (`s`) made or not; drawn every sixth key (drawing is most of
/// this test's time in a debug build; the fuzz target draws every key).
#[test]
fn browse_keys_on_every_test_profile() {
    browse_keys_on_every_profile(24, 1, 6);
}

/// The same with 200 keys and three seeds a profile (about a minute in
/// a debug build).
#[test]
#[ignore = "long: run with `cargo test -- --ignored` (.ci/run does)"]
fn browse_keys_on_every_test_profile_thorough() {
    browse_keys_on_every_profile(200, 3, 1);
}

/// Seeds for `cargo fuzz run browse_keys` (fuzz/README.md): every test
/// profile, cut to its first 12 kB at a line's end, with 64 seeded keys,
/// read back as they were made; with `CGANN_WRITE_FUZZ_CORPUS=1` also
/// written to fuzz/corpus/browse_keys.
#[test]
fn browse_keys_seeds() {
    let write = std::env::var_os("CGANN_WRITE_FUZZ_CORPUS").is_some();
    let dir = root().join("fuzz/corpus/browse_keys");
    if write {
        std::fs::create_dir_all(&dir).unwrap();
    }
    for (n, path) in every_test_profile().iter().enumerate() {
        let Ok(mut text) = std::fs::read(path) else { continue };
        if text.len() > 12 * 1024 {
            let end = text[..12 * 1024].iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
            text.truncate(end);
        }
        let keys = key_bytes(n as u64 * 31 + 7, 64);
        let input = fuzz_common::BrowseInput {
            profile: &text,
            inclusive: n.is_multiple_of(2),
            colour: n.is_multiple_of(3),
            merged: n.is_multiple_of(4),
            prepared_at: 8 * (n % 16),
            keys: &keys,
        };
        let bytes = input.to_bytes();
        let back = fuzz_common::BrowseInput::parse(&bytes).expect("two bytes of flags at least");
        assert_eq!(
            (
                back.profile,
                back.keys,
                back.inclusive,
                back.colour,
                back.merged,
                back.prepared_at
            ),
            (
                input.profile,
                input.keys,
                input.inclusive,
                input.colour,
                input.merged,
                input.prepared_at
            ),
            "{}",
            path.display()
        );
        if write {
            std::fs::write(dir.join(format!("seed-{n}")), bytes).unwrap();
        }
    }
}

/// `keys` keys and `seeds` seeds a profile, drawn after every
/// `draw_every`-th key (and every resize).
fn browse_keys_on_every_profile(keys: usize, seeds: u64, draw_every: usize) {
    use std::io::Read;
    let mut inputs: Vec<(String, Vec<u8>)> = Vec::new();
    for path in every_test_profile() {
        let mut text = Vec::new();
        let read = cgann::input::open(&Source::Path(&path), false).and_then(|mut r| r.read_to_end(&mut text));
        if read.is_ok() {
            inputs.push((path.display().to_string(), text));
        }
    }
    let mut parts = Vec::new();
    for i in 1..=4 {
        parts
            .extend(std::fs::read(root().join(format!("testdata/golden/threads/callgrind.out.threads-0{i}"))).unwrap());
    }
    inputs.push(("the four threads as one file".into(), parts));
    // There: p, Down, Enter first (thread 2 alone), then the seeded keys.
    let threads = inputs.len() - 1;
    let crash_dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap()
        .join("browse-keys-failures");
    let mut failures = Vec::new();
    for (n, (label, text)) in inputs.iter().enumerate() {
        for seed in 0..seeds {
            let s = n as u64 * 7919 + seed * 104_729;
            let mut keys = key_bytes(s, keys);
            if n == threads {
                keys.splice(0..0, [30, 1, 8]);
            }
            let input = fuzz_common::BrowseInput {
                profile: text,
                inclusive: s.is_multiple_of(2),
                colour: s.is_multiple_of(3),
                merged: s % 4 < 2,
                prepared_at: [0, 8, 40, 124][(s / 4 % 4) as usize],
                keys: &keys,
            };
            let data = input.to_bytes();
            if let Err(e) = std::panic::catch_unwind(|| fuzz_common::run_browse_drawing(&data, draw_every)) {
                let msg = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                std::fs::create_dir_all(&crash_dir).unwrap();
                let saved = crash_dir.join(format!("crash-{n}-{seed}"));
                std::fs::write(&saved, &data).unwrap();
                failures.push(format!(
                    "{label} (seed {seed}): {msg} (input saved as {})",
                    saved.display()
                ));
            }
        }
    }
    assert!(inputs.len() >= 40, "only {} profiles", inputs.len());
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The two profiles `old_file` and `new_file` of `dir`, loaded for the
/// comparison browser (which keeps them for the whole run).
fn loaded_pair(dir: &Path, old_file: &str, new_file: &str) -> (&'static Profile, &'static Profile) {
    let load = |file: &str| -> &'static Profile { Box::leak(Box::new(load_profile(&dir.join(file)).unwrap())) };
    (load(old_file), load(new_file))
}

/// The comparison browser of `old` against `new` (named `names`).
fn diff_browser_of(
    (old, new): (&'static Profile, &'static Profile),
    names: (&str, &str),
    opts: Options,
) -> cgann::browse::diff::DiffBrowser {
    cgann::browse::diff::DiffBrowser::new(cgann::browse::diff::DiffInput {
        old,
        new,
        names: (names.0.into(), names.1.into()),
        rules: (Vec::new(), Vec::new()),
        strip_prefix: None,
        opts,
    })
    .unwrap()
}

fn diff_browser(inclusive: bool) -> cgann::browse::diff::DiffBrowser {
    let names = ("callgrind.out.O0", "callgrind.out.O2");
    let pair = loaded_pair(&root().join("testdata/golden/c_multi"), names.0, names.1);
    let opts = Options {
        inclusive,
        ..Options::default()
    };
    diff_browser_of(pair, names, opts)
}

/// Types `/query` and Enter in the comparison.
fn diff_search(b: &mut cgann::browse::diff::DiffBrowser, query: &str) {
    for c in format!("/{query}").chars() {
        b.key(key(KeyCode::Char(c)));
    }
    b.key(key(KeyCode::Enter));
}

fn diff_screen(b: &mut cgann::browse::diff::DiffBrowser, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    terminal
        .draw(|f| {
            let area = f.area();
            cgann::browse::view::draw_diff(f.buffer_mut(), area, b, Theme::plain());
        })
        .expect("draw");
    let buf = terminal.backend().buffer();
    (0..height)
        .map(|y| {
            let line: String = (0..width).map(|x| buf[(x, y)].symbol().to_string()).collect();
            format!("{}\n", line.trim_end())
        })
        .collect()
}

/// The comparison lists what `--diff` prints: the same rows, in the same
/// order, with the same signed figures; calls expand under a row.
#[test]
fn diff_rows_are_the_diff_reports() {
    let (code, text, err) = support_run(&["--diff", "callgrind.out.O0", "callgrind.out.O2"]);
    assert_eq!(code, 0, "{err}");
    // `-183,840 (-23.78%)  ./src/lib/util.h:mix32`
    let want: Vec<(String, String)> = text
        .lines()
        .skip_while(|l| !l.ends_with("file:function"))
        .skip(2)
        .filter(|l| !l.is_empty())
        .map(|l| {
            let (figure, name) = l.trim_start().split_once(" (").unwrap();
            let name = name.split_once(")  ").unwrap().1;
            (figure.to_string(), name.to_string())
        })
        .collect();
    assert!(want.len() > 10);
    let mut b = diff_browser(false);
    let table = b.table();
    let got: Vec<(String, String)> = (0..table.rows())
        .map(|r| {
            let v = table.change(r, 0);
            let digits = cgann::report::format::commify(v.unsigned_abs() as u64);
            (
                if v < 0 {
                    format!("-{digits}")
                } else {
                    format!("+{digits}")
                },
                table.row_name(r),
            )
        })
        .collect();
    assert_eq!(got, want);
    check_screen("diff", &diff_screen(&mut b, 80, 24));
    for k in [KeyCode::Right, KeyCode::Down, KeyCode::Enter] {
        b.key(key(k));
    }
    check_screen("diff_follow_caller", &diff_screen(&mut b, 80, 24));
    b.key(key(KeyCode::Char('i')));
    check_screen("diff_inclusive", &diff_screen(&mut b, 80, 24));
    // The fuzz target's keys (resizes left out).
    for k in key_bytes(99, 300)
        .into_iter()
        .filter_map(|b| fuzz_common::key_of(b).ok())
    {
        b.key(k);
        fuzz_common::check_list(&b.list);
        b.list.chrome.quit = false;
        diff_screen(&mut b, 33, 7);
    }
}

/// A recursive call's change in the comparison is not decided by the
/// data: its line shows the view's mark `?`, never `.` (no cost).
#[test]
fn diff_recursive_calls_show_the_undecided_mark() {
    let mut b = diff_browser(false);
    diff_search(&mut b, "fib'2");
    b.key(key(KeyCode::Right));
    let shown = diff_screen(&mut b, 100, 40);
    let recursive: Vec<&str> = shown.lines().filter(|l| l.ends_with(" recursive")).collect();
    assert!(!recursive.is_empty(), "{shown}");
    for line in recursive {
        assert!(line.trim_start().starts_with("? "), "{line}");
    }
}

/// In the comparison too, Back after Enter on a call line returns to that
/// line, not to the row it is listed under.
#[test]
fn diff_back_returns_to_the_call_line() {
    let mut b = diff_browser(false);
    for k in [KeyCode::Right, KeyCode::Down, KeyCode::Down] {
        b.key(key(k));
    }
    let line = b.list.lines[b.list.cursor];
    let first = b.table().row_id(0);
    assert!(
        matches!(line, ListLine::Caller { row, index: 1 } if row == first),
        "{line:?}"
    );
    b.key(key(KeyCode::Enter));
    assert!(matches!(b.list.lines[b.list.cursor], ListLine::Row(_)));
    b.key(key(KeyCode::Backspace));
    assert_eq!(b.list.lines[b.list.cursor], line);
}

/// Back after Enter on a call whose function is both a caller and a
/// callee of the row (`fib'2` calls itself) returns to the line it left,
/// the callee's, as in the function list (it went to the caller's line,
/// the first naming the function).
#[test]
fn diff_back_returns_to_the_same_kind_of_call_line() {
    let mut b = diff_browser(false);
    diff_search(&mut b, "fib'2");
    b.key(key(KeyCode::Right));
    while !matches!(b.list.lines[b.list.cursor], ListLine::Callee { .. }) {
        b.key(key(KeyCode::Down));
    }
    let line = b.list.lines[b.list.cursor];
    b.key(key(KeyCode::Enter));
    assert!(matches!(b.list.lines[b.list.cursor], ListLine::Row(_)));
    b.key(key(KeyCode::Backspace));
    assert_eq!(b.list.lines[b.list.cursor], line);
}

/// Opening a row with no calls listed says so in the comparison, as in
/// the function list (it said nothing, and nothing opened).
#[test]
fn diff_row_without_calls_says_so() {
    let mut d = diff_browser(false);
    diff_search(&mut d, "scale");
    d.key(key(KeyCode::Char('n')));
    let shown = diff_screen(&mut d, 100, 40);
    let cursor = shown.lines().find(|l| l.starts_with('>')).unwrap_or_default();
    assert!(cursor.ends_with("util.h:scale"), "{shown}");
    let lines = d.list.lines.len();
    d.key(key(KeyCode::Right));
    assert_eq!(
        d.list.chrome.message.as_deref(),
        Some("no calls from or to this function")
    );
    assert_eq!(d.list.lines.len(), lines);
}

/// The tables the comparison makes on its helper thread (`i`, Tab) are
/// the ones it makes when asked: `i` pressed before its table is ready
/// shows it when it arrives.
#[test]
fn diff_tables_made_in_the_background_are_the_same() {
    let mut asked = diff_browser(false);
    asked.key(key(KeyCode::Char('i')));
    let mut early = diff_browser(false);
    early.prepare_others();
    early.key(key(KeyCode::Char('i')));
    while early.poll().1 {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    early.poll();
    assert!(early.inclusive && early.list.chrome.message.is_none());
    assert_eq!(diff_screen(&mut early, 80, 24), diff_screen(&mut asked, 80, 24));
}

/// The comparison's rows are its functions' numbers, the same function's
/// in every table (by self and inclusive change): `i` keeps the cursor on
/// the same function's row, and the calls open under the rows are listed
/// again from the new table, as a comparison opened by inclusive change
/// lists them.
#[test]
fn diff_rows_are_the_same_functions_in_every_table() {
    let mut b = diff_browser(false);
    let ids: Vec<u32> = (0..b.table().rows()).map(|r| b.table().row_id(r)).collect();
    let mut kept = 0;
    for &id in &ids {
        assert!(b.list.go_to(id));
        let name = b.table().shown(id);
        b.key(key(KeyCode::Char('i')));
        if b.list.current_row() == Some(id) {
            assert_eq!(b.table().shown(id), name);
            kept += 1;
        }
        b.key(key(KeyCode::Char('i')));
        assert_eq!(b.list.current_row(), Some(id), "{name}");
    }
    assert!(kept > ids.len() / 2, "{kept} of {} rows", ids.len());
    // Every row's calls open, then `i`: each open row's call lines are
    // those of the comparison by inclusive change.
    diff_figures::open_every_row(&mut b);
    b.key(key(KeyCode::Char('i')));
    let mut fresh = diff_browser(true);
    diff_figures::open_every_row(&mut fresh);
    let calls = |b: &cgann::browse::diff::DiffBrowser, row: u32| -> Vec<String> {
        let t = b.table();
        (b.list.lines.iter().filter(|l| l.row() == row))
            .filter_map(|&l| {
                b.list
                    .line_call(l)
                    .map(|c| format!("{l:?} {} {} {:?}", t.shown(c.other), c.count, c.change))
            })
            .collect()
    };
    let open: Vec<u32> = b
        .list
        .rows
        .iter()
        .copied()
        .filter(|r| b.list.open.contains_key(r))
        .collect();
    assert!(open.len() > 10);
    for row in open {
        assert_eq!(calls(&b, row), calls(&fresh, row), "{}", b.table().shown(row));
    }
}

/// A row's calls, listed when it is first expanded, are the ones
/// `--diff --tree=both` prints under it (its JSON form, the same data):
/// every row of bundled pairs of real profiles (recursion levels, cycles,
/// C++ names), by self and by inclusive change.
#[test]
fn diff_calls_listed_when_shown_are_the_tree_reports() {
    type Call = (String, i128, Option<Vec<i128>>);
    let pairs = [
        ("golden/c_multi", "callgrind.out.O0", "callgrind.out.O2"),
        ("golden/c_multi", "callgrind.out.O2", "callgrind.out.O0"),
        ("golden/cpp", "callgrind.out.cpp", "callgrind.out.nodemangle"),
        ("golden/threads", "callgrind.out.threads-01", "callgrind.out.threads-02"),
        ("contexts/descent", "callgrind.out.recs1", "callgrind.out.recs3"),
        ("contexts/mutual", "callgrind.out.recs500", "callgrind.out.recs2"),
    ];
    let mut checked = 0;
    for (dir, old_file, new_file) in pairs {
        let dir = root().join("testdata").join(dir);
        let pair = loaded_pair(&dir, old_file, new_file);
        for inclusive in [false, true] {
            let incl = format!("--inclusive={}", if inclusive { "yes" } else { "no" });
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_cgann"))
                .args(["--diff", "--tree=both", "--format=json", &incl, old_file, new_file])
                .current_dir(&dir)
                .output()
                .expect("run cgann");
            assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
            let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
            let events: Vec<String> = doc["events"]["shown"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| e.as_str().unwrap().to_string())
                .collect();
            let name =
                |v: &serde_json::Value| format!("{}:{}", v["file"].as_str().unwrap(), v["function"].as_str().unwrap());
            let calls = |v: &serde_json::Value| -> Vec<Call> {
                v.as_array()
                    .unwrap()
                    .iter()
                    .map(|c| {
                        let change = (!c["recursive"].as_bool().unwrap()).then(|| {
                            events
                                .iter()
                                .map(|e| c["change"][e]["change"].as_i64().unwrap() as i128)
                                .collect()
                        });
                        (name(c), c["count_change"].as_i64().unwrap() as i128, change)
                    })
                    .collect()
            };
            let want: Vec<(String, Vec<Call>, Vec<Call>)> = doc["functions"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| (name(f), calls(&f["callers"]), calls(&f["callees"])))
                .collect();
            let opts = Options {
                inclusive,
                ..Options::default()
            };
            let mut b = diff_browser_of(pair, (old_file, new_file), opts);
            assert_eq!(b.table().events(), &events[..]);
            diff_figures::open_every_row(&mut b);
            let table = b.table();
            let ours = |r: usize, callers: bool| -> Vec<Call> {
                let row = table.row_id(r);
                b.list
                    .lines
                    .iter()
                    .filter(|l| l.row() == row && matches!(l, ListLine::Caller { .. }) == callers)
                    .filter_map(|&l| b.list.line_call(l))
                    .map(|c| (table.shown(c.other), c.count, c.change.clone()))
                    .collect()
            };
            let got: Vec<(String, Vec<Call>, Vec<Call>)> = (0..table.rows())
                .map(|r| (table.row_name(r), ours(r, true), ours(r, false)))
                .collect();
            assert!(want.iter().any(|(_, a, b)| !a.is_empty() && !b.is_empty()));
            assert_eq!(got, want, "{old_file} {new_file} {incl}");
            checked += got.len();
        }
    }
    assert!(checked > 200, "{checked} rows");
}

fn support_run(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(args)
        .current_dir(root().join("testdata/golden/c_multi"))
        .output()
        .expect("run cgann");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Until the helper thread is done, the list holds the first rows of the
/// full order (ties in name order as far as they reach), and says so.
#[test]
fn first_rows_are_the_full_orders_first_rows() {
    for (case, file) in [
        ("c_multi", "callgrind.out.O0"),
        ("cpp", "callgrind.out.cpp"),
        ("threads", "callgrind.out.threads-02"),
    ] {
        let fx = Fixture::new(case, file, |_| {});
        let full = fx.browser().list.rows;
        for first_rows in [1, 7, 30, 100].into_iter().filter(|&n| n < full.len()) {
            let figures = Figures::with_first_rows(&fx.profile, &fx.opts, first_rows).unwrap();
            let mut b = Browser::new(figures, vec!["callgrind.out".into()], false);
            assert_eq!(b.list.rows[..], full[..first_rows], "{case} {file}: first {first_rows}");
            let rows = if first_rows == 1 { "row" } else { "rows" };
            assert!(screen(&mut b, 120, 24).contains(&format!("first {first_rows} {rows} (sorting the rest)")));
            b.prepared(Figures::prepare(&fx.profile, &fx.opts));
            assert_eq!(b.list.rows, full);
        }
    }
}

/// `m`: the machine code of the function under the cursor, as `--asm=yes`
/// prints it, read from the bundled C profile made with `--dump-instr=yes
/// --collect-jumps=yes` and its binary (testdata/asm/c; objdump needed).
#[test]
fn machine_code_of_the_function_under_the_cursor() {
    use cgann::report::asm::AsmSource;
    use cgann::report::objdump::ObjectSearch;
    let dir = root().join("testdata/asm/c");
    let path = dir.join("callgrind.out");
    let profile = load_profile(&path).expect("bundled profile loads");
    let build = BuildOptions {
        demangle: true,
        keep_parts: true,
        ..BuildOptions::default()
    };
    let opts = Options {
        asm_source: Some(AsmSource {
            inputs: vec![path.clone()],
            build,
            search: ObjectSearch {
                dirs: vec![dir.clone()],
                objdump: "objdump".into(),
                ..ObjectSearch::default()
            },
        }),
        ..options("testdata/asm/c")
    };
    let set = opts;
    let mut b = Browser::new(Figures::new(&profile, &set).unwrap(), vec!["c".into()], false);
    // The list starts at the costliest function, classify.
    press(&mut b, "m");
    let View::Source(src) = &b.view else {
        panic!("not the code view")
    };
    let lines = rendered(&src.text);
    assert!(src.text.missing.is_none(), "{:?}", src.text.missing);
    assert!(
        lines.iter().any(|l| l.starts_with("-- Machine code: classify")),
        "{lines:#?}"
    );
    assert!(
        lines.iter().any(|l| l.contains("| jcnd: taken 2,000 of 3,000 (66.7%)")),
        "{lines:#?}"
    );
    assert!(lines[src.cursor].contains(">> "), "the cursor on a hot instruction");
    // Without the profile's file names (standard input): a note.
    let set = options("testdata/asm/c");
    let mut b = Browser::new(Figures::new(&profile, &set).unwrap(), vec!["c".into()], false);
    press(&mut b, "m");
    let View::Source(src) = &b.view else {
        panic!("not the code view")
    };
    assert!(src.text.missing.is_some());
}

/// The search finds the same rows one name at a time (before the helper
/// thread is done) and through the name index (after); own names only,
/// smart case.
#[test]
fn search_with_and_without_the_name_index() {
    let fx = Fixture::new("c_multi", "callgrind.out.O0", |_| {});
    for query in ["fib", "FIB", "ib'2", "is_", "zzz", "_dl_r", "Main", "main"] {
        let figures = Figures::with_first_rows(&fx.profile, &fx.opts, usize::MAX).unwrap();
        let mut before = Browser::new(figures, vec!["callgrind.out".into()], false);
        let mut after = fx.browser();
        assert_eq!(before.list.rows, after.list.rows);
        for b in [&mut before, &mut after] {
            press(b, &format!("/{query}<Enter>nnN"));
        }
        assert_eq!(before.list.cursor, after.list.cursor, "{query}");
        assert_eq!(
            before.list.chrome.search.failed, after.list.chrome.search.failed,
            "{query}"
        );
        let f = after.current_function().unwrap();
        let name = after.figures.name(f);
        match query {
            "zzz" | "FIB" | "Main" => assert!(after.list.chrome.search.failed, "{query}: {name}"),
            _ => assert!(name.to_lowercase().contains(&query.to_lowercase()), "{query}: {name}"),
        }
    }
}

/// The merged view of `fx` (`s`), made as the terminal browser's helper
/// thread makes it.
fn symbol_view(fx: &Fixture) -> cgann::browse::figures::OtherView<'static> {
    let (merged, symbol_of) = cgann::browse::figures::symbol_profile(&fx.profile);
    let opts: &'static Options = Box::leak(Box::new(fx.opts.clone()));
    cgann::browse::figures::OtherView {
        figures: Figures::ready(merged, opts).expect("options fit"),
        symbol_of,
    }
}

/// The function under the cursor, by name.
fn current_name(b: &Browser<'_>) -> String {
    let f = b.current_function().expect("a row");
    let p = b.figures.profile;
    String::from_utf8_lossy(p.name(p.functions[f as usize].name)).into_owned()
}

/// `s` lists one row per function with the figures `--group=symbol`
/// prints (JSON form), estimates marked as such, and the cursor stays on
/// the function; it is stacked with the filters and undone in turn.
#[test]
fn one_row_per_function_is_the_reports_group_symbol() {
    for (dir, file) in [
        ("testdata/golden/c_multi", "callgrind.out.O0"),
        ("testdata/contexts/mutual", "callgrind.out.recs1"),
        ("testdata/contexts/parser", "callgrind.out.recs2"),
    ] {
        let profile = load_profile(&root().join(dir).join(file)).expect("bundled profile loads");
        let fx = Fixture {
            profile,
            opts: options(dir),
        };
        let merged = cgann::analysis::symbols::merge(load_profile(&root().join(dir).join(file)).unwrap());
        let opts = Options {
            inclusive: true,
            threshold: cgann::report::Threshold::new(100.0),
            auto: false,
            group: cgann::report::Group::Symbol,
            ..fx.opts.clone()
        };
        let mut out = Vec::new();
        cgann::report::data::write_json(&mut out, &merged, &opts).expect("report");
        let doc: Value = serde_json::from_slice(&out).unwrap();
        let rows = doc["functions"].as_array().unwrap();

        let mut b = fx.browser();
        press(&mut b, "i");
        // A context (or the function itself) of the costliest function.
        let top = current_name(&b);
        press(&mut b, "s");
        assert!(!b.symbols && b.symbols_wanted, "{file}: asked for, not made yet");
        b.other_view(symbol_view(&fx));
        assert!(b.symbols, "{file}: shown when made");
        let base = top.split('\'').next().unwrap().to_string();
        assert_eq!(current_name(&b), base, "{file}: the cursor stays on {top}");
        // Cycles as a whole have rows of their own in the list.
        let listed = b.list.rows.iter().filter(|&&r| b.figures.is_function(r)).count();
        assert_eq!(listed, rows.len(), "{file}: the report's rows");
        let mut estimates = 0;
        for want in rows {
            let name = want["function"].as_str().unwrap();
            go_to(&mut b, name);
            let f = b.current_function().unwrap();
            let (own, incl) = b.line_costs(ListLine::Row(f));
            assert_eq!(own.unwrap().get(0), figure(&want["self"], "Ir"), "{file}: {name} self");
            assert_eq!(
                incl.unwrap().value().unwrap().get(0),
                figure(&want["inclusive"], "Ir"),
                "{file}: {name} inclusive"
            );
            let exact = want["inclusive_exact"] == true;
            assert_eq!(b.figures.inclusive_exact(f), exact, "{file}: {name} exact");
            if !exact {
                estimates += 1;
                let text = screen(&mut b, 100, 24);
                let line = text.lines().find(|l| l.starts_with('>')).expect("the cursor's row");
                assert!(line.contains("<="), "{file}: {name} marked as an estimate: {line}");
            }
        }
        if file.ends_with("recs1") {
            assert!(estimates > 0, "{file}: recursion without levels is bounded");
        }
        // Stacked with the filters: `o` on top, `x` undoes it, then the
        // merge; `s` again leaves the stack wherever it is.
        go_to(&mut b, &base);
        press(&mut b, "o");
        assert!(b.symbols && b.filters.len() == 2, "{file}");
        press(&mut b, "x");
        assert!(b.symbols && b.filters.len() == 1, "{file}");
        press(&mut b, "x");
        assert!(!b.symbols && b.filters.is_empty(), "{file}");
        assert_eq!(
            current_name(&b).split('\'').next().unwrap(),
            base,
            "{file}: back on a context of {base}"
        );
        press(&mut b, "sos");
        assert!(!b.symbols && b.filters.len() == 1, "{file}: the object filter stays");
        press(&mut b, "x");
        assert!(b.filters.is_empty(), "{file}");
    }
}

#[test]
fn screens_of_one_row_per_function() {
    let fx = Fixture::new("c_multi", "callgrind.out.O0", |_| {});
    let mut b = fx.browser();
    b.other_view(symbol_view(&fx));
    press(&mut b, "i");
    go_to(&mut b, "fib'2");
    press(&mut b, "s");
    check_screen("symbols_inclusive", &screen(&mut b, 80, 24));
    press(&mut b, "<Right>");
    check_screen("symbols_expanded", &screen(&mut b, 80, 24));
}

/// The four threads of the bundled `--separate-threads=yes` run, loaded
/// together as `cgann --browse callgrind.out.threads-0*` loads them (each
/// thread's costs kept apart as well as summed).
fn threads_fixture() -> Fixture {
    let dir = root().join("testdata/golden/threads");
    let paths: Vec<PathBuf> = (1..=4)
        .map(|i| dir.join(format!("callgrind.out.threads-0{i}")))
        .collect();
    let sources: Vec<Source> = paths.iter().map(|p| Source::Path(p)).collect();
    let build = BuildOptions {
        keep_parts: true,
        ..BuildOptions::default()
    };
    let (profile, _) = cgann::input::load_all(&sources, build).expect("bundled profiles load");
    Fixture {
        profile,
        opts: options("testdata/golden/threads"),
    }
}

const THREADS: [&str; 4] = [
    "callgrind.out.threads-01",
    "callgrind.out.threads-02",
    "callgrind.out.threads-03",
    "callgrind.out.threads-04",
];

fn threads_browser(fx: &Fixture) -> Browser<'_> {
    let figures = Figures::new(&fx.profile, &fx.opts).expect("options fit");
    let mut b = Browser::new(figures, THREADS.iter().map(|t| t.to_string()).collect(), false);
    b.prepared(Figures::prepare(&fx.profile, &fx.opts));
    b
}

/// Self and inclusive Ir of every function listed, by name, as the JSON
/// report of `profile` prints them.
fn report_figures(profile: &Profile, base: &Options) -> Vec<(String, Option<i128>, Option<i128>)> {
    let opts = Options {
        inclusive: true,
        auto: false,
        threshold: cgann::report::Threshold::new(100.0),
        ..base.clone()
    };
    let mut out = Vec::new();
    cgann::report::data::write_json(&mut out, profile, &opts).expect("report");
    let doc: Value = serde_json::from_slice(&out).unwrap();
    let mut rows: Vec<_> = doc["functions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                format!("{}:{}", r["file"].as_str().unwrap(), r["function"].as_str().unwrap()),
                figure(&r["self"], "Ir"),
                figure(&r["inclusive"], "Ir"),
            )
        })
        .collect();
    rows.sort();
    rows
}

/// The same figures as the browser lists them.
fn listed_figures(b: &Browser<'_>) -> Vec<(String, Option<i128>, Option<i128>)> {
    let mut rows: Vec<_> = b
        .list
        .rows
        .iter()
        .filter(|&&r| b.figures.is_function(r))
        .map(|&r| {
            let (own, incl) = b.line_costs(ListLine::Row(r));
            (
                format!(
                    "{}:{}",
                    String::from_utf8_lossy(b.figures.file_name(r)),
                    b.figures.name(r)
                ),
                own.and_then(|c| c.get(0)),
                incl.and_then(|c| c.value().and_then(|c| c.get(0))),
            )
        })
        .collect();
    rows.sort();
    rows
}

#[test]
fn thread_filter_shows_each_threads_own_figures() {
    let fx = threads_fixture();
    let mut b = threads_browser(&fx);
    assert_eq!(b.parts.count(), 4);
    let all = listed_figures(&b);
    assert_eq!(all, report_figures(&fx.profile, &fx.opts), "the sum");
    for k in 0..4 {
        // p, down to thread k+1, Enter.
        press(&mut b, "p<Home>");
        for _ in 0..k {
            press(&mut b, "<Down>");
        }
        press(&mut b, "<Enter>");
        b.prepare_parts_now();
        assert_eq!(b.filters.last(), Some(&cgann::browse::model::Filter::Part(k)));
        let alone = load_profile(&root().join(format!("testdata/golden/threads/callgrind.out.threads-0{}", k + 1)))
            .expect("loads");
        assert_eq!(
            listed_figures(&b),
            report_figures(&alone, &fx.opts),
            "thread {} as its file alone",
            k + 1
        );
        let total = b.figures.total(0);
        assert_eq!(total, alone.recorded_total().map(|t| t.cost.vals[0]));
        // (After any message the switch left.)
        press(&mut b, "<Home>");
        let shown = screen(&mut b, 80, 24);
        assert!(
            shown.contains(&format!("| thread {} |", k + 1)),
            "the status line names the thread:\n{shown}"
        );
        // Undone: the sum again.
        press(&mut b, "x");
        assert!(b.filters.is_empty());
        assert_eq!(listed_figures(&b), all);
    }
}

#[test]
fn thread_filter_stacks_with_the_others_and_is_undone_one_by_one() {
    let fx = threads_fixture();
    let mut b = threads_browser(&fx);
    use cgann::browse::model::Filter;
    // Thread 2, then the object of its hottest function, then thread 3.
    press(&mut b, "p<Down><Enter>");
    b.prepare_parts_now();
    let thread2 = b.list.rows.clone();
    let f = b.current_function().unwrap();
    press(&mut b, "o");
    let object = b.figures.object_name(f).to_vec();
    assert!(
        b.list
            .rows
            .iter()
            .all(|&r| b.figures.object_name(r) == object.as_slice())
    );
    assert!(b.list.rows.len() < thread2.len());
    assert_eq!(b.current_function(), Some(f), "the cursor stays on the function");
    press(&mut b, "p<Down><Enter>");
    b.prepare_parts_now();
    assert_eq!(b.filters.len(), 3);
    assert_eq!((&b.filters[0], &b.filters[2]), (&Filter::Part(1), &Filter::Part(2)));
    assert!(matches!(b.filters[1], Filter::Object(_)));
    assert!(
        b.list
            .rows
            .iter()
            .all(|&r| b.figures.object_name(r) == object.as_slice())
    );
    // The object filter still applies to thread 3's rows.
    let thread3_in_object = b.list.rows.len();
    assert!(thread3_in_object > 0);
    press(&mut b, "x");
    assert_eq!(b.filters.len(), 2);
    assert!(
        b.list.rows.iter().all(|&r| thread2.contains(&r)),
        "thread 2's rows again"
    );
    press(&mut b, "x");
    assert_eq!(b.list.rows, thread2);
    press(&mut b, "x");
    assert!(b.filters.is_empty());
    press(&mut b, "x");
    assert_eq!(b.list.chrome.message.as_deref(), Some("no filter to undo"));
    // One file of one part: nothing to pick.
    let one = Fixture::new("threads", "callgrind.out.threads-02", |_| {});
    let mut b = one.browser();
    press(&mut b, "p");
    assert!(b.parts.menu.is_none());
    assert!(
        b.list
            .chrome
            .message
            .as_deref()
            .unwrap()
            .starts_with("one thread or part only")
    );
}

/// `--group=symbol`'s figures of `profile` (JSON form), as
/// [`report_figures`].
fn symbol_report_figures(profile: Profile, base: &Options) -> Vec<(String, Option<i128>, Option<i128>)> {
    let merged = cgann::analysis::symbols::merge(profile);
    let base = Options {
        group: cgann::report::Group::Symbol,
        ..base.clone()
    };
    report_figures(&merged, &base)
}

/// `s` and `p` combine: a thread's one row per function, made when first
/// shown so, has the figures `--group=symbol` prints of its file alone;
/// made once, it is shown at once, and both are undone in turn.
#[test]
fn one_row_per_function_of_a_thread() {
    use cgann::browse::model::Filter;
    let fx = threads_fixture();
    let mut b = threads_browser(&fx);
    let thread = |k: usize| {
        load_profile(&root().join(format!("testdata/golden/threads/callgrind.out.threads-0{}", k + 1))).expect("loads")
    };
    press(&mut b, "s");
    b.merge_now();
    assert!(b.symbols);
    let whole = listed_figures(&b);
    assert_eq!(whole, symbol_report_figures(threads_fixture().profile, &fx.opts));
    for k in 0..4 {
        press(&mut b, "p<Home>");
        for _ in 0..k {
            press(&mut b, "<Down>");
        }
        press(&mut b, "<Enter>");
        b.prepare_parts_now();
        assert!(
            !b.symbols && b.symbols_wanted,
            "thread {}: merged when first asked for",
            k + 1
        );
        assert!(
            b.list.chrome.message.as_deref().unwrap().starts_with("merging thread"),
            "{:?}",
            b.list.chrome.message
        );
        b.merge_now();
        assert!(b.symbols, "thread {}: shown when made", k + 1);
        assert_eq!(b.filters, [Filter::Part(k), Filter::Symbols]);
        assert_eq!(
            listed_figures(&b),
            symbol_report_figures(thread(k), &fx.opts),
            "thread {} merged as its file alone",
            k + 1
        );
        // x undoes the merge, then the thread; s merges the whole again.
        press(&mut b, "x");
        assert!(!b.symbols);
        assert_eq!(listed_figures(&b), report_figures(&thread(k), &fx.opts));
        press(&mut b, "xs");
        assert!(b.symbols && b.filters == [Filter::Symbols]);
        assert_eq!(listed_figures(&b), whole);
    }
    // Made once, a thread's merged view is shown at once, under or over
    // the merge of the whole.
    press(&mut b, "p<Home><Down><Enter>");
    assert!(b.symbols && !b.symbols_wanted);
    assert_eq!(b.filters, [Filter::Symbols, Filter::Part(1)]);
    assert_eq!(listed_figures(&b), symbol_report_figures(thread(1), &fx.opts));
    press(&mut b, "s");
    assert!(!b.symbols);
    assert_eq!(listed_figures(&b), report_figures(&thread(1), &fx.opts));
    press(&mut b, "s");
    assert_eq!(listed_figures(&b), symbol_report_figures(thread(1), &fx.opts));
    assert_eq!(
        b.filters,
        [Filter::Part(1), Filter::Symbols],
        "s again leaves the stack, s puts it on top"
    );
    press(&mut b, "x");
    assert!(!b.symbols && b.filters == [Filter::Part(1)]);
    press(&mut b, "x");
    assert!(b.filters.is_empty());
    assert_eq!(listed_figures(&b), report_figures(&fx.profile, &fx.opts));
    // The part over the merge: x undoes the part, the whole merged again.
    press(&mut b, "sp<Home><Down><Enter>");
    assert_eq!(b.filters, [Filter::Symbols, Filter::Part(1)]);
    press(&mut b, "x");
    assert!(b.symbols && b.filters == [Filter::Symbols]);
    assert_eq!(listed_figures(&b), whole);
}

/// Switching thread keeps the history (functions are the same ids in
/// every thread): a call tree left in thread 1 comes back with thread 2's
/// figures, and a function thread 2 has no cost in says so.
#[test]
fn thread_switch_keeps_the_history() {
    let fx = threads_fixture();
    let mut b = threads_browser(&fx);
    // Thread 2's functions; then in thread 1, the costliest function of
    // both, and the costliest of thread 1 only.
    press(&mut b, "p<Home><Down><Enter>");
    b.prepare_parts_now();
    let thread2 = b.list.rows.clone();
    press(&mut b, "xp<Home><Enter>");
    b.prepare_parts_now();
    let functions = |b: &Browser<'_>| {
        b.list
            .rows
            .iter()
            .copied()
            .filter(|&r| b.figures.is_function(r))
            .collect::<Vec<_>>()
    };
    let f = *functions(&b)
        .iter()
        .find(|r| thread2.contains(r))
        .expect("a function of both");
    let only_main = *functions(&b)
        .iter()
        .find(|r| !thread2.contains(r))
        .expect("a function of thread 1 only");
    b.list.cursor = b.list.lines.iter().position(|l| *l == ListLine::Row(f)).unwrap();
    // List, then its tree, then its source; thread 2 from there.
    press(&mut b, "ta");
    assert!(matches!(b.view, View::Source(_)));
    press(&mut b, "p<Down><Enter>");
    b.prepare_parts_now();
    assert_eq!(b.filters.last(), Some(&cgann::browse::model::Filter::Part(1)));
    assert!(matches!(b.view, View::Source(_)), "the source stays, of thread 2");
    press(&mut b, "<BS>");
    let View::Tree(t) = &b.view else {
        panic!("back to the tree: {:?}", b.list.chrome.message)
    };
    assert_eq!(t.nodes[0].func, f);
    let (_, thread2) = b.line_costs(ListLine::Row(f));
    assert_eq!(
        Some(&t.nodes[0].cost),
        thread2.as_ref(),
        "the tree of thread 2's figures"
    );
    press(&mut b, "<BS>");
    assert!(matches!(b.view, View::List));
    assert_eq!(b.current_function(), Some(f), "{:?}", b.list.chrome.message);
    // A function of thread 1 only: back to it says why it is not there.
    press(&mut b, "x");
    b.list.cursor = b
        .list
        .lines
        .iter()
        .position(|l| *l == ListLine::Row(only_main))
        .unwrap();
    press(&mut b, "tp<Down><Enter><BS>");
    assert!(matches!(b.view, View::List));
    let name = b.figures.name(only_main);
    assert_eq!(
        b.list.chrome.message,
        Some(format!("{name} has no cost in thread 2: x undoes the part filter"))
    );
}

/// The same with one row per function, when the thread switched to is
/// merged only after the switch: its rows as recorded meanwhile, then the
/// call tree and history of merged functions given back.
#[test]
fn thread_switch_keeps_the_history_of_merged_rows() {
    let fx = threads_fixture();
    let mut b = threads_browser(&fx);
    press(&mut b, "s");
    b.merge_now();
    press(&mut b, "p<Home><Down><Enter>");
    b.prepare_parts_now();
    b.merge_now();
    assert!(b.symbols);
    go_to(&mut b, "worker");
    let worker = b.current_function().unwrap();
    press(&mut b, "t");
    press(&mut b, "p<Down><Enter>");
    b.prepare_parts_now();
    assert!(
        !b.symbols && b.symbols_wanted && matches!(b.view, View::List),
        "thread 3 as recorded meanwhile"
    );
    b.merge_now();
    assert!(b.symbols);
    let View::Tree(t) = &b.view else {
        panic!("the call tree given back")
    };
    assert_eq!(t.nodes[0].func, worker);
    let (_, thread3) = b.line_costs(ListLine::Row(worker));
    assert_eq!(Some(&t.nodes[0].cost), thread3.as_ref(), "of thread 3's merged figures");
    press(&mut b, "<BS>");
    assert!(matches!(b.view, View::List));
    assert_eq!(b.current_function(), Some(worker));
}

#[test]
fn screens_of_the_thread_filter() {
    let fx = threads_fixture();
    let mut b = threads_browser(&fx);
    press(&mut b, "p<Down>");
    check_screen("threads_menu", &screen(&mut b, 80, 24));
    press(&mut b, "<Enter>");
    b.prepare_parts_now();
    check_screen("threads_thread2", &screen(&mut b, 80, 24));
}

/// With `--focus`, a thread is focused as the whole profile is: its
/// figures are those of its file alone, focused.
#[test]
fn thread_filter_with_focus() {
    use cgann::report::symspec::SymSpec;
    let spec = SymSpec::parse("worker").expect("a symspec");
    let fx = threads_fixture();
    let mut opts = options("testdata/golden/threads");
    opts.focus = vec![spec.clone()];
    let focused = cgann::report::focus::focus(fx.profile, std::slice::from_ref(&spec), 0).expect("worker is there");
    let fx = Fixture { profile: focused, opts };
    let mut b = threads_browser(&fx);
    press(&mut b, "p<Down><Down><Enter>");
    b.prepare_parts_now();
    let alone = load_profile(&root().join("testdata/golden/threads/callgrind.out.threads-03")).expect("loads");
    let alone = cgann::report::focus::focus(alone, &[spec], 0).expect("worker is there");
    let listed = listed_figures(&b);
    assert!(
        listed.iter().any(|(name, _, _)| name.ends_with(":worker")),
        "{listed:?}"
    );
    assert_eq!(listed, report_figures(&alone, &fx.opts));
}

/// A thread and group=symbol shown under a long profile name: at 80
/// columns the name gives way first, and the total is shown whole.
#[test]
fn status_line_keeps_the_total_whole_at_80_columns() {
    let fx = threads_fixture();
    let figures = Figures::new(&fx.profile, &fx.opts).expect("options fit");
    let title = "/home/someone/profiles/callgrind.out.a-long-profile-name-from-a-nightly-run.12345";
    let mut b = Browser::new(figures, vec![title.into()], false);
    b.prepared(Figures::prepare(&fx.profile, &fx.opts));
    press(&mut b, "p<Down><Enter>");
    b.prepare_parts_now();
    press(&mut b, "s");
    b.merge_now();
    assert!(b.symbols);
    let total = cgann::report::format::commify(b.figures.total(b.event).expect("a total"));
    let shown = screen(&mut b, 80, 24);
    let status = shown.lines().last().expect("a status line");
    assert!(status.chars().count() <= 80, "{status}");
    assert!(status.ends_with(&format!(" | total {total} | ? help")), "{status}");
    assert!(status.contains(" | thread 2 | group=symbol"), "{status}");
    assert!(status.starts_with("callgrind"), "{status}");
    assert!(status.contains('~'), "the name is cut: {status}");
}

/// Enter in the annotated source: on a `=>` line, or on the line it is
/// under, goes to the callee as Enter on a callee in the list does;
/// Backspace comes back to the same source line.
#[test]
fn enter_on_a_call_line_in_the_source_goes_to_the_callee() {
    let fx = Fixture::new("c_multi", "callgrind.out.O0", |_| {});
    let mut b = fx.browser();
    go_to(&mut b, "mix32");
    let mix32 = b.current_function().unwrap();
    for (keys, on_call) in [("", true), ("<Up>", false)] {
        go_to(&mut b, "scale");
        press(&mut b, "a");
        let at = to_source_line(&mut b, "=> ./src/lib/util.h:mix32");
        press(&mut b, keys);
        let want = if on_call { at } else { at - 1 };
        press(&mut b, "<Enter>");
        assert!(matches!(b.view, View::List), "the list");
        assert_eq!(b.current_function(), Some(mix32));
        assert!(b.list.open.contains_key(&mix32), "its calls open");
        press(&mut b, "<BS>");
        let View::Source(s) = &b.view else {
            panic!("back in the source")
        };
        assert_eq!(s.cursor, want, "on the same line");
        press(&mut b, "<BS>");
    }
    // A line without calls says so, and stays.
    press(&mut b, "a<Home><Enter>");
    assert!(matches!(b.view, View::Source(_)));
    assert!(
        b.list
            .chrome
            .message
            .as_deref()
            .is_some_and(|m| m.starts_with("no call here"))
    );
}

/// A line with two calls: Enter on it goes to the costliest and says so;
/// on a `=>` line, to that one.
#[test]
fn enter_on_a_line_with_several_calls_picks_the_costliest_or_the_one_under_the_cursor() {
    let fx = Fixture::new("c_formats", "callgrind.out.sim", |_| {});
    let mut b = fx.browser();
    go_to(&mut b, "main");
    press(&mut b, "a");
    let at = to_source_line(&mut b, "acc += scale");
    let View::Source(s) = &b.view else { panic!("the source") };
    let lines = rendered(&s.text);
    assert!(
        lines[at + 2].contains("=> ././table.c:table_lookup"),
        "{:?}",
        &lines[at..at + 3]
    );
    press(&mut b, "<Enter>");
    assert_eq!(b.figures.name(b.current_function().unwrap()), "scale");
    let said = b.list.chrome.message.clone().unwrap_or_default();
    assert!(said.starts_with("scale: the costliest of the 2 calls"), "{said}");
    press(&mut b, "<BS><Down><Down><Enter>");
    assert_eq!(b.figures.name(b.current_function().unwrap()), "table_lookup");
    assert_eq!(b.list.chrome.message, None, "the call under the cursor: nothing to say");
}

/// Puts the source view's cursor on the first line holding `text` (moving
/// as a user does), and returns its index.
fn to_source_line(b: &mut Browser<'_>, text: &str) -> usize {
    let View::Source(s) = &b.view else { panic!("the source") };
    let at = rendered(&s.text)
        .iter()
        .position(|t| t.contains(text))
        .expect("the line");
    press(b, "<Home>");
    for _ in 0..at {
        press(b, "<Down>");
    }
    at
}

/// The source or machine-code view's lines as drawn (without the line
/// numbers).
fn rendered(text: &cgann::browse::text::SourceText) -> Vec<String> {
    text.lines
        .iter()
        .map(|l| cgann::browse::view::text_line(text, l))
        .collect()
}

/// A search that stops matching puts the cursor back where the search
/// started (not on the last partial match), and Enter leaves it there;
/// each text is searched from that start.
#[test]
fn failed_search_returns_to_the_start() {
    let fx = Fixture::new("c_multi", "callgrind.out.O0", |_| {});
    let mut b = fx.browser();
    press(&mut b, "<Down><Down><Down><Down><Down>");
    let start = b.list.cursor;
    press(&mut b, "/sum_l");
    assert_ne!(b.list.cursor, start, "sum_l matches another row");
    press(&mut b, "zz");
    assert!(b.list.chrome.search.failed);
    assert_eq!(b.list.cursor, start, "not left on the partial match");
    press(&mut b, "<Enter>");
    assert_eq!(b.list.cursor, start);
    // From the start: the first row after it matching the whole text,
    // whatever a shorter text matched first.
    let first_after = |b: &Browser<'_>, text: &str| {
        (0..b.list.lines.len())
            .map(|k| (start + k) % b.list.lines.len())
            .find(|&i| matches!(b.list.lines[i], ListLine::Row(r) if b.figures.name(r).contains(text)))
    };
    press(&mut b, "/i");
    press(&mut b, "s_o");
    assert_eq!(Some(b.list.cursor), first_after(&b, "is_o"));
}

/// Details (`d`) say how a row is reached: code inlined into another
/// function (`fi=`/`fe=`) says where, not `(0x)`, which reads like a hex
/// prefix.
#[test]
fn inlined_fragments_say_where_they_are_inlined() {
    let fx = Fixture::new("cpp", "callgrind.out.cpp", |_| {});
    let mut b = fx.browser();
    press(&mut b, "d");
    let text = screen(&mut b, 400, 400);
    assert!(!text.contains("(0x)"), "{text}");
    // Each inlined fragment on the screen says so.
    let mut seen = 0;
    for &(host, fragment) in &fx.profile.inlined {
        let (host, name) = (b.figures.name(host), b.figures.name(fragment));
        let want = if host == name {
            format!("{name} (inlined code) ")
        } else {
            format!("{name} (inlined in {host}) ")
        };
        let file = String::from_utf8_lossy(b.figures.file_name(fragment)).into_owned();
        if let Some(line) = text
            .lines()
            .find(|l| l.contains(&format!("{name} (")) && l.contains(&file))
        {
            seen += 1;
            assert!(line.contains(&want), "{want}:\n{line}");
        }
    }
    assert!(seen > 0, "{text}");
}

/// With colour, the comparison's rows are red where they grew and green
/// where they shrank (the sign says it too); without, unstyled.
#[test]
fn diff_rows_are_coloured_by_their_change() {
    use ratatui::style::Color;
    let mut b = diff_browser(false);
    let (width, height) = (100, 20);
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    let colour = Theme {
        color: true,
        attrs: true,
    };
    terminal
        .draw(|f| {
            let area = f.area();
            cgann::browse::view::draw_diff(f.buffer_mut(), area, &mut b, colour);
        })
        .expect("draw");
    let buf = terminal.backend().buffer();
    let row = |needle: &str| {
        (0..height)
            .find(|&y| {
                let line: String = (0..width).map(|x| buf[(x, y)].symbol().to_string()).collect();
                line.contains(needle)
            })
            .unwrap_or_else(|| panic!("no row {needle}"))
    };
    // The cursor's row (the first) is reverse video; the others coloured.
    assert_eq!(buf[(4, row("util.h:scale"))].fg, Color::Red, "+63,000");
    assert_eq!(buf[(4, row("util.c:scale"))].fg, Color::Green, "-84,000");
    let plain = diff_screen(&mut b, width, height);
    assert!(plain.contains("util.h:scale"));
}
