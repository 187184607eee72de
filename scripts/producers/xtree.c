/* A small C program for valgrind's --xtree-memory=full (scripts/producers.sh). */
#include <stdlib.h>
#include <string.h>

static char *keep[64];

static char *make(size_t n) { char *p = malloc(n); memset(p, 1, n); return p; }
static void leaves(void) { for (int i = 0; i < 32; i++) keep[i] = make(1000); }
static void churn(void) { for (int i = 0; i < 100; i++) free(make(4096)); }

int main(void) {
    leaves();
    churn();
    keep[40] = make(50000);
    return 0;
}
