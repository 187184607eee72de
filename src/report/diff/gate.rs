//! Gate rules for `--diff OLD NEW`: `--gate=RULE` (repeatable),
//! `--gate-file=FILE`, `--waive=NAME`, and `--fail-above=PCT` as the rule
//! `total PCT%`. A rule is
//!
//! ```text
//! SCOPE [EVENT] LIMIT [floor=N] [name=NAME]
//! ```
//!
//! SCOPE is `total`; `self:SPEC` or `inclusive:SPEC` (SPEC a symspec as
//! `--focus` takes it: `parse`, `parse.c`, `parse.c:parse`; the functions
//! it names summed); `file:PATH` or `object:NAME` (self cost of the
//! functions of a file or an object); or `each` (every function's self
//! cost on its own, new and removed functions included). LIMIT is `5%`,
//! `10000` or `5%|10000`: the growth allowed, in percent of OLD's figure
//! and/or in events; with both, exceeding either fails. `floor=N`: growth
//! of N or less always passes (noise). Where OLD's figure is zero or
//! negative a percentage allows no growth: the absolute growth is
//! compared.
//!
//! Where a figure is only bounded (an inclusive cost in recursion: see
//! docs/inclusive.md), a rule fails only when NEW's lower bound exceeds
//! OLD's upper bound by more than the limit allows, passes only when NEW's
//! upper bound stays within it of OLD's lower bound, and is otherwise
//! *undecided*.

use super::figures::{Figures, Range};
use crate::analysis::symspec::SymSpec;

/// What a rule gates.
#[derive(Debug, Clone)]
pub enum Scope {
    Total,
    Each,
    SelfOf(SymSpec),
    InclusiveOf(SymSpec),
    File(String),
    Object(String),
}

/// The growth a rule allows.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Limit {
    /// In percent of OLD's figure.
    pub percent: Option<f64>,
    /// In events.
    pub absolute: Option<i128>,
    /// Growth up to this always passes.
    pub floor: i128,
}

impl Limit {
    /// The largest growth from `base` (OLD's figure) that passes.
    pub fn allowed(&self, base: i128) -> i128 {
        let percent = self.percent.map(|p| {
            if base > 0 {
                // Growth above p% of base fails: the largest whole growth
                // at or below it passes.
                (base as f64 * p / 100.0).floor() as i128
            } else {
                0
            }
        });
        let limit = match (percent, self.absolute) {
            (Some(p), Some(a)) => p.min(a),
            (Some(p), None) => p,
            (None, Some(a)) => a,
            (None, None) => 0,
        };
        limit.max(self.floor)
    }

    /// How the limit reads: `5%|10,000 (floor 100)`.
    pub fn text(&self) -> String {
        let mut parts = Vec::new();
        if let Some(p) = self.percent {
            parts.push(format!("{}%", crate::report::format::perl_number(p)));
        }
        if let Some(a) = self.absolute {
            parts.push(crate::report::format::commify(a));
        }
        let mut s = parts.join("|");
        if self.floor > 0 {
            s.push_str(&format!(" (floor {})", crate::report::format::commify(self.floor)));
        }
        s
    }
}

/// A gate rule as written.
#[derive(Debug, Clone)]
pub struct Rule {
    /// What `--waive` names it by: `name=` or the rule's text.
    pub name: String,
    pub text: String,
    pub scope: Scope,
    /// The event gated (default: the diff's primary sort event).
    pub event: Option<String>,
    pub limit: Limit,
}

