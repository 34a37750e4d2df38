"""Faults of the systems' layer holding another error (``faults.py``); Chinese: ``render/zh/systems.py``.

The rest of this layer's errors are said as text still; these come first,
since they carry a fault of the notation or the hand inside them.
"""

from __future__ import annotations

from ..faults import fault

OR_FOURTEEN = fault("hand.count-for-shanten", "{what} (or 14 to choose a discard)")
VISIBLE_TILES = fault("context.visible-tiles", "--visible {text}: {what}")
HORSE_TILES = fault("context.horse-tiles", "--horses {text}: {what}")
