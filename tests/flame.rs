//! Stacks and flame graphs on real profiles (scripts/flame.sh made them
//! from testdata/flame/src/shared.c; testdata/contexts holds recursive
//! programs at several --separate-recs settings).
//!
//! Against the truth: the profile with whole chains
//! (`--separate-callers=500`) names every context by its whole stack, so
//! the true weight of a stack is the self cost of the contexts whose
//! stack starts with it (stacks read as the model reads them: a function
//! already on the stack returns to its frame). Every frame the shallow
//! profiles mark exact must weigh exactly that.
//!
//! Invariants on every profile: the leaves add up to the total; each
//! function's frames add up to its self cost (to the unit where their own
//! cost is exact; within a unit per estimated frame, from rounding); every
//! top-level frame weighs its context's recorded cost; no frame holds less
//! than its children.
//!
//! Golden outputs: `CGANN_UPDATE_GOLDEN=1 cargo test --test flame`
//! rewrites testdata/flame/golden/.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use cgann::analysis::contexts::ContextNames;
use cgann::analysis::stacks::{self, Granularity, StackOptions, Tree};
use cgann::input::{Source, load};
use cgann::model::Profile;
use cgann::model::builder::BuildOptions;

fn data(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata").join(rel)
}

fn profile(rel: &str) -> Profile {
    let path = data(rel);
    load(&Source::Path(&path), BuildOptions::default()).unwrap().0
}

fn tree(p: &Profile) -> Tree {
    stacks::build(
        p,
        &StackOptions {
            events: vec![0],
            granularity: Granularity::Function,
            floor: 0,
            ..StackOptions::default()
        },
    )
}

fn labels(t: &Tree, f: u32) -> Vec<Vec<u8>> {
    t.path(f).iter().map(|&x| t.key(x).label.clone()).collect()
}

/// The stack of every context of a whole-chain profile (loop-erased: a
/// function already on it cuts it back to there) with its self cost, and
/// the true weight of every stack prefix.
fn truth(p: &Profile) -> HashMap<Vec<Vec<u8>>, u64> {
    let names = ContextNames::new(p.functions.iter().map(|f| p.name(f.name)));
    let mut weights: HashMap<Vec<Vec<u8>>, u64> = HashMap::new();
    for (f, func) in p.functions.iter().enumerate() {
        let own = p.self_cost(f as u32).get(0).unwrap_or(0) as u64;
        if own == 0 {
            continue;
        }
        let c = names.parse(p.name(func.name));
        let mut chain: Vec<Vec<u8>> = if c.callers.is_empty() {
            Vec::new()
        } else {
            c.callers.split(|&b| b == b'\'').map(<[u8]>::to_vec).collect()
        };
        chain.reverse();
        chain.push(c.base.to_vec());
        let mut stack: Vec<Vec<u8>> = Vec::new();
        for name in chain {
            if let Some(at) = stack.iter().position(|s| *s == name) {
                stack.truncate(at + 1);
            } else {
                stack.push(name);
            }
        }
        for n in 1..=stack.len() {
            *weights.entry(stack[..n].to_vec()).or_default() += own;
        }
    }
    weights
}

#[test]
fn exact_frames_weigh_the_whole_chains_truth() {
    let deep = profile("flame/callgrind.out.callers500.gz");
    let truth = truth(&deep);
    // The deep profile itself: every stack exact, every frame the truth.
    let t = tree(&deep);
    assert!(t.exact_share(0) > 0.999, "whole chains: {}", t.exact_share(0));
    for f in 0..t.frames.len() as u32 {
        assert_eq!(Some(&t.weight(f, 0)), truth.get(&labels(&t, f)), "deep frame {f}");
    }
    let mut shares = Vec::new();
    for n in [0, 2, 4, 8] {
        let p = profile(&format!("flame/callgrind.out.callers{n}.gz"));
        let t = tree(&p);
        let mut exact = 0;
        for f in 0..t.frames.len() as u32 {
            if t.frames[f as usize].exact {
                exact += 1;
                let path = labels(&t, f);
                let shown: Vec<String> = path.iter().map(|l| String::from_utf8_lossy(l).into_owned()).collect();
                assert_eq!(
                    Some(&t.weight(f, 0)),
                    truth.get(&path),
                    "--separate-callers={n}: exact frame {}",
                    shown.join(";")
                );
            }
        }
        assert!(exact > 0);
        shares.push(t.exact_share(0));
    }
    // Deeper chains decide more.
    assert!(shares.windows(2).all(|w| w[0] <= w[1]), "{shares:?}");
    assert!(shares[0] < 0.5 && shares[3] > 0.95, "{shares:?}");
}