impl Rule {
    pub fn parse(text: &str) -> Result<Rule, String> {
        let bad = |why: &str| format!("gate rule '{text}': {why}");
        let mut words = text.split_whitespace();
        let scope_word = words.next().ok_or_else(|| bad("empty (SCOPE [EVENT] LIMIT)"))?;
        let spec = |s: &str| SymSpec::parse(s).map_err(|e| bad(&e));
        let scope = match scope_word.split_once(':') {
            None if scope_word == "total" => Scope::Total,
            None if scope_word == "each" => Scope::Each,
            Some(("self", s)) => Scope::SelfOf(spec(s)?),
            Some(("inclusive", s)) => Scope::InclusiveOf(spec(s)?),
            Some(("file", s)) if !s.is_empty() => Scope::File(s.to_string()),
            Some(("object", s)) if !s.is_empty() => Scope::Object(s.to_string()),
            _ => {
                return Err(bad(&format!(
                    "unknown scope '{scope_word}' (total, each, self:SPEC, inclusive:SPEC, file:PATH, object:NAME)"
                )));
            }
        };
        let mut event = None;
        let mut name = None;
        let mut limit = None;
        let mut floor = 0;
        for w in words {
            if let Some(n) = w.strip_prefix("floor=") {
                floor = count(n).ok_or_else(|| bad(&format!("'{n}' is not a count")))?;
            } else if let Some(n) = w.strip_prefix("name=") {
                name = Some(n.to_string());
            } else if w.starts_with(|c: char| c.is_ascii_digit() || c == '+' || c == '.') {
                if limit.is_some() {
                    return Err(bad("two limits"));
                }
                limit = Some(parse_limit(w).map_err(|e| bad(&e))?);
            } else if event.is_none() {
                event = Some(w.to_string());
            } else {
                return Err(bad(&format!("'{w}' is neither an event nor a limit")));
            }
        }
        let (percent, absolute) = limit.ok_or_else(|| bad("no limit (5%, 10000 or 5%|10000)"))?;
        Ok(Rule {
            name: name.unwrap_or_else(|| text.split_whitespace().collect::<Vec<_>>().join(" ")),
            text: text.to_string(),
            scope,
            event,
            limit: Limit {
                percent,
                absolute,
                floor,
            },
        })
    }

    /// Whether the rule reads inclusive costs.
    pub fn reads_inclusive(&self) -> bool {
        matches!(self.scope, Scope::InclusiveOf(_))
    }

    /// `--fail-above=PCT`: the total may grow by PCT percent.
    pub fn fail_above(pct: f64) -> Rule {
        Rule {
            name: "--fail-above".into(),
            text: format!("total {}%", crate::report::format::perl_number(pct)),
            scope: Scope::Total,
            event: None,
            limit: Limit {
                percent: Some(pct),
                absolute: None,
                floor: 0,
            },
        }
    }
}

/// `1,000`, `1000` or `1_000`.
fn count(s: &str) -> Option<i128> {
    let digits: String = s.chars().filter(|c| !matches!(c, ',' | '_')).collect();
    let digits = digits.strip_prefix('+').unwrap_or(&digits);
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| digits.parse().ok())
        .flatten()
}

/// `5%`, `10000`, `5%|10000` or `10000|5%`.
fn parse_limit(s: &str) -> Result<(Option<f64>, Option<i128>), String> {
    let mut percent = None;
    let mut absolute = None;
    for part in s.split('|') {
        if let Some(p) = part.strip_suffix('%') {
            let p = p.strip_prefix('+').unwrap_or(p);
            let v: f64 = p.parse().map_err(|_| format!("'{part}' is not a percentage"))?;
            if !v.is_finite() || v < 0.0 || percent.replace(v).is_some() {
                return Err(format!("'{part}': one percentage of 0 or more"));
            }
        } else {
            let v = count(part).ok_or_else(|| format!("'{part}' is neither a percentage nor a count"))?;
            if absolute.replace(v).is_some() {
                return Err(format!("'{s}': two counts"));
            }
        }
    }
    Ok((percent, absolute))
}

/// Reads a file of rules: one a line; `#` starts a comment.
pub fn parse_rules_file(text: &str, file: &str) -> Result<Vec<Rule>, String> {
    text.lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let line = line.split('#').next().unwrap_or("").trim();
            (!line.is_empty()).then(|| Rule::parse(line).map_err(|e| format!("{file}:{}: {e}", i + 1)))
        })
        .collect()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    Pass,
    Undecided,
    Fail,
}

