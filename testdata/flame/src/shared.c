/* A program whose call graph makes flame graphs guess: shared callees
 * (work, helper, checksum) reached from several callers with different
 * costs, a direct recursion (fib) and a mutual one (is_even/is_odd).
 * Deterministic: every run counts the same instructions. */
#include <stdio.h>

static unsigned long work(unsigned n)
{
    unsigned long acc = 1;
    for (unsigned i = 0; i < n; i++)
        acc = acc * 31 + i;
    return acc;
}

static unsigned long checksum(const unsigned char *p, unsigned len)
{
    unsigned long h = 5381;
    for (unsigned i = 0; i < len; i++)
        h = h * 33 + p[i];
    return h + work(len / 4);
}

static unsigned long helper(unsigned n)
{
    return work(n) + work(n / 2);
}

static unsigned long parse(unsigned n)
{
    unsigned char buf[64];
    unsigned long s = 0;
    for (unsigned i = 0; i < n; i++) {
        buf[i % 64] = (unsigned char)i;
        if (i % 50 == 0)
            s += checksum(buf, 64);
    }
    return s + helper(n) + work(3 * n);
}

static unsigned long render(unsigned n)
{
    unsigned char row[32] = {0};
    unsigned long s = 0;
    for (unsigned i = 0; i < 4; i++)
        s += helper(n) + checksum(row, 32);
    return s;
}

static unsigned long fib(unsigned n)
{
    if (n < 2)
        return work(10 + n);
    return fib(n - 1) + fib(n - 2);
}

static unsigned long is_odd(unsigned n);

static unsigned long is_even(unsigned n)
{
    return n == 0 ? work(50) : is_odd(n - 1) + work(5);
}

static unsigned long is_odd(unsigned n)
{
    return n == 0 ? work(70) : is_even(n - 1);
}

int main(void)
{
    unsigned long s = 0;
    s += parse(2000);
    s += render(700);
    s += fib(9);
    s += is_even(12) + is_odd(7);
    s += helper(300);
    printf("%lu\n", s);
    return 0;
}
