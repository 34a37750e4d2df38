"""推倒胡's table: the 22 rows as data, and the predicates that say which rows a reading shows.

Kept apart from the search over readings (``reading``) and the money
(``money``) because it is the part a reader checks against the source's
番型 list: every name, value and 不计 is here, and 不计 plus house rules are
applied by the systems' one rule (``systems/exclusion.py``), from the table's ``excludes``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ...model.readings import Shape
from ...model.tiles import DRAGONS, WINDS, Tile
from ...model.wilds import CHOW, PAIR, GroupReading
from ...model.wilds import ORPHANS as ORPHAN_GROUP
from ..base import Pattern

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

EXCLUDES = {p.zh: p.excludes for p in PATTERNS}
"""What each pattern does not also count (house rules change values, never 不计)."""
