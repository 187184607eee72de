//! `--diff OLD NEW` and the `--fail-above` gate, on a -O0 and a -O2 build of
//! the same program.

mod support;

fn cgann(args: &[&str]) -> (i32, String, String) {
    support::cgann_in("c_multi", args)
}

fn total(args: &[&str]) -> i64 {
    support::program_total(&cgann(args).1)
}

#[test]
fn totals_and_rows_are_new_minus_old() {
    let old = total(&["--auto=no", "callgrind.out.O0"]);
    let new = total(&["--auto=no", "callgrind.out.O2"]);
    assert_eq!(total(&["--diff", "callgrind.out.O0", "callgrind.out.O2"]), new - old);
    let json: serde_json::Value =
        serde_json::from_str(&cgann(&["--diff", "--format=json", "callgrind.out.O0", "callgrind.out.O2"]).1).unwrap();
    let rows = json["functions"].as_array().unwrap();
    let sum: f64 = rows.iter().map(|r| r["change"]["Ir"]["change"].as_f64().unwrap()).sum();
    assert_eq!(
        sum as i64,
        new - old,
        "rows add up to the change of the self-cost total"
    );
    // Sorted by absolute change.
    let abs: Vec<f64> = rows
        .iter()
        .map(|r| r["change"]["Ir"]["change"].as_f64().unwrap().abs())
        .collect();
    assert!(abs.windows(2).all(|w| w[0] >= w[1]));
}

#[test]
fn the_gate_trips_exactly_above_the_limit() {
    // O0 -> O2 shrinks; O2 -> O0 grows by (old - new) / new.
    let (o0, o2) = (
        total(&["--auto=no", "callgrind.out.O0"]) as f64,
        total(&["--auto=no", "callgrind.out.O2"]) as f64,
    );
    let growth = (o0 - o2) * 100.0 / o2;
    let (rc, _, _) = cgann(&["--diff", "callgrind.out.O0", "callgrind.out.O2", "--fail-above=0"]);
    assert_eq!(rc, 0, "a shrinking total passes");
    let below = format!("--fail-above={}", growth - 0.01);
    let above = format!("--fail-above={}", growth + 0.01);
    let (rc, out, err) = cgann(&["--diff", "callgrind.out.O2", "callgrind.out.O0", &below]);
    assert_eq!(rc, 3, "{err}");
    assert!(!out.is_empty(), "the report is printed before failing");
    // After the warning that the two builds share little cost by name.
    assert!(err.contains("warning: only "), "{err}");
    assert!(err.lines().last().unwrap().starts_with("cgann: Ir grew by"), "{err}");
    let (rc, _, err) = cgann(&["--diff", "callgrind.out.O2", "callgrind.out.O0", &above]);
    assert_eq!(rc, 0, "{err}");
}

#[test]
fn rewrites_line_names_up() {
    // Without rewriting, util.h reached through ./../lib is another file.
    let (_, plain, _) = cgann(&["--diff", "--format=csv", "callgrind.out.O0", "callgrind.out.O2"]);
    let (_, rewritten, _) = cgann(&[
        "--diff",
        "--format=csv",
        "--mod-filename=s#^\\./\\.\\./lib/#./src/lib/#",
        "callgrind.out.O0",
        "callgrind.out.O2",
    ]);
    assert!(plain.contains("./../lib/util.h"));
    assert!(!rewritten.contains("./../lib/util.h"));
    let (rc, _, err) = cgann(&["--diff", "--mod-funcname=x", "callgrind.out.O0", "callgrind.out.O2"]);
    assert_eq!(rc, 2, "{err}");
    let (rc, _, _) = cgann(&["--fail-above=5", "callgrind.out.O0"]);
    assert_eq!(rc, 2);
}

