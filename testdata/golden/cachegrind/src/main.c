/* Golden-test program: recursion (fib), mutual recursion (is_even/is_odd)
   and a loop calling helpers that live in other files. */
#include <stdio.h>
#include "lib/util.h"

unsigned long fib(unsigned n)
{
    if (n < 2)
        return n;
    return fib(n - 1) + fib(n - 2);
}

int is_odd(unsigned n);

int is_even(unsigned n)
{
    if (n == 0)
        return 1;
    return is_odd(n - 1);
}

int is_odd(unsigned n)
{
    if (n == 0)
        return 0;
    return is_even(n - 1);
}

static unsigned long sum_loop(unsigned count)
{
    unsigned long acc = 0;
    for (unsigned i = 0; i < count; i++)
        acc += scale(i, 3) + table_lookup(mix32(i));
    return acc;
}

int main(void)
{
    unsigned char buf[256];
    unsigned long f = fib(18);
    int evens = 0;

    for (unsigned i = 0; i < 40; i++)
        evens += is_even(i * 7);
    for (unsigned i = 0; i < sizeof buf; i++)
        buf[i] = (unsigned char)mix32(i);

    unsigned long s = sum_loop(3000);
    unsigned c = checksum(buf, sizeof buf);

    printf("fib=%lu evens=%d sum=%lu checksum=%u\n", f, evens, s, c);
    return 0;
}
