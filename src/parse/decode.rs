//! The general decoders of cost lines, call and jump targets and counts:
//! any run of blanks between tokens, `.` for an undefined cost, `-N` for a
//! negative one, and an error for every fault. The fast paths for lines as
//! callgrind writes them are in [`super::fast`]; where they give up, these
//! decide.

use super::number::{NumError, parse_u64};
use super::{fast, is_blank};
use crate::cost::Val;

/// The general decoder of the counts of a `jump=` or `jcnd=` value:
/// (executed, followed, the position after them).
pub(super) fn jump_counts(value: &[u8], conditional: bool) -> Result<(u64, u64, usize), String> {
    let (first, mut i) = next_token(value, 0).ok_or("jump without a count")?;
    let (executed, followed) = if !conditional {
        let n = number(first, "jump count")?;
        (n, n)
    } else if let Some(slash) = memchr::memchr(b'/', first) {
        // callgrind writes `jcnd=followed/executed`.
        let followed = number(&first[..slash], "jump count")?;
        (number(&first[slash + 1..], "execution count")?, followed)
    } else {
        // The spec's form: `jcnd=exe-count jump-count target`.
        let exe = number(first, "execution count")?;
        let (jumped, next) = next_token(value, i).ok_or("jcnd= without a jump count")?;
        i = next;
        (exe, number(jumped, "jump count")?)
    };
    Ok((executed, followed, i))
}

/// The general decoder of a call or jump target at `text[i..]`: up to
/// `ncols` subpositions relative to `last_pos`; returns the line (0 when the
/// positions have none or the line's column is missing).
pub(super) fn decode_target_line(
    text: &[u8],
    i: usize,
    ncols: usize,
    last_pos: &[u64; 3],
    line_col: Option<usize>,
) -> Result<u64, String> {
    let mut pos = [0; 3];
    decode_target(text, i, ncols, last_pos, &mut pos)?;
    Ok(line_col.map_or(0, |c| pos[c]))
}

/// Decodes the target subpositions at `text[i..]` into `pos` (relative to
/// `last_pos`; missing ones left 0).
pub(super) fn decode_target(
    text: &[u8],
    mut i: usize,
    ncols: usize,
    last_pos: &[u64; 3],
    pos: &mut [u64; 3],
) -> Result<(), String> {
    // Decoded in place, from `text[i..]`, with the cost lines' one-pass
    // decoder. Split into tokens and decoded one by one, this took about
    // 300 instructions per calls=/jump= line on the 50 MB profile (102
    // million for 341,000 lines).
    for (col, &prev) in last_pos.iter().enumerate().take(ncols) {
        i = skip_blanks(text, i);
        if i == text.len() {
            break;
        }
        let (v, next) = decode_subposition(text, i, prev);
        pos[col] = v.map_err(|e| subposition_error(token_at(text, i), prev, e))?;
        i = next;
    }
    Ok(())
}

/// The general cost-line decoder: `ncols` subpositions, each relative to
/// the same column of `last_pos` (updated), then up to `vals.len()` costs
/// (`.` undefined, any run of blanks between tokens); returns the mask of
/// the costs given. Numbers are decoded while scanning, in one pass.
pub(super) fn decode_cost_line(
    text: &[u8],
    ncols: usize,
    last_pos: &mut [u64; 3],
    vals: &mut [Val],
) -> Result<u64, String> {
    // `i` starts at a token: the line's first byte is not blank (see
    // `line`), and each step ends past the blanks after its token.
    let mut i = 0;
    for (col, last) in last_pos.iter_mut().enumerate().take(ncols) {
        if i == text.len() {
            return Err(format!("cost line has {col} subpositions, positions: needs {ncols}"));
        }
        let prev = *last;
        let (v, next) = decode_subposition(text, i, prev);
        *last = v.map_err(|e| subposition_error(token_at(text, i), prev, e))?;
        i = after_token(text, next);
    }
    decode_costs(text, i, vals).map(|(defined, _)| defined)
}

#[inline(always)]
pub(super) fn skip_blanks(s: &[u8], mut i: usize) -> usize {
    while i < s.len() && is_blank(s[i]) {
        i += 1;
    }
    i
}

/// The position of the next token (or the end) after a token that ends at
/// `i`, which is the end of the line or a blank (the decoders stop only
/// there): the blank needs no test. Used on cost lines instead of
/// `skip_blanks` before each token: together with no skipping before the
/// first token, the parser thread went from 1,845M to 1,800M
/// instructions on the 50 MB profile.
#[inline(always)]
pub(super) fn after_token(s: &[u8], i: usize) -> usize {
    if i >= s.len() { i } else { skip_blanks(s, i + 1) }
}

/// The next blank-separated token at or after `s[i]`, and the position
/// after it.
#[inline]
pub(super) fn next_token(s: &[u8], i: usize) -> Option<(&[u8], usize)> {
    let start = skip_blanks(s, i);
    if start == s.len() {
        return None;
    }
    let end = s[start..]
        .iter()
        .position(|&b| is_blank(b))
        .map_or(s.len(), |e| start + e);
    Some((&s[start..end], end))
}

/// The token starting at `i` (for error messages).
#[cold]
pub(super) fn token_at(s: &[u8], i: usize) -> &[u8] {
    let end = s[i..].iter().position(|&b| is_blank(b)).map_or(s.len(), |e| i + e);
    &s[i..end]
}

