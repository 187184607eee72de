<?php
// A small PHP workload for Xdebug's profiler (scripts/producers.sh).
function fib($n) { return $n < 2 ? $n : fib($n - 1) + fib($n - 2); }
function build($n) { $s = ''; for ($i = 0; $i < $n; $i++) { $s .= str_repeat('x', 10); } return strlen($s); }
function release() { $a = range(1, 20000); $n = count($a); unset($a); return $n; }
echo fib(12), " ", build(500), " ", release(), "\n";
