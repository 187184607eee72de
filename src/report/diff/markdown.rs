//! `--diff --format=markdown`: for a pull-request comment or a job
//! summary. The verdict first, then the gate rules, then the explain
//! table. Names come from the profiles, which a pull request's author
//! controls: every character that Markdown or GitHub could read as markup
//! (emphasis, links, tables, HTML, `@mentions`) is escaped, and control
//! characters are shown as escapes. The document stays within `limit`
//! bytes (GitHub takes 65,536 characters in a comment, 1 MiB in a step
//! summary): rows of the explain table are folded into its "more" row
//! until it fits, and a note says how many.

use super::explain::{CallChange, Explain, ExplainRow, Presence};
use super::figures::Figures;
use super::gate::{Gate, Outcome, Verdict};
use super::text::{plain, range, signed};

/// GitHub's largest comment, in characters (bytes are at least as many).
pub const COMMENT_LIMIT: usize = 65_536;
/// GitHub's largest step summary, in bytes.
pub const SUMMARY_LIMIT: usize = 1 << 20;

/// `text` with Markdown's and GitHub's markup characters escaped.
pub fn escape(bytes: &[u8]) -> String {
    let text = crate::report::annotate::printable(bytes);
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + 8);
    for (i, &c) in chars.iter().enumerate() {
        // Inline markup, tables, HTML and entities; `:` of `://` and `.`
        // of `www.` (GitHub's autolinks). No name starts a line, so the
        // markup of line starts (`-`, `+`, `1.`, `=`) cannot apply.
        let autolink = (c == ':' && chars[i + 1..].starts_with(&['/', '/']))
            || (c == '.' && i >= 3 && chars[i - 3..i].iter().collect::<String>().eq_ignore_ascii_case("www"));
        if "\\`*_[]()<>#|!~&$".contains(c) || autolink {
            out.push('\\');
        }
        out.push(c);
        // A zero-width space after `@` keeps `@name` from mentioning
        // someone.
        if c == '@' {
            out.push('\u{200B}');
        }
    }
    out
}

/// `file:function`, escaped.
fn function_name(fig: &Figures<'_>, id: u32) -> String {
    let (file, function) = fig.name(id);
    let mut name = file.to_vec();
    name.push(b':');
    name.extend_from_slice(function);
    escape(&name)
}

fn percent(change: i128, base: i128) -> String {
    if base > 0 {
        format!(" ({:+.2}%)", change as f64 * 100.0 / base as f64)
    } else {
        String::new()
    }
}

