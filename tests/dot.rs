//! `--format=dot` on a real C++ profile (testdata/dot, made by its
//! make.sh: g++ -O2, templates, STL, code inlined from headers) gives a
//! picture a person can read: short wrapped labels with the full names in
//! tooltips, the inlined fragments folded into their functions, and a
//! picture of a sensible size when Graphviz renders it (it was 32,454 x
//! 1,204 pixels before, with 1,000-character labels).

mod support;

use std::path::Path;

fn dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/dot"))
}

fn cgann(args: &[&str]) -> String {
    let (rc, out, err) = support::cgann_at(dir(), args);
    assert_eq!(rc, 0, "{err}");
    out
}

/// (id, label lines, tooltip) of each node.
fn nodes(graph: &str) -> Vec<(String, Vec<String>, String)> {
    graph
        .lines()
        .filter_map(|l| {
            let l = l.trim();
            let (id, rest) = l.split_once(" [label=\"")?;
            let (label, rest) = rest.split_once("\", tooltip=\"")?;
            let (tooltip, _) = rest.split_once("\", ")?;
            Some((
                id.to_string(),
                label.split("\\n").map(str::to_string).collect(),
                tooltip.to_string(),
            ))
        })
        .collect()
}

#[test]
fn cpp_labels_are_short_and_tooltips_whole() {
    let graph = cgann(&["--format=dot", "callgrind.out.cpp"]);
    let nodes = nodes(&graph);
    assert!(nodes.len() > 15, "{graph}");
    for (id, label, tooltip) in &nodes {
        for line in label {
            assert!(line.chars().count() <= 40, "{id}: label line too long: {line}");
        }
        // Template arguments are elided, never spelled out.
        let name: String = label[..label.len() - 3].concat();
        assert!(
            !name.contains("allocator") && !name.contains("__normal_iterator"),
            "{id}: {name}"
        );
        // The tooltip starts with the whole name, which the label shortens.
        let short = label[..label.len() - 3].join(" ");
        let whole = tooltip.split("\\n").next().unwrap();
        let words = short
            .split(|c: char| !c.is_alphanumeric() && c != '_')
            .filter(|w| !w.is_empty());
        for w in words {
            assert!(whole.contains(w), "{id}: {w} not in the full name {whole}");
        }
    }
    // The picture names what the program does.
    let labels: Vec<String> = nodes.iter().map(|(_, l, _)| l.concat()).collect();
    for want in ["main", "geo::Rect::area()", "std::__introsort_loop<…>()"] {
        assert!(labels.iter().any(|l| l.starts_with(want)), "no node {want}: {labels:?}");
    }
    // A long template name is there whole in a tooltip.
    assert!(
        graph.contains("std::__introsort_loop<__gnu_cxx::__normal_iterator<"),
        "{graph}"
    );
}

#[test]
fn inlined_code_is_folded_into_its_function() {
    let graph = cgann(&["--format=dot", "callgrind.out.cpp"]);
    let nodes = nodes(&graph);
    // No node floats: each has a call in or out (the old picture had the
    // header fragments of main at the top, without edges).
    for (id, label, _) in &nodes {
        let linked = graph.contains(&format!("  {id} -> ")) || graph.contains(&format!(" -> {id} "));
        assert!(linked, "{id} ({}) has no edge", label.concat());
    }
    // One node per function name in the program's own object: main's
    // self cost there is main's own plus that of the code inlined into it,
    // as the JSON report lists them (one row per file).
    let main = nodes.iter().find(|(_, l, _)| l[0] == "main").expect("main");
    assert!(main.1[1].starts_with("shapes.cpp (+"), "{:?}", main.1);
    let self_line = &main.1[main.1.len() - 2];
    let shown: u64 = self_line["self Ir: ".len()..self_line.find(" (").unwrap()]
        .replace(',', "")
        .parse()
        .unwrap();
    let json: serde_json::Value = serde_json::from_str(&cgann(&[
        "--format=json",
        "--threshold=100",
        "--auto=no",
        "callgrind.out.cpp",
    ]))
    .unwrap();
    let summed: u64 = json["functions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["function"] == "main")
        .map(|f| f["self"]["Ir"].as_u64().unwrap())
        .sum();
    assert_eq!(shown, summed, "main's self cost with its inlined code");
    assert!(
        main.2.contains("\\ninlined: /usr/include/c++/12/bits/stl_algo.h"),
        "{}",
        main.2
    );
}

/// Graphviz renders the C++ picture at a size a screen can show. `.ci/run`
/// installs Graphviz; without `dot` the test says so and passes, unless
/// CI is set.
#[test]
fn cpp_picture_renders_at_a_readable_size() {
    let graph = cgann(&["--format=dot", "callgrind.out.cpp"]);
    let Some((png, stderr)) = support::render_with_graphviz(&graph, "png") else {
        return;
    };
    assert!(!stderr.contains("too large"), "{stderr}");
    // PNG: width and height are the big-endian words at bytes 16 and 20.
    assert_eq!(&png[1..4], b"PNG");
    let word = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
    let (width, height) = (word(16), word(20));
    assert!(width <= 4000 && height <= 4000, "{width} x {height} pixels");
}
