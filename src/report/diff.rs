//! `--diff OLD NEW`: every figure is NEW minus OLD, functions matched by
//! `file:function` (after `--mod-filename`/`--mod-funcname` rewrites, so
//! builds in other directories or with other Rust hashes line up), rows
//! sorted by absolute change, percentages of OLD's total.

use std::cmp::Ordering;
use std::io::Write;

use regex::bytes::Regex;
use rustc_hash::FxHashMap;
use serde_json::{Map, Value, json};

use super::{Options, ReportError};
use crate::model::Profile;
use crate::model::cost::CostRef;

/// A `s/REGEX/REPL/[g]` rewrite of names.
#[derive(Debug, Clone)]
pub struct Rewrite {
    pub regex: Regex,
    pub replacement: Vec<u8>,
    pub global: bool,
}

impl Rewrite {
    /// Parses `s/REGEX/REPL/` or `s/REGEX/REPL/g`; any character after the
    /// `s` may stand for `/`.
    pub fn parse(spec: &str) -> Result<Rewrite, String> {
        let mut chars = spec.chars();
        let (Some('s'), Some(sep)) = (chars.next(), chars.next()) else {
            return Err(format!("'{spec}' is not s/REGEX/REPL/[g]"));
        };
        let parts: Vec<&str> = chars.as_str().split(sep).collect();
        let [pattern, replacement, flags] = parts[..] else {
            return Err(format!("'{spec}' is not s{sep}REGEX{sep}REPL{sep}[g]"));
        };
        if !flags.is_empty() && flags != "g" {
            return Err(format!("'{spec}': unknown flags '{flags}' (only g)"));
        }
        let regex = Regex::new(pattern).map_err(|e| format!("'{spec}': {e}"))?;
        Ok(Rewrite {
            regex,
            replacement: replacement.as_bytes().to_vec(),
            global: flags == "g",
        })
    }

    fn apply(&self, name: &[u8]) -> Vec<u8> {
        let limit = if self.global { 0 } else { 1 };
        self.regex
            .replacen(name, limit, self.replacement.as_slice())
            .into_owned()
    }
}

fn rewrite(name: &[u8], rules: &[Rewrite]) -> Vec<u8> {
    rules.iter().fold(name.to_vec(), |n, r| r.apply(&n))
}

/// The outcome, for `--fail-above`: growth of the primary sort event's
/// total in percent of OLD's (None when OLD's total is 0).
pub struct DiffSummary {
    pub event: String,
    pub growth: Option<f64>,
}

struct Side<'p> {
    profile: &'p Profile,
    cols: Vec<usize>,
}

impl Side<'_> {
    fn values(&self, c: CostRef<'_>) -> Vec<i128> {
        self.cols.iter().map(|&i| c.get(i).map_or(0, i128::from)).collect()
    }

    fn total(&self) -> Vec<i128> {
        let t = self
            .profile
            .recorded_total()
            .map(|t| t.cost)
            .unwrap_or_else(|| self.profile.calculated_total().clone());
        self.values(t.as_ref())
    }
}

type Row = (Vec<u8>, Vec<u8>, Vec<i128>);

