//! Cost vectors. A column is either undefined (no cost line ever gave it a
//! value: printed as `.`) or a u64 count; sums are checked, never wrapping.

/// Profiles with more events than this are refused: a defined-column mask
/// fits one word, and no tool writes anywhere near 64 events.
pub const MAX_EVENTS: usize = 64;

/// Bit `i` set: column `i` is defined.
pub type Mask = u64;

/// One cost line's values, borrowed from the parser. `vals` has one entry per
/// event; undefined columns hold 0.
#[derive(Clone, Copy, Debug)]
pub struct CostRef<'a> {
    pub vals: &'a [u64],
    pub defined: Mask,
}

impl CostRef<'_> {
    pub fn get(&self, i: usize) -> Option<u64> {
        (i < self.vals.len() && self.defined & (1 << i) != 0).then(|| self.vals[i])
    }
}

/// Many cost vectors of one width in two flat arrays, addressed by row:
/// no allocation per function, line or call site, which matters with
/// millions of them (see bench/README.md).
#[derive(Debug, Clone, Default)]
pub struct CostTable {
    n: usize,
    vals: Vec<u64>,
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
    pub fn push(&mut self) -> u32 {
        let row = u32::try_from(self.defined.len()).expect("fewer than 2^32 cost rows");
        for _ in 0..self.n {
            self.vals.push(0);
        }
        self.defined.push(0);
        row
    }

    pub fn len(&self) -> usize {
        self.defined.len()
    }

    pub fn is_empty(&self) -> bool {
        self.defined.is_empty()
    }

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

    /// Adds a sum known not to overflow to a row of a one-column table.
    #[inline(always)]
    pub fn add_one(&mut self, row: u32, value: u64, defined: Mask) {
        debug_assert_eq!(self.n, 1);
        let r = row as usize;
        self.vals[r] = self.vals[r].wrapping_add(value);
        self.defined[r] |= defined;
    }

    /// Adds without failing (see [`Cost::add_saturating`]): only for
    /// figures derived for display.
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

    #[inline]
    pub fn add(&mut self, row: u32, c: CostRef<'_>) -> Result<(), Overflow> {
        let r = row as usize;
        let vals = &mut self.vals[r * self.n..(r + 1) * self.n];
        let mut bits = c.defined;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            vals[i] = vals[i].checked_add(c.vals[i]).ok_or(Overflow)?;
        }
        self.defined[r] |= c.defined;
        Ok(())
    }
}

/// The defined bits of the columns `cols`, renumbered by their position
/// in `cols`.
fn project_mask(defined: Mask, cols: &[usize]) -> Mask {
    cols.iter()
        .enumerate()
        .filter(|&(_, &i)| defined & (1 << i) != 0)
        .fold(0, |m, (k, _)| m | 1 << k)
}

/// An owned, summed cost vector.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    pub defined: Mask,
    pub vals: Box<[u64]>,
}

/// A sum went past u64::MAX.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Overflow;

/// Zeroes `vals` with stores. A loop or `fill()` becomes a call of memset,
/// which for the one or two values of a cost line costs more than the
/// stores: the values a cost line leaves out (215,000 calls on the 50 MB
/// benchmark profile, for the `* *` line after each jump) and a builder's
/// run when it is flushed.
#[inline(always)]
pub fn clear_vals(vals: &mut [u64]) {
    match vals {
        [] => {}
        [a] => *a = 0,
        [a, b] => (*a, *b) = (0, 0),
        rest => rest.fill(0),
    }
}

