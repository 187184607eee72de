//! The one exactness vocabulary every output uses: a figure is exact, an
//! upper bound (with its lower bound where known), or not decided by the
//! data (see `analysis::recursion`). Outputs show the marks defined here
//! and nothing else: text puts [`BOUND_MARK`] before a bound and prints
//! [`UNDECIDED_MARK`] where the data decides no figure; JSON and CSV
//! write [`Exactness::name`]; DOT labels carry the text marks.

use crate::model::cost::{Cost, CostRef};

/// What a figure is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Exactness {
    /// Measured: the figure is the truth.
    Exact,
    /// The truth is at most the figure (and at least its lower bound,
    /// when one is known).
    UpperBound,
    /// The data cannot decide the figure at all: a recursive call's
    /// recorded cost, which is already within an outer call's.
    Undecided,
}

impl Exactness {
    /// The word JSON and CSV write: `exact`, `bound`, `undecided`.
    pub fn name(self) -> &'static str {
        match self {
            Exactness::Exact => "exact",
            Exactness::UpperBound => "bound",
            Exactness::Undecided => "undecided",
        }
    }

    /// The mark text puts before (a bound) or instead of (undecided) the
    /// figure; empty when exact.
    pub fn mark(self) -> &'static str {
        match self {
            Exactness::Exact => "",
            Exactness::UpperBound => BOUND_MARK,
            Exactness::Undecided => UNDECIDED_MARK,
        }
    }
}

/// What marks a figure that is an upper bound: `<=1,234 (5.67%)`.
pub const BOUND_MARK: &str = "<=";

/// What stands in for a figure the data does not decide (never `.`,
/// which is zero or no cost): `?`.
pub const UNDECIDED_MARK: &str = "?";

/// A figure (a cost vector `C`: a [`CostRef`] into the profile, or an
/// owned [`Cost`] for a sum) with its exactness.
#[derive(Debug, Clone, PartialEq)]
pub enum Figure<C> {
    Exact(C),
    /// An upper bound, and its lower bound when known.
    Bounded {
        upper: C,
        lower: Option<C>,
    },
    /// No figure: the data does not decide it.
    Undecided,
}

impl<C> Figure<C> {
    pub fn exactness(&self) -> Exactness {
        match self {
            Figure::Exact(_) => Exactness::Exact,
            Figure::Bounded { .. } => Exactness::UpperBound,
            Figure::Undecided => Exactness::Undecided,
        }
    }

    /// The figure shown: the exact value or the upper bound.
    pub fn value(&self) -> Option<&C> {
        match self {
            Figure::Exact(c) | Figure::Bounded { upper: c, .. } => Some(c),
            Figure::Undecided => None,
        }
    }

    /// The lower bound: the value itself when exact.
    pub fn lower(&self) -> Option<&C> {
        match self {
            Figure::Exact(c) => Some(c),
            Figure::Bounded { lower, .. } => lower.as_ref(),
            Figure::Undecided => None,
        }
    }

    /// An exact figure, or an upper bound with its lower bound.
    pub fn new(value: C, exact: bool, lower: impl FnOnce() -> Option<C>) -> Self {
        if exact {
            Figure::Exact(value)
        } else {
            Figure::Bounded {
                upper: value,
                lower: lower(),
            }
        }
    }

    pub fn map<D>(self, mut f: impl FnMut(C) -> D) -> Figure<D> {
        match self {
            Figure::Exact(c) => Figure::Exact(f(c)),
            Figure::Bounded { upper, lower } => Figure::Bounded {
                upper: f(upper),
                lower: lower.map(f),
            },
            Figure::Undecided => Figure::Undecided,
        }
    }
}

impl Figure<Cost> {
    pub fn as_ref(&self) -> Figure<CostRef<'_>> {
        match self {
            Figure::Exact(c) => Figure::Exact(c.as_ref()),
            Figure::Bounded { upper, lower } => Figure::Bounded {
                upper: upper.as_ref(),
                lower: lower.as_ref().map(Cost::as_ref),
            },
            Figure::Undecided => Figure::Undecided,
        }
    }
}

impl<'a> Figure<CostRef<'a>> {
    /// One event's value: `Figure<Option<Val>>` for cells.
    pub fn event(&self, e: usize) -> Figure<Option<crate::model::cost::Val>> {
        match self {
            Figure::Exact(c) => Figure::Exact(c.get(e)),
            Figure::Bounded { upper, lower } => Figure::Bounded {
                upper: upper.get(e),
                lower: lower.map(|l| l.get(e)),
            },
            Figure::Undecided => Figure::Undecided,
        }
    }

    pub fn to_owned(&self) -> Figure<Cost> {
        self.clone().map(Cost::from_ref)
    }
}

/// Which marks a report showed, for its legend.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Marks {
    pub bound: bool,
    pub undecided: bool,
}

impl Marks {
    pub fn saw(&mut self, e: Exactness) {
        match e {
            Exactness::Exact => {}
            Exactness::UpperBound => self.bound = true,
            Exactness::Undecided => self.undecided = true,
        }
    }

    pub fn any(self) -> bool {
        self.bound || self.undecided
    }

    pub fn union(self, other: Marks) -> Marks {
        Marks {
            bound: self.bound || other.bound,
            undecided: self.undecided || other.undecided,
        }
    }

    /// The one-line legend of the marks shown (none when none was): it
    /// follows a table that shows a mark, so that a report without marks
    /// keeps callgrind_annotate's bytes.
    pub fn legend(self) -> Option<&'static str> {
        match (self.bound, self.undecided) {
            (false, false) => None,
            (true, false) => Some("Marks: <=N an upper bound (the data cannot decide the figure exactly)\n"),
            (false, true) => Some("Marks: ? not decided by the data (a recursive call, within an outer call's cost)\n"),
            (true, true) => Some("Marks: <=N an upper bound; ? not decided by the data (docs/inclusive.md)\n"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legends_are_one_line_and_name_their_marks() {
        for (bound, undecided) in [(true, false), (false, true), (true, true)] {
            let legend = Marks { bound, undecided }.legend().expect("a legend");
            assert_eq!(legend.matches('\n').count(), 1, "{legend}");
            assert!(legend.len() <= 81, "{legend}");
            assert_eq!(legend.contains(BOUND_MARK), bound, "{legend}");
            assert_eq!(legend.contains(UNDECIDED_MARK), undecided, "{legend}");
        }
        assert_eq!(Marks::default().legend(), None);
    }
}
