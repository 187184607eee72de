//! The stack formats on the command line: `--format=flame|icicle|folded|
//! speedscope|pprof` with `--frames`, `--callers`, `--keep-hashes`,
//! `--min-width`, and the
//! options they share with the report (`--show`/`--sort` for the event,
//! `--focus`, `--exclude`, `--flat` for pprof's self costs alone).

use std::io::{self, IsTerminal, Write};

use clap::ValueEnum;

use super::Failure;
use super::args::{Args, Format, GroupBy, Tree};
use crate::analysis::stacks::Granularity;
use crate::model::Profile;
use crate::report::Options;
use crate::report::flame::{self, FlameFormat, FlameOptions};

/// What a frame of the stack formats is (`--frames`).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frames {
    Function,
    File,
    Object,
}

/// The stack format `args` asks for, if any.
pub(super) fn format_of(args: &Args) -> Option<FlameFormat> {
    match args.format? {
        Format::Flame | Format::Icicle => Some(FlameFormat::Svg),
        Format::Folded => Some(FlameFormat::Folded),
        Format::Speedscope => Some(FlameFormat::Speedscope),
        Format::Pprof => Some(FlameFormat::Pprof),
        Format::Text | Format::Json | Format::Csv | Format::Dot | Format::Markdown | Format::Bmf | Format::Html => None,
    }
}

/// Options of the stack formats given without one, and the report's
/// options that do nothing with them.
pub(super) fn check(args: &Args) -> Result<(), Failure> {
    let stack = format_of(args).is_some();
    let own = [
        ("--frames", args.frames.is_some()),
        ("--callers", args.callers == Some(true)),
        ("--keep-hashes", args.keep_hashes == Some(true)),
        ("--min-width", args.min_width.is_some()),
    ];
    if !stack {
        if let Some((name, _)) = own.iter().find(|(_, on)| *on) {
            return Err(Failure::Usage(format!(
                "{name} goes with --format=flame|icicle|folded|speedscope|pprof"
            )));
        }
        return Ok(());
    }
    let useless = [
        ("--tree", args.tree.is_some_and(|t| t != Tree::None)),
        ("--inclusive", args.inclusive.is_some()),
        ("--threshold", args.threshold.is_some()),
        ("--top", args.top.is_some()),
        ("--graph", args.graph),
        ("--asm", args.asm == Some(true)),
        ("--branches", args.branches == Some(true)),
        ("--browse", args.browse),
        (
            "--flat (only pprof has a flat form)",
            args.flat && args.format != Some(Format::Pprof),
        ),
        (
            "--group=file|object (--frames=file|object draws those)",
            args.group.is_some_and(|g| matches!(g, GroupBy::File | GroupBy::Object)),
        ),
    ];
    if let Some((name, _)) = useless.iter().find(|(_, on)| *on) {
        return Err(Failure::Usage(format!(
            "{name} does nothing with --format={}: it draws stacks",
            args.format.map_or(String::new(), |f| format!("{f:?}").to_lowercase())
        )));
    }
    if args.diff && !matches!(args.format, Some(Format::Flame | Format::Icicle)) {
        return Err(Failure::Usage(
            "--diff draws a differential flame graph: --format=flame or icicle".into(),
        ));
    }
    Ok(())
}

/// The options of the stack formats, taken from the arguments before the
/// report's options take the rest.
#[derive(Clone)]
pub(super) struct StackArgs {
    format: Option<Format>,
    frames: Option<Frames>,
    callers: Option<bool>,
    keep_hashes: bool,
    min_width: Option<f64>,
    flat: bool,
}

impl StackArgs {
    pub(super) fn new(args: &Args) -> Self {
        StackArgs {
            format: args.format,
            frames: args.frames,
            callers: args.callers,
            keep_hashes: args.keep_hashes.unwrap_or(false),
            min_width: args.min_width.as_ref().map(|t| t.value),
            flat: args.flat,
        }
    }
}

/// The flame options from the command line and the report's options.
pub(super) fn options(args: &StackArgs, opts: &Options, title: String) -> FlameOptions {
    let single = !matches!(args.format, Some(Format::Speedscope | Format::Pprof));
    let events = if !opts.show.is_empty() {
        if single {
            opts.show[..1].to_vec()
        } else {
            opts.show.clone()
        }
    } else if let Some(first) = opts.sort.first().filter(|_| single) {
        vec![first.event.clone()]
    } else {
        Vec::new()
    };
    let svg = matches!(args.format, Some(Format::Flame | Format::Icicle));
    FlameOptions {
        events,
        granularity: match args.frames {
            None | Some(Frames::Function) => Granularity::Function,
            Some(Frames::File) => Granularity::FileFunction,
            Some(Frames::Object) => Granularity::Object,
        },
        focus: opts.focus.clone(),
        exclude: opts.exclude.clone(),
        inverted: args.callers.unwrap_or(false),
        strip_hashes: !args.keep_hashes,
        min_width: args.min_width.unwrap_or(if svg { 0.1 } else { 0.0 }),
        icicle: args.format == Some(Format::Icicle),
        flat: args.flat,
        title,
    }
}

/// Writes the stack format to stdout.
pub(super) fn write(profile: &Profile, format: FlameFormat, fopts: &FlameOptions) -> Result<(), Failure> {
    if format == FlameFormat::Pprof && io::stdout().is_terminal() {
        return Err(Failure::Usage(
            "--format=pprof writes gzipped binary data: redirect it to a file (> profile.pb.gz)".into(),
        ));
    }
    let mut out = super::report_output(None, false);
    flame::write(&mut out, profile, fopts, format).map_err(|m| match m {
        m if m.contains("Broken pipe") => Failure::Quiet,
        m if m.starts_with("event ") => Failure::Usage(m),
        m => Failure::Error(m),
    })?;
    out.flush()?;
    Ok(())
}

/// `--diff OLD NEW --format=flame|icicle`: the differential flame graph.
pub(super) fn write_diff(
    old: &Profile,
    new: &Profile,
    args: &Args,
    opts: &Options,
    title: String,
) -> Result<(), Failure> {
    let fopts = options(&StackArgs::new(args), opts, title);
    let mut out = super::report_output(None, false);
    let pruned = flame::diff::write_diff_svg(&mut out, old, new, &fopts).map_err(|m| match m {
        m if m.contains("Broken pipe") => Failure::Quiet,
        m if m.starts_with("event ") => Failure::Usage(m),
        m => Failure::Error(m),
    })?;
    out.flush()?;
    if pruned > 0 {
        message!("cgann: {pruned} frames narrower than --min-width left out");
    }
    Ok(())
}
