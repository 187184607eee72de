//! Number and column formatting exactly as callgrind_annotate does it:
//! thousands separators, `(12.34%)` percentages, and columns as wide as
//! their widest entry.

use std::io::{self, Write};

use crate::model::cost::{Cost, CostRef, Val, to_f64};
use crate::view::Figure;

/// The 80-dash rule between blocks.
pub const RULE: &str = "--------------------------------------------------------------------------------\n";

/// `1234567` -> `1,234,567`; a negative number as callgrind_annotate
/// prints it, without separators (`-34224`: its regex wants a digit first).
pub fn commify(v: impl Into<Val>) -> String {
    let v: Val = v.into();
    let mut s = Vec::with_capacity(26);
    push_commified(&mut s, v);
    ascii(s)
}

/// Text made of ASCII bytes (digits, commas, signs, points, blanks).
fn ascii(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).expect("formatted numbers are ASCII")
}

/// How to print cost columns: which events in which order, and against
/// which totals percentages are taken.
pub struct Columns<'a> {
    /// Event indices to print, in order (may repeat).
    pub order: &'a [usize],
    pub show_percs: bool,
    /// Totals for percentages; an undefined or zero total gives 0%.
    pub totals: &'a Cost,
}

/// Width of each event's column: the event name, or the widest value with
/// its commas and (when shown) its 9-character percentage.
pub fn widths<'c>(events: &[String], costs: impl IntoIterator<Item = CostRef<'c>>, show_percs: bool) -> Vec<usize> {
    // A value's width grows with the value: the largest of each column
    // decides it, and only that one is measured (measuring every value
    // took about 1.5 ms of the 50 MB benchmark profile's report, timed in
    // the process, for 154,000 rows).
    // The most negative value of a column may be the widest: both ends
    // are kept.
    let mut largest: Vec<Option<(Val, Val)>> = vec![None; events.len()];
    for c in costs {
        let mut bits = c.defined;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let v = c.vals[i];
            largest[i] = Some(largest[i].map_or((v, v), |(lo, hi)| (lo.min(v), hi.max(v))));
        }
    }
    // callgrind_annotate's rule, which counts a minus sign as a digit when
    // it reserves room for separators (that it then does not print).
    let width = |v: Val| {
        let len = digits(v.unsigned_abs()) + usize::from(v < 0);
        len + (len - 1) / 3 + if show_percs { 9 } else { 0 }
    };
    events
        .iter()
        .zip(largest)
        .map(|(name, v)| v.map_or(name.len(), |(lo, hi)| name.len().max(width(lo)).max(width(hi))))
        .collect()
}

fn digits(mut v: u128) -> usize {
    let mut n = 1;
    while v >= 10 {
        v /= 10;
        n += 1;
    }
    n
}

/// The percentage callgrind_annotate prints: Perl computes `v * 100` exactly
/// while it fits in 64 bits (in floating point beyond), then divides as
/// doubles.
pub fn percent(v: impl Into<Val>, total: Option<Val>) -> f64 {
    let v: Val = v.into();
    match total {
        None | Some(0) => 0.0,
        Some(t) => {
            let scaled = match v.checked_mul(100) {
                Some(x) if i64::try_from(x).is_ok() || u64::try_from(x).is_ok() => to_f64(x),
                _ => to_f64(v) * 100.0,
            };
            scaled / to_f64(t)
        }
    }
}

/// ` (12.34%)`, or ` (100.0%)` when two decimals would not fit 5 places.
pub fn percent_text(p: f64) -> String {
    let mut text = Vec::new();
    push_percent(&mut text, p);
    ascii(text)
}

/// Prints one row of cost columns, each followed by a space. `None` prints
/// every column as `.` (a source line without cost).
pub fn write_costs<W: Write + ?Sized>(
    out: &mut W,
    cost: Option<CostRef<'_>>,
    widths: &[usize],
    cols: &Columns<'_>,
) -> io::Result<()> {
    write_cells(out, cost, b"", b'.', widths, cols)
}

/// What marks a figure that is an upper bound (see [`crate::view::figure`]).
pub const BOUND_MARK: &[u8] = crate::view::figure::BOUND_MARK.as_bytes();

