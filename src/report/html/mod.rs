//! `--format=html`: one self-contained page (no request, no external
//! resource; it opens from `file://` under its own strict content
//! security policy). Its first paint is plain HTML (summary, notes,
//! exactness, the top of the function table); an inline script then adds
//! sorting, filtering, callers and callees, navigation with history,
//! annotated source and machine code, reading the data embedded once.
//!
//! [`data`] gathers what is shown (the figures of the JSON output);
//! [`page`] renders it, `script_data` the data the script reads (JSON,
//! names interned, escaped, compressed when large). A page larger than
//! the cap (`--html-cap`) is cut at output time: machine code, then the
//! sources and rows at the bottom of the table, with a note saying what
//! was left out.

pub mod data;
pub mod page;
mod script_data;
pub mod verdict;

use std::io::Write;

use super::diff::{DiffSummary, GateOptions, MARKDOWN_ROWS, Naming};
use super::{Options, ReportError};
use crate::model::Profile;
use data::{DiffData, ProfileData};

/// The default cap on a page's size, in megabytes (10^6 bytes): browsers
/// open pages of this size in about a second; the known failures were
/// pages of 60 MB and more.
pub const DEFAULT_CAP_MB: f64 = 20.0;

/// What to show a page's reader about the options it was made with.
fn cap_note(cap: u64) -> String {
    format!(
        "to stay under the page's cap of {} MB (--html-cap=MB changes it)",
        super::format::perl_number(cap as f64 / 1e6)
    )
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|first| first.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// Keeps the first `keep` rows and only what they need: the names they
/// reach and the sources of their files. In place: the pages tried keep
/// fewer rows each time, and a copy of the rows kept (523,036 of the 1 GB
/// profile's at the first cut) cost as much memory as the figures
/// gathered. Cutting a cut gives what cutting the whole would: the names
/// are numbered in the order the kept rows first reach them.
fn cut_rows(d: &mut ProfileData, keep: usize) {
    d.rows.truncate(keep);
    let files: std::collections::HashSet<&str> =
        d.rows.iter().map(|r| d.names[r.name as usize].file.as_ref()).collect();
    let sources = std::mem::take(&mut d.sources);
    d.sources = sources
        .into_iter()
        .filter(|s| files.contains(s.file.as_str()))
        .collect();
    // Renumber the names still reached.
    let mut map: Vec<Option<u32>> = vec![None; d.names.len()];
    let mut reached: Vec<u32> = Vec::new();
    let mut id = |old: &mut u32| {
        let new = *map[*old as usize].get_or_insert_with(|| {
            reached.push(*old);
            reached.len() as u32 - 1
        });
        *old = new;
    };
    for r in &mut d.rows {
        id(&mut r.name);
        r.members.iter_mut().for_each(&mut id);
        r.callers
            .iter_mut()
            .chain(r.callees.iter_mut())
            .for_each(|c| id(&mut c.other));
    }
    for s in &mut d.sources {
        s.calls.iter_mut().for_each(|c| id(&mut c.callee));
    }
    let mut names: Vec<Option<data::Name>> = std::mem::take(&mut d.names).into_iter().map(Some).collect();
    d.names = reached
        .iter()
        .map(|&old| names[old as usize].take().unwrap_or_default())
        .collect();
}

/// The page of `d` with `notes`, and its size.
fn render_profile(d: &ProfileData, total_rows: usize, notes: &[String]) -> Result<Vec<u8>, ReportError> {
    let data = script_data::profile_element(d, total_rows, notes)?;
    let body = page::profile_body(d, total_rows, notes);
    let mut out = Vec::new();
    page::write_document(&mut out, &title(d), &body, &data)?;
    Ok(out)
}

/// The search for how many rows fit under the cap. Rendering a page is
/// the costly part (the 1 GB benchmark profile's: 2 to 4 s a try), so
/// each try guesses from the ones before it, aiming a little under the
/// cap. The first cuts the rows in proportion to the excess. The rows at
/// the top of the table weigh more than the others (their sources,
/// callers and callees), so that keeps too many; the later tries take the
/// bytes a row adds where the last two tries were cut (the line through
/// them), which is what the rows near the cut weigh. Each try keeps at
/// most nine tenths of the last one's rows and, when guessing from two
/// tries, at least half (the weight per row changes down the table, so
/// the line can point far below the fit; and a page whose fixed part is
/// over the cap then ends with no rows in few tries). The 1 GB profile's page: 201,634 of 821,175
/// rows in 17.0 MB after four cuts by proportion alone (the last two at
/// two thirds), 261,485 rows in 19.8 MB after two cuts by this search.
struct RowCut {
    cap: u64,
    /// The rows and size of the last page tried.
    last: Option<(usize, usize)>,
}

impl RowCut {
    fn new(cap: u64) -> Self {
        RowCut { cap, last: None }
    }

    /// How many rows the next, smaller page keeps, when `keep` rows made a
    /// page of `size` bytes, over the cap.
    fn fewer(&mut self, keep: usize, size: usize) -> usize {
        let target = self.cap as f64 * 0.97;
        let most = keep * 9 / 10;
        let last = self.last.replace((keep, size));
        match last {
            Some((rows, bytes)) if rows > keep && bytes > size => {
                let per_row = (bytes - size) as f64 / (rows - keep) as f64;
                let guess = keep as f64 - (size as f64 - target) / per_row;
                (guess.max(0.0) as usize).clamp(keep / 2, most)
            }
            _ => ((keep as f64 * target / size as f64) as usize).min(most),
        }
    }
}

fn title(d: &ProfileData) -> String {
    format!("cgann: {}", d.inputs[0]["file"].as_str().unwrap_or("profile"))
}

/// Writes the page of one profile, cut to `cap` bytes if need be.
pub fn write_html(out: &mut dyn Write, profile: &Profile, opts: &Options, cap: u64) -> Result<(), ReportError> {
    let full = data::gather(profile, opts)?;
    let total = full.rows.len();
    let mut notes: Vec<String> = opts
        .incomplete
        .iter()
        .map(|why| format!("The profile is incomplete: {why}"))
        .collect();
    let contexts = crate::analysis::contexts::caller_context_count(profile);
    if contexts > 0 {
        notes.push(format!(
            "{contexts} functions are listed once per calling context (the profile was recorded with \
             --separate-callers): make the page with --group=symbol for one row per function; the flame graph \
             already draws each function as one frame per stack."
        ));
    }
    if full.totals_calculated {
        notes.push("The profile records no totals: they are the sum of the functions' costs.".into());
    }
    let unfound: Vec<&str> = full
        .sources
        .iter()
        .filter(|s| s.missing.as_deref() == Some(data::UNFOUND))
        .map(|s| s.file.as_str())
        .collect();
    if !unfound.is_empty() {
        notes.push(format!(
            "{} source file(s) with costs could not be found or read (-I DIR says where to look; \
             --source-root limits which files are read): {}",
            unfound.len(),
            if unfound.len() > 6 {
                format!("{}, and {} more", unfound[..5].join(", "), unfound.len() - 5)
            } else {
                unfound.join(", ")
            }
        ));
    }
    if let Err(why) = &full.flame {
        notes.push(format!("No flame graph: {why}"));
    }
    let mut page = render_profile(&full, total, &notes)?;
    // First the machine code goes, and the flame graph when it would take
    // half the cap (it is bounded by its 0.1% minimum width: usually far
    // smaller than the rows, and the one view of the whole run).
    let mut light = full;
    let mut left_out = Vec::new();
    if page.len() as u64 > cap {
        if light.machine_code.take().is_some() {
            left_out.push("the machine code");
        }
        if light.flame.as_ref().is_ok_and(|svg| svg.len() as u64 > cap / 2) {
            light.flame = Err(format!("left out {}", cap_note(cap)));
            left_out.push("the flame graph");
        }
        if !left_out.is_empty() {
            let mut n = notes.clone();
            n.push(format!(
                "{} left out {}.",
                capitalised(&left_out.join(" and ")),
                cap_note(cap)
            ));
            page = render_profile(&light, total, &n)?;
        }
    }
    // Fewer rows each time until the page fits: the rows at the bottom of
    // the table go, with their sources.
    let (mut keep, mut cut) = (total, RowCut::new(cap));
    while page.len() as u64 > cap && keep > 0 {
        keep = cut.fewer(keep, page.len());
        cut_rows(&mut light, keep);
        let mut n = notes.clone();
        n.push(format!(
            "Only the first {keep} of {total} functions (by inclusive cost) are listed, with the sources of their \
             files{}, {}.",
            if left_out.is_empty() {
                String::new()
            } else {
                format!("; {} left out", left_out.join(" and "))
            },
            cap_note(cap)
        ));
        page = render_profile(&light, total, &n)?;
    }
    out.write_all(&page)?;
    Ok(())
}

fn render_diff(d: &DiffData, total_rows: usize, notes: &[String], verdict: &str) -> Result<Vec<u8>, ReportError> {
    let data = script_data::diff_element(d, total_rows, notes)?;
    let body = page::diff_body(d, total_rows, notes, verdict);
    let mut out = Vec::new();
    page::write_document(&mut out, &format!("cgann --diff: {} vs {}", d.old, d.new), &body, &data)?;
    Ok(out)
}

/// Writes the page of `--diff OLD NEW`, cut to `cap` bytes if need be,
/// with the verdicts of `gating`'s rules (as the text diff applies them)
/// and the explain table in its first paint.
pub fn write_html_diff(
    out: &mut dyn Write,
    (old, new): (&Profile, &Profile),
    opts: &Options,
    inputs: (&str, &str),
    naming: Naming<'_>,
    gating: &GateOptions<'_>,
    cap: u64,
) -> Result<DiffSummary, ReportError> {
    let mut full = data::gather_diff(old, new, opts, inputs, naming)?;
    let top = opts.top.unwrap_or(MARKDOWN_ROWS);
    let verdict = verdict::section((old, new), naming, gating, &full.primary, top)?;
    let summary = DiffSummary {
        event: full.primary.clone(),
        growth: full.growth,
        shared: None,
        gate: verdict.gate,
    };
    let total = full.rows.len();
    let notes: Vec<String> = full
        .flame
        .as_ref()
        .err()
        .map(|why| format!("No flame graph: {why}"))
        .into_iter()
        .collect();
    let mut page = render_diff(&full, total, &notes, &verdict.html)?;
    // Each try keeps fewer rows: cut in place, nothing copied.
    let (mut keep, mut cut) = (total, RowCut::new(cap));
    while page.len() as u64 > cap && keep > 0 {
        keep = cut.fewer(keep, page.len());
        full.rows.truncate(keep);
        full.flame = Err(format!("left out {}", cap_note(cap)));
        let note = format!(
            "Only the first {keep} of {total} functions that changed (by absolute change) are listed, and the \
             flame graph was left out, {}.",
            cap_note(cap)
        );
        page = render_diff(&full, total, &[note], &verdict.html)?;
    }
    out.write_all(&page)?;
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::RowCut;

    /// The tries against a page of `fixed` bytes and `total` rows whose
    /// k-th row weighs `row(k)` bytes: the rows kept, the tries taken and
    /// the page's size.
    fn cut(total: usize, fixed: usize, cap: u64, row: impl Fn(usize) -> usize) -> (usize, usize, usize) {
        let mut prefix = vec![fixed];
        for k in 0..total {
            prefix.push(prefix[k] + row(k));
        }
        let (mut keep, mut tries, mut search) = (total, 0, RowCut::new(cap));
        while prefix[keep] as u64 > cap && keep > 0 {
            let fewer = search.fewer(keep, prefix[keep]);
            assert!(fewer < keep);
            keep = fewer;
            tries += 1;
        }
        (keep, tries, prefix[keep])
    }

    /// Rows that weigh more the higher they are, as real rows do.
    fn falling(k: usize) -> usize {
        10 + 1000 / (k + 1)
    }

    #[test]
    fn rows_shrink_towards_the_cap_in_few_tries() {
        // 100,000 rows make 1,009,069 bytes; 49,093 fit under 500,000.
        let (keep, tries, _) = cut(100_000, 2_000, 500_000, falling);
        assert!(tries <= 2, "{tries} tries");
        assert!(keep >= 45_000, "{keep} rows kept");
    }

    /// The 1 GB benchmark profile's page: a fixed part of some 6 MB and
    /// rows that weigh less and less down the table (its sizes at 201,634,
    /// 302,451, 371,581, 522,652 and 821,175 rows, joined by lines).
    #[test]
    fn a_big_page_keeps_most_of_what_fits_in_two_cuts() {
        let points = [
            (0, 6_000_000),
            (201_634, 17_011_447),
            (302_451, 21_512_043),
            (371_581, 23_834_135),
            (522_652, 27_287_291),
            (821_175, 30_480_670),
        ];
        let weight = |k: usize| {
            let at = points.windows(2).find(|w| k < w[1].0).unwrap_or(&points[4..]);
            (at[1].1 - at[0].1) / (at[1].0 - at[0].0)
        };
        let (keep, tries, size) = cut(821_175, 6_000_000, 20_000_000, weight);
        assert!(tries <= 3, "{tries} tries");
        assert!(keep >= 240_000 && size <= 20_000_000, "{keep} rows, {size} bytes");
    }

    #[test]
    fn a_page_whose_fixed_part_is_over_the_cap_ends_with_no_rows_soon() {
        let (keep, tries, _) = cut(100_000, 600_000, 500_000, falling);
        assert_eq!(keep, 0);
        assert!(tries <= 20, "{tries} tries");
    }
}
