"""Guangdong 推倒胡: wild tiles (赖子), additive patterns, 自摸/硬胡 doublings, 买马 and kong money.

Source: "广东麻将规则说明" and its "番型" list, read as ``shared/spec/rules-systems.md``
says (rulings T1-T12).  The pipeline of ``evaluate``: find the wild kind (T1) →
count the wild copies among the concealed tiles (T2) → every reading of the
hand, wilds as wilds (four sets and a pair, 七对, 十三幺) → the patterns of each
reading, 不计 applied in one place → the best reading (T11) → the hand's
doublings (自摸, 硬胡: T3, T7) → payments (T8), horses (T9) and kong money (T12).

    >>> from mcr_cli.systems.scoring import score_system
    >>> r = score_system("tuidaohu", "[111p,1]234p567p99pPP9p", SystemContext(self_drawn=True))
    >>> r.formula, r.payments
    ('8 × 2 × 2 × 1 = 32', {'E': 96, 'S': -32, 'W': -32, 'N': -32})
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ..decompose import Shape
from ..errors import ContextError, NotWinningError
from ..hand import CONCEALED, PROMOTED_OFFERS, Hand, Meld, MeldKind
from ..tiles import DRAGONS, WINDS, Tile, tile_name
from ..wilds import (
    CHOW,
    PAIR,
    PUNG,
    GroupReading,
    counts_of_tiles,
    group_readings,
    seven_pairs_readings,
    wild_text,
)
from ..wilds import (
    ORPHANS as ORPHAN_GROUP,
)
from .base import Pattern, Rules, System, SystemContext
from .result import CountedPattern, Horse, Multiplier, NotCounted, SystemResult
from .settle import Transfer, formula, from_each, others, settle

FOUR, PAIRS, ORPHANS = Shape.FOUR_SETS, Shape.SEVEN_PAIRS, Shape.THIRTEEN_ORPHANS

PATTERNS: tuple[Pattern, ...] = (
    Pattern("鸡胡", "Chicken Hand", 2, "fan", "four sets and a pair with no other pattern", (), "T4"),
    Pattern("碰碰胡", "All Pungs", 8, "fan", "four pungs or kongs and a pair"),
    Pattern("混一色", "Half Flush", 8, "fan", "one suit and honors (both present)"),
    Pattern("抢杠胡", "Robbing the Kong", 8, "fan", "won on the tile another player added to a pung"),
    Pattern("杠上开花", "Out on a Kong", 8, "fan", "self-drawn on a kong's replacement tile"),
    Pattern(
        "杠上炮", "Discard after a Kong", 8, "fan", "won on the discard a player made right after his kong"
    ),
    Pattern("海底捞月", "Last Tile", 8, "fan", "self-drawn the wall's last tile"),
    Pattern("清一色", "Full Flush", 16, "fan", "one suit, no honors"),
    Pattern("七对", "Seven Pairs", 16, "fan", "seven pairs", (), "T10"),
    Pattern(
        "豪华七对", "Luxury Seven Pairs", 32, "fan", "seven pairs with four of one tile", ("七对",), "T10"
    ),
    Pattern(
        "混幺九", "Terminals and Honors", 32, "fan", "only 1s, 9s and honors (both present)", ("碰碰胡",)
    ),
    Pattern("小三元", "Little Three Dragons", 48, "fan", "two dragon pungs/kongs and a dragon pair"),
    Pattern("小四喜", "Little Four Winds", 48, "fan", "three wind pungs/kongs and a wind pair"),
    Pattern("字一色", "All Honors", 64, "fan", "honors only", ("碰碰胡",)),
    Pattern("清幺九", "All Terminals", 64, "fan", "only 1s and 9s", ("碰碰胡", "混幺九")),
    Pattern("天胡", "Heavenly Hand", 64, "fan", "the dealer wins on his dealt tiles", (), "T6"),
    Pattern("地胡", "Earthly Hand", 64, "fan", "a non-dealer self-draws his first tile", (), "T6"),
    Pattern(
        "十三幺", "Thirteen Orphans", 88, "fan", "one of each 1, 9 and honor, one paired", ("混幺九",), "T5"
    ),
    Pattern("大三元", "Big Three Dragons", 88, "fan", "three dragon pungs/kongs", ("小三元",)),
    Pattern("大四喜", "Big Four Winds", 88, "fan", "four wind pungs/kongs", ("碰碰胡", "小四喜")),
    Pattern("自摸", "Self-Drawn", 2, "factor", "the winner drew the winning tile", (), "T7"),
    Pattern("硬胡", "No Wilds", 2, "factor", "no copy of the wild tile in the hand", (), "T3"),
)
"""The table: 20 additive rows as the source lists them, then the two doublings (翻倍)."""

CHICKEN = "鸡胡"
ROW = {p.zh: i for i, p in enumerate(PATTERNS)}
"""Each pattern's row: counted patterns are listed in the table's order."""


class Facts(NamedTuple):
    """What the patterns read of one reading, gathered in one pass over its groups.

    The predicates are those of ``traits`` (清一色 = one suit, no honors, …),
    asked of these facts rather than of the reading: a hand with four wilds
    has hundreds of readings, and each trait would walk the tiles again.
    """

    suits: int
    """Bit per suit present (1 m, 2 p, 4 s)."""
    honors: bool
    terminals: bool
    simples: bool
    chow: bool
    pungs: frozenset[Tile]
    """Tiles of the pungs and kongs (a fifth copy made by wilds is the same pung twice)."""
    pair: Tile | None
    fours: bool
    """Seven pairs: a tile makes two of the pairs (T10)."""


def facts(reading: GroupReading) -> Facts:
    """The facts of ``reading``, wilds resolved."""
    suits = 0
    honors = terminals = simples = chow = fours = False
    pungs: set[Tile] = set()
    pair: Tile | None = None
    pairs: set[Tile] = set()
    for g in reading.groups:
        kind, t = g.kind, g.tile
        if kind == ORPHAN_GROUP:
            return Facts(7, True, True, False, False, frozenset(), None, False)
        if t < 27:
            suits |= 1 << (t // 9)
            if kind == CHOW:
                chow = simples = True
                terminals = terminals or t % 9 in (0, 6)
                continue
            if t % 9 in (0, 8):
                terminals = True
            else:
                simples = True
        else:
            honors = True
        if kind == PAIR:
            fours = fours or t in pairs
            pairs.add(t)
            pair = t
        else:
            pungs.add(t)
    if reading.shape is not FOUR:
        pair = None
    return Facts(suits, honors, terminals, simples, chow, frozenset(pungs), pair, fours)


def _one_suit(f: Facts) -> bool:
    return f.suits in (1, 2, 4)


def _dragons(f: Facts) -> int:
    return len(f.pungs & DRAGON_SET)


def _winds(f: Facts) -> int:
    return len(f.pungs & WIND_SET)


DRAGON_SET, WIND_SET = frozenset(DRAGONS), frozenset(WINDS)

Predicate = Callable[[Facts], bool]

SHAPE_PATTERNS: dict[Shape, tuple[tuple[str, Predicate], ...]] = {
    FOUR: (
        ("碰碰胡", lambda f: not f.chow),
        ("混一色", lambda f: _one_suit(f) and f.honors),
        ("清一色", lambda f: _one_suit(f) and not f.honors),
        ("混幺九", lambda f: not f.simples and f.honors and f.terminals),
        ("小三元", lambda f: _dragons(f) == 2 and f.pair in DRAGON_SET and f.pair not in f.pungs),
        ("小四喜", lambda f: _winds(f) == 3 and f.pair in WIND_SET and f.pair not in f.pungs),
        ("字一色", lambda f: not f.suits),
        ("清幺九", lambda f: not f.simples and not f.honors),
        ("大三元", lambda f: _dragons(f) == 3),
        ("大四喜", lambda f: _winds(f) == 4),
    ),
    PAIRS: (
        ("七对", lambda f: True),
        ("豪华七对", lambda f: f.fours),
        ("混一色", lambda f: _one_suit(f) and f.honors),
        ("清一色", lambda f: _one_suit(f) and not f.honors),
        ("混幺九", lambda f: not f.simples and f.honors and f.terminals),
        ("字一色", lambda f: not f.suits),
        ("清幺九", lambda f: not f.simples and not f.honors),
    ),
    ORPHANS: (
        ("十三幺", lambda f: True),
        ("混幺九", lambda f: True),
    ),
}
"""Which patterns each shape can show, and the predicate of each (T5: 十三幺 shows 混幺九, not counted)."""

SEAT_OF_HONOR = {27: 0, 28: 1, 29: 2, 30: 3, 31: 1, 32: 2, 33: 3}
"""买马: how far past the winner each honor points (东 the winner, 南/中 下家, 西/发 对家, 北/白 上家)."""


def next_tile(t: Tile) -> Tile:
    """T1: the tile after ``t`` — 9→1 in a suit, E→S→W→N→E, C→F→P→C.

    >>> [tile_name(next_tile(t)) for t in (0, 8, 26, 27, 30, 31, 33)]
    ['2m', '1m', '1s', 'S', 'E', 'F', 'C']
    """
    if t < 27:
        return t - t % 9 + (t % 9 + 1) % 9
    if t < 31:
        return 27 + (t - 27 + 1) % 4
    return 31 + (t - 31 + 1) % 3


def wild_kind(ctx: SystemContext) -> Tile | None:
    """The wild tile in play: ``--wild`` itself, the one after ``--indicator`` (T1), or none."""
    if ctx.wild is not None:
        return ctx.wild
    return None if ctx.indicator is None else next_tile(ctx.indicator)


def horse_target(tile: Tile, winner: int) -> int:
    """The seat a horse tile points at, counted from the winner in turn order (1/5/9/东 the winner)."""
    steps = (tile % 9) % 4 if tile < 27 else SEAT_OF_HONOR[tile]
    return (winner + steps) % 4


def free_identities(wild: Tile | None) -> tuple[tuple[tuple[int, Tile], ...], tuple[Tile, ...]]:
    """What groups made of wilds alone may stand for, narrowed to identities that can change the score.

    Patterns read a suited tile only as its suit and whether it is a 1 or 9,
    so one middle tile per suit stands for all seven (the wild kind itself
    when it is a middle tile: T11 prefers a wild standing for itself); one
    chow per suit; every honor, each its own (大三元/大四喜 need them apart).
    """
    tiles: list[Tile] = []
    for s in range(3):
        middle = wild if wild is not None and wild // 9 == s and wild % 9 not in (0, 8) else s * 9 + 4
        tiles += [s * 9, middle, s * 9 + 8]
    tiles += list(range(27, 34))
    chows = [
        (CHOW, s * 9 + (min(max(wild % 9 - 1, 0), 6) if wild is not None and wild // 9 == s else 3))
        for s in range(3)
    ]
    return tuple((PUNG, t) for t in tiles) + tuple(chows), tuple(tiles)


class Judged(NamedTuple):
    """One reading as the table judges it."""

    key: tuple[int, int, int]
    """What ranks it: total, highest single pattern, −(wilds standing for other tiles) (T11)."""
    reading: GroupReading
    counted: tuple[str, ...]
    not_counted: tuple[NotCounted, ...]


EXCLUDES = {p.zh: p.excludes for p in PATTERNS}
"""What each pattern does not also count (house rules change values, never 不计)."""


def judge_patterns(found: list[str], rules: Rules) -> tuple[list[str], dict[str, str]]:
    """不计 and house rules in one place: what of ``found`` counts, and what excluded the rest."""
    on = [zh for zh in found if rules.on(zh)]
    excluded: dict[str, str] = {}
    for zh in on:
        for x in EXCLUDES[zh]:
            excluded.setdefault(x, zh)
    return [zh for zh in on if zh not in excluded], excluded


def not_counted(found: tuple[str, ...], rules: Rules) -> tuple[NotCounted, ...]:
    """Why each pattern the reading shows does not count (``--explain``)."""
    _, excluded = judge_patterns(list(found), rules)
    out = []
    for zh in found:
        if not rules.on(zh):
            out.append(NotCounted(zh, rules.pattern(zh).en, "switched off by house rules"))
        elif zh in excluded:
            out.append(NotCounted(zh, rules.pattern(zh).en, f"不计 (excluded by {excluded[zh]})"))
    return tuple(out)


class TuiDaoHu(System):
    name = "tuidaohu"
    zh = "推倒胡"
    en = "Guangdong Push-Down (Tui Dao Hu)"
    source = "广东麻将规则说明 and its 番型 list; rulings T1-T12 of shared/spec/rules-systems.md"
    melds = frozenset({MeldKind.PUNG, MeldKind.KONG})
    flags = frozenset(
        {
            "self_drawn",
            "kong",
            "last_tile",
            "after_kong",
            "seat_wind",
            "prevalent_wind",
            "discarder",
            "base",
            "indicator",
            "wild",
            "horses",
            "heavenly",
            "earthly",
            "dealer",
        }
    )
    patterns = PATTERNS
    formula = "total = (Σ patterns) × 自摸 2 × 硬胡 2 × base; no cap"
    notes = (
        "T1 wild = the tile after --indicator (9→1, E→S→W→N→E, C→F→P→C), or --wild itself",
        "T2 every copy of the wild among the standing tiles is wild, even a fifth copy; never in a meld",
        "T3 硬胡: no copy of the wild tile in the hand (no wild in play: every hand)",
        "T4 鸡胡 only when no other pattern; 鸡胡 alone on a discard is not a legal win",
        "T5 patterns add; only the table's 不计; 十三幺 does not also count 混幺九",
        "T6 天胡/地胡 need -t and no melds; the dealer is --dealer (E)",
        "T7 自摸 and 硬胡 multiply (×4 together)",
        "T8 the discarder pays total; self-drawn each other pays total; robbing: the robbed pays",
        "T9 买马: a horse on the winner earns its holder what each payer paid; on a payer costs it",
        "T10 seven pairs: a tile at most two pairs; 豪华七对 once",
        "T11 ties: highest single pattern, then fewest wilds standing for other tiles, then notation order",
        "T12 kong money stands even when the win is not valid",
    )

    def meld_error(self, meld: Meld, ctx: SystemContext) -> str | None:
        """T2: the wild tile cannot be melded."""
        wild = wild_kind(ctx)
        if wild is not None and wild in meld.tiles:
            return f"a meld holding the wild tile {tile_name(wild)}: wild tiles are never melded (T2)"
        return None

    def check(self, hand: Hand, ctx: SystemContext) -> None:
        """推倒胡's own contradictions: the wild discarded (T2), a last discard (no such pattern)."""
        if ctx.last_tile and not ctx.self_drawn:
            raise ContextError(
                "--last-tile without --self-drawn: 推倒胡 (tuidaohu) has no pattern for the last discard"
            )
        wild = wild_kind(ctx)
        if wild is not None and not ctx.self_drawn and hand.win_tile == wild:
            raise ContextError(
                f"a win on a discard of the wild tile {tile_name(wild)}: a wild tile cannot be discarded (T2)"
            )

    def evaluate(self, hand: Hand, ctx: SystemContext, rules: Rules) -> SystemResult:
        # 1. The wild kind and the concealed tiles: naturals and wild copies (T1, T2).
        wild = wild_kind(ctx)
        concealed = [*hand.standing, *([hand.win_tile] if hand.win_tile is not None else [])]
        n_wild = concealed.count(wild) if wild is not None else 0
        naturals = counts_of_tiles(t for t in concealed if t != wild)
        # 2. Every reading, wilds as wilds; each judged by the table; the best counts (T11).
        best = best_reading(readings(naturals, n_wild, hand.melds, wild), ctx, rules, wild)
        if best is None:
            raise NotWinningError(
                "not a winning hand under 推倒胡 (tuidaohu): no four sets and a pair, 七对 or 十三幺"
            )
        return self.settle_result(hand, ctx, rules, best, hard=n_wild == 0)

    def settle_result(
        self, hand: Hand, ctx: SystemContext, rules: Rules, best: Judged, hard: bool
    ) -> SystemResult:
        """The doublings, the total and who pays: the win (T8, T9) and the kongs (T12)."""
        fans = tuple(CountedPattern(zh, rules.pattern(zh).en, rules.value(zh), 1) for zh in best.counted)
        fan_points = sum(f.points for f in fans)
        multipliers = tuple(
            Multiplier(zh, rules.pattern(zh).en, rules.value(zh))
            for zh, applies in (("自摸", ctx.self_drawn), ("硬胡", hard))
            if applies and rules.on(zh)
        )
        product = 1
        for m in multipliers:
            product *= m.factor
        total = fan_points * product * ctx.base
        notes: list[str] = []
        valid = bool(best.counted)
        if best.counted == (CHICKEN,) and not ctx.self_drawn:
            valid = False
            notes.append(
                "T4: 鸡胡 alone won on a discard is not a legal win (鸡只能自摸、抢杠胡): no payments"
            )
        elif not best.counted:
            notes.append("no pattern counts under these rules: no payments")
        seats = self.seats
        winner = ctx.seat_wind
        paid = win_transfers(ctx, total) if valid else []
        horses = tuple(
            Horse(seats[holder], tile_name(tile), seats[horse_target(tile, winner)])
            for holder, tiles in ctx.horses
            for tile in tiles
        )
        if valid:
            paid += horse_transfers(ctx, paid)
        return SystemResult(
            system=self.name,
            hand=hand,
            fans=fans,
            fan_points=fan_points,
            multipliers=multipliers,
            base=ctx.base,
            total=total,
            valid=valid,
            payments=settle(seats, paid),
            kong_payments=settle(seats, kong_transfers(hand.melds, winner, ctx.base)),
            formula=formula([f.points for f in fans], [m.factor for m in multipliers], ctx.base, total),
            seat=winner,
            discarder=ctx.discarder_seat(),
            horses=horses,
            reading=tuple(str(g) for g in best.reading.groups),
            shape=best.reading.shape.value
            if hasattr(best.reading.shape, "value")
            else str(best.reading.shape),
            wilds=wild_text(best.reading),
            not_counted=best.not_counted,
            notes=tuple(notes),
        )


