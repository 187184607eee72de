# A small Ruby workload for rbspy's sampler (scripts/producers.sh): two
# seconds of string work.
def fib(n)
  n < 2 ? n : fib(n - 1) + fib(n - 2)
end

def words
  (1..200000).map { |i| "w#{i}" }.join(" ").split(" ").size
end

t = Time.now
fib(20) + words while Time.now - t < 2
