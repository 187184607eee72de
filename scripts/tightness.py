#!/usr/bin/env python3
"""How tight can an inclusive-cost bound be? Witness runs for tests/tightness.rs.

A bound cgann prints for a recursive context must hold for every run that
writes the same profile. This script finds, for each bounded context of a
shallow profile (--separate-recs=1, 2, 3), the highest and the lowest true
inclusive cost that a run with the same call stacks as the real one, and
with exactly the same profile records, can have. If cgann's bound equals
that figure, no sound bound can be tighter: some run that callgrind would
record identically really costs that much.

The run's call stacks come from a whole-chain profile of the same program
(--separate-recs=500 --separate-callers=500): each context is one stack,
so the contexts form the run's calling-context tree. A witness keeps that
tree and every call count, and moves self cost between the stacks of one
shallow context (which records only the sum). The inclusive cost of each
stack is then its self cost plus its callees', and the linear program
asks that every shallow record (self cost per context, call cost per call
site and callee) come out as in the real profile.

A stack entered from several parent stacks (callgrind leaves the levels
of directly recursive callers out of a chain, so their callees' chains are
shared) cannot be split from the records: such a stack and everything
above it keep their real costs. A witness lists each stack's self cost in
total, not per line: the records hold a context's self cost per line,
summed over its stacks, and any split of those sums over stacks with the
given totals exists (a table with given row and column sums), so the
per-line records are met too.

Usage:
    scripts/tightness.py PROG [--update]
e.g. scripts/tightness.py mutual: solves the programs for
testdata/contexts/PROG/{callgrind.out.chains.gz, callgrind.out.recs{1,2,3}}
and compares the witnesses with testdata/contexts/PROG/witnesses.tsv
(exit 1 if they differ); --update rewrites that file.

Needs python3 with scipy (pip install -r scripts/tightness-requirements.txt;
its HiGHS solves the integer programs) and a built cgann (target/release/cgann, or $CGANN) for the
bounds it prints. The witnesses are checked without any of this by
tests/tightness.rs.
"""
import collections
import gzip
import json
import os
import re
import subprocess
import sys

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp
from scipy.sparse import coo_matrix

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SETTINGS = (1, 2, 3)


def read_profile(path):
    """Records of a callgrind profile (name compression and relative
    positions allowed; only positions: line and the first event).
    Returns (self, calls, totals): self[(ob, fn)] = cost; calls is a list
    of (caller, line, callee, count, cost)."""
    opener = gzip.open if path.endswith('.gz') else open
    names = {}
    self_cost = collections.Counter()
    calls = []
    ob = fn = cob = None
    cur = None
    line = 0
    pending = None
    totals = None

    def name(kind, v):
        m = re.match(r'\((\d+)\)\s?(.*)', v)
        if not m:
            return v
        key = (kind, m.group(1))
        if m.group(2):
            names[key] = m.group(2)
        return names[key]

    with opener(path, 'rt', errors='surrogateescape') as f:
        for raw in f:
            raw = raw.rstrip('\n')
            if not raw or raw[0] == '#':
                continue
            c = raw[0]
            if c.isdigit() or c in '+-*':
                parts = raw.split()
                p = parts[0]
                if p == '*':
                    pass
                elif p[0] in '+-':
                    line += int(p)
                else:
                    line = int(p)
                cost = int(parts[1]) if len(parts) > 1 else 0
                if pending is not None:
                    calls.append((cur, line, (cob or ob, pending[1]), pending[0], cost))
                    pending = None
                    cob = None
                else:
                    self_cost[cur] += cost
                continue
            k, _, v = raw.partition('=')
            if k == 'ob':
                ob = name('ob', v)
            elif k == 'cob':
                cob = name('ob', v)
            elif k in ('fl', 'fi', 'fe', 'cfl', 'cfi'):
                name('fl', v)
            elif k == 'fn':
                fn = name('fn', v)
                cur = (ob, fn)
                self_cost[cur] += 0
            elif k == 'cfn':
                cfn = name('fn', v)
            elif k == 'calls':
                count, target = v.split()[:2]
                pending = (int(count), cfn)
                # the call line's position follows on the cost line
            elif raw.startswith('totals:'):
                totals = int(raw.split()[1])
    return self_cost, calls, totals


def base_names(shallow_self):
    """Function names without a level, per object."""
    bases = collections.defaultdict(set)
    for (ob, fn) in shallow_self:
        m = re.fullmatch(r"(.*)'(\d+)", fn)
        bases[ob].add(m.group(1) if m else fn)
    return bases


