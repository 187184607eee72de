// A small expression tree evaluated through virtual calls: Binary<Add>
// and Binary<Mul> call each other's eval (recursion through other
// functions), and helpers defined here are inlined at -O2 into the
// functions of walk.cpp, so their code runs under `fi=walk.hpp` inside
// them (one function, two files).
#pragma once
#include <functional>
#include <memory>

struct Node {
    virtual ~Node() = default;
    virtual long eval(int depth) const = 0;
};

inline long mix(long a, long b)
{
    long x = a * 31 + b;
    for (int i = 0; i < static_cast<int>(b & 3) + 1; i++)
        x ^= x >> 3;
    return x;
}

struct Add {
    static long apply(long a, long b) { return mix(a, b) + 1; }
};

struct Mul {
    static long apply(long a, long b) { return mix(a ^ b, 7) % 1000003; }
};

template <typename Op>
struct Binary : Node {
    std::unique_ptr<Node> l, r;
    Binary(std::unique_ptr<Node> a, std::unique_ptr<Node> b) : l(std::move(a)), r(std::move(b)) {}
    long eval(int depth) const override;
};

struct Leaf : Node {
    long v;
    explicit Leaf(long x) : v(x) {}
    long eval(int depth) const override;
};

// Sums a node's value over its subtree through std::function: the
// recursion runs through libstdc++'s invoker.
long fold(const std::function<long(int, int)>& f, int n, int k);
