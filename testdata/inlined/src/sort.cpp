// Recursive functions with code inlined from other files, g++ -O2 -g:
// std::sort's std::__introsort_loop recurses with the comparator (this
// file) and the standard headers' helpers inlined into it, and a chain of
// Neg nodes is destroyed by Neg::~Neg() calling itself through
// std::unique_ptr's destructor (unique_ptr.h) inlined into it, every
// fourth node an Add (so Neg::~Neg() and Add::~Add() share a cycle). No input,
// no clock: every run executes the same instructions.
#include <algorithm>
#include <memory>
#include <vector>

struct Expr {
    virtual ~Expr() = default;
    virtual long eval() const = 0;
};

struct Lit : Expr {
    long v;
    explicit Lit(long v) : v(v) {}
    long eval() const override { return v; }
};

struct Neg : Expr {
    std::unique_ptr<Expr> e;
    explicit Neg(std::unique_ptr<Expr> e) : e(std::move(e)) {}
    ~Neg() override;
    long eval() const override { return -e->eval(); }
};

// Out of line, so that it is one function that calls itself.
Neg::~Neg() = default;

struct Add : Expr {
    std::unique_ptr<Expr> a, b;
    Add(std::unique_ptr<Expr> a, std::unique_ptr<Expr> b) : a(std::move(a)), b(std::move(b)) {}
    ~Add() override;
    long eval() const override { return a->eval() + b->eval(); }
};

Add::~Add() = default;

static unsigned long state = 12345;
static unsigned next() {
    state = state * 6364136223846793005UL + 1442695040888963407UL;
    return static_cast<unsigned>(state >> 33);
}

struct Key {
    unsigned hi, lo;
};

__attribute__((noinline)) static long sort_round(int n) {
    std::vector<Key> v(n);
    for (auto &k : v) k = {next() % 1000, next()};
    std::sort(v.begin(), v.end(), [](const Key &a, const Key &b) {
        return a.hi != b.hi ? a.hi < b.hi : a.lo < b.lo;
    });
    return v[n / 2].lo;
}

__attribute__((noinline)) static long neg_round(int depth) {
    std::unique_ptr<Expr> e = std::make_unique<Lit>(next() % 100);
    for (int i = 0; i < depth; i++) {
        if (i % 4 == 3)
            e = std::make_unique<Add>(std::move(e), std::make_unique<Lit>(i));
        else
            e = std::make_unique<Neg>(std::move(e));
    }
    return e->eval();
}

int main() {
    long sum = 0;
    for (int r = 0; r < 6; r++) {
        sum += sort_round(3000);
        sum += neg_round(200 + r);
    }
    return sum == 0;  // 0, yet the sum is used
}
