"""The 81 fans of the 1998 rules, declared once.

``FANS`` is the single source of truth for a fan's number, names, points and
the fans it excludes (不计).  The detectors say which fans a reading shows;
``exclusions.py`` applies the ``excludes`` column.
"""

import enum
from collections.abc import Callable
from enum import IntEnum
from types import SimpleNamespace
from typing import TYPE_CHECKING, NamedTuple, TypeVar

_T = TypeVar("_T")

if TYPE_CHECKING or not hasattr(enum, "_simple_enum"):
    _Base = IntEnum

    def _enum(cls: _T) -> _T:
        return cls

else:  # Python 3.11+: the standard library's own quick way to build an enum (http.HTTPStatus uses it)
    _Base = object
    _enum: Callable[[type], type] = enum._simple_enum(IntEnum)


@_enum
class FanId(_Base):  # type: ignore[valid-type,misc,unused-ignore]
    """Fan numbers 1-81 of the official table.

    An ``IntEnum``; built with ``enum._simple_enum`` where Python has it,
    which makes the 81 members in a third of the time a class statement
    takes (every ``mcr`` command imports this table).
    """

    BIG_FOUR_WINDS = 1
    BIG_THREE_DRAGONS = 2
    ALL_GREEN = 3
    NINE_GATES = 4
    FOUR_KONGS = 5
    SEVEN_SHIFTED_PAIRS = 6
    THIRTEEN_ORPHANS = 7
    ALL_TERMINALS = 8
    LITTLE_FOUR_WINDS = 9
    LITTLE_THREE_DRAGONS = 10
    ALL_HONORS = 11
    FOUR_CONCEALED_PUNGS = 12
    PURE_TERMINAL_CHOWS = 13
    QUADRUPLE_CHOW = 14
    FOUR_PURE_SHIFTED_PUNGS = 15
    FOUR_PURE_SHIFTED_CHOWS = 16
    THREE_KONGS = 17
    ALL_TERMINALS_AND_HONORS = 18
    SEVEN_PAIRS = 19
    GREATER_HONORS_AND_KNITTED = 20
    ALL_EVEN_PUNGS = 21
    FULL_FLUSH = 22
    PURE_TRIPLE_CHOW = 23
    PURE_SHIFTED_PUNGS = 24
    UPPER_TILES = 25
    MIDDLE_TILES = 26
    LOWER_TILES = 27
    PURE_STRAIGHT = 28
    THREE_SUITED_TERMINAL_CHOWS = 29
    PURE_SHIFTED_CHOWS = 30
    ALL_FIVES = 31
    TRIPLE_PUNG = 32
    THREE_CONCEALED_PUNGS = 33
    LESSER_HONORS_AND_KNITTED = 34
    KNITTED_STRAIGHT = 35
    UPPER_FOUR = 36
    LOWER_FOUR = 37
    BIG_THREE_WINDS = 38
    MIXED_STRAIGHT = 39
    REVERSIBLE_TILES = 40
    MIXED_TRIPLE_CHOW = 41
    MIXED_SHIFTED_PUNGS = 42
    CHICKEN_HAND = 43
    LAST_TILE_DRAW = 44
    LAST_TILE_CLAIM = 45
    OUT_WITH_REPLACEMENT_TILE = 46
    ROBBING_THE_KONG = 47
    ALL_PUNGS = 48
    HALF_FLUSH = 49
    MIXED_SHIFTED_CHOWS = 50
    ALL_TYPES = 51
    MELDED_HAND = 52
    TWO_CONCEALED_KONGS = 53
    TWO_DRAGON_PUNGS = 54
    OUTSIDE_HAND = 55
    FULLY_CONCEALED_HAND = 56
    TWO_MELDED_KONGS = 57
    LAST_TILE = 58
    DRAGON_PUNG = 59
    PREVALENT_WIND = 60
    SEAT_WIND = 61
    CONCEALED_HAND = 62
    ALL_CHOWS = 63
    TILE_HOG = 64
    DOUBLE_PUNG = 65
    TWO_CONCEALED_PUNGS = 66
    CONCEALED_KONG = 67
    ALL_SIMPLES = 68
    PURE_DOUBLE_CHOW = 69
    MIXED_DOUBLE_CHOW = 70
    SHORT_STRAIGHT = 71
    TWO_TERMINAL_CHOWS = 72
    PUNG_OF_TERMINALS_OR_HONORS = 73
    MELDED_KONG = 74
    ONE_VOIDED_SUIT = 75
    NO_HONORS = 76
    EDGE_WAIT = 77
    CLOSED_WAIT = 78
    SINGLE_WAIT = 79
    SELF_DRAWN = 80
    FLOWER_TILES = 81


