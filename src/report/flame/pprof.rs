//! pprof's `profile.proto`, gzipped, as `go tool pprof`, Perfetto and
//! Grafana Pyroscope read it: a sample type per event, a sample per stack
//! with weight of its own, labelled `stack=exact` or `stack=estimated` (so
//! `pprof -tagignore=stack=estimated` hides the estimates) and, for a
//! profile of several threads or parts, `part=...`; the exactness notes
//! are the profile's comments. With `--flat`, a sample per function of
//! its self cost alone: exact by nature.
//!
//! The encoder is written here: the message has six kinds of fields, and
//! prost with its build step would be the project's biggest dependency for
//! some hundred lines of varints.

use std::io::{self, Write};

use flate2::Compression;
use flate2::write::GzEncoder;

use super::{FlameOptions, exactness_note, min_weight, stacks};
use crate::analysis::stacks::Tree;
use crate::model::Profile;

/// Protocol-buffer wire encoding of one message.
#[derive(Default)]
struct Message {
    buf: Vec<u8>,
}

impl Message {
    fn varint(&mut self, mut v: u64) {
        while v >= 0x80 {
            self.buf.push((v as u8) | 0x80);
            v >>= 7;
        }
        self.buf.push(v as u8);
    }

    fn key(&mut self, field: u32, wire: u8) {
        self.varint(u64::from(field) << 3 | u64::from(wire));
    }

    /// An int64 or uint64 field (left out when 0, as proto3 does).
    fn int(&mut self, field: u32, v: u64) {
        if v != 0 {
            self.key(field, 0);
            self.varint(v);
        }
    }

    fn bytes(&mut self, field: u32, b: &[u8]) {
        self.key(field, 2);
        self.varint(b.len() as u64);
        self.buf.extend_from_slice(b);
    }

    fn message(&mut self, field: u32, m: &Message) {
        self.bytes(field, &m.buf);
    }

    fn packed(&mut self, field: u32, vals: impl Iterator<Item = u64>) {
        let mut inner = Message::default();
        for v in vals {
            inner.varint(v);
        }
        self.bytes(field, &inner.buf);
    }
}

/// The string table: index 0 is "".
struct Strings {
    index: crate::safety::keyed::InputMap<Vec<u8>, u64>,
    list: Vec<Vec<u8>>,
}

impl Strings {
    fn new() -> Self {
        let mut s = Strings {
            index: Default::default(),
            list: Vec::new(),
        };
        s.id(b"");
        s
    }

    /// Valid UTF-8 (protobuf strings must be).
    fn id(&mut self, text: &[u8]) -> u64 {
        let text = String::from_utf8_lossy(text).into_owned().into_bytes();
        if let Some(&i) = self.index.get(&text) {
            return i;
        }
        let i = self.list.len() as u64;
        self.index.insert(text.clone(), i);
        self.list.push(text);
        i
    }
}

/// One tree's samples into `profile` (field 2), labelled with `part`.
fn add_samples(
    msg: &mut Message,
    strings: &mut Strings,
    tree: &Tree,
    opts: &FlameOptions,
    part: Option<&[u8]>,
) -> usize {
    let n = tree.events.len();
    let (keep, pruned) = tree.prune(0, min_weight(tree, 0, opts.min_width));
    let (stack_key, exact, estimated) = (strings.id(b"stack"), strings.id(b"exact"), strings.id(b"estimated"));
    let part = part.map(|p| (strings.id(b"part"), strings.id(p)));
    for f in tree.preorder() {
        if !keep[f as usize] {
            continue;
        }
        let frame = &tree.frames[f as usize];
        let own: Vec<u64> = (0..n).map(|e| tree.own_weight(f, e, &keep)).collect();
        if own.iter().all(|&v| v == 0) {
            continue;
        }
        let mut sample = Message::default();
        let path = tree.path(f);
        sample.packed(
            1,
            path.iter().rev().map(|&p| u64::from(tree.frames[p as usize].key) + 1),
        );
        sample.packed(2, own.iter().map(|&v| v.min(i64::MAX as u64)));
        let all_kept = frame.children.iter().all(|&c| keep[c as usize]);
        let mut label = Message::default();
        label.int(1, stack_key);
        label.int(2, if frame.self_exact && all_kept { exact } else { estimated });
        sample.message(3, &label);
        if let Some((k, v)) = part {
            let mut label = Message::default();
            label.int(1, k);
            label.int(2, v);
            sample.message(3, &label);
        }
        msg.message(2, &sample);
    }
    pruned
}

/// A part's name for its label: its thread, else its part number and
/// description.
fn part_name(profile: &Profile, k: usize) -> Vec<u8> {
    let h = &profile.parts[k];
    match (&h.thread, &h.part) {
        (Some(t), _) => [b"thread ".as_slice(), t].concat(),
        (None, Some(p)) => [b"part ".as_slice(), p].concat(),
        (None, None) => format!("part {}", k + 1).into_bytes(),
    }
}

