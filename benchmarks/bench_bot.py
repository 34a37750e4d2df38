#!/usr/bin/env python3
"""What a bot pays per move through the API: shanten of 14 tiles (each discard), waits, a win's score.

    .venv/bin/python benchmarks/bench_bot.py [--hands 1000] [--seed 5]

Run it with the Python of the build to measure (a compiled venv's for the
compiled build); it imports the installed ``mcr_cli`` when started outside
the tree.  The hands: random 14-tile hands drawn from a shuffled wall (the
discard table a bot reads before it discards), ready 13-tile hands (a
winning hand of ``examples/hands.txt``'s kind less its winning tile: the
waits a bot reads after it discards) and the winning hands themselves (the
score it reads when it wins).  Each figure is the CPU time per call
(``time.process_time``), the best of three passes, so a machine shared
with other work moves it less; docs/api.md ("A bot's loop") shows them.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
if Path.cwd().resolve() == HERE.parent:  # in the tree: measure the tree's sources
    sys.path.insert(0, str(HERE.parent))

import mcr_cli  # noqa: E402
from mcr_cli.model.tiles import format_tiles  # noqa: E402

sys.path.insert(0, str(HERE))
from bench_systems import natural_hand, text_of  # noqa: E402


def per_call(call: Callable[[str], object], hands: Sequence[str]) -> float:
    """CPU µs per call, the best of three passes."""
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        for hand in hands:
            call(hand)
        best = min(best, time.process_time() - start)
    return best / len(hands) * 1e6


def _discards(hand: str) -> object:
    """The discard table as a bot reads it: each discard's effective tiles too."""
    return [d.effective for d in mcr_cli.shanten(hand).discards]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    fourteen, thirteen = [], []
    for _ in range(args.hands):
        wall = [t for t in range(34) for _ in range(4)]
        rng.shuffle(wall)
        fourteen.append(format_tiles(sorted(wall[:14])))
        thirteen.append(format_tiles(sorted(wall[:13])))
    wins = [text_of(natural_hand(rng)) for _ in range(args.hands)]
    ready = [text_of(sorted(mcr_cli.parse_hand(w).standing)) for w in wins]
    build = "compiled" if "(compiled)" in _version() else "pure"
    rows = [
        ("shanten(14 tiles): every discard, its shanten and effective tiles", per_call(_discards, fourteen)),
        ("shanten(13 tiles), the number alone", per_call(lambda h: mcr_cli.shanten(h).shanten, thirteen)),
        ("waits(ready 13 tiles), each wait scored both ways", per_call(mcr_cli.waits, ready)),
        ("score(winning 14 tiles)", per_call(mcr_cli.score, wins)),
        ("score_json(winning 14 tiles)", per_call(mcr_cli.score_json, wins)),
    ]
    print(f"{build} build, {args.hands} hands, CPU µs per call (best of 3)")
    for label, us in rows:
        print(f"  {label:<68} {us:9.1f}")


def _version() -> str:
    from importlib.metadata import version

    from mcr_cli.native import compiled

    return version("mcr_cli") + (" (compiled)" if compiled() else "")


if __name__ == "__main__":
    main()