impl Verdict {
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Pass => "pass",
            Verdict::Undecided => "undecided",
            Verdict::Fail => "fail",
        }
    }

    /// From OLD's and NEW's figures (exact or ranges) and the limit.
    pub fn of(old: Range, new: Range, limit: &Limit) -> Verdict {
        if new.lo - old.hi > limit.allowed(old.hi) {
            Verdict::Fail
        } else if new.hi - old.lo <= limit.allowed(old.lo) {
            Verdict::Pass
        } else {
            Verdict::Undecided
        }
    }
}

/// One function's figures under an `each` rule.
#[derive(Debug, Clone)]
pub struct Offender {
    pub function: u32,
    pub old: i128,
    pub new: i128,
}

/// A rule's outcome.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub rule: Rule,
    pub event: String,
    /// OLD's and NEW's figures (for `each`: the totals).
    pub old: Range,
    pub new: Range,
    pub verdict: Verdict,
    pub waived: bool,
    /// For `each`: the functions that fail or are undecided, by growth.
    pub offenders: Vec<Offender>,
    /// How many functions the scope holds in either profile.
    pub functions: usize,
}

impl Outcome {
    pub fn change(&self) -> Range {
        self.new.minus(self.old)
    }

    /// The largest growth that passes (from OLD's lower bound, as the pass
    /// test reads it).
    pub fn allowed(&self) -> i128 {
        self.rule.limit.allowed(self.old.lo)
    }
}

/// Every rule's outcome, and the verdict of those not waived.
#[derive(Debug, Clone)]
pub struct Gate {
    pub outcomes: Vec<Outcome>,
    pub verdict: Verdict,
    /// `--waive` names that name no rule.
    pub unknown_waivers: Vec<String>,
}

/// Evaluates `rules` on `fig`; `default_event` for rules naming none.
/// A rule whose event or functions neither profile has is an error.
pub fn evaluate(rules: &[Rule], waivers: &[String], fig: &Figures<'_>, default_event: &str) -> Result<Gate, String> {
    let mut outcomes = Vec::new();
    for rule in rules {
        let event = rule.event.clone().unwrap_or_else(|| default_event.to_string());
        let k = fig.event(&event).ok_or_else(|| {
            format!(
                "gate rule '{}': event '{event}' is not in both profiles (they have: {})",
                rule.text,
                fig.events.join(" ")
            )
        })?;
        let waived = waivers.contains(&rule.name);
        // A figure's outcome: OLD's and NEW's, from `functions` functions.
        let figure = |old: Range, new: Range, functions: usize, event: String| Outcome {
            verdict: Verdict::of(old, new, &rule.limit),
            rule: rule.clone(),
            event,
            old,
            new,
            waived,
            offenders: Vec::new(),
            functions,
        };
        let mut outcome = match &rule.scope {
            Scope::Total => figure(Range::exact(fig.totals[0][k]), Range::exact(fig.totals[1][k]), 0, event),
            Scope::Each => each(rule, fig, k, event, waived),
            scope => {
                let mut members = members(scope, fig);
                if members.is_empty() {
                    return Err(format!(
                        "gate rule '{}': no function of either profile matches",
                        rule.text
                    ));
                }
                let inclusive = matches!(scope, Scope::InclusiveOf(_));
                if inclusive {
                    members = outermost(fig, members);
                }
                let side = |s: usize| -> Range {
                    let figure = |&m: &u32| {
                        let f = &fig.functions[m as usize];
                        if inclusive {
                            f.inclusive[s][k]
                        } else {
                            Range::exact(f.self_cost[s][k])
                        }
                    };
                    if !inclusive || members.len() == 1 {
                        return members.iter().map(figure).fold(Range::default(), Range::plus);
                    }
                    // Several functions' inclusive costs may overlap (one
                    // calls another): at least the largest, at most the sum.
                    let sum = members.iter().map(figure).fold(Range::default(), Range::plus);
                    let lo = members.iter().map(|m| figure(m).lo).max().unwrap_or(0);
                    Range { lo, hi: sum.hi }
                };
                figure(side(0), side(1), members.len(), event)
            }
        };
        outcome.offenders.truncate(MAX_OFFENDERS);
        outcomes.push(outcome);
    }
    let verdict = outcomes
        .iter()
        .filter(|o| !o.waived)
        .map(|o| o.verdict)
        .max()
        .unwrap_or(Verdict::Pass);
    let unknown_waivers = waivers
        .iter()
        .filter(|w| !rules.iter().any(|r| r.name == **w))
        .cloned()
        .collect();
    Ok(Gate {
        outcomes,
        verdict,
        unknown_waivers,
    })
}

