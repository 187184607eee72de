//! What the rules of inclusive costs (the recursion analysis, and the
//! tightening of its bounds by enclosing frames) share: a call with its
//! cost, the mark of a context of no known function, and costs compared
//! column by column.

use crate::model::cost::{Cost, CostRef};

/// A call between two nodes: caller, callee, its inclusive cost.
pub type Edge<'c> = (u32, u32, CostRef<'c>);

/// The family of a node that is no context of a function asked about (see
/// `Families` of the recursion analysis).
pub const NO_FAMILY: u32 = u32::MAX;

/// `a = max(a, b)` column by column (a column defined in either is).
pub(super) fn max_into(a: &mut Cost, b: CostRef<'_>) {
    for i in 0..a.vals.len() {
        if let Some(y) = b.get(i) {
            a.vals[i] = a.get(i).map_or(y, |x| x.max(y));
        }
    }
    a.defined |= b.defined;
}

/// `a = min(a, b)` column by column, where both are defined.
pub(super) fn min_into(a: &mut Cost, b: CostRef<'_>) {
    for i in 0..a.vals.len() {
        if let (Some(x), Some(y)) = (a.get(i), b.get(i)) {
            a.vals[i] = x.min(y);
        }
    }
}