if TYPE_CHECKING:
    Fan = FanId
else:
    Fan = SimpleNamespace(**{f.name: f.value for f in FanId})
"""The fan numbers as plain ints, by the same names: ``fans[Fan.SELF_DRAWN]``.

The detectors index count lists in their hot loops, where an ``IntEnum``
member costs an attribute look-up and an ``__index__`` call each time
(four times a plain int).  To the type checker it is ``FanId`` itself.
"""


class FanDef(NamedTuple):
    """One fan: number, names, the value of one, and what it excludes (不计)."""

    id: FanId
    zh: str
    en: str
    points: int
    excludes: tuple[FanId, ...] = ()


F = FanId

# Concealed-only shapes never count 门前清 and, self-drawn, count 自摸 rather
# than 不求人 (ruling 6).
_CONCEALED_SHAPE = (F.CONCEALED_HAND, F.FULLY_CONCEALED_HAND)

# fmt: off
_TABLE: tuple[FanDef, ...] = (
    FanDef(F.BIG_FOUR_WINDS, "大四喜", "Big Four Winds", 88,
           (F.BIG_THREE_WINDS, F.LITTLE_FOUR_WINDS, F.PREVALENT_WIND, F.SEAT_WIND, F.ALL_PUNGS)),
    FanDef(F.BIG_THREE_DRAGONS, "大三元", "Big Three Dragons", 88,
           (F.LITTLE_THREE_DRAGONS, F.TWO_DRAGON_PUNGS, F.DRAGON_PUNG)),
    FanDef(F.ALL_GREEN, "绿一色", "All Green", 88, (F.HALF_FLUSH,)),
    FanDef(F.NINE_GATES, "九莲宝灯", "Nine Gates", 88,
           (F.FULL_FLUSH, *_CONCEALED_SHAPE, F.NO_HONORS)),
    FanDef(F.FOUR_KONGS, "四杠", "Four Kongs", 88,
           (F.THREE_KONGS, F.TWO_CONCEALED_KONGS, F.TWO_MELDED_KONGS, F.CONCEALED_KONG, F.MELDED_KONG,
            F.ALL_PUNGS, F.SINGLE_WAIT)),
    FanDef(F.SEVEN_SHIFTED_PAIRS, "连七对", "Seven Shifted Pairs", 88,
           (F.SEVEN_PAIRS, F.FULL_FLUSH, *_CONCEALED_SHAPE, F.SINGLE_WAIT, F.NO_HONORS)),
    FanDef(F.THIRTEEN_ORPHANS, "十三幺", "Thirteen Orphans", 88,
           (F.ALL_TYPES, *_CONCEALED_SHAPE, F.SINGLE_WAIT)),
    FanDef(F.ALL_TERMINALS, "清幺九", "All Terminals", 64,
           (F.ALL_TERMINALS_AND_HONORS, F.ALL_PUNGS, F.DOUBLE_PUNG, F.PUNG_OF_TERMINALS_OR_HONORS,
            F.OUTSIDE_HAND, F.NO_HONORS)),
    FanDef(F.LITTLE_FOUR_WINDS, "小四喜", "Little Four Winds", 64, (F.BIG_THREE_WINDS,)),
    FanDef(F.LITTLE_THREE_DRAGONS, "小三元", "Little Three Dragons", 64, (F.TWO_DRAGON_PUNGS, F.DRAGON_PUNG)),
    FanDef(F.ALL_HONORS, "字一色", "All Honors", 64,
           (F.ALL_TERMINALS_AND_HONORS, F.ALL_PUNGS, F.PUNG_OF_TERMINALS_OR_HONORS, F.OUTSIDE_HAND)),
    FanDef(F.FOUR_CONCEALED_PUNGS, "四暗刻", "Four Concealed Pungs", 64,
           (F.THREE_CONCEALED_PUNGS, F.TWO_CONCEALED_PUNGS, F.ALL_PUNGS, *_CONCEALED_SHAPE)),
    FanDef(F.PURE_TERMINAL_CHOWS, "一色双龙会", "Pure Terminal Chows", 64,
           (F.SEVEN_PAIRS, F.FULL_FLUSH, F.ALL_CHOWS, F.PURE_DOUBLE_CHOW, F.TWO_TERMINAL_CHOWS,
            F.NO_HONORS)),
    FanDef(F.QUADRUPLE_CHOW, "一色四同顺", "Quadruple Chow", 48,
           (F.PURE_TRIPLE_CHOW, F.PURE_SHIFTED_PUNGS, F.PURE_DOUBLE_CHOW, F.TILE_HOG)),
    FanDef(F.FOUR_PURE_SHIFTED_PUNGS, "一色四节高", "Four Pure Shifted Pungs", 48,
           (F.PURE_TRIPLE_CHOW, F.PURE_SHIFTED_PUNGS, F.ALL_PUNGS)),
    FanDef(F.FOUR_PURE_SHIFTED_CHOWS, "一色四步高", "Four Pure Shifted Chows", 32,
           (F.PURE_SHIFTED_CHOWS,)),
    FanDef(F.THREE_KONGS, "三杠", "Three Kongs", 32,
           (F.TWO_CONCEALED_KONGS, F.TWO_MELDED_KONGS, F.CONCEALED_KONG, F.MELDED_KONG)),
    FanDef(F.ALL_TERMINALS_AND_HONORS, "混幺九", "All Terminals and Honors", 32,
           (F.ALL_PUNGS, F.PUNG_OF_TERMINALS_OR_HONORS, F.OUTSIDE_HAND)),
    FanDef(F.SEVEN_PAIRS, "七对", "Seven Pairs", 24, (*_CONCEALED_SHAPE, F.SINGLE_WAIT)),
    FanDef(F.GREATER_HONORS_AND_KNITTED, "七星不靠", "Greater Honors and Knitted Tiles", 24,
           (F.LESSER_HONORS_AND_KNITTED, F.ALL_TYPES, *_CONCEALED_SHAPE, F.SINGLE_WAIT)),
    FanDef(F.ALL_EVEN_PUNGS, "全双刻", "All Even Pungs", 24, (F.ALL_PUNGS, F.ALL_SIMPLES, F.NO_HONORS)),
    FanDef(F.FULL_FLUSH, "清一色", "Full Flush", 24, (F.NO_HONORS,)),
    FanDef(F.PURE_TRIPLE_CHOW, "一色三同顺", "Pure Triple Chow", 24,
           (F.PURE_SHIFTED_PUNGS, F.PURE_DOUBLE_CHOW)),
    FanDef(F.PURE_SHIFTED_PUNGS, "一色三节高", "Pure Shifted Pungs", 24, (F.PURE_TRIPLE_CHOW,)),
    FanDef(F.UPPER_TILES, "全大", "Upper Tiles", 24, (F.UPPER_FOUR, F.NO_HONORS)),
    FanDef(F.MIDDLE_TILES, "全中", "Middle Tiles", 24, (F.ALL_SIMPLES, F.NO_HONORS)),
    FanDef(F.LOWER_TILES, "全小", "Lower Tiles", 24, (F.LOWER_FOUR, F.NO_HONORS)),
    FanDef(F.PURE_STRAIGHT, "清龙", "Pure Straight", 16, (F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS)),
    FanDef(F.THREE_SUITED_TERMINAL_CHOWS, "三色双龙会", "Three-Suited Terminal Chows", 16,
           (F.MIXED_DOUBLE_CHOW, F.TWO_TERMINAL_CHOWS, F.NO_HONORS, F.ALL_CHOWS)),
    FanDef(F.PURE_SHIFTED_CHOWS, "一色三步高", "Pure Shifted Chows", 16),
    FanDef(F.ALL_FIVES, "全带五", "All Fives", 16, (F.ALL_SIMPLES, F.NO_HONORS)),
    FanDef(F.TRIPLE_PUNG, "三同刻", "Triple Pung", 16, (F.DOUBLE_PUNG,)),
    FanDef(F.THREE_CONCEALED_PUNGS, "三暗刻", "Three Concealed Pungs", 16, (F.TWO_CONCEALED_PUNGS,)),
    FanDef(F.LESSER_HONORS_AND_KNITTED, "全不靠", "Lesser Honors and Knitted Tiles", 12,
           (F.ALL_TYPES, *_CONCEALED_SHAPE, F.SINGLE_WAIT)),
    FanDef(F.KNITTED_STRAIGHT, "组合龙", "Knitted Straight", 12),
    FanDef(F.UPPER_FOUR, "大于五", "Upper Four", 12, (F.NO_HONORS,)),
    FanDef(F.LOWER_FOUR, "小于五", "Lower Four", 12, (F.NO_HONORS,)),
    FanDef(F.BIG_THREE_WINDS, "三风刻", "Big Three Winds", 12),
    FanDef(F.MIXED_STRAIGHT, "花龙", "Mixed Straight", 8),
    FanDef(F.REVERSIBLE_TILES, "推不倒", "Reversible Tiles", 8, (F.ONE_VOIDED_SUIT,)),
    FanDef(F.MIXED_TRIPLE_CHOW, "三色三同顺", "Mixed Triple Chow", 8, (F.MIXED_DOUBLE_CHOW,)),
    FanDef(F.MIXED_SHIFTED_PUNGS, "三色三节高", "Mixed Shifted Pungs", 8),
    FanDef(F.CHICKEN_HAND, "无番和", "Chicken Hand", 8),
    FanDef(F.LAST_TILE_DRAW, "妙手回春", "Last Tile Draw", 8, (F.SELF_DRAWN,)),
    FanDef(F.LAST_TILE_CLAIM, "海底捞月", "Last Tile Claim", 8),
    FanDef(F.OUT_WITH_REPLACEMENT_TILE, "杠上开花", "Out with Replacement Tile", 8, (F.SELF_DRAWN,)),
    FanDef(F.ROBBING_THE_KONG, "抢杠和", "Robbing the Kong", 8, (F.LAST_TILE,)),
    FanDef(F.ALL_PUNGS, "碰碰和", "All Pungs", 6),
    FanDef(F.HALF_FLUSH, "混一色", "Half Flush", 6),
    FanDef(F.MIXED_SHIFTED_CHOWS, "三色三步高", "Mixed Shifted Chows", 6),
    FanDef(F.ALL_TYPES, "五门齐", "All Types", 6),
    FanDef(F.MELDED_HAND, "全求人", "Melded Hand", 6, (F.SINGLE_WAIT,)),
    FanDef(F.TWO_CONCEALED_KONGS, "双暗杠", "Two Concealed Kongs", 6,
           (F.TWO_CONCEALED_PUNGS, F.CONCEALED_KONG)),
    FanDef(F.TWO_DRAGON_PUNGS, "双箭刻", "Two Dragon Pungs", 6, (F.DRAGON_PUNG,)),
    FanDef(F.OUTSIDE_HAND, "全带幺", "Outside Hand", 4),
    FanDef(F.FULLY_CONCEALED_HAND, "不求人", "Fully Concealed Hand", 4, (F.CONCEALED_HAND, F.SELF_DRAWN)),
    FanDef(F.TWO_MELDED_KONGS, "双明杠", "Two Melded Kongs", 4, (F.MELDED_KONG,)),
    FanDef(F.LAST_TILE, "和绝张", "Last Tile", 4),
    FanDef(F.DRAGON_PUNG, "箭刻", "Dragon Pung", 2),
    FanDef(F.PREVALENT_WIND, "圈风刻", "Prevalent Wind", 2),
    FanDef(F.SEAT_WIND, "门风刻", "Seat Wind", 2),
    FanDef(F.CONCEALED_HAND, "门前清", "Concealed Hand", 2),
    FanDef(F.ALL_CHOWS, "平和", "All Chows", 2, (F.NO_HONORS,)),
    FanDef(F.TILE_HOG, "四归一", "Tile Hog", 2),
    FanDef(F.DOUBLE_PUNG, "双同刻", "Double Pung", 2),
    FanDef(F.TWO_CONCEALED_PUNGS, "双暗刻", "Two Concealed Pungs", 2),
    FanDef(F.CONCEALED_KONG, "暗杠", "Concealed Kong", 2),
    FanDef(F.ALL_SIMPLES, "断幺", "All Simples", 2, (F.NO_HONORS,)),
    FanDef(F.PURE_DOUBLE_CHOW, "一般高", "Pure Double Chow", 1),
    FanDef(F.MIXED_DOUBLE_CHOW, "喜相逢", "Mixed Double Chow", 1),
    FanDef(F.SHORT_STRAIGHT, "连六", "Short Straight", 1),
    FanDef(F.TWO_TERMINAL_CHOWS, "老少副", "Two Terminal Chows", 1),
    FanDef(F.PUNG_OF_TERMINALS_OR_HONORS, "幺九刻", "Pung of Terminals or Honors", 1),
    FanDef(F.MELDED_KONG, "明杠", "Melded Kong", 1),
    FanDef(F.ONE_VOIDED_SUIT, "缺一门", "One Voided Suit", 1),
    FanDef(F.NO_HONORS, "无字", "No Honors", 1),
    FanDef(F.EDGE_WAIT, "边张", "Edge Wait", 1),
    FanDef(F.CLOSED_WAIT, "坎张", "Closed Wait", 1),
    FanDef(F.SINGLE_WAIT, "单钓将", "Single Wait", 1),
    FanDef(F.SELF_DRAWN, "自摸", "Self-Drawn", 1),
    FanDef(F.FLOWER_TILES, "花牌", "Flower Tiles", 1),
)
# fmt: on

FANS: dict[FanId, FanDef] = {f.id: f for f in _TABLE}
"""Every fan by number, 1 to 81 in table order (highest value first)."""

assert list(FANS) == list(FanId), "the table must list every fan once, in order"

POINTS: tuple[int, ...] = (0, *(f.points for f in _TABLE))
"""Points of one of each fan, indexed by fan number (the scorer's hot path avoids enum look-ups)."""

EXCLUDES: tuple[tuple[int, ...], ...] = ((), *(tuple(int(x) for x in f.excludes) for f in _TABLE))
"""``FANS[i].excludes`` as plain numbers, indexed by fan number."""

FAN_JSON: tuple[dict[str, object], ...] = (
    {},
    *({"id": int(f.id), "zh": f.zh, "en": f.en, "points": f.points} for f in _TABLE),
)
"""Each fan as ``mcr score --json`` shows it, less its ``count``, indexed by fan number (copy before use)."""
