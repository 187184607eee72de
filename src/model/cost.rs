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

/// An owned, summed cost vector.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    pub defined: Mask,
    pub vals: Box<[u64]>,
}

/// A sum went past u64::MAX.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Overflow;

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
}
