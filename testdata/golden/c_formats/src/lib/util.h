#ifndef UTIL_H
#define UTIL_H

/* static inline: at -O2 it is inlined into its callers, so callgrind
   writes fi=/fe= lines naming this header. */
static inline unsigned mix32(unsigned x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    return x;
}

unsigned long scale(unsigned x, unsigned k);
unsigned checksum(const unsigned char *p, unsigned n);

/* gen/table.c (built from inside gen/, like a sub-make would). */
unsigned table_lookup(unsigned key);

#endif