/// Recursive programs (direct, mutual, through std::function; C and
/// Rust) at --separate-recs=1, 2 and 3: exact frames against their whole
/// chains.
#[test]
fn exact_frames_of_recursive_programs_weigh_the_truth() {
    for prog in ["mutual", "parser", "descent"] {
        let truth = truth(&profile(&format!("contexts/{prog}/callgrind.out.chains.gz")));
        for recs in [1, 2, 3] {
            let t = tree(&profile(&format!("contexts/{prog}/callgrind.out.recs{recs}")));
            for f in 0..t.frames.len() as u32 {
                if t.frames[f as usize].exact {
                    let path = labels(&t, f);
                    let shown: Vec<String> = path.iter().map(|l| String::from_utf8_lossy(l).into_owned()).collect();
                    assert_eq!(
                        Some(&t.weight(f, 0)),
                        truth.get(&path),
                        "{prog} --separate-recs={recs}: exact frame {}",
                        shown.join(";")
                    );
                }
            }
        }
    }
}

/// The invariants of the module documentation.
fn check_invariants(rel: &str) {
    let p = profile(rel);
    let t = tree(&p);
    let total: u64 = (0..p.functions.len() as u32)
        .map(|f| p.self_cost(f).get(0).unwrap_or(0) as u64)
        .sum();
    let leaves: u64 = (0..t.frames.len() as u32).map(|f| t.self_weight(f, 0)).sum();
    assert_eq!(leaves, total, "{rel}: leaves");
    assert_eq!(t.shown_total(0), total, "{rel}: top-level frames");
    // Children never outweigh their frame.
    for f in 0..t.frames.len() as u32 {
        let below: u64 = t.frames[f as usize].children.iter().map(|&c| t.weight(c, 0)).sum();
        assert!(below <= t.weight(f, 0), "{rel}: frame {f}");
    }
    // Each function's frames add up to its self cost.
    let mut by_key = vec![0u64; t.keys.len()];
    for (f, &k) in t.function_key.iter().enumerate() {
        by_key[k as usize] += p.self_cost(f as u32).get(0).unwrap_or(0) as u64;
    }
    // (Exactly where its frames' own cost is exact; weights are rounded
    // to whole units from the top down, so an estimated frame's own cost
    // may be a unit off.)
    let mut in_frames = vec![0u64; t.keys.len()];
    let mut estimated = vec![0u64; t.keys.len()];
    for f in 0..t.frames.len() as u32 {
        let k = t.frames[f as usize].key as usize;
        in_frames[k] += t.self_weight(f, 0);
        estimated[k] += u64::from(!t.frames[f as usize].self_exact);
    }
    for k in 0..t.keys.len() {
        assert!(
            in_frames[k].abs_diff(by_key[k]) <= estimated[k],
            "{rel}: self cost of {}: {} in {} frames ({} estimated), recorded {}",
            String::from_utf8_lossy(&t.keys[k].label),
            in_frames[k],
            t.frames.iter().filter(|f| f.key as usize == k).count(),
            estimated[k],
            by_key[k]
        );
    }
    // A top-level frame weighs its contexts' recorded cost: self cost and
    // calls to other contexts.
    let mut called = vec![false; p.functions.len()];
    for &(a, b) in p.calls().keys() {
        if a != b {
            called[b as usize] = true;
        }
    }
    let fragments: Vec<u32> = p.inlined.iter().map(|&(_, inner)| inner).collect();
    for &r in &t.roots {
        let mut recorded = 0u64;
        for f in 0..p.functions.len() as u32 {
            if t.function_key[f as usize] != t.frames[r as usize].key || called[f as usize] || fragments.contains(&f) {
                continue;
            }
            recorded += p.self_cost(f).get(0).unwrap_or(0) as u64;
            for (&(a, b), stat) in p.calls() {
                if a == f && b != f {
                    recorded += p.call_cost(stat).get(0).unwrap_or(0) as u64;
                }
            }
        }
        assert_eq!(
            t.weight(r, 0),
            recorded,
            "{rel}: top-level frame {}",
            String::from_utf8_lossy(&t.key(r).label)
        );
    }
}

