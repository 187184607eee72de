//! The HTML page in a real browser: headless Chromium opens bundled
//! reports from `file://`, clicks through them and the test reads the DOM
//! and compares the figures with the text report's.
//!
//! Clicks go through the page's test hook: a location hash
//! `#test=<URL-encoded JSON list of steps>` (`["click", selector]`,
//! `["type", selector, text]`, `["back"]`, `["snap", label, selector]`,
//! `["prop", label, selector, property]`,
//! documented at the top of src/report/html/app.js). The page runs the
//! steps after drawing itself, as a reader's clicks would, and writes what
//! each snap saw into `<pre id="test-log">`; Chromium's `--dump-dom` (with
//! virtual time, so every step has run) gives the DOM back.
//!
//! The tests are `#[ignore]`d in the default `cargo test` (a browser takes
//! seconds to start); `.ci/run` runs them with `cargo test -- --ignored`,
//! as does `cargo test --test html_browser -- --ignored`. They need
//! Chromium (`apt-get install chromium`; `.ci/run` installs it). Without
//! it each test says so and passes, unless CGANN_REQUIRE_CHROMIUM=1 (set
//! by `.ci/run`), which makes a missing browser a failure.

mod html_inputs;
mod support;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use html_inputs::unescape;
use serde_json::{Value, json};
use support::{TempDir, cgann_at, cgann_in, golden_dir};

/// The browser, or `None` (with a message) when it is not installed.
fn chromium() -> Option<PathBuf> {
    let found = std::env::var_os("CGANN_CHROMIUM").map(PathBuf::from).or_else(|| {
        let path = std::env::var_os("PATH")?;
        std::env::split_paths(&path)
            .flat_map(|d| ["chromium", "chromium-browser"].map(|n| d.join(n)))
            .find(|p| p.is_file())
    });
    if found.is_none() {
        if std::env::var("CGANN_REQUIRE_CHROMIUM").is_ok_and(|v| v == "1") {
            panic!("CGANN_REQUIRE_CHROMIUM=1 but no chromium on PATH (apt-get install chromium)");
        }
        // Straight to stderr: the test harness shows what eprintln! writes
        // only for failing tests.
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED: the HTML browser tests need chromium (apt-get install chromium)"
        );
    }
    found
}

fn percent_encode(s: &str) -> String {
    s.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            out.push(u8::from_str_radix(&s[i + 1..i + 3], 16).expect("a %XX escape"));
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).expect("UTF-8")
}

