//! A tree built, summed and dropped recursively, `rustc -O -g`: `build`
//! recurses with `Box::new` and `Vec` code inlined into it from the
//! standard library's files (alloc.rs, boxed.rs, vec/...), so callgrind
//! lists fragments of `tree::build` under those files, and the drop glue
//! `core::ptr::drop_in_place<tree::Tree>` recurses through inlined
//! `Box`/`Vec` drops. Every run executes the same instructions: the C
//! runtime calls `main` directly (`no_main`; the standard library's
//! start-up reads /proc/self/maps, whose length changes with valgrind's own
//! memory).
#![no_main]

enum Tree {
    Leaf(u64),
    Node(Box<Tree>, Box<Tree>, Vec<u64>),
}

fn mix(x: u64) -> u64 {
    x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407)
}

#[inline(never)]
fn build(depth: u32, seed: u64) -> Tree {
    if depth == 0 || seed % 7 == 0 {
        return Tree::Leaf(seed);
    }
    let mut tags = Vec::new();
    for i in 0..(seed >> 60) {
        tags.push(mix(seed ^ i));
    }
    let left = Box::new(build(depth - 1, mix(seed)));
    let right = Box::new(build(depth - 1, mix(seed ^ 0x9e37_79b9)));
    Tree::Node(left, right, tags)
}

#[inline(never)]
fn total(t: &Tree) -> u64 {
    match t {
        Tree::Leaf(x) => *x,
        Tree::Node(a, b, tags) => total(a)
            .wrapping_add(total(b))
            .wrapping_add(tags.iter().fold(0, |s, &x| s ^ x)),
    }
}

#[unsafe(no_mangle)]
pub extern "C" fn main() -> i32 {
    let mut sum = 0u64;
    for round in 0..12 {
        let tree = build(11, mix(round + 1));
        sum = sum.wrapping_add(total(&tree));
        drop(tree);
    }
    // Exit status 0 (valgrind passes it on), yet the sum is used.
    (sum == 0) as i32
}
