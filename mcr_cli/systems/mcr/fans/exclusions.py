"""不计 in one place: which of the fans a reading shows count.

The detectors report every fan the sets, tiles and context show, the weaker
beside the stronger (a 大四喜 hand shows 三风刻, a 四杠 hand 三杠 and 暗杠,
every honor pung is a 幺九刻); this module keeps out what the rules do not
count, and says why, for ``--explain``:

* ``EXCLUDES``, the catalogue's ``excludes`` column: the 不计 lists of the
  rules, completed by 不重复 where a fan necessarily contains another
  (四杠 contains 三杠, 四暗刻 contains 三暗刻 and 双暗刻, 一色四同顺 contains
  一色三同顺, …).  A fan that counts drops every fan on its list.
* ``COUNT_REDUCTIONS``: what a fan takes of another's count rather than all
  of it, or beyond its list (不重复).  九莲宝灯 contains one 幺九刻 (its 111
  or 999), not every one; a pung valued as 箭刻, 圈风刻 or 门风刻, or one of
  the pungs of 大三元, 小三元, 双箭刻, 三风刻, 小四喜 or 大四喜, is no
  幺九刻 as well; 十三幺 contains 混幺九.

Fans are visited from the most valuable down (table order).  A fan that
counts drops every fan in its ``excludes`` column; a fan that was itself
dropped excludes nothing, which is what makes 七对 keep 自摸 when it drops
不求人 (ruling 6).

Two 幺九刻 claims can fall on one pung, and the counts alone cannot tell:
with three wind pungs (三风刻 shown), 三风刻 or 小四喜 has taken every wind
pung, 圈风刻 and 门风刻 among them; and when the seat wind is the prevalent
wind (``double_wind``), 圈风刻 and 门风刻 are one pung, taken once.

Three other principles act earlier, where the sets are still in view
(``combination.py``): 不拆移, 套算一次 and 不得相同 choose the fans made of
several sets, and their notes say which were kept out.
"""

from __future__ import annotations

from typing import Final

from .table import EXCLUDES, Fan
from .view import Counts

F = Fan  # plain ints in the hot loops (table.Fan)

COUNT_REDUCTIONS: Final[dict[int, tuple[tuple[int, int, str], ...]]] = {
    F.BIG_FOUR_WINDS: ((F.PUNG_OF_TERMINALS_OR_HONORS, 4, "不重复"),),
    F.BIG_THREE_DRAGONS: ((F.PUNG_OF_TERMINALS_OR_HONORS, 3, "不重复"),),
    F.NINE_GATES: ((F.PUNG_OF_TERMINALS_OR_HONORS, 1, "不计"),),
    F.THIRTEEN_ORPHANS: ((F.ALL_TERMINALS_AND_HONORS, 1, "不重复"),),
    F.LITTLE_FOUR_WINDS: ((F.PUNG_OF_TERMINALS_OR_HONORS, 3, "不重复"),),
    F.LITTLE_THREE_DRAGONS: ((F.PUNG_OF_TERMINALS_OR_HONORS, 2, "不重复"),),
    F.BIG_THREE_WINDS: ((F.PUNG_OF_TERMINALS_OR_HONORS, 3, "不重复"),),
    F.TWO_DRAGON_PUNGS: ((F.PUNG_OF_TERMINALS_OR_HONORS, 2, "不重复"),),
    F.DRAGON_PUNG: ((F.PUNG_OF_TERMINALS_OR_HONORS, 1, "不重复"),),
    F.PREVALENT_WIND: ((F.PUNG_OF_TERMINALS_OR_HONORS, 1, "不重复"),),
    F.SEAT_WIND: ((F.PUNG_OF_TERMINALS_OR_HONORS, 1, "不重复"),),
}
"""``fan: ((other, n, rule), …)``: each ``fan`` that counts takes ``n`` of ``other``'s count, for ``rule``."""

Dropped = list[tuple[int, int, int, str]]
"""``(fan, count, by, rule)``: ``count`` of ``fan`` not counted because of ``by`` (不计 or 不重复)."""


def apply_exclusions(fans: Counts, dropped: Dropped | None = None, double_wind: bool = False) -> None:
    """Zero, in place, every fan that a counted fan excludes; add 无番和 if nothing is left.

    ``double_wind``: the seat wind is the prevalent wind, so one pung makes
    圈风刻 and 门风刻 at once (and is one 幺九刻).
    """
    excluded = [False] * len(fans)
    three_winds = fans[F.BIG_THREE_WINDS] > 0  # 三风刻 shown: every wind pung belongs to a wind fan
    shown = [fid for fid in range(1, 81) if fans[fid]]  # counts only fall here: no other fan can start
    for fid in shown:
        if not fans[fid] or excluded[fid]:
            continue
        for other in EXCLUDES[fid]:
            if not excluded[other]:
                excluded[other] = True
                if fans[other]:
                    if dropped is not None:
                        dropped.append((other, fans[other], fid, "不计"))
                    fans[other] = 0
        if fid not in COUNT_REDUCTIONS:
            continue
        if (fid == F.PREVALENT_WIND or fid == F.SEAT_WIND) and (
            three_winds or (double_wind and fid == F.SEAT_WIND)
        ):
            continue  # its pung's 幺九刻 is taken already (by the wind fan of three, or by 圈风刻)
        for other, n, rule in COUNT_REDUCTIONS[fid]:
            taken = min(n * fans[fid], fans[other])
            if taken:
                fans[other] -= taken
                if dropped is not None:
                    dropped.append((other, taken, fid, rule))
    for fid in shown:  # only a fan shown can be left
        if fans[fid]:
            return
    fans[F.CHICKEN_HAND] = 1