def readings(
    naturals: tuple[int, ...], n_wild: int, melds: tuple[Meld, ...], wild: Tile | None
) -> list[GroupReading]:
    """Four sets and a pair, 十三幺, and 七对 (whose lone wild pairs may be any tile: T10 limits them)."""
    free_sets, free_pairs = free_identities(wild)
    out = group_readings(
        naturals, n_wild, melds, thirteen_orphans=True, free_sets=free_sets, free_pairs=free_pairs
    )
    if not melds:
        pairs = pair_identities(naturals, wild)
        out += [GroupReading(PAIRS, g) for g in seven_pairs_readings(naturals, n_wild, pairs)]
    return out


def pair_identities(naturals: tuple[int, ...], wild: Tile | None) -> tuple[Tile, ...]:
    """What a pair of two wilds may stand for in 七对, narrowed to identities that can change the score.

    Seven pairs read a tile only as its class (a suit's 1 and 9, a suit's
    middle tiles, the honors) and whether it pairs a tile held already (a
    four: 豪华七对, T10).  With at most two such pairs, each class needs the
    wild kind (T11), every tile held once or twice, and two tiles not held.
    """
    out: list[Tile] = []
    spare: dict[object, int] = {}
    for t in range(34):
        held = naturals[t]
        cls: object = "honor" if t >= 27 else (t // 9, t % 9 in (0, 8))
        if t == wild or held in (1, 2):
            out.append(t)
        elif held == 0 and spare.get(cls, 0) < 2:
            spare[cls] = spare.get(cls, 0) + 1
            out.append(t)
    return tuple(out)


def hand_patterns(ctx: SystemContext) -> list[str]:
    """The patterns of how the hand was won, the same for every reading."""
    events = [
        ("抢杠胡", ctx.kong and not ctx.self_drawn),
        ("杠上开花", ctx.kong and ctx.self_drawn),
        ("杠上炮", ctx.after_kong),
        ("海底捞月", ctx.last_tile and ctx.self_drawn),
        ("天胡", ctx.heavenly),
        ("地胡", ctx.earthly),
    ]
    return [zh for zh, on in events if on]


def signature(reading: GroupReading) -> tuple[object, ...]:
    """What the table reads of a reading: its shape and its groups as tiles, wilds resolved."""
    if reading.shape is ORPHANS:
        return (ORPHANS,)
    return (reading.shape, *sorted((g.kind, g.tile) for g in reading.groups))


def best_reading(
    found: list[GroupReading], ctx: SystemContext, rules: Rules, wild: Tile | None
) -> Judged | None:
    """The reading that counts (T11): highest total, then highest single pattern, then fewest wilds
    standing for other tiles, then the first in notation order (``str(reading)``).

    Readings that differ only in which copies are wild read the same tiles, so
    each set of tiles is judged once.
    """
    judged: dict[tuple[object, ...], tuple[tuple[str, ...], tuple[str, ...], int, int]] = {}
    best: list[tuple[GroupReading, tuple[str, ...], tuple[str, ...]]] = []
    best_key = (0, 0, 0)
    for reading in found:
        sig = signature(reading)
        if sig not in judged:
            judged[sig] = judge_reading(reading, ctx, rules)
        shown, counted, total, top = judged[sig]
        key = (total, top, -sum(1 for t in reading.wilds if t != wild))
        if not best or key > best_key:
            best, best_key = [(reading, shown, counted)], key
        elif key == best_key:
            best.append((reading, shown, counted))
    if not best:
        return None
    reading, shown, counted = min(best, key=lambda b: str(b[0]))
    dropped = not_counted(shown, rules)
    if reading.shape is FOUR and counted != (CHICKEN,):
        why = "T4: 鸡胡 only when no other pattern" if counted else "switched off by house rules"
        dropped += (NotCounted(CHICKEN, rules.pattern(CHICKEN).en, why),)
    return Judged(best_key, reading, counted, dropped)


def judge_reading(
    reading: GroupReading, ctx: SystemContext, rules: Rules
) -> tuple[tuple[str, ...], tuple[str, ...], int, int]:
    """The patterns one reading shows, those that count (鸡胡 only when nothing else does: T4),
    their sum and the highest."""
    f = facts(reading)
    shown = sorted(
        [zh for zh, holds in SHAPE_PATTERNS[reading.shape] if holds(f)] + hand_patterns(ctx),
        key=ROW.__getitem__,
    )
    counted, _ = judge_patterns(shown, rules)
    if not counted and reading.shape is FOUR and rules.on(CHICKEN):
        counted = [CHICKEN]
    values = [rules.value(zh) for zh in counted]
    return tuple(shown), tuple(counted), sum(values), max(values, default=0)


def win_transfers(ctx: SystemContext, total: int) -> list[Transfer]:
    """T8: self-drawn, each other seat pays ``total``; else the discarder (or the robbed) does."""
    winner = ctx.seat_wind
    if ctx.self_drawn:
        return from_each(others("ESWN", winner), winner, total)
    discarder = ctx.discarder_seat()
    assert discarder is not None
    return [(discarder, winner, total)]


def horse_transfers(ctx: SystemContext, paid: list[Transfer]) -> list[Transfer]:
    """T9: a horse on the winner earns its holder what each payer paid; on a payer, its holder pays that."""
    winner = ctx.seat_wind
    paid_by = {payer: amount for payer, _, amount in paid}
    out: list[Transfer] = []
    for holder, tiles in ctx.horses:
        for tile in tiles:
            target = horse_target(tile, winner)
            if target == winner:
                out += [(payer, holder, amount) for payer, amount in paid_by.items()]
            elif target in paid_by:
                out.append((holder, winner, paid_by[target]))
    return out


def kong_transfers(melds: tuple[Meld, ...], winner: int, base: int) -> list[Transfer]:
    """杠钱 for the winner's kongs: melded 3 × base from the supplier; promoted 1, concealed 2 from each."""
    out: list[Transfer] = []
    for m in melds:
        if m.kind is not MeldKind.KONG:
            continue
        if m.offer == CONCEALED:
            out += from_each(others("ESWN", winner), winner, 2 * base)
        elif m.offer in PROMOTED_OFFERS:
            out += from_each(others("ESWN", winner), winner, base)
        else:
            out.append((supplier(winner, m.offer), winner, 3 * base))
    return out


def supplier(winner: int, offer: int) -> int:
    """The seat an offer names: 1 left (上家), 2 across, 3 right (下家); promoted 5-7 likewise."""
    return (winner + {1: -1, 2: 2, 3: 1}[offer % 4]) % 4


SYSTEM = TuiDaoHu()
