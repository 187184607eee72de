//! speedscope's file format (<https://www.speedscope.app/file-format-schema.json>):
//! the frames shared, a sampled profile per event whose samples are the
//! stacks and whose weights their own weight. The profile's name states
//! the share of the event on exact stacks.

use std::io::{self, Write};

use serde_json::{Value, json};

use super::{FlameOptions, exactness_note, min_weight};
use crate::analysis::stacks::Tree;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Writes `tree` (every event of it); returns how many frames were left
/// out as narrower than `--min-width` (over all events).
pub fn write_speedscope(out: &mut dyn Write, tree: &Tree, opts: &FlameOptions) -> io::Result<usize> {
    let frames: Vec<Value> = tree
        .keys
        .iter()
        .map(|k| {
            let mut f = serde_json::Map::new();
            f.insert("name".into(), Value::String(text(&k.label)));
            if !k.file.is_empty() && k.file != b"???" {
                f.insert("file".into(), Value::String(text(&k.file)));
            }
            if let Some(line) = k.line {
                f.insert("line".into(), json!(line));
            }
            Value::Object(f)
        })
        .collect();
    let mut pruned_all = 0;
    let mut profiles = Vec::new();
    for e in 0..tree.events.len() {
        let (keep, pruned) = tree.prune(e, min_weight(tree, e, opts.min_width));
        pruned_all += pruned;
        let mut samples: Vec<Value> = Vec::new();
        let mut weights: Vec<Value> = Vec::new();
        for f in tree.preorder() {
            if !keep[f as usize] {
                continue;
            }
            let own = tree.own_weight(f, e, &keep);
            if own == 0 {
                continue;
            }
            let stack: Vec<u32> = tree.path(f).iter().map(|&p| tree.frames[p as usize].key).collect();
            samples.push(json!(stack));
            weights.push(json!(own));
        }
        let total = tree.shown_total(e);
        profiles.push(json!({
            "type": "sampled",
            "name": format!("{} ({:.1}% on exact stacks)", tree.events[e], tree.exact_share(e) * 100.0),
            "unit": "none",
            "startValue": 0,
            "endValue": total,
            "samples": samples,
            "weights": weights,
        }));
    }
    let notes: Vec<String> = (0..tree.events.len()).map(|e| exactness_note(tree, e)).collect();
    let doc = json!({
        "$schema": "https://www.speedscope.app/file-format-schema.json",
        "name": opts.title,
        "exporter": format!("cgann {}: {}", env!("CARGO_PKG_VERSION"), notes.join("; ")),
        "activeProfileIndex": 0,
        "shared": { "frames": frames },
        "profiles": profiles,
    });
    serde_json::to_writer(&mut *out, &doc)?;
    writeln!(out)?;
    Ok(pruned_all)
}
