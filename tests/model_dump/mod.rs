//! A canonical text form of a whole profile model, for tests that compare
//! models built in different ways.

use std::fmt::Write as _;

use cgann::model::Profile;

/// A function as `file:name`.
pub fn function_name(p: &Profile, f: u32) -> String {
    let func = &p.functions[f as usize];
    format!(
        "{}:{}",
        String::from_utf8_lossy(p.name(func.file)),
        String::from_utf8_lossy(p.name(func.name))
    )
}

/// The (function, inlined code's function) pairs as `file:name file:name`,
/// sorted.
#[allow(dead_code)] // not every test crate that includes this module asks
pub fn inlined_pairs(p: &Profile) -> Vec<String> {
    let mut pairs: Vec<String> = p
        .inlined
        .iter()
        .map(|&(a, b)| format!("{} {}", function_name(p, a), function_name(p, b)))
        .collect();
    pairs.sort();
    pairs
}

/// Everything the model holds, in a canonical text form.
pub fn dump(p: &Profile) -> String {
    let mut out = String::new();
    let name = |id: u32| String::from_utf8_lossy(p.name(id)).into_owned();
    let func = |f: u32| function_name(p, f);
    writeln!(out, "events {:?} parts {}", p.events, p.parts.len()).unwrap();
    for part in &p.parts {
        writeln!(out, "part summary {:?} totals {:?}", part.summary, part.totals).unwrap();
    }
    let mut funcs: Vec<String> = (0..p.functions.len() as u32)
        .map(|f| {
            let o = p.functions[f as usize].object.map(name);
            let home = p.functions[f as usize].home_object.map(name);
            format!(
                "fn {} {:?} home={home:?} body={} {:?}",
                func(f),
                o,
                p.functions[f as usize].has_body,
                p.self_cost(f)
            )
        })
        .collect();
    funcs.sort();
    let mut lines: Vec<String> = p
        .lines
        .iter()
        .flat_map(|(file, m)| m.iter().map(move |(l, row)| (*file, *l, *row)))
        .map(|(file, l, row)| format!("line {}:{l} {:?}", name(file), p.line_costs.get(row)))
        .collect();
    lines.sort();
    let mut sites: Vec<String> = p
        .call_sites
        .iter()
        .map(|(&(a, b, l), s)| {
            format!(
                "site {} -> {} @{l} {}x seq {} {:?}",
                func(a),
                func(b),
                s.count,
                s.seq,
                p.site_cost(s)
            )
        })
        .collect();
    sites.sort();
    let mut jumps: Vec<String> = p
        .jumps
        .iter()
        .map(|(k, v)| {
            format!(
                "jump {}:{} -> {}:{} {:?}",
                name(k.from_file),
                k.from_line,
                name(k.to_file),
                k.to_line,
                v
            )
        })
        .collect();
    jumps.sort();
    for l in funcs.iter().chain(&lines).chain(&sites).chain(&jumps) {
        out.push_str(l);
        out.push('\n');
    }
    out
}
