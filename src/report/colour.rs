//! Colour for the text reports on a terminal: hot rows, growth red and
//! reduction green in a diff, bounds (`<=`) marked, rules dimmed.
//!
//! Colour is added by a writer placed between the printers and the
//! terminal ([`Colourer`]): it reads each finished line's cost columns
//! (which cgann prints, never the profile) and puts one style around the
//! line, so the printers stay as they are and output without colour is
//! byte for byte what it was. Profile text is never inside an escape
//! sequence: styles go around it, and whatever escaping of control
//! characters the printers do happens before. Colour repeats what the
//! figures say (the percentage, the sign, the `<=`); it never carries a
//! meaning alone.
//!
//! When: `--color=always|never|auto`; with auto, as ripgrep, git and the
//! anstream crate decide: `CLICOLOR_FORCE` (not `0`) forces colour,
//! `NO_COLOR` (not empty) and `TERM=dumb` (or no `TERM`) turn it off, and
//! otherwise only a terminal gets it.

use std::ffi::OsString;
use std::io::{self, Write};

use anstyle::{AnsiColor, Effects, Style};

/// `--color`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Choice {
    #[default]
    Auto,
    Always,
    Never,
}

/// Whether to colour, for output that `is_terminal` or not, with the
/// environment `env` (a lookup, so tests can give their own).
pub fn decide(choice: Choice, is_terminal: bool, env: impl Fn(&str) -> Option<OsString>) -> bool {
    let set = |name: &str| env(name).is_some_and(|v| !v.is_empty());
    match choice {
        Choice::Always => true,
        Choice::Never => false,
        Choice::Auto => {
            if set("CLICOLOR_FORCE") && env("CLICOLOR_FORCE").is_some_and(|v| v != "0") {
                return true;
            }
            if set("NO_COLOR") || env("CLICOLOR").is_some_and(|v| v == "0") {
                return false;
            }
            match env("TERM") {
                None => false,
                Some(t) if t == "dumb" => false,
                Some(_) => is_terminal,
            }
        }
    }
}

/// Whether standard output gets colour.
pub fn for_stdout(choice: Choice) -> bool {
    use std::io::IsTerminal;
    decide(choice, io::stdout().is_terminal(), |name| std::env::var_os(name))
}

/// A percentage at or above this makes a row hot.
const HOT: f64 = 10.0;
/// ... and at or above this, warm.
const WARM: f64 = 1.0;

const RULE: Style = Style::new().effects(Effects::DIMMED);
const TOTALS: Style = Style::new().effects(Effects::BOLD);
const HOT_ROW: Style = Style::new()
    .fg_color(Some(anstyle::Color::Ansi(AnsiColor::Red)))
    .effects(Effects::BOLD);
const WARM_ROW: Style = Style::new().fg_color(Some(anstyle::Color::Ansi(AnsiColor::Yellow)));
const GROWTH: Style = Style::new().fg_color(Some(anstyle::Color::Ansi(AnsiColor::Red)));
const REDUCTION: Style = Style::new().fg_color(Some(anstyle::Color::Ansi(AnsiColor::Green)));
const BOUND: Style = Style::new()
    .fg_color(Some(anstyle::Color::Ansi(AnsiColor::Magenta)))
    .effects(Effects::BOLD);
const TITLE: Style = Style::new()
    .fg_color(Some(anstyle::Color::Ansi(AnsiColor::Cyan)))
    .effects(Effects::BOLD);

/// What a line's cost columns say.
#[derive(Debug, Default, PartialEq)]
struct Costs {
    /// Where the columns end (the name or source text follows).
    end: usize,
    /// The first percentage.
    percent: Option<f64>,
    /// The sign of the first figure (`+`/`-` in a diff).
    sign: Option<u8>,
    /// Where each `<=` mark starts.
    bounds: Vec<usize>,
}