/// The DOM of `page` (a file) opened at `#hash`, after its scripts ran.
fn dump_dom(browser: &Path, page: &Path, hash: &str) -> String {
    let profile_dir = TempDir::new("html-chromium");
    let url = format!("file://{}#{hash}", page.display());
    let mut child = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--virtual-time-budget=20000",
        ])
        .arg(format!("--user-data-dir={}", profile_dir.0.display()))
        .arg("--dump-dom")
        .arg(&url)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("run chromium");
    // Read while it writes: a page's DOM is larger than a pipe holds.
    let mut stdout = child.stdout.take().expect("chromium's output");
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        let _ = std::io::Read::read_to_end(&mut stdout, &mut out);
        out
    });
    let start = Instant::now();
    loop {
        if child.try_wait().expect("chromium's status").is_some() {
            break;
        }
        if start.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("chromium did not finish in 120 s on {url}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    String::from_utf8_lossy(&reader.join().expect("the reader")).into_owned()
}

/// One snap: the hash then and the text of each element matched.
struct Snap {
    hash: String,
    texts: Vec<String>,
}

/// Runs `steps` on `page`; returns the snaps by label (and the DOM).
fn drive(browser: &Path, page: &Path, steps: Value) -> (std::collections::HashMap<String, Snap>, String) {
    let dom = dump_dom(browser, page, &format!("test={}", percent_encode(&steps.to_string())));
    let log = dom
        .rsplit("<pre id=\"test-log\">")
        .next()
        .filter(|_| dom.contains("<pre id=\"test-log\">"))
        .unwrap_or_else(|| {
            panic!(
                "the page wrote no test log:\n{}",
                &dom[dom.len().saturating_sub(2000)..]
            )
        });
    let log = unescape(&log[..log.find("</pre>").expect("the log's end")]);
    let log: Vec<Value> = serde_json::from_str(&log).expect("the log is JSON");
    let mut snaps = std::collections::HashMap::new();
    for entry in log {
        if let Some(e) = entry.get("error") {
            panic!("step failed: {e}");
        }
        let texts = entry["texts"]
            .as_array()
            .expect("texts")
            .iter()
            .map(|t| t.as_str().unwrap_or_default().to_string())
            .collect();
        snaps.insert(
            entry["label"].as_str().unwrap_or_default().to_string(),
            Snap {
                hash: entry["hash"].as_str().unwrap_or_default().to_string(),
                texts,
            },
        );
    }
    (snaps, dom)
}

/// Writes the page cgann makes of `args` in `dir` to a file; returns it.
fn page_file(tmp: &TempDir, dir: &Path, args: &[&str]) -> PathBuf {
    let (code, page, err) = cgann_at(dir, args);
    assert_eq!(code, 0, "{err}");
    let path = tmp.0.join("report.html");
    std::fs::write(&path, page).expect("write the page");
    path
}

/// The text report's function lines (after the `file:function` heading).
fn table_lines(report: &str) -> Vec<String> {
    report
        .split("file:function\n")
        .nth(1)
        .expect("a table")
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with("---"))
        .map(|l| l.trim().to_string())
        .collect()
}

/// The function block of `name` in a `--tree=both` report: its callers
/// (`<` lines) and callees (`>` lines), each as "figure (pct)", count and
/// function name.
/// A call line of the tree: "figure (pct)", count, function name.
type TreeCall = (String, String, String);

fn tree_block(report: &str, file_function: &str) -> (Vec<TreeCall>, Vec<TreeCall>) {
    let lines = table_lines(report);
    let blocks: Vec<&[String]> = lines.split(|l| l.is_empty()).collect();
    let block = blocks
        .iter()
        .find(|b| {
            b.iter()
                .any(|l| l.contains(&format!("*  {file_function} ")) || l.ends_with(&format!("*  {file_function}")))
        })
        .expect("the function's block");
    let parse = |l: &String, mark: &str| {
        let (figure, rest) = l.split_once(&format!("  {mark} ")).expect("a call line");
        let rest = rest.trim_start();
        let name = rest[..rest.find(" (").expect("a count")].to_string();
        let count = rest[rest.find(" (").unwrap() + 2..rest.find("x)").expect("a count's end")].to_string();
        let function = name.rsplit_once(':').map_or(name.clone(), |(_, f)| f.to_string());
        (figure.trim().to_string(), count, function)
    };
    let callers = block
        .iter()
        .filter(|l| l.contains("  < "))
        .map(|l| parse(l, "<"))
        .collect();
    let callees = block
        .iter()
        .filter(|l| l.contains("  >   "))
        .map(|l| parse(l, ">"))
        .collect();
    (callers, callees)
}

/// A call row of the page's table: "3,000x" + figure + name.
fn call_row(text: &str, count: &str, figure: &str, function: &str) -> bool {
    text == format!("{count}x{figure}{function}")
}

