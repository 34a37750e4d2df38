#!/usr/bin/env python3
"""Shanten through the API against pymahjonggb's C++ ``MahjongShanten``, pure and compiled, in one run.

    .venv/bin/python benchmarks/bench_shanten.py [--hands 3000] [--seed 3] [--compiled /tmp/cvenv/bin/python]

Targets (issue #24): a plain ``mcr_cli.shanten(hand)`` on random 13-tile
hands (drawn from a shuffled wall, as ``shanten_vs_cpp.py`` draws them) at
most 15× ``MahjongShanten`` in the pure build, 3× compiled.  Each build is
measured in a fresh process of its own Python, started from outside the
tree so that it imports its own installed ``mcr_cli``; pymahjonggb is timed
in the same process on the same hands.  Times are CPU time of the process
(``time.process_time``): a machine shared with other work inflates wall time,
much less CPU time.

The suit tables are built as hands first ask for them, once a process
(``systems/suit_tables.py``), so the first pass over fresh hands ("cold")
pays for building them and a second pass ("warm") does not; their
difference, over the tables the first pass built, is the building cost.
Rows beyond the plain call: the effective tiles read too, the 14-tile
discard table, and each regional system's shanten (its own random hands).
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

CPP = [f"{s}{r}" for s in "WBT" for r in range(1, 10)] + [f"F{i}" for i in range(1, 5)] + ["J1", "J2", "J3"]
"""pymahjonggb's names of the 34 tiles, in our order (characters, dots, bamboo, winds, dragons)."""
OURS = [f"{r}{s}" for s in "mps" for r in range(1, 10)] + list("ESWNCFP")
SYSTEMS = ("tuidaohu", "jipinghu", "kawuxing", "tianjin")
KAWUXING = [*range(9, 27), 31, 32, 33]
"""卡五星's tiles: dots, bamboo, 中发白."""


def wall_hands(rng: random.Random, n: int, size: int, tiles: Sequence[int] = range(34)) -> list[list[int]]:
    """``n`` hands of ``size`` tiles, each the head of a freshly shuffled wall of four copies of ``tiles``."""
    out = []
    for _ in range(n):
        wall = [t for t in tiles for _ in range(4)]
        rng.shuffle(wall)
        out.append(wall[:size])
    return out


def text(hand: Sequence[int]) -> str:
    """A hand in notation: sorted, the last tile of 14 written last (the tile drawn)."""
    body = sorted(hand[:13]) + list(hand[13:])
    return "".join(OURS[t] for t in body)


def per_call(fn: Callable[[str], object], items: Sequence[str]) -> float:
    """Mean CPU microseconds per call of ``fn`` over ``items``."""
    start = time.process_time()
    for item in items:
        fn(item)
    return (time.process_time() - start) / len(items) * 1e6


def measure(hands: int, seed: int) -> dict[str, object]:
    """Every figure of one build, in this process (run by ``--inner``)."""
    import MahjongGB

    import mcr_cli
    from mcr_cli.native import compiled
    from mcr_cli.systems import suit_tables

    rng = random.Random(seed)
    thirteen = wall_hands(rng, hands, 13)
    texts = [text(h) for h in thirteen]
    cpp = [tuple(CPP[t] for t in sorted(h)) for h in thirteen]
    out: dict[str, object] = {"compiled": compiled()}
    start = time.process_time()
    for h in cpp:
        MahjongGB.MahjongShanten(pack=(), hand=h)
    out["cpp"] = (time.process_time() - start) / hands * 1e6

    def plain(s: str) -> object:
        return mcr_cli.shanten(s).shanten

    def effective(s: str) -> object:
        return mcr_cli.shanten(s).analysis.effective

    mcr_cli.shanten("123m456p789s1122z")  # the modules loaded, no table of these hands yet
    before = suit_tables.built()
    out["cold"] = per_call(plain, texts)
    out["tables"] = suit_tables.built() - before
    out["warm"] = per_call(plain, texts)
    out["build_us"] = (out["cold"] - out["warm"]) * hands / max(1, out["tables"])  # type: ignore[operator]
    out["effective"] = per_call(effective, texts)
    out["discards"] = per_call(plain, [text(h) for h in wall_hands(rng, max(1, hands // 10), 14)])
    for name in SYSTEMS:
        tiles = KAWUXING if name == "kawuxing" else range(34)
        drawn = [text(h) for h in wall_hands(rng, hands, 13, tiles)]
        flags: dict[str, object] = {}
        if name == "tianjin":
            flags = {"context": mcr_cli.WinContext(indicator=4)}  # 混: 5m and 6m
        out[name] = per_call(lambda s, n=name, f=flags: mcr_cli.shanten(s, rules=n, **f).shanten, drawn)
    return out


def run(python: str, hands: int, seed: int) -> dict[str, object]:
    """``measure`` in a fresh process of ``python``, started outside the tree (its own installed build)."""
    found = subprocess.run(
        [python, str(Path(__file__).resolve()), "--inner", "--hands", str(hands), "--seed", str(seed)],
        cwd=tempfile.gettempdir(),
        capture_output=True,
        text=True,
        check=True,
    )
    figures: dict[str, object] = json.loads(found.stdout)
    return figures


def report(label: str, f: dict[str, object], target: float) -> None:
    cpp = float(f["cpp"])  # type: ignore[arg-type]

    def row(name: str, key: str, goal: float | None = None) -> None:
        value = float(f[key])  # type: ignore[arg-type]
        met = "" if goal is None else f"  (target ≤ {goal:g}×: {'met' if value <= goal * cpp else 'MISSED'})"
        print(f"  {name:<44} {value:9.1f} µs   {value / cpp:6.1f}× C++{met}")

    print(f"\n{label} build")
    print(f"  {'pymahjonggb MahjongShanten':<44} {cpp:9.1f} µs")
    row("shanten(hand), cold (tables built as asked)", "cold", target)
    row("shanten(hand), warm", "warm", target)
    row("shanten(hand) + effective tiles, warm", "effective")
    row("shanten(14 tiles): the discard table", "discards")
    for name in SYSTEMS:
        row(f"shanten(hand, rules={name!r})", name)
    print(f"  suit tables built on the cold pass: {f['tables']}, {float(f['build_us']):.0f} µs each")  # type: ignore[arg-type]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=3000, help="random 13-tile hands per row (default 3000)")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--compiled", metavar="PYTHON", help="the Python of a venv with the compiled build")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inner:
        print(json.dumps(measure(args.hands, args.seed)))
        return
    print(f"{args.hands} random 13-tile hands per row; seed {args.seed}; Python {sys.version.split()[0]}")
    report("pure", run(sys.executable, args.hands, args.seed), 15)
    if args.compiled:
        figures = run(args.compiled, args.hands, args.seed)
        if not figures["compiled"]:
            sys.exit(f"{args.compiled} imports a pure mcr_cli, not a compiled one")
        report("compiled", figures, 3)


if __name__ == "__main__":
    main()
