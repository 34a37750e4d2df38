"""Tianjin (天津麻将): two kinds of 混 (wild tiles), 提溜 / 捉五 + 龙, doublings, 坐庄/拉庄 stakes.

The table and rulings N1-N17 are ``docs/systems/tianjin.md``'s "Tianjin".
A hand is won by self-draw only, as four sets and a pair.  The flipped
indicator T and the tile after it are the wild kinds: every copy of either
among the standing tiles and the winning tile is a 混 and may stand for any
tile.  A hand is worth 提溜 1, or 捉五 + 龙 when it has either, doubled by each
×2 pattern (素, 混吊 or 双混吊, 本混, 杠开) and times the base; each other seat
pays it times its stake factor (N14).

``readings.py`` finds what of the readings can change a score; this module
holds the table, the checks, the counting and the money.  Multipliers are
listed as the spec's worked example writes them: 素 and 本混 (the hand), then
混吊/双混吊 (the winning tile), then 杠开 (the draw).

    >>> r = score_hand("1234456789m123p9s", indicator=2)   # indicator 3m: 3m and 4m are 混
    >>> [f"{f.zh} {f.points}" for f in r.fans], [m.zh for m in r.multipliers], r.total
    (['龙 4'], ['本混', '混吊'], 16)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from ...errors import ContextError
from ...faults import Said
from ...model.hand import Hand, Meld, MeldKind, parse_hand
from ...model.tiles import SEATS, Tile, tile_name
from ...model.wilds import GroupReading, counts_of_tiles, wild_text
from .. import exclusion
from .. import faults as F
from ..base import Pattern, Rules, System
from ..context import WinContext
from ..kong_flag import GOLD
from ..kongs import check_other_kongs, hand_kongs
from ..reasons import ruled
from ..result import CountedPattern, Multiplier, NotCounted, Result
from ..settle import Transfer, others, settle, settle_kongs
from ..totals import SUMMED
from . import CHAN, FLAGS, OTHER_KONG, READS, SETTINGS
from .money import chan_transfers, check_lazhuang, kong_price, stake, stake_notes
from .readings import reading_keys
from .texts import BELOW_MINIMUM, DOUBLE_WILD_FIVE, TEXTS, TILIU_OFF
from .wilds import check_held, next_tile

FANS = ("提溜", "捉五", "龙")
FACTORS = ("素", "混吊", "双混吊", "本混", "杠开")


class Judged(NamedTuple):
    """One reading with one placement of the winning tile, scored."""

    total: int
    fans: tuple[CountedPattern, ...]
    factors: tuple[Multiplier, ...]
    reading: GroupReading
    not_counted: tuple[NotCounted, ...]
    notes: tuple[Said, ...]


Placed = tuple[bool, int | None, str, GroupReading, bool]
"""One reading as ``judge`` takes it: 捉五, its 龙's suit, its wait, the groups, and 素 (no 混 at all)."""


def _wild_kinds(ctx: WinContext) -> tuple[Tile, Tile]:
    """The two 混: the flipped --indicator and the tile after it (N1)."""
    assert ctx.indicator is not None  # check_table: Tianjin needs its indicator
    return ctx.indicator, next_tile(ctx.indicator)


def _gold(hand: Hand, wild_kinds: tuple[Tile, Tile]) -> list[Meld]:
    """The concealed kongs of a 混 (金杠)."""
    return [m for m in hand.melds if m.kind is MeldKind.KONG and m.is_concealed and m.tile in wild_kinds]


