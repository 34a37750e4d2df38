"""MCR (国标麻将, the 1998 Chinese Official rules): system no. 1, declared as every other system is.

Its table is the 81 fans of ``fans/catalogue.py`` (with their 不计); its
flags are its package's (``__init__.py``); ``evaluate`` is ``scoring.evaluate`` and the lean
JSON path of a batch ``scoring.evaluate_json``; waits and shanten are its
own analysis (``waits.py``, ``shanten.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...model.hand import Hand
from ...model.tiles import Tile
from ..base import Pattern, Rules, System
from ..context import WinContext
from ..scoring import prepare
from . import FLAGS, READS, SETTINGS
from .fans.table import ROWS
from .scoring import check_fourth_tile, evaluate, evaluate_json, evaluate_json_text
from .texts import TEXTS

if TYPE_CHECKING:
    from .result import ScoreResult
    from .waits import ShantenResult, WaitsResult


class MCR(System):
    name = "mcr"
    zh = "国标麻将"
    en = "Chinese Official (MCR, 1998)"
    source = "中国麻将竞赛规则 (1998): the 81 fans, 不计 and the five counting principles"
    reads = READS
    own_flags = FLAGS
    settings = SETTINGS
    house_variants = False
    texts = TEXTS
    patterns = tuple(
        Pattern(r.zh, r.en, r.points, "fan", f"fan {r.id}", tuple([ROWS[x - 1].zh for x in r.excludes]))
        for r in ROWS
    )
    formula = (
        "total = Σ fan points + flowers; a win needs 8 fan points; the losers pay 8 + total (discarder) or 8"
    )

    def check(self, hand: Hand, ctx: WinContext, rules: Rules) -> None:
        check_fourth_tile(hand, ctx)

    def evaluate(self, hand: Hand, ctx: WinContext, rules: Rules) -> ScoreResult:
        """The 1998 rules have no house variants: ``rules`` is always the table as printed."""
        return evaluate(hand, ctx)

    def evaluate_json(self, hand: Hand, ctx: WinContext, rules: Rules) -> dict[str, Any]:
        return evaluate_json(hand, ctx)

    def evaluate_json_text(self, hand: Hand, ctx: WinContext, rules: Rules) -> str | None:
        return evaluate_json_text(hand, ctx)

    def aliases(self) -> dict[str, str]:
        from .fans.aliases import ALIASES

        return ALIASES

    def find_waits(self, hand: Hand, ctx: WinContext, rules: Rules, visible: tuple[Tile, ...]) -> WaitsResult:
        from .waits import waits_of  # the wait analyser is loaded by mcr waits alone

        return waits_of(hand, ctx, visible)

    def find_shanten(
        self, hand: Hand, ctx: WinContext, rules: Rules, visible: tuple[Tile, ...]
    ) -> ShantenResult:
        from .waits import shanten_of

        return shanten_of(hand, visible)


SYSTEM = MCR()


def score_mcr(hand: str | Hand | object, context: WinContext | object | None = None) -> ScoreResult:
    """Score a 14-tile hand under the 1998 rules: ``mcr_cli.score(hand, context)``, typed as MCR's result.

    Raises ``NotationError`` or ``InvalidHandError`` (bad text or tiles),
    ``ContextError`` (flags that contradict the hand, ruling 17) or
    ``NotWinningError`` (no winning shape).
    """
    p = prepare(hand, context, SYSTEM)
    return evaluate(p.hand, p.ctx)
