"""Tianjin's shapes for ``mcr shanten``: four sets and a pair only (N4); two kinds of 混.

The 混 are the indicator T and the tile after it (N5): three live copies of
T (the flipped one is dead) and four of the next, each standing for any tile.
A 混 may be discarded: nothing in the rules forbids it.
"""

from __future__ import annotations

from ...model.hand import Hand
from ...model.tiles import Tile
from ..context import WinContext
from ..shapes import STANDARD, Shapes
from .wilds import check_held, next_tile


def wild_kinds(ctx: WinContext) -> tuple[tuple[Tile, int], ...]:
    """The two 混 kinds with their live copies (``check_table`` has made sure of the indicator)."""
    if ctx.indicator is None:
        return ()
    return ((ctx.indicator, 3), (next_tile(ctx.indicator), 4))


def check(hand: Hand, ctx: WinContext) -> None:
    """The scorer's checks of the tiles held: four of the indicator, a 混 in a pung (N5, N2)."""
    if ctx.indicator is not None:
        check_held(hand, ctx.indicator)


SHAPES = Shapes((STANDARD,), wild_kinds, check=check)
