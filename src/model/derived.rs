//! Derived events: costs computed from recorded ones, as KCachegrind does,
//! from `event: NAME = FORMULA` lines, `--event` options and the well-known
//! cache and branch estimates. A formula is a sum of terms, each an event
//! name optionally scaled by an integer (`CEst = Ir + 10 Bm + 10 L1m`), and
//! may use other derived events.

use super::Profile;
use super::cost::{Cost, CostRef, CostTable, MAX_EVENTS, Mask, Overflow, Val, checked_sum};

/// KCachegrind's usual derived events, known by name when their inputs
/// exist.
pub const KNOWN: &[(&str, &str)] = &[
    ("L1m", "I1mr + D1mr + D1mw"),
    ("LLm", "ILmr + DLmr + DLmw"),
    ("Bm", "Bim + Bcm"),
    ("CEst", "Ir + 10 Bm + 10 L1m + 20 Ge + 100 L2m + 100 LLm"),
];

/// Events valgrind's tools can record. A formula naming one that the
/// profile lacks counts it as zero (with a note) instead of failing.
pub const VALGRIND_EVENTS: &[&str] = &[
    "Ir",
    "Dr",
    "Dw",
    "I1mr",
    "D1mr",
    "D1mw",
    "ILmr",
    "DLmr",
    "DLmw",
    "I2mr",
    "D2mr",
    "D2mw",
    "L2m",
    "Bc",
    "Bcm",
    "Bi",
    "Bim",
    "Ge",
    "sysCount",
    "sysTime",
    "sysCpuTime",
    "AcCost1",
    "SpLoss1",
    "AcCost2",
    "SpLoss2",
];

/// Terms of [`KNOWN`] formulas that a profile lacks as a rule, counted as
/// zero without a note: `Ge` (callgrind records global bus events only
/// with `--collect-bus=yes`) and `L2m` (the L2 misses of valgrind before
/// 3.6, which `LLm` replaced: a profile has one of the two at most).
/// Named directly (`--show=Ge`, `--event='X = L2m'`) they are noted.
const SELDOM_RECORDED: &[&str] = &["Ge", "L2m"];

/// `NAME = FORMULA` as written (from the file or the command line).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Definition {
    pub name: String,
    pub formula: String,
}

impl Definition {
    /// Parses `NAME = FORMULA` (the `--event` option's value).
    pub fn parse(text: &str) -> Result<Definition, String> {
        let (name, formula) = text
            .split_once('=')
            .ok_or_else(|| format!("'{text}' is not NAME = FORMULA"))?;
        let name = name.trim();
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(format!("'{name}' is not an event name"));
        }
        terms(formula)?;
        Ok(Definition {
            name: name.to_string(),
            formula: formula.trim().to_string(),
        })
    }
}

/// The terms of a formula: (factor, event name).
pub fn terms(formula: &str) -> Result<Vec<(u64, String)>, String> {
    let mut out = Vec::new();
    for term in formula.split('+') {
        let words: Vec<&str> = term.split_whitespace().filter(|w| *w != "*").collect();
        let words: Vec<&str> = words
            .iter()
            .flat_map(|w| w.split('*'))
            .filter(|w| !w.is_empty())
            .collect();
        let (factor, name) = match words.as_slice() {
            [name] => (1, *name),
            [n, name] => (
                n.parse::<u64>()
                    .map_err(|_| format!("'{n}' is not a whole number in '{formula}'"))?,
                *name,
            ),
            _ => return Err(format!("cannot read the term '{}' of '{formula}'", term.trim())),
        };
        if !name.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) {
            return Err(format!("'{name}' is not an event name in '{formula}'"));
        }
        out.push((factor, name.to_string()));
    }
    Ok(out)
}

/// A derived event as a sum of recorded columns: (factor, column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Combination {
    pub name: String,
    pub parts: Vec<(u64, usize)>,
}

