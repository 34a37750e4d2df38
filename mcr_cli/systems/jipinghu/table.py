"""鸡平胡's table: its 25 rows as data, each beside the count that says how often a reading shows it.

Kept apart from the judging (``system``: one base pattern, the add-ons, the
special hands, J3-J9) because it is the part a reader checks against the
table of ``docs/systems/jipinghu.md``: every name, value, kind and 不计 is
here.  A base or special pattern's count is 0 or 1; an add-on's is how many
times it applies (三元牌 once per dragon pung, J7).
"""

from __future__ import annotations

from collections.abc import Callable

from ...model.hand import Hand
from ...model.readings import Shape
from ...model.tiles import EAST
from ...model.wilds import GroupReading, counts_of_tiles
from .. import traits
from ..base import Pattern
from ..context import WinContext

BASE, ADDON, SPECIAL = "base", "addon", "special"

CHICKEN = "鸡胡"

Count = Callable[[GroupReading, Hand, WinContext], int]
"""How many times a reading of the hand, won as the context says, shows the row (a bool is 0 or 1)."""


def _nine_gates(r: GroupReading, h: Hand, c: WinContext) -> bool:
    """九莲宝灯: no melds; the 14 tiles are 1112345678999 of one suit and one more tile of it."""
    if h.melds or len(traits.suits(r)) != 1 or traits.has_honors(r):
        return False
    counts = counts_of_tiles(h.concealed_tiles)
    suit = h.concealed_tiles[0] // 9 * 9
    return all(counts[suit + i] >= need for i, need in enumerate((3, 1, 1, 1, 1, 1, 1, 1, 3)))


ROWS: tuple[tuple[Pattern, Count | None], ...] = (
    (
        Pattern(
            CHICKEN, "Chicken Hand", 0, BASE, "four sets and a pair with no other base pattern", (), "J3"
        ),
        None,
    ),
    (
        Pattern("平胡", "All Chows", 1, BASE, "four chows and a pair", (), "J3"),
        lambda r, h, c: traits.all_chows(r),
    ),
    (
        Pattern("碰碰胡", "All Pungs", 2, BASE, "four pungs or kongs and a pair", (), "J3"),
        lambda r, h, c: traits.all_pungs(r),
    ),
    (
        Pattern("混一色", "Half Flush", 2, BASE, "one suit and honors", (), "J3"),
        lambda r, h, c: traits.half_flush(r),
    ),
    (
        Pattern(
            "混碰", "Half Flush All Pungs", 4, BASE, "混一色 and 碰碰胡 together", ("混一色", "碰碰胡"), "J3"
        ),
        lambda r, h, c: traits.half_flush(r) and traits.all_pungs(r),
    ),
    (
        Pattern(
            "清一色", "Full Flush", 4, BASE, "one suit, no honors, not all pungs (that is 清碰)", (), "J3"
        ),
        lambda r, h, c: traits.full_flush(r),
    ),
    (Pattern("自摸", "Self-Drawn", 1, ADDON, "self-drawn (-t)"), lambda r, h, c: c.self_drawn),
    (
        Pattern("三元牌", "Dragon Pung", 1, ADDON, "each dragon pung or kong", (), "J7"),
        lambda r, h, c: traits.dragon_pungs(r),
    ),
    (
        Pattern("门风", "Seat Wind", 1, ADDON, "a pung or kong of the seat wind"),
        lambda r, h, c: EAST + c.seat_wind in traits.pung_tiles(r),
    ),
    (
        Pattern("圈风", "Prevalent Wind", 1, ADDON, "a pung or kong of the prevalent wind"),
        lambda r, h, c: EAST + c.prevalent_wind in traits.pung_tiles(r),
    ),
    (
        Pattern(
            "杠上开花", "Out on a Kong", 3, ADDON, "self-drawn on a kong's replacement (-t --kong)", (), "J6"
        ),
        lambda r, h, c: c.self_drawn and c.kong,
    ),
    (
        Pattern("抢杠胡", "Robbing the Kong", 3, ADDON, "won on a tile added to a pung (--kong)", (), "J6"),
        lambda r, h, c: c.kong and not c.self_drawn,
    ),
    (
        Pattern(
            "海底捞月", "Last Tile", 3, ADDON, "self-drawn the wall's last tile (-t --last-tile)", (), "J6"
        ),
        lambda r, h, c: c.self_drawn and c.last_tile,
    ),
    (
        Pattern("清碰", "Pure All Pungs", 5, SPECIAL, "清一色 all pungs", (), "J4"),
        lambda r, h, c: traits.full_flush(r) and traits.all_pungs(r),
    ),
    (
        Pattern(
            "混幺九", "Terminals and Honors", 5, SPECIAL, "only 1s, 9s and honors, both present", (), "J4"
        ),
        lambda r, h, c: traits.terminals_and_honors(r),
    ),
    (
        Pattern("小三元", "Little Three Dragons", 5, SPECIAL, "two dragon pungs and a dragon pair", (), "J4"),
        lambda r, h, c: traits.little_three_dragons(r),
    ),
    (
        Pattern("小四喜", "Little Four Winds", 5, SPECIAL, "three wind pungs and a wind pair", (), "J4"),
        lambda r, h, c: traits.little_four_winds(r),
    ),
    (
        Pattern("字一色", "All Honors", 6, SPECIAL, "honors only", (), "J4"),
        lambda r, h, c: traits.all_honors(r),
    ),
    (
        Pattern("清幺九", "All Terminals", 6, SPECIAL, "only 1s and 9s", (), "J4"),
        lambda r, h, c: traits.all_terminals(r),
    ),
    (
        Pattern("大三元", "Big Three Dragons", 6, SPECIAL, "three dragon pungs or kongs", (), "J4"),
        lambda r, h, c: traits.dragon_pungs(r) == 3,
    ),
    (
        Pattern("大四喜", "Big Four Winds", 6, SPECIAL, "four wind pungs or kongs", (), "J4"),
        lambda r, h, c: traits.wind_pungs(r) == 4,
    ),
    (
        Pattern(
            "九莲宝灯", "Nine Gates", 6, SPECIAL, "concealed 1112345678999 of one suit + one of it", (), "J4"
        ),
        _nine_gates,
    ),
    (
        Pattern("十三幺", "Thirteen Orphans", 6, SPECIAL, "one of each 1, 9 and honor, one paired", (), "J4"),
        lambda r, h, c: r.shape is Shape.THIRTEEN_ORPHANS,
    ),
    (
        Pattern(
            "天胡", "Heavenly Hand", 6, SPECIAL, "the dealer wins on his dealt tiles (--heavenly)", (), "J4"
        ),
        lambda r, h, c: c.heavenly,
    ),
    (
        Pattern(
            "地胡", "Earthly Hand", 6, SPECIAL, "a non-dealer self-draws his first tile (--earthly)", (), "J4"
        ),
        lambda r, h, c: c.earthly,
    ),
)
"""The table, each row beside its count: the base patterns (鸡胡 is "none of the others", J3), the
add-ons, the special hands."""

