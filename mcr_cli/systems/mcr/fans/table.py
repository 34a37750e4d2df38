"""The 81 fans of the 1998 rules as plain data: numbers, names, points and 不计, declared once.

This is the one table, in two parts: ``Fan`` names the 81 numbers, and
``ROWS`` gives each number its names, its points and what it excludes.
Everything else about a fan is made from them: the public ``FanId`` (from
``Fan``'s names) and ``FANS`` (from ``ROWS``) in ``catalogue.py``, MCR's
patterns in ``system.py``, and the plain columns below, which the scorer's
hot path reads as numbers (``POINTS``, ``EXCLUDES``, ``FAN_JSON``).  Keeping
the enum out of this module means ``mcr score --json`` never builds it (81
enum members are a tenth of the start-up), and the compiled build reads
constants.
"""

from typing import Final


class Fan:
    """The fan numbers as plain ints, the one list of the 81 names: ``fans[Fan.SELF_DRAWN]``.

    ``FanId`` is made from these names and numbers, in this order, so the two
    cannot differ.  They are written out as ``Final`` ints, not made from
    data, because the detectors index count lists in their hot loops, where an
    ``IntEnum`` member costs an attribute look-up and an ``__index__`` call
    each time (four times a plain int); compiled, these are constants.
    """

    BIG_FOUR_WINDS: Final = 1
    BIG_THREE_DRAGONS: Final = 2
    ALL_GREEN: Final = 3
    NINE_GATES: Final = 4
    FOUR_KONGS: Final = 5
    SEVEN_SHIFTED_PAIRS: Final = 6
    THIRTEEN_ORPHANS: Final = 7
    ALL_TERMINALS: Final = 8
    LITTLE_FOUR_WINDS: Final = 9
    LITTLE_THREE_DRAGONS: Final = 10
    ALL_HONORS: Final = 11
    FOUR_CONCEALED_PUNGS: Final = 12
    PURE_TERMINAL_CHOWS: Final = 13
    QUADRUPLE_CHOW: Final = 14
    FOUR_PURE_SHIFTED_PUNGS: Final = 15
    FOUR_PURE_SHIFTED_CHOWS: Final = 16
    THREE_KONGS: Final = 17
    ALL_TERMINALS_AND_HONORS: Final = 18
    SEVEN_PAIRS: Final = 19
    GREATER_HONORS_AND_KNITTED: Final = 20
    ALL_EVEN_PUNGS: Final = 21
    FULL_FLUSH: Final = 22
    PURE_TRIPLE_CHOW: Final = 23
    PURE_SHIFTED_PUNGS: Final = 24
    UPPER_TILES: Final = 25
    MIDDLE_TILES: Final = 26
    LOWER_TILES: Final = 27
    PURE_STRAIGHT: Final = 28
    THREE_SUITED_TERMINAL_CHOWS: Final = 29
    PURE_SHIFTED_CHOWS: Final = 30
    ALL_FIVES: Final = 31
    TRIPLE_PUNG: Final = 32
    THREE_CONCEALED_PUNGS: Final = 33
    LESSER_HONORS_AND_KNITTED: Final = 34
    KNITTED_STRAIGHT: Final = 35
    UPPER_FOUR: Final = 36
    LOWER_FOUR: Final = 37
    BIG_THREE_WINDS: Final = 38
    MIXED_STRAIGHT: Final = 39
    REVERSIBLE_TILES: Final = 40
    MIXED_TRIPLE_CHOW: Final = 41
    MIXED_SHIFTED_PUNGS: Final = 42
    CHICKEN_HAND: Final = 43
    LAST_TILE_DRAW: Final = 44
    LAST_TILE_CLAIM: Final = 45
    OUT_WITH_REPLACEMENT_TILE: Final = 46
    ROBBING_THE_KONG: Final = 47
    ALL_PUNGS: Final = 48
    HALF_FLUSH: Final = 49
    MIXED_SHIFTED_CHOWS: Final = 50
    ALL_TYPES: Final = 51
    MELDED_HAND: Final = 52
    TWO_CONCEALED_KONGS: Final = 53
    TWO_DRAGON_PUNGS: Final = 54
    OUTSIDE_HAND: Final = 55
    FULLY_CONCEALED_HAND: Final = 56
    TWO_MELDED_KONGS: Final = 57
    LAST_TILE: Final = 58
    DRAGON_PUNG: Final = 59
    PREVALENT_WIND: Final = 60
    SEAT_WIND: Final = 61
    CONCEALED_HAND: Final = 62
    ALL_CHOWS: Final = 63
    TILE_HOG: Final = 64
    DOUBLE_PUNG: Final = 65
    TWO_CONCEALED_PUNGS: Final = 66
    CONCEALED_KONG: Final = 67
    ALL_SIMPLES: Final = 68
    PURE_DOUBLE_CHOW: Final = 69
    MIXED_DOUBLE_CHOW: Final = 70
    SHORT_STRAIGHT: Final = 71
    TWO_TERMINAL_CHOWS: Final = 72
    PUNG_OF_TERMINALS_OR_HONORS: Final = 73
    MELDED_KONG: Final = 74
    ONE_VOIDED_SUIT: Final = 75
    NO_HONORS: Final = 76
    EDGE_WAIT: Final = 77
    CLOSED_WAIT: Final = 78
    SINGLE_WAIT: Final = 79
    SELF_DRAWN: Final = 80
    FLOWER_TILES: Final = 81


