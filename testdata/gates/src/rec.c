/* Mutual recursion for tests/gates.rs: is_even and is_odd call each
 * other, so callgrind records no exact inclusive cost for them, only what
 * bounds it (docs/inclusive.md). Built twice by scripts/gates.sh: NEW
 * (-DNEW) does a little more work per level, so a gate on is_even's
 * inclusive cost can be undecided: the ranges allow both a pass and a
 * failure. */
#include <stdio.h>

static volatile unsigned sink;

__attribute__((noinline)) static void work(unsigned n)
{
#ifdef NEW
    unsigned rounds = n % 7 + 4;
#else
    unsigned rounds = n % 7 + 3;
#endif
    for (unsigned i = 0; i < rounds; i++)
        sink += i * n;
}

__attribute__((noinline)) int is_odd(unsigned n);

__attribute__((noinline)) int is_even(unsigned n)
{
    work(n);
    return n == 0 ? 1 : is_odd(n - 1);
}

__attribute__((noinline)) int is_odd(unsigned n)
{
    work(n + 1);
    return n == 0 ? 0 : is_even(n - 1);
}

int main(void)
{
    unsigned evens = 0, odds = 0;
    for (unsigned k = 0; k < 40; k++) {
        evens += is_even(k);
        odds += is_odd(3 * k % 17);
    }
    printf("%u %u\n", evens, odds);
    return 0;
}