class Tianjin(System):
    name = "tianjin"
    zh = "天津麻将"
    en = "Tianjin"
    source = (
        '"天津麻将规则", "天津麻将规则及技巧" (和目 OCR-damaged; unreadable values as public scorers share)'
    )
    melds = frozenset({MeldKind.PUNG, MeldKind.KONG})
    reads = READS
    own_flags = FLAGS
    settings = SETTINGS
    patterns = (
        Pattern("提溜", "Plain Win", 1, "fan", "the base when neither 捉五 nor 龙", (), "N8"),
        Pattern(
            "捉五",
            "Catch the Five",
            3,
            "fan",
            "won on 5m (or a 混 read as 5m) in the middle of 4-5-6m",
            ("提溜",),
            "N10",
        ),
        Pattern("龙", "Dragon", 4, "fan", "chows 123, 456 and 789 of one suit", ("提溜",), "N7"),
        Pattern("素", "No Wild", 2, "factor", "no wild tile in the hand, kongs included", (), "N9"),
        Pattern(
            "混吊",
            "Wild Pair Wait",
            2,
            "factor",
            "the winning tile completes the pair with a standing 混",
            ("双混吊",),
            "N11",
        ),
        Pattern(
            "双混吊",
            "Double Wild Wait",
            2,
            "factor",
            "the winning tile completes a set whose other two tiles are standing 混 (双混捉五 when 4-5-6m)",
            ("混吊",),
            "N11",
        ),
        Pattern("本混", "Own-Wild Dragon", 2, "factor", "the 龙 is in the suit of the wild tiles", (), "N12"),
        Pattern(
            "杠开",
            "Out on a Kong",
            2,
            "factor",
            "-t --kong: self-drawn on a kong's replacement tile",
            (),
            "N13",
        ),
    )
    formula = (
        "total = (提溜 1, or 捉五 + 龙) × 2 per ×2 pattern × base; each other seat pays total × its stake"
    )
    """With the default 起和 2 (N8) the formula names no minimum; another one is added to it."""
    total_form = SUMMED
    """提溜 1, or 捉五 + 龙, added; times each ×2 pattern and the base (``totals.py``); stakes apart (N14)."""
    texts = TEXTS
    shapes_at = "mcr_cli.systems.tianjin.shanten:SHAPES"
    """Four sets and a pair only (N4); the two kinds of 混 (``shanten.py``)."""
    aliases_at = "mcr_cli.systems.tianjin.aliases:ALIASES"
    formula_at = "mcr_cli.systems.tianjin.texts:table_formula"
    notes = (
        "N1 136 tiles, no flowers.",
        "N2 no chow; a pung or melded kong never holds a 混; four 混 may be a concealed kong (金杠).",
        "N3 self-draw only.  N4 four sets and a pair only.",
        "N5 混: the indicator T and next(T); the flipped copy is dead, so four of T is an error.",
        "N6 龙 4 = 两番, 素 = 加一番, 本混龙 8; 捉五 3 and 混吊 ×2 as public scorers share.",
        "N7 捉五 and 龙 add.  N9 素: no 混 at all, kongs included.",
        "N8 (rev. 2) 起和 2: a total before the stakes below min_points (2; --min-points 1-3) is not a "
        "legal win; its kong money and 铲 stand.",
        "N10 捉五: 5m only, in the middle of 4-5-6m.",
        "N11 混吊 and 双混吊 exclude each other; their 混 are standing tiles held before the win.",
        "N12 本混 doubles the whole sum.  N13 杠开 ×2; 天胡/地胡 not scored.",
        "N14 stake per payer: ×2 for 坐庄 with the dealer; ×2ⁿ between dealer and a seat that 拉'd n.",
        "N15 kong money of every player's kongs (--other-kong), from each other seat × the stake "
        "between it and the kong's maker: melded or promoted 1, concealed 2, 金杠 8.",
        "N16 铲: the dealer pays each non-dealer 1 × stake, in kong_payments.",
        "N17 the highest total counts (then the higher 捉五 + 龙, then the first reading found).",
        "N18 (rev. 2) a 双混吊 chow is never one of the 龙's chows; the hand counts the better of 双混吊 "
        "(the chow out of the 龙) and no 双混吊 (the chow in the 龙); double_wild_in_dragon = true: both.",
    )

    def check_table(self, ctx: WinContext, rules: Rules) -> None:
        """N5 the indicator names the 混, and the 拉庄 seats (N14): known before any tile is drawn."""
        if ctx.indicator is None:
            raise ContextError(F.TIANJIN_INDICATOR())
        check_lazhuang(ctx)

    def check(self, hand: Hand, ctx: WinContext, rules: Rules) -> None:
        """N3 self-draw, N5 the indicator's dead copy, N2 no 混 in a meld."""
        if not ctx.self_drawn:
            raise ContextError(F.TIANJIN_SELF_DRAW())
        assert ctx.indicator is not None  # check_table
        check_held(hand, ctx.indicator)
        flipped = ctx.indicator
        wild_kinds = (flipped, next_tile(flipped))
        kongs = ctx.get(OTHER_KONG)
        check_other_kongs(kongs, ctx.seat_wind, self.seats, self.label())
        golds = [k for k in kongs if k[1] == GOLD]
        held = hand.all_tiles().count(wild_kinds[1])
        if len(golds) > 1 or (golds and held):
            seat = SEATS[golds[-1][0]]
            why = (
                (F.HAND_HOLDS(count=held) if held < 4 else F.HAND_HOLDS_ALL())
                if held
                else F.GOLDS_NEED(golds=len(golds), tiles=4 * len(golds))
            )
            tile, indicator = tile_name(wild_kinds[1]), tile_name(flipped)
            raise ContextError(F.GOLD_COPIES(seat=seat, gold=GOLD, tile=tile, indicator=indicator, why=why))

    # The engine's steps (``engine.py``).

    def readings(self, hand: Hand, ctx: WinContext, rules: Rules) -> list[Placed]:
        """Every reading, every place of the winning tile, each score key once (N17), 混 as wilds."""
        wild_kinds = _wild_kinds(ctx)
        naturals = counts_of_tiles(t for t in hand.concealed_tiles if t not in wild_kinds)
        n_wilds = sum(t in wild_kinds for t in hand.concealed_tiles)
        assert hand.win_tile is not None  # checked: a 14-tile hand
        win_wild = hand.win_tile in wild_kinds
        apart = rules.switch("double_wild_in_dragon")
        keys = reading_keys(
            naturals, n_wilds, hand.melds, hand.win_tile, win_wild, double_wild_in_dragon=apart
        )
        plain = n_wilds == 0 and not _gold(hand, wild_kinds)
        return [(five, suit, wait, reading, plain) for (five, suit, wait), reading in keys.items()]

    def judge(self, reading: Placed, hand: Hand, ctx: WinContext, rules: Rules) -> Judged:
        five, suit, wait, groups, plain = reading
        return judge(groups, five, suit, wait, plain, _wild_kinds(ctx)[0], ctx, rules)

    def rank(self, judged: Judged) -> tuple[int, ...]:
        return (judged.total, sum(f.points for f in judged.fans))

    def no_win(self, hand: Hand, readings: Sequence[Placed], rules: Rules) -> Said:
        return F.TIANJIN_NO_SHAPE(system="天津麻将")

    def settle(self, best: Judged, hand: Hand, ctx: WinContext, rules: Rules, detail: bool) -> Result:
        """Payments (N14), kong money (N15, N16) and 铲."""
        gold = _gold(hand, _wild_kinds(ctx))
        base = rules.setting("base") or 1
        least = rules.setting("min_points") or 1
        valid = bool(best.fans) and best.total >= least
        notes = list(best.notes)
        if best.fans and not valid:
            notes.append(BELOW_MINIMUM(ruling=ruled("N8"), least=least, total=best.total))
        formed = self.total_form.total(
            [f.points for f in best.fans], [m.factor for m in best.factors], base, None, detail
        )
        total = formed.value
        win = ctx.seat_wind
        transfers: list[Transfer] = [(p, win, total * stake(ctx, p, win)) for p in others(self.seats, win)]
        fan_points = sum(f.points * f.count for f in best.fans)
        made = hand_kongs(hand.melds, win, len(self.seats), ctx.get(OTHER_KONG), gold)
        kongs, kong_moved = settle_kongs(self.seats, made, kong_price(ctx, rules))
        chan = chan_transfers(ctx, rules)
        return Result(
            context=ctx,
            system=self.name,
            hand=hand,
            fans=best.fans,
            fan_points=fan_points,
            multipliers=best.factors,
            base=base,
            total=total,
            valid=valid,
            payments=settle(self.seats, transfers if valid else []),
            kong_payments=settle(self.seats, kong_moved + chan),
            kongs=kongs,
            chan=settle(self.seats, chan) if ctx.get(CHAN) else None,
            arithmetic=formed.said,
            seat=win,
            reading=best.reading.parts() if detail else (),
            shape=best.reading.shape.value,
            wilds=wild_text(best.reading) if detail else "",
            not_counted=best.not_counted,
            remarks=(*notes, *stake_notes(ctx, self.seats)) if detail else tuple(notes),
            house=rules.house,
        )


