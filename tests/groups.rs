//! `--group=file|object`: the grouped self costs add up to the program's
//! total self cost, on real profiles.

use std::path::Path;
use std::process::Command;

fn rows(case: &str, profile: &str, group: &str) -> (Vec<u64>, String) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/golden").join(case);
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(["--auto=no", "--threshold=100", "--show-percs=no", "--show=Ir"])
        .arg(format!("--group={group}"))
        .arg(profile)
        .current_dir(dir)
        .output()
        .expect("run cgann");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let heading = if group == "function" {
        "file:function".to_string()
    } else {
        group.to_string()
    };
    let values = text
        .lines()
        .skip_while(|l| !(l.starts_with("Ir ") && l.ends_with(&format!(" {heading}"))))
        .skip(2)
        .take_while(|l| !l.is_empty())
        .map(|l| l.split_whitespace().next().unwrap().replace(',', "").parse().unwrap())
        .collect();
    (values, text)
}

/// Sum of the self costs of every function: the function table at
/// --threshold=100.
fn self_total(case: &str, profile: &str) -> u64 {
    rows(case, profile, "function").0.iter().sum()
}

#[test]
fn groups_add_up_to_the_total() {
    for (case, profile) in [
        ("c_multi", "callgrind.out.O2"),
        ("cpp", "callgrind.out.cpp"),
        ("rust", "callgrind.out.rust"),
        ("threads", "callgrind.out.threads-01"),
    ] {
        let total = self_total(case, profile);
        assert!(total > 0);
        for group in ["file", "object"] {
            let (values, text) = rows(case, profile, group);
            assert!(values.len() > 1, "{case} by {group}:\n{text}");
            assert_eq!(values.iter().sum::<u64>(), total, "{case} by {group}:\n{text}");
        }
    }
}

#[test]
fn inlined_code_counts_in_its_object() {
    // -O2 inlines util.h's mix32 into main.c's functions (fi= lines): by
    // object, that cost belongs to the program, not to "(no object)".
    let (_, text) = rows("c_multi", "callgrind.out.O2", "object");
    assert!(!text.contains("(no object)"), "{text}");
}

