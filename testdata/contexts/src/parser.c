/* A recursive-descent parser of arithmetic expressions:
 *   expr   := term ('+' term)*
 *   term   := factor ('*' factor)*
 *   factor := number | '(' expr ')'
 * expr -> term -> factor -> expr is a cycle of three functions, entered
 * from main through expr; nesting depths vary from input to input. */
#include <stdio.h>
#include <string.h>

static const char *p;

__attribute__((noinline)) static long expr(void);

__attribute__((noinline)) static long number(void)
{
    long v = 0;
    while (*p >= '0' && *p <= '9')
        v = v * 10 + (*p++ - '0');
    return v;
}

__attribute__((noinline)) static long factor(void)
{
    if (*p == '(') {
        p++;
        long v = expr();
        p++; /* ')' */
        return v;
    }
    return number();
}

__attribute__((noinline)) static long term(void)
{
    long v = factor();
    while (*p == '*') {
        p++;
        v *= factor();
    }
    return v;
}

__attribute__((noinline)) static long expr(void)
{
    long v = term();
    while (*p == '+') {
        p++;
        v += term();
    }
    return v;
}

/* Writes an expression nested `depth` levels deep into buf. */
static char *gen(char *buf, int depth, int seed)
{
    if (depth == 0)
        return buf + sprintf(buf, "%d", seed % 9 + 1);
    *buf++ = '(';
    buf = gen(buf, depth - 1, seed * 7 + 1);
    *buf++ = seed % 2 ? '+' : '*';
    buf = gen(buf, seed % 3 == 0 ? depth - 1 : 0, seed + 3);
    *buf++ = ')';
    *buf = 0;
    return buf;
}

int main(void)
{
    static char buf[1 << 16];
    long total = 0;
    for (int i = 0; i < 30; i++) {
        gen(buf, i % 9, i);
        p = buf;
        total += expr();
    }
    printf("%ld\n", total);
    return 0;
}
