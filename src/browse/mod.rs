//! `--browse`: the profile in a full-screen terminal browser. The function
//! list sorted by self or inclusive cost, callers and callees expanded in
//! place, a call tree with its hot path, annotated source, search and
//! filters, over SSH as well as locally.
//!
//! Every figure comes from the view layer ([`crate::view`]), as the text
//! report's do ([`figures`], [`text`]); [`model`] is the state and what keys do to it, with no
//! terminal; [`view`] draws it; this module runs it on the terminal and
//! always gives the terminal back as it found it.

pub mod diff;
pub mod figures;
mod helper;
pub mod model;
pub mod search;
pub mod text;
pub mod view;

use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{self, Event, KeyEventKind};
use ratatui::crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode};
use ratatui::crossterm::{cursor, execute};

use crate::model::Profile;
use crate::report::{Options, ReportError};
use diff::{DiffBrowser, DiffInput};
use figures::{Figures, OtherView, Prepared};
use helper::{Helper, Helpers, lower_priority};
use model::{Browser, ListKeys};
use ratatui::crossterm::event::KeyEvent;
use view::{ListTable, Theme};

/// Why the browser cannot start here, or `None` when it can: it draws on
/// standard output, which must be a terminal, and reads keys from the
/// terminal: standard input, or the process's terminal (`/dev/tty`) when
/// the profile comes on standard input (`... | cgann --browse -`), which
/// crossterm then reads keys from.
pub fn refusal() -> Option<String> {
    if !io::stdout().is_terminal() {
        return Some(
            "--browse needs a terminal, and standard output is not one; for a report to a file or pipe, leave out --browse (e.g. `cgann PROFILE | less`, or --format=json)".into(),
        );
    }
    if !io::stdin().is_terminal() && !controlling_terminal() {
        return Some(
            "--browse reads keys from the terminal, and there is none (standard input is not one, and /dev/tty cannot be opened); without --browse cgann prints the report".into(),
        );
    }
    None
}

/// Whether the process has a terminal to read keys from besides its
/// standard input.
fn controlling_terminal() -> bool {
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open("/dev/tty")
        .is_ok_and(|tty| tty.is_terminal())
}

/// What the terminal loop runs: the function list or the comparison,
/// each a list drawn and keyed the same way, and its helper threads.
trait App {
    /// The list shown.
    type Shown: ListTable;
    fn shown(&mut self) -> &mut Self::Shown;
    fn key(&mut self, key: KeyEvent) {
        self.shown().answer(key);
    }
    /// Takes in what a helper thread computed.
    fn poll(&mut self) -> Helper;
}

/// What a helper thread sends the browser.
enum Ready<'p> {
    /// Inclusive costs and the rest of what the view shown needs.
    Prepared(Box<Prepared<'p>>),
    /// The merged view (`s`) of a profile (the whole one, or a part's).
    Other(&'p Profile, Box<OtherView<'p>>),
    /// The options do not fit the merged profile.
    MergeFailed,
}

/// The browser, and the helper threads' results to come.
struct Live {
    browser: Browser<'static>,
    /// The options given (leaked, as the profile is: the figures of
    /// every view borrow them).
    opts: &'static Options,
    helpers: Helpers<Ready<'static>>,
    /// A merged view is being made or made (asked for by `s` or
    /// `--group=symbol`, of the whole profile or a part).
    merge_started: bool,
    /// The merged view could not be made (the options do not fit it).
    merge_failed: bool,
}

impl Live {
    /// The merged view, made on a helper thread at the lowest priority
    /// (keys answer meanwhile) the first time `s` asks for it: made before
    /// it is asked for, its copy of the profile's names and line costs
    /// took 230 MB on the 1 GB benchmark profile whether `s` was pressed
    /// or not.
    /// The same for each thread or part shown while `s` is on, when it is
    /// first shown so.
    fn start_merge(&mut self) {
        if self.merge_failed {
            return;
        }
        let Some(profile) = self.browser.take_merge_request() else {
            return;
        };
        self.merge_started = true;
        let opts = self.opts;
        self.helpers.spawn(move |send| {
            lower_priority();
            merge_view(profile, opts, send);
        });
    }

