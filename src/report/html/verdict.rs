//! The diff page's gate verdicts and explain table, in the first paint
//! (plain HTML: a reader without scripts sees whether the pull request
//! passes). The same rules, waivers and figures as the text diff's
//! verdict lines and the Markdown explain table: [`gate::evaluate`] and
//! [`explain::explain`] on [`figures`], written with the text diff's
//! number formats.

use super::page::esc;
use crate::model::Profile;
use crate::report::ReportError;
use crate::report::diff::explain::{self, CallChange, Explain, ExplainRow, Presence};
use crate::report::diff::figures::{Figures, figures};
use crate::report::diff::gate::{self, Gate, Outcome, Verdict};
use crate::report::diff::text::{plain, range, signed};
use crate::report::diff::{GateOptions, Naming};

/// The gate's outcome (when there are rules) and the section showing it
/// with the explain table of `event`.
pub struct VerdictSection {
    pub gate: Option<Gate>,
    pub html: String,
}

/// Evaluates `gating`'s rules on both profiles and renders the section;
/// the explain table lists `top` rows (the rest in one "N more" row).
pub fn section(
    (old, new): (&Profile, &Profile),
    naming: Naming<'_>,
    gating: &GateOptions<'_>,
    event: &str,
    top: usize,
) -> Result<VerdictSection, ReportError> {
    let fig = figures(old, new, naming, true)?;
    let gate = if gating.rules.is_empty() {
        None
    } else {
        Some(gate::evaluate(gating.rules, gating.waivers, &fig, event).map_err(ReportError::Options)?)
    };
    let mut html = String::new();
    if let Some(g) = &gate {
        html.push_str(&gate_html(&fig, g));
    }
    if let Some(k) = fig.event(event) {
        html.push_str(&explain_html(&fig, &explain::explain(&fig, k, Some(top))));
    }
    Ok(VerdictSection { gate, html })
}

fn function_name(fig: &Figures<'_>, id: u32) -> String {
    let (file, function) = fig.name(id);
    esc(&format!(
        "{}:{}",
        String::from_utf8_lossy(file),
        String::from_utf8_lossy(function)
    ))
}

fn verdict_word(v: Verdict) -> &'static str {
    match v {
        Verdict::Pass => "pass",
        Verdict::Undecided => "undecided",
        Verdict::Fail => "FAIL",
    }
}

fn outcome_row(o: &Outcome) -> String {
    format!(
        "<tr class=\"{cls}\"><th scope=\"row\">{name}</th><td>{event}</td><td class=\"num\">{old}</td><td class=\"num\">{new}</td>\
         <td class=\"num\">{change}</td><td class=\"num\">+{allowed} ({limit})</td><td class=\"verdict\">{word}{waived}</td></tr>",
        cls = o.verdict.word(),
        name = esc(&o.rule.name),
        event = esc(&o.event),
        old = range(o.old, plain),
        new = range(o.new, plain),
        change = range(o.change(), signed),
        allowed = plain(o.allowed()),
        limit = esc(&o.rule.limit.text()),
        word = verdict_word(o.verdict),
        waived = if o.waived { " (waived)" } else { "" },
    )
}

