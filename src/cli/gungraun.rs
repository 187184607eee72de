//! `--diff DIR`: every benchmark of a gungraun (formerly iai-callgrind)
//! output directory, its last run against the one before or a saved
//! baseline. gungraun keeps each benchmark's files in a folder of its own,
//! `target/gungraun/PACKAGE/BENCH_FILE/GROUP/FUNCTION.ID/`, named
//! `callgrind.FUNCTION.ID.out` (the last run), `....out.old` (the run
//! before) and `....out.base@NAME` (a baseline saved with
//! `--save-baseline=NAME`). Each pair is compared as `--diff OLD NEW`
//! would, with the same options and rules; the benchmark's folder (from
//! DIR) names it.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use super::Failure;
use super::args::Args;
use super::diff::{format, gate_rules, load_one, naming, options, report_failure, verdict, warn_unused_rewrites};
use super::files::current_dir_prefix;
use crate::report::diff::{DiffSummary, GateOptions};

/// A benchmark's two profiles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Benchmark {
    /// Its folder from the directory given (its file, when a folder holds
    /// several).
    pub name: String,
    pub old: PathBuf,
    pub new: PathBuf,
}

/// The benchmarks under `dir` whose last run (`callgrind.*.out`) has an
/// OLD to compare with: `.out.base@NAME` with a baseline's name, else
/// `.out.old`; sorted by name. Also the last runs without one.
pub fn benchmarks(dir: &Path, baseline: Option<&str>) -> io::Result<(Vec<Benchmark>, Vec<PathBuf>)> {
    let mut runs = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let mut entries: Vec<_> = std::fs::read_dir(&folder)?.collect::<Result<_, _>>()?;
        entries.sort_by_key(|e| e.file_name());
        for e in entries {
            // Symbolic links are not followed: no loops, nothing outside.
            let kind = e.file_type()?;
            let name = e.file_name();
            let name = name.to_string_lossy();
            if kind.is_dir() {
                folders.push(e.path());
            } else if kind.is_file() && name.starts_with("callgrind.") && name.ends_with(".out") {
                runs.push(e.path());
            }
        }
    }
    runs.sort();
    let suffix = baseline.map_or_else(|| ".old".to_string(), |b| format!(".base@{b}"));
    let folder_of = |run: &Path| {
        let rel = run
            .parent()
            .and_then(|p| p.strip_prefix(dir).ok())
            .unwrap_or(Path::new(""));
        rel.to_string_lossy().into_owned()
    };
    let (mut found, mut alone) = (Vec::new(), Vec::new());
    for run in &runs {
        let mut old = run.clone().into_os_string();
        old.push(&suffix);
        let old = PathBuf::from(old);
        if !old.is_file() {
            alone.push(run.clone());
            continue;
        }
        let folder = folder_of(run);
        let shared = runs.iter().filter(|r| folder_of(r) == folder).count() > 1;
        let name = if shared || folder.is_empty() {
            run.strip_prefix(dir).unwrap_or(run).to_string_lossy().into_owned()
        } else {
            folder
        };
        found.push(Benchmark {
            name,
            old,
            new: run.clone(),
        });
    }
    found.sort_by(|a, b| a.name.cmp(&b.name));
    Ok((found, alone))
}

/// `--diff DIR`.
pub(super) fn run(args: &Args, dir: &Path) -> Result<(), Failure> {
    super::diff::check_usage(args)?;
    if args.browse {
        return Err(Failure::Usage(
            "--browse compares two profiles: not a gungraun directory".into(),
        ));
    }
    let format = format(args)?;
    if format == "csv" {
        return Err(Failure::Usage(
            "--diff DIR writes text, json, markdown or bmf (one CSV per benchmark: --diff OLD NEW)".into(),
        ));
    }
    let (benches, alone) =
        benchmarks(dir, args.baseline.as_deref()).map_err(|e| Failure::Error(format!("{}: {e}", dir.display())))?;
    let what = args
        .baseline
        .as_deref()
        .map_or_else(|| ".out.old".to_string(), |b| format!(".out.base@{b}"));
    for run in &alone {
        message!(
            "cgann: warning: {}: no {what} to compare with (a new benchmark?)",
            printable_path(run)
        );
    }
    if benches.is_empty() {
        return Err(Failure::Error(format!(
            "{}: no gungraun benchmark with a callgrind.*.out and its {what}",
            dir.display()
        )));
    }
    let rules = gate_rules(args)?;
    let opts = options(args);
    let strip_prefix = current_dir_prefix();
    let naming = naming(args, strip_prefix.as_deref());
    let mut out = super::report_output(args.color, true);
    let mut summaries: Vec<(String, DiffSummary)> = Vec::new();
    let mut docs = Map::new();
    // Markdown shares its size limit between the benchmarks.
    let limit = args
        .markdown_limit
        .unwrap_or(crate::report::diff::markdown::COMMENT_LIMIT)
        / benches.len();
    for b in &benches {
        let (old, new) = (load_one(args, b.old.as_os_str())?, load_one(args, b.new.as_os_str())?);
        warn_unused_rewrites(&[&old, &new], &naming);
        let names = (b.old.to_string_lossy(), b.new.to_string_lossy());
        let gating = GateOptions {
            rules: &rules,
            waivers: &args.waive,
            bench_name: Some(&b.name),
            markdown_limit: Some(limit.max(1024)),
        };
        let summary = match format {
            "json" | "bmf" => {
                let (doc, summary) = crate::report::diff::diff_document(
                    &old,
                    &new,
                    &opts,
                    (&names.0, &names.1),
                    naming,
                    format,
                    &gating,
                )
                .map_err(report_failure)?;
                match (format, doc) {
                    ("bmf", Value::Object(m)) => docs.extend(m),
                    (_, doc) => {
                        docs.insert(b.name.clone(), doc);
                    }
                }
                summary
            }
            _ => {
                if format == "markdown" {
                    writeln!(out, "## {}\n", crate::report::diff::markdown::escape(b.name.as_bytes()))?;
                } else {
                    writeln!(
                        out,
                        "Benchmark: {}",
                        crate::report::annotate::printable(b.name.as_bytes())
                    )?;
                }
                let s = crate::report::diff::write_diff(
                    &mut out,
                    &old,
                    &new,
                    &opts,
                    (&names.0, &names.1),
                    naming,
                    format,
                    &gating,
                )
                .map_err(report_failure)?;
                out.write_all(b"\n")?;
                s
            }
        };
        summaries.push((b.name.clone(), summary));
    }
    match format {
        "bmf" => write_json(&mut out, Value::Object(docs))?,
        "json" => write_json(&mut out, serde_json::json!({ "benchmarks": Value::Object(docs) }))?,
        _ => {}
    }
    out.flush()?;
    let named: Vec<(Option<&str>, &DiffSummary)> = summaries.iter().map(|(n, s)| (Some(n.as_str()), s)).collect();
    verdict(&named)
}

fn write_json(out: &mut dyn Write, doc: Value) -> Result<(), Failure> {
    serde_json::to_writer_pretty(&mut *out, &doc).map_err(|e| Failure::from(io::Error::from(e)))?;
    out.write_all(b"\n")?;
    Ok(())
}

fn printable_path(p: &Path) -> String {
    crate::report::annotate::printable(p.as_os_str().as_encoded_bytes())
}
