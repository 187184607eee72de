//! Numbers as the format spec defines them: decimal digits or `0x` + hex.

/// Why a token is not a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumError {
    Invalid,
    TooLarge,
}

/// Parses an unsigned decimal or `0x`-prefixed hexadecimal number.
#[inline]
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

fn parse_hex(digits: &[u8]) -> Result<u64, NumError> {
    if digits.is_empty() {
        return Err(NumError::Invalid);
    }
    let mut v: u64 = 0;
    for &b in digits {
        let d = match b {
            b'0'..=b'9' => b - b'0',
            b'a'..=b'f' => b - b'a' + 10,
            b'A'..=b'F' => b - b'A' + 10,
            _ => return Err(NumError::Invalid),
        };
        if v >> 60 != 0 {
            return Err(NumError::TooLarge);
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
    }
}
