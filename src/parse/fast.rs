//! The fast path for cost lines as callgrind writes them: tokens separated
//! by one space, subpositions `N`, `0xN`, `+N`, `-N` or `*`, decimal costs.
//!
//! Most of a big profile's lines are cost lines, and most of the parsing
//! time went to them in the general decoder (which takes any run of blanks,
//! `.` for an undefined cost, and has an error for every fault). This one
//! decodes such a line in one pass with fewer tests per byte, and gives up
//! (`None`) on anything else, before changing any state: the general
//! decoder then reads the line again and decides, so what is accepted and
//! every error stay exactly the general decoder's.

/// Decodes a cost line: `ncols` subpositions, each relative to the same
/// column of `last_pos`, then up to `vals.len()` costs. On success the new
/// positions are in `last_pos`, the costs in `vals` (0 where not given) and
/// the mask of the costs given is returned; on `None`, `last_pos` is as it
/// was and `vals` holds anything.
#[inline(always)]
pub fn cost_line(text: &[u8], ncols: usize, last_pos: &mut [u64; 3], vals: &mut [crate::cost::Val]) -> Option<u64> {
    let mut pos = *last_pos;
    let mut i = 0;
    // An index loop: on the 50 MB profile it takes 20 million instructions
    // fewer than `iter_mut().take(ncols)` and 14 million fewer than
    // iterating over `&mut pos[..ncols]`.
    #[allow(clippy::needless_range_loop)]
    for col in 0..ncols.min(3) {
        let (v, next) = subposition(text, i, pos[col])?;
        pos[col] = v;
        i = after(text, next)?;
    }
    let mut defined = 0u64;
    let mut k = 0;
    while i < text.len() {
        // More costs than events: the general decoder has the error.
        let slot = vals.get_mut(k)?;
        let (v, next) = decimal(text, i)?;
        *slot = v.into();
        defined |= 1 << k;
        k += 1;
        i = after(text, next)?;
    }
    crate::cost::clear_vals(&mut vals[k..]);
    *last_pos = pos;
    Some(defined)
}

/// [`cost_line`] for the commonest shape, written out for it: `C`
/// subpositions and exactly one cost (one event). Returns the new
/// positions and the cost; `None` for anything else, which the general
/// [`cost_line`] then reads.
///
/// Knowing the number of columns and values at compile time unrolls the
/// loops and drops the per-value checks, and the commonest tokens are
/// tested as they stand (below): a run of `+3 * 2` lines (`positions:
/// instr line`, `events: Ir`, as in the 50 MB benchmark profile) takes 102
/// instructions a line, from reading the line to summing its cost, where
/// the general subposition and digit loops took 167 (callgrind).
#[inline(always)]
pub fn cost_line_one<const C: usize>(text: &[u8], last_pos: &[u64; 3]) -> Option<([u64; 3], u64)> {
    // Written out column by column: a loop over the columns, even over a
    // constant count, was not unrolled and kept the positions in memory.
    // `+d ` first: the instruction address a line on, in 94% of the 50 MB
    // benchmark profile's cost lines; tested as such, without the
    // dispatch on the first byte (a jump table, whose indirect jump was
    // the hottest spot of the loop in perf) and the digit loop.
    let (p0, mut i) = match text {
        [b'+', d, b' ', ..] if d.is_ascii_digit() => (last_pos[0].checked_add(u64::from(d - b'0'))?, 3),
        _ => {
            let (p0, next) = subposition(text, 0, last_pos[0])?;
            (p0, space(text, next)?)
        }
    };
    let mut pos = [p0, last_pos[1], last_pos[2]];
    if C >= 2 {
        // `* ` (the same source line) in half of them: 1,066 M -> 1,048 M
        // instructions on that profile.
        if text.get(i..i + 2) == Some(b"* ") {
            i += 2;
        } else {
            let (p1, next) = subposition(text, i, last_pos[1])?;
            pos[1] = p1;
            i = space(text, next)?;
        }
    }
    if C >= 3 {
        let (p2, next) = subposition(text, i, last_pos[2])?;
        pos[2] = p2;
        i = space(text, next)?;
    }
    // One digit ending the line: the value in two thirds of them (6 M
    // instructions fewer; with the test above, paired wall ratio 0.956).
    if let [d] = text[i..]
        && d.is_ascii_digit()
    {
        return Some((pos, u64::from(d - b'0')));
    }
    let (v, next) = decimal(text, i)?;
    (next == text.len()).then_some((pos, v))
}