/// Two small profiles of the same program built in different directories
/// (`/build-1/`, `/build-2/`), for figures worked out by hand:
///
/// | function or call     | OLD        | NEW        | change       |
/// |----------------------|------------|------------|--------------|
/// | a.c:main self        | 10         | 12         | +2           |
/// | a.c:work self        | 300        | 330        | +30          |
/// | b.c:helper self      | 45         | 15         | -30          |
/// | b.c:fresh self       | -          | 80         | +80          |
/// | main > work          | 305 (3x)   | 335 (3x)   | +30 (0x)     |
/// | main > helper        | 40 (2x)    | 10 (1x)    | -30 (-1x)    |
/// | main > fresh         | -          | 80 (4x)    | +80 (+4x)    |
/// | work > helper        | 5 (1x)     | 5 (1x)     | 0: not shown |
/// | total (summary:)     | 355        | 437        | +82          |
///
/// Percentages are of 355: 82 -> 23.10%, 80 -> 22.54%, 30 -> 8.45%,
/// 2 -> 0.56%. work (+30) and helper (-30) tie: a.c:work comes first.
const OLD: &str = "events: Ir
summary: 355
fl=/build-1/a.c
fn=main
1 10
cfl=/build-1/a.c
cfn=work
calls=3 5
2 305
cfl=/build-1/b.c
cfn=helper
calls=2 6
3 40
fn=work
5 300
cfl=/build-1/b.c
cfn=helper
calls=1 6
6 5
fl=/build-1/b.c
fn=helper
6 45
";

const NEW: &str = "events: Ir
summary: 437
fl=/build-2/a.c
fn=main
1 12
cfl=/build-2/a.c
cfn=work
calls=3 5
2 335
cfl=/build-2/b.c
cfn=helper
calls=1 6
3 10
cfl=/build-2/b.c
cfn=fresh
calls=4 8
4 80
fn=work
5 330
cfl=/build-2/b.c
cfn=helper
calls=1 6
6 5
fl=/build-2/b.c
fn=helper
6 15
fn=fresh
8 80
";

const REWRITE: &str = "--mod-filename=s#^/build-[0-9]+/##";

/// Runs cgann on OLD and NEW (written as old.out and new.out in a
/// directory of their own) with `args` before them.
fn cgann_hand(args: &[&str]) -> String {
    cgann_on(OLD, NEW, args)
}

