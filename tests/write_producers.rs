//! `--write` round-trips every producer's file bundled in
//! testdata/producers (issue 28): loaded, written and loaded again, the
//! model is the same (functions and objects, line costs, call sites in
//! order, inlined-code pairs). CodSpeed's `cfni=` calls once read back
//! summed (300 + 150 as 450) and with their counts lost.

mod model_dump;

use std::path::{Path, PathBuf};

use cgann::model::Profile;
use cgann::model::builder::BuildOptions;

fn producer_profiles() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/producers");
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap().flatten() {
            let p = e.path();
            let name = e.file_name().to_string_lossy().into_owned();
            if p.is_dir() {
                stack.push(p);
            } else if (name.starts_with("callgrind.out")
                || name.starts_with("cachegrind.out")
                || name.ends_with(".callgrind"))
                && !name.ends_with(".gz")
                && e.metadata().is_ok_and(|m| m.len() > 0)
            {
                out.push(p);
            }
        }
    }
    out.sort();
    assert!(out.len() >= 15, "producers' profiles not found");
    out
}

fn model(p: &Profile) -> String {
    let name = |f: u32| model_dump::function_name(p, f);
    let inlined: Vec<String> = model_dump::inlined_pairs(p)
        .into_iter()
        .map(|pair| format!("inlined {pair}"))
        .collect();
    let mut homes: Vec<String> = (0..p.functions.len() as u32)
        .filter(|&f| p.functions[f as usize].has_body)
        .map(|f| {
            format!(
                "home {} {:?}",
                name(f),
                p.functions[f as usize].home_object.map(|o| p.name(o).to_vec())
            )
        })
        .collect();
    homes.sort();
    // The parts are summed into one: their number is not kept.
    let dump: Vec<String> = model_dump::dump(p)
        .lines()
        .filter(|l| !l.starts_with("part "))
        .map(|l| match l.split_once(" parts ") {
            Some((events, _)) if l.starts_with("events ") => events.to_string(),
            _ => l.to_string(),
        })
        .collect();
    [dump, inlined, homes].concat().join("\n")
}

#[test]
fn every_producers_profile_gives_back_the_same_model() {
    let opts = BuildOptions {
        function_lines: true,
        demangle: true,
        ..BuildOptions::default()
    };
    let load = |data: &[u8]| cgann::model::pipeline::load(data, opts.clone()).map(|l| l.0);
    let mut failures = Vec::new();
    for path in producer_profiles() {
        let data = std::fs::read(&path).unwrap();
        let Ok(first) = load(&data) else { continue };
        let mut file = Vec::new();
        let w = cgann::report::callgrind::WriteOptions {
            strip_prefix: None,
            inputs: &[],
        };
        cgann::report::callgrind::write_callgrind(&mut file, &first, &w).unwrap();
        let again = load(&file).unwrap_or_else(|e| panic!("{}: the written file: {e:?}", path.display()));
        let (a, b) = (model(&first), model(&again));
        if a != b {
            let d: Vec<String> = a
                .lines()
                .zip(b.lines())
                .filter(|(x, y)| x != y)
                .take(5)
                .map(|(x, y)| format!("  {x}\n  {y}"))
                .collect();
            failures.push(format!("{}: the model differs:\n{}", path.display(), d.join("\n")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
