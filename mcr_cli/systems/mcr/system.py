"""MCR (国标麻将, the 1998 Chinese Official rules) as one system among the others.

The 81 fans stay where they are (``mcr_cli/fans``: the catalogue, the
detectors, 不计 and 套算一次); this module declares them as a system so that
``--rules mcr``, ``mcr rules mcr`` and the registry treat MCR like any other,
and ``evaluate`` hands the hand to the MCR scorer unchanged.
"""

from __future__ import annotations

from typing import Any

from ...model.hand import Hand, WinContext
from ..base import Pattern, Rules, System, SystemContext
from .fans.catalogue import FANS
from .scoring import score


class MCR(System):
    name = "mcr"
    zh = "国标麻将"
    en = "Chinese Official (MCR, 1998)"
    source = "中国麻将竞赛规则 (1998): the 81 fans, 不计 and the five counting principles"
    flags = frozenset(
        {
            "self_drawn",
            "fourth_tile",
            "kong",
            "last_tile",
            "seat_wind",
            "prevalent_wind",
            "flowers",
            "discarder",
        }
    )
    patterns = tuple(
        Pattern(f.zh, f.en, f.points, "fan", f"fan {int(f.id)}", tuple(FANS[x].zh for x in f.excludes))
        for f in FANS.values()
    )
    formula = (
        "total = Σ fan points + flowers; a win needs 8 fan points; the losers pay 8 + total (discarder) or 8"
    )

    def evaluate(self, hand: Hand, ctx: SystemContext, rules: Rules) -> Any:
        """The MCR scorer's own ``ScoreResult``: the 1998 rules have no house variants here."""
        return score(hand, win_context(ctx))


def win_context(ctx: SystemContext) -> WinContext:
    """The MCR ``WinContext`` of a system context."""
    return WinContext(
        self_drawn=ctx.self_drawn,
        fourth_tile=ctx.fourth_tile,
        kong=ctx.kong,
        last_tile=ctx.last_tile,
        seat_wind=ctx.seat_wind,
        prevalent_wind=ctx.prevalent_wind,
        flowers=ctx.flowers,
        discarder=ctx.discarder,
    )


SYSTEM = MCR()
