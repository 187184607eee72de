//! `--format=json|csv` and `--top`: the data agree with the text report to
//! the unit, and parse with a standard reader.

mod support;

fn cgann(args: &[&str]) -> String {
    let (rc, out, err) = support::cgann_in("c_formats", args);
    assert_eq!(rc, 0, "{err}");
    out
}

/// (figures, name) of each row of the text report's function table with
/// `columns` shown events.
fn text_rows(report: &str, columns: usize) -> Vec<(Vec<u64>, String)> {
    report
        .lines()
        .skip_while(|l| !l.ends_with(" file:function"))
        .skip(2)
        .take_while(|l| !l.is_empty())
        .map(|l| {
            let mut rest = l;
            let mut nums = Vec::new();
            for _ in 0..columns {
                rest = rest.trim_start();
                let end = rest.find(' ').unwrap();
                let n = &rest[..end];
                nums.push(if n == "." {
                    u64::MAX
                } else {
                    n.replace(',', "").parse().unwrap()
                });
                rest = &rest[end..];
            }
            (nums, rest.trim_start().to_string())
        })
        .collect()
}

const ARGS: [&str; 5] = [
    "--auto=no",
    "--show-percs=no",
    "--show=Ir,D1mr,Bcm",
    "--sort=D1mr,Ir",
    "callgrind.out.sim",
];

#[test]
fn json_agrees_with_the_text_report() {
    let text = text_rows(&cgann(&ARGS), 3);
    let json: serde_json::Value = serde_json::from_str(&cgann(&[&["--format=json"][..], &ARGS].concat())).unwrap();
    assert_eq!(json["schema"], 3);
    let funcs = json["functions"].as_array().unwrap();
    assert_eq!(funcs.len(), text.len());
    for (f, (figures, name)) in funcs.iter().zip(&text) {
        let self_cost: Vec<u64> = ["Ir", "D1mr", "Bcm"]
            .iter()
            .map(|e| f["self"][e].as_u64().unwrap_or(u64::MAX))
            .collect();
        assert_eq!(&self_cost, figures, "{name}");
        let full = format!("{}:{}", f["file"].as_str().unwrap(), f["function"].as_str().unwrap());
        assert!(name.starts_with(&full), "{name} / {full}");
    }
    assert_eq!(json["events"]["shown"], serde_json::json!(["Ir", "D1mr", "Bcm"]));
    assert_eq!(json["events"]["sort"], serde_json::json!(["D1mr", "Ir"]));
}

#[test]
fn csv_agrees_with_the_text_report() {
    let text = text_rows(&cgann(&ARGS), 3);
    let csv = cgann(&[&["--format=csv"][..], &ARGS].concat());
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("file,function,object,Ir,D1mr,Bcm"));
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    assert_eq!(rows.len(), text.len());
    for (row, (figures, name)) in rows.iter().zip(&text) {
        let nums: Vec<u64> = row[3..]
            .iter()
            .map(|v| if v.is_empty() { u64::MAX } else { v.parse().unwrap() })
            .collect();
        assert_eq!(&nums, figures, "{name}");
    }
}

#[test]
fn top_limits_every_format() {
    let text = text_rows(&cgann(&[&["--top=3", "--threshold=100"][..], &ARGS].concat()), 3);
    assert_eq!(text.len(), 3);
    let json: serde_json::Value =
        serde_json::from_str(&cgann(&[&["--format=json", "--top=3"][..], &ARGS].concat())).unwrap();
    assert_eq!(json["functions"].as_array().unwrap().len(), 3);
    assert_eq!(
        cgann(&[&["--format=csv", "--top=3"][..], &ARGS].concat())
            .lines()
            .count(),
        4
    );
}

#[test]
fn tree_and_annotation_data() {
    let json: serde_json::Value = serde_json::from_str(&cgann(&[
        "--format=json",
        "--tree=both",
        "--top=5",
        "callgrind.out.instr",
    ]))
    .unwrap();
    let funcs = json["functions"].as_array().unwrap();
    assert!(
        funcs
            .iter()
            .any(|f| f["callees"].as_array().is_some_and(|c| !c.is_empty()))
    );
    assert!(funcs.iter().all(|f| f["callers"].is_array()));
    let annotated = json["annotated"].as_array().unwrap();
    assert!(
        annotated
            .iter()
            .any(|a| a["file"] == "./src/main.c" && !a["lines"].as_array().unwrap().is_empty())
    );
}

/// The DOT output renders with Graphviz. `.ci/run` installs Graphviz; on a
/// machine without `dot` the test says so and passes, unless CI is set.
#[test]
fn dot_renders_with_graphviz() {
    let graph = cgann(&["--format=dot", "--node-threshold=1", "callgrind.out.instr"]);
    assert!(graph.starts_with("digraph callgraph {"));
    assert!(graph.contains(" -> "), "edges expected:\n{graph}");
    let Some((svg, _)) = support::render_with_graphviz(&graph, "svg") else {
        return;
    };
    let svg = String::from_utf8_lossy(&svg);
    assert!(
        svg.contains("<svg") && svg.contains("main"),
        "{}",
        &svg[..svg.len().min(300)]
    );
}

/// With `--tree`, CSV follows each function's row with its callers and
/// callees: the same calls, counts and costs as the JSON, in the same order.
#[test]
fn csv_tree_rows_agree_with_the_json() {
    let args = ["--tree=both", "--inclusive=yes", "callgrind.out.instr"];
    let json: serde_json::Value = serde_json::from_str(&cgann(&[&["--format=json"][..], &args].concat())).unwrap();
    let csv = cgann(&[&["--format=csv"][..], &args].concat());
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("file,function,object,relation,other_file,other_function,count,Ir,Ir inclusive,cycle,exactness")
    );
    // (file, function, relation, other file, other function, count, cost)
    let mut want = Vec::new();
    for f in json["functions"].as_array().unwrap() {
        let (file, func) = (f["file"].as_str().unwrap(), f["function"].as_str().unwrap());
        want.push(format!("{file},{func},function,,,,{}", f["self"]["Ir"]));
        for (relation, key) in [("caller", "callers"), ("callee", "callees")] {
            for c in f[key].as_array().unwrap() {
                let cost = if c["recursive"] == true {
                    String::new()
                } else {
                    c["cost"]["Ir"].to_string()
                };
                want.push(format!(
                    "{file},{func},{relation},{},{},{},{cost}",
                    c["file"].as_str().unwrap(),
                    c["function"].as_str().unwrap(),
                    c["count"]
                ));
            }
        }
    }
    let got: Vec<String> = lines
        .filter(|l| !l.starts_with(",<cycle"))
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            // Leave out the object and the inclusive columns.
            format!("{},{},{}", f[0], f[1], f[3..8].join(","))
        })
        .collect();
    assert!(want.iter().any(|l| l.contains(",caller,")) && want.iter().any(|l| l.contains(",callee,")));
    assert_eq!(got, want);
}
