"""Benchmark ``mcr waits`` and ``mcr shanten`` against pymahjonggb in one run, with ratios.

    .venv/bin/python benchmarks/bench_waits.py [--hands N] [--seed S]

Targets (issue #3): waits with full values for a 13-tile hand under 20 ms on
average; shanten under 1 ms.  pymahjonggb (C++) is timed on the same hands:
its ``MahjongShanten`` (minimum only) and five per-family functions (which
also list useful tiles), and for waits the same work done with it — useful
tiles at shanten 0, then ``MahjongFanCalculator`` on a discard and
self-drawn for each.  Our tables are memoised, so the first pass over fresh
hands ("cold") and a second pass ("warm") are reported apart.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from contextlib import suppress
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import MahjongGB

from mcr_cli import waits
from mcr_cli.model.hand import Hand
from mcr_cli.systems.mcr.shanten import analyse_counts
from tests.helpers.reference import ref_tile

FAMILIES = (
    MahjongGB.RegularShanten,
    MahjongGB.SevenPairsShanten,
    MahjongGB.ThirteenOrphansShanten,
    MahjongGB.HonorsAndKnittedTilesShanten,
    MahjongGB.KnittedStraightShanten,
)


def random_hands(rng: random.Random, n: int) -> list[list[int]]:
    """``n`` hands of 13 tiles drawn from a full wall."""
    wall = [t for t in range(34) for _ in range(4)]
    return [sorted(rng.sample(wall, 13)) for _ in range(n)]


def ready_hands(rng: random.Random, n: int) -> list[list[int]]:
    """``n`` ready hands: four random sets and a pair, less one tile."""
    out: list[list[int]] = []
    while len(out) < n:
        tiles: list[int] = []
        for _ in range(4):
            t = rng.randrange(34)
            if t < 27 and t % 9 <= 6 and rng.random() < 0.6:
                tiles += [t, t + 1, t + 2]
            else:
                tiles += [t] * 3
        tiles += [rng.randrange(34)] * 2
        if max(tiles.count(t) for t in tiles) > 4:
            continue
        tiles.pop(rng.randrange(14))
        out.append(sorted(tiles))
    return out


def counts(tiles: Sequence[int]) -> list[int]:
    out = [0] * 34
    for t in tiles:
        out[t] += 1
    return out


def ref_waits(tiles: tuple[str, ...]) -> int:
    """The waits and their values with pymahjonggb: useful tiles at shanten 0, then the fan calculator."""
    useful: set[str] = set()
    for family in FAMILIES:
        shanten, found = family(tiles)
        if shanten == 0:
            useful |= set(found)
    for win in useful:
        for self_drawn in (False, True):
            with suppress(TypeError):  # a fifth copy, or a hand the calculator refuses
                MahjongGB.MahjongFanCalculator(
                    pack=(), hand=tiles, winTile=win, flowerCount=0, isSelfDrawn=self_drawn, is4thTile=False,
                    isAboutKong=False, isWallLast=False, seatWind=0, prevalentWind=0, verbose=True,
                )  # fmt: skip
    return len(useful)


def per_call(fn: Callable[[object], object], items: Sequence[object]) -> float:
    """Mean seconds per call of ``fn`` over ``items``."""
    start = time.perf_counter()
    for item in items:
        fn(item)
    return (time.perf_counter() - start) / len(items)


def report(name: str, ours: float, ref: float, unit: float, unit_name: str, target: float | None) -> None:
    goal = (
        ""
        if target is None
        else f"  (target < {target:g} {unit_name}: {'met' if ours * unit < target else 'MISSED'})"
    )
    print(
        f"{name:<46} ours {ours * unit:9.3f} {unit_name}   pymahjonggb {ref * unit:9.3f} {unit_name}"
        f"   ours/ref {ours / ref:6.1f}×{goal}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=1000, help="hands per measurement (default 1000)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    n = args.hands

    print(f"{n} hands per row; seed {args.seed}; Python {sys.version.split()[0]}")
    for label, make in (("random 13-tile hands", random_hands), ("ready 13-tile hands", ready_hands)):
        print(f"\n{label}")
        hands = make(rng, n)
        as_counts = [counts(h) for h in hands]
        as_ref = [tuple(ref_tile(t) for t in h) for h in hands]
        as_hand = [Hand((), tuple(h), None) for h in hands]
        ref_min = per_call(lambda h: MahjongGB.MahjongShanten(pack=(), hand=h), as_ref)
        ref_families = per_call(lambda h: [f(h) for f in FAMILIES], as_ref)
        cold = per_call(lambda c: analyse_counts(c, effective=False), as_counts)
        warm = per_call(lambda c: analyse_counts(c, effective=False), as_counts)
        report("  shanten, 5 shapes, cold", cold, ref_min, 1e3, "ms", 1)
        report("  shanten, 5 shapes, warm", warm, ref_min, 1e3, "ms", 1)
        full = per_call(analyse_counts, as_counts)
        report("  shanten + effective tiles (vs 5 functions)", full, ref_families, 1e3, "ms", 1)
        ours_waits = per_call(waits, as_hand)
        ref_w = per_call(ref_waits, as_ref)
        report("  waits with full values", ours_waits, ref_w, 1e3, "ms", 20)
        ready = sum(analyse_counts(c, effective=False).shanten == 0 for c in as_counts)
        print(f"  ({100 * ready / n:.0f}% of these hands are ready)")


if __name__ == "__main__":
    main()
