# Sourced by the scripts that profile programs with valgrind (scripts/*.sh,
# testdata/dot/make.sh): the environment they profile in, and what their
# checks compare.
#
# fixed_env COMMAND...: run COMMAND (valgrind and the program it profiles)
# in the same small environment on every machine and from every shell. The
# environment strings land on the profiled process's stack, and the
# dynamic loader and libc start-up walk them: their count and size change
# the instruction counts (a 3,000-byte variable added 463 instructions to
# a 343,215-instruction run, and the fixed environment 18,780 fewer than
# one engineer's shell), so a profile made from a user's shell would not
# repeat in CI or in another terminal.
# Valgrind's own settings (VALGRIND_OPTS, ~/.valgrindrc) are left out too:
# HOME names no folder. The cwd and the program's path are on that stack
# as well: the callers run each program from a fixed build folder.
#
# The callers also send the program's output to a regular file, never to
# /dev/null or a terminal: glibc asks a character device whether it is a
# terminal before its first write (isatty, tcgetattr: 54 more instructions
# for mutual.c), and /dev/null is a character device on most machines but
# a regular file on some.
#
# What this cannot fix: the loader searches /etc/ld.so.cache (its entries
# are the machine's installed libraries) and glibc picks its string
# functions by the CPU's features, so another machine's start-up or
# memcmp may still count otherwise; the scripts' checks say so.
# CACHE_GEOMETRY: the caches a cache simulation (--cache-sim=yes,
# cachegrind) models, given rather than read off this machine's CPU (the
# values the committed profiles were made with, on the team's machines).
CACHE_GEOMETRY=(--I1=32768,8,64 --D1=49152,12,64 --LL=536870912,2,64)

fixed_env() {
    env -i PATH=/usr/bin:/bin HOME=/nonexistent LANG=C "$@"
}

# What the scripts' checks compare: a fresh profile of the same build must
# repeat the committed one's totals and function names (not the ids, the
# order of the functions or the pid). profile_totals PROFILE: its totals:
# and summary: lines; profile_names PROFILE: its function names, sorted;
# profile_summary PROFILE: both.
profile_totals() { zgrep -E '^(totals|summary):' "$1" || true; }
profile_names() {
    zgrep -E '^c?fn=' "$1" | sed -E 's/^c?fn=(\([0-9]+\) ?)?//' | grep -v '^$' | sort -u || true
}
profile_summary() { profile_totals "$1"; profile_names "$1"; }