/// Writes the difference in `format` ("text", "json" or "csv").
pub fn write_diff(
    out: &mut dyn Write,
    old: &Profile,
    new: &Profile,
    opts: &Options,
    names: (&str, &str),
    rules: (&[Rewrite], &[Rewrite]),
    format: &str,
) -> Result<DiffSummary, ReportError> {
    // Events both profiles record, in OLD's order, narrowed by --show;
    // sorted by --sort (default: the first shown).
    let common: Vec<&String> = old.events.iter().filter(|e| new.events.contains(e)).collect();
    if common.is_empty() {
        return Err(ReportError::Options("the two profiles have no event in common".into()));
    }
    let pick = |flag: &str, wanted: &[String]| -> Result<Vec<String>, ReportError> {
        if wanted.is_empty() {
            return Ok(common.iter().map(|e| e.to_string()).collect());
        }
        wanted
            .iter()
            .map(|w| {
                common
                    .iter()
                    .find(|e| **e == w)
                    .map(|e| e.to_string())
                    .ok_or_else(|| ReportError::Options(format!("--{flag}: event '{w}' is not in both profiles")))
            })
            .collect()
    };
    let shown = pick("show", &opts.show)?;
    let sort_names: Vec<String> = opts.sort.iter().map(|k| k.event.clone()).collect();
    let sort = pick("sort", &sort_names)?;
    let col = |p: &Profile, e: &String| p.events.iter().rposition(|x| x == e).expect("common event");
    let sides = [old, new].map(|p| Side {
        profile: p,
        cols: shown.iter().map(|e| col(p, e)).collect(),
    });
    let sort_idx: Vec<usize> = sort
        .iter()
        .map(|e| shown.iter().position(|s| s == e).unwrap_or(0))
        .collect();

    // file:function -> NEW - OLD per shown event.
    let mut rows: FxHashMap<(Vec<u8>, Vec<u8>), Vec<i128>> = FxHashMap::default();
    for (sign, side) in [(-1i128, &sides[0]), (1, &sides[1])] {
        let p = side.profile;
        for (f, func) in p.functions.iter().enumerate() {
            if !func.has_body {
                continue;
            }
            let key = (rewrite(p.name(func.file), rules.0), rewrite(p.name(func.name), rules.1));
            let vals = side.values(p.self_cost(f as u32));
            let e = rows.entry(key).or_insert_with(|| vec![0; shown.len()]);
            for (acc, v) in e.iter_mut().zip(vals) {
                *acc += sign * v;
            }
        }
    }
    let mut rows: Vec<Row> = rows
        .into_iter()
        .filter(|(_, d)| d.iter().any(|&v| v != 0))
        .map(|((a, b), d)| (a, b, d))
        .collect();
    rows.sort_by(|a, b| {
        let by = |r: &Row| sort_idx.iter().map(|&i| r.2[i].abs()).collect::<Vec<_>>();
        by(b).cmp(&by(a)).then_with(|| (&a.0, &a.1).cmp(&(&b.0, &b.1)))
    });
    if let Some(top) = opts.top {
        rows.truncate(top);
    }
    let old_total = sides[0].total();
    let new_total = sides[1].total();
    let delta: Vec<i128> = new_total.iter().zip(&old_total).map(|(n, o)| n - o).collect();
    let pct = |v: i128, k: usize| (old_total[k] != 0).then(|| v as f64 * 100.0 / old_total[k] as f64);
    let primary = sort_idx[0];
    let summary = DiffSummary {
        event: shown[primary].clone(),
        growth: pct(delta[primary], primary),
    };

    match format {
        "json" => {
            let costs = |d: &[i128]| -> Value {
                let mut m = Map::new();
                for (k, e) in shown.iter().enumerate() {
                    m.insert(
                        e.clone(),
                        json!({ "change": d[k] as f64, "percent_of_old": pct(d[k], k) }),
                    );
                }
                Value::Object(m)
            };
            let doc = json!({
                "schema": super::data::SCHEMA,
                "generator": format!("cgann {}", env!("CARGO_PKG_VERSION")),
                "diff": { "old": names.0, "new": names.1 },
                "events": { "shown": shown, "sort": sort },
                "old_totals": shown.iter().zip(&old_total).map(|(e, v)| (e.clone(), json!(*v as f64))).collect::<Map<_, _>>(),
                "new_totals": shown.iter().zip(&new_total).map(|(e, v)| (e.clone(), json!(*v as f64))).collect::<Map<_, _>>(),
                "totals": costs(&delta),
                "functions": rows.iter().map(|(file, func, d)| json!({
                    "file": String::from_utf8_lossy(file), "function": String::from_utf8_lossy(func), "change": costs(d)
                })).collect::<Vec<_>>(),
            });
            serde_json::to_writer_pretty(&mut *out, &doc).map_err(|e| ReportError::Io(e.into()))?;
            out.write_all(b"\n")?;
        }
        "csv" => {
            writeln!(out, "file,function,{}", shown.join(","))?;
            for (file, func, d) in &rows {
                let quote = |b: &[u8]| {
                    let s = String::from_utf8_lossy(b);
                    if s.contains([',', '"', '\n']) {
                        format!("\"{}\"", s.replace('"', "\"\""))
                    } else {
                        s.into_owned()
                    }
                };
                let vals: Vec<String> = d.iter().map(i128::to_string).collect();
                writeln!(out, "{},{},{}", quote(file), quote(func), vals.join(","))?;
            }
        }
        _ => write_text(
            out,
            opts,
            names,
            &shown,
            &sort,
            (&old_total, &new_total, &delta),
            &rows,
            &pct,
        )?,
    }
    Ok(summary)
}

