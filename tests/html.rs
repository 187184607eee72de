//! `--format=html` without a browser: the page is one self-contained file
//! under its own content security policy, its first paint lists the text
//! report's figures, a hostile profile's names stay text, a page over the
//! cap is cut with a note, and a large page's data is compressed and
//! decodes to the same rows. tests/html_browser.rs clicks through it in
//! Chromium.

mod html_inputs;
mod support;

use std::io::Read;

use html_inputs::{chain_profile, hostile_page, unescape};
use support::{TempDir, cgann_at, cgann_in, golden_dir};

/// The first paint's function rows: (file, function, inclusive figure as
/// printed, its percentage).
fn first_paint_rows(page: &str) -> Vec<(String, String, String, String)> {
    let body = &page[page.find("<table id=\"functions\">").expect("the table")..];
    let body = &body[..body.find("</table>").expect("its end")];
    body.split("<tr><th scope=\"row\">")
        .skip(1)
        .map(|row| {
            let name = &row[row.find("\">").expect("a link") + 2..row.find("</a>").expect("a link's end")];
            let cells: Vec<&str> = row
                .split("<td")
                .skip(1)
                .map(|c| &c[c.find('>').expect("a cell") + 1..])
                .collect();
            let file = &cells[0][..cells[0].find("</td>").expect("a file cell")];
            let incl = cells[cells.len() - 1];
            let figure = &incl[..incl.find("<span").expect("a percentage")];
            let pct = &incl[incl.find("\">").expect("a span") + 2..incl.find("</span>").expect("its end")];
            (unescape(file), unescape(name), unescape(figure), unescape(pct))
        })
        .collect()
}

#[test]
fn the_page_is_one_self_contained_file_under_a_strict_policy() {
    let (code, page, err) = cgann_in("c_multi", &["--format=html", "callgrind.out.O0"]);
    assert_eq!(code, 0, "{err}");
    assert!(page.starts_with("<!DOCTYPE html>"));
    let csp = "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'sha256-";
    assert!(page.contains(csp), "the page carries its own policy");
    // Nothing is loaded from anywhere: no src attribute, no stylesheet
    // link, no CSS url(), no link that leaves the page. (The embedded
    // flame graph names the SVG namespace and refers to its own hatch
    // pattern: neither loads anything.)
    let page = page
        .replace("http://www.w3.org/2000/svg", "")
        .replace("url(#hatch)", "");
    for banned in [
        " src=",
        "<link",
        "url(",
        "@import",
        "http://",
        "https://",
        "fetch(",
        "XMLHttpRequest",
    ] {
        assert!(!page.contains(banned), "the page contains {banned:?}");
    }
    for href in page.split("href=\"").skip(1) {
        assert!(
            href.starts_with('#'),
            "a link out of the page: {}",
            &href[..href.len().min(60)]
        );
    }
    assert_eq!(page.matches("<script").count(), 2, "the data and the script");
}

#[test]
fn the_first_paint_lists_the_text_reports_figures_in_its_order() {
    let (_, page, _) = cgann_in("c_multi", &["--format=html", "callgrind.out.O0"]);
    let (_, text, _) = cgann_in("c_multi", &["--inclusive=yes", "--threshold=100", "callgrind.out.O0"]);
    let table = text.split("file:function\n").nth(1).expect("the table");
    let lines: Vec<&str> = table
        .lines()
        .skip(1)
        .take_while(|l| !l.is_empty() && !l.starts_with("---"))
        .collect();
    let rows = first_paint_rows(&page);
    assert_eq!(rows.len(), 50, "the top of the table");
    let mut bounds = 0;
    for (row, line) in rows.iter().zip(&lines) {
        let (file, function, figure, pct) = row;
        let line = line.trim_start();
        let expected = format!("{figure}{pct}  ");
        assert!(line.starts_with(&expected), "{line:?} vs {expected:?}");
        let name = &line[expected.len()..];
        if file.is_empty() {
            assert_eq!(name, function, "a cycle's row");
        } else {
            assert!(
                name.starts_with(&format!("{file}:{function}")),
                "{name:?} vs {file}:{function}"
            );
        }
        bounds += usize::from(figure.starts_with("<="));
    }
    assert!(
        bounds > 0,
        "the recursion of callgrind.out.O0 gives a bounded figure in the top rows"
    );
    assert!(page.contains("358 of 359 inclusive figures listed are exact; 1 are upper bounds (marked &lt;=)"));
}

#[test]
fn the_diffs_first_paint_lists_the_text_diffs_rows() {
    let args = ["--diff", "callgrind.out.O0", "callgrind.out.O2"];
    let (code, page, err) = cgann_in("c_multi", &[&["--format=html"][..], &args].concat());
    assert_eq!(code, 0, "{err}");
    let (_, text, _) = cgann_in("c_multi", &args);
    let rows = first_paint_rows(&page);
    let table = text.split("file:function\n").nth(1).expect("the table");
    let lines: Vec<&str> = table.lines().skip(1).filter(|l| !l.is_empty()).collect();
    assert!(rows.len() >= 10);
    for ((file, function, figure, pct), line) in rows.iter().zip(lines) {
        assert_eq!(line.trim_start(), format!("{figure}{pct}  {file}:{function}"));
    }
    assert!(page.contains("<dt>Growth</dt><dd>Ir -48.69% of OLD's total</dd>"));
}

