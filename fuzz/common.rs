//! The fuzz targets' bodies, shared by `fuzz/fuzz_targets/*.rs` (cargo-fuzz,
//! nightly) and the stable smoke test in `tests/robustness.rs`
//! (`#[path]`-included by both, so there is one copy).
//!
//! [`run`]: any bytes are parsed three ways, which must agree: into the
//! single-threaded `Builder` (as the target does), the same with the
//! reader fed 1 to 8 bytes at a time, and through the two-thread pipeline the
//! binary uses (`model::pipeline::load`). Ok or the same error on the same
//! line, the same warnings; on Ok the reports, with trees + inclusive costs
//! and with the default options, must be byte-identical. A panic anywhere
//! is a bug.
//!
//! [`run_file`]: the bytes as a file given to `input::load`, the binary's
//! path (compression by magic bytes, decompression thread, pipeline).
//!
//! [`run_split`]: the bytes as a file loaded in two pieces, cut at `fn=`
//! lines, against the Builder.

#![allow(dead_code)]

use cgann::model::builder::{BuildOptions, Builder};
use cgann::model::{Profile, pipeline};
use cgann::parse::{self, reader::LineReader};
use cgann::report::symspec::SymSpec;
use cgann::report::{self, Group, Options};

/// Report options the targets print with: every tree, inclusive costs, no
/// source files; and the defaults, with source files opened only under
/// [`source_root`].
pub fn option_sets() -> [Options; 4] {
    [
        Options {
            auto: false,
            tree_caller: true,
            tree_calling: true,
            inclusive: true,
            ..Default::default()
        },
        Options {
            source_roots: vec![source_root()],
            ..Default::default()
        },
        // gprof's views, with a function left out.
        Options {
            auto: false,
            flat: true,
            graph: true,
            exclude: vec![SymSpec::parse("main").expect("a symspec")],
            ..Default::default()
        },
        Options {
            auto: false,
            inclusive: true,
            group: Group::File,
            ..Default::default()
        },
    ]
}

/// Where the default report may open source files: the directory the
/// harness runs in (the repository for tests/robustness.rs; for a fuzzer,
/// where it was started: fuzz/README.md suggests a copy of a golden
/// case's directory, so that annotation finds sources). Each input's
/// reports are made several times and must be equal, so the files they
/// annotate must not change meanwhile; a file an input names elsewhere
/// could (a fuzzing run once stopped on sources under /tmp/cgann-corpus
/// that a test run was writing at that very moment).
fn source_root() -> std::path::PathBuf {
    std::env::current_dir()
        .and_then(std::fs::canonicalize)
        .expect("the harness's working directory")
}

/// The report of `profile` focused on its first function, if it has one
/// whose name is a symspec: no panic, and no inclusive cost above the
/// focus's total.
fn focused_report(profile: Profile) {
    let Some(func) = profile.functions.first() else { return };
    let name = String::from_utf8_lossy(profile.name(func.name)).into_owned();
    let Ok(spec) = SymSpec::parse(&name) else { return };
    let Ok(focused) = report::focus::focus(profile, &[spec], 0) else {
        return;
    };
    let opts = Options {
        auto: false,
        inclusive: true,
        tree_caller: true,
        tree_calling: true,
        ..Default::default()
    };
    let mut out = Vec::new();
    let _ = report::write_report(&mut out, &focused, &opts);
}

/// Both reports of a profile (an `Err` is kept as its text: only a source
/// file can fail to read, the output is a Vec).
fn reports(p: &Profile) -> Vec<Result<Vec<u8>, String>> {
    option_sets()
        .iter()
        .map(|opts| {
            let mut out = Vec::new();
            report::write_report(&mut out, p, opts)
                .map(|()| out)
                .map_err(|e| e.to_string())
        })
        .collect()
}

