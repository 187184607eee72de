//! `--diff` as a CI gate, on real profiles made by scripts/gates.sh (two
//! builds of each program in other directories): the Markdown, BMF and
//! JSON outputs against stored ones (`CGANN_UPDATE_GATES=1` rewrites
//! them), the exit statuses, the Markdown as GitHub's renderer
//! (cmark-gfm) draws it, and names that try to inject markup.

mod support;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/gates")
}

fn cgann(args: &[&str]) -> (i32, String, String) {
    support::cgann_at(&dir(), args)
}

/// Lines up the two builds' folders (`/tmp/cgann-gates/build-1042/...`).
const REWRITE: &str = "--mod-filename=s#^/tmp/cgann-gates/build-[0-9]+/##";

/// (stored output, exit status, arguments)
const CASES: &[(&str, i32, &[&str])] = &[
    (
        "calc.md",
        3,
        &[
            "--diff",
            "--format=markdown",
            REWRITE,
            "--gate=inclusive:parse Ir 2%|50000",
            "--gate=inclusive:main Ir 30%",
            "--gate=each Ir 50% floor=1000 name=per-function",
            "--gate=object:libc.so.6 Ir 5%",
            "--gate=file:calc.c 40%",
            "--waive=per-function",
            "calc.old.out",
            "calc.new.out",
        ],
    ),
    (
        "calc.bmf.json",
        3,
        &[
            "--diff",
            "--format=bmf",
            "--bench-name=calc",
            REWRITE,
            "--gate=inclusive:parse Ir 2%",
            "--gate=self:eval Ir 1%",
            "calc.old.out",
            "calc.new.out",
        ],
    ),
    (
        "calc.json",
        3,
        &[
            "--diff",
            "--format=json",
            "--top=6",
            REWRITE,
            "--gate=inclusive:parse Ir 2%|50000",
            "--gate=total 25%",
            "calc.old.out",
            "calc.new.out",
        ],
    ),
    // Without the rewrite every function of calc.c is a new and a
    // removed one.
    (
        "calc-unmatched.md",
        0,
        &["--diff", "--format=markdown", "--top=8", "calc.old.out", "calc.new.out"],
    ),
    (
        "rec.md",
        4,
        &[
            "--diff",
            "--format=markdown",
            REWRITE,
            "--gate=inclusive:is_even'2 Ir 10%",
            "--gate=inclusive:is_even Ir 15%",
            "--gate=inclusive:main Ir 10%",
            "--gate=self:work Ir 15%",
            "rec.old.out",
            "rec.new.out",
        ],
    ),
    (
        "rec.bmf.json",
        4,
        &[
            "--diff",
            "--format=bmf",
            "--bench-name=rec",
            REWRITE,
            "--gate=inclusive:is_even'2 Ir 10%",
            "--gate=inclusive:is_even Ir 15%",
            "--gate=inclusive:main Ir 10%",
            "rec.old.out",
            "rec.new.out",
        ],
    ),
    (
        "rec.json",
        4,
        &[
            "--diff",
            "--format=json",
            "--top=5",
            REWRITE,
            "--gate=inclusive:is_even'2 Ir 10%",
            "rec.old.out",
            "rec.new.out",
        ],
    ),
];

