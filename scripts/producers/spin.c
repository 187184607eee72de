/* A small C program for gperftools' CPU profiler (scripts/producers.sh). */
#include <gperftools/profiler.h>
#include <stdio.h>

static volatile unsigned long sink;

static unsigned long inner(unsigned long n) {
    unsigned long s = 0;
    for (unsigned long i = 0; i < n; i++) s += i * i % 7;
    return s;
}

static unsigned long outer(int rounds) {
    unsigned long s = 0;
    for (int r = 0; r < rounds; r++) s += inner(2000000);
    return s;
}

int main(int argc, char **argv) {
    ProfilerStart(argv[1]);
    sink = outer(60) + inner(20000000);
    ProfilerStop();
    printf("%lu\n", sink);
    return 0;
}