PATTERNS: tuple[Pattern, ...] = tuple(p for p, _ in ROWS)
"""The table's rows alone, as the ``System`` lists them."""
EXCLUDES = {p.zh: p.excludes for p in PATTERNS}
"""What each pattern does not also count; only the base pattern's list applies (J3)."""
ORPHANS = "十三幺"
"""The special hand that is its own shape: the one pattern a 十三幺 reading is asked for."""


def _of(kind: str) -> dict[str, Count]:
    return {p.zh: count for p, count in ROWS if p.kind == kind and count is not None}


BASE_TESTS: dict[str, Count] = _of(BASE)
"""The base patterns other than 鸡胡, on a four-sets reading, in the table's order."""
ADDONS: dict[str, Count] = _of(ADDON)
"""The add-ons, each counted as often as it applies to an ordinary reading."""
_EVENTS = ("天胡", "地胡")
SPECIAL_TESTS: dict[str, Count] = {
    zh: t for zh, t in _of(SPECIAL).items() if zh != ORPHANS and zh not in _EVENTS
}
"""The special hands read from a four-sets reading (十三幺 is its own shape; 天胡, 地胡 the flags')."""
EVENT_TESTS: dict[str, Count] = {zh: t for zh, t in _of(SPECIAL).items() if zh in _EVENTS}
"""The special hands of how the hand was won, the same for every reading: asked last, of every shape."""
FLUSHES = ("混碰", "清一色")
"""J5 (rev. 2): above 爆胡, counted alone like a special hand, unless ``flush_above_cap = false``."""
ROW_OF = {p.zh: i for i, p in enumerate(PATTERNS)}
"""Each pattern's row in the table: what breaks a tie of values."""