#[test]
fn outputs_match_the_stored_ones() {
    let update = std::env::var_os("CGANN_UPDATE_GATES").is_some();
    let mut wrong = Vec::new();
    for (name, status, args) in CASES {
        let (rc, out, err) = cgann(args);
        assert_eq!(rc, *status, "{name}: {err}");
        let path = dir().join("expected").join(name);
        if update {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &out).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if want != out {
            wrong.push(format!("{name}:\n{out}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "outputs differ from testdata/gates/expected (CGANN_UPDATE_GATES=1 rewrites them):\n{}",
        wrong.join("\n")
    );
}

/// The verdict of each rule, from `--format=json`.
fn verdicts(args: &[&str]) -> Vec<(String, String)> {
    let (_, out, err) = cgann(args);
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {err}"));
    doc["gate"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["name"].as_str().unwrap().to_string(),
                r["verdict"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[test]
fn bounds_decide_only_when_the_ranges_do() {
    let doc: serde_json::Value = serde_json::from_str(
        &cgann(&[
            "--diff",
            "--format=json",
            REWRITE,
            "--gate=inclusive:is_even'2 Ir 10%",
            "rec.old.out",
            "rec.new.out",
        ])
        .1,
    )
    .unwrap();
    let rule = &doc["gate"]["rules"][0];
    let (old, new) = (&rule["old"], &rule["new"]);
    let num = |v: &serde_json::Value| v.as_i64().unwrap();
    // is_even'2's inclusive cost is bounded in both profiles.
    let (ol, oh, nl, nh) = (num(&old["min"]), num(&old["max"]), num(&new["min"]), num(&new["max"]));
    assert!(ol < oh && nl < nh, "{rule}");
    assert_eq!(rule["verdict"], "undecided", "{rule}");
    // A limit the whole range stays within passes; one less is
    // undecided (NEW's lower bound is below OLD's upper bound, so no
    // count fails it).
    assert!(nl < oh);
    let verdict = |limit: i64| {
        let rule = format!("--gate=inclusive:is_even'2 Ir {limit}");
        verdicts(&["--diff", "--format=json", REWRITE, &rule, "rec.old.out", "rec.new.out"])[0]
            .1
            .clone()
    };
    assert_eq!(verdict(nh - ol), "pass");
    assert_eq!(verdict(nh - ol - 1), "undecided");
    // Its exit status: 4 when no rule fails but one is undecided.
    let (rc, _, err) = cgann(&[
        "--diff",
        REWRITE,
        "--gate=inclusive:is_even'2 Ir 10%",
        "rec.old.out",
        "rec.new.out",
    ]);
    assert_eq!(rc, 4, "{err}");
    assert!(err.contains("undecided"), "{err}");
}

#[test]
fn a_waived_failure_does_not_count() {
    let args = |waive: &'static str| {
        vec![
            "--diff",
            REWRITE,
            "--gate=self:parse Ir 1% name=parser",
            waive,
            "calc.old.out",
            "calc.new.out",
        ]
    };
    assert_eq!(cgann(&args("--waive=other")).0, 3);
    let (rc, _, err) = cgann(&args("--waive=other"));
    assert_eq!(rc, 3);
    assert!(err.contains("--waive=other: no rule has that name"), "{err}");
    let (rc, out, err) = cgann(&args("--waive=parser"));
    assert_eq!(rc, 0, "{err}");
    assert!(out.contains("fail (waived): parser"), "{out}");
}

#[test]
fn rules_from_a_file() {
    let tmp = support::TempDir::new("gate-file");
    tmp.write(
        "rules",
        "# the parser may grow 2% or 50,000 Ir\ninclusive:parse Ir 2%|50000 name=parser\n\ntotal 50%\n",
    );
    let file = format!("--gate-file={}", tmp.0.join("rules").display());
    let v = verdicts(&[
        "--diff",
        "--format=json",
        REWRITE,
        &file,
        "calc.old.out",
        "calc.new.out",
    ]);
    assert_eq!(
        v,
        [
            ("parser".to_string(), "fail".to_string()),
            ("total 50%".to_string(), "pass".to_string())
        ]
    );
    tmp.write("bad", "total 5%\nself:parse lots\n");
    let bad = format!("--gate-file={}", tmp.0.join("bad").display());
    let (rc, _, err) = cgann(&["--diff", &bad, "calc.old.out", "calc.new.out"]);
    assert_eq!(rc, 2, "{err}");
    assert!(err.contains("bad:2: gate rule 'self:parse lots'"), "{err}");
}

#[test]
fn rule_mistakes_are_usage_errors() {
    for (rule, says) in [
        ("--gate=self:nosuchfunction 5%", "no function of either profile matches"),
        ("--gate=total Dr 5%", "event 'Dr' is not in both profiles"),
        ("--gate=sideways 5%", "unknown scope"),
    ] {
        let (rc, out, err) = cgann(&["--diff", REWRITE, rule, "calc.old.out", "calc.new.out"]);
        assert_eq!(rc, 2, "{rule}: {err}");
        assert!(out.is_empty() && err.contains(says), "{rule}: {err}");
    }
    let (rc, _, err) = cgann(&["--gate=total 5%", "calc.old.out"]);
    assert_eq!(rc, 2);
    assert!(err.contains("--gate does nothing without --diff"), "{err}");
}

#[test]
fn builds_in_other_directories_are_pointed_to_the_rewrites() {
    let (rc, _, err) = cgann(&["--diff", "calc.old.out", "calc.new.out"]);
    assert_eq!(rc, 0);
    assert!(err.contains("--mod-filename"), "{err}");
    let (_, _, err) = cgann(&["--diff", REWRITE, "calc.old.out", "calc.new.out"]);
    assert!(err.is_empty(), "{err}");
    // A rule that rewrites nothing is named.
    let (_, _, err) = cgann(&[
        "--diff",
        REWRITE,
        "--mod-funcname=s/^nothing$/x/",
        "calc.old.out",
        "calc.new.out",
    ]);
    assert!(
        err.contains("--mod-funcname rule 's/^nothing$/x/' rewrites no name"),
        "{err}"
    );
    // A rule for the names as displayed (here relative to /tmp) works too.
    let shown = support::cgann_at(
        Path::new("/tmp"),
        &[
            "--diff",
            "--format=csv",
            "--mod-filename=s#^cgann-gates/build-[0-9]+/##",
            dir().join("calc.old.out").to_str().unwrap(),
            dir().join("calc.new.out").to_str().unwrap(),
        ],
    );
    assert!(shown.1.contains("\nsrc/calc.c,checksum,"), "{}", shown.1);
}

#[test]
fn unnamed_stubs_are_grouped_per_object() {
    let (_, out, _) = cgann(&["--diff", "--format=csv", REWRITE, "calc.old.out", "calc.new.out"]);
    assert!(!out.contains("???,0x"), "{out}");
    assert!(out.contains("???,(unnamed code in calc),"), "{out}");
}

/// `markdown` as GitHub draws it (cmark-gfm with its extensions), or
/// `None` where cmark-gfm is not installed (.ci/run installs it).
fn render(markdown: &str) -> Option<String> {
    let child = Command::new("cmark-gfm")
        .args([
            "-e",
            "table",
            "-e",
            "autolink",
            "-e",
            "strikethrough",
            "-e",
            "tagfilter",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn();
    let Ok(mut child) = child else {
        assert!(std::env::var_os("CI").is_none(), "cmark-gfm is not installed");
        eprintln!("skipped: cmark-gfm is not installed");
        return None;
    };
    use std::io::Write;
    child.stdin.take().unwrap().write_all(markdown.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    Some(String::from_utf8(out.stdout).unwrap())
}

#[test]
fn the_markdown_renders_as_tables() {
    let (_, md, _) = cgann(CASES[0].2);
    let Some(html) = render(&md) else { return };
    // The rules table and the explain table, each row whole.
    assert_eq!(html.matches("<table>").count(), 2, "{html}");
    let rows = |table: &str| table.matches("<tr>").count();
    let tables: Vec<&str> = html.split("<table>").skip(1).collect();
    assert_eq!(rows(tables[0]), 1 + 5, "the header and five rules");
    for (table, columns) in tables.iter().zip([7, 8]) {
        for tr in table.split("<tr>").skip(1) {
            let cells = tr.matches("<td").count() + tr.matches("<th").count();
            assert_eq!(cells, columns, "a row of {cells} cells: {tr}");
        }
    }
    assert!(html.contains("<td>src/calc.c:parse</td>"), "{html}");
    assert!(html.contains("<strong>Total</strong>"), "{html}");
}

#[test]
fn names_cannot_inject_markup() {
    // A function named to break out of the table, draw an image, link,
    // strike through and mention someone.
    let evil = "x|y <img src=x onerror=alert(1)> [a](http://e.vil) ~~s~~ @octocat *b* `c` &amp; www.e.vil";
    let profile = |cost: u32| {
        format!("events: Ir\nfl=a.c\nfn=main\n1 10\ncfn={evil}\ncalls=1 1\n1 {cost}\nfn={evil}\n2 {cost}\n")
    };
    let tmp = support::TempDir::new("gate-evil");
    tmp.write("old", &profile(5)).write("new", &profile(9));
    let (rc, md, err) = support::cgann_at(&tmp.0, &["--diff", "--format=markdown", "--gate=each 1%", "old", "new"]);
    assert_eq!(rc, 3, "{err}");
    let Some(html) = render(&md) else { return };
    for bad in ["<img", "<a ", "<del>", "<em>", "<code>"] {
        assert!(!html.contains(bad), "{bad} in {html}");
    }
    // The name is shown whole, as text (`@` followed by a zero-width
    // space, so no one is mentioned).
    let shown =
        "x|y &lt;img src=x onerror=alert(1)&gt; [a](http://e.vil) ~~s~~ @\u{200B}octocat *b* `c` &amp;amp; www.e.vil";
    assert!(html.contains(&format!("<td>a.c:{shown}")), "{html}");
}

#[test]
fn the_markdown_fits_the_limit_it_is_given() {
    let (_, full, _) = cgann(&[
        "--diff",
        "--format=markdown",
        "--top=1000",
        "calc.old.out",
        "calc.new.out",
    ]);
    assert!(full.len() > 4096, "{}", full.len());
    let (rc, cut, err) = cgann(&[
        "--diff",
        "--format=markdown",
        "--top=1000",
        "--markdown-limit=4096",
        "calc.old.out",
        "calc.new.out",
    ]);
    assert_eq!(rc, 0, "{err}");
    assert!(cut.len() <= 4096, "{}", cut.len());
    assert!(
        cut.contains("more rows folded into the \"more\" row to fit 4096 bytes"),
        "{cut}"
    );
    // The table still adds up: its last row is the total.
    assert!(cut.contains("| **Total** | 318,652 | 386,350 | **+67,698** |"), "{cut}");
}

#[test]
fn bmf_names_bencher_measures_and_bounds() {
    let (_, out, _) = cgann(CASES[5].2);
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    let total = &doc["rec"]["instructions"];
    assert!(total["value"].as_f64().unwrap() > 0.0 && total.get("lower_value").is_none());
    let even = &doc["rec/inclusive:is_even'2"]["instructions"];
    let (lo, hi) = (
        even["lower_value"].as_f64().unwrap(),
        even["upper_value"].as_f64().unwrap(),
    );
    assert!(lo < hi && even["value"].as_f64() == Some(hi), "{even}");
}

#[test]
fn a_gungraun_directory_diffs_each_benchmark() {
    // gungraun's layout: target/gungraun/PACKAGE/BENCH_FILE/GROUP/FUNCTION.ID/
    // with callgrind.FUNCTION.ID.out, .out.old and .out.base@NAME.
    let tmp = support::TempDir::new("gungraun");
    let home = tmp.0.join("target/gungraun");
    let bench = |name: &str, files: &[(&str, &str)]| {
        let folder = home.join("pkg/benches/group").join(name);
        std::fs::create_dir_all(&folder).unwrap();
        for (suffix, profile) in files {
            std::fs::copy(
                dir().join(profile),
                folder.join(format!("callgrind.{name}.out{suffix}")),
            )
            .unwrap();
        }
    };
    bench("calc.fast", &[("", "calc.new.out"), (".old", "calc.old.out")]);
    bench("rec.deep", &[("", "rec.new.out"), (".base@main", "rec.old.out")]);
    let home = home.to_str().unwrap();
    let run = |extra: &[&str]| {
        let mut args = vec!["--diff", home, REWRITE, "--format=bmf", "--gate=inclusive:parse 1%"];
        args.extend_from_slice(extra);
        let (rc, out, err) = cgann(&args);
        (
            rc,
            serde_json::from_str::<serde_json::Value>(&out).unwrap_or_default(),
            err,
        )
    };
    // Against the run before: calc.fast, whose parse grew; rec.deep has
    // no .out.old.
    let (rc, doc, err) = run(&[]);
    assert_eq!(rc, 3, "{err}");
    let names: Vec<&String> = doc.as_object().unwrap().keys().collect();
    assert_eq!(
        names,
        [
            "pkg/benches/group/calc.fast",
            "pkg/benches/group/calc.fast/inclusive:parse"
        ]
    );
    assert!(err.contains("rec.deep.out: no .out.old to compare with"), "{err}");
    assert!(
        err.contains("pkg/benches/group/calc.fast: gate 'inclusive:parse 1%'"),
        "{err}"
    );
    // Against the baseline `main`: rec.deep only, which has no parse.
    let (rc, _, err) = run(&["--baseline=main"]);
    assert_eq!(rc, 2, "{err}");
    assert!(err.contains("no function of either profile matches"), "{err}");
    let (rc, out, err) = cgann(&[
        "--diff",
        home,
        REWRITE,
        "--baseline=main",
        "--format=json",
        "--gate=total 10%",
    ]);
    assert_eq!(rc, 0, "{err}");
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        doc["benchmarks"]["pkg/benches/group/rec.deep"]["gate"]["verdict"],
        "pass"
    );
    // A directory without benchmarks is an error.
    let (rc, _, err) = cgann(&["--diff", tmp.0.join("target").to_str().unwrap(), "--baseline=none"]);
    assert_eq!(rc, 1, "{err}");
}

#[test]
fn rewrites_work_outside_diff() {
    // Rust's /rustc/<hash>/ prefixes, in a plain report: the rows keep
    // their figures, under the rewritten names.
    let plain = support::cgann_in("rust", &["--auto=no", "--format=csv", "callgrind.out.rust"]).1;
    let (rc, renamed, err) = support::cgann_in(
        "rust",
        &[
            "--auto=no",
            "--format=csv",
            "--mod-filename=s#^/rustc/[0-9a-f]+/##",
            "callgrind.out.rust",
        ],
    );
    assert_eq!(rc, 0, "{err}");
    assert!(plain.contains("/rustc/") && !renamed.contains("/rustc/"), "{renamed}");
    // The same rows (ties between equal figures are ordered by name, so
    // the order may differ).
    let strip = |csv: &str| {
        let mut rows: Vec<String> = csv.lines().map(regex_free_strip).collect();
        rows.sort();
        rows
    };
    assert_eq!(strip(&plain), strip(&renamed));
    let (_, _, err) = support::cgann_in(
        "rust",
        &["--auto=no", "--mod-funcname=s/^nothing$//", "callgrind.out.rust"],
    );
    assert!(
        err.contains("--mod-funcname rule 's/^nothing$//' rewrites no name"),
        "{err}"
    );
}

/// A CSV line without a `/rustc/<hash>/` prefix.
fn regex_free_strip(line: &str) -> String {
    match line.find("/rustc/") {
        Some(at) => {
            let rest = &line[at + "/rustc/".len()..];
            let end = rest.find('/').map_or(rest.len(), |e| e + 1);
            format!("{}{}", &line[..at], &rest[end..])
        }
        None => line.to_string(),
    }
}
