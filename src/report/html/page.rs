//! The HTML document: the first paint (plain HTML, no script needed), the
//! data element the script reads (written by `script_data`), the
//! style and the script, under a content security policy that allows
//! exactly these two and nothing from anywhere.
//!
//! Written by hand with one escaping helper ([`esc`]): the page has a
//! handful of elements, not worth a templating crate.

use std::io::{self, Write};

pub(super) use base64_lite::encode as base64;
use serde_json::Value;
use sha2::{Digest, Sha256};

use super::data::{DiffData, Name, ProfileData};
use crate::report::diff::text::signed;
use crate::report::format::{commify, percent, percent_text};

const STYLE: &str = include_str!("app.css");
const SCRIPT: &str = include_str!("app.js");

/// Rows of the table in the first paint: the top of it (the script shows
/// the rest).
pub const FIRST_PAINT_ROWS: usize = 50;

/// Text for HTML content and quoted attribute values: markup characters as
/// entities, control characters as their visible pictures (U+2400...), as
/// the terminal report shows them as `?`.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\t' => out.push('\t'),
            c if (c as u32) < 0x20 => out.push(char::from_u32(0x2400 + c as u32).unwrap_or('?')),
            '\u{7f}' => out.push('\u{2421}'),
            c => out.push(c),
        }
    }
    out
}

fn sha256_source(text: &str) -> String {
    format!("'sha256-{}'", base64(&Sha256::digest(text.as_bytes())))
}

/// The policy the page carries: nothing may load from anywhere; the one
/// style and the one script run because their hashes are listed.
pub fn content_security_policy() -> String {
    format!(
        "default-src 'none'; script-src {}; style-src {}; img-src data:; base-uri 'none'; form-action 'none'",
        sha256_source(SCRIPT),
        sha256_source(STYLE)
    )
}

/// Writes the whole document.
pub fn write_document(out: &mut dyn Write, title: &str, body: &str, data: &str) -> io::Result<()> {
    write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta http-equiv=\"Content-Security-Policy\" content=\"{csp}\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"color-scheme\" content=\"light dark\">\n\
         <title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n{body}\n{data}\n<script>{SCRIPT}</script>\n</body>\n</html>\n",
        csp = content_security_policy(),
        title = esc(title),
    )
}

/// `1,234` as the text report writes it (negative numbers without
/// separators, as callgrind_annotate prints them).
fn figure(v: Option<i128>) -> String {
    v.map_or_else(|| ".".into(), commify)
}

fn figure_cell(v: Option<i128>, total: Option<i128>, bound: bool) -> String {
    let Some(x) = v else {
        return "<td class=\"num\">.</td>".into();
    };
    let mark = if bound { "&lt;=" } else { "" };
    format!(
        "<td class=\"num\">{mark}{}<span class=\"pct\">{}</span></td>",
        figure(Some(x)),
        esc(&percent_text(percent(x, total)))
    )
}

fn name_link(id: u32, n: &Name) -> String {
    format!("<a href=\"#f={id}\">{}</a>", esc(&n.function))
}

fn summary_list(items: &[(&str, String)]) -> String {
    let mut s = String::from("<dl class=\"facts\">");
    for (k, v) in items {
        s.push_str(&format!("<dt>{}</dt><dd>{}</dd>", esc(k), v));
    }
    s.push_str("</dl>");
    s
}

fn notes_html(notes: &[String]) -> String {
    if notes.is_empty() {
        return String::new();
    }
    let mut s = String::from("<section id=\"notes\" aria-label=\"Notes\"><h2>Notes</h2><ul>");
    for n in notes {
        s.push_str(&format!("<li>{}</li>", esc(n)));
    }
    s.push_str("</ul></section>");
    s
}