/// Runs one input through parser, model and reporter; panics on any
/// inconsistency.
pub fn run(data: &[u8]) {
    let mut whole = Builder::new(BuildOptions::default());
    let parsed = parse::parse(data, &mut whole);

    // The same bytes in tiny read blocks (1..=8 bytes).
    let block = 1 + data.len() % 8;
    let mut chunked = Builder::new(BuildOptions::default());
    let parsed_chunked = parse::parse_lines(LineReader::with_capacity(data, block), &mut chunked);
    assert_eq!(
        parsed, parsed_chunked,
        "parse result depends on the read block size ({block})"
    );

    // The two-thread pipeline gives the same profile and the same first error.
    let piped = pipeline::load(data, BuildOptions::default());
    match (&parsed, &piped) {
        (Err(a), Err(b)) => assert_eq!(a, b, "pipeline and builder stop on different errors"),
        (Ok(()), Ok(_)) => {}
        _ => panic!(
            "pipeline and builder disagree: builder {parsed:?}, pipeline {:?}",
            piped.as_ref().map(|_| ())
        ),
    }
    if let Err(e) = &parsed {
        let skip = BuildOptions {
            skip_line_costs: true,
            ..BuildOptions::default()
        };
        let lean = pipeline::load(data, skip).map(|_| ());
        assert_eq!(
            lean.as_ref().err(),
            Some(e),
            "without line costs, the pipeline stops on another error"
        );
    }
    let Ok((piped, piped_warnings)) = piped else { return };
    assert_eq!(
        format!("{:?}", whole.take_warnings()),
        format!("{piped_warnings:?}"),
        "pipeline and builder warn differently"
    );

    let expected = reports(&whole.finish());
    assert!(
        reports(&chunked.finish()) == expected,
        "report depends on the read block size ({block})"
    );
    assert!(reports(&piped) == expected, "pipeline and builder reports differ");
    parts_kept_apart(data, &expected);

    // Without line costs (what reports that annotate no source load), cost
    // lines are coalesced: the same first error, and the same reports
    // without annotation (the option sets with `auto: false`).
    let skip = BuildOptions {
        skip_line_costs: true,
        ..BuildOptions::default()
    };
    match pipeline::load(data, skip) {
        Ok((lean, _)) => {
            let unannotated = |p: &Profile| -> Vec<_> {
                let sets = option_sets();
                reports(p)
                    .into_iter()
                    .zip(sets)
                    .filter(|(_, o)| !o.auto)
                    .map(|(r, _)| r)
                    .collect()
            };
            assert!(
                unannotated(&lean) == unannotated(&piped),
                "reports differ without line costs"
            );
        }
        Err(e) => panic!("the pipeline without line costs fails ({e}) where the builder does not"),
    }
    machine_code(data, &piped);
    focused_report(piped);
}

/// Loaded as the browser loads it, each part's costs kept apart as well
/// (`BuildOptions::keep_parts`): the sum gives the same reports (or fails
/// only where summing the parts at the end goes out of range), and each
/// part alone reports without a panic.
fn parts_kept_apart(data: &[u8], expected: &[Result<Vec<u8>, String>]) {
    let keep = BuildOptions {
        keep_parts: true,
        ..BuildOptions::default()
    };
    match pipeline::load(data, keep) {
        Ok((kept, _)) => {
            assert!(reports(&kept) == expected, "reports differ with parts kept apart");
            for k in 0..kept.kept_parts() {
                let part = kept.part(k).expect("each part kept is there");
                reports(&part);
            }
        }
        Err(e) => assert!(
            e.message.contains("goes past"),
            "parts kept apart fail ({e}) where their sum does not"
        ),
    }
}