/// The verdict (a word, not only a colour) and one row per rule, with the
/// functions that failed an `each` rule.
fn gate_html(fig: &Figures<'_>, g: &Gate) -> String {
    let mut s = format!(
        "<section id=\"gate\" aria-label=\"Gate\" class=\"{}\"><h2 id=\"gate-verdict\">Gate: {}</h2>\
         <table id=\"gate-rules\"><thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Event</th>\
         <th scope=\"col\">Old</th><th scope=\"col\">New</th><th scope=\"col\">Change</th>\
         <th scope=\"col\">Allowed</th><th scope=\"col\">Verdict</th></tr></thead><tbody>",
        g.verdict.word(),
        verdict_word(g.verdict)
    );
    for o in &g.outcomes {
        s.push_str(&outcome_row(o));
    }
    s.push_str("</tbody></table>");
    for o in g.outcomes.iter().filter(|o| !o.offenders.is_empty()) {
        s.push_str(&format!(
            "<p>{} of {} functions {} <strong>{}</strong>:</p><ul class=\"offenders\">",
            o.offenders.len(),
            o.functions,
            if o.verdict == Verdict::Fail {
                "fail"
            } else {
                "are undecided by"
            },
            esc(&o.rule.name)
        ));
        for f in &o.offenders {
            s.push_str(&format!(
                "<li>{}: {} -&gt; {} ({})</li>",
                function_name(fig, f.function),
                plain(f.old),
                plain(f.new),
                signed(f.new - f.old)
            ));
        }
        s.push_str("</ul>");
    }
    if g.outcomes.iter().any(|o| !o.old.is_exact() || !o.new.is_exact()) {
        s.push_str(
            "<p>lo..hi: an inclusive cost the profile only bounds (recursion): a rule fails only when every \
             figure in the ranges exceeds its limit, passes only when none does, else undecided.</p>",
        );
    }
    for w in &g.unknown_waivers {
        s.push_str(&format!("<p>Waiver <strong>{}</strong> names no rule.</p>", esc(w)));
    }
    s.push_str("</section>\n");
    s
}

fn calls_html(fig: &Figures<'_>, list: &[CallChange]) -> String {
    list.iter()
        .map(|c| {
            let cost = c.cost.map_or_else(|| "recursive".to_string(), signed);
            format!("{} ({cost}, {}x)", function_name(fig, c.other), signed(c.count))
        })
        .collect::<Vec<_>>()
        .join("<br>")
}

fn explain_row(fig: &Figures<'_>, r: &ExplainRow) -> String {
    let tag = match r.presence {
        Presence::Both => "",
        Presence::New => " (new)",
        Presence::Removed => " (removed)",
    };
    format!(
        "<tr><th scope=\"row\">{}{tag}</th><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>\
         <td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td><td>{}</td></tr>",
        function_name(fig, r.function),
        plain(r.old_self),
        plain(r.new_self),
        signed(r.self_change()),
        range(r.inclusive_change(), signed),
        signed(r.calls),
        calls_html(fig, &r.callers),
        calls_html(fig, &r.callees),
    )
}

/// Which functions made it slower: the explain table, whose rows plus the
/// "more" and "outside" rows add up to the change of the total.
fn explain_html(fig: &Figures<'_>, e: &Explain) -> String {
    let event = esc(&fig.events[e.event]);
    let mut s = format!(
        "<section id=\"explain\" aria-label=\"What changed\"><table id=\"explain-table\"><caption>What changed ({event}): \
         self cost per function, by absolute change</caption><thead><tr><th scope=\"col\">Function</th>\
         <th scope=\"col\">Old self</th><th scope=\"col\">New self</th><th scope=\"col\">Change of self</th>\
         <th scope=\"col\">Change of inclusive</th><th scope=\"col\">Change of calls</th>\
         <th scope=\"col\">Main callers</th><th scope=\"col\">Main callees</th></tr></thead><tbody>"
    );
    for r in &e.rows {
        s.push_str(&explain_row(fig, r));
    }
    let cell = |label: String, old: &str, new: &str, change: String| {
        format!(
            "<tr class=\"sum\"><th scope=\"row\">{label}</th><td class=\"num\">{old}</td><td class=\"num\">{new}</td>\
             <td class=\"num\">{change}</td><td></td><td></td><td></td><td></td></tr>"
        )
    };
    if e.more > 0 {
        s.push_str(&cell(format!("{} more", e.more), "", "", signed(e.more_change)));
    }
    if e.outside != 0 {
        s.push_str(&cell("outside any function".into(), "", "", signed(e.outside)));
    }
    s.push_str(&cell(
        "Total".into(),
        &plain(e.old_total),
        &plain(e.new_total),
        signed(e.total_change()),
    ));
    s.push_str("</tbody></table>");
    if e.rows.iter().any(|r| !r.inclusive_change().is_exact()) {
        s.push_str("<p>lo..hi: the change of an inclusive cost the profiles only bound (recursion).</p>");
    }
    s.push_str("</section>\n");
    s
}
