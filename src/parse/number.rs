//! Numbers as the format spec defines them: decimal digits or `0x` + hex.

/// Why a token is not a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumError {
    Invalid,
    TooLarge,
}

/// Parses an unsigned decimal or `0x`-prefixed hexadecimal number.
#[inline(always)]
pub fn parse_u64(tok: &[u8]) -> Result<u64, NumError> {
    if let [b'0', b'x' | b'X', hex @ ..] = tok {
        return parse_hex(hex);
    }
    if tok.is_empty() {
        return Err(NumError::Invalid);
    }
    // Up to 19 digits cannot overflow: skip the checks (this is the hot
    // path of every cost line).
    if tok.len() <= 19 {
        let mut v: u64 = 0;
        for &b in tok {
            let d = b.wrapping_sub(b'0');
            if d > 9 {
                return Err(NumError::Invalid);
            }
            v = v * 10 + u64::from(d);
        }
        return Ok(v);
    }
    let mut v: u64 = 0;
    for &b in tok {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return Err(NumError::Invalid);
        }
        v = v
            .checked_mul(10)
            .and_then(|v| v.checked_add(u64::from(d)))
            .ok_or(NumError::TooLarge)?;
    }
    Ok(v)
}

/// Hex digit values, 0xff for anything else: instruction addresses make hex
/// numbers a good share of all numbers in `--dump-instr=yes` profiles.
pub(crate) const HEX: [u8; 256] = {
    let mut t = [0xff; 256];
    let mut i = 0;
    while i < 10 {
        t[b'0' as usize + i] = i as u8;
        i += 1;
    }
    let mut i = 0;
    while i < 6 {
        t[b'a' as usize + i] = 10 + i as u8;
        t[b'A' as usize + i] = 10 + i as u8;
        i += 1;
    }
    t
};

fn parse_hex(digits: &[u8]) -> Result<u64, NumError> {
    if digits.is_empty() {
        return Err(NumError::Invalid);
    }
    let significant = digits
        .iter()
        .position(|&b| b != b'0')
        .map_or(&digits[..0], |i| &digits[i..]);
    if significant.len() > 16 {
        return if digits.iter().all(|&b| HEX[b as usize] != 0xff) {
            Err(NumError::TooLarge)
        } else {
            Err(NumError::Invalid)
        };
    }
    let mut v: u64 = 0;
    for &b in digits {
        let d = HEX[b as usize];
        if d == 0xff {
            return Err(NumError::Invalid);
        }
        v = (v << 4) | u64::from(d);
    }
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_and_hex() {
        assert_eq!(parse_u64(b"0"), Ok(0));
        assert_eq!(parse_u64(b"18446744073709551615"), Ok(u64::MAX));
        assert_eq!(parse_u64(b"18446744073709551616"), Err(NumError::TooLarge));
        assert_eq!(parse_u64(b"0x10"), Ok(16));
        assert_eq!(parse_u64(b"0xffffffffffffffff"), Ok(u64::MAX));
        assert_eq!(parse_u64(b"0x1ffffffffffffffff"), Err(NumError::TooLarge));
        assert_eq!(parse_u64(b"0x"), Err(NumError::Invalid));
        assert_eq!(parse_u64(b""), Err(NumError::Invalid));
        assert_eq!(parse_u64(b"12a"), Err(NumError::Invalid));
        assert_eq!(parse_u64(b"-1"), Err(NumError::Invalid));
        assert_eq!(parse_u64(b"0x00000000000000000001"), Ok(1));
        assert_eq!(parse_u64(b"0xAbC"), Ok(0xabc));
        assert_eq!(parse_u64(b"0x1g"), Err(NumError::Invalid));
        assert_eq!(parse_u64(b"0x1ffffffffffffffffg"), Err(NumError::Invalid));
    }
}
