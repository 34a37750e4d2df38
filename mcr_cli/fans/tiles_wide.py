"""Fans judged on every tile of the hand, or on every set and the pair.

Suits and honors (清一色, 混一色, 缺一门, 五门齐, 无字), terminals (清幺九,
混幺九, 断幺, 全带幺), number ranges (全大 … 小于五), looks (绿一色, 推不倒),
全带五, 全双刻 and 四归一.
"""

from __future__ import annotations

from ..decompose import Shape
from ..tiles import GREEN_TILES, REVERSIBLE_TILES, TERMINAL_OR_HONOR, Tile, tile_name
from .catalogue import FanId
from .view import Counts, Notes, View

F = FanId

_RANGES = (
    (F.UPPER_TILES, range(6, 9)),
    (F.MIDDLE_TILES, range(3, 6)),
    (F.LOWER_TILES, range(0, 3)),
    (F.UPPER_FOUR, range(5, 9)),
    (F.LOWER_FOUR, range(0, 4)),
)
"""Number-range fans: all tiles suited, every rank (0-based) in the range."""


def _set_tiles(view: View) -> list[tuple[Tile, ...]]:
    """Each set and the pair of a four-sets or knitted reading, as tiles."""
    groups: list[tuple[Tile, ...]] = [(c, c + 1, c + 2) for c in view.chows]
    groups += [(p,) for p in view.pungs]
    if view.pair is not None:
        groups.append((view.pair,))
    return groups


def detect_tile_fans(counts: list[int], kong_tiles: set[Tile], fans: Counts, notes: Notes | None) -> None:
    """Fans of the whole hand's tiles (``counts``, a kong counting four): the same for every reading."""
    present = [t for t in range(34) if counts[t]]
    suits = {t // 9 for t in present if t < 27}
    honors = [t for t in present if t >= 27]
    suited = len(present) - len(honors)
    if all(t in GREEN_TILES for t in present):
        fans[F.ALL_GREEN] += 1
    if not suited:
        fans[F.ALL_HONORS] += 1
    if all(t in TERMINAL_OR_HONOR for t in present):
        fans[F.ALL_TERMINALS if not honors else F.ALL_TERMINALS_AND_HONORS] += 1
    if len(suits) == 1:
        fans[F.FULL_FLUSH if not honors else F.HALF_FLUSH] += 1
    if not honors:
        ranks = {t % 9 for t in present}
        for fan, allowed in _RANGES:
            if ranks <= set(allowed):
                fans[fan] += 1
        fans[F.NO_HONORS] += 1
    if all(t in REVERSIBLE_TILES for t in present):
        fans[F.REVERSIBLE_TILES] += 1
    if not any(t in TERMINAL_OR_HONOR for t in present):
        fans[F.ALL_SIMPLES] += 1
    if len(suits) == 2:
        fans[F.ONE_VOIDED_SUIT] += 1
    if len(suits) == 3 and any(t <= 30 for t in honors) and any(t >= 31 for t in honors):
        fans[F.ALL_TYPES] += 1
    hogs = [t for t in present if counts[t] == 4 and t not in kong_tiles]
    fans[F.TILE_HOG] += len(hogs)
    if notes is not None and hogs:
        notes.add(F.TILE_HOG, *(tile_name(t) * 4 for t in hogs))


def detect_set_wide_fans(view: View, fans: Counts, notes: Notes | None) -> None:
    """全带幺, 全带五 and 全双刻: a property every set and the pair share."""
    if view.shape is not Shape.FOUR_SETS:
        return
    groups = _set_tiles(view)
    if all(any(t in TERMINAL_OR_HONOR for t in g) for g in groups):
        fans[F.OUTSIDE_HAND] += 1
    if all(any(t < 27 and t % 9 == 4 for t in g) for g in groups):
        fans[F.ALL_FIVES] += 1
    if not view.chows and all(g[0] < 27 and g[0] % 9 % 2 == 1 for g in groups):
        fans[F.ALL_EVEN_PUNGS] += 1
