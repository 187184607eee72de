//! The report's header block: profile, target, events, options.

use std::io::{self, Write};

use super::Plan;
use super::format::RULE;

pub fn write_header(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<()> {
    let opts = plan.opts;
    let profile = plan.profile;
    // One line per profile read, with the creator of its first part.
    out.write_all(RULE.as_bytes())?;
    for (i, name) in std::iter::once(&opts.input_name).chain(&opts.other_inputs).enumerate() {
        write!(out, "Profile data file '{name}'")?;
        let creator = profile
            .parts
            .iter()
            .find(|p| p.input == i)
            .and_then(|p| p.creator.as_deref());
        if let Some(creator) = creator.filter(|c| !c.is_empty()) {
            out.write_all(b" (creator: ")?;
            out.write_all(creator)?;
            out.write_all(b")")?;
        }
        out.write_all(b"\n")?;
    }
    for note in &opts.incomplete {
        writeln!(out, "PARTIAL REPORT: {note}")?;
    }
    out.write_all(RULE.as_bytes())?;
    // The description is the first part's (callgrind_annotate shows only
    // that part); the targets are every part's.
    if let Some(p) = profile.parts.first() {
        for d in p.desc.iter().filter(|d| !d.starts_with(b"Option:")) {
            out.write_all(d)?;
            out.write_all(b"\n")?;
        }
    }
    let targets: Vec<Vec<u8>> = if profile.parts.is_empty() {
        vec![b"(unknown)".to_vec()]
    } else {
        profile.parts.iter().map(target).collect()
    };
    for (i, t) in targets.iter().enumerate() {
        out.write_all(if i == 0 {
            b"Profiled target:  "
        } else {
            b"                  "
        })?;
        out.write_all(t)?;
        out.write_all(b"\n")?;
    }
    let names = |order: &[usize]| {
        order
            .iter()
            .map(|&i| profile.events[i].as_str())
            .collect::<Vec<_>>()
            .join(" ")
    };
    writeln!(
        out,
        "Events recorded:  {}",
        profile.events[..profile.recorded].join(" ")
    )?;
    writeln!(out, "Events shown:     {}", names(&plan.show_order))?;
    writeln!(out, "Event sort order: {}", names(&plan.sort_order))?;
    let th: Vec<&str> = plan.thresholds.iter().map(|t| t.text.as_str()).collect();
    writeln!(out, "Thresholds:       {}", th.join(" "))?;
    write_list(out, "Include dirs:     ", &opts.include_dirs)?;
    let mut user: Vec<&String> = opts.user_files.iter().collect();
    user.sort();
    user.dedup();
    write_list(out, "User annotated:   ", &user)?;
    writeln!(out, "Auto-annotation:  {}", if opts.auto { "on" } else { "off" })?;
    let specs = |list: &[super::symspec::SymSpec]| list.iter().map(|s| s.text.as_str()).collect::<Vec<_>>().join(" ");
    if !opts.focus.is_empty() {
        writeln!(out, "Focus:            {}", specs(&opts.focus))?;
    }
    if !opts.exclude.is_empty() {
        writeln!(out, "Excluded:         {}", specs(&opts.exclude))?;
    }
    out.write_all(b"\n")
}

/// `cmd (PID p, part n, thread t)`, as callgrind_annotate prints a part.
fn target(p: &crate::parse::header::PartHeader) -> Vec<u8> {
    let mut target = p.cmd.clone().filter(|c| !c.is_empty()).unwrap_or(b"(unknown)".to_vec());
    if let Some(pid) = p.pid.as_deref().filter(|v| !v.is_empty()) {
        target.extend_from_slice(b" (PID ");
        target.extend_from_slice(pid);
        if let Some(part) = p.part.as_deref().filter(|v| !v.is_empty()) {
            target.extend_from_slice(b", part ");
            target.extend_from_slice(part);
        }
        if let Some(thread) = p.thread.as_deref().filter(|v| !v.is_empty()) {
            target.extend_from_slice(b", thread ");
            target.extend_from_slice(thread);
        }
        target.push(b')');
    }
    target
}

/// A label with the first item, the rest aligned below it.
fn write_list<S: AsRef<str>>(out: &mut dyn Write, label: &str, items: &[S]) -> io::Result<()> {
    let mut items = items.iter().map(AsRef::as_ref);
    writeln!(out, "{label}{}", items.next().unwrap_or(""))?;
    for item in items {
        writeln!(out, "{:width$}{item}", "", width = label.len())?;
    }
    Ok(())
}
