"""不计: where one counted fan excludes another.

This applies the ``excludes`` column of the catalogue (the 不计 lists of the
rules, completed by 不重复 where a fan necessarily contains another).  Two
other principles act earlier, where the sets are still in view: 不拆移,
套算一次 and 不得相同 choose the two-set fans (``combination.py``), and a pung
already valued as 箭刻, 圈风刻, 门风刻 or a wind of 三风刻 is no 幺九刻 as well
(``pungs.detect_honor_fans``).  Every fan kept out either way is reported.

Fans are visited from the most valuable down (table order).  A fan that
counts drops every fan in its ``excludes`` column; a fan that was itself
dropped excludes nothing, which is what makes 七对 keep 自摸 when it drops
不求人 (ruling 6).  ``COUNT_REDUCTIONS`` holds the one exclusion that takes
away one of several: 九莲宝灯 contains one 幺九刻 (its 111 or 999), not all.
"""

from __future__ import annotations

from .catalogue import EXCLUDES, Fan, FanId
from .view import Counts

F = Fan  # plain ints in the hot loops (catalogue.Fan)

COUNT_REDUCTIONS: dict[int, dict[FanId, int]] = {
    FanId.NINE_GATES: {FanId.PUNG_OF_TERMINALS_OR_HONORS: 1},
}

Dropped = list[tuple[FanId, int, FanId]]
"""``(fan, count, by)``: ``count`` of ``fan`` not counted because of ``by``."""


def apply_exclusions(fans: Counts, dropped: Dropped | None = None) -> None:
    """Zero, in place, every fan that a counted fan excludes; add 无番和 if nothing is left."""
    excluded = [False] * len(fans)
    shown = [fid for fid in range(1, 81) if fans[fid]]  # counts only fall here: no other fan can start
    for fid in shown:
        if not fans[fid] or excluded[fid]:
            continue
        for other in EXCLUDES[fid]:
            if not excluded[other]:
                excluded[other] = True
                if fans[other]:
                    if dropped is not None:
                        dropped.append((FanId(other), fans[other], FanId(fid)))
                    fans[other] = 0
        if fid not in COUNT_REDUCTIONS:
            continue
        for other, n in COUNT_REDUCTIONS[fid].items():
            taken = min(n, fans[other])
            if taken:
                fans[other] -= taken
                if dropped is not None:
                    dropped.append((other, taken, FanId(fid)))
    if not any(fans[1:81]):
        fans[F.CHICKEN_HAND] = 1