/// The position after the one space at `text[i]`.
#[inline(always)]
fn space(text: &[u8], i: usize) -> Option<usize> {
    (text.get(i) == Some(&b' ')).then_some(i + 1)
}

/// Decodes a call or jump target at `text[i..]` (just after the count,
/// at a space or the end): up to `ncols` subpositions, each after one space
/// and relative to `last_pos`, which they do not change. Returns the line
/// (0 when `line_col` is `None` or its subposition is missing); tokens past
/// `ncols` are not looked at, as in the general decoder.
#[inline]
pub fn target_line(
    text: &[u8],
    mut i: usize,
    ncols: usize,
    last_pos: &[u64; 3],
    line_col: Option<usize>,
) -> Option<u64> {
    let mut line = 0;
    for (col, &prev) in last_pos.iter().enumerate().take(ncols) {
        match text.get(i) {
            None => break,
            Some(b' ') => i += 1,
            Some(_) => return None,
        }
        if i == text.len() {
            break;
        }
        let (v, next) = subposition(text, i, prev)?;
        if Some(col) == line_col {
            line = v;
        }
        i = next;
        if !matches!(text.get(i), None | Some(b' ')) {
            return None;
        }
    }
    Some(line)
}

/// The counts at the start of a `jump=` value (`N`) or a `jcnd=` value as
/// callgrind writes it (`followed/executed`), each of 1 to 19 decimal
/// digits and ended by a space or the end: (executed, followed, the
/// position after them). `None` for anything else, which the general
/// decoder reads.
#[inline(always)]
pub fn jump_counts(text: &[u8], conditional: bool) -> Option<(u64, u64, usize)> {
    let (first, i) = decimal(text, 0)?;
    if !conditional {
        return after_count(text, i).map(|i| (first, first, i));
    }
    if text.get(i) != Some(&b'/') {
        return None;
    }
    let (executed, j) = decimal(text, i + 1)?;
    after_count(text, j).map(|j| (executed, first, j))
}

/// The count of a `calls=` value (1 to 19 decimal digits ended by a space
/// or the end) and the position after it.
#[inline(always)]
pub fn call_count(text: &[u8]) -> Option<(u64, usize)> {
    let (count, i) = decimal(text, 0)?;
    after_count(text, i).map(|i| (count, i))
}

/// `i` if a count ended there: at a space or the end of the line.
#[inline(always)]
fn after_count(text: &[u8], i: usize) -> Option<usize> {
    matches!(text.get(i), None | Some(b' ')).then_some(i)
}

/// The start of the next token after one that ended at `i`: the end of the
/// line, or one space further (anything else is for the general decoder).
#[inline(always)]
fn after(text: &[u8], i: usize) -> Option<usize> {
    match text.get(i) {
        None => Some(i),
        Some(b' ') => Some(i + 1),
        Some(_) => None,
    }
}

#[inline(always)]
fn subposition(text: &[u8], i: usize, prev: u64) -> Option<(u64, usize)> {
    match *text.get(i)? {
        b'*' => Some((prev, i + 1)),
        b'+' => {
            let (v, next) = decimal(text, i + 1)?;
            Some((prev.checked_add(v)?, next))
        }
        b'-' => {
            let (v, next) = decimal(text, i + 1)?;
            Some((prev.checked_sub(v)?, next))
        }
        b'0' if text.get(i + 1) == Some(&b'x') => hex(text, i + 2),
        _ => decimal(text, i),
    }
}

