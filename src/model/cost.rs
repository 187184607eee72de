//! Cost vectors and their tables. The vectors themselves ([`Cost`],
//! [`CostRef`], a [`Val`] per column) are defined in [`crate::cost`], below
//! the parser, and named here for everything above the model; the tables
//! that sum them per function, line and call site are the model's own.

pub use crate::cost::{
    Cost, CostRef, LIMIT, MAX_EVENTS, Mask, Overflow, Val, checked_sum, clear_vals, in_range, project_mask,
    saturating_sum, to_f64,
};

/// Many cost vectors of one width in two flat arrays, addressed by row:
/// no allocation per function, line or call site, which matters with
/// millions of them (see bench/README.md).
#[derive(Debug, Clone, Default)]
pub struct CostTable {
    n: usize,
    vals: Vec<Val>,
    defined: Vec<Mask>,
}

impl CostTable {
    pub fn new(n: usize) -> Self {
        CostTable {
            n,
            vals: Vec::new(),
            defined: Vec::new(),
        }
    }

    /// A table of `rows` rows with every column undefined (one allocation
    /// each, zeroed, where pushing row by row grew them step by step).
    pub fn zeroed(n: usize, rows: usize) -> Self {
        CostTable {
            n,
            vals: vec![0; n * rows],
            defined: vec![0; rows],
        }
    }

    /// Appends a row with every column undefined; returns its index.
    #[inline]
    pub fn push(&mut self) -> u32 {
        let row = u32::try_from(self.defined.len()).expect("fewer than 2^32 cost rows");
        for _ in 0..self.n {
            self.vals.push(0);
        }
        self.defined.push(0);
        row
    }

    /// Room for `rows` more rows, exactly. Pushed to row by row, a table's
    /// arrays double as they grow; where the final number of rows is
    /// known, reserving it keeps a big table (up to a million rows of 24
    /// bytes on the 1 GB benchmark profile) from taking twice its size at
    /// the analysis's peak.
    pub fn reserve(&mut self, rows: usize) {
        self.vals.reserve_exact(rows * self.n);
        self.defined.reserve_exact(rows);
    }

    pub fn len(&self) -> usize {
        self.defined.len()
    }

    pub fn is_empty(&self) -> bool {
        self.defined.is_empty()
    }

    #[inline]
    pub fn get(&self, row: u32) -> CostRef<'_> {
        let r = row as usize;
        CostRef {
            vals: &self.vals[r * self.n..(r + 1) * self.n],
            defined: self.defined[r],
        }
    }

    /// Overwrites a row.
    pub fn set(&mut self, row: u32, c: CostRef<'_>) {
        let r = row as usize;
        self.vals[r * self.n..(r + 1) * self.n].copy_from_slice(c.vals);
        self.defined[r] = c.defined;
    }

    /// A copy holding only the columns `cols`, in that order.
    pub fn project(&self, cols: &[usize]) -> CostTable {
        let mut out = CostTable::new(cols.len());
        out.vals.reserve_exact(self.len() * cols.len());
        out.defined.reserve_exact(self.len());
        for row in 0..self.len() {
            let c = self.get(row as u32);
            out.vals.extend(cols.iter().map(|&i| c.vals[i]));
            out.defined.push(project_mask(c.defined, cols));
        }
        out
    }

    /// Adds a sum known to stay in range to a row of a one-column table.
    #[inline(always)]
    pub fn add_one(&mut self, row: u32, value: Val, defined: Mask) {
        debug_assert_eq!(self.n, 1);
        let r = row as usize;
        self.vals[r] += value;
        self.defined[r] |= defined;
    }

    /// Adds without failing (see [`Cost::add_saturating`]): only for
    /// figures derived for display. Inlined: out of line it was 62
    /// instructions a call in the recursion analysis's sums over every
    /// call of a profile.
    #[inline]
    pub fn add_saturating(&mut self, row: u32, c: CostRef<'_>) {
        let r = row as usize;
        let vals = &mut self.vals[r * self.n..(r + 1) * self.n];
        let mut bits = c.defined;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            vals[i] = vals[i].saturating_add(c.vals[i]);
        }
        self.defined[r] |= c.defined;
    }

    /// Adds `c` to a row. Always inlined: out of line, with the 128-bit
    /// checks, the split load's merge of 83,000 rows took 5 million
    /// instructions more on the 50 MB benchmark profile.
    #[inline(always)]
    pub fn add(&mut self, row: u32, c: CostRef<'_>) -> Result<(), Overflow> {
        let r = row as usize;
        let vals = &mut self.vals[r * self.n..(r + 1) * self.n];
        let mut bits = c.defined;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            vals[i] = checked_sum(vals[i], c.vals[i])?;
        }
        self.defined[r] |= c.defined;
        Ok(())
    }
}

/// Adds the magnitudes of a cost line's values to `budget`, the running sum
/// of every cost-line value's magnitude so far; true when it no longer fits
/// in 64 bits (the budget is then spent, its value meaningless). While it
/// fits, no sum of those values can leave ±(2^64-1), so cost lines may be summed ahead of the
/// checked tables without moving an overflow error to another line: the
/// pipeline's coalescing and the builder's runs both rely on it.
#[inline(always)]
pub fn spend(budget: &mut u64, vals: &[Val]) -> bool {
    // A value's magnitude is at most 2^64-1 (the parser reads no more):
    // above that the budget is spent at once.
    let magnitude = |v: Val| u64::try_from(v.unsigned_abs()).unwrap_or(u64::MAX);
    // One event is the common case: written out, the check takes a few
    // instructions where the loop took some 35 a line (callgrind: 120
    // million on the 50 MB profile).
    match vals {
        [v] => {
            let (sum, spent) = budget.overflowing_add(magnitude(*v));
            *budget = sum;
            spent
        }
        vals => {
            let mut spent = false;
            for &v in vals {
                let (sum, o) = budget.overflowing_add(magnitude(v));
                *budget = sum;
                spent |= o;
            }
            spent
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_projection_keeps_and_reorders_columns() {
        let c = Cost {
            defined: 0b011,
            vals: vec![5, 6, 0].into_boxed_slice(),
        };
        let mut t = CostTable::new(3);
        let row = t.push();
        t.add(row, c.as_ref()).unwrap();
        let t = t.project(&[1, 2]);
        assert_eq!(t.get(row).vals, &[6, 0]);
        assert_eq!(t.get(row).defined, 0b01);
    }

    #[test]
    fn the_budget_counts_magnitudes() {
        let mut budget = 0;
        assert!(!spend(&mut budget, &[-5, 7]));
        assert_eq!(budget, 12);
        assert!(spend(&mut budget, &[-Val::from(u64::MAX)]));
    }
}