/// Decodes the number starting at `s[i]` (decimal, or hex after `0x`),
/// which must end at a blank or the end of the line; returns it and the
/// position after it.
#[inline(always)]
pub(super) fn decode_number(s: &[u8], i: usize) -> (Result<u64, NumError>, usize) {
    // Decimal first, without looking for `0x`: a hex number stops this loop
    // at its `x`, and the check after the loop sends it to the hex code.
    // Testing for `0x` before every number took 44 million instructions on
    // the 50 MB profile, where nine numbers in ten are decimal; the parser
    // thread went from 1,890M to 1,845M instructions.
    // Up to 19 digits: they cannot overflow.
    let (v, j) = fast::decimal(s, i).unwrap_or((0, i));
    if j < s.len() && !is_blank(s[j]) || j == i {
        // A `0x` stops the loop at its `x`: hex goes on right here, without
        // testing for it again (instruction addresses with
        // `--compress-pos=no`: one on every cost line). Through
        // decode_number_slow this took 598 million instructions on the
        // 200 MB profile.
        if j == i + 1 && s[j] | 0x20 == b'x' && s[i] == b'0' {
            return decode_hex(s, i);
        }
        return decode_number_slow(s, i);
    }
    (Ok(v), j)
}

/// Decodes `0x...` at `s[i]` (the `0x` checked by the caller).
#[inline(always)]
pub(super) fn decode_hex(s: &[u8], i: usize) -> (Result<u64, NumError>, usize) {
    // Up to 16 hex digits: they cannot overflow.
    match fast::hex_digits(s, i + 2, i + 2, 0) {
        Some((v, j)) if j == s.len() || is_blank(s[j]) => (Ok(v), j),
        _ => decode_number_slow(s, i),
    }
}

/// [`decode_number`] for hex numbers its fast path did not finish, more
/// digits than it takes, or not a number: the careful parser decides.
#[cold]
pub(super) fn decode_number_slow(s: &[u8], i: usize) -> (Result<u64, NumError>, usize) {
    // The careful parser decides.
    let end = s[i..].iter().position(|&b| is_blank(b)).map_or(s.len(), |e| i + e);
    (parse_u64(&s[i..end]), end)
}

/// Decodes the subposition starting at `s[i]`: `N`, `0xN`, `+N`, `-N` or
/// `*`, relative to `prev`.
#[inline(always)]
pub(super) fn decode_subposition(s: &[u8], i: usize, prev: u64) -> (Result<u64, SubposError>, usize) {
    match s[i] {
        b'*' if s.get(i + 1).is_none_or(|&b| is_blank(b)) => (Ok(prev), i + 1),
        b'+' if i + 1 < s.len() && !is_blank(s[i + 1]) => {
            let (v, next) = decode_number(s, i + 1);
            (
                v.map_err(SubposError::Number)
                    .and_then(|v| prev.checked_add(v).ok_or(SubposError::Above)),
                next,
            )
        }
        b'-' if i + 1 < s.len() && !is_blank(s[i + 1]) => {
            let (v, next) = decode_number(s, i + 1);
            (
                v.map_err(SubposError::Number)
                    .and_then(|v| prev.checked_sub(v).ok_or(SubposError::Below)),
                next,
            )
        }
        _ => {
            let (v, next) = decode_number(s, i);
            (v.map_err(SubposError::Number), next)
        }
    }
}

/// Decodes the cost values of a line from `text[i..]` into `vals` (one per
/// event; columns not given are 0); returns the defined mask and how many
/// values were written. `.` is an explicitly undefined value; `-N` a
/// negative one (memory deltas, `pprof -diff_base`). Numbers are decoded
/// while scanning, in one pass over the bytes.
#[inline(always)]
pub(super) fn decode_costs(text: &[u8], mut i: usize, vals: &mut [Val]) -> Result<(u64, usize), String> {
    let n = vals.len();
    let mut defined = 0u64;
    let mut k = 0;
    i = skip_blanks(text, i);
    loop {
        if i == text.len() {
            break;
        }
        if k == n {
            return Err(format!("more costs than the {n} events"));
        }
        if text[i] == b'.' && text.get(i + 1).is_none_or(|&b| is_blank(b)) {
            vals[k] = 0;
            i = after_token(text, i + 1);
        } else {
            // A sign followed by a number; a lone `-` is not a number.
            let negative = text[i] == b'-' && text.get(i + 1).is_some_and(|&b| !is_blank(b));
            let (v, next) = decode_number(text, i + usize::from(negative));
            let v = Val::from(v.map_err(|e| number_error(token_at(text, i), "cost", e))?);
            vals[k] = if negative { -v } else { v };
            defined |= 1 << k;
            i = after_token(text, next);
        }
        k += 1;
    }
    crate::cost::clear_vals(&mut vals[k..]);
    Ok((defined, k))
}

pub(super) fn number(tok: &[u8], what: &str) -> Result<u64, String> {
    parse_u64(tok).map_err(|e| number_error(tok, what, e))
}

#[cold]
pub(super) fn number_error(tok: &[u8], what: &str, e: NumError) -> String {
    match e {
        NumError::Invalid => format!("invalid {what} '{}'", String::from_utf8_lossy(tok)),
        NumError::TooLarge => format!("{what} '{}' does not fit in 64 bits", String::from_utf8_lossy(tok)),
    }
}

/// Why a subposition cannot be decoded.
#[derive(Debug, Clone, Copy)]
pub(super) enum SubposError {
    Number(NumError),
    Above,
    Below,
}

#[cold]
pub(super) fn subposition_error(tok: &[u8], prev: u64, e: SubposError) -> String {
    let text = String::from_utf8_lossy(tok);
    match e {
        SubposError::Number(e) => number_error(tok, "subposition", e),
        SubposError::Above => format!("subposition '{text}' goes past 2^64"),
        SubposError::Below => format!("subposition '{text}' goes below 0 (previous was {prev})"),
    }
}