/// `+1,234` / `-1,234` / `0`. A difference of two u64 sums fits in u64.
fn signed(v: i128) -> String {
    let digits = super::format::commify(u64::try_from(v.unsigned_abs()).unwrap_or(u64::MAX));
    match v.cmp(&0) {
        Ordering::Greater => format!("+{digits}"),
        Ordering::Less => format!("-{digits}"),
        Ordering::Equal => digits,
    }
}

fn cell(v: i128, p: Option<f64>, percs: bool) -> String {
    match (percs, p) {
        (true, Some(p)) if v != 0 => format!("{} ({p:+.2}%)", signed(v)),
        _ => signed(v),
    }
}

#[allow(clippy::too_many_arguments)]
fn write_text(
    out: &mut dyn Write,
    opts: &Options,
    names: (&str, &str),
    shown: &[String],
    sort: &[String],
    totals: (&[i128], &[i128], &[i128]),
    rows: &[Row],
    pct: &dyn Fn(i128, usize) -> Option<f64>,
) -> std::io::Result<()> {
    const RULE: &str = super::format::RULE;
    let (old_total, new_total, delta) = totals;
    let cells = |d: &[i128]| -> Vec<String> {
        d.iter()
            .enumerate()
            .map(|(k, &v)| cell(v, pct(v, k), opts.show_percs))
            .collect()
    };
    let delta_cells = cells(delta);
    let row_cells: Vec<Vec<String>> = rows.iter().map(|r| cells(&r.2)).collect();
    let width = |k: usize| {
        row_cells
            .iter()
            .map(|c| c[k].len())
            .chain([delta_cells[k].len(), shown[k].len()])
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..shown.len()).map(width).collect();
    out.write_all(RULE.as_bytes())?;
    writeln!(out, "Difference: '{}' (new) minus '{}' (old)", names.1, names.0)?;
    out.write_all(RULE.as_bytes())?;
    writeln!(out, "Events shown:     {}", shown.join(" "))?;
    writeln!(out, "Event sort order: {} (absolute change)", sort.join(" "))?;
    for (label, t) in [("Old totals:       ", old_total), ("New totals:       ", new_total)] {
        let v: Vec<String> = t
            .iter()
            .map(|&v| signed(v).trim_start_matches('+').to_string())
            .collect();
        writeln!(out, "{label}{}", v.join(" "))?;
    }
    writeln!(out, "Percentages are of the old totals.\n")?;
    let header = |out: &mut dyn Write, tail: &str| -> std::io::Result<()> {
        out.write_all(RULE.as_bytes())?;
        let names: Vec<String> = shown.iter().zip(&widths).map(|(e, w)| format!("{e:<w$}")).collect();
        writeln!(out, "{} {tail}", names.join(" "))?;
        out.write_all(RULE.as_bytes())
    };
    let line = |out: &mut dyn Write, c: &[String]| -> std::io::Result<()> {
        let cols: Vec<String> = c.iter().zip(&widths).map(|(s, w)| format!("{s:>w$}")).collect();
        write!(out, "{} ", cols.join(" "))
    };
    header(out, "")?;
    line(out, &delta_cells)?;
    writeln!(out, " PROGRAM TOTALS\n")?;
    header(out, "file:function")?;
    for ((file, func, _), c) in rows.iter().zip(&row_cells) {
        line(out, c)?;
        out.write_all(b" ")?;
        out.write_all(file)?;
        out.write_all(b":")?;
        out.write_all(func)?;
        out.write_all(b"\n")?;
    }
    out.write_all(b"\n")
}
