//! Percentages printed the way `format!("{p:5.2}")` prints them, without
//! going through `core::fmt`, whose float formatting is the costliest part
//! of a table row: printing the 200 MB profile's table took 238 million
//! instructions through `core::fmt`, 208 million with this (callgrind).
//!
//! Rust rounds the exact binary value of the float to the number of
//! decimals asked for, ties to even; so does this, in integer arithmetic.

/// Appends `p` with `decimals` (1 or 2) decimals, right-aligned in `width`
/// characters, exactly as `format!("{p:width$.decimals$}")` would. Returns
/// false, appending nothing, for what it does not handle (negative values
/// and negative zero, values of 10^9 or more, NaN): the caller formats
/// those with `core::fmt`.
pub fn push_fixed(out: &mut Vec<u8>, p: f64, decimals: u32, width: usize) -> bool {
    if !(0.0..1e9).contains(&p) || p.is_sign_negative() {
        return false;
    }
    let scale: u64 = 10u64.pow(decimals);
    let scaled = round_scaled(p, scale);
    let (int, frac) = (scaled / u128::from(scale), (scaled % u128::from(scale)) as u64);
    let mut digits = [0u8; 24];
    let mut n = 0;
    // Fraction digits, last first, then the integer part.
    let mut f = frac;
    for _ in 0..decimals {
        digits[n] = b'0' + (f % 10) as u8;
        f /= 10;
        n += 1;
    }
    digits[n] = b'.';
    n += 1;
    let mut i = int;
    loop {
        digits[n] = b'0' + (i % 10) as u8;
        i /= 10;
        n += 1;
        if i == 0 {
            break;
        }
    }
    out.extend(std::iter::repeat_n(b' ', width.saturating_sub(n)));
    out.extend(digits[..n].iter().rev());
    true
}

/// `p * scale` rounded to an integer, ties to even, computed exactly from
/// the float's bits (`p` finite, non-negative and below 10^9).
fn round_scaled(p: f64, scale: u64) -> u128 {
    let bits = p.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1 << 52) - 1);
    // p = m * 2^e exactly (subnormals have no implicit bit).
    let (m, e) = if exp == 0 {
        (fraction, -1074)
    } else {
        (fraction | 1 << 52, exp - 1075)
    };
    let num = u128::from(m) * u128::from(scale);
    if e >= 0 {
        // Below 10^9 * 100 < 2^37, so e is small and this cannot overflow.
        return num << e;
    }
    let shift = (-e) as u32;
    if shift >= 127 {
        // num < 2^60: the value is far below one half.
        return 0;
    }
    let q = num >> shift;
    let rest = num & ((1u128 << shift) - 1);
    let half = 1u128 << (shift - 1);
    if rest > half || (rest == half && q & 1 == 1) {
        q + 1
    } else {
        q
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn same_as_fmt(p: f64) {
        for (decimals, width) in [(2, 5), (1, 5)] {
            let mut got = Vec::new();
            if push_fixed(&mut got, p, decimals, width) {
                let want = format!("{p:width$.prec$}", width = width, prec = decimals as usize);
                assert_eq!(String::from_utf8(got).unwrap(), want, "{p:e} with {decimals} decimals");
            }
        }
    }

    #[test]
    fn ties_go_to_even_as_in_core_fmt() {
        // Exactly representable halves: 0.125 -> 0.12, 0.375 -> 0.38.
        for k in 0..4000 {
            same_as_fmt(f64::from(k) / 8.0);
            same_as_fmt(f64::from(k) / 400.0);
            same_as_fmt(f64::from(k) / 20.0);
        }
    }

    #[test]
    fn percentages_of_costs_as_the_report_computes_them() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..200_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let total = (x >> 20) | 1;
            let v = (x >> 7) % (total + 1);
            same_as_fmt((v * 100) as f64 / total as f64);
            // Any magnitude up to 10^9, at full precision.
            let unit = (x >> 11) as f64 / (1u64 << 53) as f64;
            same_as_fmt(unit * 10f64.powi((x % 10) as i32));
            same_as_fmt(f64::from_bits(x >> 2));
        }
        for p in [
            0.0,
            1e-300,
            5e-324,
            0.004999999,
            0.005,
            0.015,
            99.995,
            99.99499999,
            100.0,
            999_999_999.9,
        ] {
            same_as_fmt(p);
        }
    }

    #[test]
    fn leaves_the_rest_to_core_fmt() {
        let mut s = Vec::new();
        for p in [-0.0, -1.0, 1e9, f64::NAN, f64::INFINITY] {
            assert!(!push_fixed(&mut s, p, 2, 5), "{p}");
        }
        assert!(s.is_empty());
    }
}
