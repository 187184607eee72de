//! The command line, as clap sees it. Values are parsed into real types
//! here; `super::resolve` turns them into report options.
//!
//! The doc comments below are clap's help texts, written for a terminal:
//! `[yes]`, `[no]` and `[all]` name default values there, not items.
#![allow(rustdoc::broken_intra_doc_links)]

use std::ffi::OsString;

use clap::{ArgAction, Parser, ValueEnum};

use crate::model::derived::Definition;
use crate::report::diff::Rewrite;
use crate::report::symspec::SymSpec;
use crate::report::{SortKey, Threshold};

const AFTER_HELP: &str = "\
Options take the same values as callgrind_annotate's; a yes/no option also
stands alone (--inclusive means --inclusive=yes). With no PROFILE, the most
recently modified callgrind.out* (else cachegrind.out*) in the current directory
is read. PROFILE may be '-' for standard input.

Examples:
  cgann callgrind.out.1234 | less         the report, with sources annotated
  cgann --source-root=. callgrind.out.1234     ... only your own (files under .)
  cgann --inclusive --tree=both callgrind.out.1234    inclusive, callers, callees
  cgann --diff old.out new.out --fail-above=2     exit 3 if the total grew > 2%
  cgann --diff --gate='inclusive:parse 2%|50000' --format=markdown old.out new.out
  cgann --format=dot callgrind.out.1234 | dot -Tsvg > graph.svg     call graph

Exit status: 0 success; 1 a profile or a source file could not be read (or
the --write file written); 2 usage error; 3 --diff: a gate rule failed
(--gate, --fail-above); 4 --diff: no rule failed but one is undecided (a
figure the profiles only bound).";

/// The man page's DESCRIPTION (and `--help`'s long text).
pub const LONG_ABOUT: &str = "\
Annotate Callgrind profiles: a fast drop-in for callgrind_annotate.

cgann reads the profiles that valgrind --tool=callgrind (and --tool=cachegrind,
and other tools writing the Callgrind format) write, and prints what Valgrind's
callgrind_annotate prints: the program totals, functions sorted by cost,
caller/callee trees and source files annotated line by line, byte for byte the
same report where callgrind_annotate is right. It also lists inclusive costs
that recursion cannot push past 100%, prints gprof's flat profile and call
graph, compares two profiles (--diff, with a CI gate), and writes the report
as JSON, CSV or a Graphviz call graph.";

#[derive(Parser, Debug)]
#[command(
    name = "cgann",
    version,
    about = "Annotate Callgrind profiles: a fast drop-in for callgrind_annotate",
    long_about = LONG_ABOUT,
    after_help = AFTER_HELP,
    args_override_self = true
)]
pub struct Args {
    /// Only show figures for events A,B,C [all]
    #[arg(long, value_name = "A,B,C")]
    pub show: Option<String>,

    /// Sort columns by events A,B,C [event column order]; each may be
    /// followed by :PCT, a threshold of its own (then --threshold is ignored)
    #[arg(long, value_name = "A[:PCT],B,C", value_parser = parse_sort)]
    pub sort: Option<SortSpec>,

    /// Percentage of the primary sort event's total that the function list
    /// covers (100 shows every function) [99]
    #[arg(long, value_name = "0-100", value_parser = parse_threshold)]
    pub threshold: Option<Threshold>,