/// `--asm=yes` on the same bytes: the second pass (with the instruction
/// addresses the parser hands over) reads whatever the first read, and the
/// machine code prints, as text and JSON, without a panic. No object is
/// ever found (an empty sysroot), so no objdump runs.
fn machine_code(data: &[u8], profile: &Profile) {
    use cgann::report::asm::{MachineCode, wanted};
    use cgann::report::objdump::ObjectSearch;
    let opts = Options {
        auto: false,
        ..Default::default()
    };
    let Ok(plan) = report::Plan::new(profile, &opts) else {
        return;
    };
    let keys = wanted(&plan);
    let events = &profile.events[..profile.recorded];
    let instr = cgann::model::instr::collect([data], &BuildOptions::default(), &keys, events)
        .expect("the second pass reads what the first read");
    let search = ObjectSearch {
        sysroot: Some("/nonexistent-cgann-fuzz".into()),
        dirs: Vec::new(),
        objdump: "/nonexistent-cgann-fuzz/objdump".into(),
    };
    let mc = MachineCode {
        instr: std::sync::Arc::new(instr),
        search,
    };
    // The machine code alone: the rest of the report is checked above.
    let mut out = Vec::new();
    let _ = cgann::report::asm::write_machine_code(&mut out, &plan, &mc);
    let _ = cgann::report::asm::to_json(&plan, &mc, |_| Default::default());
}

/// The bytes as a file loaded in two pieces (`model::split`, what the
/// binary does with big files), cut at its first, middle and last `fn=`
/// line: the same first error, or the same warnings and reports, as the
/// single-threaded Builder, or a refusal to merge (the binary then loads
/// the file the usual way).
pub fn run_split(data: &[u8]) {
    use cgann::model::split;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let cuts: Vec<u64> = memchr::memmem::find_iter(data, b"\nfn=")
        .map(|i| i as u64 + 1)
        .collect();
    if cuts.is_empty() {
        return;
    }
    let mut b = Builder::new(BuildOptions::default());
    let want = parse::parse(data, &mut b).map(|()| {
        let warnings = format!("{:?}", b.take_warnings());
        (warnings, reports(&b.finish()))
    });
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    let path = std::env::temp_dir().join(format!("cgann-split-{}-{n}.profile", std::process::id()));
    std::fs::write(&path, data).expect("write the input to a temp file");
    // At the first, middle and last cut.
    for at in [cuts[0], cuts[cuts.len() / 2], cuts[cuts.len() - 1]] {
        let Some(plan) = std::fs::File::open(&path)
            .and_then(|mut f| split::plan_at(&mut f, at))
            .expect("read the temp file")
        else {
            continue;
        };
        let first = std::fs::File::open(&path).expect("open the temp file");
        let got = match split::load(&path, first, plan, BuildOptions::default()) {
            Ok(None) => continue,
            Ok(Some((profile, warnings))) => Ok((format!("{warnings:?}"), reports(&profile))),
            Err(e) => Err(e),
        };
        assert!(got == want, "split at byte {at} and sequential read differ");
    }
    let _ = std::fs::remove_file(&path);
}

/// The bytes as a profile file, loaded the way the binary loads it.
pub fn run_file(data: &[u8]) {
    use cgann::input::{self, Source};
    let path = std::env::temp_dir().join(format!("cgann-fuzz-{}.profile", std::process::id()));
    std::fs::write(&path, data).expect("write the input to a temp file");
    let loaded = input::load(&Source::Path(&path), BuildOptions::default());
    let _ = std::fs::remove_file(&path);
    if let Ok((profile, _)) = loaded {
        reports(&profile);
    }
}

/// What [`run_browse`] does with the bytes: the first two say how, the
/// last `keys` are key presses, the rest is the profile.
pub struct BrowseInput<'a> {
    pub profile: &'a [u8],
    /// Sorted by inclusive cost from the start (`--inclusive=yes`).
    pub inclusive: bool,
    /// Drawn with colour and attributes, or plain.
    pub colour: bool,
    /// The merged view (`s`) is made and handed over a third of the way.
    pub merged: bool,
    /// Inclusive costs arrive before this key (as a helper thread's
    /// result arrives while keys are pressed); past the end: never.
    pub prepared_at: usize,
    pub keys: &'a [u8],
}