/// Runs cgann in `dir` and returns its standard output.
fn cgann_in(dir: &Path, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run cgann");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// A directory of the test's own, empty (tests run in parallel).
fn empty_dir(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("cgann-groups-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// One dependency order's truth (`scripts/groups.sh`): per object, its
/// direct dependencies, and its self cost and cost on its own behalf.
#[derive(Default)]
struct Truth {
    needs: std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
    figures: std::collections::BTreeMap<String, (u64, u64)>,
}

fn truths() -> std::collections::BTreeMap<String, Truth> {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/groups/truth.txt")).unwrap();
    let mut all = std::collections::BTreeMap::new();
    let mut mode = String::new();
    for line in text.lines() {
        if let Some(m) = line.strip_prefix("order ") {
            mode = m.to_string();
            all.insert(mode.clone(), Truth::default());
        } else if let Some(rest) = line.strip_prefix("needs ") {
            let (object, deps) = rest.rsplit_once(':').unwrap();
            let deps = deps.split_whitespace().map(str::to_string).collect();
            all.get_mut(&mode).unwrap().needs.insert(object.to_string(), deps);
        } else if let Some(rest) = line.strip_prefix("figure ") {
            // `figure OBJECT self=N behalf=N stack=N`: an object's name may
            // hold spaces, the fields after it do not.
            let field = |w: &str, key: &str| w.strip_prefix(key).unwrap().parse::<u64>().unwrap();
            let fields: Vec<&str> = rest.rsplitn(4, ' ').collect();
            let object = fields[3].to_string();
            let own = field(fields[2], "self=");
            let behalf = field(fields[1], "behalf=");
            all.get_mut(&mode).unwrap().figures.insert(object, (own, behalf));
        }
    }
    all
}

fn json_value(v: &serde_json::Value) -> u64 {
    v["Ir"].as_u64().unwrap_or_else(|| panic!("an Ir figure: {v}"))
}

/// Checks `--group=object --inclusive` on `profile` in `dir` with `args`
/// against `truth`: the order printed is the truth's, exact figures equal
/// the truth, bounds hold it, no figure is below its self cost. Returns
/// how many figures are exact.
fn check_against(dir: &Path, profile: &str, args: &[&str], truth: &Truth, group: &str) -> usize {
    let mut all = vec!["--inclusive=yes", "--format=json", "--threshold=100", "--show=Ir"];
    let group_arg = format!("--group={group}");
    all.push(&group_arg);
    all.extend_from_slice(args);
    all.push(profile);
    let doc: serde_json::Value = serde_json::from_str(&cgann_in(dir, &all)).unwrap();
    for o in doc["objects"].as_array().unwrap() {
        let name = o["name"].as_str().unwrap();
        let needs: std::collections::BTreeSet<String> = ["needs", "loaded"]
            .iter()
            .flat_map(|k| o[*k].as_array().unwrap())
            .map(|d| d.as_str().unwrap().to_string())
            .collect();
        if let Some(want) = truth.needs.get(name) {
            assert_eq!(&needs, want, "{profile} {args:?}: {name} needs");
        }
    }
    let mut exact = 0;
    for g in doc["groups"].as_array().unwrap() {
        let name = g["name"].as_str().unwrap();
        let (own, upper, lower) = (
            json_value(&g["self"]),
            json_value(&g["inclusive"]),
            json_value(&g["inclusive_lower"]),
        );
        assert!(
            upper >= own,
            "{profile} {args:?}: {name}: {upper} below its self cost {own}"
        );
        assert!(lower <= upper, "{profile} {args:?}: {name}: {lower} > {upper}");
        let Some(&(_, want)) = truth.figures.get(name) else {
            continue;
        };
        if g["inclusive_exact"].as_bool().unwrap() {
            assert_eq!(upper, want, "{profile} {args:?}: {name} is marked exact");
            exact += 1;
        } else {
            assert!(
                lower <= want && want <= upper,
                "{profile} {args:?}: {name}: {lower}..{upper} misses {want}"
            );
        }
    }
    exact
}

#[test]
fn objects_on_their_own_behalf_equal_the_measured_truth() {
    // The truth: a --separate-callers=500 profile of the same run, read
    // stack by stack (scripts/groups.sh). The profiled objects are looked
    // up under an empty --sysroot, so the orders do not depend on this
    // machine's libraries: all from the names, or the program's from its
    // DT_NEEDED (the copy in bin/, found by --object-dir) and the rest from
    // the names.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/groups");
    let truths = truths();
    let root = empty_dir("sysroot");
    let sysroot = format!("--sysroot={}", root.display());
    for profile in ["callgrind.out.default", "callgrind.out.recs1"] {
        let exact = check_against(&dir, profile, &[&sysroot], &truths["names"], "object");
        assert!(exact >= 2, "{profile}: only {exact} exact figures");
        let exact = check_against(
            &dir,
            profile,
            &[&sysroot, "--object-dir=bin"],
            &truths["program"],
            "object",
        );
        assert!(exact >= 2, "{profile}: only {exact} exact figures");
    }
    // With --object-dir the program's order is its DT_NEEDED (libc), and
    // valgrind's preloaded object, which nothing needs, as loaded at run
    // time.
    let doc: serde_json::Value = serde_json::from_str(&cgann_in(
        &dir,
        &[
            "--group=object",
            "--inclusive",
            "--format=json",
            &sysroot,
            "--object-dir=bin",
            "callgrind.out.default",
        ],
    ))
    .unwrap();
    let program = doc["objects"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"].as_str().unwrap().ends_with("/callbacks"))
        .unwrap();
    assert_eq!(program["needs_from"], "DT_NEEDED", "{program}");
    assert_eq!(
        program["needs"],
        serde_json::json!(["/usr/lib/x86_64-linux-gnu/libc.so.6"])
    );
    assert_eq!(
        program["loaded"],
        serde_json::json!(["/usr/libexec/valgrind/vgpreload_core-amd64-linux.so"])
    );
    std::fs::remove_dir_all(root).unwrap();
}

/// A run simulated by hand where no call record decides a figure: the
/// program calls `run` in libfoo.so, which calls libc's `dispatch`; the
/// program also calls `dispatch` itself; `dispatch` calls back the
/// program's `cb` (70 of its cost under `run`, 30 under `main`).
const UNDECIDED: &str = "\
# callgrind format
version: 1
creator: hand
events: Ir

ob=/sim/prog
fl=prog.c
fn=main
1 10
cob=/sim/libfoo.so
cfi=foo.c
cfn=run
calls=1 1
2 100
cob=/sim/libc.so.6
cfi=libc.c
cfn=dispatch
calls=1 1
3 50

fn=cb
5 100

ob=/sim/libfoo.so
fl=foo.c
fn=run
1 10
cob=/sim/libc.so.6
cfi=libc.c
cfn=dispatch
calls=1 1
2 90

ob=/sim/libc.so.6
fl=libc.c
fn=dispatch
1 40
cob=/sim/prog
cfi=prog.c
cfn=cb
calls=2 5
2 100

totals: 160
";

#[test]
fn undecided_callbacks_are_bounded() {
    // By their names, the program needs both libraries and libfoo.so needs
    // libc. libfoo.so's truth is run's 100 less the 70 of cb it calls back
    // (30): from the aggregate record `dispatch` -> `cb` nobody can tell
    // how much of it ran under `run`, so it is bounded by 10 (its self
    // cost) and 100. The program (everything) and libc (its own 40) are
    // decided.
    let dir = empty_dir("undecided");
    std::fs::write(dir.join("callgrind.out.sim"), UNDECIDED).unwrap();
    for group in ["object", "file"] {
        let out = cgann_in(
            &dir,
            &[
                "--inclusive=yes",
                &format!("--group={group}"),
                "--threshold=100",
                "--show-percs=no",
                "--sysroot=.",
                "callgrind.out.sim",
            ],
        );
        let rows: Vec<String> = out
            .lines()
            .skip_while(|l| !(l.starts_with("Ir ") && l.ends_with(&format!(" {group}"))))
            .skip(2)
            .take_while(|l| !l.is_empty())
            .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect();
        let want: &[&str] = if group == "object" {
            &["160 /sim/prog", "<=100 /sim/libfoo.so", "40 /sim/libc.so.6"]
        } else {
            &["160 prog.c", "<=100 foo.c", "40 libc.c"]
        };
        assert_eq!(rows, want, "{out}");
        assert!(
            out.contains("  /sim/libfoo.so: libc.so.6 (assumed from the names: object not found)"),
            "{out}"
        );
        let doc: serde_json::Value = serde_json::from_str(&cgann_in(
            &dir,
            &[
                "--inclusive=yes",
                &format!("--group={group}"),
                "--format=json",
                "--sysroot=.",
                "callgrind.out.sim",
            ],
        ))
        .unwrap();
        let foo = doc["groups"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["name"] == "/sim/libfoo.so" || g["name"] == "foo.c")
            .unwrap();
        assert_eq!(json_value(&foo["inclusive_lower"]), 10);
        assert_eq!(foo["inclusive_exact"], false);
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn readme_group_sample_is_the_build_s() {
    // README's --group=object example: the command as written, and its
    // sample lines in the report, in order.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let lines: Vec<&str> = readme.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("    cgann --group=object --inclusive"))
        .expect("README shows cgann --group=object --inclusive");
    let args: Vec<&str> = lines[at].split_whitespace().skip(1).collect();
    let report = cgann_in(root, &args);
    let sample: Vec<&str> = lines[at + 1..]
        .iter()
        .skip_while(|l| !l.starts_with("    "))
        .take_while(|l| l.starts_with("    ") || l.is_empty())
        .filter(|l| !l.trim().is_empty() && l.trim() != "...")
        .map(|l| &l[4..])
        .collect();
    assert!(sample.len() >= 3, "{sample:?}");
    let mut from = 0;
    for line in sample {
        let found = report[from..]
            .find(line)
            .unwrap_or_else(|| panic!("README's line is not in the report (in order):\n{line}\n--- report:\n{report}"));
        from += found + line.len();
    }
}