fn cgann_on(old: &str, new: &str, args: &[&str]) -> String {
    static RUN: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("cgann-difftree-{}-{run}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("old.out"), old).unwrap();
    std::fs::write(dir.join("new.out"), new).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cgann"))
        .arg("--diff")
        .args(args)
        .args(["old.out", "new.out"])
        .current_dir(&dir)
        .output()
        .expect("run cgann");
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// The report from the function table's heading on.
fn table(report: &str) -> &str {
    let end = report.find(" file:function\n").expect("table");
    &report[report[..end].rfind('\n').unwrap() + 1..]
}

#[test]
fn tree_shows_the_change_of_each_call() {
    let out = cgann_hand(&["--tree=both", REWRITE]);
    assert!(out.contains("\n+82 (+23.10%)  PROGRAM TOTALS\n"), "{out}");
    assert_eq!(
        table(&out),
        "Ir            file:function
--------------------------------------------------------------------------------

+80 (+22.54%)  < a.c:main (+4x)
+80 (+22.54%)  *  b.c:fresh

 +30 (+8.45%)  < a.c:main (0x)
 +30 (+8.45%)  *  a.c:work

 -30 (-8.45%)  < a.c:main (-1x)
 -30 (-8.45%)  *  b.c:helper

  +2 (+0.56%)  *  a.c:main
+80 (+22.54%)  >   b.c:fresh (+4x)
 +30 (+8.45%)  >   a.c:work (0x)
 -30 (-8.45%)  >   b.c:helper (-1x)

"
    );
}

#[test]
fn tree_caller_or_calling_alone() {
    let caller = cgann_hand(&["--tree=caller", "--show-percs=no", REWRITE]);
    assert_eq!(
        table(&caller),
        "Ir  file:function
--------------------------------------------------------------------------------

+80  < a.c:main (+4x)
+80  *  b.c:fresh

+30  < a.c:main (0x)
+30  *  a.c:work

-30  < a.c:main (-1x)
-30  *  b.c:helper

 +2  *  a.c:main

"
    );
    // --top cuts the rows, not the calls of the rows shown.
    let calling = cgann_hand(&["--tree=calling", "--show-percs=no", "--top=1", REWRITE]);
    assert_eq!(
        table(&calling),
        "Ir  file:function
--------------------------------------------------------------------------------

+80  *  b.c:fresh

"
    );
    let calling = cgann_hand(&["--tree=calling", "--show-percs=no", "--top=4", REWRITE]);
    assert!(
        table(&calling).ends_with(
            "
 +2  *  a.c:main
+80  >   b.c:fresh (+4x)
+30  >   a.c:work (0x)
-30  >   b.c:helper (-1x)

"
        ),
        "{calling}"
    );
}

#[test]
fn without_the_rewrite_the_builds_do_not_line_up() {
    // Every function is new in /build-2 and gone from /build-1; so are its calls.
    let out = cgann_hand(&["--tree=calling", "--show-percs=no"]);
    assert!(
        out.contains(
            "
 +12  *  /build-2/a.c:main
+335  >   /build-2/a.c:work (+3x)
 +80  >   /build-2/b.c:fresh (+4x)
 +10  >   /build-2/b.c:helper (+1x)
"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "
 -10  *  /build-1/a.c:main
-305  >   /build-1/a.c:work (-3x)
 -40  >   /build-1/b.c:helper (-2x)
"
        ),
        "{out}"
    );
}

#[test]
fn tree_in_json() {
    let out = cgann_hand(&["--tree=both", "--format=json", REWRITE]);
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    let funcs = doc["functions"].as_array().unwrap();
    let name = |v: &serde_json::Value| format!("{}:{}", v["file"].as_str().unwrap(), v["function"].as_str().unwrap());
    let change = |v: &serde_json::Value| v["change"]["Ir"]["change"].as_f64().unwrap();
    // (name, count change, Ir change, percent of OLD's total)
    let calls = |v: &serde_json::Value| -> Vec<(String, f64, f64, f64)> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|c| {
                (
                    name(c),
                    c["count_change"].as_f64().unwrap(),
                    change(c),
                    c["change"]["Ir"]["percent_of_old"].as_f64().unwrap(),
                )
            })
            .collect()
    };
    let rows: Vec<(String, f64)> = funcs.iter().map(|f| (name(f), change(f))).collect();
    assert_eq!(
        rows,
        [
            ("b.c:fresh".to_string(), 80.0),
            ("a.c:work".into(), 30.0),
            ("b.c:helper".into(), -30.0),
            ("a.c:main".into(), 2.0)
        ]
    );
    let p = |v: f64| v * 100.0 / 355.0;
    assert_eq!(
        calls(&funcs[0]["callers"]),
        [("a.c:main".to_string(), 4.0, 80.0, p(80.0))]
    );
    assert_eq!(calls(&funcs[0]["callees"]), []);
    assert_eq!(
        calls(&funcs[2]["callers"]),
        [("a.c:main".to_string(), -1.0, -30.0, p(-30.0))]
    );
    assert_eq!(calls(&funcs[3]["callers"]), []);
    assert_eq!(
        calls(&funcs[3]["callees"]),
        [
            ("b.c:fresh".to_string(), 4.0, 80.0, p(80.0)),
            ("a.c:work".into(), 0.0, 30.0, p(30.0)),
            ("b.c:helper".into(), -1.0, -30.0, p(-30.0)),
        ]
    );
    // Only the lists --tree asks for.
    let out = cgann_hand(&["--tree=caller", "--format=json", REWRITE]);
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(doc["functions"][3].get("callers").is_some());
    assert!(doc["functions"][3].get("callees").is_none());
}