#[test]
fn invariants_hold_on_real_profiles() {
    for n in [0, 2, 4, 8, 500] {
        check_invariants(&format!("flame/callgrind.out.callers{n}.gz"));
    }
    for prog in ["mutual", "parser", "walk", "descent"] {
        for recs in [1, 2, 3, 500] {
            check_invariants(&format!("contexts/{prog}/callgrind.out.recs{recs}"));
        }
    }
}

fn cgann(args: &[&str]) -> (Vec<u8>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(args)
        .current_dir(data("flame"))
        .output()
        .expect("run cgann");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    (out.stdout, String::from_utf8_lossy(&out.stderr).into_owned())
}

fn golden(name: &str, got: &[u8]) {
    let path = data("flame/golden").join(name);
    if std::env::var_os("CGANN_UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, got).unwrap();
        return;
    }
    let want =
        std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e} (CGANN_UPDATE_GOLDEN=1 writes it)", path.display()));
    assert!(
        want == got,
        "{name} differs from {} (CGANN_UPDATE_GOLDEN=1 rewrites it)",
        path.display()
    );
}

#[test]
fn golden_outputs() {
    let cases: [(&str, &[&str]); 7] = [
        ("callers0.folded", &["--format=folded", "callgrind.out.callers0.gz"]),
        ("callers8.folded", &["--format=folded", "callgrind.out.callers8.gz"]),
        (
            "callers0-inverted.folded",
            &["--format=folded", "--callers", "callgrind.out.callers0.gz"],
        ),
        (
            "callers4-focus.folded",
            &[
                "--format=folded",
                "--focus=main",
                "--exclude=printf",
                "callgrind.out.callers4.gz",
            ],
        ),
        (
            "callers2.speedscope.json",
            &["--format=speedscope", "callgrind.out.callers2.gz"],
        ),
        ("callers2.svg", &["--format=flame", "callgrind.out.callers2.gz"]),
        (
            "diff.svg",
            &[
                "--diff",
                "--format=icicle",
                "callgrind.out.callers0.gz",
                "callgrind.out.callers8.gz",
            ],
        ),
    ];
    for (name, args) in cases {
        let (out, _) = cgann(args);
        golden(name, &out);
    }
}

#[test]
fn every_output_states_the_exact_share() {
    let (_, err) = cgann(&["--format=folded", "callgrind.out.callers0.gz"]);
    assert!(err.contains("% of Ir is on exact stacks"), "{err}");
    assert!(err.contains("--separate-callers=8"), "{err}");
    let (_, err) = cgann(&["--format=folded", "callgrind.out.callers8.gz"]);
    assert!(!err.contains("--separate-callers="), "{err}");
    let (svg, err) = cgann(&["--format=flame", "callgrind.out.callers0.gz"]);
    assert!(err.contains("on exact stacks"), "{err}");
    let svg = String::from_utf8(svg).unwrap();
    assert!(svg.contains("on exact stacks") && svg.contains("url(#hatch)"));
    let (json, _) = cgann(&["--format=speedscope", "callgrind.out.callers0.gz"]);
    let v: serde_json::Value = serde_json::from_slice(&json).unwrap();
    assert!(v["profiles"][0]["name"].as_str().unwrap().contains("on exact stacks"));
}

/// speedscope's events nest (each close is of the frame opened last, never
/// before its open), positions never go back, and the stacks they spell,
/// weighed by the span each is on top, are the folded output's lines.
#[test]
fn speedscope_events_spell_the_folded_stacks() {
    for file in ["callgrind.out.callers0.gz", "callgrind.out.callers8.gz"] {
        let (json, _) = cgann(&["--format=speedscope", file]);
        let v: serde_json::Value = serde_json::from_slice(&json).unwrap();
        let names: Vec<&str> = v["shared"]["frames"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["name"].as_str().unwrap())
            .collect();
        let profile = &v["profiles"][0];
        assert_eq!(profile["type"], "evented");
        let mut stacks: std::collections::BTreeMap<String, u64> = Default::default();
        let mut open: Vec<(u64, u64)> = Vec::new();
        let mut last = 0;
        for e in profile["events"].as_array().unwrap() {
            let (frame, at) = (e["frame"].as_u64().unwrap(), e["at"].as_u64().unwrap());
            assert!(at >= last, "{file}: {e} goes back from {last}");
            if at > last && !open.is_empty() {
                let stack: Vec<&str> = open.iter().map(|&(f, _)| names[f as usize]).collect();
                *stacks.entry(stack.join(";")).or_default() += at - last;
            }
            last = at;
            match e["type"].as_str().unwrap() {
                "O" => open.push((frame, at)),
                _ => assert_eq!(open.pop().map(|(f, _)| f), Some(frame), "{file}: {e}"),
            }
        }
        assert!(open.is_empty() && last <= profile["endValue"].as_u64().unwrap());
        let (folded, _) = cgann(&["--format=folded", file]);
        let lines: std::collections::BTreeMap<String, u64> = String::from_utf8(folded)
            .unwrap()
            .lines()
            .map(|l| {
                let (stack, w) = l.rsplit_once(' ').unwrap();
                (stack.to_string(), w.parse().unwrap())
            })
            .collect();
        assert_eq!(stacks, lines, "{file}");
    }
}

