/* A small calculator for tests/gates.rs: it parses and evaluates the same
 * expressions many times. Built twice by scripts/gates.sh: OLD as is, NEW
 * with -DNEW, where `parse` does more work per character, a new
 * `checksum` runs and `legacy_trim` is gone; each build in a directory of
 * its own, so the two profiles name their files differently. */
#include <stdio.h>
#include <string.h>

static volatile unsigned sink;

__attribute__((noinline)) static int digit(char c)
{
    return c >= '0' && c <= '9';
}

__attribute__((noinline)) static long parse(const char *s, size_t *at)
{
    long v = 0;
    while (digit(s[*at])) {
        v = v * 10 + (s[*at] - '0');
#ifdef NEW
        /* The regression a gate should catch. */
        for (int i = 0; i < 3; i++)
            sink += (unsigned)v + i;
#endif
        (*at)++;
    }
    return v;
}

__attribute__((noinline)) static long eval(const char *s)
{
    size_t at = 0;
    long acc = parse(s, &at);
    while (s[at]) {
        char op = s[at++];
        long rhs = parse(s, &at);
        acc = op == '+' ? acc + rhs : op == '-' ? acc - rhs : acc * rhs;
    }
    return acc;
}

#ifdef NEW
__attribute__((noinline)) static unsigned checksum(const char *s)
{
    unsigned h = 5381;
    while (*s)
        h = h * 33 + (unsigned char)*s++;
    return h;
}
#else
__attribute__((noinline)) static size_t legacy_trim(const char *s)
{
    size_t n = strlen(s);
    while (n > 0 && s[n - 1] == ' ')
        n--;
    return n;
}
#endif

int main(void)
{
    static const char *exprs[] = {"12+34*2", "7*6-5", "1000-1+22", "3*3*3*3"};
    long total = 0;
    for (int round = 0; round < 200; round++)
        for (int i = 0; i < 4; i++) {
            total += eval(exprs[i]);
#ifdef NEW
            total += checksum(exprs[i]) & 1;
#else
            total += (long)legacy_trim(exprs[i]) & 1;
#endif
        }
    printf("%ld\n", total);
    return 0;
}
