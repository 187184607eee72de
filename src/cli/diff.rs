//! `--diff OLD NEW` (and `--diff DIR`, a gungraun output directory):
//! load both profiles, write the difference, apply the gate rules.

use std::io::Write;
use std::path::Path;

use super::args::{self, Args, Format, GroupBy, Tree};
use super::files::current_dir_prefix;
use super::{Failure, browse_failure, check_warnings};
use crate::input::{Source, load};
use crate::model::Profile;
use crate::model::builder::BuildOptions;
use crate::report::annotate::printable;
use crate::report::diff::{DiffSummary, GateOptions, Naming, Rule, Verdict};
use crate::report::{self, Options, ReportError};

/// Below this share (percent) of cost in functions of the same name, a
/// diff warns that the names may not line up.
const LOW_SHARE: f64 = 50.0;

/// `--diff OLD NEW`, or `--diff DIR` for a gungraun output directory.
pub(super) fn run_diff(args: &Args) -> Result<(), Failure> {
    if let [dir] = &args.files[..]
        && Path::new(dir).is_dir()
    {
        return super::gungraun::run(args, Path::new(dir));
    }
    if args.baseline.is_some() {
        return Err(Failure::Usage(
            "--baseline names a gungraun baseline: with --diff DIR (a gungraun output directory)".into(),
        ));
    }
    let [old, new] = &args.files[..] else {
        return Err(Failure::Usage(
            "--diff takes two profiles: OLD NEW (or a gungraun output directory)".into(),
        ));
    };
    check_usage(args)?;
    let (old_p, new_p) = (load_one(args, old)?, load_one(args, new)?);
    let mut opts = options(args);
    if args.browse {
        // Both profiles live as long as the process (the browser reads
        // them until it ends).
        opts.tree_caller = true;
        opts.tree_calling = true;
        let input = crate::browse::diff::DiffInput {
            old: Box::leak(Box::new(old_p)),
            new: Box::leak(Box::new(new_p)),
            names: (old.to_string_lossy().into_owned(), new.to_string_lossy().into_owned()),
            rules: (args.mod_filename.clone(), args.mod_funcname.clone()),
            strip_prefix: current_dir_prefix(),
            opts,
        };
        return crate::browse::run_diff(input).map_err(browse_failure);
    }
    if let Some(Format::Flame | Format::Icicle) = args.format {
        let title = format!("{} -> {}", old.to_string_lossy(), new.to_string_lossy());
        return super::flame::write_diff(&old_p, &new_p, args, &opts, title);
    }
    if args.format == Some(Format::Html) {
        // The page lists both trees of every row.
        opts.tree_caller = true;
        opts.tree_calling = true;
        let names = (old.to_string_lossy(), new.to_string_lossy());
        let strip_prefix = current_dir_prefix();
        let naming = naming(args, strip_prefix.as_deref());
        let rules = gate_rules(args)?;
        let gating = GateOptions {
            rules: &rules,
            waivers: &args.waive,
            ..GateOptions::default()
        };
        let mut out = super::report_output(args.color, false);
        let summary = report::html::write_html_diff(
            &mut out,
            (&old_p, &new_p),
            &opts,
            (&names.0, &names.1),
            naming,
            &gating,
            super::html_cap(args.html_cap),
        )
        .map_err(report_failure)?;
        out.flush()?;
        return verdict(&[(None, &summary)]);
    }
    let format = format(args)?;
    let rules = gate_rules(args)?;
    let strip_prefix = current_dir_prefix();
    let naming = naming(args, strip_prefix.as_deref());
    warn_unused_rewrites(&[&old_p, &new_p], &naming);
    let names = (old.to_string_lossy(), new.to_string_lossy());
    let mut out = super::report_output(args.color, format == "text");
    let gating = GateOptions {
        rules: &rules,
        waivers: &args.waive,
        bench_name: args.bench_name.as_deref(),
        markdown_limit: args.markdown_limit,
    };
    let summary = report::diff::write_diff(
        &mut out,
        &old_p,
        &new_p,
        &opts,
        (&names.0, &names.1),
        naming,
        format,
        &gating,
    )
    .map_err(report_failure)?;
    out.flush()?;
    verdict(&[(None, &summary)])
}

/// Options that `--diff` refuses.
pub(super) fn check_usage(args: &Args) -> Result<(), Failure> {
    if args.group.is_some_and(|g| matches!(g, GroupBy::File | GroupBy::Object)) {
        return Err(Failure::Usage(
            "--diff compares functions: --group=file|object is not available with it".into(),
        ));
    }
    Ok(())
}

pub(super) fn report_failure(e: ReportError) -> Failure {
    match e {
        ReportError::Options(m) => Failure::Usage(m),
        ReportError::Io(e) => Failure::from(e),
    }
}

