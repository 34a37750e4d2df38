"""Hubei 卡五星 (Kawuxing, "Closed Five") as a system: three seats, 84 tiles, factors that multiply.

Source: "湖北麻将规则" (胡牌类型, 大胡牌型, 名词解释, 关于杠), read as
``docs/systems/kawuxing.md`` rules it (K1-K10).  A hand is worth 1
(平胡); every pattern of the table is a factor, the factors multiply, and
``--cap`` caps their product (K2).  Three seats E, S, W; tiles 1-9p, 1-9s and
the dragons; no chow melds; a pung or melded kong comes from the 上家 (offer
1) or the 下家 (offer 3) (K1).

Each row of ``ROWS`` is the table's row beside its predicate.  A predicate
sees one reading of the hand, the hand and the context; the patterns that
depend on where the winning tile sits (卡五星, 暗四归一, 手抓一) read it from
the reading's groups, so trying every reading also tries every place of the
winning tile.  不计 is applied in one place (``judge``, through
``exclusion.judge``) from the ``excludes`` column.

    >>> from mcr_cli.systems.scoring import score
    >>> r = score("[555p,1]46p123s789sCC5p", rules="kawuxing")
    >>> [m.zh for m in r.multipliers], r.total, r.payments
    (['明四归一', '卡五星'], 4, {'E': 4, 'S': 0, 'W': -4})
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import MappingProxyType
from typing import NamedTuple

from ...faults import Said
from ...model.hand import Hand, MeldKind
from ...model.readings import Shape
from ...model.tiles import DRAGONS, make_tile
from ...model.wilds import CHOW, GroupReading, counts_of_tiles, group_readings
from .. import faults as F
from .. import traits
from ..base import Pattern, Rules, System
from ..context import WinContext
from ..exclusion import judge
from ..kong_flag import CONCEALED_KONG, PROMOTED
from ..kongs import Kong, check_other_kongs, hand_kongs
from ..reasons import ruled
from ..result import Multiplier, NotCounted, Result
from ..settle import Transfer, from_each, others, settle, settle_kongs
from ..totals import Product
from . import FLAGS, LIMITS, OTHER_KONG, READS, REVEALED, SETTINGS
from .texts import BAOHU, CAPPED, DISCARD_TOO_LOW, TEXTS

Predicate = Callable[[GroupReading, Hand, WinContext], bool]

FIVES = (make_tile(1, 5), make_tile(2, 5))
"""5p and 5s: the tiles a 卡五星 is won on (there are no characters in 卡五星)."""


def _win(hand: Hand) -> int:
    assert hand.win_tile is not None  # scoring checked that the hand has 14 tiles
    return hand.win_tile


def _closed_five(r: GroupReading, h: Hand, c: WinContext) -> bool:
    """卡五星: the winning 5p/5s in the middle of a concealed 4-5-6 of this reading (K4)."""
    w = _win(h)
    return w in FIVES and any(g.kind == CHOW and g.meld is None and g.tile == w - 1 for g in r.groups)


def _melded_fourth(r: GroupReading, h: Hand, c: WinContext) -> bool:
    """明四归一: the winning tile's other three copies are a pung the winner melded (K4)."""
    return any(m.kind is MeldKind.PUNG and m.tile == _win(h) for m in h.melds)


def _concealed_fourth(r: GroupReading, h: Hand, c: WinContext) -> bool:
    """暗四归一: all four copies of the winning tile standing, read as four sets and a pair (K4)."""
    return r.shape is Shape.FOUR_SETS and h.concealed_tiles.count(_win(h)) == 4


def _seven_pairs_with(fours: int) -> Predicate:
    """七对 with at least ``fours`` fours: the higher row excludes the lower (K10, T10)."""

    def predicate(r: GroupReading, h: Hand, c: WinContext) -> bool:
        return r.shape is Shape.SEVEN_PAIRS and traits.fours_in_pairs(r) >= fours

    return predicate