def split_chain(node, bases):
    """(base function, level) of a whole-chain context: the longest prefix
    that is a function of the shallow profile, then an all-digit level."""
    ob, fn = node
    cuts = [m.start() for m in re.finditer("'", fn)] + [len(fn)]
    base = [fn[:i] for i in cuts if fn[:i] in bases[ob]]
    if not base:
        raise SystemExit(f'{fn}: no function of the shallow profile')
    b = base[-1]
    m = re.match(r"'(\d+)(?:'|$)", fn[len(b):])
    return b, int(m.group(1)) if m else 1


def shallow_name(base, level, n):
    k = min(level, n) if n > 1 else 1
    return base if k == 1 else f"{base}'{k}"


def cgann_bounds(profile):
    exe = os.environ.get('CGANN', os.path.join(ROOT, 'target/release/cgann'))
    out = subprocess.run([exe, '--format=json', '--inclusive=yes', '--threshold=100',
                          '--auto=no', profile], capture_output=True, check=True).stdout
    return {f['function']: (f['inclusive_lower']['Ir'], f['inclusive']['Ir'])
            for f in json.loads(out)['functions'] if not f['inclusive_exact']}


def solve(prog):
    data = os.path.join(ROOT, 'testdata/contexts', prog)
    d_self, d_calls, d_total = read_profile(os.path.join(data, 'callgrind.out.chains.gz'))
    incoming = collections.defaultdict(set)
    children = collections.defaultdict(list)
    for (p, line, c, count, cost) in d_calls:
        incoming[c].add((p, line))
        children[p].append((line, c, cost))
    # stacks entered from several parent stacks, and all above them, keep their costs
    kept = set()
    todo = [v for v in incoming if len(incoming[v]) > 1]
    while todo:
        v = todo.pop()
        if v not in kept:
            kept.add(v)
            todo.extend(c for (_, c, _) in children[v])
    # Only the stacks of the bounded functions and those above them change
    # their self costs (the rest of the run stays as it was); the stacks
    # below them change their inclusive costs.
    shallows = {n: os.path.join(data, f'callgrind.out.recs{n}') for n in SETTINGS}
    bounds = {n: cgann_bounds(shallows[n]) for n in SETTINGS}
    bases = base_names(read_profile(shallows[1])[0])
    split = {v: split_chain(v, bases) for v in d_self}
    bounded = {re.sub(r"'\d+$", '', t) for b in bounds.values() for t in b}
    movable = set()
    todo = [v for v in d_self if split[v][0] in bounded]
    while todo:
        v = todo.pop()
        if v not in movable and v not in kept:
            movable.add(v)
            todo.extend(c for (_, c, _) in children[v])
    below = set()
    for v in movable:
        while incoming[v]:
            if len(incoming[v]) > 1:
                raise SystemExit(f'{v[1]}: several parent stacks below a changing stack')
            (v, _), = incoming[v]
            if v in movable:
                break
            below.add(v)
    free = sorted(movable)
    witnesses = {}
    report = []
    for n in SETTINGS:
        s_self, s_calls, s_total = read_profile(shallows[n])
        assert s_total == d_total, (shallows[n], s_total, d_total)
        ctx = {v: (v[0], shallow_name(*split[v], n)) for v in d_self}
        # variables: T[v] (self) of each changing stack, I[v] (inclusive)
        # of each stack whose inclusive cost can change
        index = {}
        for v in free:
            index[('T', v)] = len(index)
        for v in sorted(movable | below):
            index[('I', v)] = len(index)
        rows, cols, vals, lo, hi = [], [], [], [], []

        def equal(terms, b):
            r = len(lo)
            for key, coef in terms:
                rows.append(r)
                cols.append(index[key])
                vals.append(coef)
            lo.append(b)
            hi.append(b)
        want_self = collections.Counter()
        for v, cost in s_self.items():
            want_self[v] += cost
        want_call = collections.Counter()
        for (p, line, c, count, cost) in s_calls:
            want_call[(p, line, c)] += cost
        free_self = collections.defaultdict(list)
        free_call = collections.defaultdict(list)
        for v in d_self:
            if v in movable:
                free_self[ctx[v]].append(('T', v))
            else:
                want_self[ctx[v]] -= d_self[v]
        for (p, line, c, count, cost) in d_calls:
            key = (ctx[p], line, ctx[c])
            if ('I', c) in index:
                free_call[key].append(('I', c))
            else:
                want_call[key] -= cost
        for v in movable | below:
            fixed = sum(cost for (_, c, cost) in children[v] if ('I', c) not in index)
            terms = [(('I', v), 1)] + [(('I', c), -1) for c in sorted(
                {c for (_, c, _) in children[v] if ('I', c) in index})]
            if v in movable:
                terms.append((('T', v), -1))
            else:
                fixed += d_self[v]
            equal(terms, fixed)
        for key, terms in free_self.items():
            equal([(t, 1) for t in terms], want_self[key])
        for key, terms in free_call.items():
            # a call site can be written as several records (one per
            # instruction of the line); each callee stack counts once
            equal([(t, 1) for t in sorted(set(terms))], want_call[key])
        a = coo_matrix((vals, (rows, cols)), shape=(len(lo), len(index)))
        constraints = LinearConstraint(a, lo, hi)
        for target, (lower, upper) in sorted(bounds[n].items()):
            base = re.sub(r"'\d+$", '', target)
            outer = n if n > 1 else 1
            stacks = [v for v in d_self if split[v] == (base, outer) and ctx[v][1] == target]
            if not stacks or any(v not in movable for v in stacks):
                report.append(f'recs{n} {target}: an outermost stack is shared, no witness')
                continue
            c = np.zeros(len(index))
            for v in stacks:
                c[index[('I', v)]] = 1
            real = sum(cost for (_, _, callee, _, cost) in d_calls if callee in stacks)
            report.append(f'recs{n} {target}: the real run {real:,}')
            # A run where each activation executes at least its return and
            # its call instructions (Ir): at least that many per stack.
            floor = np.zeros(len(index))
            for (p, _, callee, count, _) in d_calls:
                for v in (p, callee):
                    if v in movable:
                        floor[index[('T', v)]] += count
            for floored in (False, True):
                for sense, printed in (('max', upper), ('min', lower)):
                    res = milp(-c if sense == 'max' else c, constraints=constraints,
                               integrality=np.ones(len(index)),
                               bounds=Bounds(floor if floored else 0, np.inf))
                    if res.status != 0:
                        raise SystemExit(f'recs{n} {target} {sense}: {res.message}')
                    x = np.rint(res.x).astype(np.int64)
                    truth = int(sum(x[index[('I', v)]] for v in stacks))
                    head = f'recs{n}:{target}:{sense}' + (':floor' if floored else '')
                    witnesses[head] = {v: int(x[index[('T', v)]]) for v in free}
                    report.append(f'{head}: witness {truth:,} ({(truth - real) * 100 / d_total:+.2f} points'
                                  f' from the real run), cgann {printed:,}'
                                  + ('' if truth == printed else f' ({truth - printed:+,})'))
    return d_self, free, witnesses, report