#[test]
fn folded_lines_add_up_to_the_total() {
    let (out, _) = cgann(&["--format=folded", "callgrind.out.callers2.gz"]);
    let sum: u64 = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| l.rsplit_once(' ').unwrap().1.parse::<u64>().unwrap())
        .sum();
    let p = profile("flame/callgrind.out.callers2.gz");
    assert_eq!(sum, p.calculated_total().get(0).unwrap() as u64);
}

/// The SVG is well-formed XML with no external references, and names
/// from the profile come out escaped.
#[test]
fn svg_is_valid_xml() {
    for args in [
        &["--format=flame", "callgrind.out.callers0.gz"][..],
        &["--format=icicle", "--frames=file", "callgrind.out.callers4.gz"],
        &[
            "--format=flame",
            "--callers",
            "--frames=object",
            "callgrind.out.callers8.gz",
        ],
        &["--format=flame", "../contexts/walk/callgrind.out.recs2"],
    ] {
        let (svg, _) = cgann(args);
        let text = String::from_utf8(svg).unwrap();
        let doc = roxmltree::Document::parse(&text).unwrap_or_else(|e| panic!("{args:?}: {e}"));
        assert_eq!(doc.root_element().tag_name().name(), "svg");
        assert!(!text.contains("href"), "{args:?}: an external reference");
        let frames = doc.descendants().filter(|n| n.attribute("class") == Some("f")).count();
        assert!(frames > 5, "{args:?}: {frames} frames");
    }
    // C++ names (`operator<`, templates) need escaping.
    let (svg, _) = cgann(&[
        "--format=flame",
        "--min-width=0",
        "../contexts/walk/callgrind.out.recs2",
    ]);
    let text = String::from_utf8(svg).unwrap();
    assert!(text.contains("&lt;"));
}