ROWS: tuple[tuple[Pattern, Predicate], ...] = (
    (
        Pattern("碰碰胡", "All Pungs", 2, "factor", "four pungs or kongs and a pair"),
        lambda r, h, c: traits.all_pungs(r),
    ),
    (
        Pattern(
            "明四归一",
            "Melded Fourth",
            2,
            "factor",
            "won on the fourth tile of a pung the winner melded",
            ruling="K4",
        ),
        _melded_fourth,
    ),
    (
        Pattern(
            "暗四归一",
            "Concealed Fourth",
            4,
            "factor",
            "won on the fourth tile of three the winner holds concealed (not a kong)",
            ruling="K4",
        ),
        _concealed_fourth,
    ),
    (Pattern("七对", "Seven Pairs", 4, "factor", "seven pairs"), _seven_pairs_with(0)),
    (
        Pattern(
            "龙七对",
            "Dragon Seven Pairs",
            8,
            "factor",
            "seven pairs with one four of a kind",
            ("七对", "暗四归一"),
        ),
        _seven_pairs_with(1),
    ),
    (
        Pattern(
            "双龙七对",
            "Double Dragon Seven Pairs",
            16,
            "factor",
            "seven pairs with two fours",
            ("龙七对", "七对", "暗四归一"),
        ),
        _seven_pairs_with(2),
    ),
    (
        Pattern(
            "三龙七对",
            "Triple Dragon Seven Pairs",
            32,
            "factor",
            "seven pairs with three fours",
            ("双龙七对", "龙七对", "七对", "暗四归一"),
            "K10",
        ),
        _seven_pairs_with(3),
    ),
    (
        Pattern("大三元", "Big Three Dragons", 8, "factor", "pungs/kongs of 中, 发 and 白", ("小三元",)),
        lambda r, h, c: traits.dragon_pungs(r) == len(DRAGONS),
    ),
    (
        Pattern("小三元", "Little Three Dragons", 4, "factor", "two dragon pungs/kongs and a dragon pair"),
        lambda r, h, c: traits.little_three_dragons(r),
    ),
    (
        Pattern("清一色", "Full Flush", 4, "factor", "one suit only"),
        lambda r, h, c: traits.full_flush(r),
    ),
    (
        Pattern(
            "手抓一",
            "Single Tile Left",
            4,
            "factor",
            "four melds, won on the pair's second tile",
            ruling="K5",
        ),
        lambda r, h, c: len(h.melds) == 4,
    ),
    (
        Pattern(
            "卡五星", "Closed Five", 2, "factor", "won on 5p or 5s read as the middle of 4-5-6", ruling="K4"
        ),
        _closed_five,
    ),
    (
        Pattern("杠上开花", "Out on a Kong", 2, "factor", "-t --kong"),
        lambda r, h, c: c.self_drawn and c.kong,
    ),
    (
        Pattern("杠上炮", "Discard after a Kong", 2, "factor", "--after-kong"),
        lambda r, h, c: c.after_kong,
    ),
    (
        Pattern("抢杠胡", "Robbing the Kong", 2, "factor", "--kong on a discard", ruling="K3"),
        lambda r, h, c: c.kong and not c.self_drawn,
    ),
    (
        Pattern(
            "海底捞月",
            "Last Tile",
            2,
            "factor",
            "--last-tile (the 84th tile), self-drawn or its discard",
            ruling="K6",
        ),
        lambda r, h, c: c.last_tile,
    ),
    (
        Pattern("亮倒", "Revealed Hand", 2, "factor", "--revealed: the winner had laid his hand open"),
        lambda r, h, c: bool(c.get(REVEALED)),
    ),
)
"""The table (K2-K10): each pattern beside its predicate, in the spec's order."""

EXCLUDES = {p.zh: p.excludes for p, _ in ROWS}
"""What each row does not also count (house rules change values, never 不计)."""


