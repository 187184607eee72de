//! The command-line front end: arguments -> options -> load -> report.

pub mod args;
mod diff;
mod files;
pub mod flame;
mod gungraun;
mod hints;
mod man;
mod usage;

use std::ffi::OsString;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use clap::Parser;

use crate::input::{Source, load_all, looks_like_profile};
use crate::model::Profile;
use crate::model::builder::{BuildOptions, WARNINGS_KEPT_PER_KIND, Warning, Warnings};
use crate::model::derived::{self, Definition};
use crate::model::sources::SourceCheck;
use crate::parse::WarningKind;
use crate::report::annotate::printable;
use crate::report::callgrind::{WriteOptions, write_callgrind};
use crate::report::{self, Group, Options, ReportError};
use crate::view::Load;
use args::{Args, Format, Generate, GroupBy, Tree};
use files::{current_dir_prefix, find_default_run, is_empty_profile, skip_empty_files, user_files, write_atomically};
use usage::{check_does_something, separate_switch_value, usage_error_line};

/// Exit codes (documented in README, `--help` and the man page).
pub use crate::exit::{ERROR as EXIT_ERROR, GATE as EXIT_GATE, OK as EXIT_OK, USAGE as EXIT_USAGE};

/// Runs cgann with the process's arguments; returns the exit code.
pub fn main() -> i32 {
    let argv: Vec<OsString> = std::env::args_os().collect();
    // `cgann record ... -- PROGRAM`: runs valgrind, then reports (a file
    // named `record` is read as `./record`).
    if argv.get(1).is_some_and(|a| a == "record") {
        return crate::record::main(&argv[2..]);
    }
    run_command_line(&argv)
}

/// Runs cgann's report with the command line `argv` (the program's name
/// first); returns the exit code, the messages printed.
pub fn run_command_line(argv: &[OsString]) -> i32 {
    crate::phases::mark("start");
    if let Some(hint) = separate_switch_value(&argv[1..]) {
        message!("cgann: {hint}; see --help");
        return EXIT_USAGE;
    }
    let args = match Args::try_parse_from(argv) {
        Ok(a) => a,
        Err(e) if e.use_stderr() => {
            message!("cgann: {}", usage_error_line(&e.render().to_string()));
            return EXIT_USAGE;
        }
        Err(e) => {
            // --help/--version go to stdout; a closed pipe there is fine.
            let _ = e.print();
            return EXIT_OK;
        }
    };
    match run(args) {
        Ok(()) => EXIT_OK,
        Err(Failure::Quiet) => EXIT_OK,
        // Messages quote bytes from the input: escape control characters.
        Err(Failure::Usage(m)) => {
            message!("cgann: {}", printable(m.as_bytes()));
            EXIT_USAGE
        }
        Err(Failure::Error(m)) => {
            message!("cgann: {}", printable(m.as_bytes()));
            EXIT_ERROR
        }
        Err(Failure::Gate(m)) => {
            message!("cgann: {m}");
            EXIT_GATE
        }
        Err(Failure::Undecided(m)) => {
            message!("cgann: {m}");
            crate::exit::UNDECIDED
        }
    }
}

enum Failure {
    /// Output was cut short by a closed pipe: not an error.
    Quiet,
    Usage(String),
    Error(String),
    /// A gate rule failed (the report was printed).
    Gate(String),
    /// A gate rule is undecided, none failed (the report was printed).
    Undecided(String),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::BrokenPipe {
            Failure::Quiet
        } else {
            Failure::Error(format!("writing output: {e}"))
        }
    }
}

/// A browser's error: options that do not fit the profile, or the
/// terminal failing.
fn browse_failure(e: ReportError) -> Failure {
    match e {
        ReportError::Options(m) => Failure::Usage(m),
        ReportError::Io(e) => Failure::Error(format!("terminal: {e}")),
    }
}

