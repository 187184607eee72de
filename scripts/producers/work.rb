# A small Ruby workload, profiled by ruby-prof's API (scripts/producers.sh):
# writes the call-tree (callgrind) file into ARGV[0] and prints ruby-prof's
# own figures.
require 'ruby-prof'

def fib(n)
  n < 2 ? n : fib(n - 1) + fib(n - 2)
end

def words
  (1..2000).map { |i| "w#{i}" }.join(" ").split(" ").size
end

result = RubyProf::Profile.profile { fib(15) + words }
RubyProf::CallTreePrinter.new(result).print(path: ARGV[0], profile: "profile")
methods = result.threads.flat_map(&:methods)
# ruby-prof's own total: every method's self time (seconds), and how many.
puts "self_time_us #{(methods.sum(&:self_time) * 1e6).round}"
puts "methods #{methods.size}"
puts "producer ruby-prof #{RubyProf::VERSION}"