class _Judged(NamedTuple):
    """One reading judged: the factors that count, those that do not, the product before/after the cap."""

    reading: GroupReading
    counted: tuple[Pattern, ...]
    not_counted: tuple[NotCounted, ...]
    product: int
    capped_product: int


def _judge(reading: GroupReading, hand: Hand, ctx: WinContext, rules: Rules) -> _Judged:
    """The factors of one reading: detect, drop what house rules switched off, then 不计 from the table."""
    shown = [p.zh for p, holds in ROWS if holds(reading, hand, ctx)]
    live, dropped = judge(shown, rules, EXCLUDES)
    counted = tuple(rules.pattern(zh) for zh in live)
    cap = rules.setting("cap")
    product = 1
    for p in counted:
        product *= p.value
    return _Judged(reading, counted, dropped, product, product if cap is None else min(product, cap))


class Kawuxing(System):
    name = "kawuxing"
    zh = "卡五星"
    en = "Hubei Kawuxing (Closed Five)"
    source = "湖北麻将规则 (胡牌类型, 大胡牌型, 名词解释, 关于杠), with rulings K1-K10"
    seats = "ESW"
    tiles = frozenset(range(make_tile(1, 1), make_tile(2, 9) + 1)) | frozenset(DRAGONS)
    melds = frozenset({MeldKind.PUNG, MeldKind.KONG})
    offers = MappingProxyType({MeldKind.PUNG: frozenset({1, 3}), MeldKind.KONG: frozenset({0, 1, 3, 5, 7})})
    reads = READS
    own_flags = FLAGS
    settings = SETTINGS
    limits = LIMITS
    patterns = tuple(p for p, _ in ROWS)
    formula = (
        "total = 1 × min(Π factors, cap) × base; self-drawn: each other seat pays total; "
        "on a discard: the discarder alone pays total (包胡: 2 × total); a discard win needs Π factors ≥ 2"
    )
    total_form = Product(note=lambda product, cap: CAPPED(product=product, cap=cap))
    """K2: a hand worth 1 times the product of its factors, cut to ``--cap``, times the base."""
    texts = TEXTS
    shapes_at = "mcr_cli.systems.kawuxing.shanten:SHAPES"
    """Four sets and a pair, 七对; no wilds (``shanten.py``)."""
    aliases_at = "mcr_cli.systems.kawuxing.aliases:ALIASES"
    formula_at = "mcr_cli.systems.kawuxing.texts:table_formula"
    notes = (
        "K1 three seats E S W; 1-9p, 1-9s, 中发白; no chow; pungs and kongs from the 上家 (1) or 下家 (3)",
        "K2 a hand is worth 1; factors multiply; --cap caps their product",
        "K3 抢杠胡 is ×2",
        "K4 the highest total counts; 卡五星 and 明/暗四归一 read from the winning tile's place",
        "K5 手抓一 stacks with 碰碰胡",
        "K6 海底捞月: won on the 84th tile, self-drawn or its discard",
        "K7 (rev. 2) self-drawn: each other seat pays total; on a discard the discarder alone; 包胡: a "
        "revealed winner's discarder pays 2 × total, the third nothing (baohu_shares = 1: one share)",
        "K8 喜钱 × base, every player's kongs: promoted 1 from each, concealed 2 from each, melded 2 "
        "from the supplier",
        "K10 三龙七对 is ×32",
        "K11 (rev. 2) 屁胡 only by self-draw: on a discard a product of factors below 2 is not a legal win "
        "(亮倒 counts toward it; min_discard_factor = 1 allows it)",
    )

    def check(self, hand: Hand, ctx: WinContext, rules: Rules) -> None:
        """Every player's kongs (rev. 2): each other kong possible at this three-seat table."""
        check_other_kongs(ctx.get(OTHER_KONG), ctx.seat_wind, self.seats, self.label())

    # The engine's steps (``engine.py``).

    def readings(self, hand: Hand, ctx: WinContext, rules: Rules) -> list[GroupReading]:
        """Four sets and a pair, seven pairs; no wilds in 卡五星."""
        return group_readings(counts_of_tiles(hand.concealed_tiles), 0, hand.melds, seven_pairs=True)

    def judge(self, reading: GroupReading, hand: Hand, ctx: WinContext, rules: Rules) -> _Judged:
        return _judge(reading, hand, ctx, rules)

    def rank(self, judged: _Judged) -> tuple[int, ...]:
        """K4: the highest total, then the product before the cap, then the highest single factor (as
        推倒胡's T11); what still ties keeps the first reading (four sets before seven pairs)."""
        return judged.capped_product, judged.product, max((p.value for p in judged.counted), default=1)

    def no_win(self, hand: Hand, readings: Sequence[GroupReading], rules: Rules) -> Said:
        return F.KAWUXING_NO_SHAPE()

    def settle(self, best: _Judged, hand: Hand, ctx: WinContext, rules: Rules, detail: bool) -> Result:
        """The money: the win (K7, K11) and every player's kongs (K8)."""
        base = rules.setting("base") or 1
        factors = [p.value for p in best.counted]
        formed = self.total_form.total(
            [1], factors, base, rules.setting("cap"), detail
        )  # K2: a hand is worth 1
        total = formed.value
        seat, discarder = ctx.seat_wind, ctx.discarder_seat(len(self.seats))
        notes = [] if formed.note is None else [formed.note]
        least = rules.setting("min_discard_factor") or 1
        valid = discarder is None or best.product >= least
        if not valid:
            notes.append(DISCARD_TOO_LOW(ruling=ruled("K11"), product=best.product, least=least))
        shares = 1
        if valid and discarder is not None and ctx.get(REVEALED):
            shares = rules.setting("baohu_shares") or 1
            if shares > 1:
                notes.append(BAOHU(ruling=ruled("K7", after=True), shares=shares, total=total))
        paid = self.win_transfers(seat, discarder, total * shares) if valid else []
        made = hand_kongs(hand.melds, seat, len(self.seats), ctx.get(OTHER_KONG))
        kongs, kong_moved = settle_kongs(self.seats, made, self.kong_price(base))
        return Result(
            context=ctx,
            system=self.name,
            hand=hand,
            fans=(),
            fan_points=1,
            multipliers=tuple(Multiplier(p.zh, p.en, p.value) for p in best.counted),
            base=base,
            total=total,
            valid=valid,
            payments=settle(self.seats, paid),
            kong_payments=settle(self.seats, kong_moved),
            arithmetic=formed.said,
            seat=seat,
            discarder=discarder,
            capped=formed.capped,
            reading=best.reading.parts() if detail else (),
            shape=best.reading.shape.value,
            wilds="",
            not_counted=best.not_counted,
            remarks=tuple(notes),
            house=rules.house,
            kongs=kongs,
        )

    def win_transfers(self, seat: int, discarder: int | None, total: int) -> list[Transfer]:
        """K7: self-drawn, each of the two others pays ``total``; on a discard the discarder alone."""
        if discarder is None:
            return from_each(others(self.seats, seat), seat, total)
        return [(discarder, seat, total)]

    def kong_price(self, base: int) -> Callable[[Kong], list[Transfer]]:
        """K8 喜钱 of one kong, whoever made it, never doubled by 亮倒: 补杠 1, 暗杠 2 from each, 直杠 2."""

        def price(kong: Kong) -> list[Transfer]:
            if kong.kind == CONCEALED_KONG:
                return from_each(others(self.seats, kong.seat), kong.seat, 2 * base)
            if kong.kind == PROMOTED:
                return from_each(others(self.seats, kong.seat), kong.seat, base)
            assert kong.source is not None  # the supplier pays double, the third nothing
            return [(kong.source, kong.seat, 2 * base)]

        return price


SYSTEM = Kawuxing()
