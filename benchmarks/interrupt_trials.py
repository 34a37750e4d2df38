#!/usr/bin/env python3
"""Ctrl-C at random moments of ``mcr score``: how many runs end as documented, how many do not.

    python benchmarks/interrupt_trials.py [--mcr .venv/bin/mcr] [--trials 100] [--within 0.12]

Each trial starts ``mcr score HAND --explain`` and sends it SIGINT after a
random delay up to ``--within`` seconds, covering Python's start-up, the
imports and the scoring.  A run ends as documented when it exits 130 with the
one line ``mcr: interrupted by SIGINT``, or exits 0 having finished first, or
dies by the signal before Python took it (no output).  Anything else — a
traceback, ``Aborted!``, a fatal error of the interpreter — is counted and
its first line shown.  The only window left is Python's own start-up before
``cli/entry.py`` runs (about 3 ms on a normal install, more with an editable one).
"""

from __future__ import annotations

import argparse
import random
import signal
import subprocess
import time
from collections import Counter


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mcr", default=".venv/bin/mcr")
    ap.add_argument("--trials", type=int, default=100)
    ap.add_argument("--within", type=float, default=0.12, help="the longest delay before the signal, seconds")
    args = ap.parse_args()
    rng = random.Random(21)
    outcomes: Counter[tuple[int, str]] = Counter()
    for _ in range(args.trials):
        child = subprocess.Popen(
            [args.mcr, "score", "123m456p789s111z22z", "--explain"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )
        time.sleep(rng.uniform(0, args.within))
        child.send_signal(signal.SIGINT)
        _, err = child.communicate()
        outcomes[(child.returncode, err.decode(errors="replace").splitlines()[0] if err else "")] += 1
    documented = {(130, "mcr: interrupted by SIGINT"), (0, ""), (-signal.SIGINT, "")}
    bad = sum(n for key, n in outcomes.items() if key not in documented)
    print(f"{args.trials - bad} of {args.trials} runs ended as documented, {bad} did not")
    for (code, first), n in outcomes.most_common():
        mark = " " if (code, first) in documented else "!"
        print(f" {mark} {n:4}  exit {code:4}  {first[:70]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
