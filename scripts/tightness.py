#!/usr/bin/env python3
"""How tight can an inclusive-cost bound be? Witness runs for tests/tightness.rs.

A bound cgann prints for a recursive context must hold for every run that
writes the same profile. This script builds, for each bounded context of a
program's shallow profiles (--separate-recs=1, 2, 3), runs that callgrind
would record exactly as it recorded the real one, and whose true
inclusive cost of the context is as high, or as low, as such a run's can
be: a witness. If cgann's bound equals a witness's truth, no sound bound
can be tighter.

The witnesses' call stacks come from a whole-chain profile of the same
program (--separate-recs=500 --separate-callers=500), whose contexts are
its stacks: a context is named by its function, its level and its chain
of callers. Callgrind leaves the level of a caller out of a chain and
folds a direct recursion into one caller, so the callees of `factor'2` …
`factor'6` share one context; a witness gives them a stack each (one per
parent stack), and gives a callee of a shared context to the stacks whose
levels agree with its own (a `factor'4` below only the copy above three
`factor` frames). Where several stacks agree, the calls are shared out
(one to each, the rest to the first). Every stack's level then counts the
frames of its function below it, as callgrind counts them.

An integer program (scipy's HiGHS) then chooses every stack's self cost:
each stack's inclusive cost is its self cost plus its callees', and summed
to the shallow contexts (a stack at level k is `F'min(k, N)`), every
record of the shallow profile comes out as callgrind wrote it: the self
cost of each context, and the count and cost of each call site. (A
witness gives each stack its self cost in total, not per line: the
records split a context's self cost by line, and any split of those sums
over its stacks with the stacks' totals exists, as a table with given row
and column sums does.) It maximises, then minimises, the context's truth:
the inclusive cost of its outermost stacks, those at level exactly N.

A second maximum asks in addition that every activation of the bounded
functions execute at least its return and each call it makes (for `Ir`,
a stack's self cost at least its calls in and out): a run the records
allow that a machine could also run.

Usage:
    scripts/tightness.py PROG [--update]
e.g. scripts/tightness.py mutual: solves for testdata/contexts/PROG/
{callgrind.out.chains.gz, callgrind.out.recs{1,2,3}} and compares the
figures with testdata/contexts/PROG/witnesses.tsv.gz (exit 1 if they
differ); --update rewrites that file.

Needs python3 with scipy (pip install -r scripts/tightness-requirements.txt)
and a built cgann (target/release/cgann, or $CGANN) for the bounds it
prints. tests/tightness.rs checks the witnesses without any of this.
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
    positions allowed; positions: line, the first event only). Returns
    (self, calls, totals): self[(object, function)] = cost; calls is a
    list of (caller, site file, site line, callee, count, cost)."""
    opener = gzip.open if path.endswith('.gz') else open
    names = {}
    self_cost = collections.Counter()
    calls = []
    ob = fl = fi = cur = cob = cfn = None
    line = 0
    pending = None
    totals = None

    def name(kind, v):
        m = re.match(r'\((\d+)\)\s?(.*)', v)
        if not m:
            return v
        if m.group(2):
            names[(kind, m.group(1))] = m.group(2)
        return names[(kind, m.group(1))]

    with opener(path, 'rt', errors='surrogateescape') as f:
        for raw in f:
            raw = raw.rstrip('\n')
            if not raw or raw[0] == '#':
                continue
            c = raw[0]
            if c.isdigit() or c in '+-*':
                parts = raw.split()
                p = parts[0]
                if p[0] in '+-':
                    line += int(p)
                elif p != '*':
                    line = int(p)
                cost = int(parts[1]) if len(parts) > 1 else 0
                if pending is not None:
                    calls.append((cur, fi or fl, line, (cob or ob, pending[1]), pending[0], cost))
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
            elif k == 'fl':
                fl = name('fl', v)
                fi = None
            elif k in ('fi', 'fe'):
                fi = name('fl', v)
            elif k in ('cfl', 'cfi'):
                name('fl', v)
            elif k == 'fn':
                cur = (ob, name('fn', v))
                fi = None
                self_cost[cur] += 0
            elif k == 'cfn':
                cfn = name('fn', v)
            elif k == 'calls':
                pending = (int(v.split()[0]), cfn)
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
    """(function, level) of a whole-chain context: the longest prefix that
    is a function of the shallow profile, then an all-digit level."""
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


