"""MCR (国标麻将, the 1998 Chinese Official rules): system no. 1, declared as every other system is.

Its table is the 81 fans of ``fans/table.py`` (with their 不计); its
flags are its package's (``__init__.py``); the engine's steps are
``scoring.py``'s (readings as views, the fans' detectors and 不计 on fan
ids, ``reading_key``); waits and shanten are its own analysis (``waits.py``,
``shanten.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...faults import Said
from ...model.hand import Hand
from ...model.tiles import Tile
from ..base import Pattern, Rules, System
from ..context import WinContext
from ..engine import evaluate
from ..result import Result
from ..scoring import prepare
from . import FLAGS, READS, SETTINGS
from . import scoring as steps
from .fans.table import ROWS, ZH_NAMES
from .scoring import check_fourth_tile
from .texts import TEXTS

if TYPE_CHECKING:
    from ..readiness import ShantenResult, WaitsResult


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
    aliases_at = "mcr_cli.systems.mcr.fans.aliases:ALIASES"
    patterns = tuple(
        Pattern(zh, en, points, "fan", f"fan {n}", tuple([ZH_NAMES[x] for x in excludes]))
        for n, zh, en, points, excludes in ROWS
    )
    formula = (
        "total = Σ fan points + flowers; a win needs 8 fan points; the losers pay 8 + total (discarder) or 8"
    )

    def check(self, hand: Hand, ctx: WinContext, rules: Rules) -> None:
        check_fourth_tile(hand, ctx)

    # The engine's steps (``engine.py``); the 1998 rules have no house variants, so ``rules`` is
    # always the table as printed and the steps do not read it.

    def readings(self, hand: Hand, ctx: WinContext, rules: Rules) -> list[steps.Reading]:
        return steps.readings(hand, ctx)

    def judge(self, reading: steps.Reading, hand: Hand, ctx: WinContext, rules: Rules) -> steps.Judged:
        return steps.judge(reading)

    def rank(self, judged: steps.Judged) -> tuple[int, ...]:
        return judged[2]

    def no_win(self, hand: Hand, readings: Sequence[steps.Reading], rules: Rules) -> Said:
        return steps.no_win(hand)

    def settle(self, best: steps.Judged, hand: Hand, ctx: WinContext, rules: Rules, detail: bool) -> Result:
        return steps.settle(best, detail)

    def find_waits(self, hand: Hand, ctx: WinContext, rules: Rules, visible: tuple[Tile, ...]) -> WaitsResult:
        from .waits import waits_of  # the wait analyser is loaded by mcr waits alone

        return waits_of(self, hand, ctx, visible)

    def find_shanten(
        self, hand: Hand, ctx: WinContext, rules: Rules, visible: tuple[Tile, ...]
    ) -> ShantenResult:
        from .waits import shanten_of

        return shanten_of(hand, visible)


SYSTEM = MCR()


def score_mcr(hand: str | Hand, context: WinContext | None = None) -> Result:
    """Score a 14-tile hand under the 1998 rules: ``mcr_cli.score(hand, context)``, typed as MCR's result.

    Raises ``NotationError`` or ``InvalidHandError`` (bad text or tiles),
    ``ContextError`` (flags that contradict the hand, ruling 17) or
    ``NotWinningError`` (no winning shape).
    """
    p = prepare(hand, context, SYSTEM)
    return evaluate(SYSTEM, p.hand, p.ctx, p.rules)
