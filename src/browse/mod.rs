//! `--browse`: the profile in a full-screen terminal browser. The function
//! list sorted by self or inclusive cost, callers and callees expanded in
//! place, a call tree with its hot path, annotated source, search and
//! filters, over SSH as well as locally.
//!
//! Every figure comes from the functions the text report prints with
//! ([`figures`]); [`model`] is the state and what keys do to it, with no
//! terminal; [`view`] draws it; this module runs it on the terminal and
//! always gives the terminal back as it found it.

pub mod diff;
pub mod figures;
pub mod model;
pub mod search;
pub mod view;

use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{self, Event, KeyEventKind};
use ratatui::crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode};
use ratatui::crossterm::{cursor, execute};

use crate::model::Profile;
use crate::report::{Options, ReportError};
use diff::{DiffBrowser, DiffInput};
use figures::{Figures, OptionSet, OtherView, Prepared};
use model::Browser;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;
use view::Theme;

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

/// What the terminal loop runs: the browser or the comparison.
/// What a helper thread is doing.
#[derive(PartialEq, Eq)]
enum Helper {
    Working,
    /// Just done: its result changed what is drawn.
    Done,
    Idle,
}

trait App {
    fn draw(&mut self, buf: &mut Buffer, area: Rect, theme: Theme);
    fn key(&mut self, key: KeyEvent);
    fn quit(&self) -> bool;
    /// Takes in what a helper thread computed.
    fn poll(&mut self) -> Helper {
        Helper::Idle
    }
}

/// What a helper thread sends the browser.
enum Ready<'p> {
    /// Inclusive costs and the rest of what the view shown needs.
    Prepared(Box<Prepared<'p>>),
    /// The view not shown (`s`): the rows as recorded, or merged.
    Other(Box<OtherView<'p>>),
    /// A helper thread is done (false: the options do not fit the merged
    /// profile).
    Done(bool),
}

/// The browser, and the helper threads' results to come.
struct Live {
    browser: Browser<'static>,
    profile: &'static Profile,
    set: &'static OptionSet,
    send: mpsc::Sender<Ready<'static>>,
    results: mpsc::Receiver<Ready<'static>>,
    /// Helper threads not done yet.
    working: usize,
    /// Whether the merged view has been asked of a helper thread.
    merging: bool,
}

impl Live {
    /// Runs `job` on a helper thread, which sends what it has made as it
    /// goes, and then that it is done.
    fn spawn(&mut self, job: impl FnOnce(&dyn Fn(Ready<'static>)) -> bool + Send + 'static) {
        let send = self.send.clone();
        self.working += 1;
        std::thread::spawn(move || {
            let ok = job(&|r| {
                let _ = send.send(r);
            });
            let _ = send.send(Ready::Done(ok));
        });
    }

    /// The merged view, made when `s` first asks for it: it copies the
    /// profile, which doubles its memory.
    fn merge_when_asked(&mut self) {
        if self.merging || !self.browser.symbols_wanted {
            return;
        }
        self.merging = true;
        let (profile, base) = (self.profile, &self.set.base);
        self.spawn(move |send| {
            let (merged, set, symbol_of) = figures::symbol_profile(profile, base);
            // Listed by self cost first, as the browser opens; its
            // inclusive costs follow (the browser takes them for the view
            // they are of, shown or not).
            let Ok(figures) = Figures::new(merged, set) else {
                return false;
            };
            send(Ready::Other(Box::new(OtherView { figures, symbol_of })));
            send(Ready::Prepared(Box::new(Figures::prepare(merged, set))));
            true
        });
    }
}

impl App for Live {
    fn draw(&mut self, buf: &mut Buffer, area: Rect, theme: Theme) {
        view::draw_into(buf, area, &mut self.browser, theme);
    }

    fn key(&mut self, key: KeyEvent) {
        self.browser.key(key);
        self.merge_when_asked();
        // A thread or part picked for the first time (`p`): its inclusive
        // costs, as the whole profile's, on a helper thread.
        for part in self.browser.take_parts_to_prepare() {
            let set = self.set;
            self.spawn(move |send| {
                send(Ready::Prepared(Box::new(Figures::prepare(part, set))));
                true
            });
        }
    }

    fn quit(&self) -> bool {
        self.browser.quit
    }

    fn poll(&mut self) -> Helper {
        let mut done = false;
        while self.working > 0 {
            match self.results.try_recv() {
                Ok(ready) => {
                    done = true;
                    match ready {
                        Ready::Prepared(p) => self.browser.prepared(*p),
                        Ready::Other(o) => self.browser.other_view(*o),
                        Ready::Done(ok) => {
                            self.working -= 1;
                            if !ok {
                                self.browser.symbols_wanted = false;
                                self.browser.message =
                                    Some("one row per function: the options do not fit the merged profile".into());
                            }
                        }
                    }
                }
                Err(mpsc::TryRecvError::Disconnected) => self.working = 0,
                Err(mpsc::TryRecvError::Empty) => break,
            }
        }
        match (done, self.working) {
            (true, _) => Helper::Done,
            (false, 0) => Helper::Idle,
            (false, _) => Helper::Working,
        }
    }
}

impl App for DiffBrowser {
    fn draw(&mut self, buf: &mut Buffer, area: Rect, theme: Theme) {
        self.draw_into(buf, area, theme);
    }

    fn key(&mut self, key: KeyEvent) {
        DiffBrowser::key(self, key);
    }

    fn quit(&self) -> bool {
        self.quit
    }
}

/// Browses `profile` until the user quits. The profile lives as long as
/// the process: the thread computing inclusive costs is not waited for
/// when the user quits before it is done. `--group=symbol` is an `s`
/// pressed at the start: the rows as recorded are shown until the merged
/// profile is made (on the 1 GB benchmark profile merging takes longer
/// than loading: the report with `--group=symbol` takes about three times
/// as long as without), the status line saying so.
pub fn run(profile: &'static Profile, opts: Options, title: String) -> Result<(), ReportError> {
    let inclusive = opts.inclusive;
    let merged = opts.group == crate::analysis::groups::Group::Symbol;
    let set: &'static OptionSet = Box::leak(Box::new(OptionSet::new(opts)));
    let mut browser = Browser::new(Figures::new(profile, set)?, title, inclusive);
    browser.symbols_wanted = merged;
    let (send, results) = mpsc::channel();
    let mut app = Live {
        browser,
        profile,
        set,
        send,
        results,
        working: 0,
        merging: false,
    };
    // Inclusive costs, call lists and the other orders take a second or
    // so on the 1 GB benchmark profile: the list by self cost is shown
    // meanwhile.
    app.spawn(move |send| {
        send(Ready::Prepared(Box::new(Figures::prepare(profile, set))));
        true
    });
    app.merge_when_asked();
    event_loop(&mut app)
}

/// `--browse --diff OLD NEW`.
pub fn run_diff(input: DiffInput) -> Result<(), ReportError> {
    let mut app = DiffBrowser::new(input)?;
    event_loop(&mut app)
}

fn event_loop(app: &mut dyn App) -> Result<(), ReportError> {
    let theme = Theme::from_env();
    let mut key_log = KeyLog::from_env();
    let _restore = TerminalGuard::enter()?;
    let mut terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    terminal.clear()?;
    loop {
        terminal.draw(|f| {
            let area = f.area();
            app.draw(f.buffer_mut(), area, theme);
        })?;
        if let Some(log) = key_log.as_mut() {
            log.drawn();
        }
        if app.quit() {
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
