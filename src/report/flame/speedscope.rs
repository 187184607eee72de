//! speedscope's file format (<https://www.speedscope.app/file-format-schema.json>):
//! the frames shared, an evented profile per event: each frame opens where
//! its stack's weight starts and closes as far on as its weight (its
//! children nested in it, its own weight after them). The profile's name
//! states the share of the event on exact stacks.
//!
//! Evented, not sampled: a sampled profile lists every stack whole, which
//! is the depth times the frames (a chain of 9,000 calls, a 1 MB profile,
//! took 18 s and 5.7 GB); open and close events are two per frame. The
//! document is written as it goes, not built first.

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
    let notes: Vec<String> = (0..tree.events.len()).map(|e| exactness_note(tree, e)).collect();
    out.write_all(b"{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\",\"name\":")?;
    serde_json::to_writer(&mut *out, &opts.title)?;
    out.write_all(b",\"exporter\":")?;
    let exporter = format!("cgann {}: {}", env!("CARGO_PKG_VERSION"), notes.join("; "));
    serde_json::to_writer(&mut *out, &exporter)?;
    out.write_all(b",\"activeProfileIndex\":0,\"shared\":{\"frames\":")?;
    serde_json::to_writer(&mut *out, &frames)?;
    out.write_all(b"},\"profiles\":[")?;
    let mut pruned_all = 0;
    for e in 0..tree.events.len() {
        let (keep, pruned) = tree.prune(e, min_weight(tree, e, opts.min_width));
        pruned_all += pruned;
        if e > 0 {
            out.write_all(b",")?;
        }
        let name = format!(
            "{} ({:.1}% on exact stacks)",
            tree.events[e],
            tree.exact_share(e) * 100.0
        );
        out.write_all(b"{\"type\":\"evented\",\"name\":")?;
        serde_json::to_writer(&mut *out, &name)?;
        write!(
            out,
            ",\"unit\":\"none\",\"startValue\":0,\"endValue\":{},\"events\":[",
            tree.shown_total(e)
        )?;
        write_events(out, tree, e, &keep)?;
        out.write_all(b"]}")?;
    }
    out.write_all(b"]}\n")?;
    Ok(pruned_all)
}

/// The open and close events of the frames `keep` marks in `event`, top
/// frames one after the other from 0, a frame's children from where it
/// opens. A child is cut to what is left of its parent (a frame's own
/// weight is never below zero, so this is only a guard: speedscope
/// refuses events that do not nest).
fn write_events(out: &mut dyn Write, tree: &Tree, event: usize, keep: &[bool]) -> io::Result<()> {
    /// A frame open: where its next child opens, where it closes, and the
    /// index of its next child.
    struct Open {
        frame: u32,
        at: u64,
        end: u64,
        next: usize,
    }
    let mut first = true;
    let mut event_line = |out: &mut dyn Write, kind: &str, frame: u32, at: u64| {
        let comma = if first { "" } else { "," };
        first = false;
        write!(
            out,
            "{comma}{{\"type\":\"{kind}\",\"frame\":{},\"at\":{at}}}",
            tree.frames[frame as usize].key
        )
    };
    let mut at = 0u64;
    let mut stack: Vec<Open> = Vec::new();
    for &root in &tree.roots {
        if !keep[root as usize] {
            continue;
        }
        let end = at.saturating_add(tree.weight(root, event));
        event_line(out, "O", root, at)?;
        stack.push(Open {
            frame: root,
            at,
            end,
            next: 0,
        });
        while let Some(top) = stack.last_mut() {
            let children = &tree.frames[top.frame as usize].children;
            match children[top.next..].iter().position(|&c| keep[c as usize]) {
                Some(skip) => {
                    let child = children[top.next + skip];
                    top.next += skip + 1;
                    let start = top.at;
                    let end = start.saturating_add(tree.weight(child, event)).min(top.end);
                    top.at = end;
                    event_line(out, "O", child, start)?;
                    stack.push(Open {
                        frame: child,
                        at: start,
                        end,
                        next: 0,
                    });
                }
                None => {
                    event_line(out, "C", top.frame, top.end)?;
                    stack.pop();
                }
            }
        }
        at = end;
    }
    Ok(())
}
