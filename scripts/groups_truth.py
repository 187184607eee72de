#!/usr/bin/env python3
"""The true inclusive cost of each object of a profile, from a profile of
the same run made with --separate-callers deeper than any stack (and
--separate-recs=1): there every context is named by its whole call chain,
so the self cost of each context is the cost of one whole stack.

For an object X with dependencies D (the objects X needs, transitively),
an instruction counts for X "on its own behalf" when, reading its stack
from the top down and skipping frames of D, the first frame left is X's.
The cost "while X is on the stack" counts every instruction with an X
frame anywhere. Code the profile names no object for ("???") is taken as
a dependency of every object (valgrind's trampolines run on behalf of
their caller); it depends on nothing.

The dependencies are read as cgann reads them, for each MODE:
  needed   every object's ELF DT_NEEDED (objdump -p), matched to the
           profile's objects by DT_SONAME or file name;
  names    every object's assumed from its name (as cgann does for objects
           it cannot find): the loader (ld-*.so*) needs nothing, the C
           library (libc.so*, libc-*.so) the loader, another shared object
           (*.so, *.so.*) the C library and the loader, a program (any
           other name) every shared object;
  program  the program's (not a shared object) DT_NEEDED, the others'
           from their names (cgann with the program in --object-dir and
           the libraries not found).
A program whose DT_NEEDED are read also needs the objects it loaded at
run time (those outside the closure of its DT_NEEDED).

Usage: groups_truth.py DEEP_PROFILE MODE...
Prints, per mode: `order MODE`, then `needs OBJECT: DEP...` (direct
dependencies) and `figure OBJECT self=N behalf=N stack=N` (Ir) per object.
"""
import os
import subprocess
import sys
from collections import defaultdict

UNKNOWN = {"???", ""}


def read_profile(path):
    names = {"ob": {}, "fn": {}}
    selfcost = defaultdict(int)  # (ob, fn name) -> Ir
    ob = fn = None
    skip_next = False
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            if skip_next:
                skip_next = False
                continue
            key, eq, val = line.partition("=")
            if eq and key in ("ob", "cob", "fn", "cfn", "fl", "fi", "fe", "cfi", "cfl"):
                kind = "ob" if key in ("ob", "cob") else ("fn" if key in ("fn", "cfn") else None)
                if kind:
                    if val.startswith("("):
                        close = val.index(")")
                        ident, rest = val[1:close], val[close + 1:].strip()
                        if rest:
                            names[kind][ident] = rest
                        val = names[kind][ident]
                    if key == "ob":
                        ob = val
                    elif key == "fn":
                        fn = val
                continue
            if key == "calls" and eq:
                skip_next = True  # the call's cost line
                continue
            if line[0] in "0123456789+-*":
                parts = line.split()
                if len(parts) > 1 and fn is not None:
                    selfcost[(ob, fn)] += int(parts[1])
    return selfcost


def base(path):
    return path.rsplit("/", 1)[-1]


def kind(path):
    name = base(path)
    shared = name.endswith(".so") or ".so." in name
    if shared and (name.startswith("ld-") or name.startswith("ld.so") or name.startswith("ld64.so")):
        return "loader"
    if shared and (name.startswith("libc.so") or name.startswith("libc-")):
        return "libc"
    return "library" if shared else "program"


def by_name(obj, objects):
    me = kind(obj)
    wanted = {"loader": set(), "libc": {"loader"}, "library": {"loader", "libc"},
              "program": {"loader", "libc", "library"}}[me]
    return [o for o in objects if o != obj and o not in UNKNOWN and kind(o) in wanted]


def elf(path):
    out = subprocess.run(["objdump", "-p", path], capture_output=True, text=True, check=True).stdout
    soname, needed = None, []
    for line in out.splitlines():
        words = line.split()
        if len(words) >= 2 and words[0] == "NEEDED":
            needed.append(words[1])
        elif len(words) >= 2 and words[0] == "SONAME":
            soname = words[1]
    return soname, needed


def order(mode, objects):
    read = {}
    for o in objects:
        if o in UNKNOWN or not os.path.isfile(o):
            continue
        if mode == "needed" or (mode == "program" and kind(o) == "program"):
            read[o] = elf(o)
    direct = {}
    for o in objects:
        if o in UNKNOWN:
            direct[o] = []
        elif o in read:
            deps = []
            for n in read[o][1]:
                match = [p for p in objects if p in read and read[p][0] == n] or \
                        [p for p in objects if p not in UNKNOWN and base(p) == n]
                if match and match[0] != o and match[0] not in deps:
                    deps.append(match[0])
            direct[o] = deps
        else:
            direct[o] = by_name(o, objects)
    # A program whose DT_NEEDED were read needs too what it loaded at run
    # time: the objects outside their closure (but programs and unknown).
    deps = closure(direct)
    for o in read:
        if kind(o) == "program":
            direct[o] = direct[o] + [p for p in objects if p != o and p not in deps[o]
                                     and p not in UNKNOWN and kind(p) != "program"]
    return direct


def closure(direct):
    deps = {}
    for x in direct:
        seen, todo = set(), list(direct[x])
        while todo:
            d = todo.pop()
            if d not in seen and d != x:
                seen.add(d)
                todo.extend(direct.get(d, ()))
        deps[x] = seen
    return deps


def main():
    selfcost = read_profile(sys.argv[1])
    objects_of = defaultdict(set)
    for (ob, fn) in selfcost:
        objects_of[fn].add(ob)
    # Contexts that only call (no self cost) still name their object:
    # read every fn= name with its ob= again for the lookup.
    objects = sorted({ob for (ob, _) in selfcost})
    for mode in sys.argv[2:]:
        direct = order(mode, objects)
        print(f"order {mode}")
        for o in objects:
            print(f"needs {o}: {' '.join(direct[o])}".rstrip())
        deps = closure(direct)
        unknown = [o for o in objects if o in UNKNOWN]
        for x in objects:
            if x not in UNKNOWN:
                deps[x] |= set(unknown)
        behalf = defaultdict(int)
        stack = defaultdict(int)
        own = defaultdict(int)
        for (ob, fn), cost in selfcost.items():
            frames = fn.split("'")
            obs = [ob]
            for k in range(1, len(frames)):
                cands = objects_of.get("'".join(frames[k:]), set())
                if len(cands) != 1:
                    sys.exit(f"{fn}: frame {frames[k]!r} is in {sorted(cands)}: cannot tell its object")
                obs.append(next(iter(cands)))
            own[ob] += cost
            for x in set(obs):
                stack[x] += cost
            for x in objects:
                for o in obs:
                    if o == x:
                        behalf[x] += cost
                        break
                    if o not in deps[x]:
                        break
        for x in objects:
            print(f"figure {x} self={own[x]} behalf={behalf[x]} stack={stack[x]}")


main()