    /// `s` when the merged view cannot be made: said, and not waited for.
    fn refuse_symbols(&mut self) {
        if self.merge_failed && self.browser.symbols_wanted {
            self.browser.symbols_wanted = false;
            self.browser.list.chrome.message =
                Some("one row per function: the options do not fit the merged profile".into());
        }
    }
}

/// The merged view (`s`): a copy of the profile with one function per
/// symbol (see [`crate::analysis::symbols::merge_copy`]), listed by self
/// cost first, as the browser opens; its inclusive costs follow (the
/// browser takes them for the view they are of, shown or not), or that
/// the options do not fit the merged profile.
fn merge_view(profile: &'static Profile, base: &'static Options, send: &dyn Fn(Ready<'static>)) {
    let (merged, symbol_of) = figures::symbol_profile(profile);
    let Ok(figures) = Figures::new(merged, base) else {
        return send(Ready::MergeFailed);
    };
    send(Ready::Other(profile, Box::new(OtherView { figures, symbol_of })));
    send(Ready::Prepared(Box::new(Figures::prepare(merged, base))));
}

impl App for Live {
    type Shown = Browser<'static>;

    fn shown(&mut self) -> &mut Browser<'static> {
        &mut self.browser
    }

    fn key(&mut self, key: KeyEvent) {
        self.browser.key(key);
        self.start_merge();
        self.refuse_symbols();
        // A thread or part picked for the first time (`p`): its inclusive
        // costs, as the whole profile's, on a helper thread.
        for part in self.browser.take_parts_to_prepare() {
            let opts = self.opts;
            self.helpers
                .spawn(move |send| send(Ready::Prepared(Box::new(Figures::prepare(part, opts)))));
        }
    }

    fn poll(&mut self) -> Helper {
        let arrived = self.helpers.arrived();
        let any = !arrived.is_empty();
        for ready in arrived {
            match ready {
                Ready::Prepared(p) => self.browser.prepared(*p),
                Ready::Other(of, o) => self.browser.other_view_for(of, *o),
                Ready::MergeFailed => {
                    self.merge_failed = true;
                    self.refuse_symbols();
                }
            }
        }
        Helper::of(any, self.helpers.working())
    }
}

impl App for DiffBrowser {
    type Shown = DiffBrowser;

    fn shown(&mut self) -> &mut DiffBrowser {
        self
    }

    fn poll(&mut self) -> Helper {
        let (any, working) = DiffBrowser::poll(self);
        Helper::of(any, working)
    }
}

/// Browses `profile` until the user quits. The profile lives as long as
/// the process: the helper thread is not waited for when the user quits
/// before it is done. It makes what the first screen (the list by self
/// cost) does not need: inclusive costs, call lists and the other orders
/// (a second or so on the 1 GB benchmark profile). The merged view of `s`
/// is made when `s` first asks for it (see `Live::start_merge`); the
/// status line says it is being made, and it is shown when ready.
/// `--group=symbol` is an `s` pressed at the start: the merged view is
/// made first.
pub fn run(profile: &'static Profile, opts: Options) -> Result<(), ReportError> {
    let mut app = Live::start(profile, opts)?;
    event_loop(&mut app)
}

impl Live {
    /// The browser on its first screen, its helper thread started.
    fn start(profile: &'static Profile, opts: Options) -> Result<Live, ReportError> {
        let inclusive = opts.inclusive;
        let merged = opts.group == crate::analysis::groups::Group::Symbol;
        let opts: &'static Options = Box::leak(Box::new(opts));
        // The profiles' names, for the status line and the parts' names.
        let inputs = std::iter::once(&opts.input_name)
            .chain(&opts.other_inputs)
            .cloned()
            .collect();
        let mut browser = Browser::new(Figures::new(profile, opts)?, inputs, inclusive);
        browser.symbols_wanted = merged;
        // Asked for here, of the helper thread below.
        let merged = browser.take_merge_request().is_some();
        let mut app = Live {
            browser,
            opts,
            helpers: Helpers::new(),
            merge_started: merged,
            merge_failed: false,
        };
        // One helper thread, not two: on two shared cores a second would
        // only slow down the first's work, which the list shown is waiting
        // for.
        app.helpers.spawn(move |send| {
            if merged {
                merge_view(profile, opts, send);
                lower_priority();
            }
            send(Ready::Prepared(Box::new(Figures::prepare(profile, opts))));
        });
        Ok(app)
    }
}