impl<'a> BrowseInput<'a> {
    /// `[flags, key count, profile..., keys...]`.
    pub fn parse(data: &'a [u8]) -> Option<BrowseInput<'a>> {
        let (&[flags, count], rest) = data.split_first_chunk::<2>()?;
        let n = (count as usize).min(rest.len());
        let (profile, keys) = rest.split_at(rest.len() - n);
        Some(BrowseInput {
            profile,
            inclusive: flags & 1 != 0,
            colour: flags & 2 != 0,
            merged: flags & 4 != 0,
            prepared_at: usize::from(flags >> 3) * 4,
            keys,
        })
    }

    /// The bytes [`BrowseInput::parse`] reads back as `self` (keys up to
    /// 255; `prepared_at` rounded down to a multiple of 4, up to 124).
    pub fn to_bytes(&self) -> Vec<u8> {
        let keys = &self.keys[..self.keys.len().min(255)];
        let flags = u8::from(self.inclusive)
            | u8::from(self.colour) << 1
            | u8::from(self.merged) << 2
            | ((self.prepared_at.min(124) / 4) as u8) << 3;
        let mut out = vec![flags, keys.len() as u8];
        out.extend_from_slice(self.profile);
        out.extend_from_slice(keys);
        out
    }
}

/// Window sizes a key byte can resize to (the smallest ones draw only
/// "window too small").
const SIZES: [(u16, u16); 8] = [
    (80, 24),
    (20, 4),
    (200, 60),
    (33, 7),
    (19, 3),
    (1, 1),
    (120, 40),
    (80, 5),
];

/// Typed into a search.
const TYPED: &[u8] = b"abcdefghijklmnopqrstuvwxyz_0123456789'ABCFGMSX:.<>*";

/// The key a byte stands for: every key the browser knows and some it
/// does not, letters for searches, and resizes (`Err`: resize to
/// `SIZES[b % 8]`).
pub fn key_of(b: u8) -> Result<ratatui::crossterm::event::KeyEvent, (u16, u16)> {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    const KEYS: &[KeyCode] = &[
        KeyCode::Up,
        KeyCode::Down,
        KeyCode::PageDown,
        KeyCode::PageUp,
        KeyCode::Home,
        KeyCode::End,
        KeyCode::Left,
        KeyCode::Right,
        KeyCode::Enter,
        KeyCode::Backspace,
        KeyCode::Esc,
        KeyCode::Tab,
        KeyCode::BackTab,
        KeyCode::F(1),
        KeyCode::F(5),
        KeyCode::Delete,
    ];
    const LETTERS: &[u8] = b"jkgGilutamofsxpdnN/? +-qZ";
    let b = usize::from(b);
    let code = match b {
        0..=15 => KEYS[b],
        16..=40 => KeyCode::Char(LETTERS[b - 16] as char),
        41..=47 => return Err(SIZES[b % SIZES.len()]),
        48..=63 => {
            // Ctrl-C and Ctrl-Q quit (the quit is taken back), the rest
            // are nothing.
            let c = [b'c', b'q', b'l', b'a'][b % 4] as char;
            return Ok(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL));
        }
        _ => KeyCode::Char(TYPED[b % TYPED.len()] as char),
    };
    Ok(KeyEvent::new(code, KeyModifiers::NONE))
}

/// Self and inclusive cost of the primary event per (file, function),
/// from the JSON report (keys listed twice, as functions of two objects
/// can be, are left out: their figures cannot be told apart by name).
type ReportFigures = std::collections::HashMap<(String, String), (Option<i128>, Option<i128>)>;

fn report_figures(profile: &Profile, base: &Options, event: &str) -> Option<ReportFigures> {
    let opts = Options {
        inclusive: true,
        auto: false,
        threshold: report::Threshold::new(100.0),
        ..base.clone()
    };
    let mut out = Vec::new();
    report::data::write_json(&mut out, profile, &opts).ok()?;
    let doc: serde_json::Value = serde_json::from_slice(&out).ok()?;
    let figure = |v: &serde_json::Value| {
        let v = &v[event];
        v.as_i64().map(i128::from).or_else(|| v.as_u64().map(i128::from))
    };
    let mut map = ReportFigures::new();
    let mut twice = Vec::new();
    for row in doc["functions"].as_array()? {
        let s = |k: &str| row[k].as_str().unwrap_or("").to_string();
        let key = (s("file"), s("function"));
        if map
            .insert(key.clone(), (figure(&row["self"]), figure(&row["inclusive"])))
            .is_some()
        {
            twice.push(key);
        }
    }
    for k in twice {
        map.remove(&k);
    }
    Some(map)
}

