#!/usr/bin/env python3
"""Per-hand cost of scoring under each system, beside MCR's, in one run.

    .venv/bin/python benchmarks/bench_systems.py [--hands N] [--repeat R] [--seed S]

The hands: N natural winning hands (four sets and a pair, a few seven pairs;
no chows melded, so every system here can read them).  For 推倒胡 with k
wilds (k = 0…4), k tiles of each hand become a wild kind the hand does not
hold (``--wild T``, self-drawn, so a wild may be the winning tile); MCR
scores the same natural hands with ``mcr_cli.scoring.score``.  Each row is a
label and a callable over batch lines; the figure is the best of R runs of
the mean per line (parse, score, the JSON object), so other systems add one
row to ``ROWS``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mcr_cli.hand import WinContext  # noqa: E402
from mcr_cli.notation import parse_hand  # noqa: E402
from mcr_cli.scoring import score  # noqa: E402
from mcr_cli.systems.base import SystemContext  # noqa: E402
from mcr_cli.systems.scoring import score_system  # noqa: E402
from mcr_cli.tiles import format_tiles, parse_tile_name, tile_name  # noqa: E402
from mcr_cli.wilds import _sets_and_pair  # noqa: E402

Row = tuple[str, Callable[[list[str]], None], list[str]]


def natural_hand(rng: random.Random) -> list[int]:
    """14 concealed tiles of a winning hand, the winning tile last (one in ten is seven pairs)."""
    while True:
        counts = [0] * 34
        tiles: list[int] = []
        groups = [[t, t] for t in rng.sample(range(34), 7)] if rng.random() < 0.1 else []
        if not groups:
            for _ in range(4):
                if rng.random() < 0.5:
                    t = rng.randrange(3) * 9 + rng.randrange(7)
                    groups.append([t, t + 1, t + 2])
                else:
                    groups.append([rng.randrange(34)] * 3)
            groups.append([rng.randrange(34)] * 2)
        for g in groups:
            tiles += g
            for t in g:
                counts[t] += 1
        if max(counts) <= 4:
            rng.shuffle(tiles)
            return tiles


def text_of(tiles: list[int]) -> str:
    return format_tiles(sorted(tiles[:-1])) + format_tiles(tiles[-1:])


def with_wilds(rng: random.Random, tiles: list[int], k: int) -> str:
    """``tiles`` with ``k`` of them turned into a wild kind the hand lacks: a batch line."""
    wild = rng.choice([t for t in range(34) if t not in tiles])
    turned = list(tiles)
    for i in rng.sample(range(14), k):
        turned[i] = wild
    return f"{text_of(turned)} -t --wild {tile_name(wild)}"


def run_tuidaohu(lines: list[str]) -> None:
    for line in lines:
        hand, _, _, wild = line.split()
        ctx = SystemContext(
            self_drawn=True, wild=parse_tile_name(wild), given=frozenset({"self_drawn", "wild"})
        )
        json.dumps(score_system("tuidaohu", hand, ctx).to_dict(), ensure_ascii=False)


def run_mcr(lines: list[str]) -> None:
    for line in lines:
        result = score(parse_hand(line.split()[0]), WinContext(self_drawn=True))
        json.dumps(result.to_dict(), ensure_ascii=False)


def rows(n: int, seed: int) -> list[Row]:
    rng = random.Random(seed)
    hands = [natural_hand(rng) for _ in range(n)]
    out: list[Row] = [("MCR (mcr_cli.scoring.score)", run_mcr, [text_of(h) + " -t" for h in hands])]
    for k in range(5):
        out.append((f"tuidaohu (推倒胡), {k} wilds", run_tuidaohu, [with_wilds(rng, h, k) for h in hands]))
    return out


def clear_caches() -> None:
    """Forget memoised readings, so that a repeat costs what a first sight of the hands does."""
    _sets_and_pair.cache_clear()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=300)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    table = rows(args.hands, args.seed)
    for _, run, lines in table:  # warm caches and imports once
        run(lines[:20])
    mcr_cost = None
    print(f"{'system':<28} {'µs/hand':>10} {'× MCR':>7}")
    for label, run, lines in table:
        best = float("inf")
        for _ in range(args.repeat):
            clear_caches()
            start = time.perf_counter()
            run(lines)
            best = min(best, (time.perf_counter() - start) / len(lines))
        mcr_cost = best if mcr_cost is None else mcr_cost
        print(f"{label:<28} {best * 1e6:>10.0f} {best / mcr_cost:>7.2f}")


if __name__ == "__main__":
    main()