def stacks(d_self, d_calls, split):
    """The witness's stacks: a list of dicts (node, frames, parent, count,
    site), parents before children."""
    out = collections.defaultdict(list)
    called = collections.Counter()
    for r in d_calls:
        out[r[0]].append(r)
        called[r[3]] += 1
    nodes = []
    copies = collections.defaultdict(list)

    def add(node, frames, parent, count, site):
        nodes.append(dict(node=node, frames=frames, parent=parent, count=count, site=site))
        copies[node].append(len(nodes) - 1)

    # chain contexts in an order that puts callers first
    order = [v for v in d_self if called[v] == 0]
    for v in order:
        add(v, {(v[0], split[v][0]): 1}, None, 1, None)
    waiting = dict(called)
    i = 0
    while i < len(order):
        for (_, file, line, callee, count, _) in out[order[i]]:
            waiting[callee] -= 1
            if waiting[callee] == 0:
                order.append(callee)
        i += 1
    if len(order) != len(d_self):
        raise SystemExit('the chain contexts call each other in a cycle')
    for v in order:
        for (_, file, line, callee, count, _) in out[v]:
            fn, level = split[callee]
            key = (callee[0], fn)
            agree = [w for w in copies[v] if nodes[w]['frames'].get(key, 0) + 1 == level]
            if not agree:
                raise SystemExit(f'{callee[1]}: no stack of its level below {v[1]}')
            shares = [1] * min(count, len(agree))
            shares[0] += count - sum(shares)
            for w, c in zip(agree, shares):
                frames = dict(nodes[w]['frames'])
                frames[key] = frames.get(key, 0) + 1
                add(callee, frames, w, c, (file, line))
    return nodes


