"""Fans made of pungs and kongs: shifted and same-number pungs, honors, kongs, 暗刻.

A kong is a pung for every fan here; the kong fans count it once more.
Each detector reports every fan the pungs show, the weaker beside the
stronger; ``exclusions.py`` decides which count.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from ....model.tiles import DRAGONS, WINDS, Tile, is_terminal
from .chows import record_pairs, record_trios
from .combination import account_once
from .table import POINTS, Fan
from .view import Counts, Notes, View, pung_text

F = Fan  # plain ints in the hot loops (table.Fan)
_DOUBLE_PUNG_POINTS = {F.DOUBLE_PUNG: POINTS[F.DOUBLE_PUNG]}


def three_pung_fan(p: tuple[Tile, ...]) -> int | None:
    """一色三节高 三色三节高 三同刻: the fan three sorted suited pungs make, if any."""
    suits = {t // 9 for t in p}
    ranks = sorted(t % 9 for t in p)
    consecutive = ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1
    if len(suits) == 1 and consecutive:
        return F.PURE_SHIFTED_PUNGS
    if len(suits) == 3:
        if consecutive:
            return F.MIXED_SHIFTED_PUNGS
        if ranks[0] == ranks[2]:
            return F.TRIPLE_PUNG
    return None


def detect_pung_fans(view: View, fans: Counts, notes: Notes | None) -> None:
    """一色四节高 一色三节高 三色三节高 三同刻 双同刻: shifted and same-number suited pungs.

    The fans of three pungs and of two are chosen under 不拆移, 套算一次 and
    不得相同 (``combination.account_once``).
    """
    suited = sorted(t for t in view.pungs if t < 27)
    if len(suited) < 2:
        return
    if notes is None:  # no evidence wanted: the fans of these pungs are known already
        for fan, n in _pung_fans(tuple(suited)):
            fans[fan] += n
        return
    _count_pung_fans(suited, fans, notes)


@cache
def _pung_fans(suited: tuple[Tile, ...]) -> tuple[tuple[int, int], ...]:
    """``(fan, count)`` of two to four sorted suited pungs, each set of them judged once."""
    fans = [0] * 82
    _count_pung_fans(list(suited), fans, None)
    return tuple((fan, n) for fan, n in enumerate(fans) if n)


def _count_pung_fans(suited: list[Tile], fans: Counts, notes: Notes | None) -> None:
    """Add the fans of two or more sorted suited pungs to ``fans``, with evidence if ``notes``.

    一色四节高 shows 一色三节高 (any three of its pungs), which its 不计 list
    drops; one suit has no 双同刻.
    """
    if (
        len(suited) == 4
        and suited[0] // 9 == suited[3] // 9
        and all(suited[i + 1] == suited[i] + 1 for i in range(3))
    ):
        fans[F.FOUR_PURE_SHIFTED_PUNGS] += 1
        fans[F.PURE_SHIFTED_PUNGS] += 1
        if notes is not None:
            notes.add(F.FOUR_PURE_SHIFTED_PUNGS, *map(pung_text, suited))
        return
    joined: tuple[int, ...] = ()
    best_fan = None
    found: list[tuple[tuple[int, ...], int]] = []
    for trio in combinations(range(len(suited)), 3):
        fan = three_pung_fan(tuple(suited[i] for i in trio))
        if fan is not None:
            found.append((trio, fan))
            if best_fan is None or POINTS[fan] > POINTS[best_fan]:
                best_fan, joined = fan, trio
    if best_fan is not None:
        fans[best_fan] += 1
        if notes is not None:
            notes.add(best_fan, *[pung_text(suited[i]) for i in joined])
            record_trios(notes, [pung_text(t) for t in suited], found, joined)
    edges = [
        (i, j, int(F.DOUBLE_PUNG))
        for i, j in combinations(range(len(suited)), 2)
        if suited[i] % 9 == suited[j] % 9 and suited[i] // 9 != suited[j] // 9
    ]
    chosen = account_once(len(suited), edges, _DOUBLE_PUNG_POINTS, (F.DOUBLE_PUNG,), joined)
    fans[F.DOUBLE_PUNG] += len(chosen)
    if notes is not None:
        record_pairs(notes, [pung_text(t) for t in suited], edges, chosen, joined)


def detect_honor_fans(view: View, fans: Counts, notes: Notes | None) -> None:
    """大四喜 小四喜 三风刻 大三元 小三元 双箭刻 箭刻 圈风刻 门风刻 幺九刻: the honor pungs, and 幺九刻.

    Every fan the pungs show is reported: four wind pungs are 大四喜 and
    三风刻 too (any three of them); three wind pungs and a wind pair are 小四喜
    and 三风刻; three dragon pungs are 大三元, 双箭刻 and three 箭刻; every
    pung of terminals or honors is a 幺九刻.  What does not count beside the
    stronger fan is ``exclusions.py``'s to say: the 不计 lists, and 不重复 for
    a pung already valued as 箭刻, 圈风刻, 门风刻 or in a fan of three or four
    honor pungs, which is no 幺九刻 as well (``COUNT_REDUCTIONS``).
    """
    pungs = view.pungs
    if not pungs:
        return
    ctx = view.ctx
    winds = [t for t in pungs if t in WINDS]
    dragons = [t for t in pungs if t in DRAGONS]
    terminal_pungs = [t for t in pungs if is_terminal(t)]
    pair = view.pair
    if len(winds) >= 3:
        fans[F.BIG_THREE_WINDS] += 1
        if len(winds) == 4:
            fans[F.BIG_FOUR_WINDS] += 1
        elif pair in WINDS:
            fans[F.LITTLE_FOUR_WINDS] += 1
    if len(dragons) >= 2:
        fans[F.TWO_DRAGON_PUNGS] += 1
        if len(dragons) == 3:
            fans[F.BIG_THREE_DRAGONS] += 1
        elif pair in DRAGONS:
            fans[F.LITTLE_THREE_DRAGONS] += 1
    fans[F.DRAGON_PUNG] += len(dragons)
    prevalent, seat = WINDS[ctx.prevalent_wind], WINDS[ctx.seat_wind]
    fans[F.PREVALENT_WIND] += prevalent in winds
    fans[F.SEAT_WIND] += seat in winds
    fans[F.PUNG_OF_TERMINALS_OR_HONORS] += len(terminal_pungs) + len(winds) + len(dragons)
    if notes is not None:
        # The evidence of a counted 幺九刻 is what is left of it: the pungs no other honor fan values.
        plain_winds = [t for t in winds if t not in (prevalent, seat)] if len(winds) < 3 else []
        _honor_notes(view, notes, fans, winds, dragons, terminal_pungs + plain_winds)


def _honor_notes(
    view: View, notes: Notes, fans: Counts, winds: list[Tile], dragons: list[Tile], plain: list[Tile]
) -> None:
    """Evidence for the honor fans (a kong shows four tiles)."""
    kongs = {t for t, _ in view.kongs}
    prevalent, seat = WINDS[view.ctx.prevalent_wind], WINDS[view.ctx.seat_wind]

    def shown(tiles: list[Tile]) -> list[str]:
        return [pung_text(t, 4 if t in kongs else 3) for t in tiles]

    for fan, tiles in (
        (F.BIG_FOUR_WINDS, winds), (F.LITTLE_FOUR_WINDS, winds), (F.BIG_THREE_WINDS, winds),
        (F.BIG_THREE_DRAGONS, dragons), (F.LITTLE_THREE_DRAGONS, dragons),
        (F.TWO_DRAGON_PUNGS, dragons), (F.DRAGON_PUNG, dragons),
        (F.PREVALENT_WIND, [w for w in winds if w == prevalent]),
        (F.SEAT_WIND, [w for w in winds if w == seat]),
        (F.PUNG_OF_TERMINALS_OR_HONORS, plain),
    ):  # fmt: skip
        if fans[fan] and tiles:
            notes.add(fan, *shown(tiles))


def detect_kong_fans(view: View, fans: Counts, notes: Notes | None) -> None:
    """四杠 三杠 双暗杠 双明杠 暗杠 明杠: the kongs.

    Every kong fan the kongs show is reported (four kongs are 三杠 too, two
    concealed ones 双暗杠 and two 暗杠); the 不计 lists keep one (ruling 14:
    one concealed and one melded kong are 暗杠 + 明杠).
    """
    kongs = view.kongs
    if not kongs:
        return
    total = len(kongs)
    concealed = sum(c for _, c in kongs)
    melded = total - concealed
    fans[F.CONCEALED_KONG] += concealed
    fans[F.MELDED_KONG] += melded
    if concealed >= 2:
        fans[F.TWO_CONCEALED_KONGS] += 1
    if melded >= 2:
        fans[F.TWO_MELDED_KONGS] += 1
    if total >= 3:
        fans[F.THREE_KONGS] += 1
        if total == 4:
            fans[F.FOUR_KONGS] += 1
    if notes is not None:
        for fan in (F.FOUR_KONGS, F.THREE_KONGS, F.TWO_CONCEALED_KONGS, F.TWO_MELDED_KONGS,
                    F.CONCEALED_KONG, F.MELDED_KONG):  # fmt: skip
            if fans[fan]:
                notes.add(fan, *[pung_text(t, 4) for t, _ in kongs])


def detect_concealed_pungs(view: View, fans: Counts, notes: Notes | None) -> None:
    """四暗刻 三暗刻 双暗刻 碰碰和: concealed pungs (暗刻, a concealed kong among them), and four pungs.

    Every 暗刻 fan the pungs show is reported (four concealed pungs are 三暗刻
    and 双暗刻 too); the 不计 lists keep the highest.
    """
    n = view.concealed_pungs
    if n >= 2:
        fans[F.TWO_CONCEALED_PUNGS] += 1
        if n >= 3:
            fans[F.THREE_CONCEALED_PUNGS] += 1
            if n >= 4:
                fans[F.FOUR_CONCEALED_PUNGS] += 1
    if len(view.pungs) == 4:
        fans[F.ALL_PUNGS] += 1