    /// Show a percentage for each non-zero count [yes]
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, num_args = 0..=1, require_equals = true, default_missing_value = "yes")]
    pub show_percs: Option<bool>,

    /// Annotate all source files containing functions that helped reach the
    /// threshold [yes]
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, num_args = 0..=1, require_equals = true, default_missing_value = "yes")]
    pub auto: Option<bool>,

    /// Print N lines of context before and after annotated lines [8]
    #[arg(long, value_name = "N", value_parser = parse_context)]
    pub context: Option<f64>,

    /// List functions by inclusive cost: their own and their calls', no
    /// recursive call counted twice (cycles of recursion listed as a whole)
    /// [no]
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, num_args = 0..=1, require_equals = true, default_missing_value = "yes")]
    pub inclusive: Option<bool>,

    /// Define a derived event, NAME = FORMULA: a sum of events, each
    /// optionally scaled by an integer (`--event='CEst = Ir + 10 Bm'`);
    /// repeatable. Defined events are shown; any derived event (also from
    /// the file's `event:` lines and KCachegrind's L1m, LLm, Bm, CEst) can
    /// be named in --show and --sort
    #[arg(long = "event", value_name = "NAME = FORMULA", value_parser = parse_event)]
    pub events: Vec<Definition>,

    /// Show C++ and Rust function names that are still mangled in the
    /// profile demangled (Rust without its hash) [yes]
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, num_args = 0..=1, require_equals = true, default_missing_value = "yes")]
    pub demangle: Option<bool>,

    /// Output format: text (the report), json (its data; schema in
    /// docs/json-schema.md), csv (a row per function), dot (the call
    /// graph for Graphviz: `| dot -Tsvg > graph.svg`), flame or icicle (an
    /// interactive SVG flame graph, estimated frames hatched), folded
    /// (stacks for flamegraph.pl, inferno), speedscope (JSON), pprof
    /// (profile.proto, gzipped) or html (one self-contained page:
    /// `> report.html`) [text]
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub format: Option<Format>,

    /// With --format=html: the page's largest size in megabytes; a larger
    /// page lists fewer functions, and says so [20]
    #[arg(long, value_name = "MB", value_parser = parse_cap)]
    pub html_cap: Option<f64>,

    /// With the stack formats (flame, icicle, folded, speedscope, pprof):
    /// what a frame is: a function, file:function, or an object [function]
    #[arg(long, value_enum, value_name = "WHAT")]
    pub frames: Option<crate::cli::flame::Frames>,

    /// With the stack formats: the callers' view, each function at the
    /// top with its callers below [no]
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, num_args = 0..=1, require_equals = true, default_missing_value = "yes")]
    pub callers: Option<bool>,

    /// With the stack formats: keep Rust's symbol hashes (::h0123...) and
    /// the toolchain's commit in /rustc/COMMIT/ paths in frame names
    /// [no: left out, a function's copies drawn as one frame]
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, num_args = 0..=1, require_equals = true, default_missing_value = "yes")]
    pub keep_hashes: Option<bool>,

    /// With the stack formats: leave out frames narrower than PCT percent
    /// of the total (counted on stderr) [flame, icicle: 0.1; others: 0]
    #[arg(long, value_name = "PCT", value_parser = parse_threshold)]
    pub min_width: Option<Threshold>,

    /// With --format=dot: leave out functions whose inclusive cost is below
    /// PCT percent of the total [0.5]
    #[arg(long, value_name = "PCT", value_parser = parse_threshold)]
    pub node_threshold: Option<Threshold>,

    /// With --format=dot: leave out calls whose cost is below PCT percent of
    /// the total [0.1]
    #[arg(long, value_name = "PCT", value_parser = parse_threshold)]
    pub edge_threshold: Option<Threshold>,

    /// Show at most N rows in the table, whatever the threshold
    #[arg(long, value_name = "N")]
    pub top: Option<usize>,

    /// List costs per function, per source file or per ELF object
    /// [function]; by file, the printed files are annotated, by object none
    /// (name source files to annotate them); by symbol, one row per
    /// function of an object, its recursion levels, caller contexts and
    /// inlined fragments merged
    #[arg(long, value_enum, value_name = "BY")]
    pub group: Option<GroupBy>,

    /// Print each function's callers, the functions it calls, or both [none]
    #[arg(long, value_enum, value_name = "MODE")]
    pub tree: Option<Tree>,

    /// Print gprof's flat profile instead of the function table: self cost,
    /// cumulative cost, exact call counts, cost per call [no]
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, action = ArgAction::Set, num_args = 0..=1, require_equals = true, default_missing_value = "yes", default_value = "no", hide_default_value = true)]
    pub flat: bool,

    /// Print gprof's call graph instead of the function table: an entry per
    /// function and per cycle of recursion, callers above, callees below,
    /// with callgrind's measured call costs [no]
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, action = ArgAction::Set, num_args = 0..=1, require_equals = true, default_missing_value = "yes", default_value = "no", hide_default_value = true)]
    pub graph: bool,

    /// With --flat or --graph: leave out the explanation of the fields [no]
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, action = ArgAction::Set, num_args = 0..=1, require_equals = true, default_missing_value = "yes", default_value = "no", hide_default_value = true)]
    pub brief: bool,

    /// Only what SYMSPEC reaches through calls, in percent of its cost;
    /// functions also called from elsewhere count in proportion to the
    /// cost of their calls from within. SYMSPEC as gprof's: FILE (with a
    /// dot), FUNCTION, or FILE:FUNCTION; repeatable
    #[arg(long, value_name = "SYMSPEC", value_parser = parse_symspec)]
    pub focus: Vec<SymSpec>,

    /// Leave the functions SYMSPEC names out of the table, the trees and
    /// the graph (the totals stay); repeatable
    #[arg(long, value_name = "SYMSPEC", value_parser = parse_symspec)]
    pub exclude: Vec<SymSpec>,

    /// Add DIR to the directories searched for source files (repeatable;
    /// `-I DIR`, `-I=DIR` and `--include=DIR` all work)
    #[arg(short = 'I', long = "include", value_name = "DIR")]
    pub include: Vec<String>,

    /// Only annotate source files under DIR (repeatable):
    /// `--source-root=.` annotates your own code and leaves out system
    /// headers and libraries; it also keeps a profile from an untrusted
    /// place from printing files it names anywhere else
    #[arg(long = "source-root", value_name = "DIR")]
    pub source_root: Vec<std::path::PathBuf>,

    /// Annotate source files wherever the profile names them; by default
    /// only files under the current directory, the -I directories, the
    /// profile's directory and the system headers are read (docs/safety.md)
    /// [no]
    #[arg(long = "sources-anywhere", value_name = "yes|no", value_parser = parse_yes_no, action = ArgAction::Set, num_args = 0..=1, require_equals = true, default_missing_value = "yes", default_value = "no", hide_default_value = true)]
    pub sources_anywhere: bool,

    /// The most bytes a compressed profile may decompress to (K, M, G, T
    /// suffixes) [64M, or 100 times the compressed size]
    #[arg(long = "max-input", value_name = "SIZE", value_parser = crate::limits::parse_size)]
    pub max_input: Option<u64>,

    /// Print the machine code of the functions the table shows, with the
    /// cost of each instruction, its source lines, calls and branches
    /// (profiles made with --dump-instr=yes, and --collect-jumps=yes for
    /// branches; objects disassembled with objdump, or $OBJDUMP) [no]
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, num_args = 0..=1, require_equals = true, default_missing_value = "yes")]
    pub asm: Option<bool>,

    /// Show under each annotated source line the jumps and conditional
    /// branches recorded there (--collect-jumps=yes), with how often they
    /// were taken [no]
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, num_args = 0..=1, require_equals = true, default_missing_value = "yes")]
    pub branches: Option<bool>,

    /// With --asm (or --group=object|file --inclusive, which reads the
    /// objects' DT_NEEDED): look for the profile's objects under DIR (a
    /// copy of the profiled machine's file system)
    #[arg(long, value_name = "DIR")]
    pub sysroot: Option<std::path::PathBuf>,

    /// With --asm (or --group=object|file --inclusive): look for objects by
    /// file name in DIR first (repeatable)
    #[arg(long = "object-dir", value_name = "DIR")]
    pub object_dir: Vec<std::path::PathBuf>,

    /// Treat lines that would only be warned about as errors [no]
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, action = ArgAction::Set, num_args = 0..=1, require_equals = true, default_missing_value = "yes", default_value = "no", hide_default_value = true)]
    pub strict: bool,

    /// Report an incomplete profile (a file cut short, as a killed run
    /// leaves it) from what is there, marked as partial, instead of failing
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, action = ArgAction::Set, num_args = 0..=1, require_equals = true, default_missing_value = "yes", default_value = "no", hide_default_value = true)]
    pub partial: bool,

    /// Compare two profiles: `--diff OLD NEW` prints NEW minus OLD for every
    /// function, sorted by absolute change (with --format and --tree too:
    /// calls show the change of their cost and count, `(+3x)`) [no]
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, action = ArgAction::Set, num_args = 0..=1, require_equals = true, default_missing_value = "yes", default_value = "no", hide_default_value = true)]
    pub diff: bool,

    /// With --diff: exit with status 3 when the total of the primary sort
    /// event grew by more than PCT percent
    #[arg(long, value_name = "PCT", value_parser = parse_growth)]
    pub fail_above: Option<f64>,

    /// Rewrite file names: s/REGEX/REPL/[g] (repeatable, applied in
    /// order); with --diff before matching them (as recorded, or as
    /// displayed when the rule does not match that)
    #[arg(long, value_name = "s/REGEX/REPL/[g]", value_parser = parse_rewrite)]
    pub mod_filename: Vec<Rewrite>,

    /// Rewrite function names: s/REGEX/REPL/[g] (repeatable, applied in
    /// order); with --diff before matching them
    #[arg(long, value_name = "s/REGEX/REPL/[g]", value_parser = parse_rewrite)]
    pub mod_funcname: Vec<Rewrite>,

    /// With --diff: a gate rule, `SCOPE [EVENT] LIMIT [floor=N]
    /// [name=NAME]` (repeatable): SCOPE total, each, self:SPEC,
    /// inclusive:SPEC, file:PATH or object:NAME; LIMIT 5%, 10000 or
    /// 5%|10000. Exit 3 when a rule fails, 4 when one is undecided (see
    /// docs/diff.md)
    #[arg(long, value_name = "RULE")]
    pub gate: Vec<String>,

    /// With --diff: read gate rules from FILE, one a line (`#` comments)
    #[arg(long, value_name = "FILE")]
    pub gate_file: Vec<std::path::PathBuf>,

    /// With --diff: a gate rule (by its name= or its text) whose failure
    /// does not count (repeatable)
    #[arg(long, value_name = "NAME")]
    pub waive: Vec<String>,

    /// With --diff DIR (a gungraun output directory): compare each
    /// benchmark's last run with its baseline NAME (`.out.base@NAME`)
    /// instead of the run before (`.out.old`)
    #[arg(long, value_name = "NAME")]
    pub baseline: Option<String>,

    /// With --diff --format=bmf: the benchmark's name [NEW's file name]
    #[arg(long, value_name = "NAME")]
    pub bench_name: Option<String>,

    /// With --diff --format=markdown: the most bytes to write: comment
    /// (65,536, GitHub's limit for a comment), summary (1 MiB, a job
    /// summary's) or a number [comment]
    #[arg(long, value_name = "comment|summary|BYTES", value_parser = parse_markdown_limit)]
    pub markdown_limit: Option<usize>,

    /// Also write the profile read (every input and part summed) to FILE, as
    /// one Callgrind file that KCachegrind, callgrind_annotate and cgann
    /// read; '-' writes it to stdout instead of the report
    #[arg(long, value_name = "FILE")]
    pub write: Option<std::path::PathBuf>,

    /// Explore the profile in a full-screen terminal browser instead of
    /// printing the report: sorted functions, callers and callees, call
    /// tree, annotated source, search, filters; with --diff, the changes
    /// (keys: `?` in the browser; see README)
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, action = ArgAction::Set, num_args = 0..=1, require_equals = true, default_missing_value = "yes", default_value = "no", hide_default_value = true)]
    pub browse: bool,

    /// Shorten C++ and Rust function names as the call graph does: no
    /// template arguments (`<…>`), return type or qualifiers; the
    /// parameters stay, so overloads stay apart [no]
    #[arg(long, value_name = "yes|no", value_parser = parse_yes_no, action = ArgAction::Set, num_args = 0..=1, require_equals = true, default_missing_value = "yes", default_value = "no", hide_default_value = true)]
    pub short_names: bool,

    /// Colour the text report, the diff and the browser: hot rows, growth
    /// red, reduction green, bounds marked; auto: on a terminal, unless
    /// NO_COLOR is set or TERM=dumb (CLICOLOR_FORCE forces it) [auto]
    #[arg(long, value_enum, value_name = "WHEN")]
    pub color: Option<ColorWhen>,

    /// Print a shell completion script (bash, zsh, fish) or the man page
    /// (man) on stdout, and exit
    #[arg(long, value_enum, value_name = "WHAT")]
    pub generate: Option<Generate>,

    /// The profile, then source files to annotate
    #[arg(value_name = "PROFILE [SOURCE...]")]
    pub files: Vec<OsString>,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Generate {
    Bash,
    Zsh,
    Fish,
    Man,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
    Csv,
    Dot,
    Flame,
    Icicle,
    Folded,
    Speedscope,
    Pprof,
    /// With --diff: for a pull-request comment or job summary.
    Markdown,
    /// With --diff: Bencher Metric Format JSON.
    Bmf,
    Html,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupBy {
    Function,
    File,
    Object,
    Symbol,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorWhen {
    Auto,
    Always,
    Never,
}

impl From<ColorWhen> for crate::report::colour::Choice {
    fn from(w: ColorWhen) -> Self {
        match w {
            ColorWhen::Auto => Self::Auto,
            ColorWhen::Always => Self::Always,
            ColorWhen::Never => Self::Never,
        }
    }
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tree {
    None,
    Caller,
    Calling,
    Both,
}

fn parse_markdown_limit(s: &str) -> Result<usize, String> {
    match s {
        "comment" => Ok(crate::report::diff::markdown::COMMENT_LIMIT),
        "summary" => Ok(crate::report::diff::markdown::SUMMARY_LIMIT),
        n => n
            .parse()
            .ok()
            .filter(|&n: &usize| n >= 1024)
            .ok_or_else(|| format!("'{s}' is not comment, summary or a number of bytes (1024 or more)")),
    }
}

fn parse_cap(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 => Ok(v),
        _ => Err(format!("'{s}' is not a size in megabytes (a number above 0)")),
    }
}

fn parse_rewrite(s: &str) -> Result<Rewrite, String> {
    Rewrite::parse(s)
}

fn parse_growth(s: &str) -> Result<f64, String> {
    let text = s.strip_suffix('%').unwrap_or(s);
    match text.parse::<f64>() {
        Ok(v) if v.is_finite() => Ok(v),
        _ => Err(format!("'{s}' is not a percentage")),
    }
}

fn parse_event(s: &str) -> Result<Definition, String> {
    Definition::parse(s)
}

pub(crate) fn parse_yes_no(s: &str) -> Result<bool, String> {
    match s {
        "yes" => Ok(true),
        "no" => Ok(false),
        _ => Err("possible values: yes, no".into()),
    }
}

/// The yes/no options (`--flat`, `--inclusive[=yes|no]`, ...) by long
/// name, as clap knows them.
pub fn yes_no_switches() -> Vec<String> {
    use clap::CommandFactory;
    Args::command()
        .get_arguments()
        .filter(|a| a.get_value_names().is_some_and(|v| v.iter().any(|n| n == "yes|no")))
        .filter_map(|a| a.get_long().map(str::to_string))
        .collect()
}

/// A percentage as callgrind_annotate takes it: digits and dots, an optional
/// trailing `%`, between 0 and 100.
fn parse_percent(s: &str) -> Result<Threshold, String> {
    let text = s.strip_suffix('%').unwrap_or(s);
    let value: f64 = text
        .parse()
        .ok()
        .filter(|_| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit() || b == b'.'))
        .ok_or_else(|| format!("'{s}' is not a percentage"))?;
    if !(0.0..=100.0).contains(&value) {
        return Err(format!("{s} is not between 0 and 100"));
    }
    Ok(Threshold {
        text: text.to_string(),
        value,
    })
}

fn parse_threshold(s: &str) -> Result<Threshold, String> {
    parse_percent(s)
}

fn parse_context(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v >= 0.0 && v.is_finite() && s.bytes().all(|b| b.is_ascii_digit() || b == b'.') => Ok(v),
        _ => Err(format!("'{s}' is not a number of lines")),
    }
}

