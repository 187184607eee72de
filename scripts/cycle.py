#!/usr/bin/env python3
"""Writes a callgrind profile of one cycle of recursion through N functions,
for measuring how the inclusive-cost analysis scales (bench/README.md).

The simulated run: main calls f0, each fI calls f(I+1), and f(N-1) calls f0
again, ROUNDS times around; each activation also calls a leaf helper. As
callgrind writes it at --separate-recs=2 (the default): the first round's
contexts are level 1 (fI), the later rounds' the catch-all level 2 (fI'2),
so every fI'2 is a member of one cycle of N contexts whose figure is a
bound; with --recs=1 every fI is, in one cycle of N. Self costs and call
costs are those of the simulated run, so the profile is consistent (every
call's cost is the inclusive cost of the activations it entered).

Usage: scripts/cycle.py N [--rounds=R] [--recs=1|2] > callgrind.out.cycle
"""
import argparse
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("n", type=int)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--recs", type=int, choices=(1, 2), default=2)
    args = ap.parse_args()
    n, rounds = args.n, args.rounds
    if n < 2 or rounds < 2:
        sys.exit("N >= 2 and --rounds >= 2")
    depth = n * rounds
    # Activation d (0-based along the chain) is of function d % n; its own
    # cost and its helper call's cost.
    own = [1 + (d * 7919) % 13 for d in range(depth)]
    helper = [2 + (d * 104729) % 5 for d in range(depth)]
    # Inclusive cost of activation d: its own, its helper, and the rest of
    # the chain below it.
    incl = [0] * (depth + 1)
    for d in range(depth - 1, -1, -1):
        incl[d] = own[d] + helper[d] + incl[d + 1]

    def context(d):
        f = d % n
        if args.recs == 2 and d >= n:
            return f"f{f}'2"
        return f"f{f}"

    selfs = {}
    calls = {}  # (caller, callee) -> [count, cost]
    for d in range(depth):
        c = context(d)
        selfs[c] = selfs.get(c, 0) + own[d]
        h = calls.setdefault((c, "helper"), [0, 0])
        h[0] += 1
        h[1] += helper[d]
        if d + 1 < depth:
            e = calls.setdefault((c, context(d + 1)), [0, 0])
            e[0] += 1
            e[1] += incl[d + 1]
    out = sys.stdout
    total = 1 + incl[0]
    out.write(f"# callgrind format\nversion: 1\ncreator: scripts/cycle.py\ncmd: cycle {n}\n")
    out.write(f"positions: line\nevents: Ir\nsummary: {total}\n\n")
    out.write(f"ob=cycle\nfl=cycle.c\nfn=main\n1 1\ncfn=f0\ncalls=1 1\n2 {incl[0]}\n")
    by_caller = {}
    for (a, b), v in calls.items():
        by_caller.setdefault(a, []).append((b, v))
    helper_total = sum(helper)
    for c in sorted(selfs):
        out.write(f"fn={c}\n1 {selfs[c]}\n")
        for b, (count, cost) in sorted(by_caller.get(c, [])):
            out.write(f"cfn={b}\ncalls={count} 1\n2 {cost}\n")
    out.write(f"fn=helper\n1 {helper_total}\n\ntotals: {total}\n")


main()
