"""推倒胡's readings: the wild kind (T1), every way to read the hand with its wilds, and the best one (T11).

The search is the costly part (a hand with four wilds has hundreds of
readings), so it lives apart from the table it consults: it narrows what
wilds may stand for to identities that can change the score, and judges each
distinct set of tiles once.
"""

from __future__ import annotations

from typing import NamedTuple

from ...model.hand import Meld
from ...model.tiles import Tile
from ...model.wilds import CHOW, PUNG, GroupReading, group_readings, odd_kinds, seven_pairs_readings
from ..base import Rules
from ..context import WinContext
from ..exclusion import counted_of, not_counted
from ..reasons import HOUSE_OFF, ruled
from ..result import NotCounted
from .table import CHICKEN, DETECTED, EXCLUDES, FOUR, ORPHANS, PAIRS, facts
from .texts import CHICKEN_ONLY


def next_tile(t: Tile) -> Tile:
    """T1: the tile after ``t`` — 9→1 in a suit, E→S→W→N→E, C→F→P→C.

    >>> from mcr_cli.model.tiles import tile_name
    >>> [tile_name(next_tile(t)) for t in (0, 8, 26, 27, 30, 31, 33)]
    ['2m', '1m', '1s', 'S', 'E', 'F', 'C']
    """
    if t < 27:
        return t - t % 9 + (t % 9 + 1) % 9
    if t < 31:
        return 27 + (t - 27 + 1) % 4
    return 31 + (t - 31 + 1) % 3


def wild_kind(ctx: WinContext) -> Tile | None:
    """The wild tile in play: ``--wild`` itself, the one after ``--indicator`` (T1), or none."""
    if ctx.wild is not None:
        return ctx.wild
    return None if ctx.indicator is None else next_tile(ctx.indicator)


def free_identities(wild: Tile | None) -> tuple[tuple[tuple[int, Tile], ...], tuple[Tile, ...]]:
    """What groups made of wilds alone may stand for, narrowed to identities that can change the score.

    Patterns read a suited tile only as its suit and whether it is a 1 or 9,
    so one middle tile per suit stands for all seven (the wild kind itself
    when it is a middle tile: T11 prefers a wild standing for itself); one
    chow per suit; every honor, each its own (大三元/大四喜 need them apart).
    """
    tiles: list[Tile] = []
    for s in range(3):
        middle = wild if wild is not None and wild // 9 == s and wild % 9 not in (0, 8) else s * 9 + 4
        tiles += [s * 9, middle, s * 9 + 8]
    tiles += list(range(27, 34))
    chows = [
        (CHOW, s * 9 + (min(max(wild % 9 - 1, 0), 6) if wild is not None and wild // 9 == s else 3))
        for s in range(3)
    ]
    return tuple((PUNG, t) for t in tiles) + tuple(chows), tuple(tiles)


class Judged(NamedTuple):
    """One reading as the table judges it."""

    key: tuple[int, int, int]
    """What ranks it: total, highest single pattern, −(wilds standing for other tiles) (T11)."""
    reading: GroupReading
    shown: tuple[str, ...]
    counted: tuple[str, ...]


Memo = dict[tuple[object, ...], tuple[tuple[str, ...], tuple[str, ...], int, int]]
"""``judge_reading`` of each distinct set of tiles among a hand's readings (``signature``)."""


def readings(
    naturals: tuple[int, ...], n_wild: int, melds: tuple[Meld, ...], wild: Tile | None
) -> list[GroupReading]:
    """Four sets and a pair, 十三幺, and 七对 (whose lone wild pairs may be any tile: T10 limits them)."""
    free_sets, free_pairs = free_identities(wild)
    out = group_readings(
        naturals, n_wild, melds, thirteen_orphans=True, free_sets=free_sets, free_pairs=free_pairs
    )
    if not melds and odd_kinds(naturals) <= n_wild:  # else no seven pairs: each odd kind needs a wild
        pairs = pair_identities(naturals, wild)
        out += [GroupReading(PAIRS, g) for g in seven_pairs_readings(naturals, n_wild, pairs)]
    return out


def pair_identities(naturals: tuple[int, ...], wild: Tile | None) -> tuple[Tile, ...]:
    """What a pair of two wilds may stand for in 七对, narrowed to identities that can change the score.

    Seven pairs read a tile only as its class (a suit's 1 and 9, a suit's
    middle tiles, the honors) and whether it pairs a tile held already (a
    four: 豪华七对, T10).  With at most two such pairs, each class needs the
    wild kind (T11), every tile held once or twice, and two tiles not held.
    """
    out: list[Tile] = []
    spare: dict[object, int] = {}
    for t in range(34):
        held = naturals[t]
        cls: object = "honor" if t >= 27 else (t // 9, t % 9 in (0, 8))
        if t == wild or held in (1, 2):
            out.append(t)
        elif held == 0 and spare.get(cls, 0) < 2:
            spare[cls] = spare.get(cls, 0) + 1
            out.append(t)
    return tuple(out)


def signature(reading: GroupReading) -> tuple[object, ...]:
    """What the table reads of a reading: its shape and its groups as tiles, wilds resolved."""
    if reading.shape is ORPHANS:
        return (ORPHANS,)
    return (reading.shape, *sorted((g.kind, g.tile) for g in reading.groups))


def judge(reading: GroupReading, memo: Memo, ctx: WinContext, rules: Rules, wild: Tile | None) -> Judged:
    """One reading judged (``judge_reading``), each distinct set of tiles once (``memo``, a hand's own).

    Readings that differ only in which copies are wild read the same tiles,
    so they share the table's verdict; only the key's count of wilds
    standing for other tiles tells them apart (T11).
    """
    sig = signature(reading)
    verdict = memo.get(sig)
    if verdict is None:
        verdict = memo[sig] = judge_reading(reading, ctx, rules)
    shown, counted, total, top = verdict
    return Judged((total, top, -sum(1 for t in reading.wilds if t != wild)), reading, shown, counted)


def prefer(tied: list[Judged]) -> Judged:
    """T11's last tie-break: the first reading in notation order (``str(reading)``)."""
    return min(tied, key=lambda j: str(j.reading))


def kept_out(best: Judged, rules: Rules) -> tuple[NotCounted, ...]:
    """Why each pattern the best reading shows is not counted, and 鸡胡's own reason (T4)."""
    dropped = not_counted(best.shown, rules, EXCLUDES)
    if best.reading.shape is FOUR and best.counted != (CHICKEN,):
        why = CHICKEN_ONLY(ruling=ruled("T4")) if best.counted else HOUSE_OFF()
        dropped += (NotCounted(CHICKEN, rules.pattern(CHICKEN).en, why),)
    return dropped


def judge_reading(
    reading: GroupReading, ctx: WinContext, rules: Rules
) -> tuple[tuple[str, ...], tuple[str, ...], int, int]:
    """The patterns one reading shows, those that count (鸡胡 only when nothing else does: T4),
    their sum and the highest."""
    f = facts(reading)
    shown = [zh for zh, holds in DETECTED if holds(f, ctx)]
    counted = counted_of([zh for zh in shown if rules.on(zh)], EXCLUDES)
    if not counted and reading.shape is FOUR and rules.on(CHICKEN):
        counted = [CHICKEN]
    values = [rules.value(zh) for zh in counted]
    return tuple(shown), tuple(counted), sum(values), max(values, default=0)