/// The format's name for [`report::diff::write_diff`].
pub(super) fn format(args: &Args) -> Result<&'static str, Failure> {
    Ok(match args.format {
        None | Some(Format::Text) => "text",
        Some(Format::Json) => "json",
        Some(Format::Csv) => "csv",
        Some(Format::Markdown) => "markdown",
        Some(Format::Bmf) => "bmf",
        Some(Format::Dot) => return Err(Failure::Usage("--diff has no dot format".into())),
        Some(_) => {
            return Err(Failure::Usage(
                "--diff draws stacks only as --format=flame|icicle".into(),
            ));
        }
    })
}

pub(super) fn options(args: &Args) -> Options {
    Options {
        show: args.show.as_deref().map(args::split_events).unwrap_or_default(),
        sort: args.sort.clone().map(|s| s.0).unwrap_or_default(),
        show_percs: args.show_percs.unwrap_or(true),
        top: args.top,
        inclusive: args.inclusive.unwrap_or(false),
        tree_caller: matches!(args.tree, Some(Tree::Caller | Tree::Both)),
        tree_calling: matches!(args.tree, Some(Tree::Calling | Tree::Both)),
        ..Options::default()
    }
}

/// Names are matched as recorded, whatever the current directory; it only
/// shortens the names printed (and rewrite rules may match those).
pub(super) fn naming<'a>(args: &'a Args, strip_prefix: Option<&'a [u8]>) -> Naming<'a> {
    Naming {
        files: &args.mod_filename,
        functions: &args.mod_funcname,
        strip_prefix,
    }
}

pub(super) fn warn_unused_rewrites(profiles: &[&Profile], naming: &Naming<'_>) {
    for w in report::diff::unused_rules(profiles, naming) {
        message!("cgann: warning: {}", printable(w.as_bytes()));
    }
}

/// One profile of a diff, with its warnings (lines skipped) as for a
/// report of it alone.
pub(super) fn load_one(args: &Args, p: &std::ffi::OsStr) -> Result<Profile, Failure> {
    let build = BuildOptions {
        strip_prefix: None,
        jumps: false,
        demangle: args.demangle.unwrap_or(true),
        function_lines: false,
        // A diff compares functions, never source lines.
        skip_line_costs: true,
        // Its --tree and --inclusive read calls.
        skip_calls: false,
        line_files: None,
        calls_in_line_files: false,
        keep_parts: false,
    };
    let source = if p == "-" {
        Source::Stdin
    } else {
        Source::Path(Path::new(p))
    };
    let (profile, warnings) = load(&source, build).map_err(|e| Failure::Error(e.to_string()))?;
    check_warnings(
        (args.strict, args.partial),
        &[source.display_name()],
        &warnings,
        &profile,
    )?;
    if args.group == Some(GroupBy::Symbol) {
        return Ok(crate::analysis::symbols::merge(profile));
    }
    Ok(profile)
}

/// The gate rules of `--gate`, `--gate-file` and `--fail-above`.
pub(super) fn gate_rules(args: &Args) -> Result<Vec<Rule>, Failure> {
    let mut rules = Vec::new();
    if let Some(pct) = args.fail_above {
        rules.push(Rule::fail_above(pct));
    }
    for file in &args.gate_file {
        let text = std::fs::read_to_string(file)
            .map_err(|e| Failure::Usage(format!("--gate-file={}: {e}", file.display())))?;
        rules.extend(report::diff::gate::parse_rules_file(&text, &file.display().to_string()).map_err(Failure::Usage)?);
    }
    for text in &args.gate {
        rules.push(Rule::parse(text).map_err(Failure::Usage)?);
    }
    Ok(rules)
}

/// Warnings on stderr, and the exit: the worst verdict of the diffs (each
/// named by its benchmark in a gungraun directory), with every rule that
/// did not pass.
pub(super) fn verdict(diffs: &[(Option<&str>, &DiffSummary)]) -> Result<(), Failure> {
    let mut worst = Verdict::Pass;
    let mut message = Vec::new();
    for (bench, summary) in diffs {
        let prefix = bench.map_or_else(String::new, |b| format!("{b}: "));
        if let Some(share) = summary.shared.filter(|&s| s < LOW_SHARE) {
            message!(
                "cgann: warning: {prefix}only {share:.1}% of the {} of OLD and NEW is in functions of the same \
                 name; if the builds were made in other directories or name functions with other hashes, line \
                 the names up with --mod-filename and --mod-funcname (docs/diff.md)",
                summary.event
            );
        }
        let Some(gate) = &summary.gate else {
            continue;
        };
        for w in &gate.unknown_waivers {
            message!(
                "cgann: warning: --waive={}: no rule has that name",
                printable(w.as_bytes())
            );
        }
        for o in gate.outcomes.iter().filter(|o| !o.waived && o.verdict != Verdict::Pass) {
            let reason = report::diff::gate::reason(o);
            message.push(printable(format!("{prefix}{reason}").as_bytes()));
        }
        worst = worst.max(gate.verdict);
    }
    match worst {
        Verdict::Pass => Ok(()),
        Verdict::Fail => Err(Failure::Gate(message.join("; "))),
        Verdict::Undecided => Err(Failure::Undecided(message.join("; "))),
    }
}
