//! A recursive-descent evaluator: `expr`, `term` and `factor` call each
//! other (parentheses and unary minus recurse), over expressions generated
//! by a recursive generator from a fixed linear congruential sequence, so
//! every run executes the same instructions. Built with `rustc -O -g`.
//! The C runtime calls `main` directly (`no_main`): the standard library's
//! start-up reads /proc/self/maps, whose length (and so the instruction
//! count) changes with valgrind's own memory, which grows with
//! `--separate-recs`.
#![no_main]

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u32 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) as u32
    }
}

#[inline(never)]
fn generate(rng: &mut Rng, depth: u32, out: &mut Vec<u8>) {
    match if depth == 0 { 0 } else { rng.next() % 4 } {
        0 => out.extend_from_slice((rng.next() % 97 + 1).to_string().as_bytes()),
        1 => {
            out.push(b'(');
            generate(rng, depth - 1, out);
            out.push(b')');
        }
        2 => {
            out.push(b'-');
            generate(rng, depth - 1, out);
        }
        _ => {
            generate(rng, depth - 1, out);
            out.push(b"+-*/"[(rng.next() % 4) as usize]);
            generate(rng, depth - 1, out);
        }
    }
}

struct Parser<'a> {
    text: &'a [u8],
    at: usize,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    #[inline(never)]
    fn expr(&mut self) -> i64 {
        let mut value = self.term();
        while let Some(op @ (b'+' | b'-')) = self.peek() {
            self.at += 1;
            let rhs = self.term();
            value = if op == b'+' { value.wrapping_add(rhs) } else { value.wrapping_sub(rhs) };
        }
        value
    }

    #[inline(never)]
    fn term(&mut self) -> i64 {
        let mut value = self.factor();
        while let Some(op @ (b'*' | b'/')) = self.peek() {
            self.at += 1;
            let rhs = self.factor();
            value = if op == b'*' { value.wrapping_mul(rhs) % 1_000_003 } else { value / rhs.max(1) };
        }
        value
    }

    #[inline(never)]
    fn factor(&mut self) -> i64 {
        match self.peek() {
            Some(b'(') => {
                self.at += 1;
                let value = self.expr();
                self.at += 1;
                value
            }
            Some(b'-') => {
                self.at += 1;
                -self.factor()
            }
            _ => {
                let start = self.at;
                while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    self.at += 1;
                }
                std::str::from_utf8(&self.text[start..self.at]).unwrap().parse().unwrap()
            }
        }
    }
}

#[no_mangle]
pub extern "C" fn main(_argc: i32, _argv: *const *const u8) -> i32 {
    let mut rng = Rng(2024);
    let mut sum = 0i64;
    for _ in 0..60 {
        let mut text = Vec::new();
        generate(&mut rng, 9, &mut text);
        sum = sum.wrapping_add(Parser { text: &text, at: 0 }.expr());
    }
    println!("{sum}");
    0
}
