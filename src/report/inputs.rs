//! After a report of several profiles summed (a run's thread files,
//! dumps, runs of one program), one line per input with its total and
//! share: which thread is hot, without naming the files one by one.
//! callgrind_annotate reads one profile only, so this adds nothing to a
//! report it could make.

use std::io::{self, Write};

use super::Options;
use super::format::{RULE, commify, percent, percent_text};
use crate::model::Profile;
use crate::model::cost::Val;

/// Writes the summary when `opts` names several inputs and `profile` kept
/// its parts apart (each input's parts are summed); nothing otherwise.
pub fn write_input_summary(out: &mut dyn Write, profile: &Profile, opts: &Options) -> io::Result<()> {
    let inputs = 1 + opts.other_inputs.len();
    let Some(parts) = profile.part_costs.as_ref().filter(|_| inputs > 1) else {
        return Ok(());
    };
    if parts.len() != profile.parts.len() {
        return Ok(());
    }
    // The primary sort event (the first shown one by default).
    let name = opts.sort.first().map(|k| k.event.as_str());
    let event = name
        .and_then(|n| profile.events.iter().rposition(|e| e == n))
        .or_else(|| {
            opts.show
                .first()
                .and_then(|n| profile.events.iter().rposition(|e| e == n))
        })
        .unwrap_or(0);
    if event >= profile.recorded {
        // A derived event: the parts' tables hold recorded events only.
        return Ok(());
    }
    let mut totals: Vec<Val> = vec![0; inputs];
    let mut threads: Vec<Vec<String>> = vec![Vec::new(); inputs];
    for (header, costs) in profile.parts.iter().zip(parts) {
        let Some(total) = totals.get_mut(header.input) else {
            return Ok(());
        };
        *total = total.saturating_add(costs.self_total.as_ref().get(event).unwrap_or(0));
        if let Some(t) = &header.thread {
            let t = String::from_utf8_lossy(t).trim().to_string();
            if !threads[header.input].contains(&t) {
                threads[header.input].push(t);
            }
        }
    }
    let sum = totals.iter().fold(0 as Val, |a, &b| a.saturating_add(b));
    let names: Vec<&String> = std::iter::once(&opts.input_name).chain(&opts.other_inputs).collect();
    let figures: Vec<String> = totals.iter().map(|&t| commify(t)).collect();
    let width = figures.iter().map(String::len).max().unwrap_or(0);
    out.write_all(RULE.as_bytes())?;
    writeln!(out, "{} per profile summed", profile.events[event])?;
    out.write_all(RULE.as_bytes())?;
    for i in 0..inputs {
        let thread = match &threads[i][..] {
            [] => String::new(),
            [one] => format!(" (thread {one})"),
            more => format!(" (threads {})", more.join(", ")),
        };
        writeln!(
            out,
            "{:>width$}{}  {}{thread}",
            figures[i],
            percent_text(percent(totals[i], Some(sum))),
            names[i]
        )?;
    }
    writeln!(out)
}
