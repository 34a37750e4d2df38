"""推倒胡's shapes for ``mcr shanten``: four sets and a pair, 七对, 十三幺; one wild kind, never discarded.

The shapes are those the scorer reads (its "Shapes" paragraph); the wild is
``--wild`` or the tile after ``--indicator`` (T1), four copies, any of which
stands for any tile (T2) and none of which may be discarded.
"""

from __future__ import annotations

from ...model.tiles import Tile
from ..context import WinContext
from ..shapes import SEVEN_PAIRS, STANDARD, THIRTEEN_ORPHANS, Shapes
from .reading import wild_kind


def wild_kinds(ctx: WinContext) -> tuple[tuple[Tile, int], ...]:
    """The wild kind in play with its four copies, or none."""
    wild = wild_kind(ctx)
    return () if wild is None else ((wild, 4),)


SHAPES = Shapes((STANDARD, SEVEN_PAIRS, THIRTEEN_ORPHANS), wild_kinds, discard_wilds=False)
