//! Costs kept per part as well as summed ([`BuildOptions::keep_parts`]):
//! what the browser's thread/part filter shows. Profiles of one run come
//! as several files (`--separate-threads=yes`, dumps) or as one file of
//! several parts; the report sums them, and so does the browser's first
//! screen, but a user looking at one thread wants its costs alone.
//!
//! While reading, each part's costs go to tables of their own, in the ids
//! every part shares (one name table, one function table): a function is
//! the same row in every part, so the browser's other filters, its cursor
//! and its history carry over from one part to another. Only when a
//! second part begins are the first part's tables set aside, so a profile
//! of one part costs nothing more. At the end the parts are summed into
//! the tables every report reads, in input order, as reading them in
//! sequence would have summed them: call sites are numbered in the order
//! they first appear, and a sum out of range is an error.
//!
//! [`BuildOptions::keep_parts`]: super::BuildOptions::keep_parts

use rustc_hash::{FxHashMap, FxHashSet};

use super::{Aggregator, OVERFLOW};
use crate::model::cost::{Cost, CostTable};
use crate::model::{CallStat, FuncId, JumpCount, JumpSite, PartCosts};

/// Parts kept apart at most; with more (a dump every few milliseconds),
/// each part's table of every function would take more memory than the
/// profile, and the filter shows the sum only.
pub const MAX_KEPT_PARTS: usize = 64;

impl Aggregator {
    /// At the start of a part after the first: the part before gets
    /// tables of its own (or, past [`MAX_KEPT_PARTS`], parts are no
    /// longer kept apart).
    pub(super) fn set_part_aside(&mut self) -> Result<(), String> {
        let Some(kept) = &self.kept else { return Ok(()) };
        if kept.len() + 1 >= MAX_KEPT_PARTS {
            // Sums everything so far back into the current tables.
            let part = self.take_part();
            let mut kept = self.kept.take().unwrap_or_default();
            kept.push(part);
            self.install(sum_parts(&kept, self.events.len(), self.functions.len())?);
            return Ok(());
        }
        let part = self.take_part();
        self.kept.as_mut().expect("checked above").push(part);
        Ok(())
    }

    /// The current part's tables, the aggregator left with empty ones.
    fn take_part(&mut self) -> PartCosts {
        self.flush_run();
        self.park_lines();
        self.last_line = None;
        let n = self.events.len();
        let mut inlined: Vec<(FuncId, FuncId)> = std::mem::take(&mut self.inlined).into_iter().collect();
        inlined.sort_unstable();
        self.last_inlined = None;
        PartCosts {
            self_costs: std::mem::replace(&mut self.self_costs, CostTable::zeroed(n, self.functions.len())),
            lines: std::mem::take(&mut self.lines),
            line_costs: std::mem::replace(&mut self.line_costs, CostTable::new(n)),
            call_sites: std::mem::take(&mut self.call_sites),
            site_costs: std::mem::replace(&mut self.site_costs, CostTable::new(n)),
            inlined,
            jumps: std::mem::take(&mut self.jumps),
            self_total: std::mem::replace(&mut self.self_total, Cost::zero(n)),
        }
    }

    fn install(&mut self, sum: PartCosts) {
        self.self_costs = sum.self_costs;
        self.lines = sum.lines;
        self.line_costs = sum.line_costs;
        self.call_sites = sum.call_sites;
        self.site_costs = sum.site_costs;
        self.inlined = sum.inlined.into_iter().collect();
        self.jumps = sum.jumps;
        self.self_total = sum.self_total;
    }

    /// At the end: when parts were kept apart, the last one too, and the
    /// tables summed from them. `None` when there is nothing kept apart
    /// (one part: its tables are the sum).
    pub(super) fn finish_parts(&mut self) -> Result<Option<Vec<PartCosts>>, String> {
        match self.kept.take() {
            Some(mut kept) if !kept.is_empty() => {
                kept.push(self.take_part());
                let sum = sum_parts(&kept, self.events.len(), self.functions.len())?;
                self.install(sum);
                Ok(Some(kept))
            }
            _ => Ok(None),
        }
    }
}

/// The parts' costs summed, as one aggregator reading them in sequence
/// would have summed them.
fn sum_parts(parts: &[PartCosts], n: usize, functions: usize) -> Result<PartCosts, String> {
    let overflow = |_| OVERFLOW.to_string();
    let mut self_costs = CostTable::zeroed(n, functions);
    let mut lines: FxHashMap<u32, FxHashMap<u64, u32>> = FxHashMap::default();
    let mut line_costs = CostTable::new(n);
    let mut call_sites: FxHashMap<(FuncId, FuncId, u64), CallStat> = FxHashMap::default();
    let mut site_costs = CostTable::new(n);
    let mut inlined: FxHashSet<(FuncId, FuncId)> = FxHashSet::default();
    let mut jumps: FxHashMap<JumpSite, JumpCount> = FxHashMap::default();
    let mut self_total = Cost::zero(n);
    for part in parts {
        for f in 0..part.self_costs.len() as u32 {
            self_costs.add(f, part.self_costs.get(f)).map_err(overflow)?;
        }
        for (&file, part_lines) in &part.lines {
            let mine = lines.entry(file).or_default();
            for (&line, &row) in part_lines {
                let to = *mine.entry(line).or_insert_with(|| line_costs.push());
                line_costs.add(to, part.line_costs.get(row)).map_err(overflow)?;
            }
        }
        // In the order the part met them, after the earlier parts' sites.
        let mut sites: Vec<_> = part.call_sites.iter().collect();
        sites.sort_unstable_by_key(|(_, s)| s.seq);
        for (&key, site) in sites {
            let seq = u32::try_from(call_sites.len()).unwrap_or(u32::MAX);
            let to = call_sites.entry(key).or_insert_with(|| CallStat {
                count: 0,
                row: site_costs.push(),
                seq,
            });
            to.count = to
                .count
                .checked_add(site.count)
                .ok_or("a sum of call counts goes past 2^64-1")?;
            site_costs
                .add(to.row, part.site_costs.get(site.row))
                .map_err(overflow)?;
        }
        inlined.extend(part.inlined.iter().copied());
        for (&site, count) in &part.jumps {
            let to = jumps.entry(site).or_default();
            let sum = |a: u64, b: u64| a.checked_add(b).ok_or("a sum of jump counts goes past 2^64-1");
            to.executed = sum(to.executed, count.executed)?;
            to.followed = sum(to.followed, count.followed)?;
        }
        self_total.add(part.self_total.as_ref()).map_err(overflow)?;
    }
    let mut inlined: Vec<_> = inlined.into_iter().collect();
    inlined.sort_unstable();
    Ok(PartCosts {
        self_costs,
        lines,
        line_costs,
        call_sites,
        site_costs,
        inlined,
        jumps,
        self_total,
    })
}
