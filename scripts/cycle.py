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

With --copies=K, main runs K such cycles one after the other, each of its
own N functions (cK_fI): many small cycles, where work done per cycle over
the whole call graph would show (the analysis must scale with the graph,
not with cycles times graph).

Usage: scripts/cycle.py N [--rounds=R] [--recs=1|2] [--copies=K] > callgrind.out.cycle
"""
import argparse
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("n", type=int)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--recs", type=int, choices=(1, 2), default=2)
    ap.add_argument("--copies", type=int, default=1)
    args = ap.parse_args()
    n, rounds, copies = args.n, args.rounds, args.copies
    if n < 2 or rounds < 2 or copies < 1:
        sys.exit("N >= 2, --rounds >= 2 and --copies >= 1")
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

    def context(k, d):
        f = f"f{d % n}" if copies == 1 else f"c{k}_f{d % n}"
        if args.recs == 2 and d >= n:
            return f + "'2"
        return f

    selfs = {}
    calls = {}  # (caller, callee) -> [count, cost]
    for k in range(copies):
        for d in range(depth):
            c = context(k, d)
            selfs[c] = selfs.get(c, 0) + own[d]
            h = calls.setdefault((c, "helper"), [0, 0])
            h[0] += 1
            h[1] += helper[d]
            if d + 1 < depth:
                e = calls.setdefault((c, context(k, d + 1)), [0, 0])
                e[0] += 1
                e[1] += incl[d + 1]
    out = sys.stdout
    total = 1 + copies * incl[0]
    out.write(f"# callgrind format\nversion: 1\ncreator: scripts/cycle.py\ncmd: cycle {n}\n")
    out.write(f"positions: line\nevents: Ir\nsummary: {total}\n\n")
    out.write("ob=cycle\nfl=cycle.c\nfn=main\n1 1\n")
    for k in range(copies):
        out.write(f"cfn={context(k, 0)}\ncalls=1 1\n2 {incl[0]}\n")
    by_caller = {}
    for (a, b), v in calls.items():
        by_caller.setdefault(a, []).append((b, v))
    helper_total = copies * sum(helper)
    for c in sorted(selfs):
        out.write(f"fn={c}\n1 {selfs[c]}\n")
        for b, (count, cost) in sorted(by_caller.get(c, [])):
            out.write(f"cfn={b}\ncalls={count} 1\n2 {cost}\n")
    out.write(f"fn=helper\n1 {helper_total}\n\ntotals: {total}\n")


main()