/// The cheap invariants of either browser's list after every key: the
/// cursor on a line, the lines the rows in order with call lines under
/// open rows only.
pub fn check_list<P, C: cgann::browse::model::ListedCall>(list: &cgann::browse::model::List<P, C>) {
    use cgann::browse::model::ListLine;
    assert!(
        list.cursor < list.lines.len().max(1),
        "list cursor {} past {} lines",
        list.cursor,
        list.lines.len()
    );
    let rows: Vec<u32> = (list.lines.iter())
        .filter_map(|l| match l {
            ListLine::Row(r) => Some(*r),
            _ => None,
        })
        .collect();
    assert!(rows == list.rows, "the list's lines are not its rows");
    for line in &list.lines {
        if !matches!(line, ListLine::Row(_)) {
            assert!(list.line_call(*line).is_some(), "a call line without its call");
        }
    }
}

/// The cheap invariants of the browser's state after every key.
fn check_browser(b: &cgann::browse::model::Browser<'_>) {
    use cgann::browse::model::View;
    check_list(&b.list);
    match &b.view {
        View::List => {}
        View::Tree(t) => {
            assert!(t.cursor < t.nodes.len(), "tree cursor past its nodes");
            assert!(t.nodes[0].parent.is_none() && t.nodes[0].depth == 0, "the tree's root");
            for (i, n) in t.nodes.iter().enumerate().skip(1) {
                let p = n.parent.expect("a node below the root has a parent");
                assert!(
                    p < i && t.nodes[p].depth + 1 == n.depth,
                    "a node's parent is above it, one level up"
                );
            }
        }
        View::Source(s) => assert!(s.cursor < s.text.lines.len().max(1), "source cursor past its lines"),
    }
    if let Some(at) = b.parts.menu {
        assert!(at < b.parts.count(), "the list of parts' cursor past its parts");
    }
    let events = b.figures.profile.events.len();
    assert!(b.event < events, "sort event {} of {events}", b.event);
}

/// Drives the browser's model with keys on a profile made of arbitrary
/// bytes (see [`BrowseInput`]), drawing it into ratatui's test backend
/// after every key at the window size of the moment; any panic is a bug.
/// After every key the state is checked ([`check_browser`]); Enter that
/// opens another function is followed by Backspace, which must come back
/// to the function the cursor was on (then Enter again); the figures of
/// the function under the cursor are the JSON report's for the same
/// options (while the rows are the profile's own, with inclusive costs).
pub fn run_browse(data: &[u8]) {
    run_browse_drawing(data, 1);
}