#[test]
#[ignore = "headless Chromium, about 5 s a test: .ci/run runs it (cargo test -- --ignored)"]
fn sort_expand_navigate_back_and_source_show_the_text_reports_figures() {
    let Some(browser) = chromium() else { return };
    let tmp = TempDir::new("html-walk");
    let dir = golden_dir("c_multi");
    let page = page_file(&tmp, &dir, &["--format=html", "callgrind.out.O0"]);
    let rows = "#functions tbody tr[data-row]";
    let steps = json!([
        ["snap", "top", format!("{rows} th a")],
        ["snap", "top-incl", format!("{rows} td:last-child")],
        ["click", "th[data-key='self:0'] button"],
        ["snap", "by-self", format!("{rows} td:nth-of-type(4)")],
        ["snap", "by-self-names", format!("{rows} th a")],
        ["type", "#filter", "sum_loop"],
        ["snap", "filtered", format!("{rows} th a")],
        ["click", format!("{rows} button.expand")],
        ["snap", "callers", ".detail table.calls:first-of-type tbody tr"],
        ["snap", "callees", ".detail table.calls:last-of-type tbody tr"],
        ["click", ".detail table.calls:last-of-type tbody tr:first-child th a"],
        ["snap", "callee", "#function-name"],
        ["back"],
        ["snap", "back", format!("{rows} th a")],
        ["click", format!("{rows} th a")],
        ["snap", "function", "#function-name"],
        ["click", "#to-source"],
        ["snap", "source-calls", "#source tr.call"],
        ["snap", "line-figures", "#source tbody tr[id] td:nth-child(2)"],
        ["snap", "line-code", "#source tbody tr[id] td.code"],
        ["click", "nav a[href='#flame']"],
        ["snap", "flame-frames", "#flame g.f title"],
        ["prop", "flame-src", "a#flame-file", "href"],
        ["clickText", "#flame g.f", "main\n"],
        ["snap", "flame-zoomed", "#flame-details"],
        ["snap", "flame-zoom-hidden", "#flame g.f.hidden title"],
        ["type", "#flame-search", "^sum_loop$"],
        ["snap", "flame-matched", "#flame-matched"],
        ["back"],
        ["snap", "flame-unzoomed", "#flame-details"],
        ["snap", "flame-hidden", "#flame g.f.hidden title"],
    ]);
    let (snaps, _) = drive(&browser, &page, steps);

    // The table's order and inclusive figures are the text report's.
    let (_, text, _) = cgann_in("c_multi", &["--inclusive=yes", "--threshold=100", "callgrind.out.O0"]);
    let lines = table_lines(&text);
    for (i, (name, figure)) in snaps["top"]
        .texts
        .iter()
        .zip(&snaps["top-incl"].texts)
        .enumerate()
        .take(40)
    {
        let expected = format!("{figure}  ");
        assert!(
            lines[i].starts_with(&expected),
            "row {i}: {:?} vs {expected:?}",
            lines[i]
        );
        assert!(lines[i].contains(name.as_str()), "row {i}: {:?} vs {name}", lines[i]);
    }
    // Sorted by self cost: the self figures in the text report's order.
    let (_, self_text, _) = cgann_in("c_multi", &["--threshold=100", "callgrind.out.O0"]);
    let self_lines = table_lines(&self_text);
    // (The cycles' rows, which the self report has not, left out.)
    let by_self = snaps["by-self"].texts.iter().zip(&snaps["by-self-names"].texts);
    let functions = by_self
        .filter(|(_, name)| !name.starts_with("<cycle"))
        .map(|(figure, _)| figure);
    for (i, figure) in functions.enumerate().take(30) {
        assert!(
            self_lines[i].starts_with(&format!("{figure}  ")),
            "row {i}: {:?} vs {figure}",
            self_lines[i]
        );
    }
    // Filtered, expanded: callers and callees as --tree=both lists them.
    assert_eq!(snaps["filtered"].texts, ["sum_loop"]);
    let (_, tree, _) = cgann_in(
        "c_multi",
        &["--inclusive=yes", "--tree=both", "--threshold=100", "callgrind.out.O0"],
    );
    let (callers, callees) = tree_block(&tree, "./src/main.c:sum_loop");
    assert_eq!(snaps["callers"].texts.len(), callers.len());
    for (row, (figure, count, function)) in snaps["callers"].texts.iter().zip(&callers) {
        assert!(
            call_row(row, count, figure, function),
            "{row:?} vs {figure} {count} {function}"
        );
    }
    assert_eq!(snaps["callees"].texts.len(), callees.len());
    for (row, (figure, count, function)) in snaps["callees"].texts.iter().zip(&callees) {
        assert!(
            call_row(row, count, figure, function),
            "{row:?} vs {figure} {count} {function}"
        );
    }
    // A callee's name goes there; back comes back to the filtered table.
    assert_eq!(snaps["callee"].texts, [callees[0].2.clone()]);
    assert!(snaps["callee"].hash.starts_with("#f="));
    assert_eq!(snaps["back"].texts, ["sum_loop"]);
    assert_eq!(snaps["function"].texts, ["sum_loop"]);
    // The annotated source: call lines and line figures as the text
    // report annotates main.c.
    let (_, annotated, _) = cgann_in("c_multi", &["--auto=no", "callgrind.out.O0", "./src/main.c"]);
    let calls: Vec<&str> = annotated.lines().filter(|l| l.contains("=> ")).collect();
    assert!(!snaps["source-calls"].texts.is_empty());
    for call in &snaps["source-calls"].texts {
        // "<figure> (pct)=> callee (Nx)", as "<figure> (pct)  => file:callee (Nx)".
        let (figure, callee) = call.split_once("=> ").expect("=> callee (Nx)");
        let (function, count) = callee.rsplit_once(" (").expect("a count");
        assert!(
            calls
                .iter()
                .any(|l| l.trim_start().starts_with(&format!("{figure}  => "))
                    && l.ends_with(&format!(":{function} ({count}"))),
            "{call:?} is not among the text report's call lines"
        );
    }
    let mut costed = 0;
    for (figure, code) in snaps["line-figures"].texts.iter().zip(&snaps["line-code"].texts) {
        if figure == "." {
            continue;
        }
        let expected = format!("{figure}  {code}");
        assert!(
            annotated.lines().any(|l| l.trim() == expected.trim()),
            "{expected:?} is not a line of the text annotation"
        );
        costed += 1;
    }
    assert!(costed > 10, "{costed} costed lines seen");
    // The flame graph is --format=flame's SVG (the same stack model),
    // drawn inline with every frame, and saved as that file.
    let (_, svg, _) = cgann_in("c_multi", &["--format=flame", "callgrind.out.O0"]);
    let src = &snaps["flame-src"].texts[0];
    let drawn = src
        .strip_prefix("data:image/svg+xml;charset=utf-8,")
        .expect("a data URL");
    assert!(
        percent_decode(drawn).trim_end() == svg.trim_end(),
        "the page's flame graph is not --format=flame's"
    );
    assert_eq!(snaps["flame-frames"].texts.len(), svg.matches("<g class=\"f\"").count());
    // Clicking main's frame zooms to it (a history entry) and shows its
    // figures: main's inclusive cost in the text report, marked exact.
    let figure_of = |suffix: &str| -> (String, String) {
        let line = lines.iter().find(|l| l.ends_with(suffix)).expect("the function's row");
        let (figure, rest) = line.split_once(" (").expect("a percentage");
        (
            figure.to_string(),
            rest.split_once("%)").expect("a percentage").0.trim().to_string(),
        )
    };
    let (main_incl, main_pct) = figure_of("./src/main.c:main [/tmp/cgann-golden-build/c_multi/prog_O0]");
    let main_self = self_lines
        .iter()
        .find(|l| l.ends_with("./src/main.c:main [/tmp/cgann-golden-build/c_multi/prog_O0]"))
        .and_then(|l| l.split(' ').next())
        .expect("main's self row");
    assert_eq!(
        snaps["flame-zoomed"].texts,
        [format!(
            "Zoomed to main: {main_incl} Ir ({main_pct}%), exact; self {main_self}"
        )]
    );
    assert!(
        snaps["flame-zoomed"].hash.starts_with("#flame="),
        "{}",
        snaps["flame-zoomed"].hash
    );
    // The zoom hides the frames beside main (the dynamic loader's).
    assert!(
        snaps["flame-zoom-hidden"]
            .texts
            .iter()
            .any(|t| t.starts_with("_dl_start\n"))
    );
    // Search: sum_loop's frames (all exact) add up to its inclusive cost.
    let (sum_incl, sum_pct) = figure_of("./src/main.c:sum_loop [/tmp/cgann-golden-build/c_multi/prog_O0]");
    assert_eq!(
        snaps["flame-matched"].texts,
        [format!("Matched: {sum_incl} Ir ({sum_pct}%)")]
    );
    // Back undoes the zoom: no frame hidden.
    assert_eq!(snaps["flame-unzoomed"].hash, "#flame");
    assert!(snaps["flame-unzoomed"].texts[0].starts_with("Click a frame"));
    assert!(snaps["flame-hidden"].texts.is_empty());
}

