"""What ``mcr shanten`` returns under any system: per shape, the least, the effective tiles or the discards.

Apart from ``result.py`` so that scoring a hand never builds these types
(``mcr score --json`` starts in the time it takes): only ``mcr shanten``
and the API's ``shanten`` load them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ..model.hand import Hand, format_hand
from ..model.tiles import Tile, tile_name
from .result import FANS, PATTERNS, shanten_tiles

if TYPE_CHECKING:
    from .shapes import Analysis


class Discard(NamedTuple):
    """One discard of 14 tiles: the shanten it leaves, the tiles that then help, their unseen copies."""

    tile: Tile
    shanten: int
    effective: tuple[Tile, ...]
    unseen: int
    """Unseen copies of the effective tiles, all together."""


class ShantenResult(NamedTuple):
    """What ``mcr shanten`` shows under any system: per shape, the least, the effective tiles or the discards.

    ``counting`` is the system's (``result.FANS``: MCR, whose object keeps
    the contract's keys and measures its five families; ``PATTERNS``: the
    others, whose object names its rules and wild tiles).
    """

    system: str
    hand: Hand
    analysis: Analysis
    unseen: tuple[int, ...]
    """Unseen copies of each of the 34 tiles."""
    discards: tuple[Discard, ...]
    """For 14 tiles: every distinct discard, best first (lowest shanten, then most unseen effective tiles)."""
    wild_tiles: tuple[Tile, ...] = ()
    """The wild kinds in play."""
    wilds: int = 0
    """Wild copies among the concealed tiles."""
    counting: str = PATTERNS

    @property
    def shanten(self) -> int:
        return self.analysis.shanten

    @property
    def tiles(self) -> int:
        return 14 if self.hand.win_tile is not None else 13

    def to_dict(self) -> dict[str, Any]:
        """The object of ``mcr shanten --json`` (``--rules NAME``: with the rules and the wild tiles)."""
        out: dict[str, Any] = {"hand": format_hand(self.hand)}
        if self.counting != FANS:
            out["rules"] = self.system
        out.update(tiles=self.tiles, shanten=self.shanten, families=dict(self.analysis.families))
        if self.counting != FANS:
            out.update(wild_tiles=[tile_name(t) for t in self.wild_tiles], wilds=self.wilds)
        out.update(
            shanten_tiles(self.unseen, self.analysis.effective, None if self.tiles == 13 else self.discards)
        )
        return out


SystemShanten = ShantenResult
"""The name another system's shanten had (kept for one release)."""
SystemDiscard = Discard
"""The name another system's discard had (kept for one release)."""
