"""卡五星's shapes for ``mcr shanten``: four sets and a pair, 七对 (no melds); 84 tiles, no wilds.

Only the system's tiles (1-9p, 1-9s, 中发白: K1) can be drawn, so no other
tile is ever an effective tile.
"""

from __future__ import annotations

from ..shapes import SEVEN_PAIRS, STANDARD, Shapes

SHAPES = Shapes((STANDARD, SEVEN_PAIRS))
