//! The table by source file or by ELF object (`--group=file|object`); the
//! figures come from [`crate::analysis::groups`].

use std::io::{self, Write};

use super::format::{RULE, widths, write_event_names};
use super::objdump::elf_deps;
use super::{Group, Plan};
use crate::analysis::groups::NO_OBJECT;
use crate::analysis::needs::{Order, Source};
use crate::view::Marks;
pub use crate::view::groups::{GroupRow, GroupTable};

/// The groups shown (see [`GroupTable`]), the dependencies of objects
/// read from their ELF files.
pub fn group_table(plan: &Plan<'_>) -> GroupTable {
    let objects = &plan.opts.objects;
    GroupTable::new(plan, |name| {
        elf_deps(objects, std::path::Path::new(&*String::from_utf8_lossy(name)))
    })
}

/// Prints the grouped table; returns the files to auto-annotate.
pub fn write_groups(out: &mut dyn Write, plan: &Plan<'_>) -> io::Result<Vec<u32>> {
    let events = &plan.profile.events;
    let GroupTable { rows, files, order } = group_table(plan);
    let marks = Marks::default();
    let marks = rows.iter().fold(marks, |mut m, r| {
        m.saw(r.figure().exactness());
        m
    });
    let bounded = marks.bound;
    let w = super::format::widen_for_bounds(
        widths(events, rows.iter().map(|r| r.listed().as_ref()), plan.opts.show_percs),
        bounded,
    );
    let cols = plan.columns(&plan.totals);
    out.write_all(RULE.as_bytes())?;
    write_event_names(out, events, &w, &plan.show_order)?;
    out.write_all(if plan.opts.group == Group::Object {
        b" object\n"
    } else {
        b" file\n"
    })?;
    out.write_all(RULE.as_bytes())?;
    for row in &rows {
        super::format::write_figure(out, &row.figure(), &w, &cols)?;
        out.write_all(b" ")?;
        out.write_all(&row.name)?;
        out.write_all(b"\n")?;
    }
    out.write_all(b"\n")?;
    if let Some(legend) = marks.legend() {
        out.write_all(legend.as_bytes())?;
        out.write_all(b"\n")?;
    }
    if let Some(order) = &order {
        write_order(out, plan, order)?;
    }
    Ok(files)
}

/// What the inclusive figures mean, and the dependency order they used.
fn write_order(out: &mut dyn Write, plan: &Plan<'_>, order: &Order) -> io::Result<()> {
    let profile = plan.profile;
    let name = |o: Option<u32>| o.map_or(NO_OBJECT, |o| profile.name(o));
    out.write_all(RULE.as_bytes())?;
    out.write_all(if plan.opts.group == Group::Object {
        &b"Inclusive cost of an object: its code, with what it calls in the objects it\n\
           needs, without the callbacks into others (docs/inclusive.md, \"Groups\").\n\
           The objects need:\n"[..]
    } else {
        b"Inclusive cost of a file: its code, with what it calls in its object's other\n\
          files and in the objects its object needs, without the callbacks into others\n\
          (docs/inclusive.md, \"Groups\"). The objects need:\n"
    })?;
    out.write_all(RULE.as_bytes())?;
    // Objects by file name: the rows above give the paths. With --top=N,
    // N objects and N names each at most: a profile of 20,000 objects
    // whose needs are assumed from their names would list 10^8 pairs.
    let top = plan.opts.top.unwrap_or(usize::MAX);
    let more = |out: &mut dyn Write, n: usize, what: &str| -> io::Result<()> {
        if n > top {
            write!(out, " ... and {} more {what} (--top={top})", n - top)?;
        }
        Ok(())
    };
    let names = |out: &mut dyn Write, list: &[Option<u32>]| -> io::Result<()> {
        for &d in list.iter().take(top) {
            let d = name(d);
            out.write_all(b" ")?;
            out.write_all(crate::model::names::last_part(d))?;
        }
        more(out, list.len(), "objects")
    };
    for o in order.objects.iter().take(top) {
        out.write_all(b"  ")?;
        out.write_all(name(o.object))?;
        out.write_all(b":")?;
        if o.needs.is_empty() {
            out.write_all(b" nothing")?;
        }
        names(out, &o.needs)?;
        out.write_all(match o.source {
            Source::Needed => b" (ELF DT_NEEDED)",
            Source::Name => b" (assumed from the names: object not found)",
            Source::Unknown => b" (no known object: needed by every object)",
        })?;
        if !o.loaded.is_empty() {
            out.write_all(b"; loaded at run time:")?;
            names(out, &o.loaded)?;
        }
        out.write_all(b"\n")?;
    }
    if order.objects.len() > top {
        more(out, order.objects.len(), "objects' needs")?;
        out.write_all(b"\n")?;
    }
    out.write_all(b"\n")
}