#[test]
fn tree_in_csv() {
    assert_eq!(
        cgann_hand(&["--tree=both", "--format=csv", REWRITE]),
        "file,function,relation,other_file,other_function,count_change,Ir,Ir_old,Ir_new
b.c,fresh,function,,,,80,0,80
b.c,fresh,caller,a.c,main,4,80,,
a.c,work,function,,,,30,300,330
a.c,work,caller,a.c,main,0,30,,
b.c,helper,function,,,,-30,45,15
b.c,helper,caller,a.c,main,-1,-30,,
a.c,main,function,,,,2,10,12
a.c,main,callee,b.c,fresh,4,80,,
a.c,main,callee,a.c,work,0,30,,
a.c,main,callee,b.c,helper,-1,-30,,
"
    );
    // Without --tree: the change, OLD's and NEW's figures.
    assert!(cgann_hand(&["--format=csv", REWRITE]).starts_with("file,function,Ir,Ir_old,Ir_new\nb.c,fresh,80,0,80\n"));
}

#[test]
fn tree_calls_are_new_minus_old_on_real_profiles() {
    // Every callee line of the diff is the call's cost and count in the
    // -O2 report minus those in the -O0 report (0 where a side lacks it);
    // a call recursive in either report shows its count only (fib'2 calls
    // itself).
    type Calls = std::collections::BTreeMap<(String, String), (i64, Option<i64>)>;
    let key = |v: &serde_json::Value| format!("{}:{}", v["file"].as_str().unwrap(), v["function"].as_str().unwrap());
    let plain = |profile: &str| -> Calls {
        let (_, out, _) = cgann(&[
            "--format=json",
            "--auto=no",
            "--threshold=100",
            "--tree=calling",
            profile,
        ]);
        let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
        let mut calls = Calls::new();
        for f in doc["functions"].as_array().unwrap() {
            for c in f["callees"].as_array().unwrap() {
                let cost = c["cost"]["Ir"].as_i64();
                assert_eq!(cost.is_none(), c["recursive"].as_bool().unwrap());
                calls.insert((key(f), key(c)), (c["count"].as_i64().unwrap(), cost));
            }
        }
        calls
    };
    let (old, new) = (plain("callgrind.out.O0"), plain("callgrind.out.O2"));
    let (rc, out, err) = cgann(&[
        "--diff",
        "--format=json",
        "--tree=calling",
        "callgrind.out.O0",
        "callgrind.out.O2",
    ]);
    assert_eq!(rc, 0, "{err}");
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    let (mut checked, mut recursive) = (0, 0);
    // Unnamed code (`???:0x...`) is grouped per object in a diff, not in
    // a report: those rows and calls are compared by another test.
    let unnamed = |v: &serde_json::Value| v["function"].as_str().unwrap().starts_with("(unnamed code in ");
    for f in doc["functions"].as_array().unwrap().iter().filter(|f| !unnamed(f)) {
        let ends: std::collections::BTreeSet<_> = old.keys().chain(new.keys()).collect();
        let mut expected: Vec<(String, i64, Option<i64>)> = ends
            .into_iter()
            .filter(|(caller, _)| *caller == key(f))
            .map(|k| {
                let (oc, oi) = old.get(k).copied().unwrap_or((0, Some(0)));
                let (nc, ni) = new.get(k).copied().unwrap_or((0, Some(0)));
                (k.1.clone(), nc - oc, oi.zip(ni).map(|(o, n)| n - o))
            })
            .filter(|&(_, count, cost)| count != 0 || cost.is_some_and(|c| c != 0))
            .filter(|(callee, _, _)| !callee.starts_with("???:0x"))
            .collect();
        // Costs first, by absolute change; recursive calls last, by
        // absolute change of their count; ties by name.
        expected.sort_by(|a, b| {
            let rank = |e: &(String, i64, Option<i64>)| (e.2.is_none(), -e.2.map_or(e.1.abs(), i64::abs));
            rank(a).cmp(&rank(b)).then_with(|| a.0.cmp(&b.0))
        });
        let got: Vec<(String, i64, Option<i64>)> = f["callees"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| !unnamed(c))
            .map(|c| {
                assert_eq!(c["recursive"].as_bool().unwrap(), c["change"].is_null());
                (
                    key(c),
                    c["count_change"].as_f64().unwrap() as i64,
                    c["change"]["Ir"]["change"].as_f64().map(|v| v as i64),
                )
            })
            .collect();
        assert_eq!(got, expected, "callees of {}", key(f));
        checked += got.len();
        recursive += got.iter().filter(|c| c.2.is_none()).count();
    }
    assert!(checked > 5, "only {checked} calls compared");
    assert!(recursive > 0, "no recursive call compared");
}