/// The parsed `--sort` list (a newtype, so clap takes it as one value).
#[derive(Debug, Clone)]
pub struct SortSpec(pub Vec<SortKey>);

/// `Ir:90,Dr`: events, each with an optional threshold. An empty list means
/// every event, in file order.
fn parse_sort(s: &str) -> Result<SortSpec, String> {
    let mut parts: Vec<&str> = s.split(',').collect();
    // Like Perl's split, trailing empty fields go.
    while parts.last() == Some(&"") {
        parts.pop();
    }
    parts
        .into_iter()
        .map(|p| match p.split_once(':') {
            Some((event, pct)) => Ok(SortKey {
                event: event.to_string(),
                threshold: Some(parse_percent(pct)?),
            }),
            None => Ok(SortKey {
                event: p.to_string(),
                threshold: None,
            }),
        })
        .collect::<Result<_, _>>()
        .map(SortSpec)
}

/// `--show=A,B`: trailing empty fields dropped, as Perl's split drops them.
pub fn split_events(s: &str) -> Vec<String> {
    let mut parts: Vec<String> = s.split(',').map(str::to_string).collect();
    while parts.last().is_some_and(String::is_empty) {
        parts.pop();
    }
    parts
}

fn parse_symspec(s: &str) -> Result<SymSpec, String> {
    SymSpec::parse(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn clap_definition_is_valid() {
        Args::command().debug_assert();
    }

    #[test]
    fn percentages_and_sort_keys() {
        assert_eq!(parse_percent("99.5%").unwrap().text, "99.5");
        assert!(parse_percent("101").is_err());
        assert!(parse_percent("-1").is_err());
        assert!(parse_percent("abc").is_err());
        let keys = parse_sort("Ir:90%,Dr").unwrap().0;
        assert_eq!(keys[0].event, "Ir");
        assert_eq!(keys[0].threshold.as_ref().unwrap().value, 90.0);
        assert_eq!(keys[1].threshold, None);
        assert!(parse_sort("X:200").is_err());
        assert!(parse_sort("").unwrap().0.is_empty());
    }

    #[test]
    fn include_forms() {
        for argv in [
            &["cgann", "-I", "d", "p"][..],
            &["cgann", "-I=d", "p"],
            &["cgann", "-Id", "p"],
            &["cgann", "--include=d", "p"],
        ] {
            let a = Args::try_parse_from(argv).unwrap();
            assert_eq!(a.include, vec!["d"], "{argv:?}");
        }
    }
}