def table(d_self, free, witnesses, report):
    """One row per stack whose self cost some witness changes: its name,
    then its self cost in each witness."""
    heads = sorted(witnesses)
    lines = ['# written by scripts/tightness.py; checked by tests/tightness.rs']
    lines += ['# ' + r for r in report]
    lines.append('\t'.join(['object', 'stack'] + heads))
    for v in sorted(free, key=lambda v: (v[0], v[1])):
        row = [witnesses[h][v] for h in heads]
        if any(r != d_self[v] for r in row):
            lines.append('\t'.join([v[0], v[1]] + [str(r) for r in row]))
    return '\n'.join(lines) + '\n'


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith('-') or args[1:] not in ([], ['--update']):
        raise SystemExit('usage: scripts/tightness.py PROG [--update]')
    prog = args[0]
    d_self, free, witnesses, report = solve(prog)
    print('\n'.join(report))
    text = table(d_self, free, witnesses, report)
    path = os.path.join(ROOT, 'testdata/contexts', prog, 'witnesses.tsv')
    if args[1:] == ['--update']:
        with open(path, 'w') as f:
            f.write(text)
        print(f'wrote {path}')
    else:
        # Another solver version may find other witnesses of the same
        # figures: the check compares the figures.
        def figures(t):
            return [ln for ln in t.splitlines() if ln.startswith('# recs')]
        old = open(path).read() if os.path.exists(path) else ''
        if figures(old) != figures(text):
            print(f'{path}: the solver gives other figures (--update rewrites it)', file=sys.stderr)
            sys.exit(1)


if __name__ == '__main__':
    main()