/// Reads the cost columns at the start of `line`: cells of `.`, or a
/// number (optionally signed, with commas, after a `<=`) with an optional
/// ` (12.34%)`, each followed by a space or the end. `None`: the line
/// starts with something else (a header, a rule, gprof's columns).
fn cost_columns(line: &[u8]) -> Option<Costs> {
    let mut costs = Costs::default();
    let mut i = 0;
    let n = line.len();
    loop {
        let mut j = i;
        while j < n && line[j] == b' ' {
            j += 1;
        }
        let mut bound = None;
        if line[j..].starts_with(b"<=") {
            bound = Some(j);
            j += 2;
        }
        let mut sign = None;
        if j < n && (line[j] == b'+' || line[j] == b'-') {
            sign = Some(line[j]);
            j += 1;
        }
        let digits_start = j;
        if j < n && line[j] == b'.' && bound.is_none() && sign.is_none() {
            j += 1;
        } else {
            while j < n && (line[j].is_ascii_digit() || line[j] == b',') {
                j += 1;
            }
            if j == digits_start || !line[digits_start].is_ascii_digit() {
                break;
            }
            // ` (12.34%)`, `( 0.06%)`, `(+1.31%)`.
            if line[j..].starts_with(b" (")
                && let Some(close) = line[j..].iter().position(|&b| b == b')')
            {
                let inner = &line[j + 2..j + close];
                if let Some(p) = inner.strip_suffix(b"%") {
                    let text = String::from_utf8_lossy(p);
                    if let Ok(v) = text.trim().parse::<f64>() {
                        costs.percent.get_or_insert(v.abs());
                        j += close + 1;
                    }
                }
            }
        }
        if j < n && line[j] != b' ' {
            break;
        }
        if costs.end == 0 && costs.sign.is_none() {
            costs.sign = sign;
        }
        costs.bounds.extend(bound);
        costs.end = j;
        i = j;
        if j >= n {
            break;
        }
    }
    (costs.end > 0).then_some(costs)
}

/// The style of a whole line (`None`: none), and whether it is the start
/// of a diff (which colours by sign from then on).
fn line_style(line: &[u8], diff: bool) -> (Option<Style>, Option<Costs>) {
    if line.len() >= 10 && line.iter().all(|&b| b == b'-') {
        return (Some(RULE), None);
    }
    if line.starts_with(b"-- ") {
        return (Some(TITLE), None);
    }
    let Some(costs) = cost_columns(line) else {
        return (None, None);
    };
    let rest = &line[costs.end..];
    let totals = rest.trim_ascii_start().starts_with(b"PROGRAM TOTALS");
    let style = if diff {
        let change = match costs.sign {
            Some(b'+') => Some(GROWTH),
            Some(b'-') => Some(REDUCTION),
            _ => None,
        };
        match change {
            Some(c) if totals => Some(c.effects(Effects::BOLD)),
            None if totals => Some(TOTALS),
            c => c,
        }
    } else if totals {
        Some(TOTALS)
    } else {
        match costs.percent {
            Some(p) if p >= HOT => Some(HOT_ROW),
            Some(p) if p >= WARM => Some(WARM_ROW),
            _ => None,
        }
    };
    (style, Some(costs))
}

/// A writer that colours each line it passes on (see the module's
/// documentation).
pub struct Colourer<W: Write> {
    inner: W,
    line: Vec<u8>,
    /// A diff's lines are coloured by the sign of their change.
    diff: bool,
}

impl<W: Write> Colourer<W> {
    pub fn new(inner: W) -> Colourer<W> {
        Colourer {
            inner,
            line: Vec::new(),
            diff: false,
        }
    }

    fn write_line(&mut self, with_newline: bool) -> io::Result<()> {
        let line = std::mem::take(&mut self.line);
        if line.starts_with(b"Difference: ") {
            self.diff = true;
        }
        let (style, costs) = line_style(&line, self.diff);
        let out = &mut self.inner;
        if let Some(s) = style {
            write!(out, "{}", s.render())?;
        }
        let mut at = 0;
        for &b in costs.as_ref().map_or(&[][..], |c| &c.bounds[..]) {
            out.write_all(&line[at..b])?;
            write!(
                out,
                "{}{}<={}",
                anstyle::Reset.render(),
                BOUND.render(),
                anstyle::Reset.render()
            )?;
            if let Some(s) = style {
                write!(out, "{}", s.render())?;
            }
            at = b + 2;
        }
        out.write_all(&line[at..])?;
        if style.is_some() {
            write!(out, "{}", anstyle::Reset.render())?;
        }
        if with_newline {
            out.write_all(b"\n")?;
        }
        self.line = line;
        self.line.clear();
        Ok(())
    }
}