#[test]
#[ignore = "headless Chromium, about 5 s a test: .ci/run runs it (cargo test -- --ignored)"]
fn without_scripts_the_first_paint_shows_the_table() {
    let Some(browser) = chromium() else { return };
    let tmp = TempDir::new("html-noscript");
    let page = page_file(&tmp, &golden_dir("c_multi"), &["--format=html", "callgrind.out.O0"]);
    let html = std::fs::read_to_string(&page).expect("the page");
    // The same page under a policy that forbids every script.
    let start = html.find("script-src 'sha256-").expect("the policy's script hash");
    let end = start + html[start..].find(';').expect("its end");
    let blocked = format!("{}script-src 'none'{}", &html[..start], &html[end..]);
    std::fs::write(&page, blocked).expect("write");
    let dom = dump_dom(&browser, &page, "");
    assert!(!dom.contains("data-enhanced"), "the script ran");
    let rows = dom.matches("<tr><th scope=\"row\"><a href=\"#f=").count();
    assert_eq!(rows, 50, "the top of the table");
    let (_, text, _) = cgann_in("c_multi", &["--inclusive=yes", "--threshold=100", "callgrind.out.O0"]);
    let top = &table_lines(&text)[0];
    let figure = &top[..top.find(" (").expect("a figure")];
    assert!(dom.contains(&format!("<td class=\"num\">{figure}<span class=\"pct\">")));
    assert!(dom.contains("id=\"exactness\""));
    // And with it, the script runs under the page's own policy.
    let page = page_file(&tmp, &golden_dir("c_multi"), &["--format=html", "callgrind.out.O0"]);
    assert!(dump_dom(&browser, &page, "").contains("data-enhanced=\"yes\""));
    // A diff page's first paint gives the gate's verdict and the explain
    // table without scripts.
    let (code, html, _) = cgann_at(
        &golden_dir("c_multi"),
        &[
            "--format=html",
            "--diff",
            "callgrind.out.O0",
            "callgrind.out.O2",
            "--gate=total 5%",
        ],
    );
    assert_eq!(code, 0);
    let start = html.find("script-src 'sha256-").expect("the policy's script hash");
    let end = start + html[start..].find(';').expect("its end");
    std::fs::write(&page, format!("{}script-src 'none'{}", &html[..start], &html[end..])).expect("write");
    let dom = dump_dom(&browser, &page, "");
    assert!(!dom.contains("data-enhanced"), "the script ran");
    assert!(dom.contains("<h2 id=\"gate-verdict\">Gate: pass</h2>"));
    assert!(dom.contains("<th scope=\"row\">Total</th><td class=\"num\">753,858</td><td class=\"num\">386,781</td>"));
}