/// Adds a cost line's values to `budget`, the running sum of every
/// cost-line value so far; true when it no longer fits in 64 bits (the
/// budget is then spent, its value meaningless). While it fits, no sum of
/// those values can overflow, so cost lines may be summed ahead of the
/// checked tables without moving an overflow error to another line: the
/// pipeline's coalescing and the builder's runs both rely on it.
#[inline(always)]
pub fn spend(budget: &mut u64, vals: &[u64]) -> bool {
    // One event is the common case: written out, the check takes a few
    // instructions where the loop took some 35 a line (callgrind: 120
    // million on the 50 MB profile).
    match vals {
        [v] => {
            let (sum, spent) = budget.overflowing_add(*v);
            *budget = sum;
            spent
        }
        vals => {
            let mut spent = false;
            for &v in vals {
                let (sum, o) = budget.overflowing_add(v);
                *budget = sum;
                spent |= o;
            }
            spent
        }
    }
}

impl Cost {
    pub fn zero(n: usize) -> Self {
        Cost {
            defined: 0,
            vals: vec![0; n].into_boxed_slice(),
        }
    }

    pub fn from_ref(c: CostRef<'_>) -> Self {
        Cost {
            defined: c.defined,
            vals: c.vals.into(),
        }
    }

    pub fn as_ref(&self) -> CostRef<'_> {
        CostRef {
            vals: &self.vals,
            defined: self.defined,
        }
    }

    pub fn get(&self, i: usize) -> Option<u64> {
        (i < self.vals.len() && self.defined & (1 << i) != 0).then(|| self.vals[i])
    }

    /// Only the columns `cols`, in that order.
    pub fn project(&self, cols: &[usize]) -> Cost {
        Cost {
            defined: project_mask(self.defined, cols),
            vals: cols.iter().map(|&i| self.vals[i]).collect(),
        }
    }

    /// Adds a sum known not to overflow to a one-event cost.
    #[inline(always)]
    pub fn add_one(&mut self, value: u64, defined: Mask) {
        if let [v] = &mut self.vals[..] {
            *v = v.wrapping_add(value);
            self.defined |= defined;
        }
    }

    /// Adds the defined columns of `c`; on overflow `self` may be partly
    /// updated, which is fine because overflow ends the run.
    #[inline]
    pub fn add(&mut self, c: CostRef<'_>) -> Result<(), Overflow> {
        let mut bits = c.defined;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            self.vals[i] = self.vals[i].checked_add(c.vals[i]).ok_or(Overflow)?;
        }
        self.defined |= c.defined;
        Ok(())
    }

    pub fn add_cost(&mut self, c: &Cost) -> Result<(), Overflow> {
        self.add(c.as_ref())
    }

    /// Adds without failing: a column that would pass u64::MAX stays there.
    /// Only for figures derived for display (inclusive sums that count a
    /// recursive call at every level), never for costs read from a file.
    pub fn add_saturating(&mut self, c: CostRef<'_>) {
        let mut bits = c.defined;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            self.vals[i] = self.vals[i].saturating_add(c.vals[i]);
        }
        self.defined |= c.defined;
    }

    /// True when every defined column is 0 (or none is defined).
    pub fn is_zero(&self) -> bool {
        (0..self.vals.len()).all(|i| self.get(i).unwrap_or(0) == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adds_only_defined_columns_and_detects_overflow() {
        let mut c = Cost::zero(3);
        c.add(CostRef {
            vals: &[5, 0, 7],
            defined: 0b101,
        })
        .unwrap();
        assert_eq!(c.get(0), Some(5));
        assert_eq!(c.get(1), None);
        assert_eq!(c.get(2), Some(7));
        assert_eq!(
            c.add(CostRef {
                vals: &[u64::MAX, 0, 0],
                defined: 1
            }),
            Err(Overflow)
        );
    }

    #[test]
    fn projection_keeps_and_reorders_columns() {
        let c = Cost {
            defined: 0b011,
            vals: vec![5, 6, 0].into_boxed_slice(),
        };
        let p = c.project(&[2, 0]);
        assert_eq!((p.get(0), p.get(1)), (None, Some(5)));
        let mut t = CostTable::new(3);
        let row = t.push();
        t.add(row, c.as_ref()).unwrap();
        let t = t.project(&[1, 2]);
        assert_eq!(t.get(row).vals, &[6, 0]);
        assert_eq!(t.get(row).defined, 0b01);
    }
}
