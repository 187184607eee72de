#include "util.h"

unsigned long scale(unsigned x, unsigned k)
{
    unsigned long r = 0;
    for (unsigned i = 0; i < k; i++)
        r += mix32(x + i) & 0xff;
    return r;
}

unsigned checksum(const unsigned char *p, unsigned n)
{
    unsigned a = 1, b = 0;
    while (n--) {
        a = (a + *p++) % 65521;
        b = (b + a) % 65521;
    }
    return (b << 16) | a;
}