/// `--browse` is a view of its own: not with the options that choose
/// another output, and only on a terminal.
fn browse_usage(args: &Args) -> Result<(), Failure> {
    let other = if args.format.is_some() {
        Some("--format")
    } else if args.flat || args.graph {
        Some("--flat or --graph")
    } else if args.write.is_some() {
        Some("--write")
    } else if args.fail_above.is_some() {
        Some("--fail-above")
    } else if args.group.is_some_and(|g| matches!(g, GroupBy::File | GroupBy::Object)) {
        Some("--group=file|object (the browser lists functions; o and f filter by object and file)")
    } else {
        None
    };
    if let Some(other) = other {
        return Err(Failure::Usage(format!(
            "--browse is an interactive view: not with {other}"
        )));
    }
    // A profile on stdin (`-`) is read to its end before the browser
    // starts, which then reads keys from the terminal (/dev/tty).
    match crate::browse::refusal() {
        Some(why) => Err(Failure::Usage(why)),
        None => Ok(()),
    }
}

/// `--generate`: completions from the clap definition (clap_complete), or
/// the man page ([`man`]), so both always match the options.
fn generate(what: Generate) -> Result<(), Failure> {
    use clap::CommandFactory;
    let mut cmd = Args::command();
    // clap_complete panics when its writer fails (`| head -1` closing the
    // pipe): the script is made in memory, then written out, where a
    // closed pipe ends the run quietly.
    let mut text = Vec::new();
    match what {
        Generate::Bash => clap_complete::generate(clap_complete::Shell::Bash, &mut cmd, "cgann", &mut text),
        Generate::Zsh => clap_complete::generate(clap_complete::Shell::Zsh, &mut cmd, "cgann", &mut text),
        Generate::Fish => clap_complete::generate(clap_complete::Shell::Fish, &mut cmd, "cgann", &mut text),
        Generate::Man => man::write_man(&mut text)?,
    }
    let mut out = io::stdout().lock();
    out.write_all(&text)?;
    out.flush()?;
    Ok(())
}

