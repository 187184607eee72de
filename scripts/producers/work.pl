# A small Perl workload for Devel::NYTProf (scripts/producers.sh).
use strict;
sub fib { my $n = shift; return $n < 2 ? $n : fib($n - 1) + fib($n - 2) }
sub words { my $s = join ' ', map { "w$_" } 1 .. 2000; my @w = split / /, $s; return scalar @w }
print fib(14) + words(), "\n";