#[test]
fn diff_takes_no_grouping() {
    let (rc, _, err) = cgann(&["--diff", "--group=file", "callgrind.out.O0", "callgrind.out.O2"]);
    assert_eq!(rc, 2, "{err}");
    assert!(err.contains("--group"), "{err}");
    let (rc, _, err) = cgann(&["--diff", "--group=function", "callgrind.out.O0", "callgrind.out.O2"]);
    assert_eq!(rc, 0, "{err}");
}

#[test]
fn recursive_calls_show_their_count_only() {
    // OLD: helper also calls work once (cost 4), so work -> helper -> work
    // is a cycle in OLD (not in NEW). NEW: helper calls itself twice, and
    // work -> helper costs 7 instead of 5. Recursive calls (in either
    // profile) show `?` and come last: helper -> work -1x, helper ->
    // helper +2x; work -> helper is recursive in OLD, so its +2 is no
    // figure, and its count is unchanged (1x): not shown.
    let old = format!("{OLD}fn=helper\ncfl=/build-1/a.c\ncfn=work\ncalls=1 5\n7 4\n");
    let new = NEW.replace("calls=1 6\n6 5\n", "calls=1 6\n6 7\n");
    assert_ne!(new, NEW);
    let new = format!("{new}fn=helper\ncfl=/build-2/b.c\ncfn=helper\ncalls=2 6\n7 6\n");
    let out = cgann_on(&old, &new, &["--tree=both", "--show-percs=no", REWRITE]);
    assert_eq!(
        table(&out),
        "Ir  file:function
--------------------------------------------------------------------------------

+80  < a.c:main (+4x)
+80  *  b.c:fresh

+30  < a.c:main (0x)
  ?  < b.c:helper (-1x)
+30  *  a.c:work

-30  < a.c:main (-1x)
  ?  < b.c:helper (+2x)
-30  *  b.c:helper
  ?  >   b.c:helper (+2x)
  ?  >   a.c:work (-1x)

 +2  *  a.c:main
+80  >   b.c:fresh (+4x)
+30  >   a.c:work (0x)
-30  >   b.c:helper (-1x)

Marks: ? not decided by the data (a recursive call, within an outer call's cost)

"
    );
    let doc: serde_json::Value =
        serde_json::from_str(&cgann_on(&old, &new, &["--tree=calling", "--format=json", REWRITE])).unwrap();
    let helper = &doc["functions"][2];
    assert_eq!(helper["function"], "helper");
    assert_eq!(
        helper["callees"],
        serde_json::json!([
            { "file": "b.c", "function": "helper", "count_change": 2, "recursive": true, "change": null },
            { "file": "a.c", "function": "work", "count_change": -1, "recursive": true, "change": null },
        ])
    );
    assert_eq!(doc["functions"][3]["callees"][0]["recursive"], false);
    let csv = cgann_on(&old, &new, &["--tree=calling", "--format=csv", REWRITE]);
    assert!(
        csv.contains(
            "\nb.c,helper,function,,,,-30,45,15\nb.c,helper,callee,b.c,helper,2,,,\nb.c,helper,callee,a.c,work,-1,,,\n"
        ),
        "{csv}"
    );
}

/// Lines a profile's load skips are reported as for a report of it alone
/// (naming the profile and line), and `--strict` makes them errors.
#[test]
fn load_warnings_are_reported_and_strict_refuses_them() {
    let dir = std::env::temp_dir().join(format!("cgann-diffwarn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("old.out"), "events: Ir\nfl=a.c\nfn=main\n1 10\n").unwrap();
    std::fs::write(dir.join("new.out"), "events: Ir\nfl=a.c\nfn=main\nbogus line\n1 12\n").unwrap();
    let run = |strict: bool| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_cgann"));
        cmd.arg("--diff");
        if strict {
            cmd.arg("--strict");
        }
        let out = cmd
            .args(["old.out", "new.out"])
            .current_dir(&dir)
            .output()
            .expect("run cgann");
        (
            out.status.code(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let (code, stdout, stderr) = run(false);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("+2 (+20.00%)  a.c:main"), "{stdout}");
    assert_eq!(
        stderr,
        "cgann: new.out:4: warning: unrecognised line, ignored: 'bogus line'\n"
    );
    let (code, stdout, stderr) = run(true);
    assert_eq!(code, Some(1));
    assert_eq!(stdout, "");
    assert_eq!(stderr, "cgann: new.out:4: unrecognised line (--strict): 'bogus line'\n");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Names are rewritten and matched as recorded, not as shortened by the
/// current directory: the same regex pairs the two builds whether the
/// diff runs inside one of the build directories, above both, or at `/`
/// (it used to pair them from some directories and silently not from
/// others). Only the names printed are shortened.
#[test]
fn the_working_directory_changes_no_match_only_the_names_shown() {
    let tmp = support::TempDir::new("diffcwd");
    let root = tmp.0.display().to_string();
    for build in ["build-1", "build-2"] {
        std::fs::create_dir_all(tmp.0.join(build)).unwrap();
    }
    let old = OLD.replace("/build-1/", &format!("{root}/build-1/"));
    let new = NEW.replace("/build-2/", &format!("{root}/build-2/"));
    tmp.write("old.out", &old).write("new.out", &new);
    let (old, new) = (tmp.0.join("old.out"), tmp.0.join("new.out"));
    let run = |cwd: &std::path::Path, format: &str| {
        let (rc, out, err) = support::cgann_at(
            cwd,
            &[
                "--diff",
                format,
                "--mod-filename=s#/build-[0-9]+/#/build/#",
                old.to_str().unwrap(),
                new.to_str().unwrap(),
            ],
        );
        assert_eq!(rc, 0, "{err}");
        out
    };
    // Rows with the file name up to `build/` dropped.
    let rows = |csv: String| -> Vec<String> {
        csv.lines()
            .map(|l| l.rsplit_once("build/").map_or(l, |(_, rest)| rest).to_string())
            .collect()
    };
    let want = [
        "file,function,Ir,Ir_old,Ir_new",
        "b.c,fresh,80,0,80",
        "a.c,work,30,300,330",
        "b.c,helper,-30,45,15",
        "a.c,main,2,10,12",
    ];
    for cwd in [tmp.0.join("build-1"), tmp.0.join("build-2"), tmp.0.clone(), "/".into()] {
        assert_eq!(rows(run(&cwd, "--format=csv")), want, "from {}", cwd.display());
    }
    // Shortened for display by the directory it runs in.
    let text = run(&tmp.0, "--format=text");
    assert!(text.contains("+30 (+8.45%)  build/a.c:work\n"), "{text}");
    let text = run(&tmp.0.join("build-1"), "--format=text");
    assert!(
        text.contains(&format!("+30 (+8.45%)  {root}/build/a.c:work\n")),
        "{text}"
    );
}

/// A recursive call's cost in the diff's call lines is not decided by the
/// data: `?` as in the --tree report (never `.`, which reads as no
/// change), and the legend after the table says so.
#[test]
fn recursive_calls_show_the_undecided_mark_and_its_legend() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/contexts/mutual");
    let (rc, out, err) = support::cgann_at(
        &dir,
        &["--diff", "callgrind.out.recs2", "callgrind.out.recs3", "--tree=both"],
    );
    assert_eq!((rc, err.as_str()), (0, ""));
    assert!(out.lines().any(|l| l.trim_start().starts_with("?  ")), "{out}");
    assert!(!out.lines().any(|l| l.trim_start().starts_with(". ")), "{out}");
    assert!(
        out.ends_with("Marks: ? not decided by the data (a recursive call, within an outer call's cost)\n\n"),
        "{out}"
    );
    // Without call lines, no mark and no legend.
    let (_, plain, _) = support::cgann_at(&dir, &["--diff", "callgrind.out.recs2", "callgrind.out.recs3"]);
    assert!(!plain.contains("Marks:"), "{plain}");
}