fn run(mut args: Args) -> Result<(), Failure> {
    if let Some(what) = args.generate {
        return generate(what);
    }
    check_does_something(&args)?;
    if let Some(when) = args.color {
        let _ = crate::browse::view::COLOUR_CHOICE.set(when.into());
    }
    hints::check_meaning(&mut args)?;
    flame::check(&args)?;
    if let Some(bytes) = args.max_input {
        crate::limits::set_max_input(bytes);
    }
    if args.browse {
        browse_usage(&args)?;
    }
    if args.diff {
        if args.flat || args.graph || !args.focus.is_empty() || !args.exclude.is_empty() {
            return Err(Failure::Usage(
                "--diff compares function tables: not with --flat, --graph, --focus or --exclude".into(),
            ));
        }
        if args.write.is_some() {
            return Err(Failure::Usage(
                "--write writes the profiles read, summed: not with --diff".into(),
            ));
        }
        if args.asm == Some(true) || args.branches == Some(true) {
            return Err(Failure::Usage(
                "--asm and --branches annotate one report: not with --diff".into(),
            ));
        }
        return diff::run_diff(&args);
    }
    if !args.focus.is_empty() && args.auto == Some(true) {
        return Err(Failure::Usage(
            "--focus goes with --auto=no: a source line's cost cannot be split between the functions sharing it".into(),
        ));
    }
    if args.flat || args.graph {
        let other = if !matches!(args.format, None | Some(Format::Text | Format::Pprof)) {
            Some("--format")
        } else if args.group.is_some_and(|g| matches!(g, GroupBy::File | GroupBy::Object)) {
            Some("--group")
        } else if args.tree.is_some_and(|t| t != Tree::None) {
            Some("--tree (the graph has callers and callees)")
        } else {
            None
        };
        if let Some(other) = other {
            return Err(Failure::Usage(format!(
                "--flat and --graph are text views of functions: not with {other}"
            )));
        }
    }
    if args.group.is_some_and(|g| matches!(g, GroupBy::File | GroupBy::Object))
        && args.tree.is_some_and(|t| t != Tree::None)
    {
        return Err(Failure::Usage(
            "--tree goes with --group=function (callers and callees are functions)".into(),
        ));
    }
    // The page lists every function unless --threshold says otherwise.
    // A script reading JSON or CSV, and the HTML page, get every function
    // unless asked for fewer (--threshold, --top); the text report keeps
    // callgrind_annotate's 99%.
    let every_function = matches!(args.format, Some(Format::Json | Format::Csv | Format::Html));
    let default_threshold = if every_function { 100.0 } else { 99.0 };
    let mut files = args.files.iter();
    let (mut profile_args, announce) = match files.next() {
        Some(p) => (vec![PathBuf::from(p)], false),
        None => {
            let piped = hints::stdin_has_data();
            let run = find_default_run().ok_or_else(|| {
                let stdin = if piped {
                    "; a profile on standard input is read when named '-' (cat p.out | cgann -)"
                } else {
                    " (see --help)"
                };
                Failure::Usage(format!(
                    "no profile named, and no callgrind.out* or cachegrind.out* in the current directory{stdin}"
                ))
            })?;
            if piped {
                message!("cgann: note: standard input is not read unless named '-' (cat p.out | cgann -)");
            }
            (run, true)
        }
    };
    let include_dirs: Vec<String> = args
        .include
        .iter()
        .map(|d| format!("{}/", d.strip_suffix('/').unwrap_or(d)))
        .collect();
    // After the first profile, arguments that are profiles (by their
    // content) are summed with it; the others are source files.
    let (more_profiles, sources): (Vec<&OsString>, Vec<&OsString>) = files.partition(|f| {
        let path = Path::new(f);
        f.as_os_str() != "-" && (looks_like_profile(path) || is_empty_profile(path))
    });
    let user_files = user_files(sources.into_iter(), &include_dirs)?;
    profile_args.extend(more_profiles.iter().map(PathBuf::from));
    let profile_args = skip_empty_files(profile_args);

    // Only the first may be `-` (the others are profiles by their content).
    let inputs: Vec<Source<'_>> = profile_args
        .iter()
        .map(|p| {
            if p.as_os_str() == "-" {
                Source::Stdin
            } else {
                Source::Path(p)
            }
        })
        .collect();

    let source = &inputs[0];
    let stack_format = flame::format_of(&args).map(|f| (f, flame::StackArgs::new(&args)));
    let source_roots = source_roots(&args, &include_dirs, &profile_args)?;
    let mut opts = Options {
        input_name: source.display_name(),
        other_inputs: inputs[1..].iter().map(Source::display_name).collect(),
        input_mtime: match &source {
            Source::Path(p) => std::fs::metadata(p).and_then(|m| m.modified()).ok(),
            Source::Stdin => None,
        },
        show: args.show.as_deref().map(args::split_events).unwrap_or_default(),
        sort: args.sort.map(|s| s.0).unwrap_or_default(),
        // A script reading JSON or CSV gets every function unless it asks
        // for fewer (--threshold, --top); the text report keeps
        // callgrind_annotate's 99%.
        threshold: args
            .threshold
            .unwrap_or_else(|| report::Threshold::new(default_threshold)),
        show_percs: args.show_percs.unwrap_or(true),
        auto: args.auto.unwrap_or(args.focus.is_empty()),
        context: args.context.unwrap_or(8.0),
        inclusive: args.inclusive.unwrap_or(false),
        top: args.top,
        node_threshold: args.node_threshold.as_ref().map_or(0.5, |t| t.value),
        edge_threshold: args.edge_threshold.as_ref().map_or(0.1, |t| t.value),
        group: match args.group {
            None | Some(GroupBy::Function) => Group::Function,
            Some(GroupBy::File) => Group::File,
            Some(GroupBy::Object) => Group::Object,
            Some(GroupBy::Symbol) => Group::Symbol,
        },
        tree_caller: matches!(args.tree, Some(Tree::Caller | Tree::Both)),
        tree_calling: matches!(args.tree, Some(Tree::Calling | Tree::Both)),
        flat: args.flat,
        graph: args.graph,
        brief: args.brief,
        focus: args.focus.clone(),
        exclude: args.exclude.clone(),
        include_dirs,
        user_files,
        source_roots,
        source_root_given: !args.source_root.is_empty(),
        machine_code: None,
        asm_source: None,
        branches: args.branches.unwrap_or(false),
        incomplete: Vec::new(),
        objects: report::objdump::ObjectSearch::from_env(args.sysroot.clone(), args.object_dir.clone()),
    };
    if args.format == Some(Format::Html) {
        if !opts.group.lists_functions() {
            return Err(Failure::Usage(
                "--format=html lists functions: not with --group=file|object".into(),
            ));
        }
        // With inclusive costs, callers and callees.
        opts.inclusive = true;
        opts.tree_caller = true;
        opts.tree_calling = true;
    }
    let asm = args.asm.unwrap_or(false);
    let grouped_inclusive = opts.inclusive && matches!(opts.group, Group::File | Group::Object);
    if !asm && !args.browse && !grouped_inclusive && (args.sysroot.is_some() || !args.object_dir.is_empty()) {
        return Err(Failure::Usage(
            "--sysroot and --object-dir go with --asm=yes, --browse or --group=object|file --inclusive=yes".into(),
        ));
    }
    if asm && inputs.iter().any(|s| matches!(s, Source::Stdin)) {
        return Err(Failure::Usage(
            "--asm=yes reads the profile a second time: name it as a file, not '-'".into(),
        ));
    }
    if asm && matches!(args.format, Some(Format::Csv | Format::Dot)) {
        return Err(Failure::Usage(
            "--asm=yes goes with the text report or --format=json".into(),
        ));
    }

    // What the output's views read (see `report::Options::needs`); the
    // browser reads everything, the written profile and the machine
    // code's call lines read calls.
    let needs = opts.needs(match args.format {
        None | Some(Format::Text) => report::Output::Text,
        // The page reads what the JSON report reads (its data module calls
        // the same functions).
        Some(Format::Json | Format::Html) => report::Output::Json,
        Some(Format::Csv) => report::Output::Csv,
        Some(Format::Dot) => report::Output::Dot,
        Some(Format::Markdown | Format::Bmf) => {
            return Err(Failure::Usage(
                "--format=markdown and --format=bmf are formats of --diff".into(),
            ));
        }
        Some(Format::Flame | Format::Icicle | Format::Folded | Format::Speedscope | Format::Pprof) => {
            report::Output::Stacks
        }
    });
    let build = BuildOptions {
        strip_prefix: current_dir_prefix(),
        jumps: needs.jumps || (args.browse && opts.branches),
        demangle: args.demangle.unwrap_or(true),
        // Also speedscope's frames' lines.
        function_lines: args.write.is_some() || args.format == Some(Format::Speedscope),
        skip_line_costs: !args.browse && !needs.line_costs.any(),
        skip_calls: !args.browse && !needs.calls.any() && args.write.is_none() && !asm,
        // Line costs (and calls, when only annotation reads them) of
        // files no source can be found for only make the list of files
        // not found.
        line_files: (!args.browse && needs.line_costs == Load::FoundSources && args.write.is_none()).then(|| {
            SourceCheck {
                include_dirs: opts.include_dirs.clone(),
            }
        }),
        calls_in_line_files: needs.calls == Load::FoundSources && !asm,
        // The browser's thread/part filter (p); pprof's part labels; the
        // text report's line per input when several are summed
        // (report::inputs).
        keep_parts: args.browse
            || args.format == Some(Format::Pprof)
            || (inputs.len() > 1 && args.write.is_none() && matches!(args.format, None | Some(Format::Text))),
    };
    let strip_prefix = build.strip_prefix.clone();
    let build_again = (asm && !args.browse).then(|| build.clone());
    if args.browse {
        // The browser shows one function's machine code at a time (`m`),
        // reading it when asked.
        opts.asm_source = Some(report::asm::AsmSource {
            inputs: inputs
                .iter()
                .filter_map(|s| match s {
                    Source::Path(p) => Some(p.to_path_buf()),
                    Source::Stdin => None,
                })
                .collect(),
            build: build.clone(),
            search: report::objdump::ObjectSearch::from_env(args.sysroot.clone(), args.object_dir.clone()),
        });
    }
    let mut search = Some(report::objdump::ObjectSearch::from_env(
        args.sysroot.clone(),
        args.object_dir.clone(),
    ));
    let (mut profile, warnings) = load_all(&inputs, build).map_err(|e| match hints::empty_profile_hint(&inputs) {
        Some(why) => Failure::Error(format!("{e}: {why}")),
        None => Failure::Error(e.to_string()),
    })?;
    crate::phases::mark("loaded");
    let names: Vec<String> = inputs.iter().map(Source::display_name).collect();
    if let Some(warning) = hints::different_programs(&profile, &names) {
        message!("cgann: {warning}");
    }
    opts.incomplete = check_warnings((args.strict, args.partial), &names, &warnings, &profile)?;
    add_derived_events(&mut profile, &mut opts, &args.events)?;
    if opts.branches && profile.jumps.is_empty() {
        message!(
            "cgann: {}: note: --branches: the profile records no jumps: profile with valgrind --tool=callgrind --collect-jumps=yes (or cgann record)",
            names.join(", ")
        );
    }
    // The profile file is written before the report, so a failure leaves
    // nothing half done: no report, and the file as it was. It is the
    // profile read: --focus changes the report's view, not the file.
    if let Some(path) = &args.write {
        let wopts = WriteOptions {
            strip_prefix: strip_prefix.as_deref(),
            inputs: &names,
        };
        if path.as_os_str() == "-" {
            // The profile instead of the report.
            let mut out = BufWriter::with_capacity(256 * 1024, io::stdout().lock());
            write_callgrind(&mut out, &profile, &wopts)?;
            out.flush()?;
            return Ok(());
        }
        // The file written is no copy of everything read (instruction
        // addresses and jumps are left out): never in place of an input.
        let target = crate::safety::files::identity(Path::new(path));
        let shown = crate::safety::terminal::stderr_text(path.as_os_str().as_encoded_bytes());
        if target.is_some() && profile_args.iter().any(|p| crate::safety::files::identity(p) == target) {
            return Err(Failure::Usage(format!(
                "--write={shown} names a profile being read: write to another file"
            )));
        }
        // Nor into the file the report goes to (--write=/dev/stdout > out):
        // the file renamed over it would lose the report, and one written
        // in place would be written over by it. A terminal or another
        // device takes both.
        let is_device = std::fs::metadata(path).is_ok_and(|m| {
            use std::os::unix::fs::FileTypeExt;
            m.file_type().is_char_device()
        });
        if target.is_some() && target == crate::safety::files::identity(Path::new("/dev/stdout")) && !is_device {
            return Err(Failure::Usage(format!(
                "--write={shown} is where the report goes: --write=- writes the profile instead of the report"
            )));
        }
        write_atomically(path, |out| write_callgrind(out, &profile, &wopts))
            .map_err(|e| Failure::Error(format!("{}: {e}", path.display())))?;
    }

    // --mod-filename and --mod-funcname rename the names the report shows
    // (already shortened by the current directory while loading).
    if !args.mod_filename.is_empty() || !args.mod_funcname.is_empty() {
        let naming = report::diff::Naming {
            files: &args.mod_filename,
            functions: &args.mod_funcname,
            strip_prefix: None,
        };
        for w in report::diff::unused_rules(&[&profile], &naming) {
            message!("cgann: warning: {}", printable(w.as_bytes()));
        }
        for w in report::diff::rename_profile(&mut profile, &naming) {
            message!("cgann: warning: {}", printable(w.as_bytes()));
        }
    }
    // The stack formats read the contexts themselves.
    if let Some((format, stack_args)) = &stack_format {
        let fopts = flame::options(stack_args, &opts, names.join(" + "));
        return flame::write(&profile, *format, &fopts);
    }
    // The browser merges a copy itself: `s` goes back to the rows as
    // recorded.
    if opts.group == Group::Symbol && !args.browse {
        profile = crate::analysis::symbols::merge(profile);
    }
    for spec in &opts.exclude {
        let spec = spec.resolve(&profile);
        if !(0..profile.functions.len() as u32).any(|f| spec.matches(&profile, f)) {
            message!(
                "cgann: {}: warning: --exclude: no function matches {}",
                names.join(", "),
                spec.text
            );
        }
    }
    profile = report::apply_focus(profile, &opts).map_err(Failure::Usage)?;
    if args.short_names {
        report::short_name::shorten_profile_names(&mut profile);
    }

    if let Some(build) = build_again {
        opts.machine_code = Some(machine_code(&profile, &opts, &inputs, &build, search.take())?);
    }

    if args.browse {
        // The process ends when the browser does: the profile is never
        // freed (see the end of this function), and the browser's helper
        // thread may still read it when the user quits.
        let profile: &'static Profile = Box::leak(Box::new(profile));
        return crate::browse::run(profile, opts).map_err(browse_failure);
    }

    let mut out = report_output(args.color, matches!(args.format, None | Some(Format::Text)));
    // Announced in the text report only: JSON and CSV name their input.
    if announce && matches!(args.format, None | Some(Format::Text)) {
        let names: Vec<String> = std::iter::once(&opts.input_name)
            .chain(&opts.other_inputs)
            .map(|n| format!("'{n}'"))
            .collect();
        writeln!(out, "Reading data from {}...", names.join(", "))?;
    }
    let written = match args.format {
        None | Some(Format::Text) => report::write_report(&mut out, &profile, &opts)
            .and_then(|()| Ok(report::inputs::write_input_summary(&mut out, &profile, &opts)?)),
        Some(Format::Json) => report::data::write_json(&mut out, &profile, &opts),
        Some(Format::Csv) => report::data::write_csv(&mut out, &profile, &opts),
        Some(Format::Dot) => report::dot::write_dot(&mut out, &profile, &opts),
        Some(Format::Markdown | Format::Bmf) => Err(ReportError::Options(
            "--format=markdown and --format=bmf are formats of --diff".into(),
        )),
        Some(Format::Html) => report::html::write_html(&mut out, &profile, &opts, html_cap(args.html_cap)),
        Some(_) => unreachable!("the stack formats were written above"),
    };
    match written {
        Ok(()) => {}
        Err(ReportError::Options(m)) => return Err(Failure::Usage(m)),
        Err(ReportError::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => {
            return Err(Failure::Quiet);
        }
        Err(ReportError::Io(e)) => return Err(Failure::from(e)),
    }
    out.flush()?;
    crate::phases::mark("report written");
    crate::safety::files::note_refused();
    // The process ends right after the report: its memory goes back to the
    // system at once, where freeing the profile's allocations one by one
    // took 30-37 ms on the 1 GB benchmark profile (3 ms on the 50 MB one).
    std::mem::forget(profile);
    Ok(())
}

/// Standard output for a report, buffered. On a terminal, what the
/// profile supplies is shown escaped (see [`crate::safety::terminal`]);
/// piped, the bytes stay as they are. Colour (`text`: a text report, when
/// `--color` and the environment allow it) is added beneath the escaping:
/// [`report::colour::Colourer`] styles the escaped lines by cgann's own
/// cost columns and writes its sequences straight to stdout, so no profile
/// byte ever reaches the terminal inside one, and none of its sequences is
/// escaped.
pub(super) fn report_output(color: Option<args::ColorWhen>, text: bool) -> Box<dyn Write> {
    let buffered = BufWriter::with_capacity(64 * 1024, io::stdout().lock());
    let coloured = text && report::colour::for_stdout(color.map(Into::into).unwrap_or_default());
    match (crate::safety::terminal::stdout_is_terminal(), coloured) {
        (true, true) => Box::new(crate::safety::terminal::Escaping::new(report::colour::Colourer::new(
            buffered,
        ))),
        (true, false) => Box::new(crate::safety::terminal::Escaping::new(buffered)),
        (false, true) => Box::new(report::colour::Colourer::new(buffered)),
        (false, false) => Box::new(buffered),
    }
}

/// `--html-cap` in bytes.
pub(super) fn html_cap(mb: Option<f64>) -> u64 {
    (mb.unwrap_or(report::html::DEFAULT_CAP_MB) * 1e6) as u64
}

/// `--asm=yes`: the instructions of the functions the report shows, read
/// by a second pass over the inputs (the first load keeps none).
fn machine_code(
    profile: &Profile,
    opts: &Options,
    inputs: &[Source<'_>],
    build: &BuildOptions,
    search: Option<report::objdump::ObjectSearch>,
) -> Result<report::asm::MachineCode, Failure> {
    let plan = report::Plan::new(profile, opts).map_err(|e| match e {
        ReportError::Options(m) => Failure::Usage(m),
        ReportError::Io(e) => Failure::from(e),
    })?;
    let wanted = report::asm::wanted(&plan);
    let mut readers = Vec::with_capacity(inputs.len());
    for source in inputs {
        let r =
            crate::input::open(source, false).map_err(|e| Failure::Error(format!("{}: {e}", source.display_name())))?;
        readers.push(r);
    }
    let instr = crate::model::instr::collect(readers, build, &wanted, &profile.events[..profile.recorded])
        .map_err(|(i, e)| Failure::Error(format!("{}:{e}", inputs[i].display_name())))?;
    Ok(report::asm::MachineCode {
        instr: std::sync::Arc::new(instr),
        search: search.unwrap_or_default(),
    })
}

/// Computes the derived events the options ask for (named in --show or
/// --sort but not recorded, or defined with --event) as extra columns; an
/// --event definition is shown by default along with the recorded events.
fn add_derived_events(profile: &mut Profile, opts: &mut Options, cli_defs: &[Definition]) -> Result<(), Failure> {
    let recorded = &profile.events[..profile.recorded];
    let mut defs: Vec<Definition> = cli_defs.to_vec();
    for part in &profile.parts {
        for d in &part.event_defs {
            if let Some(formula) = &d.formula
                && !defs.iter().any(|x| x.name == d.name)
            {
                defs.push(Definition {
                    name: d.name.clone(),
                    formula: formula.clone(),
                });
            }
        }
    }
    if opts.show.is_empty() && !cli_defs.is_empty() {
        opts.show = recorded
            .iter()
            .cloned()
            .chain(cli_defs.iter().map(|d| d.name.clone()))
            .collect();
    }
    // A recorded event named on its own that the profile lacks is a usage
    // error, as in callgrind_annotate (`--sort event `Dr' did not appear
    // in input`): a report sorted by zeros is no report. Only the terms of
    // a formula count as 0.
    let named = opts.show.iter().map(|e| ("show", e));
    for (flag, name) in named.chain(opts.sort.iter().map(|k| ("sort", &k.event))) {
        if derived::VALGRIND_EVENTS.contains(&name.as_str())
            && !recorded.contains(name)
            && !defs.iter().any(|d| &d.name == name)
        {
            return Err(Failure::Usage(format!(
                "--{flag}: event '{name}' is not in the profile (it has: {})",
                recorded.join(" ")
            )));
        }
    }
    let mut wanted: Vec<&str> = Vec::new();
    for name in opts.show.iter().chain(opts.sort.iter().map(|k| &k.event)) {
        if !recorded.contains(name) && !wanted.contains(&name.as_str()) {
            wanted.push(name);
        }
    }
    let mut missing = Vec::new();
    let combos = wanted
        .iter()
        .map(|name| derived::resolve(name, recorded, &defs, &mut missing))
        .collect::<Result<Vec<_>, _>>()
        .map_err(Failure::Usage)?;
    match &missing[..] {
        [] => {}
        [one] => message!("cgann: note: event {one} is not in the profile: counted as 0"),
        more => message!(
            "cgann: note: events {} are not in the profile: counted as 0",
            more.join(" ")
        ),
    }
    profile.add_derived(combos).map_err(Failure::Error)
}

/// The directories source files are read from: `--source-root`'s, none
/// (any place) with `--sources-anywhere`, else the safe default (see
/// [`crate::safety::files`]).
fn source_roots(args: &Args, include_dirs: &[String], profiles: &[PathBuf]) -> Result<Vec<PathBuf>, Failure> {
    if !args.source_root.is_empty() {
        return args
            .source_root
            .iter()
            .map(|r| {
                std::fs::canonicalize(r).map_err(|e| Failure::Usage(format!("--source-root {}: {e}", r.display())))
            })
            .collect();
    }
    if args.sources_anywhere {
        return Ok(Vec::new());
    }
    Ok(crate::safety::files::default_roots(
        include_dirs,
        profiles.iter().filter(|p| p.as_os_str() != "-").map(PathBuf::as_path),
    ))
}

/// What the [`WarningKind::EventsDropped`] warnings say, as seen from the place of the
/// first (`events Dr Dw are missing here`, `events Dr (missing here), Bc
/// (missing from b.out:3)`), and how many
/// events they name.
fn missing_events<'w>(inputs: &[String], warnings: impl IntoIterator<Item = &'w Warning>) -> (String, usize) {
    // Events grouped by the events: line that lacks them, in order of
    // appearance.
    let mut places: Vec<((usize, u64), Vec<String>)> = Vec::new();
    for w in warnings.into_iter().filter(|w| w.kind == WarningKind::EventsDropped) {
        let name = printable(&w.text);
        match places.iter_mut().find(|(p, _)| *p == (w.input, w.line)) {
            Some((_, names)) => names.push(name),
            None => places.push(((w.input, w.line), vec![name])),
        }
    }
    let count: usize = places.iter().map(|(_, n)| n.len()).sum();
    let mut text = String::from(if count == 1 { "event " } else { "events " });
    if let [(_, names)] = &places[..] {
        text.push_str(&names.join(" "));
        text.push_str(if count == 1 {
            " is missing here"
        } else {
            " are missing here"
        });
    } else {
        for (i, ((input, line), names)) in places.iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            let place = if i == 0 {
                "here".to_string()
            } else {
                format!("from {}:{line}", inputs[*input])
            };
            text.push_str(&format!("{sep}{} (missing {place})", names.join(" ")));
        }
    }
    (text, count)
}