#[test]
fn no_profile_string_can_leave_its_text() {
    let (_dir, page) = hostile_page();
    assert_eq!(page.matches("<script").count(), 2, "only the data and the script");
    assert_eq!(page.matches("</script>").count(), 2);
    assert!(!page.contains("<img"), "no element from the profile");
    assert!(!page.contains("<!--"));
    assert!(
        !page.contains('\u{1b}') && !page.contains('\u{7}'),
        "control characters are shown as pictures"
    );
    let data = page.split("id=\"cgann-data\">").nth(1).expect("the data");
    assert!(!data[..data.find("</script>").expect("its end")].contains('\u{2028}'));
    assert!(page.contains("&lt;/script&gt;&lt;script&gt;document.title=&#39;pwned-fn&#39;&lt;/script&gt;"));
    assert!(page.contains("red\u{241b}[31m\u{2407}bell"));
    assert!(page.contains("\\u003c/script\\u003e\\u003cscript\\u003edocument.title='pwned-fn'"));
}

#[test]
fn a_page_over_the_cap_lists_fewer_functions_and_says_so() {
    let (code, full, _) = cgann_in("c_multi", &["--format=html", "callgrind.out.O0"]);
    assert_eq!(code, 0);
    assert!(full.len() > 100_000, "the whole page: {} bytes", full.len());
    let (code, page, err) = cgann_in("c_multi", &["--format=html", "--html-cap=0.1", "callgrind.out.O0"]);
    assert_eq!(code, 0, "{err}");
    // Under the cap, but not far under it: the cut keeps what fits (once
    // it cut to no rows at all).
    assert!((50_000..=100_000).contains(&page.len()), "{} bytes", page.len());
    let note = page
        .split("Only the first ")
        .nth(1)
        .expect("a note on what was left out");
    let kept: usize = note.split(' ').next().and_then(|n| n.parse().ok()).expect("a count");
    assert!(kept >= 20, "{kept} rows kept");
    assert!(
        note.starts_with(|c: char| c.is_ascii_digit()) && note.contains(" of 359 functions"),
        "{}",
        &note[..80]
    );
    assert!(note.contains("--html-cap=MB changes it"));
}

#[test]
fn html_cap_goes_with_the_html_format() {
    let (code, _, err) = cgann_in("c_multi", &["--html-cap=5", "callgrind.out.O0"]);
    assert_eq!(code, 2);
    assert!(err.contains("--html-cap does nothing without --format=html"), "{err}");
    let (code, _, err) = cgann_in("c_multi", &["--format=html", "--html-cap=0", "callgrind.out.O0"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = cgann_in("c_multi", &["--format=html", "--group=file", "callgrind.out.O0"]);
    assert_eq!(code, 2);
    assert!(err.contains("--format=html lists functions"), "{err}");
}

#[test]
fn a_large_pages_data_is_compressed_and_decodes_to_every_row() {
    let dir = TempDir::new("html-large");
    dir.write("callgrind.out.chain", &chain_profile(4000));
    let (code, page, err) = cgann_at(&dir.0, &["--format=html", "callgrind.out.chain"]);
    assert_eq!(code, 0, "{err}");
    let start =
        page.find("data-encoding=\"gzip-base64\">").expect("compressed data") + "data-encoding=\"gzip-base64\">".len();
    let coded = &page[start..start + page[start..].find("</script>").expect("its end")];
    let packed = base64_decode(coded);
    let mut json = String::new();
    flate2::read::GzDecoder::new(&packed[..])
        .read_to_string(&mut json)
        .expect("gzip");
    let data: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(data["rows"]["name"].as_array().map(Vec::len), Some(4000));
    assert_eq!(data["total_rows"], 4000);
    assert_eq!(data["events"], serde_json::json!(["Ir", "Dr"]));
}

fn base64_decode(s: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let mut out = Vec::new();
    for chunk in s.as_bytes().chunks(4) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &c)| {
            if c == b'=' {
                n
            } else {
                n | u32::from(value(c)) << (18 - 6 * i)
            }
        });
        let len = chunk.iter().filter(|&&c| c != b'=').count() - 1;
        out.extend_from_slice(&n.to_be_bytes()[1..=len]);
    }
    out
}

#[test]
fn the_source_view_reads_only_what_annotation_may_read() {
    // With --source-root elsewhere, no source text enters the page.
    let elsewhere = TempDir::new("html-root");
    let root = format!("--source-root={}", elsewhere.0.display());
    let (code, page, err) = cgann_in("c_multi", &["--format=html", &root, "callgrind.out.O0"]);
    assert_eq!(code, 0, "{err}");
    assert!(!page.contains("sum_loop(int n)"), "no line of main.c");
    let (_, page, _) = cgann_in("c_multi", &["--format=html", "callgrind.out.O0"]);
    let main = std::fs::read_to_string(golden_dir("c_multi").join("src/main.c")).expect("main.c");
    let line = main
        .lines()
        .find(|l| l.contains("sum_loop("))
        .expect("a line naming sum_loop");
    assert!(
        page.contains(
            &serde_json::to_string(line)
                .expect("JSON")
                .replace('<', "\\u003c")
                .replace('>', "\\u003e")
                .replace('&', "\\u0026")
        )
    );
}

/// A page cut to its cap keeps the flame graph while it takes at most half
/// the cap (rows go instead), and says when it goes.
#[test]
fn a_cut_page_keeps_its_flame_graph_while_it_fits() {
    let (code, page, err) = cgann_in("c_multi", &["--format=html", "--html-cap=0.12", "callgrind.out.O0"]);
    assert_eq!(code, 0, "{err}");
    assert!(page.len() <= 120_000 && page.contains("Only the first "));
    assert!(page.contains("\"flame\":\"\\u003c?xml"), "the flame graph is kept");
    assert!(!page.contains("flame graph left out"));
    let (code, page, err) = cgann_in("c_multi", &["--format=html", "--html-cap=0.04", "callgrind.out.O0"]);
    assert_eq!(code, 0, "{err}");
    assert!(page.contains("\"flame\":null"));
    assert!(page.contains("; the flame graph left out, to stay under the page"));
}