/// `--browse --diff OLD NEW`.
pub fn run_diff(input: DiffInput) -> Result<(), ReportError> {
    let mut app = DiffBrowser::new(input)?;
    app.prepare_others();
    event_loop(&mut app)
}

fn event_loop(app: &mut impl App) -> Result<(), ReportError> {
    let theme = Theme::from_env();
    let mut key_log = KeyLog::from_env();
    let _restore = TerminalGuard::enter()?;
    let mut terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    terminal.clear()?;
    loop {
        terminal.draw(|f| {
            let area = f.area();
            view::draw(f.buffer_mut(), area, app.shown(), theme);
        })?;
        if let Some(log) = key_log.as_mut() {
            log.drawn();
        }
        if app.shown().list().chrome.quit {
            break;
        }
        // While a helper thread works, the loop looks for its result
        // between keys.
        let timeout = match app.poll() {
            Helper::Done => continue,
            Helper::Working => Duration::from_millis(50),
            Helper::Idle => Duration::from_secs(3600),
        };
        if !event::poll(timeout)? {
            continue;
        }
        match event::read()? {
            Event::Key(k) if k.kind != KeyEventKind::Release => {
                if let Some(log) = key_log.as_mut() {
                    log.key(format!("{:?}", k.code));
                }
                test_panic(k);
                app.key(k);
            }
            // A resize is drawn at the new size by the loop.
            _ => {}
        }
    }
    Ok(())
}

/// In debug builds only, `CGANN_TEST_PANIC_KEY=c` makes key `c` panic:
/// the end-to-end test checks that a crash gives the terminal back.
fn test_panic(key: KeyEvent) {
    if cfg!(debug_assertions)
        && let ratatui::crossterm::event::KeyCode::Char(c) = key.code
        && std::env::var("CGANN_TEST_PANIC_KEY").is_ok_and(|k| k == c.to_string())
    {
        panic!("CGANN_TEST_PANIC_KEY: a crash on purpose");
    }
}

/// Puts the terminal in raw mode on the alternate screen, and back when
/// dropped, on a panic (before its message is printed) too. Ctrl-C
/// arrives as a key in raw mode and quits through the same path.
struct TerminalGuard;

impl TerminalGuard {
    fn enter() -> io::Result<TerminalGuard> {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore_terminal();
            previous(info);
        }));
        enable_raw_mode()?;
        TERMINAL_TAKEN.store(true, Ordering::SeqCst);
        let guard = TerminalGuard;
        execute!(io::stdout(), EnterAlternateScreen, cursor::Hide)?;
        Ok(guard)
    }
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        restore_terminal();
        // The hook cannot be changed while panicking (the process is
        // ending then anyway).
        if !std::thread::panicking() {
            let _ = std::panic::take_hook();
        }
    }
}

/// Whether the terminal is in the browser's modes (restored once only: a
/// second leave of the alternate screen would move the cursor back to
/// where the first enter saved it, over what was printed since, such as a
/// panic's message).
static TERMINAL_TAKEN: AtomicBool = AtomicBool::new(false);

fn restore_terminal() {
    if !TERMINAL_TAKEN.swap(false, Ordering::SeqCst) {
        return;
    }
    let _ = disable_raw_mode();
    let _ = execute!(io::stdout(), LeaveAlternateScreen, cursor::Show);
    let _ = io::stdout().flush();
}

/// `CGANN_BROWSE_KEY_LOG=FILE`: for the benchmark (bench/browse.sh), each
/// key's name and the milliseconds from reading it to its screen having
/// been written to the terminal.
struct KeyLog {
    out: std::fs::File,
    started: Option<(String, Instant)>,
    opened: Instant,
    first_frame: bool,
}