/// Prints a figure: as [`write_costs`] when exact; a bound's values each
/// marked with [`BOUND_MARK`] (the widths must have room for it: see
/// [`widen_for_bounds`]); a figure the data does not decide as `?` in
/// every column.
pub fn write_figure<W: Write + ?Sized>(
    out: &mut W,
    figure: &Figure<CostRef<'_>>,
    widths: &[usize],
    cols: &Columns<'_>,
) -> io::Result<()> {
    match figure {
        Figure::Exact(c) => write_cells(out, Some(*c), b"", b'.', widths, cols),
        Figure::Bounded { upper, .. } => write_cells(out, Some(*upper), BOUND_MARK, b'.', widths, cols),
        Figure::Undecided => write_cells(out, None, b"", UNDECIDED, widths, cols),
    }
}

/// The cell of a figure the data does not decide.
const UNDECIDED: u8 = crate::view::figure::UNDECIDED_MARK.as_bytes()[0];

/// Column widths with room for [`BOUND_MARK`] when some figure printed in
/// them is a bound.
pub fn widen_for_bounds(mut widths: Vec<usize>, bounded: bool) -> Vec<usize> {
    if bounded {
        for w in &mut widths {
            *w += BOUND_MARK.len();
        }
    }
    widths
}

#[inline(always)]
fn write_cells<W: Write + ?Sized>(
    out: &mut W,
    cost: Option<CostRef<'_>>,
    mark: &[u8],
    missing: u8,
    widths: &[usize],
    cols: &Columns<'_>,
) -> io::Result<()> {
    // Reused buffers, one pair per thread: reports print hundreds of
    // thousands of rows on big profiles, and allocating per column showed
    // in profiles. Each cell is written apart and padded as it is copied
    // into the line (padding by inserting in front of it, through a string
    // of spaces made for each cell, took 99 million instructions for the
    // 200 MB profile's rows where this takes 84 million).
    // Bytes, not Strings: a String's push of a char checks its UTF-8
    // length, a byte's is a store; a number's digits and commas are made
    // in a stack buffer and copied at once (the 50 MB benchmark profile's
    // table, with its tied rows' sort: 67.1 M -> 62.4 M instructions).
    type Buffers = std::cell::RefCell<(Vec<u8>, Vec<u8>)>;
    thread_local!(static BUFFERS: Buffers = const { std::cell::RefCell::new((Vec::new(), Vec::new())) });
    BUFFERS.with_borrow_mut(|(line, cell)| {
        line.clear();
        for &i in cols.order {
            let v = cost.and_then(|c| c.get(i));
            cell.clear();
            match v {
                Some(v) => {
                    cell.extend_from_slice(mark);
                    push_commified(cell, v);
                }
                None => cell.push(missing),
            }
            if cols.show_percs {
                match v {
                    Some(v) if v != 0 => push_percent(cell, percent(v, cols.totals.get(i))),
                    _ => cell.extend_from_slice(b"         "),
                }
            }
            let pad = widths[i].saturating_sub(cell.len());
            line.extend(std::iter::repeat_n(b' ', pad));
            line.extend_from_slice(cell);
            line.push(b' ');
        }
        out.write_all(line)
    })
}

fn push_commified(line: &mut Vec<u8>, v: Val) {
    match u64::try_from(v.unsigned_abs()) {
        Ok(x) => push_digits(line, x, v < 0),
        // Only a difference of two sums can be this big.
        Err(_) => {
            let digits = v.unsigned_abs().to_string();
            let text = if v < 0 {
                format!("-{digits}")
            } else {
                commify_text(&digits)
            };
            line.extend_from_slice(text.as_bytes());
        }
    }
}