/// 1 to 19 decimal digits (19 cannot overflow) at `text[i..]`.
///
/// The first digit is read before the loop: most numbers of a profile have
/// one digit, and the loop then ends at its first test, with no count of
/// digits to check afterwards. On the 50 MB benchmark profile 1,236 M ->
/// 1,188 M instructions (callgrind, all threads; 167 -> 155 a line for
/// `+3 * 2`), paired wall ratio 0.967 (median of 40 pairs).
#[inline(always)]
pub(super) fn decimal(text: &[u8], i: usize) -> Option<(u64, usize)> {
    let first = text.get(i)?.wrapping_sub(b'0');
    if first > 9 {
        return None;
    }
    let end = text.len().min(i + 19);
    let mut v = u64::from(first);
    let mut j = i + 1;
    while j < end {
        let d = text[j].wrapping_sub(b'0');
        if d > 9 {
            break;
        }
        v = v * 10 + u64::from(d);
        j += 1;
    }
    Some((v, j))
}

/// 1 to 16 hex digits (16 cannot overflow) at `text[i..]`.
///
/// With `--compress-pos=no` every cost line starts with an instruction
/// address; read digit by digit they took 58 instructions each on the 1 GB
/// profile (1.35 billion). Eight bytes are classified and converted at once
/// when the line has them ([`hex8`]); the rest digit by digit.
#[inline(always)]
fn hex(text: &[u8], i: usize) -> Option<(u64, usize)> {
    let Some(chunk) = text.get(i..i + 8) else {
        return hex_digits(text, i, i, 0);
    };
    let (n, v) = hex8(u64::from_le_bytes(chunk.try_into().expect("8 bytes")));
    match n {
        0 => None,
        1..=7 => Some((v, i + n)),
        _ => hex_digits(text, i, i + 8, v),
    }
}

/// Hex digits from `text[j..]` added to `v`, for a number that started at
/// `i` (at most 16 digits in all, at least one).
#[inline(always)]
pub(super) fn hex_digits(text: &[u8], i: usize, mut j: usize, mut v: u64) -> Option<(u64, usize)> {
    let end = text.len().min(i + 16);
    while j < end {
        let d = super::number::HEX[text[j] as usize];
        if d == 0xff {
            break;
        }
        v = (v << 4) | u64::from(d);
        j += 1;
    }
    (j > i).then_some((v, j))
}

