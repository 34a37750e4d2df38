"""A tiny system built only from the layer's public pieces: what a fourth system takes.

Three seats, dots and dragons only, no chows; a hand is worth 1 (平), 清一色
adds 2, seven pairs doubles.  The layer's tests score it to show that the
shared checks, house rules, settlement, waits, shanten and rendering need
nothing of a system's own but its declaration and the engine's four steps
(``readings``, ``judge``, ``rank``, ``settle``; and, for shanten, its
shapes; for names typed, its aliases).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from mcr_cli.model.hand import Hand, MeldKind
from mcr_cli.model.readings import Shape
from mcr_cli.model.wilds import GroupReading, counts_of_tiles, group_readings
from mcr_cli.systems.base import Pattern, Rules, System
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.result import CountedPattern, Multiplier, Result
from mcr_cli.systems.settle import formula, from_each, others, settle
from mcr_cli.systems.shapes import SEVEN_PAIRS, STANDARD, Shapes
from mcr_cli.systems.traits import full_flush

from . import BONUS, FLAGS, READS, SETTINGS
from .texts import TEXTS


class Demo(System):
    name = "demo"
    zh = "示例"
    en = "Demo"
    seats = "ESW"
    tiles = frozenset([*range(9, 18), 31, 32, 33])
    melds = frozenset({MeldKind.PUNG, MeldKind.KONG})
    offers = {  # noqa: RUF012 - a declaration, never mutated
        MeldKind.PUNG: frozenset({1, 3}),
        MeldKind.KONG: frozenset({0, 1, 3, 5, 7}),
    }
    reads = READS
    own_flags = FLAGS
    settings = SETTINGS
    patterns = (
        Pattern("平", "Plain", 1, "fan", "any winning hand"),
        Pattern("清一色", "Full Flush", 2, "fan", "dots only"),
        Pattern("七对", "Seven Pairs", 2, "factor", "seven pairs"),
    )

    texts = TEXTS

    def shapes(self) -> Shapes:
        """Four sets and a pair, and seven pairs: what ``readings`` reads (the default: the first alone)."""
        return Shapes((STANDARD, SEVEN_PAIRS))

    def aliases(self) -> dict[str, str]:
        return {"Chicken": "平"}

    def readings(self, hand: Hand, ctx: WinContext, rules: Rules) -> list[GroupReading]:
        """Four sets and a pair, and seven pairs unless a house rule switches them off."""
        counts = counts_of_tiles(hand.concealed_tiles)
        return group_readings(counts, 0, hand.melds, seven_pairs=rules.on("七对"))

    def judge(self, reading: GroupReading, hand: Hand, ctx: WinContext, rules: Rules) -> Judged:
        """平, 清一色 when the reading is dots only, and seven pairs' factor: the total of one reading."""
        fans = [CountedPattern("平", "Plain", rules.value("平"), 1)]
        if rules.on("清一色") and full_flush(reading):
            fans.append(CountedPattern("清一色", "Full Flush", rules.value("清一色"), 1))
        factors = []
        if reading.shape is Shape.SEVEN_PAIRS:
            factors.append(Multiplier("七对", "Seven Pairs", rules.value("七对")))
        points = sum(f.points for f in fans)
        product = 1
        for m in factors:
            product *= m.factor
        base = rules.setting("base") or 1
        total = min(points * product, rules.setting("cap") or 1 << 30) * base * (2 if ctx.get(BONUS) else 1)
        return Judged(total, tuple(fans), tuple(factors), points, reading)

    def rank(self, judged: Judged) -> tuple[int, ...]:
        return (judged.total,)

    def no_win(self, hand: Hand, readings: Sequence[GroupReading], rules: Rules) -> str:
        return "not a winning hand"

    def settle(self, best: Judged, hand: Hand, ctx: WinContext, rules: Rules, detail: bool) -> Result:
        """Self-drawn, each other seat pays the total; on a discard, the discarder alone."""
        base = rules.setting("base") or 1
        payer = ctx.discarder_seat(3)
        transfers = (
            from_each(others(self.seats, ctx.seat_wind), ctx.seat_wind, best.total)
            if payer is None
            else [(payer, ctx.seat_wind, best.total)]
        )
        points = [f.points for f in best.fans]
        return Result(
            house=rules.house,
            system=self.name,
            hand=hand,
            context=ctx,
            fans=best.fans,
            fan_points=best.points,
            multipliers=best.factors,
            base=base,
            total=best.total,
            valid=True,
            payments=settle(self.seats, transfers),
            kong_payments=dict.fromkeys(self.seats, 0),
            arithmetic=formula(points, [m.factor for m in best.factors], base, best.total),
            seat=ctx.seat_wind,
            discarder=payer,
            reading=tuple(str(g) for g in best.reading.groups),
            shape=best.reading.shape.value,
        )


class Judged(NamedTuple):
    """One reading judged: its total, what counts, and the reading."""

    total: int
    fans: tuple[CountedPattern, ...]
    factors: tuple[Multiplier, ...]
    points: int
    reading: GroupReading


SYSTEM = Demo()