/// Parts and threads of the inputs, and the command and producer of the
/// first part that names them.
fn inputs_facts(inputs: &Value) -> Vec<(&'static str, String)> {
    let parts: Vec<&Value> = inputs
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|i| i["parts"].as_array().into_iter().flatten())
        .collect();
    let first = |key: &str| parts.iter().find_map(|p| p[key].as_str()).unwrap_or("");
    let threads: std::collections::BTreeSet<&str> = parts.iter().filter_map(|p| p["thread"].as_str()).collect();
    let files: Vec<&str> = inputs
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|i| i["file"].as_str())
        .collect();
    vec![
        ("Profile", esc(&files.join(" + "))),
        ("Command", esc(first("cmd"))),
        ("Producer", esc(first("creator"))),
        (
            "Parts, threads",
            format!("{} part(s), {} thread(s)", parts.len(), threads.len().max(1)),
        ),
    ]
}

/// The exactness summary: how many inclusive figures are exact, how many
/// are upper bounds.
pub fn exactness_text(d: &ProfileData) -> String {
    let bounded = d.rows.iter().filter(|r| !r.exact).count();
    let n = d.rows.len();
    if bounded == 0 {
        format!("All {n} inclusive figures listed are exact.")
    } else {
        format!(
            "{} of {n} inclusive figures listed are exact; {bounded} are upper bounds (marked <=): \
             the data cannot decide them, the true figure lies between the lower bound shown with it and the bound.",
            n - bounded
        )
    }
}

/// The first paint of a profile's page.
pub fn profile_body(d: &ProfileData, total_rows: usize, notes: &[String]) -> String {
    let totals: Vec<String> = d
        .events
        .iter()
        .zip(&d.totals)
        .map(|(e, v)| format!("{} {}", esc(e), figure(*v)))
        .collect();
    let mut facts = inputs_facts(&d.inputs);
    facts.push(("Events", esc(&d.events.join(" "))));
    facts.push((
        if d.totals_calculated {
            "Totals (calculated)"
        } else {
            "Totals"
        },
        totals.join(", "),
    ));
    facts.push(("Threshold", format!("{}%", esc(&d.threshold))));
    facts.push(("Made by", esc(&d.generator)));
    let mut s = format!(
        "<header><h1>cgann: {}</h1>{}<p id=\"exactness\">{}</p></header>\n{}",
        esc(d.inputs[0]["file"].as_str().unwrap_or("profile")),
        summary_list(&facts),
        esc(&exactness_text(d)),
        notes_html(notes)
    );
    s.push_str("\n<nav id=\"views\" aria-label=\"Views\"></nav>\n<main id=\"view\">\n");
    s.push_str("<table id=\"functions\"><caption>Functions by inclusive cost</caption><thead><tr><th scope=\"col\">Function</th><th scope=\"col\">File</th><th scope=\"col\">Object</th><th scope=\"col\">Calls</th>");
    for e in &d.events {
        s.push_str(&format!(
            "<th scope=\"col\">{0} self</th><th scope=\"col\">{0} inclusive</th>",
            esc(e)
        ));
    }
    s.push_str("</tr></thead><tbody>");
    for r in d.rows.iter().take(FIRST_PAINT_ROWS) {
        let n = &d.names[r.name as usize];
        s.push_str(&format!(
            "<tr><th scope=\"row\">{}</th><td>{}</td><td>{}</td><td class=\"num\">{}</td>",
            name_link(r.name, n),
            esc(&n.file),
            esc(&n.object),
            commify(r.calls)
        ));
        for k in 0..d.events.len() {
            s.push_str(&figure_cell(r.self_cost[k], d.totals[k], false));
            s.push_str(&figure_cell(r.inclusive[k], d.totals[k], !r.exact));
        }
        s.push_str("</tr>");
    }
    s.push_str("</tbody></table>\n");
    s.push_str(&format!(
        "<p id=\"first-paint-note\">The first {} of {} rows. With scripts enabled the table sorts, filters and \
         expands into callers and callees, and the annotated sources open.</p>\n</main>",
        d.rows.len().min(FIRST_PAINT_ROWS),
        total_rows
    ));
    s
}