/// The leading hex digits of the eight bytes of `word` (first byte lowest):
/// how many there are and their value. SWAR: each byte is classified with
/// additions that cannot carry into the next byte while bytes are ASCII (a
/// carry out of a non-ASCII byte only reaches bytes after it, past the
/// first non-digit); then the nibbles are packed pairwise.
#[inline(always)]
fn hex8(word: u64) -> (usize, u64) {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = ONES * 0x80;
    let ascii = !word & HIGH;
    // '0'..='9' become 0..=9: below 10 when adding 0x76 leaves bit 7 clear.
    let t = word ^ (ONES * 0x30);
    let digit = !(t.wrapping_add(ONES * 0x76)) & HIGH;
    // 'a'..='f' and 'A'..='F' become 1..=6.
    let u = (word | (ONES * 0x20)) ^ (ONES * 0x60);
    let alpha = u.wrapping_add(ONES * 0x7f) & !u.wrapping_add(ONES * 0x79) & HIGH;
    let valid = (digit | alpha) & ascii;
    let n = ((!valid & HIGH).trailing_zeros() / 8) as usize;
    if n == 0 {
        return (0, 0);
    }
    let mut v = (word & (ONES * 0x0f)) + (alpha >> 7) * 9;
    // The n digits, first one most significant, right-aligned.
    v = v.swap_bytes() >> (8 * (8 - n));
    v = (v | (v >> 4)) & 0x00ff_00ff_00ff_00ff;
    v = (v | (v >> 8)) & 0x0000_ffff_0000_ffff;
    v = (v | (v >> 16)) & 0x0000_0000_ffff_ffff;
    (n, v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::strategy::Just;

    fn run(text: &str, ncols: usize, n: usize, last: [u64; 3]) -> Option<([u64; 3], Vec<crate::cost::Val>, u64)> {
        let mut pos = last;
        let mut vals = vec![7; n];
        let d = cost_line(text.as_bytes(), ncols, &mut pos, &mut vals);
        if d.is_none() {
            assert_eq!(pos, last, "{text:?}: positions changed on giving up");
        }
        d.map(|d| (pos, vals, d))
    }

    #[test]
    fn callgrind_lines() {
        assert_eq!(run("16 20", 1, 1, [0; 3]), Some(([16, 0, 0], vec![20], 1)));
        assert_eq!(run("+3 * 5", 2, 1, [10, 4, 0]), Some(([13, 4, 0], vec![5], 1)));
        assert_eq!(run("-2 +1 5 6", 2, 3, [10, 4, 0]), Some(([8, 5, 0], vec![5, 6, 0], 3)));
        assert_eq!(
            run("0x4936720 0 7", 2, 1, [1, 1, 0]),
            Some(([0x4936720, 0, 0], vec![7], 1))
        );
        // A trailing space, and costs left out.
        assert_eq!(run("5 1 ", 1, 2, [0; 3]), Some(([5, 0, 0], vec![1, 0], 1)));
        assert_eq!(run("5", 1, 2, [0; 3]), Some(([5, 0, 0], vec![0, 0], 0)));
    }

    /// Separators between generated tokens: mostly the one space callgrind
    /// writes, sometimes what only the general decoder takes.
    fn separators(n: usize) -> impl proptest::strategy::Strategy<Value = Vec<&'static str>> {
        proptest::collection::vec(
            proptest::prop_oneof![12 => Just(" "), 1 => Just("  "), 1 => Just("\t"), 1 => Just("")],
            n,
        )
    }

    /// Appends `tokens` to `text`, token k after separator k (the first
    /// token too when `lead`).
    fn push_tokens(text: &mut String, tokens: &[String], separators: &[&str], lead: bool) {
        for (k, t) in tokens.iter().enumerate() {
            if lead || k > 0 {
                text.push_str(separators[k]);
            }
            text.push_str(t);
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::test_runner::Config::with_cases(2048))]
        /// Wherever the fast path decodes a line, the general decoder
        /// decodes it the same way. Tokens and separators are mostly of the
        /// kinds callgrind writes, so that most lines take the fast path.
        #[test]
        fn agrees_with_the_general_decoder(
            tokens in proptest::collection::vec(
                proptest::prop_oneof![
                    6 => "[0-9]{1,3}", 2 => "0x[0-9a-f]{1,8}", 3 => "[+-][0-9]{1,3}", 2 => "[*]",
                    1 => "[0-9]{17,21}", 1 => "0x[0-9a-fA-F]{1,17}", 1 => "0X1f", 1 => "[.+-]",
                    1 => "[0-9]+[x.a-f]", 1 => "",
                ],
                0..6,
            ),
            separators in separators(6),
            ncols in 1usize..=3,
            n in 1usize..=3,
            last in proptest::array::uniform3(proptest::prop_oneof![0u64..1000, proptest::num::u64::ANY]),
        ) {
            let mut text = String::new();
            push_tokens(&mut text, &tokens, &separators, false);
            // Sometimes a trailing blank.
            text.push_str(if separators[0] == " " { "" } else { separators[0] });
            let (mut fast_pos, mut fast_vals) = (last, vec![9; n]);
            if let Some(d) = cost_line(text.as_bytes(), ncols, &mut fast_pos, &mut fast_vals) {
                let (mut pos, mut vals) = (last, vec![9; n]);
                let general = crate::parse::decode::decode_cost_line(text.as_bytes(), ncols, &mut pos, &mut vals);
                proptest::prop_assert_eq!(general, Ok(d), "{:?}", text);
                proptest::prop_assert_eq!(pos, fast_pos, "{:?}", text);
                proptest::prop_assert_eq!(vals, fast_vals, "{:?}", text);
            }
        }

        /// The decoder of one-event lines agrees with the general one
        /// wherever it decodes a line, its shortcuts (`+d `, `* `, a last
        /// single digit) included: tokens of those shapes are common here.
        #[test]
        fn one_event_lines_agree_with_the_general_decoder(
            tokens in proptest::collection::vec(
                proptest::prop_oneof![
                    6 => "[+][0-9]", 4 => "[*]", 4 => "[0-9]", 3 => "[0-9]{2,3}", 2 => "[+-][0-9]{1,3}",
                    1 => "0x[0-9a-f]{1,8}", 1 => "[0-9]{19,21}", 1 => "[.+-]", 1 => "",
                ],
                0..5,
            ),
            separators in separators(5),
            two_cols in proptest::bool::ANY,
            last in proptest::array::uniform3(proptest::prop_oneof![0u64..1000, u64::MAX - 9..=u64::MAX]),
        ) {
            let mut text = String::new();
            push_tokens(&mut text, &tokens, &separators, false);
            let (ncols, fast) = if two_cols {
                (2, cost_line_one::<2>(text.as_bytes(), &last))
            } else {
                (1, cost_line_one::<1>(text.as_bytes(), &last))
            };
            if let Some((fast_pos, v)) = fast {
                let (mut pos, mut vals) = (last, vec![9; 1]);
                let general = crate::parse::decode::decode_cost_line(text.as_bytes(), ncols, &mut pos, &mut vals);
                proptest::prop_assert_eq!(general, Ok(1), "{:?}", text);
                proptest::prop_assert_eq!(pos, fast_pos, "{:?}", text);
                proptest::prop_assert_eq!(vals, vec![crate::cost::Val::from(v)], "{:?}", text);
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::test_runner::Config::with_cases(4096))]
        /// Eight bytes at a time or one by one, the same hex numbers.
        #[test]
        fn hex_words_read_as_digit_by_digit(
            bytes in proptest::collection::vec(
                proptest::prop_oneof![
                    8 => proptest::sample::select(b"0123456789abcdefABCDEF".to_vec()),
                    1 => proptest::sample::select(b" gG/:@`x\x7f\x80\xff".to_vec()),
                    1 => proptest::num::u8::ANY,
                ],
                0..20,
            ),
            start in 0usize..3,
        ) {
            let i = start.min(bytes.len());
            proptest::prop_assert_eq!(hex(&bytes, i), hex_digits(&bytes, i, i, 0), "{:?}", bytes);
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::test_runner::Config::with_cases(2048))]
        /// Wherever the fast path decodes a call or jump target, the general
        /// decoder decodes the same line.
        #[test]
        fn targets_agree_with_the_general_decoder(
            tokens in proptest::collection::vec(
                proptest::prop_oneof![
                    6 => "[0-9]{1,3}", 2 => "0x[0-9a-f]{1,8}", 3 => "[+-][0-9]{1,3}", 2 => "[*]",
                    1 => "[0-9]{20,21}", 1 => "[.+-]", 1 => "[0-9]+[x.a-f]", 1 => "",
                ],
                0..5,
            ),
            separators in separators(5),
            ncols in 1usize..=3,
            line_col in proptest::option::of(0usize..3),
            last in proptest::array::uniform3(proptest::prop_oneof![0u64..1000, proptest::num::u64::ANY]),
        ) {
            // The count comes first; the target starts after it.
            let mut text = String::from("5");
            push_tokens(&mut text, &tokens, &separators, true);
            let line_col = line_col.filter(|&c| c < ncols);
            if let Some(line) = target_line(text.as_bytes(), 1, ncols, &last, line_col) {
                let general = crate::parse::decode::decode_target_line(text.as_bytes(), 1, ncols, &last, line_col);
                proptest::prop_assert_eq!(general, Ok(line), "{:?}", text);
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::test_runner::Config::with_cases(4096))]
        /// Wherever the fast path reads the counts of a `calls=`, `jump=`
        /// or `jcnd=` value, the general decoder reads the same counts and
        /// stops at the same place.
        #[test]
        fn counts_agree_with_the_general_decoder(
            tokens in proptest::collection::vec(
                proptest::prop_oneof![
                    6 => "[0-9]{1,3}", 3 => "[0-9]{1,3}/[0-9]{1,3}", 1 => "[0-9]{18,21}(/[0-9]{1,21})?",
                    1 => "0x[0-9a-f]{1,4}", 1 => "[0-9]*/[0-9/]*", 1 => "[+*.-]", 1 => "",
                ],
                1..4,
            ),
            separators in separators(4),
            conditional: bool,
        ) {
            let mut text = String::new();
            push_tokens(&mut text, &tokens, &separators, false);
            let value = text.as_bytes();
            if let Some(found) = jump_counts(value, conditional) {
                let general = crate::parse::decode::jump_counts(value, conditional);
                proptest::prop_assert_eq!(general, Ok(found), "{:?}", text);
            }
            if let Some((count, i)) = call_count(value) {
                let (token, end) = crate::parse::decode::next_token(value, 0).expect("a count");
                proptest::prop_assert_eq!(crate::parse::decode::number(token, "count"), Ok(count), "{:?}", text);
                proptest::prop_assert_eq!(end, i, "{:?}", text);
            }
        }
    }

    #[test]
    fn counts_as_callgrind_writes_them() {
        assert_eq!(jump_counts(b"4/8 +60 +26 ", true), Some((8, 4, 3)));
        assert_eq!(jump_counts(b"124 +22 +5 ", false), Some((124, 124, 3)));
        assert_eq!(jump_counts(b"7", false), Some((7, 7, 1)));
        assert_eq!(call_count(b"1 0xa800 +38 "), Some((1, 1)));
        // The spec's `jcnd=exe-count jump-count`, and what is not a count.
        assert_eq!(jump_counts(b"8 4 +60", true), None);
        assert_eq!(jump_counts(b"4/8/9 +1", true), None);
        assert_eq!(call_count(b"0x10 5"), None);
        assert_eq!(call_count(b"3\t5"), None);
    }

    #[test]
    fn targets_as_callgrind_writes_them() {
        assert_eq!(target_line(b"1 0x1af0f0 650 ", 1, 2, &[5, 7, 0], Some(1)), Some(650));
        assert_eq!(target_line(b"3 +4 *", 1, 2, &[5, 7, 0], Some(1)), Some(7));
        assert_eq!(target_line(b"3", 1, 2, &[5, 7, 0], Some(1)), Some(0));
        assert_eq!(target_line(b"3 +4", 1, 1, &[5, 7, 0], None), Some(0));
        assert_eq!(target_line(b"3  +4", 1, 1, &[5, 7, 0], Some(0)), None);
        assert_eq!(target_line(b"3 -9", 1, 1, &[5, 7, 0], Some(0)), None);
    }

    #[test]
    fn hex_words() {
        assert_eq!(hex8(u64::from_le_bytes(*b"152adb 3")), (6, 0x152adb));
        assert_eq!(hex8(u64::from_le_bytes(*b"FFFFFFFF")), (8, 0xffff_ffff));
        assert_eq!(hex8(u64::from_le_bytes(*b"0\xff12345 ")), (1, 0));
        assert_eq!(hex8(u64::from_le_bytes(*b" 1234567")), (0, 0));
        assert_eq!(hex(b"0123456789abcdef0", 0), Some((0x0123_4567_89ab_cdef, 16)));
        assert_eq!(hex(b"123456789 ", 0), Some((0x1_2345_6789, 9)));
    }

    #[test]
    fn anything_else_is_left_to_the_general_decoder() {
        for text in [
            "5  1",                   // two spaces
            "5\t1",                   // a tab
            "5 .",                    // an undefined cost
            "5 1 2",                  // more costs than events
            "-9 1",                   // below zero
            "5 12345678901234567890", // 20 digits
            "0x 1",                   // no hex digits
            "0X10 1",                 // capital X
            "+ 1",                    // a sign alone
            "5x 1",                   // junk in a number
            "",                       // no subposition
        ] {
            assert_eq!(run(text, 1, 1, [3, 0, 0]), None, "{text:?}");
        }
        assert_eq!(run("18446744073709551615 1", 1, 1, [0; 3]), None, "20 digits");
        assert_eq!(run("+1 1", 1, 1, [u64::MAX, 0, 0]), None, "past 2^64");
        assert_eq!(run("5", 2, 1, [0; 3]), None, "a subposition missing");
    }
}
