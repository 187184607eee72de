# A small Python workload for cProfile and yappi (scripts/producers.sh).
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def digits():
    return sum(len(str(i)) for i in range(2000))


def work():
    return digits() + fib(15)


if __name__ == "__main__":
    work()