def judge(
    reading: GroupReading,
    five: bool,
    suit: int | None,
    wait: str,
    plain: bool,
    flipped: Tile,
    ctx: WinContext,
    rules: Rules,
) -> Judged:
    """Score one reading whose winning tile makes 捉五 (``five``) and ``wait``; ``suit``: its 龙 (base 1)."""
    shown: list[str] = []
    if five:
        shown.append("捉五")
    if suit is not None:
        shown.append("龙")
    if plain:
        shown.append("素")
    if suit is not None and flipped < 27 and flipped // 9 == suit:
        shown.append("本混")
    if wait:
        shown.append(wait)
    if ctx.kong:
        shown.append("杠开")
    return count(reading, shown, rules)


EXCLUDES = {p.zh: p.excludes for p in Tianjin.patterns}
"""What each pattern does not also count (N11: 混吊 and 双混吊 each other; 捉五 and 龙 drop 提溜)."""


def count(reading: GroupReading, shown: list[str], rules: Rules) -> Judged:
    """What counts of the patterns ``shown``: house rules and 不计 applied here, in one place."""
    live = [zh for zh in shown if rules.on(zh)]
    adds = [zh for zh in live if zh in FANS]
    if not adds and rules.on("提溜"):
        adds = ["提溜"]
    counted, not_counted = exclusion.judge(shown, rules, EXCLUDES, exclusion.EXCLUDED_EXCLUDE_NOTHING)
    fans = tuple(CountedPattern(zh, rules.pattern(zh).en, rules.value(zh), 1) for zh in adds)
    factors = tuple(Multiplier(zh, rules.pattern(zh).en, rules.value(zh)) for zh in counted if zh in FACTORS)
    total = sum(f.points for f in fans)
    for m in factors:
        total *= m.factor
    notes: list[Said] = []
    if not fans:
        notes.append(TILIU_OFF())
    if "捉五" in adds and "双混吊" in counted:
        notes.append(DOUBLE_WILD_FIVE())
    return Judged(total, fans, factors, reading, not_counted, tuple(notes))


def score_hand(text: str, *, indicator: Tile, **flags: Any) -> Result:
    """Score ``text`` self-drawn with ``indicator`` (a shortcut for doctests and tests).

    ``flags`` are the context's fields (``dealer=1``), Tianjin's own flags
    (``zuozhuang=True``) and its settings (``base=2``), each where it belongs.
    """
    from ..scoring import score

    own = {f.name for f in FLAGS}
    settings = {s.name for s in SETTINGS}
    extra = tuple((k, v) for k, v in flags.items() if k in own)
    table = {k: v for k, v in flags.items() if k not in own and k not in settings}
    ctx = WinContext(self_drawn=True, indicator=indicator, extra=extra, **table)
    rules = SYSTEM.rules().with_settings(**{k: v for k, v in flags.items() if k in settings})
    result = score(parse_hand(text), ctx, rules=rules)
    return result


SYSTEM = Tianjin()

__all__ = ["SYSTEM", "Tianjin", "next_tile", "score_hand"]