/// The whole document, at most `limit` bytes, with `top` explain rows at
/// most.
pub fn markdown(
    fig: &Figures<'_>,
    explain: &Explain,
    gate: Option<&Gate>,
    names: (&str, &str),
    limit: usize,
) -> String {
    let full = render(fig, explain, gate, names, explain.rows.len(), None);
    if full.len() <= limit {
        return full;
    }
    // The most rows that fit.
    let (mut lo, mut hi) = (0, explain.rows.len());
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if render(fig, explain, gate, names, mid, Some(limit)).len() <= limit {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    let doc = render(fig, explain, gate, names, lo, Some(limit));
    if doc.len() <= limit {
        return doc;
    }
    // Even the rules alone are too long: cut at a line, and say so.
    let note = format!("\n\n*Cut to fit {limit} bytes.*\n");
    let mut end = limit.saturating_sub(note.len());
    while !doc.is_char_boundary(end) {
        end -= 1;
    }
    let end = doc[..end].rfind('\n').unwrap_or(0);
    format!("{}{note}", &doc[..end])
}

fn render(
    fig: &Figures<'_>,
    explain: &Explain,
    gate: Option<&Gate>,
    names: (&str, &str),
    rows: usize,
    limit: Option<usize>,
) -> String {
    let event = escape(fig.events[explain.event].as_bytes());
    let mut out = String::new();
    let headline = match gate.map(|g| g.verdict) {
        Some(Verdict::Fail) => "❌ cgann: regression",
        Some(Verdict::Undecided) => "⚠️ cgann: undecided",
        Some(Verdict::Pass) => "✅ cgann: no regression",
        None => "cgann: what changed",
    };
    out.push_str(&format!("### {headline}\n\n"));
    let change = explain.total_change();
    out.push_str(&format!(
        "**{event}**: {} → {} ({}{}), {} → {}\n\n",
        plain(explain.old_total),
        plain(explain.new_total),
        signed(change),
        percent(change, explain.old_total),
        escape(names.0.as_bytes()),
        escape(names.1.as_bytes()),
    ));
    if let Some(g) = gate {
        rules(&mut out, fig, g);
    }
    table(&mut out, fig, explain, rows, &event);
    if let (Some(limit), true) = (limit, rows < explain.rows.len()) {
        out.push_str(&format!(
            "\n*{} more rows folded into the \"more\" row to fit {limit} bytes.*\n",
            explain.rows.len() - rows
        ));
    }
    out
}

fn verdict_cell(o: &Outcome) -> String {
    let word = match o.verdict {
        Verdict::Pass => "✅ pass",
        Verdict::Undecided => "⚠️ undecided",
        Verdict::Fail => "❌ fail",
    };
    if o.waived {
        format!("{word} (waived)")
    } else {
        word.to_string()
    }
}

fn rules(out: &mut String, fig: &Figures<'_>, gate: &Gate) {
    out.push_str("| Rule | Event | Old | New | Change | Allowed | Verdict |\n");
    out.push_str("|---|---|--:|--:|--:|--:|---|\n");
    for o in &gate.outcomes {
        let change = o.change();
        let pct = if change.is_exact() {
            percent(change.lo, o.old.lo)
        } else {
            String::new()
        };
        out.push_str(&format!(
            "| {} | {} | {} | {} | {}{} | +{} ({}) | {} |\n",
            escape(o.rule.name.as_bytes()),
            escape(o.event.as_bytes()),
            range(o.old, plain),
            range(o.new, plain),
            range(change, signed),
            pct,
            plain(o.allowed()),
            o.rule.limit.text().replace('|', "\\|"),
            verdict_cell(o),
        ));
    }
    out.push('\n');
    for o in gate.outcomes.iter().filter(|o| !o.offenders.is_empty()) {
        out.push_str(&format!(
            "{} of {} functions {} **{}**:\n\n",
            o.offenders.len(),
            o.functions,
            if o.verdict == Verdict::Fail {
                "fail"
            } else {
                "are undecided by"
            },
            escape(o.rule.name.as_bytes())
        ));
        for f in &o.offenders {
            out.push_str(&format!(
                "- {}: {} → {} ({})\n",
                function_name(fig, f.function),
                plain(f.old),
                plain(f.new),
                signed(f.new - f.old)
            ));
        }
        out.push('\n');
    }
    if gate.outcomes.iter().any(|o| !o.old.is_exact() || !o.new.is_exact()) {
        out.push_str(
            "`lo..hi`: an inclusive cost the profile only bounds (recursion). A rule fails only when \
             every figure in the ranges exceeds its limit, passes only when none does, and is \
             otherwise undecided.\n\n",
        );
    }
    for w in &gate.unknown_waivers {
        out.push_str(&format!("Waiver **{}** names no rule.\n\n", escape(w.as_bytes())));
    }
}

fn calls(fig: &Figures<'_>, list: &[CallChange]) -> String {
    list.iter()
        .map(|c| {
            let cost = c.cost.map_or_else(|| "recursive".to_string(), signed);
            format!("{} ({cost}, {}x)", function_name(fig, c.other), signed(c.count))
        })
        .collect::<Vec<_>>()
        .join("<br>")
}

fn table(out: &mut String, fig: &Figures<'_>, explain: &Explain, rows: usize, event: &str) {
    out.push_str(&format!("#### What changed ({event})\n\n"));
    out.push_str("| Function | Old self | New self | Δ self | Δ inclusive | Δ calls | Main callers | Main callees |\n");
    out.push_str("|---|--:|--:|--:|--:|--:|---|---|\n");
    let shown = &explain.rows[..rows];
    for r in shown {
        out.push_str(&row(fig, r));
    }
    let folded: i128 = explain.rows[rows..].iter().map(ExplainRow::self_change).sum();
    let more = explain.more + (explain.rows.len() - rows);
    if more > 0 {
        out.push_str(&format!(
            "| *{more} more* | | | {} | | | | |\n",
            signed(explain.more_change + folded)
        ));
    }
    if explain.outside != 0 {
        out.push_str(&format!(
            "| *outside any function* | | | {} | | | | |\n",
            signed(explain.outside)
        ));
    }
    out.push_str(&format!(
        "| **Total** | {} | {} | **{}** | | | | |\n",
        plain(explain.old_total),
        plain(explain.new_total),
        signed(explain.total_change())
    ));
    if shown.iter().any(|r| !r.inclusive_change().is_exact()) {
        out.push_str("\n`lo..hi`: the change of an inclusive cost the profiles only bound (recursion).\n");
    }
}

fn row(fig: &Figures<'_>, r: &ExplainRow) -> String {
    let tag = match r.presence {
        Presence::Both => "",
        Presence::New => " *(new)*",
        Presence::Removed => " *(removed)*",
    };
    format!(
        "| {}{tag} | {} | {} | {} | {} | {} | {} | {} |\n",
        function_name(fig, r.function),
        plain(r.old_self),
        plain(r.new_self),
        signed(r.self_change()),
        range(r.inclusive_change(), signed),
        signed(r.calls),
        calls(fig, &r.callers),
        calls(fig, &r.callees),
    )
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn markup_is_escaped() {
        assert_eq!(escape(b"a|b*c_d"), "a\\|b\\*c\\_d");
        assert_eq!(escape(b"<img src=x>"), "\\<img src=x\\>");
        assert_eq!(escape(b"@octocat"), "@\u{200B}octocat");
        assert_eq!(escape(b"x\x1b[31m"), "x\\\\u{1b}\\[31m");
        assert_eq!(escape(b"http://a.b www.c.d"), "http\\://a.b www\\.c.d");
        assert_eq!(escape(b"std::vec::Vec<T>"), "std::vec::Vec\\<T\\>");
    }
}