/// Why a rule did not pass, in a line: the growth and what was allowed.
pub fn reason(o: &Outcome) -> String {
    let change = o.change();
    let commify = crate::report::format::commify;
    if let Some(first) = o.offenders.first() {
        return format!(
            "gate '{}': {} of {} functions {} (the most: {:+} {})",
            o.rule.name,
            o.offenders.len(),
            o.functions,
            if o.verdict == Verdict::Fail {
                "grew by more than allowed"
            } else {
                "are undecided"
            },
            first.new - first.old,
            o.event,
        );
    }
    if o.rule.name == "--fail-above" && change.is_exact() && o.old.lo > 0 {
        return format!(
            "{} grew by {:.2}%, more than the {}% allowed",
            o.event,
            change.lo as f64 * 100.0 / o.old.lo as f64,
            crate::report::format::perl_number(o.rule.limit.percent.unwrap_or(0.0))
        );
    }
    let by = if change.is_exact() {
        format!("{}{}", if change.lo > 0 { "+" } else { "" }, commify(change.lo))
    } else {
        format!("{:+}..{:+} (the profiles only bound it)", change.lo, change.hi)
    };
    match o.verdict {
        Verdict::Undecided => format!(
            "gate '{}' is undecided: {} changed by {by}; {} allowed ({})",
            o.rule.name,
            o.event,
            commify(o.allowed()),
            o.rule.limit.text()
        ),
        _ => format!(
            "gate '{}': {} changed by {by}, more than the {} allowed ({})",
            o.rule.name,
            o.event,
            commify(o.rule.limit.allowed(o.old.hi)),
            o.rule.limit.text()
        ),
    }
}

/// The most offenders an `each` rule lists.
const MAX_OFFENDERS: usize = 20;

/// `members` without the recursion levels (`f'2`, `f'3`) of a function
/// whose level 1 (`f`, same file) is a member too: callgrind names level
/// N an activation made while N - 1 others of the function are active, so
/// the time in level N is within level 1's, and the inclusive cost of the
/// set is level 1's (exact where that is), not the sum.
fn outermost(fig: &Figures<'_>, members: Vec<u32>) -> Vec<u32> {
    let names: rustc_hash::FxHashSet<(&[u8], &[u8])> = members.iter().map(|&m| fig.recorded_name(m)).collect();
    members
        .iter()
        .copied()
        .filter(|&m| {
            let (file, function) = fig.recorded_name(m);
            let (end, level) = crate::analysis::contexts::split(function);
            // Only a bare level (`f'2`), not a caller chain (`f'2'g`).
            let bare = function.len() == end + 1 + level.to_string().len();
            !(level >= 2 && bare && names.contains(&(file, &function[..end])))
        })
        .collect()
}

/// The functions of a scope naming functions, files or objects.
fn members(scope: &Scope, fig: &Figures<'_>) -> Vec<u32> {
    let ids = 0..fig.functions.len() as u32;
    let present = |id: &u32| fig.functions[*id as usize].present.iter().any(|&p| p);
    let by_spec = |spec: &SymSpec| -> Vec<u32> {
        let named = |spec: &SymSpec| -> Vec<u32> {
            ids.clone()
                .filter(present)
                .filter(|&id| {
                    let (file, function) = fig.recorded_name(id);
                    spec.matches_names(file, function)
                })
                .collect()
        };
        let found = named(spec);
        // `msort_with_tmp.part.0` names a function when no file has it.
        if found.is_empty() {
            named(&spec.as_function())
        } else {
            found
        }
    };
    let path_ends = |have: &[u8], want: &str| {
        let want = want.as_bytes();
        have == want || (have.ends_with(want) && have[have.len() - want.len() - 1] == b'/')
    };
    match scope {
        Scope::SelfOf(spec) | Scope::InclusiveOf(spec) => by_spec(spec),
        Scope::File(path) => ids
            .filter(present)
            .filter(|&id| path_ends(fig.recorded_name(id).0, path))
            .collect(),
        Scope::Object(name) => ids
            .filter(present)
            .filter(|&id| {
                fig.functions[id as usize]
                    .object
                    .as_deref()
                    .is_some_and(|o| path_ends(o, name))
            })
            .collect(),
        Scope::Total | Scope::Each => Vec::new(),
    }
}

