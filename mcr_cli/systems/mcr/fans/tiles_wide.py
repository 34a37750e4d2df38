"""Fans judged on every tile of the hand, or on every set and the pair.

Suits and honors (清一色, 混一色, 缺一门, 五门齐, 无字), terminals (清幺九,
混幺九, 断幺, 全带幺), number ranges (全大 … 小于五), looks (绿一色, 推不倒),
全带五, 全双刻 and 四归一.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from ....model.readings import Shape
from ....model.tiles import DRAGONS, GREEN_TILES, REVERSIBLE_TILES, TERMINAL_OR_HONOR, WINDS, Tile, tile_name
from .table import Fan
from .view import Counts, Notes, View

F = Fan  # plain ints in the hot loops (table.Fan)


def _mask(tiles: Iterable[int]) -> int:
    """Tiles as a 34-bit number, bit ``t`` for tile ``t`` (or ranks 0-8 as a 9-bit one)."""
    bits = 0
    for t in tiles:
        bits |= 1 << t
    return bits


_RANGES: Final = (
    (F.UPPER_TILES, _mask(range(6, 9))),
    (F.MIDDLE_TILES, _mask(range(3, 6))),
    (F.LOWER_TILES, _mask(range(0, 3))),
    (F.UPPER_FOUR, _mask(range(5, 9))),
    (F.LOWER_FOUR, _mask(range(0, 4))),
)
"""Number-range fans: all tiles suited, every rank (0-based) among the range's bits."""

_HONORS: Final = _mask(range(27, 34))
_WINDS: Final = _mask(WINDS)
_DRAGONS: Final = _mask(DRAGONS)
_GREEN: Final = _mask(GREEN_TILES)
_REVERSIBLE: Final = _mask(REVERSIBLE_TILES)
_TERMINALS_OR_HONORS: Final = _mask(TERMINAL_OR_HONOR)
_SUIT: Final = 0x1FF  # the nine tiles of the characters; shifted by 9 and 18 for dots and bamboo


def detect_tile_fans(counts: list[int], kong_tiles: set[Tile], fans: Counts, notes: Notes | None) -> None:
    """绿一色 字一色 清幺九 混幺九 清一色 混一色 全大 全中 全小 大于五 小于五 无字 推不倒 断幺 缺一门 五门齐
    四归一: the fans of the whole hand's tiles (``counts``, a kong counting four), the same for every reading.

    The kinds held are one 34-bit number, so each test is one operation on
    it ("every tile green" is "no bit outside the green ones").  A hand of
    terminals alone (清幺九) is one of terminals and honors (混幺九) too, which
    清幺九's 不计 list drops; 混一色 needs honors, so 清一色 shows none.
    """
    held = 0
    hogs: list[Tile] = []
    for t in range(34):
        c = counts[t]
        if c:
            held |= 1 << t
            if c == 4 and t not in kong_tiles:
                hogs.append(t)
    honors = held & _HONORS
    in_suit = (held & _SUIT, (held >> 9) & _SUIT, (held >> 18) & _SUIT)
    suits = (in_suit[0] != 0) + (in_suit[1] != 0) + (in_suit[2] != 0)
    if held & ~_GREEN == 0:
        fans[F.ALL_GREEN] += 1
    if not suits:
        fans[F.ALL_HONORS] += 1
    if held & ~_TERMINALS_OR_HONORS == 0:
        fans[F.ALL_TERMINALS_AND_HONORS] += 1
        if not honors:
            fans[F.ALL_TERMINALS] += 1
    if suits == 1:
        fans[F.FULL_FLUSH if not honors else F.HALF_FLUSH] += 1
    if not honors:
        ranks = in_suit[0] | in_suit[1] | in_suit[2]
        for fan, allowed in _RANGES:
            if ranks & ~allowed == 0:
                fans[fan] += 1
        fans[F.NO_HONORS] += 1
    if held & ~_REVERSIBLE == 0:
        fans[F.REVERSIBLE_TILES] += 1
    if held & _TERMINALS_OR_HONORS == 0:
        fans[F.ALL_SIMPLES] += 1
    if suits == 2:
        fans[F.ONE_VOIDED_SUIT] += 1
    if suits == 3 and honors & _WINDS and honors & _DRAGONS:
        fans[F.ALL_TYPES] += 1
    fans[F.TILE_HOG] += len(hogs)
    if notes is not None and hogs:
        notes.add(F.TILE_HOG, *[tile_name(t) * 4 for t in hogs])


def detect_set_wide_fans(view: View, fans: Counts, notes: Notes | None) -> None:
    """全带幺 全带五 全双刻: a property every set and the pair share.

    A chow (lowest tile ``c``) holds a terminal when it starts on 1 or 7, a
    five when it starts on 3, 4 or 5; a pung or the pair is its one tile.
    """
    if view.shape is not Shape.FOUR_SETS:
        return
    chows = view.chows
    singles = [*view.pungs, view.pair] if view.pair is not None else view.pungs
    if all(c % 9 in (0, 6) for c in chows) and all(t in TERMINAL_OR_HONOR for t in singles):
        fans[F.OUTSIDE_HAND] += 1
    if all(c % 9 in (2, 3, 4) for c in chows) and all(t < 27 and t % 9 == 4 for t in singles):
        fans[F.ALL_FIVES] += 1
    if not chows and all(t < 27 and t % 9 % 2 == 1 for t in singles):
        fans[F.ALL_EVEN_PUNGS] += 1