#[test]
#[ignore = "headless Chromium, about 5 s a test: .ci/run runs it (cargo test -- --ignored)"]
fn a_hostile_profile_opens_without_running_anything_injected() {
    let Some(browser) = chromium() else { return };
    let (dir, html) = html_inputs::hostile_page();
    let page = dir.0.join("report.html");
    std::fs::write(&page, html).expect("write");
    let steps = json!([
        ["snap", "title", "title"],
        ["snap", "names", "#functions tbody tr[data-row] th a"],
        ["click", "#functions tbody tr[data-row] th a"],
        ["snap", "function", "#function-name"],
        ["snap", "facts", "#function-facts dd"],
    ]);
    let (snaps, dom) = drive(&browser, &page, steps);
    assert_eq!(snaps["title"].texts, ["cgann: callgrind.out.hostile"]);
    assert!(dom.contains("data-enhanced=\"yes\""));
    let body = &dom[dom.find("<body>").expect("a body")..];
    assert!(!body.contains("<img"), "an element from the profile");
    assert_eq!(body.matches("<script").count(), 2);
    let names = &snaps["names"].texts;
    assert!(
        names.contains(&"</script><script>document.title='pwned-fn'</script>".to_string()),
        "{names:?}"
    );
    assert!(names.contains(&"red\u{241b}[31m\u{2407}bell".to_string()), "{names:?}");
    assert!(names.contains(&"a\"b'c<!--<script>\u{2028}".to_string()), "{names:?}");
    assert_eq!(snaps["function"].texts.len(), 1);
}

