"""Tianjin's 混: the tile after the indicator (N5), and what the tiles held may not be (N5, N2).

Shared by the scorer (``system.py``) and the shape search of ``mcr shanten``
(``shanten.py``), so that both refuse the same hands.
"""

from __future__ import annotations

from ...errors import InvalidHandError
from ...model.hand import Hand
from ...model.tiles import Tile, tile_name
from .. import faults as F


def check_held(hand: Hand, indicator: Tile) -> None:
    """N5 the indicator's dead copy, N2 no 混 in a pung or melded kong: what the tiles held may not be.

    Asked by ``check`` and by ``mcr shanten``, so that both refuse the same hands.
    """
    if hand.all_tiles().count(indicator) >= 4:
        raise InvalidHandError(F.INDICATOR_FOUR(tile=tile_name(indicator)))
    wild_kinds = (indicator, next_tile(indicator))
    for meld in hand.melds:
        if meld.tile in wild_kinds and not meld.is_concealed:
            from ..scoring import kind_word

            what = F.MELD_OF_TILE(kind=kind_word(meld.kind), tile=tile_name(meld.tile))
            raise InvalidHandError(F.WILD_IN_MELD(what=what))


def next_tile(tile: Tile) -> Tile:
    """The tile after ``tile`` (N5, as T1): a suit 1→…→9→1, winds E→S→W→N→E, dragons 中→发→白→中.

    >>> [tile_name(next_tile(t)) for t in (6, 17, 30, 33)]
    ['8m', '1p', 'E', 'C']
    """
    if tile < 27:
        return tile - tile % 9 + (tile % 9 + 1) % 9
    if tile < 31:
        return 27 + (tile - 26) % 4
    return 31 + (tile - 30) % 3
