/* Machine-code test program: branches whose counts are known.
   classify() runs N = 3000 times; its loop over i has a back edge taken
   N - 1 times, `i % 3 == 0` holds for 1000 of the i, and `(i >> 1) & 1` for
   half of them (a branch no predictor can learn from its own history). */
#include <stdio.h>

#define N 3000

__attribute__((noinline)) static unsigned long weigh(unsigned i)
{
    return (i * 2654435761u) >> 28;
}

__attribute__((noinline)) unsigned long classify(unsigned n)
{
    unsigned long thirds = 0, halves = 0, rest = 0;
    for (unsigned i = 0; i < n; i++) {
        if (i % 3 == 0)
            thirds += weigh(i);
        else if ((i >> 1) & 1)
            halves += i;
        else
            rest ^= i;
    }
    return thirds * 31 + halves * 7 + rest;
}

int main(void)
{
    printf("%lu\n", classify(N));
    return 0;
}
