// Recursion through virtual calls, templates and std::function, built
// with -O2 (see walk.hpp). Deterministic: the tree comes from a fixed
// linear congruential sequence.
#include "walk.hpp"

#include <cstdio>

static unsigned long seed = 12345;

static unsigned next()
{
    seed = seed * 6364136223846793005UL + 1442695040888963407UL;
    return static_cast<unsigned>(seed >> 33);
}

template <typename Op>
long Binary<Op>::eval(int depth) const
{
    long a = l->eval(depth + 1);
    long b = r->eval(depth + 1);
    return Op::apply(a, b) + depth;
}

template struct Binary<Add>;
template struct Binary<Mul>;

long Leaf::eval(int depth) const
{
    return mix(v, depth);
}

__attribute__((noinline)) static std::unique_ptr<Node> build(int depth)
{
    if (depth == 0 || next() % 5 == 0)
        return std::make_unique<Leaf>(next() % 100);
    auto l = build(depth - 1);
    auto r = build(depth - 1);
    if (next() % 2)
        return std::make_unique<Binary<Add>>(std::move(l), std::move(r));
    return std::make_unique<Binary<Mul>>(std::move(l), std::move(r));
}

// Partitions of n into parts of at most k, recursing through a
// std::function.
long fold(const std::function<long(int, int)>& f, int n, int k)
{
    return f(n, k);
}

int main()
{
    long total = 0;
    for (int round = 0; round < 12; round++) {
        auto tree = build(10);
        for (int i = 0; i < 3; i++)
            total += tree->eval(0);
    }
    std::function<long(int, int)> parts = [&parts](int n, int k) -> long {
        if (n == 0)
            return 1;
        if (n < 0 || k == 0)
            return 0;
        return fold(parts, n - k, k) + fold(parts, n, k - 1);
    };
    total += fold(parts, 30, 9);
    std::printf("%ld\n", total);
    return 0;
}