/// rsvg-convert (Debian's librsvg2-bin, installed by .ci/run) renders it.
#[test]
#[ignore]
fn svg_renders() {
    let (svg, _) = cgann(&["--format=flame", "callgrind.out.callers2.gz"]);
    let dir = std::env::temp_dir().join(format!("cgann-flame-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (input, png) = (dir.join("f.svg"), dir.join("f.png"));
    std::fs::write(&input, svg).unwrap();
    let status = Command::new("rsvg-convert")
        .arg("-o")
        .arg(&png)
        .arg(&input)
        .status()
        .expect("rsvg-convert (apt-get install librsvg2-bin)");
    assert!(status.success());
    let bytes = std::fs::read(&png).unwrap();
    assert!(bytes.starts_with(b"\x89PNG") && bytes.len() > 5000);
    std::fs::remove_dir_all(dir).unwrap();
}

/// Google's protobuf runtime (python3-protobuf, installed by .ci/run)
/// decodes the pprof output; its per-event sums are the profile's totals.
#[test]
#[ignore]
fn pprof_decodes_with_protobuf() {
    let dir = std::env::temp_dir().join(format!("cgann-pprof-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let threads: Vec<String> = (1..=4)
        .map(|k| format!("../golden/threads/callgrind.out.threads-0{k}"))
        .collect();
    let cases: [(&[&str], Vec<&str>); 3] = [
        (&[], vec!["callgrind.out.callers2.gz"]),
        (&["--flat"], vec!["callgrind.out.callers0.gz"]),
        (&[], threads.iter().map(String::as_str).collect()),
    ];
    for (extra, inputs) in cases {
        let mut args = vec!["--format=pprof"];
        args.extend(extra);
        args.extend(&inputs);
        let (pb, _) = cgann(&args);
        let file = dir.join("p.pb.gz");
        std::fs::write(&file, pb).unwrap();
        // Debian's python3, which python3-protobuf installs into.
        let python = if Path::new("/usr/bin/python3").exists() {
            "/usr/bin/python3"
        } else {
            "python3"
        };
        let out = Command::new(python)
            .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/pprof_sums.py"))
            .arg(&file)
            .output()
            .expect("python3");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let sums = String::from_utf8(out.stdout).unwrap();
        let paths: Vec<PathBuf> = inputs.iter().map(|i| data("flame").join(i)).collect();
        let sources: Vec<Source<'_>> = paths.iter().map(|p| Source::Path(p)).collect();
        let p = cgann::input::load_all(&sources, BuildOptions::default()).unwrap().0;
        assert_eq!(sums.lines().count(), p.events.len());
        for (i, line) in sums.lines().enumerate() {
            let (event, sum) = line.split_once(' ').unwrap();
            assert_eq!(event, p.events[i]);
            assert_eq!(
                sum.parse::<i128>().unwrap(),
                p.calculated_total().get(i).unwrap(),
                "{inputs:?} {event}"
            );
        }
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// Rust's symbol hashes and the toolchain's commit in `/rustc/<hash>/`
/// paths are left out of frames (two copies of a generic function become
/// one frame); `--keep-hashes` keeps them.
#[test]
fn rust_hashes_and_rustc_paths_are_stripped_unless_kept() {
    let dir = std::env::temp_dir().join(format!("cgann-flame-hashes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let commit = "0123456789abcdef0123456789abcdef01234567";
    let profile = format!(
        "events: Ir\nfl=src/main.rs\nfn=app::main::h00000000000000aa\n1 5\n\
         cfl=/rustc/{commit}/library/core/src/fmt/mod.rs\ncfn=core::fmt::write::h0123456789abcdef\ncalls=1 1\n2 30\n\
         cfl=/rustc/{commit}/library/core/src/fmt/mod.rs\ncfn=core::fmt::write::hfedcba9876543210\ncalls=1 1\n3 40\n\
         fl=/rustc/{commit}/library/core/src/fmt/mod.rs\nfn=core::fmt::write::h0123456789abcdef\n1 30\n\
         fn=core::fmt::write::hfedcba9876543210\n1 40\n"
    );
    let path = dir.join("callgrind.out.rust");
    std::fs::write(&path, profile).expect("write the profile");
    let path = path.to_str().expect("a UTF-8 path");
    let (folded, _) = cgann(&["--format=folded", path]);
    assert_eq!(
        String::from_utf8_lossy(&folded),
        "app::main 5\napp::main;core::fmt::write 70\n"
    );
    let (by_file, _) = cgann(&["--format=folded", "--frames=file", path]);
    assert!(
        String::from_utf8_lossy(&by_file).contains(";/rustc/library/core/src/fmt/mod.rs:core::fmt::write 70"),
        "{}",
        String::from_utf8_lossy(&by_file)
    );
    let (kept, _) = cgann(&["--format=folded", "--keep-hashes", path]);
    let kept = String::from_utf8_lossy(&kept);
    assert!(
        kept.contains("app::main::h00000000000000aa;core::fmt::write::h0123456789abcdef 30"),
        "{kept}"
    );
    assert!(
        kept.contains("app::main::h00000000000000aa;core::fmt::write::hfedcba9876543210 40"),
        "{kept}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A `--separate-callers` profile lists a row per calling context; the
/// HTML page says that `--group=symbol` merges them, and says nothing
/// once it does. (The text report keeps its stderr for warnings: README's
/// everyday row names the option.)
#[test]
fn caller_context_rows_point_to_the_merged_view() {
    let note = "functions are listed once per calling context";
    let (page, _) = cgann(&["--format=html", "callgrind.out.callers4.gz"]);
    let page = String::from_utf8_lossy(&page);
    let count = page
        .split(note)
        .next()
        .and_then(|s| s.rsplit('>').next())
        .unwrap_or_default();
    assert!(count.trim().parse::<usize>().is_ok_and(|n| n > 100), "{count:?}");
    let (page, _) = cgann(&["--format=html", "--group=symbol", "callgrind.out.callers4.gz"]);
    assert!(!String::from_utf8_lossy(&page).contains(note));
    // Quotes in other producers' names are no caller contexts.
    let (page, _) = cgann(&["--format=html", "../producers/cprofile/callgrind.out.cprofile"]);
    assert!(!String::from_utf8_lossy(&page).contains(note));
}
