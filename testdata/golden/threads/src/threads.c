/* Golden-test program: three worker threads doing different amounts of
   work (profiled with --separate-threads=yes: one profile per thread). */
#include <pthread.h>
#include <stdio.h>

#define NTHREADS 3

/* All workers wait here until every one has started: valgrind reuses the
   thread id of a finished thread, and then two workers share one file. */
static pthread_barrier_t start;

static unsigned long collatz_steps(unsigned long n)
{
    unsigned long steps = 0;
    while (n != 1) {
        n = (n & 1) ? 3 * n + 1 : n / 2;
        steps++;
    }
    return steps;
}

static void *worker(void *arg)
{
    unsigned long id = (unsigned long)arg, total = 0;
    pthread_barrier_wait(&start);
    for (unsigned long i = 1; i <= 200 * (id + 1); i++)
        total += collatz_steps(i);
    return (void *)total;
}

int main(void)
{
    pthread_t t[NTHREADS];
    unsigned long sum = 0;

    pthread_barrier_init(&start, NULL, NTHREADS);
    for (unsigned long i = 0; i < NTHREADS; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < NTHREADS; i++) {
        void *r;
        pthread_join(t[i], &r);
        sum += (unsigned long)r;
    }
    sum += collatz_steps(27);
    printf("%lu\n", sum);
    return 0;
}