def solve(prog):
    data = os.path.join(ROOT, 'testdata/contexts', prog)
    d_self, d_calls, d_total = read_profile(os.path.join(data, 'callgrind.out.chains.gz'))
    shallows = {n: os.path.join(data, f'callgrind.out.recs{n}') for n in SETTINGS}
    bounds = {n: cgann_bounds(shallows[n]) for n in SETTINGS}
    split = {v: split_chain(v, base_names(read_profile(shallows[1])[0])) for v in d_self}
    nodes = stacks(d_self, d_calls, split)
    kids = collections.defaultdict(list)
    for w, x in enumerate(nodes):
        if x['parent'] is not None:
            kids[x['parent']].append(w)
    n_w = len(nodes)
    witnesses = {}
    report = []
    for n in SETTINGS:
        s_self, s_calls, s_total = read_profile(shallows[n])
        assert s_total == d_total, (shallows[n], s_total, d_total)
        ctx = {v: (v[0], shallow_name(*split[v], n)) for v in d_self}
        # variables: T (self) of stack w at w, I (inclusive) at n_w + w
        rows, cols, vals, lo = [], [], [], []

        def equal(terms, b):
            for col, coef in terms:
                rows.append(len(lo))
                cols.append(col)
                vals.append(coef)
            lo.append(b)
        for w in range(n_w):
            equal([(n_w + w, 1), (w, -1)] + [(n_w + k, -1) for k in kids[w]], 0)
        by_context = collections.defaultdict(list)
        by_site = collections.defaultdict(list)
        for w, x in enumerate(nodes):
            by_context[ctx[x['node']]].append(w)
            if x['parent'] is not None:
                key = (ctx[nodes[x['parent']]['node']],) + x['site'] + (ctx[x['node']],)
                by_site[key].append(w)
        want_site = collections.Counter()
        for (p, file, line, c, count, cost) in s_calls:
            want_site[(p, file, line, c)] += cost
        for key, ws in by_context.items():
            equal([(w, 1) for w in ws], s_self[key])
        for key, ws in by_site.items():
            equal([(n_w + w, 1) for w in ws], want_site[key])
        if any(want_site[k] for k in set(want_site) - set(by_site)):
            raise SystemExit(f'recs{n}: a call site of the profile has no stack')
        constraints = LinearConstraint(coo_matrix((vals, (rows, cols)), shape=(len(lo), 2 * n_w)), lo, lo)
        bounded = {re.sub(r"'\d+$", '', t) for t in bounds[n]}
        floor = np.zeros(2 * n_w)
        for w, x in enumerate(nodes):
            if split[x['node']][0] in bounded:
                floor[w] = x['count'] + sum(nodes[k]['count'] for k in kids[w])
        for target, (lower, upper) in sorted(bounds[n].items()):
            base = re.sub(r"'\d+$", '', target)
            outermost = [w for w, x in enumerate(nodes)
                         if split[x['node']] == (base, n if n > 1 else 1)]
            c = np.zeros(2 * n_w)
            c[[n_w + w for w in outermost]] = 1
            for sense, floored in (('max', False), ('min', False), ('max', True)):
                res = milp(-c if sense == 'max' else c, constraints=constraints,
                           integrality=np.ones(2 * n_w),
                           bounds=Bounds(floor if floored else 0, np.inf))
                if res.status != 0:
                    raise SystemExit(f'recs{n} {target} {sense}: {res.message}')
                x = np.rint(res.x).astype(np.int64)
                truth = int(x[[n_w + w for w in outermost]].sum())
                head = f'recs{n}:{target}:{sense}' + (':floor' if floored else '')
                witnesses[head] = x[:n_w]
                printed = upper if sense == 'max' else lower
                report.append(f'{head}: witness {truth:,}, cgann {printed:,}'
                              + ('' if truth == printed else f' ({truth - printed:+,})'))
    return nodes, witnesses, report


def table(nodes, witnesses, report):
    """The witnesses: one row per stack (its parent's row, the calls from
    it and their site, its object and context name), then its self cost in
    each witness."""
    heads = sorted(witnesses)
    lines = ['# written by scripts/tightness.py; checked by tests/tightness.rs']
    lines += ['# ' + r for r in report]
    lines.append('\t'.join(['stack', 'parent', 'count', 'site_file', 'site_line', 'object', 'context']
                           + heads))
    for w, x in enumerate(nodes):
        file, line = x['site'] or ('', '')
        parent = '' if x['parent'] is None else x['parent']
        lines.append('\t'.join(str(v) for v in [w, parent, x['count'], file, line, *x['node']]
                               + [witnesses[h][w] for h in heads]))
    return '\n'.join(lines) + '\n'


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith('-') or args[1:] not in ([], ['--update']):
        raise SystemExit('usage: scripts/tightness.py PROG [--update]')
    prog = args[0]
    nodes, witnesses, report = solve(prog)
    print('\n'.join(report))
    text = table(nodes, witnesses, report)
    path = os.path.join(ROOT, 'testdata/contexts', prog, 'witnesses.tsv.gz')
    if args[1:] == ['--update']:
        with gzip.GzipFile(path, 'wb', mtime=0) as f:
            f.write(text.encode())
        print(f'wrote {path}')
    else:
        # Another solver version may find other witnesses of the same
        # figures: the check compares the figures.
        def figures(t):
            return [ln for ln in t.splitlines() if ln.startswith('# recs')]
        old = gzip.open(path, 'rt').read() if os.path.exists(path) else ''
        if figures(old) != figures(text):
            print(f'{path}: the solver gives other figures (--update rewrites it)', file=sys.stderr)
            sys.exit(1)


if __name__ == '__main__':
    main()
