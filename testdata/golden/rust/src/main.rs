// Golden-test program: a few functions, a Vec, recursion, a trait.

trait Shape {
    fn area(&self) -> u64;
}

struct Square(u64);

impl Shape for Square {
    fn area(&self) -> u64 {
        self.0 * self.0
    }
}

#[inline(never)]
fn fib(n: u32) -> u64 {
    if n < 2 { n as u64 } else { fib(n - 1) + fib(n - 2) }
}

#[inline(never)]
fn squares(n: u64) -> Vec<u64> {
    (0..n).map(|x| x * x % 1000).collect()
}

#[inline(never)]
fn total_area(shapes: &[Square]) -> u64 {
    shapes.iter().map(|s| s.area()).sum()
}

fn main() {
    let mut v = squares(2000);
    v.sort_unstable();
    let shapes: Vec<Square> = v.iter().take(100).map(|&x| Square(x)).collect();
    println!("{} {} {}", fib(16), total_area(&shapes), v[v.len() / 2]);
}