Row = tuple[int, str, str, int, tuple[int, ...]]
"""One fan: its number (``Fan``'s), Chinese and English names, the value of one, what it excludes (不计).

A plain tuple, not a class of its own: the one row type of a fan is the
public ``FanDef`` (``catalogue.py``), which holds ``FanId`` members and so
cannot be built here, on the start-up path of every command.
"""

F = Fan

# Concealed-only shapes never count 门前清 and, self-drawn, count 自摸 rather
# than 不求人 (ruling 6).
_CONCEALED_SHAPE = (F.CONCEALED_HAND, F.FULLY_CONCEALED_HAND)

# fmt: off
ROWS: Final[tuple[Row, ...]] = (
    (F.BIG_FOUR_WINDS, "大四喜", "Big Four Winds", 88,
     (F.BIG_THREE_WINDS, F.LITTLE_FOUR_WINDS, F.PREVALENT_WIND, F.SEAT_WIND, F.ALL_PUNGS)),
    (F.BIG_THREE_DRAGONS, "大三元", "Big Three Dragons", 88,
     (F.LITTLE_THREE_DRAGONS, F.TWO_DRAGON_PUNGS, F.DRAGON_PUNG)),
    (F.ALL_GREEN, "绿一色", "All Green", 88, (F.HALF_FLUSH,)),
    (F.NINE_GATES, "九莲宝灯", "Nine Gates", 88,
     (F.FULL_FLUSH, *_CONCEALED_SHAPE, F.NO_HONORS)),
    (F.FOUR_KONGS, "四杠", "Four Kongs", 88,
     (F.THREE_KONGS, F.TWO_CONCEALED_KONGS, F.TWO_MELDED_KONGS, F.CONCEALED_KONG, F.MELDED_KONG,
      F.ALL_PUNGS, F.SINGLE_WAIT)),
    (F.SEVEN_SHIFTED_PAIRS, "连七对", "Seven Shifted Pairs", 88,
     (F.SEVEN_PAIRS, F.FULL_FLUSH, *_CONCEALED_SHAPE, F.SINGLE_WAIT, F.NO_HONORS)),
    (F.THIRTEEN_ORPHANS, "十三幺", "Thirteen Orphans", 88,
     (F.ALL_TYPES, *_CONCEALED_SHAPE, F.SINGLE_WAIT)),
    (F.ALL_TERMINALS, "清幺九", "All Terminals", 64,
     (F.ALL_TERMINALS_AND_HONORS, F.ALL_PUNGS, F.DOUBLE_PUNG, F.PUNG_OF_TERMINALS_OR_HONORS,
      F.OUTSIDE_HAND, F.NO_HONORS)),
    (F.LITTLE_FOUR_WINDS, "小四喜", "Little Four Winds", 64, (F.BIG_THREE_WINDS,)),
    (F.LITTLE_THREE_DRAGONS, "小三元", "Little Three Dragons", 64, (F.TWO_DRAGON_PUNGS, F.DRAGON_PUNG)),
    (F.ALL_HONORS, "字一色", "All Honors", 64,
     (F.ALL_TERMINALS_AND_HONORS, F.ALL_PUNGS, F.PUNG_OF_TERMINALS_OR_HONORS, F.OUTSIDE_HAND)),
    (F.FOUR_CONCEALED_PUNGS, "四暗刻", "Four Concealed Pungs", 64,
     (F.THREE_CONCEALED_PUNGS, F.TWO_CONCEALED_PUNGS, F.ALL_PUNGS, *_CONCEALED_SHAPE)),
    (F.PURE_TERMINAL_CHOWS, "一色双龙会", "Pure Terminal Chows", 64,
     (F.SEVEN_PAIRS, F.FULL_FLUSH, F.ALL_CHOWS, F.PURE_DOUBLE_CHOW, F.TWO_TERMINAL_CHOWS,
      F.NO_HONORS)),
    (F.QUADRUPLE_CHOW, "一色四同顺", "Quadruple Chow", 48,
     (F.PURE_TRIPLE_CHOW, F.PURE_SHIFTED_PUNGS, F.PURE_DOUBLE_CHOW, F.TILE_HOG)),
    (F.FOUR_PURE_SHIFTED_PUNGS, "一色四节高", "Four Pure Shifted Pungs", 48,
     (F.PURE_TRIPLE_CHOW, F.PURE_SHIFTED_PUNGS, F.ALL_PUNGS)),
    (F.FOUR_PURE_SHIFTED_CHOWS, "一色四步高", "Four Pure Shifted Chows", 32,
     (F.PURE_SHIFTED_CHOWS,)),
    (F.THREE_KONGS, "三杠", "Three Kongs", 32,
     (F.TWO_CONCEALED_KONGS, F.TWO_MELDED_KONGS, F.CONCEALED_KONG, F.MELDED_KONG)),
    (F.ALL_TERMINALS_AND_HONORS, "混幺九", "All Terminals and Honors", 32,
     (F.ALL_PUNGS, F.PUNG_OF_TERMINALS_OR_HONORS, F.OUTSIDE_HAND)),
    (F.SEVEN_PAIRS, "七对", "Seven Pairs", 24, (*_CONCEALED_SHAPE, F.SINGLE_WAIT)),
    (F.GREATER_HONORS_AND_KNITTED, "七星不靠", "Greater Honors and Knitted Tiles", 24,
     (F.LESSER_HONORS_AND_KNITTED, F.ALL_TYPES, *_CONCEALED_SHAPE, F.SINGLE_WAIT)),
    (F.ALL_EVEN_PUNGS, "全双刻", "All Even Pungs", 24, (F.ALL_PUNGS, F.ALL_SIMPLES, F.NO_HONORS)),
    (F.FULL_FLUSH, "清一色", "Full Flush", 24, (F.NO_HONORS,)),
    (F.PURE_TRIPLE_CHOW, "一色三同顺", "Pure Triple Chow", 24,
     (F.PURE_SHIFTED_PUNGS, F.PURE_DOUBLE_CHOW)),
    (F.PURE_SHIFTED_PUNGS, "一色三节高", "Pure Shifted Pungs", 24, (F.PURE_TRIPLE_CHOW,)),
    (F.UPPER_TILES, "全大", "Upper Tiles", 24, (F.UPPER_FOUR, F.NO_HONORS)),
    (F.MIDDLE_TILES, "全中", "Middle Tiles", 24, (F.ALL_SIMPLES, F.NO_HONORS)),
    (F.LOWER_TILES, "全小", "Lower Tiles", 24, (F.LOWER_FOUR, F.NO_HONORS)),
    (F.PURE_STRAIGHT, "清龙", "Pure Straight", 16, (F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS)),
    (F.THREE_SUITED_TERMINAL_CHOWS, "三色双龙会", "Three-Suited Terminal Chows", 16,
     (F.MIXED_DOUBLE_CHOW, F.TWO_TERMINAL_CHOWS, F.NO_HONORS, F.ALL_CHOWS)),
    (F.PURE_SHIFTED_CHOWS, "一色三步高", "Pure Shifted Chows", 16, ()),
    (F.ALL_FIVES, "全带五", "All Fives", 16, (F.ALL_SIMPLES, F.NO_HONORS)),
    (F.TRIPLE_PUNG, "三同刻", "Triple Pung", 16, (F.DOUBLE_PUNG,)),
    (F.THREE_CONCEALED_PUNGS, "三暗刻", "Three Concealed Pungs", 16, (F.TWO_CONCEALED_PUNGS,)),
    (F.LESSER_HONORS_AND_KNITTED, "全不靠", "Lesser Honors and Knitted Tiles", 12,
     (F.ALL_TYPES, *_CONCEALED_SHAPE, F.SINGLE_WAIT)),
    (F.KNITTED_STRAIGHT, "组合龙", "Knitted Straight", 12, ()),
    (F.UPPER_FOUR, "大于五", "Upper Four", 12, (F.NO_HONORS,)),
    (F.LOWER_FOUR, "小于五", "Lower Four", 12, (F.NO_HONORS,)),
    (F.BIG_THREE_WINDS, "三风刻", "Big Three Winds", 12, ()),
    (F.MIXED_STRAIGHT, "花龙", "Mixed Straight", 8, ()),
    (F.REVERSIBLE_TILES, "推不倒", "Reversible Tiles", 8, (F.ONE_VOIDED_SUIT,)),
    (F.MIXED_TRIPLE_CHOW, "三色三同顺", "Mixed Triple Chow", 8, (F.MIXED_DOUBLE_CHOW,)),
    (F.MIXED_SHIFTED_PUNGS, "三色三节高", "Mixed Shifted Pungs", 8, ()),
    (F.CHICKEN_HAND, "无番和", "Chicken Hand", 8, ()),
    (F.LAST_TILE_DRAW, "妙手回春", "Last Tile Draw", 8, (F.SELF_DRAWN,)),
    (F.LAST_TILE_CLAIM, "海底捞月", "Last Tile Claim", 8, ()),
    (F.OUT_WITH_REPLACEMENT_TILE, "杠上开花", "Out with Replacement Tile", 8, (F.SELF_DRAWN,)),
    (F.ROBBING_THE_KONG, "抢杠和", "Robbing the Kong", 8, (F.LAST_TILE,)),
    (F.ALL_PUNGS, "碰碰和", "All Pungs", 6, ()),
    (F.HALF_FLUSH, "混一色", "Half Flush", 6, ()),
    (F.MIXED_SHIFTED_CHOWS, "三色三步高", "Mixed Shifted Chows", 6, ()),
    (F.ALL_TYPES, "五门齐", "All Types", 6, ()),
    (F.MELDED_HAND, "全求人", "Melded Hand", 6, (F.SINGLE_WAIT,)),
    (F.TWO_CONCEALED_KONGS, "双暗杠", "Two Concealed Kongs", 6,
     (F.TWO_CONCEALED_PUNGS, F.CONCEALED_KONG)),
    (F.TWO_DRAGON_PUNGS, "双箭刻", "Two Dragon Pungs", 6, (F.DRAGON_PUNG,)),
    (F.OUTSIDE_HAND, "全带幺", "Outside Hand", 4, ()),
    (F.FULLY_CONCEALED_HAND, "不求人", "Fully Concealed Hand", 4, (F.CONCEALED_HAND, F.SELF_DRAWN)),
    (F.TWO_MELDED_KONGS, "双明杠", "Two Melded Kongs", 4, (F.MELDED_KONG,)),
    (F.LAST_TILE, "和绝张", "Last Tile", 4, ()),
    (F.DRAGON_PUNG, "箭刻", "Dragon Pung", 2, ()),
    (F.PREVALENT_WIND, "圈风刻", "Prevalent Wind", 2, ()),
    (F.SEAT_WIND, "门风刻", "Seat Wind", 2, ()),
    (F.CONCEALED_HAND, "门前清", "Concealed Hand", 2, ()),
    (F.ALL_CHOWS, "平和", "All Chows", 2, (F.NO_HONORS,)),
    (F.TILE_HOG, "四归一", "Tile Hog", 2, ()),
    (F.DOUBLE_PUNG, "双同刻", "Double Pung", 2, ()),
    (F.TWO_CONCEALED_PUNGS, "双暗刻", "Two Concealed Pungs", 2, ()),
    (F.CONCEALED_KONG, "暗杠", "Concealed Kong", 2, ()),
    (F.ALL_SIMPLES, "断幺", "All Simples", 2, (F.NO_HONORS,)),
    (F.PURE_DOUBLE_CHOW, "一般高", "Pure Double Chow", 1, ()),
    (F.MIXED_DOUBLE_CHOW, "喜相逢", "Mixed Double Chow", 1, ()),
    (F.SHORT_STRAIGHT, "连六", "Short Straight", 1, ()),
    (F.TWO_TERMINAL_CHOWS, "老少副", "Two Terminal Chows", 1, ()),
    (F.PUNG_OF_TERMINALS_OR_HONORS, "幺九刻", "Pung of Terminals or Honors", 1, ()),
    (F.MELDED_KONG, "明杠", "Melded Kong", 1, ()),
    (F.ONE_VOIDED_SUIT, "缺一门", "One Voided Suit", 1, ()),
    (F.NO_HONORS, "无字", "No Honors", 1, ()),
    (F.EDGE_WAIT, "边张", "Edge Wait", 1, ()),
    (F.CLOSED_WAIT, "坎张", "Closed Wait", 1, ()),
    (F.SINGLE_WAIT, "单钓将", "Single Wait", 1, ()),
    (F.SELF_DRAWN, "自摸", "Self-Drawn", 1, ()),
    (F.FLOWER_TILES, "花牌", "Flower Tiles", 1, ()),
)
# fmt: on

assert [row[0] for row in ROWS] == list(range(1, 82)), "the table must list every fan once, in order"

POINTS: Final[tuple[int, ...]] = (0, *[points for _, _, _, points, _ in ROWS])
"""Points of one of each fan, indexed by fan number."""

EXCLUDES: Final[tuple[tuple[int, ...], ...]] = ((), *[excludes for _, _, _, _, excludes in ROWS])
"""What each fan excludes (不计), indexed by fan number."""

ZH_NAMES: Final[tuple[str, ...]] = ("", *[zh for _, zh, _, _, _ in ROWS])
"""Each fan's Chinese name, indexed by fan number: how another table (the system's patterns) names it."""

FAN_JSON: Final[tuple[dict[str, object], ...]] = (
    {},
    *[{"id": n, "zh": zh, "en": en, "points": points} for n, zh, en, points, _ in ROWS],
)
"""Each fan as ``mcr score --json`` shows it, less its ``count``, indexed by fan number (copy before use)."""
