//! The gate's verdict after the text diff: one line per rule.

use std::io::Write;

use super::Figures;
use super::gate::Gate;
use super::text::{plain, range, signed};

pub(super) fn write_text(out: &mut dyn Write, gate: &Gate, fig: &Figures<'_>) -> std::io::Result<()> {
    const RULE: &str = crate::report::format::RULE;
    out.write_all(RULE.as_bytes())?;
    writeln!(out, "Gate: {}", gate.verdict.word())?;
    out.write_all(RULE.as_bytes())?;
    for o in &gate.outcomes {
        let waived = if o.waived { " (waived)" } else { "" };
        writeln!(
            out,
            "{}{waived}: {} ({}): old {}, new {}, change {}, allowed +{} ({})",
            o.verdict.word(),
            crate::report::annotate::printable(o.rule.name.as_bytes()),
            o.event,
            range(o.old, plain),
            range(o.new, plain),
            range(o.change(), signed),
            plain(o.allowed()),
            o.rule.limit.text(),
        )?;
        for f in &o.offenders {
            let (file, function) = fig.name(f.function);
            writeln!(
                out,
                "    {}:{}: {} -> {} ({})",
                crate::report::annotate::printable(file),
                crate::report::annotate::printable(function),
                plain(f.old),
                plain(f.new),
                signed(f.new - f.old)
            )?;
        }
    }
    if gate.outcomes.iter().any(|o| !o.old.is_exact() || !o.new.is_exact()) {
        writeln!(
            out,
            "lo..hi: an inclusive cost the profile only bounds (recursion): a rule fails only when\n\
             every figure in the ranges exceeds its limit, passes only when none does, else undecided."
        )?;
    }
    out.write_all(b"\n")
}
