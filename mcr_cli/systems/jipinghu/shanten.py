"""鸡平胡's shapes for ``mcr shanten``: four sets and a pair, 十三幺; no 七对 (J2), no wilds."""

from __future__ import annotations

from ..shapes import STANDARD, THIRTEEN_ORPHANS, Shapes

SHAPES = Shapes((STANDARD, THIRTEEN_ORPHANS))
