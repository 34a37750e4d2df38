"""What ``mcr waits`` and ``mcr shanten`` return under any system: one type each, typed, JSON-ready.

``WaitsResult``: the tiles that complete a 13-tile hand, each win scored on
a discard and self-drawn (a ``Result`` each).  ``ShantenResult``: per shape
the distance from ready, the least, the effective tiles or (14 tiles) the
discards.  As a score's ``Result`` does, each carries the system's declared
``counting`` (``result.FANS``: MCR, whose objects keep the contract's keys;
``PATTERNS``: the others, whose objects name their rules).  Apart from
``result.py`` so that scoring a hand never builds these types (``mcr score
--json`` starts in the time it takes).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..model.hand import Hand, format_hand
from ..model.tiles import Tile, tile_name
from .context import WinContext
from .result import FANS, PATTERNS, Result, shanten_tiles
from .shapes import Analysis  # at run time: compiled, a field's native class must be loaded (else a crash)


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


class Wait(NamedTuple):
    """A winning tile, its unseen copies, and the result of winning on it on a discard and self-drawn
    (``None`` where that way of winning is impossible: another system's self-drawn-only win)."""

    tile: Tile
    unseen: int
    """Copies neither in the hand nor seen (``visible``; Tianjin's flipped indicator)."""
    discard: Result | None
    self_drawn: Result | None
    counting: str = PATTERNS

    @property
    def dead(self) -> bool:
        """Every copy is in sight: the wait can never be won."""
        return self.unseen == 0

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"tile": tile_name(self.tile), "unseen": self.unseen}
        if self.counting != FANS:
            out["dead"] = self.dead
        out.update(
            discard=_worth(self.discard, self.counting), self_drawn=_worth(self.self_drawn, self.counting)
        )
        return out


def _worth(result: Result | None, counting: str) -> dict[str, Any] | None:
    """What a win is worth, as ``mcr waits --json`` shows it: MCR's fan points, total, validity and fans;
    another system's total, validity, patterns and factors."""
    if result is None:
        return None
    if counting == FANS:
        points, total, valid = result.fan_points, result.total, result.valid
        return {"fan_points": points, "total": total, "valid": valid, "fans": result.fans_json()}
    whole = result.to_dict()
    return {key: whole[key] for key in ("total", "valid", "fans", "multipliers")}


class WaitsResult(NamedTuple):
    """The waits of a 13-tile hand; ``waits`` is empty when it is not ready.

    ``shanten`` is MCR's distance from ready (``None`` under the systems that
    try every tile through the scorer); ``context`` the winds and flowers the
    waits were scored with.
    """

    system: str
    hand: Hand
    waits: tuple[Wait, ...]
    context: WinContext
    shanten: int | None = None
    counting: str = PATTERNS

    def to_dict(self) -> dict[str, Any]:
        """The object of ``mcr waits --json`` (``--rules NAME``: with the rules)."""
        out: dict[str, Any] = {"hand": format_hand(self.hand)}
        if self.counting == FANS:
            out["shanten"] = self.shanten
        else:
            out["rules"] = self.system
        out["waits"] = [w.to_dict() for w in self.waits]
        return out


SystemWait = Wait
"""The name another system's wait had (kept for one release)."""
SystemWaits = WaitsResult
"""The name another system's waits had (kept for one release)."""
