#!/usr/bin/env python3
"""Writes fuzz/seeds/: small profiles of the hostile shapes of issue 28
(docs/safety.md), as seeds for the cargo-fuzz targets (fuzz/README.md);
tests/robustness.rs (fuzz_target_smoke) runs the targets' bodies on them.

Re-runnable: the files depend on nothing but this script.
    python3 scripts/hostile-seeds.py
"""
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "fuzz", "seeds")
HEAD = "# callgrind format\nevents: Ir\n"


def substitution(i):
    if i == 0:
        return "S_"
    digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    n, text = i - 1, ""
    while True:
        text = digits[n % 36] + text
        n //= 36
        if n == 0:
            break
    return "S" + text + "_"


def demangling_bomb(params, tag):
    s = "_Z1f1a1bIS_S_E"
    for i in range(1, params):
        s += substitution(i - 1) + "I" + substitution(i) + substitution(i) + "E"
    return s + "i" * tag


def seeds():
    doubling = HEAD + "fl=(1) a.c\nfn=(1) x\n1 1\n"
    for k in range(2, 60):
        doubling += f"fn=({k}) ({k - 1})'({k - 1})\n1 1\n"
    yield "compressed-names-doubling", doubling

    bombs = HEAD + "fl=a.c\n"
    for k in range(8):
        bombs += f"fn={demangling_bomb(24, k)}\n{k + 1} 1\n"
    bombs += "fn=_RNvCs1234_7mycrate4main\n9 1\n"
    yield "demangling-bombs", bombs

    yield "escape-sequences", (
        "# callgrind format\ncmd: ./p \x1b]0;TITLE\x07\ndesc: \x1b[2J\nevents: Ir\nfl=a\x1b]8;;http://x\x07.c\n"
        "fn=x\x1b]52;c;UFdORUQ=\x07\n1 5\nfn=hot\r980,000 (98.00%)  a.c:hot\n1 4\nfn=rtl\u202ecba\x7f\x9b\n1 3\n"
    )

    secrets = HEAD
    for k, name in enumerate(["/proc/self/environ", "/proc/self/pagemap", "/dev/zero", ".git/config", "../../../etc/shadow", "/sys/kernel/notes"]):
        secrets += f"fl={name}\nfn=f{k}\n1 {k + 1}\n"
    yield "secret-files", secrets

    spellings = HEAD
    for k in range(60):
        spellings += "fl=" + "./" * k + f"a.c\nfn=f{k}\n1 1\n"
    yield "one-file-many-names", spellings

    objects = HEAD + "fl=(1) a.c\n"
    for k in range(120):
        name = f"/x/lib{k}.so" if k % 2 else f"/x/prog{k}"
        objects += f"ob=({k + 1}) {name}\nfn=({k + 1}) f{k}\n1 1\ncfn=({(k + 1) % 120 + 1})\ncalls=1 1\n1 1\n"
    yield "many-objects", objects

    yield "repeated-events", "# callgrind format\nevents: Ir Ir Dr\nfl=a.c\nfn=f\n1 10 20 30\n"
    yield "totals-below-costs", HEAD + "summary: 100\nfl=a.c\nfn=f\n1 110\ntotals: 100\n"
    yield "csv-formulas", HEAD + 'fl==cmd|\' /C calc\'!A0\nfn==HYPERLINK("http://x")\n1 10\nfn=@SUM(A1)\n1 5\nfn=-x\n1 1\n'
    yield "codspeed-cfni", (
        HEAD + "ob=(1) /b\nfl=(1) src/lib.rs\nfn=(1) parse\n10 100\ncfni=(2) from_utf8\n20 300\ncfni=???\n11 50\n"
        "cfl=(1)\ncfn=(3) tokenize\ncalls=2 40\n12 550\n\nfn=(3)\n40 550\n"
    )
    yield "negative-total", HEAD + "fl=a.c\nfn=f\n1 -1\n"


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, text in seeds():
        data = text.encode("utf-8", "surrogateescape")
        assert len(data) < 10_000, name
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