/// Writes the gzipped profile of `profile`; notes on stderr.
pub fn write_pprof(out: &mut dyn Write, profile: &Profile, opts: &FlameOptions) -> io::Result<()> {
    let err = |m: String| io::Error::other(m);
    let mut msg = Message::default();
    let mut strings = Strings::new();
    let whole = stacks(profile, opts, true).map_err(err)?;
    let parts: Vec<(Option<Profile>, Option<Vec<u8>>)> = if profile.kept_parts() > 1 {
        (0..profile.kept_parts())
            .map(|k| (profile.part(k), Some(part_name(profile, k))))
            .collect()
    } else {
        vec![(None, None)]
    };
    let columns = super::event_columns(profile, &opts.events, true).map_err(err)?;
    for e in &whole.events {
        let mut vt = Message::default();
        vt.int(1, strings.id(e.as_bytes()));
        vt.int(2, strings.id(b"count"));
        msg.message(1, &vt);
    }
    let mut pruned = 0;
    for (p, part) in &parts {
        let p = p.as_ref().unwrap_or(profile);
        if opts.flat {
            add_flat(
                &mut msg,
                &mut strings,
                p,
                &columns,
                &whole.function_key,
                part.as_deref(),
            );
        } else {
            let tree = stacks(p, opts, true).map_err(err)?;
            pruned += add_samples(&mut msg, &mut strings, &tree, opts, part.as_deref());
        }
    }
    // Locations and functions: one per frame key, of the same id.
    for (i, k) in whole.keys.iter().enumerate() {
        let id = i as u64 + 1;
        let mut line = Message::default();
        line.int(1, id);
        line.int(2, k.line.unwrap_or(0));
        let mut loc = Message::default();
        loc.int(1, id);
        loc.message(4, &line);
        msg.message(4, &loc);
        let mut func = Message::default();
        func.int(1, id);
        let name = strings.id(&k.label);
        func.int(2, name);
        func.int(3, name);
        func.int(4, if k.file == b"???" { 0 } else { strings.id(&k.file) });
        func.int(5, k.line.unwrap_or(0));
        msg.message(5, &func);
    }
    let notes: Vec<String> = if opts.flat {
        vec!["self costs only (--flat): every figure is exact".into()]
    } else {
        (0..whole.events.len()).map(|e| exactness_note(&whole, e)).collect()
    };
    let comments: Vec<u64> = notes.iter().map(|n| strings.id(n.as_bytes())).collect();
    let default_type = strings.id(whole.events[0].as_bytes());
    for s in &strings.list {
        msg.bytes(6, s);
    }
    for c in comments {
        msg.int(13, c);
    }
    msg.int(14, default_type);
    let mut gz = GzEncoder::new(out, Compression::default());
    gz.write_all(&msg.buf)?;
    gz.finish()?;
    if !opts.flat {
        super::note_on_stderr(&whole, pruned);
    }
    Ok(())
}

/// A sample per function of its self cost (recorded, so exact), summed
/// per frame key (a function's contexts and fragments together).
fn add_flat(
    msg: &mut Message,
    strings: &mut Strings,
    profile: &Profile,
    columns: &[usize],
    function_key: &[u32],
    part: Option<&[u8]>,
) {
    let n = columns.len();
    let keys = function_key.iter().copied().max().map_or(0, |k| k as usize + 1);
    let mut own = vec![0u64; keys * n];
    for (f, &k) in function_key.iter().enumerate() {
        let c = profile.self_cost(f as u32);
        for (e, &col) in columns.iter().enumerate() {
            let v = c.get(col).unwrap_or(0).max(0);
            let slot = &mut own[k as usize * n + e];
            *slot = slot.saturating_add(u64::try_from(v).unwrap_or(u64::MAX));
        }
    }
    let part = part.map(|p| (strings.id(b"part"), strings.id(p)));
    let (stack_key, exact) = (strings.id(b"stack"), strings.id(b"exact"));
    for k in 0..keys {
        let vals = &own[k * n..(k + 1) * n];
        if vals.iter().all(|&v| v == 0) {
            continue;
        }
        let mut sample = Message::default();
        sample.packed(1, std::iter::once(k as u64 + 1));
        sample.packed(2, vals.iter().map(|&v| v.min(i64::MAX as u64)));
        let mut label = Message::default();
        label.int(1, stack_key);
        label.int(2, exact);
        sample.message(3, &label);
        if let Some((key, v)) = part {
            let mut label = Message::default();
            label.int(1, key);
            label.int(2, v);
            sample.message(3, &label);
        }
        msg.message(2, &sample);
    }
}
