//! The table by source file or by ELF object (`--group=file|object`) as
//! data; the figures come from [`crate::analysis::groups`].

use super::Resolved;
use super::figure::{Figure, Marks};
use super::order::{advance, all_thresholds_reached};
pub use crate::analysis::groups::GroupRow;
use crate::analysis::groups::group_rows;
use crate::analysis::needs::{ElfDeps, Order, object_order};
use crate::model::cost::{Cost, CostRef};

/// The groups shown, sorted and cut at the thresholds and `--top`.
pub struct GroupTable {
    pub rows: Vec<GroupRow>,
    /// The files to auto-annotate: the shown files when grouping by file,
    /// none when grouping by object.
    pub files: Vec<u32>,
    /// With inclusive costs: the objects' dependency order they were
    /// computed with.
    pub order: Option<Order>,
}

impl GroupRow {
    /// The figure the table lists: the self cost, or the inclusive cost
    /// (exact or an upper bound with its lower bound).
    pub fn figure(&self) -> Figure<CostRef<'_>> {
        match &self.inclusive {
            None => Figure::Exact(self.self_cost.as_ref()),
            Some(c) => Figure::new(c.as_ref(), self.exact, || self.lower.as_ref().map(Cost::as_ref)),
        }
    }
}

impl GroupTable {
    /// `deps` reads an object's dependencies (its ELF `DT_NEEDED`), for
    /// the dependency order of inclusive costs.
    pub fn new(resolved: &Resolved<'_>, deps: impl Fn(&[u8]) -> Option<ElfDeps>) -> GroupTable {
        let query = &resolved.query;
        let order = query.inclusive.then(|| object_order(resolved.profile, deps));
        let mut rows = group_rows(
            resolved.profile,
            query.group,
            order.as_ref(),
            resolved.totals.as_ref(),
            |a, b| resolved.cmp_costs(a, b),
        );
        // Rows are in name order here (cycles last, by number), so a stable
        // sort by cost breaks ties by name.
        rows.sort_by(|a, b| resolved.cmp_costs(a.listed().as_ref(), b.listed().as_ref()));
        let mut reached = vec![0i128; resolved.sort_order.len()];
        let mut shown = Vec::new();
        let mut files = Vec::new();
        for row in rows {
            let at_threshold = resolved.single_threshold < 100.0 && all_thresholds_reached(resolved, &reached);
            if at_threshold || query.top.is_some_and(|t| shown.len() >= t) {
                break;
            }
            advance(resolved, &mut reached, row.listed().as_ref());
            files.extend(row.file);
            shown.push(row);
        }
        GroupTable {
            rows: shown,
            files,
            order,
        }
    }

    pub fn marks(&self) -> Marks {
        let mut marks = Marks::default();
        for row in &self.rows {
            marks.saw(row.figure().exactness());
        }
        marks
    }
}