impl KeyLog {
    fn from_env() -> Option<KeyLog> {
        let path = std::env::var_os("CGANN_BROWSE_KEY_LOG")?;
        let out = std::fs::File::create(path).ok()?;
        Some(KeyLog {
            out,
            started: None,
            opened: Instant::now(),
            first_frame: true,
        })
    }

    fn key(&mut self, name: String) {
        self.started = Some((name, Instant::now()));
    }

    fn drawn(&mut self) {
        if self.first_frame {
            self.first_frame = false;
            let ms = self.opened.elapsed().as_secs_f64() * 1000.0;
            let _ = writeln!(self.out, "first-frame\t{ms:.2}");
        }
        if let Some((name, at)) = self.started.take() {
            let ms = at.elapsed().as_secs_f64() * 1000.0;
            let _ = writeln!(self.out, "{name}\t{ms:.2}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::{Source, load};
    use crate::model::builder::BuildOptions;
    use ratatui::crossterm::event::{KeyCode, KeyModifiers};

    /// Polls until `done` or 20 s have passed.
    fn poll_until(app: &mut Live, done: impl Fn(&Live) -> bool) -> bool {
        let start = Instant::now();
        while !done(app) && start.elapsed() < Duration::from_secs(20) {
            App::poll(app);
            std::thread::sleep(Duration::from_millis(2));
        }
        done(app)
    }

    /// Nothing is merged until `s` asks (the merged copy of the 1 GB
    /// benchmark profile took 230 MB); then a helper merges, the status
    /// line says so meanwhile, and the merged view is shown when made.
    #[test]
    fn the_merged_view_is_made_when_s_first_asks_for_it() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/golden/c_multi/callgrind.out.O0");
        let build = BuildOptions {
            demangle: true,
            keep_parts: true,
            ..BuildOptions::default()
        };
        let profile: &'static Profile = Box::leak(Box::new(load(&Source::Path(&path), build).unwrap().0));
        let mut app = Live::start(profile, Options::default()).unwrap();
        assert!(
            poll_until(&mut app, |a| !a.helpers.working()),
            "the helper's work is done"
        );
        assert!(!app.merge_started && !app.browser.has_other_view());
        let s = KeyEvent::new(KeyCode::Char('s'), KeyModifiers::NONE);
        App::key(&mut app, s);
        assert!(app.merge_started && app.browser.symbols_wanted);
        assert!(poll_until(&mut app, |a| a.browser.symbols), "the merged view is shown");
        assert!(!app.browser.symbols_wanted && app.browser.list.chrome.message.is_none());
        // Then `s` toggles at once, and no second merge is started.
        App::key(&mut app, s);
        assert!(!app.browser.symbols && app.helpers.working <= 1);
        App::key(&mut app, s);
        assert!(app.browser.symbols);
    }

    /// `s` over a thread (`p`): the thread's merged view is made by a
    /// helper thread when first shown so, and then shown.
    #[test]
    fn a_threads_merged_view_is_made_when_first_shown() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/golden/threads");
        let paths: Vec<_> = (1..=2)
            .map(|i| dir.join(format!("callgrind.out.threads-0{i}")))
            .collect();
        let sources: Vec<Source> = paths.iter().map(|p| Source::Path(p)).collect();
        let build = BuildOptions {
            keep_parts: true,
            ..BuildOptions::default()
        };
        let profile: &'static Profile = Box::leak(Box::new(crate::input::load_all(&sources, build).unwrap().0));
        let mut app = Live::start(profile, Options::default()).unwrap();
        assert!(poll_until(&mut app, |a| !a.helpers.working()));
        let key = |app: &mut Live, code| App::key(app, KeyEvent::new(code, KeyModifiers::NONE));
        key(&mut app, KeyCode::Char('p'));
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Char('s'));
        assert!(app.merge_started && app.browser.symbols_wanted);
        assert!(
            poll_until(&mut app, |a| a.browser.symbols),
            "the thread's merged view is shown"
        );
        assert!(poll_until(&mut app, |a| !a.helpers.working() && a.browser.figures.has_inclusive()));
        assert_eq!(
            app.browser.figures.profile.parts.len(),
            1,
            "the thread's, not the whole's"
        );
    }
}
