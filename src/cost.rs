//! Cost vectors: the values a cost line gives, and their sums. Both the
//! parser and the model use them, so they sit below both; reporters name
//! them through [`crate::model::cost`].
//!
//! A column is either undefined (no cost line ever gave it a value: printed
//! as `.`) or a signed count. Counts are read up to 2^64-1 and may be
//! negative (memory deltas of Xdebug 2 and php-spx, `pprof -diff_base`);
//! a value is a [`Val`] (i128) so that any such count and any sum within
//! ±(2^64-1) is exact. Sums are checked: one that leaves that range is an
//! error ([`Overflow`]), never a wrapped figure, so every figure a report
//! prints, writes to JSON or writes back as a profile is a 65-bit integer.

/// Profiles with more events than this are refused: a defined-column mask
/// fits one word, and no tool writes anywhere near 64 events.
pub const MAX_EVENTS: usize = 64;

/// Bit `i` set: column `i` is defined.
pub type Mask = u64;

/// One cost value: a count of up to 2^64-1, negative or not.
pub type Val = i128;

/// The largest magnitude of a cost or of a sum of costs.
pub const LIMIT: u128 = u64::MAX as u128;

/// One cost line's values (borrowed from the parser) or one row of a table.
/// `vals` has one entry per event; undefined columns hold 0.
#[derive(Clone, Copy, Debug)]
pub struct CostRef<'a> {
    pub vals: &'a [Val],
    pub defined: Mask,
}

impl CostRef<'_> {
    pub fn get(&self, i: usize) -> Option<Val> {
        (i < self.vals.len() && self.defined & (1 << i) != 0).then(|| self.vals[i])
    }

    /// Whether any defined value is below 0.
    pub fn has_negative(&self) -> bool {
        self.vals.iter().any(|&v| v < 0)
    }
}

/// An owned, summed cost vector.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    pub defined: Mask,
    pub vals: Box<[Val]>,
}

/// A sum left ±(2^64-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Overflow;

/// `a + b`, if within ±(2^64-1).
#[inline(always)]
pub fn checked_sum(a: Val, b: Val) -> Result<Val, Overflow> {
    match a.checked_add(b) {
        Some(s) if in_range(s) => Ok(s),
        _ => Err(Overflow),
    }
}

/// Whether `v` is within ±(2^64-1): one addition and one compare, where
/// `unsigned_abs` took several instructions more (merging the split load's
/// tables adds 154,000 rows on the 50 MB benchmark profile).
#[inline(always)]
pub fn in_range(v: Val) -> bool {
    (v.wrapping_add(LIMIT as Val) as u128) <= 2 * LIMIT
}

/// `v` as a double, through 64 bits when it fits: the conversion from 128
/// bits is a library call (`__floattidf`), which percentages of every
/// row of a table took 5 million instructions for on the 50 MB benchmark
/// profile.
#[inline]
pub fn to_f64(v: Val) -> f64 {
    match i64::try_from(v) {
        Ok(x) => x as f64,
        Err(_) => wide_to_f64(v),
    }
}

/// Out of line: with both conversions inline, the compiler saw that they
/// agree and kept only the 128-bit one.
#[cold]
#[inline(never)]
fn wide_to_f64(v: Val) -> f64 {
    v as f64
}

/// `a + b`, held at ±(2^64-1).
#[inline]
pub fn saturating_sum(a: Val, b: Val) -> Val {
    let s = a.saturating_add(b);
    s.clamp(-(LIMIT as Val), LIMIT as Val)
}

/// Zeroes `vals` with stores. A loop or `fill()` becomes a call of memset,
/// which for the one or two values of a cost line costs more than the
/// stores: the values a cost line leaves out (215,000 calls on the 50 MB
/// benchmark profile, for the `* *` line after each jump) and a builder's
/// run when it is flushed.
#[inline(always)]
pub fn clear_vals(vals: &mut [Val]) {
    match vals {
        [] => {}
        [a] => *a = 0,
        [a, b] => (*a, *b) = (0, 0),
        rest => rest.fill(0),
    }
}

/// The defined bits of the columns `cols`, renumbered by their position
/// in `cols`.
pub fn project_mask(defined: Mask, cols: &[usize]) -> Mask {
    cols.iter()
        .enumerate()
        .filter(|&(_, &i)| defined & (1 << i) != 0)
        .fold(0, |m, (k, _)| m | 1 << k)
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

    pub fn get(&self, i: usize) -> Option<Val> {
        (i < self.vals.len() && self.defined & (1 << i) != 0).then(|| self.vals[i])
    }

    /// Only the columns `cols`, in that order.
    pub fn project(&self, cols: &[usize]) -> Cost {
        Cost {
            defined: project_mask(self.defined, cols),
            vals: cols.iter().map(|&i| self.vals[i]).collect(),
        }
    }

    /// Adds a sum known to stay in range to a one-event cost.
    #[inline(always)]
    pub fn add_one(&mut self, value: Val, defined: Mask) {
        if let [v] = &mut self.vals[..] {
            *v += value;
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
            self.vals[i] = checked_sum(self.vals[i], c.vals[i])?;
        }
        self.defined |= c.defined;
        Ok(())
    }

    pub fn add_cost(&mut self, c: &Cost) -> Result<(), Overflow> {
        self.add(c.as_ref())
    }

    /// Adds without failing: a column that would leave ±(2^64-1) stays at
    /// the limit. Only for figures derived for display (inclusive sums that
    /// count a recursive call at every level), never for costs read from a
    /// file.
    pub fn add_saturating(&mut self, c: CostRef<'_>) {
        let mut bits = c.defined;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            self.vals[i] = saturating_sum(self.vals[i], c.vals[i]);
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
                vals: &[u64::MAX.into(), 0, 0],
                defined: 1
            }),
            Err(Overflow)
        );
    }

    #[test]
    fn signed_sums_stay_within_64_bits_of_magnitude() {
        let max = Val::from(u64::MAX);
        let mut c = Cost::zero(1);
        c.add(CostRef {
            vals: &[max],
            defined: 1,
        })
        .unwrap();
        c.add(CostRef {
            vals: &[-max],
            defined: 1,
        })
        .unwrap();
        c.add(CostRef {
            vals: &[-max],
            defined: 1,
        })
        .unwrap();
        assert_eq!(c.get(0), Some(-max));
        assert_eq!(
            c.add(CostRef {
                vals: &[-1],
                defined: 1
            }),
            Err(Overflow)
        );
        c.add_saturating(CostRef {
            vals: &[-5],
            defined: 1,
        });
        assert_eq!(c.get(0), Some(-max));
        assert_eq!(saturating_sum(max, max), max);
        assert!(in_range(max) && in_range(-max) && in_range(0));
        assert!(!in_range(max + 1) && !in_range(-max - 1) && !in_range(Val::MIN) && !in_range(Val::MAX));
        assert_eq!(to_f64(-5), -5.0);
        assert_eq!(to_f64(max), u64::MAX as f64);
    }

    #[test]
    fn projection_keeps_and_reorders_columns() {
        let c = Cost {
            defined: 0b011,
            vals: vec![5, 6, 0].into_boxed_slice(),
        };
        let p = c.project(&[2, 0]);
        assert_eq!((p.get(0), p.get(1)), (None, Some(5)));
    }
}
