//! `--diff`'s outputs: the diff, the figures the gate and the explain
//! table read (made only when a rule or a format needs them), the gate's
//! outcome, each written in the format asked for.

use std::io::Write;

use serde_json::Value;

use super::csv::write_csv;
use super::figures::{Figures, figures};
use super::gate::{self, Gate, Rule};
use super::text::write_text;
use super::{Diff, DiffSummary, Naming, bmf, diff, explain, json, markdown, verdict};
use crate::model::Profile;
use crate::report::{Options, ReportError};

/// What `--diff` does besides listing the changes: gate rules, and the
/// settings of the CI formats.
#[derive(Default)]
pub struct GateOptions<'a> {
    pub rules: &'a [Rule],
    /// `--waive`: names of rules whose failure does not count.
    pub waivers: &'a [String],
    /// `--bench-name` (BMF's benchmark name; NEW's file name by default).
    pub bench_name: Option<&'a str>,
    /// `--format=markdown`'s size limit in bytes ([`markdown::COMMENT_LIMIT`]
    /// by default).
    pub markdown_limit: Option<usize>,
}

/// Rows of the Markdown explain table when `--top` does not say.
pub const MARKDOWN_ROWS: usize = 20;

/// The diff, and what the gate and the CI formats read.
struct Prepared<'a> {
    diff: Diff<'a>,
    fig: Option<Figures<'a>>,
    gate: Option<Gate>,
    /// The primary sort event.
    primary: String,
}

impl Prepared<'_> {
    fn explain(&self, top: Option<usize>) -> Option<explain::Explain> {
        let f = self.fig.as_ref()?;
        Some(explain::explain(f, f.event(&self.primary)?, top))
    }

    fn summary(self, opts: &Options) -> DiffSummary {
        let mut summary = self.diff.summary();
        summary.shared = (!opts.inclusive).then(|| self.diff.shared_share()).flatten();
        summary.gate = self.gate;
        summary
    }
}

fn prepare<'a>(
    old: &'a Profile,
    new: &'a Profile,
    opts: &Options,
    naming: Naming<'a>,
    format: &str,
    gating: &GateOptions<'_>,
) -> Result<Prepared<'a>, ReportError> {
    let diff = diff(old, new, opts, naming)?;
    let primary = diff.shown[diff.primary].clone();
    // The gate and the explain table read every function's figures, in
    // every event: made when a rule or a format needs them.
    let wants_explain = matches!(format, "json" | "markdown");
    let fig = (!gating.rules.is_empty() || wants_explain || format == "bmf")
        .then(|| {
            figures(
                old,
                new,
                naming,
                wants_explain || gating.rules.iter().any(Rule::reads_inclusive),
            )
        })
        .transpose()?;
    let gate = match &fig {
        Some(f) if !gating.rules.is_empty() => {
            Some(gate::evaluate(gating.rules, gating.waivers, f, &primary).map_err(ReportError::Options)?)
        }
        _ => None,
    };
    Ok(Prepared {
        diff,
        fig,
        gate,
        primary,
    })
}

/// BMF's benchmark name: `--bench-name`, else NEW's file name.
fn bench_name(gating: &GateOptions<'_>, new: &str) -> String {
    gating.bench_name.map_or_else(
        || {
            std::path::Path::new(new)
                .file_name()
                .map_or_else(|| new.to_string(), |n| n.to_string_lossy().into_owned())
        },
        str::to_string,
    )
}

/// The `json` or `bmf` document of the difference (what [`write_diff`]
/// writes in those formats), to combine several (a gungraun directory's
/// benchmarks).
#[allow(clippy::too_many_arguments)]
pub fn diff_document(
    old: &Profile,
    new: &Profile,
    opts: &Options,
    names: (&str, &str),
    naming: Naming<'_>,
    format: &str,
    gating: &GateOptions<'_>,
) -> Result<(Value, DiffSummary), ReportError> {
    let p = prepare(old, new, opts, naming, format, gating)?;
    let doc = match format {
        "bmf" => bmf::bmf(
            p.fig.as_ref().expect("made for bmf"),
            p.gate.as_ref(),
            &bench_name(gating, names.1),
        ),
        _ => {
            let e = p.explain(opts.top);
            json::document(&p.diff, opts, names, p.fig.as_ref().zip(e.as_ref()), p.gate.as_ref())
        }
    };
    Ok((doc, p.summary(opts)))
}

/// Writes the difference in `format` ("text", "json", "csv", "markdown"
/// or "bmf"), with the gate's verdict when there are rules.
#[allow(clippy::too_many_arguments)]
pub fn write_diff(
    out: &mut dyn Write,
    old: &Profile,
    new: &Profile,
    opts: &Options,
    names: (&str, &str),
    naming: Naming<'_>,
    format: &str,
    gating: &GateOptions<'_>,
) -> Result<DiffSummary, ReportError> {
    if matches!(format, "json" | "bmf") {
        let (doc, summary) = diff_document(old, new, opts, names, naming, format, gating)?;
        serde_json::to_writer_pretty(&mut *out, &doc).map_err(|e| ReportError::Io(e.into()))?;
        out.write_all(b"\n")?;
        return Ok(summary);
    }
    let p = prepare(old, new, opts, naming, format, gating)?;
    match format {
        "csv" => write_csv(out, opts, &p.diff.shown, &p.diff.rows, &p.diff.keys)?,
        "markdown" => {
            let e = p.explain(Some(opts.top.unwrap_or(MARKDOWN_ROWS)));
            let limit = gating.markdown_limit.unwrap_or(markdown::COMMENT_LIMIT);
            let (f, e) = (
                p.fig.as_ref().expect("made for markdown"),
                e.expect("made with the figures"),
            );
            out.write_all(markdown::markdown(f, &e, p.gate.as_ref(), names, limit).as_bytes())?;
        }
        _ => {
            let d = &p.diff;
            write_text(
                out,
                opts,
                names,
                &d.shown,
                &d.sort,
                (&d.old_total, &d.new_total, &d.delta),
                &d.rows,
                &d.keys,
                &|v, k| d.percent(v, k),
            )?;
            if let (Some(g), Some(f)) = (&p.gate, &p.fig) {
                verdict::write_text(out, g, f)?;
            }
        }
    }
    Ok(p.summary(opts))
}
