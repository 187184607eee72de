//! Parts whose events differ from the first part's: their costs are moved
//! onto the first part's columns, and the events not every part records
//! are dropped at the end (with one warning each, [`WarningKind::EventsDropped`](crate::parse::WarningKind::EventsDropped)).

use super::{Aggregator, Warning};
use crate::model::cost::{Cost, CostRef, MAX_EVENTS, Mask};
use crate::parse::WarningKind;
use crate::parse::header::{PartHeader, TotalsLine};

/// For each of `from`'s columns, the column of `to` with the same name, if
/// any (with a name given twice, the k-th of `from` goes to the k-th of
/// `to`).
fn column_map(from: &[String], to: &[String]) -> Vec<Option<usize>> {
    let mut taken = vec![false; to.len()];
    from.iter()
        .map(|name| {
            let k = (0..to.len()).find(|&k| !taken[k] && to[k] == *name)?;
            taken[k] = true;
            Some(k)
        })
        .collect()
}

/// A mask with the first `n` columns set.
pub(super) fn all_columns(n: usize) -> Mask {
    if n >= MAX_EVENTS { Mask::MAX } else { (1 << n) - 1 }
}

pub(super) fn columns(mask: Mask) -> impl Iterator<Item = usize> {
    (0..MAX_EVENTS).filter(move |&i| mask & (1 << i) != 0)
}

/// A `summary:`/`totals:` line moved onto other columns: new column k takes
/// the value of column `src[k]`. `len`, the number of leading columns
/// written, counts the new columns whose sources were written, up to the
/// first that was not.
pub(super) fn move_totals(t: &TotalsLine, src: &[Option<usize>]) -> TotalsLine {
    let mut cost = Cost::zero(src.len());
    for (k, s) in src.iter().enumerate() {
        if let Some(v) = s.and_then(|j| t.cost.get(j)) {
            cost.vals[k] = v;
            cost.defined |= 1 << k;
        }
    }
    let len = src.iter().take_while(|s| s.is_some_and(|j| j < t.len)).count();
    TotalsLine { cost, len }
}

/// The costs of a part whose events differ from the first part's, moved
/// onto the aggregator's columns (the first part's).
pub(super) struct Remap {
    /// The aggregator's column for each of the part's columns.
    to: Vec<Option<usize>>,
    buf: Cost,
}

impl Remap {
    pub(super) fn apply(&mut self, c: CostRef<'_>) -> CostRef<'_> {
        self.buf.vals.fill(0);
        self.buf.defined = 0;
        for (j, to) in self.to.iter().enumerate() {
            if let (Some(k), Some(v)) = (*to, c.get(j)) {
                self.buf.vals[k] = v;
                self.buf.defined |= 1 << k;
            }
        }
        self.buf.as_ref()
    }

    /// The part's column for each of the aggregator's `n` columns.
    pub(super) fn sources(&self, n: usize) -> Vec<Option<usize>> {
        let mut src = vec![None; n];
        for (j, to) in self.to.iter().enumerate() {
            if let Some(k) = *to {
                src[k] = Some(j);
            }
        }
        src
    }
}

impl Aggregator {
    /// Drops the columns that not every part records from every table and
    /// every part's totals.
    pub(super) fn keep_common_events(&mut self) {
        let cols: Vec<usize> = columns(self.common).collect();
        self.events = cols.iter().map(|&i| self.events[i].clone()).collect();
        self.self_costs = self.self_costs.project(&cols);
        self.line_costs = self.line_costs.project(&cols);
        self.site_costs = self.site_costs.project(&cols);
        self.self_total = self.self_total.project(&cols);
        if let Some(f) = &mut self.function_lines {
            f.costs = f.costs.project(&cols);
        }
        let src: Vec<Option<usize>> = cols.iter().copied().map(Some).collect();
        for part in &mut self.parts {
            for t in [&mut part.summary, &mut part.totals].into_iter().flatten() {
                *t = move_totals(t, &src);
            }
            part.events.clone_from(&self.events);
        }
    }

    /// Notes that the event `name` is dropped, missing from the `events:`
    /// line `line` of input `input` (once per event).
    fn drop_event(&mut self, name: &str, input: usize, line: u64) {
        if self.dropped_names.insert(name.to_string()) {
            self.dropped.push(Warning {
                input,
                line,
                kind: WarningKind::EventsDropped,
                text: name.as_bytes().to_vec(),
            });
        }
    }

    /// Prepares for a part whose events differ from the first part's: its
    /// costs go to the columns of the same name, and the events it lacks or
    /// adds are dropped. Fails when no event is left.
    pub(super) fn remap_part(&mut self, header: &PartHeader) -> Result<(), String> {
        let to = column_map(&header.events, &self.events);
        let recorded = to.iter().flatten().fold(0, |m: Mask, &k| m | 1 << k);
        let common = self.common & recorded;
        if common == 0 {
            let before: Vec<&str> = columns(self.common).map(|i| self.events[i].as_str()).collect();
            return Err(format!(
                "events: {}: no event in common with the earlier parts, which all record {}",
                header.events.join(" "),
                before.join(" ")
            ));
        }
        for i in columns(self.common & !recorded) {
            let name = self.events[i].clone();
            self.drop_event(&name, self.input, header.events_line);
        }
        // Events the first part lacks.
        let (input, line) = self.parts.first().map_or((0, 0), |p| (p.input, p.events_line));
        for (j, k) in to.iter().enumerate() {
            if k.is_none() {
                self.drop_event(&header.events[j], input, line);
            }
        }
        self.common = common;
        self.remap = Some(Box::new(Remap {
            to,
            buf: Cost::zero(self.events.len()),
        }));
        Ok(())
    }
}