/// Prints the warnings of the load of `profile` from the inputs `names`,
/// or with `--strict` fails on the first.
fn check_warnings(
    (strict, partial): (bool, bool),
    names: &[String],
    (warnings, counts): &Warnings,
    profile: &Profile,
) -> Result<Vec<String>, Failure> {
    // Named in messages on stderr: escaped.
    let names: Vec<String> = names
        .iter()
        .map(|n| crate::safety::terminal::stderr_text(n.as_bytes()))
        .collect();
    let names = &names[..];
    // An incomplete file is an error unless --partial asks for what is there.
    let incomplete: Vec<&Warning> = warnings.iter().filter(|w| w.kind == WarningKind::Incomplete).collect();
    if let Some(w) = incomplete.first().filter(|_| !partial) {
        return Err(Failure::Error(format!(
            "{}:{}: {}; --partial reports what is there",
            names[w.input],
            w.line,
            printable(&w.text)
        )));
    }
    let notes = incomplete
        .iter()
        .map(|w| format!("{}:{}: {}", names[w.input], w.line, printable(&w.text)))
        .collect();
    let said = crate::safety::profile_warnings(profile);
    let all_inputs = names.join(", ");
    let Some(w) = warnings.first().filter(|_| strict) else {
        if let Some(first) = said.first().filter(|_| strict) {
            return Err(Failure::Error(format!("{all_inputs}: {first} (--strict)")));
        }
        report_warnings(names, warnings, counts, &profile.events[..profile.recorded]);
        for message in said {
            message!("cgann: {all_inputs}: warning: {message}");
        }
        return Ok(notes);
    };
    Err(Failure::Error(if w.kind == WarningKind::EventsDropped {
        let (missing, n) = missing_events(names, warnings);
        let them = if n == 1 { "it" } else { "them" };
        format!(
            "{}:{}: {missing}, and other parts record {them} (--strict)",
            names[w.input], w.line
        )
    } else if w.kind.is_message() {
        format!("{}:{}: {} (--strict)", names[w.input], w.line, printable(&w.text))
    } else {
        format!(
            "{}:{}: {} (--strict): '{}'",
            names[w.input],
            w.line,
            w.kind,
            printable(&w.text)
        )
    }))
}

