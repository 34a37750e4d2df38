"""The waits of a 13-tile hand under any system: every tile that completes it, and what the win is worth.

Each tile of the system's set is tried as the winning tile, on a discard and
self-drawn, through the same ``score_system`` the scorer uses, so waits and
scores can never disagree.  A tile that cannot be won on a discard (the wild
tile; any discard in Tianjin) shows as self-drawn only.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..errors import ContextError, NotWinningError
from ..model.hand import Hand, format_hand, parse_hand
from ..model.tiles import tile_name
from .base import Rules, SystemContext
from .result import SystemResult
from .scoring import check_flags, check_tiles, score_system


class SystemWait(NamedTuple):
    """A winning tile and the result of winning on it (``None`` where that way of winning is impossible)."""

    tile: int
    discard: SystemResult | None
    self_drawn: SystemResult | None

    def to_dict(self) -> dict[str, Any]:
        def value(result: SystemResult | None) -> dict[str, Any] | None:
            if result is None:
                return None
            whole = result.to_dict()
            return {key: whole[key] for key in ("total", "valid", "fans", "multipliers")}

        return {
            "tile": tile_name(self.tile),
            "discard": value(self.discard),
            "self_drawn": value(self.self_drawn),
        }


class SystemWaits(NamedTuple):
    system: str
    hand: Hand
    waits: tuple[SystemWait, ...]

    def to_dict(self) -> dict[str, Any]:
        """The object of ``mcr waits --rules NAME --json``."""
        return {
            "hand": format_hand(self.hand),
            "rules": self.system,
            "waits": [w.to_dict() for w in self.waits],
        }


def find_system_waits(rules: Rules, hand: str, ctx: SystemContext) -> SystemWaits:
    """Every tile that completes the 13-tile ``hand`` under ``rules``, each scored both ways."""
    system = rules.system
    parsed = parse_hand(hand, tiles=13)
    check_tiles(system, hand)
    check_flags(system, ctx)
    found = []
    for tile in sorted(system.tiles):
        won = Hand(parsed.melds, parsed.standing, tile)
        if sum(t == tile for t in won.all_tiles()) > 4:
            continue
        results = []
        for self_drawn in (False, True):
            try:
                results.append(score_system(system, won, ctx._replace(self_drawn=self_drawn), rules))
            except (NotWinningError, ContextError):
                results.append(None)
        if results[0] is not None or results[1] is not None:
            found.append(SystemWait(tile, results[0], results[1]))
    return SystemWaits(system.name, parsed, tuple(found))
