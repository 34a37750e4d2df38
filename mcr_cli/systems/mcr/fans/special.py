"""Fans of the special shapes, and 九莲宝灯.

Seven pairs (七对, 连七对), thirteen orphans (十三幺), honors and knitted
tiles (全不靠, 七星不靠), the knitted straight (组合龙), and the nine gates
(九莲宝灯), which is scored as a four-sets reading of its 14 tiles with the
gate fan on top (ruling 12).
"""

from __future__ import annotations

from ....model.readings import Shape, knitted_tiles
from .table import Fan
from .view import Counts, Notes, View

F = Fan  # plain ints in the hot loops (table.Fan)
_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def detect_shape_fans(view: View, fans: Counts, notes: Notes | None) -> None:
    """连七对 七对 十三幺 七星不靠 全不靠 组合龙 九莲宝灯: the fans of the special shapes.

    Each fan the shape shows is reported: seven shifted pairs are seven
    pairs too (连七对 and 七对), and seven honors with seven knitted tiles are
    honors and knitted tiles too (七星不靠 and 全不靠); the 不计 lists drop
    the lesser one.
    """
    shape = view.shape
    counts = view.counts
    if shape is Shape.SEVEN_PAIRS:
        fans[F.SEVEN_PAIRS] += 1
        pairs = [t for t in range(34) if counts[t]]
        if len(pairs) == 7 and pairs[0] < 27 and pairs[6] - pairs[0] == 6 and pairs[0] // 9 == pairs[6] // 9:
            fans[F.SEVEN_SHIFTED_PAIRS] += 1
    elif shape is Shape.THIRTEEN_ORPHANS:
        fans[F.THIRTEEN_ORPHANS] += 1
    elif shape is Shape.HONORS_AND_KNITTED:
        fans[F.LESSER_HONORS_AND_KNITTED] += 1
        if all(counts[t] for t in range(27, 34)):
            fans[F.GREATER_HONORS_AND_KNITTED] += 1
        assert view.arrangement.knitted is not None
        if all(counts[t] for t in knitted_tiles(view.arrangement.knitted)):
            fans[F.KNITTED_STRAIGHT] += 1
    elif shape is Shape.KNITTED_STRAIGHT:
        fans[F.KNITTED_STRAIGHT] += 1
    elif shape is Shape.FOUR_SETS and is_nine_gates(view):
        fans[F.NINE_GATES] += 1


def is_nine_gates(view: View) -> bool:
    """九莲宝灯: no melds, and the 13 standing tiles are 1112345678999 of one suit."""
    hand = view.hand
    if hand.melds:
        return False
    standing = hand.standing
    if standing[0] >= 27 or standing[0] // 9 != standing[-1] // 9:
        return False
    base = standing[0] // 9 * 9
    return all(standing.count(base + i) == n for i, n in enumerate(_GATES))