/// Expands `name` into recorded columns. Definitions are looked up in
/// `defs` (command line first, then the file's) and then in [`KNOWN`].
/// Missing valgrind events count as zero; their names are added to
/// `missing` (once each), except `SELDOM_RECORDED` terms of a known
/// formula.
pub fn resolve(
    name: &str,
    recorded: &[String],
    defs: &[Definition],
    missing: &mut Vec<String>,
) -> Result<Combination, String> {
    let mut parts = Vec::new();
    let mut scope = Expansion {
        recorded,
        defs,
        missing,
        out: &mut parts,
    };
    scope.expand(name, 1, false, 0)?;
    // Merge repeated columns.
    parts.sort_by_key(|&(_, col)| col);
    let mut merged: Vec<(u64, usize)> = Vec::new();
    for (f, col) in parts {
        match merged.last_mut() {
            Some((g, c)) if *c == col => *g = g.checked_add(f).ok_or("factor too large")?,
            _ => merged.push((f, col)),
        }
    }
    Ok(Combination {
        name: name.to_string(),
        parts: merged,
    })
}

/// What one [`resolve`] reads and fills.
struct Expansion<'a> {
    recorded: &'a [String],
    defs: &'a [Definition],
    missing: &'a mut Vec<String>,
    out: &'a mut Vec<(u64, usize)>,
}

impl Expansion<'_> {
    /// Adds `factor` times `name`; `in_known` when `name` is a term of a
    /// [`KNOWN`] formula.
    fn expand(&mut self, name: &str, factor: u64, in_known: bool, depth: usize) -> Result<(), String> {
        if depth > 32 {
            return Err(format!("event definitions refer to each other in a loop (at {name})"));
        }
        if let Some(col) = self.recorded.iter().rposition(|e| e == name) {
            self.out.push((factor, col));
            return Ok(());
        }
        let defined = self.defs.iter().find(|d| d.name == name).map(|d| d.formula.as_str());
        let known = KNOWN.iter().find(|(n, _)| *n == name).map(|(_, f)| *f);
        if let Some(formula) = defined.or(known) {
            for (f, term) in terms(formula)? {
                let scaled = factor
                    .checked_mul(f)
                    .ok_or_else(|| format!("factors in {name} too large"))?;
                self.expand(&term, scaled, defined.is_none(), depth + 1)?;
            }
            return Ok(());
        }
        if VALGRIND_EVENTS.contains(&name) {
            let quiet = in_known && SELDOM_RECORDED.contains(&name);
            if !quiet && !self.missing.iter().any(|m| m == name) {
                self.missing.push(name.to_string());
            }
            return Ok(());
        }
        Err(format!(
            "unknown event '{name}': not in the profile ({}), not defined by an event: line or --event, not a known derived event",
            self.recorded.join(" ")
        ))
    }
}

fn combine(c: CostRef<'_>, combos: &[Combination], out: &mut Cost) -> Result<(), Overflow> {
    let n = c.vals.len();
    out.vals[..n].copy_from_slice(c.vals);
    out.defined = c.defined;
    for (k, combo) in combos.iter().enumerate() {
        let mut sum: Val = 0;
        let mut defined = false;
        for &(f, col) in &combo.parts {
            if let Some(v) = c.get(col) {
                let term = v.checked_mul(Val::from(f)).ok_or(Overflow)?;
                sum = checked_sum(sum, term)?;
                defined = true;
            }
        }
        out.vals[n + k] = sum;
        if defined {
            out.defined |= (1 as Mask) << (n + k);
        }
    }
    Ok(())
}

fn extend_table(t: &CostTable, n: usize, combos: &[Combination]) -> Result<CostTable, Overflow> {
    let mut out = CostTable::new(n + combos.len());
    let mut row = Cost::zero(n + combos.len());
    for r in 0..t.len() as u32 {
        combine(t.get(r), combos, &mut row)?;
        let new = out.push();
        out.set(new, row.as_ref());
    }
    Ok(out)
}

fn extend_cost(c: &Cost, n: usize, combos: &[Combination]) -> Result<Cost, Overflow> {
    let mut row = Cost::zero(n + combos.len());
    combine(c.as_ref(), combos, &mut row)?;
    Ok(row)
}

