#!/usr/bin/env python3
"""Time Tianjin scoring (``--rules tianjin``) over random hands with 0-7 混.

    .venv/bin/python benchmarks/bench_tianjin.py [--hands N] [--seed S]

Each hand is a random four-sets-and-a-pair of natural tiles (sometimes with a
pung or kong meld) in which ``k`` tiles are swapped for copies of the two wild
kinds, so it always wins; ``k`` runs 0-7 evenly.  The time is the whole
``score`` call (parse, checks, readings, best reading, payments).
Prints mean and worst per wild count and overall, in milliseconds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mcr_cli import score  # noqa: E402
from mcr_cli.model.hand import (  # noqa: E402
    Hand,
    Meld,
    MeldKind,
    format_hand,
)
from mcr_cli.model.tiles import tile_name  # noqa: E402
from mcr_cli.systems.context import WinContext  # noqa: E402
from mcr_cli.systems.tianjin.system import next_tile  # noqa: E402


def random_hand(rng: random.Random, n_wilds: int) -> tuple[str, int]:
    """A winning Tianjin hand with ``n_wilds`` 混 among its concealed tiles, and its indicator."""
    while True:
        indicator = rng.randrange(34)
        kinds = (indicator, next_tile(indicator))
        left = [4] * 34
        left[indicator] = 3  # the flipped copy is dead
        for k in kinds:  # natural copies of the wild kinds would be 混 too
            left[k] = 0
        suit = rng.randrange(3)
        pool = [t for t in range(34) if rng.random() < 0.8 or (t < 27 and t // 9 == suit)]
        groups: list[list[int]] = []
        melds: list[Meld] = []
        ok = True
        for i in range(4):
            t = rng.choice(pool)
            tiles = [t, t + 1, t + 2] if t < 27 and t % 9 <= 6 and rng.random() < 0.7 else [t] * 3
            for x in tiles:
                left[x] -= 1
            if any(left[x] < 0 for x in tiles):
                ok = False
                break
            if i == 0 and tiles[0] == tiles[1] and rng.random() < 0.25:
                melds.append(Meld(MeldKind.PUNG, t, 1))
            else:
                groups.append(tiles)
        pair = rng.choice(pool)
        left[pair] -= 2
        if not ok or left[pair] < 0:
            continue
        concealed = [x for g in groups for x in g] + [pair, pair]
        if n_wilds > len(concealed):
            continue
        rng.shuffle(concealed)
        supply = [kinds[0]] * 3 + [kinds[1]] * 4
        rng.shuffle(supply)
        concealed = concealed[n_wilds:] + supply[:n_wilds]
        rng.shuffle(concealed)
        win = concealed.pop()
        hand = Hand(tuple(melds), tuple(sorted(concealed)), win)
        return format_hand(hand), indicator


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=800)
    parser.add_argument("--seed", type=int, default=9)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    times: dict[int, list[float]] = {k: [] for k in range(8)}
    worst = (0.0, "")
    for i in range(args.hands):
        k = i % 8
        text, indicator = random_hand(rng, k)
        ctx = WinContext(self_drawn=True, indicator=indicator)
        start = time.perf_counter()
        score(text, ctx, rules="tianjin")
        ms = (time.perf_counter() - start) * 1000
        times[k].append(ms)
        worst = max(worst, (ms, f"{text} --rules tianjin -t --indicator {tile_name(indicator)}"))
    for k, ts in times.items():
        print(f"{k} wilds: {len(ts):4d} hands, mean {statistics.mean(ts):7.2f} ms, worst {max(ts):7.2f} ms")
    every = [t for ts in times.values() for t in ts]
    print(
        f"all:     {len(every):4d} hands, mean {statistics.mean(every):7.2f} ms, worst {max(every):7.2f} ms"
    )
    print(f"worst hand: {worst[1]}")


if __name__ == "__main__":
    main()
