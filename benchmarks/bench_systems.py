#!/usr/bin/env python3
"""Per-hand cost of scoring under each system, beside MCR's, in one run.

    .venv/bin/python benchmarks/bench_systems.py [--hands N] [--repeat R] [--seed S]

The hands: N natural winning hands (four sets and a pair, a few seven pairs;
no chows melded, so every system here can read them).  For 推倒胡 with k
wilds (k = 0…4), k tiles of each hand become a wild kind the hand does not
hold (``--wild T``, self-drawn, so a wild may be the winning tile); MCR
scores the same natural hands with ``mcr_cli.systems.mcr.scoring.score``, and so does
鸡平胡.  卡五星 gets hands of its own 84 tiles; Tianjin gets
``bench_tianjin``'s hands with k = 0…7 混.  Each row is a label and a
callable over batch lines; the figures are the mean per line (parse, score,
the JSON object) of the best of R runs, and the worst single line seen.
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

from mcr_cli import score  # noqa: E402
from mcr_cli.model.hand import parse_hand  # noqa: E402
from mcr_cli.model.readings import counts_of, four_sets_readings  # noqa: E402
from mcr_cli.model.tiles import format_tiles, parse_tile_name, tile_name  # noqa: E402
from mcr_cli.model.wilds import _sets_and_pair  # noqa: E402
from mcr_cli.systems.context import WinContext  # noqa: E402

sys.path.insert(0, str(ROOT / "benchmarks"))
from bench_tianjin import random_hand as tianjin_hand  # noqa: E402

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
        ctx = WinContext(self_drawn=True, wild=parse_tile_name(wild))
        json.dumps(score(hand, ctx, rules="tuidaohu").to_dict(), ensure_ascii=False)


def run_mcr(lines: list[str]) -> None:
    for line in lines:
        result = score(parse_hand(line.split()[0]), WinContext(self_drawn=True))
        json.dumps(result.to_dict(), ensure_ascii=False)


def runner(name: str) -> Callable[[list[str]], None]:
    """Score each line (``HAND`` or ``HAND INDICATOR``) self-drawn under system ``name``."""

    def run(lines: list[str]) -> None:
        for line in lines:
            hand, *indicator = line.split()
            ctx = WinContext(
                self_drawn=True,
                indicator=parse_tile_name(indicator[0]) if indicator else None,
            )
            json.dumps(score(hand, ctx, rules=name).to_dict(), ensure_ascii=False)

    return run


KAWUXING_TILES = [*range(9, 27), 31, 32, 33]


def kawuxing_hand(rng: random.Random) -> list[int]:
    """A natural winning hand of 卡五星's 84 tiles (dots, bamboo, dragons)."""
    while True:
        tiles = natural_hand(rng)
        if all(t in KAWUXING_TILES for t in tiles):
            return tiles


def rows(n: int, seed: int) -> list[Row]:
    rng = random.Random(seed)
    hands = [natural_hand(rng) for _ in range(n)]
    out: list[Row] = [
        ("MCR (mcr_cli.systems.mcr.scoring.score)", run_mcr, [text_of(h) + " -t" for h in hands])
    ]
    for k in range(5):
        out.append((f"tuidaohu (推倒胡), {k} wilds", run_tuidaohu, [with_wilds(rng, h, k) for h in hands]))
    out.append(("kawuxing (卡五星)", runner("kawuxing"), [text_of(kawuxing_hand(rng)) for _ in hands]))
    four_sets = [h for h in hands if four_sets_readings(counts_of(h))]  # 鸡平胡 has no 七对
    out.append(("jipinghu (鸡平胡)", runner("jipinghu"), [text_of(h) for h in four_sets]))
    for k in range(8):
        lines = []
        for _ in hands:
            text, indicator = tianjin_hand(rng, k)
            lines.append(f"{text} {tile_name(indicator)}")
        out.append((f"tianjin (天津), {k} wilds", runner("tianjin"), lines))
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
    print(f"{'system':<30} {'µs/hand':>10} {'× MCR':>7} {'worst ms':>9}")
    for label, run, lines in table:
        best = float("inf")
        worst = 0.0
        for _ in range(args.repeat):
            clear_caches()
            start = time.perf_counter()
            run(lines)
            best = min(best, (time.perf_counter() - start) / len(lines))
        clear_caches()
        for line in lines:  # the worst single hand, seen cold
            start = time.perf_counter()
            run([line])
            worst = max(worst, time.perf_counter() - start)
        mcr_cost = best if mcr_cost is None else mcr_cost
        print(f"{label:<30} {best * 1e6:>10.0f} {best / mcr_cost:>7.2f} {worst * 1e3:>9.1f}")


if __name__ == "__main__":
    main()
