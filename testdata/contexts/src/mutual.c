/* Mutual recursion: is_even and is_odd call each other, and main calls
 * both (so each is entered from outside the cycle and from within it).
 * Each level does a little work of its own, so costs differ by depth. */
#include <stdio.h>

static volatile unsigned sink;

__attribute__((noinline)) static void work(unsigned n)
{
    for (unsigned i = 0; i < n % 7 + 3; i++)
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