/// An `each` rule: every function's self cost on its own.
fn each(rule: &Rule, fig: &Figures<'_>, k: usize, event: String, waived: bool) -> Outcome {
    let mut offenders: Vec<(Verdict, Offender)> = Vec::new();
    let mut functions = 0;
    for (id, f) in fig.functions.iter().enumerate() {
        if !f.present.iter().any(|&p| p) {
            continue;
        }
        functions += 1;
        let (old, new) = (f.self_cost[0][k], f.self_cost[1][k]);
        let v = Verdict::of(Range::exact(old), Range::exact(new), &rule.limit);
        if v != Verdict::Pass {
            offenders.push((
                v,
                Offender {
                    function: id as u32,
                    old,
                    new,
                },
            ));
        }
    }
    offenders.sort_by(|(_, a), (_, b)| {
        (b.new - b.old)
            .cmp(&(a.new - a.old))
            .then_with(|| fig.recorded_name(a.function).cmp(&fig.recorded_name(b.function)))
    });
    let verdict = offenders.iter().map(|(v, _)| *v).max().unwrap_or(Verdict::Pass);
    Outcome {
        rule: rule.clone(),
        event,
        old: Range::exact(fig.totals[0][k]),
        new: Range::exact(fig.totals[1][k]),
        verdict,
        waived,
        offenders: offenders.into_iter().map(|(_, o)| o).collect(),
        functions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_parse() {
        let r = Rule::parse("inclusive:parse Ir 2%|50,000 floor=100 name=parser").unwrap();
        assert!(matches!(r.scope, Scope::InclusiveOf(_)));
        assert_eq!(r.event.as_deref(), Some("Ir"));
        assert_eq!(r.name, "parser");
        assert_eq!(
            r.limit,
            Limit {
                percent: Some(2.0),
                absolute: Some(50_000),
                floor: 100
            }
        );
        assert_eq!(Rule::parse("total  5%").unwrap().name, "total 5%");
        for bad in [
            "",
            "total",
            "totally 5%",
            "self: 5%",
            "total Ir Dr 5%",
            "total 5%|6%",
            "total -5%",
        ] {
            assert!(Rule::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn limits_allow_the_smaller_growth() {
        let l = Limit {
            percent: Some(2.0),
            absolute: Some(50_000),
            floor: 0,
        };
        assert_eq!(l.allowed(1_000_000), 20_000);
        assert_eq!(l.allowed(10_000_000), 50_000);
        assert_eq!(l.allowed(0), 0, "a percentage of nothing allows no growth");
        assert_eq!(l.allowed(-5), 0);
        let floor = Limit { floor: 300, ..l };
        assert_eq!(floor.allowed(1000), 300);
    }

    #[test]
    fn bounds_decide_only_when_they_must() {
        let l = Limit {
            percent: None,
            absolute: Some(10),
            floor: 0,
        };
        let r = |lo, hi| Range { lo, hi };
        assert_eq!(Verdict::of(r(100, 100), r(110, 110), &l), Verdict::Pass);
        assert_eq!(Verdict::of(r(100, 100), r(111, 111), &l), Verdict::Fail);
        // NEW's lower bound 20 above OLD's upper: fails whatever the truths.
        assert_eq!(Verdict::of(r(90, 100), r(121, 130), &l), Verdict::Fail);
        // NEW's upper bound within 10 of OLD's lower: passes whatever.
        assert_eq!(Verdict::of(r(90, 100), r(95, 100), &l), Verdict::Pass);
        assert_eq!(Verdict::of(r(90, 100), r(95, 105), &l), Verdict::Undecided);
    }
}