/// The first few warnings of each kind, then how many more were skipped;
/// then one note for all the events dropped because not every part records
/// them (`kept`: the events left).
fn report_warnings(inputs: &[String], warnings: &[Warning], counts: &[(WarningKind, u64)], kept: &[String]) {
    let (dropped, warnings): (Vec<&Warning>, Vec<&Warning>) =
        warnings.iter().partition(|w| w.kind == WarningKind::EventsDropped);
    if let Some(first) = dropped.first() {
        let (missing, n) = missing_events(inputs, dropped.iter().copied());
        message!(
            "cgann: {}:{}: note: {missing}, so {} dropped: the report sums {}, the events every part records",
            inputs[first.input],
            first.line,
            if n == 1 { "it is" } else { "they are" },
            kept.join(" ")
        );
    }
    for w in &warnings {
        if w.kind.is_message() {
            message!("cgann: {}:{}: warning: {}", inputs[w.input], w.line, printable(&w.text));
            continue;
        }
        message!(
            "cgann: {}:{}: warning: {}, ignored: '{}'",
            inputs[w.input],
            w.line,
            w.kind,
            printable(&w.text)
        );
    }
    for &(kind, n) in counts {
        if n > WARNINGS_KEPT_PER_KIND {
            // Named after the input of the first warning of the kind.
            let input = warnings
                .iter()
                .find(|w| w.kind == kind)
                .map_or(&inputs[0], |w| &inputs[w.input]);
            message!(
                "cgann: {input}: warning: {} more lines of this kind: {kind}",
                n - WARNINGS_KEPT_PER_KIND
            );
        }
    }
}
