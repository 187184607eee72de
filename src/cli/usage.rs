//! Usage errors a new user hits, as one line each: clap's errors, a
//! yes/no switch followed by a separate `yes`, and options that do nothing
//! in the mode chosen.

use std::ffi::OsString;
use std::path::Path;

use super::Failure;
use super::args::{self, Args, Format};

/// clap's several-line usage error as one line, like every other message:
/// its first line without `error: `, the possible values and the tip if it
/// has them, and where to look.
pub(super) fn usage_error_line(rendered: &str) -> String {
    let mut lines = rendered.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next().unwrap_or("invalid arguments");
    let mut line = first.strip_prefix("error: ").unwrap_or(first).to_string();
    for l in lines {
        let extra = l
            .strip_prefix('[')
            .and_then(|l| l.strip_suffix(']'))
            .filter(|l| l.starts_with("possible values: "))
            .or_else(|| l.strip_prefix("tip: "));
        if let Some(extra) = extra {
            line.push_str(" (");
            line.push_str(extra);
            line.push(')');
        }
    }
    line.push_str("; see --help");
    line
}

/// `--inclusive yes`: a yes/no switch followed by a separate `yes` or
/// `no`, which would be read as a file named so (`yes: No such file or
/// directory`). Unless such a file exists, the hint to write
/// `--inclusive=yes`.
pub(super) fn separate_switch_value(args: &[OsString]) -> Option<String> {
    let switches = args::yes_no_switches();
    let end = args.iter().position(|a| a == "--").unwrap_or(args.len());
    args[..end].windows(2).find_map(|w| {
        let name = w[0].to_str()?.strip_prefix("--")?;
        let value = w[1].to_str().filter(|v| matches!(*v, "yes" | "no"))?;
        (switches.iter().any(|s| s == name) && !Path::new(value).exists()).then(|| {
            format!("--{name} takes its value after '=': write --{name}={value} ('{value}' alone is read as a file)")
        })
    })
}

/// Options given that would do nothing in the mode chosen are usage
/// errors, all in one form (`--node-threshold does nothing without
/// --format=dot`), so that a mistyped mode never passes silently; those
/// that only restate what the mode does (`--auto=no` with `--diff`) are
/// notes in the same form.
/// callgrind_annotate's own options are taken wherever callgrind_annotate
/// takes them (`--context` with `--auto=no` included): these rules are
/// about cgann's modes.
pub(super) fn check_does_something(args: &Args) -> Result<(), Failure> {
    let dot = args.format == Some(Format::Dot);
    // (option, given, harmless): a harmless one only restates what the
    // mode does anyway (`--auto=no` where nothing is annotated, as shell
    // aliases and CI scripts pass everywhere), so it gets a note; the
    // others ask for something the mode cannot do.
    let given = [
        ("--brief", args.brief, false),
        ("--node-threshold", args.node_threshold.is_some(), false),
        ("--edge-threshold", args.edge_threshold.is_some(), false),
        ("--fail-above", args.fail_above.is_some(), false),
        ("--mod-filename", !args.mod_filename.is_empty(), false),
        ("--mod-funcname", !args.mod_funcname.is_empty(), false),
        ("--gate", !args.gate.is_empty(), false),
        ("--gate-file", !args.gate_file.is_empty(), false),
        ("--waive", !args.waive.is_empty(), false),
        ("--bench-name", args.bench_name.is_some(), false),
        ("--baseline", args.baseline.is_some(), false),
        ("--markdown-limit", args.markdown_limit.is_some(), false),
        ("--threshold", args.threshold.is_some(), false),
        ("--top", args.top.is_some(), false),
        ("--tree", args.tree.is_some(), args.tree == Some(args::Tree::None)),
        // The graph's costs are inclusive.
        (
            "--inclusive",
            args.inclusive.is_some(),
            dot && args.inclusive == Some(true),
        ),
        ("--show-percs", args.show_percs.is_some(), false),
        ("--auto", args.auto.is_some(), args.auto == Some(false)),
        ("--context", args.context.is_some(), false),
        ("-I/--include", !args.include.is_empty(), false),
        ("--source-root", !args.source_root.is_empty(), false),
        ("--event", !args.events.is_empty(), false),
        ("--html-cap", args.html_cap.is_some(), false),
        // The graph's names are short already.
        ("--short-names", args.short_names, dot),
    ];
    // (applies, the mode, why, the options that do nothing there)
    let rules: [(bool, &str, &str, &[&str]); 6] = [
        (!args.flat && !args.graph, "without --flat or --graph", "", &["--brief"]),
        (
            !dot,
            "without --format=dot",
            "",
            &["--node-threshold", "--edge-threshold"],
        ),
        (
            args.format != Some(Format::Html),
            "without --format=html",
            "",
            &["--html-cap"],
        ),
        (
            !args.diff,
            "without --diff OLD NEW",
            "",
            &[
                "--fail-above",
                "--gate",
                "--gate-file",
                "--waive",
                "--bench-name",
                "--markdown-limit",
                "--baseline",
            ],
        ),
        (
            args.diff,
            "with --diff",
            ": it compares the functions' totals and lists every one that changed (--top=N limits the rows)",
            &[
                "--threshold",
                "--auto",
                "--context",
                "-I/--include",
                "--source-root",
                "--event",
                "--short-names",
            ],
        ),
        (
            dot && !args.diff,
            "with --format=dot",
            ": the graph draws every function above --node-threshold, with its inclusive cost",
            &[
                "--threshold",
                "--top",
                "--tree",
                "--inclusive",
                "--show-percs",
                "--auto",
                "--context",
                "-I/--include",
                "--source-root",
                "--short-names",
            ],
        ),
    ];
    let mut notes = Vec::new();
    for (_, mode, why, options) in rules.iter().filter(|r| r.0) {
        for (name, _, harmless) in given.iter().filter(|(name, on, _)| *on && options.contains(name)) {
            let message = format!("{name} does nothing {mode}{why}");
            if !harmless {
                return Err(Failure::Usage(message));
            }
            notes.push(message);
        }
    }
    for note in notes {
        message!("cgann: note: {note}");
    }
    Ok(())
}