#[test]
#[ignore = "headless Chromium, about 5 s a test: .ci/run runs it (cargo test -- --ignored)"]
fn the_diff_page_lists_the_text_diffs_rows_and_calls() {
    let Some(browser) = chromium() else { return };
    let tmp = TempDir::new("html-diff");
    let args = ["--diff", "callgrind.out.O0", "callgrind.out.O2"];
    let gates = [
        "--gate=each 1%",
        "--gate=total 5%",
        "--gate=self:main 0 name=main-self",
        "--waive=main-self",
    ];
    let dir = golden_dir("c_multi");
    let (code, html, err) = cgann_at(&dir, &[&["--format=html"][..], &args, &gates].concat());
    // The page applies the rules as the text diff does: the same exit.
    let (text_code, gated, _) = cgann_at(&dir, &[&args[..], &gates].concat());
    assert_eq!((code, text_code), (3, 3), "{err}");
    let page = tmp.0.join("report.html");
    std::fs::write(&page, html).expect("write the page");
    let rows = "#functions tbody tr[data-row]";
    let steps = json!([
        ["snap", "verdict", "#gate-verdict"],
        ["snap", "rules", "#gate-rules tbody tr"],
        ["snap", "explain", "#explain-table tbody tr"],
        ["snap", "rows", format!("{rows} th a")],
        ["snap", "changes", format!("{rows} td:last-child")],
        ["click", format!("{rows} button.expand")],
        ["snap", "callers", ".detail table.calls:first-of-type tbody tr"],
        ["click", "nav a[href='#flame']"],
        ["clickText", "#flame g.f", "-main\n"],
        ["snap", "flame", "#flame-details"],
        ["snap", "verdict-after", "#gate-verdict"],
    ]);
    let (snaps, _) = drive(&browser, &page, steps);
    // The verdicts: one row per rule, as the text diff's verdict lines.
    assert_eq!(snaps["verdict"].texts, ["Gate: FAIL"]);
    assert_eq!(
        snaps["verdict-after"].texts,
        ["Gate: FAIL"],
        "the script keeps the verdicts"
    );
    let verdicts: Vec<&str> = gated
        .lines()
        .filter(|l| l.starts_with("fail") || l.starts_with("pass") || l.starts_with("undecided"))
        .collect();
    assert_eq!(snaps["rules"].texts.len(), verdicts.len());
    for (row, line) in snaps["rules"].texts.iter().zip(&verdicts) {
        // "fail (waived): main-self (Ir): old 2,745, new 46,682, change +43,937, allowed +0 (0)"
        let (word, rest) = line.split_once(": ").expect("a verdict");
        let (name, rest) = rest.split_once(" (").expect("an event");
        let (event, rest) = rest.split_once("): old ").expect("old");
        let (old, rest) = rest.split_once(", new ").expect("new");
        let (new, rest) = rest.split_once(", change ").expect("change");
        let (change, allowed) = rest.split_once(", allowed ").expect("allowed");
        let word = word.replacen("fail", "FAIL", 1);
        assert_eq!(
            *row,
            format!("{name}{event}{old}{new}{change}{allowed}{word}"),
            "{line}"
        );
    }
    assert!(verdicts.iter().any(|l| l.starts_with("fail (waived): main-self")));
    // Which functions changed: the explain table's rows are the Markdown
    // report's (old self, new self, change), then "N more" and the total.
    let (_, markdown, _) = cgann_at(&dir, &[&args[..], &["--format=markdown"]].concat());
    let table: Vec<Vec<String>> = markdown
        .split("#### What changed")
        .nth(1)
        .expect("an explain table")
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| Function"))
        .map(|l| {
            l.split(" | ")
                .map(|c| c.trim_matches(['|', ' ', '*']).to_string())
                .collect()
        })
        .collect();
    assert_eq!(snaps["explain"].texts.len(), table.len());
    for (row, cells) in snaps["explain"].texts.iter().zip(&table) {
        let figures = format!("{}{}{}", cells[1], cells[2], cells[3]);
        assert!(row.contains(&figures), "{row:?} lacks {figures:?}");
    }
    assert!(
        snaps["explain"]
            .texts
            .last()
            .expect("a total")
            .starts_with("Total753,858386,781-367,077")
    );
    let (_, text, _) = cgann_in("c_multi", &args);
    for (i, line) in table_lines(&text).iter().filter(|l| !l.is_empty()).enumerate() {
        let (name, change) = (&snaps["rows"].texts[i], &snaps["changes"].texts[i]);
        assert!(line.starts_with(&format!("{change}  ")), "{line:?} vs {change}");
        assert!(line.ends_with(&format!(":{name}")), "{line:?} vs {name}");
    }
    let (_, tree, _) = cgann_in("c_multi", &[&["--tree=both"][..], &args].concat());
    let first = &snaps["rows"].texts[0];
    let block: Vec<&str> = tree
        .lines()
        .skip_while(|l| !l.ends_with(&format!("*  ./src/lib/util.h:{first}")))
        .collect();
    assert!(!block.is_empty());
    let callers: Vec<&str> = tree
        .split("\n\n")
        .find(|b| b.contains(&format!("*  ./src/lib/util.h:{first}")))
        .expect("the row's block")
        .lines()
        .filter(|l| l.contains("  < "))
        .collect();
    assert_eq!(snaps["callers"].texts.len(), callers.len());
    for (row, line) in snaps["callers"].texts.iter().zip(callers) {
        let (figure, rest) = line.trim().split_once("  < ").expect("a caller");
        let count = &rest[rest.rfind(" (").expect("a count") + 2..rest.len() - 2];
        let function = &rest[rest.find(':').expect("a file") + 1..rest.rfind(" (").unwrap()];
        assert!(call_row(row, count, figure, function), "{row:?} vs {line:?}");
    }
    // The differential flame graph: main's frame has NEW's inclusive cost
    // as its width and OLD's as its old figure, both as the text reports
    // give them.
    let incl = |file: &str| {
        let (_, t, _) = cgann_in("c_multi", &["--inclusive=yes", file]);
        let line = table_lines(&t)
            .into_iter()
            .find(|l| l.contains("  ./src/main.c:main "))
            .expect("main's row");
        line.split(" (").next().expect("a figure").to_string()
    };
    let flame = &snaps["flame"].texts[0];
    assert!(
        flame.starts_with(&format!("Zoomed to -main: {} Ir (", incl("callgrind.out.O2"))),
        "{flame}"
    );
    assert!(
        flame.contains(&format!("old {} (exact); change -", incl("callgrind.out.O0"))),
        "{flame}"
    );
}