impl<W: Write> Write for Colourer<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let mut rest = buf;
        while let Some(nl) = memchr::memchr(b'\n', rest) {
            self.line.extend_from_slice(&rest[..nl]);
            self.write_line(true)?;
            rest = &rest[nl + 1..];
        }
        self.line.extend_from_slice(rest);
        Ok(buf.len())
    }

    /// A line not finished yet is held back until its end comes (its
    /// style depends on all of it), unless it is the last.
    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

impl<W: Write> Drop for Colourer<W> {
    fn drop(&mut self) {
        if !self.line.is_empty() {
            let _ = self.write_line(false);
        }
        let _ = self.inner.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
        move |name| vars.iter().find(|(k, _)| *k == name).map(|(_, v)| OsString::from(v))
    }

    #[test]
    fn when_to_colour() {
        let term = [("TERM", "xterm-256color")];
        assert!(decide(Choice::Auto, true, env(&term)));
        assert!(!decide(Choice::Auto, false, env(&term)), "not a terminal");
        assert!(!decide(
            Choice::Auto,
            true,
            env(&[("TERM", "xterm"), ("NO_COLOR", "1")])
        ));
        assert!(
            decide(Choice::Auto, true, env(&[("TERM", "xterm"), ("NO_COLOR", "")])),
            "empty NO_COLOR"
        );
        assert!(!decide(Choice::Auto, true, env(&[("TERM", "dumb")])));
        assert!(!decide(Choice::Auto, true, env(&[])), "no TERM");
        assert!(!decide(
            Choice::Auto,
            true,
            env(&[("TERM", "xterm"), ("CLICOLOR", "0")])
        ));
        assert!(decide(
            Choice::Auto,
            false,
            env(&[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")])
        ));
        assert!(!decide(Choice::Auto, false, env(&[("CLICOLOR_FORCE", "0")])));
        assert!(decide(
            Choice::Always,
            false,
            env(&[("NO_COLOR", "1"), ("TERM", "dumb")])
        ));
        assert!(!decide(Choice::Never, true, env(&term)));
    }

    #[test]
    fn cost_columns_are_read() {
        let c = cost_columns(b"183,840 (24.39%)  ./src/lib/util.h:mix32").unwrap();
        assert_eq!((c.end, c.percent, c.sign), (16, Some(24.39), None));
        let c = cost_columns(b"  +63,000 (+8.36%)  ./src/lib/util.h:scale").unwrap();
        assert_eq!((c.percent, c.sign), (Some(8.36), Some(b'+')));
        let c = cost_columns(b"    <=3,144,637 (82.08%)  libc").unwrap();
        assert_eq!(c.bounds, vec![4]);
        let c = cost_columns(b"     .           unsigned long fib(unsigned n)").unwrap();
        assert_eq!(c.percent, None);
        let c = cost_columns(b" 1,000 (10.0%)  2 ( 0.1%)  x <= y").unwrap();
        assert_eq!((c.percent, c.bounds.len()), (Some(10.0), 0));
        for not in [
            &b"Thresholds:       99"[..],
            b"24.4     183,840  183,840 12,256",
            b"  ./elf/dl-lookup.c",
            b"",
            b"Ir                file:function",
        ] {
            assert_eq!(cost_columns(not), None, "{}", String::from_utf8_lossy(not));
        }
    }

    #[test]
    fn lines_get_one_style_and_bounds_their_own() {
        let mut out = Vec::new();
        {
            let mut c = Colourer::new(&mut out);
            c.write_all(b"----------\n183,840 (24.39%)  hot\n   10 ( 0.01%)  cold\n<=5 (2.00%)  bound")
                .unwrap();
        }
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.split('\n').collect();
        assert_eq!(
            lines[0],
            format!("{}----------{}", RULE.render(), anstyle::Reset.render())
        );
        assert_eq!(
            lines[1],
            format!("{}183,840 (24.39%)  hot{}", HOT_ROW.render(), anstyle::Reset.render())
        );
        assert_eq!(lines[2], "   10 ( 0.01%)  cold");
        assert_eq!(
            lines[3],
            format!(
                "{w}{r}{b}<={r}{w}5 (2.00%)  bound{r}",
                w = WARM_ROW.render(),
                b = BOUND.render(),
                r = anstyle::Reset.render()
            )
        );
    }
}