/// A change as the text diff writes it: `+1,234 (+0.16%)` (the text
/// diff's [`signed`]), percentages of OLD's total (none when that is 0,
/// or for no change).
fn change_cell(v: i128, old_total: i128) -> String {
    let pct = if old_total != 0 && v != 0 {
        format!(" ({:+.2}%)", v as f64 * 100.0 / old_total as f64)
    } else {
        String::new()
    };
    format!("<td class=\"num\">{}<span class=\"pct\">{pct}</span></td>", signed(v))
}

/// The first paint of a `--diff` page.
/// `verdict`: the gate's verdicts and the explain table (HTML), outside
/// the view the script redraws.
pub fn diff_body(d: &DiffData, total_rows: usize, notes: &[String], verdict: &str) -> String {
    let totals = |v: &[i128], show: fn(i128) -> String| {
        d.events
            .iter()
            .zip(v)
            .map(|(e, x)| format!("{} {}", esc(e), show(*x)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let growth = match d.growth {
        Some(g) => format!("{} {g:+.2}% of OLD's total", esc(&d.primary)),
        None => format!("{}: OLD's total is 0, growth cannot be measured", esc(&d.primary)),
    };
    let facts = vec![
        ("OLD", esc(&d.old)),
        ("NEW", esc(&d.new)),
        ("OLD totals", totals(&d.old_total, commify)),
        ("NEW totals", totals(&d.new_total, commify)),
        ("Change (NEW - OLD)", totals(&d.delta, signed)),
        ("Growth", growth),
        ("Made by", esc(&d.generator)),
    ];
    let mut s = format!(
        "<header><h1>cgann --diff: {} vs {}</h1>{}</header>\n{}",
        esc(&d.old),
        esc(&d.new),
        summary_list(&facts),
        notes_html(notes)
    );
    s.push_str(verdict);
    s.push_str("\n<nav id=\"views\" aria-label=\"Views\"></nav>\n<main id=\"view\">\n");
    s.push_str("<table id=\"functions\"><caption>Functions that changed, by absolute change</caption><thead><tr><th scope=\"col\">Function</th><th scope=\"col\">File</th>");
    for e in &d.events {
        s.push_str(&format!("<th scope=\"col\">{} change</th>", esc(e)));
    }
    s.push_str("</tr></thead><tbody>");
    for r in d.rows.iter().take(FIRST_PAINT_ROWS) {
        let n = &d.names[r.name as usize];
        s.push_str(&format!(
            "<tr><th scope=\"row\">{}</th><td>{}</td>",
            name_link(r.name, n),
            esc(&n.file)
        ));
        for (k, x) in r.change.iter().enumerate() {
            s.push_str(&change_cell(*x, d.old_total[k]));
        }
        s.push_str("</tr>");
    }
    s.push_str("</tbody></table>\n");
    s.push_str(&format!(
        "<p id=\"first-paint-note\">The first {} of {} rows. With scripts enabled the table sorts, filters and \
         expands into callers and callees.</p>\n</main>",
        d.rows.len().min(FIRST_PAINT_ROWS),
        total_rows
    ));
    s
}

/// Standard base64 (RFC 4648, with padding): the page's compressed data
/// and the policy's hashes. Nine lines, not worth a crate.
mod base64_lite {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    pub fn encode(bytes: &[u8]) -> String {
        let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
        for chunk in bytes.chunks(3) {
            let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
            let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
            for i in 0..4 {
                if i <= chunk.len() {
                    out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
                } else {
                    out.push('=');
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_rfc4648_vectors() {
        for (raw, coded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(raw.as_bytes()), coded);
        }
    }

    #[test]
    fn markup_and_control_characters_are_escaped() {
        assert_eq!(
            esc("<a href='x'>&\"\u{1b}[2J"),
            "&lt;a href=&#39;x&#39;&gt;&amp;&quot;\u{241b}[2J"
        );
    }
}
