/* A dynamically linked program whose library calls call back into it:
 * qsort and bsearch with comparators, an atexit handler, and a function
 * pointer the program passes through the C library (tsearch's walk).
 * Deterministic: the same instruction counts on every run. */
#include <search.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 2000

static unsigned state = 12345;
static unsigned next(void) { return state = state * 1103515245u + 12345u; }

static int by_value(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return (x > y) - (x < y);
}

static int by_name(const void *a, const void *b)
{
    /* The comparator calls the library in turn. */
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static unsigned long walked;
static void visit(const void *node, VISIT which, int depth)
{
    if (which == postorder || which == leaf)
        walked += **(const unsigned *const *)node + (unsigned)depth;
}

static void goodbye(void)
{
    unsigned long sum = 0;
    for (unsigned i = 0; i < 5000; i++)
        sum += next() % 7;
    printf("goodbye %lu\n", sum);
}

int main(void)
{
    static unsigned values[N];
    static char names[N][12];
    static char *pointers[N];
    void *tree = NULL;
    atexit(goodbye);
    for (unsigned i = 0; i < N; i++) {
        values[i] = next() % 100000;
        snprintf(names[i], sizeof names[i], "n%u", next() % 100000);
        pointers[i] = names[i];
    }
    qsort(values, N, sizeof values[0], by_value);
    qsort(pointers, N, sizeof pointers[0], by_name);
    unsigned found = 0;
    for (unsigned i = 0; i < N; i += 3) {
        unsigned key = values[(i * 7) % N];
        found += bsearch(&key, values, N, sizeof values[0], by_value) != NULL;
    }
    for (unsigned i = 0; i < 300; i++)
        tsearch(&values[i * 5], &tree, by_value);
    twalk(tree, visit);
    printf("%u %lu %s\n", found, walked, pointers[0]);
    return 0;
}