/// [`run_browse`] drawing after every `every`-th key only (and after
/// each resize): drawing is most of the time of a debug build, which the
/// quick stable run is.
pub fn run_browse_drawing(data: &[u8], every: usize) {
    use cgann::browse::figures::{Figures, OtherView, symbol_profile};
    use cgann::browse::model::{Browser, Filter, ListLine, View};
    use cgann::browse::view::{Theme, draw_into};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    let Some(input) = BrowseInput::parse(data) else { return };
    let build = BuildOptions {
        keep_parts: true,
        ..BuildOptions::default()
    };
    let Ok((profile, _)) = pipeline::load(input.profile, build) else {
        return;
    };
    // Leaked as the browser leaks them: the merged view's figures live
    // as long as the process.
    let set: &'static Options = Box::leak(Box::new(Options {
        inclusive: input.inclusive,
        ..Default::default()
    }));
    let Ok(figures) = Figures::new(&profile, set) else {
        return;
    };
    let primary = figures.primary_event();
    let mut b = Browser::new(figures, vec!["fuzz".into()], input.inclusive);
    let expected = report_figures(&profile, set, &profile.events[primary]);
    let theme = if input.colour {
        Theme {
            color: true,
            attrs: true,
        }
    } else {
        Theme::plain()
    };
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("test backend");
    let draw = |b: &mut Browser<'_>, terminal: &mut Terminal<TestBackend>| {
        terminal
            .draw(|f| {
                let area = f.area();
                draw_into(f.buffer_mut(), area, b, theme);
            })
            .expect("drawing into the test backend");
    };
    draw(&mut b, &mut terminal);
    let mut prepared = false;
    let press = |b: &mut Browser<'_>, code: KeyCode| b.key(KeyEvent::new(code, KeyModifiers::NONE));
    for (i, &byte) in input.keys.iter().enumerate() {
        if i == input.prepared_at {
            b.prepared(Figures::prepare(&profile, set));
            prepared = true;
        }
        if input.merged && i == input.keys.len() / 3 {
            let (m, symbol_of) = symbol_profile(&profile);
            if let Ok(figures) = Figures::new(m, set) {
                b.other_view(OtherView { figures, symbol_of });
                b.prepared(Figures::prepare(m, set));
            }
        }
        let drawn = i % every.max(1) == 0;
        let key = match key_of(byte) {
            Ok(k) => k,
            Err((w, h)) => {
                terminal.backend_mut().resize(w, h);
                draw(&mut b, &mut terminal);
                continue;
            }
        };
        let before = (b.current_function(), std::mem::discriminant(&b.view), tree_root(&b));
        let on_row = matches!(b.view, View::List) && matches!(b.list.lines.get(b.list.cursor), Some(ListLine::Row(_)));
        let in_tree = matches!(&b.view, View::Tree(t) if t.cursor != 0);
        let quiet = !b.list.chrome.help && !b.list.chrome.search.typing && b.parts.menu.is_none();
        b.key(key);
        if b.list.chrome.quit {
            b.list.chrome.quit = false;
        }
        // The parts picked, their inclusive costs as a helper thread
        // would hand them over (once the whole profile's have come).
        if prepared {
            b.prepare_parts_now();
        }
        check_browser(&b);
        if key.code == KeyCode::Enter
            && key.modifiers.is_empty()
            && quiet
            && (on_row || in_tree)
            && matches!(b.view, View::Tree(_))
            && tree_root(&b) != before.2
        {
            press(&mut b, KeyCode::Backspace);
            assert!(
                b.current_function() == before.0 && std::mem::discriminant(&b.view) == before.1,
                "Backspace after Enter on {:?} did not come back to it (now {:?})",
                before.0,
                b.current_function()
            );
            press(&mut b, KeyCode::Enter);
            check_browser(&b);
        }
        // The figures under the cursor are the report's, for the rows as
        // recorded, summed over every part, once inclusive costs are in.
        if prepared
            && b.figures.has_inclusive()
            && b.filters
                .iter()
                .all(|f| !matches!(f, Filter::Symbols | Filter::Part(_)))
            && matches!(b.view, View::List)
            && let Some(expected) = &expected
            && let Some(&ListLine::Row(r)) = b.list.lines.get(b.list.cursor)
            && b.figures.is_function(r)
        {
            let profile = b.figures.profile;
            let key = (
                String::from_utf8_lossy(b.figures.file_name(r)).into_owned(),
                String::from_utf8_lossy(profile.name(profile.functions[r as usize].name)).into_owned(),
            );
            if let Some(&(own, incl)) = expected.get(&key) {
                let (s, i) = b.line_costs(ListLine::Row(r));
                assert_eq!(s.and_then(|c| c.get(primary)), own, "self {key:?}");
                assert_eq!(
                    i.and_then(|c| c.value().and_then(|c| c.get(primary))),
                    incl,
                    "inclusive {key:?}"
                );
            }
        }
        if drawn {
            draw(&mut b, &mut terminal);
        }
    }
}

/// The root of the call tree shown, if any.
fn tree_root(b: &cgann::browse::model::Browser<'_>) -> Option<u32> {
    match &b.view {
        cgann::browse::model::View::Tree(t) => Some(t.nodes[0].func),
        _ => None,
    }
}
