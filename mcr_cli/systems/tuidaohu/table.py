"""推倒胡's table: the 22 rows as data, each beside the predicate that says whether a reading shows it.

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
from ..context import WinContext

FOUR, PAIRS, ORPHANS = Shape.FOUR_SETS, Shape.SEVEN_PAIRS, Shape.THIRTEEN_ORPHANS


class Facts(NamedTuple):
    """What the predicates read of one reading, gathered in one pass over its groups.

    The predicates are those of ``traits`` (清一色 = one suit, no honors, …),
    asked of these facts rather than of the reading: a hand with four wilds
    has hundreds of readings, and each trait would walk the tiles again.
    """

    shape: Shape
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
            return Facts(ORPHANS, 7, True, True, False, False, frozenset(), None, False)
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
    return Facts(reading.shape, suits, honors, terminals, simples, chow, frozenset(pungs), pair, fours)


Predicate = Callable[[Facts, WinContext], bool]
"""Whether a reading (its ``Facts``) won as the context says shows the row's pattern."""


def _one_suit(f: Facts) -> bool:
    return f.suits in (1, 2, 4)


def _dragons(f: Facts) -> int:
    return len(f.pungs & DRAGON_SET)


def _winds(f: Facts) -> int:
    return len(f.pungs & WIND_SET)


DRAGON_SET, WIND_SET = frozenset(DRAGONS), frozenset(WINDS)

ROWS: tuple[tuple[Pattern, Predicate | None], ...] = (
    (Pattern("鸡胡", "Chicken Hand", 2, "fan", "four sets and a pair with no other pattern", (), "T4"), None),
    (
        Pattern("碰碰胡", "All Pungs", 8, "fan", "four pungs or kongs and a pair"),
        lambda f, c: f.shape is FOUR and not f.chow,
    ),
    (
        Pattern("混一色", "Half Flush", 8, "fan", "one suit and honors (both present)"),
        lambda f, c: _one_suit(f) and f.honors,
    ),
    (
        Pattern("抢杠胡", "Robbing the Kong", 8, "fan", "won on the tile another player added to a pung"),
        lambda f, c: c.kong and not c.self_drawn,
    ),
    (
        Pattern("杠上开花", "Out on a Kong", 8, "fan", "self-drawn on a kong's replacement tile"),
        lambda f, c: c.kong and c.self_drawn,
    ),
    (
        Pattern(
            "杠上炮",
            "Discard after a Kong",
            8,
            "fan",
            "won on the discard a player made right after his kong",
        ),
        lambda f, c: c.after_kong,
    ),
    (
        Pattern("海底捞月", "Last Tile", 8, "fan", "self-drawn the wall's last tile"),
        lambda f, c: c.last_tile and c.self_drawn,
    ),
    (
        Pattern("清一色", "Full Flush", 16, "fan", "one suit, no honors"),
        lambda f, c: _one_suit(f) and not f.honors,
    ),
    (Pattern("七对", "Seven Pairs", 16, "fan", "seven pairs", (), "T10"), lambda f, c: f.shape is PAIRS),
    (
        Pattern(
            "豪华七对", "Luxury Seven Pairs", 32, "fan", "seven pairs with four of one tile", ("七对",), "T10"
        ),
        lambda f, c: f.shape is PAIRS and f.fours,
    ),
    (
        Pattern(
            "混幺九", "Terminals and Honors", 32, "fan", "only 1s, 9s and honors (both present)", ("碰碰胡",)
        ),
        lambda f, c: not f.simples and f.honors and f.terminals,  # 十三幺 shows it too (T5)
    ),
    (
        Pattern("小三元", "Little Three Dragons", 48, "fan", "two dragon pungs/kongs and a dragon pair"),
        lambda f, c: _dragons(f) == 2 and f.pair in DRAGON_SET and f.pair not in f.pungs,
    ),
    (
        Pattern("小四喜", "Little Four Winds", 48, "fan", "three wind pungs/kongs and a wind pair"),
        lambda f, c: _winds(f) == 3 and f.pair in WIND_SET and f.pair not in f.pungs,
    ),
    (Pattern("字一色", "All Honors", 64, "fan", "honors only", ("碰碰胡",)), lambda f, c: not f.suits),
    (
        Pattern("清幺九", "All Terminals", 64, "fan", "only 1s and 9s", ("碰碰胡", "混幺九")),
        lambda f, c: not f.simples and not f.honors,
    ),
    (
        Pattern("天胡", "Heavenly Hand", 64, "fan", "the dealer wins on his dealt tiles", (), "T6"),
        lambda f, c: c.heavenly,
    ),
    (
        Pattern("地胡", "Earthly Hand", 64, "fan", "a non-dealer self-draws his first tile", (), "T6"),
        lambda f, c: c.earthly,
    ),
    (
        Pattern(
            "十三幺",
            "Thirteen Orphans",
            88,
            "fan",
            "one of each 1, 9 and honor, one paired",
            ("混幺九",),
            "T5",
        ),
        lambda f, c: f.shape is ORPHANS,
    ),
    (
        Pattern("大三元", "Big Three Dragons", 88, "fan", "three dragon pungs/kongs", ("小三元",)),
        lambda f, c: _dragons(f) == 3,
    ),
    (
        Pattern("大四喜", "Big Four Winds", 88, "fan", "four wind pungs/kongs", ("碰碰胡", "小四喜")),
        lambda f, c: _winds(f) == 4,
    ),
    (Pattern("自摸", "Self-Drawn", 2, "factor", "the winner drew the winning tile", (), "T7"), None),
    (Pattern("硬胡", "No Wilds", 2, "factor", "no copy of the wild tile in the hand", (), "T3"), None),
)
"""The table, each row beside the predicate that shows it on a reading: 20 additive rows as the
source lists them, then the two doublings (翻倍).  鸡胡 has no predicate (it is "no other pattern",
``reading.judge_reading``: T4), nor have the doublings (the hand's, ``system.settle``: T3, T7)."""

PATTERNS: tuple[Pattern, ...] = tuple(p for p, _ in ROWS)
"""The table's rows alone, as the ``System`` lists them."""
DETECTED: tuple[tuple[str, Predicate], ...] = tuple((p.zh, holds) for p, holds in ROWS if holds is not None)
"""The rows a reading shows, in the table's order: what ``judge_reading`` asks."""

CHICKEN = "鸡胡"

EXCLUDES = {p.zh: p.excludes for p in PATTERNS}
"""What each pattern does not also count (house rules change values, never 不计)."""