impl Profile {
    /// Adds derived events as columns after the recorded ones, in every
    /// cost of the profile, so reports treat them like recorded events.
    pub fn add_derived(&mut self, combos: Vec<Combination>) -> Result<(), String> {
        if combos.is_empty() {
            return Ok(());
        }
        let n = self.events.len();
        if n + combos.len() > MAX_EVENTS {
            return Err(format!("more than {MAX_EVENTS} events with the derived ones"));
        }
        let overflow = |_| "a derived event's value goes past 2^64-1 or below -(2^64-1)".to_string();
        self.self_costs = extend_table(&self.self_costs, n, &combos).map_err(overflow)?;
        self.line_costs = extend_table(&self.line_costs, n, &combos).map_err(overflow)?;
        self.site_costs = extend_table(&self.site_costs, n, &combos).map_err(overflow)?;
        self.self_total = extend_cost(&self.self_total, n, &combos).map_err(overflow)?;
        for part in self.part_costs.iter_mut().flatten() {
            part.self_costs = extend_table(&part.self_costs, n, &combos).map_err(overflow)?;
            part.line_costs = extend_table(&part.line_costs, n, &combos).map_err(overflow)?;
            part.site_costs = extend_table(&part.site_costs, n, &combos).map_err(overflow)?;
            part.self_total = extend_cost(&part.self_total, n, &combos).map_err(overflow)?;
        }
        for part in &mut self.parts {
            for t in [&mut part.summary, &mut part.totals].into_iter().flatten() {
                t.cost = extend_cost(&t.cost, n, &combos).map_err(overflow)?;
                // A line that wrote every recorded column counts as having
                // written the derived ones too (see the annotation footer).
                if t.len >= n {
                    t.len = n + combos.len();
                }
            }
        }
        self.calls = Default::default();
        self.events.extend(combos.into_iter().map(|c| c.name));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn formulas() {
        assert_eq!(
            terms("Ir + 10 Bm + 2 * L1m").unwrap(),
            vec![(1, "Ir".into()), (10, "Bm".into()), (2, "L1m".into())]
        );
        assert_eq!(terms("3*Dr").unwrap(), vec![(3, "Dr".into())]);
        assert!(terms("Ir + ").is_err());
        assert!(terms("x y z").is_err());
        assert!(Definition::parse("Sum = Ir + Dr").is_ok());
        assert!(Definition::parse("Sum Ir").is_err());
    }

    #[test]
    fn cest_expands_through_known_events() {
        let rec = names(&[
            "Ir", "Dr", "Dw", "I1mr", "D1mr", "D1mw", "ILmr", "DLmr", "DLmw", "Bc", "Bcm", "Bi", "Bim",
        ]);
        let mut notes = Vec::new();
        let c = resolve("CEst", &rec, &[], &mut notes).unwrap();
        // Ir + 10 (Bim + Bcm) + 10 (I1mr + D1mr + D1mw) + 100 (ILmr + DLmr + DLmw); Ge and L2m missing,
        // without a note.
        assert_eq!(
            c.parts,
            vec![
                (1, 0),
                (10, 3),
                (10, 4),
                (10, 5),
                (100, 6),
                (100, 7),
                (100, 8),
                (10, 10),
                (10, 12)
            ]
        );
        assert!(notes.is_empty(), "{notes:?}");
        // Named directly, or by a formula of the user's, they are noted.
        let defs = vec![Definition::parse("Bus = 2 Ge").unwrap()];
        for name in ["Ge", "Bus"] {
            let mut notes = Vec::new();
            resolve(name, &rec, &defs, &mut notes).unwrap();
            assert_eq!(notes, ["Ge"]);
        }
        // Missing cache events are noted once each.
        let mut notes = Vec::new();
        resolve("CEst", &names(&["Ir"]), &[], &mut notes).unwrap();
        assert_eq!(notes, ["Bim", "Bcm", "I1mr", "D1mr", "D1mw", "ILmr", "DLmr", "DLmw"]);
    }

    #[test]
    fn unknown_and_looping_names_fail() {
        let rec = names(&["Ir"]);
        assert!(resolve("Nope", &rec, &[], &mut Vec::new()).is_err());
        let defs = vec![Definition::parse("A = B").unwrap(), Definition::parse("B = A").unwrap()];
        assert!(resolve("A", &rec, &defs, &mut Vec::new()).is_err());
    }
}