/// `digits` with a comma before each group of three from the right.
fn commify_text(digits: &str) -> String {
    let mut out = String::with_capacity(digits.len() * 4 / 3 + 1);
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The digits of `x` (negative: after a minus sign and without commas, as
/// callgrind_annotate prints negative numbers). In 64 bits: dividing 128
/// bits by 10 is a library call (3.7 million instructions more for the 50
/// MB benchmark profile's table).
fn push_digits(line: &mut Vec<u8>, x: u64, negative: bool) {
    // From the right end: digits, a comma before each group of three.
    let mut text = [0u8; 28];
    let mut at = text.len();
    let mut x = x;
    let mut n = 0;
    loop {
        if n > 0 && n % 3 == 0 && !negative {
            at -= 1;
            text[at] = b',';
        }
        at -= 1;
        text[at] = b'0' + (x % 10) as u8;
        n += 1;
        x /= 10;
        if x == 0 {
            break;
        }
    }
    if negative {
        at -= 1;
        text[at] = b'-';
    }
    line.extend_from_slice(&text[at..]);
}

fn push_percent(line: &mut Vec<u8>, p: f64) {
    let decimals = if -9.995 < p && p < 99.995 { 2 } else { 1 };
    line.extend_from_slice(b" (");
    if !super::fixed::push_fixed(line, p, decimals, 5) {
        // Writing to a Vec cannot fail.
        let _ = if decimals == 2 {
            write!(line, "{p:5.2}")
        } else {
            write!(line, "{p:5.1}")
        };
    }
    line.extend_from_slice(b"%)");
}

/// Prints the event names left-aligned in their columns, each followed by a
/// space (trailing blanks included, as the reference prints them).
pub fn write_event_names(out: &mut dyn Write, events: &[String], widths: &[usize], order: &[usize]) -> io::Result<()> {
    let mut line = String::new();
    for &i in order {
        line.push_str(&events[i]);
        line.extend(std::iter::repeat_n(' ', widths[i].saturating_sub(events[i].len())));
        line.push(' ');
    }
    out.write_all(line.as_bytes())
}

/// A number as Perl prints it (`%.15g`): integers plainly, others with up
/// to 15 significant digits and no trailing zeros.
pub fn perl_number(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        return format!("{}", v as i64);
    }
    let s = format!("{v:.14e}");
    let (mantissa, exp) = s.split_once('e').expect("exponent form");
    let exp: i32 = exp.parse().expect("exponent");
    if !(-5..15).contains(&exp) {
        let m = mantissa.trim_end_matches('0').trim_end_matches('.');
        return format!("{m}e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs());
    }
    let decimals = (14 - exp).max(0) as usize;
    let s = format!("{v:.decimals$}");
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commas() {
        assert_eq!(commify(0), "0");
        assert_eq!(commify(999), "999");
        assert_eq!(commify(1000), "1,000");
        assert_eq!(commify(18446744073709551615u64), "18,446,744,073,709,551,615");
        assert_eq!(commify(-34224), "-34224");
        assert_eq!(commify(-7), "-7");
        assert_eq!(commify(-Val::from(u64::MAX)), "-18446744073709551615");
        assert_eq!(commify(Val::from(u64::MAX) * 2), "36,893,488,147,419,103,230");
        assert_eq!(commify(-Val::from(u64::MAX) * 2), "-36893488147419103230");
    }

    #[test]
    fn percentages() {
        assert_eq!(percent_text(percent(1, Some(3))), " (33.33%)");
        assert_eq!(percent_text(percent(3, Some(3))), " (100.0%)");
        assert_eq!(percent_text(percent(5, Some(1000))), " ( 0.50%)");
        assert_eq!(percent_text(percent(41, Some(10))), " (410.0%)");
        assert_eq!(percent(5, None), 0.0);
        // As callgrind_annotate prints a negative memory delta.
        assert_eq!(percent_text(percent(-34224, Some(1200336))), " (-2.85%)");
        assert_eq!(percent_text(percent(-7, Some(1200336))), " (-0.00%)");
        assert_eq!(percent_text(percent(-500, Some(1000))), " (-50.0%)");
    }

    #[test]
    fn perl_numbers() {
        assert_eq!(perl_number(8.0), "8");
        assert_eq!(perl_number(8.5), "8.5");
        assert_eq!(perl_number(-0.5), "-0.5");
        assert_eq!(perl_number(0.1 + 0.2), "0.3");
    }

    #[test]
    fn column_widths() {
        let events = vec!["Ir".to_string(), "Dr".to_string()];
        let c = Cost {
            defined: 1,
            vals: vec![1234, 0].into(),
        };
        assert_eq!(widths(&events, [c.as_ref()], true), vec![5 + 9, 2]);
        assert_eq!(widths(&events, [c.as_ref()], false), vec![5, 2]);
    }
}
