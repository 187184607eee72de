#!/usr/bin/env python3
"""The browser's first screen, paired: milliseconds from starting
`BIN --browse PROFILE` to its first frame having been written.

    bench/first-screen.py [--runs N] BIN_A BIN_B PROFILE

Each binary runs N times (default 40), A and B alternating (A B, B A, ...),
on a pseudo-terminal of 80x24 that answers the cursor-position query the
browser sends while starting. A run ends when the browser's key log
(CGANN_BROWSE_KEY_LOG) says the first frame is written; the browser is
then killed. Prints the median of each binary and the median of the
per-pair ratios A/B, with the load average.

bench/browse.sh times the same moment through tmux, to 10 ms; this
script times it to about half a millisecond, for comparing builds whose
first screens differ by a few milliseconds.
"""

import argparse
import fcntl
import os
import pty
import select
import shutil
import statistics
import struct
import subprocess
import tempfile
import termios
import time


def first_screen(binary, profile, log):
    """Seconds from spawning the browser to its first frame."""
    if os.path.exists(log):
        os.unlink(log)
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = dict(os.environ, TERM="xterm-256color", CGANN_BROWSE_KEY_LOG=log)
    start = time.perf_counter()
    browser = subprocess.Popen(
        [binary, "--browse", profile],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        start_new_session=True,
    )
    os.close(slave)
    deadline = start + 60
    try:
        while True:
            if time.perf_counter() > deadline:
                raise SystemExit(f"{binary}: no first frame after 60 s")
            ready, _, _ = select.select([master], [], [], 0.0005)
            if ready:
                try:
                    out = os.read(master, 65536)
                except OSError:
                    out = b""
                # The terminal's answer to "where is the cursor?".
                if b"\x1b[6n" in out:
                    os.write(master, b"\x1b[1;1R")
            if browser.poll() is not None:
                raise SystemExit(f"{binary} exited with {browser.returncode} before its first frame")
            try:
                with open(log) as f:
                    if "first-frame" in f.read():
                        break
            except FileNotFoundError:
                pass
        return time.perf_counter() - start
    finally:
        browser.kill()
        browser.wait()
        os.close(master)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("profile")
    args = parser.parse_args()
    scratch = tempfile.mkdtemp(prefix="cgann-first-screen-")
    try:
        measure(args, os.path.join(scratch, "keys.log"))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def measure(args, log):
    for binary in (args.a, args.b):
        first_screen(binary, args.profile, log)  # warm the page cache
    times = {args.a: [], args.b: []}
    ratios = []
    for run in range(args.runs):
        order = (args.a, args.b) if run % 2 == 0 else (args.b, args.a)
        took = {binary: first_screen(binary, args.profile, log) for binary in order}
        for binary in (args.a, args.b):
            times[binary].append(took[binary])
        ratios.append(took[args.a] / took[args.b])
    for name, binary in (("A", args.a), ("B", args.b)):
        print(f"{name} {binary}: median {1000 * statistics.median(times[binary]):.1f} ms")
    print(f"A/B median of {args.runs} pairs: {statistics.median(ratios):.3f}, load {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