#[test]
#[ignore = "headless Chromium, about 5 s a test: .ci/run runs it (cargo test -- --ignored)"]
fn a_compressed_page_opens_and_pages_through_its_rows() {
    let Some(browser) = chromium() else { return };
    let tmp = TempDir::new("html-big");
    tmp.write("callgrind.out.chain", &html_inputs::chain_profile(4000));
    let page = page_file(&tmp, &tmp.0, &["--format=html", "callgrind.out.chain"]);
    assert!(
        std::fs::read_to_string(&page)
            .expect("page")
            .contains("data-encoding=\"gzip-base64\"")
    );
    let steps = json!([
        ["snap", "count", "#count"],
        ["click", "#more"],
        ["snap", "rows", "#functions tbody tr[data-row] th a"],
        ["type", "#filter", "function_number_3999"],
        ["snap", "found", "#functions tbody tr[data-row] td:last-child"],
    ]);
    let (snaps, _) = drive(&browser, &page, steps);
    assert!(
        snaps["count"].texts[0].starts_with("The first 200 of 4000 functions"),
        "{:?}",
        snaps["count"].texts
    );
    assert_eq!(snaps["rows"].texts.len(), 700);
    // function_number_3999: self Dr 3,999 (its inclusive Dr equals it:
    // it calls nothing).
    let (_, text, _) = cgann_at(&tmp.0, &["--inclusive=yes", "--threshold=100", "callgrind.out.chain"]);
    let line = table_lines(&text)
        .into_iter()
        .find(|l| l.ends_with(":function_number_3999"))
        .expect("its row");
    assert_eq!(snaps["found"].texts.len(), 1);
    let dr = &snaps["found"].texts[0];
    assert!(
        line.ends_with(&format!("{dr}  file2.c:function_number_3999")),
        "{line:?} vs {dr}"
    );
}

