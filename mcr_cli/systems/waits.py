"""The waits of a 13-tile hand under any system: every tile that completes it, and what the win is worth.

Each tile of the system's set is tried as the winning tile, on a discard and
self-drawn, through the same ``score_system`` the scorer uses, so waits and
scores can never disagree.  A tile that cannot be won on a discard (the wild
tile; any discard in Tianjin) shows as self-drawn only.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..errors import ContextError, NotWinningError
from ..model.hand import Hand, format_hand
from ..model.tiles import Tile, tile_name
from .base import Rules, System
from .context import WinContext
from .result import Result, Waits
from .scoring import prepare_table, score_system


class SystemWait(NamedTuple):
    """A winning tile and the result of winning on it (``None`` where that way of winning is impossible)."""

    tile: int
    discard: Result | None
    self_drawn: Result | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "tile": tile_name(self.tile),
            "discard": _wait_value(self.discard),
            "self_drawn": _wait_value(self.self_drawn),
        }


def _wait_value(result: Result | None) -> dict[str, Any] | None:
    """A wait's result as ``mcr waits --json`` shows it (at module level: mypyc takes no closure here)."""
    if result is None:
        return None
    whole = result.to_dict()
    return {key: whole[key] for key in ("total", "valid", "fans", "multipliers")}


class SystemWaits(NamedTuple):
    system: str
    hand: Hand
    waits: tuple[SystemWait, ...]

    @property
    def layout(self) -> str:
        return "patterns"

    def to_dict(self) -> dict[str, Any]:
        """The object of ``mcr waits --rules NAME --json``."""
        return {
            "hand": format_hand(self.hand),
            "rules": self.system,
            "waits": [w.to_dict() for w in self.waits],
        }


def waits(
    system: System | str,
    hand: str | Hand,
    ctx: WinContext | None = None,
    rules: Rules | None = None,
    visible: tuple[Tile, ...] = (),
) -> Waits:
    """The waits of a 13-tile hand under ``system``: what ``mcr waits`` shows, for any system.

    The hand, the context and the rules are checked as ``score_system``
    checks them (the same tiles, flags and table checks, so a hand that
    cannot be scored cannot be waited on either); then the system's own
    analysis answers, or every tile is tried through the scorer.
    """
    p = prepare_table(system, hand, ctx, rules, 13)
    if not isinstance(visible, tuple):
        raise ContextError(f"--visible: tiles are a tuple of tile numbers, not {type(visible).__name__}")
    own = p.system.find_waits(p.hand, p.ctx, p.rules, visible)
    if own is not None:
        return own
    if visible:
        raise ContextError(f"--visible: {p.system.label()} does not count unseen copies yet")
    return find_system_waits(p.rules, p.hand, p.ctx)


def find_system_waits(rules: Rules, hand: Hand, ctx: WinContext) -> SystemWaits:
    """Every tile that completes the checked 13-tile ``hand`` under ``rules``, each scored both ways."""
    system = rules.system
    found = []
    for tile in sorted(system.tiles):
        won = Hand(hand.melds, hand.standing, tile)
        if sum(t == tile for t in won.all_tiles()) > 4:
            continue
        results: list[Result | None] = []
        for self_drawn in (False, True):
            try:
                results.append(score_system(system, won, ctx._replace(self_drawn=self_drawn), rules))
            except (NotWinningError, ContextError):
                results.append(None)
        if results[0] is not None or results[1] is not None:
            found.append(SystemWait(tile, results[0], results[1]))
    return SystemWaits(system.name, hand, tuple(found))
