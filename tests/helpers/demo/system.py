"""A tiny system built only from the layer's public pieces: what a fourth system takes.

Three seats, dots and dragons only, no chows; a hand is worth 1 (平), 清一色
adds 2, seven pairs doubles.  The layer's tests score it to show that the
shared checks, house rules, settlement, waits, shanten and rendering need
nothing of a system's own but its declaration and ``evaluate`` (and, for
shanten, its shapes; for names typed, its aliases).
"""

from __future__ import annotations

from mcr_cli.model.hand import Hand, MeldKind
from mcr_cli.model.readings import Shape
from mcr_cli.model.wilds import counts_of_tiles, group_readings
from mcr_cli.systems.base import Pattern, Rules, System
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.result import CountedPattern, Multiplier, SystemResult
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
        """Four sets and a pair, and seven pairs: what ``evaluate`` reads (the default: the first alone)."""
        return Shapes((STANDARD, SEVEN_PAIRS))

    def aliases(self) -> dict[str, str]:
        return {"Chicken": "平"}

    def evaluate(self, hand: Hand, ctx: WinContext, rules: Rules) -> SystemResult:
        readings = group_readings(
            counts_of_tiles(hand.concealed_tiles), 0, hand.melds, seven_pairs=rules.on("七对")
        )
        base = rules.setting("base") or 1
        best = None
        for reading in readings:
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
            total = (
                min(points * product, rules.setting("cap") or 1 << 30) * base * (2 if ctx.get(BONUS) else 1)
            )
            if best is None or total > best[0]:
                best = (total, fans, factors, points, reading)
        if best is None:
            from mcr_cli.errors import NotWinningError

            raise NotWinningError("not a winning hand")
        total, fans, factors, points, reading = best
        payer = ctx.discarder_seat(3)
        transfers = (
            from_each(others(self.seats, ctx.seat_wind), ctx.seat_wind, total)
            if payer is None
            else [(payer, ctx.seat_wind, total)]
        )
        return SystemResult(
            house=rules.house,
            system=self.name,
            hand=hand,
            fans=tuple(fans),
            fan_points=points,
            multipliers=tuple(factors),
            base=base,
            total=total,
            valid=True,
            payments=settle(self.seats, transfers),
            kong_payments=dict.fromkeys(self.seats, 0),
            arithmetic=formula([f.points for f in fans], [m.factor for m in factors], base, total),
            seat=ctx.seat_wind,
            discarder=payer,
            reading=tuple(str(g) for g in reading.groups),
            shape=reading.shape.value,
        )


SYSTEM = Demo()