#[test]
#[ignore = "headless Chromium, about 5 s a test: .ci/run runs it (cargo test -- --ignored)"]
fn machine_code_shows_branch_counts_where_the_profile_has_them() {
    let Some(browser) = chromium() else { return };
    if Command::new("objdump").arg("--version").output().is_err() {
        panic!("objdump is needed (apt-get install binutils; .ci/run installs it)");
    }
    let tmp = TempDir::new("html-asm");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/asm/c");
    let args = [
        "--asm=yes",
        "--object-dir=.",
        "--auto=no",
        "--focus=classify",
        "callgrind.out",
    ];
    let page = page_file(&tmp, &dir, &[&["--format=html"][..], &args].concat());
    let steps = json!([
        ["type", "#filter", "classify"],
        ["click", "#functions tbody tr[data-row] th a"],
        ["click", "#to-asm"],
        ["snap", "rows", "#machine-code tbody tr"],
    ]);
    let (snaps, _) = drive(&browser, &page, steps);
    let (_, json_text, _) = cgann_at(&dir, &[&["--format=json"][..], &args].concat());
    let data: Value = serde_json::from_str(&json_text).expect("JSON");
    let function = data["machine_code"]["functions"]
        .as_array()
        .expect("functions")
        .iter()
        .find(|f| f["function"] == "classify")
        .expect("classify's code");
    let jumps: Vec<&Value> = function["instructions"]
        .as_array()
        .expect("instructions")
        .iter()
        .flat_map(|i| i["jumps"].as_array().expect("jumps"))
        .filter(|j| j["conditional"] == true)
        .collect();
    assert!(!jumps.is_empty(), "classify has conditional branches");
    let shown = snaps["rows"].texts.join("\n");
    for j in jumps {
        let commas = |v: &Value| {
            let s = v.as_u64().expect("a count").to_string();
            let mut out = String::new();
            for (i, c) in s.chars().enumerate() {
                if i > 0 && (s.len() - i).is_multiple_of(3) {
                    out.push(',');
                }
                out.push(c);
            }
            out
        };
        let text = format!(
            "branch: executed {}, taken {}",
            commas(&j["executed"]),
            commas(&j["taken"])
        );
        assert!(shown.contains(&text), "{text} not shown");
    }
    assert_eq!(
        snaps["rows"].texts.len(),
        function["instructions"].as_array().expect("instructions").len()
    );
}
